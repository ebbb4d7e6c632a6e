/** The seed catalog's pictures are the real records' front pictures, credited, on hosts the page may load. */
import { describe, expect, it } from 'vitest';
import { frontImageUrl } from '@clearcart/engine';
import { hasOffRecords } from '../../packages/engine/src/test/off-records.ts';
import { recordImages } from '../scripts/seed-images.ts';
import { loadSeedCatalog } from '../src/catalog/seed.ts';
import { aProduct } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

const seed = loadSeedCatalog();

describe('seed product pictures', () => {
  it('are only on the Open Facts image hosts (the ones the CSP allows)', () => {
    const pictured = seed.filter((p) => p.imageUrl);
    expect(pictured.length).toBeGreaterThan(40);
    for (const product of pictured) expect(frontImageUrl({ image_front_url: product.imageUrl })).toBe(product.imageUrl);
  });

  it.skipIf(!hasOffRecords)(
    'are exactly the front pictures of the real records (npx tsx server/scripts/seed-images.ts)',
    () => {
      const images = recordImages();
      const stale = seed
        .filter((p) => p.gtin && (images.get(p.gtin) ?? undefined) !== p.imageUrl)
        .map((p) => `${p.id}: ${p.imageUrl ?? 'none'} ≠ ${images.get(p.gtin ?? '') ?? 'none'}`);
      expect(stale).toEqual([]);
    },
  );

  it("answers a product's picture with its credit, and 404 without one", async () => {
    const { app } = await buildTestApp({
      products: [
        aProduct({
          id: 'fanta-orange',
          name: 'Fanta Orange',
          brand: 'Fanta',
          imageUrl: 'https://images.openfoodfacts.org/images/products/544/900/001/1527/front_en.49.400.jpg',
        }),
        aProduct({ id: 'plain', name: 'Plain Biscuits', brand: 'Nobody' }),
      ],
    });
    const found = await app.inject({ url: '/api/products/product-image?name=fanta%20orange&brand=Fanta' });
    expect(found.json()).toEqual({
      imageUrl: 'https://images.openfoodfacts.org/images/products/544/900/001/1527/front_en.49.400.jpg',
      source: 'Open Food Facts contributors (CC BY-SA 3.0)',
    });
    const product = await app.inject({ url: '/api/products/fanta-orange' });
    expect(product.json().entity.image_url).toBe(found.json().imageUrl);
    expect((await app.inject({ url: '/api/products/product-image?name=Plain%20Biscuits' })).statusCode).toBe(404);
    await app.close();
  });
});
