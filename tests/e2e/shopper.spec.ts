import { expect, type Page, test } from '@playwright/test';
import { demoBookPage, demoBooks, openShop } from './support/shop';

// What a shopper notices on a phone and a desktop (issue 37), in each language the shop offers.

const shadow = demoBooks.find((book) => book.name.eng === 'The Shadow of the Wind');

const languages = [
  { code: 'esp', add: 'Añadir a la cesta', inStock: 'En stock', added: /añadido a la cesta/ },
  { code: 'cat', add: 'Afegeix a la cistella', inStock: 'En estoc', added: /S'ha afegit/ },
  { code: 'eng', add: 'Add to basket', inStock: 'In stock', added: /added to the basket/ },
] as const;

/** The reader's language chosen before the first page, as a returning reader's browser keeps it. */
async function readIn(page: Page, language: string, baseURL: string) {
  await page.context().addCookies([{ name: 'language', value: language, url: baseURL }]);
  await page.addInitScript((chosen) => localStorage.setItem('language', JSON.stringify(chosen)), language);
}

/** The page scrolls sideways when its content is wider than the screen. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const width of [375, 1280]) {
  for (const language of languages) {
    test.describe(`a shopper at ${width} × 740 px reading ${language.code}`, () => {
      test.use({ viewport: { width, height: 740 } });

      test('sees the book, its price, its stock and the button on the first screen; the confirmation leaves the button uncovered', async ({
        page,
        request,
        baseURL,
      }) => {
        if (!shadow || !baseURL) throw new Error('the demo catalogue has no The Shadow of the Wind');
        await readIn(page, language.code, baseURL);
        const { path } = await demoBookPage(request, shadow);
        await openShop(page, path);
        const name = (shadow.name as Record<string, string | undefined>)[language.code] ?? shadow.name.esp;
        const details = page.locator('[data-scope="book-details"][data-part="root"]');
        const buyBox = [
          page.getByRole('heading', { level: 1, name }),
          details.locator('[data-part="price"]'),
          details.locator('[data-part="stock"]').getByText(language.inStock),
          page.getByRole('button', { name: language.add, exact: true }),
        ];
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        for (const part of buyBox) {
          await expect(part).toBeVisible();
          const box = await part.boundingBox();
          expect(box?.y).toBeGreaterThanOrEqual(0);
          expect((box?.y ?? 740) + (box?.height ?? 0)).toBeLessThanOrEqual(740);
        }
        expect(await scrollsSideways(page)).toBe(false);

        // A tap on the button: the confirmation shows, and not over the button just tapped.
        const add = page.getByRole('button', { name: language.add, exact: true });
        await add.click();
        const confirmation = page.getByRole('status').filter({ hasText: language.added });
        await expect(confirmation).toBeVisible();
        const [button, toast] = [await add.boundingBox(), await confirmation.boundingBox()];
        if (!button || !toast) throw new Error('the button or its confirmation has no box');
        const overlaps =
          toast.x < button.x + button.width &&
          button.x < toast.x + toast.width &&
          toast.y < button.y + button.height &&
          button.y < toast.y + toast.height;
        expect(overlaps).toBe(false);
        await page.screenshot({ path: test.info().outputPath(`book-${width}-${language.code}.png`) });
      });
    });
  }
}
