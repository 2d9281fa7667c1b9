import { shopPaths } from '@bookshop/contract';
import { expect, type Page, test } from '@playwright/test';
import { demoBooks, euros, newest, openShop, signUp, uniqueEmail } from './support/shop';

/** Script errors and React's hydration complaints, which it reports as errors. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  return errors;
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest reads the home, a category and a book page as the server rendered them', async ({ page }) => {
    await page.goto('/main');
    for (const book of demoBooks.slice(0, 5)) {
      await expect(page.getByRole('heading', { level: 3, name: book.name.esp, exact: true })).toBeVisible();
    }
    // The slider's headline is text the server wrote, in the reader's language.
    await expect(page.getByText('Sant Jordi: un libro y una rosa', { exact: true })).toBeVisible();

    await page.goto('/books/categories/imaginative');
    await expect(page.getByRole('heading', { level: 1, name: 'Ficción' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: newest.name.esp, exact: true })).toBeVisible();

    await page.getByRole('link', { name: newest.name.esp, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: newest.name.esp })).toBeVisible();
    await expect(page.getByText(euros(Number(newest.price))).first()).toBeVisible();
  });

  test("a search's results are the server's page too: cards with prices, kept out of search engines", async ({
    page,
  }) => {
    const response = await page.goto(shopPaths.search('garcia marquez'));
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain('<meta name="robots" content="noindex" />');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Resultados para «garcia marquez»' }),
    ).toBeVisible();
    const found = page.getByRole('region', { name: 'Libros' });
    // The count is the status that counts books (the hearts' note is a status too, empty until a tap).
    await expect(found.getByRole('status').filter({ hasText: /libros?$/ })).toHaveText(/^\d+ libros?$/);
    await expect(
      found.getByRole('heading', { level: 3, name: 'Cien años de soledad', exact: true }),
    ).toBeVisible();
    await expect(found.getByText('€').first()).toBeVisible();
  });
});

/** Keeps each page's heading as the server sent it, found before the shop's scripts had run. */
async function keepServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('main h1');
    });
  });
}

/** Hydrated, not drawn again: the heading on screen is still the element the server sent. */
async function expectServerHeadingKept(page: Page) {
  const kept = await page.evaluate(() => {
    const serverHeading = (window as { serverHeading?: Element | null }).serverHeading;
    return Boolean(serverHeading?.isConnected) && serverHeading === document.querySelector('main h1');
  });
  expect(kept).toBe(true);
}

/** The API calls the browser makes, by path and query (`/api/books?limit=10`). */
function watchApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  return calls;
}

test('the browser takes over the server-rendered home page in place, from the answers it came with, and it works', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const apiCalls = watchApiCalls(page);
  await keepServerHeading(page);
  await openShop(page, '/main');
  // The new books and the slides came with the page (its queries): the browser does not ask again.
  expect(apiCalls.filter((call) => call === '/api/books?limit=10' || call === '/api/slider-images')).toEqual(
    [],
  );

  await page.getByRole('button', { name: `Añadir a la cesta: ${newest.name.esp}` }).click();
  await expect(page.getByRole('button', { name: /^Cesta 1 libro / })).toBeVisible();
  await expectServerHeadingKept(page);
  await page.getByRole('tab', { name: 'Populares' }).click();
  await expect(page.getByRole('tab', { name: 'Populares', selected: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the browser takes over server-rendered category and book pages in place', async ({ page }) => {
  const errors = watchErrors(page);
  await keepServerHeading(page);
  await openShop(page, '/books/categories/imaginative');
  await page.getByRole('button', { name: `Añadir a la cesta: ${newest.name.esp}` }).click();
  await expect(page.getByRole('button', { name: /^Cesta 1 libro / })).toBeVisible();
  await expectServerHeadingKept(page);

  // A new page load (not a navigation inside the shop): the server renders the book page for an empty
  // basket, so with a book in it the browser renders the page afresh instead, and it still works.
  const href = await page
    .getByRole('link', { name: newest.name.esp, exact: true })
    .first()
    .getAttribute('href');
  await page.goto(href ?? '');
  await expect(page.getByRole('heading', { level: 1, name: newest.name.esp })).toBeVisible();
  await page.getByRole('button', { name: 'Añadir a la cesta', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Cesta 2 libros / })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a guest's direct load of a book page is the server's page, taken over in place with no mismatch and no second call for the book", async ({
  page,
  request,
}) => {
  const { books } = await (await request.get('/api/books?limit=1')).json();
  const errors = watchErrors(page);
  const apiCalls = watchApiCalls(page);
  await keepServerHeading(page);

  const response = await page.goto(shopPaths.book(books[0]._id, books[0].name.eng));
  const html = (await response?.text()) ?? '';
  expect(html).toContain('id="book-title"');
  expect(html).toContain('<script type="application/json" id="page-queries">');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await expect(page.getByRole('heading', { level: 1, name: books[0].name.esp })).toBeVisible();
  await expectServerHeadingKept(page);
  // The book came with the page: the browser's query client started from it.
  expect(apiCalls).not.toContain(`/api/books/${books[0]._id}`);
  await page.getByRole('button', { name: 'Añadir a la cesta', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Cesta 1 libro / })).toBeVisible();
  // React reports a hydration mismatch as a console error.
  expect(errors).toEqual([]);
});

