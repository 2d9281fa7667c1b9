import type { BrowserContext, Locator, Page, Route } from 'playwright';

/*
 * Taps as a reader makes them while a page wakes up, shared by the early-taps e2e test
 * (tests/e2e/early-taps.spec.ts) and the taps figure of `pnpm bench:web` (bench/web.ts).
 */

/** Taps in one round at most: a round also ends one tap after the page has woken. */
const MOST_TAPS = 8;
/** Between one tap and the next, as a hand would. */
const TAP_GAP_MS = 120;
/**
 * A phone's line, as Lighthouse's mobile runs have it (slow 4G: 150 ms round trips, 1.6 Mbps down,
 * 750 Kbps up), in Chromium's network emulation: the page's scripts take as long to come as they do
 * for readers, however fast or busy the machine running the test.
 */
export const PHONE_LINE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
/** The page's scripts (the shop's and its preloads): what it needs to wake. */
const PAGE_SCRIPTS = /\/assets\/.*\.js$/;

/**
 * Holds the page's scripts on the line, as a slow line would, until the returned `release` is called:
 * the page shows but cannot wake. Released, the held scripts and every later one load at once.
 */
export async function holdPageScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(PAGE_SCRIPTS, (route) => (holding ? held.push(route) : route.continue()));
  return async () => {
    if (!holding) return;
    holding = false;
    for (const route of held.splice(0)) await route.continue();
  };
}
/**
 * How long a round waits for its copies once the page has woken and no copy is on its way to the
 * server basket. A copy on its way is waited for: on a loaded 2-core machine a slowed page sent a
 * signed-in reader's copies 4–8 s apart, and a fixed 15 s ended a round with two of them still in
 * flight (CI of 89cb4c2), which is not a lost tap. A tap that no request carries never comes.
 */
const SETTLE_MS = 15_000;
/** At most this long in all, from the page having woken: a copy that takes longer counts as lost. */
const SETTLE_AT_MOST_MS = 120_000;
/** A copy on its way to the server basket (a signed-in reader's, or a guest copy moved at sign-in). */
const BASKET_WRITE = /\/api\/books\/[^/]+\/add-book-to-basket$/;

export type Tap = 'single' | 'double';

export interface TapRound {
  /** The page's address. */
  path: string;
  /** The button tapped, on the page. */
  button: (page: Page) => Locator;
  tap: Tap;
  /** How many times slower than this machine the page's main thread runs (CDP). */
  rate: number;
  /** The reader is signed in (their basket is on the server) rather than a guest. */
  signedIn: boolean;
}

export interface TapCount {
  /** Taps made, a double tap counting two. */
  made: number;
  /** Of those, the ones the page got before it had woken (the ones a script of its own must keep). */
  madeBeforeWaking: number;
  /** Copies the basket holds once everything has settled. */
  kept: number;
}

/** Where a finger aims at `element`: the middle of its box on the screen. */
async function middleOf(element: Locator): Promise<{ x: number; y: number }> {
  const box = await element.boundingBox({ timeout: 60_000 });
  if (!box) throw new Error('the button is not on the screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The page has woken: the shop has taken it over and answers taps itself. */
export function hasWoken(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute('data-interactive'));
}

/**
 * Copies in the reader's basket: the browser's (a guest's, or a signed-in reader's copies not yet sent
 * to the server) and, signed in, the server's.
 */
export async function basketCount(page: Page, signedIn: boolean): Promise<number> {
  const local = await page.evaluate(() => {
    const entries = JSON.parse(localStorage.getItem('basket') ?? '[]') as { count: number }[];
    return entries.reduce((sum, entry) => sum + entry.count, 0);
  });
  if (!signedIn) return local;
  const answer = await page.context().request.get('/api/books/get-basket-books');
  const { basketBooks } = (await answer.json()) as { basketBooks: { count: number }[] };
  return local + basketBooks.reduce((sum, line) => sum + line.count, 0);
}

/**
 * Opens the round's page in `context` (a reader with an empty basket) with the CPU slowed, on a phone's
 * line (`PHONE_LINE`), and taps its button from the moment it shows: again and again until one tap after
 * the page has woken. The page's scripts wait on the line until the first tap, then load as they do for
 * readers: the first tap always comes before the page can wake, however long finding the button took (on
 * a busy machine the round trips to a slowed page outlasted its wake-up), and the next ones fall while
 * the scripts come down the line and start. Returns the taps made and the copies the basket holds once
 * everything has settled, and leaves the page open.
 */
export async function tapFromFirstPaint(
  context: BrowserContext,
  { path, button, tap, rate, signedIn }: TapRound,
): Promise<{ page: Page } & TapCount> {
  const page = await context.newPage();
  let writing = 0;
  let lastWritten = Date.now();
  page.on('request', (request) => {
    if (BASKET_WRITE.test(request.url())) writing += 1;
  });
  const written = (request: { url(): string }) => {
    if (!BASKET_WRITE.test(request.url())) return;
    writing -= 1;
    lastWritten = Date.now();
  };
  page.on('requestfinished', written);
  page.on('requestfailed', written);
  // Counts the taps the page gets before it has woken, ahead of any script of the page's own.
  await page.addInitScript(() => {
    const seen = { beforeWaking: 0 };
    (window as { taps?: typeof seen }).taps = seen;
    addEventListener(
      'click',
      () => {
        if (!document.documentElement.hasAttribute('data-interactive')) seen.beforeWaking += 1;
      },
      true,
    );
  });
  const releaseScripts = await holdPageScripts(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE_LINE });
  await page.goto(path, { waitUntil: 'commit' });
  const add = button(page);

  // The reader sees the button, brings it into view, aims at its middle and taps there, again and again:
  // a hand taps what it sees without waiting for the page (Playwright's own checks of each tap wait for
  // the busy page to answer first). Once the page has woken it aims again, as the eye follows the page.
  await add.waitFor({ state: 'visible', timeout: 60_000 });
  await add.scrollIntoViewIfNeeded({ timeout: 60_000 });
  let aim = await middleOf(add);
  let made = 0;
  let tapsAfterWaking = 0;
  while (made < MOST_TAPS && tapsAfterWaking === 0) {
    if (await hasWoken(page)) {
      tapsAfterWaking += 1;
      aim = await middleOf(add);
    }
    if (tap === 'double') await page.mouse.dblclick(aim.x, aim.y);
    else await page.mouse.click(aim.x, aim.y);
    made += tap === 'double' ? 2 : 1;
    await releaseScripts();
    await page.waitForTimeout(TAP_GAP_MS);
  }
  const madeBeforeWaking = await page.evaluate(
    () => (window as { taps?: { beforeWaking: number } }).taps?.beforeWaking ?? 0,
  );

  // Settled: woken, nothing in flight, and the basket as it stays (a copy too many would show here).
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), undefined, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
  const woken = Date.now();
  lastWritten = Math.max(lastWritten, woken);
  const settling = () =>
    (writing > 0 || Date.now() - lastWritten < SETTLE_MS) && Date.now() - woken < SETTLE_AT_MOST_MS;
  while ((await basketCount(page, signedIn)) !== made && settling()) {
    await page.waitForTimeout(250);
  }
  await page.waitForLoadState('networkidle');
  return { page, made, madeBeforeWaking, kept: await basketCount(page, signedIn) };
}
