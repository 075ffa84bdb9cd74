/** A page that tells something and offers ways on: notifications, errors, not found. */
import { useEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime, useStep, defineStepType, type StepComponentProps, TargetLink, usePageTitle } from 'journey-engine-react';
import type { Facts, TargetJson } from 'journey-engine-react';
import { copyValuesSchema, evaluateValues, useCopyValues, type CopyValues } from '../../copy-values.ts';
import { factsOfEach } from '../../each-item.ts';
import { KeyArt } from '../../KeyArt.tsx';
import { linkOrName, namedLinks } from '../../named-links.ts';
import { StepProgress, type Progress } from '../../layout/ProgressIndicator.tsx';
import { StepAlerts } from '../../layout/StepAlerts.tsx';
import { ComparisonTable, comparisonColumns, comparisonSchema, type ComparisonProp } from '../../layout/ComparisonTable.tsx';
import { ContractSection, contractSchema, evaluateContract, type ContractProp } from '../../layout/ContractSection.tsx';
import { evaluateTerms, TermsSection, termsSchema, type TermsProp } from '../../layout/TermsSection.tsx';
import { paragraphsSchema, shownParagraphs, type Paragraph } from '../../paragraphs.ts';

interface Action {
  label: string;
  to: TargetJson;
  style?: 'primary' | 'secondary' | 'link';
  /** Shown only while this condition holds. */
  when?: unknown;
}

/**
 * A card's price set out large: the deal (a price formatter's part, such as { "price": [..., "deal"] }),
 * the price it replaces struck through, and the name of the promotion it belongs to; each an
 * expression over the card's facts, so the words are the price formatter's (what is shown is what is sold).
 */
interface CardPrice {
  deal: unknown;
  regular?: unknown;
  name?: unknown;
  when?: unknown;
}

/** One of a row of choices, such as a tier of the tier picker: a heading, its price, its lines, text links (such as its terms) and a button. */
interface Card {
  title: string;
  /** A word above the heading that sets the card apart, such as "Aanbevolen", while its condition holds. */
  badge?: { label: string; when: unknown };
  /** The card's key art: an expression giving its name, such as "tier-" and the tier's id; decoration beside the heading. */
  art?: unknown;
  price?: CardPrice[];
  lines?: Paragraph[];
  links?: { label: string; to: TargetJson; when?: unknown }[];
  action: { label: string; to: TargetJson };
  /** Shown only while this condition holds. */
  when?: unknown;
}

/**
 * A card for every element of a list, such as the tiers of the catalog: "each" is an expression
 * that gives the list; in the card's condition, lines, values and target, "item" is the element.
 */
interface CardsOfList {
  each: unknown;
  card: Card & { values?: Record<string, unknown> };
}

/** A row of a record the page shows, such as a line of an invoice: its label and its value, both copy keys (the value with the page's values). */
interface Detail {
  label: string;
  value: string;
}

/**
 * A sentence under the cards: a copy key, or one for every element of a list ("each", "item" in its
 * condition and values), such as each promotion's terms. A sentence that reads the same is said once.
 */
type Note = Paragraph | { each: unknown; text: string; when?: unknown; values?: Record<string, unknown> };

interface MessageStepProps {
  /** The page's key art above its heading: the art's name and what it shows (a copy key), or "" alt for decoration; stage: behind the heading and actions, the page's width. */
  hero?: { art: string; alt?: string; stage?: boolean };
  title: string;
  body?: Paragraph[];
  values?: Record<string, unknown>;
  details?: Detail[];
  cards?: (Card | CardsOfList)[];
  comparison?: ComparisonProp;
  notes?: Note[];
  /** An action, or the name of one of the flow's links. */
  actions?: (Action | string)[];
  /** The contract of the plan the page is about, as the buyer agrees or agreed to it. */
  contract?: ContractProp;
  /** The terms of the plan the page is about, shown under its body. */
  terms?: TermsProp;
  progress?: Progress;
  /** Reported to the error reporter when the page is shown. */
  report?: { message: string; code?: unknown; providerCode?: unknown };
}

