// Throughput of the real app against a bare Fastify route, measured alternately in the same run (medians of rounds).
// Run: npx tsx bench/throughput.ts [--seconds 8] [--rounds 3] [--connections 100]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { numberOption } from './lib.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = numberOption('seconds', 8);
const ROUNDS = numberOption('rounds', 3);
const CONNECTIONS = numberOption('connections', 100);
const APP_PORT = 18931;
const BARE_PORT = 18932;
const PRODUCT = 'nutella-hazelnut-spread-400g';

/** A child process, its output relayed, until it answers `url`. */
async function startChild(args: string[], env: NodeJS.ProcessEnv, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`  [child] ${chunk.toString()}`));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

interface Figures {
  rps: number;
  p99: number;
  non2xx: number;
}

async function measure(url: string, method: 'GET' | 'POST', body?: string): Promise<Figures> {
  const result = await autocannon({
    url,
    method,
    body,
    // As a browser asks: compressed answers (the bare route's 17 bytes stay under the compression threshold).
    headers: { 'accept-encoding': 'br, gzip', ...(body ? { 'content-type': 'application/json' } : {}) },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextClient() },
        }),
      },
    ],
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

function withoutStoreOrProviders(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  for (const name of ['DATABASE_URL', 'OPENFOODFACTS_URL', 'WIKIDATA_URL', 'LLM_BASE_URL']) delete copy[name];
  return copy;
}

let client = 0;
/** A different shopper's address on every request (TEST-NET ranges, never routed). */
const nextClient = () => {
  client = (client + 1) % 60_000;
  return `198.18.${client >> 8}.${client & 255}`;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const dataDir = mkdtempSync(join(tmpdir(), 'clearcart-throughput-'));
const app = await startChild(
  ['--import', 'tsx', 'server/src/server.ts'],
  {
    ...withoutStoreOrProviders(process.env),
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: '',
    // As behind a proxy: each request names its client, so the per-client limits apply as they would to many shoppers.
    TRUST_PROXY: '1',
  },
  `http://127.0.0.1:${APP_PORT}/api/health`,
);
const bare = await startChild(
  ['--import', 'tsx', 'bench/bare-fastify.ts', String(BARE_PORT)],
  process.env,
  `http://127.0.0.1:${BARE_PORT}/bare`,
);

const targets = {
  bare: () => measure(`http://127.0.0.1:${BARE_PORT}/bare`, 'GET'),
  product: () => measure(`http://127.0.0.1:${APP_PORT}/api/products/${PRODUCT}`, 'GET'),
  evaluate: () => measure(`http://127.0.0.1:${APP_PORT}/api/products/evaluate/${PRODUCT}`, 'POST', '{}'),
};
const results: Record<keyof typeof targets, Figures[]> = { bare: [], product: [], evaluate: [] };
try {
  // Warm the caches the way a first visitor would, then alternate the targets round by round.
  await fetch(`http://127.0.0.1:${APP_PORT}/api/products/evaluate/${PRODUCT}`, { method: 'POST', body: '{}' });
  for (let round = 1; round <= ROUNDS; round++) {
    for (const name of Object.keys(targets) as (keyof typeof targets)[]) {
      const figures = await targets[name]();
      results[name].push(figures);
      console.log(
        `round ${round} ${name.padEnd(8)} ${figures.rps.toFixed(0).padStart(7)} req/s  p99 ${figures.p99} ms  non-2xx ${figures.non2xx}`,
      );
    }
  }
} finally {
  app.kill('SIGTERM');
  bare.kill('SIGTERM');
}

const bareRps = median(results.bare.map((r) => r.rps));
console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} rounds, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(`bare Fastify route                 ${bareRps.toFixed(0).padStart(7)} req/s (median)`);
for (const [name, target, label] of [
  ['product', 0.3, 'GET /api/products/{id}'],
  ['evaluate', 0.15, 'POST /api/products/evaluate/{id} (cached)'],
] as const) {
  const rps = median(results[name].map((r) => r.rps));
  const p99 = median(results[name].map((r) => r.p99));
  const ratio = rps / bareRps;
  console.log(
    `${label.padEnd(42)} ${rps.toFixed(0).padStart(7)} req/s, p99 ${p99} ms: ${(ratio * 100).toFixed(1)} % of bare (target ≥ ${target * 100} %) ${ratio >= target ? '✔' : '✖'}`,
  );
}
rmSync(dataDir, { recursive: true, force: true });
