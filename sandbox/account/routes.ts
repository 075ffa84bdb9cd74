/** The account service under /account: the session through the login hash, its GraphQL queries, the contact form and linking a TV. */
import { Hono } from 'hono';
import type { SandboxContext } from '../context.ts';
import { faultable } from '../faults.ts';
import { readJsonObject, serveGraphQL } from '../http.ts';
import { isSignedUid } from '../identity/login.ts';
import { addContactRoute } from './contact.ts';
import { addDeviceRoute } from './devices.ts';
import { runAccountQuery } from './schema.ts';
import { issueSession } from './session.ts';

export function accountRoutes(context: SandboxContext): Hono {
  const app = new Hono();

  // Login step 3: the identity provider's signed UID becomes the site's session cookie (vlId).
  app.post('/api/v3/login/hash', faultable(context.faults, 'POST /account/api/v3/login/hash'), async (c) => {
    const body = await readJsonObject(c);
    if (!isSignedUid(context, body.UID, body.UIDSignature, body.signatureTimestamp)) return c.json({ message: 'invalid uid' }, 401);
    // The session takes the provider's address as the account's (the refresh after a change).
    await context.db.query('update users set account_email = email where uid = $1', [String(body.UID)]);
    return c.json(issueSession(context, c, String(body.UID)));
  });

  serveGraphQL(app, context, (uid, query, variables, operationName) => runAccountQuery(context, uid, query, variables, operationName));
  addContactRoute(app, context);
  addDeviceRoute(app, context);
  return app;
}
