import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeedCatalog } from '../src/catalog/seed.ts';
import { lockPathOf } from '../src/store/database/store-lock.ts';
import { signUpUser, useAuthEmulator, type AuthEmulator } from './auth-emulator.ts';
import { bundle, freePort, ROOT, runNode, startServer, waitHealthy, type Child } from './child-server.ts';
import { copyEmptyStore } from './helpers.ts';
import { Shoppers } from './shoppers.ts';

// The embedded store under the production entry point, as a user runs it: kill -9 and SIGTERM mid-write, a second
// server and an import on the same folder while shoppers write, a backup during writes restored, a damaged folder,
// and `npm start` twice. Every acknowledged write is read back after each.

const record = resolve(
  ROOT,
  '../shared/data/openfoodfacts/products/openfoodfacts-ruby/api_v2_product_3029330003533.json',
);
if (!existsSync(record) && process.env.CI) throw new Error(`CI: ${record} is missing`);
const SHOPPERS = 16;
/** Twice: the second round meets the folder as the first left it, with the app's writes since. */
const HANDOVER_ROUNDS = 2;
/** Twice: the second kill meets a store the first one's restart recovered. */
const KILL_ROUNDS = 2;
/**
 * Where no kill must meet a write in flight (the handover, the backup), each shopper pauses this long between writes:
 * writes still arrive every few milliseconds, but the server no longer takes a core from the processes that start
 * beside it (as in import-while-serving, decision 109). The crash tests keep writing flat out.
 */
const PACED_MS = 50;

/**
 * Resolves once `check` holds, polling what the test judges settled (writes acknowledged, a file written). The bound
 * only catches a hang: on a busy 2-core machine (CI beside other work) a handover took over a minute.
 */
