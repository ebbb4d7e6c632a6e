import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { OPEN_BEAUTY_FACTS, OPEN_FOOD_FACTS, OPEN_PRODUCTS_FACTS, type OpenFactsSite } from '@clearcart/engine';
import type { Db } from '../store/database/db.ts';
import type { ProductRepository } from '../store/repositories/product-repository.ts';
import { importRecords, openExport } from './importer.ts';

export const SITES = { off: OPEN_FOOD_FACTS, obf: OPEN_BEAUTY_FACTS, opf: OPEN_PRODUCTS_FACTS } as const;
export type Site = keyof typeof SITES;

export interface ImportRequest {
  /** The export file, as a path on this machine. */
  path: string;
  incremental: boolean;
  site: Site;
}

/** What an import says as it goes: lines for the person who ran it, and its progress bar. */
export interface ImportOutput {
  line(text: string): void;
  progress(text: string): void;
}

const CHECKPOINT = 'import:checkpoint';

/**
 * Where the newest change a site's completed import held is kept: `--incremental`'s start, and the start of that
 * site's first delta sync. Open Food Facts keeps the key it had before the other sites had one (decision 122).
 */
export const importedUpToKey = (site: OpenFactsSite): string =>
  site.prefix === OPEN_FOOD_FACTS.prefix ? 'import:last_modified_t' : `import:last_modified_t:${site.prefix}`;

/**
 * Streams an Open Food Facts (or Open Beauty Facts, Open Products Facts) export into the store: `npm run import`,
 * run by the command itself or, while the app runs, by the app that owns the embedded store. An interrupted import
 * of the same file resumes where it stopped; `incremental` applies only the rows changed (last_modified_t) since the
 * last completed import.
 */
export async function importFile(
  db: Db,
  products: ProductRepository,
  request: ImportRequest,
  out: ImportOutput,
): Promise<void> {
  const path = resolve(request.path);
  const { size: total, mtimeMs } = statSync(path);
  /** The same file, unchanged: an interrupted import of it may resume. */
  const fileKey = JSON.stringify({ path, size: total, mtimeMs });
  const meta = {
    get: async (key: string) =>
      (await db.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [key]))[0]?.value,
    set: (key: string, value: string) =>
      db.query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [
        key,
        value,
      ]),
    delete: (key: string) => db.query('DELETE FROM meta WHERE key = $1', [key]),
  };

  /** Where an interrupted import of this same file stopped, and the newest row time it had seen. */
  const saved = await meta.get(CHECKPOINT);
  const parsed = saved ? (JSON.parse(saved) as { file: string; rows: number; lastModified: number }) : undefined;
  const resumed = parsed?.file === fileKey ? parsed : { rows: 0, lastModified: 0 };
  const resumeAt = resumed.rows;
  const site = SITES[request.site];
  const since = request.incremental ? Number((await meta.get(importedUpToKey(site))) ?? 0) : undefined;
  if (resumeAt > 0) out.line(`Resuming an interrupted import of this file at row ${resumeAt + 1}.`);
  if (since !== undefined) {
    out.line(
      since > 0
        ? `Incremental: only rows changed since ${new Date(since * 1000).toISOString()}.`
        : 'Incremental: no earlier import on record, so every row.',
    );
  }
  const { records, bytesRead } = openExport(path);
  const started = Date.now();

  // Into an empty catalog, rows are COPYed and the search indexes built once at the end; normalising, most of an
  // import's CPU, runs in two threads beside this one (the store takes the rest of a small machine).
  const summary = await products.bulkLoad('import', (write) =>
    importRecords(
      records,
      {
        write,
        workers: Math.min(2, availableParallelism()),
        site,
        resumeAt,
        ...(since !== undefined ? { changedSince: since } : {}),
        onProgress: async (s, bytes) => {
          const lastModified = Math.max(s.lastModified, resumed.lastModified);
          await meta.set(CHECKPOINT, JSON.stringify({ file: fileKey, rows: s.read, lastModified }));
          const share = total > 0 ? Math.min(1, bytes / total) : 0;
          const seconds = (Date.now() - started) / 1000;
          const bar = '█'.repeat(Math.round(share * 30)).padEnd(30, '░');
          const rate = Math.round((s.read - resumeAt) / seconds);
          const eta = share > 0 ? Math.round((seconds / share) * (1 - share)) : 0;
          out.progress(
            `${bar} ${(share * 100).toFixed(0).padStart(3)}%  ${s.imported} imported  ${rate} rows/s  ETA ${eta} s`,
          );
        },
      },
      bytesRead,
    ),
  );
  await meta.delete(CHECKPOINT);
  const newest = Math.max(summary.lastModified, resumed.lastModified);
  if (newest > (since ?? 0)) await meta.set(importedUpToKey(site), String(newest));
  const seconds = (Date.now() - started) / 1000;
  out.line(`Read ${summary.read} rows in ${seconds.toFixed(1)} s (${Math.round(summary.read / seconds)} rows/s).`);
  out.line(`Imported (inserted or updated): ${summary.imported}.`);
  const skipped = Object.entries(summary.skipped);
  out.line(
    skipped.length === 0 ? 'Skipped: none.' : `Skipped: ${skipped.map(([why, n]) => `${n} (${why})`).join(', ')}.`,
  );
}
