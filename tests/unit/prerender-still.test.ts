/**
 * A step's still in the build's prerender (journey-engine/runtime's prerenderRoutes): a page whose
 * loads a new visitor waits for is prerendered as its still where its step has one, over what is
 * known before any load: the plan choice with the build's catalog (app/still-facts.ts, no price), a
 * partner's landing at its offer's routes with its offer's key art (offerCollections). A page
 * without a still that waits for a load is left to the browser, as before.
 */
import { expect, it } from 'vitest';
import { outlineOf, type CompiledFlow } from 'journey-engine';
import { createValidator } from 'journey-engine/validate';
import type { JourneyRuntime } from 'journey-engine/runtime';
import { stillFacts } from '../../app/still-facts.ts';
import { flowSources, loadValidationProject, offerCollections, offersOf } from '../../tools/project.ts';
import { prerenderProject } from '../support/prerender-project.ts';
import { compiledFlow } from '../support/project-flows.ts';

const ids = ['plans', 'partner', 'activation', 'errors'];
const result = createValidator(loadValidationProject())(flowSources());
const outlines = [...result.flows.values()].filter((flow) => ids.includes(flow.id)).map((flow) => outlineOf(flow, offerCollections(offersOf(result))));
const flows = new Map(ids.map((id) => [id, compiledFlow(id)]));

/** What a runtime shows, as a page: its step, whether it is the still, and the facts it shows them over. */
function shownAsHtml(journey: JourneyRuntime<{ flow: CompiledFlow }>): { title: string; html: string } {
  const { render, still } = journey.getSnapshot();
  const shown = render ?? still;
  const facts = shown?.facts as { tiers: { name: string; priceCents?: number }[]; plan: { landing?: { image?: string; title?: string }; partner?: unknown } } | undefined;
  return {
    title: shown?.step.id ?? '',
    html: JSON.stringify({ still: Boolean(still), tiers: facts?.tiers, landing: facts?.plan.landing, partner: facts?.plan.partner }),
  };
}

const { pages, skipped } = await prerenderProject({ outlines, flows, stillFacts, render: shownAsHtml });
const page = (route: string) => pages.find((candidate) => candidate.route === route);

it('prerenders the plan choice as its still: the tiers the plan choice shows, by name, and no price', () => {
  expect(page('/abonnementen')).toMatchObject({ step: 'plans/plan-choice', still: true, operations: [] });
  const shown = JSON.parse(page('/abonnementen')?.html ?? '{}');
  expect(shown.tiers.map((tier: { name: string }) => tier.name)).toEqual(['Basis', 'Plus', 'Premium']);
  for (const tier of shown.tiers) expect(tier).not.toHaveProperty('priceCents');
});

it("prerenders a partner's landing at each of its offer's routes with that offer's partner and key art, and nothing of its words", () => {
  expect(page('/ah')).toMatchObject({ step: 'partner/landing', still: true });
  expect(JSON.parse(page('/ah')?.html ?? '{}')).toMatchObject({
    landing: { image: 'partner-albert-heijn', imageAlt: 'De namen Albert Heijn en Videoland tussen twee wanden van filmbeelden, in blauw en roze licht' },
    partner: { id: 'ah', name: 'Albert Heijn' },
  });
  expect(JSON.parse(page('/ah')?.html ?? '{}').landing).not.toHaveProperty('title');
  expect(JSON.parse(page('/ziggo')?.html ?? '{}').landing.image).toBe('partner-ziggo');
});

it('leaves to the browser a page that waits for a load and has no still, and prerenders a page that waits for none as it is', () => {
  expect(skipped.find((route) => route.route === '/abonnementen/welkom-terug')?.why).toMatch(/^asks subscription\.fetchTiers/);
  expect(page('/abonnementen/welkom-terug')).toBeUndefined();
  expect(page('/partner')).toBeUndefined();
  for (const prerendered of pages.filter((candidate) => !candidate.still)) expect(JSON.parse(prerendered.html).still, prerendered.route).toBe(false);
});
