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
  app.addHook('onRequest', async (request) => {
    if (!stateChanging.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const originHost = hostOf(origin);
    if (!originHost || originHost !== hostOf(`${request.protocol}://${request.host}`)) {
      throw new HttpError(403, 'forbidden', 'Requests from another site are not allowed');
    }
  });
}
