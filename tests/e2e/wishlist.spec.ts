import { shopPaths } from '@bookshop/contract';
import { expect, type Page, test } from '@playwright/test';
import { openShop, readIn, uniqueEmail } from './support/shop';

// "Para después" (issue 37): a reader saves a book from a category's card, finds it in the account and
// moves it to the basket in one tap; a guest's tap on the heart says to sign in. At 375 and 1280 px,
// in each language the shop offers (playwright.config.ts: SHOP_LANGUAGES=esp,cat,eng).

type Language = 'esp' | 'cat' | 'eng';

/** What the reader reads, in each language (the shop's dictionaries: features/wishlist/forLaterWords.ts). */
const texts: Record<
  Language,
  {
    keep: (book: string) => string;
    signIn: string;
    kept: (book: string) => string;
    list: string;
    toBasket: (book: string) => string;
    moved: (book: string) => string;
    empty: string;
  }
> = {
  esp: {
    keep: (book) => `Guardar para después: ${book}`,
    signIn: 'Inicia sesión para guardar libros para después.',
    kept: (book) => `«${book}» guardado para después.`,
    list: 'Para después',
    toBasket: (book) => `Añadir «${book}» a la cesta`,
    moved: (book) => `«${book}» está ahora en tu cesta.`,
    empty: 'Aún no has guardado ningún libro.',
  },
  cat: {
    keep: (book) => `Desa per a després: ${book}`,
    signIn: 'Inicia la sessió per desar llibres per a després.',
    kept: (book) => `«${book}» desat per a després.`,
    list: 'Per a després',
    toBasket: (book) => `Afegeix «${book}» a la cistella`,
    moved: (book) => `«${book}» ja és a la teva cistella.`,
    empty: 'Encara no has desat cap llibre.',
  },
  eng: {
    keep: (book) => `Save for later: ${book}`,
    signIn: 'Sign in to save books for later.',
    kept: (book) => `“${book}” saved for later.`,
    list: 'For later',
    toBasket: (book) => `Add “${book}” to the basket`,
    moved: (book) => `“${book}” is now in your basket.`,
    empty: 'You have not saved any book yet.',
  },
};

const CATEGORY = 'imaginative';

interface ListedBook {
  _id: string;
  name: { esp: string; eng: string; cat?: string };
  stock: number;
}

/** A book of the category's first cards with copies to spare, and its name as the reader reads it. */
async function bookToSave(
  page: Page,
  language: Language,
  skip: number,
): Promise<ListedBook & { shown: string }> {
  const answer = await page.request.get(`/api/books?limit=6&category=${CATEGORY}`);
  const { books } = (await answer.json()) as { books: ListedBook[] };
  const book = books.filter((candidate) => candidate.stock > 2)[skip];
  if (!book) throw new Error(`no book in stock among the first of ${CATEGORY}`);
  return { ...book, shown: language === 'eng' ? book.name.eng : (book.name[language] ?? book.name.esp) };
}

