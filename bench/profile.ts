// Where a page's main-thread time goes, counted in CPU time so that a busy machine does not blur it:
// loads each page in Chromium (unthrottled, as Lighthouse's simulated mobile run records it), traces it
// until it is quiet, and prints the main thread's CPU time, the blocking time Lighthouse would derive
// from it (each task's CPU time x4, less 50 ms), the longest tasks and what fills them, and the
// functions that took the most time. The same page with its scripts refused gives the ratio bench:web
// prints. Not a figure with a target: a tool to read before changing the code.
//   tsx bench/profile.ts [--runs N] <url> [url...]     against a running shop
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright';
import { chromiumLaunchOptions } from '../tests/chromium';
import { median, root } from './lib';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tdur?: number;
  ts: number;
  tid: number;
  args?: { data?: { url?: string } };
}

const SLOWDOWN = 4;
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
const urls = args;

async function load(browser: Browser, url: string, withoutScripts: boolean) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  if (withoutScripts) await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Quiet: two seconds without a task longer than 50 ms.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(resolve, 2000);
        new PerformanceObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(resolve, 2000);
        }).observe({ type: 'longtask', buffered: false });
      }),
  );
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  return { profile, trace };
}

function mainThreadTasks(trace: { traceEvents: TraceEvent[] }) {
  const tasks = trace.traceEvents.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tdur !== undefined);
  const byThread = new Map<number, number>();
  for (const task of tasks) byThread.set(task.tid, (byThread.get(task.tid) ?? 0) + (task.tdur ?? 0));
  // The renderer's main thread is the one doing the page's work (the most CPU time in tasks).
  const mainTid = [...byThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  return { mainTid, tasks: tasks.filter((t) => t.tid === mainTid) };
}

function summary(trace: { traceEvents: TraceEvent[] }) {
  const { mainTid, tasks } = mainThreadTasks(trace);
  const cpu = tasks.reduce((sum, t) => sum + (t.tdur ?? 0) / 1000, 0);
  const blocking = tasks.reduce((sum, t) => sum + Math.max(0, (SLOWDOWN * (t.tdur ?? 0)) / 1000 - 50), 0);
  // Style and layout a script asked for in the middle of its work (reading a size or a scroll position
  // while the page had changed): work the browser would otherwise have done once, in its own frame.
  const scripts = trace.traceEvents.filter(
    (e) =>
      e.tid === mainTid &&
      e.ph === 'X' &&
      ['FunctionCall', 'v8.evaluateModule', 'EvaluateScript'].includes(e.name),
  );
  const forced = trace.traceEvents
    .filter(
      (e) => e.tid === mainTid && e.ph === 'X' && (e.name === 'Layout' || e.name === 'UpdateLayoutTree'),
    )
    .filter((e) => scripts.some((s) => e.ts >= s.ts && e.ts + (e.dur ?? 0) <= s.ts + (s.dur ?? 0)))
    .reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0);
  return { cpu, blocking, forced };
}

const browser = await chromium.launch(chromiumLaunchOptions);
for (const url of urls) {
  const withScripts: ReturnType<typeof summary>[] = [];
  const without: ReturnType<typeof summary>[] = [];
  let last: Awaited<ReturnType<typeof load>> | undefined;
  for (let run = 0; run < runs; run++) {
    last = await load(browser, url, false);
    withScripts.push(summary(last.trace));
    without.push(summary((await load(browser, url, true)).trace));
  }
  if (!last) continue;
  const { profile, trace } = last;
  const name = new URL(url).pathname.replace(/\W+/g, '-');
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, `bench/results/profile${name}.cpuprofile`), JSON.stringify(profile));
  const m = (list: ReturnType<typeof summary>[], key: 'cpu' | 'blocking' | 'forced') =>
    median(list.map((x) => x[key])).toFixed(0);
  const ratios = withScripts.map((x, i) => x.cpu / (without[i]?.cpu || 1));
  console.log(
    `\n${url}, median of ${runs}: main-thread CPU ${m(withScripts, 'cpu')} ms (runs ${withScripts.map((x) => x.cpu.toFixed(0)).join(', ')}), ` +
      `blocking x${SLOWDOWN} ${m(withScripts, 'blocking')} ms (runs ${withScripts.map((x) => x.blocking.toFixed(0)).join(', ')}), ` +
      `style and layout forced by scripts ${m(withScripts, 'forced')} ms; ` +
      `scripts refused: CPU ${m(without, 'cpu')} ms, blocking ${m(without, 'blocking')} ms; ratio ${median(ratios).toFixed(2)}`,
  );

  // The last run's long tasks (CPU time x4 over 50 ms) and the events inside them.
  const { mainTid, tasks } = mainThreadTasks(trace);
  const first = tasks[0]?.ts ?? 0;
  for (const task of tasks.filter((t) => SLOWDOWN * (t.tdur ?? 0) > 50_000)) {
    const inside = new Map<string, number>();
    for (const e of trace.traceEvents) {
      if (e.tid !== mainTid || e.ph !== 'X' || !e.tdur || e === task) continue;
      if (e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + (task.dur ?? 0)) continue;
      const where = e.args?.data?.url ? ` ${e.args.data.url.replace(/^.*\//, '')}` : '';
      const key = `${e.name}${['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire'].includes(e.name) ? where : ''}`;
      if (e.tdur > 1000) inside.set(key, (inside.get(key) ?? 0) + e.tdur / 1000);
    }
    console.log(
      `  task ${((task.tdur ?? 0) / 1000).toFixed(1)} ms CPU at ${((task.ts - first) / 1000).toFixed(0)} ms: ${[
        ...inside,
      ]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, v]) => `${k} ${v.toFixed(1)}`)
        .join(', ')}`,
    );
  }

  // Self time by script and by function (sampled wall time: a busy machine inflates it).
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame || ['(idle)', '(program)'].includes(frame.functionName)) return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const file = frame.url.replace(/^.*\//, '') || '(native)';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    byScript.set(file, (byScript.get(file) ?? 0) + ms);
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${key}`)
      .join('\n');
  console.log(`self time by script:\n${top(byScript, 8)}\nself time by function:\n${top(byFunction, 15)}`);
}
await browser.close();
