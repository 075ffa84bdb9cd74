/**
 * A flow as a graph of plain data, for diagrams (the engine's diagrams command, a site's studio): its
 * steps and where each of its rules, guards, loads, service calls and redirects leads. Read from the
 * validator's result, so the graph is of what the engine runs, not of a parallel reading of the
 * files. Nothing here reads the disk: a browser can build it too. Its words are a parameter
 * (GraphWords, English by default), and a site adds nodes of its own kinds (its data files) with
 * the same builder.
 */
import type { Action, GuardOrName, Load, Target } from '../dsl/flow.ts';
import { outlineOf } from '../core/outline.ts';
import { joinPath } from '../core/paths.ts';
import type { Flow, Guard, Step } from '../core/types.ts';
import { parseLocated, type LocatedJson } from '../core/validate/locate.ts';
import type { SourceFile } from '../core/validate/project.ts';

/** The kinds of node a flow's graph has; a site may add its own (GraphNode's Kind). */
export type FlowNodeKind = 'step' | 'flow' | 'route' | 'external' | 'not-found' | 'end';

export interface GraphNode<Kind extends string = FlowNodeKind> {
  /** Unique in its graph. */
  id: string;
  kind: Kind;
  /** The step id, the flow id, the route, the external name… */
  label: string;
  /** Short facts shown under the label: type, route, tracked screen, skip condition, guards, loads. */
  lines: string[];
  /** The flow's file from the site's folder, such as flows/signup.flow.json. */
  file?: string;
  /** 1-based line of the step (or file) in that file. */
  line?: number;
  /** The step's JSON as written (for the click panel). */
  props?: unknown;
  /** Every copy key the step's JSON names, with its Dutch text. */
  copy?: Record<string, string>;
  /** For 'flow' and 'route' nodes: the flow id or route they lead to. */
  target?: string;
}

export interface GraphEdge {
  id: string;
  from: string;
  to: string;
  label: string;
  kind: 'next' | 'rule' | 'outcome' | 'guard' | 'redirect' | 'complete' | 'adds';
}

export interface FlowGraph<Kind extends string = FlowNodeKind> {
  id: string;
  /** flow, or the kind of a site's data file. */
  kind: string;
  title: string;
  file: string;
  nodes: GraphNode<Kind>[];
  edges: GraphEdge[];
}

/** The words of a graph's labels and lines. */
export interface GraphWords {
  step(id: string): string;
  externalDestination: string;
  serviceAddress: string;
  computedPath: string;
  notFound: string;
  guarded(what: string): string;
  loads(operation: string, into?: string): string;
  journey: string;
  pages: string;
  screen(name: string): string;
  skippedWhen(condition: string): string;
  calls(operation: string, when?: string): string;
  complete: string;
  always: string;
  then: string;
  redirect: string;
  permanentRedirect: string;
}

export const ENGLISH_WORDS: GraphWords = {
  step: (id) => `step ${id}`,
  externalDestination: 'external destination',
  serviceAddress: "the service's address",
  computedPath: 'computed path',
  notFound: 'not found',
  guarded: (what) => `guarded: ${what}`,
  loads: (operation, into) => `loads ${operation}${into ? ` → ${into}` : ''}`,
  journey: 'journey',
  pages: 'pages',
  screen: (name) => `screen ${name}`,
  skippedWhen: (condition) => `skipped when ${condition}`,
  calls: (operation, when) => `calls ${operation}${when === undefined ? '' : ` when ${when}`}`,
  complete: 'complete',
  always: 'always',
  then: 'then',
  redirect: 'redirect',
  permanentRedirect: 'redirect (301)',
};

/** Long enough to say what a rule or a reason is about, short enough for a diagram's edge. */
const LABEL_CHARS = 48;
const NOT_FOUND = 'not-found';
const END = 'end';

/** A page of a flow, as a target names its route. */
export interface GraphPage {
  flow: Flow;
  file: string;
  /** The route of the step, the journey's start or the redirect (a step's pattern, not one of its aliases). */
  route: string;
  /** Absent for a journey's base path (its first step that applies) and a redirect route. */
  step?: Step;
  stepIndex?: number;
}

