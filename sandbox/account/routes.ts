/** The account service under /account: the session through the login hash, and its GraphQL queries. */
import { Hono } from 'hono';
import type { SandboxContext } from '../context.ts';
import { faultable } from '../faults.ts';
import { graphQLAnswer, graphQLOperationName, readGraphQL } from '../http.ts';
import { isSignedUid } from '../identity/login.ts';
import { runAccountQuery } from './schema.ts';
import { issueSession, sessionCookie, verifySession } from './session.ts';

export function accountRoutes(context: SandboxContext): Hono {
  const app = new Hono();

  // Login step 3: the identity provider's signed UID becomes the site's session cookie (vlId).
  app.post('/api/v3/login/hash', faultable(context.faults, 'POST /account/api/v3/login/hash'), async (c) => {
    const body = await c.req.json<Record<string, unknown>>().catch(() => ({}) as Record<string, unknown>);
    if (!isSignedUid(context, body.UID, body.UIDSignature, body.signatureTimestamp)) return c.json({ message: 'invalid uid' }, 401);
    return c.json(issueSession(context, c, String(body.UID)));
  });

  app.post('/graphql', faultable(context.faults, graphQLOperationName), async (c) => {
    const request = await readGraphQL(c);
    if (!request) return c.json({ errors: [{ message: 'a GraphQL request needs a query' }] }, 400);
    const session = await verifySession(context, sessionCookie(c));
    return graphQLAnswer(c, await runAccountQuery(context, session?.sub, request.query, request.variables, request.operationName));
  });
  return app;
}
