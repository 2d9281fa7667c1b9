import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  bookListSearch,
  type Category,
  isCategory,
  isShopPage,
  LANGUAGE_COOKIE,
  type Language,
  type RenderedPage,
  readBookListSearch,
  shopPages,
} from '@bookshop/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { SESSION_COOKIE } from '../http/auth';
import { CatalogueMemo } from '../http/catalogue-memo';
import { errorBody } from '../http/errors';
import type { ShopLanguages } from '../http/languages';
import type { ReadCache } from '../http/read-cache';
import { inLanguageWithTitle, type PageHead, withHead, withLanguagesOffered } from '../seo/head';
import {
  authorHead,
  bookHead,
  categoryHead,
  homeHead,
  notFoundHead,
  publisherHead,
  searchHead,
  shopPageHead,
  siteName,
} from '../seo/pages';
import { type Manifest, readManifest, routeFiles } from '../seo/preload';
import {
  loadShopRenderer,
  RenderedPages,
  renderInProcess,
  withRenderedPage,
  withSkeleton,
} from '../seo/rendered';
import { robotsTxt, sitemapXml } from '../seo/sitemap';

export interface ShopOptions {
  /** Folder of the built shop; when absent, only the API and images are served (tests). */
  shopDist: string | undefined;
  db: Database;
  /** The read cache: pages rendered on the server go stale with it. */
  catalogue: ReadCache;
  /** The origin canonical links, the sitemap and robots.txt name (PUBLIC_URL), never the Host header. */
  publicUrl: string;
  /** The languages the shop offers (SHOP_LANGUAGES): a page is in the reader's, or in the first. */
  languages: ShopLanguages;
}

/**
 * Serves the built shop: hashed assets cached for a year (their precompressed `.br`/`.gz` twins when the
 * browser accepts them), and `index.html` (never cached) for every page of the shop so that React Router
 * takes over (SPA fallback). The pages that search engines and link previews read (home, book, author,
 * publisher, category) get their own title, description, canonical address and Open Graph tags, and
 * one asked by another spelling of its address is sent to the canonical one (301). An address that is
 * no page of the shop gets the not-found page with status 404; unknown `/api` paths and missing files
 * get a plain 404 in the error shape.
 */
