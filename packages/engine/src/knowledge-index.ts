import type {
  AdditiveKnowledge,
  CategoryFootprint,
  AllergenKnowledge,
  CommodityKnowledge,
  CompanyProfile,
  IngredientKnowledge,
  Knowledge,
  LabelKnowledge,
  PackagingKnowledge,
} from '@clearcart/knowledge';
import type { ProductFacts } from '@clearcart/contracts';
import { vocabularyIndex } from './ingredient-analysis.ts';
import { fold } from './text.ts';

/** A knowledge entry whose words are folded once, with its false friends. */
export interface WordEntry<T> {
  entry: T;
  words: string[];
  /** Words that count only in a text of the given language. */
  languageOnly?: ReadonlyMap<string, string[]>;
  falseFriends: string[];
}

/** Look-up tables built once per knowledge object (memoised on identity, so the engine stays pure). */
export interface KnowledgeIndex {
  knowledge: Knowledge;
  allergens: WordEntry<AllergenKnowledge>[];
  /** Every allergen's words, folded, and those that count only in a text of one language: a bracket's marker. */
  allergenMarkers: { words: ReadonlySet<string>; inLanguage: ReadonlyMap<string, ReadonlySet<string>> };
  /** OFF allergen tag → the allergens it declares ("en:gluten" → wheat and gluten). */
  allergenByTag: Map<string, AllergenKnowledge[]>;
  /** The ingredients that can bring an allergen without being it ("wine": sulphites), under the allergen. */
  allergenCarriers: WordEntry<AllergenKnowledge>[];
  ingredients: WordEntry<IngredientKnowledge>[];
  commodities: WordEntry<CommodityKnowledge>[];
  commodityById: Map<string, CommodityKnowledge>;
  /** High-labour-risk commodities with their `unstatedWords` folded ("sugar": cane or beet), once. */
  unstatedCommodities: { commodity: CommodityKnowledge; words: ReadonlySet<string> }[];
  additiveByCode: Map<string, AdditiveKnowledge>;
  additiveNames: WordEntry<AdditiveKnowledge>[];
  /** The purpose classes the knowledge names, in every report language ("raising agent", "carbonating agent"). */
  additiveClasses: ReadonlySet<string>;
  labelByTag: Map<string, LabelKnowledge>;
  labelById: Map<string, LabelKnowledge>;
  packagingByTag: Map<string, PackagingKnowledge>;
  /** The taxonomy's shape names and the short words between a shape and its material, for `packagingOf`. */
  packagingShapes: { shapes: ReadonlySet<string>; links: ReadonlySet<string> };
  companyById: Map<string, CompanyProfile>;
  /** The footprints table and the categories' own foods by category tag (decision 095): one look-up per tag. */
  footprintsByTag: FootprintsByTag;
}

/** Footprints by the category tag they name (the first in table order where two name one tag), built once per knowledge. */
export interface FootprintsByTag {
  footprints: ReadonlyMap<string, CategoryFootprint>;
  categoryFoods: ReadonlyMap<string, CategoryFootprint>;
}

const byTag = (footprints: readonly CategoryFootprint[]): Map<string, CategoryFootprint> => {
  const map = new Map<string, CategoryFootprint>();
  for (const footprint of footprints) for (const tag of footprint.offTags) if (!map.has(tag)) map.set(tag, footprint);
  return map;
};

/** The look-up `ownLevelFootprint` reads: the table's entries and the categories' own foods by tag. */
export const footprintsByTag = (
  footprints: readonly CategoryFootprint[],
  categoryFoods: readonly CategoryFootprint[] = [],
): FootprintsByTag => ({ footprints: byTag(footprints), categoryFoods: byTag(categoryFoods) });

const cache = new WeakMap<Knowledge, KnowledgeIndex>();

const foldAll = (words: readonly string[] | undefined): string[] => [
  ...new Set((words ?? []).map(fold).filter((w) => w.length > 0)),
];

/** The tag without its language prefix, for loose matching of packaging materials ("fr:metal" ~ "en:metal"). */
export const tagSuffix = (tag: string): string => tag.slice(tag.indexOf(':') + 1);
/** A tag's name as the taxonomies' ids write it: accents dropped, lower case, each run of other characters one dash. */
export const taxonomyName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** Words that make an additive's name the name of a culture (folded): "lactic acid starter", "… bacteria". */
const CULTURES = ['starter', 'starters', 'starter culture', 'starter cultures', 'culture', 'cultures', 'bacteria'];

/**
 * The packaging material a record's tag names: the tag, its name under any prefix in any language of the taxonomy
 * ("fr:verre", "xx:plastique"), or a shape named with its material, either way round and with at most one of the
 * taxonomies' linking words between ("fr:bouteille-en-verre", "en:plastic-bottle", "it:bottiglia-di-vetro"). A shape
 * alone ("fr:bouteille") says no material, and a phrase with any other word ("sachet-sans-plastique") is not read.
 */
