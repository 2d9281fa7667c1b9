import { shopImageSizes, shopPaths } from '@bookshop/contract';
import { expect, type Page, test } from '@playwright/test';
import { newest } from './support/shop';

/** The demo artwork the page received, by address (its pixels, type and caching with it). */
function artworkResponses(page: Page) {
  const answers: { path: string; type: string; caching: string }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/images/')) {
      answers.push({
        path,
        type: response.headers()['content-type'] ?? '',
        caching: response.headers()['cache-control'] ?? '',
      });
    }
  });
  return answers;
}

/** Waits until the first `count` covers of the page have arrived and been drawn. */
async function coversShown(page: Page, count: number) {
  const covers = page.locator('img[srcset]');
  await expect(covers.nth(count - 1)).toBeVisible();
  for (let i = 0; i < count; i++) {
    await expect
      .poll(() => covers.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('a category page fetches covers in a narrow width, as WebP cached for a year, and nothing moves', async ({
    page,
  }) => {
    const artwork = artworkResponses(page);
    await page.goto(shopPaths.category('fantasy'));
    await coversShown(page, 4);

    const covers = artwork.filter((answer) => answer.path.startsWith('/images/books/'));
    expect(covers.length).toBeGreaterThanOrEqual(4);
    for (const cover of covers) {
      // Two cards side by side: 187 CSS px at 2 device pixels each take the 480 file, never the 960 one.
      expect(cover.path).toMatch(/-(240|480)\.webp$/);
      expect(cover.type).toBe('image/webp');
      expect(cover.caching).toBe('public, max-age=31536000, immutable');
    }
    // Sharp still: the file chosen has at least as many pixels as the screen shows of the cover.
    const first = page.locator('img[srcset]').first();
    const { chosen, shown } = await first.evaluate((img: HTMLImageElement) => ({
      chosen: img.currentSrc,
      shown: img.getBoundingClientRect().width * window.devicePixelRatio,
    }));
    const chosenWidth = Number(/-(\d+)\.webp$/.exec(chosen)?.[1]);
    expect(chosenWidth).toBeGreaterThanOrEqual(Math.floor(shown));

    // The covers' boxes are set before they arrive: the page does not jump as they load.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            let total = 0;
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) total += entry.value;
            resolve(total);
          }).observe({ type: 'layout-shift', buffered: true });
          // No shift at all means no entry: answer once the buffered ones were delivered.
          setTimeout(() => resolve(0), 0);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.05);
  });
});

test('the server preloads a page’s main picture in the width its <img> will choose', async ({ request }) => {
  // A demo book with demo artwork (other journeys add books of their own, with other covers).
  const { books } = (await (
    await request.get(`/api/books?q=${encodeURIComponent(newest.name.esp)}`)
  ).json()) as {
    books: { _id: string; name: { esp: string } }[];
  };
  const book = books.find((found) => found.name.esp === newest.name.esp);
  if (!book) throw new Error(`no demo book ${newest.name.esp}`);
  const html = await (await request.get(shopPaths.book(book._id, newest.name.eng))).text();
  const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
  expect(preload).toContain(`imagesizes="${shopImageSizes.bookCover}"`);
  expect(preload).toMatch(/imagesrcset="[^"]+-240\.webp 240w, [^"]+-480\.webp 480w, [^"]+-960\.webp 960w"/);
  // The cover the server renders has the same choice to make, so the preloaded file is the one used.
  const cover = /<img [^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
  expect(cover).toContain(`sizes="${shopImageSizes.bookCover}"`);
  expect(cover).toMatch(/srcset="[^"]+-240\.webp 240w, [^"]+-480\.webp 480w, [^"]+-960\.webp 960w"/i);
});
