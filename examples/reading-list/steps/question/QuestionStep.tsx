/** A question with a form and a button: each field of the step's form as a text input. */
import { defineStepType, usePageTitle, useStep } from 'journey-engine-react';
import { say } from '../../copy.ts';
import { submitAnswers } from '../submit-answers.ts';

export const questionStep = defineStepType<{ title: string; submit: string }>({
  type: 'question',
  description: 'A question with a form and a button.',
  acceptsForm: true,
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'submit'],
    properties: { title: { $ref: '#/$defs/copyKey' }, submit: { $ref: '#/$defs/copyKey' } },
  },
  Component: function Question({ props, step }) {
    const { submit, busy, error } = useStep();
    usePageTitle(say(props.title));
    return (
      <form onSubmit={submitAnswers(submit)}>
        <h1>{say(props.title)}</h1>
        {error && <p role="alert">{say(error.message)}</p>}
        {step.fields.map((field) => (
          <label key={field.name}>
            {say(field.definition.label)} <input name={field.name} required={field.required} />
          </label>
        ))}
        <button disabled={busy}>{say(props.submit)}</button>
      </form>
    );
  },
});
