/**
 * Every promotion and partner offer file before, on the first and last day of, and after its
 * window, in Amsterdam time, as the subscription service answers it over HTTP on the sandbox's
 * clock: a table made from the files themselves, so a new file is covered by adding it. For each
 * moment: whether each plan is sold, the slugs it takes over, the price the plan choice shows, and
 * where a link to it leads once it has ended.
 */
import { describe, expect, it } from 'vitest';
import { offers } from '../../sandbox/offers.ts';
import { promotions } from '../../sandbox/promotions.ts';
import type { Dated } from '../../sandbox/window.ts';
import { sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile();

const PLAN = 'query plan($slug: String!) { plan(slug: $slug) { running mappedTo afterEnd } }';
const TIERS = 'query FetchTiers { tiers { id promotion { name slug price { amountCents } } } }';

/** The instant a wall-clock time in Amsterdam is (CET or CEST, whichever holds that day). */
function amsterdam(date: string, time: string): string {
  for (const offset of ['+01:00', '+02:00']) {
    const instant = new Date(`${date}T${time}:00${offset}`);
    const local = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam', dateStyle: 'short', timeStyle: 'short' }).format(instant);
    if (local === `${date} ${time}`) return instant.toISOString();
  }
  throw new Error(`no instant for ${date} ${time} in Amsterdam`);
}

const dayBefore = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const dayAfter = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The moments of a window that matter, each with whether it runs then. */
function moments(dated: Dated): [string, string, boolean][] {
  const { from, until } = dated.valid ?? {};
  return [
    ...(from
      ? ([
          [`the last minute before ${from}`, amsterdam(dayBefore(from), '23:59'), false],
          [`the first minute of ${from}`, amsterdam(from, '00:00'), true],
        ] as const)
      : []),
    ...(until
      ? ([
          [`the last minute of ${until}`, amsterdam(until, '23:59'), true],
          [`the first minute after ${until}`, amsterdam(dayAfter(until), '00:00'), false],
        ] as const)
      : []),
    ...(!from && !until ? ([['any day', '2026-03-01T12:00:00Z', true]] as const) : []),
  ].map(([name, at, runs]) => [name, at, runs]);
}

const cases = promotions.flatMap((promotion) => moments(promotion).map(([moment, at, runs]) => ({ promotion, moment, at, runs })));

describe.each(cases)('$promotion.id at $moment', ({ promotion, at, runs }) => {
  it(runs ? 'sells its plans, takes over its slugs and shows its price on the plan choice' : 'sells none of its plans and leads to its after-end page', async () => {
    await sandbox.post('/sandbox/clock', { now: at });
    for (const plan of promotion.plans) {
      const { data } = (await sandbox.graphql('/subscription/graphql', PLAN, undefined, { slug: plan.slug })) as { data: { plan: { running: boolean; afterEnd: string } } };
      expect(data.plan, plan.slug).toEqual({ running: runs, mappedTo: null, afterEnd: promotion.afterEnd });
    }
    for (const [slug, target] of Object.entries(promotion.slugMap ?? {})) {
      const { data } = (await sandbox.graphql('/subscription/graphql', PLAN, undefined, { slug })) as { data: { plan: { mappedTo: string | null } } };
      expect(data.plan.mappedTo, slug).toBe(runs ? target : null);
    }
    const { data } = (await sandbox.graphql('/subscription/graphql', TIERS)) as {
      data: { tiers: { id: string; promotion: { name: string; slug: string; price: { amountCents: number } } | null }[] };
    };
    for (const plan of promotion.plans.filter((candidate) => candidate.onPlanChoice)) {
      const shown = data.tiers.find((tier) => tier.id === plan.tier)?.promotion;
      expect(shown, plan.slug).toEqual(runs ? { name: promotion.name, slug: plan.slug, price: { amountCents: plan.priceCents } } : null);
    }
  });
});

const offerCases = offers.flatMap((offer) => moments(offer).map(([moment, at, runs]) => ({ offer, moment, at, runs })));

describe.each(offerCases)('offer $offer.id at $moment', ({ offer, at, runs }) => {
  it(runs ? 'is running, so its landing page shows' : 'is not running, so its pages lead to its after-end page', async () => {
    await sandbox.post('/sandbox/clock', { now: at });
    const { data } = (await sandbox.graphql('/subscription/graphql', PLAN, undefined, { slug: offer.plan.slug })) as {
      data: { plan: { running: boolean; afterEnd: string | null } };
    };
    expect(data.plan).toEqual({ running: runs, mappedTo: null, afterEnd: offer.afterEnd ?? null });
  });
});
