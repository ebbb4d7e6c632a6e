import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The real Open Food Facts records (API answers, search pages) kept in ../shared/data. */
export const SHARED_PRODUCTS = resolve(import.meta.dirname, '../../../shared/data/openfoodfacts/products');

/** Every real product record of SHARED_PRODUCTS with a name and a barcode, once per barcode. */
export function realRecords(): Record<string, unknown>[] {
  const byCode = new Map<string, Record<string, unknown>>();
  const visit = (path: string) => {
    if (statSync(path).isDirectory()) return readdirSync(path).forEach((name) => visit(join(path, name)));
    if (!path.endsWith('.json')) return;
    const json = JSON.parse(readFileSync(path, 'utf8')) as { product?: unknown; products?: unknown[] };
    for (const record of [json.product, ...(json.products ?? [])]) {
      if (typeof record !== 'object' || record === null) continue;
      const { code, product_name: name } = record as { code?: unknown; product_name?: unknown };
      if (typeof code === 'string' && typeof name === 'string' && name.trim()) byCode.set(code, record as never);
    }
  };
  if (existsSync(SHARED_PRODUCTS)) visit(SHARED_PRODUCTS);
  return [...byCode.values()];
}

/** An EAN-13 with its check digit. */
function ean13(twelve: string): string {
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

/**
 * An export of `count` JSON Lines made from the real records in turn, each row under a barcode of its own from GS1's
 * restricted-circulation range (prefix 2: a shop's own numbers, never another product's), so every row is a product.
 */
export function exportOf(count: number, records = realRecords()): { lines: string[]; barcodes: string[] } {
  if (records.length === 0) throw new Error(`no real records in ${SHARED_PRODUCTS}`);
  const barcodes = Array.from({ length: count }, (_, i) => ean13(`29${String(i).padStart(10, '0')}`));
  const lines = barcodes.map((code, i) => {
    const { _id: _unused, id: _alsoUnused, ...record } = records[i % records.length]!;
    return JSON.stringify({ ...record, code });
  });
  return { lines, barcodes };
}
