/**
 * The fault battery (issue 17): every service operation a flow calls over REST or GraphQL, against
 * a real sandbox, with each of the sandbox's faults on the call it makes. Without a fault the
 * operation answers one of its own outcomes; with one it ends, as the engine routes it
 * (engine/runtime/perform.ts), as "timeout" (a call that does not answer in time) or "error"
 * (everything else), never as success or a business outcome: the engine routes both to the page the
 * flow names for them (a flow's call must route "error", rule missing-error-outcome; "timeout" falls
 * back to it). An operation that names what it fails as (payment.status: unknown, a state the page
 * checks again) ends as that, for every fault. What each fault
 * leads to on the site is docs/reliability.md. The identity provider's methods run in its script in
 * the browser: their faults are the Playwright specs *-faults.spec.ts and *-faults.serial.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceOperation } from 'journey-engine';
import { callOperation } from 'journey-engine/runtime';
import { forgetCachedReads } from '../../services/cache.ts';
import { setServiceOrigin } from '../../services/endpoints.ts';
import { serviceOperations } from '../../services/operations/registry.ts';
import { setCallDeadline } from '../../services/timeout.ts';
import { startSandbox, type RunningSandbox } from '../sandbox/support.ts';

/** The faults of sandbox/faults.ts that a back end can suffer (identity-code is the provider's own). */
const FAULTS = ['http-500', 'http-503', 'http-429', 'timeout', 'drop', 'malformed-json'] as const;

/** Each operation a flow calls over REST or GraphQL: its input, and the sandbox's name of the call it makes. */
const OPERATIONS: { name: string; call: string; input?: Record<string, unknown> }[] = [
  { name: 'account.geoCheck', call: 'IsOnboardingGeoBlocked' },
  { name: 'account.featureFlags', call: 'FeatureFlags' },
  { name: 'account.visitorExperiments', call: 'VisitorExperiments' },
  {
    name: 'account.contact',
    call: 'POST /account/api/v3/contact',
    input: { name: 'Lotte Visser', email: 'lotte@example.nl', subject: 'account', reason: 'problem', device: 'browser', description: 'Ik kan niet inloggen op mijn laptop.' },
  },
  { name: 'subscription.fetchTiers', call: 'FetchTiers' },
  { name: 'subscription.plan', call: 'plan', input: { slug: 'plus' } },
  { name: 'subscription.switchTier', call: 'switchTier', input: { tierId: 'premium' } },
  { name: 'subscription.cancel', call: 'cancelSubscription' },
  { name: 'subscription.revokeCancellation', call: 'revokeCancellation' },
  { name: 'subscription.cancelFutureSubscription', call: 'cancelFutureSubscription' },
  { name: 'subscription.fixBedrock', call: 'fixBedrockSubscription' },
  { name: 'subscription.claimEntitlement', call: 'claimEntitlement', input: { entitlementId: 'ONBEKEND-1', planSlug: 'ah-12-maanden' } },
  { name: 'voucher.check', call: 'GET /subscription/v2/voucher/check', input: { actionCode: 'PLUS3MAANDEN' } },
  { name: 'password.sendResetEmail', call: 'POST /oidc/send-email', input: { email: 'plus@example.nl', returnUrl: '/wachtwoord-vergeten/nieuw-wachtwoord' } },
  { name: 'password.verifyLink', call: 'POST /oidc/verify-token', input: { userId: 'onbekend', token: 'onbekend' } },
  { name: 'password.change', call: 'POST /oidc/change-password', input: { userId: 'onbekend', token: 'onbekend', password: 'Welkom12345' } },
  { name: 'payment.startPurchase', call: 'startPurchase', input: { planCode: 'videoland-premium', method: 'ideal', returnUrl: '/activeer/abonnement/premium/status/ideal' } },
  { name: 'payment.changeDetails', call: 'changePaymentDetails', input: { method: 'ideal', returnUrl: '/mijn-abonnement/betaalgegevens-wijzigen/status' } },
  { name: 'payment.status', call: 'paymentStatus', input: { transactionId: 'onbekend' } },
  { name: 'payment.purchaseInProgress', call: 'PurchaseInProgress' },
  { name: 'billing.invoices', call: 'Invoices' },
  { name: 'billing.invoice', call: 'Invoice', input: { invoiceNumber: 'onbekend' } },
  { name: 'billing.pay', call: 'payAllInvoices', input: { method: 'ideal' } },
  { name: 'account.pairDevice', call: 'POST /account/api/v3/devices/pair', input: { code: 'AAAA-BBBB' } },
  { name: 'newsletter.status', call: 'GET /newsletter/v3/subscriptions/videoland_newsletter/status' },
  { name: 'newsletter.subscribe', call: 'POST /newsletter/v3/subscriptions', input: { source: 'my-subscription' } },
  { name: 'newsletter.unsubscribe', call: 'DELETE /newsletter/v3/subscriptions/videoland_newsletter' },
];

