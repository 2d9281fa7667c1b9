import { newToken, tokenHash } from '../auth/tokens';
import type { Database } from '../db/client';
import { claimDueAlerts, markAlertSent, releaseAlert } from '../db/stock-alerts';
import { backInStockMail } from '../mail/mails';
import type { Mail, Outbox } from '../mail/outbox';

/** Requests mailed per round; a round follows another until none is due. */
const ROUND = 50;
/** How often each process looks for requests made due by another process (or left by a crash). */
const POLL_MS = 30_000;

/**
 * Mails the requests whose book is back (the trigger of migration 0024 makes them `due` in the
 * transaction that restocked the book, whoever wrote it). A request is claimed (`sending`), mailed,
 * then `sent`: one mail per request, from any number of processes; a mail that failed is due again.
 * Each process looks after its own writes (`poke`) and every 30 seconds.
 */
export class StockAlertMailer {
  private timer: NodeJS.Timeout | undefined;
  private delivering: Promise<number> | undefined;
  private again = false;

  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
  ) {}

  start(): void {
    this.poke();
    this.timer = setInterval(() => this.poke(), POLL_MS).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.delivering;
  }

  /** Something may have come back (an admin's edit, an import's batch): mail its requests soon. */
  poke(): void {
    if (this.delivering) {
      this.again = true;
      return;
    }
    this.delivering = this.deliverDue()
      .catch((error: unknown) => {
        console.error('Stock alerts not mailed:', error);
        return 0;
      })
      .finally(() => {
        this.delivering = undefined;
        if (this.again) {
          this.again = false;
          this.poke();
        }
      });
  }

  /** Mails every due request now; answers how many mails went. */
  async deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await claimDueAlerts(this.db, ROUND, () => {
        const token = newToken();
        return { token, hash: tokenHash(token) };
      });
      if (due.length === 0) return sent;
      for (const alert of due) {
        const mail = backInStockMail(
          { email: alert.email, language: alert.language, book: { _id: alert.bookId, name: alert.name } },
          this.publicUrl,
          alert.unsubscribeToken,
        );
        try {
          await queueStockAlertMail(this.outbox, mail);
        } catch (error) {
          await releaseAlert(this.db, alert.id);
          throw error;
        }
        await markAlertSent(this.db, alert.id);
        sent++;
      }
    }
  }
}

/**
 * The one place a stock alert's mail is handed over. Today the shop's mail path (SMTP, or the outbox
 * folder when there is none): a process that stops between this and `markAlertSent` mails that request
 * again once its claim runs out. With a transactional outbox table (issue 36) this writes the mail in
 * the claim's transaction instead.
 */
export async function queueStockAlertMail(outbox: Outbox, mail: Mail): Promise<void> {
  await outbox.send(mail);
}
