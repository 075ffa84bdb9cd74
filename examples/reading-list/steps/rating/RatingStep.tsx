/**
 * A rating of one to five stars. Its form must have the field "stars" (its form shape): required,
 * shown as a radio group, and answered only by "1" to "5"; the validator holds every flow that uses
 * the type to it, so the component renders the stars the field allows and no other.
 */
import { defineStepType, usePageTitle, useStep } from 'journey-engine-react';
import { say } from '../../copy.ts';
import { submitAnswers } from '../submit-answers.ts';

const STARS = ['1', '2', '3', '4', '5'];

export const ratingStep = defineStepType<{ title: string; submit: string }>({
  type: 'rating',
  description: 'A rating of one to five stars, and a button.',
  acceptsForm: true,
  form: {
    fields: {
      stars: {
        description: 'the stars given, "1" to "5", in a radio group the visitor must answer.',
        inputs: ['radio'],
        required: true,
        answer: { required: ['enum'], properties: { enum: { minItems: 1, items: { enum: STARS } } } },
      },
    },
  },
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'submit'],
    properties: { title: { $ref: '#/$defs/copyKey' }, submit: { $ref: '#/$defs/copyKey' } },
  },
  Component: function Rating({ props, step }) {
    const { submit, busy } = useStep();
    usePageTitle(say(props.title));
    // The form shape guarantees the field and its values.
    const field = step.fields.find((candidate) => candidate.name === 'stars');
    const allowed = field?.definition.schema.enum ?? [];
    return (
      <form className="step-rating" onSubmit={submitAnswers(submit)}>
        <h1>{say(props.title)}</h1>
        <fieldset>
          <legend>{field && say(field.definition.label)}</legend>
          {allowed.map((value) => (
            <label key={value}>
              <input type="radio" name="stars" value={value} required />
              <span aria-hidden="true">{'★'.repeat(Number(value))}</span>
              {`${value} ${say(value === '1' ? 'list.rate.star' : 'list.rate.stars')}`}
            </label>
          ))}
        </fieldset>
        <button disabled={busy}>{say(props.submit)}</button>
      </form>
    );
  },
});
