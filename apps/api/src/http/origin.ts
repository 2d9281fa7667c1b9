import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** scheme://host[:port] of a URL, its default port dropped (http://localhost:80 is http://localhost). */
function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    // Opaque origins (`null`, `data:`, `file:`) are never this server.
    return origin === 'null' ? undefined : origin.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Refuses writes sent by another site's page (cross-site request forgery): browsers send Origin on
 * such requests, and it must be this server's own origin, scheme, host and port alike: the one the
 * request came to (its scheme from X-Forwarded-Proto behind a trusted proxy, TRUST_PROXY) or the
 * configured public one (PUBLIC_URL). `https://shop` is not `http://shop`. Requests without Origin
 * (curl, tests) pass; SameSite=Lax cookies cover older browsers.
 */
export function refuseCrossOriginWrites(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = originOf(publicUrl);
  // A callback hook, not an async one: every read passes through it, and a promise each time costs.
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (!stateChanging.has(request.method) || origin === undefined) return done();
    const sent = originOf(origin);
    if (!sent || (sent !== publicOrigin && sent !== originOf(`${request.protocol}://${request.host}`))) {
      return done(new HttpError(403, 'forbidden', 'Requests from another site are not allowed'));
    }
    done();
  });
}
