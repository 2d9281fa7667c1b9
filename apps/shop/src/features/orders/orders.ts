import {
  inLanguage,
  type Language,
  nextOrderStatuses,
  RETURN_WINDOW_DAYS,
  shopPaths,
  textIn,
} from '@bookshop/contract';
import { invoiceAddress, type Order } from '@bookshop/data';
import type { OrderView } from '@bookshop/ui';
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
    delivery: order.delivery,
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
