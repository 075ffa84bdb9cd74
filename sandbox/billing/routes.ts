/** The billing service under /billing: its GraphQL and the invoice download (spec 000 section 7). */
import { Hono } from 'hono';
import { sessionUid } from '../account/session.ts';
import type { SandboxContext } from '../context.ts';
import { faultable } from '../faults.ts';
import { serveGraphQL } from '../http.ts';
import { findInvoice, invoiceRecipient } from './invoices.ts';
import { invoiceFileName, invoicePdf } from './pdf.ts';
import { runBillingQuery } from './schema.ts';

export function billingRoutes(context: SandboxContext): Hono {
  const app = new Hono();

  serveGraphQL(app, context, (uid, query, variables, operationName) => runBillingQuery(context, uid, query, variables, operationName));

  app.get('/v1/invoices/:invoiceNumber/download', faultable(context.faults, 'GET /billing/v1/invoices/download'), async (c) => {
    const uid = await sessionUid(context, c);
    if (!uid) return c.json({ message: 'log in first' }, 401);
    const invoice = await findInvoice(context, uid, c.req.param('invoiceNumber'));
    const recipient = invoice && (await invoiceRecipient(context, uid));
    // Another user's invoice is answered as an unknown one, so that invoice numbers cannot be probed.
    if (!invoice || !recipient) return c.json({ message: 'invoice not found' }, 404);
    const pdf = await invoicePdf(invoice, recipient, context.clock.now());
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoiceFileName(invoice)}"`,
      // A customer's invoice: never kept by a shared cache.
      'Cache-Control': 'private, no-store',
    });
  });
  return app;
}
