import { randomBytes } from 'node:crypto';
import { constants, cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductFacts, ProductFactsInput } from '@clearcart/contracts';
import { productFacts } from '@clearcart/contracts';
import pg from 'pg';
import { inject } from 'vitest';
import { unauthorized } from '../src/errors.ts';
import type { TokenVerifier } from '../src/auth/token-verifier.ts';
import { openPglite, openPostgres, type Db } from '../src/store/database/db.ts';
import { migrate } from '../src/store/database/migrations.ts';

export type StoreKind = 'pglite' | 'postgres';

/** The stores every store test runs against: PGlite always, PostgreSQL when `npm test` started one. */
export const storeKinds: StoreKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
if (!process.env.TEST_DATABASE_URL && process.env.CI) {
  throw new Error(
    'CI: TEST_DATABASE_URL is not set, so the PostgreSQL store tests would not run (npm test starts PostgreSQL)',
  );
}
if (!process.env.TEST_DATABASE_URL) {
  console.warn('TEST_DATABASE_URL is not set: PostgreSQL store tests are skipped (npm test starts PostgreSQL).');
}

let pgliteTemplate: Blob | undefined;

/** The run's migrated, empty PGlite store as a dump: `openPglite(emptyFolder, { loadDataDir: emptyStore() })`. */
export function emptyStore(): Blob {
  pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return pgliteTemplate;
}

/** Makes `dir` a copy of the run's migrated, empty store on disk (a child server's DATA_DIR, say); returns `dir`. */
export function copyEmptyStore(dir: string): string {
  cpSync(inject('pgliteFolder'), dir, { recursive: true, mode: constants.COPYFILE_FICLONE });
  return dir;
}

/** Makes `dir` a copy of a PGlite folder no migration has touched yet (as an initdb leaves it); returns `dir`. */
export function copyBareStore(dir: string): string {
  cpSync(inject('pgliteBareFolder'), dir, { recursive: true, mode: constants.COPYFILE_FICLONE });
  return dir;
}

