import {
  inLanguage,
  type Language,
  languageTable,
  nextOrderStatuses,
  RETURN_WINDOW_DAYS,
  shopAddressLine,
  shopIdentity,
  shopPaths,
  textIn,
} from '@bookshop/contract';
import { invoiceAddress, type Order } from '@bookshop/data';
import type { OrderView } from '@bookshop/ui';
import { formatShopPrice } from '../../i18n/price';
import { orderWords } from './orderWords';

/** An order from the API as the kit shows it: book names, payment and invoices in the reader's language. */
export function toOrderView(order: Order, language: Language): OrderView {
  const words = inLanguage(orderWords, language);
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt,
    total: order.total,
    items: order.items.map((item) => ({
      id: item.book.id,
      name: textIn(item.book.name, language),
      count: item.count,
      price: item.price,
    })),
    delivery: {
      ...order.delivery,
      pickup: order.delivery.promise === 'pickup',
      note: deliveryNote(order, language),
    },
    payment:
      order.paymentStatus === 'on_delivery'
        ? words.paymentMethods[order.payment]
        : `${words.paymentMethods[order.payment]} · ${words.paymentStatuses[order.paymentStatus]}`,
    invoices: order.invoices.map((invoice) => ({
      id: invoice.id,
      label: invoice.number,
      href: invoiceAddress(order.id, invoice.id),
    })),
  };
}

/** Issue 37: a priced delivery says its price and date, a pickup where and whether it is ready. */
function deliveryNote(order: Order, language: Language): string | undefined {
  const words = inLanguage(orderWords, language).delivery;
  const { delivery } = order;
  if (delivery.promise === 'pickup') {
    return delivery.readyAt
      ? words.readyToCollect
      : `${words.pickup}: ${words.pickupAt(shopAddressLine(language), textIn(shopIdentity.hours, language))}`;
  }
  if (delivery.promise !== 'days' || !delivery.expectedBy) return undefined;
  const date = new Intl.DateTimeFormat(languageTable[language].locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${delivery.expectedBy}T00:00:00Z`));
  return words.priced(formatShopPrice(delivery.price, language), date);
}

const DAY = 24 * 60 * 60 * 1000;

/** SPEC section 1: a return may be asked for within 14 days of delivery, and only then. */
export function canRequestReturn(order: Order, now = Date.now()): boolean {
  if (!nextOrderStatuses(order.status, 'customer').includes('return_requested') || !order.deliveredAt)
    return false;
  return now - Date.parse(order.deliveredAt) <= RETURN_WINDOW_DAYS * DAY;
}

/** Whether the shopper may cancel it now (the contract's table of status changes). */
export const canCancel = (order: Order) => nextOrderStatuses(order.status, 'customer').includes('cancelled');

export const orderHref = shopPaths.order;
