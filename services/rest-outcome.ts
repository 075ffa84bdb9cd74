/**
 * A REST call whose refusals are outcomes a flow routes: the success outcome with the answer, or
 * the outcome the service's error message names. Any other failure is raised, so the runtime
 * routes it as "error".
 */
import type { ServiceResult } from 'journey-engine';
import type { ServiceName } from './endpoints.ts';
import { rest, ServiceError, type RestRequest } from './rest.ts';

export async function restOutcome(
  service: ServiceName,
  path: string,
  request: RestRequest,
  success: string,
  outcomeByMessage: Readonly<Record<string, string>>,
): Promise<ServiceResult> {
  try {
    return { outcome: success, data: await rest(service, path, request) };
  } catch (error) {
    const outcome = error instanceof ServiceError ? outcomeByMessage[error.message] : undefined;
    if (outcome) return { outcome, data: { code: (error as Error).message } };
    throw error;
  }
}

/** The outcomes an operation declares: its success, those of the messages, and "error". */
export function outcomesOf(success: string, outcomeByMessage: Readonly<Record<string, string>>): string[] {
  return [success, ...new Set(Object.values(outcomeByMessage)), 'error'];
}
