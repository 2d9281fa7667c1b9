import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signIn, uniqueEmail } from './support/shop';

/**
 * Sessions and guessing as shoppers and admins meet them (issue 33): an account guessed at from
 * elsewhere still opens on the browser its owner used before, but not on a new one; an admin's role
 * change asks for their password again; an admin who pauses is asked whether they are still there.
 */

const ADMIN = { email: 'admin@bookshop.test', password: 'admin-secret-42' };

test('during an attack on an account, its owner signs in from their own browser; a new one is told why not', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('nuria');
  const password = 'secret-nuria-42';
  // Núria signs up in this browser (it becomes known to her account) and signs out.
  const signedUp = await page.request.post('/api/users/signup', {
    data: {
      name: 'Núria',
      surname: 'Puig',
      email,
      telephone: '+34 931 234 567',
      password,
      confirmPassword: password,
    },
  });
  expect(signedUp.status()).toBe(201);
  expect((await page.request.delete('/api/users/logout')).status()).toBe(200);

  // Someone else guesses her password until the account refuses devices it does not know.
  let refused = false;
  for (let guess = 0; guess < 20 && !refused; guess++) {
    const answer = await request.post('/api/users/login', { data: { email, password: `guess-${guess}` } });
    refused = answer.status() === 429;
    if (refused) {
      expect((await answer.json()).error.code).toBe('tooManyLoginAttemptsForAccount');
      expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
    }
  }
  expect(refused).toBe(true);

  // On a new device (another browser), even her right password is refused, and she is told why.
  const otherBrowser = await browser.newContext();
  const newDevice = await otherBrowser.newPage();
  await signIn(newDevice, email, password);
  await expect(newDevice.getByRole('alert')).toContainText(
    'Esta cuenta ha recibido demasiadas contraseñas incorrectas desde dispositivos que no conoce',
  );
  await expect(newDevice.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toBeVisible();
  await expectNoAxeViolations(newDevice);
  await otherBrowser.close();

  // In her own browser, she signs in as always.
  await signIn(page, email, password);
  await expect(page.getByRole('link', { name: 'Hola, Núria' })).toBeVisible();
});

test('an admin changes a role only after typing their password again', async ({ page, request }) => {
  const email = uniqueEmail('pere');
  const password = 'secret-pere-42';
  const signedUp = await request.post('/api/users/signup', {
    data: {
      name: 'Pere',
      surname: 'Vidal',
      email,
      telephone: '+34 931 234 567',
      password,
      confirmPassword: password,
    },
  });
  expect(signedUp.status()).toBe(201);

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('link', { name: /Hola,/ })).toBeVisible();
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const row = page.getByRole('table', { name: 'Usuarios' }).getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Cliente');
  const grant = row.getByRole('button', { name: 'Hacer administrador a Pere Vidal' });
  await grant.click();

  const dialog = page.getByRole('dialog', { name: '¿Hacer administrador a Pere Vidal?' });
  await expect(dialog).toHaveAccessibleDescription(/Para confirmarlo, escribe tu contraseña/);
  const field = dialog.getByLabel('Tu contraseña');
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page);

  // Nothing typed, then a wrong password: refused in the dialog, the focus back in the field.
  await page.keyboard.press('Enter');
  await expect(field).toHaveAccessibleDescription('La contraseña es obligatoria');
  await field.fill('not-my-password');
  await dialog.getByRole('button', { name: 'Hacer administrador' }).click();
  await expect(field).toHaveAccessibleDescription('La contraseña actual no es correcta');
  await expect(field).toBeFocused();
  await expect(row).toContainText('Cliente');

  // Escape gives up; the next time the field is empty again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(grant).toBeFocused();
  await grant.click();
  await expect(field).toHaveValue('');
  await field.fill(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Pere Vidal ya es administrador' })).toBeVisible();
  await expect(row).toContainText('Administrador');
});

test('an admin who pauses is asked whether they are still there, and one press keeps the session', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('link', { name: /Hola,/ })).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('table', { name: 'Usuarios' })).toBeVisible();
  // The keeper's module (admins only) has arrived and counts from now.
  await page.waitForLoadState('networkidle');

  // 26 minutes without touching the page: nothing yet; at 27, two minutes before the end (the server
  // may count from up to a minute earlier), the question.
  const question = page.getByRole('dialog', { name: '¿Sigues ahí?' });
  await page.clock.fastForward('26:00');
  await expect(question).toBeHidden();
  await page.clock.fastForward('01:05');
  await expect(question).toBeVisible();
  await expect(question).toHaveAccessibleDescription(/se cierra tras 30 minutos sin actividad/);
  await expect(question.getByRole('button', { name: 'Cerrar el aviso' })).toBeFocused();
  await expectNoAxeViolations(page);

  const kept = page.waitForResponse(
    (response) => response.url().endsWith('/api/users/verify-user') && response.status() === 200,
  );
  await question.getByRole('button', { name: 'Seguir conectado' }).click();
  expect((await (await kept).json()).authUser.role).toBe('admin');
  await expect(question).toBeHidden();
  // Counted again from that press.
  await page.clock.fastForward('26:00');
  await expect(question).toBeHidden();
});
