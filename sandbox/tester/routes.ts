/**
 * What a tester needs, in the sandbox only: the mailbox, the clock, users in a given state and their experiments, action
 * codes, the plans and partner entitlements, fault and geo switches, and a reset. None of it
 * exists in a production build: the site never links here.
 */
import { Hono } from 'hono';
import type { SandboxContext as Context, VisitorExperiments } from '../context.ts';
import { billUser, seedInvoices } from '../billing/seed.ts';
import { createDeviceCode } from '../account/devices.ts';
import { NO_FLAGS } from '../account/schema.ts';
import { FAULTS, type Fault } from '../faults.ts';
import { listEmails, type Email } from '../mail.ts';
import { planSlug, plans } from '../catalog.ts';
import { readJsonObject, sameOriginJson } from '../http.ts';
import { offerOfPlan, offers } from '../offers.ts';
import { createEntitlement, createUser, createVoucher, seedIfEmpty, type NewUser, type NewVoucher } from '../seed.ts';
import { ACTION_CODE } from '../subscription/vouchers.ts';
import { invalidVisitor } from '../visitor.ts';
import { sendPersonalCode } from '../personal-codes.ts';
import { promotionById } from '../promotions.ts';
import { escapeHtml, page } from './page.ts';

/** The experiments a visitor who is not logged in can be put in (the account service's visitorExperiments). */
const VISITOR_EXPERIMENTS = ['trialExperiment', 'savod', 'optInExperiment', 'loginLink', 'registrationExperiment'];