test("a direct load of a search's results is the server's page, taken over in place with no mismatch and no second search", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const apiCalls = watchApiCalls(page);
  await keepServerHeading(page);

  const response = await page.goto(shopPaths.search('garcia marquez'));
  expect(await response?.text()).toContain('<script type="application/json" id="page-queries">');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await expectServerHeadingKept(page);
  // Both answers came with the page: the browser asked for neither.
  expect(
    apiCalls.filter((call) => call.startsWith('/api/search/') || call.startsWith('/api/books?')),
  ).toEqual([]);
  await page
    .getByRole('region', { name: 'Libros' })
    .getByRole('button', { name: /^Añadir a la cesta/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^Cesta 1 libro / })).toBeVisible();
  expect(errors).toEqual([]);
});

/** Every class name of the elements inside `#root` in a piece of HTML. */
function classNames(html: string): Set<string> {
  return new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]?.split(' ') ?? []));
}

test('the server names styles as the browser does, whatever pages it rendered before', async ({
  request,
  browser,
  baseURL,
}) => {
  const { books } = await (await request.get('/api/books?limit=1')).json();
  const pages = ['/main', '/books/categories/imaginative', `/books/${books[0]._id}/x`];
  // Each page once, so that the server has loaded the other pages' modules before it renders them again.
  for (const path of pages) expect((await request.get(path)).ok()).toBe(true);

  // The same pages with the server's render taken out: the browser renders them on its own.
  const reader = await browser.newContext({ baseURL });
  const readerPage = await reader.newPage();
  await readerPage.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<div id="root">[\s\S]*?<script type="application\/json" id="page-queries">[\s\S]*?<\/script>/,
      '<div id="root"></div>',
    );
    return route.fulfill({ response, body });
  });
  for (const path of pages) {
    const serverHtml = await (await request.get(path)).text();
    const serverClasses = classNames(
      serverHtml.slice(serverHtml.indexOf('<div id="root">'), serverHtml.indexOf('id="page-queries"')),
    );
    expect(serverClasses.size).toBeGreaterThan(20);

    await readerPage.goto(path);
    await expect(readerPage.locator('main h1')).toBeAttached();
    // The page's first picture, or a cover's fallback where a book's picture is missing or fails.
    await expect(readerPage.locator('main :is(img, [data-fallback])').first()).toBeVisible();
    expect(await readerPage.locator('#page-queries').count()).toBe(0);
    const browserClasses = classNames(await readerPage.locator('#root').innerHTML());

    expect(
      [...serverClasses].filter((name) => !browserClasses.has(name)),
      path,
    ).toEqual([]);
  }
  await reader.close();
});

test('a reader who chose English before the page mirrored it in a cookie gets the page redrawn in English, and it works', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('eng')));
  await openShop(page, '/main');

  await expect(page.getByRole('tab', { name: 'New books', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: newest.name.eng, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Add to basket: ${newest.name.eng}` }).click();
  await expect(page.getByRole('button', { name: /^Basket 1 book/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a signed-in shopper's direct load of a book page is the server's page, taken over in place, with their own parts after", async ({
  page,
}) => {
  await signUp(page, { name: 'Montse', email: uniqueEmail('montse'), password: 'secret-42-books' });
  const { books } = await (await page.request.get('/api/books?limit=1')).json();
  const errors = watchErrors(page);
  await keepServerHeading(page);

  const response = await page.goto(shopPaths.book(books[0]._id, books[0].name.eng));
  const html = (await response?.text()) ?? '';
  // Rendered on the server (as a guest sees it), not a blank page for the browser to fill.
  expect(html).toContain('id="book-title"');
  expect(html).toContain('id="page-queries" data-personal');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  // Their own parts fill in: their greeting, and their rating of the book.
  await expect(page.getByRole('link', { name: 'Hola, Montse' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Tu valoración' })).toBeVisible();
  await expectServerHeadingKept(page);
  expect(errors).toEqual([]);
});

// Issue 16: a guest's footer and a book's comments are taken over, not drawn again.
test("a guest's book page takes over its comments and footer in place, and a click on the footer's link navigates in the shop", async ({
  page,
  request,
}) => {
  const { books } = await (await request.get('/api/books?limit=1')).json();
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const kept = window as { serverFooter?: Element | null; serverComments?: Element | null };
      kept.serverFooter = document.querySelector('footer');
      kept.serverComments = document.querySelector('#comments-title');
    });
  });
  await openShop(page, shopPaths.book(books[0]._id, books[0].name.eng));
  // A mark on the window: it stays only while the page is not loaded again.
  await page.evaluate(() => {
    (window as { samePage?: boolean }).samePage = true;
  });

  // The comments, scrolled to: the server's heading, now the browser's, and the guest's sign-in link
  // names the page to come back to.
  const comments = page.getByRole('region', { name: 'Comentarios' });
  await comments.scrollIntoViewIfNeeded();
  await expect(comments.getByRole('link', { name: 'Inicia sesión' }).first()).toHaveAttribute(
    'href',
    new RegExp(`^/sign_in\\?next=.*${books[0]._id}`),
  );
  expect(
    await page.evaluate(
      () =>
        (window as { serverComments?: Element | null }).serverComments ===
        document.querySelector('#comments-title'),
    ),
  ).toBe(true);
  // The footer's link, clicked as the footer wakes: the shop goes to the page without loading it again.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contactos' }).click();
  await expect(page).toHaveURL(shopPaths.contacts());
  await expect(page.getByRole('heading', { level: 1, name: 'Contactos' })).toBeVisible();
  const kept = await page.evaluate(() => {
    const seen = window as {
      samePage?: boolean;
      serverFooter?: Element | null;
      serverComments?: Element | null;
    };
    return {
      samePage: seen.samePage === true,
      footer: seen.serverFooter === document.querySelector('footer'),
    };
  });
  expect(kept).toEqual({ samePage: true, footer: true });
  expect(errors).toEqual([]);
});
