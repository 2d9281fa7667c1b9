import { type Language, shopPaths } from '@bookshop/contract';
import { expect, test } from '@playwright/test';
import { RedsysDouble } from '../redsys/double';
import { expectNoAxeViolations } from './support/axe';
import { mailsTo, pathOf } from './support/mail';
import { demoBookPage, demoBooks, openShop, uniqueEmail } from './support/shop';

// Guest checkout (issue 37): a guest finds a book, adds it, orders with an e-mail address and no
// account, receives the confirmation with a private link, and the link shows the order. In Spanish,
// Catalan and English, on a phone and on a desktop.

/** What a reader reads in each language (the kit's texts and the shop's own). */
const texts: Record<
  'esp' | 'cat' | 'eng',
  {
    add: string;
    guest: string;
    email: string;
    name: string;
    form: string;
    street: string;
    postcode: string;
    town: string;
    submit: string;
    placed: string;
    emailRequired: RegExp;
    follow: string;
    order: RegExp;
    notFound: string;
  }
> = {
  esp: {
    add: 'Añadir a la cesta',
    guest: 'Continuar como invitado',
    email: 'Tu correo electrónico',
    name: 'Nombre y apellidos',
    form: 'Entrega y pago',
    street: 'Calle y número',
    postcode: 'Código postal',
    town: 'Ciudad',
    submit: 'Hacer el pedido',
    placed: 'Gracias, tu pedido está hecho.',
    emailRequired: /correo/i,
    follow: 'Sigue tu pedido (enlace privado)',
    order: /^Pedido /,
    notFound: 'Pedido no encontrado',
  },
  cat: {
    add: 'Afegeix a la cistella',
    guest: 'Continua com a convidat',
    email: 'El teu correu electrònic',
    name: 'Nom i cognoms',
    form: 'Lliurament i pagament',
    street: 'Carrer i número',
    postcode: 'Codi postal',
    town: 'Població',
    submit: 'Fes la comanda',
    placed: 'Gràcies, la teva comanda ja està feta.',
    emailRequired: /correu/i,
    follow: 'Segueix la comanda (enllaç privat)',
    order: /^Comanda /,
    notFound: 'Comanda no trobada',
  },
  eng: {
    add: 'Add to basket',
    guest: 'Continue as a guest',
    email: 'Your e-mail address',
    name: 'Full name',
    form: 'Delivery and payment',
    street: 'Street and number',
    postcode: 'Postcode',
    town: 'Town',
    submit: 'Place order',
    placed: 'Thank you, your order is placed.',
    emailRequired: /e-?mail/i,
    follow: 'Follow your order (private link)',
    order: /^Order /,
    notFound: 'Order not found',
  },
};

const languages = Object.keys(texts) as (keyof typeof texts)[];
const widths = [375, 1280];

