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

  it('category aliases equal the script’s output: every name of a category with a figure or below one', () => {
    const file = readFileSync(CATEGORY_ALIASES_FILE, 'utf8');
    const foods = readFileSync(CATEGORY_FOODS_FILE, 'utf8');
    expect(file).toBe(computeCategoryAliases(TAXONOMY_DIR, committed, foods));
    const { shared, entries } = JSON.parse(file) as {
      shared: string[];
      entries: { tag: string; within?: string; names?: string[] }[];
    };
    const of = (tag: string) => entries.find((e) => e.tag === tag);
    // The French name a record carries for the fruit barquettes (blind audit 9), read under any prefix.
    expect(of('en:sponge-cake-biscuits-wih-fruits-covering')?.names).toContain('barquettes-aux-fruits');
    // A French name under "en:" (blind audit 10): the soda category has no figure, its nearest ancestor with one does.
    expect(of('en:sodas-with-exotic-fruits')).toMatchObject({ within: 'en:sodas' });
    expect(of('en:sodas-with-exotic-fruits')?.names).toContain('sodas-aux-fruits-exotiques');
    // A Danish name is as much a name as a French one.
    expect(of('en:sodas')?.names?.length).toBeGreaterThan(10);
    // Two nearest ancestors that are one footprints entry (spring and mineral waters) give it; two figures give none
    // (a Mâcon may be red or rosé), and a category with a figure of its own has no "within".
    expect(of('en:natural-mineral-waters')?.within).toBe('en:mineral-waters');
    expect(of('fr:macon')).toBeUndefined();
    expect(entries.filter((e) => e.within && foods.includes(`"tag":"${e.tag}"`))).toEqual([]);
    // A name two categories share is never read bare, and a category's own name is not repeated.
    const bare = new Set(entries.flatMap((e) => e.names ?? []).filter((n) => !n.includes(':')));
    expect(shared.filter((n) => bare.has(n))).toEqual([]);
    expect(entries.filter((e) => e.names?.includes(e.tag.slice(e.tag.indexOf(':') + 1)))).toEqual([]);
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
