/**
 * The fault grid in the browser (issue 44, item 15): every service operation a flow calls over REST
 * or GraphQL, on the page that calls it, with each of the sandbox's faults on its call: HTTP 500,
 * 503 and 429, a call that does not answer in time, a dropped connection and malformed JSON. Each
 * cell ends on the page the flow names for that failure, which shows a heading and a next step (a
 * link or a button), keeps the visitor's session, and keeps what was typed or chosen where the page
 * goes back to itself; nothing is thrown uncaught. The first fault of each row is tried again once
 * the fault is cleared, and that works. The timeouts, which only wait, are one test whose rows wait
 * side by side, each in a browser of its own. Each cell records where it ended; the grid reporter
 * (fault-grid-reporter.ts) writes the table of a complete, green run into docs/reliability.md.
 * Operations with a spec of their own: the login and registration (login-faults), the activation's
 * plan, status and purchase (activation-faults). Each fault is for its own test's browser.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, nameVisitor, test } from './support-visitor.ts';
import { expectLoggedIn, logInByServices, PASSWORD } from './support-login.ts';
import { uniqueEmail } from './support.ts';

/** The faults of sandbox/faults.ts that a back end can suffer (identity-code is the provider's own). */
const FAULTS = ['http-500', 'http-503', 'http-429', 'timeout', 'drop', 'malformed-json'] as const;
type Fault = (typeof FAULTS)[number];

interface Row {
  operation: string;
  /** The sandbox's name of the call the operation makes. */
  call: string;
  /** A user made for the row and logged in, with this state; none for an anonymous visitor. */
  user?: Record<string, unknown>;
  /** Invoices for the user (POST /sandbox/invoices), the latest open. */
  openInvoice?: boolean;
  /** The page the visitor opens, and what they do there (the call is made on the way or at the end). */
  start: string;
  act?: (page: Page) => Promise<void>;
  /** Where the visitor ends, and what the page must still hold; onTimeout where a call that does not answer in time leads elsewhere. */
  end: string | RegExp;
  onTimeout?: string | RegExp;
  kept?: (page: Page) => Promise<void>;
  /** Pressed again once the fault is cleared, and where that leads. */
  retry?: { act: (page: Page) => Promise<void>; end: string | RegExp };
}

const press = (name: string) => (page: Page) => page.getByRole('button', { name }).click();

/** Checks a box and presses a button: a choice and its submit, tried again the same way after the fault. */
const choose = (label: string, button: string) => async (page: Page) => {
  await page.getByLabel(label).check();
  await press(button)(page);
};

