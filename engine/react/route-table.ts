/**
 * The site's routes, flattened and ranked once. react-router's useRoutes flattens, ranks and
 * compiles every route again at each render (about 10 ms for the site's hundred routes on the
 * first page, growing with each flow); this table does that work once, compiles each pattern at
 * its first use, and hands react-router the matches to render (renderMatches), so Outlet, params
 * and links work as before. It ranks as react-router does: more static segments first, then
 * parameters, a splat (*) last, ties in the order of the routes.
 */
import type { RouteMatch, RouteObject } from 'react-router';

interface Branch {
  /** The layout route (pathless), then the page's route. */
  routes: RouteObject[];
  pattern: string;
  score: number;
  matcher?: { regex: RegExp; names: string[] };
}

export interface RouteTable {
  /** The routes a path renders, outermost first, as renderMatches takes them; null where none answers. */
  match(pathname: string): RouteMatch[] | null;
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
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return { regex: new RegExp(`^${body}/*$`, 'i'), names };
}

/** Each segment decoded, as react-router reads a path before matching it; a malformed escape stays as it came. */
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

export function routeTable(routes: readonly RouteObject[]): RouteTable {
  const branches: Branch[] = [];
  const visit = (route: RouteObject, parents: RouteObject[]): void => {
    const chain = [...parents, route];
    if (route.children) route.children.forEach((child) => visit(child, chain));
    if (route.path === undefined) return;
    const pattern = route.path.startsWith('/') || route.path === '*' ? route.path : `/${route.path}`;
    for (const variant of explode(pattern)) branches.push({ routes: chain, pattern: variant === '' ? '/' : variant, score: score(variant === '' ? '/' : variant) });
  };
  routes.forEach((route) => visit(route, []));
  // Array.prototype.sort is stable: equal scores keep the routes' order, as react-router's ranking does.
  branches.sort((a, b) => b.score - a.score);

  return {
    match(pathname) {
      const path = decodePath(pathname);
      for (const branch of branches) {
        branch.matcher ??= compile(branch.pattern);
        const found = branch.matcher.regex.exec(path);
        if (!found) continue;
        const params: Record<string, string> = {};
        branch.matcher.names.forEach((name, index) => {
          params[name] = found[index + 1] ?? '';
        });
        const splat = params['*'];
        const pathnameBase = splat === undefined ? path : path.slice(0, path.length - splat.length).replace(/(.)\/+$/, '$1');
        return branch.routes.map((route, index) =>
          index === branch.routes.length - 1 ? { params, pathname: path, pathnameBase, route } : { params, pathname: '/', pathnameBase: '/', route },
        );
      }
      return null;
    },
  };
}

/**
 * The routes a page renders from: at first perhaps those of its own flow alone, then the whole
 * table once it has loaded. In a table of one flow a path it does not know, or knows only as its
 * not-found splat, is not known yet: the whole table decides.
 */
export interface RouteSource {
  current(): RouteTable;
  /** Loads the whole table (once) and makes it the current one. */
  whole(): Promise<RouteTable>;
  /** Whether the current table's answer for the path is final. */
  decides(pathname: string): boolean;
  subscribe(listener: () => void): () => void;
}

export function routeSource(first: RouteTable, isWhole: boolean, loadWhole: () => Promise<RouteTable>): RouteSource {
  let current = first;
  let complete = isWhole;
  let loading: Promise<RouteTable> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => current,
    whole() {
      loading ??= loadWhole().then((table) => {
        current = table;
        complete = true;
        listeners.forEach((listener) => listener());
        return table;
      });
      return loading;
    },
    decides(pathname) {
      if (complete) return true;
      const leaf = current.match(pathname)?.at(-1);
      return leaf !== undefined && leaf.route.path !== '*';
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
