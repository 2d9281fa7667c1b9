import type { Database } from '../db/client';
import { claimRefund, finishRefund, releaseRefund } from '../db/payments';
import type { SaleSettings } from '../sales';
import type { PaymentProviders } from './index';

/**
 * Asks the order's provider to give its payment back, once the refund is due (`refund_pending`, set in
 * the transaction that cancelled the order or accepted its return). Only the process that claims it
 * asks the bank; the answer is recorded (refunded: the shopper is mailed; refused: `refund_failed`, for
 * an admin). No answer leaves it due: the sweeper asks again once the claim has lapsed.
 */
export async function refundOrder(
  db: Database,
  settings: SaleSettings,
  providers: PaymentProviders,
  orderId: string,
): Promise<void> {
  const payment = await claimRefund(db, orderId);
  if (!payment) return;
  const refund = providers[payment.method].refund;
  // A method without a bank (card on delivery) is refunded by hand; nothing to ask.
  const answer = refund ? await refund(payment) : 'refunded';
  if (answer === 'unreachable') await releaseRefund(db, orderId);
  else await finishRefund(db, settings, orderId, answer === 'refunded');
}
