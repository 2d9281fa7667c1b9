import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';
import { invoices, mailOutbox } from './schema';

/** A mail to send, as the outbox table keeps it; attachments are issued invoices, named by id. */
export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Invoices attached as PDF files, under these file names. */
  attachments?: { invoiceId: string; filename: string }[];
}

/**
 * Writes a mail into the outbox inside `tx`: it is sent only if `tx` commits, and then surely, by any
 * API process (mail/dispatcher.ts), however soon after the commit this one dies. Anything that tells a
 * reader about a change calls this in the change's own transaction (orders, and the notify-me mails).
 */
export async function queueMail(tx: Transaction | Database, mail: QueuedMail): Promise<void> {
  await tx.insert(mailOutbox).values({
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    attachments: mail.attachments ?? [],
  });
}

export interface DueMail extends QueuedMail {
  id: number;
  attempts: number;
}

/**
 * Takes up to `limit` mails due now for sending. Each is leased to this process: its next try is moved
 * ahead as if this one failed (10 s, 20 s, 40 s... at most an hour after it), so other processes skip
 * it; `FOR UPDATE SKIP LOCKED` keeps two from taking the same row at the same moment.
 */
export async function claimDueMails(db: Database, limit: number): Promise<DueMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => least(10 * power(2, ${mailOutbox.attempts}), 3600))`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      attempts: row.attempts,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      attachments: row.attachments,
    }));
}

export async function markMailSent(db: Database, id: number): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, id));
}

/** The try failed: the mail waits for its next one (set when it was claimed). */
export async function markMailFailed(db: Database, id: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}

/** The PDF bytes of the invoices a mail attaches, as they were issued. */
export async function attachmentBytes(db: Database, invoiceIds: string[]): Promise<Map<string, Buffer>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ id: invoices.id, pdf: invoices.pdf })
    .from(invoices)
    .where(inArray(invoices.id, invoiceIds));
  return new Map(rows.map((row) => [row.id, row.pdf]));
}
