import {
  inLanguage,
  type Language,
  type OrderMailKind,
  shopAddressLine,
  shopIdentity,
  shopPaths,
  textIn,
} from '@bookshop/contract';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from './db/client';
import { guestBuyerOf, newFollowToken } from './db/guest-orders';
import { type IssuedInvoice, issueInvoice, saleInvoiceOf } from './db/invoices';
import { localisedOf } from './db/localised';
import { queueMail } from './db/outbox';
import { books, orderItems, orders, users } from './db/schema';
import { centsOf, invoiceAmounts } from './invoices/amounts';
import type { InvoiceParty } from './invoices/pdf';
import type { MailReader } from './mail/mails';
import { type MailOrder, type OrderMailOptions, orderLines, orderMail } from './mail/order-mails';
import type { CancelReason } from './mail/words';
import { orderMailWords } from './mail/words';

/**
 * What an order's changes write besides the order itself, always inside the change's transaction: the
 * sale's invoice and its corrective one, and the mails that tell the shopper (into the outbox table,
 * sent after the commit). So a change and what it says commit, or fail, together.
 */

export interface SaleSettings {
  /** Links in mails start here (PUBLIC_URL), never at a request's Host. */
  publicUrl: string;
  /** The shop's NIF on its invoices (SHOP_TAX_ID). */
  shopTaxId: string;
}

interface OrderFacts {
  order: MailOrder;
  reader?: MailReader;
  /** Placed by a guest (issue 37) and not taken by an account: its mails link to a private page. */
  guest: boolean;
  /** The reader's language, or the shop's own when the account is gone. */
  language: Language;
  buyer?: InvoiceParty;
  totalCents: number;
  paymentStatus: string;
}

const shortNumber = (id: string) => `#${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

async function orderFacts(tx: Transaction, orderId: string): Promise<OrderFacts> {
  const [row] = await tx
    .select({
      order: orders,
      email: users.email,
      name: users.name,
      language: users.language,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`Order ${orderId} is gone`);
  const guest = row.email ? undefined : await guestBuyerOf(tx, orderId);
  const language: Language = row.language ?? guest?.language ?? 'esp';
  const items = await tx
    .select({
      nameEng: books.nameEng,
      nameEsp: books.nameEsp,
      nameCat: books.nameCat,
      count: orderItems.count,
      price: orderItems.price,
    })
    .from(orderItems)
    .innerJoin(books, eq(books.id, orderItems.bookId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  const { order } = row;
  const delivery = {
    street: order.street,
    postcode: order.postcode,
    town: order.town,
    telephone: order.telephone,
  };
  return {
    order: {
      id: order.id,
      number: shortNumber(order.id),
      createdAt: order.createdAt.toISOString(),
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
      items: items.map((item) => ({
        name: textIn(localisedOf(item.nameEng, item.nameEsp, item.nameCat), language),
        count: item.count,
        unitCents: centsOf(item.price),
      })),
      delivery: {
        ...delivery,
        free: order.deliveryFree,
        promise: order.deliveryPromise,
        priceCents: centsOf(order.deliveryPrice),
        expectedBy: order.deliveryExpectedBy,
      },
      payment: order.payment,
      paid: order.paymentStatus === 'paid',
    },
    reader:
      row.email && row.name
        ? { email: row.email, name: row.name, language }
        : guest && { email: guest.email, name: guest.name, language },
    guest: guest !== undefined,
    language,
    buyer:
      order.invoiceTaxId && order.invoiceName
        ? {
            name: order.invoiceName,
            taxId: order.invoiceTaxId,
            address: `${order.street}, ${order.postcode} ${order.town}`,
          }
        : undefined,
    totalCents: centsOf(order.total),
    paymentStatus: order.paymentStatus,
  };
}

function seller(settings: SaleSettings, language: Language): InvoiceParty {
  return { name: shopIdentity.legalName, taxId: settings.shopTaxId, address: shopAddressLine(language) };
}

/** Mails one of the order's mails to its shopper (none when the account was deleted). */
async function mailAbout(
  tx: Transaction,
  settings: SaleSettings,
  facts: OrderFacts,
  kind: OrderMailKind,
  options: Omit<OrderMailOptions, 'publicUrl'> = {},
): Promise<boolean> {
  if (!facts.reader) return false;
  // A guest has no My orders: each mail carries a new private link to the order.
  const link = facts.guest
    ? new URL(shopPaths.followOrder(await newFollowToken(tx, facts.order.id)), settings.publicUrl).toString()
    : undefined;
  await queueMail(
    tx,
    orderMail(kind, facts.reader, facts.order, { ...options, publicUrl: settings.publicUrl, link }),
  );
  return true;
}

/**
 * The sale is made (an order placed to be paid on delivery, or paid at the bank): its invoice is issued
 * (a full one when the shopper gave a NIF, else a simplified one) and the confirmation mailed with it.
 */
export async function confirmSale(
  tx: Transaction,
  settings: SaleSettings,
  orderId: string,
): Promise<IssuedInvoice> {
  const facts = await orderFacts(tx, orderId);
  const invoice = await issueInvoice(tx, orderId, {
    kind: facts.buyer ? 'full' : 'simplified',
    language: facts.language,
    seller: seller(settings, facts.language),
    buyer: facts.buyer,
    order: facts.order.number,
    amounts: invoiceAmounts(orderLines(facts.order, inLanguage(orderMailWords, facts.language).deliveryLine)),
  });
  await mailAbout(tx, settings, facts, 'confirmation', { invoice });
  return invoice;
}

/**
 * The sale is undone (cancelled after its invoice, or returned): a corrective invoice of the whole
 * sale, with every amount negative, naming the invoice it corrects. None when no invoice was issued.
 */
export async function correctSale(
  tx: Transaction,
  orderId: string,
  reason: 'cancelled' | 'returned',
): Promise<IssuedInvoice | undefined> {
  const sale = await saleInvoiceOf(tx, orderId);
  if (!sale) return undefined;
  const original = sale.details;
  return issueInvoice(
    tx,
    orderId,
    {
      kind: 'corrective',
      language: original.language,
      seller: original.seller,
      buyer: original.buyer,
      order: original.order,
      corrects: { number: original.number, issuedAt: original.issuedAt, reason },
      amounts: invoiceAmounts(
        original.amounts.lines.map((line) => ({
          description: line.description,
          quantity: line.quantity,
          unitCents: -line.unitCents,
          kind: line.kind,
        })),
      ),
    },
    sale.id,
  );
}

/** Mails the shopper that the order changed; a cancellation or a return carries its corrective invoice. */
export async function tellShopper(
  tx: Transaction,
  settings: SaleSettings,
  orderId: string,
  kind: Exclude<OrderMailKind, 'confirmation'>,
  options: { reason?: CancelReason; invoice?: IssuedInvoice; refundUnderWay?: boolean } = {},
): Promise<boolean> {
  const facts = await orderFacts(tx, orderId);
  return mailAbout(tx, settings, facts, kind, {
    ...options,
    refundedCents: kind === 'refunded' ? facts.totalCents : undefined,
  });
}

/** The confirmation again (an admin resends it), with the sale's invoice as it was issued. */
export async function resendConfirmation(
  tx: Transaction,
  settings: SaleSettings,
  orderId: string,
): Promise<boolean> {
  const facts = await orderFacts(tx, orderId);
  const sale = await saleInvoiceOf(tx, orderId);
  if (!sale) return false;
  return mailAbout(tx, settings, facts, 'confirmation', {
    invoice: { id: sale.id, number: sale.details.number },
  });
}
