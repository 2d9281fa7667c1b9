import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Limits on attempts that an attacker repeats (sign-ins, password changes, sign-ups), kept in the
 * database so that every API process counts the same ones. An attempt is reserved before it is
 * evaluated (before a password is checked): the keys it counts under are locked, their recent
 * attempts counted and the new one written in one transaction, so that however many arrive at once,
 * from however many processes, no more than the limits allow are ever evaluated.
 *
 *   const reservation = await reserveAttempt(db, { kind: 'login', rules });
 *   if (!reservation.allowed) -> 429 with Retry-After: reservation.retryAfterSeconds
 *   ...evaluate...; on success: await recordSuccess(db, reservation.attempt, { forget: [key] });
 *
 * A reserved attempt counts as failed until `recordSuccess` takes it back.
 */

/** At most `max` attempts under `key` within `windowMs`; then none until the oldest leaves the window. */
export interface AttemptRule {
  key: string;
  max: number;
  windowMs: number;
}

/** A reserved attempt: the rows it wrote, one per key it counts under. */
export interface ReservedAttempt {
  kind: string;
  ids: string[];
}

export type Reservation =
  | { allowed: true; attempt: ReservedAttempt }
  /** `refusedBy`: the key of the rule that makes it wait longest. */
  | { allowed: false; retryAfterSeconds: number; refusedBy: string };

/** Rows older than this are of no rule's window: they are deleted as new attempts come in. */
const KEPT_MS = 24 * 60 * 60 * 1000;

/** Milliseconds the rule makes this attempt wait (0: it may go ahead), given the times of earlier ones. */
function waitFor(rule: AttemptRule, times: Map<string, number[]>, now: number): number {
  const earlier = (times.get(rule.key) ?? []).filter((time) => time > now - rule.windowMs);
  if (earlier.length < rule.max) return 0;
  // The window slides: the key may try again once its oldest counted attempt leaves it.
  return (earlier[earlier.length - rule.max] ?? now) + rule.windowMs - now;
}

/**
 * Reserves an attempt of `kind` if every rule lets it go ahead now, or says how long to wait. The
 * attempt counts under every rule's key from this moment.
 */
export async function reserveAttempt(
  db: Database,
  { kind, rules }: { kind: string; rules: AttemptRule[] },
): Promise<Reservation> {
  const keys = [...new Set(rules.map((rule) => rule.key))];
  const windowMs = Math.max(...rules.map((rule) => rule.windowMs));
  if (windowMs > KEPT_MS) throw new Error(`An attempt window longer than ${KEPT_MS} ms is not kept`);
  return db.transaction(async (tx) => {
    // One lock per key, always taken in the same order, so two reservations never wait on each other.
    await tx.execute(sql`
      select pg_advisory_xact_lock(hash) from (
        select distinct hashtextextended(${kind} || ' ' || key, 0) as hash
        from unnest(${sql.param(keys)}::text[]) as key
        order by hash
      ) as locks`);
    const rows = await tx.execute(sql`
      select key, (extract(epoch from created_at) * 1000)::float8 as at,
        (extract(epoch from clock_timestamp()) * 1000)::float8 as now
      from attempts
      where kind = ${kind} and key = any(${sql.param(keys)}::text[])
        and created_at > clock_timestamp() - make_interval(secs => ${windowMs / 1000})
      order by created_at`);
    const found = rowsOf<{ key: string; at: number; now: number }>(rows);
    const now = found[0]?.now ?? (await databaseNow(tx as unknown as Database));
    const times = new Map<string, number[]>();
    for (const row of found) times.set(row.key, [...(times.get(row.key) ?? []), row.at]);

    const waits = rules.map((rule) => ({ key: rule.key, wait: waitFor(rule, times, now) }));
    const longest = waits.reduce((found, each) => (each.wait > found.wait ? each : found));
    if (longest.wait > 0) {
      const retryAfterSeconds = Math.max(1, Math.ceil(longest.wait / 1000));
      return { allowed: false, retryAfterSeconds, refusedBy: longest.key };
    }

    const written = await tx.execute(sql`
      insert into attempts (kind, key, created_at)
      select ${kind}, key, clock_timestamp() from unnest(${sql.param(keys)}::text[]) as key
      returning id`);
    await tx.execute(
      sql`delete from attempts where created_at < now() - make_interval(secs => ${KEPT_MS / 1000})`,
    );
    return { allowed: true, attempt: { kind, ids: rowsOf<{ id: string }>(written).map((row) => row.id) } };
  });
}

/**
 * The attempt succeeded: it no longer counts against anyone; and the attempts under `forget` (a
 * reader's own failures from their address, say) are forgotten too.
 */
export async function recordSuccess(
  db: Database,
  attempt: ReservedAttempt,
  { forget = [] }: { forget?: string[] } = {},
): Promise<void> {
  await db.execute(sql`
    delete from attempts
    where id = any(${sql.param(attempt.ids)}::uuid[])
      or (kind = ${attempt.kind} and key = any(${sql.param(forget)}::text[]))`);
}

async function databaseNow(db: Database): Promise<number> {
  const rows = await db.execute(sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as now`);
  return rowsOf<{ now: number }>(rows)[0]?.now ?? Date.now();
}

/** node-postgres and PGlite both answer `{ rows }`; drizzle's types differ between them. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
