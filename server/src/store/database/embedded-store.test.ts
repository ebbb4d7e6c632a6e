import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './db.ts';
import { listSnapshots, openStore, restoreSnapshot, takeSnapshot, type StoreConfig } from './embedded-store.ts';
import { migrate, migrations, schemaState } from './migrations.ts';
import { copyBareStore, openStoreOnDisk } from '../../../test/helpers.ts';

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
    const db = await openStoreOnDisk(config.dataDir);
    // Two pending migrations, the second failing: the first is not kept either.
    const broken = [...migrations, 'CREATE TABLE half_done (x int);', 'SELECT no_such_function();'];
    await expect(migrate(db, broken)).rejects.toThrow(/no_such_function/);
    expect((await schemaState(db)).version).toBe(migrations.length);
    expect(await db.query(`SELECT 1 FROM pg_tables WHERE tablename = 'half_done'`)).toEqual([]);
    await db.close();
  }, 60_000);

  it('is snapshotted before migrations change it, and the snapshot restores the store as it was', async () => {
    const config = aConfig();
    // From the run's bare folder, not an initdb of its own: the migrations are what this test is about.
    const old = await openPglite(copyBareStore(config.dataDir));
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
    const db = await openStoreOnDisk(config.dataDir);
    for (let i = 0; i < 3; i++) await takeSnapshot(db, config, 'daily');
    for (let i = 0; i < 3; i++) await takeSnapshot(db, config, 'manual');
    await db.close();
    const kinds = listSnapshots(config.backupDir).map((s) => s.kind);
    expect(kinds.filter((k) => k === 'daily')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'manual')).toHaveLength(3);
  }, 60_000);

  it('a file that is no snapshot is refused and the store is left where it was', async () => {
    const config = aConfig();
    await (await openStoreOnDisk(config.dataDir)).close();
    const bogus = join(config.dataDir, '..', 'bogus.tar.gz');
    writeFileSync(bogus, 'not a tarball');
    await expect(restoreSnapshot(config, bogus)).rejects.toThrow();
    // A file that is not there is an error of its own, not the end of the process.
    await expect(restoreSnapshot(config, join(config.dataDir, '..', 'missing.tar.gz'))).rejects.toThrow(/ENOENT/);
    expect(existsSync(join(config.dataDir, 'PG_VERSION'))).toBe(true);
    const reopened = await openPglite(config.dataDir);
    expect((await schemaState(reopened)).pending).toBe(0);
    await reopened.close();
  }, 60_000);
});

/** A tar (ustar) of `entries`, gzipped: what a hostile "snapshot" can hold. */
function tarGz(entries: { name: string; type?: '0' | '2' | '5'; data?: Buffer; link?: string }[]): Buffer {
  const blocks: Buffer[] = [];
  for (const { name, type = '0', data = Buffer.alloc(0), link = '' } of entries) {
    const header = Buffer.alloc(512);
    header.write(name, 0, 100, 'utf8');
    header.write('0000600\0', 100);
    header.write('0000000\0', 108);
    header.write('0000000\0', 116);
    header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
    header.write('00000000000\0', 136);
    header.write(type, 156);
    header.write(link, 157, 100, 'utf8');
    header.write('ustar\0', 257);
    header.write('00', 263);
    header.fill(' ', 148, 156);
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    blocks.push(header, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  return gzipSync(Buffer.concat([...blocks, Buffer.alloc(1024)]));
}

/** Every file under `dir` with a digest of its bytes, by path. */
const contentsOf = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .map((path) => [path, createHash('sha256').update(readFileSync(path)).digest('hex')]),
  );

/** Every file and folder under `dir` whose group or others may read, write or enter it. */
const notPrivate = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => join(entry.parentPath, entry.name))
    .concat(dir)
    .filter((path) => (lstatSync(path).mode & 0o077) !== 0);

