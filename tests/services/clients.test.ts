/**
 * The site's service layer against a real sandbox over HTTP: the REST client's semantics, the
 * typed GraphQL client, react-query's caching of FetchTiers only, and operations' outcomes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCachedReads } from '../../services/cache.ts';
import { VisitorExperiments } from '../../services/documents/account.ts';
import { document } from '../../services/document.ts';
import { graphql } from '../../services/graphql.ts';
import { setServiceOrigin } from '../../services/endpoints.ts';
import { checkVoucher } from '../../services/operations/check-voucher.ts';
import { fetchTiers } from '../../services/operations/fetch-tiers.ts';
import { geoCheck } from '../../services/operations/geo-check.ts';
import { loadPlan } from '../../services/operations/load-plan.ts';
import { rest, ServiceError } from '../../services/rest.ts';
import { startSandbox, type RunningSandbox } from '../sandbox/support.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
  setServiceOrigin(sandbox.url);
});
afterAll(() => sandbox.close());

const fault = (operation: string, kind: string, times?: number) => sandbox.post('/sandbox/faults', { operation, fault: kind, times });

describe('the REST client', () => {
  it('answers the JSON body of a 2xx', async () => {
    expect(await rest('v1', '/healthcheck')).toMatchObject({ status: 'ok' });
  });

  it('answers nothing for 204', async () => {
    const { vlHash } = await sandbox.logIn('geverifieerd@example.nl');
    expect(await rest('v1', `/logoff/${vlHash}`, { method: 'POST', credentials: false, headers: { 'videoland-customer-auth-token': vlHash } })).toBeUndefined();
  });

  it("raises an error carrying the body's message for a non-2xx", async () => {
    const failure = await rest('subscription', '/v1/voucher/check/GEBRUIKT2024').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure).toMatchObject({ message: 'VOUCHER_ALREADY_USED', status: 409, body: { message: 'VOUCHER_ALREADY_USED' } });
  });

  it('raises an error for a body that is not JSON', async () => {
    await fault('GET /api/v1/healthcheck', 'malformed-json', 1);
    await expect(rest('v1', '/healthcheck')).rejects.toThrow(/not JSON/);
  });
});

describe('the GraphQL client', () => {
  it("answers a query's data", async () => {
    const { visitorExperiments } = await graphql('account', VisitorExperiments);
    expect(Object.keys(visitorExperiments).sort()).toEqual(['loginLink', 'optInExperiment', 'registrationExperiment', 'savod', 'trialExperiment']);
  });

  it("fails with the service's first error message for an answer with errors", async () => {
    const unknownField = document<{ nothing: string }>('query Nothing { nothing }');
    const failure = await graphql('account', unknownField).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure).toMatchObject({ message: 'Cannot query field "nothing" on type "Query".' });
  });

  it('fails with the HTTP status for an answer that is no GraphQL answer', async () => {
    await fault('VisitorExperiments', 'http-500', 2);
    const failure = await graphql('account', VisitorExperiments).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure).toMatchObject({ message: 'account GraphQL answered 500', status: 500 });
  });
});

describe('operations over the typed GraphQL client', () => {
  it('FetchTiers is cached: after the first answer, a failing service does not matter', async () => {
    const regular = (amountCents: number) => ({
      amountCents,
      periodMonths: 1,
      oneTime: false,
      months: null,
      regularCents: null,
      thenMonthlyCents: null,
      paidBy: null,
      priceChange: null,
    });
    const first = await fetchTiers.call({});
    // The tiers cheapest first, each with its features, its evergreen plan and its price a month; no promotion runs on today's clock.
    expect(first).toEqual({
      outcome: 'success',
      data: [
        {
          id: 'essential',
          name: 'Basis',
          slug: 'basis',
          ads: true,
          screens: 1,
          download: false,
          liveTv: true,
          recommended: false,
          priceCents: 599,
          price: regular(599),
          promotion: null,
        },
        {
          id: 'standard',
          name: 'Plus',
          slug: 'plus',
          ads: false,
          screens: 2,
          download: true,
          liveTv: true,
          recommended: true,
          priceCents: 1099,
          price: regular(1099),
          promotion: null,
        },
        {
          id: 'premium',
          name: 'Premium',
          slug: 'premium',
          ads: false,
          screens: 4,
          download: true,
          liveTv: true,
          recommended: false,
          priceCents: 1299,
          price: regular(1299),
          promotion: null,
        },
      ],
    });
    await fault('FetchTiers', 'http-500');
    expect(await fetchTiers.call({})).toEqual(first);
    await fetch(`${sandbox.url}/sandbox/faults`, { method: 'DELETE' });
  });

  it('the geo check is made once: its answer is kept for the visit, a failure raises and is not kept', async () => {
    forgetCachedReads();
    await fault('IsOnboardingGeoBlocked', 'http-503', 1);
    await expect(geoCheck.call({})).rejects.toBeInstanceOf(ServiceError);
    await sandbox.post('/sandbox/geo', { abroad: true });
    expect(await geoCheck.call({})).toEqual({ outcome: 'blocked' });
    await sandbox.post('/sandbox/geo', { abroad: false });
    expect(await geoCheck.call({})).toEqual({ outcome: 'blocked' });
    // A new visit of the site asks again.
    forgetCachedReads();
    expect(await geoCheck.call({})).toEqual({ outcome: 'allowed' });
  });

  it('subscription.plan finds the plan of a slug, with what the activation page shows', async () => {
    expect(await loadPlan.call({ slug: 'premium-2-weken' })).toEqual({
      outcome: 'found',
      data: {
        slug: 'premium-2-weken',
        code: 'videoland-premium-2-weken',
        kind: 'promo',
        tierId: 'premium',
        paidThroughThirdParty: false,
        trialDays: 14,
        priceCents: 1299,
        price: { amountCents: 1299, periodMonths: 1, oneTime: false, months: null, regularCents: null, thenMonthlyCents: null, paidBy: null, priceChange: null },
        // The contract a new visitor is quoted: 14 days free, then Premium each month, cancellable.
        contract: expect.objectContaining({
          planCode: 'videoland-premium-2-weken',
          tierId: 'premium',
          term: null,
          trialDays: 14,
          dates: expect.objectContaining({ trialEnd: expect.any(String), firstPayment: { date: expect.any(String), amountCents: 1299 }, cancellable: true }),
        }),
        eligibleCustomers: 'everyone',
        // A plan of no offer: no landing copy, no partner, open to everyone.
        landing: { image: null, imageAlt: null, title: null, description: null, primaryButton: null, textLink: null },
        partner: { id: null, name: null },
        existingUserAllowed: true,
        activation: null,
        validFrom: null,
        validUntil: null,
        afterEnd: null,
        featureFlag: null,
        mappedTo: null,
        running: true,
        startsOn: null,
        terms: { title: null, description: null, text: null },
      },
    });
    // A partner plan brings its offer file's landing copy, flat, as the plan facts hold it.
    expect(await loadPlan.call({ slug: 'ah-12-maanden' })).toMatchObject({
      outcome: 'found',
      data: {
        kind: 'partner',
        paidThroughThirdParty: true,
        partner: { id: 'ah', name: 'Albert Heijn' },
        activation: 'entitlement',
        landing: { title: '12 maanden Videoland Basis cadeau van Albert Heijn' },
      },
    });
    expect(await loadPlan.call({ slug: 'goud' })).toEqual({ outcome: 'notFound' });
    expect(await loadPlan.call({})).toEqual({ outcome: 'notFound' });
  });

  it.each([
    ['PLUS3MAANDEN', 'accepted'],
    ['GEBRUIKT2024', 'alreadyUsed'],
    ['VERLOPEN2023', 'expired'],
    ['ONBEKEND', 'invalid'],
  ])('voucher.check %s is %s', async (actionCode, outcome) => {
    expect(await checkVoucher.call({ actionCode })).toMatchObject({ outcome });
  });
});
