import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_TAPS_HASH } from '../../src/seo/earlyTaps';
import { START_SCRIPTS_HASH } from '../../src/seo/startScripts';
import { createTestApp, type TestApp } from '../helpers';

const shopDist = mkdtempSync(join(tmpdir(), 'bookshop-headers-shop-'));
let testApp: TestApp;
beforeAll(async () => {
  writeFileSync(join(shopDist, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
  testApp = await createTestApp({ shopDist });
});
afterAll(async () => {
  await testApp.close();
  rmSync(shopDist, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers', () => {
  it.each([
    '/main',
    '/books/categories/novel',
    '/api/books?limit=1',
    '/api/nothing-here',
    '/images/books/none.svg',
  ])('are sent with %s', async (url) => {
    const response = await testApp.app.inject(url);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it("allow no foreign script, no inline script but the keeper of early taps and the scripts' starter, and inline styles", async () => {
    const csp = directives((await testApp.app.inject('/main')).headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", EARLY_TAPS_HASH, START_SCRIPTS_HASH]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });
});

describe('Strict-Transport-Security', () => {
  const HSTS = 'max-age=63072000; includeSubDomains';
  // Behind a proxy at 10.0.0.1 (and one on this machine, for the real connection below).
  let proxied: TestApp;
  let base: string;
  beforeAll(async () => {
    proxied = await createTestApp({ shopDist, trustProxy: '10.0.0.1, 127.0.0.1' });
    base = await proxied.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => proxied.close());

  const asked = (app: TestApp, url: string, remoteAddress: string, proto?: string) =>
    app.app.inject({ url, remoteAddress, headers: proto ? { 'x-forwarded-proto': proto } : {} });

  it.each([
    '/main',
    '/api/books?limit=1',
    '/api/nothing-here',
    '/images/books/none.svg',
    '/api/users/verify-user',
  ])('is sent with %s over HTTPS behind the trusted proxy', async (url) => {
    expect((await asked(proxied, url, '10.0.0.1', 'https')).headers['strict-transport-security']).toBe(HSTS);
  });

  it('is never sent over plain HTTP: directly, from the proxy, or when an untrusted client says https', async () => {
    for (const url of ['/main', '/api/books?limit=1']) {
      expect((await asked(testApp, url, '10.0.0.1', 'https')).headers).not.toHaveProperty(
        'strict-transport-security',
      );
      expect((await asked(proxied, url, '10.0.0.1')).headers).not.toHaveProperty('strict-transport-security');
      expect((await asked(proxied, url, '10.0.0.1', 'http')).headers).not.toHaveProperty(
        'strict-transport-security',
      );
      expect((await asked(proxied, url, '10.0.0.2', 'https')).headers).not.toHaveProperty(
        'strict-transport-security',
      );
    }
  });

  it('is sent with refusals of writes over HTTPS', async () => {
    const refused = await proxied.app.inject({
      method: 'PUT',
      url: '/api/user/save_new_password',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
      payload: {},
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['strict-transport-security']).toBe(HSTS);
  });

  it('is sent with cached answers, which leave before Fastify sees the request, only over HTTPS', async () => {
    const fetched = (proto?: string) =>
      fetch(`${base}/api/authors`, { headers: proto ? { 'x-forwarded-proto': proto } : {} });
    // The first read fills the cache; the next ones are answered from it.
    await fetched('https');
    for (const proto of ['https', 'https, https']) {
      expect((await fetched(proto)).headers.get('strict-transport-security')).toBe(HSTS);
    }
    for (const proto of [undefined, 'http', 'https, http']) {
      expect((await fetched(proto)).headers.get('strict-transport-security')).toBeNull();
    }
  });
});
