import type { Database } from '../db/client';
import { attachmentBytes, claimDueMails, type DueMail, markMailFailed, markMailSent } from '../db/outbox';
import type { Mail } from './outbox';

/** What sends one mail: the outbox (SMTP, else the outbox folder) in the shop, a failing one in tests. */
export interface MailSender {
  deliver(mail: Mail): Promise<string>;
}

export interface MailDispatcherOptions {
  /** Look for due mails this often even when nothing woke the dispatcher (other processes' mails, retries). */
  intervalMs?: number;
  /** Told of each mail that could not be sent (it is tried again later). */
  onFailure?: (error: unknown, mailId: number) => void;
  /**
   * Writes into the outbox the mails that changes made due without writing them (stock alerts whose
   * book a trigger found back: stock-alerts/mailer.ts) and answers how many; run before each pass, so
   * that they are sent and retried as every other mail.
   */
  queueDue?: () => Promise<number>;
}

const BATCH = 20;

/**
 * Sends the outbox table's mails (db/outbox.ts) after their transactions commit: woken by the process
 * that wrote them, and every few seconds in every process, so a mail written by a process that died
 * before sending it is sent by the next look of any process. A mail whose sending fails is tried again,
 * further apart each time; one sent is marked so. If a process dies between sending and marking, the
 * mail goes twice: never lost is the promise, at most once is not.
 */
export function createMailDispatcher(db: Database, sender: MailSender, options: MailDispatcherOptions = {}) {
  const intervalMs = options.intervalMs ?? 5000;
  let running: Promise<void> | undefined;
  let again = false;
  let sendAsked = false;
  let stopped = false;

  async function deliver(mail: DueMail): Promise<void> {
    const bytes = await attachmentBytes(
      db,
      (mail.attachments ?? []).map((attachment) => attachment.invoiceId),
    );
    await sender.deliver({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: (mail.attachments ?? []).flatMap((attachment) => {
        const content = bytes.get(attachment.invoiceId);
        return content ? [{ filename: attachment.filename, content, contentType: 'application/pdf' }] : [];
      }),
    });
  }

  async function drain(): Promise<void> {
    for (;;) {
      const mails = await claimDueMails(db, BATCH);
      for (const mail of mails) {
        try {
          await deliver(mail);
          await markMailSent(db, mail.id);
        } catch (error) {
          options.onFailure?.(error, mail.id);
          await markMailFailed(db, mail.id, error instanceof Error ? error.message : String(error));
        }
      }
      if (mails.length < BATCH || stopped) return;
    }
  }

  /**
   * Runs one pass now (or right after the one running), never two at once in this process: writes the
   * mails that became due, then sends what the outbox holds (only when mails were written, if `send`
   * was not asked for).
   */
  function pass(send: boolean): Promise<void> {
    if (stopped) return Promise.resolve();
    if (send) sendAsked = true;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          const sending = sendAsked;
          sendAsked = false;
          // Mails already written go even when these cannot be written now.
          const queued = await (options.queueDue?.() ?? Promise.resolve(0)).catch((error: unknown) => {
            options.onFailure?.(error, 0);
            return 0;
          });
          if (sending || queued > 0) await drain();
        } while (again && !stopped);
      } catch (error) {
        // The database is away: the next look tries again.
        options.onFailure?.(error, 0);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  /** Mails were written (or may wait for a retry): write those due too, and send. */
  const wake = () => pass(true);

  const timer = setInterval(() => void wake(), intervalMs);
  timer.unref();

  return {
    wake,
    /**
     * A change may have made mails due without writing them (any catalogue write may bring a book
     * back): a pass that sends only if it wrote some, so that a write that made none costs one look.
     */
    lookForDue: () => pass(false),
    /** Stops looking; waits for the pass under way. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
export type MailDispatcher = ReturnType<typeof createMailDispatcher>;
