// `npm start`: the Auth Emulator and the server (which serves the built web app) on one port, until Ctrl-C.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAuthEmulator } from './lib/emulator.mjs';
import { run, startChild, stopChild, waitForHttp } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8080);
const authPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-clearcart';
const useEmulator = (process.env.USE_AUTH_EMULATOR ?? 'true') !== 'false';
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

// The store already held, or a port taken: one sentence from the preflight, and nothing started.
if (run(process.execPath, [join(root, 'server', 'dist', 'preflight.js')], { cwd: root }) !== 0) process.exit(1);

try {
  const emulatorReady = useEmulator
    ? startAuthEmulator({
        root,
        port: authPort,
        projectId,
        quiet: true,
        // The app's pages may sign in from the names it is served under besides loopback.
        allowedHosts: [process.env.HOST, ...(process.env.ALLOWED_HOSTS ?? '').split(',')]
          .map((name) => name?.trim().toLowerCase())
          .filter((name) => name && name !== '*'),
      })
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
