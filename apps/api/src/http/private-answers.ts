import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What every answer about a signed-in reader tells caches: no cache may keep it, not even the
 * browser's on disk (a shared computer), and none may give it to anyone else. The read cache sends a
 * reader's own book page so too (http/read-cache.ts).
 */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Requests whose session was read, and whether they came with a session cookie (or were given one). */
const sessionsRead = new WeakMap<FastifyRequest, boolean>();

/**
 * Called wherever a session is read, started or ended (http/auth.ts): the answer then depends on the
 * session cookie, and when there was one, it is about a reader.
 */
export function sessionRead(request: FastifyRequest, withCookie: boolean): void {
  sessionsRead.set(request, withCookie || sessionsRead.get(request) === true);
}

/**
 * One rule for every route, whatever it forgets: an answer whose route read the session says
 * `Vary: Cookie` (a shared cache must not give a guest's answer to a reader, or the other way round),
 * and, when a session cookie came or was set, `Cache-Control: private, no-store`. Registered before the
 * sender (http/sender.ts), which writes the headers it finds.
 */
export function usePrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const withCookie = sessionsRead.get(request);
    if (withCookie !== undefined) {
      const vary = reply.getHeader('vary');
      const names = vary === undefined ? [] : String(vary).split(/\s*,\s*/);
      if (!names.some((name) => name.toLowerCase() === 'cookie')) {
        reply.header('vary', [...names, 'cookie'].join(', '));
      }
      if (withCookie) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    }
    done(null, payload);
  });
}
