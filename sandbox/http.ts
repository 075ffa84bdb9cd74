/** What every service of the sandbox shares over HTTP: CSRF protection and GraphQL over POST. */
import { parse, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { sessionUid } from './account/session.ts';
import type { SandboxContext } from './context.ts';
import { faultable } from './faults.ts';

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

/**
 * The body's fields, or none when the body is not a JSON object: a malformed, empty, null or array
 * body then fails each field's own check (400) rather than throwing on a property read (500).
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => undefined);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

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

/** A GraphQL service's endpoint: POST /graphql, run for the session's user, faults switched by operation name. */
export function serveGraphQL(
  app: Hono,
  context: SandboxContext,
  run: (uid: string | undefined, query: string, variables?: Record<string, unknown>, operationName?: string) => Promise<ExecutionResult>,
): void {
  app.post('/graphql', faultable(context.faults, graphQLOperationName), async (c) => {
    const request = await readGraphQL(c);
    if (!request) return c.json({ errors: [{ message: 'a GraphQL request needs a query' }] }, 400);
    return c.json(await run(await sessionUid(context, c), request.query, request.variables, request.operationName), 200, { 'Cache-Control': 'no-store' });
  });
}
