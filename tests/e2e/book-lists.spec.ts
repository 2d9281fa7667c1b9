import { categoryWithSubcategories, shopPaths } from '@bookshop/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { demoBooks, euros, openShop } from './support/shop';

// The lists these journeys walk through, counted from the demo catalogue the server starts with.
const fiction = demoBooks.filter((book) =>
  book.category.some((category) => categoryWithSubcategories('imaginative').includes(category as never)),
);
const spanishFiction = fiction.filter((book) => book.language === 'esp');
const cheapSpanishFiction = spanishFiction
  .filter((book) => Number(book.price) <= 20)
  .sort((a, b) => Number(a.price) - Number(b.price));
const cheapestFictionPrice = Math.min(...fiction.map((book) => Number(book.price)));
const cheapestFiction = fiction.filter((book) => Number(book.price) === cheapestFictionPrice);
const novels = demoBooks.filter((book) => book.category.includes('novel'));
const englishNovels = novels.filter((book) => book.language === 'eng');

/** The cards of the list shown (each card's book name is a heading). */
function cards(page: Page) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
}

/**
 * Opens the tenth card's book from where the shopper sees its link, then goes Back; returns the book's
 * name and the scroll position it was opened from.
 */
async function openTenthBookAndGoBack(page: Page): Promise<{ name: string; scrolled: number }> {
  const tenth = cards(page).nth(9);
  const name = (await tenth.getByRole('heading').textContent()) ?? '';
  const link = tenth.getByRole('link', { name, exact: true }).first();
  // Where the shopper is when they tap it (a click first scrolls a link it cannot see into view).
  await link.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  return { name, scrolled };
}

/** Whether the browser has drawn a card: one left for later, off the screen, is in the page all the same. */
function drawn(card: Locator): Promise<boolean> {
  // What is skipped is the inside of the card, so its heading is asked.
  return card
    .getByRole('heading')
    .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
}

/** Back on the list, the page is scrolled where the book was opened from. */
async function expectScrolledBackTo(page: Page, { name, scrolled }: { name: string; scrolled: number }) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  await expect(page.getByRole('heading', { name, exact: true })).toBeInViewport();
}

