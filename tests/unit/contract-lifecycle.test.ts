/**
 * A contract's days from the contract, its first day and today (sandbox/subscription/lifecycle.ts):
 * a table of the catalog's kinds of contract, each at days inside and after its offer and term,
 * some of them years ahead, so that no answer depends on the machine's date.
 */
import { describe, expect, it } from 'vitest';
import { plans } from '../../sandbox/catalog.ts';
import { pricedAt } from '../../sandbox/price-change.ts';
import { addMonths, contractDates, type ContractTerms } from '../../sandbox/subscription/lifecycle.ts';

const contractOf = (slug: string): ContractTerms => {
  const plan = plans.find((candidate) => candidate.code === `videoland-${slug}`);
  if (!plan) throw new Error(`no plan ${slug}`);
  return plan.contract;
};
const withTrial = (slug: string, trialDays: number): ContractTerms => ({ ...contractOf(slug), trialDays });

describe('addMonths', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-08-15', 12, '2027-08-15'],
    ['2026-12-10', 3, '2027-03-10'],
  ])('%s plus %i months is %s', (date, months, expected) => expect(addMonths(date, months)).toBe(expected));
});

describe.each([
  // [what, contract, first day, today, the days expected]
  [
    'Plus each month, no trial: the next payment a month on, cancellable',
    contractOf('plus'),
    '2026-03-05',
    '2026-03-05',
    {
      trialEnd: null,
      firstPayment: { date: '2026-03-05', amountCents: 1099 },
      nextPayment: { date: '2026-04-05', amountCents: 1099 },
      offerEnd: null,
      termEnd: null,
      cancellable: true,
    },
  ],
  [
    'Premium bought with its trial on 1 August 2022, before the price change: paid at the price before until 26 August, then at the new one',
    { ...withTrial('premium', 14), price: pricedAt(contractOf('premium').price, 'premium', new Date('2022-08-01T10:00:00Z')) },
    '2022-08-01',
    '2022-08-20',
    { trialEnd: '2022-08-14', firstPayment: { date: '2022-08-15', amountCents: 1199 }, nextPayment: { date: '2022-09-15', amountCents: 1299 } },
  ],
  [
    'Plus bought on 26 August 2022, the day of the price change: at the new price from the first payment',
    { ...contractOf('plus'), price: pricedAt(contractOf('plus').price, 'standard', new Date('2022-08-26T10:00:00Z')) },
    '2022-08-26',
    '2022-08-26',
    { firstPayment: { date: '2022-08-26', amountCents: 1099 }, nextPayment: { date: '2022-09-26', amountCents: 1099 } },
  ],
  [
    'Plus each month, years later: the next payment still follows the clock',
    contractOf('plus'),
    '2026-03-05',
    '2031-07-20',
    { nextPayment: { date: '2031-08-05', amountCents: 1099 }, cancellable: true, offerEnded: false },
  ],
  [
    'a 2-week trial of Plus: free until its 14th day, then paid monthly',
    withTrial('plus-2-weken', 14),
    '2026-03-01',
    '2026-03-03',
    { trialEnd: '2026-03-14', firstPayment: { date: '2026-03-15', amountCents: 1099 }, nextPayment: { date: '2026-03-15', amountCents: 1099 } },
  ],
  [
    'a year of Plus paid once: no payment until the year is over, then the monthly price',
    contractOf('plus-jaar'),
    '2023-12-01',
    '2024-01-02',
    {
      firstPayment: { date: '2023-12-01', amountCents: 9990 },
      nextPayment: { date: '2024-12-01', amountCents: 1099 },
      offerEnd: '2024-11-30',
      termEnd: '2024-11-30',
      cancellable: false,
      offerEnded: false,
    },
  ],
  [
    'a year of Plus paid once, after its year: cancellable, the offer over',
    contractOf('plus-jaar'),
    '2023-12-01',
    '2024-12-01',
    { nextPayment: { date: '2025-01-01', amountCents: 1099 }, cancellable: true, offerEnded: true },
  ],
  [
    'the summer contract of three months of Plus, paid at once for the three: the next payment after them, at the monthly price; not cancellable before',
    contractOf('plus-3-maanden-zomer-2023'),
    '2023-07-10',
    '2023-08-01',
    {
      firstPayment: { date: '2023-07-10', amountCents: 1499 },
      nextPayment: { date: '2023-10-10', amountCents: 1099 },
      offerEnd: '2023-10-09',
      termEnd: '2023-10-09',
      cancellable: false,
    },
  ],
  [
    'Black Friday with its trial: free for 14 days, 6 months at € 8,99, then € 10,99',
    withTrial('plus-black-friday', 14),
    '2025-11-26',
    '2026-05-20',
    { trialEnd: '2025-12-09', firstPayment: { date: '2025-12-10', amountCents: 899 }, nextPayment: { date: '2026-06-10', amountCents: 1099 }, offerEnd: '2026-06-09' },
  ],
  [
    'Black Friday bought by a former subscriber: no free days, paid from the first',
    withTrial('plus-black-friday', 0),
    '2025-11-26',
    '2025-11-26',
    { trialEnd: null, firstPayment: { date: '2025-11-26', amountCents: 899 }, nextPayment: { date: '2025-12-26', amountCents: 899 } },
  ],
  [
    'the 12-month contract of Plus: not cancellable until its last day',
    contractOf('12-maanden-ltc-plus'),
    '2026-02-01',
    '2027-01-31',
    { termEnd: '2027-01-31', cancellable: false, nextPayment: { date: '2027-02-01', amountCents: 1099 } },
  ],
  [
    'the 12-month contract of Plus, the day after its term: cancellable',
    contractOf('12-maanden-ltc-plus'),
    '2026-02-01',
    '2027-02-01',
    { termEnd: '2027-01-31', cancellable: true, offerEnded: true },
  ],
  [
    'the autumn 2023 fixed-term Premium: not cancellable during its 6 months',
    contractOf('premium-najaar-2023-vast'),
    '2023-11-01',
    '2023-11-01',
    { termEnd: '2024-04-30', cancellable: false, nextPayment: { date: '2023-12-01', amountCents: 1099 } },
  ],
  ['its monthly variant: cancellable', contractOf('plus-najaar-2023'), '2023-11-01', '2023-11-01', { termEnd: null, cancellable: true }],
  [
    "Albert Heijn's gift: never paid, it stops by itself",
    contractOf('ah-12-maanden'),
    '2026-10-01',
    '2027-03-01',
    { firstPayment: null, nextPayment: null, offerEnd: '2027-09-30', cancellable: true },
  ],
  [
    'an action code of 3 free months: paid monthly after them',
    contractOf('voucher-3-maanden-plus'),
    '2026-05-31',
    '2026-06-15',
    { firstPayment: { date: '2026-08-31', amountCents: 1099 }, nextPayment: { date: '2026-08-31', amountCents: 1099 }, offerEnd: '2026-08-30' },
  ],
  ['the free tier: never paid', contractOf('tvgemist'), '2026-05-01', '2026-09-01', { firstPayment: null, nextPayment: null, offerEnd: null }],
])('%s', (_what, contract, start, today, expected) => {
  it('has these days', () => expect(contractDates(contract, start, today)).toMatchObject({ start, ...expected }));
});

it('tells no payment of a subscriber someone else bills', () => {
  expect(contractDates(contractOf('plus'), '2026-01-01', '2026-02-10', false)).toMatchObject({ firstPayment: null, nextPayment: null });
});
