import { sessionLimits } from '@bookshop/contract';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { KNOWN_DEVICE_LIFETIME_MS } from '../auth/attempt-limits';
import { newToken, tokenHash } from '../auth/tokens';
import type { Database } from '../db/client';
import { rememberDevice } from '../db/known-devices';
import { createSession, deleteSession, findSession } from '../db/sessions';
import type { UserRow } from '../db/users';
import { HttpError } from './errors';

export const SESSION_COOKIE = 'session';
/** The browser's own random token, kept for a year: the accounts it signed in to know it (db/known-devices.ts). */
export const DEVICE_COOKIE = 'device';

export interface SignedInUser {
  sessionId: string;
  user: UserRow;
}

/** What sessions are measured by: the time now. Tests give their own, to move it. */
export type Clock = () => Date;

/**
 * Sessions live in the database (any API process can serve any request); the signed, HttpOnly
 * cookie carries a random token whose SHA-256 finds the session. Every sign-in (with a password, a
 * reset link, a sign-up or a social provider) also makes this browser known to the account.
 */
export function createAuth(db: Database, now: Clock = () => new Date()) {
  // One lookup per request, whichever helpers a route calls.
  const cache = new WeakMap<FastifyRequest, Promise<SignedInUser | undefined>>();

  /** The value of a cookie this server signed, or undefined for none or a forged one. */
  function signedCookie(request: FastifyRequest, name: string): string | undefined {
    const raw = request.cookies[name];
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : undefined;
  }

  function lookup(request: FastifyRequest): Promise<SignedInUser | undefined> {
    const token = signedCookie(request, SESSION_COOKIE);
    return token ? findSession(db, tokenHash(token), now()) : Promise.resolve(undefined);
  }

  /** The signed-in user, or undefined for a guest. */
  function currentUser(request: FastifyRequest): Promise<SignedInUser | undefined> {
    let found = cache.get(request);
    if (!found) {
      found = lookup(request);
      cache.set(request, found);
    }
    return found;
  }

  async function requireUser(request: FastifyRequest): Promise<SignedInUser> {
    const signedIn = await currentUser(request);
    if (!signedIn) throw new HttpError(401, 'notSignedIn', 'Sign in first');
    return signedIn;
  }

  async function requireAdmin(request: FastifyRequest): Promise<SignedInUser> {
    const signedIn = await requireUser(request);
    if (signedIn.user.role !== 'admin') throw new HttpError(403, 'forbidden', 'Only an admin may do this');
    return signedIn;
  }

  /** The SHA-256 of this browser's device token, when it sent a genuine one. */
  function deviceHash(request: FastifyRequest): string | undefined {
    const token = signedCookie(request, DEVICE_COOKIE);
    return token ? tokenHash(token) : undefined;
  }

  const cookieOptions = (request: FastifyRequest, path: string, maxAgeMs: number) => ({
    path,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    signed: true,
    maxAge: maxAgeMs / 1000,
  });

  /**
   * Starts a new session (a new token, never a reused one) and sets its cookie; the browser becomes
   * (or stays) known to the account, with the same device token for every account it signs in to.
   */
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<string> {
    const token = newToken();
    const at = now();
    const sessionId = await createSession(db, userId, tokenHash(token), at);
    reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, '/', sessionLimits.lifetimeMs));
    const device = signedCookie(request, DEVICE_COOKIE) ?? newToken();
    await rememberDevice(db, tokenHash(device), userId, at);
    // Only the API reads it (sign-in, sign-up, password and social calls).
    reply.setCookie(DEVICE_COOKIE, device, cookieOptions(request, '/api', KNOWN_DEVICE_LIFETIME_MS));
    cache.delete(request);
    return sessionId;
  }

  async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const signedIn = await currentUser(request);
    if (signedIn) await deleteSession(db, signedIn.sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    cache.delete(request);
  }

  return { currentUser, requireUser, requireAdmin, deviceHash, startSession, endSession, now };
}

export type Auth = ReturnType<typeof createAuth>;
