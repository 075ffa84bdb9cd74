/**
 * An invoice as the PDF a customer downloads, in Dutch, with the display fields of spec 000
 * section 3. The standard Helvetica font needs no font file and covers the euro sign and Dutch accents.
 */
import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { product } from '../product.ts';
import type { Invoice, InvoiceStatus } from './invoices.ts';

const euros = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const longDate = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

// Intl separates the euro sign with a no-break space; a plain space draws the same in every viewer.
const money = (cents: number): string => euros.format(cents / 100).replace(/[\u00a0\u202f]/g, ' ');
const dutchDate = (iso: string): string => longDate.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));

const STATUS: Record<InvoiceStatus, (invoice: Invoice) => string> = {
  CREATED: () => 'Openstaand: deze factuur is nog niet betaald.',
  PAID: (invoice) => (invoice.paidAt ? `Betaald op ${dutchDate(invoice.paidAt)}.` : 'Betaald.'),
  CANCELLED: () => 'Geannuleerd: deze factuur hoeft niet betaald te worden.',
  SUSPENDED: () => 'Opgeschort: deze factuur wordt voorlopig niet geïnd.',
};

export const invoiceFileName = (invoice: Invoice): string => `factuur-${invoice.invoiceNumber}.pdf`;

export async function invoicePdf(invoice: Invoice, recipient: { name: string; email: string }, createdAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `Factuur ${invoice.invoiceNumber}`;
  doc.setTitle(title);
  doc.setSubject(`${title} van ${product.displayName}, ${invoice.item}, ${dutchDate(invoice.deliveryPeriod.start)} tot en met ${dutchDate(invoice.deliveryPeriod.end)}`);
  doc.setAuthor(product.displayName);
  doc.setCreator(product.displayName);
  doc.setLanguage('nl-NL');
  // The sandbox clock, so that a download is the same at the same sandbox time.
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);

  const page = doc.addPage(PageSizes.A4);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const margin = 56;
  const valueX = 240;
  let y = page.getHeight() - margin;
  const write = (text: string, x: number, size: number, font: PDFFont, at = y) => page.drawText(text, { x, y: at, size, font, color: rgb(0.1, 0.1, 0.1) });
  const row = (label: string, value: string, font: PDFFont = regular) => {
    write(label, margin, 11, font);
    write(value, valueX, 11, font);
    y -= 20;
  };

  write(product.displayName, margin, 24, bold);
  y -= 40;
  write('Factuur', margin, 18, bold);
  y -= 32;
  write('Aan', margin, 11, bold);
  y -= 16;
  for (const line of [recipient.name, recipient.email].filter((text) => text !== '')) {
    write(line, margin, 11, regular);
    y -= 16;
  }
  y -= 16;

  row('Factuurdatum', dutchDate(invoice.date));
  row('Factuurnummer', invoice.invoiceNumber);
  row('Ordernummer', invoice.orderNumber);
  if (invoice.subscriptionNumber) row('Abonnementsnummer', invoice.subscriptionNumber);
  row('Artikel', invoice.item);
  row('Omschrijving', invoice.description);
  row('Leveringsperiode', `${dutchDate(invoice.deliveryPeriod.start)} t/m ${dutchDate(invoice.deliveryPeriod.end)}`);
  row('Aantal', String(invoice.quantity));
  rule(page, margin, y + 10);
  y -= 12;
  row('Totaal excl. btw', money(invoice.totalExcludingVat));
  row(`Btw (${invoice.vatRate}%)`, money(invoice.vat));
  row('Totaal incl. btw', money(invoice.totalIncludingVat), bold);
  y -= 12;
  write(STATUS[invoice.status](invoice), margin, 11, regular);

  write(`Bedragen in euro. Vragen over deze factuur? De klantenservice van ${product.displayName} helpt je graag.`, margin, 9, regular, margin);
  return doc.save({ useObjectStreams: false });
}

function rule(page: PDFPage, x: number, y: number): void {
  page.drawLine({ start: { x, y }, end: { x: page.getWidth() - x, y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
}
