import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/errors';

/**
 * Serves the built shop: hashed assets cached for a year, and `index.html` (never cached) for every
 * other page path so that React Router takes over (SPA fallback). Unknown `/api` paths and anything
 * else that is not a page stay JSON 404s.
 */
export async function registerShop(app: FastifyInstance, shopDist: string | undefined): Promise<void> {
  const indexHtml = shopDist ? join(shopDist, 'index.html') : undefined;
  if (shopDist && indexHtml) {
    if (!existsSync(indexHtml)) app.log.warn(`No built shop at ${shopDist}: run "pnpm build" to serve it.`);
    await app.register(fastifyStatic, {
      root: shopDist,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        const hashedAsset = path.includes('/assets/');
        reply.header('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (indexHtml && isPageRequest(request) && existsSync(indexHtml)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(errorBody('notFound', `No route for ${request.method} ${request.url}`));
  });
}

function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith('/api/') &&
    path !== '/api' &&
    !path.startsWith('/images/') &&
    !climbsOrHidesBytes(path)
  );
}

/**
 * No page path climbs (`..` segments, also percent-encoded or with backslashes) or holds a NUL byte:
 * such a path is a probe for files outside the shop, and it gets a plain 404 rather than the page.
 */
function climbsOrHidesBytes(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A stray % (a search for "100%") is no escape sequence: look at the path as it is.
  }
  return decoded.includes('\u0000') || decoded.split(/[/\\]/).some((segment) => segment === '..');
}
