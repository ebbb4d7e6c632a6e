import type { AllergenId, AnimalProductType, ProductFacts, Source } from '@clearcart/contracts';
import type {
  AdditiveKnowledge,
  AllergenKnowledge,
  CommodityKnowledge,
  IngredientKnowledge,
  LabelKnowledge,
  PackagingKnowledge,
} from '@clearcart/knowledge';
import { findAdditive, tagSuffix, type KnowledgeIndex, type WordEntry } from './knowledge-index.ts';
import { fold, hasPhrase, parseIngredientList, segments, splitTraces, withoutPhrases } from './text.ts';

/** One piece of an ingredient text that revealed something. */
export interface WordHit<T> {
  entry: T;
  /** The word or phrase that matched (folded). */
  word: string;
  /** The raw ingredient segment it was found in, e.g. "LAIT écrémé en poudre 8,7%". */
  segment: string;
}

export interface AllergenFinding {
  knowledge: AllergenKnowledge | undefined;
  declared: string[];
  revealedBy: WordHit<AllergenKnowledge>[];
  traceTags: string[];
  traceWords: WordHit<AllergenKnowledge>[];
}

export interface AdditiveFinding {
  additive: AdditiveKnowledge;
  via: 'tag' | 'text';
  evidence: string;
}

export interface AnimalContent {
  contains: 'yes' | 'no';
  types: AnimalProductType[];
  evidence: string[];
  sources: Source[];
}

/** Everything the sections share, computed once per evaluation. */
export interface Analysis {
  facts: ProductFacts;
  index: KnowledgeIndex;
  ingredientsKnown: boolean;
  ingredientList: string[];
  mainText: string;
  tracesText: string;
  allergens: Map<AllergenId, AllergenFinding>;
  additives: AdditiveFinding[];
  /** Additive tags the knowledge does not describe ("en:e999"). */
  unknownAdditiveTags: string[];
  ingredientHits: WordHit<IngredientKnowledge>[];
  commodityHits: WordHit<CommodityKnowledge>[];
  labels: LabelKnowledge[];
  /** Labels tags the knowledge does not describe. */
  unknownLabelTags: string[];
  packaging: PackagingKnowledge[];
  animal: AnimalContent;
  completeness: Completeness;
}

/** Which kinds of facts the record carries; drives reliability and data_confidence. */
export interface Completeness {
  ingredients: boolean;
  /** Energy, fat, saturates, sugars and salt all present. */
  nutritionFull: boolean;
  nutritionAny: boolean;
  packaging: boolean;
  labels: boolean;
  category: boolean;
}

const ALLERGEN_ORDER: readonly AllergenId[] = [
  'peanuts',
  'tree_nuts',
  'dairy',
  'eggs',
  'wheat',
  'soy',
  'fish',
  'shellfish',
  'sesame',
];

/** Every entry whose words occur in a segment (false friends removed first); one hit per entry. */
export function findWords<T>(
  entries: readonly WordEntry<T>[],
  segs: readonly { raw: string; folded: string }[],
): WordHit<T>[] {
  const hits: WordHit<T>[] = [];
  for (const { entry, words, falseFriends } of entries) {
    let hit: WordHit<T> | undefined;
    for (const seg of segs) {
      const text = falseFriends.length > 0 ? withoutPhrases(seg.folded, falseFriends) : seg.folded;
      const word = words.find((w) => hasPhrase(text, w));
      if (word !== undefined) {
        hit = { entry, word, segment: seg.raw };
        break;
      }
    }
    if (hit) hits.push(hit);
  }
  return hits;
}

/** Category tags that on their own show animal content (common knowledge: a cheese is dairy). */
const ANIMAL_CATEGORIES: readonly [string, AnimalProductType][] = [
  ['en:meats', 'meat'],
  ['en:prepared-meats', 'meat'],
  ['en:sausages', 'meat'],
  ['en:hams', 'meat'],
  ['en:poultries', 'meat'],
  ['en:fishes', 'seafood'],
  ['en:seafood', 'seafood'],
  ['en:crustaceans', 'seafood'],
  ['en:dairies', 'dairy'],
  ['en:cheeses', 'dairy'],
  ['en:milks', 'dairy'],
  ['en:yogurts', 'dairy'],
  ['en:butters', 'dairy'],
  ['en:eggs', 'eggs'],
  ['en:honeys', 'bee product'],
];

