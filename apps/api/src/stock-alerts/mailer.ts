import { newToken, tokenHash } from '../auth/tokens';
import type { Database } from '../db/client';
import { queueMail } from '../db/outbox';
import { anyAlertDue, markAlertsSent, takeDueAlerts } from '../db/stock-alerts';
import { backInStockMail } from '../mail/mails';

/** Requests mailed per transaction; one follows another until none is due. */
const ROUND = 50;

/**
 * Writes the mail of every request whose book is back into the outbox, in the transaction that marks
 * the request sent; the outbox sends it and tries again while it fails (mail/dispatcher.ts, which runs
 * this before each of its passes). The trigger of migration 0024 made the requests due in the
 * transaction that restocked the book, whoever wrote it, so no request is missed, and the rows are
 * taken locked, so each is mailed once from any number of processes. Answers how many were mailed.
 */
export async function queueBackInStockMails(db: Database, publicUrl: string): Promise<number> {
  // Most writes bring no book back: one look, no transaction.
  if (!(await anyAlertDue(db))) return 0;
  let mailed = 0;
  for (;;) {
    const round = await db.transaction(async (tx) => {
      const due = await takeDueAlerts(tx, ROUND);
      const sent = [];
      for (const alert of due) {
        // A new "no more of these" link per mail: only its hash is kept.
        const unsubscribe = newToken();
        await queueMail(tx, backInStockMail(alert, publicUrl, unsubscribe));
        sent.push({ id: alert.id, unsubscribeTokenHash: tokenHash(unsubscribe) });
      }
      await markAlertsSent(tx, sent);
      return due.length;
    });
    mailed += round;
    if (round < ROUND) return mailed;
  }
}
