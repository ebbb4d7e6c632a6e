// `npm start`: the Auth Emulator and the server (which serves the built web app) on one port, until Ctrl-C.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAuthEmulator } from './lib/emulator.mjs';
import { startChild, stopChild, waitForHttp } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

let server;
let worker;
let emulator;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\n▶ Stopping…');
  await Promise.all([stopChild(server, 'SIGTERM'), stopChild(worker, 'SIGTERM'), emulator?.stop()]);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

// The store already held, or a port taken: one sentence from the preflight, and nothing started. Else it says the
// settings this script needs, read from the environment by the server's own configuration (one parse, one meaning).
const preflight = spawnSync(process.execPath, [join(root, 'server', 'dist', 'preflight.js')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
});
if (preflight.status !== 0) process.exit(1);
const { port, authEmulatorPort, projectId, allowedHosts } = JSON.parse(preflight.stdout.trim().split('\n').at(-1));

try {
  const emulatorReady =
    authEmulatorPort !== null
      ? // The app's pages may sign in from the names it is served under.
        startAuthEmulator({ root, port: authEmulatorPort, projectId, quiet: true, allowedHosts })
      : Promise.resolve(undefined);
  server = startChild('server', process.execPath, [join(root, 'server', 'dist', 'server.js')], {
    cwd: root,
    env: {
      ...process.env,
      WEB_DIST: process.env.WEB_DIST ?? join(root, 'web', 'dist'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  });
  // On PostgreSQL photos are read by workers from a queue (decision 034): one beside the server.
  if (process.env.DATABASE_URL && process.env.PHOTO_WORK !== 'in-process') {
    worker = startChild('photo worker', process.execPath, [join(root, 'server', 'dist', 'worker.js')], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    });
    worker.once('exit', (code) => {
      if (!stopping) {
        console.error(`✖ The photo worker exited (code ${code}).`);
        void stop(code ?? 1);
      }
    });
  }
  server.once('exit', (code) => {
    if (!stopping) {
      console.error(`✖ The server exited (code ${code}).`);
      void stop(code ?? 1);
    }
  });
  [emulator] = await Promise.all([emulatorReady, waitForHttp(`http://127.0.0.1:${port}/api/health`, 120_000, server)]);
  console.log(
    `\n✔ ClearCart is running at http://localhost:${port}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (emulator) console.log(`  Firebase Auth Emulator: ${emulator.url} (project ${projectId})`);
  console.log('  Press Ctrl-C to stop.\n');
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  await stop(1);
}
