import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { keepFilesPrivate, makePrivate, openPglite, openPostgres, type Db } from './db.ts';
import { migrate, schemaState } from './migrations.ts';
import { refoldSearchTexts } from '../repositories/product-repository.ts';
import { SnapshotRefusedError, unpackLimitsFor, unpackSnapshot, type UnpackLimits } from './snapshot-unpack.ts';
import { displayDir, lockStore, type StoreLock, type StoreOwner } from './store-lock.ts';

export interface StoreConfig {
  databaseUrl: string | undefined;
  /** PostgreSQL's read replicas (DATABASE_REPLICA_URL). */
  databaseReplicaUrls?: readonly string[];
  dataDir: string;
  /** Where snapshots of the embedded store go. */
  backupDir: string;
  /** How many snapshots of each automatic kind (daily, before a migration) are kept. */
  backupKeep: number;
}

/** The embedded store's folder cannot be opened: what failed, the newest snapshot and how to put it back. */
export class StoreDamagedError extends Error {
  constructor(config: StoreConfig, cause: unknown) {
    const newest = newestSnapshot(config.backupDir);
    const reason = cause instanceof Error ? cause.message.replace(/\s+/g, ' ').trim() : String(cause);
    super(
      `The store in ${displayDir(config.dataDir)} could not be opened (${reason || 'PostgreSQL stopped while reading it'}). ` +
        (newest
          ? `The newest snapshot is ${displayDir(newest)}: run \`npm run restore ${displayDir(newest)}\` to put it back (the damaged folder is kept beside it).`
          : `There is no snapshot in ${displayDir(config.backupDir)} to restore; move the folder away to start with a new store.`),
      { cause },
    );
    this.name = 'StoreDamagedError';
  }
}

export interface OpenedStore {
  db: Db;
  /** The embedded store's lock (none on PostgreSQL): the owner records its port and control socket in it. */
  lock?: StoreLock;
  /** Closes the store, then gives its lock back. */
  close(): Promise<void>;
  /** PostgreSQL opened with `migrateLater`: brings the schema up to date (waiting for another instance's migration). */
  migrate?(): Promise<number>;
}

/**
 * The one way a process opens the store. PostgreSQL: connect and migrate. The embedded store: take its lock first
 * (a second opener is refused before it touches a file), open it (damage is said plainly, with the snapshot to
 * restore), snapshot it before migrations change it, and migrate.
 */
