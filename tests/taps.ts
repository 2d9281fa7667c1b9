import type { BrowserContext, Locator, Page } from 'playwright';

/*
 * Taps as a reader makes them while a page wakes up, shared by the early-taps e2e test
 * (tests/e2e/early-taps.spec.ts) and the taps figure of `pnpm bench:web` (bench/web.ts).
 */

/** Taps in one round at most: a round also ends one tap after the page has woken. */
const MOST_TAPS = 8;
/** Between one tap and the next, as a hand would. */
const TAP_GAP_MS = 120;
/** How long a round's copies may take to reach the basket once the page has woken. */
const SETTLE_MS = 15_000;

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
  /** Of those, the ones made before the page had woken. */
  madeBeforeWaking: number;
  /** Copies the basket holds once everything has settled. */
  kept: number;
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
 * Opens the round's page in `context` (a reader with an empty basket) with the CPU slowed, and taps its
 * button from the moment it shows (the page's scripts load as they do for readers): again and again
 * until one tap after the page has woken. Returns the taps made and the copies the basket holds once
 * everything has settled, and leaves the page open.
 */
export async function tapFromFirstPaint(
  context: BrowserContext,
  { path, button, tap, rate, signedIn }: TapRound,
): Promise<{ page: Page } & TapCount> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(path, { waitUntil: 'commit' });
  const add = button(page);

  let made = 0;
  let madeBeforeWaking = 0;
  let tapsAfterWaking = 0;
  while (made < MOST_TAPS && tapsAfterWaking === 0) {
    const wokenBefore = await hasWoken(page);
    if (tap === 'double') await add.dblclick({ timeout: 60_000 });
    else await add.click({ timeout: 60_000 });
    made += tap === 'double' ? 2 : 1;
    if (wokenBefore) tapsAfterWaking += 1;
    else if (!(await hasWoken(page))) madeBeforeWaking = made;
    await page.waitForTimeout(TAP_GAP_MS);
  }

  // Settled: woken, nothing in flight, and the basket as it stays (a copy too many would show here).
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), undefined, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
  const settling = Date.now() + SETTLE_MS;
  while ((await basketCount(page, signedIn)) !== made && Date.now() < settling) {
    await page.waitForTimeout(250);
  }
  await page.waitForLoadState('networkidle');
  return { page, made, madeBeforeWaking, kept: await basketCount(page, signedIn) };
}
