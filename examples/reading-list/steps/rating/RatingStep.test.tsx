/**
 * The rating step type's own tests: every flow that uses it is held to its form shape, and it
 * renders a radio button for each star the field allows, named in words.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileFlow, interpretedLogic } from 'journey-engine';
import type { Facts, Flow } from 'journey-engine';
import { createValidator } from 'journey-engine/validate';
import { RuntimeContext, StepContext, type SiteRuntime } from 'journey-engine-react';
import { SITE_DIR, validationProject } from '../../validation.ts';
import { ratingStep } from './RatingStep.tsx';

const FLOW = 'flows/rating.flow.json';
const flowText = readFileSync(join(SITE_DIR, FLOW), 'utf8');
const validate = createValidator(validationProject());
const findings = (text: string) => validate([{ file: FLOW, text }]).diagnostics.map(({ rule, pointer }) => ({ rule, pointer }));

describe('a flow with a rating step', () => {
  it('passes with a required radio field "stars" of "1" to "5"', () => {
    expect(findings(flowText)).toEqual([]);
  });

  it.each([
    { with: 'a field of another name', from: '"name": "stars"', to: '"name": "sterren"', refused: { rule: 'missing-form-field', pointer: '/steps/0/form/fields' } },
    {
      with: 'a sixth star',
      from: '"enum": ["1", "2", "3", "4", "5"]',
      to: '"enum": ["1", "2", "3", "4", "5", "6"]',
      refused: { rule: 'invalid-value', pointer: '/steps/0/form/fields/0/schema/enum/5' },
    },
    { with: 'stars typed in', from: '"input": "radio"', to: '"input": "text"', refused: { rule: 'wrong-field-shape', pointer: '/steps/0/form/fields/0/input' } },
    {
      with: 'stars that may be left out',
      from: '"required": true,\n            "options"',
      to: '"required": false,\n            "options"',
      refused: { rule: 'wrong-field-shape', pointer: '/steps/0/form/fields/0/required' },
    },
  ])('is refused with $with', ({ from, to, refused }) => {
    expect(flowText).toContain(from);
    expect(findings(flowText.replace(from, to))).toContainEqual(refused);
  });

  it('is refused without a form, saying which fields it needs', () => {
    const flow = JSON.parse(flowText) as { steps: { form?: unknown }[] };
    delete flow.steps[0]?.form;
    const { diagnostics } = validate([{ file: FLOW, text: JSON.stringify(flow, null, 2) }]);
    expect(diagnostics).toContainEqual(
      expect.objectContaining({ rule: 'missing-form-field', pointer: '/steps/0', message: 'a step of type "rating" needs a form with the fields stars' }),
    );
  });
});

it('renders a radio button per star the field allows, each named in words', () => {
  const flow = JSON.parse(flowText) as Flow;
  const compiled = compileFlow(flow, { logic: interpretedLogic() });
  const step = compiled.stepsById.get('rate');
  if (!step) throw new Error('the reading list has no rating step');
  // The page is named after the question, in the site's name.
  let title = '';
  const runtime = { siteName: 'Bibliotheek', titled: (named: string) => (title = named) } as unknown as SiteRuntime;
  const html = renderToString(
    <RuntimeContext.Provider value={runtime}>
      <StepContext.Provider value={{ flow: compiled, validators: {}, step, facts: {} as Facts, submit: () => undefined, busy: true }}>
        <ratingStep.Component step={step} props={{ title: 'list.rate.title', submit: 'list.rate.send' }} facts={{} as Facts} position={{ index: 0, count: 1 }} />
      </StepContext.Provider>
    </RuntimeContext.Provider>,
  );
  expect(title).toBe('Hoe vond je het laatste boek dat je las? | Bibliotheek');
  const radios = [...html.matchAll(/<input type="radio"[^>]* name="stars" value="(\d)"/g)].map((match) => match[1]);
  expect(radios).toEqual(['1', '2', '3', '4', '5']);
  expect(html).toContain('1 ster</label>');
  expect(html).toContain('5 sterren</label>');
  // Busy: the press is under way, so a second is not taken.
  expect(html).toMatch(/<button disabled="">Geef mijn oordeel<\/button>/);
});
