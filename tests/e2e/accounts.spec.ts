import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shopPaths } from '@bookshop/contract';
import { expect, type Page, test } from '@playwright/test';
import { mailLink, type ReadMail } from '../../apps/api/test/mail-reader';
import { mailsTo, newestMail, pathOf } from './support/mail';
import { newest, openBook, openShop, signUp, uniqueEmail } from './support/shop';

// Accounts as shoppers meet them (issue 19): the mails the server writes into its outbox are opened
// as a shopper would (`support/mail.ts`).

/** Where to keep screenshots for a person to look at (ACCOUNTS_SHOTS_DIR); none when unset. */
const shotsDir = process.env.ACCOUNTS_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: join(shotsDir, `${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Opens a mail's HTML part in Chromium, as a mail program would show it. */
async function openMail(page: Page, mail: ReadMail) {
  await page.setContent(mail.html);
}

test('a shopper signs up in Spanish, opens the mail and the link activates the account', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('nuria');
  await openShop(page, '/main');
  await signUp(page, { name: 'Núria', email, password: 'secret-nuria' });
  const notice = page.getByText('Confirma tu correo electrónico con el enlace que te hemos enviado.');
  await expect(notice).toBeVisible();

  const mail = await newestMail(email, 'activate');
  expect(mail.subject).toBe('Activa tu cuenta de Librería Barcelona');
  const mailPage = await context.newPage();
  await openMail(mailPage, mail);
  await expect(mailPage.getByText('Hola, Núria:')).toBeVisible();
  const button = mailPage.getByRole('link', { name: 'Activar mi cuenta' });
  await expect(button).toBeVisible();
  const link = mailLink(mail, 'activate');
  await expect(button).toHaveAttribute('href', link.url);
  await expect(mailPage.getByText('El enlace vale 48 horas y solo se puede usar una vez.')).toBeVisible();
  await shoot(mailPage, 'mail-activation-esp');
  await mailPage.close();

  await page.goto(pathOf(link.url));
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta activada' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await shoot(page, 'activated-esp');

  // The same link a second time says why it no longer works.
  await page.goto(pathOf(link.url));
  await expect(
    page.getByRole('heading', { level: 1, name: 'No se ha podido activar la cuenta' }),
  ).toBeVisible();
  await expect(page.getByText('Este enlace de activación ya se ha usado')).toBeVisible();
  await shoot(page, 'activation-used-esp');
});

test('an English sign-up gets its mail in English; "Resend" mails a new link', async ({ page, context }) => {
  const email = uniqueEmail('ann');
  await openShop(page, '/sign_up');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('eng');
  await page.getByLabel('First name').fill('Ann');
  await page.getByLabel('Last name').fill('Smith');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Telephone').fill('+34 931 234 567');
  await page.getByLabel('Password', { exact: true }).fill('secret-ann');
  await page.getByLabel('Repeat the password').fill('secret-ann');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const notice = page.getByText('Confirm your email address with the link we sent you.');
  await expect(notice).toBeVisible();
  await shoot(page, 'unactivated-notice-eng');

  const mail = await newestMail(email, 'activate');
  expect(mail.subject).toBe('Activate your Barcelona Bookshop account');
  const mailPage = await context.newPage();
  await openMail(mailPage, mail);
  await expect(mailPage.getByText('Hello Ann,')).toBeVisible();
  await expect(mailPage.getByRole('link', { name: 'Activate my account' })).toBeVisible();
  await shoot(mailPage, 'mail-activation-eng');
  await mailPage.close();

  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('We have sent you a new link.')).toBeVisible();
  await expect.poll(() => mailsTo(email).length).toBe(2);
});

test('a shopper who forgot the password gets a link, chooses a new one and is signed in', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('pau');
  const created = await request.post('/api/users/signup', {
    data: {
      name: 'Pau',
      surname: 'Casals',
      email,
      telephone: '+34 931 234 567',
      password: 'old-secret',
      confirmPassword: 'old-secret',
      language: 'esp',
    },
  });
  expect(created.status()).toBe(201);
  await context.clearCookies();

  await openShop(page, '/sign_in');
  await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar la contraseña' })).toBeVisible();
  await shoot(page, 'forgot-password-esp');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(
    page.getByText('Si hay una cuenta con este correo, te hemos enviado un enlace.'),
  ).toBeVisible();

  const mail = await newestMail(email, 'reset_password');
  expect(mail.subject).toBe('Cambia tu contraseña de Librería Barcelona');
  const mailPage = await context.newPage();
  await openMail(mailPage, mail);
  await expect(mailPage.getByRole('link', { name: 'Elegir una contraseña nueva' })).toBeVisible();
  await shoot(mailPage, 'mail-reset-esp');
  await mailPage.close();

  await page.goto(pathOf(mailLink(mail, 'reset_password').url));
  await expect(page.getByRole('heading', { level: 1, name: 'Elegir una contraseña nueva' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('new-secret');
  await page.getByLabel('Repite la contraseña', { exact: true }).fill('new-secret');
  await shoot(page, 'reset-password-esp');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.getByRole('link', { name: 'Hola, Pau' })).toBeVisible();
  await expect(page).toHaveURL(/\/my_account\//);

  // The link worked once.
  await page.goto(pathOf(mailLink(mail, 'reset_password').url));
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('third-secret');
  await page.getByLabel('Repite la contraseña', { exact: true }).fill('third-secret');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.getByText('Este enlace para cambiar la contraseña ya se ha usado')).toBeVisible();
});

test('sign-in links bring the shopper back: from a book page and from a private page', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('joan');
  const created = await request.post('/api/users/signup', {
    data: {
      name: 'Joan',
      surname: 'Miró',
      email,
      telephone: '+34 931 234 567',
      password: 'secret-joan',
      confirmPassword: 'secret-joan',
    },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();

  await openShop(page, '/main');
  await openBook(page, newest);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  const bookPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Inicia sesión' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/sign_in\\?next=${escapeRegExp(encodeURIComponent(bookPath))}$`));
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('secret-joan');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: newest.name.esp })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(bookPath);

  // Signing out from the account pages leaves them for the home page.
  await page.goto(shopPaths.settings());
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/main$/);

  // A guest opening a private page signs in and lands on it.
  await openShop(page, shopPaths.settings());
  await expect(page).toHaveURL(/\/sign_in\?next=%2Fmy_account%2Fsettings$/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('secret-joan');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/my_account\/settings$/);

  // A next that leads off the shop is ignored.
  await page.context().clearCookies();
  await openShop(page, '/sign_in?next=//evil.example/x');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('secret-joan');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/main$/);
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a shopper downloads their data, then deletes the account; their comment stays as "cuenta eliminada"', async ({
  page,
}) => {
  const email = uniqueEmail('clara');
  // Through the page's own request context, so the page is signed in as Clara.
  const created = await page.request.post('/api/users/signup', {
    data: {
      name: 'Clara',
      surname: 'Campoamor',
      email,
      telephone: '+34 931 234 567',
      password: 'secret-clara',
      confirmPassword: 'secret-clara',
    },
  });
  expect(created.status()).toBe(201);
  const [book] = (await (await page.request.get('/api/books?limit=1')).json()).books;
  const commented = await page.request.post(`/api/books/${book._id}/comment-book`, {
    data: { text: 'Lo recomiendo.' },
  });
  expect(commented.status()).toBe(201);

  await openShop(page, shopPaths.settings());
  await expect(page.getByRole('heading', { level: 2, name: 'Tus datos' })).toBeVisible();
  await shoot(page, 'settings-own-data-esp');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar mis datos' }).click();
  const download = await downloading;
  const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(data.profile).toMatchObject({ name: 'Clara', email });
  expect(data.comments).toMatchObject([{ text: 'Lo recomiendo.' }]);
  expect(JSON.stringify(data)).not.toContain('argon2');

  const form = page.getByRole('form', { name: 'Eliminar mi cuenta' });
  await form.getByLabel('Contraseña').fill('secret-clara');
  await form.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta para siempre?' });
  await expect(dialog).toBeVisible();
  await shoot(page, 'delete-account-dialog-esp');
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('link', { name: 'Iniciar sesión' }).first()).toBeVisible();

  await page.goto(shopPaths.book(book._id, book.name.eng));
  const comment = page.getByRole('article', { name: 'cuenta eliminada' });
  await expect(comment).toBeVisible();
  await expect(comment.getByText('Lo recomiendo.')).toBeVisible();
  await expect(page.getByText('Clara Campoamor')).toHaveCount(0);

  const signIn = await page.request.post('/api/users/login', { data: { email, password: 'secret-clara' } });
  expect(signIn.status()).toBe(401);
});