export function packagingOf(tag: string, index: KnowledgeIndex): PackagingKnowledge | undefined {
  const material = (name: string) => index.packagingByTag.get(`*:${name}`);
  const known = index.packagingByTag.get(tag) ?? material(tagSuffix(tag));
  if (known) return known;
  const name = taxonomyName(tagSuffix(tag));
  if (material(name)) return material(name);
  const { shapes, links } = index.packagingShapes;
  const words = name.split('-');
  for (let i = 1; i < words.length; i++) {
    const before = words.slice(0, i).join('-');
    for (const after of [words.slice(i).join('-'), links.has(words[i]!) ? words.slice(i + 1).join('-') : '']) {
      if (!after) continue;
      if (shapes.has(before) && material(after)) return material(after);
      if (shapes.has(after) && material(before)) return material(before);
    }
  }
  return undefined;
}

/** A taxonomy tag in the plain words a report shows: "en:palm-oil" → "palm oil". */
export const tagWords = (tag: string): string => tagSuffix(tag).replace(/-/g, ' ');

/**
 * The allergen words that name an allergen's source, as a label marks an ingredient with it ("(milk)", "(Weizen)",
 * "(mælk)"): those that hold no shorter word of an allergen. One that does names a food made from it ("soy lecithin",
 * "wheat flour", "sour cream"), which in brackets is an ingredient of the one before, not a marker.
 */
function markersOf(words: readonly string[]): Set<string> {
  const all = new Set(words);
  return new Set(
    words.filter((word) => {
      const parts = word.split(' ');
      for (let n = 1; n < parts.length; n++)
        for (let i = 0; i + n <= parts.length; i++) if (all.has(parts.slice(i, i + n).join(' '))) return false;
      return true;
    }),
  );
}

/** Build (or reuse) the look-up tables for a knowledge base. */
export function indexKnowledge(knowledge: Knowledge): KnowledgeIndex {
  const cached = cache.get(knowledge);
  if (cached) return cached;
  const allergenByTag = new Map<string, AllergenKnowledge[]>();
  for (const allergen of knowledge.allergens)
    for (const tag of allergen.offTags) {
      const key = tag.toLowerCase();
      allergenByTag.set(key, [...(allergenByTag.get(key) ?? []), allergen]);
    }
  const additiveByCode = new Map<string, AdditiveKnowledge>();
  for (const additive of knowledge.additives) additiveByCode.set(additive.code.toLowerCase(), additive);
  const labelByTag = new Map<string, LabelKnowledge>();
  for (const label of knowledge.labels) for (const tag of label.offTags) labelByTag.set(tag.toLowerCase(), label);
  const packagingByTag = new Map<string, PackagingKnowledge>();
  for (const pack of knowledge.packaging) {
    for (const tag of pack.offTags) packagingByTag.set(tag.toLowerCase(), pack);
  }
  for (const pack of knowledge.packaging) {
    for (const tag of pack.offTags) {
      const suffix = `*:${tagSuffix(tag.toLowerCase())}`;
      if (!packagingByTag.has(suffix)) packagingByTag.set(suffix, pack);
    }
  }
  // A material's names in every language of the taxonomy, under any prefix ("fr:verre", "de:glas", "xx:plastique").
  for (const { tag, names } of knowledge.packagingNames?.materials ?? []) {
    const pack = packagingByTag.get(tag);
    if (pack) for (const name of names) if (!packagingByTag.has(`*:${name}`)) packagingByTag.set(`*:${name}`, pack);
  }
  const allergens = knowledge.allergens.map((entry) => ({
    entry,
    words: foldAll(entry.words),
    languageOnly: new Map(Object.entries(entry.languageOnly ?? {}).map(([lang, words]) => [lang, foldAll(words)])),
    falseFriends: foldAll(entry.falseFriends),
  }));
  const inLanguage = new Map<string, Set<string>>();
  for (const { languageOnly } of allergens)
    for (const [lang, words] of languageOnly)
      for (const word of words) inLanguage.set(lang, (inLanguage.get(lang) ?? new Set()).add(word));
  const index: KnowledgeIndex = {
    knowledge,
    allergens,
    allergenMarkers: { words: markersOf(allergens.flatMap((a) => a.words)), inLanguage },
    allergenByTag,
    allergenCarriers: knowledge.allergens.flatMap((entry) => {
      const carriers = entry.carriers;
      if (!carriers) return [];
      // The allergen's false friends, but for the carriers themselves ("huile de soja" shows no soy; it may bring some).
      const friends = [
        ...entry.falseFriends.filter((w) => !carriers.words.includes(w)),
        ...(carriers.falseFriends ?? []),
      ];
      return [{ entry, words: foldAll(carriers.words), falseFriends: foldAll(friends) }];
    }),
    ingredients: knowledge.ingredients.map((entry) => ({
      entry,
      words: foldAll(entry.words),
      falseFriends: foldAll(entry.falseFriends),
    })),
    commodities: knowledge.commodities.map((entry) => ({
      entry,
      words: foldAll(entry.words),
      falseFriends: foldAll(entry.falseFriends ?? []),
    })),
    commodityById: new Map(knowledge.commodities.map((c) => [c.id, c])),
    unstatedCommodities: knowledge.commodities.flatMap((commodity) =>
      commodity.unstatedWords && commodity.laborRisk === 'high'
        ? [{ commodity, words: new Set(commodity.unstatedWords.map(fold)) }]
        : [],
    ),
    additiveByCode,
    // Names shorter than 5 letters ("gum") would match too much; E-numbers cover those.
    // A culture named after what it makes ("Lactic Acid Starter Culture", blind audit 23) is micro-organisms, not
    // the additive.
    additiveNames: knowledge.additives.map((entry) => {
      const words = foldAll([entry.name]).filter((w) => w.length >= 5);
      return { entry, words, falseFriends: words.flatMap((w) => CULTURES.map((c) => `${w} ${c}`)) };
    }),
    additiveClasses: new Set(knowledge.additives.flatMap((a) => (a.drinkClass ? [a.class, a.drinkClass] : [a.class]))),
    labelByTag,
    labelById: new Map(knowledge.labels.map((l) => [l.id, l])),
    packagingByTag,
    packagingShapes: {
      shapes: new Set(knowledge.packagingNames?.shapes),
      links: new Set(knowledge.packagingNames?.links),
    },
    companyById: new Map(knowledge.companies.map((c) => [c.id, c])),
    footprintsByTag: footprintsByTag(knowledge.footprints, knowledge.categoryFoods),
  };
  cache.set(knowledge, index);
  return index;
}

