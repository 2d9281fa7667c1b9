import { expect, type Page, test } from '@playwright/test';

/** Script errors and React's complaints (a hydration mismatch among them), which it reports as errors. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The browser reports the page's own 404 as a resource that failed to load.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  return errors;
}

const unknownAddresses = ['/no/such/page', '/books/00000000-0000-4000-8000-000000000000/Nothing'];
const notFound = {
  esp: { lang: 'es', heading: 'Página no encontrada', other: 'Page not found' },
  eng: { lang: 'en', heading: 'Page not found', other: 'Página no encontrada' },
} as const;

for (const language of ['esp', 'eng'] as const) {
  const expected = notFound[language];

  test(`an unknown page or book is a 404 whose server HTML is the not-found page in ${expected.heading === 'Page not found' ? 'English' : 'Spanish'}`, async ({
    request,
  }) => {
    for (const path of unknownAddresses) {
      const response = await request.get(path, { headers: { cookie: `language=${language}` } });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${expected.lang}"`);
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root, path).toContain(expected.heading);
      expect(root, path).not.toContain(expected.other);
    }
  });

  test(`the browser takes over the ${expected.lang} not-found page without a mismatch`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    await context.addInitScript(
      (chosen) => localStorage.setItem('language', JSON.stringify(chosen)),
      language,
    );
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const path of unknownAddresses) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
      await expect(page.getByRole('heading', { level: 1, name: expected.heading })).toBeVisible();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}
