// Time from spawn to /api/health 200 of the server as tsx runs its TypeScript and as the built bundle, alternating:
// cold (a new data folder: PGlite initdb, migrations, seeding) then warm (the same folder again), medians of rounds.
// Run after `node scripts/build-server.mjs`: npx tsx bench/start-time.ts [--rounds 3]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { numberOption } from './lib.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = numberOption('rounds', 3);
const PORT = 18977;
const RUNNERS = {
  tsx: ['--import', 'tsx', 'server/src/server.ts'],
  bundle: ['server/dist/server.js'],
};

async function startOnce(args: string[], dataDir: string): Promise<number> {
  const start = performance.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      if (
        await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 50));
    }
    return performance.now() - start;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const times: Record<string, { cold: number[]; warm: number[] }> = {
  tsx: { cold: [], warm: [] },
  bundle: { cold: [], warm: [] },
};
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, args] of Object.entries(RUNNERS)) {
    const dir = mkdtempSync(join(tmpdir(), 'clearcart-start-'));
    times[name]?.cold.push(await startOnce(args, dir));
    times[name]?.warm.push(await startOnce(args, dir));
    rmSync(dir, { recursive: true, force: true });
  }
}
for (const [name, t] of Object.entries(times)) {
  console.log(
    `${name.padEnd(7)} cold ${(median(t.cold) / 1000).toFixed(2)} s   warm ${(median(t.warm) / 1000).toFixed(2)} s`,
  );
}
console.log(
  `${ROUNDS} rounds, medians; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