export function testerRoutes(context: Context): Hono {
  const app = new Hono();

  app.get('/mailbox', async (c) => {
    const emails = await listEmails(context.db, c.req.query('to'));
    if (!(c.req.header('Accept') ?? '').includes('text/html')) return c.json(emails);
    return c.html(page('Mailbox', emails.length === 0 ? '<p>Nog geen e-mails verstuurd.</p>' : emails.map(emailHtml).join('\n')));
  });

  // The clock for everyone, or with a visitor for that browser alone (visitor.ts); a GET answers the caller's.
  app.get('/clock', (c) => c.json({ now: context.clock.now().toISOString() }));
  app.post('/clock', async (c) => {
    type Body = { now?: string; advanceHours?: number; visitor?: unknown };
    const body = await c.req.json<Body>().catch(() => ({}) as Body);
    const refused = invalidVisitor(body.visitor);
    if (refused) return c.json({ error: refused }, 400);
    const visitor = body.visitor as string | undefined;
    const at = body.now !== undefined ? new Date(body.now) : new Date(context.clock.now(visitor).getTime() + (body.advanceHours ?? 0) * 3600_000);
    if (Number.isNaN(at.getTime())) return c.json({ error: 'now must be an ISO 8601 date-time' }, 400);
    await context.clock.set(at, visitor);
    return c.json({ now: context.clock.now(visitor).toISOString() });
  });
  app.delete('/clock', async (c) => {
    const visitor = c.req.query('visitor') || undefined;
    await context.clock.reset(visitor);
    return c.json({ now: context.clock.now(visitor).toISOString() });
  });

  app.post('/users', async (c) => {
    const user = await c.req.json<NewUser>().catch(() => null);
    if (!user || typeof user.email !== 'string' || !user.email.includes('@')) return c.json({ error: 'email is required' }, 400);
    const invalid = invalidUser(user);
    if (invalid) return c.json({ error: invalid }, 400);
    try {
      return c.json(await createUser(context, user), 201);
    } catch (error) {
      return c.json({ error: (error as Error).message }, 409);
    }
  });

  // What a TV app asks for to be linked (/koppelen): { "deviceName"? } answers { code, expiresAt }, valid for 15 minutes.
  app.post('/devices', async (c) => {
    const body = await readJsonObject(c);
    const deviceName = typeof body.deviceName === 'string' && body.deviceName.trim() !== '' ? body.deviceName.trim() : 'Smart-tv in de woonkamer';
    return c.json(await createDeviceCode(context, deviceName), 201);
  });

  // The feature flags that do not follow the clock (spec 001 section 9.6): { "privacy_step_newsletter": true }, for every visitor or,
  // with "visitor": NAME, for that browser alone; DELETE (?visitor=) turns them off again.
  app.post('/flags', async (c) => {
    const { visitor, ...body } = await readJsonObject(c);
    const names = Object.keys(NO_FLAGS);
    const unknown = Object.keys(body).filter((name) => !names.includes(name));
    if (unknown.length > 0 || !Object.values(body).every((value) => typeof value === 'boolean')) {
      return c.json({ error: `flags are ${names.join(', ')}, each true or false${unknown.length > 0 ? `; unknown: ${unknown.join(', ')}` : ''}` }, 400);
    }
    const refused = invalidVisitor(visitor);
    if (refused) return c.json({ error: refused }, 400);
    context.flags.set(body, visitor as string | undefined);
    return c.json(context.flags.for(visitor as string | undefined));
  });
  app.delete('/flags', (c) => {
    const visitor = c.req.query('visitor') || undefined;
    context.flags.reset(visitor);
    return c.json(context.flags.for(visitor));
  });
  // The experiments of visitors who are not logged in: { "registrationExperiment": "variant" }, for everyone or, with "visitor": NAME,
  // for that browser alone; DELETE (?visitor=) takes them out again.
  app.post('/visitor-experiments', async (c) => {
    const { visitor, ...body } = await readJsonObject(c);
    const wrong = Object.entries(body).filter(([name, group]) => !VISITOR_EXPERIMENTS.includes(name) || (group !== 'variant' && group !== 'control'));
    if (wrong.length > 0) return c.json({ error: `experiments are ${VISITOR_EXPERIMENTS.join(', ')}, each "variant" or "control"` }, 400);
    const refused = invalidVisitor(visitor);
    if (refused) return c.json({ error: refused }, 400);
    context.visitorExperiments.set(body as VisitorExperiments, visitor as string | undefined);
    return c.json(context.visitorExperiments.for(visitor as string | undefined));
  });
  app.delete('/visitor-experiments', (c) => {
    const visitor = c.req.query('visitor') || undefined;
    context.visitorExperiments.reset(visitor);
    return c.json(context.visitorExperiments.for(visitor));
  });

  // A user's experiments (spec 001 section 9.6), over what they were: { "email", "experiments": { "trialExperiment": "variant" } }; null takes the user out of one.
  app.post('/experiments', async (c) => {
    const body = await c.req.json<{ email?: unknown; experiments?: Record<string, unknown> }>().catch(() => null);
    const experiments = body?.experiments && typeof body.experiments === 'object' ? body.experiments : null;
    if (typeof body?.email !== 'string' || !experiments || !Object.values(experiments).every((value) => value === 'variant' || value === 'control' || value === null)) {
      return c.json({ error: 'email and experiments ({ "name": "variant" | "control" | null }) are required' }, 400);
    }
    const { rows } = await context.db.query<{ experiments: Record<string, string> }>(
      'update users set experiments = jsonb_strip_nulls(experiments || $2::jsonb) where email = lower($1) returning experiments',
      [body.email, JSON.stringify(experiments)],
    );
    return rows[0] ? c.json(rows[0]) : c.json({ error: `no user ${body.email}` }, 404);
  });

  // A tester's user gets the invoices a demo user in the same state has: { "email", "openLatest": true leaves a subscriber's latest open }.
  app.post('/invoices', async (c) => {
    const body = await c.req.json<{ email?: unknown; openLatest?: unknown }>().catch(() => null);
    if (typeof body?.email !== 'string') return c.json({ error: 'email is required' }, 400);
    const user = (await context.db.query<{ uid: string }>('select uid from users where email = lower($1)', [body.email])).rows[0];
    if (!user) return c.json({ error: `no user ${body.email}` }, 404);
    const billed = await billUser(context, user.uid, body.openLatest === true);
    return billed ? c.body(null, 201) : c.json({ error: 'nothing to bill: the user has invoices already, no subscription or debt, or a partner bills the subscription' }, 409);
  });

  app.post('/vouchers', async (c) => {
    const body = await c.req.json<NewVoucher>().catch(() => null);
    if (!body || typeof body.code !== 'string' || !ACTION_CODE.test(body.code)) return c.json({ error: 'code is required: letters and digits only' }, 400);
    try {
      return c.json(await createVoucher(context, body), 201);
    } catch (error) {
      return c.json({ error: (error as Error).message }, 409);
    }
  });

  // A promotion's e-mail with a personal code (eligibility.personalCode), to one address: what a mailing or a lottery sends.
  app.post('/promotions/:id/codes', async (c) => {
    const promotion = promotionById(c.req.param('id'));
    if (!promotion?.eligibility.personalCode) return c.json({ error: `no promotion ${c.req.param('id')} sold with a personal code` }, 404);
    const body = await c.req.json<{ email?: unknown }>().catch(() => null);
    if (typeof body?.email !== 'string' || !body.email.includes('@')) return c.json({ error: 'email is required' }, 400);
    return c.json(await sendPersonalCode(context, promotion, body.email), 201);
  });

  // Every plan of the catalog, with the partner of its offer file, so a tester sees which slugs there are.
  app.get('/plans', (c) =>
    c.json(
      plans.map((plan) => {
        const slug = planSlug(plan.code);
        return {
          slug,
          code: plan.code,
          tier: plan.tierId,
          kind: plan.kind,
          paidThroughThirdParty: plan.paidThroughThirdParty ?? false,
          partner: offerOfPlan(slug)?.partner.id ?? null,
        };
      }),
    ),
  );

  // A partner's entitlement, as its activation link carries one: a test that claims one makes its own.
  // JSON from this origin only, as the services' state-changing calls (http.ts).
  app.post('/entitlements', sameOriginJson, async (c) => {
    const { plan } = await readJsonObject(c);
    const created = typeof plan === 'string' ? await createEntitlement(context, plan) : undefined;
    if (!created) {
      const allowed = offers.filter((offer) => offer.plan.activation === 'entitlement').map((offer) => offer.plan.slug);
      return c.json({ error: `plan must be the slug of an entitlement offer's plan: ${allowed.join(', ')}` }, 400);
    }
    return c.json(created, 201);
  });

  app.get('/faults', (c) => c.json({ faults: FAULTS, heldCalls: context.faults.heldCalls, ...context.faults.list() }));
  app.post('/faults', async (c) => {
    type Body = { operation?: string; fault?: string; times?: number; code?: number; visitor?: unknown };
    const body = await c.req.json<Body>().catch(() => ({}) as Body);
    if (!body.operation || !FAULTS.includes(body.fault as Fault)) return c.json({ error: `give an operation and a fault: ${FAULTS.join(', ')}` }, 400);
    if (body.fault === 'identity-code' && !Number.isInteger(body.code)) return c.json({ error: 'identity-code needs the provider code to answer, such as {"code": 400006}' }, 400);
    const refused = invalidVisitor(body.visitor);
    if (refused) return c.json({ error: refused }, 400);
    context.faults.set(body.operation, body.fault as Fault, body.times, body.code, body.visitor as string | undefined);
    return c.json(context.faults.list());
  });
  app.delete('/faults', (c) => {
    context.faults.clear(c.req.query('operation'), c.req.query('visitor'));
    return c.json(context.faults.list());
  });

  app.get('/geo', (c) => c.json(context.geo.list()));
  app.post('/geo', async (c) => {
    const body = await c.req.json<{ abroad?: boolean; visitor?: unknown }>().catch(() => ({}) as { abroad?: boolean; visitor?: unknown });
    const refused = invalidVisitor(body.visitor);
    if (refused) return c.json({ error: refused }, 400);
    context.geo.set({ abroad: body.abroad === true }, body.visitor as string | undefined);
    return c.json(context.geo.list());
  });

  app.post('/reset', async (c) => {
    await context.db.exec('truncate users, emails, email_tokens, revoked_tokens, personal_codes cascade');
    await context.clock.resetAll();
    context.faults.clearAll();
    context.limiter.reset();
    context.clientLimiter.reset();
    context.geo.resetAll();
    context.flags.resetAll();
    context.visitorExperiments.resetAll();
    await seedIfEmpty(context);
    await seedInvoices(context);
    return c.body(null, 204);
  });
  return app;
}

