// The Firebase Auth Emulator from the firebase-tools package: auth only, UI off, loopback only, no update checks.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePorts } from './ports.mjs';
import { startChild, stopChild, waitForHttp } from './run.mjs';

/**
 * Starts the Auth Emulator for `projectId`, reached at 127.0.0.1:`port` through the gate that keeps web pages other than
 * the app's off it (auth-gate.mjs; `allowedHosts`: names besides loopback the app is served under). The emulator itself,
 * its hub and its logging listen on free ports of their own, not on the well-known ones a page would try.
 * Returns { url, host, hubHost, stop }.
 */
export async function startAuthEmulator({ root, port, projectId, quiet = false, allowedHosts = [] }) {
  const dir = join(root, '.cache', `emulator-${port}`);
  mkdirSync(dir, { recursive: true });
  const inner = await freePorts(3);
  // What the gate stamps on the requests it forwards: the emulator's own port takes a page's request only with it.
  const token = randomBytes(24).toString('hex');
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: inner },
      hub: { host: '127.0.0.1', port: inner + 1 },
      logging: { host: '127.0.0.1', port: inner + 2 },
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
    [
      // No web page reaches the emulator but through its gate, nor its hub and logging server (emulator-guard.cjs).
      '--require',
      join(import.meta.dirname, 'emulator-guard.cjs'),
      firebase,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      join(dir, 'firebase.json'),
    ],
    {
      cwd: dir,
      quiet,
      env: {
        ...process.env,
        NO_UPDATE_NOTIFIER: '1',
        CI: '1',
        FIREBASE_CLI_EXPERIMENTS: '',
        HOME: process.env.HOME ?? dir,
        CLEARCART_GUARDED_PORTS: `${inner},${inner + 1},${inner + 2}`,
        CLEARCART_GATED_PORT: String(inner),
        CLEARCART_GATE_TOKEN: token,
      },
    },
  );
  let gate;
  try {
    // It loads the whole firebase-tools CLI: over a minute when the type checks share two cores with it. The bound only
    // catches a hang (the child's exit is caught at once).
    await waitForHttp(`http://127.0.0.1:${inner}`, 300_000, child);
    gate = startChild(
      'auth-gate',
      process.execPath,
      [join(import.meta.dirname, 'auth-gate.mjs'), String(port), String(inner), allowedHosts.join(',')],
      { cwd: dir, quiet: true, env: { ...process.env, CLEARCART_GATE_TOKEN: token } },
    );
    await waitForHttp(`http://127.0.0.1:${port}`, 30_000, gate);
  } catch (error) {
    await stopChild(gate);
    await stopChild(child, 'SIGINT');
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    /** The emulators' hub, which answers the machine's own tools only. */
    hubHost: `127.0.0.1:${inner + 1}`,
    stop: async () => {
      await stopChild(gate);
      await stopChild(child, 'SIGINT', 15_000);
    },
  };
}