export interface GraphIndex {
  pages: Map<string, GraphPage>;
  namedGuards: Record<string, Guard>;
  copyText: Map<string, string>;
  locate(file: string): LocatedJson;
  /** The page of each collection's entries: the step whose aliasesFrom names it. */
  collectionPages: Map<string, GraphPage>;
  words: GraphWords;
}

/** What the graphs of a site's flows are drawn from: its valid flows by file, its files' texts (lines and the site guards' named guards), its copy. */
export function graphIndex({
  flows,
  sources,
  copy = {},
  words = ENGLISH_WORDS,
}: {
  flows: Iterable<[string, Flow]>;
  sources: readonly SourceFile[];
  copy?: Record<string, unknown>;
  words?: GraphWords;
}): GraphIndex {
  const texts = new Map(sources.map((source) => [repoPath(source.file), source.text]));
  const located = new Map<string, LocatedJson>();
  const locate = (file: string): LocatedJson => {
    let found = located.get(file);
    if (!found) {
      found = parseLocated(texts.get(file) ?? '{}');
      located.set(file, found);
    }
    return found;
  };
  const pages = new Map<string, GraphPage>();
  const collectionPages = new Map<string, GraphPage>();
  for (const [path, flow] of flows) {
    const file = repoPath(path);
    const outline = outlineOf(flow);
    if (outline.mode === 'journey') pages.set(flow.basePath, { flow, file, route: flow.basePath });
    for (const { route } of outline.redirects) pages.set(route, { flow, file, route });
    flow.steps.forEach((step, stepIndex) => {
      const { route, aliases } = outline.steps[stepIndex] ?? { route: joinPath(flow.basePath, step.path), aliases: [] };
      const page = { flow, file, route, step, stepIndex };
      for (const path of [route, ...aliases.map((alias) => alias.route)]) pages.set(path, page);
      if (step.aliasesFrom) collectionPages.set(step.aliasesFrom.collection, page);
    });
  }
  const namedGuards = namedGuardsOf(sources.find((source) => /(^|[\\/])site-guards\.json$/.test(source.file)));
  return { pages, namedGuards, copyText: flatCopy(copy), locate, collectionPages, words };
}

/** The site guards' named guards, which a flow's guards may name; a file that does not parse is the validator's to report, and names none. */
function namedGuardsOf(source: SourceFile | undefined): Record<string, Guard> {
  if (!source) return {};
  try {
    return (JSON.parse(source.text) as { named?: Record<string, Guard> }).named ?? {};
  } catch {
    return {};
  }
}

