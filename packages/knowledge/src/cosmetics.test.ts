/** The cosmetic-ingredient tables: valid, sourced, without duplicates (issue 18). */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import data from '../data/cosmetic-ingredients.json' with { type: 'json' };
import { knowledge } from './index.ts';

const names = z.array(z.string().min(2)).min(1);
const sourceIds = z.array(z.string()).min(1);
const table = <T extends z.ZodType>(entry: T) =>
  z.object({ sources: sourceIds, entries: z.array(entry).min(1) }).strict();
const schema = z
  .object({
    $comment: z.string(),
    sources: z.record(
      z.string(),
      z.object({ title: z.string().min(10), url: z.url({ protocol: /^https$/ }) }).strict(),
    ),
    fragranceAllergens: table(z.object({ id: z.string().regex(/^[a-z0-9_]+$/), names }).strict()),
    substances: z.array(
      z
        .object({
          id: z.string().regex(/^[a-z0-9_]+$/),
          names,
          hazard: z.enum(['high', 'medium', 'low']),
          tab: z.enum(['health', 'environmental']),
          sensitivity: z.enum(['chemicals', 'preservatives', 'artificial_additives']).optional(),
          function: z.string().min(3),
          concern: z.string().regex(/^[A-Z].*\.$/),
          status: z.string().regex(/^[A-Z].*\.$/),
          sources: sourceIds,
        })
        .strict(),
    ),
    functions: table(z.object({ names, function: z.string().min(3) }).strict()),
    botanicalAllergens: table(z.object({ names, allergen: z.string() }).strict()),
    animalDerived: table(z.object({ names, type: z.string() }).strict()),
  })
  .strict();

const fold = (name: string) => name.toLowerCase().replace(/[-\s]+/g, ' ');

describe('cosmetic-ingredients.json', () => {
  it('matches its schema (errors name the table, entry and field)', () => {
    const parsed = schema.safeParse(data);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
  });

  it('cites only sources it defines, and every source is cited', () => {
    const defined = new Set(Object.keys(data.sources));
    const cited = [
      ...data.fragranceAllergens.sources,
      ...data.functions.sources,
      ...data.botanicalAllergens.sources,
      ...data.animalDerived.sources,
      ...data.substances.flatMap((s) => s.sources),
    ];
    expect(cited.filter((id) => !defined.has(id))).toEqual([]);
    expect([...defined].filter((id) => !cited.includes(id))).toEqual([]);
    const urls = Object.values(data.sources).map((s) => s.url);
    expect(urls.length).toBe(new Set(urls).size);
  });

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

  it('holds the EU’s 24 fragrance allergens still allowed of Annex III’s original 26 (the other two are banned, listed as substances)', () => {
    expect(data.fragranceAllergens.entries).toHaveLength(24);
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
