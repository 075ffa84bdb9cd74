/**
 * Property-based tests (issue 17), 10,000 generated inputs each: the redirect allowlist never lets an
 * off-site target through, and the condition evaluator never fails with anything but its own typed
 * error, whatever the rule and the facts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConditionError, compileLogic, sitePath } from 'journey-engine';

const RUNS = { numRuns: 10_000 };
const SITE = 'https://www.videoland.example';

/** Strings a hostile redirect is made of: slashes, backslashes, schemes, escapes, hosts, controls. */
const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '/\\',
  '%2F',
  '%2f',
  '%5C',
  '%00',
  '%',
  '%E0%A4%A',
  'http:',
  'https:',
  'javascript:',
  'data:',
  '@',
  'evil.example',
  '.',
  '..',
  '?',
  '#',
  '&',
  '=',
  ':',
  '\t',
  '\n',
  ' ',
  'a',
  'abonnementen',
  'redirect',
  '<',
  '(',
  '\u2028',
  '\uFF0F',
);
const hostile = fc.oneof(
  fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.webUrl(),
  fc.webPath(),
);

describe('the engine’s path of this site (sitePath)', () => {
  it('never answers anything but a path of this site, and never throws', () => {
    fc.assert(
      fc.property(hostile, (requested) => {
        const answer = sitePath(requested);
        if (answer === undefined) return;
        expect(answer.startsWith('/')).toBe(true);
        expect(answer.startsWith('//')).toBe(false);
        expect(answer).not.toMatch(/^\/\\|[\s]/);
        // Resolved as a browser resolves it against the site, it stays on the site.
        expect(new URL(answer, SITE).origin).toBe(SITE);
        expect(new URL(decodeURIComponent(answer.split('?')[0] ?? ''), SITE).origin).toBe(SITE);
      }),
      RUNS,
    );
  });
});

/** JsonLogic rules of the operators flows use, over facts paths and literals, nested a few deep. */
const rule = fc.letrec<{ rule: unknown }>((tie) => ({
  rule: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.string({ maxLength: 8 }), fc.constantFrom('2025-11-24', '2026-02-30', 'nu')),
    fc.record({ var: fc.constantFrom('user.loggedIn', 'plan.priceCents', 'now', 'query.x', 'answers.age', 'params.plan', 'partners', 'missing.path') }),
    fc
      .tuple(fc.constantFrom('===', '!==', '==', '<', '>', '<=', '>=', 'and', 'or', 'in', 'cat', '+', '-', '*', '/', '%', 'max', 'min'), fc.array(tie('rule'), { maxLength: 3 }))
      .map(([op, args]) => ({ [op]: args })),
    fc.tuple(fc.constantFrom('!', '!!', 'lower', 'euro', 'safeRedirect', 'sitePath'), tie('rule')).map(([op, arg]) => ({ [op]: arg })),
    fc.tuple(tie('rule'), tie('rule'), tie('rule')).map((args) => ({ if: args })),
    fc.tuple(tie('rule'), tie('rule'), tie('rule')).map((args) => ({ isWithinDates: args })),
    fc.tuple(tie('rule'), tie('rule'), tie('rule')).map((args) => ({ lookup: args })),
    fc.tuple(tie('rule'), tie('rule')).map((args) => ({ isUnderPath: args })),
  ),
}));

const facts = fc.record({
  user: fc.record({ loggedIn: fc.oneof(fc.boolean(), fc.constant(null)) }),
  plan: fc.record({ priceCents: fc.oneof(fc.integer(), fc.constant(null), fc.string()) }),
  now: fc.oneof(
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    fc.string(),
  ),
  query: fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 8 })),
  answers: fc.record({ age: fc.anything() }),
  params: fc.record({ plan: fc.string() }),
  partners: fc.dictionary(fc.string({ maxLength: 4 }), fc.record({ name: fc.string() })),
});

describe('the condition evaluator', () => {
  it('answers a value or fails with ConditionError, nothing else', () => {
    fc.assert(
      fc.property(rule.rule, facts, (logic, context) => {
        let evaluate: (facts: object) => unknown;
        try {
          evaluate = compileLogic(logic);
        } catch (error) {
          // A rule the engine does not accept is refused when compiled, as the validator refuses it.
          expect(error).toBeInstanceOf(Error);
          return;
        }
        try {
          evaluate(context);
        } catch (error) {
          expect(error).toBeInstanceOf(ConditionError);
        }
      }),
      RUNS,
    );
  });
});
