/** The cosmetic-ingredient tables without duplicates; schema and sources are checked by data.test.ts. */
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
      surfactants: data.surfactants.flatMap((e) => e.names),
      skinSensitisers: data.skinSensitisers.flatMap((e) => e.names),
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
    const ids = [...data.fragranceAllergens.entries, ...data.substances, ...data.surfactants].map((e) => e.id);
    expect(ids.length).toBe(new Set(ids).size);
    const sensitisers = data.skinSensitisers.map((e) => e.id);
    expect(sensitisers.length).toBe(new Set(sensitisers).size);
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

  it('states each surfactant’s biodegradability only as far as its source does, each with a quoted source', () => {
    const { surfactants, detergentsRule } = knowledge.cosmetics!;
    expect(surfactants.length).toBeGreaterThanOrEqual(5);
    for (const s of surfactants) {
      expect(s.aerobic ?? s.anaerobic, s.id).toBeDefined();
      expect(s.sources.length, s.id).toBeGreaterThan(0);
      // Biodegradability is a claim a reader must be able to check: a deep link and the source's words.
      expect(
        s.sources.every((x) => x.url && x.quote),
        s.id,
      ).toBe(true);
    }
    // LAS: the Commission's report says it degrades poorly without oxygen; nothing is said here of its aerobic tests.
    expect(surfactants.find((s) => s.id === 'linear_alkylbenzene_sulfonates')).toMatchObject({ anaerobic: 'poor' });
    expect(surfactants.find((s) => s.id === 'linear_alkylbenzene_sulfonates')?.aerobic).toBeUndefined();
    expect(detergentsRule.sources[0]?.url).toBe(
      'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:02004R0648-20150601',
    );
  });

  it('holds the isothiazolinone skin sensitisers of the CLP Regulation under their INCI and chemical names, each sourced to EUR-Lex', () => {
    const { skinSensitisers, hazardStatements } = knowledge.cosmetics!;
    const names = (id: string) => skinSensitisers?.find((s) => s.id === id)?.names ?? [];
    expect(names('benzisothiazolinone')).toEqual(
      expect.arrayContaining(['Benzisothiazolinone', '1,2-Benzisothiazol-3(2H)-one']),
    );
    expect(names('methylisothiazolinone')).toContain('Methylisothiazolinone');
    expect(names('methylchloroisothiazolinone')).toEqual(
      expect.arrayContaining(['Methylchloroisothiazolinone', 'Methylchloroisothiazolinone/Methylisothiazolinone']),
    );
    expect(names('octylisothiazolinone')).toContain('Octylisothiazolinone');
    for (const s of skinSensitisers ?? [])
      expect(
        s.sources.some((x) => x.url?.startsWith('https://eur-lex.europa.eu/')),
        s.id,
      ).toBe(true);
    // The statement the report gives them is the table's H317.
    expect(hazardStatements.find((h) => h.code === 'H317')?.statement).toBe('May cause an allergic skin reaction.');
  });
});
