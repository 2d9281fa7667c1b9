import { shopIdentity, shopPaths, textIn } from '@bookshop/contract';
import { expect, type Page, test } from '@playwright/test';
import { demoBookPage, demoBooks, openShop, readIn, uniqueEmail } from './support/shop';

// What a shopper notices on a phone and a desktop (issue 37), in each language the shop offers.

const shadow = demoBooks.find((book) => book.name.eng === 'The Shadow of the Wind');

const languages = [
  {
    code: 'esp',
    add: 'Añadir a la cesta',
    inStock: 'En stock',
    added: /añadido a la cesta/,
    pages: 'Páginas',
    lastCopy: /^¿Quitar «.+» de la cesta\?$/,
    keep: 'Cancelar',
    merged: /^Hemos pasado a tu cuenta la cesta que tenías guardada \(1 libro\)\. En la cesta: 1\.$/,
  },
  {
    code: 'cat',
    add: 'Afegeix a la cistella',
    inStock: 'En estoc',
    added: /S'ha afegit/,
    pages: 'Pàgines',
    lastCopy: /^Vols treure «.+» de la cistella\?$/,
    keep: 'Cancel·la',
    merged: /^Hem passat al teu compte la cistella que tenies desada \(1 llibre\)\. A la cistella: 1\.$/,
  },
  {
    code: 'eng',
    add: 'Add to basket',
    inStock: 'In stock',
    added: /added to the basket/,
    pages: 'Pages',
    lastCopy: /^Take ".+" out of the basket\?$/,
    keep: 'Cancel',
    merged: /^The basket you had saved is now in your account \(1 book\)\. In the basket: 1\.$/,
  },
] as const;

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
        const name = textIn(shadow.name, language.code);
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

      test('the pages of a category and the contacts fit the screen; the contacts give an e-mail address and opening hours', async ({
        page,
        baseURL,
      }) => {
        if (!baseURL) throw new Error('no base URL');
        await readIn(page, language.code, baseURL);
        await openShop(page, shopPaths.category('imaginative'));
        const pages = page.getByRole('navigation', { name: language.pages });
        await expect(pages).toBeVisible();
        // One line of page links, none of them out of the screen.
        const tops = await pages
          .locator('li')
          .evaluateAll((items) =>
            items
              .filter((item) => item.getClientRects().length > 0)
              .map((item) => Math.round(item.getBoundingClientRect().top)),
          );
        expect(new Set(tops).size).toBe(1);
        for (const link of await pages.getByRole('link').all()) {
          const box = await link.boundingBox();
          expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
        }
        expect(await scrollsSideways(page)).toBe(false);

        await openShop(page, shopPaths.contacts());
        await expect(page.getByRole('link', { name: shopIdentity.email })).toHaveAttribute(
          'href',
          `mailto:${shopIdentity.email}`,
        );
        await expect(
          page.getByText(textIn(shopIdentity.hours, language.code), { exact: true }),
        ).toBeVisible();
        expect(await scrollsSideways(page)).toBe(false);
        await page.screenshot({
          path: test.info().outputPath(`contacts-${width}-${language.code}.png`),
          fullPage: true,
        });
      });

      test('the basket shows covers, asks before taking out a last copy, and sign-in says the saved basket came along', async ({
        page,
        request,
        baseURL,
      }) => {
        if (!shadow || !baseURL) throw new Error('the demo catalogue has no The Shadow of the Wind');
        // An account made elsewhere: this browser is still a guest.
        const email = uniqueEmail('saved-basket');
        const password = 'secret-saved-basket';
        const signUp = await request.post('/api/users/signup', {
          data: {
            name: 'Laia',
            surname: 'Puig',
            email,
            telephone: '+34 931 234 567',
            password,
            confirmPassword: password,
          },
        });
        expect(signUp.status()).toBe(201);

        await readIn(page, language.code, baseURL);
        const { path } = await demoBookPage(request, shadow);
        await openShop(page, path);
        await page.getByRole('button', { name: language.add, exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: language.added })).toBeVisible();

        await openShop(page, shopPaths.basket());
        const line = page.locator('[data-scope="basket-table"][data-part="line"]');
        await expect(line).toHaveCount(1);
        // On a phone each cell is labelled ("Total" among them): the foot's row header is then for screen
        // readers only, or the phone would show "Total" twice; a desktop shows it at the table's foot.
        const footHeader = page.locator('[data-scope="basket-table"] tfoot th');
        await expect(footHeader).toHaveAccessibleName(/^Total$/);
        expect(((await footHeader.boundingBox())?.width ?? 0) > 1).toBe(width > 520);
        const cover = line.locator('[data-part="cover"]');
        await expect(cover).toBeVisible();
        expect(await cover.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
        // "−" on the last copy asks; keeping it keeps the line.
        await line.locator('[data-part="remove"]').click();
        const dialog = page.getByRole('dialog', { name: language.lastCopy });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: language.keep }).click();
        await expect(dialog).toBeHidden();
        await expect(line).toHaveCount(1);
        expect(await scrollsSideways(page)).toBe(false);
        await page.screenshot({ path: test.info().outputPath(`basket-${width}-${language.code}.png`) });

        // Signing in moves the saved copy into the account's basket, and the shop says so.
        await openShop(page, shopPaths.signIn(shopPaths.basket()));
        await page.locator('input[type="email"]').fill(email);
        await page.locator('input[type="password"]').fill(password);
        await page.locator('input[type="password"]').press('Enter');
        await expect(page.getByRole('status').filter({ hasText: language.merged })).toBeVisible();
        await page.screenshot({ path: test.info().outputPath(`merged-${width}-${language.code}.png`) });
      });
    });
  }
}

test("a sold-out book's button says so, in each language, on a phone and a desktop", async ({
  page,
  request,
  baseURL,
}) => {
  const book = demoBooks[4];
  if (!book || !baseURL) throw new Error('the demo catalogue has fewer than five books');
  const admin = await request.post('/api/users/login', {
    data: { email: 'admin@bookshop.test', password: 'admin-secret-42' },
  });
  expect(admin.status()).toBe(200);
  const { id, path } = await demoBookPage(request, book);
  const { book: before } = await (await request.get(`/api/admin/books/${id}`)).json();
  const soldOut = { esp: 'Agotado', cat: 'Esgotat', eng: 'Sold out' } as const;
  expect((await request.patch(`/api/books/${id}`, { data: { stock: 0 } })).status()).toBe(200);
  try {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      for (const language of languages) {
        await page.context().clearCookies();
        await readIn(page, language.code, baseURL);
        await openShop(page, path);
        const button = page.locator('[data-scope="book-details"][data-part="add-button"]');
        await expect(button).toHaveAccessibleName(soldOut[language.code]);
        await expect(button).toBeDisabled();
        await expect(page.getByRole('button', { name: language.add, exact: true })).toHaveCount(0);
        const box = await button.boundingBox();
        expect((box?.y ?? 740) + (box?.height ?? 0)).toBeLessThanOrEqual(740);
      }
    }
    await page.screenshot({ path: test.info().outputPath('sold-out-1280-eng.png') });
  } finally {
    await request.patch(`/api/books/${id}`, { data: { stock: before.stock } });
  }
});
