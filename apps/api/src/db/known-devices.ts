import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { KNOWN_DEVICE_LIFETIME_MS, type KnownDevice } from '../auth/attempt-limits';
import type { Database } from './client';
import { knownDevices, users } from './schema';

/**
 * Browsers that signed in to an account (OWASP's device cookies, auth/attempt-limits.ts): the `device`
 * cookie holds a random token, a row here its SHA-256 and the account. One browser is known to each
 * account it signed in to, for a year after its last sign-in there.
 */

/** This browser, when it signed in to the account of this e-mail address before (within the year). */
export async function findKnownDevice(
  db: Database,
  deviceHash: string | undefined,
  email: string,
  now: Date,
): Promise<KnownDevice | undefined> {
  if (!deviceHash) return undefined;
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .innerJoin(users, eq(knownDevices.userId, users.id))
    .where(
      and(
        eq(knownDevices.tokenHash, deviceHash),
        sql`lower(${users.email}) = lower(${email.trim()})`,
        gt(knownDevices.signedInAt, new Date(now.getTime() - KNOWN_DEVICE_LIFETIME_MS)),
      ),
    )
    .limit(1);
  return row && { deviceHash, userId: row.userId };
}

/** The browser signed in to the account: it is known to it for another year. */
export async function rememberDevice(db: Database, deviceHash: string, userId: string, now: Date) {
  // The account's browsers unseen for a year go whenever one signs in: no cron job needed.
  await db
    .delete(knownDevices)
    .where(
      and(
        eq(knownDevices.userId, userId),
        lt(knownDevices.signedInAt, new Date(now.getTime() - KNOWN_DEVICE_LIFETIME_MS)),
      ),
    );
  await db
    .insert(knownDevices)
    .values({ tokenHash: deviceHash, userId, createdAt: now, signedInAt: now })
    .onConflictDoUpdate({ target: [knownDevices.tokenHash, knownDevices.userId], set: { signedInAt: now } });
}

/** No browser is known to the account any more (its password changed). */
export async function forgetDevices(db: Database, userId: string): Promise<void> {
  await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
}
