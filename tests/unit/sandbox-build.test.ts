/**
 * The company page's facts from the build (issue 42): the sandbox's build (npm start, npm run dev)
 * says the registration is its example, while config/site.json marks it so; a production build
 * (npm run build) states the values as they are.
 */
import { afterEach, expect, test } from 'vitest';
import { siteFactsOf } from '../../tools/project.ts';

const build = process.env.JOURNEY_BUILD;
afterEach(() => {
  if (build === undefined) delete process.env.JOURNEY_BUILD;
  else process.env.JOURNEY_BUILD = build;
});

test.each([
  ['the sandbox', 'sandbox', true],
  ['production', undefined, false],
  ['an unknown target, as production', 'staging', false],
])('the build for %s: the company page says its values are examples: %s', (_name, target, exampleValues) => {
  if (target === undefined) delete process.env.JOURNEY_BUILD;
  else process.env.JOURNEY_BUILD = target;
  const { company } = siteFactsOf([]) as { company: { exampleValues: boolean; kvk: string } };
  expect(company.exampleValues).toBe(exampleValues);
  expect(company.kvk).toBe('12345678');
});