export async function registerShop(app: FastifyInstance, options: ShopOptions): Promise<void> {
  const { shopDist, db, catalogue, publicUrl: origin, languages } = options;
  /** The reader's language, as the page mirrors it in its cookie (the shop's first without one). */
  const readerLanguage = (request: FastifyRequest): Language =>
    languages.ofCookie(request.cookies[LANGUAGE_COOKIE]);

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(robotsTxt(origin)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml(db, origin, languages.offered)),
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
    // The build manifest and the page renderer are for the server, not for browsers; source maps
    // would hand out the shop's source (the build keeps none here, and none is served if one appears).
    allowedPath: (pathName) =>
      !pathName.startsWith('/.vite/') && !pathName.startsWith('/.server/') && !pathName.endsWith('.map'),
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
      build = {
        builtAt,
        html: withLanguagesOffered(await readFile(indexHtml, 'utf8'), languages.offered),
        manifest: await readManifest(shopDist),
      };
    }
    return build;
  };
  const renderer = loadShopRenderer(shopDist).catch((error: unknown) => {
    app.log.error({ err: error }, 'The shop page renderer could not be loaded: pages render in the browser.');
    return undefined;
  });
  const renderedPages = new RenderedPages(catalogue);

  /**
   * A page the shop renders on the server (home, category, book: see its `PageHandle`), in the reader's
   * language, so that it shows before the scripts have run. It is rendered from a guest's answers, for
   * everyone, in one of two shapes: a guest's, or a signed-in reader's (a request with a session; their
   * greeting, rating and comment form), so that nothing moves on their screen when their own parts (their
   * name, a book's rating, their basket) fill in in the browser.
   * A render that takes longer than `RENDER_WAIT_MS` (a slow API) is not waited for: the page goes
   * out with a skeleton that preloads the API answers the render has asked for so far (`asked`), and
   * the render is kept for the next reader. A page not kept when the render budget is spent
   * (`RenderBudget`) goes out with the skeleton too. `url` is the page's render address (`renderAddress`).
   */
  const rendered = async (
    request: FastifyRequest,
    url: string,
    language: Language,
  ): Promise<{ page?: RenderedPage; asked?: string[] }> => {
    const render = (await renderer)?.renderPage;
    if (!render) return {};
    const signedIn = hasSession(request);
    const key = `${language}${signedIn ? ' signed-in' : ''} ${url}`;
    try {
      const page = await withinWait(
        renderedPages.get(key, (asked) =>
          renderInProcess(app, render, url, { language, languages: languages.offered }, asked, signedIn),
        ),
      );
      return page ? { page } : { asked: renderedPages.askedSoFar(key) };
    } catch (error) {
      request.log.error({ err: error }, 'The page could not be rendered on the server');
      return {};
    }
  };

  /**
   * The not-found page rendered on the server in the reader's language, for every address that names
   * nothing (an unknown path, an unknown book): it waits for no answers and is the same for everyone.
   * It is rendered at an address that only the shop's catch-all route matches, so that the browser's
   * first render at the real address (the catch-all, or a page whose loader found nothing) is the same.
   */
  const renderedNotFound = async (language: Language) => {
    const render = (await renderer)?.renderPage;
    if (!render) return undefined;
    try {
      return await renderedPages.get(`${language} ${NOT_FOUND_RENDER_PATH}`, () =>
        renderInProcess(app, render, NOT_FOUND_RENDER_PATH, { language, languages: languages.offered }),
      );
    } catch (error) {
      app.log.error({ err: error }, 'The not-found page could not be rendered on the server');
      return undefined;
    }
  };

  /**
   * `index.html` with this page's head, or the not-found head and status 404 when there is no such page.
   * A list page (a category, a search's results) names its `list`: its query is read as the shop reads it.
   */
  const page = async (
    request: FastifyRequest,
    reply: FastifyReply,
    head: PageHead | undefined,
    list?: ListPage,
  ) => {
    if (!existsSync(indexHtml)) return apiNotFound(request, reply);
    const [path, query] = splitUrl(request.url);
    // One address per page: another spelling (a wrong name, other escapes) is sent to it, so that
    // neither a search engine nor the rendered pages below keep two copies of it.
    if (head?.canonicalPath && path !== head.canonicalPath) {
      return reply.redirect(head.canonicalPath + query, 301);
    }
    const { html, manifest } = await readBuild();
    const shop = await renderer;
    const language = readerLanguage(request);
    const files =
      head && manifest && shop
        ? routeFiles(manifest, shop.pageModules(path), (module) => shop.isLanguageWords(module, language))
        : undefined;
    const { page: serverPage, asked } = head
      ? await rendered(request, renderAddress(path, query, list), language)
      : { page: await renderedNotFound(language), asked: undefined };
    // A rendered page's title is the one the shop gives it, in the reader's language; a page that went
    // out before its render preloads what the render asked for.
    const pageHead =
      serverPage && head
        ? { ...head, title: serverPage.title ?? head.title }
        : head && { ...head, preloadData: asked };
    const withTags = withHead(
      html,
      pageHead ?? notFoundHead(language),
      origin,
      siteName(language),
      languages.offered,
      files,
    );
    return (
      reply
        .status(head ? 200 : 404)
        .header('cache-control', 'no-cache')
        // The page is in the language its cookie names: a shared cache must keep one per cookie.
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(
          serverPage
            ? withRenderedPage(withTags, serverPage, hasSession(request))
            : withSkeleton(withTags, language),
        )
    );
  };
  type IdAndName = { Params: { id: string; name?: string } };

  // A page's head is read from the catalogue (a database query) once, until the catalogue changes:
  // every reader of a category's pages, whatever its filters, gets the same.
  const heads = new CatalogueMemo<PageHead | undefined>(catalogue, MAX_PAGE_HEADS);
  const headOf = (key: string, language: Language, work: () => Promise<PageHead | undefined>) =>
    heads.get(`${language} ${key}`, work, (head) => head !== undefined);

  app.get(shopPages.main, async (request, reply) => {
    const language = readerLanguage(request);
    return page(request, reply, await headOf('main', language, () => homeHead(db, language)));
  });
  app.get<{ Params: { category: string } }>(shopPages.category, async (request, reply) => {
    const { category } = request.params;
    const language = readerLanguage(request);
    const head = await headOf(`category ${category}`, language, () =>
      categoryHead(db, category, origin, language),
    );
    return page(request, reply, head, { category: isCategory(category) ? category : undefined });
  });
  app.get<IdAndName>(shopPages.book, async (request, reply) => {
    const language = readerLanguage(request);
    const { id } = request.params;
    return page(
      request,
      reply,
      await headOf(`book ${id}`, language, () => bookHead(db, id, origin, language)),
    );
  });
  app.get<IdAndName>(shopPages.author, async (request, reply) => {
    const language = readerLanguage(request);
    const { id } = request.params;
    return page(request, reply, await headOf(`author ${id}`, language, () => authorHead(db, id, language)));
  });
  app.get<IdAndName>(shopPages.publisher, async (request, reply) => {
    const language = readerLanguage(request);
    const { id } = request.params;
    return page(
      request,
      reply,
      await headOf(`publisher ${id}`, language, () => publisherHead(db, id, language)),
    );
  });

  app.get<{ Params: { name: string } }>(shopPages.search, async (request, reply) =>
    page(request, reply, searchHead(request.params.name, readerLanguage(request)), {
      q: request.params.name,
    }),
  );

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPageRequest(request) || !existsSync(indexHtml)) return apiNotFound(request, reply);
    const [path] = splitUrl(request.url);
    // The shop's other pages render in the browser, in the language the page says, over a skeleton.
    if (isShopPage(path)) {
      const language = readerLanguage(request);
      const { html } = await readBuild();
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(withSkeleton(inLanguageWithTitle(html, language, shopPageHead(language)), language));
    }
    // A file that is not there (a script of an older build, a probe for backups) is a plain 404: a
    // browser loading a script must not get a page instead.
    if (isFileRequest(path)) return apiNotFound(request, reply);
    return page(request, reply, undefined);
  });
}

