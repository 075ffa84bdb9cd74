/** A question page: a title, the step's fields, and a submit button. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useStep, TargetLink, defineStepType, type StepComponentProps, useStepForm, usePageTitle } from 'journey-engine-react';
import type { CompiledField, TargetJson } from 'journey-engine-react';
import { Field } from '../../fields/Field.tsx';
import { copyValuesSchema, useCopyValues } from '../../copy-values.ts';
import { linkOrName, namedLinks } from '../../named-links.ts';
import { StepProgress, type Progress } from '../../layout/ProgressIndicator.tsx';
import { StepAlerts } from '../../layout/StepAlerts.tsx';
import { ContractSection, contractSchema, evaluateContract, type ContractProp } from '../../layout/ContractSection.tsx';
import { evaluateTerms, TermsSection, termsSchema, type TermsProp } from '../../layout/TermsSection.tsx';
import { paragraphsSchema, shownParagraphs, type Paragraph } from '../../paragraphs.ts';

interface FormStepProps {
  title: string;
  /** A copy key, or paragraphs each shown while its condition holds (a page that speaks differently to a logged-in visitor). */
  intro?: string | Paragraph[];
  values?: Record<string, unknown>;
  /** Absent when the form is answered by pressing one of its option buttons. */
  submit?: string;
  progress?: Progress;
  /** A link, or the name of one of the flow's links. */
  links?: ({ label: string; to: TargetJson; when?: unknown } | string)[];
  alerts?: { when: unknown; message: string; link?: { label: string; to: TargetJson } }[];
  /** The contract of the plan the page is about, as the buyer agrees or agreed to it. */
  contract?: ContractProp;
  /** An offer's terms, shown above the form that accepts them. */
  terms?: TermsProp;
  /** Other ways to the same end under the form, as buttons under a heading: logging in with a social account. */
  alternatives?: { title: string; links: { label: string; to: TargetJson }[] };
}

/** A field with only the options whose condition holds, such as the payment methods a plan's contract allows. */
function withShownOptions(field: CompiledField, holds: (when: unknown) => boolean): CompiledField {
  const options = field.definition.options;
  return options?.some((option) => option.when !== undefined) ? { ...field, definition: { ...field.definition, options: options.filter((option) => holds(option.when)) } } : field;
}

function FormStep({ step, props, facts }: StepComponentProps<FormStepProps>): ReactElement {
  const { t } = useTranslation();
  const { busy, flow, error } = useStep();
  // Messages the page shows above the form: the step's error a failed submission named, then the
  // alerts whose condition holds.
  const holds = (when: unknown) => flow.holds(when, facts);
  const alerts = [...(error && !error.field ? [error] : []), ...(props.alerts ?? []).filter((alert) => holds(alert.when))];
  const { form, onSubmit } = useStepForm();
  const values = useCopyValues(props.values);
  usePageTitle(t(props.title, values));
  return (
    <section className="step step--form" data-step={step.id}>
      <StepProgress progress={props.progress} facts={facts} />
      <h1>{t(props.title, values)}</h1>
      {shownParagraphs(flow, typeof props.intro === 'string' ? [props.intro] : props.intro, facts).map((text) => (
        <p key={text} className="intro">
          {t(text, values)}
        </p>
      ))}
      <StepAlerts alerts={alerts} attempt={error?.attempt} values={values} />
      {props.contract ? <ContractSection title={props.contract.title} rows={evaluateContract(flow, facts, props.contract)} /> : null}
      {props.terms ? <TermsSection {...evaluateTerms(flow, facts, props.terms)} /> : null}
      <form noValidate onSubmit={onSubmit}>
        {step.fields
          .filter((field) => holds(field.definition.when))
          .map((field) => (
            <Field key={field.name} field={withShownOptions(field, holds)} form={form} />
          ))}
        {props.submit ? (
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {t(props.submit)}
          </button>
        ) : null}
      </form>
      {namedLinks(props.links, flow)
        .filter((link) => holds(link.when))
        .map((link) => (
          <p key={link.label} className="step-link">
            <TargetLink to={link.to}>{t(link.label)}</TargetLink>
          </p>
        ))}
      {props.alternatives ? (
        <section className="alternatives" aria-labelledby={`${step.id}-alternatives`}>
          <h2 id={`${step.id}-alternatives`}>{t(props.alternatives.title)}</h2>
          <div className="actions">
            {props.alternatives.links.map((link) => (
              <TargetLink key={link.label} className="button button--secondary" to={link.to}>
                {t(link.label)}
              </TargetLink>
            ))}
          </div>
        </section>
      ) : null}
    </section>
  );
}

export const formStep = defineStepType<FormStepProps>({
  type: 'form',
  description: "A question page: title, optional intro, the fields of the step's form and a submit button.",
  acceptsForm: true,
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['title'],
    properties: {
      title: { $ref: '#/$defs/copyKey' },
      intro: {
        anyOf: [{ $ref: '#/$defs/copyKey' }, paragraphsSchema],
        description: 'A copy key, or paragraphs: each a copy key, or { "text", "when" } for one shown only while its condition holds.',
      },
      values: copyValuesSchema,
      submit: { $ref: '#/$defs/copyKey', description: 'The label of the submit button; required unless a field of the form is a buttons input.' },
      progress: { $ref: '#/$defs/progress' },
      alerts: {
        type: 'array',
        description: 'Messages shown above the form while their condition holds, such as a service refusal passed back in the query.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['when', 'message'],
          properties: {
            when: { $ref: '#/$defs/condition' },
            message: { $ref: '#/$defs/copyKey' },
            link: { $ref: '#/$defs/link' },
          },
        },
      },
      contract: contractSchema,
      terms: termsSchema,
      alternatives: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'links'],
        description: 'Other ways to the same end, under the form and its links: buttons under a heading, such as logging in with a social account beside the e-mail form.',
        properties: {
          title: { $ref: '#/$defs/copyKey' },
          links: { type: 'array', minItems: 1, items: { $ref: '#/$defs/link' } },
        },
      },
      links: {
        type: 'array',
        description: 'Text links under the form, each shown only while its "when" holds, if it has one; or the name of one of the flow\'s links.',
        items: linkOrName({
          type: 'object',
          additionalProperties: false,
          required: ['label', 'to'],
          properties: { label: { $ref: '#/$defs/copyKey' }, to: { $ref: '#/$defs/target' }, when: { $ref: '#/$defs/condition' } },
        }),
      },
    },
  },
  Component: FormStep,
});