for (const [widthIndex, width] of widths.entries()) {
  for (const [languageIndex, language] of languages.entries()) {
    test.describe(`a guest at ${width} px in ${language}`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('finds a book, orders it with an e-mail address, and follows the order by the mailed link', async ({
        page,
        context,
        request,
        baseURL,
      }) => {
        const words = texts[language];
        // A book of its own per journey, with copies to spare, away from the newest ones other journeys buy.
        const { books } = (await (await request.get('/api/books?limit=100')).json()) as {
          books: { name: { esp: string }; stock: number }[];
        };
        const plenty = demoBooks.filter((candidate) =>
          books.some((listed) => listed.name.esp === candidate.name.esp && listed.stock >= 20),
        );
        const book = plenty[12 + widthIndex * languages.length + languageIndex];
        if (!book) throw new Error('The demo catalogue is too small');
        const { path } = await demoBookPage(request, book);
        await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
        await context.addInitScript(
          (chosen: Language) => localStorage.setItem('language', JSON.stringify(chosen)),
          language,
        );

        // Finds it by searching, opens it and adds it to the basket.
        await openShop(page, shopPaths.search(book.name.esp));
        await page.locator(`main a[href="${path}"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await page.getByRole('button', { name: words.add, exact: true }).first().click();

        await openShop(page, shopPaths.basket());
        await expect(page.getByRole('form', { name: words.form })).toHaveCount(0);
        await page.getByRole('button', { name: words.guest }).click();
        const form = page.getByRole('form', { name: words.form });
        const email = form.getByLabel(words.email);
        await expect(email).toBeFocused();
        await page.screenshot({ path: test.info().outputPath(`guest-checkout-${language}-${width}.png`) });

        // Without an address the form says so at the field, before anything is sent.
        await form.getByLabel(words.name).fill('Mercè Rodoreda');
        await form.getByLabel(words.street).fill('Carrer de Mallorca, 401');
        await form.getByLabel(words.postcode).fill('08013');
        await form.getByLabel(words.town).fill('Barcelona');
        await form.getByLabel(/^Tel/).fill('+34 931 234 567');
        await form.getByRole('button', { name: words.submit }).click();
        await expect(email).toHaveAccessibleDescription(words.emailRequired);
        await expect(email).toBeFocused();
        await expectNoAxeViolations(page);

        const address = uniqueEmail(`guest-${language}-${width}`);
        await email.fill(address);
        await form.getByRole('button', { name: words.submit }).click();
        await expect(page).toHaveURL(/\/orders\/follow\/[A-Za-z0-9_-]{43}$/);
        await expect(page.getByRole('status').filter({ hasText: words.placed })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: words.order })).toBeVisible();

        // The mail, in the reader's language, carries a private link of its own; it shows the order.
        await expect
          .poll(() => mailsTo(address).length, { message: `a mail to ${address}` })
          .toBeGreaterThan(0);
        const [mail] = mailsTo(address);
        expect(mail?.text).toContain(words.follow);
        const link = mail?.text.match(/https?:\/\/\S+\/orders\/follow\/[A-Za-z0-9_-]{43}/)?.[0];
        if (!link) throw new Error(`No follow link in the mail:\n${mail?.text}`);
        const fresh = await context.newPage();
        await openShop(fresh, pathOf(link));
        await expect(fresh.getByRole('heading', { level: 1, name: words.order })).toBeVisible();
        const invoice = fresh.getByRole('link', { name: /^S\d{4}-\d{6}$/ });
        await expect(invoice).toHaveAttribute(
          'href',
          /\/api\/guest-orders\/follow\/[A-Za-z0-9_-]{43}\/invoices\//,
        );
        await fresh.screenshot({
          path: test.info().outputPath(`guest-follow-${language}-${width}.png`),
          fullPage: true,
        });
        await expectNoAxeViolations(fresh);

        // A guessed link shows no order.
        await openShop(fresh, shopPaths.followOrder('A'.repeat(43)));
        await expect(fresh.getByRole('heading', { level: 1, name: words.notFound })).toBeVisible();
      });
    });
  }
}

test.describe('a guest paying by card', () => {
  // The project's Redsys double, on REDSYS_PORT (playwright.config.ts points REDSYS_URL at it).
  let bank: RedsysDouble;
  test.beforeAll(async () => {
    bank = await new RedsysDouble().start();
  });
  test.afterAll(async () => {
    await bank.stop();
  });
  test.use({ viewport: { width: 375, height: 900 } });

  test('pays at the bank, comes back to the private page, which says paid; the basket is emptied', async ({
    page,
    request,
  }) => {
    const book = demoBooks[2];
    if (!book) throw new Error('The demo catalogue is too small');
    const { path } = await demoBookPage(request, book);
    await openShop(page, path);
    await page.getByRole('button', { name: 'Añadir a la cesta', exact: true }).first().click();
    await openShop(page, shopPaths.basket());
    await page.getByRole('button', { name: 'Continuar como invitado' }).click();
    const form = page.getByRole('form', { name: 'Entrega y pago' });
    const address = uniqueEmail('guest-card');
    await form.getByLabel('Tu correo electrónico').fill(address);
    await form.getByLabel('Nombre y apellidos').fill('Mercè Rodoreda');
    await form.getByLabel('Calle y número').fill('Carrer de Mallorca, 401');
    await form.getByLabel('Código postal').fill('08013');
    await form.getByLabel('Ciudad').fill('Barcelona');
    await form.getByLabel('Teléfono').fill('+34 931 234 567');
    await form.getByRole('radio', { name: 'Tarjeta', exact: true }).check();
    await form.getByRole('button', { name: 'Hacer el pedido' }).click();

    await expect(
      page.getByRole('heading', { name: 'Redsys (doble de pruebas): pago con Tarjeta' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Pagar' }).click();
    // The bank's signed answer, read, leaves the address; the page still knows where the shopper came from.
    await expect(page).toHaveURL(/\/orders\/follow\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('status').filter({ hasText: 'Pago recibido' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Pago recibido' })).toBeVisible();
    await expect(page.getByText('Pago: Tarjeta · pagado')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cesta 0 libros/ })).toBeVisible();
    await expect.poll(() => mailsTo(address).length, { message: `the confirmation to ${address}` }).toBe(1);
    expect(mailsTo(address)[0]?.text).toMatch(/\/orders\/follow\/[A-Za-z0-9_-]{43}/);
  });
});
