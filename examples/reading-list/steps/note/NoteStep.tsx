/** A sentence, and nothing to answer. */
import { defineStepType, usePageTitle } from 'journey-engine-react';
import { say } from '../../copy.ts';

export const noteStep = defineStepType<{ text: string }>({
  type: 'note',
  description: 'A sentence, and nothing to answer.',
  acceptsForm: false,
  propsSchema: { type: 'object', additionalProperties: false, required: ['text'], properties: { text: { $ref: '#/$defs/copyKey' } } },
  Component: function Note({ props }) {
    usePageTitle(say(props.text));
    return <p>{say(props.text)}</p>;
  },
});
