import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { ProductFacts } from '@clearcart/contracts';
import { parse } from 'csv-parse';
import { fromOpenFoodFacts, OPEN_FOOD_FACTS, type OpenFactsSite } from '@clearcart/engine';

export interface ImportSummary {
  read: number;
  imported: number;
  skipped: Record<string, number>;
  /** The newest `last_modified_t` among the rows read (seconds since 1970), for the next incremental import. */
  lastModified: number;
}

export interface ImportOptions {
  /** Writes one batch; called with at most `batchSize` products, so memory stays bounded. */
  write: (batch: ProductFacts[]) => Promise<void>;
  batchSize?: number;
  /** Called after each batch is written, with the rows read so far (where an interrupted import can resume). */
  onProgress?: (summary: ImportSummary, bytesRead: number) => void | Promise<void>;
  /** Rows already imported by an interrupted run of the same file: read past without normalising them. */
  resumeAt?: number;
  /** Incremental: rows whose `last_modified_t` is not after this time are unchanged since the last import. */
  changedSince?: number;
  /** Whose export it is: Open Food Facts (default), Open Beauty Facts or Open Products Facts (same format). */
  site?: OpenFactsSite;
}

/** A record's `last_modified_t` (a number in JSONL, text in the CSV export); 0 when absent. */
const lastModifiedOf = (record: unknown): number => {
  const value = typeof record === 'object' && record !== null ? (record as Record<string, unknown>).last_modified_t : 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** Opens an Open Food Facts export: `.jsonl`, `.jsonl.gz`, or the CSV/TSV export (optionally `.gz`). */
export function openExport(path: string): {
  /** The export's records, read lazily from the first request on: JSON objects, or rows keyed by the header. */
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
 * Streams records through the normaliser into batched upserts. Upserts are idempotent: a product's id is
 * `off-<barcode>` and its GTIN is unique, so importing the same file twice changes nothing.
 */
export async function importRecords(
  records: AsyncIterable<unknown>,
  options: ImportOptions,
  bytesRead: () => number = () => 0,
): Promise<ImportSummary> {
  const summary: ImportSummary = { read: 0, imported: 0, skipped: {}, lastModified: 0 };
  const skip = (reason: string) => (summary.skipped[reason] = (summary.skipped[reason] ?? 0) + 1);
  const size = options.batchSize ?? 500;
  let batch = new Map<string, ProductFacts>();
  // One batch is written while the next is read and normalised (the store and the parser each take about half the
  // time); at most one write is in flight, so memory stays bounded and batches land in order.
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (batch.size === 0) return;
    const rows = [...batch.values()];
    batch = new Map();
    // Progress (and so the resume point) is what was read up to this batch, reported once it is written.
    const upTo = { read: summary.read, lastModified: summary.lastModified };
    const bytes = bytesRead();
    await writing;
    writing = (async () => {
      await options.write(rows);
      summary.imported += rows.length;
      await options.onProgress?.({ ...summary, ...upTo }, bytes);
    })();
    // A failed write is thrown by the next `await writing`; until then it is not an unhandled rejection.
    writing.catch(() => undefined);
  };
  const resumeAt = options.resumeAt ?? 0;
  for await (const record of records) {
    summary.read++;
    if (summary.read <= resumeAt) continue;
    if (record instanceof Error) {
      skip(record.message);
      continue;
    }
    const modified = lastModifiedOf(record);
    summary.lastModified = Math.max(summary.lastModified, modified);
    if (options.changedSince !== undefined && modified > 0 && modified <= options.changedSince) {
      skip('unchanged since the last import');
      continue;
    }
    const facts = fromOpenFoodFacts(record, options.site ?? OPEN_FOOD_FACTS);
    if (!facts) {
      skip('no product name');
      continue;
    }
    if (!facts.gtin) {
      skip('no valid barcode');
      continue;
    }
    // A later row for the same barcode wins, as it would on a re-import.
    batch.set(facts.id, facts);
    if (batch.size >= size) await flush();
  }
  await flush();
  await writing;
  return summary;
}

/** JSON Lines → objects; a line that is not JSON becomes an Error record (counted, not fatal). */
export async function* jsonLines(lines: AsyncIterable<string>): AsyncIterable<unknown> {
  for await (const line of lines) {
    if (line.trim() === '') continue;
    try {
      yield JSON.parse(line) as unknown;
    } catch {
      yield new Error('malformed JSON line');
    }
  }
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
