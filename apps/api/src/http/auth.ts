import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken, tokenHash } from '../auth/tokens';
import type { Database } from '../db/client';
import { createSession, deleteSession, findSession, SESSION_LIFETIME_MS } from '../db/sessions';
import type { UserRow } from '../db/users';
import { HttpError } from './errors';
import { sessionRead } from './private-answers';

export const SESSION_COOKIE = 'session';

export interface SignedInUser {
  sessionId: string;
  user: UserRow;
}

/**
 * Sessions live in the database (any API process can serve any request); the signed, HttpOnly
 * cookie carries a random token whose SHA-256 finds the session.
 */
export function createAuth(db: Database) {
  // One lookup per request, whichever helpers a route calls.
  const cache = new WeakMap<FastifyRequest, Promise<SignedInUser | undefined>>();

  function lookup(request: FastifyRequest): Promise<SignedInUser | undefined> {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return Promise.resolve(undefined);
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return Promise.resolve(undefined);
    return findSession(db, tokenHash(unsigned.value));
  }

  /** The signed-in user, or undefined for a guest. */
  function currentUser(request: FastifyRequest): Promise<SignedInUser | undefined> {
    sessionRead(request, request.cookies[SESSION_COOKIE] !== undefined);
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

  /** Starts a new session (a new token, never a reused one) and sets its cookie. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<string> {
    sessionRead(request, true);
    const token = newToken();
    const sessionId = await createSession(db, userId, tokenHash(token));
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      signed: true,
      maxAge: SESSION_LIFETIME_MS / 1000,
    });
    cache.delete(request);
    return sessionId;
  }

  async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    sessionRead(request, true);
    const signedIn = await currentUser(request);
    if (signedIn) await deleteSession(db, signedIn.sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    cache.delete(request);
  }

  return { currentUser, requireUser, requireAdmin, startSession, endSession };
}

export type Auth = ReturnType<typeof createAuth>;
