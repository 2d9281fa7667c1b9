import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { allCategories, imageSources, shopImageSizes, shopPaths } from '@bookshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books as bookRows } from '../src/db/schema';
import { addBook, createTestApp, signUpAdmin, someBookId, type TestApp } from './helpers';

const shopDist = mkdtempSync(join(tmpdir(), 'bookshop-seo-'));
const builtIndex = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Librería online en Barcelona" />
    <title>Librería Barcelona</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const unknownId = '00000000-0000-4000-8000-000000000000';
/** The preload of a page's main picture, in all its widths with the `sizes` its <img> has. */
function imagePreload(image: string, sizes: string) {
  const { srcSet } = imageSources(image);
  // An address typed by hand (a test's own book) is one file: no srcset to choose from.
  const choice = srcSet ? ` imagesrcset="${srcSet}" imagesizes="${sizes}"` : '';
  return `<link rel="preload" as="image" href="${image}"${choice} fetchpriority="high" />`;
}

let testApp: TestApp;

beforeAll(async () => {
  writeFileSync(join(shopDist, 'index.html'), builtIndex);
  mkdirSync(join(shopDist, 'assets'));
  writeFileSync(join(shopDist, 'assets', 'index-abc123.js'), 'console.log("shop");'.repeat(200));
  // The part of Vite's manifest the server reads: the entry, a chunk it shares, and the route modules.
  mkdirSync(join(shopDist, '.vite'));
  writeFileSync(
    join(shopDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-111.js' },
      '_Stars.js': { file: 'assets/Stars-222.js', imports: ['_shared.js'] },
      'src/features/catalogue/book.tsx': { file: 'assets/book-333.js', imports: ['_shared.js', '_Stars.js'] },
      'src/features/catalogue/main.tsx': {
        file: 'assets/main-444.js',
        imports: ['_shared.js'],
        css: ['assets/main-555.css'],
      },
    }),
  );
  // A page renderer that renders nothing (the pages go out over a skeleton), and names the modules
  // that show a page as the shop's does.
  mkdirSync(join(shopDist, '.server'));
  writeFileSync(
    join(shopDist, '.server', 'renderPage.js'),
    `export const renderPage = async () => undefined;
export function pageModules(url) {
  if (url === '/main') return ['src/features/catalogue/main.tsx'];
  if (url.startsWith('/books/categories/')) return ['src/features/catalogue/category.tsx'];
  if (url.startsWith('/books/')) return ['src/features/catalogue/book.tsx'];
  return [];
}`,
  );
  testApp = await createTestApp({ shopDist, publicUrl: 'https://shop.example' });
});
afterAll(async () => {
  await testApp.close();
  rmSync(shopDist, { recursive: true, force: true });
});

/** The page's head as a search engine reads it: every tag, and the JSON-LD parsed. */
async function pageHead(url: string) {
  const response = await testApp.app.inject({ url, headers: { host: 'evil.example' } });
  const html = response.body;
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attribute: string, name: string) =>
    head.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1];
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? ''),
  );
  return {
    response,
    html,
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]),
    descriptions: [...head.matchAll(/<meta name="description"/g)].length,
    description: meta('name', 'description'),
    canonical: head.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    og: (name: string) => meta('property', `og:${name}`),
    jsonLd,
  };
}

async function firstBook() {
  const id = await someBookId(testApp.app);
  return (await testApp.app.inject(`/api/books/${id}`)).json().book;
}

