import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { demoBooks, newest, openShop } from './support/shop';

test('a shopper opening the shop lands on /main and sees the newest books of the database', async ({
  page,
}) => {
  // A guest's visit asks the API nothing it refuses (verify-user answers null) and logs no script error.
  // Pictures are left out: other specs add books whose made-up image addresses are 404s.
  const refusedCalls: string[] = [];
  const scriptErrors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/')) {
      refusedCalls.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      scriptErrors.push(message.text());
    }
  });
  await page.goto('/');

  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('tab', { name: 'Novedades', selected: true })).toBeVisible();
  for (const book of demoBooks.slice(0, 5)) {
    await expect(page.getByRole('heading', { level: 3, name: book.name.esp, exact: true })).toBeVisible();
  }
  await expect(page).toHaveTitle('Novedades - Librería Barcelona');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
  expect(refusedCalls).toEqual([]);
  expect(scriptErrors).toEqual([]);
});

test('a book card links to its book page and adds to the guest basket', async ({ page }) => {
  await openShop(page, '/main');

  await page.getByRole('button', { name: `Añadir a la cesta: ${newest.name.esp}` }).click();
  await page.getByRole('button', { name: `Añadir a la cesta: ${newest.name.esp}` }).click();
  const basket = await page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '[]'));
  expect(basket).toEqual([
    { count: 2, book: { id: expect.any(String), name: newest.name.esp, price: Number(newest.price) } },
  ]);

  const link = page.getByRole('link', { name: newest.name.esp, exact: true }).first();
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^/books/[0-9a-f-]{36}/${encodeURIComponent(newest.name.eng)}$`),
  );
});

test('an unknown address shows the not-found page with a way back to the main page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  // A real 404, so that search engines drop the address.
  expect(response?.status()).toBe(404);

  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Volver a la página principal' }).click();
  await expect(page).toHaveURL(/\/main$/);
});

test('the slider’s headlines are text over the artwork, in the reader’s language, at every width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openShop(page, '/main');
  const slider = page.getByRole('region', { name: 'Destacados' });
  const headline = slider.getByText('Sant Jordi: un libro y una rosa', { exact: true });
  await expect(headline).toBeVisible();
  // The artwork carries no words of its own: the headline is the slide's only text.
  const picture = slider.locator('img').first();
  await expect(picture).toHaveAttribute('alt', '');
  const artwork = await page.request.get((await picture.getAttribute('src')) ?? '');
  expect(await artwork.text()).not.toContain('<text');

  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const frame = await slider.boundingBox();
    const text = await headline.boundingBox();
    if (!frame || !text) throw new Error('the slider or its headline is not shown');
    // The frame keeps its 3:1 box (nothing shifts), and the headline lies inside it.
    expect(Math.abs(frame.width / frame.height - 3)).toBeLessThan(0.05);
    expect(text.x).toBeGreaterThanOrEqual(frame.x);
    expect(text.y).toBeGreaterThanOrEqual(frame.y);
    expect(text.x + text.width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(text.y + text.height).toBeLessThanOrEqual(frame.y + frame.height);
  }
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('eng');
  await expect(
    page.getByRole('region', { name: 'Highlights' }).getByText('Sant Jordi: a book and a rose'),
  ).toBeVisible();
  await expect(page.getByText('Sant Jordi: un libro y una rosa')).toHaveCount(0);
});

for (const language of ['esp', 'eng'] as const) {
  test(`at 768 px in ${language === 'esp' ? 'Spanish' : 'English'} the header is one row and the category bar starts at 176 px, one row, one line per category`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 768, height: 900 } });
    await context.addInitScript(
      (chosen) => localStorage.setItem('language', JSON.stringify(chosen)),
      language,
    );
    const page = await context.newPage();
    await openShop(page, '/main');
    // Measured in the kit's font (it arrives after the first paint), in which the labels are set.
    await page.waitForFunction(() =>
      [...document.fonts].some((font) => font.family.includes('Inter') && font.status === 'loaded'),
    );
    const layout = await page.evaluate(() => {
      const header = document.querySelector('header') as HTMLElement;
      const bar = document.querySelector('[data-fixed]') as HTMLElement;
      const buttons = [...bar.querySelectorAll<HTMLElement>('nav > ul > li > button')];
      const lines = (element: HTMLElement) => {
        const range = document.createRange();
        range.selectNodeContents(element.firstChild as Node);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      };
      return {
        headerRows: new Set(
          [...header.children].map((child) => Math.round(child.getBoundingClientRect().top)),
        ).size,
        barTop: bar.getBoundingClientRect().top,
        barHeight: bar.getBoundingClientRect().height,
        categoryRows: new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top))).size,
        linesPerCategory: buttons.map(lines),
        widerThanPage: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      };
    });
    expect(layout.headerRows).toBe(1);
    // SPEC: the bar becomes fixed after 176 px of scrolling; it starts there, so it sticks as it arrives.
    expect(layout.barTop).toBe(176);
    expect(layout.barHeight).toBe(52);
    expect(layout.categoryRows).toBe(1);
    expect(layout.linesPerCategory).toEqual([1, 1, 1, 1, 1]);
    expect(layout.widerThanPage).toBe(false);

    const bar = page.locator('[data-fixed]');
    await page.evaluate(() => window.scrollTo(0, 170));
    await expect(bar).toHaveAttribute('data-fixed', 'false');
    expect((await bar.boundingBox())?.y).toBe(6);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(bar).toHaveAttribute('data-fixed', 'true');
    expect((await bar.boundingBox())?.y).toBe(0);
    await context.close();
  });
}
