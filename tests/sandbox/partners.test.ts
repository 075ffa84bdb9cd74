/** Partner offers over HTTP: each offer file's plan and copy, the tester's plans and entitlements, and claiming an entitlement. */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { offers } from '../../sandbox/offers.ts';
import { momentInside } from '../support/dates-inside.ts';
import { sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile();

const gql = (query: string, cookie?: string, variables?: Record<string, unknown>) => sandbox.graphql('/subscription/graphql', query, cookie, variables);
const PLAN = `query plan($slug: String!) { plan(slug: $slug) { slug kind paidThroughThirdParty copy { landing { default { image imageAlt title description primaryButton textLink } } }
  partner { id name } existingUserAllowed activation validFrom validUntil afterEnd terms { title text } } }`;
const CLAIM = `mutation claimEntitlement($entitlementId: String!, $planSlug: String!) {
  claimEntitlement(entitlementId: $entitlementId, planSlug: $planSlug) { __typename ... on ClaimSuccess { subscriptionNumber planSlug } ... on ClaimFailure { reason } } }`;
const SUBSCRIPTION = 'query Subscription { me { subscription { subscriptionNumber status trustedParty } } }';

const claim = (cookie: string, entitlementId: string, planSlug: string) => gql(CLAIM, cookie, { entitlementId, planSlug });
const failure = (reason: string) => ({ data: { claimEntitlement: { __typename: 'ClaimFailure', reason } } });

async function entitlement(plan: string): Promise<string> {
  const response = await sandbox.post('/sandbox/entitlements', { plan });
  expect(response.status).toBe(201);
  return ((await response.json()) as { entitlementId: string }).entitlementId;
}

let users = 0;
/** A new logged-in user, with the given subscription if any. */
async function visitor(subscription?: Record<string, unknown>): Promise<string> {
  users += 1;
  const email = `partner-${users}-${Date.now()}@example.nl`;
  expect((await sandbox.post('/sandbox/users', { email, firstName: 'Pia', lastName: 'Partner', ...(subscription ? { subscription } : {}) })).status).toBe(201);
  return (await sandbox.logIn(email)).cookie;
}

describe('plan(slug) of an offer', () => {
  it('answers the landing copy, partner, existing-user rule, dates and terms of its offer file', async () => {
    expect(await gql(PLAN, undefined, { slug: 'ah-12-maanden' })).toEqual({
      data: {
        plan: {
          slug: 'ah-12-maanden',
          kind: 'partner',
          paidThroughThirdParty: true,
          copy: {
            landing: {
              default: {
                image: 'partner-albert-heijn',
                imageAlt: 'De namen Albert Heijn en Videoland tussen twee wanden van filmbeelden, in blauw en roze licht',
                title: '12 maanden Videoland Basis cadeau van Albert Heijn',
                description: [expect.stringContaining('een jaar Videoland Basis'), expect.stringContaining('Albert Heijn betaalt de 12 maanden')],
                primaryButton: 'Activeer je cadeau',
                textLink: 'Ik heb al een Videoland-account',
              },
            },
          },
          partner: { id: 'ah', name: 'Albert Heijn' },
          existingUserAllowed: true,
          activation: 'entitlement',
          validFrom: '2026-09-01',
          validUntil: '2027-02-28',
          afterEnd: null,
          terms: { title: 'Actievoorwaarden', text: expect.arrayContaining([expect.stringContaining('Elke link werkt één keer')]) },
        },
      },
    });
  });

  it('answers an offer for new customers only, by its whole code too', async () => {
    expect(await gql(PLAN, undefined, { slug: 'videoland-young-capital-3-maanden-plus' })).toMatchObject({
      data: { plan: { partner: { id: 'young-capital', name: 'YoungCapital' }, existingUserAllowed: false, activation: 'entitlement', validFrom: null, validUntil: null } },
    });
  });

  it('answers nulls for a plan without an offer', async () => {
    expect(await gql(PLAN, undefined, { slug: 'plus' })).toEqual({
      data: {
        plan: {
          slug: 'plus',
          kind: 'evergreen',
          paidThroughThirdParty: false,
          copy: null,
          partner: null,
          existingUserAllowed: true,
          activation: null,
          validFrom: null,
          validUntil: null,
          afterEnd: null,
          terms: null,
        },
      },
    });
  });
});

describe('GET /sandbox/plans', () => {
  it("lists every offer file's plan with its kind, third-party flag and partner", async () => {
    const listed = (await (await fetch(`${sandbox.url}/sandbox/plans`)).json()) as Record<string, unknown>[];
    for (const offer of offers) {
      const kind = offer.plan.activation === 'actionCode' ? 'voucher' : 'partner';
      expect(listed, offer.id).toContainEqual({
        slug: offer.plan.slug,
        code: `videoland-${offer.plan.slug}`,
        tier: offer.plan.tier,
        kind,
        paidThroughThirdParty: offer.plan.activation === 'entitlement',
        partner: offer.partner.id,
      });
    }
  });

  it('lists the other plans without a partner', async () => {
    const listed = (await (await fetch(`${sandbox.url}/sandbox/plans`)).json()) as Record<string, unknown>[];
    expect(listed).toContainEqual({ slug: 'plus-2-weken', code: 'videoland-plus-2-weken', tier: 'standard', kind: 'promo', paidThroughThirdParty: false, partner: null });
    expect(listed).toContainEqual({ slug: 'PlusNoPromo', code: 'PlusNoPromo', tier: 'standard', kind: 'no-promo', paidThroughThirdParty: false, partner: null });
  });
});

describe('POST /sandbox/entitlements', () => {
  it('makes an open, upper-case entitlement with the partner as prefix', async () => {
    expect(await entitlement('ah-12-maanden')).toMatch(/^AH-[0-9A-F]+$/);
    expect(await entitlement('young-capital-3-maanden-plus')).toMatch(/^YOUNG-CAPITAL-[0-9A-F]+$/);
  });

  it.each(['plus', 'nff-2-weken-plus', 'bestaat-niet'])("refuses %s, a plan that is no entitlement offer's, naming the slugs it takes", async (plan) => {
    const response = await sandbox.post('/sandbox/entitlements', { plan });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: string };
    for (const slug of ['ah-12-maanden', 'ziggo-12-maanden', 'tmobile-6-maanden', 'young-capital-3-maanden-plus']) expect(error).toContain(slug);
  });

  it('refuses a request from another origin', async () => {
    const response = await sandbox.post('/sandbox/entitlements', { plan: 'ah-12-maanden' }, { Origin: 'https://elders.example' });
    expect(response.status).toBe(403);
  });
});

