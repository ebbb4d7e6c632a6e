import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './db.ts';
import { listSnapshots, openStore, restoreSnapshot, takeSnapshot, type StoreConfig } from './embedded-store.ts';
import { migrate, migrations, schemaState } from './migrations.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const aConfig = (): StoreConfig => {
  const dir = mkdtempSync(join(tmpdir(), 'clearcart-store-'));
  dirs.push(dir);
  return { databaseUrl: undefined, dataDir: join(dir, 'data'), backupDir: join(dir, 'backups'), backupKeep: 2 };
};

describe('the embedded store', () => {
  it('runs pending migrations as one: a failing one leaves the store as it was', async () => {
    const config = aConfig();
    const db = await openPglite(config.dataDir);
    await migrate(db);
    // Two pending migrations, the second failing: the first is not kept either.
    const broken = [...migrations, 'CREATE TABLE half_done (x int);', 'SELECT no_such_function();'];
    await expect(migrate(db, broken)).rejects.toThrow(/no_such_function/);
    expect((await schemaState(db)).version).toBe(migrations.length);
    expect(await db.query(`SELECT 1 FROM pg_tables WHERE tablename = 'half_done'`)).toEqual([]);
    await db.close();
  }, 60_000);

  it('is snapshotted before migrations change it, and the snapshot restores the store as it was', async () => {
    const config = aConfig();
    const old = await openPglite(config.dataDir);
    await migrate(old, migrations.slice(0, -1));
    await old.query(`INSERT INTO preferences (uid, preferences) VALUES ('u1', '{"health":{}}')`);
    await old.close();

    const taken: string[] = [];
    const store = await openStore(config, { role: 'script' }, (file) => taken.push(file));
    expect(taken).toHaveLength(1);
    expect(taken[0]).toContain(`clearcart-before-migration-${migrations.length}-`);
    expect((await schemaState(store.db)).pending).toBe(0);
    await store.db.query(`DELETE FROM preferences`);
    await store.close();

    await restoreSnapshot(config, taken[0] ?? '');
    const back = await openPglite(config.dataDir);
    expect(await back.query(`SELECT uid FROM preferences`)).toEqual([{ uid: 'u1' }]);
    expect((await schemaState(back)).version).toBe(migrations.length - 1);
    await back.close();
    // The replaced folder is kept beside it.
    expect(readdirSync(join(config.dataDir, '..')).some((name) => name.startsWith('data.replaced-'))).toBe(true);
  }, 120_000);

  it('keeps the newest BACKUP_KEEP snapshots of each automatic kind, and every manual one', async () => {
    const config = aConfig();
    const db = await openPglite(config.dataDir);
    for (let i = 0; i < 3; i++) await takeSnapshot(db, config, 'daily');
    for (let i = 0; i < 3; i++) await takeSnapshot(db, config, 'manual');
    await db.close();
    const kinds = listSnapshots(config.backupDir).map((s) => s.kind);
    expect(kinds.filter((k) => k === 'daily')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'manual')).toHaveLength(3);
  }, 60_000);

  it('a file that is no snapshot is refused and the store is left where it was', async () => {
    const config = aConfig();
    const db = await openPglite(config.dataDir);
    await migrate(db);
    await db.close();
    const bogus = join(config.dataDir, '..', 'bogus.tar.gz');
    writeFileSync(bogus, 'not a tarball');
    await expect(restoreSnapshot(config, bogus)).rejects.toThrow();
    expect(existsSync(join(config.dataDir, 'PG_VERSION'))).toBe(true);
    const reopened = await openPglite(config.dataDir);
    expect((await schemaState(reopened)).pending).toBe(0);
    await reopened.close();
  }, 60_000);
});
