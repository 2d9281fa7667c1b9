import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedAnswer } from '../src/http/sender';
import { OPENAPI_PATH } from '../src/ops/openapi';
import { createTestApp, type Reader, signUp, someBookId, type TestApp } from './helpers';

// Every text answer leaves through one sender (src/http/sender.ts): the answers the read cache keeps,
// those it does not (a reader's own, the API document) and the shop's pages get the same ETag, 304
// and compression. These tests check the answers the read-cache tests do not reach.

const shopDist = mkdtempSync(join(tmpdir(), 'bookshop-sender-'));
let testApp: TestApp;
let reader: Reader;

beforeAll(async () => {
  // Large enough to be compressed, as a real build's index.html is.
  writeFileSync(
    join(shopDist, 'index.html'),
    `<!doctype html><html><head><title>shop</title><!-- ${'a real page has more head than this '.repeat(40)}--></head><body><div id="root"></div></body></html>`,
  );
  testApp = await createTestApp({ shopDist });
  reader = await signUp(testApp.app, { name: 'Mercè', surname: 'Rodoreda' });
});
afterAll(async () => {
  await testApp.close();
  rmSync(shopDist, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

describe('an answer the read cache does not keep', () => {
  it('has a content ETag, a bodiless 304 when unchanged, and brotli or gzip', async () => {
    const plain = await get(OPENAPI_PATH);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).toMatch(/^W\/".+"$/);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toContain('accept-encoding');

    const br = await get(OPENAPI_PATH, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(OPENAPI_PATH, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const unchanged = await get(OPENAPI_PATH, { 'if-none-match': String(plain.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(plain.headers.etag);
    // The headers its route set are kept.
    expect(unchanged.headers['cache-control']).toBe('no-cache');
  });

  it('sends a small answer as it is, and a write’s answer untagged', async () => {
    const refused = await get('/api/books?limit=none', { 'accept-encoding': 'br' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers.etag).toBeUndefined();
    expect(refused.json().error.fields).toBeDefined();

    const id = await someBookId(testApp.app, 1);
    const rated = await testApp.app.inject({
      method: 'POST',
      url: `/api/books/${id}/rate-book`,
      headers: { cookie: reader.cookie, 'if-none-match': '*' },
      payload: { rating: 4 },
    });
    expect(rated.statusCode).toBe(200);
    expect(rated.headers.etag).toBeUndefined();
    expect(rated.json().averageRating).toBeGreaterThan(0);
  });
});

describe('the shop’s pages', () => {
  it('are compressed, tagged and answered 304 when unchanged, told apart by cookie', async () => {
    const page = await get('/basket', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(String(page.headers.vary)).toContain('cookie');
    expect(String(page.headers.vary)).toContain('accept-encoding');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('>Cargando</p>');

    const unchanged = await get('/basket', {
      'accept-encoding': 'br',
      'if-none-match': String(page.headers.etag),
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    // The English page is another answer: the Spanish page's tag does not match it.
    const english = await get('/basket', {
      'accept-encoding': 'br',
      cookie: 'language=eng',
      'if-none-match': String(page.headers.etag),
    });
    expect(english.statusCode).toBe(200);
    expect(brotliDecompressSync(english.rawPayload).toString()).toContain('>Loading</p>');
  });

  it('sends the not-found page compressed with its 404, never as a 304', async () => {
    const missing = await get('/no/such/page', { 'accept-encoding': 'gzip', 'if-none-match': '*' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(missing.headers.etag).toBeUndefined();
    expect(gunzipSync(missing.rawPayload).toString()).toContain('<div id="root">');
  });
});

describe('PreparedAnswer', () => {
  const big = Buffer.from(
    JSON.stringify({ books: Array.from({ length: 50 }, (_, i) => ({ i, name: 'Tirant' })) }),
  );

  it('compresses once and sends the same bytes to every request that accepts the encoding', () => {
    const answer = new PreparedAnswer(big, {
      type: 'application/json; charset=utf-8',
      cacheControl: 'public, no-cache',
    });
    const first = answer.answerFor({ 'accept-encoding': 'br' });
    const second = answer.answerFor({ 'accept-encoding': 'br;q=1, gzip' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.body).toBe(first.body);
    expect(brotliDecompressSync(first.body ?? Buffer.alloc(0)).equals(big)).toBe(true);
    expect(answer.answerFor({}).body).toBe(big);
  });

  it('does not compress below the threshold nor say it varies by encoding', () => {
    const small = new PreparedAnswer(Buffer.from('{"books":[]}'), {
      type: 'application/json; charset=utf-8',
    });
    const sent = small.answerFor({ 'accept-encoding': 'br' });
    expect(sent.headers['content-encoding']).toBeUndefined();
    expect(sent.headers.vary).toBeUndefined();
    expect(sent.headers['content-length']).toBe(12);
  });

  it('matches an ETag however the client lists it', () => {
    const answer = new PreparedAnswer(big, { type: 'application/json; charset=utf-8' });
    const strong = answer.etag.slice(2);
    for (const asked of [answer.etag, strong, `"other", ${answer.etag}`, '*']) {
      expect(answer.answerFor({ 'if-none-match': asked }).status, asked).toBe(304);
    }
    expect(answer.answerFor({ 'if-none-match': '"other"' }).status).toBe(200);
  });
});
