/** The session (login hash, vlId), the account service's GraphQL, logoff, CSRF and the fault switches, over HTTP. */
import { describe, expect, it } from 'vitest';
import { sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile();

const logIn = (email: string) => sandbox.logIn(email);
const graphql = (query: string, cookie?: string) => sandbox.graphql('/account/graphql', query, cookie);

const ME = 'query UserAccountPropsAuthenticated { me { isPromo isInDebt hash featureFlags { isBlackFriday priceIncrease } user { id email firstName lastName } } }';

describe('POST /account/api/v3/login/hash', () => {
  it('turns the signed UID into the vlId session cookie the site can read: SameSite, not HttpOnly, not Secure over http', async () => {
    const login = await sandbox.idp('accounts.login', { loginID: 'promo@example.nl', password: 'Welkom123' });
    const response = await sandbox.post('/account/api/v3/login/hash', { UID: login.UID, UIDSignature: login.UIDSignature, signatureTimestamp: login.signatureTimestamp });
    const body = await response.json();
    expect(body).toEqual({ vlHash: expect.any(String), expires: expect.any(String) });
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith('vlId='));
    expect(cookie).not.toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const claims = JSON.parse(Buffer.from(body.vlHash.split('.')[0], 'base64url').toString());
    expect(claims).toMatchObject({ iss: 'https://sandbox.videoland.local', sub: login.UID });
  });

  it.each([
    ['a forged signature', (login: Record<string, unknown>) => ({ ...login, UIDSignature: 'x'.repeat(43) })],
    ["another user's UID", (login: Record<string, unknown>) => ({ ...login, UID: '0'.repeat(32) })],
  ])('refuses %s with "invalid uid"', async (_name, forge) => {
    const login = await sandbox.idp('accounts.login', { loginID: 'promo@example.nl', password: 'Welkom123' });
    const { UID, UIDSignature, signatureTimestamp } = forge(login) as Record<string, string>;
    const response = await sandbox.post('/account/api/v3/login/hash', { UID, UIDSignature, signatureTimestamp });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'invalid uid' });
  });

  it('refuses a signature older than five minutes', async () => {
    const login = await sandbox.idp('accounts.login', { loginID: 'promo@example.nl', password: 'Welkom123' });
    await sandbox.post('/sandbox/clock', { advanceHours: 0.1 });
    const response = await sandbox.post('/account/api/v3/login/hash', { UID: login.UID, UIDSignature: login.UIDSignature, signatureTimestamp: login.signatureTimestamp });
    await fetch(`${sandbox.url}/sandbox/clock`, { method: 'DELETE' });
    expect(response.status).toBe(401);
  });

  it('refuses a cross-site call and a form post (CSRF)', async () => {
    expect((await sandbox.post('/account/api/v3/login/hash', {}, { Origin: 'https://evil.example' })).status).toBe(403);
    const form = await fetch(`${sandbox.url}/account/api/v3/login/hash`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'UID=x' });
    expect(form.status).toBe(415);
  });
});

