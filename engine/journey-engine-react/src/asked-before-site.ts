/**
 * Answers of safe calls the press module asked before the site's script ran (press-module.ts), for
 * the site's runtime to take rather than ask again. A safe operation changes nothing, so its answer
 * to the same input is the one it would give a moment later: where the press module left a press
 * to the site (an address refused, no answer in time, a page it has not prerendered), or showed
 * the page it led to, the site's runtime takes the calls already made, made or still on their way,
 * each once, until the page is live. They are kept on the page's window, the one thing the press
 * module's chunk and the site's share; each runtime has its own services.
 */
import { loadKey, type ServiceOperation, type ServiceResult } from 'journey-engine';
import type { ServicePorts } from 'journey-engine/runtime';
import { isLive } from './early-press.ts';

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

/** The press module's services: each safe call is kept, by operation and input, for the site to take. */
export function servicesKeepingAnswers(services: Services): Services {
  const asked = (window[ASKED] ??= new Map());
  return withSafeCalls(services, (key, operation, input) => {
    const answer = operation.call(input);
    asked.set(key, answer);
    return answer;
  });
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