describe('claimEntitlement', () => {
  // Albert Heijn's gift runs for a while: the claims below are made inside its dates, whatever the machine's.
  const insideAh = momentInside(offers.find((offer) => offer.id === 'albert-heijn')?.valid) as string;
  beforeEach(async () => {
    await sandbox.post('/sandbox/clock', { now: insideAh });
  });
  afterAll(async () => {
    await fetch(`${sandbox.url}/sandbox/clock`, { method: 'DELETE' });
  });

  it('needs a login', async () => {
    expect(await gql(CLAIM, undefined, { entitlementId: 'AH-2026-0001', planSlug: 'ah-12-maanden' })).toMatchObject({
      errors: [{ message: expect.stringContaining('UNAUTHENTICATED') }],
    });
  });

  it('NOT_FOUND: no entitlement with that id', async () => {
    expect(await claim(await visitor(), 'AH-BESTAAT-NIET', 'ah-12-maanden')).toEqual(failure('NOT_FOUND'));
  });

  it('TRUSTED_PARTY_MISMATCH: the entitlement is for another plan', async () => {
    expect(await claim(await visitor(), await entitlement('ah-12-maanden'), 'ziggo-12-maanden')).toEqual(failure('TRUSTED_PARTY_MISMATCH'));
  });

  it('ENTITLEMENT_IS_CANCELLED: the partner cancelled it (the demo ZIGGO-2026-0002, in lower case)', async () => {
    expect(await claim(await visitor(), 'ziggo-2026-0002', 'ziggo-12-maanden')).toEqual(failure('ENTITLEMENT_IS_CANCELLED'));
  });

  it('ALREADY_CLAIMED: by someone else, or by this visitor before', async () => {
    const id = await entitlement('ah-12-maanden');
    const first = await visitor();
    expect(await claim(first, id, 'ah-12-maanden')).toMatchObject({ data: { claimEntitlement: { __typename: 'ClaimSuccess' } } });
    expect(await claim(await visitor(), id, 'ah-12-maanden')).toEqual(failure('ALREADY_CLAIMED'));
    expect(await claim(first, id, 'ah-12-maanden')).toEqual(failure('ALREADY_CLAIMED'));
  });

  it("USER_ALREADY_HAS_TRUSTED_PARTY_SUBSCRIPTION: the visitor's active subscription is a reseller's", async () => {
    const cookie = await visitor({ plan: 'plus', reseller: 'KPN', trustedParty: 'kpn' });
    expect(await claim(cookie, await entitlement('ah-12-maanden'), 'ah-12-maanden')).toEqual(failure('USER_ALREADY_HAS_TRUSTED_PARTY_SUBSCRIPTION'));
  });

  it("OFFER_NOT_AVAILABLE: outside the offer's dates on the sandbox's clock, and the link still works once they include today", async () => {
    const cookie = await visitor();
    const id = await entitlement('ah-12-maanden');
    // 23:00 UTC on 28 February 2027 is the first hour of 1 March in Amsterdam: the day after the offer's last.
    await sandbox.post('/sandbox/clock', { now: '2027-02-28T23:00:00Z' });
    expect(await claim(cookie, id, 'ah-12-maanden')).toEqual(failure('OFFER_NOT_AVAILABLE'));
    await sandbox.post('/sandbox/clock', { now: '2027-02-28T22:59:00Z' });
    expect(await claim(cookie, id, 'ah-12-maanden')).toMatchObject({ data: { claimEntitlement: { __typename: 'ClaimSuccess' } } });
  });

  it('EXISTING_USER_NOT_ALLOWED: an active subscriber and an offer for new customers only', async () => {
    const cookie = await visitor({ plan: 'plus' });
    expect(await claim(cookie, await entitlement('young-capital-3-maanden-plus'), 'young-capital-3-maanden-plus')).toEqual(failure('EXISTING_USER_NOT_ALLOWED'));
  });

  it("makes the offer's subscription, with the partner as trusted party when it is one", async () => {
    const cookie = await visitor();
    const answer = (await claim(cookie, (await entitlement('ziggo-12-maanden')).toLowerCase(), 'videoland-ziggo-12-maanden')) as {
      data: { claimEntitlement: { subscriptionNumber: string } };
    };
    expect(answer.data.claimEntitlement).toEqual({ __typename: 'ClaimSuccess', subscriptionNumber: expect.stringMatching(/^A-S\d{8}$/), planSlug: 'ziggo-12-maanden' });
    expect(await gql(SUBSCRIPTION, cookie)).toEqual({
      data: { me: { subscription: { subscriptionNumber: answer.data.claimEntitlement.subscriptionNumber, status: 'ACTIVE', trustedParty: 'ziggo' } } },
    });
  });

  it('never replaces an active subscription where the offer allows existing users: the gift follows it, which stays as it is', async () => {
    const cookie = await visitor({ plan: 'premium' });
    const before = (await gql(SUBSCRIPTION, cookie)) as { data: { me: { subscription: unknown } } };
    const answer = (await claim(cookie, await entitlement('ah-12-maanden'), 'ah-12-maanden')) as { data: { claimEntitlement: { subscriptionNumber: string } } };
    expect(await gql(SUBSCRIPTION, cookie)).toEqual(before);
    const { rows } = await sandbox.sandbox.context.db.query<{ status: string }>('select status from subscriptions where subscription_number = $1', [
      answer.data.claimEntitlement.subscriptionNumber,
    ]);
    expect(rows).toEqual([{ status: 'future' }]);
  });

  it('claims once when 10 claims of one entitlement arrive at the same time (double clicks, two tabs, two visitors)', async () => {
    const id = await entitlement('tmobile-6-maanden');
    const [one, other] = [await visitor(), await visitor()];
    const answers = (await Promise.all(Array.from({ length: 10 }, (_, index) => claim(index % 2 === 0 ? one : other, id, 'tmobile-6-maanden')))) as {
      data: { claimEntitlement: { __typename: string; reason?: string } };
    }[];
    const results = answers.map((answer) => answer.data.claimEntitlement);
    expect(results.filter((result) => result.__typename === 'ClaimSuccess')).toHaveLength(1);
    expect(results.filter((result) => result.reason === 'ALREADY_CLAIMED')).toHaveLength(9);
    const subscriptions = await sandbox.sandbox.context.db.query('select 1 from subscriptions s join partner_entitlements e on e.claimed_by = s.uid where e.id = $1', [id]);
    expect(subscriptions.rows).toHaveLength(1);
  });
});
