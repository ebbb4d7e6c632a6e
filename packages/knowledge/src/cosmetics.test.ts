/** The cosmetic-ingredient tables without duplicates (issue 18); schema and sources are checked by data.test.ts. */
import { describe, expect, it } from 'vitest';
import data from '../data/cosmetic-ingredients.json' with { type: 'json' };
import { knowledge } from './index.ts';

const fold = (name: string) => name.toLowerCase().replace(/[-\s]+/g, ' ');

describe('cosmetic-ingredients.json', () => {
  it('names no ingredient twice within a table, and no fragrance allergen is also a substance of concern', () => {
    const tables = {
      fragranceAllergens: data.fragranceAllergens.entries.flatMap((e) => e.names),
      substances: data.substances.flatMap((e) => e.names),
      functions: data.functions.entries.flatMap((e) => e.names),
      botanicalAllergens: data.botanicalAllergens.entries.flatMap((e) => e.names),
      animalDerived: data.animalDerived.entries.flatMap((e) => e.names),
    };
    for (const [name, list] of Object.entries(tables)) {
      const folded = list.map(fold);
      expect(
        folded.filter((n, i) => folded.indexOf(n) !== i),
        name,
      ).toEqual([]);
    }
    const fragrance = new Set(tables.fragranceAllergens.map(fold));
    expect(tables.substances.map(fold).filter((n) => fragrance.has(n))).toEqual([]);
    const ids = [...data.fragranceAllergens.entries, ...data.substances].map((e) => e.id);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('holds the 24 fragrance allergens still allowed of Annex III’s original 26 (the other two are banned, listed as substances) and the 57 Regulation (EU) 2023/1545 added', () => {
    expect(data.fragranceAllergens.entries).toHaveLength(24 + 57);
    expect(data.substances.map((s) => s.id)).toEqual(
      expect.arrayContaining(['butylphenyl_methylpropional', 'hydroxyisohexyl_3_cyclohexene_carboxaldehyde']),
    );
  });

  it('is what the knowledge base ships, every entry with its sources resolved', () => {
    const cosmetics = knowledge.cosmetics!;
    expect(cosmetics.substances.every((s) => s.sources.length > 0 && s.sources.every((x) => x.url))).toBe(true);
    expect(cosmetics.fragranceAllergens.every((f) => f.sources.length === 2)).toBe(true);
  });
});
