import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses writes sent by another site's page (cross-site request forgery): browsers always send
 * Origin on such requests, and it must name this server's host. Requests without Origin (curl, tests,
 * same-origin GET navigations) pass; SameSite=Lax cookies cover the rest.
 */
export function refuseCrossOriginWrites(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!stateChanging.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (!originHost || originHost.toLowerCase() !== request.host.toLowerCase()) {
      throw new HttpError(403, 'forbidden', 'Requests from another site are not allowed');
    }
  });
}
