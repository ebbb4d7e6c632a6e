import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createGunzip } from 'node:zlib';
import { Worker } from 'node:worker_threads';
import { parse } from 'csv-parse';
import { OPEN_FOOD_FACTS, type OpenFactsSite } from '@clearcart/engine';
import { normalise, type Normalised, type NormaliseOptions } from './normalise.ts';
import type { ProductRow } from '../store/repositories/product-row.ts';

export interface ImportSummary {
  read: number;
  imported: number;
  skipped: Record<string, number>;
  /** The newest `last_modified_t` among the rows read (seconds since 1970), for the next incremental import. */
  lastModified: number;
}

export interface ImportOptions {
  /** Writes one batch; called with at most `batchSize` products, in the export's order, one batch at a time. */
  write: (batch: ProductRow[]) => Promise<void>;
  batchSize?: number;
  /** Called after each batch is written, with the rows read so far (where an interrupted import can resume). */
  onProgress?: (summary: ImportSummary, bytesRead: number) => void | Promise<void>;
  /** Rows already imported by an interrupted run of the same file: read past without normalising them. */
  resumeAt?: number;
  /** Incremental: rows whose `last_modified_t` is not after this time are unchanged since the last import. */
  changedSince?: number;
  /** Whose export it is: Open Food Facts (default), Open Beauty Facts or Open Products Facts (same format). */
  site?: OpenFactsSite;
  /** Threads that normalise batches beside this one (0: normalise here). */
  workers?: number;
}

/** Opens an Open Food Facts export: `.jsonl`, `.jsonl.gz`, or the CSV/TSV export (optionally `.gz`). */
export function openExport(path: string): {
  /** The export's records, read lazily from the first request on: JSON lines (text), or rows keyed by the header. */
  records: AsyncIterable<unknown>;
  format: 'jsonl' | 'csv';
  bytesRead: () => number;
} {
  const format = /\.jsonl?(\.gz)?$/i.test(path) ? 'jsonl' : 'csv';
  let file: ReturnType<typeof createReadStream> | undefined;
  // Nothing is opened before the caller starts reading: readline drops the lines it emits before a `for await`
  // listens, and a stream read early would buffer while the store prepares (e.g. drops its search indexes).
  const open = (): Readable => {
    file = createReadStream(path);
    return path.endsWith('.gz') ? file.pipe(createGunzip()) : file;
  };
  const records = {
    async *[Symbol.asyncIterator]() {
      const input = open();
      yield* format === 'jsonl' ? jsonLines(createInterface({ input, crlfDelay: Infinity })) : delimitedRows(input);
    },
  };
  return { records, format, bytesRead: () => file?.bytesRead ?? 0 };
}

/**
 * Streams records through the normaliser into batched writes. Upserts are idempotent: a product's id is
 * `off-<barcode>` and its GTIN is unique, so importing the same file twice changes nothing.
 */
export async function importRecords(
  records: AsyncIterable<unknown>,
  options: ImportOptions,
  bytesRead: () => number = () => 0,
): Promise<ImportSummary> {
  const summary: ImportSummary = { read: 0, imported: 0, skipped: {}, lastModified: 0 };
  const size = options.batchSize ?? 500;
  const normaliseOptions: NormaliseOptions = {
    site: options.site ?? OPEN_FOOD_FACTS,
    ...(options.changedSince !== undefined ? { changedSince: options.changedSince } : {}),
  };
  const workers = options.workers ?? 0;
  // Threads start with the first full batch: a file of one batch or less (a day's delta, a handful of rows) is
  // normalised here, without loading the engine into threads it would not keep busy.
  let pool: NormaliserPool | undefined;
  // Batches being normalised, in the export's order: one per thread, so every thread has one to work on.
  const queue: { normalised: Promise<Normalised>; read: number; bytes: number }[] = [];
  // One batch is written while the next ones are read and normalised; at most one write is in flight, so memory
  // stays bounded and batches land in order.
  let writing: Promise<void> = Promise.resolve();
  const writeNext = async () => {
    const next = queue.shift();
    if (!next) return;
    const { rows, skipped, lastModified } = await next.normalised;
    await writing;
    writing = (async () => {
      await options.write(rows);
      summary.imported += rows.length;
      for (const [reason, n] of Object.entries(skipped)) summary.skipped[reason] = (summary.skipped[reason] ?? 0) + n;
      summary.lastModified = Math.max(summary.lastModified, lastModified);
      // Progress (and so the resume point) is what was read up to this batch, reported once it is written.
      await options.onProgress?.({ ...summary, read: next.read }, next.bytes);
    })();
    // A failed write is thrown by the next `await writing`; until then it is not an unhandled rejection.
    writing.catch(() => undefined);
  };
  let batch: unknown[] = [];
  const dispatch = async () => {
    if (batch.length === 0) return;
    const records = batch;
    batch = [];
    if (workers > 0 && !pool && records.length >= size) pool = new NormaliserPool(workers);
    const normalised = pool
      ? pool.normalise(records, normaliseOptions)
      : Promise.resolve().then(() => normalise(records, normaliseOptions));
    // Not awaited until its turn to be written; a failure surfaces there.
    normalised.catch(() => undefined);
    queue.push({ normalised, read: summary.read, bytes: bytesRead() });
    if (queue.length > workers) await writeNext();
  };
  const resumeAt = options.resumeAt ?? 0;
  try {
    for await (const record of records) {
      summary.read++;
      if (summary.read <= resumeAt) continue;
      batch.push(record);
      if (batch.length >= size) await dispatch();
    }
    await dispatch();
    while (queue.length > 0) await writeNext();
    await writing;
  } finally {
    await pool?.close();
  }
  return { ...summary };
}

