/**
 * docs/reliability.md's table of where each operation's failure leads is checked against the flows
 * that route it: every operation a flow calls or loads has a row, every row names a registered
 * operation, and every place a flow sends an operation's "error" outcome is named in its row (the
 * route, and the error code the page shows). The fault battery (tests/services/fault-battery.test.ts)
 * proves that every fault of every operation becomes that "error" (or "timeout", which falls back to
 * it); this proves the docs say where it leads, and go stale the day a flow changes it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceOperations } from '../../services/operations/registry.ts';
import { namedGuards, ROOT, siteGuards } from '../../tools/project.ts';
import { projectFlows } from '../support/project-flows.ts';

const doc = readFileSync(join(ROOT, 'docs', 'reliability.md'), 'utf8');
const section = doc.slice(doc.indexOf("## Where each operation's failure leads"));
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => ({ operations: [...(line.split(' | ')[0] ?? '').matchAll(/`([a-z]+\.[A-Za-z]+)`/g)].map((match) => match[1] as string), text: line }));

/** Where an action sends the visitor, as the docs write it: a route, and the code the page is given. */
interface Place {
  route?: string;
  code?: string;
}

function placeOf(action: Record<string, unknown> | undefined): Place | undefined {
  if (!action) return undefined;
  if (typeof action.fail === 'string') return { code: `fout=${action.fail}` };
  const redirect = action.redirect as { route?: string; error?: string; query?: Record<string, unknown> } | undefined;
  if (redirect?.route) {
    const code = typeof redirect.query?.code === 'string' ? `code=${redirect.query.code}` : redirect.error ? `fout=${redirect.error}` : undefined;
    return { route: redirect.route, code };
  }
  if (typeof action.notFound === 'string') return { route: 'not-found' };
  return undefined;
}

/** Every call and load of the flows and the site guards, with the place its "error" outcome leads to. */
function errorPlaces(): Map<string, { place: Place; where: string }[]> {
  const places = new Map<string, { place: Place; where: string }[]>();
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) return node.forEach((child) => walk(child, where));
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.operation === 'string' && record.outcomes && typeof record.outcomes === 'object') {
      const place = placeOf((record.outcomes as Record<string, Record<string, unknown>>).error);
      if (place) places.set(record.operation, [...(places.get(record.operation) ?? []), { place, where }]);
    }
    for (const [key, child] of Object.entries(record)) if (key !== 'tests') walk(child, where);
  };
  for (const flow of projectFlows()) walk(flow, flow.id);
  walk([siteGuards(), namedGuards()], 'site-guards');
  return places;
}

describe("docs/reliability.md's table of where failures lead", () => {
  const places = errorPlaces();
  const documented = new Set(rows.flatMap((row) => row.operations));

  it('has a row for every operation the flows call, and names no operation that does not exist', () => {
    expect([...places.keys()].filter((operation) => !documented.has(operation))).toEqual([]);
    const registered = new Set(serviceOperations.map((operation) => operation.name));
    expect([...documented].filter((operation) => !registered.has(operation))).toEqual([]);
  });

  it("names, in the operation's row, every route and code a flow sends its failure to", () => {
    const unnamed = [...places].flatMap(([operation, sent]) => {
      const text = rows
        .filter((row) => row.operations.includes(operation))
        .map((row) => row.text)
        .join(' ');
      return sent
        .filter(
          ({ place }) => (place.route !== undefined && place.route !== 'not-found' && !text.includes(place.route)) || (place.code !== undefined && !text.includes(place.code)),
        )
        .map(({ place, where }) => `${operation} in ${where}: ${place.route ?? ''}${place.code ? ` ${place.code}` : ''}`);
    });
    expect(unnamed).toEqual([]);
  });
});
