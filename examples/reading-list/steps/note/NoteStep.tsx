/** A sentence, and nothing to answer. */
import { defineStepType } from 'journey-engine-react';
import { say } from '../../copy.ts';

export const noteStep = defineStepType<{ text: string }>({
  type: 'note',
  description: 'A sentence, and nothing to answer.',
  acceptsForm: false,
  propsSchema: { type: 'object', additionalProperties: false, required: ['text'], properties: { text: { $ref: '#/$defs/copyKey' } } },
  Component: ({ props }) => <p>{say(props.text)}</p>,
});
