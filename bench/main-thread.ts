// The main thread's blocking after a first visit's first paint, as Lighthouse's simulated throttling counts it, but
// from real traces and many runs: Lighthouse's own TBT comes from one unthrottled trace (its tasks × 4) and swings by
// ±50 % here; this takes the median of N. For each page of each running app (the baseline first), alternating:
//   blocking = Σ max(0, 4 × task − 50 ms) over the renderer's main-thread tasks from the first contentful paint to 5 s
//   busy     = Σ task (real ms) over the same span; long = tasks over 12.5 ms (over 50 ms at 4×)
// Run: npx tsx bench/main-thread.ts --url http://127.0.0.1:8080 [--baseline http://127.0.0.1:8091] [--runs 5]
//      [--pages /,/search] (the apps are not started here; a Lighthouse-like phone: 412 × 823, touch)
import { chromium } from 'playwright';
import { numberOption, option, percentile } from './lib.ts';

const apps = [option('baseline', ''), option('url', 'http://127.0.0.1:8080')].filter(Boolean);
const runs = Math.max(1, numberOption('runs', 5));
const pages = option('pages', '/,/search,/history,/product/nutella-hazelnut-spread-400g')
  .split(/,(?=\/)/)
  .filter(Boolean);
const WINDOW_MS = 5000;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args: { name?: string };
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });

async function visit(url: string): Promise<{ blocking: number; busy: number; long: number }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(WINDOW_MS); // the span measured: a trace's end is when it is stopped
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error(`${url}: no first contentful paint`);
  const main = traceEvents.find(
    (event) => event.name === 'thread_name' && event.pid === paint.pid && event.args.name === 'CrRendererMain',
  );
  // Top-level tasks only: a task's nested runs are part of it.
  const tasks: TraceEvent[] = [];
  let end = 0;
  for (const event of traceEvents
    .filter((e) => e.pid === paint.pid && e.tid === main?.tid && e.ph === 'X' && /RunTask$/.test(e.name))
    .sort((a, b) => a.ts - b.ts)) {
    if (event.ts < end) continue;
    tasks.push(event);
    end = event.ts + (event.dur ?? 0);
  }
  const durations = tasks.filter((task) => task.ts >= paint.ts).map((task) => (task.dur ?? 0) / 1000);
  return {
    blocking: durations.reduce((sum, d) => sum + Math.max(0, 4 * d - 50), 0),
    busy: durations.reduce((sum, d) => sum + d, 0),
    long: durations.filter((d) => d > 12.5).length,
  };
}

const median = (values: number[]) => percentile(values, 50);
const results = new Map<string, { blocking: number; busy: number; long: number }[]>();
console.log(`Main thread after first paint, ${runs} run(s) a page and app, alternating; medians`);
for (let i = 0; i < runs; i++)
  for (const page of pages)
    for (const app of apps) {
      const key = `${app}${page}`;
      results.set(key, [...(results.get(key) ?? []), await visit(key)]);
    }
await browser.close();
console.log('page'.padEnd(40), 'app'.padEnd(26), 'blocking ms (4×)', ' busy ms', ' long');
for (const page of pages)
  for (const app of apps) {
    const runsOf = results.get(`${app}${page}`) ?? [];
    console.log(
      page.slice(0, 39).padEnd(40),
      app.padEnd(26),
      median(runsOf.map((r) => r.blocking))
        .toFixed(0)
        .padStart(16),
      median(runsOf.map((r) => r.busy))
        .toFixed(0)
        .padStart(8),
      String(median(runsOf.map((r) => r.long))).padStart(5),
    );
  }
