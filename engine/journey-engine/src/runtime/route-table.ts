/**
 * Which page of which flow answers an address, from the flows' outlines: a journey's own address,
 * each step's route and its aliases (an alias binds route parameters, as an event's short path
 * binds its id), the not-found page for every path no flow knows, the data files' old paths and
 * the flows' redirect routes. The patterns are flattened and ranked once, as react-router ranks
 * routes (more static segments first, then parameters, a splat last, ties in order), so a static
 * host's rules written from the same outlines agree with the site; each pattern is compiled at its
 * first use.
 */
import type { StepAlias } from '../core/collections.ts';
import type { FlowOutline } from '../core/outline.ts';
import type { FactsInput } from '../core/types.ts';
import { escapeRegExp } from '../core/paths.ts';
import type { RouteMatch } from './runtime.ts';

export type RouteAnswer =
  | {
      readonly kind: 'page';
      readonly flowId: string;
      readonly stepId: string | null;
      readonly layout: string;
      readonly bound?: Readonly<Record<string, string>>;
      /** The still facts of the data file whose route this is (an alias's). */
      readonly still?: FactsInput;
    }
  | { readonly kind: 'redirect'; readonly flowId: string; readonly index: number }
  | { readonly kind: 'moved'; readonly location: string };

/** A route pattern and what answers it, in the order the outlines give them. */
export interface RouteEntry {
  readonly pattern: string;
  readonly answer: RouteAnswer;
}

export function routeEntries(outlines: readonly FlowOutline[]): RouteEntry[] {
  return outlines.flatMap((flow) => {
    const page = (pattern: string, stepId: string | null, layout: string, alias?: StepAlias): RouteEntry => ({
      pattern,
      answer: { kind: 'page', flowId: flow.id, stepId, layout, ...(alias ? { bound: alias.params } : {}), ...(alias?.still ? { still: alias.still } : {}) },
    });
    return [
      ...(flow.mode === 'journey' && !flow.steps.some((step) => step.route === flow.basePath) ? [page(flow.basePath, null, flow.layout)] : []),
      ...flow.steps.flatMap((step) => [
        ...(step.template ? [] : [page(step.route, step.id, step.layout)]),
        ...step.aliases.map((alias) => page(alias.route, step.id, step.layout, alias)),
        // The not-found page also answers every path no flow knows.
        ...(step.status === 404 ? [page('*', step.id, step.layout)] : []),
      ]),
      ...flow.legacy.map(({ route, location }): RouteEntry => ({ pattern: route, answer: { kind: 'moved', location } })),
      ...flow.redirects.map(({ route }, index): RouteEntry => ({ pattern: route, answer: { kind: 'redirect', flowId: flow.id, index } })),
    ];
  });
}

interface Branch {
  readonly entry: RouteEntry;
  readonly pattern: string;
  readonly score: number;
  matcher?: { regex: RegExp; names: string[] };
}

const PARAM = /^:[\w-]+$/;

/** react-router's score of a path pattern (computeScore): static 10, parameter 3, empty 1, splat −2, plus its segments. */
function score(pattern: string): number {
  const segments = pattern.split('/');
  const initial = segments.length + (segments.includes('*') ? -2 : 0);
  return segments.filter((segment) => segment !== '*').reduce((total, segment) => total + (PARAM.test(segment) ? 3 : segment === '' ? 1 : 10), initial);
}

/** A pattern with optional segments (/a/:b?) stands for each choice of them (/a, /a/:b), as react-router explodes it. */
function explode(pattern: string): string[] {
  const [first = '', ...rest] = pattern.split('/');
  if (rest.length === 0) return first.endsWith('?') ? ['', first.slice(0, -1)] : [first];
  const tails = explode(rest.join('/'));
  const required = first.replace(/\?$/, '');
  const withFirst = tails.map((tail) => (tail === '' ? required : `${required}/${tail}`));
  return first.endsWith('?') ? [...withFirst, ...tails] : withFirst;
}

function compile(pattern: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') {
        names.push('*');
        return '(?:/(.*))?';
      }
      if (PARAM.test(segment)) {
        names.push(segment.slice(1));
        return '/([^/]+)';
      }
      return `/${escapeRegExp(segment)}`;
    })
    .join('');
  return { regex: new RegExp(`^${body}/*$`, 'i'), names };
}

/** Each segment decoded, as a router reads a path before matching it; a malformed escape stays as it came. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The route that answers a path; undefined where none does. A splat's rest of the path is its parameter "*". */
export function routeTable(outlines: readonly FlowOutline[]): (pathname: string) => Exclude<RouteMatch, { kind: 'wait' }> | undefined {
  const branches: Branch[] = routeEntries(outlines).flatMap((entry) =>
    explode(entry.pattern === '*' || entry.pattern.startsWith('/') ? entry.pattern : `/${entry.pattern}`).map((variant) => {
      const pattern = variant === '' ? '/' : variant;
      return { entry, pattern, score: score(pattern) };
    }),
  );
  // Array.prototype.sort is stable: equal scores keep the routes' order, as react-router's ranking does.
  branches.sort((a, b) => b.score - a.score);
  return (pathname) => {
    const path = decodePath(pathname);
    for (const branch of branches) {
      branch.matcher ??= compile(branch.pattern);
      const found = branch.matcher.regex.exec(path);
      if (!found) continue;
      const params = Object.fromEntries(branch.matcher.names.map((name, index) => [name, found[index + 1] ?? '']));
      const { answer } = branch.entry;
      if (answer.kind === 'moved') return answer;
      if (answer.kind === 'redirect') return { ...answer, params };
      const { bound, ...page } = answer;
      return { ...page, params: { ...params, ...bound } };
    }
    return undefined;
  };
}

/**
 * The routes known so far: at first perhaps those of the page's own flow alone (the first page
 * does not carry every flow's routes), then the whole table once it has loaded. A path the first
 * table does not know, or knows only as its not-found page, waits for the whole table.
 */
export function growingRoutes(
  first: readonly FlowOutline[] | undefined,
  loadWhole: () => Promise<readonly FlowOutline[]>,
): { match(pathname: string): RouteMatch | undefined; whole(): Promise<void> } {
  let match = first ? routeTable(first) : undefined;
  let complete = false;
  let loading: Promise<void> | undefined;
  const whole = () =>
    (loading ??= loadWhole().then((outlines) => {
      match = routeTable(outlines);
      complete = true;
    }));
  return {
    match(pathname) {
      const found = match?.(pathname);
      if (complete || (found && !(found.kind === 'page' && '*' in found.params))) return found;
      // The whole table loads once a waiter asks for it: a look at the answer's kind loads nothing.
      return {
        kind: 'wait',
        get until() {
          return whole();
        },
      };
    },
    whole,
  };
}
