/**
 * A press kept before the site's script has run (early-press.ts), acted on without the site: what
 * a site's press module (journey-engine/vite's press option) runs, imported by the head script at
 * the press. It needs no React and none of the site's views, so it runs while the site's own script
 * is still loading. The journey runtime, without a view, decides the page the build rendered; where
 * the press's answers pass the step's validator and every call its submit may make is safe, it
 * submits them (the safe calls whose inputs are all the press's answers were asked as soon as the
 * flow's code had come, before the runtime's decisions: asked-before-site.ts); and where that
 * leads to the page the build prerendered behind the step
 * (journey-engine/runtime's NEXT_PAGE_TEMPLATE) at the same position among the steps that apply, it
 * shows that page in place of the form: its address pushed after the step's, the answers kept as
 * the runtime keeps them, its heading focused, the screens tracked that the site would have.
 * The site's script waits for it (pressModuleSettled), then starts on that page as on a reload
 * mid-journey, and hydrates it. Anything else (answers refused, a call that changes something, an
 * answer that leads elsewhere, no answer in time) it leaves as it found it: the site acts on the
 * press when it runs (kept-press.ts), taking the answers of the calls made here (asked-before-site.ts).
 * On a page held behind its loading state (a logged-in visitor's, which the build could not render),
 * which has no press to act on, the head script imports it at once: its runtime decides the page as
 * the site's will, so that the visitor's session and the page's loads are asked while the site's own
 * code, the largest file, still loads, and the site takes their answers (decideAhead).
 */
import type { Answers, FactsInput, FlowOutline } from 'journey-engine';
import {
  answersStore,
  createJourneyRuntime,
  loadsBeforeSession,
  memoryHistory,
  memoryStorage,
  NEXT_PAGE_TEMPLATE,
  prepareOperations,
  PRERENDERED_OPERATIONS_ATTRIBUTE,
  prerenderedStep,
  routeTable,
  sessionStore,
  submitIsSafe,
  type RuntimePorts,
} from 'journey-engine/runtime';
import { askedAtPress, askSafeCall, servicesKeepingAnswers } from './asked-before-site.ts';
import { dropKeptPress, keptPress, pressModuleAhead, pressModuleMayShow } from './early-press.ts';
import { entryState } from './history-entry.ts';
import { idleWithinPressWait, validAnswers } from './kept-press.ts';
import { showsPrerenderedStep } from './prerendered-page.ts';
import type { LoadedFlow } from './runtime-config.ts';

/** What the press module needs of its site: the ports the site's runtime has, but for those of a browser's page. */
export interface PressSite extends Pick<RuntimePorts<LoadedFlow>, 'services' | 'siteFacts' | 'hrefOf' | 'notFoundPath' | 'report' | 'track' | 'trackingKeywords'> {
  /** The page's flow, from the chunk its page names: its outline, and the flow as the runtime loads it. */
  flow(): Promise<{ outline: FlowOutline; loaded: LoadedFlow } | undefined>;
  /**
   * What is known of the visitor before any answer; undefined where that could not be known as it
   * should (the site decides then). The session the site starts with, loaded once for both: on a
   * held page it is asked here first, ahead of the site.
   */
  session(): Promise<FactsInput | undefined>;
}

type Ports = Omit<PressSite, 'flow' | 'session'>;
type PageFlow = NonNullable<Awaited<ReturnType<PressSite['flow']>>>;

export async function actOnPressBeforeSite(site: PressSite): Promise<void> {
  const kept = keptPress();
  if (kept) await actOnPress(kept.form, site);
  else if (pressModuleAhead()) await decideAhead(site);
}

/**
 * A journey runtime over the page's flow alone, without a view, that changes nothing: its address is
 * its own, it keeps no session, and its answers are kept where answers says. A failed safe call is
 * the site's to report, as it takes it (asked-before-site.ts).
 */
function pageRuntime(flow: PageFlow, session: FactsInput, ports: Ports, services: Ports['services'], answers: ReturnType<typeof answersStore>, track: Ports['track']) {
  const { pathname, search, hash } = window.location;
  return createJourneyRuntime<LoadedFlow>({
    ...ports,
    services,
    report: (error) => {
      if (error.operation === undefined) ports.report(error);
    },
    history: memoryHistory(`${pathname}${search}${hash}`),
    // The page's flow alone: a press that leads to the not-found page is left to the site.
    match: routeTable([flow.outline]),
    notFoundElsewhere: true,
    loadFlow: () => Promise.resolve(flow.loaded),
    session: sessionStore(session, () => Promise.reject(new Error('the press module changes no session'))),
    answers,
    track,
    timers: { set: () => undefined, clear: () => undefined },
  });
}

/**
 * The page held behind its loading state, decided ahead of the site: with the session the site
 * starts with (PressSite's session, loaded once for both), and the answers the tab keeps, read
 * and never written. Its safe calls (the page's loads) are kept for the site to take; it shows and
 * tracks nothing. The flow's loads that read nothing of the session are asked as soon as the flow's
 * code is here, beside the session's calls rather than after them.
 */
