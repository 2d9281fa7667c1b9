import { expect, type Locator, type Page, test } from '@playwright/test';
import { uploadCover, uploadedCover } from './support/bookForm';
import { openShop, signIn } from './support/shop';

// Issue 37, the admins' points: the add-book form picks everything from lists and uploads its cover
// (the preview then shows the stored cover), admins find the back office from the account bar, the
// back office's lists fit a phone, and it all reads in the reader's language (SHOP_LANGUAGES=esp,cat,eng).

const languages = [
  {
    code: 'esp',
    // Where the book is added: the other width is walked for the lists.
    width: 375,
    account: 'Mi cuenta',
    customer: 'Cliente:',
    backOffice: 'Administración',
    admin: 'Administración',
    orders: 'Pedidos',
    books: 'Libros',
    form: 'Añadir un libro',
    submit: 'Añadir',
    nameEng: 'Nombre en inglés',
    nameEsp: 'Nombre en español',
    textEng: 'Información en inglés',
    textEsp: 'Información en español',
    author: /^Autor/,
    authorSearch: 'Buscar un autor',
    publisher: /^Editorial/,
    pages: /^Páginas/,
    year: /^Año/,
    price: /^Precio/,
    bookLanguage: 'Idioma del libro',
    category: 'Fábulas',
    categorySearch: 'Buscar una categoría',
    spanish: 'Español',
    preview: 'Cubierta actual',
    nextPage: 'Página siguiente',
  },
  {
    code: 'cat',
    width: 1280,
    account: 'El meu compte',
    customer: 'Client:',
    backOffice: 'Administració',
    admin: 'Administració',
    orders: 'Comandes',
    books: 'Llibres',
    form: 'Afegeix un llibre',
    submit: 'Afegeix',
    nameEng: 'Nom en anglès',
    nameEsp: 'Nom en castellà',
    textEng: 'Informació en anglès',
    textEsp: 'Informació en castellà',
    author: /^Autor/,
    authorSearch: 'Cerca un autor',
    publisher: /^Editorial/,
    pages: /^Pàgines/,
    year: /^Any/,
    price: /^Preu/,
    bookLanguage: 'Llengua del llibre',
    category: 'Faules',
    categorySearch: 'Cerca una categoria',
    spanish: 'Castellà',
    preview: 'Coberta actual',
    nextPage: 'Pàgina següent',
  },
  {
    code: 'eng',
    width: 375,
    account: 'My account',
    customer: 'Customer:',
    backOffice: 'Back office',
    admin: 'Administration',
    orders: 'Orders',
    books: 'Books',
    form: 'Add a book',
    submit: 'Add',
    nameEng: 'English name',
    nameEsp: 'Spanish name',
    textEng: 'English information',
    textEsp: 'Spanish information',
    author: /^Author/,
    authorSearch: 'Find an author',
    publisher: /^Publisher/,
    pages: /^Pages/,
    year: /^Year/,
    price: /^Price/,
    bookLanguage: 'Language of the book',
    category: 'Fables',
    categorySearch: 'Find a category',
    spanish: 'Spanish',
    preview: 'Current cover',
    nextPage: 'Next page',
  },
] as const;

