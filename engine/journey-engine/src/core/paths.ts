/** Route patterns such as /notices/subscribed-elsewhere/:partnerName? and the paths built from them. */

export function joinPath(base: string, relative: string): string {
  if (relative === '') return base;
  return base === '/' ? `/${relative}` : `${base}/${relative}`;
}

export interface PatternParam {
  name: string;
  optional: boolean;
}

export function patternParams(pattern: string): PatternParam[] {
  return pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => ({ name: segment.slice(1).replace(/\?$/, ''), optional: segment.endsWith('?') }));
}

export class MissingParamError extends Error {}

/** Fills a pattern's parameters; an optional parameter without a value drops its segment. */
export function buildPath(pattern: string, params: Readonly<Record<string, unknown>>): string {
  const segments: string[] = [];
  for (const segment of pattern.split('/')) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const name = segment.slice(1).replace(/\?$/, '');
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (segment.endsWith('?')) continue;
      throw new MissingParamError(`route ${pattern} needs the parameter ${name}`);
    }
    segments.push(encodeURIComponent(String(value)));
  }
  return segments.join('/') || '/';
}

/**
 * The routes a pattern stands for when some of its parameters take only fixed values (a flow's
 * paramValues): one static route per combination, with those parameters bound. A pattern without
 * such a parameter stands for itself alone (undefined).
 */
export function expandRoute(pattern: string, values: Readonly<Record<string, readonly string[] | undefined>>): { route: string; params: Record<string, string> }[] | undefined {
  let expansions: { segments: string[]; params: Record<string, string> }[] = [{ segments: [], params: {} }];
  let fixed = false;
  for (const segment of pattern.split('/')) {
    const choices = segment.startsWith(':') && !segment.endsWith('?') ? values[segment.slice(1)] : undefined;
    if (!choices) {
      expansions = expansions.map(({ segments, params }) => ({ segments: [...segments, segment], params }));
      continue;
    }
    fixed = true;
    const name = segment.slice(1);
    expansions = expansions.flatMap(({ segments, params }) => choices.map((choice) => ({ segments: [...segments, choice], params: { ...params, [name]: choice } })));
  }
  return fixed ? expansions.map(({ segments, params }) => ({ route: segments.join('/'), params })) : undefined;
}

/** A path with query parameters added; an empty value is left out. */
export function withQuery(path: string, query: Readonly<Record<string, unknown>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  // A path computed from the facts may have a query of its own already.
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/** Text as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A matcher for a route pattern: static segments literally, :param one segment (captured), :param? maybe none. */
export function routeMatcher(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escapeRegExp(segment)}`;
      return segment.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return new RegExp(`^${body || '/'}/?$`, 'i');
}

/** A base no real request has, to resolve a path's dot segments without joining it to this site. */
const DOT_PROBE = 'http://path.invalid';

/** The path with its dot segments resolved, or undefined where URL cannot read it. */
function resolvedPath(path: string): URL | undefined {
  try {
    return new URL(path, DOT_PROBE);
  } catch {
    return undefined;
  }
}

/**
 * Whether a user-supplied target is a path on this site: it starts with one "/" (also once its dot
 * segments are resolved: not "/..//evil.example"), and holds no
 * backslash, no control character and no encoded form of them that a browser would read as
 * another host (//evil.example, /\evil.example, /%2F%2Fevil.example, /%09/evil.example); no slash
 * or backslash of another script (／, ∕, ⁄, ＼), which some parsers fold into "/", and no "@" right
 * after the first "/", which names a host wherever the path is joined to an origin without a slash.
 */
export function isSameOriginPath(target: string): boolean {
  let decoded = target;
  try {
    for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(decoded); round += 1) decoded = decodeURIComponent(decoded);
  } catch {
    return false;
  }
  for (const text of [target, decoded]) {
    if (!text.startsWith('/') || text.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(text) || /^\/[\s/\\@]/.test(text)) return false;
    if (/[\uFF0F\u2215\u2044\u29F8\uFE68\uFF3C]/.test(text)) return false;
    // What it is once its dot segments are resolved, as a browser or a server joining it does: "/..//evil.example" is "//evil.example".
    const resolved = resolvedPath(text);
    if (resolved?.origin !== DOT_PROBE || /^\/[\s/\\@]/.test(resolved.pathname)) return false;
  }
  return true;
}
