import { type Language, RETURN_WINDOW_DAYS } from '@bookshop/contract';
import type { Order } from '@bookshop/data';
import type { OrderDetailLabels, OrdersListLabels, OrderView } from '@bookshop/ui';
import type { Words } from './i18n/words';

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

export const orderHref = (orderId: string) => `/my_account/my_orders/${encodeURIComponent(orderId)}`;

export function ordersListLabels(words: Words): OrdersListLabels {
  return {
    empty: words.noOrders,
    loading: words.loading,
    order: words.orderNumber,
    placedOn: words.placedOn,
    total: words.total,
    details: words.seeOrder,
    statuses: words.orderStatuses,
  };
}

export function orderDetailLabels(words: Words): OrderDetailLabels {
  return {
    order: words.orderNumber,
    placedOn: words.placedOn,
    books: words.books,
    quantity: words.quantity,
    price: words.price,
    total: words.total,
    delivery: words.delivery,
    freeDelivery: words.freeDelivery,
    operatorDelivery: words.operatorContact,
    telephone: words.telephone,
    payment: words.payment,
    cardOnDelivery: words.cardOnDelivery,
    cancel: words.cancelOrder,
    cancelConfirm: words.cancelOrderConfirm,
    confirmCancel: words.confirmCancelOrder,
    keepOrder: words.keepOrder,
    requestReturn: words.requestReturn,
    returnHint: words.returnHint,
    back: words.backToOrders,
    statuses: words.orderStatuses,
  };
}
