import { mkdirSync } from 'node:fs';
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

export interface Db extends Sql {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * The embedded store's folder as a gzipped tarball (PGlite only): taken between two statements, so it holds every
   * transaction committed before it began, as a copy after a crash would.
   */
  snapshot?(): Promise<Blob>;
}

/**
 * Opens the embedded store: PGlite persisted under `dataDir`, or in memory for `memory://`; `loadDataDir`, a
 * snapshot to fill an empty folder from. A folder on disk is opened only under its lock (`openStore`).
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, ...options });
  const wrap = (q: PGlite | Transaction): Sql => ({
    query: async <T extends object>(text: string, params?: unknown[]) => (await q.query<T>(text, params)).rows,
    exec: async (text) => {
      await q.exec(text);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(lite),
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
}

/** Opens PostgreSQL through a connection pool. */
export async function openPostgres(url: string): Promise<Db> {
  // No JIT: our queries are short lookups, and where the planner overestimates a join over a large table (ranges on
  // a parameter are guessed at a third of it) the JIT compile costs more than the query — typo correction at 2M
  // products took 10 ms p50 / 110 ms p95, nearly all of it compiling.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  const wrap = (q: pg.Pool | pg.PoolClient): Sql => ({
    query: async <T extends object>(text: string, params?: unknown[]) =>
      (await q.query<T & pg.QueryResultRow>(text, params)).rows,
    // Without parameters, node-postgres sends the simple query protocol, which takes several statements.
    exec: async (text) => {
      await q.query(text);
    },
  });
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
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
    close: () => pool.end(),
  };
}
