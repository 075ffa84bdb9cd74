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

/** The services with each safe operation's call given another way to answer (by its input). */
function withSafeCalls(services: Services, call: (key: string, operation: ServiceOperation, input: Readonly<Record<string, unknown>>) => Promise<ServiceResult>): Services {
  return {
    get(name) {
      const load = services.get(name);
      return (
        load &&
        (() =>
          load().then((operation) =>
            operation.safe === true ? { ...operation, call: (input: Readonly<Record<string, unknown>>) => call(loadKey(name, input), operation, input) } : operation,
          ))
      );
    },
  };
}

/**
 * The press module's services: each safe call is kept, by operation and input, for the site to take;
 * one asked at the press is not asked again. Once siteStarted says so, a call not asked yet is not
 * made (it fails): the site's runtime makes its own calls then, and one asked here beside them would
 * be made twice (a page decided ahead of the site does not hold the site's start).
 */
export function servicesKeepingAnswers(services: Services, siteStarted: () => boolean = () => false): Services {
  const asked = (window[ASKED] ??= new Map());
  return withSafeCalls(services, (key, operation, input) => {
    const kept = asked.get(key);
    if (kept) return kept;
    if (siteStarted()) return Promise.reject(new Error(`${key}: the site has started, and makes its own calls`));
    const answer = operation.call(input);
    asked.set(key, answer);
    return answer;
  });
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

/** The site's services: a safe call the press module made with the same input answers first, once, until the page is live. */
export function servicesTakingAnswers(services: Services): Services {
  return withSafeCalls(services, (key, operation, input) => {
    const asked = window[ASKED];
    const answer = isLive() ? undefined : asked?.get(key);
    if (!answer) return operation.call(input);
    asked?.delete(key);
    return answer;
  });
}
