import { and, eq, lt } from 'drizzle-orm';
import type { Database } from './client';
import { socialIdentities, socialSignIns, users } from './schema';
import type { UserRow } from './users';

export type SocialSignInRow = typeof socialSignIns.$inferSelect;

/** How long a shopper may take at the provider before the sign-in must start again. */
export const SOCIAL_SIGN_IN_LIFETIME_MS = 10 * 60 * 1000;

/** Keeps a sign-in under way; sign-ins left unfinished go whenever a new one starts. */
export async function saveSocialSignIn(db: Database, row: Omit<SocialSignInRow, 'expiresAt'>): Promise<void> {
  await db.delete(socialSignIns).where(lt(socialSignIns.expiresAt, new Date()));
  await db
    .insert(socialSignIns)
    .values({ ...row, expiresAt: new Date(Date.now() + SOCIAL_SIGN_IN_LIFETIME_MS) });
}

/**
 * Takes the sign-in under way of this id hash: deleted as it is read, so a callback sent twice (or by
 * two processes at once) finds it only once. Undefined when unknown, used or expired.
 */
export async function takeSocialSignIn(db: Database, idHash: string): Promise<SocialSignInRow | undefined> {
  const [row] = await db.delete(socialSignIns).where(eq(socialSignIns.idHash, idHash)).returning();
  return row && row.expiresAt > new Date() ? row : undefined;
}

/** The shopper this provider account signs in as. */
export async function findSocialUser(
  db: Database,
  provider: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(socialIdentities.userId, users.id))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row?.user;
}

/** Joins the provider account to the shopper (again: nothing changes). */
export async function linkSocialIdentity(
  db: Database,
  identity: { provider: string; subject: string; userId: string },
): Promise<void> {
  await db.insert(socialIdentities).values(identity).onConflictDoNothing();
}

/** The provider vouched for the shopper's address: the account counts as activated. */
export async function markActivated(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ activated: true, activationTokenHash: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.activated, false)));
}
