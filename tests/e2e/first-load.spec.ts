import { expect, type Response, test } from '@playwright/test';
import { demoBookPage, demoBooks } from './support/shop';

/**
 * A reader's first page carries no validation library: zod (about 26 KB gzip, as much as a sixth of a
 * page's budget) belongs to forms and the back office. A feature on the home or a book page that imports
 * a module of the contract holding schemas pulls it in (the heart's API paths and the slides' link check
 * did, issue 37), so this holds it for Spanish and Catalan readers alike.
 */
const ZOD_MARK = '$ZodError';

for (const language of ['esp', 'cat'] as const) {
  test(`the home and a book page load no zod for a reader in ${language}`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    const book = demoBooks.find((candidate) => candidate.name.eng === 'The Shadow of the Wind');
    if (!book) throw new Error('the demo catalogue has no Shadow of the Wind');
    for (const path of ['/main', (await demoBookPage(request, book)).path]) {
      const scripts: Promise<string>[] = [];
      const listen = (response: Response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text());
      };
      page.on('response', listen);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
      page.off('response', listen);
      const bodies = await Promise.all(scripts);
      expect(bodies.length).toBeGreaterThan(1);
      for (const body of bodies) expect(body.includes(ZOD_MARK), `${path} loaded zod`).toBe(false);
    }
  });
}