/**
 * The labels a product's label tags name, each tag read with its sibling tags and the countries the product is sold
 * in: a tag that there names another mark (OFF's "en:green-dot" beside "en:green-dot-india", or on a product sold
 * only in India, is India's vegetarian mark, not the packaging scheme) is not the label, and stays an unknown tag.
 */
export function labelsOf(
  facts: Pick<ProductFacts, 'labels'> & Partial<Pick<ProductFacts, 'countries'>>,
  index: KnowledgeIndex,
): { labels: LabelKnowledge[]; unknown: string[] } {
  const labels: LabelKnowledge[] = [];
  const unknown: string[] = [];
  const countries = facts.countries ?? [];
  for (const tag of facts.labels) {
    const label = index.labelByTag.get(tag);
    const other = label?.otherMeanings?.some(
      (m) =>
        m.offTags.includes(tag) &&
        ((m.besideTags?.some((t) => facts.labels.includes(t)) ?? false) ||
          (m.soldOnlyIn !== undefined && countries.length > 0 && countries.every((c) => m.soldOnlyIn!.includes(c)))),
    );
    if (!label || other) unknown.push(tag);
    else if (!labels.includes(label)) labels.push(label);
  }
  // The parent OFF adds with a label's tag is that label's, not a second claim (blind audit 26: "Sustainable fishing"
  // beside MSC).
  const children = new Set(labels.flatMap((l) => l.offTags).filter((t) => facts.labels.includes(t)));
  return { labels: labels.filter((l) => !l.parentOf?.some((t) => children.has(t))), unknown };
}

/** Find an additive by OFF code, falling back from "e322i" to "e322" and "e160ai" to "e160a" to "e160". */
export function findAdditive(index: KnowledgeIndex, rawCode: string): AdditiveKnowledge | undefined {
  let code = tagSuffix(rawCode.toLowerCase()).replace(/[^a-z0-9]/g, '');
  let stripped = false;
  for (;;) {
    const hit = index.additiveByCode.get(code);
    // "e905a" (mineral oil) is no E905 (microcrystalline wax): a parent whose lettered codes are other substances.
    if (hit) return stripped && hit.lettersOther ? undefined : hit;
    if (!/^e\d+[a-z]+$/.test(code)) return undefined;
    code = code.slice(0, -1);
    stripped = true;
  }
}

/** Build the look-up tables now (about 0.1 s for the full vocabulary) so the first shopper does not wait for them. */
/**
 * Makes the knowledge read the evaluation date from `clock`, the edge's (server, device): dated facts (a pending split,
 * a goal year) are then checked against the day each report is made. The engine itself reads no clock. The property
 * is not enumerable, so the knowledge's JSON, and the version hashed from it, do not change with the day.
 */
export function dateKnowledge(knowledge: Knowledge, clock: () => string): void {
  Object.defineProperty(knowledge, 'today', { get: clock, enumerable: false, configurable: true });
}

export function prepareKnowledge(knowledge: Knowledge): void {
  indexKnowledge(knowledge);
  if (knowledge.ingredientVocabulary) vocabularyIndex(knowledge.ingredientVocabulary);
}
