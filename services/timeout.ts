/**
 * Every service call has a time (config/site.json: callTimeoutMs): a call that has not answered by
 * then fails with ServiceTimeout, so the visitor sees a message with a retry instead of a busy
 * button for as long as a server holds the call.
 */
import { callTimeoutMs as configuredCallTimeoutMs } from '../config/site.json';
import { ServiceTimeout } from 'journey-engine';

const callTimeoutMs = configuredCallTimeoutMs;

/** What ends a call's wait: a signal per call that aborts with a TimeoutError when the call has waited too long. */
export type CallDeadline = () => AbortSignal;

const onTheClock: CallDeadline = () => AbortSignal.timeout(callTimeoutMs);
let deadline = onTheClock;

/**
 * For callers without a page (the fault battery's tests): a deadline of their own, such as one they
 * pass by hand once the sandbox holds the call, so that no verdict depends on the machine's speed;
 * undefined for the site's time again.
 */
export function setCallDeadline(own: CallDeadline | undefined): void {
  deadline = own ?? onTheClock;
}

/** A signal that aborts at the call's deadline, for fetch. */
export function callSignal(): AbortSignal {
  return deadline();
}

/** The timeout of an aborted fetch as ServiceTimeout; any other error as it is. */
export function asTimeout(error: unknown, what: string): unknown {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? new ServiceTimeout(what, callTimeoutMs) : error;
}

/** A promise that settles as the call does, or fails with ServiceTimeout at the call's time. */
export function withTimeout<T>(call: Promise<T>, what: string): Promise<T> {
  const signal = callSignal();
  let passed: (() => void) | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    passed = () => reject(new ServiceTimeout(what, callTimeoutMs));
    if (signal.aborted) passed();
    else signal.addEventListener('abort', passed, { once: true });
  });
  return Promise.race([call, late]).finally(() => signal.removeEventListener('abort', passed as () => void));
}

const isLostCall = (error: unknown): boolean => error instanceof ServiceTimeout || error instanceof TypeError;

/**
 * Calls that change nothing may be tried once more by themselves after a timeout or a lost
 * connection; a caller may name other failures that pass (when), tried again after a pause.
 */
export async function retriedOnce<T>(call: () => Promise<T>, { when = isLostCall, pauseMs = 0 }: { when?: (error: unknown) => boolean; pauseMs?: number } = {}): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!when(error)) throw error;
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    return call();
  }
}