test.describe('a shopper narrows a category and pages through it (Spanish, desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('filters by language and price, sorts by price and goes to page 2', async ({ page }) => {
    // Five lists, each loaded and drawn: on a busy machine this takes longer than one page.
    test.slow();
    await openShop(page, shopPaths.category('imaginative'));
    const count = page.getByRole('status').filter({ hasText: /libros?$/ });
    await expect(count).toHaveText(`${fiction.length} libros`);
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByRole('navigation', { name: 'Páginas' })).toBeVisible();

    const filters = page.getByRole('complementary');
    await filters.getByRole('link', { name: `Español (${spanishFiction.length})` }).click();
    await expect(page).toHaveURL(/\/books\/categories\/imaginative\?language=esp$/);
    await expect(count).toHaveText(`${spanishFiction.length} libros`);

    const price = filters.getByRole('form', { name: 'Precio (€)' });
    await price.getByLabel('Hasta').fill('20');
    await price.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page).toHaveURL(/\?language=esp&maxPrice=20$/);
    await expect(count).toHaveText(`${cheapSpanishFiction.length} libros`);

    await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption('price_asc');
    await expect(page).toHaveURL(/\?sort=price_asc&language=esp&maxPrice=20$/);
    const cheapest = cheapSpanishFiction[0];
    if (!cheapest) throw new Error('no Spanish fiction under 20 €');
    await expect(cards(page).first()).toContainText(euros(Number(cheapest.price)));

    await page.getByRole('link', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/\?sort=price_asc&language=esp&maxPrice=20&page=2$/);
    await expect(page.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    const secondPage = cheapSpanishFiction.slice(24, 48);
    await expect(cards(page)).toHaveCount(secondPage.length);
    // Prices never go down along the list, across pages too.
    const firstOnPage2 = secondPage[0];
    if (!firstOnPage2) throw new Error('the list has no second page');
    await expect(cards(page).first()).toContainText(euros(Number(firstOnPage2.price)));
    await expectNoAxeViolations(page);
  });

  test('Back from a book shows the same page of the same list, scrolled as it was', async ({ page }) => {
    // A shared link opens the same list: the server renders it.
    await openShop(
      page,
      `${shopPaths.category('imaginative')}?sort=price_asc&language=esp&maxPrice=20&page=2`,
    );
    const count = page.getByRole('status').filter({ hasText: /libros?$/ });
    await expect(count).toHaveText(`${cheapSpanishFiction.length} libros`);
    const firstOnPage2 = cheapSpanishFiction[24];
    if (!firstOnPage2) throw new Error('the list has no second page');
    await expect(cards(page).first()).toContainText(euros(Number(firstOnPage2.price)));

    // Down the page, a book is opened; Back shows the same page of the same list, scrolled as it was.
    await cards(page).nth(9).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    const opened = await openTenthBookAndGoBack(page);
    await expect(page).toHaveURL(/\?sort=price_asc&language=esp&maxPrice=20&page=2$/);
    await expect(count).toHaveText(`${cheapSpanishFiction.length} libros`);
    await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('price_asc');
    await expectScrolledBackTo(page, opened);

    // Clearing the filters keeps the order and starts again at the first page.
    await page.getByRole('complementary').getByRole('link', { name: 'Quitar filtros' }).click();
    await expect(page).toHaveURL(/\/books\/categories\/imaginative\?sort=price_asc$/);
    await expect(count).toHaveText(`${fiction.length} libros`);
  });

  test('a page opened afresh starts at its top, and a reload keeps its place', async ({ page }) => {
    await openShop(page, shopPaths.category('imaginative'));
    await cards(page).nth(9).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    // Another address typed in the same tab: its top, not where the list was.
    await openShop(page, shopPaths.category('novel'));
    await expect(cards(page).first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // That list, scrolled, then reloaded: where it was.
    await cards(page).nth(9).scrollIntoViewIfNeeded();
    const again = await page.evaluate(() => window.scrollY);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(again - 50);
  });

  test('a filter that leaves nothing says so, and no empty choice is offered', async ({ page }) => {
    await openShop(page, `${shopPaths.category('novel')}?language=eng&minPrice=1000`);
    await expect(page.getByText('Ningún libro cumple estos filtros.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /libros?$/ })).toHaveText('0 libros');
    await expect(page.getByRole('navigation', { name: 'Páginas' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('on a phone, in English', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('eng')));
  });

  test('a category loaded afresh draws the cards below the screen as they come near; once the shopper navigates, every card', async ({
    page,
  }) => {
    await openShop(page, shopPaths.category('imaginative'));
    const last = cards(page).last();
    await expect.poll(() => drawn(last)).toBe(false);
    expect(await drawn(cards(page).first())).toBe(true);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(last)).toBe(true);

    // A sort is a navigation: its list is drawn whole, so that Back finds its places to the pixel.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expect(page).toHaveURL(/\?sort=price_asc$/);
    // The sorted list is the one shown (its cheapest book first), not the list before it.
    await expect(cards(page).first().getByRole('heading')).toHaveText(
      new RegExp(
        `^(${cheapestFiction.map((book) => book.name.eng.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`,
      ),
    );
    // Back at the top, and two frames later: by then a card left for later would be skipped again.
    await page.evaluate(
      () =>
        new Promise((done) => {
          window.scrollTo(0, 0);
          requestAnimationFrame(() => requestAnimationFrame(done));
        }),
    );
    expect(await drawn(cards(page).last())).toBe(true);
  });

  test('filters open in a drawer that shows the count, and pages are links', async ({ page }) => {
    await openShop(page, shopPaths.category('novel'));
    const count = page.getByRole('status').filter({ hasText: /books?$/ });
    await expect(count).toHaveText(`${novels.length} books`);
    // The side panel is for wide screens: a phone gets a button.
    await expect(page.getByRole('complementary')).toBeHidden();

    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: `English (${englishNovels.length})` }).click();
    await expect(page).toHaveURL(/\/books\/categories\/novel\?language=eng$/);
    // The drawer stays open while the list changes behind it, and its button says how many there are.
    await drawer.getByRole('button', { name: `Show ${englishNovels.length} books` }).click();
    await expect(drawer).toBeHidden();
    await expect(count).toHaveText(`${englishNovels.length} books`);
    await expect(cards(page)).toHaveCount(englishNovels.length);

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.goBack();
    await expect(count).toHaveText(`${novels.length} books`);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/books\/categories\/novel\?page=2$/);
    await expect(cards(page)).toHaveCount(novels.length - 24);
    await expectNoAxeViolations(page);
  });
});

