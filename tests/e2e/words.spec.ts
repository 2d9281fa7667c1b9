import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/shop';
import { catalanWords, englishWords, spanishWords } from './support/words';

/**
 * The back office's and the account pages' texts are not in a reader's first page (issue 16): they come
 * with those pages' modules, in both languages. Switching language there must show the other language's
 * texts at once, with nothing more to load than that language's common words (a module per language,
 * issue 35, which the selector awaits before it shows the language).
 */

/** The scripts the page asks for from now on. */
function scriptsFrom(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/**
 * That the scripts a switch loaded bring the chosen language's common words (`ownWord`, one of its own
 * texts), and neither the page's part's words (they came with the page, in both languages) nor another
 * language's common words.
 */
async function onlyCommonWordsOf(page: Page, scripts: string[], ownWord: string, notLoaded: string[]) {
  const bodies = await Promise.all(scripts.map(async (script) => (await page.request.get(script)).text()));
  expect(bodies.some((body) => body.includes(ownWord))).toBe(true);
  for (const body of bodies) for (const word of notLoaded) expect(body).not.toContain(word);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin@bookshop.test', 'admin-secret-42');
  await expect(page.getByRole('link', { name: /Hola,/ })).toBeVisible();
});

test("the back office's books page switches to English at once, its table and filters too", async ({
  page,
}) => {
  await page.goto('/admin/books');
  await expect(page.getByRole('heading', { level: 1, name: 'Libros' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: /^Nombre/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a la administración' })).toBeVisible();

  const scripts = scriptsFrom(page);
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('eng');
  await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^Name/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^State/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to administration' })).toBeVisible();
  await expect(page.getByText('Volver a la administración')).toHaveCount(0);
  await onlyCommonWordsOf(page, scripts, 'Skip to content', ['Back to administration', 'Salta al contingut']);
  const loaded = scripts.length;

  // And back, as at once.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('esp');
  await expect(table.getByRole('columnheader', { name: /^Nombre/ })).toBeVisible();
  expect(scripts).toHaveLength(loaded);
});

test('the account settings switch to English at once, the kit form and the own-data part too', async ({
  page,
}) => {
  await page.goto('/my_account/settings');
  await expect(page.getByLabel('Contraseña actual')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descargar mis datos' })).toBeVisible();

  const scripts = scriptsFrom(page);
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('eng');
  await expect(page.getByLabel('Current password')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download my data' })).toBeVisible();
  await expect(page.getByLabel('Contraseña actual')).toHaveCount(0);
  await onlyCommonWordsOf(page, scripts, 'Skip to content', ['Download my data', 'Salta al contingut']);
});

test("the home page's scripts carry none of the back office's or account pages' texts; the admin page brings them", async ({
  page,
}) => {
  await page.goto('/main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Every script the page loaded, read again from the server.
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  expect(urls.length).toBeGreaterThan(0);
  const scripts = (await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()))).join(
    '\n',
  );
  expect(scripts).toContain('Librería Barcelona');
  // Nor the Catalan words: only a Catalan reader loads them.
  for (const text of [
    'Registro de cambios',
    'Audit log',
    'Descargar mis datos',
    'Entrega y pago',
    'Afegeix a la cistella',
    'Inicia la sessió',
  ]) {
    expect(scripts, text).not.toContain(text);
  }

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
  // The kit's forms read the back office's words: none falls back to the kit's own English.
  await expect(page.getByRole('form', { name: 'Añadir un libro' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add a book' })).toHaveCount(0);
});

/** The words a reader sees on the page now: its text and the names read out (labels, placeholders). */
const shownText = (page: Page) =>
  page.evaluate(() =>
    [
      // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, as a reader sees it (not the page's data scripts).
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')].flatMap((element) =>
        ['aria-label', 'placeholder', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
      ),
    ].join('\n'),
  );

test('Català brings the Catalan words and shows no Spanish or English word; back at once, no Catalan word', async ({
  page,
}) => {
  await page.goto('/admin/books');
  await expect(page.getByRole('heading', { level: 1, name: 'Libros' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');

  // The Catalan words are not in a Spanish reader's scripts: the choice loads them, once.
  const scripts = scriptsFrom(page);
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('cat');
  await expect(page.getByRole('heading', { level: 1, name: 'Llibres' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Torna a l'administració" })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  expect(scripts.length, 'scripts loaded for Catalan').toBeGreaterThan(0);
  let shown = await shownText(page);
  for (const word of [
    ...spanishWords,
    ...englishWords,
    'Volver a la administración',
    'Back to administration',
  ]) {
    expect(shown, word).not.toContain(word);
  }

  await page.goto('/main');
  await expect(page.getByRole('tab', { name: 'Novetats', selected: true })).toBeVisible();
  shown = await shownText(page);
  for (const word of [...spanishWords, ...englishWords]) expect(shown, `/main: ${word}`).not.toContain(word);

  // And back, both ways, with no Catalan word: a Catalan reader's page carried no other language's words,
  // so the switches load the chosen language's common words, and nothing more the second time.
  // The page's own late scripts (the admin's session keeper) are in before the switches.
  await page.waitForLoadState('networkidle');
  scripts.length = 0;
  for (const [language, tab] of [
    ['esp', 'Novedades'],
    ['eng', 'New books'],
  ] as const) {
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption(language);
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    shown = await shownText(page);
    for (const word of catalanWords) expect(shown, `${language}: ${word}`).not.toContain(word);
    await page
      .getByRole('combobox', { name: language === 'esp' ? 'Idioma' : 'Language' })
      .selectOption('cat');
    await expect(page.getByRole('tab', { name: 'Novetats', selected: true })).toBeVisible();
  }
  await onlyCommonWordsOf(page, scripts, 'Saltar al contenido', ['Salta al contingut']);
  await onlyCommonWordsOf(page, scripts, 'Skip to content', ['Salta al contingut']);
  const loaded = scripts.length;
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('esp');
  await expect(page.getByRole('tab', { name: 'Novedades', selected: true })).toBeVisible();
  expect(scripts, 'scripts loaded for a language loaded before').toHaveLength(loaded);
});