describe('pages that search engines and link previews read', () => {
  it('gives a book page its title, description, canonical address, Open Graph tags and a schema.org Book', async () => {
    const book = await firstBook();
    const path = `/books/${book._id}/${encodeURIComponent(book.name.eng)}`;
    const page = await pageHead(path);

    expect(page.response.statusCode).toBe(200);
    expect(page.response.headers['cache-control']).toBe('no-cache');
    expect(page.titles).toEqual([`${book.name.esp}, ${book.author.name.esp} - Librería Barcelona`]);
    expect(page.descriptions).toBe(1);
    expect(page.description?.length).toBeGreaterThan(20);
    expect(page.canonical).toBe(`https://shop.example${path}`);
    expect(page.og('url')).toBe(page.canonical);
    expect(page.og('type')).toBe('book');
    expect(page.og('image')).toBe(`https://shop.example${book.image}`);
    // The book's route module and cover load with the entry script instead of after it.
    expect(page.html).toContain('<link rel="modulepreload" crossorigin href="/assets/book-333.js" />');
    expect(page.html).toContain('<link rel="modulepreload" crossorigin href="/assets/Stars-222.js" />');
    expect(page.html).not.toContain('href="/assets/shared-111.js"');
    // In the width the page's <img> picks: on a phone the 240 px cover column takes the 240 or 480 file.
    expect(book.image).toMatch(/-960\.webp$/);
    expect(page.html).toContain(
      `<link rel="preload" as="image" href="${book.image}" imagesrcset="${book.image.replace('-960.', '-240.')} 240w, ${book.image.replace('-960.', '-480.')} 480w, ${book.image} 960w" imagesizes="(max-width: 700px) 112px, 300px" fetchpriority="high" />`,
    );
    // No render in this build to learn the page's API answers from: the shop asks for them itself.
    expect(page.html).not.toContain('as="fetch"');
    // The shop itself is still there to take over; with a page renderer that renders nothing, over a skeleton.
    expect(page.html).toContain('<div id="root"><div data-skeleton');
    expect(page.html).toContain('/assets/index-abc123.js');

    expect(page.jsonLd).toHaveLength(2);
    expect(page.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: book.name.esp,
      url: `https://shop.example${path}`,
      author: { '@type': 'Person', name: book.author.name.esp },
      offers: {
        '@type': 'Offer',
        price: book.price.toFixed(2),
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('tells search engines a sold-out book is out of stock, and one with its last copies limited (issue 20)', async () => {
    const { books } = (await testApp.app.inject('/api/books?limit=100')).json();
    const availability = async (stock: number) => {
      const book = books.find((candidate: { stock: number }) => candidate.stock === stock);
      const page = await pageHead(`/books/${book._id}/${encodeURIComponent(book.name.eng)}`);
      return page.jsonLd[0].offers.availability;
    };
    expect(await availability(0)).toBe('https://schema.org/OutOfStock');
    expect(await availability(1)).toBe('https://schema.org/LimitedAvailability');
  });

  it('gives book and category pages the breadcrumb trail they show, as a schema.org BreadcrumbList', async () => {
    // A crime novel: its trail runs through the top category to the subcategory, then the book.
    const admin = await signUpAdmin(testApp);
    const other = (await firstBook()) as { author: { _id: string }; publisher: { _id: string } };
    const created = await addBook(testApp.app, admin.cookie, {
      name: { eng: 'Murder in the Eixample', esp: 'Crimen en el Eixample' },
      info: { eng: 'A crime novel.', esp: 'Una novela negra.' },
      image: '/images/books/x.svg',
      category: ['imaginative', 'detective'],
      author: other.author._id,
      publisher: other.publisher._id,
      price: 12,
    });
    expect(created.statusCode).toBe(201);
    const book = created.json().book;
    const path = shopPaths.book(book._id, book.name.eng);
    const bookPage = await pageHead(path);
    expect(bookPage.jsonLd[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://shop.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Ficción',
          item: 'https://shop.example/books/categories/imaginative',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Novela negra',
          item: 'https://shop.example/books/categories/detective',
        },
        { '@type': 'ListItem', position: 4, name: book.name.esp, item: `https://shop.example${path}` },
      ],
    });

    const subcategory = await pageHead('/books/categories/detective');
    expect(subcategory.jsonLd).toHaveLength(1);
    expect(subcategory.jsonLd[0]['@type']).toBe('BreadcrumbList');
    expect(subcategory.jsonLd[0].itemListElement.map((step: { name: string }) => step.name)).toEqual([
      'Inicio',
      'Ficción',
      'Novela negra',
    ]);
    const top = await pageHead('/books/categories/children');
    expect(top.jsonLd[0].itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://shop.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Infantil',
        item: 'https://shop.example/books/categories/children',
      },
    ]);
  });

  it('gives author, publisher, category and home pages their own head', async () => {
    const { authors } = (await testApp.app.inject('/api/authors')).json();
    const { publishers } = (await testApp.app.inject('/api/publishers')).json();
    const author = await pageHead(shopPaths.author(authors[0]._id, authors[0].name.eng));
    expect(author.response.statusCode).toBe(200);
    expect(author.titles).toEqual([`${authors[0].name.esp} - Librería Barcelona`]);
    expect(author.canonical).toBe(
      `https://shop.example/authors/${authors[0]._id}/${encodeURIComponent(authors[0].name.eng)}`,
    );

    const publisher = await pageHead(shopPaths.publisher(publishers[0]._id, publishers[0].name.eng));
    expect(publisher.response.statusCode).toBe(200);
    expect(publisher.titles).toEqual([`${publishers[0].name.esp} - Librería Barcelona`]);
    expect(publisher.og('title')).toBe(`${publishers[0].name.esp} - Librería Barcelona`);

    const category = await pageHead('/books/categories/imaginative');
    expect(category.response.statusCode).toBe(200);
    expect(category.titles).toEqual(['Ficción - Librería Barcelona']);
    expect(category.canonical).toBe('https://shop.example/books/categories/imaginative');
    const { books: fiction } = (await testApp.app.inject('/api/books?category=imaginative&limit=1')).json();
    expect(category.html).toContain(imagePreload(fiction[0].image, shopImageSizes.bookCard));

    const home = await pageHead('/main');
    expect(home.response.statusCode).toBe(200);
    expect(home.titles).toEqual(['Librería Barcelona']);
    expect(home.canonical).toBe('https://shop.example/main');
    expect(home.jsonLd).toEqual([]);
    const { sliderImages } = (await testApp.app.inject('/api/slider-images')).json();
    expect(home.html).toContain('<link rel="modulepreload" crossorigin href="/assets/main-444.js" />');
    expect(home.html).toContain('<link rel="preload" as="style" href="/assets/main-555.css" />');
    expect(home.html).toContain(imagePreload(sliderImages[0].image, shopImageSizes.slide));
  });

  it.each([
    `/books/${unknownId}/Nothing`,
    '/books/not-an-id',
    `/authors/${unknownId}`,
    '/publishers/42/Nobody',
    '/books/categories/cookery',
  ])('answers the unknown page %s with 404 and the shop, which shows its not-found screen', async (url) => {
    const page = await pageHead(url);
    expect(page.response.statusCode).toBe(404);
    expect(page.response.headers['content-type']).toContain('text/html');
    expect(page.html).toContain('<div id="root"><div data-skeleton');
    expect(page.titles).toEqual(['Página no encontrada - Librería Barcelona']);
    expect(page.canonical).toBeUndefined();
    expect(page.html).not.toContain('modulepreload');
  });

  it('keeps names with markup, quotes and replacement patterns inside their tags', async () => {
    const admin = await signUpAdmin(testApp);
    const hostile = `</script><script>alert(1)</script> "Quoted" & 'single' $& $' <!--`;
    const book = (await firstBook()) as { author: { _id: string }; publisher: { _id: string } };
    const created = await addBook(testApp.app, admin.cookie, {
      name: { eng: hostile, esp: hostile },
      info: { eng: `Info ${hostile}`, esp: `Info ${hostile}` },
      image: '/images/books/x.svg',
      category: ['classic'],
      author: book.author._id,
      publisher: book.publisher._id,
      price: 9.5,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().book._id;

    const page = await pageHead(shopPaths.book(id, hostile));
    expect(page.response.statusCode).toBe(200);
    // Nothing but the JSON-LD blocks (the book, its breadcrumbs) is a script besides the built one.
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head.match(/<script/g)).toHaveLength(3);
    expect(page.jsonLd[1].itemListElement.at(-1).name).toBe(hostile);
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).not.toContain('<!--');
    expect(page.titles).toEqual([
      `${hostile}, ${(await firstBook()).author.name.esp} - Librería Barcelona`
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('"', '&quot;')
        .replaceAll("'", '&#39;'),
    ]);
    // The JSON-LD still says exactly the book's name.
    expect(page.jsonLd[0].name).toBe(hostile);
    expect(page.jsonLd[0].offers.price).toBe('9.50');
  });
});

