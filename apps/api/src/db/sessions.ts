import { type Role, sessionLimits } from '@bookshop/contract';
import { and, count, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { builtOnce } from './built-once';
import type { Database } from './client';
import { sessions, users } from './schema';
import type { UserRow } from './users';

/**
 * A session's last use is written at most this often, not on every call of a signed-in reader: the
 * idle timeout may then end a session up to a minute sooner than its last call plus the limit.
 */
const LAST_SEEN_EVERY_MS = 60_000;

const idleSince = (role: Role, now: Date) => new Date(now.getTime() - sessionLimits.idleMs[role]);

export async function createSession(
  db: Database,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<string> {
  // The user's expired sessions go whenever they get a new one: no cron job needed.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + sessionLimits.lifetimeMs),
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('Could not create a session');
  return session.id;
}

/** The lookup of every signed-in request, built once. */
const sessionLookup = builtOnce((db) =>
  db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_session'),
);

/**
 * The live session of this token hash and its user: within its lifetime, and used within the idle
 * limit of its user's role as it is now (a reader made admin is held to an admin's). A session found
 * idle is deleted, so a later change of role cannot wake it. Using it counts as its last use.
 */
export async function findSession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ sessionId: string; user: UserRow } | undefined> {
  // The time as drizzle sends a timestamp column's value (a placeholder is sent as it is given).
  const [row] = await sessionLookup(db).execute({ tokenHash, now: now.toISOString() });
  if (!row) return undefined;
  const { sessionId, lastSeenAt, user } = row;
  if (lastSeenAt <= idleSince(user.role, now)) {
    await deleteSession(db, sessionId);
    return undefined;
  }
  if (now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  }
  return { sessionId, user };
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

/** Sessions neither expired nor idle, of every user (the `sessions_open` metric). */
export async function countOpenSessions(db: Database, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(
      and(
        gt(sessions.expiresAt, now),
        or(
          and(eq(users.role, 'admin'), gt(sessions.lastSeenAt, idleSince('admin', now))),
          and(eq(users.role, 'user'), gt(sessions.lastSeenAt, idleSince('user', now))),
        ),
      ),
    );
  return row?.open ?? 0;
}
