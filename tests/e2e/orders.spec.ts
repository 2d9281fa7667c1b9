import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { euros, newest, openShop, secondNewest, signIn, uniqueEmail } from './support/shop';

/** An account made through the API, so the journey itself can sign in as a shopper would. */
async function createAccount(request: APIRequestContext, name: string) {
  const email = uniqueEmail(name.toLowerCase());
  const password = `secret-${name.toLowerCase()}`;
  const response = await request.post('/api/users/signup', {
    data: {
      name,
      surname: 'Puig',
      email,
      telephone: '+34 931 234 567',
      password,
      confirmPassword: password,
    },
  });
  expect(response.status()).toBe(201);
  return { email, password };
}

/** The order number the shop shows: "#" and the first 8 characters of the order's id. */
function orderNumberFromUrl(page: Page): string {
  const id = page.url().split('/').pop() ?? '';
  return `#${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}

async function fillDelivery(page: Page, address: { street: string; postcode: string; town: string }) {
  const form = page.getByRole('form', { name: 'Entrega y pago' });
  await form.getByLabel('Calle y número').fill(address.street);
  await form.getByLabel('Código postal').fill(address.postcode);
  await form.getByLabel('Ciudad').fill(address.town);
  return form;
}

test('9. a guest fills a basket, signs in, orders to Barcelona, and sees the order shipped by an admin', async ({
  page,
  browser,
  request,
}) => {
  // Two shoppers' sessions, three axe runs and an admin: longer than one page's journey.
  test.setTimeout(Math.max(test.info().timeout * 2, 90_000));
  const shopper = await createAccount(request, 'Laura');

  await openShop(page, '/main');
  await page.getByRole('button', { name: `Añadir a la cesta: ${newest.name.esp}` }).click();
  await page.getByRole('button', { name: `Añadir a la cesta: ${newest.name.esp}` }).click();
  await page.getByRole('button', { name: `Añadir a la cesta: ${secondNewest.name.esp}` }).click();
  const total = euros(2 * Number(newest.price) + Number(secondNewest.price));

  // A guest is asked to sign in, and comes back to the basket with every book in it.
  await page.goto('/basket');
  await expect(page.getByText('Para hacer el pedido, inicia sesión o regístrate')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Entrega y pago' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
  await page.getByLabel('Correo electrónico').fill(shopper.email);
  await page.getByLabel('Contraseña').fill(shopper.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByTestId('basket-total')).toHaveText(total);

  const form = await fillDelivery(page, {
    street: 'Carrer de Mallorca, 401',
    postcode: '08013',
    town: 'Barcelona',
  });
  await expect(form.getByLabel('Teléfono')).toHaveValue('+34 931 234 567');
  await expect(form.getByRole('status')).toContainText('Entrega gratuita en Barcelona en 24 horas.');
  await expect(form.getByRole('status')).toContainText(`Total con envío: ${total}`);
  await expect(form.getByRole('radio', { name: 'Tarjeta en la entrega' })).toBeChecked();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Hacer el pedido' }).click();

  await expect(page).toHaveURL(/\/my_account\/my_orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Gracias, tu pedido está hecho.')).toBeVisible();
  const number = orderNumberFromUrl(page);
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${number}` })).toBeVisible();
  await expect(page.getByRole('row', { name: /Total/ })).toContainText(total);
  await expect(page.getByText('Entrega gratuita en Barcelona en 24 horas.')).toBeVisible();
  // The order emptied the basket.
  await expect(page.getByRole('button', { name: /^Cesta 0 libros/ })).toBeVisible();

  await page.getByRole('link', { name: 'Volver a mis pedidos' }).click();
  const listed = page.getByRole('article', { name: `Pedido ${number}` });
  await expect(listed.getByText('Recibido', { exact: true })).toBeVisible();
  await expect(listed.getByText(`${newest.name.esp} × 2`)).toBeVisible();
  await expect(listed.getByText(`Total: ${total}`)).toBeVisible();
  await expectNoAxeViolations(page);

  // An admin ships it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@bookshop.test', 'admin-secret-42');
  await expect(admin.getByRole('link', { name: /Hola,/ })).toBeVisible();
  await admin.goto('/admin');
  const adminOrder = admin.getByRole('article', { name: `Pedido ${number}` });
  await expect(adminOrder.getByText('Recibido', { exact: true })).toBeVisible();
  await expect(adminOrder.getByText(/Entrega gratuita en Barcelona en 24 h/)).toBeVisible();
  await expectNoAxeViolations(admin);
  await adminOrder.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(adminOrder.getByText('Enviado', { exact: true })).toBeVisible();
  await expect(adminOrder.getByRole('button', { name: 'Marcar como enviado' })).toHaveCount(0);
  await adminContext.close();

  // The shopper sees it shipped, and can no longer cancel it.
  await page.reload();
  await expect(listed.getByText('Enviado', { exact: true })).toBeVisible();
  await listed.getByRole('link', { name: 'Ver el pedido' }).click();
  await expect(page.getByText('Enviado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar el pedido' })).toHaveCount(0);
});

