/**
 * The site's own keywords of the flow DSL, beside the engine's (journey-engine's defineKeyword):
 * their schemas, which npm run generate writes into the flow schema (and their types into
 * schemas/generated/keywords.ts), and their checks, which the validator runs. What a tracking
 * keyword adds to the screen event is in keywords/tracking.ts, which the runtime takes.
 * See docs/flow-dsl.md, "Adding a keyword".
 */
import { defineKeyword } from 'journey-engine';
import site from '../config/site.json' with { type: 'json' };
import { progressKeyword } from './progress.ts';

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

const funnelKeyword = defineKeyword({
  keyword: 'funnel',
  on: 'tracking',
  description: 'The funnel the screen counts in, and its step there.',
  schema: { $ref: '#/$defs/funnel', examples: [{ name: 'signup', step: 1, stepName: 'Email' }] },
  defs: { funnel },
});

const withAccountIdKeyword = defineKeyword({
  keyword: 'withAccountId',
  on: 'tracking',
  description: 'true: the screen event carries the visitor’s account id (accountId), for the account area’s screens.',
  schema: { type: 'boolean', examples: [true] },
});

export const keywords = [progressKeyword, funnelKeyword, withAccountIdKeyword];
