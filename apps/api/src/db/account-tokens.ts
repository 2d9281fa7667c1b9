import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from './client';
import { attachGuestOrders } from './guest-orders';
import { forgetDevices } from './known-devices';
import { accountTokens, sessions, users } from './schema';
import type { UserRow } from './users';

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

const HOUR = 60 * 60 * 1000;

/** How long a mailed link works (issue 19): activation 48 hours, password reset 1 hour. */
export const tokenLifetimeMs: Record<TokenPurpose, number> = {
  activation: 48 * HOUR,
  password_reset: HOUR,
};

/** Why a link did not work: never seen, already used, or too old. */
export type TokenRefusal = 'unknown' | 'used' | 'expired';

export async function createAccountToken(
  db: Database,
  userId: string,
  purpose: TokenPurpose,
  tokenHash: string,
): Promise<void> {
  await db
    .insert(accountTokens)
    .values({ userId, purpose, tokenHash, expiresAt: new Date(Date.now() + tokenLifetimeMs[purpose]) });
}

/**
 * Marks the live token of this hash used, in one statement, so that two clicks at once cannot both
 * use it; when none is live, says why.
 */
async function useToken(
  db: Database,
  purpose: TokenPurpose,
  tokenHash: string,
): Promise<{ userId: string } | { refused: TokenRefusal }> {
  const [used] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId });
  if (used) return used;
  const [seen] = await db
    .select({ usedAt: accountTokens.usedAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
    .limit(1);
  if (!seen) return { refused: 'unknown' };
  return { refused: seen.usedAt ? 'used' : 'expired' };
}

/** Activates the account of this activation token; the token works once, for 48 hours. */
export async function activateWithToken(
  db: Database,
  tokenHash: string,
): Promise<{ user: UserRow } | { refused: TokenRefusal }> {
  return db.transaction(async (tx) => {
    const found = await useToken(tx, 'activation', tokenHash);
    if ('refused' in found) return found;
    const [user] = await tx
      .update(users)
      .set({ activated: true, updatedAt: new Date() })
      .where(eq(users.id, found.userId))
      .returning();
    if (user) await attachGuestOrders(tx, user.id, user.email);
    return user ? { user } : { refused: 'unknown' as const };
  });
}

/**
 * Whatever stands in for the account's old password dies with it: every open reset link is used up,
 * every session ends, and no browser is known to the account any more (a known one may try passwords
 * while the account refuses other devices). Activation links only activate, and a social sign-in
 * needs the provider's account, not the password: both stay.
 */
async function endWhatTheOldPasswordOpened(tx: Database, userId: string): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'password_reset'),
        isNull(accountTokens.usedAt),
      ),
    );
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await forgetDevices(tx, userId);
}

/** A new password for the account (its owner gave the current one), in one transaction with what it ends. */
export async function changePassword(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await endWhatTheOldPasswordOpened(tx, userId);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}

/**
 * Sets the password of this reset token's account, in one transaction: the token is used up with
 * whatever the old password opened (above). Receiving the mail proves the address, so the account
 * counts as activated too.
 */
export async function resetPasswordWithToken(
  db: Database,
  tokenHash: string,
  passwordHash: string,
): Promise<{ user: UserRow } | { refused: TokenRefusal }> {
  return db.transaction(async (tx) => {
    const found = await useToken(tx, 'password_reset', tokenHash);
    if ('refused' in found) return found;
    await endWhatTheOldPasswordOpened(tx, found.userId);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, activated: true, updatedAt: new Date() })
      .where(eq(users.id, found.userId))
      .returning();
    if (user) await attachGuestOrders(tx, user.id, user.email);
    return user ? { user } : { refused: 'unknown' as const };
  });
}
