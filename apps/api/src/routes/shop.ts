import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { errorBody } from '../http/errors';
import type { ReadCache } from '../http/read-cache';
import { type PageHead, withHead } from '../seo/head';
import {
  authorHead,
  bookHead,
  categoryHead,
  homeHead,
  notFoundHead,
  publisherHead,
  SITE_NAME,
} from '../seo/pages';
import { type Manifest, readManifest, routeFiles } from '../seo/preload';
import { loadPageRenderer, RenderedPages, renderPageWithAnswers, withRenderedPage } from '../seo/rendered';
import { robotsTxt, sitemapXml } from '../seo/sitemap';

/**
 * Serves the built shop: hashed assets cached for a year (their precompressed `.br`/`.gz` twins when the
 * browser accepts them), and `index.html` (never cached) for every other page path so that React Router
 * takes over (SPA fallback). The pages that search engines and link previews read (home, book, author,
 * publisher, category) get their own title, description, canonical address and Open Graph tags, and
 * an unknown one is a 404. Unknown `/api` paths and anything else that is not a page stay JSON 404s.
 */
export async function registerShop(
  app: FastifyInstance,
  shopDist: string | undefined,
  db: Database,
  catalogue: ReadCache,
): Promise<void> {
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin(request))),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml(db, origin(request))),
  );

  const indexHtml = shopDist ? join(shopDist, 'index.html') : undefined;
  if (!shopDist || !indexHtml) {
    app.setNotFoundHandler(apiNotFound);
    return;
  }
  if (!existsSync(indexHtml)) app.log.warn(`No built shop at ${shopDist}: run "pnpm build" to serve it.`);
  await app.register(fastifyStatic, {
    root: shopDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The build manifest and the page renderer are for the server, not for browsers.
    allowedPath: (pathName) => !pathName.startsWith('/.vite/') && !pathName.startsWith('/.server/'),
    setHeaders(reply, path) {
      const hashedAsset = path.includes('/assets/');
      reply.header('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // index.html and the manifest, read again only when a new build has replaced them. The page
  // renderer is a module: a new one is read when the server starts again.
  let build: { builtAt: number; html: string; manifest: Manifest | undefined } | undefined;
  const readBuild = async () => {
    const builtAt = (await stat(indexHtml)).mtimeMs;
    if (build?.builtAt !== builtAt) {
      build = { builtAt, html: await readFile(indexHtml, 'utf8'), manifest: await readManifest(shopDist) };
    }
    return build;
  };
  const renderer = loadPageRenderer(shopDist).catch((error: unknown) => {
    app.log.error({ err: error }, 'The shop page renderer could not be loaded: pages render in the browser.');
    return undefined;
  });
  const renderedPages = new RenderedPages(catalogue);

  /**
   * A guest's page that waits for API answers (home, category, book) rendered on the server, so that it
   * shows before the scripts have run. A reader with a cookie may be signed in and see answers of
   * their own (a book's rating): their page is rendered in the browser, as it was before.
   */
  const rendered = async (request: FastifyRequest, head: PageHead | undefined) => {
    const render = await renderer;
    if (!render || !head?.preloadData || request.headers.cookie) return undefined;
    const path = request.url.split('?')[0] ?? '/';
    const addresses = head.preloadData;
    try {
      return await renderedPages.get(path, () => renderPageWithAnswers(app, render, path, addresses));
    } catch (error) {
      request.log.error({ err: error }, 'The page could not be rendered on the server');
      return undefined;
    }
  };

  /** `index.html` with this page's head, or the not-found head and status 404 when there is no such page. */
  const page = async (request: FastifyRequest, reply: FastifyReply, head: PageHead | undefined) => {
    if (!existsSync(indexHtml)) return apiNotFound(request, reply);
    const { html, manifest } = await readBuild();
    const files = head?.route && manifest ? routeFiles(manifest, head.route) : undefined;
    const serverPage = await rendered(request, head);
    // The answers come inline with a rendered page: no need to preload them.
    const pageHead = serverPage && head ? { ...head, preloadData: undefined } : head;
    const withTags = withHead(html, pageHead ?? notFoundHead, origin(request), SITE_NAME, files);
    return reply
      .status(head ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(serverPage ? withRenderedPage(withTags, serverPage) : withTags);
  };
  type Entity = { Params: { id: string; name?: string } };

  app.get('/main', async (request, reply) => page(request, reply, await homeHead(db)));
  app.get<{ Params: { category: string } }>('/books/categories/:category', async (request, reply) =>
    page(request, reply, await categoryHead(db, request.params.category)),
  );
  app.get<Entity>('/books/:id/:name?', async (request, reply) =>
    page(request, reply, await bookHead(db, request.params.id, origin(request))),
  );
  app.get<Entity>('/authors/:id/:name?', async (request, reply) =>
    page(request, reply, await authorHead(db, request.params.id)),
  );
  app.get<Entity>('/publishers/:id/:name?', async (request, reply) =>
    page(request, reply, await publisherHead(db, request.params.id)),
  );

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isPageRequest(request) && existsSync(indexHtml)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return apiNotFound(request, reply);
  });
}

function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(errorBody('notFound', `No route for ${request.method} ${request.url}`));
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