/** A PGlite store on disk in `dir`: the run's empty store when the folder holds none yet, else the one it holds. */
export function openStoreOnDisk(dir: string): Promise<Db> {
  if (!existsSync(join(dir, 'PG_VERSION'))) copyEmptyStore(dir);
  return openPglite(dir);
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database in the test PostgreSQL — each a copy of the empty
 * store the run's global setup migrated once (server/test/global-setup.ts).
 */
export async function openTestDb(kind: StoreKind): Promise<Db> {
  if (kind === 'pglite') return lend(await emptyPglite());
  const url = process.env.TEST_DATABASE_URL ?? '';
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const db = await openPostgres(url.replace(/\/[^/]*$/, `/${name}`));
  if (!template) await migrate(db);
  return db;
}

/**
 * In-memory stores given back by `close()`, emptied to the template's state, for the worker's next `openTestDb`: starting
 * a PGlite from the dump costs more CPU than most tests that use it (about 1.5 s), emptying one a few milliseconds.
 */
const idle: Db[] = [];
/** What a store emptied to the template's state holds: its schema and its migrations' rows (nothing else has rows). */
const STATE = `SELECT md5(
  (SELECT string_agg(relname || ':' || relkind::text, ',' ORDER BY relname) FROM pg_class
    WHERE relnamespace = 'public'::regnamespace) || '|' ||
  (SELECT string_agg(c.relname || '.' || a.attname || ':' || a.atttypid::text, ',' ORDER BY c.relname, a.attnum)
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
    WHERE c.relnamespace = 'public'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped) || '|' ||
  (SELECT string_agg(proname || ':' || md5(prosrc), ',' ORDER BY proname, prosrc) FROM pg_proc
    WHERE pronamespace = 'public'::regnamespace) || '|' ||
  (SELECT string_agg(t::text, ',' ORDER BY t::text) FROM schema_migrations t)) AS state`;
let template: { state: string; tables: string[] } | undefined;

/** An empty store: one given back and still as the template left it, or a new one from the run's dump. */
async function emptyPglite(): Promise<Db> {
  for (let db = idle.pop(); db; db = idle.pop()) {
    // Anything written after it was emptied (work a closed app left running) sends it away rather than into a test.
    const [{ empty } = { empty: false }] = await db.query<{ empty: boolean }>(
      `SELECT NOT (${template!.tables.map((t) => `EXISTS (SELECT 1 FROM ${t})`).join(' OR ')}) AS empty`,
    );
    if (empty) return db;
    await db.close();
  }
  const db = await openPglite('memory://', { loadDataDir: emptyStore() });
  if (!template) {
    const [{ state } = { state: '' }] = await db.query<{ state: string }>(STATE);
    const tables = await db.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`,
    );
    template = { state, tables: tables.map((t) => t.name) };
  }
  return db;
}

/** `db` for one test's use: its `close()` ends that use (as PGlite's does) and gives the store back, emptied. */
function lend(db: Db): Db {
  let closed = false;
  const live = <T>(use: () => Promise<T>): Promise<T> =>
    closed ? Promise.reject(new Error('PGlite is closed')) : use();
  const lent: Db = {
    ...db,
    query: (text, params) => live(() => db.query(text, params)),
    exec: (text) => live(() => db.exec(text)),
    // As the store's own: reads go through `query`, whatever a test puts there.
    read: { query: (text, params) => lent.query(text, params), exec: (text) => lent.exec(text) },
    transaction: (work) => live(() => db.transaction(work)),
    snapshot: () => live(() => db.snapshot!()),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await db.exec(`TRUNCATE ${template!.tables.join(', ')} RESTART IDENTITY CASCADE`);
        const [{ state } = { state: '' }] = await db.query<{ state: string }>(STATE);
        if (state === template!.state && idle.length < 2) return void idle.push(db);
      } catch {
        // A store a test left mid-transaction, or changed beyond its rows: not lent again.
      }
      await db.close();
    },
  };
  return lent;
}

/** A test builder: a valid product with sensible defaults, overridden where a test cares. */
export function aProduct(
  overrides: Partial<ProductFactsInput> & { id: string; name: string; brand: string },
): ProductFacts {
  return productFacts.parse({
    category: 'Snack',
    kind: 'food',
    sources: [{ title: 'Test fixture' }],
    ...overrides,
  });
}

/** Our own small catalog for API tests: real products, facts kept minimal. */
export const fixtureProducts: ProductFacts[] = [
  aProduct({
    id: 'nutella-400g',
    gtin: '3017620422003',
    name: 'Nutella',
    brand: 'Nutella',
    aliases: ['Ferrero Nutella'],
    category: 'Hazelnut spread',
    ingredientsText:
      'Sugar, palm oil, hazelnuts 13%, skimmed milk powder 8.7%, fat-reduced cocoa 7.4%, emulsifier: lecithins (soy), vanillin',
    allergens: ['en:milk', 'en:nuts', 'en:soybeans'],
    labels: [],
  }),
  aProduct({
    id: 'coca-cola-330ml',
    gtin: '5449000000996',
    name: 'Coca-Cola Original Taste',
    brand: 'Coca-Cola',
    category: 'Cola',
    kind: 'beverage',
    perMl: true,
  }),
  aProduct({
    id: 'coca-cola-zero-330ml',
    name: 'Coca-Cola Zero Sugar',
    brand: 'Coca-Cola',
    aliases: ['Coke Zero'],
    category: 'Cola',
    kind: 'beverage',
    perMl: true,
  }),
  aProduct({
    id: 'ben-jerrys-cookie-dough',
    name: 'Cookie Dough Ice Cream',
    brand: "Ben & Jerry's",
    category: 'Ice cream',
  }),
  aProduct({ id: 'creme-brulee', name: 'Crème brûlée', brand: 'La Laitière', category: 'Dessert' }),
  aProduct({ id: 'dove-beauty-bar', name: 'Beauty Bar', brand: 'Dove', category: 'Soap bar', kind: 'cosmetic' }),
  aProduct({ id: 'milka-alpine-milk', name: 'Alpine Milk Chocolate', brand: 'Milka', category: 'Milk chocolate' }),
  aProduct({ id: 'lindt-excellence-70', name: 'Excellence 70% Cocoa', brand: 'Lindt', category: 'Dark chocolate' }),
];

/** A token verifier for tests that are not about Firebase itself: "Bearer user:<uid>" is user <uid>. */
export const fakeTokens: TokenVerifier = {
  verify(authorization) {
    const uid = /^Bearer user:(\w+)$/.exec(authorization ?? '')?.[1];
    return uid ? Promise.resolve(uid) : Promise.reject(unauthorized());
  },
  // No identity provider behind these tokens: it holds no account to show or delete.
  account: () => Promise.resolve(null),
  deleteAccount: () => Promise.resolve(),
};

/** A multipart form part: a text field, or a file. */
export type FormPart = string | { filename: string; type: string; data: Buffer };

/** A multipart body built by hand, field by field, so tests can send exactly what a client (or a hostile one) sends. */
export function multipartBody(parts: [string, FormPart][], boundary = '----clearcart-test') {
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
