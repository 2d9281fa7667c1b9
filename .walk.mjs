// Lead's walk: screenshots of a Catalan reader's pages at 375 and 1280 px.
import { chromium } from 'playwright';
const base = process.env.WALK_URL ?? 'http://localhost:4907';
const out = '/work/walk';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 375 ? 740 : 900 } });
  await context.addCookies([{ name: 'language', value: 'cat', url: base }]);
  await context.addInitScript(() => localStorage.setItem('language', JSON.stringify('cat')));
  const page = await context.newPage();
  const shots = [['main', '/main'], ['category', '/books/categories/fiction'], ['search', '/search/novel·la']];
  for (const [name, path] of shots) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: name !== 'main' ? false : false });
    console.log(name, width, await page.evaluate(() => document.documentElement.lang), await page.title());
  }
  // A book page and the basket after adding it.
  await page.goto(base + '/main', { waitUntil: 'networkidle' });
  const link = page.locator('a[href^="/books/"]').filter({ hasNot: page.locator('[href*="categories"]') }).first();
  const href = await link.getAttribute('href');
  await page.goto(base + href, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `${out}/book-${width}.png` });
  console.log('book', width, await page.title());
  const add = page.getByRole('main').getByRole('button', { name: /Afegeix a la cistella/ }).first();
  if (await add.count()) await add.click();
  await page.waitForTimeout(1000);
  await page.goto(base + '/basket', { waitUntil: 'networkidle' });
  await page.screenshot({ path: `${out}/basket-${width}.png`, fullPage: true });
  console.log('basket', width, await page.title());
  await context.close();
}
await browser.close();
