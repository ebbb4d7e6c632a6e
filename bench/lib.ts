import { spawnSync } from 'node:child_process';
import type { ProductFacts } from '@clearcart/contracts';

/** p-th percentile (0–100) of `values`, nearest-rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}

export const ms = (n: number) => `${n.toFixed(2)} ms`;

/** The value after `--name` on the command line, or `fallback`. */
export function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return (at > 0 ? process.argv[at + 1] : undefined) ?? fallback;
}

/** A numeric `--name` option. */
export const numberOption = (name: string, fallback: number) => Number(option(name, String(fallback)));

/** Times `fn` once, in milliseconds. */
export async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** A deterministic pseudo-random generator (mulberry32), so every run uses the same catalog and queries. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

/** A valid EAN-13 in the GS1 "restricted circulation" range 20–29, so it can never clash with a real product. */
export function syntheticGtin(n: number): string {
  const body = `2${String(n).padStart(11, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

const BRANDS = [
  'Alpine Valley',
  'Green Meadow',
  'Northfield',
  'Sunny Grove',
  'Blue Harbor',
  'Golden Acre',
  'Riverbend',
  'Maple Ridge',
  'Oak & Stone',
  'Silver Birch',
  'Red Barn',
  'Wild Thyme',
  'Coastal Kitchen',
  'Harvest Moon',
  'Little Orchard',
  'Mountain Spring',
  'Prairie Gold',
  'Sea Breeze',
  'Urban Pantry',
  'Village Bakery',
  'Crème de la Crème',
  'Café Léon',
  'Müllerhof',
  'Señor Pepe',
  'Björk Dairy',
  'Nordic Fields',
  'Tuscan Sun',
  'Bella Nonna',
  'Le Petit Chef',
  'Kyoto Garden',
];
const PRODUCTS = [
  'Hazelnut Spread',
  'Dark Chocolate',
  'Milk Chocolate',
  'Oat Drink',
  'Almond Milk',
  'Greek Yogurt',
  'Strawberry Jam',
  'Peanut Butter',
  'Tomato Ketchup',
  'Orange Juice',
  'Sparkling Water',
  'Cola',
  'Potato Crisps',
  'Tortilla Chips',
  'Granola',
  'Corn Flakes',
  'Muesli',
  'Spaghetti',
  'Penne',
  'Basmati Rice',
  'Olive Oil',
  'Butter',
  'Cheddar',
  'Mozzarella',
  'Ice Cream',
  'Crème Brûlée',
  'Shampoo',
  'Shower Gel',
  'Toothpaste',
  'Laundry Detergent',
  'Dish Soap',
  'Hand Cream',
  'Body Lotion',
  'Coffee Beans',
  'Green Tea',
  'Energy Drink',
  'Protein Bar',
  'Oat Biscuits',
  'Wafers',
];
const VARIANTS = [
  'Original',
  'Classic',
  'Light',
  'Organic',
  'Extra',
  'Zero Sugar',
  'Vanilla',
  'Caramel',
  'Sea Salt',
  'Mint',
  'Lemon',
  'Family Pack',
  'Mini',
  'Intense',
  'Smooth',
  'Crunchy',
  'Sensitive',
  'Fresh',
  'Honey',
  'Berry',
  'Cocoa',
  'Coconut',
];
const CATEGORY_OF: Record<string, string> = {
  Shampoo: 'Hair care',
  'Shower Gel': 'Body care',
  Toothpaste: 'Oral care',
};

/**
 * `count` synthetic but realistic products: "<Brand> <Product> <Variant> <n>", each with a valid GTIN; from the
 * `start`-th on, so a catalog of millions is made a slice at a time.
 */
export function syntheticCatalog(count: number, seed = 42, start = 0): ProductFacts[] {
  const rand = random(seed + start);
  return Array.from({ length: count }, (_, at) => {
    const i = start + at;
    const brand = pick(rand, BRANDS);
    const product = pick(rand, PRODUCTS);
    const name = `${product} ${pick(rand, VARIANTS)} ${pick(rand, VARIANTS)} ${100 + (i % 900)}g`;
    return {
      id: `bench-${i}`,
      gtin: syntheticGtin(i),
      name,
      brand,
      aliases: [],
      category: CATEGORY_OF[product] ?? product,
      categoryTags: [],
      kind: 'food',
      allergens: [],
      traces: [],
      perMl: false,
      labels: [],
      packaging: [],
      ingredientsAnalysis: [],
      sources: [{ title: 'Synthetic benchmark product' }],
    };
  });
}

/** The machine, so figures can be compared across runs. */
export function machine(): string {
  const cpu = spawnSync('nproc', { encoding: 'utf8' }).stdout.trim();
  return `node ${process.version}, ${cpu} CPUs`;
}
