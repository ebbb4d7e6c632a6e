/** The carbon figures of the footprints table are exactly what AGRIBALYSE 3.1 and OFF's categories give (../shared/data). */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AGRIBALYSE_DIR,
  CATEGORY_ALIASES_FILE,
  CATEGORY_FOODS_FILE,
  computeCategoryAliases,
  computeCategoryFoods,
  computeFootprints,
  FOOTPRINTS_FILE,
  type CategoryFood,
} from '../scripts/agribalyse-footprints.ts';
import { TAXONOMY_DIR } from '../scripts/allergen-vocabulary.ts';

const hasData = existsSync(AGRIBALYSE_DIR) && existsSync(TAXONOMY_DIR);
if (!hasData && process.env.CI) throw new Error(`CI: AGRIBALYSE or OFF taxonomies missing at ${AGRIBALYSE_DIR}`);

describe.skipIf(!hasData)('footprints from AGRIBALYSE 3.1', () => {
  const committed = readFileSync(FOOTPRINTS_FILE, 'utf8');

  it('equal the script’s output (npx tsx packages/knowledge/scripts/agribalyse-footprints.ts to update)', () => {
    expect(committed).toBe(computeFootprints(TAXONOMY_DIR, AGRIBALYSE_DIR, committed));
  });

  it('take the median of the foods as sold, leaving out forms prepared at home', () => {
    const entries = (JSON.parse(committed) as { entries: { id: string; kgCO2ePerKg: number; basis: string }[] })
      .entries;
    const potatoes = entries.find((e) => e.id === 'potatoes')!;
    expect(potatoes.basis).toContain('(forms prepared at home left out)');
    expect(potatoes.basis).not.toMatch(/baked|boiled/);
    // A change to one figure is caught.
    const edited = committed.replace(`"kgCO2ePerKg": ${potatoes.kgCO2ePerKg},`, '"kgCO2ePerKg": 9.99,');
    expect(computeFootprints(TAXONOMY_DIR, AGRIBALYSE_DIR, edited)).toBe(committed);
  });

  it('category aliases equal the script’s output: a category’s other names’ ids, for the categories with a figure', () => {
    const file = readFileSync(CATEGORY_ALIASES_FILE, 'utf8');
    const foods = readFileSync(CATEGORY_FOODS_FILE, 'utf8');
    expect(file).toBe(computeCategoryAliases(TAXONOMY_DIR, committed, foods));
    const entries = (JSON.parse(file) as { entries: { tag: string; aliases: string[] }[] }).entries;
    // Blind audit 9, O2: the French name a record carries for the fruit barquettes.
    expect(entries.find((e) => e.tag === 'en:sponge-cake-biscuits-wih-fruits-covering')?.aliases).toContain(
      'fr:barquettes-aux-fruits',
    );
    // Only ids that differ from their category's, and only for categories a figure is looked up by.
    expect(entries.filter((e) => e.aliases.includes(e.tag))).toEqual([]);
  });

  it('category foods (decision 095) equal the script’s output: each category’s own food as sold, with its figure', () => {
    const file = readFileSync(CATEGORY_FOODS_FILE, 'utf8');
    expect(file).toBe(computeCategoryFoods(TAXONOMY_DIR, AGRIBALYSE_DIR, committed));
    const foods = (JSON.parse(file) as { entries: CategoryFood[] }).entries;
    expect(foods.find((f) => f.tag === 'en:chitterling-sausage-from-guemene')).toEqual({
      tag: 'en:chitterling-sausage-from-guemene',
      name: 'Chitterling sausage from Guéméné',
      agribalyse: '8501',
      food: 'Chitterling sausage from Guéméné',
      kgCO2ePerKg: 16.19,
    });
    // A tea bag is not brewed tea, nor a chocolate powder the cup made with it; a table entry keeps its category.
    expect(foods.filter((f) => /brewed|ready-to-drink|home-made/i.test(f.food))).toEqual([]);
    expect(foods.some((f) => f.tag === 'en:chocolate-powders' || f.tag === 'en:tea-bags')).toBe(false);
    const tagged = new Set(
      (JSON.parse(committed) as { entries: { offTags: string[] }[] }).entries.flatMap((e) => e.offTags),
    );
    expect(foods.filter((f) => tagged.has(f.tag))).toEqual([]);
  });
});
