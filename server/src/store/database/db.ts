import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** The part of a database connection repositories use; PGlite and PostgreSQL both provide it. */
export interface Sql {
  query<T extends object>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements without parameters, in one round trip. */
  exec(text: string): Promise<void>;
}

/** A transaction's connection, which can also take rows by COPY (a bulk load's batches). */
export interface Tx extends Sql {
  /**
   * Loads rows into `table` with COPY, the fastest way in for many rows: each value in its column type's text form
   * (as a parameter would be), null for NULL.
   */
  copyFrom(table: string, columns: readonly string[], rows: readonly (readonly (string | null)[])[]): Promise<void>;
}

/** COPY's text format: one line per row, tab-separated, `\N` for NULL, backslash escapes for the rest. */
function copyText(rows: readonly (readonly (string | null)[])[]): string {
  let out = '';
  for (const row of rows) out += row.map(copyValue).join('\t') + '\n';
  return out;
}
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const copyValue = (value: string | null) =>
  value === null ? '\\N' : value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c] ?? c);
const copyStatement = (table: string, columns: readonly string[], from: string) =>
  `COPY ${table} (${columns.join(', ')}) FROM ${from}`;

/** A connection pool's use, for /metrics. */
export interface PoolUse {
  /** `primary`, or `replica-1`… in DATABASE_REPLICA_URL's order. */
  pool: string;
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** A replica's health: false while it is skipped after a failure (the primary answers meanwhile). */
  up: boolean;
}

export interface Db extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Reads that may lag behind the last write by a moment (catalog search, product reads, stored evaluations): a read
   * replica when DATABASE_REPLICA_URL names one that answers, else the primary. Never a shopper's own data.
   */
  readonly read: Sql;
  /** The pools' use (PostgreSQL); none for the embedded store. */
  poolUse?(): PoolUse[];
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * The embedded store's folder as a gzipped tarball (PGlite only): taken between two statements, so it holds every
   * transaction committed before it began, as a copy after a crash would.
   */
  snapshot?(): Promise<Blob>;
}

/**
 * The store, its snapshots and its control socket hold every shopper's data: they are the user's alone. From here on
 * this process creates folders 0700 and files 0600 (PGlite writes through the process's umask).
 */
export function keepFilesPrivate(): void {
  process.umask(process.umask() | 0o077);
}

/**
 * Takes group and other access off everything under `dir` (folders 0700, files 0600): a folder made before files were
 * kept private, or restored from a snapshot, is made private too. Links are left alone (never followed).
 */
export function makePrivate(dir: string): void {
  const stack = [dir];
  for (let path = stack.pop(); path !== undefined; path = stack.pop()) {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) continue;
    if ((stat.mode & 0o077) !== 0) chmodSync(path, stat.mode & (stat.isDirectory() ? 0o700 : 0o600));
    if (stat.isDirectory()) for (const name of readdirSync(path)) stack.push(join(path, name));
  }
}

