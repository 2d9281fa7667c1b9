import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** host[:port] of a URL, with its default port dropped (http://localhost:80 is localhost). */
function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Refuses writes sent by another site's page (cross-site request forgery): browsers send Origin on
 * such requests, and it must name this server's host. Requests without Origin (curl, tests) pass;
 * SameSite=Lax cookies cover older browsers.
 */
export function refuseCrossOriginWrites(app: FastifyInstance): void {
  // A callback hook, not an async one: every read passes through it, and a promise each time costs.
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (!stateChanging.has(request.method) || origin === undefined) return done();
    const originHost = hostOf(origin);
    if (!originHost || originHost !== hostOf(`${request.protocol}://${request.host}`)) {
      return done(new HttpError(403, 'forbidden', 'Requests from another site are not allowed'));
    }
    done();
  });
}
