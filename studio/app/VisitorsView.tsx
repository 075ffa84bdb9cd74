/**
 * Who sees what of an offer or promotion on a day (studio/visitors.ts): every kind of visitor at
 * once, each the sandbox's demo user: the page they see at the campaign's address (the gallery's
 * renderer, as that visitor, with axe's findings), where the button that sells each plan takes
 * them, what they would agree to there and what happens to the plan they have.
 */
import type { ReactElement } from 'react';
import { useAnswer } from './use-answer.ts';
import { ContractRows } from '../../components/layout/ContractSection.tsx';
import { isDay } from '../../sandbox/window.ts';
import type { CampaignVisitor } from '../visitors.ts';
import { AxeResult } from './AxeResult.tsx';
import { Labelled } from './Labelled.tsx';
import type { LoadedModel } from './use-model.ts';

/** path: [...FILE, DAY]: the campaign's file, and a day (the day the model chose for it when none is given). */
export function VisitorsView({ model, path, select }: { model: LoadedModel; path: string[]; select: (path: string) => void }): ReactElement {
  const chosenDay = isDay(path.at(-1) ?? '') ? path.at(-1) : undefined;
  const file = (chosenDay ? path.slice(0, -1) : path).join('/');
  const campaign = model.campaignPages.find((page) => page.id === file) ?? model.campaignPages[0];
  const day = chosenDay ?? campaign?.day ?? model.today;
  const query = campaign ? `campaign=${encodeURIComponent(campaign.id)}&day=${day}` : '';
  const { answer, key } = useAnswer<{ visitors: CampaignVisitor[] }>(campaign ? `/api/visitors?${query}` : undefined, model.version);
  const visitors = answer.value?.visitors;
  if (!campaign) return <p>Er is geen aanbieding of actie om te tonen.</p>;
  return (
    <div className="visitors">
      <h1>Wie ziet wat</h1>
      <div className="choices">
        <Labelled label="Aanbieding of actie">
          {(id) => (
            <select id={id} value={campaign.id} onChange={(event) => select(event.target.value)}>
              {model.campaignPages.map((page) => (
                <option key={page.id} value={page.id}>
                  {page.title}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled label="Op de dag (de klok van de sandbox)">
          {(id) => <input id={id} type="date" value={day} onChange={(event) => event.target.value && select(`${campaign.id}/${event.target.value}`)} />}
        </Labelled>
      </div>
      <p className="where">
        Elke soort bezoeker is een demogebruiker van de sandbox; de pagina is {campaign.address} zoals hij die op {day} ziet.
        {campaign.kind === 'offer' && ' Een cadeau komt hier met een geldige link van de partner.'}
      </p>
      {answer.key !== key && <p>De bezoekers worden langsgelopen…</p>}
      {answer.key === key && answer.error && <p role="alert">{answer.error}</p>}
      {answer.key === key &&
        visitors?.map((visitor, index) => (
          <section key={visitor.label} className="visitor" aria-labelledby={`visitor-${index}`} data-user={visitor.email ?? ''}>
            <h2 id={`visitor-${index}`}>{visitor.label}</h2>
            <div className="visitor-columns">
              <div>
                {visitor.plans.map((plan) => (
                  <div key={plan.slug} className="visitor-plan">
                    <h3>
                      De knop voor <code>{plan.slug}</code>
                    </h3>
                    <p className="ends">
                      De bezoeker {plan.ends}: {plan.because}.
                    </p>
                    {plan.gets?.sentences.map((sentence) => (
                      <p key={sentence}>{sentence}</p>
                    ))}
                    {plan.gets && <ContractRows rows={plan.gets.rows} />}
                  </div>
                ))}
              </div>
              <figure className="frame frame-375">
                <AxeResult
                  src={`/gallery/page?${query}${visitor.email ? `&user=${encodeURIComponent(visitor.email)}` : ''}&page=0&v=${model.version}`}
                  width={375}
                  title={`${campaign.address} voor: ${visitor.label}`}
                />
                <figcaption>{campaign.address} op 375 px</figcaption>
              </figure>
            </div>
          </section>
        ))}
    </div>
  );
}