describe('one address per page', () => {
  it('sends a book, author, publisher or category asked by another spelling to its address (301)', async () => {
    const book = await firstBook();
    const { authors } = (await testApp.app.inject('/api/authors')).json();
    const { publishers } = (await testApp.app.inject('/api/publishers')).json();
    const canonicalBook = shopPaths.book(book._id, book.name.eng);
    const cases: Array<[string, string]> = [
      [`/books/${book._id}/any-random-name`, canonicalBook],
      [`/books/${book._id}`, canonicalBook],
      [`/books/${book._id.toUpperCase()}/${encodeURIComponent(book.name.eng)}`, canonicalBook],
      [`/books/${book._id}/any-name?ref=mail`, `${canonicalBook}?ref=mail`],
      [`/authors/${authors[0]._id}/x`, shopPaths.author(authors[0]._id, authors[0].name.eng)],
      [`/publishers/${publishers[0]._id}`, shopPaths.publisher(publishers[0]._id, publishers[0].name.eng)],
      ['/books/categories/nov%65l', shopPaths.category('novel')],
    ];
    for (const [asked, canonical] of cases) {
      const response = await testApp.app.inject(asked);
      expect(response.statusCode, asked).toBe(301);
      expect(response.headers.location).toBe(canonical);
      const followed = await testApp.app.inject(canonical);
      expect(followed.statusCode, canonical).toBe(200);
    }
  });

  it('renders no page for an address that is not its own, however many names are tried', async () => {
    const book = await firstBook();
    for (let i = 0; i < 20; i++) {
      const response = await testApp.app.inject(`/books/${book._id}/name-${i}`);
      expect(response.statusCode).toBe(301);
      expect(response.body).toBe('');
    }
  });
});

