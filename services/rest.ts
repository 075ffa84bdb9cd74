/**
 * The one REST client, with the spec's semantics (spec 000 section 7, spec 001 section 7): JSON,
 * credentials included, never cached, the platform header; a non-2xx answer raises a ServiceError
 * carrying the body's message; 202, 204 and 205 return nothing. Every call has its time
 * (services/timeout.ts); a GET is tried once more after a timeout or a lost connection.
 */
import { platform, serviceUrl, type ServiceName } from './endpoints.ts';
import { asTimeout, callSignal, retriedOnce } from './timeout.ts';

export class ServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/** A server's answer that may pass: a 5xx or a 429, not a refusal. */
export const isServerFault = (error: unknown): boolean => error instanceof ServiceError && (error.status >= 500 || error.status === 429);

const EMPTY = new Set([202, 204, 205]);

export interface RestRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Send cookies (default); the logoff call sends none. */
  credentials?: boolean;
}

export async function rest<T>(service: ServiceName, path: string, request: RestRequest = {}): Promise<T | undefined> {
  const method = request.method ?? 'GET';
  const send = async (): Promise<Response> => {
    try {
      return await fetch(serviceUrl(service, path), {
        method,
        credentials: request.credentials === false ? 'omit' : 'include',
        cache: 'no-store',
        headers: { Accept: 'application/json', 'X-Platform': platform, ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...request.headers },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: callSignal(),
      });
    } catch (error) {
      throw asTimeout(error, `${method} ${service}${path}`);
    }
  };
  // Only a GET changes nothing, so only a GET is tried again by itself.
  const response = method === 'GET' ? await retriedOnce(send) : await send();
  if (EMPTY.has(response.status)) return undefined;
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ServiceError(`${service}${path} answered ${response.status} with a body that is not JSON`, response.status, text);
  }
  if (!response.ok) throw new ServiceError(messageOf(body) ?? `${service}${path} answered ${response.status}`, response.status, body);
  return body as T;
}

/** The message of an error body: { message } or { error: { message } }. */
function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, error } = body as { message?: unknown; error?: { message?: unknown } };
  if (typeof message === 'string') return message;
  return typeof error?.message === 'string' ? error.message : undefined;
}
