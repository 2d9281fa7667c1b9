// Lighthouse as the benchmarks run it (`pnpm bench:web`, `pnpm bench:phases`): default mobile settings,
// Debian's Chromium, one browser per run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumLaunchOptions } from '../tests/chromium';
import { median } from './lib';

/**
 * One Lighthouse run in a Chromium of its own: runs that shared one browser now and then lost the
 * trace (NO_NAVSTART), and a lost run must not count as a score of 0. Such a run is tried again.
 */
export async function lighthouseRun(url: string, withoutScripts = false): Promise<Result | string> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumLaunchOptions.executablePath,
      chromeFlags: chromiumLaunchOptions.args,
    });
    try {
      const lhr = (
        await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          // The same server HTML with the shop's scripts refused: what the page costs by itself.
          ...(withoutScripts
            ? { blockedUrlPatterns: ['*.js', '*.mjs'], onlyCategories: ['performance'] }
            : {}),
        })
      )?.lhr;
      if (lhr && !lhr.runtimeError) return lhr;
      // Three lost runs: the page gave Lighthouse nothing to measure, said as a miss. A page that paints
      // nothing without its scripts (a skeleton the browser draws over) is not tried again.
      const code = lhr?.runtimeError?.code ?? 'no result';
      if (attempt === 3 || (withoutScripts && code === 'NO_FCP')) return code;
    } finally {
      chrome.kill();
    }
  }
}

/** Lighthouse's main-thread work (its mainthread-work-breakdown audit), in milliseconds. */
export function mainThreadMs(lhr: Result): number {
  return lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0;
}

/** The runs' benchmarkIndex as "median (lowest–highest)". */
export function benchmarkIndexes(runs: Record<string, number>[]): string {
  const values = runs.map((run) => run.benchmarkIndex ?? 0);
  return `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
}
