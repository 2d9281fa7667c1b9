import type { Order, PaymentMethod } from '@bookshop/contract';
import { cardOnDelivery } from './card-on-delivery';

/**
 * A way to pay for an order. The shop only talks to this interface, so an online provider can be
 * added later as one more implementation (see the README's "Payments").
 */
export interface PaymentProvider {
  /** Called once, right after a new order was stored (never for a retried request). */
  orderPlaced(order: Order): Promise<void>;
}

/** One provider per payment method of the contract: a new method does not compile without one. */
export type PaymentProviders = Record<PaymentMethod, PaymentProvider>;

export const paymentProviders: PaymentProviders = {
  card_on_delivery: cardOnDelivery,
};
