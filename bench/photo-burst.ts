// One client sends a burst of twenty 6300×6300 PNG photos (a few KB each) at once, within its own photo limit,
// while another keeps loading `/`. Prints each photo's answer and time, GET / latency meanwhile, and the server's
// memory before, right after and up to 60 s after the burst.
// Run after `npm run build -w web`: npx tsx bench/photo-burst.ts [--photos 20] [--side 6300]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { numberOption, percentile } from './lib.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PHOTOS = numberOption('photos', 20);
const SIDE = numberOption('side', 6300);
const PORT = 18961;
const base = `http://127.0.0.1:${PORT}`;

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

const dataDir = mkdtempSync(join(tmpdir(), 'clearcart-burst-'));
const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir };
for (const name of ['DATABASE_URL', 'OPENFOODFACTS_URL', 'WIKIDATA_URL', 'LLM_BASE_URL']) delete env[name];
// TRUST_PROXY so the warm-up photo can come from another client than the burst's, whose limit it would use.
Object.assign(env, { WEB_DIST: join(ROOT, 'web', 'dist'), LOG_LEVEL: 'warn', TRUST_PROXY: '1' });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
  cwd: ROOT,
  env,
  stdio: 'inherit',
});
const pid = server.pid ?? 0;

try {
  for (let i = 0; ; i++) {
    if (
      (await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )) === true
    )
      break;
    if (i > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const photo = await sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: '#f4f4f4' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  // Warm up: the page, a product, one ordinary photo, so the baseline includes what any first visitor loads.
  await fetch(`${base}/`);
  const small = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();
  const form = (bytes: Buffer, type: string) => {
    const body = new FormData();
    body.append('image', new Blob([new Uint8Array(bytes)], { type }), 'photo');
    return body;
  };
  await fetch(`${base}/api/products/identify`, {
    method: 'POST',
    body: form(small, 'image/jpeg'),
    headers: { 'x-forwarded-for': '198.18.0.1' },
  });
  await new Promise((r) => setTimeout(r, 2000));
  const baseline = rssMb(pid);
  console.log(
    `${PHOTOS} photos of ${SIDE}×${SIDE} px, ${(photo.length / 1024).toFixed(1)} KB each; RSS before ${baseline.toFixed(0)} MB`,
  );

  let bursting = true;
  const pageTimes: number[] = [];
  const pages = (async () => {
    while (bursting) {
      const t = performance.now();
      await fetch(`${base}/`).then((r) => r.text());
      pageTimes.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const start = performance.now();
  const answers = await Promise.all(
    Array.from({ length: PHOTOS }, async () => {
      const response = await fetch(`${base}/api/products/identify`, {
        method: 'POST',
        body: form(photo, 'image/png'),
        headers: { 'x-forwarded-for': '198.18.0.2' },
      });
      const body = (await response.json()) as { error?: string };
      return { status: response.status, error: body.error ?? '', ms: performance.now() - start };
    }),
  );
  bursting = false;
  await pages;
  const afterBurst = rssMb(pid);

  const byAnswer = new Map<string, number[]>();
  for (const a of answers)
    byAnswer.set(`${a.status} ${a.error}`, [...(byAnswer.get(`${a.status} ${a.error}`) ?? []), a.ms]);
  for (const [answer, times] of byAnswer) {
    console.log(
      `  ${String(times.length).padStart(3)} × ${answer.padEnd(24)} answered within ${Math.max(...times).toFixed(0)} ms`,
    );
  }
  const slowest = Math.max(...answers.map((a) => a.ms));
  console.log(`every photo answered within ${slowest.toFixed(0)} ms (target 5,000) ${slowest <= 5000 ? '✔' : '✖'}`);
  const p99 = percentile(pageTimes, 99);
  console.log(
    `GET / during the burst: ${pageTimes.length} loads, p50 ${percentile(pageTimes, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target < 200) ${p99 < 200 ? '✔' : '✖'}`,
  );

  let settled = NaN;
  for (let s = 0; s <= 60; s += 5) {
    const rss = rssMb(pid);
    if (rss <= baseline * 1.2) {
      settled = s;
      break;
    }
    await new Promise((r) => setTimeout(r, 5000));
  }
  console.log(
    `RSS: ${baseline.toFixed(0)} MB before, ${afterBurst.toFixed(0)} MB right after, ` +
      (Number.isNaN(settled)
        ? `${rssMb(pid).toFixed(0)} MB after 60 s ✖`
        : `within 20 % of the baseline after ${settled} s ✔`),
  );
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