describe('the public origin', () => {
  it('comes from PUBLIC_URL, never from the Host header a request sends', async () => {
    const book = await firstBook();
    for (const url of [shopPaths.book(book._id, book.name.eng), '/main', '/sitemap.xml', '/robots.txt']) {
      const response = await testApp.app.inject({
        url,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('https://shop.example');
      expect(response.body, url).not.toContain('evil.example');
    }
  });
});

describe('sitemap and robots', () => {
  it('lists every book, author, publisher and category page in /sitemap.xml', async () => {
    const response = await testApp.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

    // Every book of the database, not just the 100 the API lists at most.
    const books = await testApp.database.db
      .select({ _id: bookRows.id, nameEng: bookRows.nameEng })
      .from(bookRows);
    const { authors } = (await testApp.app.inject('/api/authors')).json();
    const { publishers } = (await testApp.app.inject('/api/publishers')).json();
    expect(books.length).toBeGreaterThan(10);
    for (const book of books) {
      const url = `https://shop.example/books/${book._id}/${encodeURIComponent(book.nameEng)}`;
      expect(locs).toContain(url.replaceAll('&', '&amp;').replaceAll("'", '&#39;'));
    }
    for (const author of authors)
      expect(locs.some((loc) => loc?.includes(`/authors/${author._id}/`))).toBe(true);
    for (const publisher of publishers) {
      expect(locs.some((loc) => loc?.includes(`/publishers/${publisher._id}/`))).toBe(true);
    }
    for (const category of allCategories)
      expect(locs).toContain(`https://shop.example/books/categories/${category}`);
    expect(locs).toHaveLength(1 + allCategories.length + books.length + authors.length + publishers.length);
  });

  it('points crawlers to the sitemap and keeps them out of private pages in /robots.txt', async () => {
    const response = await testApp.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /my_account');
    expect(lines).toContain('Disallow: /basket');
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});

describe('static files', () => {
  it('sends hashed assets compressed and cached for a year, and index.html uncached', async () => {
    const asset = await testApp.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asset.rawPayload).toString()).toBe('console.log("shop");'.repeat(200));

    const manifest = await testApp.app.inject('/.vite/manifest.json');
    expect(manifest.statusCode).toBe(404);
    expect(manifest.body).not.toContain('isEntry');

    const page = await testApp.app.inject({ url: '/basket', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('serves a precompressed twin when the build wrote one', async () => {
    writeFileSync(join(shopDist, 'assets', 'index-abc123.js.br'), 'precompressed');
    const app = await createTestApp({ shopDist });
    try {
      const asset = await app.app.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.body).toBe('precompressed');
    } finally {
      await app.close();
      rmSync(join(shopDist, 'assets', 'index-abc123.js.br'));
    }
  });
});