for (const width of [375, 1280]) {
  test.describe(`books kept for later at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    (['esp', 'cat', 'eng'] as const).forEach((language, index) => {
      test(`in ${language}: a guest is told to sign in; a reader saves a card's book, finds it in the account and moves it to the basket in one tap`, async ({
        page,
        baseURL,
      }) => {
        const say = texts[language];
        await readIn(page, language, baseURL ?? '');
        const book = await bookToSave(page, language, index);

        // A guest's tap keeps nothing: the shop says to sign in, with a link.
        await openShop(page, shopPaths.category(CATEGORY));
        const heart = page.getByRole('button', { name: say.keep(book.shown), exact: true }).first();
        await heart.click();
        await expect(page.getByRole('status').filter({ hasText: say.signIn })).toBeVisible();
        await expect(heart).toHaveAttribute('aria-pressed', 'false');

        // Signed in (an account of this journey's own), the same tap keeps the book.
        const email = uniqueEmail(`para-despues-${language}-${width}`);
        const signUp = await page.request.post('/api/users/signup', {
          data: {
            name: 'Núria',
            surname: 'Puig',
            email,
            telephone: '+34 931 234 567',
            password: 'secret-password',
            confirmPassword: 'secret-password',
          },
        });
        expect(signUp.status()).toBe(201);
        await openShop(page, shopPaths.category(CATEGORY));
        const signedInHeart = page.getByRole('button', { name: say.keep(book.shown), exact: true }).first();
        const box = await signedInHeart.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(24);
        expect(box?.height).toBeGreaterThanOrEqual(24);
        await signedInHeart.click();
        await expect(signedInHeart).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByRole('status').filter({ hasText: say.kept(book.shown) })).toBeVisible();
        await page.screenshot({ path: `test-results/wishlist-card-${language}-${width}.png` });

        // The account lists it; one tap moves it to the basket.
        await openShop(page, shopPaths.myForLater());
        await expect(page.getByRole('heading', { level: 1, name: say.list })).toBeVisible();
        const list = page.getByRole('main');
        await expect(list.getByRole('link', { name: book.shown, exact: true })).toBeVisible();
        // Its cover shows (a list item's only picture).
        await expect
          .poll(() =>
            list
              .getByRole('listitem')
              .locator('img')
              .evaluate((img: HTMLImageElement) => img.naturalWidth),
          )
          .toBeGreaterThan(0);
        await page.screenshot({ path: `test-results/wishlist-account-${language}-${width}.png` });
        await list.getByRole('button', { name: say.toBasket(book.shown), exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: say.moved(book.shown) })).toBeVisible();
        await expect(list.getByText(say.empty)).toBeVisible();
        const basket = (await (await page.request.get('/api/books/get-basket-books')).json()) as {
          basketBooks: { count: number; book: { _id: string } }[];
        };
        expect(basket.basketBooks).toEqual([{ count: 1, book: expect.objectContaining({ _id: book._id }) }]);

        // The book page has the same toggle, with its words: pressed keeps the book, again forgets it.
        await openShop(page, shopPaths.book(book._id, book.name.eng));
        const pageHeart = page.getByRole('button', { name: say.keep(book.shown), exact: true });
        await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
        await pageHeart.click();
        await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
        await page.screenshot({ path: `test-results/wishlist-book-${language}-${width}.png` });
        await pageHeart.click();
        await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
        const kept = (await (await page.request.get('/api/wishlist')).json()) as { wishlist: unknown[] };
        expect(kept.wishlist).toEqual([]);
      });
    });
  });
}

// The hearts are on every card: the home page's shelves and a book page's related shelves too.
for (const width of [375, 1280]) {
  test.describe(`hearts on the shelves at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const language of ['esp', 'cat', 'eng'] as const) {
      test(`in ${language}: a reader keeps a book from the home page's shelf and a book page's related shelf`, async ({
        page,
        baseURL,
      }) => {
        const say = texts[language];
        await readIn(page, language, baseURL ?? '');
        const signUp = await page.request.post('/api/users/signup', {
          data: {
            name: 'Jana',
            surname: 'Puig',
            email: uniqueEmail(`shelf-hearts-${language}-${width}`),
            telephone: '+34 931 234 567',
            password: 'secret-password',
            confirmPassword: 'secret-password',
          },
        });
        expect(signUp.status()).toBe(201);

        // The home page's shelf: the first card's heart keeps its book.
        await openShop(page, shopPaths.main());
        const shelf = page.getByRole('tabpanel');
        const heart = shelf.getByRole('button', { name: new RegExp(`^${say.keep('')}`) }).first();
        const name = ((await heart.getAttribute('aria-label')) ?? '').slice(say.keep('').length);
        await heart.click();
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByRole('status').filter({ hasText: say.kept(name) })).toBeVisible();
        await page.screenshot({ path: test.info().outputPath(`home-heart-${language}-${width}.png`) });
        const kept = async () =>
          ((await (await page.request.get('/api/wishlist')).json()) as { wishlist: unknown[] }).wishlist
            .length;
        expect(await kept()).toBe(1);

        // That book's page: its related shelves come near the bottom, each card with a heart of its own.
        await shelf.getByRole('link', { name, exact: true }).first().click();
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await page.keyboard.press('End');
        const related = page.locator('section[aria-labelledby="related-by-author"]');
        await related.scrollIntoViewIfNeeded();
        const relatedHeart = related.getByRole('button', { name: new RegExp(`^${say.keep('')}`) }).first();
        await relatedHeart.scrollIntoViewIfNeeded();
        await relatedHeart.click();
        await expect(relatedHeart).toHaveAttribute('aria-pressed', 'true');
        await expect.poll(kept).toBe(2);
      });
    }
  });
}
