/**
 * The studio's editor: "Nieuw partneraanbod" and "Nieuwe actie" start a file from a few choices
 * (as npm run new:partner and new:promotion do); the same form edits any existing offer or
 * promotion. The form is made from the file's schema; the validator's findings are shown beside the
 * field they are about as one types; "Opslaan" writes the file when it has no errors, and the page
 * is then previewed as a new visitor sees it on a chosen day (the sandbox's clock).
 */
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import offerSchema from '../../../schemas/offer.schema.json';
import promotionSchema from '../../../schemas/promotion.schema.json';
import { euro } from '../../../operators/euro.ts';
import type { Diagnostic } from 'journey-engine/validate';
import { PAST_WINDOW } from '../../../campaigns/past-window.ts';
import type { CampaignKind, Draft, DraftCheck } from '../../editor.ts';
import { Labelled } from '../Labelled.tsx';
import { useAnswer } from '../use-answer.ts';
import type { LoadedModel } from '../use-model.ts';
import { PublishPanel } from './PublishPanel.tsx';
import { SchemaForm } from './SchemaForm.tsx';
import type { FormSchema } from './schema-form-model.ts';

const SCHEMAS: Record<CampaignKind, FormSchema> = { offer: offerSchema as FormSchema, promotion: promotionSchema as FormSchema };
const HEADINGS: Record<CampaignKind, { new: string; edit: string }> = {
  offer: { new: 'Nieuw partneraanbod', edit: 'Partneraanbod bewerken' },
  promotion: { new: 'Nieuwe actie', edit: 'Actie bewerken' },
};
/** The editor's addresses: #/bewerken/nieuw/partneraanbod, #/bewerken/nieuw/actie, #/bewerken/FILE. */
export const NEW_KINDS: Record<string, CampaignKind> = { partneraanbod: 'offer', actie: 'promotion' };

async function post<T>(path: string, body: unknown): Promise<{ ok: boolean; body: T & { error?: string } }> {
  const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { ok: response.ok, body: (await response.json()) as T & { error?: string } };
}

export function EditorView({ model, path, go }: { model: LoadedModel; path: string[]; go: (path: string) => void }): ReactElement {
  const newKind = path[0] === 'nieuw' ? NEW_KINDS[path[1] ?? ''] : undefined;
  const file = newKind ? undefined : path.join('/');
  // The editor reads its file once, not again at each version of the model: the manager's edits, not the file, are what it shows.
  const { answer, key: asked } = useAnswer<Draft>(file ? `/api/campaign?file=${encodeURIComponent(file)}` : undefined, 0);
  const [started, setStarted] = useState<{ key: string; draft: Draft }>();
  // What saving a new file said, shown again when the editor opens the file it wrote.
  const [notice, setNotice] = useState<string>();
  const key = path.join('/');

  if (newKind && started?.key !== key) return <NewCampaign kind={newKind} model={model} start={(draft) => setStarted({ key, draft })} />;
  const draft = newKind ? started?.draft : answer.key === asked ? answer.value : undefined;
  if (!draft) return newKind || answer.key !== asked ? <p>Het bestand wordt gelezen…</p> : <p role="alert">{answer.error}</p>;
  return (
    <CampaignEditor
      key={key}
      initial={draft}
      model={model}
      notice={notice}
      saved={(saved, text) => {
        setNotice(text);
        go(`bewerken/${saved}`);
      }}
    />
  );
}

