import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

/** A free loopback port. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** A command run as a child process, its output kept, its end awaitable. */
export interface Child {
  process: ChildProcess;
  /** stdout and stderr so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * A file of the server bundle (server/dist, built from these sources once per run by server/test/global-setup.ts):
 * child processes run what `npm start` and the npm scripts run, without compiling TypeScript at each start.
 */
export const bundle = (name: 'server' | 'worker' | 'import-cli' | 'sync-cli' | 'backup-cli') =>
  `server/dist/${name}.js`;

/** Runs `args` with Node from the project root (or `cwd`), with `env` over a store-neutral env. */
export function runNode(args: string[], env: Record<string, string>, cwd = ROOT): Child {
  return spawnChild(process.execPath, args, env, cwd);
}

/** Every online source's address setting: each is "off" in a child of a test (tests talk only to loopback). */
export const ONLINE_SOURCES = [
  'OPENFOODFACTS_URL',
  'OPENBEAUTYFACTS_URL',
  'OPENPRODUCTSFACTS_URL',
  'OPENFOODFACTS_DELTA_URL',
  'OPENBEAUTYFACTS_DELTA_URL',
  'OPENPRODUCTSFACTS_DELTA_URL',
  'RAPPELCONSO_URL',
  'FSA_ALERTS_URL',
  'OPENFDA_URL',
  'SAFETY_GATE_URL',
] as const;

/** Runs `command` in `cwd` with `env` over a store-neutral env (the online sources off: tests talk only to loopback). */
export function spawnChild(command: string, args: string[], env: Record<string, string>, cwd = ROOT): Child {
  const base: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', WEB_DIST: '' };
  delete base.DATABASE_URL;
  for (const online of ONLINE_SOURCES) base[online] = 'off';
  const child = spawn(command, args, {
    cwd,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { process: child, output: () => output, exited };
}

/** The production entry point (the bundle of server/src/server.ts) on `dataDir`, verifying tokens with the test's Auth Emulator. */
export function startServer(options: { dataDir: string; port: number; authHost: string; projectId: string }): Child {
  return runNode([bundle('server')], {
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    AUTH_EMULATOR_PORT: options.authHost.split(':')[1] ?? '9099',
    FIREBASE_PROJECT_ID: options.projectId,
  });
}

/** Waits until the server answers its health check (what it judges ready), or fails with its output. */
export async function waitHealthy(port: number, server: Child, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server was not healthy within ${timeoutMs / 1000} s:\n${server.output()}`);
}
