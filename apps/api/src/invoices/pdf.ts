import { htmlLang, inLanguage, type Language, languageTable } from '@bookshop/contract';
import PDFDocument from 'pdfkit';
import { invoiceWords } from '../mail/words';
import type { InvoiceAmounts } from './amounts';

export type InvoiceKind = 'simplified' | 'full' | 'corrective';

/** A party of an invoice: name, tax number (NIF) and address on one line. */
export interface InvoiceParty {
  name: string;
  taxId: string;
  address: string;
}

/** What an invoice says, as it is kept beside its PDF (`invoices.details`). */
export interface InvoiceDetails {
  kind: InvoiceKind;
  /** Series and number, e.g. "S2026-000042". */
  number: string;
  issuedAt: string;
  language: Language;
  seller: InvoiceParty;
  /** On a full invoice (and its corrective one): the buyer who asked for it. */
  buyer?: InvoiceParty;
  /** The order's short number ("#1A2B3C4D"). */
  order: string;
  /** A corrective invoice names the invoice it corrects and why. */
  corrects?: { number: string; issuedAt: string; reason: 'cancelled' | 'returned' };
  amounts: InvoiceAmounts;
}

/** Cents as the reader's language writes euros ("12,50 €", "€12.50"): formatting only, no arithmetic. */
export function formatEuros(cents: number, language: Language): string {
  return new Intl.NumberFormat(languageTable[language].locale, { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

/** A date as an invoice writes it, in Spain's time: "28/11/2026". */
export function formatInvoiceDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(languageTable[language].locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Madrid',
  }).format(new Date(iso));
}

/**
 * The invoice as a PDF (pdfkit, its standard Helvetica: WinAnsi text, which has every letter of
 * Spanish, English and Catalan, the ela geminada's middle dot too), made once when the invoice is issued and kept as bytes: it is never made again.
 */
export function renderInvoicePdf(details: InvoiceDetails): Promise<Buffer> {
  const words = inLanguage(invoiceWords, details.language);
  const money = (cents: number) => formatEuros(cents, details.language);
  const date = (iso: string) => formatInvoiceDate(iso, details.language);
  const title = `${words.titles[details.kind]} ${details.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: htmlLang[details.language],
    info: {
      Title: title,
      Author: details.seller.name,
      CreationDate: new Date(details.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(title);
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
  doc.text(`${words.date}: ${date(details.issuedAt)}    ${words.order}: ${details.order}`);
  if (details.corrects) {
    doc.text(words.corrects(details.corrects.number, date(details.corrects.issuedAt)));
    doc.text(words.reasons[details.corrects.reason]);
  }
  doc.moveDown();
  const party = (heading: string, who: InvoiceParty) => {
    doc.font('Helvetica-Bold').text(heading);
    doc.font('Helvetica').text(who.name).text(`${words.taxId}: ${who.taxId}`).text(who.address);
    doc.moveDown(0.5);
  };
  party(words.seller, details.seller);
  if (details.buyer) party(words.buyer, details.buyer);
  doc.moveDown(0.5);

  // The lines: description, quantity, unit price and amount, IVA included.
  const columns = [50, 330, 380, 470];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[0] ?? '', columns[0], y, { width: 270 });
    const bottom = doc.y;
    doc.text(cells[1] ?? '', columns[1], y, { width: 40, align: 'right' });
    doc.text(cells[2] ?? '', columns[2], y, { width: 80, align: 'right' });
    doc.text(cells[3] ?? '', columns[3], y, { width: 75, align: 'right' });
    doc.x = 50;
    doc.y = Math.max(bottom, doc.y) + 4;
  };
  row([words.description, words.quantity, words.unitPrice, words.amount], true);
  for (const line of details.amounts.lines) {
    row([line.description, String(line.quantity), money(line.unitCents), money(line.totalCents)]);
  }
  doc.moveDown();
  row([words.rate, '', words.base, words.tax], true);
  for (const tax of details.amounts.taxes) {
    row([`${tax.rate} %`, '', money(tax.baseCents), money(tax.taxCents)]);
  }
  doc.moveDown(0.5);
  row([words.total, '', '', money(details.amounts.totalCents)], true);
  doc.moveDown().font('Helvetica').fontSize(9).text(words.pricesIncludeIva, 50);
  doc.end();
  return done;
}
