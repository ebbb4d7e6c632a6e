import { readFileSync } from 'node:fs';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { hasOffRecords } from '../../../packages/engine/src/test/off-records.ts';
import { OWN_BRANDS_FILE, ownBrandProducts } from '../../scripts/seed-own-brands.ts';
import { betterChoicesIn, scoreCards, seedCoverage } from './seed-coverage.ts';
import { loadSeedCatalog } from './seed.ts';

const catalog = loadSeedCatalog();
const cards = scoreCards(catalog, knowledge);
const coverage = seedCoverage(catalog, cards);
const share = (part: number, whole: number) => part / whole;

/**
 * The products a shopper opens first (decision 058): the ones the walk opened and the search tests rely on.
 * The repo keeps no count of openings, so this list is the definition.
 */
const TOP_PRODUCTS = [
  'nutella-hazelnut-spread-400g',
  'coca-cola-original-taste-330ml-can',
  'coca-cola-zero-sugar-330ml-can',
  'oatly-oat-drink-original-1l',
  'pringles-original-165g',
  'kinder-bueno-43g',
  'snickers-bar-50g',
  'oreo-original-154g',
  'kitkat-4-finger-41-5g',
  'barilla-spaghetti-n5-500g',
];
/** Those whose better choices the catalog's own products give today, with no network. */
const WITH_BETTER_CHOICES = [
  'coca-cola-original-taste-330ml-can',
  'oatly-oat-drink-original-1l',
  'kinder-bueno-43g',
  'snickers-bar-50g',
  'kitkat-4-finger-41-5g',
];

// A verdict on the products people open first. The counts only go up: each floor is what sourced facts reached
// (decision 059); the target is 90 %.
describe('seed catalog coverage', () => {
  it('gives foods and drinks both ingredients and nutrition facts (floor: 76 of 279)', () => {
    expect(coverage.foodsAndDrinksWithFacts).toBeGreaterThanOrEqual(76);
    expect(share(coverage.foodsAndDrinksWithFacts, coverage.foodsAndDrinks)).toBeGreaterThanOrEqual(0.25);
  });

  it('gives cosmetics and household products their ingredient lists (floor: 7 of 97)', () => {
    expect(coverage.cosmeticsAndHouseholdWithIngredients).toBeGreaterThanOrEqual(7);
  });

  // Health 76: Coca-Cola Zero Sugar (330 and 500 ml) and Fanta Orange Zero were graded on two or one traffic lights;
  // a grade needs all four figures or a Nutri-Score (decision 085), and their records lack sugars or most figures.
  // Ethics: a list the reader does not know ("Samphire") clears no supply chain, so it waits for one it can read.
  // Environment 259: a concentrate takes no ready-to-eat footprint (decision 126), so Knorr's bouillon, two condensed
  // soups and an instant mash lost a figure that was never theirs, and with it their score; the last three had no other
  // score, so 104 are unscored (101 before). Environment 257: a cosmetic's name says a scent or a variant, not what it
  // is made of (blind audit 71), so Rexona's "Cotton Dry" and Vaseline's "Cocoa Radiant", with no list, lost the cotton
  // and cocoa their names had lent them, and with it their score. Ethics 129: a grade needs one factor known (blind
  // audit 71), and a labour risk not ruled out (a sugar that may be cane) beside an animal content "maybe" (natural
  // flavourings) is none: the colas, Fantas and Tic Tacs that were graded B on nothing known say so instead. Ethics 127:
  // a labour risk the US list names by country is possible, not found, without the product's origin (decision 149), so
  // two products whose one known factor was such a risk are no longer graded. Ethics 123: oranges are on that list
  // (Brazil, blind audit 105), so four products of oranges (Fantas, a marmalade) whose one known factor was their labour
  // are no longer graded. Environment 256: a plastic of unstated polymer is partly recycled as a bottle only (blind
  // audit 108), so one product with no footprint and such a pack now has too little known for a score.
  it('scores products in each tab (floors: health 85, environment 256, ethics 123)', () => {
    expect(coverage.scored.health).toBeGreaterThanOrEqual(85);
    expect(coverage.scored.environmental).toBeGreaterThanOrEqual(256);
    expect(coverage.scored.ethical).toBeGreaterThanOrEqual(123);
    expect(coverage.unscored).toBeLessThanOrEqual(104);
  });

  it.todo('gives at least 90 % of foods and drinks ingredients and nutrition facts, each from a real record');
  it.todo('gives at least 90 % of cosmetics and household products their ingredient lists, each sourced');
});

describe('better choices for the products opened first, from the catalog alone', () => {
  it('has every top product', () => {
    const ids = new Set(catalog.map((p) => p.id));
    expect(TOP_PRODUCTS.filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(WITH_BETTER_CHOICES)('%s has better choices', (id) => {
    const product = catalog.find((p) => p.id === id)!;
    expect(betterChoicesIn(product, catalog, cards).length).toBeGreaterThan(0);
  });

  it('finds a better oat drink for Oatly among the own brands', () => {
    const oatly = catalog.find((p) => p.id === 'oatly-oat-drink-original-1l')!;
    expect(betterChoicesIn(oatly, catalog, cards)).toContain('monoprix-boisson-a-l-avoine-3350033317154');
  });

  it.todo('has better choices for every top product (Nutella, Coca-Cola Zero, Pringles, Oreo, Barilla have none)');
});

describe('own-brand products of the large retailers', () => {
  const own = JSON.parse(readFileSync(OWN_BRANDS_FILE, 'utf8')) as ReturnType<typeof ownBrandProducts>;

  it('are at least 30, from Monoprix, Auchan and Marks & Spencer, each with ingredients and nutrition', () => {
    expect(own.length).toBeGreaterThanOrEqual(30);
    expect(new Set(own.map((p) => p.brand))).toEqual(new Set(['Monoprix', 'Auchan', 'Marks & Spencer']));
    for (const p of own) {
      expect(p.ingredientsText, p.id).toBeTruthy();
      expect(Object.keys(p.nutriments ?? {}).length, p.id).toBeGreaterThan(0);
    }
  });

  it('cite their Open Food Facts record, under its licence', () => {
    for (const p of own) {
      expect(p.sources, p.id).toContainEqual({
        title: `Open Food Facts product ${p.gtin} (ODbL)`,
        url: `https://world.openfoodfacts.org/product/${p.gtin}`,
      });
    }
  });

  it.skipIf(!hasOffRecords)('are the real records as they are (npx tsx server/scripts/seed-own-brands.ts)', () => {
    expect(own).toEqual(JSON.parse(JSON.stringify(ownBrandProducts())));
  });
});
