import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { mailsTo } from './support/mail';
import { euros, openShop, signIn, uniqueEmail } from './support/shop';

// Issue 37: delivery chosen and priced before the order is placed; pickup at the shop.

const languages = {
  esp: {
    form: 'Entrega y pago',
    legend: 'Cómo recibes los libros',
    postcode: 'Código postal',
    courier: 'Envío a domicilio',
    pickup: 'Recogida en la librería',
    priced: 'Envío: 5,90 €. Llega el',
    total: 'Total con envío',
    submit: 'Hacer el pedido',
  },
  cat: {
    form: 'Lliurament i pagament',
    legend: 'Com reps els llibres',
    postcode: 'Codi postal',
    courier: 'Enviament a domicili',
    pickup: 'Recollida a la llibreria',
    priced: 'Enviament: 5,90 €. Arriba el',
    total: 'Total amb enviament',
    submit: 'Fes la comanda',
  },
  eng: {
    form: 'Delivery and payment',
    legend: 'How you get the books',
    postcode: 'Postcode',
    courier: 'Home delivery',
    pickup: 'Collect at the bookshop',
    priced: 'Delivery: 5.90 €. Arrives on',
    total: 'Total with delivery',
    submit: 'Place order',
  },
} as const;
type Language = keyof typeof languages;

/** A price as the shop writes it in `language`: "18,40 €", "18.40 €" (test figures stay under 1,000). */
const price = (amount: number, language: Language) =>
  `${amount.toFixed(2).replace('.', language === 'eng' ? '.' : ',')} €`;

async function readerIn(context: BrowserContext, page: Page, language: Language, baseURL: string) {
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  await context.addInitScript((code) => localStorage.setItem('language', JSON.stringify(code)), language);
  const email = uniqueEmail(`delivery-${language}`);
  const password = 'secret-delivery';
  // Signed up through the page's own request context, so the page is signed in too.
  const signedUp = await page.request.post('/api/users/signup', {
    data: {
      name: 'Mar',
      surname: 'Vidal',
      email,
      telephone: '+34 931 234 567',
      password,
      confirmPassword: password,
    },
  });
  expect(signedUp.status()).toBe(201);
  const { books } = await (await page.request.get('/api/books?limit=1')).json();
  expect((await page.request.post(`/api/books/${books[0]._id}/add-book-to-basket`)).status()).toBe(200);
  return { email, password, price: Number(books[0].price) };
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const language of Object.keys(languages) as Language[]) {
      test(`a reader outside Barcelona sees the delivery price and the total before ordering (${language})`, async ({
        context,
        page,
        baseURL,
      }) => {
        const words = languages[language];
        const reader = await readerIn(context, page, language, baseURL ?? '');
        await openShop(page, '/basket');
        const form = page.getByRole('form', { name: words.form });
        await expect(form.getByRole('group', { name: words.legend })).toBeVisible();
        await expect(form.getByRole('radio', { name: words.courier })).toBeChecked();
        await form.getByLabel(words.postcode).fill('28014');
        const quote = form.getByRole('status');
        await expect(quote).toContainText(words.priced);
        await expect(quote).toContainText(`${words.total}: ${price(reader.price + 5.9, language)}`);
        // The price and the total are on the screen above the final button, before anything is placed.
        const quoteBox = await quote.boundingBox();
        const buttonBox = await form.getByRole('button', { name: words.submit }).boundingBox();
        expect(quoteBox && buttonBox && quoteBox.y < buttonBox.y).toBe(true);
        await quote.scrollIntoViewIfNeeded();
        await page.screenshot({
          path: test.info().outputPath(`delivery-${language}-${width}.png`),
          fullPage: true,
        });
        if (language === 'esp') await expectNoAxeViolations(page);
        if (width === 1280 && language === 'esp') {
          await form.locator('input[name="street"]').fill('Calle de Alcalá, 20');
          await form.locator('input[name="town"]').fill('Madrid');
          await form.getByRole('button', { name: words.submit }).click();
          await expect(page).toHaveURL(/\/my_account\/my_orders\/[0-9a-f-]{36}$/);
          await expect(page.getByRole('row', { name: /Total/ })).toContainText(euros(reader.price + 5.9));
        }
      });
    }
  });
}

