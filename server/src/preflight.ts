import { createServer } from 'node:net';
import { loadConfig } from './config/env.ts';
import { StoreBusyError, ownerOf } from './store/store-lock.ts';

// `npm start` runs this before it starts anything: a store another process holds, or a port another program
// listens on, stops it with one sentence that says what to change, instead of a stack trace from deep inside.
const free = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });

const problem = await (async () => {
  const config = loadConfig();
  const owner = config.databaseUrl ? null : ownerOf(config.dataDir);
  if (owner) return new StoreBusyError(config.dataDir, owner).message;
  if (!(await free(config.port, config.host))) {
    return `Port ${config.port} is already in use by another program. Set PORT to another port (PORT=${config.port + 1} npm start).`;
  }
  const auth = Number(config.authEmulatorHost?.split(':')[1]);
  if (config.authEmulatorHost) {
    for (const port of [auth, auth + 1, auth + 2]) {
      if (!(await free(port, '127.0.0.1'))) {
        return `Port ${port} (the Auth Emulator's ports are ${auth}–${auth + 2}) is already in use by another program. Set AUTH_EMULATOR_PORT to another port (AUTH_EMULATOR_PORT=${auth + 100} npm start).`;
      }
    }
  }
  return undefined;
})().catch((error: unknown) => (error instanceof Error ? error.message : String(error)));

if (problem) {
  console.error(`✖ ${problem}`);
  process.exit(1);
}
