/**
 * Every service call has a time (config/site.json: callTimeoutMs): a call that has not answered by
 * then fails with ServiceTimeout, so the visitor sees a message with a retry instead of a busy
 * button for as long as a server holds the call.
 */
import { callTimeoutMs as configuredCallTimeoutMs } from '../config/site.json';
import { ServiceTimeout } from 'journey-engine';

let callTimeoutMs = configuredCallTimeoutMs;

/** For callers without a page (the fault battery's tests): a shorter call time than the site's. */
export function setCallTimeout(ms: number): void {
  callTimeoutMs = ms;
}

/** A signal that aborts at the call's time, for fetch. */
export function callSignal(): AbortSignal {
  return AbortSignal.timeout(callTimeoutMs);
}

/** The timeout of an aborted fetch as ServiceTimeout; any other error as it is. */
export function asTimeout(error: unknown, what: string): unknown {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? new ServiceTimeout(what, callTimeoutMs) : error;
}

/** A promise that settles as the call does, or fails with ServiceTimeout at the call's time. */
export function withTimeout<T>(call: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ServiceTimeout(what, callTimeoutMs)), callTimeoutMs);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
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
