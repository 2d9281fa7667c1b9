import { expect, type Route, test } from '@playwright/test';
import { euros, newest } from './support/shop';

test('taps on "Añadir a la cesta" before the page has woken up all land in the basket', async ({
  page,
  browserName,
}) => {
  test.skip(browserName !== 'chromium', 'CPU throttling goes through the Chrome DevTools Protocol');
  // A phone: the main thread runs four times slower than this machine's.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  // The shop's scripts are held until the taps are made, so that however fast or busy the machine
  // is, every tap lands on the server's page before the browser has taken it over.
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/.*\.js$/, (route) => (holding ? held.push(route) : route.continue()));

  await page.goto('/main', { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: `Añadir a la cesta: ${newest.name.esp}` });
  for (let tap = 0; tap < 3; tap++) {
    await add.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
  }
  expect(held.length).toBeGreaterThan(0);

  holding = false;
  for (const route of held.splice(0)) await route.continue();

  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', { timeout: 60_000 });
  const basket = page.getByRole('button', { name: /^Cesta 3 libros / });
  await expect(basket).toBeVisible({ timeout: 30_000 });
  await expect(basket).toHaveAccessibleName(new RegExp(euros(3 * Number(newest.price))));
});
