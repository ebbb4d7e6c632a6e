import type { Source } from '@clearcart/contracts';
import type {
  CosmeticKnowledge,
  CosmeticSubstance,
  HazardStatement,
  SkinSensitiser,
  SurfactantKnowledge,
} from './types.ts';

type Table<T> = { sources: Source[]; entries: T[] };
/** cosmetic-ingredients.json with its sources: a table's sources apply to each of its entries. */
export interface CosmeticData {
  fragranceAllergens: Table<{ id: string; names: string[] }>;
  substances: CosmeticSubstance[];
  functions: Table<{ names: string[]; function: string }>;
  botanicalAllergens: Table<Omit<CosmeticKnowledge['botanicalAllergens'][number], 'sources'>>;
  animalDerived: Table<Omit<CosmeticKnowledge['animalDerived'][number], 'sources'>>;
  hazardStatements: Table<Omit<HazardStatement, 'sources'>>;
  surfactants: SurfactantKnowledge[];
  detergentsRule: CosmeticKnowledge['detergentsRule'];
  detergentFragrances: CosmeticKnowledge['detergentFragrances'];
  skinSensitisers: SkinSensitiser[];
}

const each = <T>({ sources, entries }: Table<T>) => entries.map((entry) => ({ ...entry, sources }));

/** INCI ingredients of cosmetics and household products, from data/cosmetic-ingredients.json. */
export function cosmeticsFrom(data: CosmeticData): CosmeticKnowledge {
  return {
    fragranceAllergens: each(data.fragranceAllergens),
    substances: data.substances,
    functions: each(data.functions),
    botanicalAllergens: each(data.botanicalAllergens),
    animalDerived: each(data.animalDerived),
    hazardStatements: each(data.hazardStatements),
    surfactants: data.surfactants,
    detergentsRule: data.detergentsRule,
    detergentFragrances: data.detergentFragrances,
    skinSensitisers: data.skinSensitisers,
  };
}
