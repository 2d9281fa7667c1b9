import type { InvoiceSummary } from '@bookshop/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type InvoiceDetails, type InvoiceKind, renderInvoicePdf } from '../invoices/pdf';
import type { Database, Transaction } from './client';
import { invoiceCounters, invoices } from './schema';

/** Each kind of invoice has its own series per year (Spain's invoicing rules: corrective ones apart). */
const seriesPrefix: Record<InvoiceKind, string> = { simplified: 'S', full: 'F', corrective: 'R' };

/** The year an invoice is dated in, in Spain's time. */
function madridYear(date: Date): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Madrid' }).format(date));
}

export const invoiceNumber = (series: string, number: number) =>
  `${series}-${String(number).padStart(6, '0')}`;

/**
 * The next number of `series`, taken inside the transaction that issues the invoice: the counter's row
 * stays locked until that transaction ends, so concurrent invoices of one series queue on it, and a
 * transaction that rolls back gives its number back. Numbers are therefore consecutive, without gaps,
 * in every API process.
 */
async function nextNumber(tx: Transaction, series: string): Promise<number> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.series,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!counter) throw new Error(`No number for invoice series ${series}`);
  return counter.lastNumber;
}

export interface IssuedInvoice {
  id: string;
  number: string;
  issuedAt: string;
}

/**
 * Issues an invoice in the order's transaction: number, details and PDF are stored together, once. The
 * number is taken last, so the counter is held for as short a time as the PDF takes.
 */
export async function issueInvoice(
  tx: Transaction,
  orderId: string,
  draft: Omit<InvoiceDetails, 'number' | 'issuedAt'>,
  correctsId?: string,
): Promise<IssuedInvoice> {
  const issuedAt = new Date();
  const series = `${seriesPrefix[draft.kind]}${madridYear(issuedAt)}`;
  const number = await nextNumber(tx, series);
  const details: InvoiceDetails = {
    ...draft,
    number: invoiceNumber(series, number),
    issuedAt: issuedAt.toISOString(),
  };
  const pdf = await renderInvoicePdf(details);
  const [row] = await tx
    .insert(invoices)
    .values({
      orderId,
      kind: draft.kind,
      series,
      number,
      correctsId,
      issuedAt,
      totalCents: draft.amounts.totalCents,
      details,
      pdf,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('The invoice was not stored');
  return { id: row.id, number: details.number, issuedAt: details.issuedAt };
}

/** The invoices of these orders, oldest first, as the orders list them. */
export async function invoicesOf(
  db: Database | Transaction,
  orderIds: string[],
): Promise<Map<string, InvoiceSummary[]>> {
  const byOrder = new Map<string, InvoiceSummary[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      id: invoices.id,
      orderId: invoices.orderId,
      kind: invoices.kind,
      series: invoices.series,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      totalCents: invoices.totalCents,
    })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds))
    .orderBy(asc(invoices.issuedAt), asc(invoices.series), asc(invoices.number));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({
      _id: row.id,
      kind: row.kind,
      number: invoiceNumber(row.series, row.number),
      issuedAt: row.issuedAt.toISOString(),
      total: row.totalCents / 100,
    });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** The order's invoice the sale issued (not a corrective one), with what it said. */
export async function saleInvoiceOf(
  tx: Transaction,
  orderId: string,
): Promise<{ id: string; details: InvoiceDetails } | undefined> {
  const [row] = await tx
    .select({ id: invoices.id, details: invoices.details })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), inArray(invoices.kind, ['simplified', 'full'])))
    .orderBy(asc(invoices.issuedAt))
    .limit(1);
  return row ? { id: row.id, details: row.details as InvoiceDetails } : undefined;
}

/** An invoice's PDF as issued, if it belongs to that order. */
export async function invoicePdf(
  db: Database,
  orderId: string,
  invoiceId: string,
): Promise<{ pdf: Buffer; number: string } | undefined> {
  const [row] = await db
    .select({ pdf: invoices.pdf, series: invoices.series, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.orderId, orderId)));
  return row ? { pdf: row.pdf, number: invoiceNumber(row.series, row.number) } : undefined;
}
