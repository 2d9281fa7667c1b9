import type { PaymentProvider } from './index';

/** The courier takes the card at the door: nothing is charged when the order is placed. */
export const cardOnDelivery: PaymentProvider = { available: true };
