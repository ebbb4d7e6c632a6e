/**
 * Carries the front-picture URL of every seed product whose barcode has a real Open Food Facts record in
 * ../shared/data into the seed catalog (`imageUrl`). The pictures are Open Food Facts contributors' photos, CC BY-SA;
 * the page credits them. Run: `npx tsx server/scripts/seed-images.ts` (a test checks the catalog stays in step).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { frontImageUrl } from '@clearcart/engine';
import { loadOffRecords, productOf } from '../../packages/engine/src/test/off-records.ts';
import { SEED_CATALOG_DIR, seedCatalogFiles } from '../src/catalog/seed.ts';

/** Barcode → front picture of the real records (the first record that has one). */
export function recordImages(): Map<string, string> {
  const images = new Map<string, string>();
  for (const { record } of loadOffRecords()) {
    const product = productOf(record);
    const code = typeof product.code === 'string' ? product.code : typeof record.code === 'string' ? record.code : '';
    const url = frontImageUrl(product);
    if (code && url && !images.has(code)) images.set(code, url);
  }
  return images;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const images = recordImages();
  let carried = 0;
  for (const file of seedCatalogFiles()) {
    const path = join(SEED_CATALOG_DIR, file);
    const products = JSON.parse(readFileSync(path, 'utf8')) as Array<Record<string, unknown>>;
    for (const product of products) {
      const url = typeof product.gtin === 'string' ? images.get(product.gtin) : undefined;
      if (url) {
        product.imageUrl = url;
        carried++;
      }
    }
    writeFileSync(path, JSON.stringify(products, null, 2) + '\n');
  }
  console.log(`Front pictures carried into the seed catalog: ${carried}`);
}
