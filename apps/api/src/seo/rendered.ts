import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type Language,
  type LocalisedText,
  type RenderContext,
  type RenderedPage,
  type RenderPage,
  type ShopRenderer,
  textIn,
} from '@bookshop/contract';
import type { FastifyInstance } from 'fastify';
import { CatalogueMemo, type CatalogueVersion } from '../http/catalogue-memo';
import { EARLY_TAPS_SCRIPT } from './earlyTaps';
import { jsonForScript } from './head';
import { catalanPageTexts } from './pagesCat';
import { withScriptsAfterFirstPaint } from './startScripts';

/** The built shop's page renderer and page modules, or none when the shop was built without them. */
export async function loadShopRenderer(shopDist: string): Promise<ShopRenderer | undefined> {
  const file = join(shopDist, '.server', 'renderPage.js');
  if (!existsSync(file)) return undefined;
  const { renderPage, pageModules, isLanguageWords } = (await import(
    pathToFileURL(file).href
  )) as ShopRenderer;
  return { renderPage, pageModules, isLanguageWords };
}

/** Rendered pages kept at most; the oldest are forgotten first. */
const MAX_PAGES = 1000;

/**
 * How much of the server's time new renders may take: a render runs on the one thread that answers
 * everyone, for a few tens of milliseconds, more when the machine is busy. Renders may take a fifth
 * of the time, in bursts of up to 1 s, at most 2 at once. Each is counted from its start to its end,
 * so a busy machine allows fewer, but at most 250 ms: one waiting longer waits for a slow answer,
 * holding no thread meanwhile. A page past it goes out with the skeleton and the browser renders it; pages
 * already kept are not counted. So asking for pages no one asked before (a new price in a filter, say)
 * cannot take the server from other readers.
 */
export const renderLimits = { share: 0.2, burstMs: 1000, atOnce: 2, longestMs: 250 };

/**
 * A bucket of render time, filled at `share` of the time passing up to `burstMs`: `take` gives a
 * render its place (and the call that ends it, charging its time), or none when the bucket is empty
 * or `atOnce` renders are under way.
 */
export class RenderBudget {
  private availableMs: number;
  private filledAt = performance.now();
  private running = 0;

  constructor(private readonly limits = renderLimits) {
    this.availableMs = limits.burstMs;
  }

  take(): (() => void) | undefined {
    const started = performance.now();
    this.availableMs = Math.min(
      this.limits.burstMs,
      this.availableMs + (started - this.filledAt) * this.limits.share,
    );
    this.filledAt = started;
    if (this.running >= this.limits.atOnce || this.availableMs <= 0) return undefined;
    this.running++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.running--;
      this.availableMs -= Math.min(performance.now() - started, this.limits.longestMs);
    };
  }
}

/**
 * Pages rendered for guests, by language and address (`eng /main`), kept as long as the catalogue they
 * were rendered from (rendering the home page takes a few tens of milliseconds; sending a kept one,
 * none). A page is only as fresh as the catalogue cache's answers it was made from. Readers asking for
 * a page being rendered wait for that render; a new render waits for nothing: past the budget there is
 * none, and the page goes out without it.
 */
export class RenderedPages {
  private readonly pages: CatalogueMemo<RenderedPage | undefined>;
  /** The renders under way, by key, and the API addresses each has asked so far. */
  private readonly rendering = new Map<
    string,
    { page: Promise<RenderedPage | undefined>; asked: string[] }
  >();

  constructor(
    catalogue: CatalogueVersion,
    private readonly budget = new RenderBudget(),
  ) {
    this.pages = new CatalogueMemo(catalogue, MAX_PAGES);
  }

  /**
   * The kept page, the render of it under way, or a new render given a list to write the API
   * addresses it asks into; none when the render declined or the budget has no room for it.
   */
  get(
    key: string,
    render: (asked: string[]) => Promise<RenderedPage | undefined>,
  ): Promise<RenderedPage | undefined> {
    return this.pages.get(
      key,
      async () => {
        const under = this.rendering.get(key);
        if (under) return under.page;
        const end = this.budget.take();
        if (!end) return undefined;
        const asked: string[] = [];
        const page = render(asked).finally(() => {
          end();
          this.rendering.delete(key);
        });
        this.rendering.set(key, { page, asked });
        return page;
      },
      (page) => page !== undefined,
    );
  }

  /**
   * What the render of `key` under way has asked the API so far: a page that goes out before its render
   * (a slow answer) preloads them, so the browser's own calls find them on the way.
   */
  askedSoFar(key: string): string[] {
    return [...(this.rendering.get(key)?.asked ?? [])];
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
 * The page at `url` in `reader.language` (its selector offering `reader.languages`), for a guest or in a
 * signed-in reader's shape (`signedIn`), its data
 * asked of this same server. None when the page does not render as a plain 200 (an answer that is
 * not a 200, a redirect): then the browser renders the page itself, as it does for every other page.
 */
export function renderInProcess(
  app: FastifyInstance,
  render: RenderPage,
  url: string,
  reader: Pick<RenderContext, 'language' | 'languages'>,
  asked: string[] = [],
  signedIn = false,
): Promise<RenderedPage | undefined> {
  return render(url, { ...reader, signedIn, fetch: inProcessFetch(app, asked) });
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

const loadingWords: LocalisedText = { esp: 'Cargando', eng: 'Loading', cat: catalanPageTexts.loading };

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
      `<p role="status" style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">${textIn(loadingWords, language)}</p>` +
      `${bar(40)}${bar(72)}${bar(48)}${bar(240)}${bar(320)}</div></div>`,
  );
}
