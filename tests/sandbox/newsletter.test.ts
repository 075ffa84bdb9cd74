/** The newsletter service over HTTP: subscribe (POST and PUT), status and unsubscribe per logged-in user, CSRF and faults. */
import { describe, expect, it } from 'vitest';
import { sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile({ resetClockAfterEach: true });

const NEWSLETTER = 'videoland_newsletter';
const SUBSCRIPTIONS = '/newsletter/v3/subscriptions';

/** A call as the site makes it: JSON, with the session cookie when there is one. */
function call(method: string, path: string, cookie?: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(sandbox.url + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function status(cookie: string): Promise<unknown> {
  const response = await call('GET', `${SUBSCRIPTIONS}/${NEWSLETTER}/status`, cookie);
  expect(response.status).toBe(200);
  return response.json();
}

describe('the newsletter subscription of the logged-in user', () => {
  it('subscribes (POST), reports it, unsubscribes (DELETE, 204) and subscribes again with PUT', async () => {
    const { cookie } = await sandbox.logIn('geverifieerd@example.nl');
    expect(await status(cookie)).toEqual({ subscribed: false });
    const subscribe = await call('POST', SUBSCRIPTIONS, cookie, { source: 'privacy_step', newsletter: NEWSLETTER });
    expect([subscribe.status, await subscribe.json()]).toEqual([200, { subscribed: true }]);
    expect(await status(cookie)).toEqual({ subscribed: true });
    expect((await call('DELETE', `${SUBSCRIPTIONS}/${NEWSLETTER}`, cookie)).status).toBe(204);
    expect(await status(cookie)).toEqual({ subscribed: false });
    expect((await call('PUT', SUBSCRIPTIONS, cookie, { source: 'mijn-abonnement', newsletter: NEWSLETTER })).status).toBe(200);
    expect(await status(cookie)).toEqual({ subscribed: true });
  });

  it('keeps the source and the date of the consent, and the date it was withdrawn; a repeated subscribe changes neither', async () => {
    const { cookie, login } = await sandbox.logIn('promo@example.nl');
    await call('POST', SUBSCRIPTIONS, cookie, { source: 'privacy_step', newsletter: NEWSLETTER });
    await sandbox.post('/sandbox/clock', { advanceHours: 24 });
    await call('PUT', SUBSCRIPTIONS, cookie, { source: 'elders', newsletter: NEWSLETTER });
    const row = async () =>
      (
        await sandbox.sandbox.context.db.query<{ source: string; subscribed_at: Date; unsubscribed_at: Date | null }>(
          'select source, subscribed_at, unsubscribed_at from newsletter_subscriptions where uid = $1',
          [login.UID],
        )
      ).rows;
    const [subscribed] = await row();
    expect(subscribed).toMatchObject({ source: 'privacy_step', unsubscribed_at: null });
    expect(Date.now() - (subscribed?.subscribed_at.getTime() ?? 0)).toBeLessThan(3600_000);
    await call('DELETE', `${SUBSCRIPTIONS}/${NEWSLETTER}`, cookie);
    expect((await row())[0]?.unsubscribed_at?.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it('is per user: another user is not subscribed, and unsubscribing when not subscribed is no error', async () => {
    const { cookie: first } = await sandbox.logIn('basis@example.nl');
    const { cookie: second } = await sandbox.logIn('plus@example.nl');
    await call('POST', SUBSCRIPTIONS, first, { source: 'privacy_step', newsletter: NEWSLETTER });
    expect(await status(second)).toEqual({ subscribed: false });
    expect((await call('DELETE', `${SUBSCRIPTIONS}/${NEWSLETTER}`, second)).status).toBe(204);
    expect(await status(first)).toEqual({ subscribed: true });
  });

  it.each([
    ['POST', SUBSCRIPTIONS, { source: 'privacy_step', newsletter: NEWSLETTER }],
    ['PUT', SUBSCRIPTIONS, { source: 'privacy_step', newsletter: NEWSLETTER }],
    ['GET', `${SUBSCRIPTIONS}/${NEWSLETTER}/status`, undefined],
    ['DELETE', `${SUBSCRIPTIONS}/${NEWSLETTER}`, undefined],
  ])('refuses %s %s without a session (401)', async (method, path, body) => {
    const response = await call(method, path, undefined, body);
    expect([response.status, await response.json()]).toEqual([401, { message: 'UNAUTHORIZED_USER' }]);
  });

  it('refuses a logged-off session (401)', async () => {
    const { cookie, vlHash } = await sandbox.logIn('premium@example.nl');
    expect((await sandbox.post(`/api/v1/logoff/${vlHash}`, {}, { 'videoland-customer-auth-token': vlHash })).status).toBe(204);
    expect((await call('GET', `${SUBSCRIPTIONS}/${NEWSLETTER}/status`, cookie)).status).toBe(401);
  });

  it.each([
    ['another newsletter', { source: 'privacy_step', newsletter: 'rtl_newsletter' }, 'UNKNOWN_NEWSLETTER'],
    ['no newsletter', { source: 'privacy_step' }, 'UNKNOWN_NEWSLETTER'],
    ['no source', { newsletter: NEWSLETTER }, 'INVALID_SOURCE'],
    ['a blank source', { source: '  ', newsletter: NEWSLETTER }, 'INVALID_SOURCE'],
    ['a source of 101 characters', { source: 'x'.repeat(101), newsletter: NEWSLETTER }, 'INVALID_SOURCE'],
  ])('refuses a subscription to %s (400)', async (_name, body, message) => {
    const { cookie } = await sandbox.logIn('kpn@example.nl');
    const response = await call('POST', SUBSCRIPTIONS, cookie, body);
    expect([response.status, await response.json()]).toEqual([400, { message }]);
    expect(await status(cookie)).toEqual({ subscribed: false });
  });

  it.each([
    ['GET', `${SUBSCRIPTIONS}/rtl_newsletter/status`],
    ['DELETE', `${SUBSCRIPTIONS}/rtl_newsletter`],
  ])('answers UNKNOWN_NEWSLETTER (404) to %s %s', async (method, path) => {
    const { cookie } = await sandbox.logIn('kpn@example.nl');
    const response = await call(method, path, cookie);
    expect([response.status, await response.json()]).toEqual([404, { message: 'UNKNOWN_NEWSLETTER' }]);
  });
});

describe("the newsletter service's protection and faults", () => {
  it('refuses cross-site subscribe and unsubscribe calls and a form post (CSRF)', async () => {
    const { cookie } = await sandbox.logIn('ziggo@example.nl');
    const evil = { Origin: 'https://evil.example' };
    expect((await call('POST', SUBSCRIPTIONS, cookie, { source: 'privacy_step', newsletter: NEWSLETTER }, evil)).status).toBe(403);
    expect(await status(cookie)).toEqual({ subscribed: false });
    await call('POST', SUBSCRIPTIONS, cookie, { source: 'privacy_step', newsletter: NEWSLETTER });
    expect((await call('DELETE', `${SUBSCRIPTIONS}/${NEWSLETTER}`, cookie, undefined, evil)).status).toBe(403);
    expect(await status(cookie)).toEqual({ subscribed: true });
    const form = await fetch(sandbox.url + SUBSCRIPTIONS, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
      body: `newsletter=${NEWSLETTER}`,
    });
    expect(form.status).toBe(415);
  });

  it('switches the status call to 500 and PUT to malformed JSON, by the path the site calls', async () => {
    const { cookie } = await sandbox.logIn('tmobile@example.nl');
    await sandbox.post('/sandbox/faults', { operation: `GET /newsletter/v3/subscriptions/${NEWSLETTER}/status`, fault: 'http-500', times: 1 });
    expect((await call('GET', `${SUBSCRIPTIONS}/${NEWSLETTER}/status`, cookie)).status).toBe(500);
    expect(await status(cookie)).toEqual({ subscribed: false });
    await sandbox.post('/sandbox/faults', { operation: 'PUT /newsletter/v3/subscriptions', fault: 'malformed-json', times: 1 });
    await expect((await call('PUT', SUBSCRIPTIONS, cookie, { source: 'privacy_step', newsletter: NEWSLETTER })).json()).rejects.toThrow(SyntaxError);
    expect((await call('POST', SUBSCRIPTIONS, cookie, { source: 'privacy_step', newsletter: NEWSLETTER })).status).toBe(200);
  });
});

describe("the newsletter asked for on the registration's privacy step", () => {
  it('is received once the address is verified, not before; without the ask it is not', async () => {
    const register = async (email: string, data: Record<string, unknown>) => {
      const answer = await sandbox.idp('accounts.register', {
        email,
        password: 'Geheim123',
        profile: { firstName: 'Nina', lastName: 'Brief', gender: 'f', birthdate: '1990-01-01' },
        data: { terms: true, ...data },
      });
      expect(answer.errorCode).toBe(206002);
      const [message] = (await (await fetch(`${sandbox.url}/sandbox/mailbox?to=${encodeURIComponent(email)}`)).json()) as { links: { url: string }[] }[];
      return new URL(message?.links[0]?.url ?? '').searchParams.get('token');
    };
    for (const [email, data, expected] of [
      [`brief-ja-${Date.now()}@example.nl`, { newsletter: true }, true],
      [`brief-nee-${Date.now()}@example.nl`, {}, false],
    ] as const) {
      const token = await register(email, data);
      expect((await sandbox.idp('accounts.verifyEmail', { token })).errorCode).toBe(0);
      const { cookie } = await sandbox.logIn(email, 'Geheim123');
      expect(await status(cookie)).toEqual({ subscribed: expected });
    }
  });
});

describe("the tester's feature flags", () => {
  it('are off until switched on, for every visitor, and an unknown one is refused naming the known ones', async () => {
    const flags = async () =>
      ((await (await call('POST', '/account/graphql', undefined, { query: '{ featureFlags { privacy_step_newsletter button_tiers } }' })).json()) as { data: unknown }).data;
    expect(await flags()).toEqual({ featureFlags: { privacy_step_newsletter: false, button_tiers: false } });
    expect((await call('POST', '/sandbox/flags', undefined, { privacy_step_newsletter: true })).status).toBe(200);
    expect(await flags()).toEqual({ featureFlags: { privacy_step_newsletter: true, button_tiers: false } });
    const unknown = await call('POST', '/sandbox/flags', undefined, { nieuw: true });
    expect([unknown.status, await unknown.json()]).toEqual([
      400,
      { error: 'flags are repeat_title, button_tiers, privacy_step_newsletter, forceAllSignupSteps, each true or false; unknown: nieuw' },
    ]);
    await call('DELETE', '/sandbox/flags');
    expect(await flags()).toEqual({ featureFlags: { privacy_step_newsletter: false, button_tiers: false } });
  });

  it("are switched for one visitor alone, by the browser's cookie sandbox-visitor, over everyone's", async () => {
    const flagsOf = async (cookie?: string) =>
      ((await (await call('POST', '/account/graphql', cookie, { query: '{ featureFlags { privacy_step_newsletter button_tiers } }' })).json()) as { data: unknown }).data;
    await call('POST', '/sandbox/flags', undefined, { button_tiers: true });
    expect((await call('POST', '/sandbox/flags', undefined, { privacy_step_newsletter: true, visitor: 'lezer' })).status).toBe(200);
    expect(await flagsOf('sandbox-visitor=lezer')).toEqual({ featureFlags: { privacy_step_newsletter: true, button_tiers: true } });
    expect(await flagsOf('sandbox-visitor=ander')).toEqual({ featureFlags: { privacy_step_newsletter: false, button_tiers: true } });
    await call('DELETE', '/sandbox/flags?visitor=lezer');
    expect(await flagsOf('sandbox-visitor=lezer')).toEqual({ featureFlags: { privacy_step_newsletter: false, button_tiers: true } });
    await call('DELETE', '/sandbox/flags');
    expect((await call('POST', '/sandbox/flags', undefined, { button_tiers: true, visitor: '' })).status).toBe(400);
  });
});

describe("the tester's experiments of visitors who are not logged in", () => {
  const experimentsOf = async (cookie?: string) =>
    ((await (await call('POST', '/account/graphql', cookie, { query: '{ visitorExperiments { registrationExperiment } }' })).json()) as { data: { visitorExperiments: unknown } })
      .data.visitorExperiments;

  it('put every visitor in a group, or one visitor alone, and take them out again', async () => {
    expect(await experimentsOf()).toEqual({ registrationExperiment: null });
    await call('POST', '/sandbox/visitor-experiments', undefined, { registrationExperiment: 'variant', visitor: 'proef' });
    expect(await experimentsOf('sandbox-visitor=proef')).toEqual({ registrationExperiment: 'variant' });
    expect(await experimentsOf('sandbox-visitor=ander')).toEqual({ registrationExperiment: null });
    await call('POST', '/sandbox/visitor-experiments', undefined, { registrationExperiment: 'control' });
    expect(await experimentsOf('sandbox-visitor=ander')).toEqual({ registrationExperiment: 'control' });
    expect(await experimentsOf('sandbox-visitor=proef')).toEqual({ registrationExperiment: 'variant' });
    await call('DELETE', '/sandbox/visitor-experiments?visitor=proef');
    expect(await experimentsOf('sandbox-visitor=proef')).toEqual({ registrationExperiment: 'control' });
    await call('DELETE', '/sandbox/visitor-experiments');
    expect(await experimentsOf('sandbox-visitor=proef')).toEqual({ registrationExperiment: null });
  });
});