const ROWS: Row[] = [
  { operation: 'account.geoCheck', call: 'IsOnboardingGeoBlocked', user: {}, start: '/activeer/abonnement/plus', end: '/fout?code=GEO_CHECK_FAILED' },
  {
    operation: 'account.featureFlags',
    call: 'FeatureFlags',
    start: '/aanmelden?black-friday=true&referral=VRIEND12',
    // The signup goes on without the Black Friday mark, the rest of its query kept.
    end: /\/aanmelden(\/email)?\?referral=VRIEND12$/,
    kept: async (page) => expect(page.getByLabel('E-mailadres')).toBeVisible(),
  },
  { operation: 'subscription.fetchTiers', call: 'FetchTiers', start: '/abonnementen', end: '/fout?code=TIERS_NOT_LOADED' },
  {
    operation: 'subscription.switchTier',
    call: 'switchTier',
    user: { subscription: { plan: 'plus', startedDaysAgo: 10 } },
    start: '/mijn-abonnement/abonnement-wijzigen/reden?abonnement=premium',
    act: choose('Ik wil op meer apparaten tegelijk kijken', 'Wijziging bevestigen'),
    end: '/mijn-abonnement/abonnement-wijzigen/reden?fout=wijzigen-mislukt&abonnement=premium',
    kept: async (page) => {
      await expect(page.getByRole('alert')).toContainText('Het wijzigen van je abonnement is niet gelukt.');
      await expect(page.getByLabel('Ik wil op meer apparaten tegelijk kijken')).toBeChecked();
    },
    retry: { act: press('Wijziging bevestigen'), end: '/mijn-abonnement?gewijzigd=ja' },
  },
  {
    operation: 'subscription.revokeCancellation',
    call: 'revokeCancellation',
    user: { subscription: { plan: 'plus', nextStatus: 'cancelled', nextStatusInDays: 12 } },
    start: '/mijn-abonnement/opzegging-intrekken',
    act: press('Opzegging intrekken'),
    end: '/mijn-abonnement/opzegging-intrekken?fout=intrekken-mislukt',
    kept: async (page) => expect(page.getByRole('alert')).toContainText('Het intrekken van je opzegging is niet gelukt.'),
    retry: { act: press('Opzegging intrekken'), end: '/mijn-abonnement?opzegging=ingetrokken' },
  },
  {
    operation: 'subscription.cancelFutureSubscription',
    call: 'cancelFutureSubscription',
    user: { subscription: { plan: '12-maanden-ltc-plus', termType: 'TERMED', startedDaysAgo: 60 }, renewedWith: 'plus' },
    start: '/mijn-abonnement/toekomstig-abonnement-opzeggen',
    act: press('Nieuw abonnement opzeggen'),
    end: '/mijn-abonnement/toekomstig-abonnement-opzeggen?fout=opzeggen-mislukt',
    kept: async (page) => expect(page.getByRole('alert')).toContainText('Het opzeggen is niet gelukt.'),
    retry: { act: press('Nieuw abonnement opzeggen'), end: '/mijn-abonnement?toekomstig=opgezegd' },
  },
  {
    operation: 'voucher.check',
    call: 'GET /subscription/v2/voucher/check',
    start: '/activeer/voucher',
    act: async (page) => {
      await page.getByLabel('Actiecode').fill('PLUS3MAANDEN');
      await press('Code inwisselen')(page);
    },
    end: '/fout?code=UNKNOWN_VOUCHER_ERROR',
  },
  {
    operation: 'password.sendResetEmail',
    call: 'POST /oidc/send-email',
    start: '/wachtwoord-vergeten',
    act: async (page) => {
      await page.getByLabel('E-mailadres').fill('plus@example.nl');
      await press('Stuur de link')(page);
    },
    end: '/fout?code=UNKNOWN_RESET_ERROR',
  },
  {
    operation: 'payment.changeDetails',
    call: 'changePaymentDetails',
    user: { subscription: { plan: 'plus', startedDaysAgo: 10 } },
    start: '/mijn-abonnement/betaalgegevens-wijzigen',
    act: choose('PayPal', 'Naar betalen (€ 0,01)'),
    end: '/mijn-abonnement/betaalgegevens-wijzigen?fout=mislukt&methode=paypal',
    kept: async (page) => {
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByLabel('PayPal')).toBeChecked();
    },
    retry: { act: press('Naar betalen (€ 0,01)'), end: /\/sandbox\/psp\/[0-9a-f-]+$/ },
  },
  {
    // Not known yet is not failed: the status page says so and checks again by itself.
    operation: 'payment.status',
    call: 'paymentStatus',
    user: {},
    start: '/activeer/abonnement/plus/status/ideal?transactionId=onbekend',
    end: '/activeer/abonnement/plus/status/ideal?transactionId=onbekend',
    kept: async (page) => {
      await expect(page.getByText('We kunnen je betaling op dit moment niet controleren.', { exact: false })).toBeVisible();
    },
    retry: { act: async () => undefined, end: '/fout?code=TRANSACTION_NOT_FOUND' },
  },
  {
    operation: 'billing.invoices',
    call: 'Invoices',
    user: { subscription: { plan: 'basis', startedDaysAgo: 40 } },
    start: '/mijn-abonnement?tab=facturen',
    end: '/fout?code=INVOICES_NOT_LOADED',
  },
  {
    operation: 'billing.invoice',
    call: 'Invoice',
    user: { subscription: { plan: 'basis', startedDaysAgo: 40 } },
    start: '/mijn-abonnement/factuur/F-1',
    end: '/fout?code=INVOICE_NOT_LOADED',
  },
  {
    operation: 'billing.pay',
    call: 'payAllInvoices',
    user: { subscription: { plan: 'basis', startedDaysAgo: 40 } },
    openInvoice: true,
    start: '/factuur-betalen',
    act: choose('iDEAL', 'Naar betalen'),
    end: '/factuur-betalen?fout=mislukt',
    kept: async (page) => expect(page.getByRole('alert')).toBeVisible(),
    retry: {
      act: choose('iDEAL', 'Naar betalen'),
      end: /\/sandbox\/psp\/invoices\/PPE-[0-9a-f-]+$/,
    },
  },
  {
    operation: 'newsletter.subscribe',
    call: 'POST /newsletter/v3/subscriptions',
    user: { subscription: { plan: 'plus' } },
    start: '/mijn-abonnement/nieuwsbrief',
    act: choose('Ik wil de nieuwsbrief van Videoland ontvangen', 'Opslaan'),
    end: '/mijn-abonnement/nieuwsbrief?fout=mislukt',
    kept: async (page) => expect(page.getByRole('alert')).toContainText('Je keuze is niet opgeslagen.'),
    retry: {
      act: choose('Ik wil de nieuwsbrief van Videoland ontvangen', 'Opslaan'),
      end: '/mijn-abonnement?nieuwsbrief=aangemeld',
    },
  },
  {
    operation: 'subscription.fixBedrock',
    call: 'fixBedrockSubscription',
    user: { subscription: { plan: 'plus', tierUnknown: true } },
    start: '/?redirect_reason=no_subscription',
    end: '/fout?code=UNKNOWN_SUBSCRIPTION_ERROR',
  },
];

