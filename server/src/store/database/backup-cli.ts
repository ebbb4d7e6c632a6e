import { resolve } from 'node:path';
import { loadConfig } from '../../config/env.ts';
import { openPglite } from './db.ts';
import { restoreSnapshot, StoreDamagedError, takeSnapshot } from './embedded-store.ts';
import { askOwner } from './owner-control.ts';
import { displayDir, lockStore, ownerOf } from './store-lock.ts';

// `npm run backup [FILE]`: a consistent snapshot of the embedded store, taken by the running app when it runs (it
// owns the store), else here under the store's lock. `npm run restore FILE`: puts one back; refused while anything
// holds the store. PostgreSQL has its own tools.
const [command, file] = process.argv.slice(2);
try {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      '✖ DATABASE_URL is set: back up and restore PostgreSQL with its own tools (pg_dump and pg_restore, or continuous archiving for point-in-time recovery).',
    );
    process.exit(2);
  }
  if (command === 'backup') {
    const owner = ownerOf(config.dataDir);
    let written: string;
    if (owner?.socket) {
      written = await askOwner(owner.socket, '/backup', file ? { file: resolve(file) } : {});
    } else {
      const lock = lockStore(config.dataDir, { role: 'backup' });
      try {
        const db = await openPglite(config.dataDir).catch((error: unknown) => {
          throw new StoreDamagedError(config, error);
        });
        written = await takeSnapshot(db, config, 'manual', file);
        await db.close();
      } finally {
        lock.release();
      }
    }
    console.log(`✔ Snapshot of ${displayDir(config.dataDir)} written to ${displayDir(written)}`);
  } else if (command === 'restore' && file) {
    const { kept } = await restoreSnapshot(config, resolve(file));
    console.log(`✔ ${displayDir(file)} restored into ${displayDir(config.dataDir)}.`);
    if (kept)
      console.log(`  The folder it replaced is kept as ${displayDir(kept)}; delete it when you no longer need it.`);
  } else {
    console.error('Usage: npm run backup [FILE]  |  npm run restore FILE');
    process.exit(2);
  }
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