/** The page does not scroll sideways: whatever is wide scrolls inside its own region. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

for (const words of languages) {
  test(`${words.code}: an admin finds the back office, adds a book from lists with a cover, and the lists fit a phone`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: words.width === 375 ? 1280 : 375, height: 800 });
    await openShop(page, '/');
    // A guest has no way to the back office.
    const spanishBar = page.getByRole('navigation', { name: 'Mi cuenta' });
    await expect(spanishBar.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(spanishBar.getByRole('link', { name: 'Administración' })).toHaveCount(0);

    // An admin signs in, reads the shop in their language and finds the back office in the account bar.
    await signIn(page, 'admin@bookshop.test', 'admin-secret-42');
    await expect(page.getByRole('link', { name: /Hola,/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption(words.code);
    const bar = page.getByRole('navigation', { name: words.account });
    // An order of the admin's own, so the list has one to show (cancelled at the end: stock back).
    const orderId = await placeOrder(page);
    try {
      await walkTheBackOffice(page, words, bar, orderId);
    } finally {
      expect((await page.request.post(`/api/orders/${orderId}/cancel`)).status()).toBe(200);
    }
  });
}

/** One copy of a catalogue book ordered by the signed-in reader, delivered in Barcelona; its id. */
async function placeOrder(page: Page): Promise<string> {
  const { books } = (await (await page.request.get('/api/books?limit=100')).json()) as {
    books: { _id: string }[];
  };
  const bookId = books[50]?._id ?? '';
  expect((await page.request.post(`/api/books/${bookId}/add-book-to-basket`)).status()).toBe(200);
  const placed = await page.request.post('/api/orders', {
    headers: { 'idempotency-key': `back-office-${Date.now()}-${Math.random()}` },
    data: {
      delivery: {
        street: 'Carrer de Mallorca, 401',
        postcode: '08013',
        town: 'Barcelona',
        telephone: '+34 931 234 567',
      },
      payment: 'card_on_delivery',
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()).order._id;
}

async function walkTheBackOffice(
  page: Page,
  words: (typeof languages)[number],
  bar: Locator,
  orderId: string,
) {
  await bar.getByRole('link', { name: words.backOffice }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: words.admin })).toBeVisible();

  // The orders list and the books table, at both widths: no sideways page scroll.
  const orders = page.getByRole('region', { name: words.orders, exact: true });
  // Each order names its customer: the account's name and e-mail.
  const order = orders.getByRole('article').filter({ has: page.locator(`#admin-order-${orderId}`) });
  await expect(order.getByRole('link', { name: 'admin@bookshop.test' })).toBeVisible();
  await expect(order.getByText(words.customer)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/admin/books');
  const table = page
    .getByRole('region', { name: words.books, exact: true })
    .filter({ has: page.getByRole('table') });
  await expect(table.getByRole('table')).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The table's region is reached with Tab, so its keys scroll it.
  await expect(table).toHaveAttribute('tabindex', '0');
  // Its pages are in the reader's language.
  await expect(page.getByRole('link', { name: words.nextPage }).first()).toBeVisible();

  await page.setViewportSize({ width: words.width, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.goto('/admin');
  await expect(order.getByRole('link', { name: 'admin@bookshop.test' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A book added from lists: nothing typed but its own texts.
  const stamp = `${words.code}${Date.now().toString(36)}`;
  const form = page.getByRole('form', { name: words.form });
  await form.getByLabel(words.nameEng).fill(`Fable ${stamp}`);
  await form.getByLabel(words.nameEsp).fill(`Fábula ${stamp}`);
  const cover = await uploadCover(form, words.preview);
  // The preview is the stored cover, as the shop serves it.
  const served = await page.request.get(cover);
  expect(served.headers()['content-type']).toBe('image/webp');
  await form.getByLabel(words.categorySearch).fill(words.category.slice(0, 4));
  await form.getByRole('checkbox', { name: words.category, exact: true }).check();
  await form.getByLabel(words.authorSearch).fill('cervantes');
  await form.getByLabel(words.author).selectOption({ index: 1 });
  await form.getByLabel(words.publisher).selectOption({ index: 1 });
  await form.getByLabel(words.pages).fill('48');
  await form.getByLabel(words.bookLanguage).selectOption({ label: words.spanish });
  await form.getByLabel(words.year).fill('2025');
  await form.getByLabel(words.price).fill('9.90');
  await form.getByLabel(words.textEng).fill('A fable for the back office.');
  await form.getByLabel(words.textEsp).fill('Una fábula para la administración.');
  await expectNoSidewaysScroll(page);
  await form.getByRole('button', { name: words.submit, exact: true }).click();
  await expect(form.getByLabel(words.nameEng)).toHaveValue('');

  let id = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/search/${encodeURIComponent(`Fábula ${stamp}`)}/esp`);
      id = ((await answer.json()).books as { _id: string }[])[0]?._id ?? '';
      return id;
    })
    .not.toBe('');
  try {
    const { book } = await (await page.request.get(`/api/books/${id}`)).json();
    expect(book).toMatchObject({ image: cover, category: ['fable'], language: 'esp', price: 9.9 });
    expect(book.author.name.esp).toMatch(/Cervantes/);
    expect(book.image).toMatch(uploadedCover);
  } finally {
    // Later journeys count the demo catalogue's books.
    expect((await page.request.delete(`/api/books/${id}`)).status()).toBe(200);
  }
}
