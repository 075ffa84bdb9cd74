/**
 * A read that a passing fault may fail once (a 5xx, a 429, a dropped connection, a call that timed
 * out): tried again once after a pause, and only then does its failure stand. A refusal (another
 * 4xx) is an answer, not a fault, and is not tried again.
 */
import { ServiceError } from './rest.ts';

const PAUSE_MS = 400;

const isPassing = (error: unknown): boolean => !(error instanceof ServiceError) || error.status >= 500 || error.status === 429;

export async function retriedOnce<T>(read: () => Promise<T>, pauseMs = PAUSE_MS): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isPassing(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    return read();
  }
}
