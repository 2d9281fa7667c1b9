import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language, RenderContext, RenderedPage, RenderPage, ShopRenderer } from '@bookshop/contract';
import type { FastifyInstance } from 'fastify';
import { CatalogueMemo, type CatalogueVersion } from '../http/catalogue-memo';
import { EARLY_TAPS_SCRIPT } from './earlyTaps';
import { jsonForScript } from './head';
import { withScriptsAfterFirstPaint } from './startScripts';

/** The built shop's page renderer and page modules, or none when the shop was built without them. */
export async function loadShopRenderer(shopDist: string): Promise<ShopRenderer | undefined> {
  const file = join(shopDist, '.server', 'renderPage.js');
  if (!existsSync(file)) return undefined;
  const { renderPage, pageModules } = (await import(pathToFileURL(file).href)) as ShopRenderer;
  return { renderPage, pageModules };
}

/** Rendered pages kept at most; the oldest are forgotten first. */
const MAX_PAGES = 1000;

/**
 * Pages rendered for guests, by language and address (`eng /main`), kept as long as the catalogue they
 * were rendered from (rendering the home page takes a few tens of milliseconds; sending a kept one,
 * none). A page is only as fresh as the catalogue cache's answers it was made from.
 */
export class RenderedPages {
  private readonly pages: CatalogueMemo<RenderedPage | undefined>;
  /** The API addresses each render under way has asked so far, by key. */
  private readonly asking = new Map<string, string[]>();

  constructor(catalogue: CatalogueVersion) {
    this.pages = new CatalogueMemo(catalogue, MAX_PAGES);
  }

  /** The kept page, or a new render, given a list to write the API addresses it asks into. */
  get(
    key: string,
    render: (asked: string[]) => Promise<RenderedPage | undefined>,
  ): Promise<RenderedPage | undefined> {
    return this.pages.get(
      key,
      () => {
        const asked: string[] = [];
        this.asking.set(key, asked);
        return render(asked).finally(() => this.asking.delete(key));
      },
      (page) => page !== undefined,
    );
  }

  /**
   * What the render of `key` under way has asked the API so far: a page that goes out before its render
   * (a slow answer) preloads them, so the browser's own calls find them on the way.
   */
  askedSoFar(key: string): string[] {
    return [...(this.asking.get(key) ?? [])];
  }
}

/**
 * The way a render reaches the API: this same server, in the same process (`inject`, and so its
 * catalogue cache), never the network. GET only, as a guest: a render writes nothing and sends no cookie.
 * Each address asked is written into `asked`.
 */
export function inProcessFetch(app: FastifyInstance, asked: string[] = []): RenderContext['fetch'] {
  return async (address, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') throw new Error(`A render asked to ${method} ${address}`);
    asked.push(address);
    const answer = await app.inject({ method: 'GET', url: address, headers: { accept: 'application/json' } });
    const contentType = answer.headers['content-type'];
    // A Buffer over an ArrayBuffer, as the DOM's typing of `Response` wants it (tests/data read this
    // file with the DOM's types).
    const body = answer.rawPayload as Uint8Array<ArrayBuffer>;
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : body, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

/**
 * The page at `url` in `language`, for a guest or in a signed-in reader's shape (`signedIn`), its data
 * asked of this same server. None when the page does not render as a plain 200 (an answer that is
 * not a 200, a redirect): then the browser renders the page itself, as it does for every other page.
 */
export function renderInProcess(
  app: FastifyInstance,
  render: RenderPage,
  url: string,
  language: Language,
  asked: string[] = [],
  signedIn = false,
): Promise<RenderedPage | undefined> {
  return render(url, { language, signedIn, fetch: inProcessFetch(app, asked) });
}

/**
 * The page's HTML with the server's render inside `#root`, its style tags in the head, and its
 * render's query cache as JSON next to it (a data block, which the CSP's `script-src` does not govern;
 * `<` escaped, so that no name in it can end the block).
 * The page shows without the scripts, so they start after its first paint (`withScriptsAfterFirstPaint`).
 * Taps on its buttons before they have run are kept for them (`EARLY_TAPS_SCRIPT`, first in the head
 * so that it listens before anything can be tapped).
 * For a signed-in reader (`personal`: rendered in their shape, from a guest's answers), the queries are
 * marked so: the browser asks again for the reader and their own answers once it has taken the page over.
 */
export function withRenderedPage(html: string, page: RenderedPage, personal = false): string {
  return withScriptsAfterFirstPaint(html)
    .replace(/<head>/i, (tag) => `${tag}\n    <script>${EARLY_TAPS_SCRIPT}</script>`)
    .replace(/\s*<\/head>/i, () => `\n    ${page.styles}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="page-queries"${personal ? ' data-personal' : ''}>${jsonForScript(page.queries)}</script>`,
    );
}

const loadingWords = { esp: 'Cargando', eng: 'Loading' } as const;

/**
 * A page the server did not render (its answers were slow, or it renders in the browser only) shows
 * a skeleton of the shop's frame until the browser draws it, never a blank page. The browser renders
 * over it (`data-skeleton`: nothing to take over).
 */
export function withSkeleton(html: string, language: Language): string {
  const bar = (height: number) =>
    `<div style="height:${height}px;max-width:1248px;margin:0 auto 16px;border-radius:8px;background:#ece6de"></div>`;
  return html.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root"><div data-skeleton aria-busy="true" style="padding:16px">` +
      `<p role="status" style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">${loadingWords[language]}</p>` +
      `${bar(40)}${bar(72)}${bar(48)}${bar(240)}${bar(320)}</div></div>`,
  );
}
