import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLimits } from '../src/seo/rendered';
import { createTestApp, type TestApp } from './helpers';

// How many pages the server renders (seo/rendered.ts, routes/shop.ts): only what the shop reads from an
// address makes a page of its own, and new renders have a budget of the server's time; past it a page
// goes out with the skeleton. A built shop with a stand-in for its renderer that numbers its renders
// and, as a real render does, keeps the server's one thread busy (100 ms here).
const shopDist = mkdtempSync(join(tmpdir(), 'bookshop-render-limits-'));
const builtIndex = `<!doctype html>
<html lang="es">
  <head><title>Librería Barcelona</title><script type="module" crossorigin src="/assets/index-abc123.js"></script></head>
  <body><div id="root"></div></body>
</html>
`;
const standInRenderer = `
let renders = 0;
export const pageModules = () => [];
export const isLanguageWords = () => false;
export async function renderPage(url, { fetch }) {
  renders += 1;
  const number = renders;
  const category = url.match(/^\\/books\\/categories\\/([a-z_]+)/)?.[1];
  const answer = await fetch(category ? '/api/books?category=' + category + '&page=1' : '/api/slider-images');
  if (answer.status !== 200) return undefined;
  // A list sorted by price waits a moment longer for its answers.
  if (url.includes('sort=')) await new Promise((resolve) => setTimeout(resolve, 300));
  const busyUntil = performance.now() + 100;
  while (performance.now() < busyUntil);
  return { html: '<h1 data-render="' + number + '">' + url + '</h1>', styles: '', queries: { mutations: [], queries: [] } };
}
`;

let testApp: TestApp;
beforeAll(async () => {
  writeFileSync(join(shopDist, 'index.html'), builtIndex);
  mkdirSync(join(shopDist, '.server'));
  writeFileSync(join(shopDist, '.server', 'renderPage.js'), standInRenderer);
  testApp = await createTestApp({ shopDist });
});
afterAll(async () => {
  await testApp.close();
  rmSync(shopDist, { recursive: true, force: true });
});

/** The page at `url`: which render it came from (none for the skeleton), and what it shows. */
async function openPage(url: string) {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  const render = response.body.match(/data-render="(\d+)"/)?.[1];
  return {
    render: render === undefined ? undefined : Number(render),
    heading: response.body.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1],
    skeleton: response.body.includes('data-skeleton'),
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the address a page is rendered at', () => {
  it('is its path and the list it shows, each filter once and in one order: nothing else makes a new render', async () => {
    const plain = await openPage('/books/categories/novel?utm_source=newsletter');
    expect(plain.render).toBeDefined();
    // Rendered at its canonical address, the one the shop reads: the same page for everyone.
    expect(plain.heading).toBe('/books/categories/novel');
    expect((await openPage('/books/categories/novel?utm_source=another&fbclid=x')).render).toBe(plain.render);
    expect((await openPage('/books/categories/novel')).render).toBe(plain.render);

    const filtered = await openPage('/books/categories/novel?maxPrice=20&minPrice=10&colour=red');
    expect(filtered.heading).toBe('/books/categories/novel?minPrice=10&maxPrice=20');
    for (const same of [
      '?minPrice=10&maxPrice=20',
      '?minPrice=10.00&maxPrice=020',
      '?minPrice=10&maxPrice=20&page=1',
    ]) {
      expect((await openPage(`/books/categories/novel${same}`)).render, same).toBe(filtered.render);
    }
    // A value the shop would not read (not a price) shapes nothing either.
    expect((await openPage('/books/categories/novel?minPrice=cheap')).render).toBe(plain.render);

    const home = await openPage('/main?ref=mail');
    expect(home.heading).toBe('/main');
    expect((await openPage('/main?ref=other')).render).toBe(home.render);
  });

  it('is rendered once for readers asking for it at the same time', async () => {
    const [first, second] = await Promise.all([
      openPage('/books/categories/poem?sort=price_asc'),
      openPage('/books/categories/poem?sort=price_asc'),
    ]);
    expect(first.render).toBeDefined();
    expect(second.render).toBe(first.render);
  });
});

describe('new renders', () => {
  it('stop at their share of the server’s time: past it, new pages go out with the skeleton, kept ones as before', async () => {
    // Nothing rendered for a while: the budget is whole.
    await wait(renderLimits.burstMs / renderLimits.share);
    const kept = await openPage('/books/categories/fantasy');
    expect(kept.render).toBeDefined();

    // Pages no one asked for before, one after the other: a new price each time.
    const pages = [];
    for (let cents = 101; cents < 181; cents++) {
      pages.push(await openPage(`/books/categories/fantasy?minPrice=${(cents / 100).toFixed(2)}`));
    }
    const rendered = pages.filter((page) => page.render !== undefined).length;
    const skeletons = pages.filter((page) => page.skeleton).length;
    // 1 s of renders at first, then a fifth of the time: at 100 ms a render, about 15 of the 80.
    expect(rendered).toBeGreaterThan(5);
    expect(skeletons).toBeGreaterThanOrEqual(30);
    expect(rendered + skeletons).toBe(pages.length);
    // A page already kept costs no render: it still comes rendered.
    expect((await openPage('/books/categories/fantasy')).render).toBe(kept.render);

    // The budget fills again with time.
    await wait(renderLimits.burstMs / renderLimits.share / 4);
    expect((await openPage('/books/categories/fantasy?minPrice=9.99')).render).toBeDefined();
  });
});
