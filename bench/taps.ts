// What a reader feels while a page wakes up and after (issue 33), for `pnpm bench:web`: taps on "Añadir a
// la cesta" made from the first paint and kept by the basket, and the interaction to next paint of a tap
// on it once the page has woken, as Lighthouse's phone: 4x CPU (Chromium's CPU throttling, through CDP)
// on a slow 4G line (`PHONE_LINE` in tests/taps.ts).
import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { tapFromFirstPaint } from '../tests/taps';
import { type Figure, loadAverage, median } from './lib';

/** As Lighthouse's phone: four times slower than this machine. */
const CPU_RATE = 4;
/** Page loads per page (BENCH_TAP_ROUNDS): guests and signed-in readers in turn, single and double taps. */
const ROUNDS = Number(process.env.BENCH_TAP_ROUNDS ?? 6);
/** The Event Timing API reports no interaction shorter than this; one that short is counted as this. */
const SHORTEST_REPORTED_MS = 16;

export interface TappedPage {
  /** Its key in BENCH_WEB_PAGES. */
  key: string;
  /** Its name in the figures ("/main", "a book page"). */
  name: string;
  path: string;
  /** The "Añadir a la cesta" button to tap on it. */
  button: (page: Page) => Locator;
}

/** Signs a new reader up in a browser context: their basket is on the server, and empty. */
async function signUp(context: BrowserContext, round: number): Promise<void> {
  const password = 'secret-bench-taps';
  const answer = await context.request.post('/api/users/signup', {
    data: {
      name: 'Tapa',
      surname: 'Puig',
      email: `bench.taps.${Date.now()}.${round}@example.com`,
      telephone: '+34 931 234 567',
      password,
      confirmPassword: password,
    },
  });
  if (!answer.ok()) throw new Error(`signing a reader up answered ${answer.status()}`);
}

/**
 * One more tap on `button` once the page has woken and settled, and how long the browser took from it
 * to the next paint: the longest of the interaction's events (pointerdown, pointerup, click), as the
 * browser's Event Timing measures them and interaction to next paint takes them.
 */
async function interactionToNextPaint(page: Page, button: Locator): Promise<number> {
  await page.evaluate((threshold) => {
    const durations: number[] = [];
    (window as { interactionDurations?: number[] }).interactionDurations = durations;
    new PerformanceObserver((list) => {
      // `interactionId` is missing from TypeScript's DOM types: an event that is part of an interaction.
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (entry.interactionId) durations.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: threshold } as PerformanceObserverInit);
  }, SHORTEST_REPORTED_MS);
  await button.click();
  // Entries come once the frame after the interaction has been presented.
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))),
  );
  const durations = await page.evaluate(
    () => (window as { interactionDurations?: number[] }).interactionDurations ?? [],
  );
  return Math.max(SHORTEST_REPORTED_MS, ...durations);
}

/** The two figures of each page, from `ROUNDS` loads of it in fresh browser contexts. */
export async function tapFigures(
  browser: Browser,
  shopUrl: string,
  pages: TappedPage[],
  command: string,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const { name, path, button } of pages) {
    let made = 0;
    let kept = 0;
    let madeBeforeWaking = 0;
    const rounds: string[] = [];
    const interactions: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const signedIn = round % 2 === 1;
      const tap = round % 4 < 2 ? 'single' : 'double';
      const context = await browser.newContext({ baseURL: shopUrl });
      try {
        if (signedIn) await signUp(context, round);
        const count = await tapFromFirstPaint(context, { path, button, tap, rate: CPU_RATE, signedIn });
        made += count.made;
        kept += count.kept;
        madeBeforeWaking += count.madeBeforeWaking;
        rounds.push(`${count.kept}/${count.made}`);
        const inp = await interactionToNextPaint(count.page, button(count.page));
        interactions.push(inp);
        console.log(
          `${name}, taps round ${round + 1}/${ROUNDS} (${signedIn ? 'signed in' : 'guest'}, ${tap}): ` +
            `${count.kept} kept of ${count.made} (${count.madeBeforeWaking} before the page woke); ` +
            `a tap after: ${Math.round(inp)} ms to the next paint; load ${loadAverage()}`,
        );
      } finally {
        await context.close();
      }
    }
    figures.push(
      {
        figure: `taps kept out of taps made from the first paint on ${name} (4x CPU, slow 4G)`,
        value: kept,
        unit: `of ${made}`,
        target: 'all',
        pass: kept === made,
        command,
        host: `${ROUNDS} loads (${rounds.join(', ')}), ${madeBeforeWaking} taps before the page woke; load ${loadAverage()}`,
      },
      {
        figure: `interaction to next paint of a tap on "Añadir a la cesta" after load on ${name} (4x CPU)`,
        value: median(interactions),
        unit: 'ms',
        target: '<= 200 ms',
        pass: median(interactions) <= 200,
        command,
        host: `median of ${ROUNDS} loads: ${interactions.map(Math.round).join(', ')} ms; load ${loadAverage()}`,
      },
    );
  }
  return figures;
}
