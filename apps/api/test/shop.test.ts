import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

const shopDist = mkdtempSync(join(tmpdir(), 'bookshop-shop-'));
let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  writeFileSync(
    join(shopDist, 'index.html'),
    '<!doctype html><html><head><title>shop</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(shopDist, 'assets'));
  writeFileSync(join(shopDist, 'assets', 'main-abc123.js'), 'console.log("shop")');
  // A source map a build left behind: it would hand out the shop's source.
  writeFileSync(join(shopDist, 'assets', 'main-abc123.js.map'), '{"sources":["src/main.tsx"]}');
  testApp = await createTestApp({ shopDist });
});
afterAll(async () => {
  await testApp.close();
  rmSync(shopDist, { recursive: true, force: true });
});

describe('the built shop', () => {
  it.each([
    '/',
    '/basket',
    '/search/quijote',
    '/search/node.js',
    '/my_account/settings',
    '/about_us',
    '/Basket/',
  ])('answers the page %s with index.html', async (url) => {
    const response = await testApp.app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it.each(['/no/such/page', '/mainx', '/admin/secret', '/books'])(
    'answers %s, no page of the shop, with the not-found page and 404',
    async (url) => {
      const response = await testApp.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain('<title>Página no encontrada - Librería Barcelona</title>');
    },
  );

  it.each([
    '/assets/missing.js',
    '/assets/main-abc123.js.map',
    '/backup.sql',
    '/images/nothing',
    '/images/books/nothing.png',
    '/favicon.ico',
    '/.env',
  ])('answers the missing file %s with a plain 404, never a page', async (url) => {
    const response = await testApp.app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().error.code).toBe('notFound');
  });

  it('serves hashed assets with long-lived caching', async () => {
    const response = await testApp.app.inject('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await testApp.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('notFound');
  });

  it('does not answer pages to writes', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/main' });
    expect(response.statusCode).toBe(404);
  });
});

describe('compression', () => {
  it('sends large answers brotli- or gzip-compressed to clients that accept it', async () => {
    const brotli = await testApp.app.inject({
      url: '/api/books?limit=20',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await testApp.app.inject({
      url: '/api/books?limit=20',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await testApp.app.inject({ url: '/api/books?limit=20' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().books).toHaveLength(20);
  });
});
