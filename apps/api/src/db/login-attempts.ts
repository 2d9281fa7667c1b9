import { and, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { Database } from './client';
import { loginAttempts } from './schema';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 10;

/**
 * Seconds until one of these keys (an email, an IP) may try again, or 0 when none has failed
 * LOGIN_MAX_FAILURES times within the last LOGIN_WINDOW_MS. Kept in the database so that every API
 * process counts the same failures.
 */
export async function loginRetryAfterSeconds(
  db: Database,
  keys: string[],
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const rows = await db
    .select({
      key: loginAttempts.key,
      failures: sql<number>`count(*)::int`,
      oldest: min(loginAttempts.createdAt),
    })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.createdAt, since)))
    .groupBy(loginAttempts.key);
  let wait = 0;
  for (const row of rows) {
    if (row.failures < LOGIN_MAX_FAILURES || !row.oldest) continue;
    // The window slides: the key may try again once its oldest counted failure leaves it.
    const until = new Date(row.oldest).getTime() + LOGIN_WINDOW_MS;
    wait = Math.max(wait, 1, Math.ceil((until - now.getTime()) / 1000));
  }
  return wait;
}

export async function recordLoginFailure(db: Database, keys: string[]): Promise<void> {
  await db.insert(loginAttempts).values(keys.map((key) => ({ key })));
  // Old rows no longer count; dropping them here keeps the table small without a cron job.
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(Date.now() - LOGIN_WINDOW_MS)));
}

export async function clearLoginFailures(db: Database, keys: string[]): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, keys));
}
