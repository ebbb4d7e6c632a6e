// The Firebase Auth Emulator from the firebase-tools package: auth only, UI off, loopback only, no update checks.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startChild, stopChild, waitForHttp } from './run.mjs';

/**
 * Starts the Auth Emulator on 127.0.0.1:`port` (hub and logging on the next two ports) for `projectId`.
 * Returns { url, stop }.
 */
export async function startAuthEmulator({ root, port, projectId, quiet = false }) {
  const dir = join(root, '.cache', `emulator-${port}`);
  mkdirSync(dir, { recursive: true });
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: port + 1 },
      logging: { host: '127.0.0.1', port: port + 2 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  const firebase = join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  // firebase-tools is a dev dependency: a production install (`npm ci --omit=dev`) has no emulator to start.
  if (!existsSync(firebase)) {
    throw new Error(
      'The Firebase Auth Emulator is not installed (firebase-tools is a dev dependency, left out by `npm ci --omit=dev`). ' +
        'Run `npm install` for local development, or set USE_AUTH_EMULATOR=false and FIREBASE_PROJECT_ID to use Firebase Auth.',
    );
  }
  const child = startChild(
    'auth',
    process.execPath,
    [firebase, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', join(dir, 'firebase.json')],
    {
      cwd: dir,
      quiet,
      env: {
        ...process.env,
        NO_UPDATE_NOTIFIER: '1',
        CI: '1',
        FIREBASE_CLI_EXPERIMENTS: '',
        HOME: process.env.HOME ?? dir,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    // It loads the whole firebase-tools CLI: over a minute when the type checks share two cores with it. The bound only
    // catches a hang (the child's exit is caught at once).
    await waitForHttp(url, 300_000, child);
  } catch (error) {
    await stopChild(child, 'SIGINT');
    throw error;
  }
  return { url, host: `127.0.0.1:${port}`, stop: () => stopChild(child, 'SIGINT', 15_000) };
}
