import type { Database } from '../db/client';
import { dueRefunds, expireUnpaidOrders } from '../db/payments';
import type { SaleSettings } from '../sales';
import type { PaymentProviders } from './index';
import { refundOrder } from './refunds';

export interface SweeperOptions {
  intervalMs: number;
  /** Told when a round wrote mails (expired orders, refunds), so they go at once. */
  onMails: () => void;
  onError: (error: unknown) => void;
}

/**
 * Every API process runs one: it ends the wait of orders whose bank has not answered in time (their
 * copies go back on sale) and asks again for refunds nobody holds. Both are safe with several processes
 * (db/payments.ts: rows skipped while another process holds them, changes made once).
 */
export function startPaymentSweeper(
  db: Database,
  settings: SaleSettings,
  providers: PaymentProviders,
  options: SweeperOptions,
) {
  let running: Promise<void> | undefined;

  async function sweep(): Promise<void> {
    let wrote = false;
    for (;;) {
      const expired = await expireUnpaidOrders(db, settings);
      wrote ||= expired.length > 0;
      if (expired.length === 0) break;
    }
    for (const orderId of await dueRefunds(db)) {
      await refundOrder(db, settings, providers, orderId);
      wrote = true;
    }
    if (wrote) options.onMails();
  }

  /** One round now, unless one is under way (then that one). */
  function round(): Promise<void> {
    running ??= sweep()
      .catch(options.onError)
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => void round(), options.intervalMs);
  timer.unref();
  return {
    round,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
export type PaymentSweeper = ReturnType<typeof startPaymentSweeper>;
