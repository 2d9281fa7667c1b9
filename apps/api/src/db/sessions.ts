import { and, count, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from './client';
import { sessions, users } from './schema';
import type { UserRow } from './users';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export async function createSession(db: Database, userId: string, tokenHash: string): Promise<string> {
  // The user's expired sessions go whenever they get a new one: no cron job needed.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  const [session] = await db
    .insert(sessions)
    .values({ userId, tokenHash, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) })
    .returning({ id: sessions.id });
  if (!session) throw new Error('Could not create a session');
  return session.id;
}

/** The live session of this token hash and its user. */
export async function findSession(
  db: Database,
  tokenHash: string,
): Promise<{ sessionId: string; user: UserRow } | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row;
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user but `keepSessionId` (all of them when it is undefined). */
export async function deleteUserSessions(
  db: Database,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}

/** Sessions that have not expired, of every user (the `sessions_open` metric). */
export async function countOpenSessions(db: Database): Promise<number> {
  const [row] = await db.select({ open: count() }).from(sessions).where(gt(sessions.expiresAt, new Date()));
  return row?.open ?? 0;
}
