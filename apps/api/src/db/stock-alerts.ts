import type { Language, LocalisedText, StockAlert, StockAlertStatus } from '@bookshop/contract';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';
import { localisedOf } from './localised';
import { type QueuedMail, queueMail } from './outbox';
import { books, stockAlerts, users } from './schema';

// "Tell me when it is back" (issue 38): readers' requests and their tokens (hashes only). The
// trigger of migration 0024 makes a request due when its book is back; its mail is written into the
// outbox in the transaction that marks it sent (stock-alerts/mailer.ts).

type AlertRow = typeof stockAlerts.$inferSelect;

/** Requests still open: one per book and address (a unique index). */
const openStatuses = ['unconfirmed', 'waiting', 'due'] as const;

/** What a reader is told of a request: one due to be mailed is still "waiting" to them. */
function shownStatus(status: AlertRow['status']): StockAlertStatus {
  return status === 'due' ? 'waiting' : status;
}

const alertColumns = {
  id: stockAlerts.id,
  status: stockAlerts.status,
  createdAt: stockAlerts.createdAt,
  sentAt: stockAlerts.sentAt,
  bookId: books.id,
  nameEng: books.nameEng,
  nameEsp: books.nameEsp,
  nameCat: books.nameCat,
};

function toAlert(row: {
  id: string;
  status: AlertRow['status'];
  createdAt: Date | string;
  sentAt: Date | string | null;
  bookId: string;
  nameEng: string;
  nameEsp: string;
  nameCat: string | null;
}): StockAlert {
  return {
    _id: row.id,
    book: { _id: row.bookId, name: localisedOf(row.nameEng, row.nameEsp, row.nameCat) },
    status: shownStatus(row.status),
    createdAt: new Date(row.createdAt).toISOString(),
    sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  };
}

async function readAlert(db: Database | Transaction, id: string): Promise<StockAlert | undefined> {
  const [row] = await db
    .select(alertColumns)
    .from(stockAlerts)
    .innerJoin(books, eq(books.id, stockAlerts.bookId))
    .where(eq(stockAlerts.id, id))
    .limit(1);
  return row && toAlert(row);
}

/** A published book's stock, or undefined when the shop does not show it. */
export async function bookStock(db: Database, bookId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ stock: books.stock })
    .from(books)
    .where(and(eq(books.id, bookId), isNull(books.withdrawnAt)))
    .limit(1);
  return row?.stock;
}

export interface AlertRequest {
  bookId: string;
  email: string;
  language: Language;
  userId?: string;
  /** The address is not yet known to be its owner's: the request waits for the mailed link. */
  confirmTokenHash?: string;
  unsubscribeTokenHash: string;
}

/**
 * Asks for a mail when the book is back: a new request, or the open one of that book and address.
 * An unconfirmed one gets the new confirmation link (the older link no longer works), and its
 * confirmation mail (`confirmationMail`, for a request with `confirmTokenHash`) is written into the
 * outbox in the same transaction: a request is never left without its mail, nor mailed twice for one
 * ask.
 */
export async function askForAlert(
  db: Database,
  request: AlertRequest,
  confirmationMail?: (alert: StockAlert) => QueuedMail,
): Promise<StockAlert> {
  return db.transaction(async (tx) => {
    // The same request sent twice at once: the second waits on the unique index, then finds the first.
    const [made] = await tx
      .insert(stockAlerts)
      .values({
        bookId: request.bookId,
        userId: request.userId,
        email: request.email,
        language: request.language,
        // A book restocked while this request was being made is due at once: its trigger ran
        // before the request existed.
        status: request.confirmTokenHash
          ? 'unconfirmed'
          : sql`case when (select b.stock from books b where b.id = ${request.bookId}) > 0 then 'due' else 'waiting' end`,
        confirmTokenHash: request.confirmTokenHash,
        unsubscribeTokenHash: request.unsubscribeTokenHash,
      })
      .onConflictDoNothing()
      .returning({ id: stockAlerts.id, status: stockAlerts.status });
    const [open] = made
      ? [made]
      : await tx
          .select({ id: stockAlerts.id })
          .from(stockAlerts)
          .where(
            and(
              eq(stockAlerts.bookId, request.bookId),
              sql`lower(${stockAlerts.email}) = lower(${request.email})`,
              inArray(stockAlerts.status, [...openStatuses]),
            ),
          )
          .limit(1);
    if (!open) throw new Error('The stock alert could not be read back');
    // A new unconfirmed request, or one still unconfirmed asked again: its (new) link is mailed.
    let confirming = made?.status === 'unconfirmed';
    if (!made && request.confirmTokenHash !== undefined) {
      const renewed = await tx
        .update(stockAlerts)
        .set({
          confirmTokenHash: request.confirmTokenHash,
          unsubscribeTokenHash: request.unsubscribeTokenHash,
        })
        .where(and(eq(stockAlerts.id, open.id), eq(stockAlerts.status, 'unconfirmed')))
        .returning({ id: stockAlerts.id });
      confirming = renewed.length > 0;
    }
    const alert = await readAlert(tx, open.id);
    if (!alert) throw new Error('The stock alert could not be read back');
    if (confirming && confirmationMail) await queueMail(tx, confirmationMail(alert));
    return alert;
  });
}