describe("the account service's GraphQL", () => {
  it('answers UserAccountPropsAuthenticated for the logged-in user only', async () => {
    expect(await graphql(ME)).toMatchObject({ errors: [{ message: expect.stringContaining('UNAUTHENTICATED') }] });
    const { cookie } = await logIn('promo@example.nl');
    expect(await graphql(ME, cookie)).toMatchObject({
      data: { me: { isPromo: true, isInDebt: 'NO_DEBT', hash: expect.any(String), user: { email: 'promo@example.nl', firstName: 'Pim', lastName: 'Jansen' } } },
    });
  });

  it.each([
    ['schuld@example.nl', 'BAD_DEBT_ON_THIS_ACCOUNT'],
    ['schuld-elders@example.nl', 'BAD_DEBT_ON_OTHER_ACCOUNT'],
    ['geverifieerd@example.nl', 'NO_DEBT'],
  ])('answers UserIsInDebt for %s: %s', async (email, debt) => {
    const { cookie } = await logIn(email);
    expect(await graphql('query UserIsInDebt { me { isInDebt } }', cookie)).toEqual({ data: { me: { isInDebt: debt } } });
  });

  it('answers GetUserInfo', async () => {
    const { cookie, login } = await logIn('geverifieerd@example.nl');
    expect(await graphql('query GetUserInfo { me { user { id email firstName lastName } } }', cookie)).toEqual({
      data: { me: { user: { id: login.UID, email: 'geverifieerd@example.nl', firstName: 'Vera', lastName: 'de Vries' } } },
    });
  });

  it('follows the geo switch in IsOnboardingGeoBlocked', async () => {
    expect(await graphql('query IsOnboardingGeoBlocked { isOnboardingGeoBlocked }')).toEqual({ data: { isOnboardingGeoBlocked: false } });
    await sandbox.post('/sandbox/geo', { abroad: true });
    expect(await graphql('query IsOnboardingGeoBlocked { isOnboardingGeoBlocked }')).toEqual({ data: { isOnboardingGeoBlocked: true } });
    await sandbox.post('/sandbox/geo', { abroad: false });
  });

  it("sends one visitor abroad alone, by the browser's cookie sandbox-visitor", async () => {
    const geoBlocked = 'query IsOnboardingGeoBlocked { isOnboardingGeoBlocked }';
    await sandbox.post('/sandbox/geo', { abroad: true, visitor: 'reiziger' });
    expect(await graphql(geoBlocked, 'sandbox-visitor=reiziger')).toEqual({ data: { isOnboardingGeoBlocked: true } });
    expect(await graphql(geoBlocked, 'sandbox-visitor=thuisblijver')).toEqual({ data: { isOnboardingGeoBlocked: false } });
    expect(await graphql(geoBlocked)).toEqual({ data: { isOnboardingGeoBlocked: false } });
    await sandbox.post('/sandbox/geo', { abroad: false, visitor: 'reiziger' });
    expect(await graphql(geoBlocked, 'sandbox-visitor=reiziger')).toEqual({ data: { isOnboardingGeoBlocked: false } });
    expect((await sandbox.post('/sandbox/geo', { abroad: true, visitor: '' })).status).toBe(400);
  });

  it.each([
    // The price change of 26 August 2022 is announced from a month before until a month after, in Amsterdam days.
    ['2022-07-25T21:59:00Z', { isBlackFriday: false, priceIncrease: false }],
    ['2022-07-25T22:00:00Z', { isBlackFriday: false, priceIncrease: true }],
    ['2022-08-26T12:00:00Z', { isBlackFriday: false, priceIncrease: true }],
    ['2022-09-25T21:59:00Z', { isBlackFriday: false, priceIncrease: true }],
    ['2022-09-25T22:00:00Z', { isBlackFriday: false, priceIncrease: false }],
    ['2025-08-26T12:00:00Z', { isBlackFriday: false, priceIncrease: false }],
    ['2025-11-25T12:00:00Z', { isBlackFriday: true, priceIncrease: false }],
    ['2025-12-02T12:00:00Z', { isBlackFriday: false, priceIncrease: false }],
  ])('derives FeatureFlags from the clock: %s', async (now, flags) => {
    await sandbox.post('/sandbox/clock', { now });
    expect(await graphql('query FeatureFlags { featureFlags { isBlackFriday priceIncrease } }')).toEqual({ data: { featureFlags: flags } });
    await fetch(`${sandbox.url}/sandbox/clock`, { method: 'DELETE' });
  });
});

describe('POST /api/v1/logoff/{token}', () => {
  it("ends the session named in the product's header; the cookie no longer logs in", async () => {
    const { cookie, vlHash } = await logIn('geverifieerd@example.nl');
    expect((await sandbox.post(`/api/v1/logoff/${vlHash}`, {})).status).toBe(401);
    expect((await sandbox.post(`/api/v1/logoff/${vlHash}`, {}, { 'videoland-customer-auth-token': vlHash })).status).toBe(204);
    expect(await graphql(ME, cookie)).toMatchObject({ errors: [{ message: expect.stringContaining('UNAUTHENTICATED') }] });
  });
});

describe('the v1 API', () => {
  it('answers the healthcheck', async () => {
    expect(await (await fetch(`${sandbox.url}/api/v1/healthcheck`)).json()).toMatchObject({ status: 'ok' });
  });

  it('takes a signed UID over (PUT /auth/smartvod/uid) and refuses an unsigned one', async () => {
    const login = await sandbox.idp('accounts.login', { loginID: 'geverifieerd@example.nl', password: 'Welkom123' });
    const put = (body: unknown) => fetch(`${sandbox.url}/api/v1/auth/smartvod/uid`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await put({ UID: login.UID, UIDSignature: login.UIDSignature, signatureTimestamp: login.signatureTimestamp })).status).toBe(204);
    expect((await put({ UID: login.UID, UIDSignature: 'nope', signatureTimestamp: login.signatureTimestamp })).status).toBe(401);
  });
});

