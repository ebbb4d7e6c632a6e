import { productFacts, type ProductFactsInput } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { openRecordWins, withOpenRecord } from './open-record.ts';

const facts = (input: Partial<ProductFactsInput>) =>
  productFacts.parse({
    id: 'p',
    name: 'P',
    brand: 'B',
    category: 'Bread',
    kind: 'food',
    sources: [{ title: 'x' }],
    ...input,
  });
const origin = {
  site: 'Open Food Facts',
  url: 'https://world.openfoodfacts.org/product/3029330003533',
  fetchedAt: '2026-11-20T10:00:00.000Z',
};

const curated = facts({
  id: 'jacquet-bread',
  gtin: '3029330003533',
  name: 'Crousti Moelleux',
  brand: 'Jacquet',
  origins: 'France',
  labels: ['en:organic'],
  allergens: ['en:sesame-seeds'],
  sources: [{ title: 'Jacquet', url: 'https://www.jacquet.fr' }],
});
const open = facts({
  id: 'off-3029330003533',
  gtin: '3029330003533',
  name: 'Crousti Moelleux Complet 730gr',
  brand: 'Jacquet',
  ingredientsText: 'Farine complète de blé, eau, sésame',
  lang: 'fr',
  allergens: ['en:gluten'],
  traces: ['en:sesame-seeds', 'en:soybeans'],
  nutriments: { energyKj: 1100, fat: 4, saturatedFat: 0.5, sugars: 3, salt: 1, proteins: 9 },
  labels: ['en:no-added-sugar'],
  origins: 'Union européenne',
  imageUrl: 'https://images.openfoodfacts.org/images/products/302/933/000/3533/front_fr.116.400.jpg',
  novaGroup: 4,
  sources: [{ title: 'Open Food Facts product 3029330003533 (ODbL)', url: origin.url }],
});

describe('a catalog record completed by its Open Food Facts record', () => {
  it('keeps curated facts and fills only what they lack, naming each fill', () => {
    const merged = withOpenRecord(curated, open, origin, true);
    expect(merged).toMatchObject({ id: 'jacquet-bread', name: 'Crousti Moelleux', origins: 'France' });
    expect(merged.labels).toEqual(['en:organic']);
    expect(merged.ingredientsText).toBe(open.ingredientsText);
    expect(merged.lang).toBe('fr');
    expect(merged.nutriments).toEqual(open.nutriments);
    expect(merged.imageUrl).toBe(open.imageUrl);
    expect(merged.novaGroup).toBe(4);
    expect(merged.openRecord).toEqual({ ...origin, filled: ['ingredients', 'nutrition', 'picture', 'grades'] });
    expect(merged.sources.map((s) => s.url)).toEqual(['https://www.jacquet.fr', origin.url]);
  });

  it('never drops a declared allergen, and a trace declared as an allergen elsewhere is an allergen', () => {
    const merged = withOpenRecord(curated, open, origin, true);
    expect(merged.allergens).toEqual(['en:sesame-seeds', 'en:gluten']);
    expect(merged.traces).toEqual(['en:soybeans']);
  });

  it('lets the newer site record win over an imported or fetched copy, keeping the catalog id and barcode', () => {
    const imported = facts({
      id: 'off-3029330003533',
      gtin: '3029330003533',
      name: 'Old name',
      ingredientsText: 'Farine',
    });
    const merged = withOpenRecord(imported, open, origin, false);
    expect(merged).toMatchObject({ id: 'off-3029330003533', name: open.name, ingredientsText: open.ingredientsText });
    expect(merged.openRecord).toEqual(origin);
    expect(openRecordWins('import')).toBe(true);
    expect(openRecordWins('openfoodfacts')).toBe(true);
    expect(openRecordWins('seed')).toBe(false);
  });

  it('fills nothing when the curated record has it all, and says so', () => {
    const full = withOpenRecord({ ...open, id: 'full', name: 'Full' }, open, origin, true);
    expect(full.openRecord?.filled).toEqual([]);
    expect(productFacts.safeParse(full).success).toBe(true);
  });
});
