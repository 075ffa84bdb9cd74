/**
 * The reading list's star-rating step as a developer makes it from the scaffold of journey-engine
 * new-step-type, in its folder alone (tests/unit/engine-packages.test.ts copies it there, as a developer writes it): a rating
 * of one to five stars whose form must have the required radio field "stars".
 */
import type { ReactElement } from 'react';
import { defineStepType, usePageTitle, useStep, type StepComponentProps } from 'journey-engine-react';
import { say } from '../../copy.ts';

interface StarRatingProps {
  title: string;
  submit: string;
}

function StarRating({ step, props }: StepComponentProps<StarRatingProps>): ReactElement {
  const { submit, busy } = useStep();
  usePageTitle(say(props.title));
  const field = step.fields.find((candidate) => candidate.name === 'stars');
  return (
    <form
      className="step-star-rating"
      data-step={step.id}
      onSubmit={(event) => {
        event.preventDefault();
        submit(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <h1>{say(props.title)}</h1>
      <fieldset>
        <legend>{field ? say(field.definition.label) : ''}</legend>
        {['1', '2', '3', '4', '5'].map((stars) => (
          <label key={stars}>
            <input type="radio" name="stars" value={stars} required /> {stars} {say(stars === '1' ? 'list.rate.star' : 'list.rate.stars')}
          </label>
        ))}
      </fieldset>
      <button disabled={busy}>{say(props.submit)}</button>
    </form>
  );
}

export const starRatingStep = defineStepType<StarRatingProps>({
  type: 'star-rating',
  description: 'One to five stars, and a button.',
  acceptsForm: true,
  form: { fields: { stars: { description: 'the stars given, "1" to "5".', inputs: ['radio'], required: true } } },
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'submit'],
    properties: { title: { $ref: '#/$defs/copyKey' }, submit: { $ref: '#/$defs/copyKey' } },
  },
  Component: StarRating,
});