// The whole walk in the two other pairs of language and width (Spanish on a desktop is walked above):
// narrow, sort, page, open a book, come Back to the same list at the same place.
const walks = [
  {
    where: 'on a phone, in Spanish',
    viewport: { width: 375, height: 812 },
    language: 'esp',
    books: (count: number) => `${count} ${count === 1 ? 'libro' : 'libros'}`,
    price: (amount: number) => euros(amount),
    spanish: 'Español',
    filters: 'Filtros',
    priceFilter: 'Precio (€)',
    upTo: 'Hasta',
    apply: 'Aplicar',
    showBooks: (count: number) => `Ver ${count} libros`,
    sortBy: 'Ordenar por',
    page: 'Página 2',
  },
  {
    where: 'on a desktop, in English',
    viewport: { width: 1280, height: 800 },
    language: 'eng',
    books: (count: number) => `${count} ${count === 1 ? 'book' : 'books'}`,
    price: (amount: number) => `${amount.toFixed(2)} €`,
    spanish: 'Spanish',
    filters: 'Filters',
    priceFilter: 'Price (€)',
    upTo: 'To',
    apply: 'Apply',
    showBooks: (count: number) => `Show ${count} books`,
    sortBy: 'Sort by',
    page: 'Page 2',
  },
] as const;

for (const walk of walks) {
  test.describe(`the whole walk ${walk.where}`, () => {
    test.use({ viewport: walk.viewport });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        (language) => localStorage.setItem('language', JSON.stringify(language)),
        walk.language,
      );
    });

    test('narrow by language and price, sort by price, page 2, a book and Back: the same list at the same place', async ({
      page,
    }) => {
      // Six lists and a book page, each loaded and drawn: on a busy machine this takes longer than one page.
      test.slow();
      const phone = walk.viewport.width < 600;
      await openShop(page, shopPaths.category('imaginative'));
      const count = page.getByRole('status').filter({ hasText: /(libros?|books?)$/ });
      await expect(count).toHaveText(walk.books(fiction.length));

      // A desktop shows the filters beside the list; a phone opens them in a drawer.
      let filters = page.getByRole('complementary');
      if (phone) {
        await page.getByRole('button', { name: walk.filters }).click();
        filters = page.getByRole('dialog', { name: walk.filters });
      }
      await filters.getByRole('link', { name: `${walk.spanish} (${spanishFiction.length})` }).click();
      await expect(page).toHaveURL(/\/books\/categories\/imaginative\?language=esp$/);
      const price = filters.getByRole('form', { name: walk.priceFilter });
      await price.getByLabel(walk.upTo, { exact: true }).fill('20');
      await price.getByRole('button', { name: walk.apply }).click();
      await expect(page).toHaveURL(/\?language=esp&maxPrice=20$/);
      if (phone) {
        await filters.getByRole('button', { name: walk.showBooks(cheapSpanishFiction.length) }).click();
        await expect(filters).toBeHidden();
      }
      await expect(count).toHaveText(walk.books(cheapSpanishFiction.length));

      await page.getByRole('combobox', { name: walk.sortBy }).selectOption('price_asc');
      await expect(page).toHaveURL(/\?sort=price_asc&language=esp&maxPrice=20$/);
      await page.getByRole('link', { name: walk.page, exact: true }).click();
      await expect(page).toHaveURL(/\?sort=price_asc&language=esp&maxPrice=20&page=2$/);
      const firstOnPage2 = cheapSpanishFiction[24];
      if (!firstOnPage2) throw new Error('the list has no second page');
      await expect(cards(page).first()).toContainText(walk.price(Number(firstOnPage2.price)));
      await expectNoAxeViolations(page);

      // Down the page a book is opened; Back shows the same list, scrolled where the shopper was.
      const opened = await openTenthBookAndGoBack(page);
      await expect(page).toHaveURL(/\?sort=price_asc&language=esp&maxPrice=20&page=2$/);
      await expect(count).toHaveText(walk.books(cheapSpanishFiction.length));
      await expect(page.getByRole('combobox', { name: walk.sortBy })).toHaveValue('price_asc');
      await expect(page.getByRole('link', { name: walk.page, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectScrolledBackTo(page, opened);
    });
  });
}

