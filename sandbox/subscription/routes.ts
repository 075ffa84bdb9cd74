/** The subscription service under /subscription: GraphQL, undo cancellation, and the voucher checks. */
import { Hono, type Context as HonoContext } from 'hono';
import { sessionUid } from '../account/session.ts';
import type { SandboxContext } from '../context.ts';
import { faultable } from '../faults.ts';
import { serveGraphQL } from '../http.ts';
import { runSubscriptionQuery } from './schema.ts';
import { currentSubscription, revokeCancellation } from './store.ts';
import { checkVoucher } from './vouchers.ts';

const VOUCHER_STATUS: Record<string, number> = { VOUCHER_ACCEPTED: 200, VOUCHER_INVALID: 400, VOUCHER_ALREADY_USED: 409, VOUCHER_EXPIRED: 410, INVALID_SUBSCRIPTION_TYPE: 422 };

export function subscriptionRoutes(context: SandboxContext): Hono {
  const app = new Hono();
  const uidOf = (c: HonoContext) => sessionUid(context, c);

  serveGraphQL(app, context, (uid, query, variables, operationName) => runSubscriptionQuery(context, uid, query, variables, operationName));

  // Undo a cancellation (spec 000 section 7 leaves the method open; DELETE removes the pending cancellation).
  app.delete('/v1/subscriptions/:subscriptionNumber/cancellation', faultable(context.faults, 'DELETE /subscription/v1/subscriptions/cancellation'), async (c) => {
    const uid = await uidOf(c);
    if (!uid) return c.json({ message: 'UNAUTHENTICATED' }, 401);
    const subscription = await currentSubscription(context, uid);
    if (subscription?.subscription_number !== c.req.param('subscriptionNumber')) return c.json({ message: 'SUBSCRIPTION_NOT_FOUND' }, 404);
    const result = await revokeCancellation(context, uid);
    return 'ok' in result ? c.body(null, 204) : c.json({ message: result.reason }, 409);
  });

  for (const version of ['v1', 'v2'] as const) {
    app.get(`/${version}/voucher/check/:actionCode`, faultable(context.faults, `GET /subscription/${version}/voucher/check`), async (c) => {
      const uid = await uidOf(c);
      // Guessing codes is limited per visitor (session, else address): TOO_MANY_REQUESTS.
      const visitor = uid ?? c.req.header('X-Forwarded-For') ?? 'anonymous';
      if (!context.limiter.allow(`voucher:${visitor}`, context.clock.now())) return c.json({ message: 'TOO_MANY_REQUESTS' }, 429);
      const result = await checkVoucher(context, c.req.param('actionCode'), uid, version === 'v2');
      const status = VOUCHER_STATUS[result.status] ?? 400;
      return status === 200 ? c.json(result) : c.json({ message: result.status }, status as 400);
    });
  }
  return app;
}
