/**
 * The site's own route table picks, for every path, the route react-router's matchRoutes picks,
 * with the same parameters: over every page of the project's flows and the paths around them.
 */
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { outlineOf, pageRoutes } from '../../engine/core/outline.ts';
import { createValidator } from '../../engine/core/validate/validate.ts';
import { routeTable } from '../../engine/react/route-table.ts';
import { journeyRoutes } from '../../engine/react/routes.tsx';
import { flowSources, loadValidationProject, offerCollections, offersOf } from '../../tools/project.ts';

const sources = flowSources();
const result = createValidator(loadValidationProject())(sources);
const outlines = [...result.flows.values()].map((flow) => outlineOf(flow, offerCollections(offersOf(result))));
const layouts = Object.fromEntries(outlines.flatMap((outline) => [outline.layout, ...outline.steps.map((step) => step.layout)]).map((name) => [name, () => null]));
const routes = journeyRoutes(outlines, layouts);
const table = routeTable(routes);

/** A path for a pattern: parameters filled in, optional ones both with and without. */
function pathsOf(pattern: string): string[] {
  const filled = pattern.replace(/:[\w-]+\?/g, 'extra').replace(/:[\w-]+/g, 'waarde');
  const without = pattern.replace(/\/:[\w-]+\?/g, '').replace(/:[\w-]+/g, 'waarde');
  return [...new Set([filled, without || '/'])];
}

function same(path: string): void {
  const theirs = matchRoutes(routes, path);
  const ours = table.match(path);
  expect(
    ours?.map((match) => match.route),
    path,
  ).toEqual(theirs?.map((match) => match.route));
  expect(ours?.at(-1)?.params, path).toEqual(theirs?.at(-1)?.params);
}

describe('the route table', () => {
  const patterns = outlines.flatMap((outline) => [...pageRoutes(outline), ...outline.legacy.map((legacy) => legacy.route)]);

  it('covers the site: every flow page is a pattern it ranks', () => {
    expect(patterns.length).toBeGreaterThan(90);
  });

  it('matches every page of every flow as react-router does, parameters included', () => {
    for (const pattern of patterns) for (const path of pathsOf(pattern)) same(path);
  });

  it('matches the paths around them as react-router does: case, trailing slashes, escapes, unknown paths', () => {
    for (const pattern of patterns.slice(0, 40)) {
      const [path = '/'] = pathsOf(pattern);
      same(path.toUpperCase());
      same(`${path}/`);
      same(`${path}/verder`);
    }
    for (const path of ['/', '/bestaat-niet', '/a/b/c', '/meldingen/al-geactiveerd-via/Albert%20Heijn', '/partner/%E2%82%AC', '/%', '//']) same(path);
  });

  it('answers a path no flow knows with the not-found page, the splat holding the path', () => {
    const leaf = table.match('/bestaat/niet')?.at(-1);
    expect(leaf?.params).toEqual({ '*': 'bestaat/niet' });
    expect((leaf?.route.handle as { flowId: string }).flowId).toBe('errors');
  });
});