/**
 * Opens the embedded store: PGlite persisted under `dataDir`, or in memory for `memory://`; `loadDataDir`, a
 * snapshot to fill an empty folder from. A folder on disk is opened only under its lock (`openStore`), and kept
 * private (keepFilesPrivate).
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  if (!dataDir.startsWith('memory://')) {
    keepFilesPrivate();
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  }
  const lite = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, ...options });
  // A new store is laid out from PGlite's own archive, whose files say 0666.
  if (!dataDir.startsWith('memory://')) makePrivate(dataDir);
  const wrap = (q: PGlite | Transaction): Sql => ({
    query: async <T extends object>(text: string, params?: unknown[]) => (await q.query<T>(text, params)).rows,
    exec: async (text) => {
      await q.exec(text);
    },
  });
  const db: Db = {
    kind: 'pglite',
    ...wrap(lite),
    read: { query: (text, params) => db.query(text, params), exec: (text) => db.exec(text) },
    transaction: (work) =>
      lite.transaction((tx) =>
        work({
          ...wrap(tx),
          // PGlite reads COPY input from a blob given with the query, under the name /dev/blob.
          copyFrom: async (table, columns, rows) => {
            await tx.query(copyStatement(table, columns, "'/dev/blob'"), [], { blob: new Blob([copyText(rows)]) });
          },
        }),
      ),
    close: () => lite.close(),
    snapshot: () => lite.dumpDataDir('gzip'),
  };
  return db;
}

/** Opens PostgreSQL through a connection pool; `replicas`, read replicas for `Db.read`. */
export async function openPostgres(url: string, options: { replicas?: readonly string[] } = {}): Promise<Db> {
  // No JIT: our queries are short lookups, and where the planner overestimates a join over a large table (ranges on
  // a parameter are guessed at a third of it) the JIT compile costs more than the query — typo correction at 2M
  // products took 10 ms p50 / 110 ms p95, nearly all of it compiling.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle connection the server closed (a restart, a failover) is dropped by the pool and replaced on the next
  // query; without a listener the pool's 'error' event would end the process.
  pool.on('error', () => {});
  const wrap = (q: pg.Pool | pg.PoolClient): Sql => ({
    query: async <T extends object>(text: string, params?: unknown[]) =>
      (await q.query<T & pg.QueryResultRow>(text, params)).rows,
    // Without parameters, node-postgres sends the simple query protocol, which takes several statements.
    exec: async (text) => {
      await q.query(text);
    },
  });
  await pool.query('SELECT 1');
  const primary = wrap(pool);
  const replicas = new ReplicaSet(options.replicas ?? [], primary);
  const db: Db = {
    kind: 'postgres',
    ...primary,
    // Without replicas, the primary's own methods (read through the object, so a wrapper of them applies too).
    read:
      replicas.size > 0 ? replicas : { query: (text, params) => db.query(text, params), exec: (text) => db.exec(text) },
    poolUse: () => [
      { pool: 'primary', total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, up: true },
      ...replicas.use(),
    ],
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          ...wrap(client),
          copyFrom: (table, columns, rows) =>
            pipeline(Readable.from([copyText(rows)]), client.query(copyFrom(copyStatement(table, columns, 'STDIN')))),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      await replicas.close();
      await pool.end();
    },
  };
  return db;
}

/** How long a replica that failed is left out before it is tried again. */
const REPLICA_RETRY_MS = 5_000;

/**
 * SQLSTATE classes of errors the query itself caused (bad data, a constraint, a syntax or permission error): the
 * primary would answer the same, so they are not the replica's fault.
 */
const QUERY_FAULTS = /^(22|23|42)/;

/**
 * Read replicas taken in turn. A replica that fails (stopped, unreachable, cancelling a query for a conflict with
 * recovery) is left out for REPLICA_RETRY_MS and the read is answered by the primary, so a caller never sees the
 * replica's failure; with every replica out, every read goes to the primary.
 */
class ReplicaSet implements Sql {
  private readonly members: { name: string; pool: pg.Pool; sql: Sql; downUntil: number }[];
  private next = 0;

  constructor(
    urls: readonly string[],
    private readonly primary: Sql,
  ) {
    this.members = urls.map((url, i) => {
      // A replica that does not answer must not hold a read for long: the primary answers instead.
      const pool = new pg.Pool({
        connectionString: url,
        max: 10,
        options: '-c jit=off',
        connectionTimeoutMillis: 2000,
      });
      pool.on('error', () => {});
      return {
        name: `replica-${i + 1}`,
        pool,
        sql: {
          query: async <T extends object>(text: string, params?: unknown[]) =>
            (await pool.query<T & pg.QueryResultRow>(text, params)).rows,
          exec: async (text: string) => {
            await pool.query(text);
          },
        },
        downUntil: 0,
      };
    });
  }

  get size(): number {
    return this.members.length;
  }

  query<T extends object>(text: string, params?: unknown[]): Promise<T[]> {
    return this.run((sql) => sql.query<T>(text, params));
  }

  exec(text: string): Promise<void> {
    return this.run((sql) => sql.exec(text));
  }

  use(): PoolUse[] {
    const now = Date.now();
    return this.members.map((m) => ({
      pool: m.name,
      total: m.pool.totalCount,
      idle: m.pool.idleCount,
      waiting: m.pool.waitingCount,
      up: m.downUntil <= now,
    }));
  }

  async close(): Promise<void> {
    await Promise.all(this.members.map((m) => m.pool.end()));
  }

  private async run<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    const now = Date.now();
    for (let tried = 0; tried < this.members.length; tried++) {
      const member = this.members[this.next++ % this.members.length];
      if (!member || member.downUntil > now) continue;
      try {
        return await work(member.sql);
      } catch (error) {
        if (QUERY_FAULTS.test((error as { code?: string }).code ?? '')) throw error;
        member.downUntil = Date.now() + REPLICA_RETRY_MS;
        break;
      }
    }
    return work(this.primary);
  }
}
