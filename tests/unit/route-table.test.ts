/**
 * The runtime's route table picks, for every path, the route react-router's matchRoutes picks over
 * the same patterns, with the same parameters: over every page of the project's flows and the paths
 * around them. A static host's rules are written from the same outlines (issue 28).
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { outlineOf, pageRoutes } from 'journey-engine';
import { createValidator } from 'journey-engine/validate';
import { routeEntries, routeTable, type RouteEntry } from 'journey-engine/runtime';
import { flowSources, loadValidationProject, offerCollections, offersOf } from '../../tools/project.ts';

const sources = flowSources();
const result = createValidator(loadValidationProject())(sources);
const outlines = [...result.flows.values()].map((flow) => outlineOf(flow, offerCollections(offersOf(result))));
const entries = routeEntries(outlines);
const routes: RouteObject[] = entries.map((entry, index) => ({ path: entry.pattern, id: String(index) }));
const match = routeTable(outlines);

/** A path for a pattern: parameters filled in, optional ones both with and without. */
function pathsOf(pattern: string): string[] {
  const filled = pattern.replace(/:[\w-]+\?/g, 'extra').replace(/:[\w-]+/g, 'waarde');
  const without = pattern.replace(/\/:[\w-]+\?/g, '').replace(/:[\w-]+/g, 'waarde');
  return [...new Set([filled, without || '/'])];
}

/** What react-router's pick answers: the entry's page with the parameters it read, an alias's bound ones over them. */
function theirs(path: string): unknown {
  const leaf = matchRoutes(routes, path)?.at(-1);
  if (!leaf) return undefined;
  const { answer } = entries[Number(leaf.route.id)] as RouteEntry;
  if (answer.kind === 'moved') return answer;
  if (answer.kind === 'redirect') return { ...answer, params: leaf.params };
  const { bound, ...page } = answer;
  return { ...page, params: { ...leaf.params, ...bound } };
}

function same(path: string): void {
  expect(match(path), path).toEqual(theirs(path));
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
    expect(match('/bestaat/niet')).toMatchObject({ kind: 'page', flowId: 'errors', params: { '*': 'bestaat/niet' } });
  });
});
