/**
 * The site's tracking keywords, "funnel" and "withAccountId", as flow files write them in a step's
 * tracking: their schemas. What each adds to the screen event is keywords/tracking.ts, the
 * runtime's part.
 */
import { defineKeyword } from 'journey-engine';
import site from '../config/site.json' with { type: 'json' };

const funnel = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'step', 'stepName'],
  description: 'Places the screen in a funnel: the screen event carries the funnel’s name, step and stepName while its when holds (always, without one).',
  properties: {
    name: { enum: site.funnels, description: 'The funnel this step counts in: one of the site’s (config/site.json, funnels).', examples: ['signup'] },
    step: { type: 'integer', minimum: 1, maximum: 10, description: 'The screen’s position in the funnel, from 1 to 10.', examples: [2] },
    stepName: { type: 'string', description: 'A free label of the funnel step, sent beside its number, such as "Payment".', examples: ['Email'] },
    when: {
      $ref: '#/$defs/condition',
      description: 'The funnel step counts only while this condition holds (a page that also serves outside the funnel, such as the renewal on the activation’s pages).',
      examples: [{ '!': { var: 'user.loggedIn' } }],
    },
  },
};

export const funnelKeyword = defineKeyword({
  keyword: 'funnel',
  on: 'tracking',
  description: 'The funnel the screen counts in, and its step there.',
  schema: { $ref: '#/$defs/funnel', examples: [{ name: 'signup', step: 1, stepName: 'Email' }] },
  defs: { funnel },
});

export const withAccountIdKeyword = defineKeyword({
  keyword: 'withAccountId',
  on: 'tracking',
  description: 'true: the screen event carries the visitor’s account id (accountId), for the account area’s screens.',
  schema: { type: 'boolean', examples: [true] },
});