/** The values the database takes (spec 001 section 3.9), said before a row is written, so a tester reads what to send instead of a constraint's name. */
const ALLOWED = {
  status: ['incomplete', 'unverified', 'verified'],
  isInDebt: ['NO_DEBT', 'BAD_DEBT_ON_THIS_ACCOUNT', 'BAD_DEBT_ON_OTHER_ACCOUNT'],
  reseller: ['NPL', 'RTLXL', 'KPN', 'ZIGGO', 'TMNL', 'APPLE', 'GOOGLE', 'SAMSUNG', 'DELTA', 'TMOBILE_GOGOGODEALS', 'RTL'],
  trustedParty: ['tmobile', 'rtl', 'kpn', 'ziggo', 'delta'],
  termType: ['EVERGREEN', 'TERMED'],
  subscriptionStatus: ['active', 'suspended', 'cancelled'],
  nextStatus: ['cancelled', 'suspended'],
};

function invalidUser(user: NewUser): string | undefined {
  const outside = (name: string, value: unknown, allowed: readonly string[]) =>
    value !== undefined && value !== null && !allowed.includes(value as string) ? `${name} ${JSON.stringify(value)} is not one of ${allowed.join(', ')}` : undefined;
  const subscription = user.subscription;
  return (
    outside('status', user.status, ALLOWED.status) ??
    outside('isInDebt', user.isInDebt, ALLOWED.isInDebt) ??
    (subscription && typeof subscription.plan !== 'string' ? 'subscription.plan is required: a plan slug such as "plus"' : undefined) ??
    (subscription && !plans.some((plan) => plan.code === subscription.plan || planSlug(plan.code) === subscription.plan)
      ? `subscription.plan "${subscription.plan}" is no plan of the catalog (GET /sandbox/plans lists them)`
      : undefined) ??
    outside('subscription.reseller', subscription?.reseller, ALLOWED.reseller) ??
    outside('subscription.trustedParty', subscription?.trustedParty, ALLOWED.trustedParty) ??
    outside('subscription.termType', subscription?.termType, ALLOWED.termType) ??
    outside('subscription.status', subscription?.status, ALLOWED.subscriptionStatus) ??
    outside('subscription.nextStatus', subscription?.nextStatus, ALLOWED.nextStatus) ??
    (user.renewedWith !== undefined && subscription?.termType !== 'TERMED' ? 'renewedWith needs a fixed-term subscription: subscription.termType "TERMED"' : undefined) ??
    (user.renewedWith !== undefined && !plans.some((plan) => plan.code === user.renewedWith || planSlug(plan.code) === user.renewedWith)
      ? `renewedWith "${user.renewedWith}" is no plan of the catalog (GET /sandbox/plans lists them)`
      : undefined)
  );
}

function emailHtml(email: Email): string {
  const links = email.links.map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></li>`).join('');
  return `<article>
  <h2>${escapeHtml(email.subject)}</h2>
  <p class="meta">Aan ${escapeHtml(email.recipient)}, ${new Date(email.sent_at).toISOString()}</p>
  <p>${escapeHtml(email.body)}</p>
  <ul>${links}</ul>
</article>`;
}
