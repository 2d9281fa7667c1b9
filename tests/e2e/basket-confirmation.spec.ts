import { expect, test } from '@playwright/test';
import { demoBookPage, newest, uniqueEmail } from './support/shop';

test('a signed-in reader with books in the basket is told of no addition when a page loads, only when they add one', async ({
  page,
  request,
}) => {
  const password = 'secret-confirmation';
  const signedUp = await page.request.post('/api/users/signup', {
    data: {
      name: 'Rosa',
      surname: 'Puig',
      email: uniqueEmail('rosa'),
      telephone: '+34 931 234 567',
      password,
      confirmPassword: password,
    },
  });
  expect(signedUp.ok()).toBe(true);
  const { id } = await demoBookPage(request, newest);
  const added = await page.request.post(`/api/books/${id}/add-book-to-basket`);
  expect(added.ok()).toBe(true);

  // Everything the shop's live regions say, from the first moment of each page.
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as { said?: string[] }).said = said;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"]')) {
        const text = region.textContent?.trim();
        if (text && said.at(-1) !== text) said.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const said = () => page.evaluate(() => (window as { said?: string[] }).said ?? []);
  const basket = page.getByRole('button', { name: /^Cesta 1 libro / });

  // A page the browser draws, and one the server rendered.
  for (const path of ['/contacts', '/main']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(basket).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The confirmation would have shown with the basket; a moment more for a late one.
    await page.waitForTimeout(1000);
    expect((await said()).filter((text) => text.includes('añadido a la cesta'))).toEqual([]);
  }

  // A real addition is confirmed, on screen and in the live region.
  await page.getByRole('button', { name: `Añadir a la cesta: ${newest.name.esp}` }).click();
  const confirmation = page
    .getByRole('status')
    .filter({ hasText: `«${newest.name.esp}» añadido a la cesta` });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toHaveText(`«${newest.name.esp}» añadido a la cesta. En la cesta: 2 libros.`);
});
