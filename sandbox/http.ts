/** What every service of the sandbox shares over HTTP: CSRF protection and GraphQL over POST. */
import { parse, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * A state-changing call must be JSON from this origin: a cross-site form cannot send JSON without a
 * preflight, and a browser names the calling origin, which must be ours.
 */
export const sameOriginJson: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
  const origin = c.req.header('Origin');
  if (origin && origin !== new URL(c.req.url).origin) return c.json({ message: 'cross-site request refused' }, 403);
  const type = c.req.header('Content-Type') ?? '';
  const hasBody = c.req.header('Content-Length') !== '0' && c.req.method !== 'DELETE';
  if (hasBody && !type.startsWith('application/json')) return c.json({ message: 'requests must be application/json' }, 415);
  return next();
};

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export async function readGraphQL(c: Context): Promise<GraphQLRequest | undefined> {
  const body = await c.req.json<Partial<GraphQLRequest>>().catch(() => undefined);
  return body && typeof body.query === 'string' ? (body as GraphQLRequest) : undefined;
}

/** The operation's name, for fault switches: the given operationName, else the document's first. */
export async function graphQLOperationName(c: Context): Promise<string> {
  const body = await c.req.raw
    .clone()
    .json()
    .catch(() => undefined);
  if (typeof body?.operationName === 'string') return body.operationName;
  try {
    const operation = parse(String(body?.query ?? '')).definitions.find((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
    return operation?.name?.value ?? 'anonymous';
  } catch {
    return 'anonymous';
  }
}

export function graphQLAnswer(c: Context, result: ExecutionResult): Response {
  return c.json(result, 200, { 'Cache-Control': 'no-store' });
}
