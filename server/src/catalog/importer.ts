import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { ProductFacts } from '@clearcart/contracts';
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
  lines: AsyncIterable<string>;
  format: 'jsonl' | 'csv';
  bytesRead: () => number;
} {
  const file = createReadStream(path);
  const input: Readable = path.endsWith('.gz') ? file.pipe(createGunzip()) : file;
  const format = /\.jsonl?(\.gz)?$/i.test(path) ? 'jsonl' : 'csv';
  return { lines: linesOf(input), format, bytesRead: () => file.bytesRead };
}

/**
 * The lines of a stream, read from the first request on: readline starts reading as soon as it is created and drops
 * the lines it emits before a `for await` listens, so it is created only when the caller starts iterating.
 */
async function* linesOf(input: Readable): AsyncIterable<string> {
  yield* createInterface({ input, crlfDelay: Infinity });
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
  const flush = async () => {
    if (batch.size === 0) return;
    await options.write([...batch.values()]);
    summary.imported += batch.size;
    batch = new Map();
    await options.onProgress?.(summary, bytesRead());
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
 * CSV or TSV rows → objects keyed by the header. The delimiter is read from the header (OFF's "CSV" export
 * is tab-separated); quoted fields may hold delimiters, doubled quotes and line breaks.
 */
export async function* delimitedRows(lines: AsyncIterable<string>): AsyncIterable<unknown> {
  let header: string[] | null = null;
  let delimiter = '\t';
  let pending = '';
  for await (const line of lines) {
    const text = pending ? `${pending}\n${line}` : line;
    if (header === null) {
      delimiter = text.includes('\t') ? '\t' : ',';
    }
    const fields = splitRow(text, delimiter);
    if (fields === null) {
      pending = text;
      continue;
    }
    pending = '';
    if (header === null) {
      header = fields;
      continue;
    }
    if (fields.length === 1 && fields[0] === '') continue;
    if (fields.length !== header.length) {
      yield new Error('row with a wrong number of columns');
      continue;
    }
    const row: Record<string, string> = {};
    header.forEach((name, i) => (row[name] = fields[i] ?? ''));
    yield row;
  }
}

/** Splits one row; null when a quoted field is still open (the row continues on the next line). */
function splitRow(text: string, delimiter: string): string[] | null {
  if (delimiter === '\t' && !text.includes('"')) return text.split('\t');
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      fields.push(field);
      field = '';
    } else field += c;
  }
  if (quoted) return null;
  fields.push(field);
  return fields;
}
