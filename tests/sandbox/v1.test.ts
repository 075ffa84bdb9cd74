/** The v1 API's plan and account calls over HTTP (spec 000 section 7). */
import { describe, expect, it } from 'vitest';
import { sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile();
const get = (path: string, cookie?: string) => fetch(`${sandbox.url}/api/v1${path}`, { headers: cookie ? { Cookie: cookie } : {} });

describe('plans', () => {
  it('GET /payment/variants?variant= answers a plan, or 404', async () => {
    expect(await (await get('/payment/variants?variant=videoland-plus-2-weken')).json()).toEqual({
      planCode: 'videoland-plus-2-weken',
      tierId: 'standard',
      kind: 'promo',
      price: 1099,
      trialDays: 14,
      discountedPrice: null,
      discountedMonths: null,
      paidThroughThirdParty: false,
    });
    const missing = await get('/payment/variants?variant=bestaat-niet');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'PLAN_NOT_FOUND' });
  });

  it('GET /payment/variants/rateplans lists what can be bought, Black Friday only while it runs', async () => {
    const codes = async () => ((await (await get('/payment/variants/rateplans')).json()) as { planCode: string }[]).map((plan) => plan.planCode);
    expect(await codes()).toEqual(expect.arrayContaining(['videoland-basis', 'videoland-plus-2-weken', 'PremiumNoPromo']));
    expect(await codes()).not.toContain('videoland-plus-black-friday');
    expect(await codes()).not.toContain('videoland-ah-12-maanden');
    await sandbox.post('/sandbox/clock', { now: '2025-11-26T12:00:00Z' });
    expect(await codes()).toContain('videoland-plus-black-friday');
    await fetch(`${sandbox.url}/sandbox/clock`, { method: 'DELETE' });
  });
});

describe("the account's own calls", () => {
  it('GET /zuora/available_svods offers a lapsed subscriber no trial (one time only), a new user all', async () => {
    const lapsed = await sandbox.logIn('oud-abonnee@example.nl');
    const plans = (await (await get(`/zuora/available_svods?accountNumber=${lapsed.login.UID}`, lapsed.cookie)).json()) as { trialDays: number }[];
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((plan) => plan.trialDays === 0)).toBe(true);
    const fresh = await sandbox.logIn('geverifieerd@example.nl');
    const all = (await (await get(`/zuora/available_svods?accountNumber=${fresh.login.UID}`, fresh.cookie)).json()) as { trialDays: number }[];
    expect(all.some((plan) => plan.trialDays === 14)).toBe(true);
    expect((await get(`/zuora/available_svods?accountNumber=${lapsed.login.UID}`, fresh.cookie)).status).toBe(403);
    expect((await get(`/zuora/available_svods?accountNumber=${lapsed.login.UID}`)).status).toBe(401);
  });

  it("GET /accounts/subscriptions/{rtlId} lists the user's subscriptions", async () => {
    const { cookie, login } = await sandbox.logIn('opgezegd@example.nl');
    expect(await (await get(`/accounts/subscriptions/${login.UID}`, cookie)).json()).toEqual([
      {
        subscriptionNumber: expect.stringMatching(/^A-S\d{8}$/),
        planCode: 'videoland-plus',
        status: 'active',
        nextStatus: 'cancelled',
        startDate: expect.any(String),
        endDate: null,
        reseller: null,
      },
    ]);
    expect((await get('/accounts/subscriptions/someone-else', cookie)).status).toBe(403);
  });

  it('POST /payment/makePayment starts a purchase, or answers why not', async () => {
    const email = `maak-${Date.now()}@example.nl`;
    await sandbox.post('/sandbox/users', { email, password: 'Welkom123' });
    const { cookie } = await sandbox.logIn(email);
    const body = { planCode: 'videoland-basis', paymentMethod: 'PAYPAL', idempotencyKey: 'een', returnUrl: '/activeer/abonnement/basis/status/paypal' };
    const started = await sandbox.post('/api/v1/payment/makePayment', body, { Cookie: cookie });
    expect(await started.json()).toMatchObject({ transactionId: expect.any(String), paymentUrl: expect.stringMatching(/^\/sandbox\/psp\//), status: 'INITIALIZED' });
    const refused = await sandbox.post('/api/v1/payment/makePayment', { ...body, planCode: 'bestaat-niet', idempotencyKey: 'twee' }, { Cookie: cookie });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: 'PLAN_NOT_FOUND' });
  });
});
