/**
 * "progress": the onboarding's progress indicator ("Stap 2 van 3") of a flow's pages, written on the
 * flow (its pages that give none of their own: the form, landing and message step types take one
 * in their props too, by this definition: #/$defs/progress). components/layout/ProgressIndicator.tsx shows it.
 */
import { defineKeyword } from 'journey-engine';
import type { Progress, ProgressStep } from '../schemas/generated/facts.ts';

const progressStep = {
  type: 'object',
  additionalProperties: false,
  required: ['step', 'of'],
  description: 'Step N of M, while its condition holds.',
  properties: {
    step: { type: 'integer', minimum: 1, description: 'The page’s place in the indicator: the N of "step N of M".', examples: [1] },
    of: { type: 'integer', minimum: 1, description: 'The number of steps the indicator counts: the M of "step N of M".', examples: [3] },
    when: {
      $ref: '#/$defs/condition',
      description: 'The indicator is shown only while this condition holds (a page that is also reached outside the onboarding).',
      examples: [{ '!': { var: 'user.loggedIn' } }],
    },
    screens: {
      type: 'boolean',
      description:
        'true: the indicator also counts the flow’s screens this visitor is shown, the skipped ones left out, so that it moves on each of them (step 1 of 4, screen 3 of 6). For a journey flow whose several pages are one step.',
      examples: [true],
    },
  },
};

const progress = {
  description:
    'The onboarding progress indicator: step N of M; or a list of them, the first whose condition holds shown (a page that is step 3 of 3 of one journey and 4 of 4 of another).',
  anyOf: [{ $ref: '#/$defs/progressStep' }, { type: 'array', minItems: 1, items: { $ref: '#/$defs/progressStep' } }],
};

/** Each step of an indicator, with where it is in the value. */
const progressSteps = (value: Progress): { step: ProgressStep; pointer: string }[] =>
  Array.isArray(value) ? value.map((step, index) => ({ step, pointer: `/${index}` })) : [{ step: value, pointer: '' }];

export const progressKeyword = defineKeyword<Progress>({
  keyword: 'progress',
  on: 'flow',
  description:
    'The progress indicator of every page of this flow that gives none of its own: a journey that is one phase of the onboarding, such as the registration’s step 1 of 4.',
  schema: { $ref: '#/$defs/progress', examples: [{ step: 1, of: 3 }] },
  defs: { progress, progressStep },
  check: (value) =>
    progressSteps(value).flatMap(({ step, pointer }) =>
      step.step > step.of ? [{ rule: 'progress-beyond-end', message: `step ${step.step} of ${step.of} is past the indicator's end`, pointer: `${pointer}/step` }] : [],
    ),
});