export async function openStore(
  config: StoreConfig,
  owner: Pick<StoreOwner, 'role' | 'port'>,
  onSnapshot: (file: string) => void = () => {},
  /** PostgreSQL: connect only, and leave the migrations to `migrate()` (the app listens first, not ready meanwhile). */
  options: { migrateLater?: boolean } = {},
): Promise<OpenedStore> {
  if (config.databaseUrl) {
    const db = await openPostgres(config.databaseUrl, { replicas: config.databaseReplicaUrls ?? [] });
    if (options.migrateLater) return { db, close: () => db.close(), migrate: () => upToDate(db) };
    await upToDate(db);
    return { db, close: () => db.close() };
  }
  const lock = lockStore(config.dataDir, owner);
  try {
    let db: Db;
    try {
      db = await openPglite(config.dataDir);
    } catch (error) {
      throw new StoreDamagedError(config, error);
    }
    const { version, pending } = await schemaState(db);
    if (version > 0 && pending > 0) onSnapshot(await takeSnapshot(db, config, `before-migration-${version + pending}`));
    await upToDate(db);
    return {
      db,
      lock,
      close: async () => {
        await db.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** The schema migrated, then the search texts folded again if an older folding made them (`refoldSearchTexts`). */
async function upToDate(db: Db): Promise<number> {
  const applied = await migrate(db);
  await refoldSearchTexts(db);
  return applied;
}

const SNAPSHOT = /^clearcart-(.+)-(\d{8}T\d{6}\d{3}Z)\.tar\.gz$/;
const stamp = (date: Date) => date.toISOString().replace(/[-:.]/g, '');

/** Snapshots in `backupDir`, newest first (their names carry their time). */
export function listSnapshots(backupDir: string): { file: string; kind: string }[] {
  if (!existsSync(backupDir)) return [];
  return readdirSync(backupDir)
    .flatMap((name) => {
      const match = SNAPSHOT.exec(name);
      return match ? [{ file: join(backupDir, name), kind: match[1] ?? '', at: match[2] ?? '' }] : [];
    })
    .sort((a, b) => b.at.localeCompare(a.at))
    .map(({ file, kind }) => ({ file, kind }));
}

export const newestSnapshot = (backupDir: string): string | undefined => listSnapshots(backupDir)[0]?.file;

/**
 * Writes a snapshot of the open embedded store: into `file`, or into the backup folder named by its kind and time
 * (automatic kinds are pruned to the newest `backupKeep`). Written under another name and renamed, so a snapshot on
 * disk is always whole. Returns its path.
 */
export async function takeSnapshot(
  db: Db,
  config: Pick<StoreConfig, 'backupDir' | 'backupKeep'>,
  kind: string,
  file?: string,
): Promise<string> {
  if (!db.snapshot) throw new Error('Snapshots are for the embedded store; on PostgreSQL use pg_dump.');
  const target = resolve(file ?? join(config.backupDir, `clearcart-${kind}-${stamp(new Date())}.tar.gz`));
  keepFilesPrivate();
  mkdirSync(resolve(target, '..'), { recursive: true, mode: 0o700 });
  const bytes = new Uint8Array(await (await db.snapshot()).arrayBuffer());
  writeFileSync(`${target}.partial`, bytes, { mode: 0o600 });
  renameSync(`${target}.partial`, target);
  if (!file && kind !== 'manual') {
    for (const old of listSnapshots(config.backupDir)
      .filter((s) => s.kind === kind)
      .slice(config.backupKeep))
      unlinkSync(old.file);
  }
  return target;
}

/**
 * The rolling daily snapshot: one when the newest is a day old (or there is none), then one a day. The timer does
 * not keep the process alive. Returns a function that stops it.
 */
export function scheduleDailySnapshots(
  db: Db,
  config: StoreConfig,
  report: (error: unknown, file?: string) => void,
): () => void {
  const DAY = 24 * 60 * 60 * 1000;
  const newest = listSnapshots(config.backupDir).find((s) => s.kind === 'daily');
  const due = newest ? statSync(newest.file).mtimeMs + DAY - Date.now() : 0;
  let timer: NodeJS.Timeout;
  const run = () => {
    takeSnapshot(db, config, 'daily').then(
      (file) => report(undefined, file),
      (error: unknown) => report(error),
    );
    timer = setTimeout(run, DAY).unref();
  };
  // A first snapshot a minute after start, not during it: start-up stays as fast as it was.
  timer = setTimeout(run, Math.max(60_000, due)).unref();
  return () => clearTimeout(timer);
}

/**
 * Puts a snapshot back into `DATA_DIR` (the app must be stopped: this takes the store's lock). The folder it
 * replaces is kept beside it (`data.replaced-<time>`). The snapshot is unpacked as a stream under caps
 * (snapshot-unpack.ts), must hold a PostgreSQL folder, and is opened and checked to be a ClearCart store (its
 * migrations and products tables) before it takes the place; anything else leaves the folder as it was.
 */
export async function restoreSnapshot(
  config: StoreConfig,
  file: string,
  limits?: UnpackLimits,
): Promise<{ kept?: string }> {
  const lock = lockStore(config.dataDir, { role: 'restore' });
  try {
    const dataDir = resolve(config.dataDir);
    const incoming = `${dataDir}.restoring`;
    if (existsSync(incoming)) renameSync(incoming, `${incoming}-${stamp(new Date())}`);
    keepFilesPrivate();
    mkdirSync(incoming, { recursive: true, mode: 0o700 });
    try {
      await unpackSnapshot(file, incoming, limits ?? unpackLimitsFor(incoming));
      if (!existsSync(join(incoming, 'PG_VERSION')) || !existsSync(join(incoming, 'global', 'pg_control'))) {
        throw new SnapshotRefusedError(`${file} is not a ClearCart snapshot: it holds no PostgreSQL folder`);
      }
      // Opened once where it lands: a snapshot that will not open, or is another program's, never replaces the folder.
      const db = await openPglite(incoming).catch((error: unknown) => {
        throw new SnapshotRefusedError(`${file} is not a ClearCart snapshot: it does not open as a store`, {
          cause: error,
        });
      });
      try {
        const [tables] = await db.query<{ migrations: string | null; products: string | null }>(
          "SELECT to_regclass('public.schema_migrations')::text AS migrations, to_regclass('public.products')::text AS products",
        );
        if (!tables?.migrations || !tables.products) {
          throw new SnapshotRefusedError(`${file} is not a ClearCart snapshot: it holds no ClearCart tables`);
        }
      } finally {
        await db.close();
      }
      makePrivate(incoming);
    } catch (error) {
      rmSync(incoming, { recursive: true, force: true });
      throw error;
    }
    let kept: string | undefined;
    if (existsSync(dataDir)) {
      kept = `${dataDir}.replaced-${stamp(new Date())}`;
      renameSync(dataDir, kept);
    }
    renameSync(incoming, dataDir);
    return kept ? { kept } : {};
  } finally {
    lock.release();
  }
}
