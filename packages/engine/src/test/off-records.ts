/** Test-only loader for the real Open Food Facts records in ../shared/data (never imported by engine code). */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const OFF_PRODUCTS_DIR = path.resolve(repoRoot, '../shared/data/openfoodfacts/products');
export const hasOffRecords = existsSync(OFF_PRODUCTS_DIR);
// CI must run these suites: a green run then always means they ran.
if (!hasOffRecords && process.env.CI) throw new Error(`CI: Open Food Facts records missing at ${OFF_PRODUCTS_DIR}`);

export interface OffRecord {
  file: string;
  record: Record<string, unknown>;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Every product record: JSON products (single or search results) and TSV export rows as column → string. */
export function loadOffRecords(): OffRecord[] {
  if (!hasOffRecords) return [];
  const out: OffRecord[] = [];
  for (const file of walk(OFF_PRODUCTS_DIR)) {
    const rel = path.relative(OFF_PRODUCTS_DIR, file);
    if (file.endsWith('.json')) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      if (Array.isArray(json.products)) {
        for (const product of json.products) out.push({ file: rel, record: product as Record<string, unknown> });
      } else out.push({ file: rel, record: json });
    } else if (file.endsWith('.csv')) {
      const [header, ...lines] = readFileSync(file, 'utf8').split('\n');
      const columns = (header ?? '').split('\t');
      for (const line of lines) {
        if (line.trim().length === 0) continue;
        const cells = line.split('\t');
        out.push({ file: rel, record: Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? ''])) });
      }
    }
  }
  return out;
}

/** The product object of a record (API responses wrap it in `product`). */
export const productOf = (record: Record<string, unknown>): Record<string, unknown> =>
  typeof record.product === 'object' && record.product !== null ? (record.product as Record<string, unknown>) : record;

/** A list field of either format as lower-case strings. */
export function listField(product: Record<string, unknown>, key: string): string[] {
  const value = product[key];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase());
  if (typeof value === 'string')
    return value
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean);
  return [];
}

/**
 * Whether the export cut the record's ingredient text: the data-quality excerpt stores at most 255 bytes of
 * `ingredients_text` for many rows (143 of its 1,000 end at 252–255 bytes, mid-word), while OFF derived its tags from
 * the whole text.
 */
export function ingredientsTextCut(file: string, product: Record<string, unknown>): boolean {
  const text = product.ingredients_text;
  if (!file.endsWith('.csv') || typeof text !== 'string') return false;
  const bytes = Buffer.byteLength(text);
  return bytes >= 252 && bytes <= 255;
}
