/**
 * A campaign's landing page (spec 001 sections 2.2 and 2.4): the key art, title, description lines,
 * buttons and terms that data gives, such as a partner plan's landing copy from its offer file.
 * One layout for every partner; what differs is data, so the texts are expressions over the facts
 * rather than copy keys. Its still (while the plan loads, and prerendered so) is the progress, the
 * key art and a heading of its own (stillTitle, such as the partner's name), which an offer file
 * gives its routes (tools/project.ts, offerCollections): its words, buttons and terms wait for the
 * plan, whose guards decide first whether the offer is there today.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useStep, defineStepType, type StepComponentProps, TargetLink, usePageTitle } from 'journey-engine-react';
import type { TargetJson } from 'journey-engine-react';
import { keepAmountsTogether } from '../../amounts.ts';
import { copyValuesSchema, useCopyValues } from '../../copy-values.ts';
import { KeyArt } from '../../KeyArt.tsx';
import { StepProgress, type Progress } from '../../layout/ProgressIndicator.tsx';
import { evaluateTerms, TermsSection, termsSchema, type TermsProp } from '../../layout/TermsSection.tsx';

interface LandingAction {
  /** An expression: the button's text as data gives it. */
  label: unknown;
  to: TargetJson;
  style?: 'primary' | 'link';
  when?: unknown;
}

interface LandingStepProps {
  /** An expression: the name of the key art, art/NAME.svg ("partner-ziggo"). */
  image: unknown;
  imageAlt: unknown;
  title: unknown;
  /** A copy key: the heading while the page's plan loads (its still), with the page's values. */
  stillTitle?: string;
  description: unknown;
  actions: LandingAction[];
  /** Copy keys shown while their condition holds, such as how to get a missing activation link. */
  notices?: { text: string; when: unknown }[];
  values?: Record<string, unknown>;
  terms?: TermsProp;
  progress?: Progress;
}

/** A text of the campaign's data, its amounts kept on one line. */
const text = (value: unknown): string => (typeof value === 'string' ? keepAmountsTogether(value) : '');

function LandingStep({ step, props, facts, still }: StepComponentProps<LandingStepProps>): ReactElement {
  const { t } = useTranslation();
  const { flow } = useStep();
  const values = useCopyValues(props.values);
  // A still has only its still props: the others are not there to evaluate.
  const evaluate = (logic: unknown): unknown => (logic === undefined ? undefined : flow.compileExpression(logic)(facts));
  const holds = (when: unknown): boolean => flow.holds(when, facts);
  const title = still ? t(props.stillTitle ?? '', values) : text(evaluate(props.title));
  usePageTitle(title);
  const description = evaluate(props.description);
  const image = evaluate(props.image);
  return (
    <section className="step step--landing" data-step={step.id}>
      <StepProgress progress={props.progress} facts={facts} />
      {typeof image === 'string' && image ? <KeyArt name={image} alt={text(evaluate(props.imageAlt))} priority className="landing-image" /> : null}
      <h1>{title}</h1>
      {(Array.isArray(description) ? description : []).map((line) => (
        <p key={String(line)}>{text(line)}</p>
      ))}
      {(props.notices ?? [])
        .filter((notice) => holds(notice.when))
        .map((notice) => (
          <p key={notice.text} className="notice">
            {t(notice.text, values)}
          </p>
        ))}
      <div className="actions">
        {(props.actions ?? [])
          .filter((action) => holds(action.when))
          .map((action) => (
            <TargetLink key={text(evaluate(action.label)) + (action.style ?? 'primary')} className={`button button--${action.style ?? 'primary'}`} to={action.to}>
              {text(evaluate(action.label))}
            </TargetLink>
          ))}
      </div>
      {props.terms ? <TermsSection {...evaluateTerms(flow, facts, props.terms)} /> : null}
    </section>
  );
}

export const landingStep = defineStepType<LandingStepProps>({
  type: 'landing',
  description:
    'A campaign landing page: image, title, description lines, buttons and terms from data (each an expression over the facts, such as { "var": "plan.landing.title" }), and copy-key notices shown while their condition holds.',
  acceptsForm: false,
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['image', 'imageAlt', 'title', 'description', 'actions'],
    properties: {
      image: {
        $ref: '#/$defs/expression',
        description: 'The name of the key art, art/NAME.svg (such as "partner-ziggo"), shown in every size npm run art renders of it: public/art/NAME-WIDTH.avif and .webp.',
      },
      imageAlt: { $ref: '#/$defs/expression' },
      title: { $ref: '#/$defs/expression' },
      stillTitle: {
        $ref: '#/$defs/copyKey',
        description:
          "The page's heading while its plan loads (its still), a copy key with the page's values, such as the partner's name: the title may name a price, which only the plan says is sold today.",
      },
      description: { $ref: '#/$defs/expression', description: 'A list of lines, one paragraph each.' },
      actions: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['label', 'to'],
          properties: {
            label: { $ref: '#/$defs/expression' },
            to: { $ref: '#/$defs/target' },
            style: { enum: ['primary', 'link'] },
            when: { $ref: '#/$defs/condition', description: 'The action is shown only while this condition holds.' },
          },
        },
      },
      notices: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['text', 'when'],
          properties: { text: { $ref: '#/$defs/copyKey' }, when: { $ref: '#/$defs/condition' } },
        },
      },
      values: copyValuesSchema,
      terms: termsSchema,
      progress: { $ref: '#/$defs/progress' },
    },
  },
  stillProps: ['progress', 'image', 'imageAlt', 'stillTitle', 'values'],
  Component: LandingStep,
});