describe('the embedded store is private', () => {
  it('its folder, its files and its snapshots are the user’s alone from creation, whatever the umask', async () => {
    const config = aConfig();
    const umask = process.umask(0o000);
    try {
      const db = await openPglite(config.dataDir);
      await migrate(db);
      await db.query(`INSERT INTO preferences (uid, preferences) VALUES ('u1', '{"health":{}}')`);
      const snapshot = await takeSnapshot(db, config, 'manual');
      await db.close();
      expect(readdirSync(config.dataDir).length).toBeGreaterThan(10);
      expect(notPrivate(config.dataDir)).toEqual([]);
      expect(notPrivate(config.backupDir)).toEqual([]);
      expect(lstatSync(snapshot).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(umask);
    }
  }, 60_000);

  it('a folder made before is made private when opened, and a restored one is private too', async () => {
    const config = aConfig();
    const db = await openStoreOnDisk(config.dataDir);
    const snapshot = await takeSnapshot(db, config, 'manual');
    await db.close();
    // As stores were before: every file 0666, every folder 0777.
    for (const entry of readdirSync(config.dataDir, { recursive: true, withFileTypes: true }))
      chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o777 : 0o666);
    await (await openPglite(config.dataDir)).close();
    expect(notPrivate(config.dataDir)).toEqual([]);

    await restoreSnapshot(config, snapshot);
    expect(notPrivate(config.dataDir)).toEqual([]);
  }, 120_000);
});

describe('npm run restore takes only a ClearCart snapshot, streamed under caps', () => {
  // One store holding a shopper's row, made once; each case refuses a file over a copy of it.
  let kept = '';
  beforeAll(async () => {
    kept = join(mkdtempSync(join(tmpdir(), 'clearcart-kept-')), 'data');
    const db = await openStoreOnDisk(kept);
    await db.query(`INSERT INTO preferences (uid, preferences) VALUES ('kept', '{}')`);
    await db.close();
  }, 60_000);
  afterAll(() => rmSync(join(kept, '..'), { recursive: true, force: true }));
  const refusedLeavesStore = async (
    file: string,
    pattern: RegExp,
    limits?: { maxBytes: number; maxEntries: number },
  ) => {
    const config = aConfig();
    cpSync(kept, config.dataDir, { recursive: true });
    const before = contentsOf(config.dataDir);
    await expect(restoreSnapshot(config, file, limits)).rejects.toThrow(pattern);
    // Nothing swapped in, nothing left half-unpacked, nothing written outside: the folder byte for byte as it was.
    expect(readdirSync(join(config.dataDir, '..')).filter((name) => name.startsWith('data.'))).toEqual([]);
    expect(contentsOf(config.dataDir)).toEqual(before);
    return config;
  };
  const write = (name: string, bytes: Buffer) => {
    const dir = mkdtempSync(join(tmpdir(), 'clearcart-hostile-'));
    dirs.push(dir);
    writeFileSync(join(dir, name), bytes);
    return join(dir, name);
  };

  it('refuses entries that leave the folder, links and devices, writing nothing outside it', async () => {
    const outside = join(tmpdir(), `clearcart-escaped-${process.pid}`);
    for (const entries of [
      [{ name: '../escaped', data: Buffer.from('x') }],
      [{ name: 'base/../../escaped', data: Buffer.from('x') }],
      [{ name: 'link', type: '2' as const, link: '/etc/passwd' }],
    ]) {
      await refusedLeavesStore(write('bad.tar.gz', tarGz(entries)), /not a ClearCart snapshot/);
    }
    expect(existsSync(outside)).toBe(false);
  }, 120_000);

  it('stops a gzip bomb at the size cap, and a file of too many entries at the entry cap', async () => {
    // 64 MB of zeros in about 64 KB: unpacked past a 16 MB cap, it is refused once the cap is reached.
    const bomb = write('bomb.tar.gz', tarGz([{ name: 'PG_VERSION', data: Buffer.alloc(64 * 1024 * 1024) }]));
    await refusedLeavesStore(bomb, /unpacks to more than 17 MB/, { maxBytes: 16 * 1024 * 1024, maxEntries: 100 });
    const many = write(
      'many.tar.gz',
      tarGz(Array.from({ length: 101 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') }))),
    );
    await refusedLeavesStore(many, /more than 100 entries/, { maxBytes: 1e9, maxEntries: 100 });
  }, 120_000);

  it('refuses a tarball of anything else, and another program’s PostgreSQL folder', async () => {
    await refusedLeavesStore(
      write('photos.tar.gz', tarGz([{ name: 'holiday.jpg', data: Buffer.from('jpeg') }])),
      /holds no PostgreSQL folder/,
    );
    // A PostgreSQL folder without ClearCart's tables.
    const config = aConfig();
    const other = await openPglite(copyBareStore(config.dataDir));
    await other.exec('CREATE TABLE invoices (id int)');
    const foreign = await takeSnapshot(other, config, 'manual');
    await other.close();
    await refusedLeavesStore(foreign, /holds no ClearCart tables/);
  }, 120_000);
});
