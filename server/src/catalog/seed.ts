import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productFacts, type ProductFacts } from '@clearcart/contracts';

/** Folder of the seed catalog JSON files (server/seed/catalog): the nearest one above this module, which runs from
 * server/src/catalog in development and from the bundle in server/dist. */
export const SEED_CATALOG_DIR = findUp(join('seed', 'catalog'), dirname(fileURLToPath(import.meta.url)));

function findUp(relative: string, from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, relative))) return join(dir, relative);
    if (dirname(dir) === dir) throw new Error(`${relative} not found above ${from}`);
  }
}

/** Names of the seed catalog JSON files, sorted so the load order is stable. */
export function seedCatalogFiles(dir: string = SEED_CATALOG_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
}

/**
 * Loads every product of the seed catalog and validates it with the `productFacts` schema.
 * Throws with the file and record index when a record is invalid, so a bad edit fails loudly.
 */
export function loadSeedCatalog(dir: string = SEED_CATALOG_DIR): ProductFacts[] {
  const out: ProductFacts[] = [];
  for (const file of seedCatalogFiles(dir)) {
    const raw: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (!Array.isArray(raw)) throw new Error(`${file}: expected a JSON array of products`);
    raw.forEach((record: unknown, i) => {
      const parsed = productFacts.safeParse(record);
      if (!parsed.success) {
        throw new Error(`${file}[${i}]: invalid product: ${parsed.error.message}`);
      }
      out.push(parsed.data);
    });
  }
  return out;
}