/** The few choices a new file starts from; the scaffold makes the rest, which the form then shows. */
function NewCampaign({ kind, model, start }: { kind: CampaignKind; model: LoadedModel; start: (draft: Draft) => void }): ReactElement {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const choices = { ...data, months: data.months ? Number(data.months) : undefined, priceCents: data.priceCents ? Number(data.priceCents) : undefined };
    void post<Draft>('/api/campaign/new', { kind, choices }).then(({ ok, body }) => (ok ? start(body) : setError(body.error)));
  };
  const shownTiers = model.catalog.tiers.filter((tier) => ['essential', 'standard', 'premium'].includes(tier.id));
  return (
    <form className="editor-start" onSubmit={submit}>
      <h1>{HEADINGS[kind].new}</h1>
      <p>Kies het begin; daarna vul je in het formulier de rest in. Er wordt niets opgeslagen tot je op Opslaan drukt.</p>
      <Labelled label="Naam van het bestand (id)">
        {(id) => <input id={id} name="id" required pattern="[a-z0-9]+(-[a-z0-9]+)*" placeholder={kind === 'offer' ? 'kabel-noord' : 'voorjaar-2027'} />}
      </Labelled>
      <Labelled label={kind === 'offer' ? 'Naam van de partner' : 'Naam van de actie'}>{(id) => <input id={id} name="name" />}</Labelled>
      <Labelled label="Abonnement">
        {(id) => (
          <select id={id} name="tier">
            {shownTiers.map((tier) => (
              <option key={tier.id} value={tier.id}>
                {tier.name} ({String(euro.evaluate([tier.priceCents]))} per maand)
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled label="Aantal maanden">{(id) => <input id={id} name="months" type="number" min={1} max={24} defaultValue={3} />}</Labelled>
      {kind === 'promotion' ? (
        <>
          <Labelled label="Eerste dag">{(id) => <input id={id} name="from" type="date" required />}</Labelled>
          <Labelled label="Laatste dag">{(id) => <input id={id} name="until" type="date" required />}</Labelled>
        </>
      ) : (
        <Labelled label="Soort activatie">
          {(id) => (
            <select id={id} name="activation">
              <option value="entitlement">Een link van de partner, die betaalt</option>
              <option value="purchase">De bezoeker betaalt</option>
              <option value="actionCode">Een actiecode</option>
            </select>
          )}
        </Labelled>
      )}
      {error && <p role="alert">{error}</p>}
      <button type="submit">Begin</button>
    </form>
  );
}

type Check = Pick<DraftCheck, 'findings' | 'refusal'>;

function CampaignEditor({ initial, model, notice, saved }: { initial: Draft; model: LoadedModel; notice?: string; saved: (file: string, notice: string) => void }): ReactElement {
  const [value, setValue] = useState(initial.value);
  const [check, setCheck] = useState<Check>({ findings: [] });
  const [status, setStatus] = useState<{ text: string; alert?: boolean } | undefined>(notice === undefined ? undefined : { text: notice });
  const [busy, setBusy] = useState(false);
  // A campaign wholly in the past is saved only when the manager says so, each time it is.
  const [confirmPast, setConfirmPast] = useState(false);
  const past = check.findings.find((finding) => finding.rule === PAST_WINDOW);
  const draft: Draft = { ...initial, value, confirmPast: past !== undefined && confirmPast };
  const latest = useRef(0);
  // Checked as one types, a moment after the last key; only the answer to the last check counts.
  useEffect(() => {
    const turn = ++latest.current;
    const timer = setTimeout(() => {
      void post<DraftCheck>('/api/campaign/check', { ...initial, value }).then(({ ok, body }) => {
        if (turn === latest.current) setCheck(ok ? body : { findings: [], refusal: body.error });
      });
    }, 250);
    return () => clearTimeout(timer);
  }, [initial, value]);

  const save = (): void => {
    if (busy) return;
    // Errors first: the server says them; a past window is asked about once the file has none.
    if (past && !confirmPast && check.findings.every((finding) => finding.severity === 'warning')) {
      setStatus({ text: `Niet opgeslagen: ${past.message.split(':')[0]}. Vink aan dat je haar toch wilt opslaan.`, alert: true });
      return;
    }
    setBusy(true);
    setStatus({ text: 'Opslaan…' });
    void post<{ saved?: string; image?: string; concept?: { branch?: string; commit?: string; error?: string } } & Check>('/api/campaign/save', draft)
      .then(({ ok, body }) => {
        if (ok && body.saved) {
          const concept = body.concept?.commit
            ? ` Bewaard als concept op branch ${body.concept.branch} (${body.concept.commit.slice(0, 7)}).`
            : body.concept?.error
              ? ` ${body.concept.error}.`
              : '';
          const text = `Opgeslagen in ${body.saved}${body.image ? `, met een voorlopige afbeelding ${body.image}` : ''}.${concept}`;
          setStatus({ text });
          if (initial.isNew) saved(body.saved, text);
        } else {
          setCheck({ findings: body.findings ?? [], refusal: body.refusal ?? body.error });
          setStatus({ text: body.refusal ? `Niet opgeslagen: ${body.refusal}` : 'Niet opgeslagen: los eerst de fouten hieronder op.', alert: true });
        }
      })
      .finally(() => setBusy(false));
  };

  const errors = check.findings.filter((finding) => finding.severity !== 'warning');
  const warnings = check.findings.length - errors.length;
  const tierLabel = (tierId: unknown): string => {
    const tier = model.catalog.tiers.find((candidate) => candidate.id === tierId);
    return tier ? `${tier.name} (${String(tierId)}, ${String(euro.evaluate([tier.priceCents]))} per maand)` : String(tierId);
  };
  return (
    <div className="editor">
      <h1>
        {HEADINGS[initial.kind][initial.isNew ? 'new' : 'edit']}: {String(value.id ?? '')}
      </h1>
      <p className="where">{initial.file}</p>
      <div className="editor-columns">
        <form
          className="editor-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <p role="status" className="check-summary">
            {check.refusal ??
              (errors.length === 0 ? 'De validatie vindt geen fouten' : `De validatie vindt ${errors.length === 1 ? 'één fout' : `${errors.length} fouten`}`) +
                (warnings > 0 ? ` en ${warnings === 1 ? 'één waarschuwing' : `${warnings} waarschuwingen`}.` : '.')}
          </p>
          <SchemaForm
            root={SCHEMAS[initial.kind]}
            value={value}
            change={(next) => setValue(next as Draft['value'])}
            findings={check.findings.map(({ pointer, message, rule, severity }: Diagnostic) => ({ pointer, message, rule, severity }))}
            fixed={new Set(initial.isNew ? [] : ['/id'])}
            choiceLabel={(pointer, option) => (pointer.endsWith('/tier') ? tierLabel(option) : String(option))}
            suggestions={{ slug: model.catalog.slugs }}
          />
          {past && (
            <p className="confirm-past">
              <input id="confirm-past" type="checkbox" checked={confirmPast} onChange={(event) => setConfirmPast(event.target.checked)} />{' '}
              <label htmlFor="confirm-past">Deze actie is al voorbij: ik wil haar toch opslaan</label>
            </p>
          )}
          <div className="editor-actions">
            <button type="submit" aria-disabled={busy || undefined}>
              Opslaan
            </button>
            {status && (
              <p role={status.alert ? 'alert' : 'status'} className="save-status">
                {status.text}
              </p>
            )}
          </div>
        </form>
        {!initial.isNew && (
          <div className="editor-side">
            <PublishPanel file={initial.file} version={model.version} />
            <Preview model={model} file={initial.file} />
          </div>
        )}
      </div>
    </div>
  );
}

/** The saved file's page as a new visitor sees it on a chosen day, rendered again after every save. */
function Preview({ model, file }: { model: LoadedModel; file: string }): ReactElement {
  const page = model.campaignPages.find((candidate) => candidate.id === file);
  const [day, setDay] = useState<string>();
  const shown = day ?? page?.day ?? model.today;
  return (
    <section className="editor-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">Voorbeeld van het opgeslagen bestand</h2>
      {page ? (
        <>
          <Labelled label="Op de dag">{(id) => <input id={id} type="date" value={shown} onChange={(event) => event.target.value && setDay(event.target.value)} />}</Labelled>
          <p className="where">{page.address}, zoals een nieuwe bezoeker het ziet op die dag (de klok van de sandbox).</p>
          <iframe
            title={`Voorbeeld: ${page.title} op ${shown}`}
            src={`/gallery/page?campaign=${encodeURIComponent(file)}&day=${shown}&page=0&v=${model.version}`}
            width={375}
            height={700}
          />
        </>
      ) : (
        <p>Het bestand op schijf heeft fouten: er is geen pagina om te tonen tot het zonder fouten is opgeslagen.</p>
      )}
    </section>
  );
}
