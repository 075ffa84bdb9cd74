/**
 * The newsletter service under /newsletter (spec 000 section 7, spec 001 section 7): the logged-in
 * user's subscription to the product's newsletter, the only newsletter there is.
 */
import { Hono, type Context } from 'hono';
import { sessionUid } from '../account/session.ts';
import type { SandboxContext } from '../context.ts';
import { faultable } from '../faults.ts';
import { readJsonObject } from '../http.ts';
import { product } from '../product.ts';

/** Where the path names the newsletter, fault switches use the product's, as the site calls it. */
const NEWSLETTER_PATH = `/newsletter/v3/subscriptions/${product.newsletterId}`;
const SOURCE_MAX_LENGTH = 100;

export function newsletterRoutes(context: SandboxContext): Hono {
  const app = new Hono();
  const uidOf = (c: Context) => sessionUid(context, c);
  /** The logged-in user, for a path that names the product's newsletter; else the refusal. */
  const subscriberOf = async (c: Context): Promise<string | Response> => {
    const uid = await uidOf(c);
    if (!uid) return c.json({ message: 'UNAUTHORIZED_USER' }, 401);
    return c.req.param('newsletterId') === product.newsletterId ? uid : c.json({ message: 'UNKNOWN_NEWSLETTER' }, 404);
  };

  // One client subscribes with POST (spec 000), the other with PUT (spec 001): the same operation.
  app.on(
    ['POST', 'PUT'],
    '/v3/subscriptions',
    faultable(context.faults, (c) => `${c.req.method} /newsletter/v3/subscriptions`),
    async (c) => {
      const uid = await uidOf(c);
      if (!uid) return c.json({ message: 'UNAUTHORIZED_USER' }, 401);
      const body = await readJsonObject(c);
      if (body.newsletter !== product.newsletterId) return c.json({ message: 'UNKNOWN_NEWSLETTER' }, 400);
      const source = typeof body.source === 'string' ? body.source.trim() : '';
      if (!source || source.length > SOURCE_MAX_LENGTH) return c.json({ message: 'INVALID_SOURCE' }, 400);
      // Subscribing again while subscribed changes nothing: the first consent's date and source stay on record.
      await context.db.query(
        `insert into newsletter_subscriptions (uid, newsletter_id, source, subscribed_at) values ($1, $2, $3, $4)
       on conflict (uid, newsletter_id) do update set source = excluded.source, subscribed_at = excluded.subscribed_at, unsubscribed_at = null
       where newsletter_subscriptions.unsubscribed_at is not null`,
        [uid, product.newsletterId, source, context.clock.now()],
      );
      return c.json({ subscribed: true });
    },
  );

  app.get('/v3/subscriptions/:newsletterId/status', faultable(context.faults, `GET ${NEWSLETTER_PATH}/status`), async (c) => {
    const uid = await subscriberOf(c);
    if (uid instanceof Response) return uid;
    const { rows } = await context.db.query('select 1 from newsletter_subscriptions where uid = $1 and newsletter_id = $2 and unsubscribed_at is null', [
      uid,
      product.newsletterId,
    ]);
    return c.json({ subscribed: rows.length > 0 }, 200, { 'Cache-Control': 'no-store' });
  });

  // Unsubscribing when not subscribed is no error: either way the user is not subscribed afterwards.
  app.delete('/v3/subscriptions/:newsletterId', faultable(context.faults, `DELETE ${NEWSLETTER_PATH}`), async (c) => {
    const uid = await subscriberOf(c);
    if (uid instanceof Response) return uid;
    await context.db.query('update newsletter_subscriptions set unsubscribed_at = $3 where uid = $1 and newsletter_id = $2 and unsubscribed_at is null', [
      uid,
      product.newsletterId,
      context.clock.now(),
    ]);
    return c.body(null, 204);
  });
  return app;
}