describe('fault switches', () => {
  const healthcheck = () => fetch(`${sandbox.url}/api/v1/healthcheck`);

  it.each([
    ['http-500', 500],
    ['http-503', 503],
    ['http-429', 429],
  ])('%s answers %i for the given number of calls, then the operation works again', async (fault, status) => {
    await sandbox.post('/sandbox/faults', { operation: 'GET /api/v1/healthcheck', fault, times: 2 });
    expect((await healthcheck()).status).toBe(status);
    expect((await healthcheck()).status).toBe(status);
    expect((await healthcheck()).status).toBe(200);
  });

  it('malformed-json answers a body that does not parse', async () => {
    await sandbox.post('/sandbox/faults', { operation: 'GET /api/v1/healthcheck', fault: 'malformed-json', times: 1 });
    await expect((await healthcheck()).json()).rejects.toThrow(SyntaxError);
  });

  it('drop closes the connection without an answer', async () => {
    await sandbox.post('/sandbox/faults', { operation: 'GET /api/v1/healthcheck', fault: 'drop', times: 1 });
    await expect(healthcheck()).rejects.toThrow();
  });

  it('timeout keeps the caller waiting longer than it waits', async () => {
    await sandbox.post('/sandbox/faults', { operation: 'UserIsInDebt', fault: 'timeout', times: 1 });
    const call = sandbox.post('/account/graphql', { query: 'query UserIsInDebt { me { isInDebt } }' }).then(() => 'answered');
    const waited = await Promise.race([call, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 150))]);
    expect(waited).toBe('still waiting');
    await call;
  });

  it('switches identity provider methods and GraphQL operations by name, until cleared', async () => {
    await sandbox.post('/sandbox/faults', { operation: 'accounts.login', fault: 'http-503' });
    for (let call = 0; call < 3; call += 1) expect((await sandbox.post('/idp/api/accounts.login', {}, { 'X-Requested-With': 'identity-sdk' })).status).toBe(503);
    await fetch(`${sandbox.url}/sandbox/faults?operation=accounts.login`, { method: 'DELETE' });
    expect((await sandbox.post('/idp/api/accounts.login', {}, { 'X-Requested-With': 'identity-sdk' })).status).toBe(200);
  });

  it("a visitor's switch fails that visitor's calls only, before everyone's, until that visitor's are cleared", async () => {
    const asVisitor = (visitor: string) => fetch(`${sandbox.url}/api/v1/healthcheck`, { headers: { Cookie: `sandbox-visitor=${visitor}` } });
    await sandbox.post('/sandbox/faults', { operation: 'GET /api/v1/healthcheck', fault: 'http-503', visitor: 'tester-a' });
    await sandbox.post('/sandbox/faults', { operation: 'GET /api/v1/healthcheck', fault: 'http-500', visitor: 'tester-b', times: 1 });
    const listed = (await (await fetch(`${sandbox.url}/sandbox/faults`)).json()) as Record<string, unknown>;
    expect(listed).toMatchObject({ switched: {}, forVisitors: { 'tester-a': { 'GET /api/v1/healthcheck': { fault: 'http-503' } } } });

    expect((await asVisitor('tester-a')).status).toBe(503);
    expect((await asVisitor('tester-b')).status).toBe(500);
    expect((await asVisitor('tester-b')).status).toBe(200);
    expect((await healthcheck()).status).toBe(200);
    expect((await asVisitor('tester-c')).status).toBe(200);

    await fetch(`${sandbox.url}/sandbox/faults?visitor=tester-b`, { method: 'DELETE' });
    expect((await asVisitor('tester-a')).status).toBe(503);
    await fetch(`${sandbox.url}/sandbox/faults?visitor=tester-a`, { method: 'DELETE' });
    expect((await asVisitor('tester-a')).status).toBe(200);

    const refused = await sandbox.post('/sandbox/faults', { operation: 'GET /api/v1/healthcheck', fault: 'http-503', visitor: 7 });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'visitor names the browser the switch is for, as its cookie sandbox-visitor does' });
  });
});

