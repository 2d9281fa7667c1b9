import type { Language } from '@bookshop/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { newToken, tokenHash } from '../auth/tokens';
import type { Database, Transaction } from './client';
import { guestOrders, orderFollowLinks, orders } from './schema';

/**
 * Guest checkout (issue 37): who placed an order without an account, and the private links that
 * follow it. A link's token is random (32 bytes); only its SHA-256 is kept, as for sessions and mail
 * links. Each mail about the order (and the checkout's answer) carries a new one; all of them stay
 * good for reading the order, and die with it.
 */

/** The guest who places an order: where its mails go, and in which language. */
export interface GuestBuyer {
  email: string;
  name: string;
  language: Language;
}

/**
 * Makes the order this guest's, in the order's transaction. False when another order already holds
 * the guest's key (a retry, or a concurrent duplicate: the unique index makes this wait for it to
 * commit or roll back), and then this one is rolled back.
 */
export async function claimGuestOrder(
  tx: Transaction,
  orderId: string,
  guest: GuestBuyer,
  idempotencyKey: string,
): Promise<boolean> {
  const claimed = await tx
    .insert(guestOrders)
    .values({ orderId, ...guest, email: guest.email.trim(), idempotencyKey })
    .onConflictDoNothing()
    .returning({ orderId: guestOrders.orderId });
  return claimed.length > 0;
}

/** The order an address placed with this key, if any. */
export async function guestOrderByKey(
  db: Database,
  email: string,
  idempotencyKey: string,
): Promise<{ id: string; requestHash: string } | undefined> {
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(guestOrders)
    .innerJoin(orders, eq(orders.id, guestOrders.orderId))
    .where(
      and(
        sql`lower(${guestOrders.email}) = lower(${email.trim()})`,
        eq(guestOrders.idempotencyKey, idempotencyKey),
      ),
    );
  return row;
}

/** Who placed a guest's order (undefined for an account's order, also one an account took and then deleted). */
export async function guestBuyerOf(
  tx: Transaction | Database,
  orderId: string,
): Promise<GuestBuyer | undefined> {
  const [row] = await tx
    .select({ email: guestOrders.email, name: guestOrders.name, language: guestOrders.language })
    .from(guestOrders)
    .where(and(eq(guestOrders.orderId, orderId), isNull(guestOrders.attachedAt)));
  return row;
}

/** A new private link's token for the order (its hash is written in this transaction). */
export async function newFollowToken(tx: Transaction | Database, orderId: string): Promise<string> {
  const token = newToken();
  await tx.insert(orderFollowLinks).values({ tokenHash: tokenHash(token), orderId });
  return token;
}

/** The order a link's token follows: one lookup of the token's hash, whatever the token. */
export async function orderIdOfFollowToken(db: Database, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ orderId: orderFollowLinks.orderId })
    .from(orderFollowLinks)
    .where(eq(orderFollowLinks.tokenHash, tokenHash(token)));
  return row?.orderId;
}

/**
 * An account whose owner proved they read mail at this address (activation, a reset link) takes the
 * guest orders placed with it: they show in its My orders, and their later mails go to the account.
 * Never on the address alone: an unverified sign-up with someone's address takes nothing.
 */
export async function attachGuestOrders(tx: Transaction, userId: string, email: string): Promise<number> {
  const attached = await tx
    .update(guestOrders)
    .set({ attachedAt: sql`now()` })
    .where(and(sql`lower(${guestOrders.email}) = lower(${email})`, isNull(guestOrders.attachedAt)))
    .returning({ orderId: guestOrders.orderId });
  if (attached.length === 0) return 0;
  await tx
    .update(orders)
    .set({ userId })
    .where(
      and(
        sql`${orders.id} IN (${sql.join(
          attached.map((row) => sql`${row.orderId}::uuid`),
          sql`, `,
        )})`,
        isNull(orders.userId),
      ),
    );
  return attached.length;
}
