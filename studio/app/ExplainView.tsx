/**
 * Why a visitor goes the way they go: the flow run by the engine's own runtime on the server
 * (studio/explain.ts, as npm run explain), with the facts, answers, service outcomes and day
 * written here; each step of the flow with its outcome and reason, then where the journey ends.
 */
import { useState, type FormEvent, type ReactElement } from 'react';
import type { Explanation } from 'journey-engine/runtime';
import { ContractRows } from '../../components/layout/ContractSection.tsx';
import type { VisitorGets } from '../visitor-gets.ts';
import { endInDutch, endWhyInDutch, eventInDutch, OUTCOME_WORDS, stepWhyInDutch } from '../explain-words.ts';
import { FactsForm, type FactsInputValue } from './FactsForm.tsx';
import { Labelled } from './Labelled.tsx';
import type { LoadedModel } from './use-model.ts';

function parsed(text: string, what: string): Record<string, unknown> | undefined {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`${what} is geen JSON`);
  }
}

export function ExplainView({ model }: { model: LoadedModel }): ReactElement {
  const flows = model.diagrams.filter((laid) => laid.graph.kind === 'flow').map((laid) => laid.graph.id);
  const [flow, setFlow] = useState(flows.includes('registration') ? 'registration' : (flows[0] ?? ''));
  // A partner's link: the partner journey from the offer's landing page (the server fills in its plan).
  const [offer, setOffer] = useState('');
  const [start, setStart] = useState('');
  const [user, setUser] = useState('');
  const steps = model.diagrams.find((laid) => laid.graph.kind === 'flow' && laid.graph.id === flow)?.graph.nodes.filter((node) => node.kind === 'step') ?? [];
  const [facts, setFacts] = useState<FactsInputValue>({});
  const [answers, setAnswers] = useState('');
  const [outcomes, setOutcomes] = useState('');
  const [results, setResults] = useState('');
  const [at, setAt] = useState('');
  const [state, setState] = useState<{ explanation?: Explanation & { visitorGets?: VisitorGets }; error?: string; busy?: boolean }>({});

  const explain = (event: FormEvent): void => {
    event.preventDefault();
    let body: unknown;
    try {
      body = {
        flow,
        offer: offer || undefined,
        start: start || undefined,
        user: user || undefined,
        facts,
        answers: parsed(answers, 'De antwoorden'),
        outcomes: parsed(outcomes, 'De uitkomsten'),
        results: parsed(results, 'De gegevens van services'),
        at: at || undefined,
      };
    } catch (error) {
      setState({ error: (error as Error).message });
      return;
    }
    setState({ busy: true });
    fetch('/api/explain', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(async (response) => {
        const result = (await response.json()) as Explanation & { visitorGets?: VisitorGets; error?: string };
        setState(response.ok ? { explanation: result } : { error: result.error });
      })
      .catch((error: unknown) => setState({ error: String(error) }));
  };

  const { explanation } = state;
  return (
    <div className="explain">
      <h1>Uitleg van een pad</h1>
      <form onSubmit={explain}>
        <fieldset className="situation">
          <legend>Wie is de bezoeker?</legend>
          {model.situations.map((situation) => (
            <label key={situation.label}>
              <input type="radio" name="situation" checked={user === (situation.email ?? '')} onChange={() => setUser(situation.email ?? '')} /> {situation.label}
            </label>
          ))}
        </fieldset>
        <Labelled label="Komt binnen via">
          {(id) => (
            <select
              id={id}
              value={offer}
              onChange={(event) => {
                setOffer(event.target.value);
                setStart('');
              }}
            >
              <option value="">een adres van de site: kies de reis hieronder</option>
              {model.offers.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  de link van {candidate.name}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        {!offer && (
          <>
            <Labelled label="Reis">
              {(id) => (
                <select
                  id={id}
                  value={flow}
                  onChange={(event) => {
                    setFlow(event.target.value);
                    setStart('');
                  }}
                >
                  {flows.map((flowId) => (
                    <option key={flowId}>{flowId}</option>
                  ))}
                </select>
              )}
            </Labelled>
            <Labelled label="Begin bij stap (met de params en query hieronder)">
              {(id) => (
                <select id={id} value={start} onChange={(event) => setStart(event.target.value)}>
                  <option value="">het adres van de reis zelf</option>
                  {steps.map((step) => (
                    <option key={step.id} value={step.label}>
                      {step.label}
                    </option>
                  ))}
                </select>
              )}
            </Labelled>
          </>
        )}
        <Labelled label="Op de dag (de klok van de sandbox, en de feature flags van die dag)">
          {(id) => <input id={id} type="date" value={at} onChange={(event) => setAt(event.target.value)} />}
        </Labelled>
        <details className="more">
          <summary>Meer: een andere demogebruiker, facts, antwoorden en antwoorden van services</summary>
          <Labelled label="Demogebruiker (de facts die de site na het inloggen laadt)">
            {(id) => (
              <select id={id} value={user} onChange={(event) => setUser(event.target.value)}>
                <option value="">geen: een nieuwe bezoeker</option>
                {model.demoUsers.map((demo) => (
                  <option key={demo.email} value={demo.email}>
                    {demo.email}: {demo.description}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
          <fieldset>
            <legend>Wat verder bekend is van de bezoeker (komt bovenop de demogebruiker)</legend>
            <FactsForm schema={model.factsSchema as { properties: Record<string, never> }} value={facts} change={setFacts} />
          </fieldset>
          <Labelled label="Antwoorden (JSON per veldnaam)">
            {(id) => <textarea id={id} rows={4} value={answers} onChange={(event) => setAnswers(event.target.value)} placeholder='{"email": "nieuw@example.nl"}' />}
          </Labelled>
          <Labelled label="Uitkomsten van services (JSON; zonder: success)">
            {(id) => <textarea id={id} rows={2} value={outcomes} onChange={(event) => setOutcomes(event.target.value)} placeholder='{"identity.register": "error"}' />}
          </Labelled>
          <Labelled label={<>Gegevens van services (JSON per operatie, zoals &quot;results&quot; van een journey case)</>}>
            {(id) => (
              <textarea id={id} rows={2} value={results} onChange={(event) => setResults(event.target.value)} placeholder='{"subscription.plan": {"slug": "ah-12-maanden"}}' />
            )}
          </Labelled>
        </details>
        <button type="submit" disabled={state.busy}>
          Leg uit
        </button>
      </form>
      {state.error && <p role="alert">{state.error}</p>}
      {explanation && (
        <section aria-labelledby="explanation-title" className="explanation">
          <h2 id="explanation-title">Het pad door {explanation.flow}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">stap</th>
                <th scope="col">route</th>
                <th scope="col">uitkomst</th>
                <th scope="col">waarom</th>
              </tr>
            </thead>
            <tbody>
              {explanation.steps.map((step) => (
                <tr key={step.step} data-step={step.step} data-outcome={step.outcome}>
                  <td>{step.step}</td>
                  <td>
                    <code>{step.route}</code>
                  </td>
                  <td>{OUTCOME_WORDS[step.outcome]}</td>
                  <td>{stepWhyInDutch(step.why)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="end" data-end={explanation.end}>
            Einde: de bezoeker {endInDutch(explanation.end)} (<code>{explanation.end}</code>): {endWhyInDutch(explanation.endWhy)}
          </p>
          {explanation.visitorGets && (
            <section aria-labelledby="visitor-gets-title" className="visitor-gets">
              <h3 id="visitor-gets-title">Wat deze bezoeker afsluit</h3>
              {explanation.visitorGets.sentences.map((sentence) => (
                <p key={sentence}>{sentence}</p>
              ))}
              <ContractRows rows={explanation.visitorGets.rows} />
            </section>
          )}
          <details>
            <summary>Wat er gebeurde</summary>
            <ol>
              {explanation.events.map((event, index) => (
                <li key={index}>{eventInDutch(event)}</li>
              ))}
            </ol>
          </details>
        </section>
      )}
    </div>
  );
}
