/**
 * A page that goes on by itself: it shows what is happening while the journey runtime follows its
 * next rules at once (goesOn), which may call services. For the places a visitor passes through
 * rather than answers: the return from a social login, logging out, the redirect after login.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { defineStepType, type StepComponentProps, usePageTitle } from 'journey-engine-react';

interface AutoStepProps {
  title: string;
  body?: string[];
}

function AutoStep({ step, props }: StepComponentProps<AutoStepProps>): ReactElement {
  const { t } = useTranslation();
  usePageTitle(t(props.title));
  return (
    <section className="step step--auto" data-step={step.id} aria-busy="true">
      <h1>{t(props.title)}</h1>
      {props.body?.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
    </section>
  );
}

export const autoStep = defineStepType<AutoStepProps>({
  type: 'auto',
  description: 'A page that shows a title while it follows its next rules at once (which may call services); it needs a next rule.',
  acceptsForm: false,
  goesOn: true,
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['title'],
    properties: {
      title: { $ref: '#/$defs/copyKey', description: 'What is happening, such as "Je wordt uitgelogd".' },
      body: { type: 'array', items: { $ref: '#/$defs/copyKey' } },
    },
  },
  Component: AutoStep,
});