test('the account pages in English', async ({ page }) => {
  const email = uniqueEmail('mary');
  const created = await page.request.post('/api/users/signup', {
    data: {
      name: 'Mary',
      surname: 'Shelley',
      email,
      telephone: '+34 931 234 567',
      password: 'secret-mary',
      confirmPassword: 'secret-mary',
      language: 'eng',
    },
  });
  expect(created.status()).toBe(201);
  await openShop(page, shopPaths.settings());
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('eng');
  await expect(page.getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible();
  await expect(page.getByText('Confirm your email address with the link we sent you.')).toBeVisible();
  await shoot(page, 'settings-own-data-eng');

  const mail = await newestMail(email, 'activate');
  const mailPage = await page.context().newPage();
  await openMail(mailPage, mail);
  await expect(mailPage.getByText('Hello Mary,')).toBeVisible();
  await mailPage.close();
  await page.goto(pathOf(mailLink(mail, 'activate').url));
  await expect(page.getByRole('heading', { level: 1, name: 'Account activated' })).toBeVisible();
  await shoot(page, 'activated-eng');

  await page.request.delete('/api/users/logout');
  await page.goto(shopPaths.forgotPassword());
  await expect(page.getByRole('heading', { level: 1, name: 'Recover your password' })).toBeVisible();
  await shoot(page, 'forgot-password-eng');
  await page.goto(shopPaths.resetPassword('not-a-real-token'));
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await page.getByLabel('New password', { exact: true }).fill('new-secret');
  await page.getByLabel('Repeat the password', { exact: true }).fill('new-secret');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('This password link is not valid')).toBeVisible();
  await shoot(page, 'reset-password-invalid-eng');
});

test('the legal notice, privacy policy and cookie notice are linked from the footer, in both languages', async ({
  page,
}) => {
  await openShop(page, '/main');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Aviso legal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso legal' })).toBeVisible();
  await expect(page.getByText(/Ley 34\/2002/)).toBeVisible();
  await shoot(page, 'legal-notice-esp');
  await footer.getByRole('link', { name: 'Política de privacidad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
  await expect(page.getByText(/Mi cuenta › Ajustes/)).toBeVisible();
  await footer.getByRole('link', { name: 'Cookies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
  await expect(page.getByText(/^«session»/)).toBeVisible();
  await expect(page.getByText(/^«language»/)).toBeVisible();
  await shoot(page, 'cookies-esp');

  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('eng');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
  await expect(page.getByText(/only essential cookies/)).toBeVisible();
  await shoot(page, 'cookies-eng');
  await footer.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await shoot(page, 'privacy-eng');
  await footer.getByRole('link', { name: 'Legal notice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Legal notice' })).toBeVisible();
});
