/** The v1 REST API under /api/v1 (spec 000 section 7). */
import { Hono, type Context as HonoContext } from 'hono';
import { revokeSession, sessionUid } from '../account/session.ts';
import type { SandboxContext } from '../context.ts';
import { faultable } from '../faults.ts';
import { readJsonObject } from '../http.ts';
import { isSignedUid } from '../identity/login.ts';
import { startTransaction } from '../payment/transactions.ts';
import { product } from '../product.ts';
import { availablePlans, purchasablePlans, ratePlan } from './plans.ts';

export function v1Routes(context: SandboxContext): Hono {
  const app = new Hono();

  app.get('/healthcheck', faultable(context.faults, 'GET /api/v1/healthcheck'), (c) => c.json({ status: 'ok', time: context.clock.now().toISOString() }));

  // After a login whose user id is longer than 32 characters: the back end takes the signed UID over.
  app.put('/auth/smartvod/uid', faultable(context.faults, 'PUT /api/v1/auth/smartvod/uid'), async (c) => {
    const body = await readJsonObject(c);
    if (!isSignedUid(context, body.UID, body.UIDSignature, body.signatureTimestamp)) return c.json({ message: 'invalid uid' }, 401);
    return c.body(null, 204);
  });

  // Logout step 3: the session token is revoked; the call carries it in the product's header, no cookie.
  app.post('/logoff/:token', faultable(context.faults, 'POST /api/v1/logoff'), async (c) => {
    const token = c.req.param('token');
    if (c.req.header(product.customerAuthTokenHeader) !== token) return c.json({ message: `the ${product.customerAuthTokenHeader} header must carry the token` }, 401);
    return (await revokeSession(context, token)) ? c.body(null, 204) : c.json({ message: 'unknown or expired session' }, 401);
  });
  app.get('/payment/variants', faultable(context.faults, 'GET /api/v1/payment/variants'), async (c) => {
    const plan = await ratePlan(context, c.req.query('variant') ?? '');
    return plan ? c.json(plan) : c.json({ message: 'PLAN_NOT_FOUND' }, 404);
  });

  app.get('/payment/variants/rateplans', faultable(context.faults, 'GET /api/v1/payment/variants/rateplans'), async (c) => c.json(await purchasablePlans(context)));

  // The calls below are the logged-in user's own: without a session 401, for another account 403.
  const own = async (c: HonoContext, account?: string): Promise<string | Response> => {
    const uid = await sessionUid(context, c);
    if (!uid) return c.json({ message: 'UNAUTHENTICATED' }, 401);
    if (account !== undefined && account !== uid) return c.json({ message: 'FORBIDDEN' }, 403);
    return uid;
  };

  // The spec does not show this payload; the sandbox takes what the payment service's startPurchase takes.
  app.post('/payment/makePayment', faultable(context.faults, 'POST /api/v1/payment/makePayment'), async (c) => {
    const uid = await own(c);
    if (typeof uid !== 'string') return uid;
    const body = await readJsonObject(c);
    const started = await startTransaction(context, {
      uid,
      kind: 'purchase',
      planCode: String(body.planCode ?? ''),
      method: String(body.paymentMethod ?? ''),
      idempotencyKey: String(body.idempotencyKey ?? ''),
      returnUrl: String(body.returnUrl ?? ''),
    });
    return 'reason' in started ? c.json({ message: started.reason }, 409) : c.json(started);
  });

  app.get('/zuora/available_svods', faultable(context.faults, 'GET /api/v1/zuora/available_svods'), async (c) => {
    const uid = await own(c, c.req.query('accountNumber') ?? '');
    return typeof uid === 'string' ? c.json(await availablePlans(context, uid)) : uid;
  });

  app.get('/accounts/subscriptions/:rtlId', faultable(context.faults, 'GET /api/v1/accounts/subscriptions'), async (c) => {
    const uid = await own(c, c.req.param('rtlId'));
    if (typeof uid !== 'string') return uid;
    const { rows } = await context.db.query(
      `select subscription_number as "subscriptionNumber", plan_code as "planCode", status, next_status as "nextStatus", to_char(start_date, 'YYYY-MM-DD') as "startDate",
         to_char(end_date, 'YYYY-MM-DD') as "endDate", reseller from subscriptions where uid = $1 order by start_date desc`,
      [uid],
    );
    return c.json(rows);
  });
  return app;
}
