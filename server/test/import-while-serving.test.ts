import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSeedCatalog } from '../src/catalog/seed.ts';
import { openPglite } from '../src/store/database/db.ts';
import { signUpUser, useAuthEmulator, type AuthEmulator } from './auth-emulator.ts';
import { bundle, freePort, runNode, startServer, waitHealthy } from './child-server.ts';
import { copyEmptyStore } from './helpers.ts';
import { exportOf, realRecords } from './real-export.ts';
import { Shoppers } from './shoppers.ts';

// `npm run import` of an export of thousands of rows into the running app, as the README documents it: the import is
// handed to the app (it owns the embedded store), normalised in worker threads, while shoppers keep writing. Every
// row lands (or is counted as skipped, with its reason), and no shopper's acknowledged write is lost.

const ROWS = 2_000;
const SHOPPERS = 8;
/**
 * Each shopper writes every 50 ms: some hundreds of writes land all through the import. As fast as the server answers (some
 * 2,000 writes, all on the store's one connection beside the import's batches) the test took 31–36 s alone on the
 * 2-core machine and 39–103 s in full runs; paced, 22 s.
 */
const PAUSE_MS = 50;
const records = realRecords();
if (records.length === 0 && process.env.CI) throw new Error('CI: the real records of ../shared/data are missing');
const emulator = await useAuthEmulator(9599);

describe.runIf(emulator && records.length > 0)('importing into a running app at size', () => {
  const auth = emulator as AuthEmulator;
  const dir = mkdtempSync(join(tmpdir(), 'clearcart-import-serving-'));
  const dataDir = join(dir, 'data');
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await auth.stop();
  });

  it(`${ROWS} rows of real records while ${SHOPPERS} shoppers write: every row in the catalog, no write lost`, async () => {
    // The store starts as the run's empty one (made once per run), not from an initdb of its own.
    copyEmptyStore(dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startServer({ dataDir, port, authHost: auth.host, projectId: auth.projectId });
    const users = await Promise.all(Array.from({ length: SHOPPERS }, () => signUpUser(auth.host, 'import')));
    const shoppers = new Shoppers(
      users,
      loadSeedCatalog()
        .slice(0, 40)
        .map((p) => p.id),
      PAUSE_MS,
    );
    const { lines, barcodes } = exportOf(ROWS, records);
    const file = join(dir, 'export.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n`);
    let imported = 0;
    try {
      await waitHealthy(port, server);
      shoppers.start(base);
      const importer = runNode([bundle('import-cli'), file], { DATA_DIR: dataDir });
      const { code } = await importer.exited;
      const output = importer.output();
      await shoppers.stop();
      expect(code, output).toBe(0);
      expect(output).toMatch(/the import is handed to it/);
      expect(output).not.toMatch(/Cannot find module|\n\s+at /);

      // Every row read, and each either imported or skipped with its reason.
      const read = Number(/Read (\d+) rows/.exec(output)?.[1]);
      imported = Number(/Imported \(inserted or updated\): (\d+)\./.exec(output)?.[1]);
      const skipped = [...(/Skipped: (.*)\./.exec(output)?.[1] ?? '').matchAll(/(\d+) \(/g)].reduce(
        (sum, m) => sum + Number(m[1]),
        0,
      );
      expect(read).toBe(ROWS);
      expect(imported + skipped).toBe(ROWS);
      expect(imported).toBeGreaterThanOrEqual(ROWS * 0.9);
      // The shoppers wrote throughout, and every acknowledged write is there.
      expect(shoppers.acknowledged).toBeGreaterThan(0);
      expect(await shoppers.lost(base)).toEqual([]);
      console.log(`${imported} rows imported into the running app beside ${shoppers.acknowledged} shopper writes`);
    } finally {
      await shoppers.stop();
      server.process.kill('SIGTERM');
      await server.exited;
    }
    // Read back from the store itself once the app has given it up: the imported rows, each under its own barcode.
    const db = await openPglite(dataDir);
    try {
      const rows = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM products WHERE gtin = ANY($1::text[])',
        [barcodes],
      );
      expect(rows[0]?.n).toBe(imported);
    } finally {
      await db.close();
    }
  }, 600_000);
});