async function until(check: () => boolean, what: string, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const emulator = await useAuthEmulator(9499);

describe.runIf(emulator && existsSync(record))('the embedded store, one owner at a time', () => {
  const auth = emulator as AuthEmulator;
  const dir = mkdtempSync(join(tmpdir(), 'clearcart-store-'));
  const dataDir = join(dir, 'data');
  const backupDir = `${dataDir}-backups`;
  let port = 0;
  let base = '';
  let server: Child;
  let shoppers: Shoppers;
  const start = async () => {
    server = startServer({ dataDir, port, authHost: auth.host, projectId: auth.projectId });
    await waitHealthy(port, server);
  };
  const writesFlowing = async (more: number) => {
    const from = shoppers.acknowledged;
    await until(() => shoppers.acknowledged >= from + more, `${more} more acknowledged writes`);
  };
  /** How a child ended, with its output; one that does not end within 150 s (a hang) fails the test with what it said. */
  const run = async (child: Child) => {
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`still running after 150 s:\n${child.output()}`)), 150_000);
    });
    const exit = await Promise.race([child.exited, hung]).finally(() => clearTimeout(timer));
    return { ...exit, output: child.output() };
  };
  const stop = async (signal: NodeJS.Signals) => {
    server.process.kill(signal);
    return run(server);
  };

  beforeAll(async () => {
    // The store the server opens starts as the run's empty one, not from an initdb of its own (e2e and `npm start`
    // make one from nothing).
    copyEmptyStore(dataDir);
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const users = await Promise.all(Array.from({ length: SHOPPERS }, () => signUpUser(auth.host, 'store')));
    shoppers = new Shoppers(
      users,
      loadSeedCatalog()
        .slice(0, 60)
        .map((p) => p.id),
    );
    await start();
  });
  afterAll(async () => {
    await shoppers?.stop();
    server?.process.kill('SIGKILL');
    await server?.exited;
    rmSync(dir, { recursive: true, force: true });
    await auth.stop();
  });

  it(`killed with SIGKILL mid-write ${KILL_ROUNDS} times in a row, it reopens with every acknowledged write`, async () => {
    for (let round = 1; round <= KILL_ROUNDS; round++) {
      shoppers.start(base);
      await writesFlowing(150);
      await stop('SIGKILL');
      await shoppers.stop();
      // The dead server's lock is still there: the next start takes it over.
      expect(existsSync(lockPathOf(dataDir))).toBe(true);
      await start();
      expect(await shoppers.lost(base)).toEqual([]);
    }
    console.log(
      `SIGKILL ×${KILL_ROUNDS}: ${shoppers.acknowledged} acknowledged writes from ${SHOPPERS} shoppers, none lost`,
    );
  }, 300_000);

  it(`a second server and an import on its folder while it serves: the server refused, the import handed over (${HANDOVER_ROUNDS} times), nothing lost`, async () => {
    const exportFile = join(dir, 'one-product.jsonl');
    const { product } = JSON.parse(readFileSync(record, 'utf8')) as { product: object };
    writeFileSync(exportFile, `${JSON.stringify(product)}\n`);
    const byBarcode = async () => {
      const form = new FormData();
      form.set('description', '3029330003533');
      const response = await fetch(`${base}/api/products/identify`, { method: 'POST', body: form });
      return ((await response.json()) as { product_id: string | null }).product_id;
    };
    expect(await byBarcode()).toBeNull();

    const holder = JSON.parse(readFileSync(lockPathOf(dataDir), 'utf8')) as { pid: number };
    shoppers.start(base, PACED_MS);
    for (let round = 1; round <= HANDOVER_ROUNDS; round++) {
      await writesFlowing(40);
      const second = startServer({ dataDir, port: await freePort(), authHost: auth.host, projectId: auth.projectId });
      const importer = runNode([bundle('import-cli'), exportFile], { DATA_DIR: dataDir });
      const [refused, imported] = await Promise.all([run(second), run(importer)]);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain(
        `ClearCart is already running on ${dataDir} (pid ${holder.pid}, port ${port}). Stop it, or set DATA_DIR to another folder.`,
      );
      expect(refused.output).not.toMatch(/\n\s+at /);
      expect(imported.code, imported.output).toBe(0);
      expect(imported.output).toContain(
        `ClearCart is running on this store (pid ${holder.pid}): the import is handed to it.`,
      );
      expect(imported.output).toContain('Imported (inserted or updated): 1.');
      // Searchable when the command says done.
      expect(await byBarcode()).not.toBeNull();
    }
    await shoppers.stop();
    expect(await shoppers.lost(base)).toEqual([]);

    // After a restart, the imported product and every write are still there.
    await stop('SIGTERM');
    await start();
    expect(await byBarcode()).not.toBeNull();
    expect(await shoppers.lost(base)).toEqual([]);
  }, 600_000);

  it('SIGTERM mid-write exits cleanly, gives the folder back and loses nothing', async () => {
    shoppers.start(base);
    await writesFlowing(150);
    const asked = Date.now();
    const exit = await stop('SIGTERM');
    console.log(`SIGTERM mid-write: exited ${exit.code} in ${Date.now() - asked} ms`);
    await shoppers.stop();
    expect([exit.code, exit.signal]).toEqual([0, null]);
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
    await start();
    expect(await shoppers.lost(base)).toEqual([]);
  }, 300_000);

  it('a backup taken during writes restores with every write acknowledged before it began', async () => {
    shoppers.start(base, PACED_MS);
    await writesFlowing(100);
    const before = shoppers.snapshot();
    const backup = await run(runNode([bundle('backup-cli'), 'backup'], { DATA_DIR: dataDir }));
    expect(backup.code, backup.output).toBe(0);
    const file = /written to (.+\.tar\.gz)/.exec(backup.output)?.[1] ?? '';
    expect(file.startsWith(backupDir)).toBe(true);
    await writesFlowing(50);
    await shoppers.stop();

    const refused = await run(runNode([bundle('backup-cli'), 'restore', file], { DATA_DIR: dataDir }));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`ClearCart is already running on ${dataDir}`);

    await stop('SIGTERM');
    const restored = await run(runNode([bundle('backup-cli'), 'restore', file], { DATA_DIR: dataDir }));
    expect(restored.code, restored.output).toBe(0);
    await start();
    expect(await shoppers.lost(base, before)).toEqual([]);
  }, 300_000);

  it('a damaged folder ends in one clear message naming the newest snapshot, and that snapshot brings it back', async () => {
    await stop('SIGTERM');
    // Every WAL segment cut short (the one in use among them): what a full disk or a copy cut off leaves.
    const wal = join(dataDir, 'pg_wal');
    const segments = readdirSync(wal).filter((name) => /^[0-9A-F]{24}$/.test(name));
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) truncateSync(join(wal, segment), 1000);

    server = startServer({ dataDir, port, authHost: auth.host, projectId: auth.projectId });
    const damaged = await run(server);
    expect(damaged.code).toBe(1);
    const snapshot = readdirSync(backupDir)
      .filter((name) => name.endsWith('.tar.gz'))
      .sort()
      .at(-1);
    expect(damaged.output).toContain(`The store in ${dataDir} could not be opened (`);
    expect(damaged.output).toContain(`run \`npm run restore ${join(backupDir, snapshot ?? '')}\` to put it back`);
    expect(damaged.output).not.toMatch(/wasm-function|\n\s+at /);

    const restored = await run(
      runNode([bundle('backup-cli'), 'restore', join(backupDir, snapshot ?? '')], { DATA_DIR: dataDir }),
    );
    expect(restored.code, restored.output).toBe(0);
    await start();
  }, 300_000);

  it('`npm start` beside a running app says who holds the folder, or which port is taken, not a stack trace', async () => {
    // npm start runs the built preflight before anything else: the run's global setup built it from these sources.
    const holder = JSON.parse(readFileSync(lockPathOf(dataDir), 'utf8')) as { pid: number };
    const npmStart = (env: Record<string, string>) => {
      const result = spawnSync(process.execPath, ['scripts/start.mjs'], {
        cwd: ROOT,
        env: { ...process.env, AUTH_EMULATOR_PORT: auth.host.split(':')[1] ?? '', ...env },
        encoding: 'utf8',
        timeout: 60_000,
      });
      return { code: result.status, output: result.stdout + result.stderr };
    };
    const twice = npmStart({ DATA_DIR: dataDir, PORT: String(port) });
    expect(twice.code).toBe(1);
    expect(twice.output.trim()).toBe(
      `✖ ClearCart is already running on ${dataDir} (pid ${holder.pid}, port ${port}). Stop it, or set DATA_DIR to another folder.`,
    );
    const portTaken = npmStart({ DATA_DIR: join(dir, 'other'), PORT: String(port) });
    expect(portTaken.code).toBe(1);
    expect(portTaken.output.trim()).toBe(
      `✖ Port ${port} is already in use by another program. Set PORT to another port (PORT=${port + 1} npm start).`,
    );
    expect(existsSync(join(dir, 'other'))).toBe(false);
  }, 120_000);
});
