import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { serverBundleStale } from '../../scripts/lib/server-bundle.mjs';
import { openPglite, openPostgres } from '../src/store/database/db.ts';
import { migrate } from '../src/store/database/migrations.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite store as a data-dir dump (openTestDb fills each fresh store from it). */
    pgliteTemplate: string;
    /** The same store as a folder on disk: a store on disk is a copy of it (openStoreOnDisk). */
    pgliteFolder: string;
    /** A PGlite folder as its initdb left it, before any migration: a test of migrations starts from a copy of it. */
    pgliteBareFolder: string;
    /** A migrated, empty PostgreSQL database that openTestDb copies (CREATE DATABASE … TEMPLATE), when one runs. */
    postgresTemplate: string | null;
  }
}

/**
 * Made once per run, before any test file: a fresh store from nothing costs an initdb and every migration (3–15 s on
 * two cores, some 70 times a run); from a template it is a copy (under a second).
 */
export default async function setup(project: TestProject) {
  // Two projects run the server's files (server and server-isolated): the stores are made once for both.
  const shared = globalThis as { clearcartTemplates?: Promise<Templates> };
  const templates = await (shared.clearcartTemplates ??= makeTemplates());
  project.provide('pgliteTemplate', templates.pgliteTemplate);
  project.provide('pgliteFolder', templates.pgliteFolder);
  project.provide('pgliteBareFolder', templates.pgliteBareFolder);
  project.provide('postgresTemplate', templates.postgresTemplate);
  return () => rmSync(templates.dir, { recursive: true, force: true });
}

interface Templates {
  dir: string;
  pgliteTemplate: string;
  pgliteFolder: string;
  pgliteBareFolder: string;
  postgresTemplate: string | null;
}

async function makeTemplates(): Promise<Templates> {
  // Child servers and the npm scripts' tests run the bundle (server/dist): built here, once, when older than its sources.
  const root = join(import.meta.dirname, '..', '..');
  if (serverBundleStale(root)) {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`the server bundle did not build:\n${built.stderr}`);
  }

  const dir = mkdtempSync(join(tmpdir(), 'clearcart-template-'));
  // One initdb a run: kept bare for the tests of migrations, then copied and migrated into the store every test uses,
  // whose dump fills the in-memory stores.
  const bare = join(dir, 'bare');
  await (await openPglite(bare)).close();
  const folder = join(dir, 'store');
  cpSync(bare, folder, { recursive: true });
  const lite = await openPglite(folder);
  await migrate(lite);
  const file = join(dir, 'store.tar.gz');
  writeFileSync(file, Buffer.from(await (await lite.snapshot!()).arrayBuffer()));
  await lite.close();

  const url = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (url) {
    template = `template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const db = await openPostgres(url.replace(/\/[^/]*$/, `/${template}`));
    await migrate(db);
    await db.close();
  }
  return { dir, pgliteTemplate: file, pgliteFolder: folder, pgliteBareFolder: bare, postgresTemplate: template };
}
