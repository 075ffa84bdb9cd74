/** The billing service over HTTP: invoices and their VAT, paying them, the PDF download, and its fault switches. */
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../services/documents/billing.ts';
import { sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile();

const FIELDS = 'invoiceNumber date orderNumber item description deliveryPeriod { start end } quantity totalExcludingVat vat totalIncludingVat currency status';
const INVOICES = `query Invoices { me { invoices { ${FIELDS} } } }`;
const OPEN_INVOICES = `query OpenInvoices { me { openInvoices { ${FIELDS} } openAmount currency } }`;
const INVOICE = `query Invoice($invoiceNumber: String!) { invoice(invoiceNumber: $invoiceNumber) { ${FIELDS} } }`;
const RESPONSE = `__typename ... on SuccessfulPayPpeResponse { ppeId paymentUrl amount currency } ... on PpePaymentIsInProgress { ppeId startedAt retryAfter }
  ... on PpeIsPaidOrDoesntExist { invoiceNumber }`;
const PAY = `mutation payInvoice($invoiceNumber: String!, $paymentMethod: String!) { payInvoice(invoiceNumber: $invoiceNumber, paymentMethod: $paymentMethod) { ${RESPONSE} } }`;
const PAY_ALL = `mutation payAllInvoices($paymentMethod: String!) { payAllInvoices(paymentMethod: $paymentMethod) { ${RESPONSE} } }`;

const gql = (query: string, cookie?: string, variables?: Record<string, unknown>) => sandbox.graphql('/billing/graphql', query, cookie, variables);

async function invoicesOf(email: string): Promise<{ cookie: string; invoices: Invoice[] }> {
  const { cookie } = await sandbox.logIn(email);
  const answer = (await gql(INVOICES, cookie)) as { data: { me: { invoices: Invoice[] } } };
  return { cookie, invoices: answer.data.me.invoices };
}

const download = (invoiceNumber: string, cookie?: string) => fetch(`${sandbox.url}/billing/v1/invoices/${invoiceNumber}/download`, { headers: cookie ? { Cookie: cookie } : {} });

/** The text drawn on the PDF's pages: pdf-lib writes standard-font text as WinAnsi hex strings in compressed content streams. */
function drawnText(pdf: PDFDocument): string {
  const contents = pdf.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) => (object instanceof PDFRawStream ? [Buffer.from(decodePDFRawStream(object).decode()).toString('latin1')] : []));
  return contents
    .flatMap((content) =>
      [...content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) =>
        Buffer.from(match[1] ?? '', 'hex')
          .toString('latin1')
          .replaceAll('\u0080', '€'),
      ),
    )
    .join('\n');
}

