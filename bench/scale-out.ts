// The production layout on loopback: a PostgreSQL primary with a streaming replica, Redis, two API
// instances from the built bundle, two photo workers, and a third API instance reading photos in-process, for the
// comparison. Prints one "Measured" line per claim:
//   - the identify limit holds across both instances (the 121st request in a minute gets 429 whichever it hits);
//   - a burst of label photos spread over both instances all complete, while GET product p99 on each stays < 100 ms;
//   - a worker killed mid-job: the job completes on the other, once;
//   - a replica stopped: reads fall back to the primary without an error;
//   - photo throughput with one worker vs two (ratio), and API req/s with OCR in-process vs on workers, same run.
// Everything shares this machine's cores (two here, with other work on them): figures are noisy, ratios are what to
// compare. Run: npx tsx bench/scale-out.ts [--photos 40] [--rounds 2] [--seconds 6] [--wait 60]
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ingredientPanel } from '../packages/label/src/test/panels.ts';
import { ROOT } from '../server/test/child-server.ts';
import { panelPhoto, renderPanel } from '../server/test/panel-photos.ts';
import {
  createDatabase,
  linesOnce,
  replicaCaughtUp,
  startDataTier,
  startApiInstance,
  startNode,
  waitFor,
  workerReadingAJob,
  workersConnected,
  type Proc,
} from '../server/test/scale-out-cluster.ts';
import { machine, numberOption, percentile } from './lib.ts';

const PHOTOS = numberOption('photos', 40);
const ROUNDS = numberOption('rounds', 2);
const SECONDS = numberOption('seconds', 6);
const WAIT_SECONDS = numberOption('wait', 60);
const PRODUCT = 'nutella-hazelnut-spread-400g';
const OUT = join(ROOT, 'server', 'dist-bench-scale-out');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const mark = (ok: boolean) => (ok ? '✔' : '✖');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
let client = 0;
/** A different shopper's address for each photo (TEST-NET, never routed): the photo limit is per shopper. */
const nextClient = () => {
  client++;
  return `198.18.${(client >> 8) & 255}.${client & 255}`;
};

console.log(`scale-out on loopback — ${machine()}`);
const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', OUT], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (built.status !== 0) throw new Error('the server bundle did not build');

