/**
 * A page that goes on by itself: it shows what is happening and at once follows its next rules,
 * which may call services. For the places a visitor passes through rather than answers: the return
 * from a social login, logging out, the redirect after login.
 */
import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useStep } from '../../engine/react/step-context.ts';
import { defineStepType, type StepComponentProps } from '../../engine/react/step-type.ts';
import { usePageTitle } from '../usePageTitle.ts';

interface AutoStepProps {
  title: string;
  body?: string[];
}

function AutoStep({ step, props }: StepComponentProps<AutoStepProps>): ReactElement {
  const { t } = useTranslation();
  const { submit } = useStep();
  const { key } = useLocation();
  const done = useRef<string | null>(null);
  usePageTitle(t(props.title));
  useEffect(() => {
    // Once per visit of the page (a new visit, even to the same route, is a new location key):
    // React's strict mode runs effects twice, a service call must not run twice.
    if (done.current === key) return;
    done.current = key;
    submit({});
  }, [submit, key]);
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
