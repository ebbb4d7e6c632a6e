// Lighthouse (mobile, its default simulated throttling) on five pages of a running app: /, /search, a product, compare, history.
// Run: npx tsx bench/lighthouse.ts [--url http://127.0.0.1:8080] [--runs 3] [--pages /search,/product/<id>] [--lang fr-FR]
//      (needs /usr/bin/chromium, or CHROME_PATH; the app is not started here: --url is one already running)
// With --runs N each page is measured N times and the run of median performance is shown: single runs vary by ±15.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { numberOption, option } from './lib.ts';

const base = option('url', 'http://127.0.0.1:8080');
const runs = Math.max(1, numberOption('runs', 1));
const require = createRequire(import.meta.url);
const ALL_PAGES = [
  '/',
  '/search',
  '/product/nutella-hazelnut-spread-400g',
  '/compare?ids=hersheys-milk-chocolate-bar-1-55oz,tonys-chocolonely-milk-chocolate-180g',
  '/history',
];
// Split only before a path: a comparison's address holds commas of its own.
const PAGES = process.argv.includes('--pages')
  ? option('pages', '')
      .split(/,(?=\/)/)
      .filter(Boolean)
  : ALL_PAGES;
/** The browser's language: a first visit in French loads the French catalogue too. */
const lang = process.argv.includes('--lang') ? option('lang', '') : '';
const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95 } as const;

interface Report {
  categories: Record<keyof typeof TARGETS, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
  /** Lighthouse's own measure of the machine's speed (higher is faster): its scores are simulated from this CPU. */
  environment?: { benchmarkIndex?: number };
}

if (process.argv.includes('--help')) {
  console.log(
    'npx tsx bench/lighthouse.ts [--url http://127.0.0.1:8080] [--runs N] [--pages /a,/b]\n' +
      `  --url    a running app (npm start, or a built server: it is not started here)\n` +
      `  --runs   runs a page, the median shown (default 1)\n` +
      `  --pages  paths to measure, comma-separated (a comma inside a path stays; default: ${ALL_PAGES.join(' ')})\n` +
      `  --lang   the browser's language (e.g. fr-FR; default: Chromium's own)`,
  );
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'clearcart-lighthouse-'));
let failed = false;
console.log(
  `Lighthouse mobile on ${base}, ${runs === 1 ? 'one run' : `median of ${runs} runs`} a page (load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
);
console.log('page'.padEnd(40), 'perf  a11y  best   LCP ms  TBT ms    CLS  machine');
try {
  for (const page of PAGES) {
    const out = join(dir, 'report.json');
    const reports: Report[] = [];
    // A run Lighthouse itself gives up on (NO_NAVSTART, a busy machine) is tried again, twice at most.
    for (let i = 0, retries = 2; i < runs; i++) {
      const run = spawnSync(
        process.execPath,
        [
          require.resolve('lighthouse/cli/index.js'),
          base + page,
          '--output=json',
          `--output-path=${out}`,
          '--quiet',
          '--only-categories=performance,accessibility,best-practices',
          `--chrome-flags=--headless=new --no-sandbox --disable-gpu${lang ? ` --lang=${lang} --accept-lang=${lang}` : ''}`,
        ],
        { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: 'inherit' },
      );
      if (run.status !== 0 && retries-- > 0) {
        i--;
        continue;
      }
      if (run.status !== 0) throw new Error(`lighthouse failed on ${page} (exit ${run.status})`);
      reports.push(JSON.parse(readFileSync(out, 'utf8')) as Report);
    }
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const report = reports[Math.floor(reports.length / 2)] as Report;
    const score = (key: keyof typeof TARGETS) => Math.round(report.categories[key].score * 100);
    const value = (audit: string) => report.audits[audit]?.numericValue ?? NaN;
    const short = (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).map((key) => {
      const s = score(key);
      if (s < TARGETS[key]) failed = true;
      return `${String(s).padStart(3)}${s >= TARGETS[key] ? ' ' : '✖'}`;
    });
    console.log(
      page.padEnd(40),
      short.join('  '),
      value('largest-contentful-paint').toFixed(0).padStart(8),
      value('total-blocking-time').toFixed(0).padStart(7),
      value('cumulative-layout-shift').toFixed(3).padStart(6),
      // The runs' benchmark index (median): the same page scores lower on a slower or busier machine.
      String(
        reports.map((r) => r.environment?.benchmarkIndex ?? NaN).sort((a, b) => a - b)[Math.floor(reports.length / 2)],
      ).padStart(8),
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `targets: performance ≥ ${TARGETS.performance}, accessibility and best practices ≥ ${TARGETS.accessibility}; ` +
    "machine: Lighthouse's benchmark index of this machine during the runs (higher is faster)",
);
if (failed) process.exitCode = 1;