test('a pickup order needs no address and gets the "ready to collect" mail once an admin marks it', async ({
  browser,
  context,
  page,
  baseURL,
}) => {
  test.setTimeout(Math.max(test.info().timeout * 2, 120_000));
  const reader = await readerIn(context, page, 'cat', baseURL ?? '');
  const words = languages.cat;
  await page.setViewportSize({ width: 375, height: 800 });
  await openShop(page, '/basket');
  const form = page.getByRole('form', { name: words.form });
  await form.getByRole('radio', { name: words.pickup }).check();
  await expect(form.getByLabel(words.postcode)).toHaveCount(0);
  await expect(form.getByText('Carrer de Provença, 286')).toBeVisible();
  // Nothing is sent, so the total is the books' alone, and the card is paid at the counter.
  await expect(form.getByRole('status')).toContainText(`Total: ${price(reader.price, 'cat')}`);
  await expect(form.getByRole('status')).not.toContainText(words.total);
  await expect(form.getByText('Pagues amb targeta quan recolls els llibres a la llibreria.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('pickup-cat-375.png'), fullPage: true });
  await form.getByRole('button', { name: words.submit }).click();
  await expect(page).toHaveURL(/\/my_account\/my_orders\/[0-9a-f-]{36}$/);
  // The order says where to collect it, and shows no delivery address of the reader's.
  await expect(
    page.getByRole('main').getByText(/Recollida a la llibreria: Gratis, a Carrer de Provença, 286/),
  ).toBeVisible();
  await expect(page.getByRole('main').locator('address')).toHaveCount(0);
  const orderId = page.url().split('/').pop() ?? '';
  const number = `#${orderId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@bookshop.test', 'admin-secret-42');
    await expect(admin.getByRole('link', { name: /Hola,/ })).toBeVisible();
    await admin.goto('/admin');
    const adminOrder = admin.getByRole('article', { name: `Pedido ${number}` });
    await adminOrder.getByRole('button', { name: 'Avisar: listo para recoger' }).click();
    await expect(adminOrder.getByText(/Listo para recoger desde el/)).toBeVisible();
    await expect(adminOrder.getByRole('button', { name: 'Avisar: listo para recoger' })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  await expect
    .poll(() => mailsTo(reader.email).filter((mail) => mail.subject.includes('ja es pot recollir')).length)
    .toBe(1);
  const mail = mailsTo(reader.email).find((mail) => mail.subject.includes('ja es pot recollir'));
  expect(mail?.text).toContain('Carrer de Provença, 286');
  expect(mail?.text).toContain('De dilluns a dissabte');
});

test('an admin changes a zone’s price on the delivery table page, and the checkout quotes the new price', async ({
  browser,
  page,
}) => {
  test.setTimeout(Math.max(test.info().timeout * 2, 120_000));
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'admin@bookshop.test', 'admin-secret-42');
  await expect(page.getByRole('link', { name: /Hola,/ })).toBeVisible();
  await openShop(page, '/admin/delivery');
  const zone = page.getByRole('form', { name: 'Península 09–16' });
  const price = zone.getByLabel('Precio con IVA (€)');
  await expect(price).toHaveValue('5.90');
  try {
    await price.fill('abc');
    await zone.getByRole('button', { name: 'Guardar' }).click();
    // The wrong field is named at the field itself.
    await expect(price).toHaveAccessibleDescription(/\S/);
    await price.fill('6,45');
    await zone.getByRole('button', { name: 'Guardar' }).click();
    await expect(zone.getByRole('status')).toHaveText('Guardado.');
    // No page scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('admin-delivery-375.png'), fullPage: true });

    const reader = await browser.newContext();
    try {
      const quote = await (await reader.request.get('/api/delivery/quote?postcode=15001')).json();
      expect(quote.quote).toMatchObject({ promise: 'days', price: 6.45 });
    } finally {
      await reader.close();
    }
  } finally {
    await price.fill('5.90');
    await zone.getByRole('button', { name: 'Guardar' }).click();
    await expect(zone.getByRole('status')).toHaveText('Guardado.');
  }
});

test('an admin removes a zone only once asked again, and its postcodes go back to the operator', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin@bookshop.test', 'admin-secret-42');
  await expect(page.getByRole('link', { name: /Hola,/ })).toBeVisible();
  await openShop(page, '/admin/delivery');
  const name = `Ceuta ${Date.now().toString(36)}`;
  const added = page.getByRole('form', { name: 'Zona nueva' });
  await added.getByLabel('Zona').fill(name);
  await added.getByLabel('Desde el código postal').fill('51000');
  await added.getByLabel('Hasta el código postal').fill('51999');
  await added.getByLabel('Precio con IVA (€)').fill('9,90');
  await added.getByLabel('Días laborables').fill('5');
  await added.getByRole('button', { name: 'Añadir la zona' }).click();
  const zone = page.getByRole('form', { name });
  await expect(zone).toBeVisible();
  const quote = async () => (await (await request.get('/api/delivery/quote?postcode=51001')).json()).quote;
  await expect.poll(quote).toMatchObject({ promise: 'days', price: 9.9 });

  // A slip of the finger is undone: the question comes first, and "Cancelar" keeps the zone.
  await zone.getByRole('button', { name: 'Quitar' }).click();
  const question = page.getByRole('dialog', { name: `¿Quitar la zona «${name}»?` });
  await expect(question).toContainText('del 51000 al 51999 los gestionará un operador');
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeHidden();
  await expect(zone).toBeVisible();
  expect(await quote()).toMatchObject({ price: 9.9 });

  await zone.getByRole('button', { name: 'Quitar' }).click();
  await question.getByRole('button', { name: 'Quitar' }).click();
  await expect(zone).toBeHidden();
  await expect.poll(async () => (await quote())?.promise ?? 'none').toBe('operator');
});
