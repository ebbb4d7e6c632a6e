/**
 * Builds server/seed/catalog/own-brands.json — supermarket own-brand products (Monoprix, Auchan, Marks & Spencer,
 * Sainsbury's) — from their real Open Food Facts records in ../shared/data (ODbL), through the same normaliser as every
 * Open Food Facts record (`fromOpenFoodFacts`). Only records with both an ingredient list and nutrition facts are taken:
 * the seed catalog is where a first-time or offline shopper gets a verdict (decision 058). The facts are
 * carried with their record's URL as source; the files themselves are never copied.
 *
 *   npx tsx server/scripts/seed-own-brands.ts          write the file
 *   npx tsx server/scripts/seed-own-brands.ts --check  exit 1 when the file is stale
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductFacts } from '@clearcart/contracts';
import { fromOpenFoodFacts, OPEN_FOOD_FACTS } from '@clearcart/engine';
import { loadOffRecords, productOf } from '../../packages/engine/src/test/off-records.ts';
import { SEED_CATALOG_DIR } from '../src/catalog/seed.ts';

export const OWN_BRANDS_FILE = join(SEED_CATALOG_DIR, 'own-brands.json');

/** The retailer each own brand belongs to, as shoppers name it, by the first brand on the record. */
const RETAILERS: [RegExp, string, string[]][] = [
  [/^monoprix/i, 'Monoprix', []],
  [/^(auchan|rik & rok)/i, 'Auchan', ['Rik & Rok']],
  [/^(marks ?(&|and) ?spencer|m ?& ?s)/i, 'Marks & Spencer', ['M&S']],
  [/^sainsbury/i, "Sainsbury's", []],
];

/**
 * The chosen records, by barcode: a spread of shelves where the catalog's brands want a comparison. Left out: records
 * with no category (a shopper would read "Food"), and records whose figures do not fit the product (a conserve with
 * 3 g of sugar, muffins at 97 kcal), which are someone's slip, not the label.
 */
export const OWN_BRAND_BARCODES = [
  // Monoprix (France), records of July 2020
  '3350033317154', // oat drink
  '3350031660634', // lemonade
  '3248652962117', // sparkling mineral water
  '3350030167509', // guacamole
  '3350033035911', // fruit fromage frais
  '3248650024800', // tuna in tomato
  '3350030202071', // gnocchi
  '3350033356658', // burger sauce
  '3350033304215', // smoked salmon cubes
  // Auchan (France), records of July 2020
  '3596710403301', // plain crisps
  '3596710364749', // tortilla chips
  '3596710365920', // apple shortbread biscuits
  '3596710387540', // strawberry barquettes (Rik & Rok)
  '3596710387557', // chocolate barquettes (Rik & Rok)
  '3596710347643', // Reblochon
  '3596710469727', // tomato juice
  '3596710464548', // goat's cheese pizza
  '3596710429820', // basquaise sauce
  // Marks & Spencer (United Kingdom), from the official export
  '00011501', // curiously strong mints
  '00011686', // all butter sultana cookies
  '00011785', // chocolate chip and hazelnut cookies
  '00011792', // reduced-fat white chocolate chunk cookies
  '00012126', // passion fruit
  '00025775', // marsh samphire
  '00014700', // beef ragu
  '00014717', // king prawn linguine
  '00022750', // mozzarella sticks
  '00011679', // Belgian chocolate chunk cookies
  '00024280', // all butter cookies
  '00028059', // all butter viennese swirls
  '00016940', // sweet popcorn
  '00028202', // cheddar & pickled onion crisps
  '00018166', // crumpets
];

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** One own-brand product from its record: our ids and the retailer's name as the brand, the record's facts as they are. */
function ownBrand(record: Record<string, unknown>): ProductFacts {
  const facts = fromOpenFoodFacts(record, OPEN_FOOD_FACTS);
  if (!facts?.gtin) throw new Error('an own-brand record without a name or barcode');
  if (!facts.ingredientsText || !facts.nutriments) throw new Error(`${facts.gtin}: no ingredients or nutrition`);
  const retailer = RETAILERS.find(([pattern]) => pattern.test(facts.brand));
  if (!retailer) throw new Error(`${facts.gtin}: ${facts.brand} is not a retailer's own brand`);
  const [, name, more] = retailer;
  const aliases = [...new Set([facts.brand, ...facts.aliases, ...more])].filter((a) => a !== name);
  return {
    ...facts,
    ...(facts.nutriments ? { nutriments: withoutContradiction(facts.nutriments) } : {}),
    id: `${slug(`${name} ${facts.name}`).slice(0, 60).replace(/-+$/, '')}-${facts.gtin}`,
    brand: name,
    aliases,
  };
}

/**
 * kcal and kJ that disagree (a kJ figure is 4.184 times the kcal one; more than 10 % apart means one was mistyped):
 * the kJ, which the EU label prints first, is kept and the kcal left out rather than guessed.
 */
function withoutContradiction(n: NonNullable<ProductFacts['nutriments']>): NonNullable<ProductFacts['nutriments']> {
  const { energyKcal, energyKj, ...rest } = n;
  if (energyKcal === undefined || energyKj === undefined || energyKcal === 0) return n;
  return Math.abs(energyKj / (energyKcal * 4.184) - 1) > 0.1 ? { energyKj, ...rest } : n;
}

export function ownBrandProducts(): ProductFacts[] {
  const byCode = new Map<string, Record<string, unknown>>();
  for (const { record } of loadOffRecords()) {
    const product = productOf(record);
    const code = typeof product.code === 'string' ? product.code : typeof record.code === 'string' ? record.code : '';
    if (OWN_BRAND_BARCODES.includes(code) && !byCode.has(code)) byCode.set(code, record);
  }
  return OWN_BRAND_BARCODES.map((code) => {
    const record = byCode.get(code);
    if (!record) throw new Error(`${code}: no record in ../shared/data`);
    return ownBrand(record);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = JSON.stringify(ownBrandProducts(), null, 2) + '\n';
  if (process.argv.includes('--check')) {
    const current = readFileSync(OWN_BRANDS_FILE, 'utf8');
    if (current !== text) {
      console.error(`${OWN_BRANDS_FILE} is stale: npx tsx server/scripts/seed-own-brands.ts`);
      process.exit(1);
    }
  } else {
    writeFileSync(OWN_BRANDS_FILE, text);
    console.log(`Own-brand products written: ${OWN_BRAND_BARCODES.length}`);
  }
}
