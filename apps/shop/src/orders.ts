import { type Language, RETURN_WINDOW_DAYS, shopPaths } from '@bookshop/contract';
import type { Order } from '@bookshop/data';
import type { OrderView } from '@bookshop/ui';

/** An order from the API as the kit shows it: book names in the reader's language. */
export function toOrderView(order: Order, language: Language): OrderView {
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt,
    total: order.total,
    items: order.items.map((item) => ({
      id: item.book.id,
      name: item.book.name[language],
      count: item.count,
      price: item.price,
    })),
    delivery: order.delivery,
  };
}

const DAY = 24 * 60 * 60 * 1000;

/** SPEC section 1: a return may be asked for within 14 days of delivery, and only then. */
export function canRequestReturn(order: Order, now = Date.now()): boolean {
  if (order.status !== 'delivered' || !order.deliveredAt) return false;
  return now - Date.parse(order.deliveredAt) <= RETURN_WINDOW_DAYS * DAY;
}

export const orderHref = shopPaths.order;
