import {
  type DeliveryQuote,
  htmlLang,
  inLanguage,
  type Language,
  type OrderMailKind,
  type PaymentMethod,
  RETURN_WINDOW_DAYS,
  shopAddressLine,
  shopIdentity,
  shopPaths,
  textIn,
} from '@bookshop/contract';
import type { QueuedMail } from '../db/outbox';
import { type InvoiceLineInput, invoiceAmounts } from '../invoices/amounts';
import { formatEuros, formatInvoiceDate } from '../invoices/pdf';
import { escapeHtml, type MailReader, mailSafeName, shopNameParts } from './mails';
import { type CancelReason, invoiceWords, type OrderMailWords, orderMailWords } from './words';

/** An order as its mails tell it. */
export interface MailOrder {
  id: string;
  /** "#1A2B3C4D", as the shop shows it. */
  number: string;
  createdAt: string;
  deliveredAt: string | null;
  items: { name: string; count: number; unitCents: number }[];
  delivery: {
    street: string;
    postcode: string;
    town: string;
    telephone: string;
    free: boolean;
    promise: DeliveryQuote['promise'];
    /** What delivery costs, IVA included (a line of its own, at 21 %). */
    priceCents: number;
    expectedBy: string | null;
  };
  payment: PaymentMethod;
  paid: boolean;
}

export interface OrderMailOptions {
  publicUrl: string;
  /** Where the mail's button goes, if not to My orders (a guest's private link, issue 37). */
  link?: string;
  /** An invoice the mail attaches (the sale's on the confirmation, a corrective one on a cancellation). */
  invoice?: { id: string; number: string };
  reason?: CancelReason;
  /** A cancellation whose payment is being refunded says so. */
  refundUnderWay?: boolean;
  refundedCents?: number;
}

/** The file name an invoice is attached under, in the reader's language. */
export const invoiceFileName = (number: string, language: Language) =>
  `${inLanguage(invoiceWords, language).fileName}-${number}.pdf`;

/** An order's lines as its invoice has them: its books at 4 %, and its delivery, when charged, at 21 %. */
export function orderLines(order: MailOrder, deliveryLine: string): InvoiceLineInput[] {
  const books = order.items.map((item) => ({
    description: item.name,
    quantity: item.count,
    unitCents: item.unitCents,
    kind: 'book' as const,
  }));
  if (order.delivery.priceCents === 0) return books;
  return [
    ...books,
    { description: deliveryLine, quantity: 1, unitCents: order.delivery.priceCents, kind: 'other' },
  ];
}

/** What a courier delivery promises: free within 24 hours, a date, or an operator's call. */
function promiseText(order: MailOrder, words: OrderMailWords, date: (iso: string) => string): string {
  if (order.delivery.promise === '24h') return words.deliveryFree;
  if (order.delivery.promise === 'days' && order.delivery.expectedBy)
    return words.deliveryBy(date(order.delivery.expectedBy));
  return words.deliveryOperator;
}

