import type { Source } from '@clearcart/contracts';
import type { z } from 'zod';
import type { categoryFoodsFile } from './schema.ts';
import type {
  AllergenKnowledge,
  CategoryFootprint,
  CommodityKnowledge,
  FootprintFood,
  IngredientKnowledge,
  Knowledge,
} from './types.ts';

/** A source as the sources table holds it; the report shows its title and URL. */
export interface SourceEntry {
  title: string;
  url?: string;
  publisher?: string;
  /** When the source was published, or read by us when it has no date (ISO date or year). */
  date?: string;
  /** The source's own words, for serious claims. */
  quote?: string;
}

/** Table entries name their sources by id in these fields. */
export const CITING_FIELDS = new Set([
  'sources',
  'ownershipSources',
  'waterSources',
  'environmentalSources',
  'laborSources',
]);

/**
 * Replaces the source ids of a data file's entries by the sources they name, so the engine receives the knowledge it
 * always has. An unknown id throws, naming the file, the entry and the field.
 */
export function citing(table: Readonly<Record<string, SourceEntry>>) {
  const sources = new Map(
    Object.entries(table).map(([id, { title, url, quote }]): [string, Source] => [
      id,
      { title, ...(url ? { url } : {}), ...(quote ? { quote } : {}) },
    ]),
  );
  const resolve = (value: unknown, where: string): unknown => {
    if (Array.isArray(value)) return value.map((item, i) => resolve(item, `${where}[${i}]`));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        CITING_FIELDS.has(key)
          ? (field as string[]).map((id) => {
              const source = sources.get(id);
              if (!source) throw new Error(`${where}.${key}: unknown source "${id}"`);
              return source;
            })
          : resolve(field, `${where}.${key}`),
      ]),
    );
  };
  return {
    /** The entries of a data file with their sources. */
    cite: <T>(file: string, entries: readonly unknown[]): T[] =>
      entries.map((entry, i) => resolve(entry, `${file} › ${entryName(entry, i)}`) as T),
    source: (id: string): Source => {
      const source = sources.get(id);
      if (!source) throw new Error(`unknown source "${id}"`);
      return source;
    },
  };
}

export type Cite = ReturnType<typeof citing>['cite'];

/** How errors name an entry: its id, code or name, else its position. */
export function entryName(entry: unknown, index: number): string {
  const e = (entry ?? {}) as Record<string, unknown>;
  const name = [e.id, e.code, e.name, e.company].find((v) => typeof v === 'string');
  return typeof name === 'string' ? name : `entry ${index + 1}`;
}

/** Open Food Facts' words for allergen tags, in every language its taxonomy knows (allergen-vocabulary.json). */
export interface AllergenVocabulary {
  words: Record<string, Record<string, string[]>>;
  languageOnly: Record<string, Record<string, string[]>>;
  falseFriends: Record<string, string[]>;
  /** Names of the ingredients the law exempts when refined ("huile de soja"): carriers, and false friends of its words. */
  exempt?: Record<string, string[]>;
}

/** A curated allergen; `vocabulary` names the OFF tags whose words apply (default: its offTags). */
export type CuratedAllergen = AllergenKnowledge & { vocabulary?: string[] };

/** Each curated allergen with Open Food Facts' words for it added to ours, citing OFF's taxonomy for them. */
export function withVocabulary(
  curated: readonly CuratedAllergen[],
  generated: AllergenVocabulary,
  taxonomy: Source,
): AllergenKnowledge[] {
  return curated.map(({ vocabulary: tags, ...entry }) => {
    const from = tags ?? entry.offTags;
    const languageOnly: Record<string, string[]> = {};
    for (const tag of from)
      for (const [lang, words] of Object.entries(generated.languageOnly[tag] ?? {}))
        languageOnly[lang] = [...(languageOnly[lang] ?? []), ...words];
    const cites = (s: Source) => s.url === taxonomy.url;
    // The law's exempt ingredients: the curated carriers marked so, and Open Food Facts' names for them.
    const generatedExempt = from.flatMap((t) => generated.exempt?.[t] ?? []);
    if (generatedExempt.length > 0 && !entry.carriers?.exempt)
      throw new Error(`${entry.id}: exempt ingredients need exempt carriers to cite`);
    const exempt = [...(entry.carriers?.exempt ? entry.carriers.words : []), ...generatedExempt];
    return {
      ...entry,
      words: [...new Set([...entry.words, ...from.flatMap((t) => Object.values(generated.words[t] ?? {}).flat())])],
      ...(Object.keys(languageOnly).length > 0 ? { languageOnly } : {}),
      falseFriends: [
        ...new Set([...entry.falseFriends, ...from.flatMap((t) => generated.falseFriends[t] ?? []), ...exempt]),
      ],
      ...(entry.carriers
        ? { carriers: { ...entry.carriers, words: [...new Set([...entry.carriers.words, ...exempt])] } }
        : {}),
      sources: from.length > 0 && !entry.sources.some(cites) ? [...entry.sources, taxonomy] : entry.sources,
    };
  });
}

/** An ingredient whose words (and false friends) are an allergen's or a commodity's ("allergen:fish"), plus its own. */
export type CuratedIngredient = Omit<IngredientKnowledge, 'words'> & {
  wordsOf?: string[];
  wordsExcept?: string[];
  words?: string[];
};