/** Page heads kept at most (a page head is a few hundred bytes); the oldest are forgotten first. */
const MAX_PAGE_HEADS = 2000;

/** How long a page waits for its render (its API answers, mostly) before it goes out with a skeleton. */
const RENDER_WAIT_MS = 1500;

/** The render, or none when it takes longer than `RENDER_WAIT_MS` (it goes on, and is kept when done). */
function withinWait<T>(render: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), RENDER_WAIT_MS);
  });
  render.catch(() => undefined);
  return Promise.race([render, late]).finally(() => clearTimeout(timer));
}

/** What a list page's path says of its list: a category's, or a search's text. */
type ListPage = { category?: Category; q?: string };

/**
 * The address a page is rendered and kept at. The shop reads nothing from the query of a page but a
 * list's sort, filters and page (`readBookListSearch`), so only those are kept, each once and in their
 * one order (`bookListSearch`): `?utm_source=x`, `?minPrice=1.10` or the filters in another order make
 * no new render; the browser, reading the address as asked, renders the same page.
 */
function renderAddress(path: string, query: string, list: ListPage | undefined): string {
  if (!list) return path;
  return path + bookListSearch(readBookListSearch(query, { ...list, readerLanguage: 'esp' }));
}

/** An address no page of the shop has: the shop renders its not-found page there. */
const NOT_FOUND_RENDER_PATH = '/no-such-page';

/** Whether the request carries a session: a signed-in reader's page (see `rendered`). */
function hasSession(request: FastifyRequest): boolean {
  return Boolean(request.cookies[SESSION_COOKIE]);
}

function apiNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(errorBody('notFound', 'There is nothing at this address'));
}

/** The path and the query (with its `?`, or empty) of a request's URL. */
function splitUrl(url: string): [string, string] {
  const mark = url.indexOf('?');
  return mark === -1 ? [url, ''] : [url.slice(0, mark), url.slice(mark)];
}

function isPageRequest(request: FastifyRequest): boolean {
  const [path] = splitUrl(request.url);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith('/api/') &&
    path !== '/api' &&
    !climbsOrHidesBytes(path)
  );
}

/** Files live under /assets/ and /images/, or have an extension (`/favicon.ico`, `/backup.sql`). */
function isFileRequest(path: string): boolean {
  return path.startsWith('/assets/') || path.startsWith('/images/') || /\.[A-Za-z0-9]+$/.test(path);
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
