import type { Source } from '@clearcart/contracts';
import data from '../data/cosmetic-ingredients.json' with { type: 'json' };
import type { CosmeticKnowledge, CosmeticSubstance } from './types.ts';

/** The data file as written: sources by id (validated in cosmetics.test.ts). */
export type CosmeticData = typeof data;

const source = (id: string): Source => {
  const found = (data.sources as Record<string, Source | undefined>)[id];
  if (!found) throw new Error(`cosmetic-ingredients.json: unknown source "${id}"`);
  return found;
};
const sources = (ids: readonly string[]) => ids.map(source);

/** INCI ingredients of cosmetics and household products, from data/cosmetic-ingredients.json. */
export const cosmetics: CosmeticKnowledge = {
  fragranceAllergens: data.fragranceAllergens.entries.map((e) => ({
    ...e,
    sources: sources(data.fragranceAllergens.sources),
  })),
  substances: data.substances.map((s) => ({ ...s, sources: sources(s.sources) }) as CosmeticSubstance),
  functions: data.functions.entries.map((e) => ({ ...e, sources: sources(data.functions.sources) })),
  botanicalAllergens: data.botanicalAllergens.entries.map(
    (e) =>
      ({ ...e, sources: sources(data.botanicalAllergens.sources) }) as CosmeticKnowledge['botanicalAllergens'][number],
  ),
  animalDerived: data.animalDerived.entries.map(
    (e) => ({ ...e, sources: sources(data.animalDerived.sources) }) as CosmeticKnowledge['animalDerived'][number],
  ),
};