/** A file as the sources name it (the tools read them from the repository's root), with forward slashes on every system. */
export function repoPath(file: string): string {
  return file.replace(/\\/g, '/').replace(/^\.\//, '');
}

/** copy/nl's resources as key -> text; a plural key (_one, _other) also answers by its stem, as i18next does. */
function flatCopy(resources: Record<string, unknown>): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (value: unknown, prefix: string): void => {
    if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${key}` : key);
    else if (typeof value === 'string') {
      texts.set(prefix, value);
      const stem = /^(.*)_(one|other|zero)$/.exec(prefix)?.[1];
      if (stem && (!texts.has(stem) || prefix.endsWith('_other'))) texts.set(stem, value);
    }
  };
  walk(resources, '');
  return texts;
}

/** Every copy key a piece of a file names, with its text. */
function copyOf(value: unknown, texts: ReadonlyMap<string, string>): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (node: unknown): void => {
    if (typeof node === 'string') {
      const text = texts.get(node);
      if (text !== undefined) found[node] = text;
    } else if (node && typeof node === 'object') for (const child of Object.values(node)) walk(child);
  };
  walk(value);
  return Object.fromEntries(Object.entries(found).sort(([a], [b]) => a.localeCompare(b)));
}

/** One line of at most max characters, cut after a word where it can be. */
export function short(text: string, max = LABEL_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** A condition as its author reads it: a named condition by its name, anything else as compact JSON. */
function conditionText(condition: unknown): string {
  if (typeof condition === 'string') return condition;
  // Named conditions by their names inside a rule too: {"or":[isIncompleteAccount,inRegistrationExperiment]}.
  const text = (JSON.stringify(condition) ?? 'true').replace(/\{"condition":"(\w+)"\}/g, '$1');
  return short(text.replace(/^\{"!":(\w+)\}$/, '!$1'), 56);
}

/** The part of an operation's name after its service: identity.register is "register". */
const operationName = (operation: string): string => operation.slice(operation.lastIndexOf('.') + 1);

/** A literal query of a target (its expressions left out), as part of the route it names: /error?code=ACTIVATION_FAILED. */
function withLiteralQuery(route: string, query: Target['query']): string {
  const literal = Object.entries(query ?? {}).filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1]));
  return literal.length === 0 ? route : `${route}?${literal.map(([key, value]) => `${key}=${String(value)}`).join('&')}`;
}

/** Labels of one edge, the outcomes of one operation together: "checkEmail: taken, error / always". */
function mergedLabel(labels: readonly string[]): string {
  const groups = new Map<string, string[]>();
  for (const label of labels) {
    const colon = label.indexOf(': ');
    const key = colon < 0 ? label : label.slice(0, colon + 2);
    groups.set(key, [...(groups.get(key) ?? []), label.slice(key.length)]);
  }
  return [...groups].map(([key, outcomes]) => `${key}${outcomes.join(', ')}`).join(' / ');
}

/** A graph under construction: nodes by id, edges merged by their ends and kind. */
export class GraphBuilder<Kind extends string = FlowNodeKind> {
  private readonly nodes = new Map<string, GraphNode<Kind | FlowNodeKind>>();
  private readonly edges = new Map<string, { edge: GraphEdge; labels: string[] }>();

  constructor(private readonly project: GraphIndex) {}

  node(node: GraphNode<Kind | FlowNodeKind>): string {
    if (!this.nodes.has(node.id)) this.nodes.set(node.id, node);
    return node.id;
  }

  /** Two ways from one node to another of one kind are one edge with both labels. */
  edge(from: string, to: string, kind: GraphEdge['kind'], label: string): void {
    const id = `${kind}:${from}->${to}`;
    const existing = this.edges.get(id);
    if (!existing) this.edges.set(id, { edge: { id, from, to, label, kind }, labels: [label] });
    else if (!existing.labels.includes(label)) {
      existing.labels.push(label);
      existing.edge.label = mergedLabel(existing.labels);
    }
  }

  /** The node a route leads to: a page of another flow, or a route the flows do not answer (a data file's path). */
  routeNode(route: string, query: Target['query']): string {
    const shown = withLiteralQuery(route, query);
    const page = this.project.pages.get(route);
    if (!page) return this.node({ id: `route:${shown}`, kind: 'route', label: shown, lines: [], target: route });
    return this.node(this.pageNode(page, shown));
  }

  pageNode(page: GraphPage, shown: string): GraphNode<FlowNodeKind> {
    const { flow, file, step, stepIndex } = page;
    return {
      id: `flow:${flow.id}:${shown}`,
      kind: 'flow',
      label: flow.id,
      lines: [shown, ...(step ? [this.project.words.step(step.id)] : [])],
      file,
      line: stepIndex === undefined ? 1 : this.project.locate(file).valueAt(`/steps/${stepIndex}`).line,
      target: flow.id,
    };
  }

  targetNode(target: Target, ownRoute: (route: string) => string | undefined): string {
    if (target.external !== undefined)
      return this.node({ id: `external:${target.external}`, kind: 'external', label: target.external, lines: [this.project.words.externalDestination] });
    if (target.url !== undefined) {
      const url = conditionText(target.url);
      return this.node({ id: `url:${url}`, kind: 'external', label: this.project.words.serviceAddress, lines: [url] });
    }
    if (target.path !== undefined) {
      const path = conditionText(target.path);
      return this.node({ id: `path:${path}`, kind: 'route', label: path, lines: [this.project.words.computedPath] });
    }
    const route = target.route ?? '/';
    return ownRoute(route) ?? this.routeNode(route, target.query);
  }

  notFound(): string {
    return this.node({ id: NOT_FOUND, kind: 'not-found', label: this.project.words.notFound, lines: [] });
  }

  /**
   * first: the nodes of the file itself, in the order a visitor meets them; the places they lead to
   * follow, sorted, so a graph is the same for the same files. The layout reads this order as left
   * to right (an edge against it is a way back).
   */
  graph(head: Omit<FlowGraph, 'nodes' | 'edges'>, first: readonly string[]): FlowGraph<Kind | FlowNodeKind> {
    const order = new Set(first);
    const leading = [...order].flatMap((id) => this.nodes.get(id) ?? []);
    const rest = [...this.nodes.values()].filter((node) => !order.has(node.id)).sort((a, b) => a.id.localeCompare(b.id));
    return { ...head, nodes: [...leading, ...rest], edges: [...this.edges.values()].map(({ edge }) => edge) };
  }
}

/** A flow's graph: its entry, its steps in order, its complete and redirect routes first, then the places they lead to. */
export function flowGraph(project: GraphIndex, path: string, flow: Flow): FlowGraph {
  const file = repoPath(path);
  const located = project.locate(file);
  const graph = new GraphBuilder(project);
  const { words } = project;
  const journey = (flow.mode ?? 'journey') === 'journey';
  const outline = outlineOf(flow);
  const entry = `flow:${flow.id}`;
  const stepNode = (id: string) => `step:${id}`;
  const { steps: _steps, tests: _tests, ...head } = flow;

  const guardsOf = (guards: GuardOrName[] | undefined) =>
    (guards ?? []).map((guard) => (typeof guard === 'string' ? { name: guard, guard: project.namedGuards[guard] } : { guard }));
  const guardLines = (guards: GuardOrName[] | undefined) =>
    guardsOf(guards).map(({ name, guard }) => words.guarded(short(name ?? guard?.reason ?? guard?.notFound ?? conditionText(guard?.when))));
  const loadLines = (loads: Load[] | undefined) => (loads ?? []).map((load) => words.loads(load.operation, load.into));

  graph.node({
    id: entry,
    kind: 'flow',
    label: flow.id,
    lines: [flow.basePath, journey ? words.journey : words.pages, ...loadLines(flow.load), ...guardLines(flow.guards)],
    file,
    line: 1,
    props: head,
    copy: copyOf(head, project.copyText),
  });
  flow.steps.forEach((step, index) => {
    const route = outline.steps[index]?.route ?? joinPath(flow.basePath, step.path);
    const screen = step.tracking?.screen;
    graph.node({
      id: stepNode(step.id),
      kind: 'step',
      label: step.id,
      lines: [
        step.type,
        route,
        ...(screen === undefined ? [] : [words.screen(typeof screen === 'string' ? screen : conditionText(screen))]),
        ...(step.skipWhen === undefined ? [] : [words.skippedWhen(conditionText(step.skipWhen))]),
        ...loadLines(step.load),
        ...guardLines(step.guards),
        ...(step.next ?? []).flatMap((rule) => (rule.call ? [words.calls(rule.call.operation, rule.when === undefined ? undefined : conditionText(rule.when))] : [])),
      ],
      file,
      line: located.valueAt(`/steps/${index}`).line,
      props: step,
      copy: copyOf(step, project.copyText),
    });
  });
  if (flow.complete) {
    const call = flow.complete.call?.operation;
    graph.node({
      id: END,
      kind: 'end',
      label: words.complete,
      lines: call ? [words.calls(call)] : [],
      file,
      line: located.valueAt('/complete').line,
      props: flow.complete,
      copy: copyOf(flow.complete, project.copyText),
    });
  }

  // A route of this flow is its own node: a step, the journey's start, or a redirect route.
  const ownRoute = (route: string): string | undefined => {
    const page = project.pages.get(route);
    if (page?.flow.id !== flow.id) return undefined;
    if (page.step) return stepNode(page.step.id);
    return route === flow.basePath && journey ? entry : `route:${route}`;
  };
  // Where a journey goes on after a step: its next step in order, or the flow's complete.
  const following = (index: number | undefined): string | undefined => {
    if (index === undefined) return undefined;
    const next = journey ? flow.steps[index + 1] : undefined;
    if (next) return stepNode(next.id);
    return flow.complete ? END : undefined;
  };
  const act = (from: string, stepIndex: number | undefined, action: Action, kind: GraphEdge['kind'], label: string): void => {
    if (action.goto !== undefined) graph.edge(from, stepNode(action.goto), kind, label);
    else if (action.redirect) graph.edge(from, graph.targetNode(action.redirect, ownRoute), kind, label);
    else if (action.notFound !== undefined) graph.edge(from, graph.notFound(), kind, label === action.notFound ? label : short(`${label}: ${action.notFound}`));
    // Back to the step itself, which shows the code's message.
    else if (action.fail !== undefined) graph.edge(from, from, kind, label);
    else if (action.continue) {
      const to = following(stepIndex);
      if (to) graph.edge(from, to, kind, label);
    } else if (action.call) {
      const { operation, outcomes } = action.call;
      // A guard's or the complete's call keeps its kind; a rule's call is the step's own outcomes.
      const outcomeKind = kind === 'rule' ? 'outcome' : kind;
      for (const [outcome, then] of Object.entries(outcomes)) if (then) act(from, stepIndex, then, outcomeKind, `${operationName(operation)}: ${outcome}`);
    }
  };
  const guardEdges = (from: string, stepIndex: number | undefined, guards: GuardOrName[] | undefined): void => {
    for (const { name, guard } of guardsOf(guards)) if (guard) act(from, stepIndex, guard, 'guard', short(guard.reason ?? guard.notFound ?? name ?? conditionText(guard.when)));
  };
  const loadEdges = (from: string, stepIndex: number | undefined, loads: Load[] | undefined): void => {
    for (const load of loads ?? [])
      for (const [outcome, then] of Object.entries(load.outcomes)) if (then) act(from, stepIndex, then, 'outcome', `${operationName(load.operation)}: ${outcome}`);
  };

  loadEdges(entry, undefined, flow.load);
  guardEdges(entry, undefined, flow.guards);
  const first = flow.steps[0];
  if (journey && first) graph.edge(entry, stepNode(first.id), 'next', 'start');
  flow.steps.forEach((step, index) => {
    const from = stepNode(step.id);
    loadEdges(from, index, step.load);
    guardEdges(from, index, step.guards);
    // The first rule that holds decides: where there are several, their labels say in which order they are tried.
    const rules = step.next ?? [];
    rules.forEach((rule, order) => {
      const when = rule.when === undefined ? words.always : conditionText(rule.when);
      act(from, index, rule, 'rule', rules.length > 1 ? `${order + 1}. ${when}` : when);
    });
    // A rule without a condition always decides: the journey never goes on from this step by itself.
    const alwaysLeaves = rules.some((rule) => rule.when === undefined);
    const next = journey && !alwaysLeaves ? following(index) : undefined;
    if (next) graph.edge(from, next, 'next', words.then);
  });
  if (flow.complete) act(END, undefined, flow.complete, 'complete', flow.complete.call ? '' : words.then);
  const redirectRoutes = (flow.redirects ?? []).map((redirect, index) => {
    const route = joinPath(flow.basePath, redirect.path);
    const from = graph.node({
      id: `route:${route}`,
      kind: 'route',
      label: route,
      lines: [redirect.permanent ? words.permanentRedirect : words.redirect],
      file,
      line: located.valueAt(`/redirects/${index}`).line,
      props: redirect,
      target: route,
    });
    graph.edge(from, graph.targetNode(redirect.to, ownRoute), 'redirect', redirect.permanent ? '301' : words.redirect);
    return from;
  });

  // A redirect route leads into the flow: it comes first.
  return graph.graph({ id: flow.id, kind: 'flow', title: `${flow.id}: ${flow.basePath}`, file }, [
    ...redirectRoutes,
    entry,
    ...flow.steps.map((step) => stepNode(step.id)),
    ...(flow.complete ? [END] : []),
  ]);
}
