import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookListApiPath, shopPaths } from '@bookshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from '../src/seo/earlyTaps';
import { START_SCRIPTS_SCRIPT } from '../src/seo/startScripts';
import { addBook, createTestApp, signUpAdmin, someBookId, type TestApp } from './helpers';

// A built shop with a stand-in for its page renderer (the real one, apps/shop/src/app/renderPage.tsx, is
// checked by render-concurrency.test.ts and in the browser by tests/e2e/server-rendering.spec.ts). It
// asks the API what the shop's loaders ask, through the fetch it is given, gives back its answers as
// the queries it dehydrates, and fails or declines for two categories, as a page the renderer cannot
// render would.
const shopDist = mkdtempSync(join(tmpdir(), 'bookshop-rendered-'));
const builtIndex = `<!doctype html>
<html lang="es">
  <head>
    <title>Librería Barcelona</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-111.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const standInRenderer = `
let renders = 0;
function addressesOf(url) {
  const path = url.split('?')[0];
  if (path === '/main') return ['/api/books?limit=10', '/api/slider-images'];
  if (path.startsWith('/books/categories/')) return ['/api/books?category=' + path.split('/')[3] + '&page=1'];
  if (path.startsWith('/books/')) return ['/api/books/' + path.split('/')[2]];
  return [];
}
export const pageModules = () => [];
export const isLanguageWords = () => false;
export async function renderPage(url, { language, fetch, signedIn }) {
  // The shop renders these in the browser only.
  if (url.startsWith('/authors/') || url.startsWith('/publishers/')) return undefined;
  renders += 1;
  if (url.endsWith('/children')) throw new Error('The renderer failed');
  if (url.endsWith('/educational')) return undefined;
  const queries = [];
  const answers = await Promise.all(addressesOf(url).map((address) => fetch(address, { method: 'GET' })));
  // A slow page: it renders once the test lets it.
  if (url.endsWith('/poem')) await globalThis.slowRenderMayEnd;
  for (const [index, answer] of answers.entries()) {
    if (answer.status !== 200) return undefined;
    queries.push({ queryKey: [addressesOf(url)[index]], state: { data: await answer.json(), status: 'success' } });
  }
  if (language === 'eng') {
    return { html: '<h1 data-render="' + renders + '">English ' + url + '</h1>', styles: '', title: 'An English title', queries: { mutations: [], queries } };
  }
  return {
    html: '<h1 data-render="' + renders + '">' + url + '</h1><p>' + queries.length + ' answers</p>' + (signedIn ? '<p>Hola</p>' : ''),
    styles: '<style data-styled="true">h1{color:#8c2f39}</style>',
    queries: { mutations: [], queries },
  };
}
`;
let testApp: TestApp;

beforeAll(async () => {
  writeFileSync(join(shopDist, 'index.html'), builtIndex);
  mkdirSync(join(shopDist, '.server'));
  writeFileSync(join(shopDist, '.server', 'renderPage.js'), standInRenderer);
  testApp = await createTestApp({ shopDist });
});
afterAll(async () => {
  await testApp.close();
  rmSync(shopDist, { recursive: true, force: true });
});

/** The page as the browser gets it: the rendered root, the answers its queries came with, its head. */
async function openPage(url: string, cookie?: string) {
  const response = await testApp.app.inject({ url, headers: cookie ? { cookie } : {} });
  const html = response.body;
  const queriesText = html.match(
    /<script type="application\/json" id="page-queries"(?: data-personal)?>([\s\S]*?)<\/script>/,
  )?.[1];
  const queries =
    queriesText === undefined
      ? undefined
      : (JSON.parse(queriesText) as { queries: { queryKey: string[]; state: { data: unknown } }[] }).queries;
  return {
    response,
    html,
    head: html.slice(0, html.indexOf('</head>')),
    // The stand-in numbers its renders; the page without that number.
    root: html.match(/<div id="root">([\s\S]*?)<\/div>/)?.[1]?.replace(/ data-render="\d+"/, ''),
    render: Number(html.match(/data-render="(\d+)"/)?.[1]),
    answersText: queriesText,
    scripts: JSON.parse(
      html.match(/<script type="application\/json" id="page-scripts">([\s\S]*?)<\/script>/)?.[1] ?? 'null',
    ),
    // The stand-in keys each query by the address it asked.
    answers: queries && Object.fromEntries(queries.map((query) => [query.queryKey[0], query.state.data])),
  };
}

const apiAnswer = async (url: string) => (await testApp.app.inject(url)).json();

describe('pages rendered on the server', () => {
  it('sends a guest the home page rendered, with the queries it was rendered from', async () => {
    const page = await openPage('/main');

    expect(page.response.statusCode).toBe(200);
    expect(page.root).toBe('<h1>/main</h1><p>2 answers</p>');
    expect(page.head).toContain('<style data-styled="true">h1{color:#8c2f39}</style>');
    expect(page.answers).toEqual({
      '/api/books?limit=10': await apiAnswer('/api/books?limit=10'),
      '/api/slider-images': await apiAnswer('/api/slider-images'),
    });
    // Taps before the scripts have run are kept for them, by the one inline script the CSP allows.
    expect(page.head).toContain(`<script>${EARLY_TAPS_SCRIPT}</script>`);
    // The scripts start after the page's first paint: no tag fetches them before it, and the inline
    // starter the CSP allows adds them from the list the page carries.
    expect(page.html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(page.head).toContain(`<script>${START_SCRIPTS_SCRIPT}</script>`);
    expect(page.scripts).toEqual({ entry: ['/assets/index-abc123.js'], preload: ['/assets/shared-111.js'] });
  });

  it('renders a page once, and again after the catalogue changed', async () => {
    const first = await openPage('/main');
    const again = await openPage('/main');
    expect(again.render).toBe(first.render);
    expect(again.answers).toEqual(first.answers);

    const admin = await signUpAdmin(testApp);
    const created = await addBook(testApp.app, admin.cookie, {
      name: { eng: 'Una novedad', esp: 'Una novedad' },
    });
    expect(created.statusCode).toBe(201);

    const changed = await openPage('/main');
    expect(changed.render).toBeGreaterThan(first.render);
    const newest = changed.answers?.['/api/books?limit=10'] as { books: { name: { esp: string } }[] };
    expect(newest.books[0]?.name.esp).toBe('Una novedad');
  });

  it('renders a book page and a category page from their own answers', async () => {
    const id = await someBookId(testApp.app);
    const path = shopPaths.book(id, (await apiAnswer(`/api/books/${id}`)).book.name.eng);
    const book = await openPage(path);
    expect(book.root).toBe(`<h1>${path}</h1><p>1 answers</p>`);
    expect(book.answers).toEqual({ [`/api/books/${id}`]: await apiAnswer(`/api/books/${id}`) });

    const category = await openPage('/books/categories/imaginative');
    // The first page of the category's list, asked as the shop's data layer asks it.
    const address = `/api${bookListApiPath({ category: 'imaginative' })}`;
    expect(category.root).toBe('<h1>/books/categories/imaginative</h1><p>1 answers</p>');
    expect(category.answers).toEqual({ [address]: await apiAnswer(address) });
  });

  it("renders a page in the language of the reader's cookie, kept apart from the other language", async () => {
    const spanish = await openPage('/main');
    const english = await openPage('/main', 'language=eng');
    const englishAgain = await openPage('/main', 'theme=dark; language=eng');

    expect(spanish.root).toBe('<h1>/main</h1><p>2 answers</p>');
    expect(spanish.html).toContain('<html lang="es" data-languages="esp,eng">');
    expect(english.root).toBe('<h1>English /main</h1>');
    expect(english.html).toContain('<html lang="en" data-languages="esp,eng">');
    expect(english.head).toContain('<title>An English title</title>');
    expect(english.head).toContain('<meta property="og:locale" content="en_GB" />');
    expect(englishAgain.render).toBe(english.render);
    // One address for both languages: a shared cache must tell the pages apart by their cookie.
    for (const page of [spanish, english]) {
      expect(String(page.response.headers.vary).split(/,\s*/)).toContain('cookie');
    }
    expect(english.head).toContain('<link rel="alternate" hreflang="en" href="http');
    expect(english.head).toContain('<link rel="alternate" hreflang="es" href="http');
  });

  it("renders the page in a signed-in reader's shape for every reader with a session, marking its queries as a guest's", async () => {
    const guest = await openPage('/main');
    const page = await openPage('/main', 'session=whoever');
    const another = await openPage('/main', 'session=someone-else');

    expect(page.response.statusCode).toBe(200);
    expect(page.root).toBe('<h1>/main</h1><p>2 answers</p><p>Hola</p>');
    expect(guest.root).toBe('<h1>/main</h1><p>2 answers</p>');
    // One render for all signed-in readers, kept apart from the guests' one.
    expect(page.render).not.toBe(guest.render);
    expect(another.render).toBe(page.render);
    expect(page.html).toContain('<script type="application/json" id="page-queries" data-personal>');
    expect(guest.html).toContain('<script type="application/json" id="page-queries">');
  });

  it('sends the page for the browser to render when the renderer fails or declines', async () => {
    for (const url of ['/books/categories/children', '/books/categories/educational']) {
      const page = await openPage(url);
      expect(page.response.statusCode).toBe(200);
      // Never a blank page: a skeleton until the browser has drawn it.
      expect(page.root).toContain('<div data-skeleton aria-busy="true"');
      expect(page.answersText).toBeUndefined();
    }
  });

  it("answers an unknown page or book with 404 and the not-found page rendered in the reader's language", async () => {
    for (const url of ['/no/such/page', '/books/00000000-0000-4000-8000-000000000000/Nothing']) {
      const spanish = await openPage(url);
      expect(spanish.response.statusCode, url).toBe(404);
      expect(spanish.root, url).toBe('<h1>/no-such-page</h1><p>0 answers</p>');
      expect(spanish.html, url).toContain('<html lang="es" data-languages="esp,eng">');
      expect(spanish.head, url).toContain('<title>Página no encontrada - Librería Barcelona</title>');

      const english = await openPage(url, 'language=eng');
      expect(english.response.statusCode, url).toBe(404);
      expect(english.root, url).toBe('<h1>English /no-such-page</h1>');
      expect(english.html, url).toContain('<html lang="en" data-languages="esp,eng">');
    }
  });

  it('sends a skeleton when the render is slow, preloading what it asked for, and keeps the render for the next reader', async () => {
    let endSlowRender: () => void = () => {};
    (globalThis as { slowRenderMayEnd?: Promise<void> }).slowRenderMayEnd = new Promise((resolve) => {
      endSlowRender = resolve;
    });
    const slow = await openPage('/books/categories/poem');
    expect(slow.response.statusCode).toBe(200);
    expect(slow.root).toContain('<div data-skeleton aria-busy="true"');
    expect(slow.answersText).toBeUndefined();
    // A skeleton shows nothing until the scripts have run: they are fetched at once, not after a paint.
    expect(slow.head).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(slow.scripts).toBeNull();
    // The answers the render asked for, at the addresses the shop asks for them, fetched with the scripts.
    const address = `/api${bookListApiPath({ category: 'poem' })}`;
    expect(slow.head).toContain(
      `<link rel="preload" as="fetch" href="${address.replace('&', '&amp;')}" crossorigin="use-credentials" />`,
    );

    endSlowRender();
    await expect
      .poll(async () => (await openPage('/books/categories/poem')).root, { timeout: 30_000 })
      .toBe('<h1>/books/categories/poem</h1><p>1 answers</p>');
  });

  it('does not render the pages the shop renders in the browser only', async () => {
    const { authors } = await apiAnswer('/api/authors');
    const author = await openPage(shopPaths.author(authors[0]._id, authors[0].name.eng));
    expect(author.response.statusCode).toBe(200);
    expect(author.root).toContain('<div data-skeleton aria-busy="true"');
  });

  it('keeps a hostile book name inside the queries it inlines', async () => {
    const admin = await signUpAdmin(testApp);
    const hostile = `</script><script>alert(1)</script> <!-- "Quoted" & $&`;
    const created = await addBook(testApp.app, admin.cookie, { name: { eng: hostile, esp: hostile } });
    expect(created.statusCode).toBe(201);
    const id = created.json().book._id;

    const page = await openPage(shopPaths.book(id, hostile));
    expect(page.answersText).not.toContain('</script>');
    expect(page.answersText).not.toContain('<!--');
    expect(page.html).not.toContain('<script>alert(1)</script>');
    const inlined = page.answers?.[`/api/books/${id}`] as { book: { name: { esp: string } } } | undefined;
    expect(inlined?.book.name.esp).toBe(hostile);
  });

  it('does not serve the renderer to browsers', async () => {
    const response = await testApp.app.inject('/.server/renderPage.js');
    expect(response.body).not.toContain('renderPage');
    expect(response.headers['content-type']).not.toContain('javascript');
  });
});