/**
 * Bundled (server/dist), the worker is a file of its own beside the bundle. From source (tsx), it is TypeScript and
 * workers do not inherit tsx's loader: the worker's first step loads it.
 */
function startNormaliseWorker(): Worker {
  if (import.meta.url.endsWith('.js')) return new Worker(new URL('./normalise-worker.js', import.meta.url));
  const worker = JSON.stringify(new URL('./normalise-worker.ts', import.meta.url).href);
  const tsx = JSON.stringify(pathToFileURL(tsxEsmApi()).href);
  return new Worker(`import(${tsx}).then((tsx) => tsx.tsImport(${worker}, ${worker}))`, { eval: true });
}

/** Where tsx's ESM API is, by the package's own exports map (`require.resolve` would give its CommonJS one). */
function tsxEsmApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = require(manifest) as { exports: Record<string, { import: { default: string } }> };
  return join(dirname(manifest), exports['./esm/api']!.import.default);
}

/** Worker threads running `normalise`, each given batches in turn. */
class NormaliserPool {
  private readonly threads: Worker[];
  private readonly waiting = new Map<number, { resolve: (n: Normalised) => void; reject: (e: Error) => void }>();
  private nextId = 0;
  /** Why a thread stopped, when one did: the import cannot go on without it. */
  private failure: Error | undefined;
  private closing = false;

  constructor(size: number) {
    this.threads = Array.from({ length: size }, () => {
      const thread = startNormaliseWorker();
      thread.on('message', ({ id, result }: { id: number; result: Normalised }) => {
        this.waiting.get(id)?.resolve(result);
        this.waiting.delete(id);
      });
      thread.on('error', (error: Error) => this.fail(error));
      thread.on('exit', (code) => {
        if (!this.closing) this.fail(new Error(`A normalising thread stopped (exit code ${code})`));
      });
      return thread;
    });
  }

  normalise(records: unknown[], options: NormaliseOptions): Promise<Normalised> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.threads[id % this.threads.length]!.postMessage({ id, records, options });
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.threads.map((thread) => thread.terminate()));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const { reject } of this.waiting.values()) reject(this.failure);
    this.waiting.clear();
  }
}

/** JSON Lines → the lines that are not blank, each a record parsed where it is normalised (maybe another thread). */
async function* jsonLines(lines: AsyncIterable<string>): AsyncIterable<string> {
  for await (const line of lines) if (line.trim() !== '') yield line;
}

/**
 * CSV or TSV rows → objects keyed by the header, parsed by csv-parse as the bytes stream in. The delimiter is read
 * from the header line. OFF's "CSV" export is tab-separated and does not quote: a `"` there is part of the text
 * ('Vegetarian "Bo Kho" Seasoning'), so quotes mean nothing in TSV. In comma-separated files, quoted fields may hold
 * commas, doubled quotes and line breaks (RFC 4180), and a quote inside an unquoted field is text. A row with the
 * wrong number of columns, or one the parser cannot read, becomes an Error record (counted, not fatal).
 */
export async function* delimitedRows(input: AsyncIterable<string | Uint8Array>): AsyncIterable<unknown> {
  const chunks = input[Symbol.asyncIterator]();
  // The header line, to choose the delimiter before the parser starts.
  const head: Buffer[] = [];
  for (;;) {
    const next = await chunks.next();
    if (next.done) break;
    const chunk = Buffer.from(next.value);
    head.push(chunk);
    if (chunk.includes(10)) break;
  }
  const start = Buffer.concat(head);
  const newline = start.indexOf(10);
  const headerLine = start.subarray(0, newline < 0 ? start.length : newline).toString('utf8');
  const tsv = headerLine.includes('\t');
  const skipped: Error[] = [];
  const parser = parse({
    delimiter: tsv ? '\t' : ',',
    quote: tsv ? false : '"',
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error) => void skipped.push(new Error(error ? `unreadable row (${error.code})` : 'unreadable row')),
    bom: true,
  });
  const source = Readable.from(
    (async function* () {
      yield start;
      for (;;) {
        const next = await chunks.next();
        if (next.done) return;
        yield next.value;
      }
    })(),
  );
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);

  let header: string[] | null = null;
  for await (const fields of parser as AsyncIterable<string[]>) {
    yield* skipped.splice(0);
    if (header === null) {
      header = fields;
      continue;
    }
    if (fields.length !== header.length) {
      yield new Error('row with a wrong number of columns');
      continue;
    }
    const row: Record<string, string> = {};
    for (let i = 0; i < header.length; i++) row[header[i]!] = fields[i]!;
    yield row;
  }
  yield* skipped.splice(0);
}