/** A reader's requests, newest first, cancelled ones left out. */
export async function listReaderAlerts(db: Database, userId: string): Promise<StockAlert[]> {
  const rows = await db
    .select(alertColumns)
    .from(stockAlerts)
    .innerJoin(books, eq(books.id, stockAlerts.bookId))
    .where(and(eq(stockAlerts.userId, userId), ne(stockAlerts.status, 'cancelled')))
    .orderBy(desc(stockAlerts.createdAt))
    .limit(100);
  return rows.map(toAlert);
}

/** A reader cancels one of their open requests. */
export async function cancelReaderAlert(
  db: Database,
  userId: string,
  id: string,
): Promise<StockAlert | 'notFound' | 'notCancellable'> {
  const [cancelled] = await db
    .update(stockAlerts)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(stockAlerts.id, id),
        eq(stockAlerts.userId, userId),
        inArray(stockAlerts.status, [...openStatuses]),
      ),
    )
    .returning({ id: stockAlerts.id });
  if (cancelled) return (await readAlert(db, id)) ?? 'notFound';
  const [mine] = await db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.id, id), eq(stockAlerts.userId, userId)));
  return mine ? 'notCancellable' : 'notFound';
}

/**
 * The mailed link confirms the address: the request waits for its book, or is due at once when the
 * book came back meanwhile. The link works once.
 */
export async function confirmAlert(db: Database, tokenHash: string): Promise<StockAlert | undefined> {
  const [confirmed] = await db
    .update(stockAlerts)
    .set({
      status: sql`case when (select b.stock from books b where b.id = ${stockAlerts.bookId}) > 0 then 'due' else 'waiting' end`,
      dueAt: sql`case when (select b.stock from books b where b.id = ${stockAlerts.bookId}) > 0 then now() end`,
      confirmTokenHash: null,
    })
    .where(and(eq(stockAlerts.confirmTokenHash, tokenHash), eq(stockAlerts.status, 'unconfirmed')))
    .returning({ id: stockAlerts.id });
  return confirmed && readAlert(db, confirmed.id);
}

/**
 * A mail's "no more of these" link: every open request of that request's address is cancelled.
 * Undefined for a token no request has.
 */
export async function unsubscribeAlerts(db: Database, tokenHash: string): Promise<number | undefined> {
  const [owner] = await db
    .select({ email: stockAlerts.email })
    .from(stockAlerts)
    .where(eq(stockAlerts.unsubscribeTokenHash, tokenHash))
    .limit(1);
  if (!owner) return undefined;
  const cancelled = await db
    .update(stockAlerts)
    .set({ status: 'cancelled' })
    .where(
      and(
        sql`lower(${stockAlerts.email}) = lower(${owner.email})`,
        inArray(stockAlerts.status, [...openStatuses]),
      ),
    )
    .returning({ id: stockAlerts.id });
  return cancelled.length;
}

/** A request whose book is back, as its mail needs it. */
export interface DueAlert {
  id: string;
  email: string;
  language: Language;
  book: { _id: string; name: LocalisedText };
}

/** Whether any request is due to be mailed. */
export async function anyAlertDue(db: Database): Promise<boolean> {
  const [due] = await db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(eq(stockAlerts.status, 'due'))
    .limit(1);
  return due !== undefined;
}

/**
 * Takes up to `limit` due requests inside `tx`, locked until it ends (other processes skip them, so
 * each is mailed once); a signed-in reader's mail is in their account's language now.
 */
export async function takeDueAlerts(tx: Transaction, limit: number): Promise<DueAlert[]> {
  const rows = await tx
    .select({
      id: stockAlerts.id,
      email: stockAlerts.email,
      language: sql<Language>`coalesce(${users.language}, ${stockAlerts.language})`,
      bookId: books.id,
      nameEng: books.nameEng,
      nameEsp: books.nameEsp,
      nameCat: books.nameCat,
    })
    .from(stockAlerts)
    .innerJoin(books, eq(books.id, stockAlerts.bookId))
    .leftJoin(users, eq(users.id, stockAlerts.userId))
    .where(eq(stockAlerts.status, 'due'))
    .orderBy(stockAlerts.dueAt)
    .limit(limit)
    .for('update', { of: stockAlerts, skipLocked: true });
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    language: row.language,
    book: { _id: row.bookId, name: localisedOf(row.nameEng, row.nameEsp, row.nameCat) },
  }));
}

/**
 * The requests' mails are written (in `tx`): each request is done, and keeps the hash of the new
 * "no more of these" token its mail carries.
 */
export async function markAlertsSent(
  tx: Transaction,
  sent: readonly { id: string; unsubscribeTokenHash: string }[],
): Promise<void> {
  if (sent.length === 0) return;
  const mailed = sql.join(
    sent.map(({ id, unsubscribeTokenHash }) => sql`(${id}::uuid, ${unsubscribeTokenHash})`),
    sql`, `,
  );
  await tx.execute(sql`
    update stock_alerts a set status = 'sent', sent_at = now(), unsubscribe_token_hash = m.hash
    from (values ${mailed}) as m(id, hash)
    where a.id = m.id and a.status = 'due'`);
}
