/**
 * Answers of safe calls the press module asked before the site's script ran (press-module.ts), for
 * the site's runtime to take rather than ask again. A safe operation changes nothing, so its answer
 * to the same input is the one it would give a moment later: where the press module left a press
 * to the site (an address refused, no answer in time, a page it has not prerendered), or showed
 * the page it led to, the site's runtime takes the calls already made, made or still on their way,
 * each once, until the page is live. They are kept on the page's window, the one thing the press
 * module's chunk and the site's share; each runtime has its own services.
 * The press module asks some of them before its runtime has decided anything: those whose every
 * input is an answer of the press (askedAtPress), so that their round trip goes on while it decides.
 * On a held page the press module decides ahead of the site without holding its start, and either
 * may be first to ask one of the page's loads: whichever asks makes the call, the other takes it.
 */
import { callsOfAnswers, loadKey, type ServiceOperation, type ServiceResult } from 'journey-engine';
import type { ServicePorts, ShownStep } from 'journey-engine/runtime';
import { isLive } from './early-press.ts';
import { validAnswers } from './kept-press.ts';
import type { LoadedFlow } from './runtime-config.ts';

const ASKED = '__journeyAsked';

declare global {
  interface Window {
    [ASKED]?: Map<string, Promise<ServiceResult>>;
  }
}

type Services = ServicePorts['services'];

/** The services with each safe operation's call given another way to answer (by its input), and each other operation as unsafe says. */
function withSafeCalls(
  services: Services,
  call: (key: string, operation: ServiceOperation, input: Readonly<Record<string, unknown>>) => Promise<ServiceResult>,
  unsafe: (name: string, operation: ServiceOperation) => ServiceOperation = (_name, operation) => operation,
): Services {
  return {
    get(name) {
      const load = services.get(name);
      return (
        load &&
        (() =>
          load().then((operation) =>
            operation.safe === true ? { ...operation, call: (input: Readonly<Record<string, unknown>>) => call(loadKey(name, input), operation, input) } : unsafe(name, operation),
          ))
      );
    },
  };
}

/** The calls asked before the page is live, by the press module and the site alike, by operation and input. */
function askedCalls(): Map<string, Promise<ServiceResult>> {
  return (window[ASKED] ??= new Map());
}

/**
 * The press module's services: each safe call is kept, by operation and input, for the site to take;
 * one asked already (at the press, or by the site once it has started: servicesTakingAnswers keeps
 * its own) is not asked again. A page decided ahead of the site does not hold the site's start, so
 * either may ask a page's load first; it leaves once. An operation that is not safe is never called
 * here (it fails): the site makes that call, once (a payment's status, which the site would ask
 * again, and its one answer then lost).
 */
export function servicesKeepingAnswers(services: Services): Services {
  return withSafeCalls(
    services,
    (key, operation, input) => {
      const asked = askedCalls();
      const kept = asked.get(key);
      if (kept) return kept;
      const answer = operation.call(input);
      asked.set(key, answer);
      return answer;
    },
    (name, operation) => ({ ...operation, call: () => Promise.reject(new Error(`${name} is not safe: the site makes the call`)) }),
  );
}

/**
 * Asks, as soon as the press module has the page's flow, each safe call a submit of the prerendered
 * step makes with the press's answers alone (journey-engine's callsOfAnswers), where the step's
 * validator passes them, through the press module's services (servicesKeepingAnswers), which keep
 * each for its runtime and the site to take. Its runtime would ask them only once it has decided the
 * page and submitted the press. A call whose rule then does not apply was asked for nothing and
 * changed nothing; one whose input the runtime gives otherwise is not taken, and is asked anew.
 * Settles once each call is in its operation's hands (never failing), not when it answers: the
 * press module creates its runtime only then, so that the calls leave first (created before them,
 * the runtime's first decisions put the address check 20 ms later at CPU 4×).
 */
export async function askedAtPress(shown: Pick<ShownStep<LoadedFlow>, 'loaded' | 'step'>, form: HTMLFormElement, keeping: Services): Promise<void> {
  const answers = validAnswers(shown, form);
  if (!answers) return;
  const asked = callsOfAnswers(shown.step).map(async (call) => {
    const input = Object.fromEntries(Object.entries(call.input).map(([name, field]) => [name, answers[field]]));
    // An input the press leaves unanswered is the runtime's to give.
    if (!Object.values(input).includes(undefined)) await askSafeCall(keeping, call.operation, input);
  });
  // Code that does not load is the runtime's to meet when it makes the call.
  await Promise.allSettled(asked);
}

/**
 * Asks a safe call now through the press module's services (servicesKeepingAnswers), which keep it
 * for whoever asks it next; one that is not safe is not made. Settles once the call is in its
 * operation's hands, not when it answers; its failure is the answer of whoever takes it, who reports
 * it as the call's.
 */
export async function askSafeCall(keeping: Services, name: string, input: Readonly<Record<string, unknown>>): Promise<void> {
  const load = keeping.get(name);
  if (!load) return;
  const operation = await load();
  if (operation.safe === true) operation.call(input).catch(() => undefined);
}

/** The site's own calls among those asked (servicesTakingAnswers): the press module's to take, not the site's. */
const askedBySite = new WeakSet<Promise<ServiceResult>>();

/**
 * The site's services: until the page is live, a safe call the press module made with the same input
 * answers first, once; one the site makes is kept for the press module to take, which may still be
 * deciding the page (press-module.ts's decideAhead). The site's own next call is made anew.
 */
export function servicesTakingAnswers(services: Services): Services {
  return withSafeCalls(services, (key, operation, input) => {
    if (isLive()) return operation.call(input);
    const asked = askedCalls();
    const answer = asked.get(key);
    if (answer && !askedBySite.has(answer)) {
      asked.delete(key);
      return answer;
    }
    const own = operation.call(input);
    askedBySite.add(own);
    asked.set(key, own);
    return own;
  });
}