const tier = await startDataTier();
const procs: Proc[] = [];
try {
  const databaseUrl = await createDatabase(tier.primary.url, 'scale_out');
  await replicaCaughtUp(tier);
  const shared = {
    DATABASE_URL: databaseUrl,
    DATABASE_REPLICA_URL: tier.replica.url.replace(/\/[^/]*$/, '/scale_out'),
    REDIS_URL: tier.redis.url,
    // The bench is the proxy: X-Forwarded-For names the shopper, so each photo can come from another one.
    TRUST_PROXY: '1',
    // Two workers reading one photo each at a time take 20–50 s for a burst of 40 on this shared 2-core machine: the
    // API waits that long rather than refuse them (PHOTO_WAIT_SECONDS, 30 by default).
    PHOTO_WAIT_SECONDS: String(WAIT_SECONDS),
  };
  const startApi = async (name: string, env: Record<string, string> = {}) => {
    const instance = await startApiInstance(name, join(OUT, 'server.js'), { ...shared, ...env });
    procs.push(instance.proc);
    return instance;
  };
  const startWorker = (name: string) => {
    const proc = startNode(name, join(OUT, 'worker.js'), {
      ...shared,
      LOG_LEVEL: 'info',
      // One photo at a time per worker: on this 2-core machine, so that two workers can show what a second adds.
      PHOTO_WORKER_CONCURRENCY: '1',
    });
    procs.push(proc);
    return proc;
  };
  // Started together, as a deployment would: one migrates, the other waits for it.
  const [a, b] = await Promise.all([startApi('A'), startApi('B')]);
  const workers = [startWorker('worker 1'), startWorker('worker 2')];
  await Promise.all([waitFor(a.port, a.proc), waitFor(b.port, b.proc), workersConnected(databaseUrl, 2)]);
  const inProcess = await startApi('C (OCR in-process)', { PHOTO_WORK: 'in-process' });
  await waitFor(inProcess.port, inProcess.proc);
  const instances = [a, b];
  const url = (port: number, path: string) => `http://127.0.0.1:${port}${path}`;

  // ---- 1. the identify limit across both instances
  const identify = (port: number, shopper: string) =>
    fetch(url(port, '/api/products/identify'), {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': shopper },
      body: 'x',
    }).then((r) => r.status);
  const limitOn = async (first: number) => {
    const shopper = nextClient();
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) statuses.push(await identify(instances[(first + i) % 2]!.port, shopper));
    const last = instances[first % 2]!;
    return {
      passed: statuses.filter((s) => s !== 429).length,
      last: last.name,
      status: await identify(last.port, shopper),
    };
  };
  for (const first of [0, 1]) {
    const { passed, last, status } = await limitOn(first);
    console.log(
      `Measured: identify limit shared by both instances (Redis): ${passed} of 120 answered alternately by A and B, the 121st → ${status} on ${last} ${mark(passed === 120 && status === 429)}`,
    );
  }

  // ---- photos
  const panel = ingredientPanel(
    'Sugar, palm oil, HAZELNUTS 13%, skimmed MILK powder 8.7%, fat-reduced cocoa 7.4%, emulsifier: lecithins (SOY), vanillin.',
    'en',
    { width: 44, hyphenate: true, headingAlone: false, upperHeading: false, after: 'storage', blankAfter: true },
  );
  const photo = await panelPhoto(await renderPanel(panel, { font: 'DejaVu Sans', size: 28 }), {
    rotate: 1.5,
    blur: 0.5,
    unevenLight: 0.2,
    noise: 6,
    quality: 75,
  });
  const readLabel = async (port: number, requestId?: string) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'panel.jpg');
    form.append('panel', 'ingredients');
    form.append('lang', 'en');
    const start = performance.now();
    const response = await fetch(url(port, '/api/labels/read'), {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': nextClient(), ...(requestId ? { 'x-request-id': requestId } : {}) },
    });
    const body = (await response.json()) as { error?: string; ingredients?: { text: string } };
    return {
      status: response.status,
      error: body.error,
      read: body.ingredients?.text ?? '',
      ms: performance.now() - start,
    };
  };
  // Warm-up: each instance's first product read and each worker's first photo.
  for (const { port } of [...instances, inProcess]) await fetch(url(port, `/api/products/${PRODUCT}`));
  await Promise.all([readLabel(a.port), readLabel(b.port)]);

  // ---- 2. a burst of label photos over both instances, GET product meanwhile on each
  let bursting = true;
  const productTimes = instances.map(() => [] as number[]);
  const productErrors = instances.map(() => 0);
  const readers = instances.map(async ({ port }, i) => {
    while (bursting) {
      const start = performance.now();
      const response = await fetch(url(port, `/api/products/${PRODUCT}`));
      await response.arrayBuffer();
      productTimes[i]!.push(performance.now() - start);
      if (response.status !== 200) productErrors[i]!++;
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  const burstStart = performance.now();
  const burst = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => readLabel(instances[i % 2]!.port)));
  const burstMs = performance.now() - burstStart;
  bursting = false;
  await Promise.all(readers);
  const complete = burst.filter((r) => r.status === 200 && r.read.startsWith('Sugar, palm oil')).length;
  const others = [...new Set(burst.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.error}`))];
  console.log(
    `Measured: ${PHOTOS} label photos at once, alternately to A and B (wait budget ${WAIT_SECONDS} s): ${complete} answered 200 with the list read${others.length ? ` (others: ${others.join(', ')})` : ''}, the last in ${seconds(Math.max(...burst.map((r) => r.ms)))} ${mark(complete === PHOTOS)}`,
  );
  for (const [i, times] of productTimes.entries()) {
    const p99 = percentile(times, 99);
    console.log(
      `Measured: GET product on ${instances[i]!.name} during the burst: ${times.length} reads, ${productErrors[i]} errors, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target < 100) ${mark(p99 < 100 && productErrors[i] === 0)}`,
    );
  }
  console.log(
    `  (the burst took ${seconds(burstMs)}: ${(PHOTOS / (burstMs / 1000)).toFixed(2)} photos/s on two workers)`,
  );

  // ---- 3. a worker killed mid-job
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const killedAnswer = readLabel(a.port, 'bench-killed-worker');
  let reading: Awaited<ReturnType<typeof workerReadingAJob>> = null;
  while (!reading) {
    reading = await workerReadingAJob(db);
    if (!reading) await new Promise((r) => setTimeout(r, 20));
  }
  const killedAt = performance.now();
  const victim = workers.find((w) => w.process.pid === reading.pid)!;
  const survivor = workers.find((w) => w !== victim)!;
  victim.process.kill('SIGKILL');
  await victim.exited;
  const answer = await killedAnswer;
  const answeredAfter = performance.now() - killedAt;
  const done = (line: string) => line.includes(reading.jobId) && line.includes('"msg":"photo job done"');
  const bySurvivor = await linesOnce(survivor, done);
  const byVictim = victim.output().split('\n').filter(done);
  const dropped = survivor
    .output()
    .split('\n')
    .filter((l) => l.includes(reading.jobId) && l.includes('dropped'));
  const once = bySurvivor.length === 1 && byVictim.length === 0 && dropped.length === 0;
  console.log(
    `Measured: ${victim.name} killed (SIGKILL) while reading a photo → ${answer.status}${answer.read.startsWith('Sugar') ? ' with the list read' : ''} ${seconds(answeredAfter)} later, by ${survivor.name}; answers given for that job: ${bySurvivor.length + byVictim.length} ${mark(answer.status === 200 && once)}`,
  );
  await db.end();
  workers[workers.indexOf(victim)] = startWorker(`${victim.name} (restarted)`);
  await workersConnected(databaseUrl, 2);

  // ---- 4. a replica stopped
  const catalog = new pg.Client({ connectionString: databaseUrl });
  await catalog.connect();
  const ids = (await catalog.query<{ id: string }>('SELECT id FROM products ORDER BY id LIMIT 200')).rows.map(
    (r) => r.id,
  );
  await catalog.end();
  const readsThrough = async (slice: string[], word: string) => {
    const statuses: number[] = [];
    for (const [i, id] of slice.entries()) {
      const port = instances[i % 2]!.port;
      statuses.push((await fetch(url(port, `/api/products/${id}`))).status);
      statuses.push((await fetch(url(port, `/api/products/search?q=${word}${i}`))).status);
    }
    return statuses;
  };
  const metrics = async (port: number, pattern: RegExp) =>
    Number(pattern.exec(await (await fetch(url(port, '/metrics'))).text())?.[1] ?? NaN);
  const replicaConnections = /clearcart_store_pool_connections\{pool="replica-1",state="total"\} (\d+)/;
  const replicaUp = /clearcart_store_replica_up\{pool="replica-1"\} (\d+)/;
  await readsThrough(ids.slice(0, 20), 'choc');
  const usedBefore = await Promise.all(instances.map((i) => metrics(i.port, replicaConnections)));
  tier.replica.pause();
  const during = await readsThrough(ids.slice(20, 120), 'milk');
  const upDuring = await Promise.all(instances.map((i) => metrics(i.port, replicaUp)));
  tier.replica.resume();
  const failed = during.filter((s) => s !== 200).length;
  console.log(
    `Measured: replica stopped → ${during.length} product reads and searches through A and B, ${failed} not 200 (replica in use before: ${usedBefore.join('/')} connections; marked down during: up=${upDuring.join('/')}) ${mark(failed === 0 && upDuring.every((u) => u === 0))}`,
  );

  // ---- 5. photo throughput, one worker vs two
  const throughput = async (count: number) => {
    const start = performance.now();
    const answers = await Promise.all(Array.from({ length: count }, (_, i) => readLabel(instances[i % 2]!.port)));
    const ok = answers.filter((r) => r.status === 200).length;
    return { perSecond: ok / ((performance.now() - start) / 1000), ok };
  };
  const perWorkers: Record<1 | 2, number[]> = { 1: [], 2: [] };
  const count = 12;
  for (let round = 0; round < ROUNDS; round++) {
    perWorkers[2].push((await throughput(count)).perSecond);
    const second = workers.pop()!;
    await second.stop();
    await workersConnected(databaseUrl, 1);
    perWorkers[1].push((await throughput(count)).perSecond);
    workers.push(startWorker(`worker ${round + 3}`));
    await workersConnected(databaseUrl, 2);
    await readLabel(a.port);
  }
  const [one, two] = [median(perWorkers[1]), median(perWorkers[2])];
  console.log(
    `Measured: photo throughput, ${count} label photos at a time (median of ${ROUNDS}): one worker ${one.toFixed(2)} photos/s, two workers ${two.toFixed(2)} photos/s — ratio ${(two / one).toFixed(2)}`,
  );

  // ---- 6. API req/s while photos are read: OCR in the API process vs on the workers
  const reqPerSecond = async (port: number, photosTo: number | null) => {
    let streaming = photosTo !== null;
    const stream = Array.from({ length: photosTo === null ? 0 : 4 }, async () => {
      while (streaming) await readLabel(photosTo!);
    });
    const result = await autocannon({ url: url(port, `/api/products/${PRODUCT}`), connections: 10, duration: SECONDS });
    streaming = false;
    await Promise.all(stream);
    return result.requests.average;
  };
  const rps: Record<'idle' | 'inProcess' | 'workers', number[]> = { idle: [], inProcess: [], workers: [] };
  for (let round = 0; round < ROUNDS; round++) {
    rps.idle.push(await reqPerSecond(a.port, null));
    rps.inProcess.push(await reqPerSecond(inProcess.port, inProcess.port));
    rps.workers.push(await reqPerSecond(a.port, a.port));
  }
  const [idle, inApi, onWorkers] = [median(rps.idle), median(rps.inProcess), median(rps.workers)];
  console.log(
    `Measured: GET product req/s on one instance while 4 label photos are read continuously (median of ${ROUNDS} × ${SECONDS} s): OCR in-process ${inApi.toFixed(0)}, OCR on the workers ${onWorkers.toFixed(0)} (×${(onWorkers / inApi).toFixed(2)}); no photos ${idle.toFixed(0)}`,
  );
  console.log(
    '  (on one 2-core machine the workers take the same cores as the API: the gain shown is what moving OCR out of the API process gives; on their own machines the workers take none of its CPU)',
  );
  const sample = await (await fetch(url(a.port, '/metrics'))).text();
  console.log('\n/metrics excerpt (instance A):');
  for (const line of sample.split('\n')) {
    if (
      /^clearcart_(photo_jobs_total|photo_queue_depth|photo_worker|cache_|online_source|store_pool_connections|store_replica_up)|^clearcart_photo_job_seconds_(sum|count)|^http_request_duration_seconds_count\{method="GET",route="\/api\/products\/:id"/.test(
        line,
      )
    )
      console.log(`  ${line}`);
  }
} finally {
  await Promise.all(procs.map((p) => p.stop()));
  await tier.stop();
  rmSync(OUT, { recursive: true, force: true });
}
