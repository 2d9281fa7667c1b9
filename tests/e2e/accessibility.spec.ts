import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * Every public route in both languages: one page load each, then axe at 375, 768 and 1280 px (the
 * layout follows the width without a reload), and a look for words of the other language.
 */

const widths = [375, 768, 1280] as const;

/**
 * Words only the Spanish interface writes, and only the English one: none may show in the other
 * language (the page's text, its title and its labels). Book texts and readers' comments are content,
 * so the words are chosen not to occur in the demo catalogue.
 */
const onlySpanish = [
  'Cesta',
  'Añadir a la cesta',
  'Iniciar sesión',
  'Registrarse',
  'Buscar',
  'Contactos',
  'Sobre nosotros',
  'Ficción',
  'Novedades',
  'Devoluciones',
  'Volver arriba',
  'Saltar al contenido',
  'Página no encontrada',
  'Idioma',
  'Páginas',
  'Inglés',
  'Enviar',
];
const onlyEnglish = [
  'Basket',
  'Add to basket',
  'Sign in',
  'Sign up',
  'Search',
  'Contacts',
  'About us',
  'Fiction',
  'Returns',
  'Back to top',
  'Skip to content',
  'Page not found',
  'Language',
  'Publisher',
  'Pages',
  'English',
  'Loading',
];

interface Route {
  name: string;
  path: (ids: Ids) => string;
}
interface Ids {
  book: string;
  author: string;
  publisher: string;
}

const routes: Route[] = [
  { name: 'home', path: () => '/main' },
  { name: 'category', path: () => '/books/categories/imaginative' },
  { name: 'book', path: ({ book }) => book },
  { name: 'author', path: ({ author }) => author },
  { name: 'publisher', path: ({ publisher }) => publisher },
  { name: 'basket', path: () => '/basket' },
  { name: 'search', path: () => `/search/${encodeURIComponent('viento')}` },
  { name: 'contacts', path: () => '/contacts' },
  { name: 'about us', path: () => '/about_us' },
  { name: 'for authors', path: () => '/for_authors' },
  { name: 'for publishers', path: () => '/for_publishing_houses' },
  { name: 'returns', path: () => '/return' },
  { name: 'delivery', path: () => '/delivery' },
  { name: 'sign in', path: () => '/sign_in' },
  { name: 'sign up', path: () => '/sign_up' },
  { name: 'not found', path: () => '/no-such-page' },
  // Accounts (issue 19): a link that is no longer good, the password-reset request, the legal pages.
  { name: 'activation link', path: () => '/activate/no-such-token' },
  { name: 'forgotten password', path: () => '/forgot_password' },
  { name: 'password reset link', path: () => '/reset_password/no-such-token' },
  { name: 'legal notice', path: () => '/legal_notice' },
  { name: 'privacy policy', path: () => '/privacy' },
  { name: 'cookies', path: () => '/cookies' },
];

let ids: Ids | undefined;

/** The newest demo book's page and its author's and publisher's, read from the API once. */
async function demoIds(page: Page): Promise<Ids> {
  if (ids) return ids;
  const answer = await page.request.get('/api/books?limit=1');
  const [book] = ((await answer.json()) as { books: DemoBook[] }).books;
  if (!book) throw new Error('no demo book');
  ids = {
    book: `/books/${book._id}/${encodeURIComponent(book.name.eng)}`,
    author: `/authors/${book.author._id}/${encodeURIComponent(book.author.name.eng)}`,
    publisher: `/publishers/${book.publisher._id}/${encodeURIComponent(book.publisher.name.eng)}`,
  };
  return ids;
}
interface DemoBook {
  _id: string;
  name: { eng: string };
  author: { _id: string; name: { eng: string } };
  publisher: { _id: string; name: { eng: string } };
}

/** Every word of `words` the page shows (as a whole word), in its text, title or accessible labels. */
async function wordsShown(page: Page, words: string[]): Promise<string[]> {
  const text = await page.evaluate(() => {
    const labels = Array.from(document.querySelectorAll('[aria-label], [placeholder], [alt], [title]'))
      .flatMap((element) =>
        ['aria-label', 'placeholder', 'alt', 'title'].map((name) => element.getAttribute(name)),
      )
      .filter(Boolean)
      .join('\n');
    // The language selector names each language in its own language, on purpose.
    const selector = document.querySelector('select');
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, without what is not rendered.
    const body = document.body.innerText.replace(selector?.innerText ?? '\u0000', '');
    return `${document.title}\n${body}\n${labels}`;
  });
  return words.filter((word) => new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'u').test(text));
}

for (const language of ['esp', 'eng'] as const) {
  for (const route of routes) {
    test(`${route.name} in ${language === 'esp' ? 'Spanish' : 'English'}: axe at 375/768/1280 px, one language`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width: widths[0], height: 800 } });
      await context.addInitScript(
        (chosen) => localStorage.setItem('language', JSON.stringify(chosen)),
        language,
      );
      const page = await context.newPage();
      await page.goto((route.path as (ids: Ids) => string)(await demoIds(page)));
      await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'esp' ? 'es' : 'en');
      await expect(page.locator('main h1')).toBeAttached();
      await expect(page.locator('main')).toHaveAttribute('aria-busy', 'false');
      if (route.name === 'book') await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();

      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const { violations } = await new AxeBuilder({ page }).analyze();
        const found = violations.map(
          (v) => `${width}px ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        );
        expect(found).toEqual([]);
      }

      const otherLanguage = await wordsShown(page, language === 'esp' ? onlyEnglish : onlySpanish);
      expect(otherLanguage, `words of the other language on ${route.name}`).toEqual([]);
      await context.close();
    });
  }
}