function MessageStep({ step, props, facts, still }: StepComponentProps<MessageStepProps>): ReactElement {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { flow, error } = useStep();
  const values = useCopyValues(props.values);
  usePageTitle(t(props.title, values));
  const { report } = props;
  const shown = <T extends { when?: unknown }>(items: readonly T[] = [], over: Facts = facts) => items.filter((item) => flow.holds(item.when, over));
  const body = shownParagraphs(flow, props.body, facts);
  const actions = shown(namedLinks(props.actions, flow));
  // Every card with the facts and copy values it is shown with: a list's cards each with its element.
  const cards = (props.cards ?? []).flatMap((entry): { card: Card; facts: Facts; values: CopyValues }[] => {
    if (!('each' in entry)) return shown([entry]).map((card) => ({ card, facts, values }));
    return factsOfEach(flow, entry.each, facts)
      .filter((over) => shown([entry.card], over).length > 0)
      .map((over) => ({ card: entry.card, facts: over, values: { ...values, ...evaluateValues(flow, over, entry.card.values) } }));
  });
  const notes = [
    ...new Set(
      (props.notes ?? []).flatMap((note) => {
        if (typeof note === 'string' || !('each' in note)) return shownParagraphs(flow, [note], facts).map((text) => t(text, values));
        return factsOfEach(flow, note.each, facts)
          .filter((over) => flow.holds(note.when, over))
          .map((over) => t(note.text, { ...values, ...evaluateValues(flow, over, note.values) }));
      }),
    ),
  ];
  useEffect(() => {
    if (!report) return;
    const evaluate = (logic: unknown) => (logic === undefined ? undefined : flow.compileExpression(logic)(facts));
    runtime.report({ message: report.message, code: evaluate(report.code), providerCode: evaluate(report.providerCode) });
    // Reported once per visit of the page, not on every change of facts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, flow, report]);
  return (
    <section className={props.hero?.stage ? 'step step--message step--stage' : 'step step--message'} data-step={step.id}>
      <StepProgress progress={props.progress} facts={facts} />
      {props.hero ? (
        <KeyArt name={props.hero.art} alt={props.hero.alt ? t(props.hero.alt) : ''} className="hero-art" sizes={props.hero.stage ? '100vw' : undefined} priority />
      ) : null}
      <h1>{t(props.title, values)}</h1>
      <StepAlerts alerts={error ? [error] : []} attempt={error?.attempt} values={values} />
      {props.details ? (
        <dl className="details">
          {props.details.map((detail) => (
            <div key={detail.label}>
              <dt>{t(detail.label, values)}</dt>
              <dd>{t(detail.value, values)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {body.map((text) => (
        <p key={text}>{t(text, values)}</p>
      ))}
      {cards.length ? (
        <ul className="cards">
          {cards.map(({ card, facts: over, values: cardValues }, index) => (
            <li key={`${card.title}-${index}`} className={card.badge && flow.holds(card.badge.when, over) ? 'card card--highlighted' : 'card'}>
              {card.badge && flow.holds(card.badge.when, over) ? <p className="card-badge">{t(card.badge.label, cardValues)}</p> : null}
              {card.art === undefined ? null : <CardArt art={card.art} facts={over} first={index === 0} />}
              <h2>{t(card.title, cardValues)}</h2>
              {/* A card's still is what the catalog says of it: its price, lines and ways on are the day's and the visitor's. */}
              {still ? null : <CardBody card={card} facts={over} values={cardValues} />}
            </li>
          ))}
        </ul>
      ) : null}
      {props.comparison ? <ComparisonTable flow={flow} comparison={props.comparison} columns={comparisonColumns(flow, facts, values, props.comparison)} /> : null}
      {notes.length ? (
        <div className="notes">
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      ) : null}
      {props.contract ? <ContractSection title={props.contract.title} rows={evaluateContract(flow, facts, props.contract)} /> : null}
      {props.terms ? <TermsSection {...evaluateTerms(flow, facts, props.terms)} /> : null}
      {actions.length ? (
        <div className="actions">
          {actions.map((action) => (
            <TargetLink key={action.label} className={`button button--${action.style ?? 'primary'}`} to={action.to}>
              {t(action.label, values)}
            </TargetLink>
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** A card below its heading: its price, its lines, its text links and its button. */
function CardBody({ card, facts, values }: { card: Card; facts: Facts; values: CopyValues }): ReactElement {
  const { t } = useTranslation();
  const { flow } = useStep();
  const shown = <T extends { when?: unknown }>(items: readonly T[] = []) => items.filter((item) => flow.holds(item.when, facts));
  return (
    <>
      {shown(card.price)
        .slice(0, 1)
        .map((price, priceIndex) => (
          <CardPriceView key={priceIndex} price={price} facts={facts} />
        ))}
      {shownParagraphs(flow, card.lines, facts).map((text) => (
        <p key={text}>{t(text, values)}</p>
      ))}
      {shown(card.links).map((link) => (
        <p key={link.label}>
          <TargetLink to={link.to} facts={facts}>
            {t(link.label, values)}
          </TargetLink>
        </p>
      ))}
      <TargetLink className="button button--primary" to={card.action.to} facts={facts}>
        {t(card.action.label, values)}
      </TargetLink>
    </>
  );
}

/**
 * A card's key art, across its top: decoration, the card's heading names what it is. The first
 * card's is in a phone's first screen, and larger there than the page's own key art (378 × 213
 * against 380 × 143 at 412 px): it loads with the page, not once laid out, where Lighthouse's
 * mobile runs found it the largest paint at 3.2–3.4 s one run in two.
 */
function CardArt({ art, facts, first }: { art: unknown; facts: Facts; first: boolean }): ReactElement | null {
  const { flow } = useStep();
  const name = flow.compileExpression(art)(facts);
  return typeof name === 'string' && name ? <KeyArt name={name} alt="" sizes="(min-width: 751px) 20rem, 100vw" className="card-art" priority={first} /> : null;
}

/** The deal large, the price it replaces struck through beside "in plaats van", the promotion's name above. */
function CardPriceView({ price, facts }: { price: CardPrice; facts: Facts }): ReactElement {
  const { t } = useTranslation();
  const { flow } = useStep();
  const text = (logic: unknown) => {
    const value = logic === undefined ? null : flow.compileExpression(logic)(facts);
    return value === null || value === undefined || value === '' ? null : String(value);
  };
  const [name, deal, regular] = [text(price.name), text(price.deal), text(price.regular)];
  return (
    <p className="card-price">
      {name ? <span className="card-price-name">{name}</span> : null}
      <strong className="card-price-deal">{deal}</strong>
      {regular ? (
        <span className="card-price-regular">
          {t('common.price.insteadOf')} <s>{regular}</s>
        </span>
      ) : null}
    </p>
  );
}

const cardSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'action'],
  properties: {
    title: { $ref: '#/$defs/copyKey' },
    art: {
      $ref: '#/$defs/expression',
      description:
        'The card\'s key art, across its top: an expression giving the name of an art of art/, such as { "cat": ["tier-", { "var": "item.id" }] }. Decoration: the heading names what it shows.',
    },
    badge: {
      type: 'object',
      additionalProperties: false,
      required: ['label', 'when'],
      description: 'A word above the heading that sets the card apart, such as "Aanbevolen", while its condition holds (such as { "var": "item.recommended" }).',
      properties: { label: { $ref: '#/$defs/copyKey' }, when: { $ref: '#/$defs/condition' } },
    },
    price: {
      type: 'array',
      minItems: 1,
      description:
        'The card\'s price set out large, under its heading: the first whose condition holds. deal is the price (an expression such as { "price": [{ "var": "item.price" }, "deal"] }), regular the price it replaces, struck through ({ "price": [..., "regular"] }; left out when it gives null), name the promotion\'s name above it.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['deal'],
        properties: {
          deal: { $ref: '#/$defs/expression' },
          regular: { $ref: '#/$defs/expression' },
          name: { $ref: '#/$defs/expression' },
          when: { $ref: '#/$defs/condition' },
        },
      },
    },
    lines: { ...paragraphsSchema, description: "The card's lines, as the body's paragraphs." },
    links: {
      type: 'array',
      description: 'Text links under the lines, such as to the terms of the plan the card sells: each shown while its condition holds.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'to'],
        properties: { label: { $ref: '#/$defs/copyKey' }, to: { $ref: '#/$defs/target' }, when: { $ref: '#/$defs/condition' } },
      },
    },
    action: { $ref: '#/$defs/link' },
    when: { $ref: '#/$defs/condition', description: 'The card is shown only while this condition holds.' },
  },
};

export const messageStep = defineStepType<MessageStepProps>({
  type: 'message',
  description: "A page with a title, paragraphs, optional choice cards and buttons or links; copy may use {{param}} from the route, the query and the step's values.",
  acceptsForm: false,
  showsErrors: true,
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['title'],
    properties: {
      hero: {
        type: 'object',
        additionalProperties: false,
        required: ['art'],
        description:
          'The page\'s key art above its heading, loaded first: art names an art of art/ ("home"), alt is a copy key saying what it shows, left out for decoration; stage true: on a wide screen the art fills the page\'s width behind the heading, text and actions, as a streaming service opens (for the showcase layout).',
        properties: { art: { type: 'string', pattern: '^[a-z0-9-]+$' }, alt: { $ref: '#/$defs/copyKey' }, stage: { type: 'boolean' } },
      },
      title: { $ref: '#/$defs/copyKey' },
      body: { ...paragraphsSchema, description: 'The paragraphs: each a copy key, or { "text", "when" } for one shown only while its condition holds.' },
      values: copyValuesSchema,
      details: {
        type: 'array',
        minItems: 1,
        description: "A record shown as rows of a label and its value, above the body, such as the lines of an invoice: the value is a copy key filled with the page's values.",
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['label', 'value'],
          properties: { label: { $ref: '#/$defs/copyKey' }, value: { $ref: '#/$defs/copyKey' } },
        },
      },
      cards: {
        type: 'array',
        description:
          'A row of choices under the body, such as the tiers of the tier picker: each a heading, lines and a button, or { "each", "card" } for a card per element of a list.',
        items: {
          anyOf: [
            cardSchema,
            {
              type: 'object',
              additionalProperties: false,
              required: ['each', 'card'],
              properties: {
                each: {
                  $ref: '#/$defs/expression',
                  description: 'The list, such as { "var": "tiers" }: a card for each element, named "item" in the card\'s conditions, values and target.',
                },
                card: {
                  ...cardSchema,
                  properties: {
                    ...cardSchema.properties,
                    values: { ...copyValuesSchema, description: "Values for this card's copy, each an expression that may name the element as item." },
                  },
                },
              },
            },
          ],
        },
      },
      comparison: comparisonSchema,
      notes: {
        type: 'array',
        description:
          'Sentences under the cards, such as their terms said once rather than on every card: each a copy key, { "text", "when" }, or { "each", "text", "when", "values" } for one per element of a list ("item"); a sentence that reads the same is shown once.',
        items: {
          anyOf: [
            ...paragraphsSchema.items.anyOf,
            {
              type: 'object',
              additionalProperties: false,
              required: ['each', 'text'],
              properties: {
                each: { $ref: '#/$defs/expression' },
                text: { $ref: '#/$defs/copyKey' },
                when: { $ref: '#/$defs/condition' },
                values: { ...copyValuesSchema, description: "Values for the sentence's copy, each an expression that may name the element as item." },
              },
            },
          ],
        },
      },
      actions: {
        type: 'array',
        description: 'Buttons and links under the body: each an action, or the name of one of the flow\'s links ("helpCenter").',
        items: linkOrName({
          type: 'object',
          additionalProperties: false,
          required: ['label', 'to'],
          properties: {
            label: { $ref: '#/$defs/copyKey' },
            to: { $ref: '#/$defs/target' },
            style: { enum: ['primary', 'secondary', 'link'] },
            when: { $ref: '#/$defs/condition', description: 'The action is shown only while this condition holds.' },
          },
        }),
      },
      contract: contractSchema,
      terms: termsSchema,
      progress: { $ref: '#/$defs/progress' },
      report: {
        type: 'object',
        additionalProperties: false,
        required: ['message'],
        description: 'Sent to the error reporter when the page is shown.',
        properties: {
          message: { type: 'string' },
          code: { $ref: '#/$defs/expression' },
          providerCode: { $ref: '#/$defs/expression' },
        },
      },
    },
  },
  // Its still (while the page loads, and prerendered so): what comes before everything a load brings.
  stillProps: ['progress', 'hero', 'title', 'cards'],
  Component: MessageStep,
});
