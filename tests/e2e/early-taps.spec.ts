import { accountApiPaths, shopPaths } from '@bookshop/contract';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { mailLink } from '../../apps/api/test/mail-reader';
import { hasWoken, holdPageScripts, PHONE_LINE, tapFromFirstPaint } from '../taps';
import { newestMail, pathOf } from './support/mail';
import { demoBookPage, newest, uniqueEmail } from './support/shop';

/*
 * A reader taps as soon as a button shows, whatever the page is doing meanwhile: its scripts loading,
 * starting, taking over the server's page. Every such tap must count once. The pages' scripts load
 * as they do for readers on a phone's line once the first tap is made, on a main thread slowed as a
 * phone's is (`tests/taps.ts`).
 */

test.skip(
  ({ browserName }) => browserName !== 'chromium',
  'CPU throttling goes through the Chrome DevTools Protocol',
);

type Reader = 'guest' | 'signed-in reader';

/** The newest demo book's page, whose "Añadir a la cesta" is the page's only one. */
async function newestBookPath(request: APIRequestContext): Promise<string> {
  return (await demoBookPage(request, newest)).path;
}

/** The button that adds the newest book: its card's on the home page, the only one on its own page. */
function addButton(page: Page, where: 'main' | 'book'): Locator {
  return where === 'main'
    ? page.getByRole('button', { name: `Añadir a la cesta: ${newest.name.esp}` })
    : page.getByRole('main').getByRole('button', { name: 'Añadir a la cesta', exact: true });
}

/**
 * A new reader's browser: a guest with an empty basket, or a reader signed up just now (empty too) who
 * has followed the activation mail, as most signed-in readers have.
 */
async function newReader(context: BrowserContext, reader: Reader) {
  if (reader === 'guest') return;
  const password = 'secret-early-taps';
  const email = uniqueEmail('tapa');
  const signedUp = await context.request.post('/api/users/signup', {
    data: {
      name: 'Tapa',
      surname: 'Puig',
      email,
      telephone: '+34 931 234 567',
      password,
      confirmPassword: password,
    },
  });
  expect(signedUp.ok()).toBe(true);
  const token =
    pathOf(mailLink(await newestMail(email, 'activate'), 'activate').url)
      .split('/')
      .at(-1) ?? '';
  const activated = await context.request.post(`/api${accountApiPaths.activate()}`, {
    data: { token: decodeURIComponent(token) },
  });
  expect(activated.ok()).toBe(true);
}

const rounds = [
  { where: 'main', reader: 'guest', tap: 'single' },
  { where: 'book', reader: 'guest', tap: 'double' },
  { where: 'main', reader: 'signed-in reader', tap: 'double' },
  { where: 'book', reader: 'signed-in reader', tap: 'single' },
] as const;

for (const rate of [1, 4, 6]) {
  for (const round of rounds) {
    test(`every tap on "Añadir a la cesta" counts once from the first paint, at ${rate}× CPU: ${round.where} as a ${round.reader}, ${round.tap} taps`, async ({
      browser,
      baseURL,
      request,
    }) => {
      // One round on a slowed page: 13–37 s at 6× here under two busy loops, 1.7 minutes in a fresh-clone CI,
      // and the official CI's machine ran the four rounds more than twice as slowly as this one's
      // (still counting after 10 minutes, CI of 0084e6a). A lost tap does not wait for this limit: the
      // round counts what it has after two minutes at most (`tests/taps.ts`).
      test.setTimeout(600_000);
      const path = round.where === 'main' ? shopPaths.main() : await newestBookPath(request);
      const context = await browser.newContext({ baseURL });
      await newReader(context, round.reader);
      const { made, madeBeforeWaking, kept } = await tapFromFirstPaint(context, {
        path,
        button: (page) => addButton(page, round.where),
        tap: round.tap,
        rate,
        signedIn: round.reader !== 'guest',
      });
      await context.close();
      // The basket holds every tap made, taps before the page woke among them: none lost, none twice.
      expect(madeBeforeWaking).toBeGreaterThan(0);
      expect(kept, `${madeBeforeWaking} of ${made} taps before the page woke`).toBe(made);
    });
  }
}

/** Where an element is on the page (not on the screen): what moves when the layout shifts. */
function pageTop(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

for (const reader of ['guest', 'signed-in reader'] as const) {
  test(`on a slow phone, a ${reader} who scrolls to "Añadir a la cesta" while the page wakes finds it where it was, and both taps at the same place add the book`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const bookPath = await newestBookPath(request);
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 375, height: 667 },
      isMobile: true,
      hasTouch: true,
    });
    await newReader(context, reader);
    const page = await context.newPage();
    // Lighthouse's phone: four times slower than this machine, on a slow 4G line.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE_LINE });
    await page.goto(bookPath, { waitUntil: 'commit' });
    const add = addButton(page, 'book');
    await expect(add).toBeVisible({ timeout: 60_000 });
    // The server's page, before the scripts have come down the slow line.
    const served = await pageTop(add);
    expect(await hasWoken(page)).toBe(false);

    // The reader scrolls the button (on the first screen since issue 37) up the screen, aims at it and
    // taps at once...
    expect(served).toBeGreaterThan(300);
    await page.mouse.wheel(0, served - 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const aimed = await add.boundingBox();
    if (!aimed) throw new Error('the button is not on the screen');
    const finger = { x: aimed.x + aimed.width / 2, y: aimed.y + aimed.height / 2 };
    await page.touchscreen.tap(finger.x, finger.y);

    // ...the page wakes: nothing above the button moved it (a pixel or two for the font at most),
    // and the page is still scrolled where the reader put it...
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    expect(Math.abs((await pageTop(add)) - served)).toBeLessThanOrEqual(2);
    expect(Math.abs(((await add.boundingBox())?.y ?? 0) - aimed.y)).toBeLessThanOrEqual(2);

    // ...so a second tap at the same place is on the same button, and the book is in the basket twice.
    await page.touchscreen.tap(finger.x, finger.y);
    await expect(page.getByRole('button', { name: /^Cesta 2 libros / })).toBeVisible({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe(bookPath);
    await context.close();
  });
}

test('a tap held until the page wakes shows at once that it counted, and counts once', async ({
  page,
  request,
}) => {
  const bookPath = await newestBookPath(request);
  // The page's scripts held back, as a slow line would: the tap is made while the page sleeps.
  const releaseScripts = await holdPageScripts(page);
  await page.goto(bookPath, { waitUntil: 'commit' });
  const add = addButton(page, 'book');
  await add.click();

  // Pressed, reading "Añadiendo…" over its own words, and said so to a screen reader; its name stays.
  await expect(add).toHaveAttribute('aria-busy', 'true');
  expect(await add.evaluate((button) => getComputedStyle(button, '::after').content)).toContain('Añadiendo…');
  await expect(page.getByRole('status').filter({ hasText: 'Añadiendo…' })).toBeAttached();
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive');

  await releaseScripts();
  await expect(page.getByRole('button', { name: /^Cesta 1 libro / })).toBeVisible({ timeout: 60_000 });
  await expect(add).not.toHaveAttribute('aria-busy');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: /^Cesta 1 libro / })).toBeVisible();
});