test('the search results page shows cards with prices, pages and a way to the closest title', async ({
  page,
}) => {
  await openShop(page, shopPaths.search('garcia marquez'));
  const found = page.getByRole('region', { name: 'Libros' });
  await expect(found.getByRole('status').filter({ hasText: /libros?$/ })).toHaveText(/^\d+ libros?$/);
  const first = cards(page).first();
  await expect(first).toContainText('€');
  await first.getByRole('button', { name: /^Añadir a la cesta/ }).click();
  await expect(page.getByRole('button', { name: /^Cesta 1 libro/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption('price_desc');
  await expect(page).toHaveURL(/\/search\/garcia%20marquez\?sort=price_desc$/);

  await openShop(page, shopPaths.search('xqzw'));
  await expect(page.getByText('No se han encontrado resultados')).toBeVisible();
  await expectNoAxeViolations(page);
});

/** The id of a demo book, as the API knows it (ids are made when the catalogue is seeded). */
async function bookId(page: Page, name: string): Promise<string> {
  const answer = await page.request.get(`/api/books?q=${encodeURIComponent(name)}`);
  const { books } = (await answer.json()) as { books: { _id: string; name: { esp: string } }[] };
  const book = books.find((item) => item.name.esp === name);
  if (!book) throw new Error(`no demo book ${name}`);
  return book._id;
}

/** The demo books by the same author as `key`'s, leaving it out. */
function otherBooksByAuthor(key: string) {
  const book = demoBooks.find((item) => item.key === key);
  if (!book) throw new Error(`no demo book ${key}`);
  return { book, others: demoBooks.filter((item) => item.author === book.author && item.key !== key) };
}

test.describe('a book page on a phone, in Spanish', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('shows where the book sits, its language as a word, its related shelves; breadcrumbs lead back up', async ({
    page,
  }) => {
    test.slow();
    const { book, others } = otherBooksByAuthor('la-sombra-del-viento');
    await openShop(page, shopPaths.book(await bookId(page, book.name.esp), book.name.eng));
    await expect(page.getByRole('heading', { level: 1, name: book.name.esp })).toBeVisible();

    const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(trail.getByRole('listitem')).toHaveText(['Inicio', 'Ficción', 'Superventas', book.name.esp]);
    await expect(trail.getByText(book.name.esp)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Planeta', exact: true })).toHaveAttribute(
      'href',
      /^\/publishers\//,
    );
    await expect(page.getByText('Idioma').locator('xpath=following-sibling::dd[1]')).toHaveText('Español');

    // The author's other books, never the book itself; then others of its category: below the book,
    // they come as the reader scrolls down to them.
    await page.getByRole('heading', { level: 2, name: 'Comentarios' }).scrollIntoViewIfNeeded();
    const byAuthor = page.getByRole('region', { name: 'Más de este autor' });
    for (const other of others) {
      await expect(byAuthor.getByRole('heading', { name: other.name.esp, exact: true })).toHaveCount(1);
    }
    await expect(byAuthor.getByRole('heading', { name: book.name.esp, exact: true })).toHaveCount(0);
    const sameCategory = page.getByRole('region', { name: 'De la misma categoría' });
    await expect(sameCategory.getByRole('listitem').first()).toBeVisible();
    await expect(sameCategory.getByRole('heading', { name: book.name.esp, exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Up the trail: the subcategory, its top category, home.
    await trail.getByRole('link', { name: 'Superventas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Superventas' })).toBeVisible();
    await expect(page).toHaveURL(/\/books\/categories\/bestseller$/);
    const categoryTrail = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(categoryTrail.getByRole('listitem')).toHaveText(['Inicio', 'Ficción', 'Superventas']);
    // Two cards side by side on a phone.
    const [first, second] = await Promise.all([0, 1].map((index) => cards(page).nth(index).boundingBox()));
    expect(first?.y).toBe(second?.y);
    expect(second?.x).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0));
    await expectNoAxeViolations(page);

    await categoryTrail.getByRole('link', { name: 'Ficción' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ficción' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('listitem'),
    ).toHaveText(['Inicio', 'Ficción']);
    await page
      .getByRole('navigation', { name: 'Ruta de navegación' })
      .getByRole('link', { name: 'Inicio' })
      .click();
    await expect(page).toHaveURL(/\/(main)?$/);
  });
});

test.describe('in English on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('eng')));
  });

  test("a Catalan book's page names its language in English and shelves the author's other books", async ({
    page,
  }) => {
    const { book, others } = otherBooksByAuthor('mirall-trencat');
    await openShop(page, shopPaths.book(await bookId(page, book.name.esp), book.name.eng));
    await expect(page.getByRole('heading', { level: 1, name: book.name.eng })).toBeVisible();
    await expect(
      page.getByText('Language', { exact: true }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('Catalan');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem').first()).toHaveText('Home');
    await expect(trail.getByRole('listitem').last()).toHaveText(book.name.eng);
    await page.getByRole('heading', { level: 2, name: 'Comments' }).scrollIntoViewIfNeeded();
    const byAuthor = page.getByRole('region', { name: 'More by this author' });
    for (const other of others) {
      await expect(byAuthor.getByRole('heading', { name: other.name.eng, exact: true })).toHaveCount(1);
    }
    await expect(page.getByRole('region', { name: 'From the same category' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the header search keeps its query on the results page, also after a reload', async ({ page }) => {
    test.slow();
    await openShop(page, shopPaths.main());
    const box = page.getByRole('combobox', { name: 'Search books, authors, publishers' });
    await box.fill('garcia marquez');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/garcia%20marquez$/);
    await expect(box).toHaveValue('garcia marquez');
    const found = page.getByRole('region', { name: 'Books', exact: true });
    await expect(found.getByRole('status').filter({ hasText: /books?$/ })).toHaveText(/^\d+ books?$/);
    const first = cards(page).first();
    await expect(first).toContainText('€');
    await first.getByRole('button', { name: /^Add to basket/ }).click();
    await expect(page.getByRole('button', { name: /^Basket 1 book/ })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(box).toHaveValue('garcia marquez');
    // The live panel stays closed for the search the page already shows: its authors are on the page.
    await expect(page.getByRole('region', { name: 'Authors' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('listbox')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A misspelt title still finds the book.
    await box.fill('quijotte');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/quijotte$/);
    await expect(box).toHaveValue('quijotte');
    await expect(page.getByRole('heading', { name: 'Don Quixote', exact: true })).toBeVisible();

    // Leaving the results empties the box.
    await cards(page).first().getByRole('link', { name: 'Don Quixote', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Don Quixote' })).toBeVisible();
    await expect(box).toHaveValue('');

    // Nothing matches: said plainly, and the page still works.
    await box.fill('xqzw');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/xqzw$/);
    await expect(page.getByText('No results found')).toBeVisible();
    await expect(box).toHaveValue('xqzw');
    await expectNoAxeViolations(page);
  });
});
