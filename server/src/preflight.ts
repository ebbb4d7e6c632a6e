import { createServer } from 'node:net';
import { loadConfig } from './config/env.ts';
import { StoreBusyError, ownerOf } from './store/database/store-lock.ts';

// `npm start` runs this before it starts anything: a store another process holds, or a port another program
// listens on, stops it with one sentence that says what to change, instead of a stack trace from deep inside. When all
// is well it prints, as one JSON line, the settings `npm start` itself needs.
const free = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });

/** What stops `npm start`, in one sentence, or undefined. */
async function problemWith(config: ReturnType<typeof loadConfig>): Promise<string | undefined> {
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
}

try {
  const config = loadConfig();
  const problem = await problemWith(config);
  if (problem) throw new Error(problem);
  // What `npm start` needs to start the Auth Emulator beside the server, read here so the settings are parsed once.
  const settings = {
    authEmulatorPort: config.authEmulatorHost ? Number(config.authEmulatorHost.split(':')[1]) : null,
    projectId: config.firebase.projectId,
    // The names the app's pages may sign in from besides loopback (none to add when it answers any name).
    allowedHosts: config.allowedHosts ?? [],
    port: config.port,
  };
  console.log(JSON.stringify(settings));
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
