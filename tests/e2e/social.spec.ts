import { expect, type Page, test } from '@playwright/test';
import type { OAuth2Server } from 'oauth2-mock-server';
import { openShop, uniqueEmail } from './support/shop';
import { startSocialProvider } from './support/socialProvider';

// Issue 19: sign in with "Facebook" (a real OpenID provider started here), then a profile picture.

let provider: OAuth2Server;
let account: Record<string, unknown> = {};
test.beforeAll(async () => {
  provider = await startSocialProvider(() => account);
});
test.afterAll(async () => {
  await provider?.stop();
});

/** A PNG drawn by the browser itself: a photo as a shopper would pick one. */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 240;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = '#2a6f97';
    context.fillRect(0, 0, 240, 240);
    context.fillStyle = '#f4d8c4';
    context.beginPath();
    context.arc(120, 95, 45, 0, Math.PI * 2);
    context.fill();
    context.fillRect(60, 160, 120, 80);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}

test('a new shopper signs in with Facebook from the sign-in page, then sets a profile picture seen in the top bar', async ({
  page,
}) => {
  account = {
    sub: `fb-${Date.now()}`,
    email: uniqueEmail('jordi'),
    email_verified: true,
    given_name: 'Jordi',
    family_name: 'Savall',
  };
  await openShop(page, '/sign_in?next=/basket');
  await page.getByRole('link', { name: 'Continuar con Facebook' }).click();
  // Back from the provider, signed in, where the shopper was going.
  const greeting = page.getByRole('link', { name: /Hola, Jordi/ });
  await expect(greeting).toBeVisible();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(greeting.locator('img')).toHaveCount(0);

  await greeting.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  const picture = page.getByRole('group', { name: 'Foto de perfil' });
  await picture.locator('input[type="file"]').setInputFiles({
    name: 'jordi.png',
    mimeType: 'image/png',
    buffer: await drawnPng(page),
  });
  await expect(picture.getByRole('status')).toHaveText('Foto de perfil guardada');

  // The top bar shows it, as stored by the shop (WebP under /uploads), loaded.
  const shown = greeting.locator('img');
  await expect(shown).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}-\d+\.webp$/);
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // It stays after a reload, and can be removed.
  await page.reload();
  await expect(greeting.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await page.getByRole('button', { name: 'Quitar la foto' }).click();
  await expect(page.getByText('Foto de perfil quitada')).toBeVisible();
  await expect(greeting.locator('img')).toHaveCount(0);
});

test('an unverified address of an existing account is refused with a message', async ({ page }) => {
  account = { sub: `fb-admin-${Date.now()}`, email: 'admin@bookshop.test', email_verified: false };
  await openShop(page, '/sign_in');
  await page.getByRole('link', { name: 'Continuar con Facebook' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Ya hay una cuenta con este correo y el proveedor no lo ha verificado.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Hola/ })).toHaveCount(0);
});
