import { defineOperator } from '../operator.ts';

export const lower = defineOperator({
  name: 'lower',
  description: 'The text in lower case, for comparing case-insensitively.',
  takes: 'one',
  evaluate: ([text]) => (typeof text === 'string' ? text.toLowerCase() : text),
});