describe("a visitor's clock", () => {
  const clockOf = async (visitor?: string) => {
    const answer = await fetch(`${sandbox.url}/sandbox/clock`, { headers: visitor ? { Cookie: `sandbox-visitor=${visitor}` } : {} });
    return ((await answer.json()) as { now: string }).now.slice(0, 16);
  };

  it("moves that browser's time only, also for the services it calls, until cleared", async () => {
    await sandbox.post('/sandbox/clock', { now: '2031-03-01T09:00:00Z', visitor: 'tester-a' });
    await sandbox.post('/sandbox/clock', { now: '2030-01-01T09:00:00Z' });
    expect(await clockOf('tester-a')).toBe('2031-03-01T09:00');
    expect(await clockOf('tester-b')).toBe('2030-01-01T09:00');
    expect(await clockOf()).toBe('2030-01-01T09:00');
    // A signature made on tester-a's clock is years ahead of everyone's: only tester-a's own call accepts it.
    const login = await sandbox.idp('accounts.login', { loginID: 'promo@example.nl', password: 'Welkom123' }, 'sandbox-visitor=tester-a');
    const hash = { UID: login.UID, UIDSignature: login.UIDSignature, signatureTimestamp: login.signatureTimestamp };
    expect((await sandbox.post('/account/api/v3/login/hash', hash)).status).toBe(401);
    expect((await sandbox.post('/account/api/v3/login/hash', hash, { Cookie: 'sandbox-visitor=tester-a' })).status).toBe(200);

    await fetch(`${sandbox.url}/sandbox/clock?visitor=tester-a`, { method: 'DELETE' });
    expect(await clockOf('tester-a')).toBe('2030-01-01T09:00');
    await fetch(`${sandbox.url}/sandbox/clock`, { method: 'DELETE' });
    expect(new Date(`${await clockOf()}Z`).getTime()).toBeGreaterThan(Date.now() - 120_000);
    expect((await sandbox.post('/sandbox/clock', { now: '2031-03-01T09:00:00Z', visitor: '' })).status).toBe(400);
  });
});

describe('experiments', () => {
  const EXPERIMENTS = 'query { me { experiments { trialExperiment savod optInExperiment loginLink registrationExperiment } } }';

  it("puts every user in the trial experiment's control group, and a tester moves one user to a variant or out of an experiment", async () => {
    await sandbox.post('/sandbox/users', { email: 'proef-variant@example.nl' });
    const { cookie } = await logIn('proef-variant@example.nl');
    const none = { savod: null, optInExperiment: null, loginLink: null, registrationExperiment: null };
    expect(await graphql(EXPERIMENTS, cookie)).toEqual({ data: { me: { experiments: { trialExperiment: 'control', ...none } } } });

    const set = await sandbox.post('/sandbox/experiments', { email: 'PROEF-VARIANT@example.nl', experiments: { trialExperiment: 'variant', savod: 'control' } });
    expect(await set.json()).toEqual({ experiments: { trialExperiment: 'variant', savod: 'control' } });
    expect(await graphql(EXPERIMENTS, cookie)).toEqual({ data: { me: { experiments: { ...none, trialExperiment: 'variant', savod: 'control' } } } });

    await sandbox.post('/sandbox/experiments', { email: 'proef-variant@example.nl', experiments: { trialExperiment: null } });
    expect(await graphql(EXPERIMENTS, cookie)).toEqual({ data: { me: { experiments: { ...none, trialExperiment: null, savod: 'control' } } } });
  });

  it.each([
    ['a value that is no variant', { email: 'proef-variant@example.nl', experiments: { trialExperiment: 'maybe' } }, 400],
    ['no e-mail address', { experiments: { trialExperiment: 'variant' } }, 400],
    ['an unknown user', { email: 'niemand@example.nl', experiments: { trialExperiment: 'variant' } }, 404],
  ])('refuses %s', async (_name, body, status) => {
    expect((await sandbox.post('/sandbox/experiments', body)).status).toBe(status);
  });
});

describe('POST /sandbox/users', () => {
  it.each([
    [
      'an unknown reseller',
      { subscription: { plan: 'plus', reseller: 'VODAFONE' } },
      'subscription.reseller "VODAFONE" is not one of NPL, RTLXL, KPN, ZIGGO, TMNL, APPLE, GOOGLE, SAMSUNG, DELTA, TMOBILE_GOGOGODEALS, RTL',
    ],
    [
      'an unknown trusted party',
      { subscription: { plan: 'plus', trustedParty: 'vodafone' } },
      'subscription.trustedParty "vodafone" is not one of tmobile, rtl, kpn, ziggo, delta',
    ],
    ['a plan the catalog lacks', { subscription: { plan: 'goud' } }, 'subscription.plan "goud" is no plan of the catalog (GET /sandbox/plans lists them)'],
    ['an unknown debt state', { isInDebt: 'A_BIT' }, 'isInDebt "A_BIT" is not one of NO_DEBT, BAD_DEBT_ON_THIS_ACCOUNT, BAD_DEBT_ON_OTHER_ACCOUNT'],
  ])('refuses %s with 400, naming the values it takes, and makes no user', async (_name, state, error) => {
    const email = `onbekend-${Math.random().toString(36).slice(2)}@example.nl`;
    const response = await sandbox.post('/sandbox/users', { email, ...state });
    expect([response.status, await response.json()]).toEqual([400, { error }]);
    expect((await sandbox.post('/sandbox/users', { email })).status).toBe(201);
  });
});
