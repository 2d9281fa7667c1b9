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
