import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@bookshop/contract';
import type { FastifyInstance } from 'fastify';
import { CatalogueMemo, type CatalogueVersion } from '../http/catalogue-memo';
import { EARLY_TAPS_SCRIPT } from './earlyTaps';
import { jsonForScript } from './head';

/** The shop's page renderer (apps/shop/src/renderPage.tsx, built to `dist/.server/renderPage.js`). */
export type RenderPage = (
  path: string,
  answers: Record<string, unknown>,
  language: Language,
) => Promise<{ html: string; styles: string; title?: string } | undefined>;

/**
 * A page rendered on the server, with the API answers it was rendered from (the browser reuses them)
 * and the title it gives itself in the reader's language.
 */
export interface RenderedPage {
  html: string;
  styles: string;
  title?: string;
  answers: Record<string, unknown>;
}

/** The built shop's page renderer, or none when the shop was built without it. */
export async function loadPageRenderer(shopDist: string): Promise<RenderPage | undefined> {
  const file = join(shopDist, '.server', 'renderPage.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

/** Rendered pages kept at most; the oldest are forgotten first. */
const MAX_PAGES = 1000;

/**
 * Pages rendered for guests, by language and path (`eng /main`), kept as long as the catalogue they
 * were rendered from (rendering the home page takes a few tens of milliseconds; sending a kept one,
 * none). A page is only as fresh as the catalogue cache's answers it was made from.
 */
export class RenderedPages {
  private readonly pages: CatalogueMemo<RenderedPage | undefined>;

  constructor(catalogue: CatalogueVersion) {
    this.pages = new CatalogueMemo(catalogue, MAX_PAGES);
  }

  get(key: string, render: () => Promise<RenderedPage | undefined>): Promise<RenderedPage | undefined> {
    return this.pages.get(key, render, (page) => page !== undefined);
  }
}

/**
 * The page at `path` in `language`, rendered from the API answers at `addresses`, asked of this same server (and so
 * from its catalogue cache). None when an answer is not a 200 or the page does not render as one: then
 * the browser renders the page itself, as it does for every other page.
 */
export async function renderPageWithAnswers(
  app: FastifyInstance,
  render: RenderPage,
  path: string,
  addresses: string[],
  language: Language,
): Promise<RenderedPage | undefined> {
  const answers: Record<string, unknown> = {};
  for (const address of addresses) {
    const answer = await app.inject({ method: 'GET', url: address, headers: { accept: 'application/json' } });
    if (answer.statusCode !== 200) return undefined;
    answers[address] = answer.json();
  }
  const page = await render(path, answers, language);
  return page && { ...page, answers };
}

/**
 * The page's HTML with the server's render inside `#root`, its style tags in the head, and the answers
 * it was rendered from as JSON next to it (a data block, which the CSP's `script-src` does not govern).
 * The page shows without the scripts, so they are fetched at low priority: the picture the page shows
 * first goes ahead of them on a slow line. Taps on its buttons before they have run are kept for
 * them (`EARLY_TAPS_SCRIPT`, first in the head so that it listens before anything can be tapped).
 * For a signed-in reader (`personal`), the answers are marked as a guest's: the browser asks again for
 * the reader's own once it has taken the page over.
 */
export function withRenderedPage(html: string, page: RenderedPage, personal = false): string {
  return html
    .replace(/<script type="module"|<link rel="modulepreload"/g, (tag) => `${tag} fetchpriority="low"`)
    .replace(/<head>/i, (tag) => `${tag}\n    <script>${EARLY_TAPS_SCRIPT}</script>`)
    .replace(/\s*<\/head>/i, () => `\n    ${page.styles}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="page-answers"${personal ? ' data-personal' : ''}>${jsonForScript(page.answers)}</script>`,
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