/** One of an order's mails (`OrderMailKind`), in HTML and plain text, in the reader's language. */
export function orderMail(
  kind: OrderMailKind,
  reader: MailReader,
  order: MailOrder,
  options: OrderMailOptions,
): QueuedMail {
  const { language } = reader;
  const words = inLanguage(orderMailWords, language);
  const money = (cents: number) => formatEuros(cents, language);
  const date = (iso: string) => formatInvoiceDate(iso, language);
  const link = options.link ?? new URL(shopPaths.order(order.id), options.publicUrl).toString();
  const linkText = options.link ? words.followLink : words.orderLink;
  const subject = words.subjects[kind](order.number);
  const amounts = invoiceAmounts(orderLines(order, words.deliveryLine));

  const paragraphs: string[] = [
    words.intro[kind](
      order.number,
      date(kind === 'delivered' ? (order.deliveredAt ?? order.createdAt) : order.createdAt),
    ),
  ];
  if (kind === 'cancelled' && options.reason) paragraphs.push(words.cancelReason[options.reason]);
  if (kind === 'cancelled' && options.refundUnderWay) paragraphs.push(words.refundUnderWay);
  if (kind === 'refunded' && options.refundedCents !== undefined)
    paragraphs.push(words.refundDone(money(options.refundedCents)));
  if (kind === 'readyToCollect')
    paragraphs.push(words.pickup(shopAddressLine(language), textIn(shopIdentity.hours, language)));
  if (options.invoice) paragraphs.push(words.invoiceAttached(options.invoice.number));

  const withLines = kind === 'confirmation' || kind === 'cancelled';
  const lineTexts = amounts.lines.map(
    (line) => `${line.description} × ${line.quantity} — ${money(line.unitCents)} = ${money(line.totalCents)}`,
  );
  const taxTexts = amounts.taxes.map((tax) => words.ivaIncluded(tax.rate, money(tax.taxCents)));
  const deliveryText =
    order.delivery.promise === 'pickup'
      ? words.pickup(shopAddressLine(language), textIn(shopIdentity.hours, language))
      : `${order.delivery.street}, ${order.delivery.postcode} ${order.delivery.town} · ${order.delivery.telephone} · ${promiseText(order, words, date)}`;
  const paymentText = `${words.paymentMethods[order.payment]}${order.paid ? ` · ${words.paid}` : ''}`;
  const trader = `${shopIdentity.legalName}, ${shopAddressLine(language)}, ${shopIdentity.email}`;
  const withdrawal = kind === 'confirmation' ? words.withdrawalForm(trader) : [];
  const conditions = kind === 'confirmation' ? words.conditions(RETURN_WINDOW_DAYS) : [];
  const name = mailSafeName(reader.name);

  const plain = [
    words.greeting(name),
    '',
    ...paragraphs,
    ...(withLines
      ? [
          '',
          ...lineTexts,
          `${words.total}: ${money(amounts.totalCents)}`,
          ...taxTexts,
          '',
          `${words.delivery}: ${deliveryText}`,
          `${words.payment}: ${paymentText}`,
        ]
      : []),
    '',
    `${linkText}: ${link}`,
    ...(conditions.length > 0 ? ['', words.conditionsTitle, ...conditions] : []),
    ...(withdrawal.length > 0 ? ['', words.withdrawalTitle, ...withdrawal] : []),
    '',
    words.signature,
  ].join('\r\n');

  const shop = shopNameParts(language);
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const cell = 'style="padding:6px 8px;border-bottom:1px solid #ddd;text-align:left"';
  const number = 'style="padding:6px 8px;border-bottom:1px solid #ddd;text-align:right"';
  const table = withLines
    ? `<table style="border-collapse:collapse;width:100%;margin:0 0 16px">
<thead><tr><th scope="col" ${cell}>${escapeHtml(words.book)}</th><th scope="col" ${number}>${escapeHtml(words.quantity)}</th><th scope="col" ${number}>${escapeHtml(words.price)}</th><th scope="col" ${number}>${escapeHtml(words.amount)}</th></tr></thead>
<tbody>
${amounts.lines
  .map(
    (line) =>
      `<tr><td ${cell}>${escapeHtml(line.description)}</td><td ${number}>${line.quantity}</td><td ${number}>${escapeHtml(money(line.unitCents))}</td><td ${number}>${escapeHtml(money(line.totalCents))}</td></tr>`,
  )
  .join('\n')}
</tbody>
<tfoot><tr><th scope="row" colspan="3" ${number}>${escapeHtml(words.total)}</th><td ${number}><strong>${escapeHtml(money(amounts.totalCents))}</strong></td></tr></tfoot>
</table>
${taxTexts.map(p).join('\n')}
${p(`${words.delivery}: ${deliveryText}`)}
${p(`${words.payment}: ${paymentText}`)}`
    : '';
  const section = (title: string, lines: string[]) =>
    lines.length === 0
      ? ''
      : `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(title)}</h2>\n${lines.map(p).join('\n')}`;
  const html = `<!doctype html>
<html lang="${htmlLang[language]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f1ea;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;font-size:16px;line-height:1.5">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold"><span style="color:#b3261e">${shop.first}</span>${shop.rest}</p>
${p(words.greeting(name))}
${paragraphs.map(p).join('\n')}
${table}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(linkText)}</a></p>
${section(words.conditionsTitle, conditions)}
${section(words.withdrawalTitle, withdrawal)}
${p(words.signature)}
</div>
</body>
</html>
`;
  return {
    to: reader.email,
    subject,
    text: plain,
    html,
    attachments: options.invoice
      ? [{ invoiceId: options.invoice.id, filename: invoiceFileName(options.invoice.number, language) }]
      : [],
  };
}