test('10. an address outside Barcelona is told an operator will call; a placed order can be cancelled', async ({
  page,
  request,
}) => {
  const shopper = await createAccount(request, 'Pere');
  await signIn(page, shopper.email, shopper.password);
  await expect(page.getByRole('link', { name: 'Hola, Pere' })).toBeVisible();
  await page.getByRole('button', { name: `Añadir a la cesta: ${newest.name.esp}` }).click();
  await expect(page.getByRole('button', { name: /^Cesta 1 libro / })).toBeVisible();

  await page.goto('/basket');
  // The Canary Islands are not in the delivery table (issue 37): told before the order is placed.
  const form = await fillDelivery(page, {
    street: 'Calle Triana, 12',
    postcode: '35002',
    town: 'Las Palmas',
  });
  await expect(form.getByRole('status')).toContainText('un operador te llamará para acordar la entrega');
  // A wrong postcode is named at its field, and nothing typed is lost; the error goes once it is right.
  await form.getByLabel('Código postal').fill('350');
  await form.getByRole('button', { name: 'Hacer el pedido' }).click();
  await expect(form.getByLabel('Código postal')).toHaveAccessibleDescription(
    'El código postal no es correcto',
  );
  await expect(form.getByLabel('Calle y número')).toHaveValue('Calle Triana, 12');
  await form.getByLabel('Código postal').fill('35002');
  await expect(form.getByText('El código postal no es correcto')).toHaveCount(0);
  await form.getByRole('button', { name: 'Hacer el pedido' }).click();

  await expect(page).toHaveURL(/\/my_account\/my_orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Un operador se pondrá en contacto contigo para la entrega.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar el pedido' }).click();
  await page.getByRole('button', { name: 'Sí, cancelarlo' }).click();
  await expect(page.getByText('Cancelado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar el pedido' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("11. someone else's order and an unknown one both read as not found, with a way back to my orders", async ({
  page,
  request,
}) => {
  // Núria orders through the API (the `request` context keeps her session cookie).
  await createAccount(request, 'Nuria');
  const { books } = await (await request.get('/api/books?limit=1')).json();
  expect((await request.post(`/api/books/${books[0]._id}/add-book-to-basket`)).status()).toBe(200);
  const placed = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': `e2e-${Date.now()}` },
    data: {
      delivery: {
        street: 'Carrer de Sants, 1',
        postcode: '08014',
        town: 'Barcelona',
        telephone: '+34 931 234 567',
      },
      payment: 'card_on_delivery',
    },
  });
  expect(placed.status()).toBe(201);
  const { order } = await placed.json();

  // Jordi signs up in his own browser (page.request shares the page's cookies).
  await createAccount(page.request, 'Jordi');
  await openShop(page, '/main');
  await expect(page.getByRole('link', { name: 'Hola, Jordi' })).toBeVisible();
  for (const id of [order._id, '00000000-0000-4000-8000-000000000000']) {
    await page.goto(`/my_account/my_orders/${id}`);
    await expect(page.getByRole('heading', { name: 'Pedido no encontrado' })).toBeVisible();
    await expect(page.getByText('Carrer de Sants')).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Volver a mis pedidos' }).click();
  await expect(page).toHaveURL(/\/my_account\/my_orders$/);
  await expectNoAxeViolations(page);
});
