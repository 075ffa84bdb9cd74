/**
 * The fault battery in the browser (issue 17): for each service operation a flow calls, a
 * representative page with one of the sandbox's faults on that call ends on the page the flow names
 * for a failure, with what the visitor typed or chose kept where the page goes back to itself, and
 * no uncaught error; a retry after the fault is cleared works where the row says so. The faults
 * rotate over the rows; every fault on every operation is tests/services/fault-battery.test.ts, and
 * what each leads to is docs/reliability.md. Operations with a spec of their own: the login and
 * registration (login-faults), the activation's plan, status and purchase (activation-faults), the
 * contact form and cancelling (self-service-faults). Each fault is for its own test's browser.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support-visitor.ts';
import { logIn, PASSWORD } from './support-login.ts';
import { uniqueEmail } from './support.ts';

type Fault = 'http-500' | 'http-503' | 'http-429' | 'drop' | 'malformed-json';

interface Row {
  operation: string;
  /** The sandbox's name of the call the operation makes. */
  call: string;
  fault: Fault;
  /** A user made for the row and logged in, with this state; none for an anonymous visitor. */
  user?: Record<string, unknown>;
  /** Invoices for the user (POST /sandbox/invoices), the latest open. */
  openInvoice?: boolean;
  /** The page the visitor opens, and what they do there (the call is made on the way or at the end). */
  start: string;
  act?: (page: Page) => Promise<void>;
  /** Where the visitor ends, and what the page must still hold. */
  end: string | RegExp;
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
  { operation: 'account.geoCheck', call: 'IsOnboardingGeoBlocked', fault: 'http-503', user: {}, start: '/activeer/abonnement/plus', end: '/fout?code=GEO_CHECK_FAILED' },
  {
    operation: 'account.featureFlags',
    call: 'FeatureFlags',
    fault: 'malformed-json',
    start: '/aanmelden?black-friday=true&referral=VRIEND12',
    // The signup goes on without the Black Friday mark, the rest of its query kept.
    end: /\/aanmelden(\/email)?\?referral=VRIEND12$/,
    kept: async (page) => expect(page.getByLabel('E-mailadres')).toBeVisible(),
  },
  { operation: 'subscription.fetchTiers', call: 'FetchTiers', fault: 'http-500', start: '/abonnementen', end: '/fout?code=TIERS_NOT_LOADED' },
  {
    operation: 'subscription.switchTier',
    call: 'switchTier',
    fault: 'http-429',
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
    fault: 'drop',
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
    fault: 'http-503',
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
    fault: 'http-500',
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
    fault: 'malformed-json',
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
    fault: 'http-500',
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
    fault: 'http-503',
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
    fault: 'drop',
    user: { subscription: { plan: 'basis', startedDaysAgo: 40 } },
    start: '/mijn-abonnement?tab=facturen',
    end: '/fout?code=INVOICES_NOT_LOADED',
  },
  {
    operation: 'billing.invoice',
    call: 'Invoice',
    fault: 'http-429',
    user: { subscription: { plan: 'basis', startedDaysAgo: 40 } },
    start: '/mijn-abonnement/factuur/F-1',
    end: '/fout?code=INVOICE_NOT_LOADED',
  },
  {
    operation: 'billing.pay',
    call: 'payAllInvoices',
    fault: 'malformed-json',
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
    fault: 'http-503',
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
    fault: 'http-500',
    user: { subscription: { plan: 'plus', tierUnknown: true } },
    start: '/?redirect_reason=no_subscription',
    end: '/fout?code=UNKNOWN_SUBSCRIPTION_ERROR',
  },
];

for (const row of ROWS) {
  test(`${row.operation}: ${row.fault} on ${row.call} ends on ${row.end}`, async ({ page, faults }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    if (row.user) {
      const email = uniqueEmail('storing');
      expect((await page.request.post('/sandbox/users', { data: { email, password: PASSWORD, firstName: 'Sam', lastName: 'Storing', ...row.user } })).ok()).toBe(true);
      if (row.openInvoice) expect((await page.request.post('/sandbox/invoices', { data: { email, openLatest: true } })).status()).toBe(201);
      await logIn(page, email, { query: '?redirect=%2Fmijn-abonnement' });
      await expect(page).toHaveURL('/mijn-abonnement');
    }
    await faults.break(row.call, row.fault);
    await page.goto(row.start);
    await row.act?.(page);
    await expect(page).toHaveURL(row.end);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await row.kept?.(page);
    if (row.retry) {
      await faults.clear();
      await row.retry.act(page);
      // A page that checks again by itself (a payment's status) does so within 5 s.
      await expect(page).toHaveURL(row.retry.end, { timeout: 12_000 });
    }
    expect(uncaught).toEqual([]);
  });
}
