/**
 * One fact, one answer: every seed product and every real Open Food Facts record in ../shared/data, under several
 * shoppers' preferences, read as a whole report (every tab, the alerts, the scores) for contradictions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productFacts, type ProductFacts } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { fromOpenFoodFacts } from './facts/from-off.ts';
import { contradictions } from './test/contradictions.ts';
import { loadOffRecords } from './test/off-records.ts';

const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../server/seed/catalog');
const seed = readdirSync(seedDir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) =>
    (JSON.parse(readFileSync(path.join(seedDir, f), 'utf8')) as unknown[]).map((p) => productFacts.parse(p)),
  );
const records = loadOffRecords();
// Each record that carries OFF's estimate from the ingredient list also as it is without a label table (fresh
// produce, unphotographed packs): the estimate then stands in, and must never read as measured.
const withoutLabelTable = records.flatMap(({ record }) => {
  const product = (typeof record.product === 'object' && record.product !== null ? record.product : record) as Record<
    string,
    unknown
  >;
  if (typeof product.nutriments_estimated !== 'object') return [];
  const { nutriments: _, ...rest } = product;
  const facts = fromOpenFoodFacts({ ...rest, code: `${String(product.code)}0` });
  return facts ? [facts] : [];
});
const off = [...records.flatMap(({ record }) => fromOpenFoodFacts(record) ?? []), ...withoutLabelTable];

const PROFILES = {
  'no preferences': undefined,
  'allergic vegan': {
    health: {
      allergens: ['peanuts', 'tree_nuts', 'dairy', 'eggs', 'wheat', 'soy', 'fish', 'shellfish', 'sesame'],
      dietary_restrictions: ['vegan'],
    },
  },
  'gluten-free vegetarian avoiding animal testing': {
    health: { allergens: ['wheat'], dietary_restrictions: ['vegetarian', 'gluten_free'] },
    ethical: { animal_testing: 'strongly_avoid' },
  },
  // Sensitivities raise the alerts whose severity must match the grid's.
  'sensitive to additives, preservatives and chemicals, avoiding peanuts': {
    health: {
      allergens: ['peanuts', 'sesame'],
      sensitivities: { artificial_additives: 5, preservatives: 5, chemicals: 5 },
    },
  },
};

describe('one fact, one answer', () => {
  it.each([
    ['the seed catalog', seed],
    ['the Open Food Facts records', off],
  ] as [string, ProductFacts[]][])(
    'no report of %s contradicts itself',
    (_, products) => {
      expect(products.length).toBeGreaterThan(300);
      const found: string[] = [];
      const byRule = new Map<string, number>();
      for (const facts of products)
        for (const [profile, preferences] of Object.entries(PROFILES))
          for (const c of contradictions(facts, evaluateProductStrict(facts, knowledge, preferences))) {
            found.push(`${facts.id} (${profile}) ${c}`);
            const rule = c.slice(0, c.indexOf(':'));
            byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
          }
      const reports = products.length * Object.keys(PROFILES).length;
      console.log(
        `${reports} reports, ${found.length} contradictions${byRule.size > 0 ? `: ${[...byRule].map(([r, n]) => `${r} ${n}`).join(', ')}` : ''}`,
      );
      expect(found.slice(0, 20)).toEqual([]);
      // Thousands of whole reports: a walk, not a timing (about 20 s alone here, more beside the rest of the suite).
    },
    180_000,
  );
});