async function decideAhead({ flow: pageFlow, session: visitor, ...ports }: PressSite): Promise<void> {
  const visitorKnown = visitor();
  // The site does not wait for it: a call either makes first, the other takes (asked-before-site.ts).
  const services = servicesKeepingAnswers(ports.services);
  const answers = answersStore(readOnly(() => sessionStorage));
  const flow = await pageFlow();
  if (!flow) return;
  // The flow's loads that read nothing of the session leave while it loads; the runtime takes their answers.
  const { flow: compiled } = flow.loaded;
  for (const call of loadsBeforeSession(flow.outline, compiled, ports.siteFacts, answers.read(compiled.id), window.location))
    askSafeCall(services, call.operation, call.input).catch(() => undefined);
  const session = await visitorKnown;
  if (!session) return;
  const journey = pageRuntime(flow, session, ports, services, answers, () => undefined);
  try {
    await idleWithinPressWait(journey);
  } finally {
    journey.dispose();
  }
}

/** A storage read from the given one (none where the browser refuses it), written in memory alone. */
function readOnly(storage: () => Storage): Pick<Storage, 'getItem' | 'setItem'> {
  const written = memoryStorage();
  return {
    getItem(key) {
      const own = written.getItem(key);
      if (own !== null) return own;
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    setItem: written.setItem,
  };
}

async function actOnPress(form: HTMLFormElement, { flow: pageFlow, session: visitor, ...ports }: PressSite): Promise<void> {
  const root = document.querySelector<HTMLElement>('[data-prerendered]');
  const template = document.getElementById(NEXT_PAGE_TEMPLATE);
  if (!root || !(template instanceof HTMLTemplateElement)) return;
  // The code of what the press may call, and what its first calls need, load beside the flow's.
  prepareOperations(root.getAttribute(PRERENDERED_OPERATIONS_ATTRIBUTE)?.split(' ') ?? [], ports.services);
  // Its safe calls are the site's to take (asked-before-site.ts).
  const services = servicesKeepingAnswers(ports.services);
  // The safe calls the press's answers are every input of are asked once the flow is here, before the runtime decides.
  const pressed = pageFlow().then(async (loaded) => {
    const step = loaded?.loaded.flow.steps.find(({ id }) => prerenderedStep(loaded.loaded.flow.id, id) === root.dataset.prerendered);
    if (loaded && step) await askedAtPress({ loaded: loaded.loaded, step }, form, services);
    return loaded;
  });
  const [flow, session] = await Promise.all([pressed, visitor()]);
  if (!flow || !session) return;
  const answers = answersStore(memoryStorage());
  const tracked: Record<string, unknown>[] = [];
  const journey = pageRuntime(flow, session, ports, services, answers, (event) => void tracked.push(event));
  try {
    await idleWithinPressWait(journey);
    const first = journey.getSnapshot();
    const shown = first.render;
    if (first.loading || !shown || !showsPrerenderedStep(shown)) return;
    const values = validAnswers(shown, form);
    if (!values || !(await submitIsSafe(shown.step, ports.services))) return;
    journey.dispatch({ type: 'submit', values });
    await idleWithinPressWait(journey);
    const led = journey.getSnapshot();
    const to = led.render;
    const { step, path, position, title } = template.dataset;
    if (led.loading || led.navigating || !to || prerenderedStep(to.loaded.flow.id, to.step.id) !== step) return;
    if (`${to.position.index}/${to.position.count}` !== position || `${led.location.pathname}${led.location.search}` !== path) return;
    if (!pressModuleMayShow() || !keepAnswers(flow.loaded, answers.read(flow.loaded.flow.id))) return;
    show(root, template, { first: `${first.location.pathname}${first.location.search}`, path, step, title });
    // The screen of the page shown is the site's to track, as it starts on it.
    for (const event of tracked) if (!(event.event === 'screen' && event.flow === to.loaded.flow.id && event.step === to.step.id)) ports.track?.(event);
  } finally {
    journey.dispose();
  }
}

/** The answers where the site's runtime reads them (answersStore over sessionStorage); false where the browser refuses to keep them. */
function keepAnswers(loaded: LoadedFlow, given: Answers): boolean {
  try {
    answersStore(sessionStorage).save(loaded.flow, given);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes current's children next's, keeping each node that is equal to its counterpart: two pages of
 * one layout differ in their step alone, so the header, the help and the footer stay as they are
 * and only the step is laid out anew. An element whose attributes differ is replaced whole.
 */
function morph(current: ParentNode, next: ParentNode): void {
  const now = [...current.childNodes];
  const then = [...next.childNodes];
  if (now.length !== then.length) return current.replaceChildren(...then);
  then.forEach((node, index) => {
    const old = now[index] as ChildNode;
    if (old.isEqualNode(node)) return;
    if (old instanceof Element && node instanceof Element && old.cloneNode(false).isEqualNode(node.cloneNode(false))) morph(old, node);
    else old.replaceWith(node);
  });
}

function show(root: HTMLElement, template: HTMLTemplateElement, { first, path, step, title }: { first: string; path: string; step: string; title?: string }): void {
  // The step's own address in place of the journey's (a push, as the site's runtime makes it), then the page's.
  window.history.replaceState(entryState(0), '', first);
  window.history.pushState(entryState(1), '', path);
  morph(root, template.content);
  root.dataset.prerendered = step;
  template.remove();
  if (title) document.title = title;
  dropKeptPress();
  // As after any move inside the site (layouts.tsx), the new page's heading has the focus.
  const heading = root.querySelector<HTMLElement>('main h1');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
}
