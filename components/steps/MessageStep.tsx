/** A page that tells something and offers ways on: notifications, errors, not found. */
import { useEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { isTruthy } from '../../engine/core/json-logic.ts';
import { useRuntime } from '../../engine/react/runtime.tsx';
import { useStep } from '../../engine/react/step-context.ts';
import { defineStepType, type StepComponentProps } from '../../engine/react/step-type.ts';
import { TargetLink } from '../../engine/react/TargetLink.tsx';
import type { TargetJson } from '../../engine/react/targets.ts';
import { copyValuesSchema, useCopyValues } from '../copy-values.ts';
import { ProgressIndicator } from '../layout/ProgressIndicator.tsx';
import { usePageTitle } from '../usePageTitle.ts';

interface Action {
  label: string;
  to: TargetJson;
  style?: 'primary' | 'secondary' | 'link';
  /** Shown only while this condition holds. */
  when?: unknown;
}

/** One of a row of choices, such as a tier of the tier picker: a heading, its lines and a button. */
interface Card {
  title: string;
  lines?: Paragraph[];
  action: { label: string; to: TargetJson };
  /** Shown only while this condition holds. */
  when?: unknown;
}

/** A paragraph: a copy key, or one shown only while its condition holds. */
type Paragraph = string | { text: string; when: unknown };

interface MessageStepProps {
  title: string;
  body?: Paragraph[];
  values?: Record<string, unknown>;
  cards?: Card[];
  actions?: Action[];
  progress?: { step: number; of: number };
  /** Reported to the error reporter when the page is shown. */
  report?: { message: string; code?: unknown; providerCode?: unknown };
}

function MessageStep({ step, props, facts }: StepComponentProps<MessageStepProps>): ReactElement {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { flow } = useStep();
  const values = useCopyValues(props.values);
  usePageTitle(t(props.title, values));
  const { report } = props;
  const shown = <T extends { when?: unknown }>(items: readonly T[] = []) => items.filter((item) => item.when === undefined || isTruthy(flow.compileCondition(item.when)(facts)));
  const paragraphs = (items: readonly Paragraph[] = []) => shown(items.map((paragraph): { text: string; when?: unknown } => (typeof paragraph === 'string' ? { text: paragraph } : paragraph)));
  const body = paragraphs(props.body);
  const actions = shown(props.actions);
  const cards = shown(props.cards);
  useEffect(() => {
    if (!report) return;
    const evaluate = (logic: unknown) => (logic === undefined ? undefined : flow.compileExpression(logic)(facts));
    runtime.report({ message: report.message, code: evaluate(report.code), providerCode: evaluate(report.providerCode) });
    // Reported once per visit of the page, not on every change of facts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, flow, report]);
  return (
    <section className="step step--message" data-step={step.id}>
      {props.progress ? <ProgressIndicator step={props.progress.step} of={props.progress.of} /> : null}
      <h1>{t(props.title, values)}</h1>
      {body.map(({ text }) => (
        <p key={text}>{t(text, values)}</p>
      ))}
      {cards.length ? (
        <ul className="cards">
          {cards.map((card) => (
            <li key={card.title} className="card">
              <h2>{t(card.title, values)}</h2>
              {paragraphs(card.lines).map(({ text }) => (
                <p key={text}>{t(text, values)}</p>
              ))}
              <TargetLink className="button button--primary" to={card.action.to}>
                {t(card.action.label, values)}
              </TargetLink>
            </li>
          ))}
        </ul>
      ) : null}
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

/** A list of paragraphs: copy keys, or { text, when } for one shown only while its condition holds. */
const paragraphsSchema = {
  type: 'array',
  items: {
    anyOf: [
      { $ref: '#/$defs/copyKey' },
      {
        type: 'object',
        additionalProperties: false,
        required: ['text', 'when'],
        properties: { text: { $ref: '#/$defs/copyKey' }, when: { $ref: '#/$defs/condition' } },
      },
    ],
  },
};

export const messageStep = defineStepType<MessageStepProps>({
  type: 'message',
  description: 'A page with a title, paragraphs, optional choice cards and buttons or links; copy may use {{param}} from the route, the query and the step\'s values.',
  acceptsForm: false,
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['title'],
    properties: {
      title: { $ref: '#/$defs/copyKey' },
      body: { ...paragraphsSchema, description: 'The paragraphs: each a copy key, or { "text", "when" } for one shown only while its condition holds.' },
      values: copyValuesSchema,
      cards: {
        type: 'array',
        description: 'A row of choices under the body, such as the tiers of the tier picker: each a heading, lines and a button.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['title', 'action'],
          properties: {
            title: { $ref: '#/$defs/copyKey' },
            lines: { ...paragraphsSchema, description: 'The card\'s lines, as the body\'s paragraphs.' },
            action: { $ref: '#/$defs/link' },
            when: { $ref: '#/$defs/condition', description: 'The card is shown only while this condition holds.' },
          },
        },
      },
      actions: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['label', 'to'],
          properties: {
            label: { $ref: '#/$defs/copyKey' },
            to: { $ref: '#/$defs/target' },
            style: { enum: ['primary', 'secondary', 'link'] },
            when: { $ref: '#/$defs/condition', description: 'The action is shown only while this condition holds.' },
          },
        },
      },
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
  Component: MessageStep,
});