const ALLERGEN_ANIMAL: Partial<Record<AllergenId, AnimalProductType>> = {
  dairy: 'dairy',
  eggs: 'eggs',
  fish: 'seafood',
  shellfish: 'seafood',
};

const ALLERGEN_ANIMAL_WORD: Partial<Record<AllergenId, string>> = {
  dairy: 'milk',
  eggs: 'eggs',
  fish: 'fish',
  shellfish: 'shellfish',
};

function animalContent(
  facts: ProductFacts,
  allergens: Map<AllergenId, AllergenFinding>,
  ingredientHits: WordHit<IngredientKnowledge>[],
  additives: AdditiveFinding[],
): AnimalContent {
  const analysis = new Set(facts.ingredientsAnalysis);
  if (analysis.has('en:vegan')) {
    return {
      contains: 'no',
      types: [],
      evidence: ['Open Food Facts ingredient analysis: vegan'],
      sources: [],
    };
  }
  const types = new Set<AnimalProductType>();
  const evidence: string[] = [];
  const sources: Source[] = [];
  for (const hit of ingredientHits) {
    if (!hit.entry.animalType) continue;
    types.add(hit.entry.animalType);
    evidence.push(`Ingredient "${hit.segment}" (${hit.entry.name})`);
    sources.push(...hit.entry.sources);
  }
  for (const found of additives) {
    if (!found.additive.animalOrigin) continue;
    types.add(found.additive.animalOrigin);
    evidence.push(`Additive ${found.additive.code.toUpperCase()} ${found.additive.name} can be of animal origin`);
    sources.push(...found.additive.sources);
  }
  for (const [id, finding] of allergens) {
    const type = ALLERGEN_ANIMAL[id];
    if (!type || (finding.declared.length === 0 && finding.revealedBy.length === 0)) continue;
    types.add(type);
    const first = finding.revealedBy[0];
    evidence.push(
      first
        ? `Ingredient "${first.segment}" (${ALLERGEN_ANIMAL_WORD[id] ?? id})`
        : `Declared allergen ${finding.declared.join(', ')}`,
    );
  }
  const categories = new Set(facts.categoryTags);
  for (const [tag, type] of ANIMAL_CATEGORIES) {
    if (!categories.has(tag)) continue;
    types.add(type);
    evidence.push(`Category ${tag}`);
  }
  if (analysis.has('en:non-vegan') && types.size === 0) {
    types.add('unknown');
    evidence.push('Open Food Facts ingredient analysis: non-vegan');
  }
  if (analysis.has('en:non-vegetarian') && !types.has('meat') && !types.has('seafood') && !types.has('gelatin product')) {
    evidence.push('Open Food Facts ingredient analysis: non-vegetarian');
    if (types.size === 0) types.add('unknown');
  }
  return { contains: types.size > 0 ? 'yes' : 'no', types: [...types], evidence: [...new Set(evidence)], sources };
}