let sandbox: RunningSandbox;
/** The deadlines of the calls made so far that have not passed. */
const waiting: AbortController[] = [];
const nativeFetch = globalThis.fetch;
const storage = new Map<string, string>();

beforeAll(async () => {
  // A "timeout" holds a call until its caller gives up: the test passes the call's deadline by hand
  // once the sandbox holds it, and no other call's deadline ever passes, so no verdict depends on
  // how fast this machine answers.
  sandbox = await startSandbox({ faultTimeoutMs: 120_000 });
  setServiceOrigin(sandbox.url);
  setCallDeadline(() => {
    const deadline = new AbortController();
    waiting.push(deadline);
    return deadline.signal;
  });
  // A subscription the previous platform left without its tier, so that fixBedrock has one to repair.
  const email = `storingen-${Date.now()}@example.nl`;
  await sandbox.post('/sandbox/users', { email, password: 'Welkom123', firstName: 'Sam', lastName: 'Storing', subscription: { plan: 'plus', tierUnknown: true } });
  const { cookie } = await sandbox.logIn(email);
  // As the browser does: the session cookie with every call of the site, and a local storage.
  globalThis.fetch = (input, init) => nativeFetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), Cookie: cookie } });
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
});

afterAll(() => {
  setCallDeadline(undefined);
  globalThis.fetch = nativeFetch;
  return sandbox.close();
});

/** The outcome the engine routes: the call as the runtime makes it, with the session it would load again. */
async function routed(operation: ServiceOperation, input: Record<string, unknown>): Promise<string> {
  forgetCachedReads();
  const ports = { services: new Map([[operation.name, async () => operation]]), session: { reload: async () => ({}) }, report: () => undefined };
  return (await callOperation(operation.name, input, ports)).result.outcome;
}

/** How many calls the sandbox's "timeout" faults have held so far. */
const heldCalls = async (): Promise<number> => ((await (await nativeFetch(`${sandbox.url}/sandbox/faults`)).json()) as { heldCalls: number }).heldCalls;

/**
 * The call under a "timeout" fault: each time the sandbox holds one of its calls (a query is tried
 * once more after a timeout), that call's deadline passes, as a visitor's would while the server
 * keeps it waiting.
 */
async function routedWhileHeld(name: string, input: Record<string, unknown>): Promise<string> {
  let seen = await heldCalls();
  let settled = false;
  const outcome = routed(operation(name), input).finally(() => {
    settled = true;
  });
  while (!settled) {
    const held = await heldCalls();
    if (held > seen) {
      seen = held;
      for (const deadline of waiting.splice(0)) deadline.abort(new DOMException('the call was held', 'TimeoutError'));
    } else await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return outcome;
}

const operation = (name: string): ServiceOperation => {
  const found = serviceOperations.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no operation ${name}`);
  return found;
};

describe.each(OPERATIONS)('$name', ({ name, call, input = {} }) => {
  it('answers one of its own outcomes without a fault', async () => {
    const outcome = await routed(operation(name), input);
    expect(operation(name).outcomes).toContain(outcome);
    expect(outcome).not.toBe('error');
  });

  it.each(FAULTS)(`with %s on ${call} ends as error, or timeout for a call that does not answer`, async (fault) => {
    await sandbox.post('/sandbox/faults', { operation: call, fault });
    try {
      const outcome = fault === 'timeout' ? await routedWhileHeld(name, input) : await routed(operation(name), input);
      expect(outcome).toBe(operation(name).failsAs ?? (fault === 'timeout' ? 'timeout' : 'error'));
    } finally {
      await nativeFetch(`${sandbox.url}/sandbox/faults`, { method: 'DELETE' });
    }
  });
});

it("covers every operation the flows may call but the identity provider's", () => {
  const identity = serviceOperations.filter((candidate) => candidate.name.startsWith('identity.')).map((candidate) => candidate.name);
  expect(new Set([...OPERATIONS.map((row) => row.name), ...identity])).toEqual(new Set(serviceOperations.map((candidate) => candidate.name)));
});
