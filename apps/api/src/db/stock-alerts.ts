import type { Language, StockAlert, StockAlertStatus } from '@bookshop/contract';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { isUniqueViolation } from './books';
import type { Database } from './client';
import { books, stockAlerts, users } from './schema';

// "Tell me when it is back" (issue 38): readers' requests, their tokens (hashes only), and the
// claims of the process that mails them once their book is back (the trigger of migration 0024
// makes them due).

type AlertRow = typeof stockAlerts.$inferSelect;

/** Requests still open: one per book and address (a unique index). */
const openStatuses = ['unconfirmed', 'waiting', 'due', 'sending'] as const;

/** What a reader is told of a request: due and being mailed are still "waiting" to them. */
function shownStatus(status: AlertRow['status']): StockAlertStatus {
  return status === 'due' || status === 'sending' ? 'waiting' : status;
}

const alertColumns = {
  id: stockAlerts.id,
  status: stockAlerts.status,
  createdAt: stockAlerts.createdAt,
  sentAt: stockAlerts.sentAt,
  bookId: books.id,
  nameEng: books.nameEng,
  nameEsp: books.nameEsp,
};

function toAlert(row: {
  id: string;
  status: AlertRow['status'];
  createdAt: Date | string;
  sentAt: Date | string | null;
  bookId: string;
  nameEng: string;
  nameEsp: string;
}): StockAlert {
  return {
    _id: row.id,
    book: { _id: row.bookId, name: { eng: row.nameEng, esp: row.nameEsp } },
    status: shownStatus(row.status),
    createdAt: new Date(row.createdAt).toISOString(),
    sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  };
}

async function readAlert(db: Database, id: string): Promise<StockAlert | undefined> {
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
 * An unconfirmed one gets the new confirmation link (the older link no longer works).
 * `fresh`: whether a confirmation mail should go (a new or still unconfirmed request).
 */
export async function askForAlert(
  db: Database,
  request: AlertRequest,
): Promise<{ alert: StockAlert; fresh: boolean }> {
  const open = async () => {
    const [row] = await db
      .select({ id: stockAlerts.id, status: stockAlerts.status })
      .from(stockAlerts)
      .where(
        and(
          eq(stockAlerts.bookId, request.bookId),
          sql`lower(${stockAlerts.email}) = lower(${request.email})`,
          inArray(stockAlerts.status, [...openStatuses]),
        ),
      )
      .limit(1);
    return row;
  };
  let found = await open();
  if (!found) {
    try {
      const [made] = await db
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
        .returning({ id: stockAlerts.id });
      const alert = made && (await readAlert(db, made.id));
      if (alert) return { alert, fresh: true };
    } catch (error) {
      // The same request sent twice at once: the other one made it.
      if (!isUniqueViolation(error, 'stock_alerts_open_idx')) throw error;
    }
    found = await open();
  }
  if (!found) throw new Error('The stock alert could not be read back');
  let fresh = false;
  if (found.status === 'unconfirmed' && request.confirmTokenHash) {
    await db
      .update(stockAlerts)
      .set({ confirmTokenHash: request.confirmTokenHash, unsubscribeTokenHash: request.unsubscribeTokenHash })
      .where(and(eq(stockAlerts.id, found.id), eq(stockAlerts.status, 'unconfirmed')));
    fresh = true;
  }
  const alert = await readAlert(db, found.id);
  if (!alert) throw new Error('The stock alert could not be read back');
  return { alert, fresh };
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
        inArray(stockAlerts.status, ['unconfirmed', 'waiting', 'due']),
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
        inArray(stockAlerts.status, ['unconfirmed', 'waiting', 'due']),
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
  bookId: string;
  name: { eng: string; esp: string };
  /** The request's new "no more of these" token, for the mail's link. */
  unsubscribeToken: string;
}

/** A claim older than this was left by a process that stopped while mailing: it is taken again. */
const CLAIM_MS = 10 * 60_000;

/**
 * Takes up to `limit` due requests for this process to mail (`sending`), each with a new "no more of
 * these" token (its hash kept); a signed-in reader's mail is in their account's language now.
 */
export async function claimDueAlerts(
  db: Database,
  limit: number,
  newToken: () => { token: string; hash: string },
): Promise<DueAlert[]> {
  const { rows } = (await db.execute(sql`
    select a.id from stock_alerts a
    where a.status = 'due' or (a.status = 'sending' and a.claimed_at < now() - ${`${CLAIM_MS} milliseconds`}::interval)
    order by a.due_at limit ${limit}`)) as unknown as { rows: { id: string }[] };
  const claimed: DueAlert[] = [];
  for (const { id } of rows) {
    const unsubscribe = newToken();
    const [row] = await db
      .update(stockAlerts)
      .set({ status: 'sending', claimedAt: new Date(), unsubscribeTokenHash: unsubscribe.hash })
      .where(
        and(
          eq(stockAlerts.id, id),
          sql`(${stockAlerts.status} = 'due' or (${stockAlerts.status} = 'sending' and ${stockAlerts.claimedAt} < now() - ${`${CLAIM_MS} milliseconds`}::interval))`,
        ),
      )
      .returning({ id: stockAlerts.id });
    if (!row) continue;
    const [alert] = await db
      .select({
        id: stockAlerts.id,
        email: stockAlerts.email,
        language: sql<Language>`coalesce(${users.language}, ${stockAlerts.language})`,
        bookId: books.id,
        nameEng: books.nameEng,
        nameEsp: books.nameEsp,
      })
      .from(stockAlerts)
      .innerJoin(books, eq(books.id, stockAlerts.bookId))
      .leftJoin(users, eq(users.id, stockAlerts.userId))
      .where(eq(stockAlerts.id, id));
    if (alert) {
      claimed.push({
        id: alert.id,
        email: alert.email,
        language: alert.language,
        bookId: alert.bookId,
        name: { eng: alert.nameEng, esp: alert.nameEsp },
        unsubscribeToken: unsubscribe.token,
      });
    }
  }
  return claimed;
}

/** The mail went: the request is done. */
export async function markAlertSent(db: Database, id: string): Promise<void> {
  await db
    .update(stockAlerts)
    .set({ status: 'sent', sentAt: new Date() })
    .where(and(eq(stockAlerts.id, id), eq(stockAlerts.status, 'sending')));
}

/** The mail could not go: due again, for the next round. */
export async function releaseAlert(db: Database, id: string): Promise<void> {
  await db
    .update(stockAlerts)
    .set({ status: 'due' })
    .where(and(eq(stockAlerts.id, id), eq(stockAlerts.status, 'sending')));
}