const dayBefore = (iso: string): string => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('the billing service needs a session', () => {
  it.each([
    ['Invoices', INVOICES, undefined],
    ['OpenInvoices', OPEN_INVOICES, undefined],
    ['Invoice', INVOICE, { invoiceNumber: 'INV-000100' }],
    ['payInvoice', PAY, { invoiceNumber: 'INV-000100', paymentMethod: 'IDEAL' }],
    ['payAllInvoices', PAY_ALL, { paymentMethod: 'IDEAL' }],
  ])('%s answers UNAUTHENTICATED without one', async (_name, query, variables) => {
    expect(await gql(query, undefined, variables)).toMatchObject({ errors: [{ message: expect.stringContaining('UNAUTHENTICATED') }] });
  });

  it('the download answers 401 without one', async () => {
    expect((await download('INV-000100')).status).toBe(401);
  });

  it('refuses a cross-site call (CSRF)', async () => {
    expect((await sandbox.post('/billing/graphql', { query: INVOICES }, { Origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('Invoices', () => {
  it("lists a subscriber's monthly invoices, newest first, paid, with the VAT taken out of the price including VAT", async () => {
    // plus@example.nl started 40 days ago without a trial: billed then and a month later.
    const { invoices } = await invoicesOf('plus@example.nl');
    expect(invoices).toHaveLength(2);
    const [latest, first] = invoices as [Invoice, Invoice];
    expect(latest.date > first.date).toBe(true);
    expect(first.deliveryPeriod.end).toBe(dayBefore(latest.deliveryPeriod.start));
    for (const invoice of invoices) {
      expect(invoice).toMatchObject({
        invoiceNumber: expect.stringMatching(/^INV-\d{6}$/),
        orderNumber: expect.any(String),
        item: 'Videoland Plus',
        quantity: 1,
        currency: 'EUR',
        status: 'PAID',
      });
      expect(invoice.date).toBe(invoice.deliveryPeriod.start);
      // 10.99 including 21% VAT: 9.08 excluding, 1.91 VAT.
      expect([invoice.totalIncludingVat, invoice.totalExcludingVat, invoice.vat]).toEqual([1099, 908, 191]);
    }
  });

  it('holds the VAT arithmetic for every tier and discount', async () => {
    for (const email of ['basis@example.nl', 'premium@example.nl', 'contract@example.nl', 'oud-abonnee@example.nl']) {
      const { invoices } = await invoicesOf(email);
      expect(invoices.length).toBeGreaterThan(0);
      for (const invoice of invoices) {
        expect(invoice.totalExcludingVat + invoice.vat).toBe(invoice.totalIncludingVat);
        expect(invoice.totalExcludingVat).toBe(Math.round((invoice.totalIncludingVat * 100) / 121));
      }
    }
    // The 12-month contract is billed at its discounted 9.99.
    expect(new Set((await invoicesOf('contract@example.nl')).invoices.map((invoice) => invoice.totalIncludingVat))).toEqual(new Set([999]));
    expect((await invoicesOf('basis@example.nl')).invoices[0]).toMatchObject({ totalIncludingVat: 599, totalExcludingVat: 495, vat: 104 });
  });

  it('has none for a user in the trial or billed by a reseller', async () => {
    expect((await invoicesOf('proef@example.nl')).invoices).toEqual([]);
    expect((await invoicesOf('kpn@example.nl')).invoices).toEqual([]);
  });

  it('answers OpenInvoices: the latest month for basis@example.nl, months of Plus for the users in debt, nothing for a paid-up user', async () => {
    const open = async (email: string) =>
      ((await gql(OPEN_INVOICES, (await sandbox.logIn(email)).cookie)) as { data: { me: { openInvoices: Invoice[]; openAmount: number; currency: string } } }).data.me;
    const basis = await open('basis@example.nl');
    const { invoices } = await invoicesOf('basis@example.nl');
    expect(basis).toEqual({ openInvoices: [invoices[0]], openAmount: 599, currency: 'EUR' });
    expect(basis.openInvoices[0]?.status).toBe('CREATED');
    for (const email of ['schuld@example.nl', 'schuld-elders@example.nl']) {
      const debt = await open(email);
      expect(debt.openInvoices).toHaveLength(3);
      expect(debt.openInvoices.every((invoice) => invoice.status === 'CREATED' && invoice.item === 'Videoland Plus')).toBe(true);
      expect(debt.openAmount).toBe(3 * 1099);
    }
    expect(await open('plus@example.nl')).toEqual({ openInvoices: [], openAmount: 0, currency: 'EUR' });
  });

  it("answers Invoice for the user's own invoice only", async () => {
    const { cookie, invoices } = await invoicesOf('plus@example.nl');
    const own = invoices[0] as Invoice;
    expect(await gql(INVOICE, cookie, { invoiceNumber: own.invoiceNumber })).toEqual({ data: { invoice: own } });
    const other = (await invoicesOf('premium@example.nl')).invoices[0] as Invoice;
    expect(await gql(INVOICE, cookie, { invoiceNumber: other.invoiceNumber })).toEqual({ data: { invoice: null } });
    expect(await gql(INVOICE, cookie, { invoiceNumber: 'INV-999999' })).toEqual({ data: { invoice: null } });
  });
});

describe('GET /billing/v1/invoices/{invoiceNumber}/download', () => {
  it("answers the user's invoice as a one-page PDF in Dutch with every display field", async () => {
    const { cookie, invoices } = await invoicesOf('plus@example.nl');
    const invoice = invoices[0] as Invoice;
    const response = await download(invoice.invoiceNumber, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="factuur-${invoice.invoiceNumber}.pdf"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Factuur ${invoice.invoiceNumber}`);
    expect(pdf.getSubject()).toContain('Videoland Plus');
    const text = drawnText(pdf);
    for (const expected of [
      'Videoland',
      'Factuurdatum',
      'Factuurnummer',
      invoice.invoiceNumber,
      'Ordernummer',
      invoice.orderNumber,
      'Artikel',
      'Omschrijving',
      'Leveringsperiode',
      'Aantal',
      'Totaal excl. btw',
      '€ 9,08',
      'Btw (21%)',
      '€ 1,91',
      'Totaal incl. btw',
      '€ 10,99',
      'Betaald op',
      'Petra Bos',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("answers 404 for another user's invoice and for an unknown one", async () => {
    const { cookie } = await sandbox.logIn('plus@example.nl');
    const other = (await invoicesOf('premium@example.nl')).invoices[0] as Invoice;
    expect((await download(other.invoiceNumber, cookie)).status).toBe(404);
    expect((await download('INV-999999', cookie)).status).toBe(404);
  });
});

describe('payInvoice and payAllInvoices', () => {
  it('start a payment for an open invoice and leave it open; a second start within 5 minutes is PpePaymentIsInProgress', async () => {
    const { cookie, invoices } = await invoicesOf('basis@example.nl');
    const open = invoices[0] as Invoice;
    const started = (await gql(PAY, cookie, { invoiceNumber: open.invoiceNumber, paymentMethod: 'iDEAL' })) as { data: { payInvoice: { ppeId: string } } };
    expect(started).toEqual({
      data: {
        payInvoice: {
          __typename: 'SuccessfulPayPpeResponse',
          ppeId: expect.stringMatching(/^PPE-/),
          paymentUrl: `/sandbox/psp/invoices/${started.data.payInvoice.ppeId}`,
          amount: 599,
          currency: 'EUR',
        },
      },
    });
    expect(await gql(INVOICE, cookie, { invoiceNumber: open.invoiceNumber })).toMatchObject({ data: { invoice: { status: 'CREATED' } } });

    expect(await gql(PAY, cookie, { invoiceNumber: open.invoiceNumber, paymentMethod: 'PAYPAL' })).toMatchObject({
      data: { payInvoice: { __typename: 'PpePaymentIsInProgress', ppeId: started.data.payInvoice.ppeId, retryAfter: expect.any(String) } },
    });
    // A pending payment blocks for 5 minutes only.
    await sandbox.post('/sandbox/clock', { advanceHours: 0.1 });
    const again = await gql(PAY, cookie, { invoiceNumber: open.invoiceNumber, paymentMethod: 'CREDIT_CARD' });
    await fetch(`${sandbox.url}/sandbox/clock`, { method: 'DELETE' });
    expect(again).toMatchObject({ data: { payInvoice: { __typename: 'SuccessfulPayPpeResponse', amount: 599 } } });
  });

  it("answer PpeIsPaidOrDoesntExist for a paid, unknown or another user's invoice", async () => {
    const { cookie, invoices } = await invoicesOf('plus@example.nl');
    const othersOpen = (await invoicesOf('schuld-elders@example.nl')).invoices[0] as Invoice;
    for (const invoiceNumber of [(invoices[0] as Invoice).invoiceNumber, 'INV-999999', othersOpen.invoiceNumber]) {
      expect(await gql(PAY, cookie, { invoiceNumber, paymentMethod: 'IDEAL' })).toEqual({ data: { payInvoice: { __typename: 'PpeIsPaidOrDoesntExist', invoiceNumber } } });
    }
    expect(await gql(PAY_ALL, cookie, { paymentMethod: 'IDEAL' })).toEqual({ data: { payAllInvoices: { __typename: 'PpeIsPaidOrDoesntExist', invoiceNumber: null } } });
  });

  it('refuse an unknown payment method', async () => {
    const { cookie } = await sandbox.logIn('basis@example.nl');
    expect(await gql(PAY_ALL, cookie, { paymentMethod: 'Bitcoin' })).toMatchObject({ errors: [{ message: expect.stringContaining('BAD_USER_INPUT') }] });
  });

  it('payAllInvoices pays every open invoice in one payment; once it succeeds, the bad debt on this account is gone', async () => {
    const { cookie } = await sandbox.logIn('schuld@example.nl');
    const started = (await gql(PAY_ALL, cookie, { paymentMethod: 'IDEAL' })) as { data: { payAllInvoices: { ppeId: string } } };
    const { ppeId } = started.data.payAllInvoices;
    const paymentUrl = `/sandbox/psp/invoices/${ppeId}`;
    expect(started).toEqual({ data: { payAllInvoices: { __typename: 'SuccessfulPayPpeResponse', ppeId, paymentUrl, amount: 3 * 1099, currency: 'EUR' } } });

    // The payment provider's page: the tester chooses success, pressing twice; both go back to the site.
    const page = await (await fetch(sandbox.url + paymentUrl)).text();
    expect(page).toMatch(/€\s32,97/);
    const press = () =>
      fetch(sandbox.url + paymentUrl, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'outcome=success' });
    for (const response of [await press(), await press()]) expect(response.headers.get('location')).toBe(`/factuur-betaald?ppeid=${ppeId}`);
    expect(await gql(OPEN_INVOICES, cookie)).toMatchObject({ data: { me: { openInvoices: [], openAmount: 0 } } });
    expect(((await gql(INVOICES, cookie)) as { data: { me: { invoices: Invoice[] } } }).data.me.invoices.map((invoice) => invoice.status)).toEqual(['PAID', 'PAID', 'PAID']);
    expect(await sandbox.graphql('/account/graphql', 'query UserIsInDebt { me { isInDebt } }', cookie)).toEqual({ data: { me: { isInDebt: 'NO_DEBT' } } });
  });
});

describe('fault switches', () => {
  it('switch a billing GraphQL operation by name', async () => {
    const { cookie } = await sandbox.logIn('plus@example.nl');
    await sandbox.post('/sandbox/faults', { operation: 'Invoices', fault: 'http-503', times: 1 });
    expect((await sandbox.post('/billing/graphql', { query: INVOICES }, { Cookie: cookie })).status).toBe(503);
    expect((await sandbox.post('/billing/graphql', { query: INVOICES }, { Cookie: cookie })).status).toBe(200);
  });

  it('switch the download', async () => {
    const { cookie, invoices } = await invoicesOf('plus@example.nl');
    await sandbox.post('/sandbox/faults', { operation: 'GET /billing/v1/invoices/download', fault: 'http-500', times: 1 });
    expect((await download((invoices[0] as Invoice).invoiceNumber, cookie)).status).toBe(500);
    expect((await download((invoices[0] as Invoice).invoiceNumber, cookie)).status).toBe(200);
  });
});
