/** The v1 REST API under /api/v1 (spec 000 section 7). */
import { Hono } from 'hono';
import { revokeSession } from '../account/session.ts';
import type { SandboxContext } from '../context.ts';
import { faultable } from '../faults.ts';
import { isSignedUid } from '../identity/login.ts';
import { product } from '../product.ts';

export function v1Routes(context: SandboxContext): Hono {
  const app = new Hono();

  app.get('/healthcheck', faultable(context.faults, 'GET /api/v1/healthcheck'), (c) => c.json({ status: 'ok', time: context.clock.now().toISOString() }));

  // After a login whose user id is longer than 32 characters: the back end takes the signed UID over.
  app.put('/auth/smartvod/uid', faultable(context.faults, 'PUT /api/v1/auth/smartvod/uid'), async (c) => {
    const body = await c.req.json<Record<string, unknown>>().catch(() => ({}) as Record<string, unknown>);
    if (!isSignedUid(context, body.UID, body.UIDSignature, body.signatureTimestamp)) return c.json({ message: 'invalid uid' }, 401);
    return c.body(null, 204);
  });

  // Logout step 3: the session token is revoked; the call carries it in the product's header, no cookie.
  app.post('/logoff/:token', faultable(context.faults, 'POST /api/v1/logoff'), async (c) => {
    const token = c.req.param('token');
    if (c.req.header(product.customerAuthTokenHeader) !== token) return c.json({ message: `the ${product.customerAuthTokenHeader} header must carry the token` }, 401);
    return (await revokeSession(context, token)) ? c.body(null, 204) : c.json({ message: 'unknown or expired session' }, 401);
  });
  return app;
}