/** Ingredients with the words they take from allergens and commodities, so the two detections never drift apart. */
export function withWordsOf(
  curated: readonly CuratedIngredient[],
  allergens: readonly AllergenKnowledge[],
  commodities: readonly CommodityKnowledge[],
): IngredientKnowledge[] {
  return curated.map(({ wordsOf = [], wordsExcept = [], ...entry }) => {
    const taken = wordsOf.map((ref) => {
      const [kind, id] = ref.split(':');
      const found = kind === 'allergen' ? allergens.find((a) => a.id === id) : commodities.find((c) => c.id === id);
      if (!found) throw new Error(`ingredients.json › ${entry.id}.wordsOf: unknown "${ref}"`);
      return { words: found.words, falseFriends: found.falseFriends ?? [] };
    });
    const words = [...new Set([...taken.flatMap((t) => t.words), ...(entry.words ?? [])])].filter(
      (w) => !wordsExcept.includes(w),
    );
    const falseFriends = [...new Set([...taken.flatMap((t) => t.falseFriends), ...(entry.falseFriends ?? [])])];
    return { ...entry, words, ...(falseFriends.length > 0 ? { falseFriends } : {}) };
  });
}

/** A category's own AGRIBALYSE food, as data/category-foods.json holds it (scripts/agribalyse-footprints.ts). */
/** One row of data/category-foods.json, as its schema validates it. */
export type CategoryFoodEntry = z.infer<typeof categoryFoodsFile>['entries'][number];

/**
 * The generated category foods as footprints of their one category (decision 095), worded as the AGRIBALYSE script
 * words a single food's basis, so the reports read and translate it as they read the table's.
 */
export function footprintsOfCategoryFoods(
  entries: readonly CategoryFoodEntry[],
  sources: readonly Source[],
): CategoryFootprint[] {
  return entries.map(({ tag, name, agribalyse, food, kgCO2ePerKg }) => ({
    id: tag,
    name,
    offTags: [tag],
    kgCO2ePerKg,
    foods: [{ agribalyse, food, kgCO2ePerKg }],
    basis: `AGRIBALYSE 3.1, “${food}”, the food Open Food Facts maps to the category “${tag.slice(tag.indexOf(':') + 1).replace(/-/g, ' ')}” or its subcategories`,
    sources: [...sources],
  }));
}

/** The footprints table with each entry's AGRIBALYSE foods (data/footprint-foods.json, decision 113) beside it. */
export function withFootprintFoods(
  footprints: readonly CategoryFootprint[],
  foods: readonly { id: string; foods: readonly FootprintFood[] }[],
): CategoryFootprint[] {
  const byId = new Map(foods.map((f) => [f.id, f.foods]));
  return footprints.map((f) => {
    const own = byId.get(f.id);
    return own ? { ...f, foods: own } : f;
  });
}

/** data/category-parents.json's table (scripts/category-parents.ts) with each id's "en:" prefix written back. */
export function categoryParentsOf(parents: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [id, above] of Object.entries(parents)) out[`en:${id}`] = above.map((parent) => `en:${parent}`);
  return out;
}

/** data/category-aliases.json as generated (scripts/agribalyse-footprints.ts). */
export interface CategoryAliasesData {
  shared: readonly string[];
  entries: readonly { tag: string; within?: string; names?: readonly string[] }[];
}

/**
 * How a record's category tag is read: each category's names (a bare name under any prefix; a name two categories
 * share only under its own prefix) to the category, and a category without a figure to its nearest ancestor with one.
 */
export function categoryReading({
  shared,
  entries,
}: CategoryAliasesData): Required<Pick<Knowledge, 'categoryAliases' | 'categoryWithin'>> {
  const sharedNames = new Set(shared);
  const aliases: Record<string, string> = {};
  const within: Record<string, string> = {};
  for (const { tag, within: nearest, names = [] } of entries) {
    const own = tag.slice(tag.indexOf(':') + 1);
    for (const name of sharedNames.has(own) ? names : [own, ...names]) aliases[name] = tag;
    if (nearest) within[tag] = nearest;
  }
  return { categoryAliases: aliases, categoryWithin: within };
}

/** A company's three blocks that hold concerns. */
const CONCERN_BLOCKS = ['health', 'environmental', 'ethical'] as const;

/**
 * Each company concern, highlight and sustainability effort with the day its newest dated source reports it
 * (`reportedOn`): a status such as "ongoing", or a practice a company states, is only as current as that (blind audits
 * 68 and 92: praise and concern are dated the same way). A statement whose sources carry no date gets none.
 */
export function withReportedOn(entries: readonly unknown[], table: Readonly<Record<string, SourceEntry>>): unknown[] {
  const newest = (ids: readonly string[]): string | undefined =>
    ids
      .map((id) => table[id]?.date)
      .filter((date): date is string => date !== undefined)
      .sort()
      .at(-1);
  const reported = <T extends { sources: string[] }>(fact: T): T => {
    const reportedOn = newest(fact.sources);
    return reportedOn ? { ...fact, reportedOn } : fact;
  };
  return entries.map((entry) => {
    const company = { ...(entry as Record<string, unknown>) };
    const efforts = company.sustainabilityEfforts as { sources: string[] } | undefined;
    if (efforts) company.sustainabilityEfforts = reported(efforts);
    for (const key of CONCERN_BLOCKS) {
      const block = company[key] as { concerns?: { sources: string[] }[]; highlights?: { sources: string[] }[] };
      if (!block) continue;
      company[key] = {
        ...block,
        ...(block.concerns ? { concerns: block.concerns.map(reported) } : {}),
        ...(block.highlights ? { highlights: block.highlights.map(reported) } : {}),
      };
    }
    return company;
  });
}
