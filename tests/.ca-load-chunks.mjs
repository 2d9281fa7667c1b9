import { chromium } from 'playwright';
import { gzipSync } from 'node:zlib';
const [url, lang] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext();
if (lang !== 'esp') {
  await context.addCookies([{ name: 'language', value: lang, url }]);
  await context.addInitScript((v) => localStorage.setItem('language', JSON.stringify(v)), lang);
}
const page = await context.newPage();
const files = [];
page.on('response', async (r) => { const t = r.request().resourceType(); if (t === 'script' || t === 'stylesheet') files.push([r.url(), await r.body()]); });
await page.goto(url, { waitUntil: 'networkidle' });
let sum = 0;
for (const [u, b] of files) { const g = gzipSync(b).length; sum += g; console.log(g, u.replace(/.*\//, '')); }
console.log('total', (sum / 1024).toFixed(1));
await browser.close();