/** Run the shared fact-finding over one product. Pure; never throws on schema-shaped facts. */
export function analyse(facts: ProductFacts, index: KnowledgeIndex): Analysis {
  const text = (facts.ingredientsText ?? '').replace(/_/g, '').trim();
  const ingredientsKnown = /[\p{L}]{2}/u.test(text);
  const { main, traces } = ingredientsKnown ? splitTraces(text) : { main: '', traces: '' };
  const mainSegs = segments(main);
  const traceSegs = segments(traces);

  const allergens = new Map<AllergenId, AllergenFinding>();
  const byId = new Map(index.allergens.map((a) => [a.entry.id, a]));
  const revealed = findWords(index.allergens, mainSegs);
  const traceWords = findWords(index.allergens, traceSegs);
  for (const id of ALLERGEN_ORDER) {
    allergens.set(id, {
      knowledge: byId.get(id)?.entry,
      declared: [],
      revealedBy: revealed.filter((h) => h.entry.id === id),
      traceTags: [],
      traceWords: traceWords.filter((h) => h.entry.id === id),
    });
  }
  for (const tag of facts.allergens) allergens.get(index.allergenByTag.get(tag)?.id as AllergenId)?.declared.push(tag);
  for (const tag of facts.traces) allergens.get(index.allergenByTag.get(tag)?.id as AllergenId)?.traceTags.push(tag);

  const additives: AdditiveFinding[] = [];
  const unknownAdditiveTags: string[] = [];
  const seen = new Set<string>();
  const addAdditive = (additive: AdditiveKnowledge, via: 'tag' | 'text', evidence: string): void => {
    if (seen.has(additive.code)) return;
    seen.add(additive.code);
    additives.push({ additive, via, evidence });
  };
  if (facts.additives && facts.additives.length > 0) {
    for (const tag of facts.additives) {
      const additive = findAdditive(index, tag);
      if (additive) addAdditive(additive, 'tag', tag);
      else unknownAdditiveTags.push(tag);
    }
  } else if (ingredientsKnown) {
    const lower = main.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
    for (const match of lower.matchAll(/(?<![\p{L}\p{N}])e[\s-]?(\d{3,4}[a-z]{0,3})(?![\p{L}\p{N}])/gu)) {
      const additive = findAdditive(index, `e${match[1] ?? ''}`);
      if (additive) addAdditive(additive, 'text', match[0]);
    }
    for (const hit of findWords(index.additiveNames, mainSegs)) addAdditive(hit.entry, 'text', hit.segment);
  }

  const ingredientHits = findWords(index.ingredients, mainSegs);
  const commodityHits = findWords(index.commodities, mainSegs);
  // An ingredient that names its commodity counts for that commodity too ("cocoa butter" → cocoa).
  for (const hit of ingredientHits) {
    const commodity = hit.entry.commodity ? index.commodityById.get(hit.entry.commodity) : undefined;
    if (commodity && !commodityHits.some((c) => c.entry.id === commodity.id))
      commodityHits.push({ entry: commodity, word: hit.word, segment: hit.segment });
  }

  const labels: LabelKnowledge[] = [];
  const unknownLabelTags: string[] = [];
  for (const tag of facts.labels) {
    const label = index.labelByTag.get(tag);
    if (!label) unknownLabelTags.push(tag);
    else if (!labels.includes(label)) labels.push(label);
  }

  const packaging: PackagingKnowledge[] = [];
  for (const tag of facts.packaging) {
    const pack = index.packagingByTag.get(tag) ?? index.packagingByTag.get(`*:${tagSuffix(tag)}`);
    if (pack && !packaging.includes(pack)) packaging.push(pack);
  }

  const n = facts.nutriments ?? {};
  const nutritionFull =
    (n.energyKcal !== undefined || n.energyKj !== undefined) &&
    n.fat !== undefined &&
    n.saturatedFat !== undefined &&
    n.sugars !== undefined &&
    n.salt !== undefined;
  const nutritionAny = Object.values(n).some((v) => typeof v === 'number');

  return {
    facts,
    index,
    ingredientsKnown,
    ingredientList: ingredientsKnown ? parseIngredientList(main) : [],
    mainText: main,
    tracesText: traces,
    allergens,
    additives,
    unknownAdditiveTags,
    ingredientHits,
    commodityHits,
    labels,
    unknownLabelTags,
    packaging,
    animal: animalContent(facts, allergens, ingredientHits, additives),
    completeness: {
      ingredients: ingredientsKnown,
      nutritionFull,
      nutritionAny,
      packaging: facts.packaging.length > 0,
      labels: facts.labels.length > 0,
      category: facts.categoryTags.length > 0,
    },
  };
}

/** Whether the folded ingredient text mentions a shopper's word (for avoid lists). */
export function mentions(analysis: Analysis, word: string): string | undefined {
  const folded = fold(word);
  if (folded.length === 0) return undefined;
  return segments(analysis.mainText).find((s) => hasPhrase(s.folded, folded))?.raw;
}