/** Breaks the row's call with the fault, for this browser's visitor. */
type Breaker = (call: string, fault: Fault) => Promise<void>;

/** One cell: the row's page with the fault on its call; where it ended, as the table records it. */
async function cell(page: Page, row: Row, fault: Fault, breakCall: Breaker): Promise<string> {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  if (row.user) {
    const email = uniqueEmail('storing');
    expect((await page.request.post('/sandbox/users', { data: { email, password: PASSWORD, firstName: 'Sam', lastName: 'Storing', ...row.user } })).ok()).toBe(true);
    if (row.openInvoice) expect((await page.request.post('/sandbox/invoices', { data: { email, openLatest: true } })).status()).toBe(201);
    await logInByServices(page, email);
  }
  await breakCall(row.call, fault);
  await page.goto(row.start);
  await row.act?.(page);
  // A call that does not answer is given up after the site's call timeout (config/site.json
  // callTimeoutMs, 8 s), a load twice; with fifteen browsers waiting side by side, more on a busy machine.
  const patience = { timeout: fault === 'timeout' ? 45_000 : 5_000 };
  await expect(page, `${row.operation}, ${fault}`).toHaveURL(fault === 'timeout' ? (row.onTimeout ?? row.end) : row.end, patience);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(patience);
  // A next step: a link or a button on the page, never a dead end.
  await expect(page.getByRole('main').locator('a[href], button').first()).toBeVisible();
  if (row.user) await expectLoggedIn(page, true);
  await row.kept?.(page);
  expect(uncaught).toEqual([]);
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** What the grid reporter reads of a cell. */
function recorded(testInfo: TestInfo, row: Row, fault: Fault, end: string): void {
  const of = ROWS.length * FAULTS.length;
  testInfo.annotations.push({ type: 'fault-grid', description: JSON.stringify({ operation: row.operation, call: row.call, start: row.start, fault, end, faults: FAULTS, of }) });
}

for (const row of ROWS) {
  for (const fault of FAULTS.filter((fault) => fault !== 'timeout')) {
    test(`${row.operation}: ${fault} on ${row.call} from ${row.start} ends on ${row.end}`, async ({ page, faults }, testInfo) => {
      recorded(testInfo, row, fault, await cell(page, row, fault, faults.break));
      if (row.retry && fault === FAULTS[0]) {
        await faults.clear();
        await row.retry.act(page);
        // A page that checks again by itself (a payment's status) does so within 5 s.
        await expect(page).toHaveURL(row.retry.end, { timeout: 12_000 });
      }
    });
  }
}

// A call that does not answer keeps its page waiting for the site's call timeout (twice for a load,
// which is tried again): the rows wait side by side, each in a browser of its own visitor.
test('every operation: a call that does not answer in time ends on the page its flow names', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const ends = await Promise.all(
    ROWS.map(async (row, index) => {
      const context = await browser.newContext({ baseURL, storageState: testInfo.project.use.storageState });
      const visitor = `e2e-${testInfo.testId}-${index}`;
      try {
        await nameVisitor(context, visitor, baseURL);
        const page = await context.newPage();
        const breakCall: Breaker = async (call, fault) => expect((await context.request.post('/sandbox/faults', { data: { operation: call, fault, visitor } })).ok()).toBe(true);
        return await cell(page, row, 'timeout', breakCall);
      } finally {
        await context.request.delete(`/sandbox/faults?visitor=${encodeURIComponent(visitor)}`);
        await context.close();
      }
    }),
  );
  ROWS.forEach((row, index) => recorded(testInfo, row, 'timeout', ends[index] as string));
});
