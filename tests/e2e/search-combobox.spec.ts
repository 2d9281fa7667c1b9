import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { openShop } from './support/shop';

// The header's live search as people expect (issue 37): an author's name finds the author's books
// there, as on the results page, and the suggestions are a combobox's: ArrowDown reaches a book while
// the focus stays in the box, Enter opens it; a tap opens one on a phone. Spanish, Catalan, English.

const readers = [
  { language: 'esp', lang: 'es', box: 'Buscar libros, autores, editoriales', books: 'Libros' },
  { language: 'cat', lang: 'ca', box: 'Cerca llibres, autors, editorials', books: 'Llibres' },
  { language: 'eng', lang: 'en', box: 'Search books, authors, publishers', books: 'Books' },
] as const;

async function readIn(page: Page, reader: (typeof readers)[number]) {
  await openShop(page, '/main');
  if (reader.language !== 'esp') {
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption(reader.language);
    await expect(page.locator('html')).toHaveAttribute('lang', reader.lang);
  }
}

for (const width of [375, 1280]) {
  for (const reader of readers) {
    test.describe(`${reader.language} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 }, hasTouch: width < 768 });

      test('"zafon" suggests his books; ArrowDown reaches one and Enter opens it', async ({ page }) => {
        await readIn(page, reader);
        const box = page.getByRole('combobox', { name: reader.box });
        await box.fill('zafon');
        const books = page.getByRole('banner').getByRole('group', { name: reader.books, exact: true });
        // The author's books, not only the author (searched 1.5 s after the last keystroke).
        await expect(books.getByRole('option')).toHaveCount(3, { timeout: 15_000 });
        await expect(box).toHaveAttribute('aria-expanded', 'true');
        await expectNoAxeViolations(page);

        await box.press('ArrowDown');
        const first = books.getByRole('option').first();
        await expect(first).toHaveAttribute('aria-selected', 'true');
        await expect(box).toHaveAttribute(
          'aria-activedescendant',
          (await first.getAttribute('id')) as string,
        );
        await expect(box).toBeFocused();
        await box.press('ArrowDown');
        const second = books.getByRole('option').nth(1);
        await expect(second).toHaveAttribute('aria-selected', 'true');
        const title = ((await second.textContent()) ?? '').trim();
        expect(title).not.toBe('');
        await box.press('Enter');
        await expect(page).toHaveURL(/\/books\/[0-9a-f-]{36}\//);
        await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      });

      test('Escape closes the suggestions and leaves the focus in the box', async ({ page }) => {
        await readIn(page, reader);
        const box = page.getByRole('combobox', { name: reader.box });
        await box.fill('garcia marquez');
        const books = page.getByRole('banner').getByRole('group', { name: reader.books, exact: true });
        await expect(books.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
        await box.press('Escape');
        await expect(page.getByRole('banner').getByRole('listbox')).toHaveCount(0);
        await expect(box).toHaveAttribute('aria-expanded', 'false');
        await expect(box).toBeFocused();
      });

      if (width < 768) {
        test('a tap on a suggested book opens it', async ({ page }) => {
          await readIn(page, reader);
          const box = page.getByRole('combobox', { name: reader.box });
          await box.fill('garcia marquez');
          const book = page
            .getByRole('banner')
            .getByRole('group', { name: reader.books, exact: true })
            .getByRole('option')
            .first();
          await expect(book).toBeVisible({ timeout: 15_000 });
          const title = ((await book.textContent()) ?? '').trim();
          await book.tap();
          await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
        });
      }
    });
  }
}
