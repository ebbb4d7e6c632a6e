import { fromOpenFoodFacts, isPetFood, type OpenFactsSite } from '@clearcart/engine';
import { countriesOf, scansOf } from './countries.ts';
import { importedRow, type ProductRow } from '../store/repositories/product-row.ts';

/** What normalising a run of export records gives: the rows to write, and what was skipped and why. */
export interface Normalised {
  rows: ProductRow[];
  skipped: Record<string, number>;
  /** The newest `last_modified_t` among the records (seconds since 1970). */
  lastModified: number;
}

export interface NormaliseOptions {
  site: OpenFactsSite;
  /** Incremental: records whose `last_modified_t` is not after this time are unchanged since the last import. */
  changedSince?: number;
}

/** A record's `last_modified_t` (a number in JSONL, text in the CSV export); 0 when absent. */
const lastModifiedOf = (record: object): number => {
  const value = (record as Record<string, unknown>).last_modified_t;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

/**
 * Export records → rows for the store. A record is a JSON line (text), a CSV row keyed by its header, or an Error the
 * reader made of a row it could not read. Pure, so it runs the same in this thread or in a worker.
 */
export function normalise(records: readonly unknown[], options: NormaliseOptions): Normalised {
  const skipped: Record<string, number> = {};
  const skip = (reason: string) => (skipped[reason] = (skipped[reason] ?? 0) + 1);
  const byId = new Map<string, ProductRow>();
  let lastModified = 0;
  for (const raw of records) {
    const record = typeof raw === 'string' ? parseJson(raw) : raw;
    if (record instanceof Error) {
      skip(record.message);
      continue;
    }
    const modified = typeof record === 'object' && record !== null ? lastModifiedOf(record) : 0;
    lastModified = Math.max(lastModified, modified);
    if (options.changedSince !== undefined && modified > 0 && modified <= options.changedSince) {
      skip('unchanged since the last import');
      continue;
    }
    const facts = fromOpenFoodFacts(record, options.site);
    if (!facts) {
      skip(isPetFood(record) ? 'pet food, which ClearCart does not rate' : 'no product name');
      continue;
    }
    if (!facts.gtin) {
      skip('no valid barcode');
      continue;
    }
    // A later row for the same barcode wins, as it would on a re-import.
    byId.delete(facts.id);
    // Kept beside the facts: the offline pack ranks by scans within the shopper's country.
    const fields = record as Record<string, unknown>;
    byId.set(facts.id, importedRow(facts, { scans: scansOf(fields), countries: countriesOf(fields) }));
  }
  return { rows: [...byId.values()], skipped, lastModified };
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return new Error('malformed JSON line');
  }
}
