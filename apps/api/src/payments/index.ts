import type { Language, PaymentForm, PaymentMethod } from '@bookshop/contract';
import type { BankPayment } from '../db/payments';
import { cardOnDelivery } from './card-on-delivery';
import { createRedsys, type RedsysSettings } from './redsys';

/** What the bank said to a refund: done, refused (an admin looks), or no answer (tried again later). */
export type RefundAnswer = 'refunded' | 'refused' | 'unreachable';

/**
 * A way to pay for an order. The shop only talks to this interface (README "Payments"); the order's
 * state changes on what a provider verified, never on what a browser says.
 */
export interface PaymentProvider {
  /** Whether the shop offers it now (an online one only when it is configured). */
  readonly available: boolean;
  /** For a method paid online when the order is placed: the form the shopper's browser posts to the bank. */
  paymentForm?(payment: BankPayment, language: Language): PaymentForm;
  /** Gives a paid order's money back; without it, the money is given back outside the shop (the courier's card terminal). */
  refund?(payment: BankPayment): Promise<RefundAnswer>;
}

/** One provider per payment method of the contract: a new method does not compile without one. */
export type PaymentProviders = Record<PaymentMethod, PaymentProvider>;

/** The shop's providers: card on delivery always; Redsys card and Bizum when REDSYS_* are set. */
export function paymentProviders(redsys: RedsysSettings | undefined, publicUrl: string): PaymentProviders {
  const bank = redsys ? createRedsys(redsys, publicUrl) : undefined;
  const off: PaymentProvider = { available: false };
  return {
    card_on_delivery: cardOnDelivery,
    card: bank?.card ?? off,
    bizum: bank?.bizum ?? off,
  };
}

/** The methods on offer, in the contract's order. */
export function availableMethods(providers: PaymentProviders): PaymentMethod[] {
  return (Object.keys(providers) as PaymentMethod[]).filter((method) => providers[method].available);
}
