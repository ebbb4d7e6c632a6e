import { countryCode, editDistance, foldLetters, misreadDistance } from '@clearcart/text';
import {
  ALLERGEN_IDS,
  INTERFACE_LANGUAGES,
  type TriState,
  type AllergenId,
  type AnimalProductType,
  type ProductFacts,
  type Source,
} from '@clearcart/contracts';
import type {
  AdditiveKnowledge,
  AllergenKnowledge,
  CommodityKnowledge,
  IngredientKnowledge,
  LabelKnowledge,
  PackagingKnowledge,
  TaxonomyIngredient,
} from '@clearcart/knowledge';
import { analyseInci, type InciFindings } from './cosmetics/inci.ts';
import { findClaims, type ClaimFinding } from './environmental/green-claims.ts';
import { listFloor, type ListFloor } from './health/nutrition-consistency.ts';
import type { AnimalEvidence } from './i18n/params.ts';
import { ENGLISH_VOICE } from './i18n/voice.ts';
import {
  findAdditive,
  labelsOf,
  packagingOf,
  tagWords,
  type KnowledgeIndex,
  type WordEntry,
} from './knowledge-index.ts';
import { categoriesOf, inCategory } from './category.ts';
import { mostSpecificLabels } from './common.ts';
import { LEVEL_RANK } from './findings.ts';
import {
  anyKind,
  avoidedThroughTaxonomy,
  isListNote,
  combine,
  compoundParts,
  declaredClasses,
  fruitsVegetablesOfList,
  familyOf,
  FLAVOURING,
  inCompound,
  namesPlantSource,
  plainWords,
  PURPOSE,
  recognise,
  recogniseList,
  sugaryFruitShare,
  vocabularyIndex,
  type ListShare,
  type RecognisedIngredient,
  type RecognisedList,
  type StatusOf,
  type VocabularyIndex,
} from './ingredient-analysis.ts';
import {
  dietClaims,
  eNumber,
  fold,
  closeScannedBrackets,
  sourcesOfIngredient,
  sourcesRead,
  fromHeading,
  isContainNote,
  ofWhichParts,
  guessLanguage,
  affirmsPhrase,
  hasPhrase,
  isFreeFromClaim,
  parseIngredientList,
  segments,
  splitTraces,
  withoutPhrases,
  writtenAs,
  yieldNotesLast,
} from './text.ts';

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
  /**
   * The product's name or category words that name it ("Sheep's milk yogurt", "Yaourt au lait de brebis"), read only
   * when the ingredient list is missing or unreadable.
   */
  named: WordHit<AllergenKnowledge>[];
  /** A category that on its own shows it ("en:yogurts": milk), read only when the list is missing or unreadable. */
  namedByCategory?: string;
  /** Ingredients that can bring it without being it ("white wine": sulphites): it may be there, not that it is. */
  carriedBy: WordHit<AllergenKnowledge>[];
  /**
   * A food the product's name names that is usually made with it ("Praline Cream": tree nuts), as the name writes it:
   * where a readable list does not show it, not ruled out (blind audit 93).
   */
  nameSuggests?: string;
  /**
   * What the list shows that names the allergen and is no evidence of it, as written: gluten's wheat that is only a sugar
   * made from it ("GLUCOSE (FROM WHEAT)"), a tree nut's "(tree nut)" after coconut.
   */
  notEvidence?: NotEvidence;
}

export interface NotEvidence {
  kind: 'wheat_sugars' | 'coconut';
  written: string;
}

export interface AdditiveFinding {
  additive: AdditiveKnowledge;
  via: 'tag' | 'text';
  evidence: string;
  /**
   * What it does in this food: the class the list prints before it ("raising agents (potassium carbonates)") when the
   * knowledge names that class, else its class in a drink (carbon dioxide carbonates it), else its usual class.
   */
  purpose: string;
}

export interface AnimalContent {
  contains: 'yes' | 'no';
  /** yes / no / maybe / unknown, as Open Food Facts answers them; the ingredients behind a no, maybe or unknown. */
  vegan: StatusOf;
  vegetarian: StatusOf;
  /** Meat, fish or gelatine in it, or OFF's analysis says non-vegetarian: what rules out a vegetarian diet. */
  nonVegetarian: boolean;
  types: AnimalProductType[];
  evidence: AnimalEvidence[];
  sources: Source[];
}

/** Everything the sections share, computed once per evaluation. */
export interface Analysis {
  facts: ProductFacts;
  index: KnowledgeIndex;
  ingredientsKnown: boolean;
  /**
   * The ingredient list is there and can be read: most of its ingredients are ones the taxonomy knows. A scan too
   * garbled to read says nothing is absent (a sheep's-milk yogurt is not "dairy: no" for want of a list).
   */
  listReadable: boolean;
  /**
   * The list's items that write a word in capitals, as labels emphasise allergens, and that neither the taxonomy nor
   * the allergen words read ("Petit EPAUTRE bio*", a scan of "épeautre"): the label marks an allergen the report
   * cannot name, so none is ruled out by the list.
   */
  unreadEmphasis: string[];
  /**
   * How a list on record that is cut short ends ("…, SKIM MILK POWDER, MILK CH"): what the rest holds is not on record,
   * so no allergen is ruled out by it (blind audit 16).
   */
  listCut?: string;
  /** The record's NOVA group, where its own list does not rule it out (`novaRuledOut`). */
  novaGroup?: number;
  /**
   * What the list carries can be judged: a food's list is readable (a garbled scan names no cocoa, so it clears none),
   * a cosmetic's INCI list is on record. Without it, sourcing and labour risks are unknown, never "none found".
   */
  supplyChainKnown: boolean;
  /**
   * A drink with more than 2.5 g of sugars per 100 ml on record whose readable list names nothing that brings sugars
   * (no sugar, syrup, fruit, milk, cereal or sweetener): the list on record is not the whole list, so it clears no
   * sourcing or labour risk (audit 7: a cola whose list starts after its water and sugar).
   */
  listPartial: boolean;
  /** The one part of a food made of parts that its list gives ("Filling"): the rest is not on record (`listPartOf`). */
  listPart?: string;
  /** The list's ingredients as the taxonomy recognises them (each with its names in every language), once. */
  recognisedIngredients: readonly RecognisedIngredient[];
  /**
   * Without a readable list, a category whose product is its only ingredient (an unflavoured water, a fresh fruit or
   * vegetable): what its name does not name is not in it.
   */
  plainCategory: string | undefined;
  /**
   * A plain category (fresh produce, a water, a coffee, a tea, a rice) with no list on record at all: the product is
   * its one ingredient for every reading, not only for allergens.
   */
  wholeFood?: string;
  /** With no list on record, a milk product by its category (a cheese): no fat but milk's in it, so no palm oil. */
  milkProduct?: string;
  ingredientList: string[];
  /**
   * What a food's list alone puts in 100 g of sugars and of salt: sugar named first, or a share stated ("Salt (1.2%)");
   * none for a drink per 100 ml.
   */
  floors: { sugars?: ListFloor | undefined; salt?: ListFloor | undefined };
  mainText: string;
  /** The same as the label writes it (an oil's "one or more of:" kept): where a piece's alternatives are read. */
  labelText: string;
  /** The ingredient list cut into its pieces, raw and folded, once: what a shopper's avoid list is matched against. */
  mainSegments: { raw: string; folded: string }[];
  tracesText: string;
  allergens: Map<AllergenId, AllergenFinding>;
  additives: AdditiveFinding[];
  /** Additive tags the knowledge does not describe ("en:e999"). */
  unknownAdditiveTags: string[];
  ingredientHits: WordHit<IngredientKnowledge>[];
  commodityHits: WordHit<CommodityKnowledge>[];
  /** The ingredient text that shows palm oil, when it does ("huile de palme", "vegetable fats (coconut, palm)"). */
  palmOilSegment: string | undefined;
  /** Palm oil: yes / no / maybe ("vegetable oils") / unknown (an ingredient not recognised, or no list). */
  palmOil: StatusOf;
  /**
   * Palm oil not ruled out by a list that can be judged: a maybe ("vegetable oils") or an unknown (too many ingredients
   * not recognised). Its sourcing and labour risks are then not ruled out either, in the environmental and the ethical
   * tab alike: the palm card, resource depletion and labour give one answer.
   */
  palmNotRuledOut: (StatusOf & { status: 'maybe' | 'unknown' }) | undefined;
  /**
   * Commodities with a high labour risk that a whole ingredient may be without naming it ("sugar": cane or beet), where
   * the list names none of them outright and no label on record addresses them, and those of a medium or high labour
   * risk it names only among alternatives: labour is then not "good".
   */
  unstatedCommodities: { commodity: CommodityKnowledge; written: string }[];
  /** Commodities the list names only among alternatives (`oneOfSeveral`), with the alternatives as written. */
  possibleCommodities: { commodity: CommodityKnowledge; written: string }[];
  /**
   * Share of fruit, vegetables and legumes estimated from the ingredient list (2023 Nutri-Score), when it can be, and the
   * least its stated shares say there is.
   */
  fruitsVegetablesLegumes: ListShare | undefined;
  /** The list's share of fruit whose carbohydrate is mostly sugars (`sugaryFruitShare`): what bounds its sugars. */
  sugaryFruit: number | undefined;
  labels: LabelKnowledge[];
  /** Labels tags the knowledge does not describe. */
  unknownLabelTags: string[];
  /** The environmental claims the facts make (labels and wordings), judged by the green-claims rules when known. */
  greenClaims: ClaimFinding[];
  packaging: PackagingKnowledge[];
  /** What the INCI list of a cosmetic or household product shows; absent for food and without a list. */
  inci: InciFindings | undefined;
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

interface PhraseIndex {
  maxWords: number;
  words: Map<string, { entry: number; word: string }[]>;
  /** In a language that inflects its nouns: one-word names without their final vowels ("orzech", "молок"). */
  stems: Map<string, { entry: number; word: string }[]>;
  friends: Map<string, number[]>;
  /**
   * Every phrase's first words ("cocoa butter substitute": "cocoa" and "cocoa butter"), so a look-up stops at a gram no
   * phrase goes on from. Only a phrase's last word is read in its plural, so its first words are exact.
   */
  prefixes: Set<string>;
  /** Words in scripts written without spaces (Chinese, Japanese, Thai), matched as substrings. */
  unspaced: { entry: number; word: string }[];
  unspacedFriends: { entry: number; word: string }[];
}

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const phraseIndexes = new WeakMap<readonly WordEntry<unknown>[], Map<string, PhraseIndex>>();

interface Placed {
  entry: number;
  word: string;
}

/** In entry order, as the words were met; `sort` is stable, so for one entry what was there first stays first. */
const byEntry = (a: Placed, b: Placed) => a.entry - b.entry;

/** Adds a phrase's first words to `prefixes`: of "a b c", "a" and "a b". */
function addPrefixes(prefixes: Set<string>, phrase: string): void {
  for (let at = phrase.indexOf(' '); at > 0; at = phrase.indexOf(' ', at + 1)) prefixes.add(phrase.slice(0, at));
}

/**
 * The words every language shares (most of them: 17,000 allergen names), indexed once per list of entries; each
 * language's index adds only its own words to it (`phraseIndex`). `stems` holds every one-word name's stem, for the
 * languages that inflect their nouns.
 */
interface SharedIndex {
  index: PhraseIndex;
  stems: Map<string, Placed[]>;
}
const sharedIndexes = new WeakMap<readonly WordEntry<unknown>[], SharedIndex>();

function sharedIndex(entries: readonly WordEntry<unknown>[]): SharedIndex {
  const cached = sharedIndexes.get(entries);
  if (cached) return cached;
  const index: PhraseIndex = {
    maxWords: 1,
    words: new Map(),
    stems: new Map(),
    friends: new Map(),
    prefixes: new Set(),
    unspaced: [],
    unspacedFriends: [],
  };
  const stems = new Map<string, Placed[]>();
  entries.forEach(({ words, falseFriends }, i) => {
    for (const word of words) {
      if (UNSPACED.test(word)) {
        index.unspaced.push({ entry: i, word });
        continue;
      }
      index.maxWords = Math.max(index.maxWords, word.split(' ').length);
      addPrefixes(index.prefixes, word);
      const list = index.words.get(word) ?? [];
      list.push({ entry: i, word });
      index.words.set(word, list);
      const stem = word.replace(FINAL_VOWELS, '');
      if (!word.includes(' ') && stem.length >= 4) stems.set(stem, [...(stems.get(stem) ?? []), { entry: i, word }]);
    }
    for (const friend of falseFriends) {
      if (UNSPACED.test(friend)) index.unspacedFriends.push({ entry: i, word: friend });
      index.maxWords = Math.max(index.maxWords, friend.split(' ').length);
      addPrefixes(index.prefixes, friend);
      index.friends.set(friend, [...(index.friends.get(friend) ?? []), i]);
    }
  });
  index.maxWords = Math.min(index.maxWords, 12);
  const shared = { index, stems };
  sharedIndexes.set(entries, shared);
  return shared;
}

/**
 * The phrase index for a text in `lang`: the shared one, plus the words that count only in that language and, in a
 * language that inflects its nouns, the stems. Made once per language, without indexing the shared words again (that
 * took a phone a third of a second per new language met, offline scans included).
 */
function phraseIndex(entries: readonly WordEntry<unknown>[], lang: string | undefined): PhraseIndex {
  const byLang = phraseIndexes.get(entries) ?? new Map<string, PhraseIndex>();
  phraseIndexes.set(entries, byLang);
  const cached = byLang.get(lang ?? '');
  if (cached) return cached;
  const shared = sharedIndex(entries);
  const inflecting = lang !== undefined && INFLECTING.has(lang);
  const own: Placed[] = [];
  entries.forEach(({ languageOnly }, i) => {
    for (const word of (lang && languageOnly?.get(lang)) || []) own.push({ entry: i, word });
  });
  let index = shared.index;
  if (own.length > 0 || inflecting) {
    // The shared lists are copied where this language adds to them, never changed.
    index = {
      ...shared.index,
      words: new Map(shared.index.words),
      stems: new Map<string, Placed[]>(inflecting ? shared.stems : []),
      prefixes: own.some(({ word }) => word.includes(' ')) ? new Set(shared.index.prefixes) : shared.index.prefixes,
      unspaced: [...shared.index.unspaced],
    };
    for (const placed of own) {
      const { word } = placed;
      if (UNSPACED.test(word)) {
        index.unspaced.push(placed);
        continue;
      }
      index.maxWords = Math.max(index.maxWords, Math.min(word.split(' ').length, 12));
      addPrefixes(index.prefixes, word);
      index.words.set(word, [...(index.words.get(word) ?? []), placed].sort(byEntry));
      const stem = word.replace(FINAL_VOWELS, '');
      if (inflecting && !word.includes(' ') && stem.length >= 4)
        index.stems.set(stem, [...(index.stems.get(stem) ?? []), placed].sort(byEntry));
    }
    index.unspaced.sort(byEntry);
  }
  byLang.set(lang ?? '', index);
  return index;
}

/**
 * Languages whose nouns change their endings with case ("śladowe ilości orzechów", "следы орехов", "mogyorót"): a
 * word there is also read as a known one-word name's stem plus an ending of up to three letters.
 */
const INFLECTING = new Set(['pl', 'cs', 'sk', 'sl', 'hr', 'sr', 'bs', 'bg', 'ru', 'uk', 'ro', 'hu', 'el', 'lt', 'lv']);
const FINAL_VOWELS = /[aeiouyаеиоуыэюяіїєαεηιουω]{1,2}$/u;

/** The phrase and its singular forms ("eggs" → "egg", "peaches" → "peach"), for plural-tolerant look-ups. */
function variants(gram: string, lang?: string): string[] {
  const out = [gram];
  if (gram.endsWith('es')) out.push(gram.slice(0, -2));
  if (gram.endsWith('s')) out.push(gram.slice(0, -1));
  // German and Dutch plurals of a long word: "Vanilleschoten", "Haselnusskerne", "hazelnoten" (blind audit 104).
  if ((lang === 'de' || lang === 'nl') && gram.length >= 8) {
    if (gram.endsWith('en')) out.push(gram.slice(0, -2));
    if (gram.endsWith('n') || gram.endsWith('e')) out.push(gram.slice(0, -1));
  }
  return out;
}

/**
 * What German and Dutch compound a named food into: its processed forms ("-konzentrat", "-pulver", "-filet";
 * "-sap", "-poeder": "aardbeiensap", blind audit 106).
 */
const GERMAN_FORM =
  /(konzentrat|isolat|hydrolysat|pulver|extrakt|filet|filets|protein|eiweiss|stucke|stuckchen|mehl|flocken|paste|mark|fett|ol|kerne|granulat|erzeugnis|sap|poeder|concentraat|stukjes|puree|extract|vezels)$/;

/**
 * German writes a processed form of a food as one word ("Molkenproteinkonzentrat", "Kabeljaufilet"): a word no phrase
 * matched that begins with a known single word of five letters or more and ends in such a form counts for that word.
 */
function compoundHeads(
  index: PhraseIndex,
  tokens: readonly string[],
  matches: readonly { start: number; end: number }[],
): { entry: number; word: string; start: number; end: number }[] {
  const out: { entry: number; word: string; start: number; end: number }[] = [];
  tokens.forEach((token, i) => {
    if (token.length < 9 || !GERMAN_FORM.test(token) || matches.some((m) => m.start <= i && i < m.end)) return;
    for (let k = token.length - 2; k >= 5; k--) {
      const heads = index.words.get(token.slice(0, k));
      if (!heads) continue;
      out.push(...heads.map((h) => ({ ...h, start: i, end: i + 1 })));
      return;
    }
  });
  return out;
}

/**
 * Every entry whose words occur on word boundaries in a segment, one hit per entry (its first segment). A match that
 * lies inside one of the entry's false friends ("coconut milk" for milk) does not count. Looks up the segment's word
 * n-grams in a phrase map, so the cost does not grow with the size of the knowledge. `lang` (the text's language)
 * adds the words that count only in that language.
 */
export function findWords<T>(
  entries: readonly WordEntry<T>[],
  segs: readonly { raw: string; folded: string }[],
  lang?: string,
): WordHit<T>[] {
  const index = phraseIndex(entries, lang);
  const found = new Map<number, WordHit<T>>();
  for (const seg of segs) {
    const tokens = seg.folded.split(' ').filter((t) => t.length > 0);
    const matches: { entry: number; word: string; start: number; end: number }[] = [];
    const friendSpans: { entry: number; start: number; end: number }[] = [];
    for (let start = 0; start < tokens.length; start++) {
      let gram = '';
      for (let n = 1; n <= index.maxWords && start + n <= tokens.length; n++) {
        gram = n === 1 ? tokens[start]! : `${gram} ${tokens[start + n - 1]!}`;
        for (const v of variants(gram, lang)) {
          for (const m of index.words.get(v) ?? []) matches.push({ ...m, start, end: start + n });
          for (const e of index.friends.get(v) ?? []) friendSpans.push({ entry: e, start, end: start + n });
        }
        if (n === 1 && index.stems.size > 0)
          for (let cut = 0; cut <= 3 && gram.length - cut >= 4; cut++)
            for (const m of index.stems.get(gram.slice(0, gram.length - cut)) ?? [])
              matches.push({ ...m, start, end: start + 1 });
        // No phrase goes on from these words: a longer gram cannot match.
        if (!index.prefixes.has(gram)) break;
      }
    }
    if (lang === 'de' || lang === 'nl') matches.push(...compoundHeads(index, tokens, matches));
    // An entry is read by its longest phrase in the piece ("gélatine de bœuf", not "gélatine"): a shorter entry's word
    // inside it ("bœuf") is then seen to be part of it.
    matches.sort((a, b) => b.end - b.start - (a.end - a.start));
    for (const m of matches) {
      if (found.has(m.entry)) continue;
      const masked = friendSpans.some((f) => f.entry === m.entry && f.start <= m.start && f.end >= m.end);
      if (masked) continue;
      const entry = entries[m.entry];
      if (entry) found.set(m.entry, { entry: entry.entry, word: m.word, segment: seg.raw });
    }
    if (index.unspaced.length === 0 || !UNSPACED.test(seg.folded)) continue;
    for (const m of index.unspaced) {
      if (found.has(m.entry) || !seg.folded.includes(m.word)) continue;
      // "乳化剤" (emulsifier) holds "乳" (milk): every occurrence must lie outside the entry's false friends.
      const friends = index.unspacedFriends.filter((f) => f.entry === m.entry && f.word.includes(m.word));
      const rest = friends.reduce((text, f) => text.split(f.word).join(' '), seg.folded);
      if (!rest.includes(m.word)) continue;
      const entry = entries[m.entry];
      if (entry) found.set(m.entry, { entry: entry.entry, word: m.word, segment: seg.raw });
    }
  }
  return [...found.entries()].sort((x, y) => x[0] - y[0]).map(([, hit]) => hit);
}

/** Containers a product's name can state ("PET 50CL", "Canette 33cl", "glass bottle"), folded, and their materials. */
const NAMED_CONTAINERS: readonly [RegExp, readonly string[]][] = [
  [
    /(?:^| )(?:pet|rpet|plastic bottles?|bouteilles? plastique|plastikflaschen?|botellas? de plastico|bottiglie? di plastica|plastic flessen?)(?: |$)/,
    [
      'pet',
      'rpet',
      'biobased-pet',
      'hdpe',
      'ldpe',
      'pe',
      'pp',
      'plastic',
      'recycled-plastic',
      'other-plastics',
      'mixed-plastics',
    ],
  ],
  [/(?:^| )(?:cans?|canettes?|dosen?|latas?|lattin[ae]|blik(?:je)?s?)(?: |$)/, ['aluminium', 'steel', 'metal']],
  [/(?:^| )(?:glass|verre|glas|vidrio|vetro)(?: |$)/, ['glass']],
];

/**
 * The packaging as the product's name states its container, where the record's tags name two kinds of container for
 * one product (a can and a PET bottle for "PET 50CL COCA COLA ZERO", blind audit 19): the other kind is another pack's.
 */
function namedContainer(name: string, packaging: PackagingKnowledge[]): PackagingKnowledge[] {
  const present = NAMED_CONTAINERS.filter(([, ids]) => packaging.some((p) => ids.includes(p.id)));
  if (present.length < 2) return packaging;
  const folded = fold(name);
  const named = present.filter(([words]) => words.test(folded));
  if (named.length !== 1) return packaging;
  const others = present.filter((kind) => kind !== named[0]).flatMap(([, ids]) => ids);
  return packaging.filter((p) => !others.includes(p.id));
}

/**
 * Shapes that hold the food themselves, whatever their material: with one on record ("en:can" beside "en:metal" and
 * "en:cardboard"), the board is the outer sleeve, not lined food contact (blind audit 109).
 */
const CONTAINERS = new Set([
  ...['en:can', 'en:bottle', 'en:jar', 'en:tub', 'en:pot', 'en:tray', 'en:bag', 'en:pouch', 'en:tube', 'en:sachet'],
  ...['en:blister', 'en:film', 'en:cup', 'en:doypack', 'en:pouch-flask', 'fr:boite-de-conserve', 'fr:bocal'],
]);

/** Words that name a drinks carton as well as board ("en:carton", "fr:brique"). */
const CARTON_WORD = /^[a-z]{2}:(?:cartons?|briques?|bricks?|brik)$/;

/**
 * "Carton" names a drinks carton as well as board: beside a beverage carton on record, or alone on a drink, it is that
 * carton, not a second material (blind audits 108 and 109: a juice's "tetra-pak" and "carton" read as two). Board named
 * as such ("en:cardboard") stays a part of its own.
 */
function cartonRead(facts: ProductFacts, packaging: PackagingKnowledge[], index: KnowledgeIndex): PackagingKnowledge[] {
  const board = facts.packaging.filter((tag) => packagingOf(tag, index)?.id === 'cardboard');
  if (board.length === 0 || !board.every((tag) => CARTON_WORD.test(tag))) return packaging;
  const carton = packaging.find((p) => p.id === 'beverage-carton');
  // A drink in no other container on record (its cap is none): "Brique en carton", a plastic cap (blind audit 110).
  const drink = facts.kind === 'beverage' && !facts.packaging.some((tag) => CONTAINERS.has(tag));
  const drinksCarton = carton ?? (drink ? packagingOf('en:tetra-pak', index) : undefined);
  if (!drinksCarton) return packaging;
  const read = packaging.map((p) => (p.id === 'cardboard' ? drinksCarton : p));
  return read.filter((p, i) => read.indexOf(p) === i);
}

/**
 * A generic material beside one of its kinds is that one, not a part of its own: Open Food Facts tags a PET bottle
 * "en:plastic" too (blind audit 112: "the plastic (type not stated) and PET" for one bottle), an aluminium can "metal".
 */
function ofItsKind(packaging: PackagingKnowledge[]): PackagingKnowledge[] {
  const has = (ids: ReadonlySet<string>) => packaging.some((p) => ids.has(p.id) && p.id !== 'plastic');
  return packaging.filter((p) => !(p.id === 'plastic' && has(PLASTICS)) && !(p.id === 'metal' && has(METALS)));
}

/** Shapes made of one flexible sheet: plastic and metal on record for them are the layers of one laminate. */
const FLEXIBLE_SHAPES = new Set([
  'en:pouch',
  'en:pouch-flask',
  'en:doypack',
  'en:doypack-with-cap',
  'en:stand-up-pouch',
  'en:bag',
  'en:individual-bag',
  'en:sachet',
  'fr:sachet',
  'en:stick',
]);
const PLASTICS = new Set([
  ...['pet', 'rpet', 'biobased-pet', 'hdpe', 'ldpe', 'pe', 'pp', 'ps', 'pvc', 'pla', 'plastic', 'recycled-plastic'],
  ...['other-plastics', 'mixed-plastics', 'biodegradable-plastic'],
]);
const FOILS = new Set(['aluminium', 'metal']);
const METALS = new Set(['aluminium', 'steel']);

/**
 * Plastic and aluminium recorded for a pouch, a sachet or a bag are one laminate, not two parts to sort: judged as the
 * multilayer composite it is (blind audit 106: a drinks pouch "partially" recyclable, explained by aluminium cans).
 */
function laminated(
  tags: readonly string[],
  packaging: PackagingKnowledge[],
  index: KnowledgeIndex,
): PackagingKnowledge[] {
  if (!tags.some((t) => FLEXIBLE_SHAPES.has(t))) return packaging;
  const layer = (p: PackagingKnowledge) => PLASTICS.has(p.id) || FOILS.has(p.id);
  const multilayer = packagingOf('en:multilayer-composite', index);
  if (!multilayer || !packaging.some((p) => PLASTICS.has(p.id)) || !packaging.some((p) => FOILS.has(p.id)))
    return packaging;
  const first = packaging.findIndex(layer);
  const rest = packaging.filter((p) => !layer(p) && p !== multilayer);
  return [...rest.slice(0, first), multilayer, ...rest.slice(first)];
}

/** A gluten cereal other than wheat, named (folded): a precaution for it is none for wheat. */
const OTHER_GLUTEN_CEREAL =
  /(^| )(barley|rye|oats?|orge|seigle|avoine|gerste|roggen|hafer|cebada|centeno|avena|orzo|segale|gerst|rogge|haver)( |$)/;

/** A cosmetic or a household product: its list is an INCI list, not a food's. */
const readsInci = (facts: Pick<ProductFacts, 'kind'>): boolean =>
  facts.kind === 'cosmetic' || facts.kind === 'household';

/** Category tags that on their own show animal content (common knowledge: a cheese is dairy). */
export const ANIMAL_CATEGORIES: readonly [string, AnimalProductType][] = [
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
  // Dishes named after their meat or fish (blind audit 30: OFF's "meals with chicken").
  ['en:meals-with-meat', 'meat'],
  ['en:pork-meals', 'meat'],
  ['en:poultry-meals', 'meat'],
  ['en:meals-with-chicken', 'meat'],
  ['en:meat-based-sauces', 'meat'],
  ['en:meals-with-fish', 'seafood'],
];

const ALLERGEN_ANIMAL: Partial<Record<AllergenId, AnimalProductType>> = {
  dairy: 'dairy',
  eggs: 'eggs',
  fish: 'seafood',
  shellfish: 'seafood',
};

/** The evidence once, by what it says (two findings of one ingredient are one line). */
const uniqueEvidence = (evidence: readonly AnimalEvidence[]): AnimalEvidence[] => {
  const seen = new Set<string>();
  return evidence.filter((e) => {
    const said = ENGLISH_VOICE.evidence(e);
    if (seen.has(said)) return false;
    seen.add(said);
    return true;
  });
};

/** "A or B" in the languages of the catalog: an ingredient written as one of two. */
const ALTERNATIVES = /\s(?:or|ou|oder|o|oppure)\s/i;
/**
 * Whether an ingredient is written as one of two: Dutch "of" is "or", but only in a Dutch list (blind audit 24: "a
 * blend of … clover honey" is honey).
 */
const oneOfTwo = (written: string, lang: string | undefined): boolean =>
  ALTERNATIVES.test(written) || (lang === 'nl' && /\sof\s/i.test(written));

/**
 * A part of a food made of parts, as a list heads it ("Filling:", "Garniture (55 %) :", "Füllung:"), that is never the
 * whole food: a list that gives it alone gives only that part (blind audit 61: a ravioli's filling, its pasta and eggs
 * not on record).
 */
const PART_HEADING =
  /^\s*(fillings?|stuffing|coating|topping|icing|frosting|glaze|crust|shell|farce|garniture|enrobage|nappage|f[üu]llung|[üu]berzug|relleno|cobertura|ripieno|copertura|vulling)\s*(?:\([^)]*\))?\s*:/iu;
/** Another part's heading after a separator: "…. Pasta: …", "; Dough: …". */
const ANOTHER_HEADING = /(?:^|[.;,)\]]\s*)\p{L}+(?:\s\p{L}+)?\s*(?:\([^)]*\))?\s*:/u;

/** The part a list gives alone, as it writes it ("Filling"), where the product is not named for it. */
export function listPartOf(text: string, facts: Pick<ProductFacts, 'name' | 'category'>): string | undefined {
  const part = PART_HEADING.exec(text);
  if (!part || ANOTHER_HEADING.test(text.slice(part[0].length))) return undefined;
  const word = fold(part[1]!);
  return hasPhrase(fold(`${facts.name} ${facts.category ?? ''}`), word) ? undefined : part[1];
}

/**
 * Whether the list follows a piece with its own list of two or more: "romano flavor (romano cheese, salt, …)",
 * "seasoning: salt, paprika". Not a word in brackets that only qualifies it ("SEASONING (NATURAL)", blind audit 65).
 */
function withOwnList(text: string, piece: string): boolean {
  const at = text.indexOf(piece);
  if (at < 0) return false;
  const rest = text.slice(at + piece.length).trimStart();
  if (rest.startsWith(':')) return /^:[^,]*,/.test(rest);
  if (!/^[([{]/.test(rest)) return false;
  for (let i = 1, depth = 0; i < rest.length; i++) {
    const c = rest[i]!;
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && depth-- === 0) return false;
    else if (c === ',' && depth === 0) return true;
  }
  return false;
}

/** What a list that gives one part alone cannot say: that no other part holds an animal ingredient. */
function partOnly(part: string | undefined, animal: AnimalContent): AnimalContent {
  if (!part) return animal;
  const open = (status: StatusOf): StatusOf => (status.status === 'yes' ? { status: 'unknown', because: [] } : status);
  return { ...animal, vegan: open(animal.vegan), vegetarian: open(animal.vegetarian) };
}

/** A piece with the one bracket that follows it in the list, if any: "spices" in "…, spices (paprika), …". */
function withBracket(text: string, piece: string): string {
  const at = text.indexOf(piece);
  const bracket = at < 0 ? undefined : /^\s*(\([^()]*\))/.exec(text.slice(at + piece.length))?.[1];
  return bracket ? `${piece} ${bracket}` : piece;
}

/**
 * A flavouring's or spice's class word followed by what it is: "flavoring vanillin", "flavouring: vanillin", "spice
 * (paprika)". A plural class word followed by a word with nothing between is two items a missing comma joined
 * ("NATURAL AND ARTIFICIAL FLAVORS SALT", blind audit 96), not one substance.
 */
const NAMED_AFTER_CLASS =
  /^(?:(?:natural|artificial|and|&)\s+)*(?:(?:flavou?ring|flavou?r|spice|seasoning)(?:\s*:\s*|\s*\(\s*|\s+)|(?:flavou?rings|flavou?rs|spices|seasonings)(?:\s*:\s*|\s*\(\s*))([^,;:()[\]{}]+?)\s*\)?\s*[.]?$/i;

/**
 * Whether a piece names its flavouring or spice after the class word, as one substance `names` knows (an allergen
 * written there is a declaration about the class, not its name: "natural flavors (milk)" is still a collective term).
 */
function namedAfterClass(piece: string, names: (words: string) => boolean): boolean {
  // "spice (paprika)": the bracket the list puts after the piece is read with it.
  const named = NAMED_AFTER_CLASS.exec(piece.trim())?.[1]?.trim();
  // A qualifier is no name: "SEASONING (NATURAL)" is still a seasoning (blind audit 65).
  return named !== undefined && !QUALIFIER_ONLY.test(fold(named)) && names(named);
}

/** Words that qualify a flavouring without naming it. */
const QUALIFIER_ONLY =
  /^(?:(?:natural|naturals|artificial|organic|nature|naturel|naturelle|naturels|naturelles|naturlich|naturliche|naturales?|naturali|natuurlijke?|and|et|und|y|e|en)(?: |$))*$/;

/** "and/or", "or" and "one or more of" in the catalog's languages, not "2% or less of". */
const ALTERNATIVE =
  /(?:^|[\s,])(?:and|et|und|y|e|en)\s*\/\s*(?:or|ou|oder|o|of)\s|\s(?:or|ou|oder|o|oppure)\s(?!(?:less|more|fewer|moins|plus|weniger|mehr|menos|meno)\b)|one or more of/i;
/** A group that names its items as a series of alternatives: "soybean, cottonseed, and/or canola oils". */
const SERIES =
  /^\s*(?:may contain\s+|contains?\s+)?one or more of|,\s*(?:and\s*\/\s*or|or|et\s*\/\s*ou|ou|und\s*\/\s*oder|oder|y\s*\/\s*o|o|e\s*\/\s*o|oppure)\s[^,]*$/i;

/** What parts a series of alternatives: its commas and its "or" words. */
const ALTERNATIVE_SEPARATOR =
  /[,;]|\b(?:and\s*\/\s*or|et\s*\/\s*ou|und\s*\/\s*oder|y\s*\/\s*o|e\s*\/\s*o|en\s*\/\s*of|one or more of|or|ou|oder|oppure|o)\b/i;

/**
 * The alternatives a list names a piece among, or undefined where the piece is an ingredient the list states: the piece
 * of a series ("partially hydrogenated soybean, cottonseed, and/or canola oils"; "(may contain one or more of the
 * following: corn, canola, cottonseed, soybean)") or of one item that says "or" ("soy lecithin or sunflower lecithin").
 * Every place the piece is written must be such (blind audit 57: cotton's labour risk read from "and/or").
 */
export function oneOfSeveral(text: string, piece: string): string | undefined {
  const folded = fold(piece);
  let group: string | undefined;
  let from = 0;
  for (;;) {
    const at = text.indexOf(piece, from);
    if (at < 0) return group;
    from = at + piece.length;
    const around = alternativesAround(text, at, from, folded);
    if (!around) return undefined;
    group ??= around;
  }
}

/**
 * `oneOfSeveral` in the list as the label writes it, else as it is read. An oil's source read as an oil
 * ("cottonseed oil" for the label's "soybean, cottonseed, and/or canola oils") is found by its source.
 */
export function alternativesOf(analysis: Pick<Analysis, 'labelText' | 'mainText'>, piece: string): string | undefined {
  const written = [piece, piece.replace(/\s+(?:oils?|fats?)$/i, '')].find((p) => analysis.labelText.includes(p));
  return written ? oneOfSeveral(analysis.labelText, written) : oneOfSeveral(analysis.mainText, piece);
}

function alternativesAround(text: string, start: number, end: number, piece: string): string | undefined {
  // The innermost brackets around the piece, else the list as a whole.
  let open = -1;
  for (let i = start - 1, depth = 0; i >= 0 && open < 0; i--) {
    const c = text[i]!;
    if (c === ')' || c === ']') depth++;
    else if ((c === '(' || c === '[') && depth-- === 0) open = i;
  }
  let close = text.length;
  for (let i = end, depth = 0; i < text.length && close === text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth-- === 0) close = i;
  }
  // Its own level only: "(sugar, emulsifier (soy or sunflower lecithin))" names sugar as no alternative.
  let group = text.slice(open + 1, close);
  for (let before = ''; before !== group;) [before, group] = [group, group.replace(/[([][^()[\]]*[)\]]/g, ' ')];
  if (open >= 0 && SERIES.test(group)) return group.trim();
  const own = group.split(/[,;]/).find((item) => hasPhrase(fold(item), piece));
  return own && ALTERNATIVE.test(` ${own} `) ? own.trim() : undefined;
}

/** Whether the facts leave the allergen out: none declared, found, traced, carried, or named by name or category. */
const leavesOut = (finding: AllergenFinding | undefined): boolean =>
  finding !== undefined &&
  [finding.declared, finding.revealedBy, finding.traceTags, finding.traceWords, finding.carriedBy, finding.named].every(
    (found) => found.length === 0,
  ) &&
  finding.namedByCategory === undefined &&
  finding.nameSuggests === undefined;

/** "Including", in the catalog's languages (folded): it says what the item before it holds ("arômes naturels, dont caféine"). */
const INCLUDING = /^(?:dont|including|incl|davon|darunter|de los cuales|incluida|di cui|waarvan|inclusief)(?: |$)/;

/** A qualifier the list sets after a comma ("…, dont caféine") is said with its item, not as one of its own (blind audit 102). */
const withQualifiers = (items: readonly string[]): string[] =>
  items.reduce<string[]>((out, item) => {
    if (out.length > 0 && INCLUDING.test(fold(item))) out[out.length - 1] = `${out[out.length - 1]}, ${item}`;
    else out.push(item);
    return out;
  }, []);

/** A "yes" that rests only on one of two alternatives is a "maybe". */
const alternativeOnly = (status: StatusOf, lang: string | undefined): StatusOf =>
  status.status === 'yes' && status.because.length > 0 && status.because.every((b) => oneOfTwo(b, lang))
    ? { status: 'maybe', because: status.because }
    : status;

/**
 * Whether an item the taxonomy leaves a "maybe" is of no animal by its own words: a plant named as its source ("SOY A
 * LECITHIN"), or an artificial flavouring, which is not derived from meat, fish, eggs or dairy (21 CFR 101.22(a)(1)),
 * however misspelt ("VANILLIAN-AN ARTIFICIAL FLAVORS"; blind audits 93 and 95).
 */
const neverAnimal = (text: string): boolean => {
  const folded = fold(text);
  return (
    namesPlantSource(text) ||
    (ARTIFICIAL_FLAVOURING.test(folded) && !NATURAL.test(folded)) ||
    SYNTHESISED_VITAMIN.test(folded)
  );
};
/**
 * Vitamins made by chemical synthesis or microbial fermentation (folded): riboflavin, thiamin, niacin, pyridoxine,
 * folic acid, cobalamin, ascorbic acid (blind audit 111: "VITAMIN B2" named as possibly animal). Vitamin D3 (from
 * lanolin or fish oil) and vitamin A esters are not among them.
 */
const SYNTHESISED_VITAMIN =
  /^(?:vitamin[es]? (?:b ?[12369]|b ?12|c)|riboflavine?|thiamine?(?: mononitrate| hydrochloride)?|niacin(?:amide)?|nicotinamide|pyridoxine(?: hydrochloride)?|folic acid|cyanocobalamin|cobalamin|ascorbic acid|l ascorbic acid)$/;
const ARTIFICIAL_FLAVOURING = /(^| )artificial flavou?r(s|ing|ings)?( |$)/;

/**
 * Chocolate, named alone: the taxonomy's "maybe" is milk chocolate's milk, the one animal ingredient a chocolate may
 * hold, and a milk a list must declare (Regulation (EU) No 1169/2011 Art. 21; FALCPA). Where the list declares no
 * milk, its chocolate is of no animal, as dairy is "no" (blind audit 94: vegan "maybe" beside dairy "no"). Folded, in
 * the catalog's languages.
 */
const CHOCOLATE_ALONE =
  /^(?:(?:dark|bittersweet|semi ?sweet|plain|baking|unsweetened) )?(?:chocolate|chocolat|schokolade|cioccolato|chocolade)(?: (?:noir|negro|fondente|puur|chips?|chunks?|drops?|pieces?|coating|liquor))?$|^(?:zartbitter|bitter)schokolade$|^(?:pure )?chocolade$/;

/**
 * INCI names of no animal, folded: a colour index outside the natural organic pigments (CI 75000–75999, carmine among
 * them), synthetic polymers, silicones, preservatives and salts made by chemistry (blind audit 109: "PEG-6",
 * "Phenoxyethanol", "CI 74160" named as possibly animal, while glycerin, which may be of tallow, stays a doubt).
 */
const NEVER_ANIMAL_INCI =
  /^(?:ci ?(?!75)\d{5}|peg \d+|ppg \d+(?: \w+)*|dmdm hydantoin|(?:imid|diaz)olidinyl urea|thymol|menthol|eucalyptol|methyl salicylate|d ?panthenol|panthenol|dexpanthenol|paraffinum liquidum|paraffin|petrolatum|mineral oil|ozokerite|ceresin|microcrystalline wax|\w*(?: \w+)? acrylates? (?:co|cross)polymer|butylphenyl methylpropional|carbomer|phenoxyethanol|\w*paraben|dimethicone|cyclo(?:penta|hexa)siloxane|acrylates? (?:copolymer|crosspolymer)|polyquaternium \d+|(?:di|tetra|tri)?sodium edta|\w*isothiazolinone|(?:hydrated )?silica|sodium (?:mono)?fluoro?(?:ide|phosphate)|sodium fluoride|sodium saccharin|titanium dioxide|zinc oxide)$/;

/** A coagulant named by its class alone, folded, in the catalog's languages. */
const BARE_COAGULANT =
  /^(coagulants?|coagulantes?|coagulanti|agents? de coagulation|agentes? coagulantes?|stollingsmiddel)$/;

/** The labels that settle a diet question on their own. */
const VEGAN_LABELS = ['en:vegan', 'en:eu-vegan', 'en:certified-vegan'];
const VEGETARIAN_LABELS = [...VEGAN_LABELS, 'en:vegetarian', 'en:eu-vegetarian'];

/** No animal content, vegan and vegetarian, on one piece of evidence (a vegan label, a whole food's category). */
const noAnimalContent = (evidence: AnimalEvidence): AnimalContent => ({
  contains: 'no',
  vegan: { status: 'yes', because: [] },
  vegetarian: { status: 'yes', because: [] },
  nonVegetarian: false,
  types: [],
  evidence: [evidence],
  sources: [],
});

/**
 * The ingredients that say what animal content a list holds: a compound's name whose own list follows ("Mint cream
 * (sugar, …)") is left out where another item shows the same kind ("anhydrous milk fat"; blind audit 70), and kept
 * where nothing else does (a "cheese sauce" whose list omits its cheese still holds milk).
 */
function animalEvidence(
  hits: readonly WordHit<IngredientKnowledge>[],
  allergens: ReadonlyMap<AllergenId, AllergenFinding>,
  hasOwnList: (segment: string) => boolean,
): WordHit<IngredientKnowledge>[] {
  const plain = hits.filter((h) => !hasOwnList(h.segment));
  const shown = (type: AnimalProductType) =>
    plain.some((h) => h.entry.animalType === type) ||
    [...allergens].some(
      ([id, finding]) => ALLERGEN_ANIMAL[id] === type && finding.revealedBy.some((h) => !hasOwnList(h.segment)),
    );
  return hits.filter((h) => !hasOwnList(h.segment) || !h.entry.animalType || !shown(h.entry.animalType));
}

/** An animal food that is its one ingredient (`ANIMAL_WHOLE_FOODS`): vegetarian, not vegan, its kind said. */
const wholeAnimalContent = (
  tag: string,
  food: AnimalWholeFood,
  namedAnimals: readonly WordHit<IngredientKnowledge>[],
): AnimalContent => ({
  contains: 'yes',
  vegan: { status: 'no', because: [food.foods[0]!] },
  vegetarian: { status: 'yes', because: [] },
  nonVegetarian: false,
  types: [food.type],
  evidence: [{ kind: 'category', tag }],
  sources: namedAnimals.find((hit) => hit.entry.animalType === food.type)?.entry.sources ?? [],
});

function animalContent(
  facts: ProductFacts,
  allergens: Map<AllergenId, AllergenFinding>,
  ingredientHits: WordHit<IngredientKnowledge>[],
  additives: AdditiveFinding[],
  ingredients: readonly RecognisedIngredient[] | undefined,
  ingredientsKnown: boolean,
  inci: InciFindings | undefined,
  veganLabelTags: readonly string[],
  categories: ReadonlySet<string>,
  /** A category whose product is its one ingredient, with no list on record (`Analysis.wholeFood`): no animal in it. */
  wholeFood?: string,
  /** The animal foods the name names where no list is readable ("Lomo de bellota", "Honey Nut Cheerios"). */
  namedAnimals: readonly WordHit<IngredientKnowledge>[] = [],
  /** Whether a whole, readable list leaves milk out (`leavesOut`). */
  milkRuledOut = false,
): AnimalContent {
  const animalFood = wholeFood ? ANIMAL_WHOLE_FOODS.get(wholeFood) : undefined;
  if (wholeFood && animalFood) return wholeAnimalContent(wholeFood, animalFood, namedAnimals);
  if (wholeFood) return noAnimalContent({ kind: 'category', tag: wholeFood });
  // A mineral or synthetic INCI ingredient (titanium dioxide, iron oxides, PEG-6) or a fragrance molecule the cosmetics
  // law names (linalool, limonene) is of no animal, though no food vocabulary knows its INCI name (audits 105, 109).
  const fragrances = new Set(inci?.fragranceAllergens.map((f) => fold(f.written)));
  // So is an oil named by its plant's Latin name, and a coconut derivative ("Cocamidopropyl Betaine", blind audit 107).
  const inciOfNoAnimal = (text: string): boolean =>
    // Its share aside ("Sodium fluoride 0.243%": blind audit 116).
    NEVER_ANIMAL_INCI.test(fold(text.replace(/\s*\d+(?:[.,]\d+)?\s*%\s*$/, ''))) ||
    fragrances.has(fold(text)) ||
    latinPlantOil(facts, text) ||
    (readsInci(facts) && /(^| )coc(?:o|am)/.test(fold(text)));
  const analysis = new Set(facts.ingredientsAnalysis);
  // A name that says the food is of plants ("Pâté végétal", "Veggie burger") says it holds no meat or fish, as a
  // vegetarian label would (blind audit 41); meat the name or list names still says "no".
  const nameSaysVegetarian = PLANT_NAME.test(fold(facts.name)) ? ['en:vegetarian'] : [];
  const labels = new Set([...facts.labels, ...dietClaims(fold(facts.ingredientsText ?? '')), ...nameSaysVegetarian]);
  // An additive the list names only as of plants ("vegetable mono and diglycerides") is no doubt, however tagged.
  const additiveItems = (ingredients ?? []).flatMap((i) => (i.entry?.eNumber ? [i.entry] : []));
  const doubted = new Set(additiveItems.filter((e) => e.vegan !== 'yes').map((e) => e.eNumber));
  const ofPlants = new Set(additiveItems.map((e) => e.eNumber).filter((code) => !doubted.has(code)));
  // An additive made from an animal or without one (L-cysteine: feathers, hair or fermentation) is a "maybe" for both
  // diets, named as the list writes it; it is not animal content found, so it brings no welfare finding.
  const mayBeAnimalAdditives = additives
    .filter(
      (found) =>
        found.additive.mayBeAnimal &&
        !found.additive.animalOrigin &&
        !ofPlants.has(found.additive.code) &&
        !(found.via === 'text' && neverAnimal(found.evidence)),
    )
    .map((found) => (found.via === 'text' ? found.evidence : `${eNumber(found.additive.code)} ${found.additive.name}`));
  // An item that can bring an animal allergen (a US natural flavour: molluscs) may be of animal origin, for both diets:
  // never "vegan" beside "may contain molluscs" (blind audit 70).
  const mayCarryAnimal = [
    ...new Set(
      [...allergens]
        .filter(([id]) => ANIMAL_ALLERGENS.has(id))
        .flatMap(([, finding]) => finding.carriedBy.map((hit) => hit.segment)),
    ),
  ];
  // Chocolate's milk is the allergen's to say: where the list rules milk out, its chocolate is of plants.
  const inciVegetarian = (text: string): boolean =>
    inci?.animal.some((a) => a.written === text && !['meat', 'seafood', 'gelatin product'].includes(a.type)) ?? false;
  // And an INCI name of no animal stands over the food vocabulary's doubt ("Melaleuca Alternifolia Leaf Oil": an oil).
  const ofNoAnimal = (text: string) =>
    neverAnimal(text) ||
    (milkRuledOut && CHOCOLATE_ALONE.test(fold(text))) ||
    (readsInci(facts) && inciOfNoAnimal(text));
  // An ingredient the taxonomy or the knowledge says may be animal-derived (vitamin D3: lanolin or lichen): only a
  // vegan label on the pack, whose maker or certifier knows the source, settles it; a record's analysis tag does not.
  const mayBeAnimal = [
    ...new Set([
      ...(ingredients ?? []).filter((i) => i.entry?.vegan === 'maybe' && !ofNoAnimal(i.text)).map((i) => i.text),
      ...ingredientHits.filter((h) => h.entry.mayBeAnimal).map((h) => h.segment),
      ...mayBeAnimalAdditives,
      ...mayCarryAnimal,
    ]),
  ];
  const veganLabel = [...VEGAN_LABELS, ...veganLabelTags].some((l) => labels.has(l));
  // The list on record, read with the vocabulary. A record's diet tags are Open Food Facts' own reading of a list: where
  // ours read it, the tags do not outweigh what its words show, either way ("100% Spirulina" tagged non-vegan; a list
  // with milk tagged vegan).
  const listRead = ingredientsKnown && (ingredients?.length ?? 0) > 0;
  const listNamesAnimal =
    listRead &&
    (ingredientHits.some((h) => h.entry.animalType && !oneOfTwo(h.segment, facts.lang)) ||
      additives.some((found) => found.additive.animalOrigin) ||
      (ingredients ?? []).some((i) => i.entry?.vegan === 'no'));
  // The taxonomy's answer from the ingredients; without the vocabulary, no animal word found means "yes".
  const fromIngredients = (property: 'vegan' | 'vegetarian'): StatusOf =>
    !ingredientsKnown
      ? { status: 'unknown', because: [] }
      : ingredients
        ? combine(
            // An INCI animal ingredient of a kind vegetarians eat (beeswax, lanolin, milk) leaves no vegetarian doubt.
            ingredients.filter(
              (i) => i.entry || !(inciOfNoAnimal(i.text) || (property === 'vegetarian' && inciVegetarian(i.text))),
            ),
            (e, i) =>
              (e[property] === 'maybe' || e[property] === undefined) && ofNoAnimal(i.text) ? 'yes' : e[property],
            'unknown',
          )
        : { status: 'yes', because: [] };
  const offStatus = (property: 'vegan' | 'vegetarian'): TriState | undefined =>
    analysis.has(`en:${property}`)
      ? 'yes'
      : analysis.has(`en:non-${property}`)
        ? 'no'
        : analysis.has(`en:maybe-${property}`)
          ? 'maybe'
          : undefined;
  // The engine's own reading settles the question when it read the list with the vocabulary and every ingredient had
  // an answer (no "unknown"): then it outranks the record's analysis tag, which may be older than the taxonomy (a
  // stale `en:maybe-vegetarian` beside a list of plant ingredients and a US "artificial flavor", sixth blind audit).
  // The tag decides only where the reading cannot: unrecognised ingredients, no vocabulary, no list.
  // Which way is safe: a false "yes" tells a vegetarian to eat what they avoid, a false "maybe" only costs a choice.
  // So the reading may lift the tag's "maybe" to "yes" only when it read every ingredient as plant or synthetic, and
  // may lower the tag's "yes" to the "maybe" or "no" it read (the same rule both ways; a record's `en:vegan` is still
  // taken as it is below, as OFF's analysis wins for vegan). A record's "non-vegan"/"non-vegetarian" never reaches
  // here: it is evidence of animal content (`animalFound`), never lifted, since it may rest on what the list on record
  // does not show (a sub-ingredient, another language's list, the pack).
  const settle = (property: 'vegan' | 'vegetarian', animalFound: boolean, labelSaysYes: boolean): StatusOf => {
    if (animalFound) return { status: 'no', because: [] };
    if (labelSaysYes) return { status: 'yes', because: [] };
    const read = fromIngredients(property);
    // At least one ingredient answered: a list of class names alone ("emulsifier") reads nothing.
    const answered = (ingredients ?? []).some(
      (i) => i.entry && !i.entry.additiveClass && i.entry[property] !== 'ignore',
    );
    const readEvery = answered && read.status !== 'unknown';
    if (readEvery) return read;
    const off = offStatus(property);
    // A list read that shows nothing animal leaves a record's "non-vegan" at what the list could not show: unknown.
    if (off === 'no' && tagOutweighed()) return read;
    if (off) return { status: off, because: [] };
    return read;
  };
  if ((analysis.has('en:vegan') && mayBeAnimal.length === 0 && !listNamesAnimal) || veganLabel)
    return noAnimalContent({ kind: veganLabel ? 'vegan_label' : 'off_vegan' });
  const types = new Set<AnimalProductType>();
  // Nothing animal read in the list on record: a record's "non-vegan"/"non-vegetarian" is then no animal content found.
  const tagOutweighed = (): boolean => listRead && types.size === 0;
  const evidence: AnimalEvidence[] = [];
  const sources: Source[] = [];
  // "Sodium Tallowate or Sodium Palmitate": one of two, so the animal one may be there, not that it is.
  const alternatives: string[] = [];
  const alternative = (written: string): boolean => {
    if (!oneOfTwo(written, facts.lang)) return false;
    if (!alternatives.includes(written)) alternatives.push(written);
    return true;
  };
  for (const hit of ingredientHits) {
    if (!hit.entry.animalType) continue;
    if (alternative(hit.segment)) continue;
    types.add(hit.entry.animalType);
    evidence.push({ kind: 'ingredient', segment: hit.segment, name: hit.entry.name });
    sources.push(...hit.entry.sources);
  }
  for (const hit of namedAnimals) {
    types.add(hit.entry.animalType!);
    evidence.push(nameEvidence(hit.segment, facts));
    sources.push(...hit.entry.sources);
  }
  for (const found of additives) {
    if (!found.additive.animalOrigin) continue;
    types.add(found.additive.animalOrigin);
    evidence.push({ kind: 'additive', code: eNumber(found.additive.code), name: found.additive.name });
    sources.push(...found.additive.sources);
  }
  for (const [id, finding] of allergens) {
    const type = ALLERGEN_ANIMAL[id];
    if (!type) continue;
    const first = finding.revealedBy[0];
    const named = finding.named[0];
    // An ingredient cited already for its kind is not cited again for its allergen ("whole milk powder", once).
    if (first) {
      if (!evidence.some((e) => e.kind === 'ingredient' && e.segment === first.segment))
        evidence.push({ kind: 'allergen_ingredient', segment: first.segment, allergen: id });
    } else if (finding.declared.length > 0) evidence.push({ kind: 'declared', tags: finding.declared });
    else if (named) evidence.push(nameEvidence(named.segment, facts));
    else continue;
    types.add(type);
  }
  for (const found of inci?.animal ?? []) {
    if (alternative(found.written)) continue;
    types.add(found.type);
    evidence.push({ kind: 'ingredient', segment: found.written });
    sources.push(...found.sources);
  }
  for (const [tag, type] of ANIMAL_CATEGORIES) {
    if (!categories.has(tag)) continue;
    types.add(type);
    evidence.push({ kind: 'category', tag });
  }
  const nonVegetarianTag = analysis.has('en:non-vegetarian') && !tagOutweighed();
  if (analysis.has('en:non-vegan') && !tagOutweighed() && types.size === 0) {
    types.add('unknown');
    evidence.push({ kind: 'off_non_vegan' });
  }
  if (nonVegetarianTag && !types.has('meat') && !types.has('seafood') && !types.has('gelatin product')) {
    evidence.push({ kind: 'off_non_vegetarian' });
    if (types.size === 0) types.add('unknown');
  }
  const slaughtered = ingredientHits.some((hit) => hit.entry.slaughtered && !alternatives.includes(hit.segment));
  const nonVegetarian =
    types.has('meat') || types.has('seafood') || types.has('gelatin product') || slaughtered || nonVegetarianTag;
  // One of two alternatives is "maybe": never a yes, and never an unknown that calls it not recognised (an unknown for
  // other, unrecognised ingredients names those alone).
  const orMaybe = (settled: StatusOf): StatusOf => {
    if (alternatives.length === 0) return settled;
    const unrecognised = settled.because.filter((b) => !alternatives.includes(b));
    if (
      settled.status === 'yes' ||
      settled.status === 'maybe' ||
      (settled.status === 'unknown' && unrecognised.length === 0)
    )
      return { status: 'maybe', because: [...new Set([...alternatives, ...settled.because])] };
    return settled.status === 'unknown' ? { status: 'unknown', because: unrecognised } : settled;
  };
  const settledVegan = orMaybe(settle('vegan', types.size > 0, false));
  const vegan: StatusOf =
    mayBeAnimal.length > 0 && settledVegan.status === 'yes' ? { status: 'maybe', because: mayBeAnimal } : settledVegan;
  const settledVegetarian = orMaybe(
    settle(
      'vegetarian',
      nonVegetarian,
      VEGETARIAN_LABELS.some((l) => labels.has(l)),
    ),
  );
  // A milk product's bare "coagulant" is its rennet, of a calf's stomach or of a microbe: a doubt for vegetarians, as
  // "présure" is (blind audit 104: a goat's cheese said vegetarian); a tofu's is a salt, and a named one is read.
  const dairy = allergens.get('dairy');
  const milkProduct = dairy && (dairy.revealedBy.length > 0 || dairy.declared.length > 0 || dairy.namedByCategory);
  const coagulants = milkProduct
    ? (ingredients ?? []).filter((i) => !i.bracketed && BARE_COAGULANT.test(fold(i.text))).map((i) => i.text)
    : [];
  const mayNotBeVegetarian = [...mayBeAnimalAdditives, ...mayCarryAnimal, ...coagulants];
  const vegetarian: StatusOf =
    mayNotBeVegetarian.length > 0 && settledVegetarian.status === 'yes' && !VEGETARIAN_LABELS.some((l) => labels.has(l))
      ? { status: 'maybe', because: mayNotBeVegetarian }
      : settledVegetarian;
  // The taxonomy knows an ingredient is not vegan (Worcestershire sauce: anchovies) though no animal word was read:
  // animal content of a kind not named, so the diet, the animal content and the welfare card give one answer.
  if (vegan.status === 'no' && types.size === 0) {
    types.add('unknown');
    evidence.push(...vegan.because.map((segment): AnimalEvidence => ({ kind: 'not_vegan', segment })));
  }
  // The evidence stands in for the ingredients behind a "no" (kept in English: no report shows it).
  if (vegan.status === 'no' && vegan.because.length === 0)
    vegan.because = evidence.slice(0, 3).map((e) => ENGLISH_VOICE.evidence(e));
  return {
    contains: types.size > 0 ? 'yes' : 'no',
    vegan,
    vegetarian,
    nonVegetarian,
    types: [...types],
    evidence: uniqueEvidence(evidence),
    sources,
  };
}

/**
 * Palm oil from the words (certain), then the taxonomy: "vegetable oils" may be palm. Unrecognised ingredients leave
 * it open only when they are more than 30 % of the list: few ingredients come from palm and the taxonomy names them,
 * while many unknowns suggest a garbled list (OFF's rule, Ingredients.pm analyze_ingredients). The unknowns stay
 * named either way.
 */
function palmOilStatus(
  facts: ProductFacts,
  segment: string | undefined,
  recognised: RecognisedList | undefined,
  ingredientsKnown: boolean,
  /** Where the list on record is cut short, its last words: what it lost may be palm oil (blind audit 23). */
  cut?: string,
): StatusOf {
  if (segment) return { status: 'yes', because: [segment] };
  // The pack's own palm-free claim settles what the list leaves open (a list cut short, a vegetable oil).
  if (facts.labels.some((t) => PALM_FREE_LABELS.includes(t))) return { status: 'no', because: [] };
  // A label about the palm oil's sourcing says it is there (blind audit 30: "Huile de palme durable", no list).
  if (facts.labels.some((t) => PALM_OIL_LABEL.test(t))) return { status: 'yes', because: [] };
  const analysis = new Set(facts.ingredientsAnalysis);
  if (analysis.has('en:palm-oil')) return { status: 'yes', because: [] };
  if (!ingredientsKnown) return { status: analysis.has('en:palm-oil-free') ? 'no' : 'unknown', because: [] };
  if (!recognised) return { status: 'no', because: [] };
  const by: Record<'maybe' | 'unknown', string[]> = { maybe: [], unknown: [] };
  const noOil = underNoOilClass(facts.ingredientsText ?? '');
  for (const { text, entry, bracketed } of recognised.ingredients) {
    if (entry?.additiveClass) continue;
    if (ANIMAL_FAT.test(fold(text))) continue;
    if (oleochemical(facts, text) && entry?.palmOil !== 'yes') {
      by.maybe.push(text);
      continue;
    }
    if (!entry) {
      if (!noOil.has(text.trim())) by.unknown.push(text);
    } else if (entry.palmOil === 'yes') return { status: 'yes', because: [text] };
    // An animal fat ("milk fat", under both "fat" and "dairy") is never palm oil; and, as in OFF's
    // analyze_ingredients, a "maybe" is ignored on an ingredient with something in brackets after it.
    // An INCI oil named by its plant's Latin name ("Melaleuca Alternifolia Leaf Oil": tea tree) is that plant's.
    else if (entry.palmOil === 'maybe' && entry.vegan !== 'no' && !bracketed && !latinPlantOil(facts, text))
      by.maybe.push(text);
  }
  if (by.maybe.length > 0) return { status: 'maybe', because: by.maybe };
  // A list cut short leaves open what it lost.
  if (cut !== undefined) return { status: 'unknown', because: [cut] };
  // Only an unknown that could be a fat weighs: a salt, an acid or a nucleotide cannot (blind audit 105: "Sodium
  // 5'-Ribonucleotides" left a list whose one oil is sunflower open), though a stearate or a lactylate can.
  const mayBeFat = by.unknown.filter((text) => !NEVER_FAT.test(fold(text)) || FATTY.test(fold(text)));
  if (mayBeFat.length > MAX_UNKNOWN_SHARE_FOR_PALM_OIL * Math.max(1, recognised.topLevel))
    return { status: 'unknown', because: by.unknown };
  return { status: 'no', because: by.unknown };
}

const MAX_UNKNOWN_SHARE_FOR_PALM_OIL = 0.3;
/** A fat named by its animal (folded): never palm oil ("wool fat", lanolin; blind audit 114). */
const ANIMAL_FAT = /(^| )(wool|lanolin|tallow|lard|suet|beef|pork|chicken|goose|duck|fish|milk|butter|dairy)( |$)/;

/**
 * A cosmetic's or household product's oleochemical (INCI, folded): glycerin and the fatty acids, alcohols and their
 * salts, esters, sulfates and ethoxylates, of which palm and palm kernel oil are the dominant vegetable source
 * (`OLEOCHEMICALS_SOURCE`; blind audit 109: a toothpaste's glycerin and sodium lauryl sulfate said "palm oil free").
 * A name that states its oil ("Coco-Glucoside", "Glyceryl Cocoate") or is an oil or butter itself says which.
 */
export const oleochemical = (facts: ProductFacts, text: string): boolean => {
  if (!readsInci(facts)) return false;
  const folded = fold(text);
  return (
    OLEOCHEMICAL.test(folded) && !/(^| )(coco|cocoate|cocamide|cocamidopropyl|oil|butter|olea|elaeis)/.test(folded)
  );
};
const OLEOCHEMICAL =
  /(^| )(glycerin|glycerine|glycerol|glyceryl|\w*laur\w*|\w*myrist\w*|\w*palmit\w*|\w*stear\w*|cetyl|cetearyl|ceteareth \d+|ceteth \d+|behenyl|sorbitan|polysorbate|caprylic|capric)( |$)/;

/**
 * An oil a cosmetic's or household product's INCI list names by its plant's Latin binomial, and a part of it ("Mentha
 * Piperita Oil", "Melaleuca Alternifolia Leaf Oil"; blind audit 107): that plant's oil, never palm, unless the plant
 * is the oil palm (Elaeis guineensis).
 */
const LATIN_PLANT_OIL =
  /^[a-z]{4,} [a-z]{4,}(?:a|is|us|um|ii|ae|i|ea|ia)(?: (?:dulcis|amara|vulgaris|officinalis|sativa|communis))?(?: (?:leaf|flower|peel|bark|wood|seed|fruit|root|needle|herb|kernel|nut|berry|rind))? oil$/;
const latinPlantOil = (facts: ProductFacts, text: string): boolean => {
  const folded = fold(text);
  return (
    readsInci(facts) &&
    LATIN_PLANT_OIL.test(folded) &&
    !/^(?:vegetable|refined|hydrogenated|plant|mixed|natural|organic|pure) /.test(folded) &&
    !/elaeis|guineensis/.test(folded)
  );
};

/** Names of salts, acids, minerals, nucleotides and colours (folded): no fat, and so no palm oil, is any of them. */
const NEVER_FAT =
  /(^| )(sodium|potassium|calcium|magnesium|ammonium|iron|zinc|ferrous|ferric|acid|acide|saure|acido|zuur|ribonucleotides?|guanylate|inosinate|glutamate|phosphates?|citrates?|chlorides?|carbonates?|bicarbonate|sulphates?|sulfates?|oxides?|hydroxide|nitrite|nitrate|benzoate|sorbate|colou?rs?|vitamins?)( |$)/;
/** Words of fats and their derivatives (folded): a stearate or a lactylate may be of palm oil whatever its salt. */
const FATTY = /(stear|palm|laur|myrist|olea|oleo|glycer|lactylate|ester|fatty|sorbitan|polysorbate|cetyl|cetear|behen)/;

/** The pack's palm-free label, by either of OFF's tags for it ("Sans huile de palme": `en:no-palm-oil`; blind audit 34). */
const PALM_FREE_LABELS = ['en:palm-oil-free', 'en:no-palm-oil'];

/** Label tags about the sourcing of a product's palm oil: RSPO's marks and a bare "sustainable palm oil" claim. */
export const PALM_OIL_LABEL = /rspo|roundtable-on-sustainable-palm-oil|sustainable-palm-oil/;

/**
 * The class names no oil or fat can be listed under, unaccented, as the item's first words before its colon, read with a
 * scan's stray letter before them ("yconservatéur : sorbite de potassium", "édulcorant : glycosides de stevicl"):
 * sweeteners, preservatives, colours, acids and acidity regulators, antioxidants, thickeners and raising agents. An
 * item under one is no palm-oil doubt however badly it was scanned (blind audit 20); emulsifiers and glazing agents
 * may be made from palm, and are not here.
 */
const unaccented = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
/**
 * The items of a list written under a class no oil can be ("édulcorant : glycosides de stevicl": the name), or in the
 * brackets of one or of a raising agent ("baking powder (…, glucond, deltalactone)", blind audit 25).
 */
function underNoOilClass(text: string): Set<string> {
  const out = new Set<string>();
  const walk = (list: string, under: boolean, depth: number): void => {
    for (const item of parseIngredientList(list)) {
      const open = item.search(/[([{]/);
      const head = (open >= 0 ? item.slice(0, open) : item).trim();
      const classed = NO_OIL_CLASS.test(unaccented(item));
      if (under) out.add(item.trim());
      if (classed) out.add(item.slice(item.indexOf(':') + 1).trim());
      if (open >= 0 && depth < 3)
        walk(
          item.slice(open + 1).replace(/[)\]}][^)\]}]*$/, ''),
          under || classed || NO_OIL_HEAD.test(unaccented(head)),
          depth + 1,
        );
    }
  };
  walk(closeScannedBrackets(text), false, 0);
  return out;
}
/** A compound no oil can be part of, by its name before its brackets: a raising agent, or a class no oil can be. */
const NO_OIL_HEAD =
  /^(?:baking powder|leavening(?: agents?)?|raising agents?|poudres? a lever|levure chimique|backpulver|backtriebmittel|levadura quimica|gasificantes?|lievito chimico|agenti lievitanti|bakpoeder|rijsmiddel(?:en)?|sweeteners?|edulcorants?|colou?rs?|colorants?|preservatives?|conservateurs?|acidity regulators?|antioxidants?)$/u;
const NO_OIL_CLASS =
  /^\p{L}?(?:edulcorants?|sweeteners?|su(?:ss|ß)stoffe?|su(?:ss|ß)ungsmittel|edulcorantes?|dolcificant[ei]|zoetstof(?:fen)?|conservateurs?|conservat\p{L}*|preservatives?|konservierungsstoffe?|conservantes?|conservanti|conserveermiddel(?:en)?|colorants?|colou?rs?|farbstoffe?|colorantes?|coloranti|kleurstof(?:fen)?|acidifiants?|acidity regulators?|acids?|sauerungsmittel|saureregulatoren?|acidulantes?|acidificanti|zuurteregelaars?|correcteurs? d\\W?acidite|regulateurs? d\\W?acidite|correctores? de acidez|correttori di acidita|antioxydants?|antioxidants?|antioxidantien|antioxidantes?|antiossidanti|epaississants?|thickeners?|verdickungsmittel|espesantes?|addensanti|verdikkingsmiddel(?:en)?|poudres? a lever|raising agents?|backtriebmittel|gasificantes?|agenti lievitanti|rijsmiddel(?:en)?)\s*:/u;
/**
 * The culinary ingredients NOVA's group 2 names (folded): sugar, salt, oils, fats, butter, syrups, honey, vinegar, and a
 * grape must or caramel made from them (blind audit 63: a balsamic fig condiment is no NOVA 1).
 */
const CULINARY =
  /(?:^| )(?:sugars?|salt|oils?|fats?|butter|shortening|syrups?|honey|vinegars?|caramel|sucre|sel|huiles?|graisses?|beurre|sirop|miel|vinaigres?|zucker|salz|ole?|fette?|butter|essig|karamell|azucar|sal|aceites?|grasas?|mantequilla|vinagres?|caramelo|zucchero|sale|olio|burro|aceto|caramello|suiker|zout|olie|boter|azijn|karamel|grape must|mosto|mout de raisin|traubenmost)(?: |$)/;

/**
 * Additives that mark NOVA's group 4 whatever else a list holds: colours (E100–E199), flavour enhancers (E620–E640)
 * and sweeteners (E950–E969), "cosmetic" additives of ultra-processed foods.
 */
const ULTRA_PROCESSED_MARKER = /^e(?:1\d\d|6[23]\d|640|9[56]\d)(?:[a-z]|\(|$)/;

/**
 * Whether the record's NOVA group is one its own list rules out (blind audit 22: cookies of flour, butter and sugar
 * in group 1): a list of several items that adds a culinary ingredient (sugar, salt, an oil or fat) or an additive to
 * another food is processed, group 3 at least; group 1 is said only of single foods and foods with nothing added. A
 * group below 4 beside an additive that marks group 4 is one the record made without it (blind audit 70: MSG).
 */
function novaRuledOut(facts: ProductFacts, main: string, additives: readonly AdditiveFinding[]): boolean {
  if (facts.novaGroup === undefined || facts.novaGroup === 4) return false;
  if (additives.some((a) => ULTRA_PROCESSED_MARKER.test(a.additive.code))) return true;
  if (facts.novaGroup !== 1) return false;
  const items = parseIngredientList(main);
  return items.length > 1 && (additives.length > 0 || items.some((item) => CULINARY.test(fold(item))));
}

/** Sugar by its own name (folded), in the catalog's languages. */
const SUGAR_WORDS = ['sugar', 'sucre', 'zucker', 'azucar', 'zucchero', 'suiker', 'sucrose', 'saccharose'];

/**
 * A drink whose name or generic name says it has sugar ("Boisson gazeuse … avec sucre et édulcorant") while its list
 * does not name it: the list on record starts after the sugar (blind audit 23), so what the sugar brings is not known.
 * "Sans sucre", "zero sugar", "sugar free" say the opposite.
 */
function sugarNamedNotListed(facts: ProductFacts, main: string): boolean {
  const listed = fold(main);
  if (SUGAR_WORDS.some((w) => hasPhrase(listed, w))) return false;
  const names = [facts.name, ...(facts.claims ?? []).filter((c) => c.from === 'name').map((c) => c.text)];
  return names.some((name) => SUGAR_WORDS.some((w) => affirmsPhrase(fold(name), w)));
}

/** The UK front-of-pack "low" limit for sugars in a drink: above it, the sugars come from somewhere on the list. */
const PARTIAL_LIST_SUGARS_PER_100ML = 2.5;

/** The words of each high-labour-risk commodity that name its product without its source, as entries to find. */
const unstatedEntries = new WeakMap<KnowledgeIndex, WordEntry<CommodityKnowledge>[]>();
function unstatedWordEntries(index: KnowledgeIndex): WordEntry<CommodityKnowledge>[] {
  let entries = unstatedEntries.get(index);
  if (!entries)
    unstatedEntries.set(
      index,
      (entries = index.unstatedCommodities.map(({ commodity, words }) => ({
        entry: commodity,
        words: [...words],
        // A source named beside the word ("sucre de betterave", "coconut sugar") says it is not this commodity.
        falseFriends: index.commodities.find((c) => c.entry.id === commodity.id)?.falseFriends ?? [],
      }))),
    );
  return entries;
}

/**
 * An ingredient that names a high-labour-risk commodity's product without its source ("sugar", which may be cane;
 * "coconut water", whose coconuts may be from the Philippines), where the list names that commodity nowhere and no
 * label on record addresses it. The words are found anywhere in the list's pieces at word boundaries, so one the
 * splitter could not set apart ("oignon* sucre*") counts; a source named beside them ("sucre de betterave") does not.
 */
function unstatedCommodities(
  index: KnowledgeIndex,
  segs: readonly { raw: string; folded: string }[],
  hits: readonly WordHit<CommodityKnowledge>[],
  labels: readonly LabelKnowledge[],
): { commodity: CommodityKnowledge; written: string }[] {
  const found: { commodity: CommodityKnowledge; written: string }[] = [];
  const entries = unstatedWordEntries(index);
  for (const hit of findWords(entries, segs)) {
    const commodity = hit.entry;
    if (hits.some((h) => h.entry.id === commodity.id)) continue;
    if (labels.some((l) => (commodity.laborMitigatedBy ?? commodity.mitigatedBy).includes(l.id))) continue;
    // Quoted whole: "Coconut Water", not its first word.
    const entry = entries.find((e) => e.entry === commodity);
    const text = withoutPhrases(fold(hit.segment), entry?.falseFriends ?? []);
    const word = [...(entry?.words ?? [])].sort((a, b) => b.length - a.length).find((w) => hasPhrase(text, w));
    found.push({ commodity, written: writtenAs(hit.segment, word ?? hit.word) });
  }
  return found;
}

/** Run the shared fact-finding over one product. Pure; never throws on schema-shaped facts. */
/** Dry foods sold in board with no inner bag of their own: pasta, rice, flour, sugar, salt, cereals, tea. */
const DRY = [
  'en:pastas',
  'en:rices',
  'en:flours',
  'en:sugars',
  'en:salts',
  'en:breakfast-cereals',
  'en:teas',
  'en:dried-products-to-be-rehydrated',
  // Baked dry (blind audit 110: a rye crispbread's box called lined).
  'en:crispbreads',
  'en:rusks',
  'en:crackers',
  'en:cereal-grains',
];

/**
 * A dry, lean food: in a dry category, and not fatty on record (10 g of fat or more per 100 g would stain board). A
 * moist or frozen food, or one of another category, is read as held in lined board (never a claim that may not hold).
 */
function dryAndLean(facts: ProductFacts, index: KnowledgeIndex): boolean {
  const fat = facts.nutriments?.fat;
  return (
    facts.kind === 'food' &&
    !facts.perMl &&
    (fat === undefined || fat < 10) &&
    DRY.some((tag) => inCategory(facts, tag, index.knowledge))
  );
}

/** Wheat and its kinds by name, folded; in German also at the start of a compound ("weizenprotein", "dinkelmehl"). */
const NAMES_WHEAT =
  /\b(wheat|ble|froment|trigo|frumento|tarwe|spelt|spelta|epeautre|farro|kamut|khorasan|durum)\b|\b(weizen|hartweizen|dinkel)/;

/** An oil or fat class whose sources the brackets after it name: "vegetable oils", "huiles végétales", "pflanzliche Fette". */
const OIL_CLASS =
  /((?:hydrogenated\s+|(?:partially|partly|fully)\s+hydrogenated\s+|refined\s+)?(?:vegetable|plant)\s+(oils?|fats?)(?:\s+and\s+(?:oils?|fats?))?|(huiles?|graisses?)\s+v[ée]g[ée]tales?(?:\s+(?:hydrog[ée]n[ée]es?|raffin[ée]es?))*|(oli|olio|grassi|grasso)\s+vegetal[ie](?:\s+(?:idrogenat[io]|raffinat[io]))*|(aceites?|grasas?)\s+vegetal(?:es)?(?:\s+(?:hidrogenad[oa]s?|refinad[oa]s?))*|pflanzliche[ns]?\s+(öle?|fette?))\s*[([{]([^()[\]{}]*)[)\]}]/giu;
/** Words that name more than a source: an oil or fat already, a share, a note; or only how it was processed ("NOT HYDROGENATED"). */
const NOT_A_SOURCE =
  /\d|%|\b(oils?|fats?|huiles?|graisses?|oli|olio|grass[io]|aceites?|grasas?|öle?|fette?)\b|:|^(?:not |non[- ]?|nicht |no )?(?:partially |fully )?(?:hydrogenated|hydrog[ée]n[ée]e?s?|idrogenat[oaie]|hidrogenad[oa]s?|geh[äa]rtet|refined|raffin[ée]e?s?|fractionated|fractionn[ée]e?s?)$/iu;

/**
 * The words EU 1169/2011 Annex VII Part A 8 lets a blend of named oils end with ("in varying proportions"): no source,
 * and no doubt about the sources named before them.
 */
const PROPORTIONS =
  /^(?:in varying proportions|in variable proportions|en proportions variables|in proporzioni variabili|in variabile proporzione|en proporciones variables|in veränderlichen gewichtsanteilen|in wisselende verhoudingen?)$/iu;

/**
 * The names in brackets after an oil or fat class are the oil's sources: "vegetable oils (cottonseed, soybean and
 * rapeseed)" is cottonseed oil, soybean oil and rapeseed oil, so "soybean" there is soybean oil (a highly refined oil,
 * which EU 1169/2011 Annex II 6(a) and FALCPA leave out of the soy declaration), never soy itself.
 */
export function oilSourcesNamed(text: string): string {
  return suspendedOils(text).replace(
    OIL_CLASS,
    (all: string, cls: string, en?: string, fr?: string, it?: string, es?: string, de?: string, inner?: string) => {
      const parts: string[] = (inner ?? '').split(/(\s*[,;]\s*|\s+(?:and|et|e|y|und|&)\s+)/i);
      const sources = parts.filter((p, i) => i % 2 === 0 && !PROPORTIONS.test(p.trim())).map((p) => p.trim());
      if (
        sources.length === 0 ||
        sources.some((p) => p.length < 3 || NOT_A_SOURCE.test(p) || p.split(/\s+/).length > 3)
      )
        return all;
      const oil = (source: string): string => {
        if (en) return `${source} ${/fat/i.test(en) ? 'fat' : 'oil'}`;
        if (fr) return `${/graisse/i.test(fr) ? 'graisse' : 'huile'} de ${source}`;
        if (it) return `${/grass/i.test(it) ? 'grasso' : 'olio'} di ${source}`;
        if (es) return `${/grasa/i.test(es) ? 'grasa' : 'aceite'} de ${source}`;
        return `${source}${/fett/i.test(de ?? '') ? 'fett' : 'öl'}`;
      };
      const named = parts.map((p, i) => (i % 2 === 0 && !PROPORTIONS.test(p.trim()) ? oil(p.trim()) : p)).join('');
      return `${cls} (${named})`;
    },
  );
}

/**
 * A flour that names no grain, at the start of an item with only its treatment before it ("UN-BLEACHED FLOUR",
 * "enriched flour"): on a US label it is wheat flour by its standard of identity (21 CFR 137.105, 137.165; blind audit 22).
 */
const US_FLOUR =
  /(^|[,;:([{]\s*)((?:(?:organic|enriched|bleached|unbleached|un-bleached|all[- ]purpose|white|plain|bread|cake|pastry|self[- ]rising|stone[- ]ground)\s+)*)(flour)\b/gimu;

/** A list read with the US standard of identity for "flour" (wheat flour), for a product sold in the United States alone. */
export function flourAsSold(text: string, countries: readonly string[] | undefined): string {
  if (!soldInUsOnly(countries)) return text;
  return text.replace(
    US_FLOUR,
    (_all: string, start: string, how: string, flour: string) =>
      `${start}${how}${/^[A-Z]+$/.test(flour) ? 'WHEAT' : 'wheat'} ${flour}`,
  );
}

/** Whether every country of sale on record is the United States (none on record: not). */
const soldInUsOnly = (countries: readonly string[] | undefined): boolean => {
  const codes = (countries ?? []).map(countryCode);
  return codes.length > 0 && codes.every((code) => code === 'us');
};

/**
 * Words only a US label writes: the FD&C colours by their US names ("Blue 1", "Red 40 Lake") and the US spelling of
 * flavour ("natural and artificial flavors"); an EU or UK list in English writes "E133" and "flavouring".
 */
const US_LABEL_WORDS =
  /\b(?:fd&c|(?:blue|red|yellow|green)\s+(?:no\.?\s*)?(?:1|2|3|5|6|40)\b(?!\s*%)|flavor(?:s|ing|ings)?\b)/iu;

/**
 * The markets whose labelling rules a list was written under: its countries of sale, or, with none on record, the
 * United States where the list is worded as only a US label is (blind audit 27, S1: a US Tic Tac's "natural and
 * artificial flavors, … blue 1" with no countries on record). Else none: no market-only carrier counts.
 */
export function labelMarkets(countries: readonly string[] | undefined, text: string): readonly string[] {
  if (countries && countries.length > 0) return countries;
  return US_LABEL_WORDS.test(text) ? ['en:united-states'] : [];
}

/**
 * A bracket of plants whose last one carries the word "oils" for all ("shortening (partially hydrogenated soybean,
 * cotton seed, and/or canola oils)", blind audit 22): each is an oil, so the soybean is soybean oil.
 */
const SUSPENDED_OILS = /\(([^()]*?),?\s+(?:and\/or|and|or|&)\s+([^(),]+?)\s+oils\)/giu;
function suspendedOils(text: string): string {
  return text.replace(SUSPENDED_OILS, (all: string, list: string, last: string) => {
    const parts = [...list.split(/\s*,\s*/), last].map((p) => p.trim());
    if (parts.some((p) => p.length < 3 || NOT_A_SOURCE.test(p) || p.split(/\s+/).length > 3)) return all;
    return `(${parts.map((p) => `${p} oil`).join(', ')})`;
  });
}

/** "Cider" that is not the alcoholic drink where it is sold: not "hard cider", and not its vinegar. */
const SWEET_CIDER = /(?<!hard\s+)\b((?:apple|pear)\s+)?cider\b(?!\s+vinegar)/giu;

/**
 * A list read with the words of the country it is sold in: in the United States "apple cider" is unfermented apple
 * juice (the alcoholic drink is "hard cider"), so a US record's "Fuji apple cider, apple cider, pomegranate juice" is
 * three juices, not two ciders that may be fined with animal products (blind audit 15). Only a product sold in the
 * United States alone: elsewhere cider is the drink.
 */
export function ciderAsSold(text: string, countries: readonly string[] | undefined): string {
  if (!soldInUsOnly(countries)) return text;
  return text.replace(SWEET_CIDER, (_all: string, fruit?: string) => `${fruit ?? 'apple '}juice`);
}

/** Why a list cannot show an ingredient: one part only, cut short, unreadable (`unreadable`), or none on record. */
export type ListGap = { unreadable: boolean; part?: string; cut?: string };

/** What keeps the list from answering "does it contain …?", or undefined when it is read whole (or needs none). */
export function listGap(analysis: Analysis): ListGap | undefined {
  if (analysis.listPart) return { unreadable: false, part: analysis.listPart };
  if (analysis.listCut) return { unreadable: false, cut: analysis.listCut };
  if (analysis.supplyChainKnown) return undefined;
  return { unreadable: analysis.ingredientsKnown };
}

/**
 * An item of a list that is its allergen statement ("CONTAINS WHEAT", fused into the list by a stray comma; blind audit
 * 80): read for what it declares, never shown as an ingredient. Not "Contains 2% or less of: salt, …", which lists.
 */
const ALLERGEN_STATEMENT = /^\s*(?:contains?|contient|enthält|contiene|bevat)(?:\s*:\s*|\s+)[^:\d%]*$/iu;

/**
 * A cosmetic's or household product's butter or milk named after a plant (INCI: "Theobroma Cacao Seed Butter",
 * "Butyrospermum Parkii Butter", "Avena Sativa Kernel Milk"; folded): the plant's fat, no dairy (blind audit 109: cocoa
 * butter read as milk). A bare "Butter", "Goat Milk" and the oil palm's stay what they are.
 */
const plantFat = (folded: string): boolean => {
  const named = /^(.+) (?:butter|milk)$/.exec(folded)?.[1];
  return named !== undefined && !NOT_A_PLANT.test(named);
};
const NOT_A_PLANT =
  /(^| )(goats?|cows?|sheep|ewes?|donkeys?|ass|camels?|mares?|buffalo|yak|dairy|lac|lactis|skim(med)?|whole|cultured|clarified|butter|cream|sweet|salted|unsalted|elaeis|guineensis|palm)( |$)/;
/** A plant fat's reading: vegan, vegetarian, no palm oil (the oil palm's is not read so), not known by name. */
const plantFatEntry = (text: string): TaxonomyIngredient => ({
  names: [fold(text)],
  vegan: 'yes',
  vegetarian: 'yes',
  palmOil: 'no',
  parents: ['en:vegetable-oil-and-fat'],
});

/** Every allergen's false friends, once per knowledge index. */
const allergenFalseFriends = new WeakMap<KnowledgeIndex, readonly string[]>();

/**
 * An item the vocabulary read as an animal food by a part of its name, where the name is one the allergen knowledge
 * calls another thing ("milk thistle extract" read as milk, "shea butter" as butter): not that food, and not known
 * (blind audit 107: an energy drink's milk thistle made it "not vegan").
 */
function notByItsParts(item: RecognisedIngredient, index: KnowledgeIndex): RecognisedIngredient {
  const entry = item.entry;
  if (!entry || entry.vegan !== 'no') return item;
  const folded = fold(item.text);
  let friends = allergenFalseFriends.get(index);
  if (!friends) allergenFalseFriends.set(index, (friends = index.allergens.flatMap((a) => a.falseFriends)));
  const friend = friends.find(
    (f) => hasPhrase(folded, f) && !entry.names.includes(f) && entry.names.some((n) => n !== f && hasPhrase(f, n)),
  );
  return friend ? { text: item.text, entry: undefined } : item;
}

/**
 * The list without its allergen statement: "CONTAINS: WHEAT, SOY" is split at its commas, so the allergens named
 * after the statement's first go with it, not into the list (blind audit 107: "SOY" shown as an ingredient).
 */
function withoutStatements(items: readonly string[], index: KnowledgeIndex): string[] {
  const out: string[] = [];
  let inStatement = false;
  for (const item of items) {
    const folded = fold(item);
    // Each allergen the statement names, the last two joined by "and" ("…, Milk and Soy": blind audit 113).
    const named = folded.split(/ (?:and|&|et|und|y|e|en) /);
    if (ALLERGEN_STATEMENT.test(item)) inStatement = true;
    else if (!inStatement || !named.every((part) => index.allergens.some((a) => a.words.includes(part)))) {
      inStatement = false;
      out.push(item);
    }
  }
  return out;
}

/**
 * The share heading a US or Canadian list puts before its minor ingredients ("2% or less of: Potato Protein", "Contains
 * less than 2% of salt"): how much, never part of the next ingredient's name (blind audit 105).
 */
const SHARE_HEADING =
  /^\s*(?:(?:contains?|contient)\s+)?(?:\d+(?:[.,]\d+)?\s*%\s+or\s+less\s+of|less\s+than\s+\d+(?:[.,]\d+)?\s*%\s+of|\d+(?:[.,]\d+)?\s*%\s+ou\s+moins\s+d[e']|moins\s+de\s+\d+(?:[.,]\d+)?\s*%\s+d[e'])\s*:?\s*/iu;

/**
 * A list's own allergen statement, in six languages: its words up to the next separator, a few at most ("CONTAINS
 * SULFATS").
 */
const CONTAINS_STATEMENT =
  /\b(?:contains?|contient|contiennent|enth(?:ä|a)lt|contiene|contengono|bevat)\b\s*:?\s*([^().;,:[\]]{1,60})/giu;

/**
 * A list's own allergen statement read even misspelt (blind audit 29, O5: "VINEGAR (CONTAINS SULFATS)"): a word of a
 * "contains …" statement that neither the allergens nor the ingredient vocabulary know, within two letters (one, for
 * a word under seven) of one allergen's name and no other's, is read as that name. The list is shown as written.
 */
function declaredAsSpelt(text: string, index: KnowledgeIndex): string {
  if (text.search(CONTAINS_STATEMENT) < 0) return text;
  const vocabulary = index.knowledge.ingredientVocabulary;
  const vocab = vocabulary && vocabulary.length > 0 ? vocabularyIndex(vocabulary) : undefined;
  const names = index.allergens.flatMap(({ entry, words }) =>
    words.filter((w) => w.length >= 5 && !w.includes(' ')).map((word) => ({ word, id: entry.id })),
  );
  // Each word weighed once: a hostile list repeats one statement thousands of times.
  const read = new Map<string, string | undefined>();
  const allergenNamed = (folded: string): string | undefined => {
    if (index.allergenMarkers.words.has(folded) || (vocab && recognise(vocab, folded))) return undefined;
    const most = folded.length >= 7 ? 2 : 1;
    // No name more letters longer or shorter than the edits allowed is within them: only the others are measured.
    const near = names
      .filter((n) => Math.abs(n.word.length - folded.length) <= most)
      .map((n) => ({ ...n, edits: editDistance(folded, n.word) }))
      .filter((n) => n.edits <= most)
      .sort((a, b) => a.edits - b.edits);
    const nearest = near.filter((n) => n.edits === near[0]?.edits);
    return nearest.length > 0 && new Set(nearest.map((n) => n.id)).size === 1 ? nearest[0]!.word : undefined;
  };
  return text.replace(CONTAINS_STATEMENT, (statement: string) =>
    statement.replace(/\p{L}{5,}/gu, (written) => {
      const folded = fold(written);
      if (!read.has(folded)) read.set(folded, allergenNamed(folded));
      const word = read.get(folded);
      if (word === undefined) return written;
      return written === written.toUpperCase() ? word.toUpperCase() : word;
    }),
  );
}

/**
 * The pieces as read, each quoted in the label's own words: the reading only adds words inside a piece ("soybean" →
 * "soybean oil"), never a separator, so the pieces pair up one to one (else the reading's are kept).
 */
function quotedAsLabel(
  read: { raw: string; folded: string }[],
  label: { raw: string; folded: string }[],
): { raw: string; folded: string }[] {
  if (read.length !== label.length) return read;
  return read.map((piece, i) => ({ ...piece, raw: label[i]!.raw }));
}

export function analyse(facts: ProductFacts, index: KnowledgeIndex): Analysis {
  const label = sourcesOfIngredient(
    closeScannedBrackets(fromHeading(withoutDrugHeadings((facts.ingredientsText ?? '').replace(/_/g, '').trim()))),
  );
  // Read with an oil class's bracketed sources as oils; shown and quoted as the label writes it.
  const text = declaredAsSpelt(
    flourAsSold(
      ciderAsSold(
        oilSourcesNamed(sourcesRead(coconutNoNut(insAsENumbers(inciGlossesLast(label, facts))))),
        facts.countries,
      ),
      facts.countries,
    ),
    index,
  );
  const ingredientsKnown = /[\p{L}]{2}/u.test(text);
  const { main, traces, again } = ingredientsKnown ? splitTraces(text) : { main: '', traces: '', again: '' };
  const labelMain = text === label || !ingredientsKnown ? main : splitTraces(label).main;
  // A yield note names ingredients the list names too: read last, so evidence quotes the ingredient ("Miel (2%)").
  const mainSegments = yieldNotesLast(quotedAsLabel(segments(main), segments(labelMain)));
  const mainSegs = mainSegments.filter((s) => !isFreeFromClaim(s.folded));
  const traceSegs = segments(traces);

  const vocabulary = index.knowledge.ingredientVocabulary;
  const vocab = vocabulary && vocabulary.length > 0 && ingredientsKnown ? vocabularyIndex(vocabulary) : undefined;
  const lang = facts.lang ?? guessLanguage(text);
  // An allergen named in brackets after an ingredient marks it ("valle (mælk)"): any word the allergen knowledge
  // knows, in every language, and a word that is only that language's in a list written in it.
  const { words: allergenWords, inLanguage } = index.allergenMarkers;
  const allergenNamed = (word: string) =>
    allergenWords.has(word) || (lang !== undefined && inLanguage.get(lang)?.has(word) === true);
  const listed = vocab ? recogniseList(vocab, main, allergenNamed) : undefined;
  const inciList = readsInci(facts);
  const recognised = listed && {
    ...listed,
    ingredients: listed.ingredients
      .filter((i) => !isContainNote(i.text))
      .map((i) => (inciList && plantFat(fold(i.text)) ? { text: i.text, entry: plantFatEntry(i.text) } : i))
      .map((i) => notByItsParts(i, index)),
  };
  // What an "of which" clause names is read too, beside the ingredient it is part of.
  if (vocab && recognised)
    for (const part of ofWhichParts(main)) recognised.ingredients.push({ text: part, entry: recognise(vocab, part) });
  // A herbal tea's list names its herbs: a word no vocabulary knows there is a herb ("SHAVE GRASS.", horsetail; blind
  // audit 50), a plant, where the name or the category says herbal tea.
  const herb = vocab && recognised && herbalTea(facts, index) ? vocab.byName.get('herb') : undefined;
  if (herb && recognised)
    recognised.ingredients = recognised.ingredients.map((i) => (i.entry ? i : { ...i, entry: herb }));
  const listReadable = ingredientsKnown && readable(recognised);

  const allergens = new Map<AllergenId, AllergenFinding>();
  const byId = new Map(index.allergens.map((a) => [a.entry.id, a]));
  // An allergen is quoted from an item that is it before a compound's name whose own list follows ("anhydrous milk
  // fat", not "Mint cream (sugar, …)"; blind audit 70); the name still counts where nothing else shows it.
  const allergenSegs = inciList ? mainSegs.filter((s) => !plantFat(s.folded)) : mainSegs;
  const plainSegs = allergenSegs.filter(({ raw }) => !withOwnList(main, raw));
  const plainHits = findWords(index.allergens, plainSegs, lang);
  const revealed = [
    ...plainHits,
    ...findWords(index.allergens, allergenSegs, lang).filter((h) => !plainHits.some((p) => p.entry === h.entry)),
    ...findWords(index.allergens, segments(again), guessLanguage(again) ?? lang),
  ];
  const unreadEmphasis =
    listReadable && recognised
      ? emphasisedUnread(recognised.ingredients, main, (text) => findWords(index.allergens, segments(text), lang))
      : [];
  const listCut = listReadable && vocab ? cutShort(main, vocab) : undefined;
  // Where the list is cut, what it lost is an ingredient no one read: no diet "yes", no palm oil "no" rests on it. Its
  // last piece is named as cut ("soya leci…"), not as an ingredient of doubt of its own.
  if (listCut && recognised) {
    const piece = lastPiece(main).trim();
    const cut = { text: `${piece}…`, entry: undefined };
    const at = recognised.ingredients.findIndex((i) => i.text.trim() === piece && !i.entry);
    if (at >= 0) recognised.ingredients[at] = cut;
    else recognised.ingredients.push(cut);
  }
  const traceWords = findWords(index.allergens, traceSegs, lang);
  // A carrier that only some countries' rules leave unnamed ("spices" in the US) counts for a product sold there.
  const markets = labelMarkets(facts.countries, text);
  // Not one the list follows with its own list ("romano flavor (romano cheese {…}, salt, …)": read through it), nor a
  // note of what an ingredient is for ("(to preserve freshness and flavor)"; blind audits 58 and 61). Those pieces are
  // set aside before the search, so a carrier inside the compound's own list still counts (blind audit 68: "seasoning
  // (…, natural flavors, spices)" brings celery as "natural flavors" does at the top level). Nor a flavouring or spice
  // the label names after its class word ("flavoring vanillin", "spice (paprika)"): one substance, no collective term
  // (blind audit 70).
  // A list is a carrier's own only where it follows the carrier's word: in "nougat invertase salted butter (sweet cream,
  // salt)" it is the butter's, and the nougat's is not given (blind audit 74).
  const carrierWords = index.allergenCarriers.flatMap((c) => c.words);
  // The label's words (`raw`), folded once: a segment's `folded` is the list as read, which may name it otherwise.
  const endsInCarrier = (raw: string) => {
    const folded = fold(raw);
    return carrierWords.some((word) => folded.endsWith(word) && hasPhrase(folded, word));
  };
  const carrierSegs = mainSegs.filter(
    ({ raw }) =>
      !(withOwnList(main, raw) && endsInCarrier(raw)) &&
      PURPOSE.exec(` ${raw}`)?.index !== 0 &&
      !(
        vocab &&
        namedAfterClass(
          withBracket(main, raw),
          // A substance, not an additive of another class that a missing comma joined to it ("NATURAL FLAVORS
          // POLYSORBATE 80", blind audit 90).
          (words) => {
            const entry = recognise(vocab, words);
            return entry !== undefined && entry.eNumber === undefined && !allergenNamed(fold(words));
          },
        )
      ),
  );
  const carried = findWords(index.allergenCarriers, carrierSegs, lang).filter(
    ({ entry }) => entry.carriers?.markets?.some((market) => markets.includes(market)) ?? true,
  );
  for (const id of ALLERGEN_IDS) {
    allergens.set(id, {
      knowledge: byId.get(id)?.entry,
      declared: [],
      revealedBy: revealed.filter((h) => h.entry.id === id),
      traceTags: [],
      traceWords: traceWords.filter((h) => h.entry.id === id),
      named: [],
      carriedBy: carried.filter((h) => h.entry.id === id),
    });
  }
  // Food additive concerns are about eating them (a soap's titanium dioxide is not a food additive), and a food's name
  // names its ingredients (a moisturising cream's "cream" is its texture, not dairy).
  const food = facts.kind === 'food' || facts.kind === 'beverage';
  const namedAnimals = food ? readNameAndCategory(facts, index, allergens, lang, listReadable) : [];
  const suggested = food ? NAME_SUGGESTS.exec(fold(facts.name)) : null;
  const suggests = suggested ? allergens.get('tree_nuts') : undefined;
  if (suggested && suggests)
    suggests.nameSuggests = facts.name.split(/[\s,;:()]+/).find((w) => fold(w) === suggested[2]) ?? suggested[2]!;
  // Declared tags name their allergens ("en:milk"); free-text declarations ("fr:lait", "de:spuren-von-nussen") are
  // read with the same words as the ingredient list. Boilerplate ("see ingredients in bold") names nothing.
  const declare = (tags: readonly string[], add: (finding: AllergenFinding, tag: string) => void): void => {
    for (const tag of tags) {
      const known = index.allergenByTag.get(tag);
      const hits = known
        ? known.map((entry) => ({ entry }))
        : findWords(index.allergens, segments(tagWords(tag)), lang);
      for (const { entry } of hits) {
        const finding = allergens.get(entry.id);
        if (finding) add(finding, tag);
      }
    }
  };
  declare(facts.allergens, (finding, tag) => finding.declared.push(tag));
  declare(facts.traces, (finding, tag) => finding.traceTags.push(tag));
  // A coconut's "(tree nut)" is read as none (coconutNoNut), and said where the row is not "yes".
  const coconut = labelMain.match(COCONUT_TREE_NUT)?.[0];
  const treeNuts = allergens.get('tree_nuts');
  if (coconut && treeNuts) treeNuts.notEvidence = { kind: 'coconut', written: coconut.trim() };
  // A gluten declaration ("en:gluten") is gluten, not wheat: oats, barley and rye carry gluten too. Wheat, spelt and
  // khorasan among it, is a gluten cereal (Regulation (EU) No 1169/2011, Annex II): the words that show wheat show
  // gluten, where no gluten word was found.
  const wheat = allergens.get('wheat');
  const gluten = allergens.get('gluten');
  const glutenKnowledge = gluten?.knowledge;
  if (wheat && gluten && glutenKnowledge) {
    const asGluten = (hits: readonly WordHit<AllergenKnowledge>[]) =>
      hits.map((h) => ({ ...h, entry: glutenKnowledge }));
    // Wheat shown only by its sugars shows no gluten: gluten's evidence is read from the list without them.
    const withoutSugars = main.replace(WHEAT_SUGARS, ',');
    const hasSugars = withoutSugars !== main;
    const hitsWithout = hasSugars ? findWords(index.allergens, segments(withoutSugars), lang) : [];
    const sugarsOnly = hasSugars && !hitsWithout.some((h) => h.entry.id === 'wheat');
    if (sugarsOnly) {
      gluten.revealedBy = hitsWithout.filter((h) => h.entry.id === 'gluten');
      const written = (main.match(WHEAT_SUGARS)?.[0] ?? '').trim();
      gluten.notEvidence = { kind: 'wheat_sugars', written };
      // Quoted whole: "GLUCOSE (FROM WHEAT)", not its bracket's "FROM WHEAT".
      wheat.revealedBy = wheat.revealedBy.map((h) => ({ ...h, segment: written }));
    } else if (hasSugars) {
      // Beside other wheat, each is quoted by what brings it: gluten by the flour, not the glucose (blind audit 88).
      gluten.revealedBy = hitsWithout.filter((h) => h.entry.id === 'gluten');
      wheat.revealedBy = hitsWithout.filter((h) => h.entry.id === 'wheat');
    }
    if (gluten.revealedBy.length === 0 && !sugarsOnly) gluten.revealedBy = asGluten(wheat.revealedBy);
    if (gluten.traceWords.length === 0) gluten.traceWords = asGluten(wheat.traceWords);
    if (gluten.declared.length === 0) gluten.declared = [...wheat.declared];
    if (gluten.named.length === 0) gluten.named = asGluten(wheat.named);
    // And the other way: a gluten word that names wheat ("Weizenprotein", a German compound read as gluten) shows
    // wheat, so the wheat row never says "not found" beside it.
    const wheatKnowledge = wheat.knowledge;
    if (wheatKnowledge && wheat.revealedBy.length === 0)
      wheat.revealedBy = gluten.revealedBy
        .filter((h) => NAMES_WHEAT.test(fold(h.segment)))
        .map((h) => ({ ...h, entry: wheatKnowledge }));
    // A precaution for gluten that names no cereal ("Może zawierać … zboża zawierające gluten", a record's "en:gluten"
    // trace) may be one for wheat: wheat "may contain" too, never "not found" beside it (blind audit 110).
    if (wheatKnowledge && wheat.traceWords.length === 0 && wheat.traceTags.length === 0) {
      wheat.traceWords = gluten.traceWords
        .filter((h) => !OTHER_GLUTEN_CEREAL.test(fold(h.segment)))
        .map((h) => ({ ...h, entry: wheatKnowledge }));
      if (wheat.traceWords.length === 0) wheat.traceTags = gluten.traceTags.filter((tag) => tag === 'en:gluten');
    }
  }

  // An allergen the list names only as one of alternatives ("ROASTED IN PEANUT AND/OR COTTONSEED OIL") or only in a
  // flavouring named after it ("hazelnut flavor") may be there, not is: an ingredient that can bring it (blind audit
  // 92). Not where every alternative is it ("wheat or rye flour": gluten either way).
  const onlyPossible = (hit: WordHit<AllergenKnowledge>): boolean => {
    if (isFlavouring(fold(hit.segment))) return true;
    const group = alternativesOf({ labelText: labelMain, mainText: main }, hit.segment);
    if (group === undefined) return false;
    const parts = group
      .split(ALTERNATIVE_SEPARATOR)
      .map((part) => fold(part))
      .filter((part) => part.length > 0);
    const isIt = (part: string) =>
      findWords(index.allergens, segments(part), lang).some((h) => h.entry.id === hit.entry.id);
    if (parts.every(isIt)) return false;
    // The first part is an alternative by its last words only: "PECANS ROASTED IN PEANUT and/or …" offers the peanut.
    const at = parts.findIndex((part) => hasPhrase(part, hit.word));
    return at > 0 || (at === 0 && parts[0]!.endsWith(hit.word));
  };
  for (const finding of allergens.values())
    if (finding.revealedBy.length > 0 && finding.revealedBy.every(onlyPossible)) {
      finding.carriedBy = [...finding.revealedBy, ...finding.carriedBy];
      finding.revealedBy = [];
    }
  const additives: AdditiveFinding[] = [];
  /** The classes a name that states none is filed under, by the family it is read as ("e150c" → "e150"). */
  const unstated = new Map<string, string>();
  const unknownAdditiveTags: string[] = [];
  const seen = new Set<string>();
  const declared = new Map<string, string>();
  // Where the list stacks class names before one additive, its function is the one it has in the knowledge.
  const hasFunction = (code: string, cls: string): boolean => {
    const additive = findAdditive(index, code);
    return additive?.class === cls || additive?.drinkClass === cls;
  };
  for (const [code, cls] of vocab ? declaredClasses(vocab, main, hasFunction) : [])
    if (index.additiveClasses.has(cls)) declared.set(findAdditive(index, code)?.code ?? code, cls);
  const drink =
    facts.kind === 'beverage' ||
    (recognised?.ingredients.some((i) => i.entry?.names.includes('carbonated water')) ?? false);
  // A drink (a list led by water: "WATER, SUGAR, CARBON DIOXIDE"), or a food whose list says it is made to fizz
  // ("processed with carbon dioxide for popping effect").
  const carbonated = drink || recognised?.ingredients[0]?.entry?.id === 'en:water' || FIZZ.test(fold(main));
  /** The additives the list's own words name, whether or not a tag found them first. */
  const inText = new Set<string>();
  const addAdditive = (additive: AdditiveKnowledge, via: 'tag' | 'text', evidence: string): void => {
    if (via === 'text') inText.add(additive.code);
    if (seen.has(additive.code)) return;
    seen.add(additive.code);
    const purpose = declared.get(additive.code) ?? (carbonated ? additive.drinkClass : undefined) ?? additive.class;
    additives.push({ additive, via, evidence, purpose });
  };
  // The record's additive tags first, then the list's own words for what the tags left out ("SODIUM BENZOATE 0.1%
  // (PRESERVATIVE)" on a record whose tags miss it). A tag set aside (a vitamin named as itself, an additive only inside
  // a compound ingredient, an additive's word inside a food the list names) is not brought back by its words.
  const tags = food ? (facts.additives ?? []) : [];
  const named = food && ingredientsKnown ? findWords(index.additiveNames, mainSegs) : [];
  // Where the list's words name each additive, by its English name or a taxonomy name in any language.
  const spoken = [
    ...named.map((hit) => ({ code: hit.entry.code, segment: hit.segment })),
    ...(recognised?.ingredients ?? []).flatMap(({ text, entry }) => {
      const code = entry?.eNumber ? findAdditive(index, entry.eNumber)?.code : undefined;
      return code ? [{ code, segment: text }] : [];
    }),
  ];
  for (const tag of tags) {
    // Open Food Facts tags INS 307b as "e307b", mixed tocopherols: E306 (`INS_TO_E`).
    const ins = /^en:e(\d{3}[a-z])$/.exec(tag)?.[1];
    const additive = findAdditive(index, ins && INS_TO_E[ins] ? `e${INS_TO_E[ins]}` : tag);
    // A family's tag beside a lettered one of it is Open Food Facts' parent of that one ("en:e905" beside "en:e905a",
    // mineral oil): where other letters are other substances, it names none of its own (blind audits 32 and 55).
    const parentOnly =
      additive?.lettersOther === true &&
      tags.some((other) => other !== tag && other.startsWith(tag) && /[a-z]$/.test(other.slice(tag.length)));
    if (parentOnly) continue;
    const setAside =
      additive &&
      ((ingredientsKnown && nutrientOnly(additive, main, vocab, spoken)) ||
        (vocab && recognised && onlyInCompounds(additive, main, index, vocab, recognised)) ||
        (vocab && recognised && listReadable && namedAsFood(additive, main, vocab, recognised)));
    if (additive && setAside) seen.add(additive.code);
    else if (additive) addAdditive(additive, 'tag', tag);
    else unknownAdditiveTags.push(tag);
  }
  if (food && ingredientsKnown) {
    const lower = foldLetters(main);
    for (const match of lower.matchAll(
      /(?<![\p{L}\p{N}])e[\s-]?(\d{3,4}[a-z]{0,3})(?:[\s-]([a-z])(?![\p{L}\p{N}]))?(?![\p{L}\p{N}])/gu,
    )) {
      // "E 150 d": a class letter apart from its number is the class where the knowledge has it (decision 118).
      const spaced = match[2] ? index.additiveByCode.get(`e${match[1] ?? ''}${match[2]}`) : undefined;
      const additive = spaced ?? findAdditive(index, `e${match[1] ?? ''}`);
      if (additive) addAdditive(additive, 'text', match[0]);
    }
    // INS numbers, as Australia, New Zealand and much of Asia write them: "PRESERVATIVE (211)", "INS 960".
    for (const [written, code] of insNumbers(lower, vocab)) {
      const additive = findAdditive(index, `e${INS_TO_E[code] ?? code}`);
      if (additive) addAdditive(additive, 'text', written);
    }
    for (const hit of named)
      if (
        !addedAsNutrient(hit.entry, hit.segment, main, vocab) &&
        !partOfLonger(hit, named) &&
        !(vocab && namesAnother(vocab, hit))
      )
        addAdditive(hit.entry, 'text', hit.segment);
    // An additive a note adds to the ingredient before it: "PALM OIL (WITH TBHQ FOR FRESHNESS)" (blind audit 60).
    const added = vocab
      ? mainSegs.flatMap((s) => {
          const rest = /^(?:with|avec|mit|con|met)\s+(.+)$/i.exec(s.raw)?.[1];
          const entry = rest ? recognise(vocab, rest) : undefined;
          return rest && entry?.eNumber ? [{ text: rest, entry }] : [];
        })
      : [];
    // Additive names in any language Open Food Facts knows ("glycosides de steviol" → E960).
    for (const { text, entry } of [...(recognised?.ingredients ?? []), ...added]) {
      const item = vocab ? additiveOfItem(index, vocab, declared, text, entry) : undefined;
      if (!item || addedAsNutrient(item.additive, text, main, vocab)) continue;
      addAdditive(item.additive, 'text', text);
      if (item.additive.classNotStated) for (const code of item.guesses) unstated.set(code, item.additive.code);
    }
  }
  // A name that states no class ("caramel color") is its family's entry. A tag for one of the classes the taxonomy
  // files that name under is a guess from the same words, not the record naming the class (OFF tags "caramel color"
  // E150c): it gives way to the family. A class the record names otherwise (its number, its own name, another tag)
  // stands, and the family is not said beside it (decision 118).
  const guessed = ({ additive, via }: AdditiveFinding) =>
    via === 'tag' && unstated.has(additive.code) && !inText.has(additive.code);
  const stated = additives.filter((a) => !a.additive.classNotStated && !guessed(a));
  for (let i = additives.length - 1; i >= 0; i--) {
    const { additive } = additives[i]!;
    const named = additive.classNotStated && stated.some((a) => sameAdditive(a.additive.code, additive.code));
    if (guessed(additives[i]!) || named) additives.splice(i, 1);
  }

  // "Vanilla flavouring", "arôme de vanille", "flavouring (vanilla)": a flavouring named after a food is not that food,
  // so neither its sourcing risks nor its ingredient notes apply (the allergens above still read every word).
  // "Kakaopulver (nur Sorte Schoko)": an ingredient of another variety of the range is not this product's.
  const listSegs = yieldNotesLast(segments(flavouringsNamed(withoutOtherVarieties(main, facts.name)))).filter(
    (s) => !isFreeFromClaim(s.folded),
  );
  const foodSegs = listSegs.filter((s) => !isFlavouring(s.folded) && !(inciList && plantFat(s.folded)));
  // A flavouring is itself an ingredient, by its flavouring words ("ARTIFICIAL FLAVOR": blind audit 86).
  const flavourings = findWords(
    index.ingredients,
    listSegs.filter((s) => isFlavouring(s.folded)),
  ).filter((hit) => FLAVOURING.test(fold(hit.word)));
  // A piece the list names only among alternatives ("soybean, cottonseed, and/or canola oils") may be in it.
  const alternativeIn = (piece: string) => alternativesOf({ labelText: labelMain, mainText: main }, piece);
  // Nor is it a commodity's ingredient of its own (the Health tab's "Cotton"), where nothing else says it is there.
  const ingredientHits = mostSpecificConcerns([...findWords(index.ingredients, foodSegs), ...flavourings]).filter(
    (hit) => !hit.entry.commodity || hit.entry.concernLevel !== 'none' || !alternativeIn(hit.segment),
  );
  // With no list to read, the commodities a food's name states are in it (1169/2011, Art. 22: "… cacao soja blé";
  // blind audit 42), not one it says as a flavour or a use. A cosmetic's or household product's name says a scent or a
  // variant ("Cotton Dry"), not what it is made of (blind audit 71).
  const madeOf = categoryMadeOf(facts);
  const nameSegs =
    listReadable || !food
      ? []
      : [
          ...segments(facts.name),
          // And the category's, where it says what the product is made of ("Chocolate candies": cocoa; blind audit 55).
          ...(madeOf ? segments(madeOf) : []),
        ].filter((seg) => !NAME_QUALIFIER.test(seg.folded) && !isFreeFromClaim(seg.folded));
  const commodityHits = findWords(index.commodities, [...foodSegs, ...nameSegs], lang);
  // An ingredient that names its commodity counts for that commodity too ("cocoa butter" → cocoa).
  for (const hit of ingredientHits) {
    const commodity = hit.entry.commodity ? index.commodityById.get(hit.entry.commodity) : undefined;
    if (commodity && !commodityHits.some((c) => c.entry.id === commodity.id))
      commodityHits.push({ entry: commodity, word: hit.word, segment: hit.segment });
  }

  // A list in a language whose words the commodities do not have ("Sok pomarańczowy"): an item the taxonomy reads
  // names its commodity by its English name (en:orange-juice: oranges; blind audit 108), if the list's reading keeps
  // it (no flavouring, no other variety's).
  const ownWords = lang !== undefined && (INTERFACE_LANGUAGES as readonly string[]).includes(lang);
  const kept = new Set(foodSegs.map((seg) => seg.folded));
  for (const { text, entry } of ownWords ? [] : (recognised?.ingredients ?? [])) {
    if (!entry?.id?.startsWith('en:') || !kept.has(fold(text))) continue;
    for (const hit of findWords(index.commodities, [{ raw: text, folded: fold(tagWords(entry.id)) }], 'en'))
      if (!commodityHits.some((c) => c.entry.id === hit.entry.id)) commodityHits.push(hit);
  }

  // A commodity the list names only among alternatives is a risk not ruled out, not one it carries (blind audit 57);
  // palm oil has its own card, read as Open Food Facts reads it.
  const possibleCommodities = new Map<string, { commodity: CommodityKnowledge; written: string }>();
  for (const hit of commodityHits) {
    const id = hit.entry.id;
    if (id === 'palm-oil' || possibleCommodities.has(id)) continue;
    const groups = commodityHits.filter((h) => h.entry.id === id).map((h) => alternativeIn(h.segment));
    if (groups.every((g) => g !== undefined))
      possibleCommodities.set(id, { commodity: hit.entry, written: groups[0]! });
  }
  for (let i = commodityHits.length - 1; i >= 0; i--)
    if (possibleCommodities.has(commodityHits[i]!.entry.id)) commodityHits.splice(i, 1);

  // A coffee, a tea or a rice with no list is that commodity (blind audit 28: ground coffee's labour "not assessed").
  const plain = listReadable ? undefined : plainCategory(facts, index);
  const wholeFood = ingredientsKnown ? undefined : plain;
  const commodityOfCategory = wholeFood ? COMMODITY_CATEGORIES.get(wholeFood) : undefined;
  const categoryCommodity = commodityOfCategory ? index.commodityById.get(commodityOfCategory) : undefined;
  if (categoryCommodity && wholeFood)
    commodityHits.push({ entry: categoryCommodity, word: wholeFood, segment: tagWords(wholeFood) });

  // Palm oil named as one of two alternatives ("Sodium Cocoate or Sodium Palm Kernelate") may be there, not that it is.
  const palmFound = asWritten(findPalmOil(index, main), labelMain);
  const palmOilSegment = palmFound && !oneOfTwo(palmFound, lang) ? palmFound : undefined;
  // A note set apart after the list's full stop is no item of it (blind audit 39: a chocolate's minimum solids).
  const ingredientList = ingredientsKnown
    ? withQualifiers(
        withoutStatements(parseIngredientList(labelMain), index)
          .filter((item) => !isListNote(item))
          .map((item) => item.replace(SHARE_HEADING, ''))
          .filter((item) => item.length > 0),
      )
    : [];
  // Fresh produce or a water with no list is its one ingredient, for every reading of what it is made of (blind audit
  // 29: endives said to be of unknown palm oil and animal content beside allergens ruled out by the same category).
  const milkProduct =
    wholeFood && ANIMAL_WHOLE_FOODS.get(wholeFood)?.milk
      ? wholeFood
      : ingredientsKnown || wholeFood
        ? undefined
        : milkProductOf(facts, index);
  const palmOil: StatusOf =
    wholeFood || milkProduct
      ? { status: 'no', because: [] }
      : palmFound && !palmOilSegment
        ? { status: 'maybe', because: [palmFound] }
        : alternativeOnly(palmOilStatus(facts, palmOilSegment, recognised, ingredientsKnown, listCut), lang);
  const palmCommodity = index.commodityById.get('palm-oil');
  if (palmOilSegment && palmCommodity && !commodityHits.some((c) => c.entry.id === 'palm-oil'))
    commodityHits.push({ entry: palmCommodity, word: 'palm', segment: palmOilSegment });

  // Each tag read with its sibling tags and the countries of sale ("en:green-dot" beside "en:green-dot-india").
  const { labels, unknown: unknownLabelTags } = labelsOf(facts, index);
  // One label of one kind: the generic parent beside its certified scheme is not named twice.
  const namedLabels = mostSpecificLabels(labels);

  const packaging: PackagingKnowledge[] = cartonRead(
    facts,
    namedContainer(
      facts.name,
      facts.packaging.flatMap((tag) => packagingOf(tag, index) ?? []).filter((p, i, all) => all.indexOf(p) === i),
    ),
    index,
  );
  // A food's paper or board with nothing on record that can hold the food itself is the food's own container, and
  // board that holds a frozen, moist or fatty food is lined: a claim holds only when every component supports it
  // (decision 054). A dry, lean food (pasta, rice, flour) sits in plain board.
  if (
    food &&
    !packaging.some((p) => p.holdsFood) &&
    !facts.packaging.some((tag) => CONTAINERS.has(tag)) &&
    !dryAndLean(facts, index)
  )
    packaging.forEach((pack, i) => {
      if (pack.asFoodContact)
        packaging[i] = { ...pack, ...pack.asFoodContact, sources: [...pack.asFoodContact.sources, ...pack.sources] };
    });

  // A material the pack's shape settles: a plastic of unstated polymer is partly recycled as a bottle only (blind
  // audits 69 and 108), the shape named alone or in a compound tag ("en:plastic-bottle").
  const shaped = (shape: string) =>
    facts.packaging.some((tag) => tag === shape || tag.slice(3).split('-').includes(shape.slice(3)));
  packaging.forEach((pack, i) => {
    if (pack.inShapes?.shapes.some(shaped))
      packaging[i] = { ...pack, recyclability: pack.inShapes.recyclability, note: pack.inShapes.note };
  });

  const packed = laminated(facts.packaging, ofItsKind(packaging), index);

  // Cosmetics and household products list their ingredients by INCI names.
  const cosmetics = index.knowledge.cosmetics;
  const inci = !food && ingredientsKnown && cosmetics ? analyseInci(text, cosmetics) : undefined;

  const listPart = food && listReadable ? listPartOf(label, facts) : undefined;
  const listPartial =
    listPart !== undefined ||
    (food &&
      listReadable &&
      facts.perMl === true &&
      (((facts.nutriments?.sugars ?? 0) > PARTIAL_LIST_SUGARS_PER_100ML &&
        !(recognised?.ingredients ?? []).some((i) => i.entry?.bringsSugars) &&
        !(vocab && namesSugars(vocab, main))) ||
        sugarNamedNotListed(facts, main)));
  const supplyChainKnown = (ingredientsKnown && (listReadable || !food) && !listPartial) || wholeFood !== undefined;
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
    ...(facts.novaGroup !== undefined && !novaRuledOut(facts, main, additives) ? { novaGroup: facts.novaGroup } : {}),
    index,
    ingredientsKnown,
    listReadable,
    unreadEmphasis,
    ...(listCut ? { listCut } : {}),
    supplyChainKnown,
    listPartial,
    ...(listPart ? { listPart } : {}),
    recognisedIngredients: recognised?.ingredients ?? [],
    plainCategory: plain,
    ...(wholeFood ? { wholeFood } : {}),
    ...(milkProduct ? { milkProduct } : {}),
    ingredientList,
    floors: facts.perMl ? {} : { sugars: listFloor(ingredientList, 'sugars'), salt: listFloor(ingredientList, 'salt') },
    mainText: main,
    labelText: labelMain,
    mainSegments,
    tracesText: traces,
    allergens,
    additives,
    unknownAdditiveTags,
    ingredientHits,
    commodityHits,
    palmOilSegment,
    palmOil,
    palmNotRuledOut:
      supplyChainKnown && (palmOil.status === 'maybe' || palmOil.status === 'unknown')
        ? { status: palmOil.status, because: palmOil.because }
        : undefined,
    possibleCommodities: [...possibleCommodities.values()],
    unstatedCommodities: [
      ...[...possibleCommodities.values()].filter(
        ({ commodity }) =>
          LEVEL_RANK[commodity.laborRisk] >= 2 &&
          !namedLabels.some((l) => (commodity.laborMitigatedBy ?? commodity.mitigatedBy).includes(l.id)),
      ),
      ...unstatedCommodities(index, foodSegs, commodityHits, namedLabels),
    ],
    fruitsVegetablesLegumes: vocab && listReadable ? fruitsVegetablesOfList(vocab, main) : undefined,
    sugaryFruit: vocab && listReadable ? sugaryFruitShare(vocab, main) : undefined,
    labels: namedLabels,
    unknownLabelTags,
    greenClaims: index.knowledge.greenClaims
      ? findClaims(facts, namedLabels, unknownLabelTags, index.knowledge.greenClaims)
      : [],
    packaging: packed,
    inci,
    animal: partOnly(
      listPart,
      animalContent(
        facts,
        allergens,
        animalEvidence(ingredientHits, allergens, (segment) => withOwnList(main, segment)),
        additives,
        recognised?.ingredients,
        ingredientsKnown,
        inci,
        index.knowledge.labels.filter((l) => l.satisfies.includes('vegan_certified')).flatMap((l) => l.offTags),
        categoriesOf(facts, index.knowledge),
        wholeFood,
        namedAnimals,
        listReadable && !listCut && !listPart && unreadEmphasis.length === 0 && leavesOut(allergens.get('dairy')),
      ),
    ),
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

/** A word in capitals: four letters or more, so that "UHT" or "BIO" is no emphasis. */
const CAPITALS = /^\p{Lu}{4,}$/u;

/**
 * The items of a list written in lower case that emphasise a word in capitals (Regulation (EU) No 1169/2011, Art. 21:
 * allergens stand out from the rest of the list) where neither the taxonomy knows the item nor an allergen word is
 * found in it. A list in capitals throughout emphasises nothing.
 */
function emphasisedUnread(
  items: readonly RecognisedIngredient[],
  main: string,
  allergenWords: (text: string) => readonly unknown[],
): string[] {
  const words = main.split(/[^\p{L}]+/u).filter((w) => w.length >= 4);
  if (words.filter((w) => CAPITALS.test(w)).length * 3 > words.length) return [];
  // One or two words stand out; three or more in capitals are a heading or a name ("REFRIGERANTE DE EXTRATOS VEGETAIS").
  const emphasised = (text: string) => text.split(/[^\p{L}]+/u).filter((w) => CAPITALS.test(w)).length;
  return items
    .filter((i) => !i.entry && [1, 2].includes(emphasised(i.text)))
    .filter((i) => allergenWords(i.text).length === 0)
    .map((i) => i.text.trim());
}

/**
 * How a list ends where it is cut short on record (no full stop ends it): inside a bracket it never closes, or mid-word
 * — its last piece names nothing but is the start of a name the vocabulary knows ("MILK CH": milk chocolate; "CANOLA
 * O": canola oil).
 */
function cutShort(main: string, vocab: VocabularyIndex): string | undefined {
  const text = main.trim();
  const ending = text.slice(-30).replace(/^\S*\s/, '');
  if (/[.!]$/.test(text)) return undefined;
  // Round and square brackets: a scan's stray "{" is no bracket the list opened.
  if ((text.match(/[([]/g)?.length ?? 0) > (text.match(/[)\]]/g)?.length ?? 0)) return ending;
  // A list that stops on a separator at the length an import cut lists to was cut there, not ended (blind audit 74).
  if (/[,;:]$/.test(text) && atImportCap(text)) return ending;
  // A bracket closed at the end closes its last piece ("cheddar cheese (milk, salt, enzymes)", blind audit 17).
  if (/[)\]]$/.test(text)) return undefined;
  const last = fold(lastPiece(text));
  if (!/\p{L}$/u.test(last) || vocab.byName.has(last)) return undefined;
  if (startsAName(vocab, last)) return ending;
  // Its last word no name has, but the start of a word one has ("RISING AGE", "raising agents" misspelt and cut).
  const word = last.split(' ').pop()!;
  const words = namesWords(vocab);
  return last.includes(' ') && !words.set.has(word) && startsAName(vocab, word, words.sorted) ? ending : undefined;
}

const wordsOfNames = new WeakMap<VocabularyIndex, { set: Set<string>; sorted: string[] }>();
/** Every word of the names the vocabulary knows, as a set and sorted (for `startsAName`), built once. */
function namesWords(vocab: VocabularyIndex): { set: Set<string>; sorted: string[] } {
  let words = wordsOfNames.get(vocab);
  if (!words) {
    const set = new Set([...vocab.byName.keys()].flatMap((name) => name.split(' ')));
    wordsOfNames.set(vocab, (words = { set, sorted: [...set].sort() }));
  }
  return words;
}

/**
 * Whether a list is as long as an import allowed: lists imported into Open Food Facts from US branded-food data stop at
 * 255 bytes, in the middle of an item or after its comma: of the 983 lists in ../shared/data, 143 are 254 or 255 bytes
 * long, and no other length has more than 17.
 */
const atImportCap = (text: string): boolean => {
  const bytes = new TextEncoder().encode(text).length;
  return bytes >= 254 && bytes <= 256;
};

/** The words after a list's last separator or bracket: its last piece as written. */
const lastPiece = (text: string): string =>
  text.slice(Math.max(...[',', ';', '(', '[', ':'].map((c) => text.lastIndexOf(c))) + 1).trim();

const sortedNames = new WeakMap<VocabularyIndex, string[]>();
/**
 * Whether a name the vocabulary knows (or one of `sorted`) starts with `prefix` and goes on: a binary search of its
 * names, sorted once.
 */
function startsAName(vocab: VocabularyIndex, prefix: string, sorted?: readonly string[]): boolean {
  let names = sorted ?? sortedNames.get(vocab);
  if (!names) sortedNames.set(vocab, (names = [...vocab.byName.keys()].sort()));
  let low = 0;
  let high = names.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (names[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  return names[low]?.startsWith(prefix) === true && names[low] !== prefix;
}

/** Share of a list's ingredients the taxonomy must know for the list to count as read (additive classes aside). */
const READABLE_SHARE = 0.5;

/** Whether the recognised list reads as a list: without the vocabulary, any text with letters does. */
function readable(recognised: RecognisedList | undefined): boolean {
  if (!recognised) return true;
  const items = recognised.ingredients.filter((i) => !i.entry?.additiveClass);
  if (items.length === 0) return true;
  return items.filter((i) => i.entry).length >= READABLE_SHARE * items.length;
}

/** Categories that show an allergen on their own (with the same tags as ANIMAL_CATEGORIES, the allergen they are). */
const CATEGORY_ALLERGENS: readonly [string, AllergenId][] = [
  ...ANIMAL_CATEGORIES.flatMap(([tag, type]): [string, AllergenId][] =>
    type === 'dairy' ? [[tag, 'dairy']] : type === 'eggs' ? [[tag, 'eggs']] : [],
  ),
  ['en:fishes', 'fish'],
  ['en:crustaceans', 'shellfish'],
  ['en:peanut-butters', 'peanuts'],
];

/** Categories of products made without animals: their names' "milk", "cream" or "cheese" are not the animal's. */
const PLANT_BASED = [
  'en:dairy-substitutes',
  'en:milk-substitutes',
  'en:plant-based-milk-alternatives',
  'en:meat-analogues',
  'en:egg-substitutes',
  'en:fish-analogues',
  'en:plant-milks',
];
const ANIMAL_ALLERGENS: ReadonlySet<AllergenId> = new Set(['dairy', 'eggs', 'fish', 'shellfish', 'molluscs']);
/**
 * Glucose syrups, dextrose and maltodextrins made from wheat, as lists write them ("GLUCOSE (FROM WHEAT)", "wheat glucose
 * syrup", "sirop de glucose de blé"): they carry wheat's name, not its gluten (Regulation (EU) No 1169/2011, Annex II
 * 1(a) and (b); blind audits 86 and 87).
 */
const SUGAR_OF =
  '(?:glucose(?:[- ]fructose)?(?: syrup)?|dextrose|maltodextrins?|sirop de glucose(?:[- ]fructose)?|maltodextrines?|glukosesirup|glukose|jarabe de glucosa|dextrosa|maltodextrina|sciroppo di glucosio|destrosio|maltodestrine?|glucosestroop)';
const WHEAT_WORD = '(?:wheat|blé|ble|weizen|trigo|frumento|grano|tarwe)';
const WHEAT_SUGARS = new RegExp(
  `${SUGAR_OF}\\s*[([]\\s*(?:(?:from|of|de|du|aus|di|del|van|uit)\\s+)?${WHEAT_WORD}\\s*[)\\]]|${SUGAR_OF}\\s+(?:(?:from|of|de|du|aus|di|del|van|uit)\\s+)?${WHEAT_WORD}\\b|${WHEAT_WORD}\\s+${SUGAR_OF}`,
  'giu',
);

/**
 * An INCI name glosses its Latin plant in brackets before the part ("Theobroma Cacao (Cocoa) Seed Butter",
 * "Butyrospermum Parkii (Shea) Butter"): one ingredient, read as the plant's part with the gloss after it, never the
 * part alone ("Seed Butter" is no dairy; blind audit 109). A food's list is read as written.
 */
const inciGlossesLast = (text: string, facts: ProductFacts): string =>
  readsInci(facts) ? text.replace(/\s*\(([^()]*)\)(\s+\p{L}[^,;()]*)/gu, '$2 ($1)') : text;

/**
 * A US label's "(tree nut)" after coconut, written while the FDA listed coconut among the tree nuts: the FDA's guidance
 * no longer does (Questions and Answers Regarding Food Allergens, Edition 5, January 2025), nor does Annex II of
 * Regulation (EU) No 1169/2011. The gloss is read as no evidence of a tree nut (blind audit 89); the list shown keeps it.
 */
const COCONUT_TREE_NUT = /(\bcoconut[\p{L} ]*?)\s*[([]\s*tree\s*nuts?\s*[)\]]/giu;
const coconutNoNut = (text: string): string => text.replace(COCONUT_TREE_NUT, '$1');

/** A gluten-free claim in a name, in the six languages. */
const GLUTEN_FREE_NAME = /(^| )(gluten free|sans gluten|glutenfrei|sin gluten|senza glutine|glutenvrij)( |$)/;

/**
 * The product's category is evidence: "en:yogurts" or "en:cheeses" show milk, whatever a list says or fails to say (a
 * sheep's-milk yogurt whose list is a scan of its lid is still milk). Without a readable list, its name is evidence
 * too: "Sheep's milk yogurt", "Yaourt au lait de brebis". Free-from words ("dairy free", "sans lait") and false
 * friends ("coconut milk") count for nothing; a plant-based substitute's or a vegan product's name names no animal.
 */
function readNameAndCategory(
  facts: ProductFacts,
  index: KnowledgeIndex,
  allergens: Map<AllergenId, AllergenFinding>,
  lang: string | undefined,
  listReadable: boolean,
): WordHit<IngredientKnowledge>[] {
  const categories = categoriesOf(facts, index.knowledge);
  const plantBased =
    PLANT_BASED.some((t) => categories.has(t)) ||
    facts.ingredientsAnalysis.includes('en:vegan') ||
    VEGAN_LABELS.some((l) => facts.labels.includes(l)) ||
    /(^| )(vegan|vegane?|vegano|vegana|veganistisch|vegetal|vegetale|plant based|dairy free)( |$)/.test(
      fold(facts.name),
    );
  const texts = [facts.name, ...(fold(facts.category) === fold(facts.name) ? [] : [facts.category])];
  const segs = texts.flatMap((t) => segments(t)).filter((seg) => !isFreeFromClaim(seg.folded));
  const names = listReadable ? [] : [...findWords(index.allergens, segs, lang), ...compoundNames(index, segs, lang)];
  // A name that claims gluten-free says nothing of wheat by its other words ("Gluten Free Self Raising Flour").
  const glutenFree = GLUTEN_FREE_NAME.test(fold(facts.name));
  for (const hit of [...names, ...(listReadable ? [] : pastaNamed(facts, segs, allergens))]) {
    const finding = allergens.get(hit.entry.id);
    if (!finding || (plantBased && ANIMAL_ALLERGENS.has(hit.entry.id))) continue;
    if (glutenFree && (hit.entry.id === 'wheat' || hit.entry.id === 'gluten')) continue;
    finding.named.push(hit);
  }
  if (plantBased) return [];
  // The narrowest category that says it ("yogurts", not "dairies"): the record lists the broadest first, and the
  // categories the taxonomy puts its tags under come after them, read only where no tag on record says it.
  const above = [...categories].filter((c) => !facts.categoryTags.includes(c));
  for (const tag of [...[...facts.categoryTags].reverse(), ...above])
    for (const [known, id] of CATEGORY_ALLERGENS) {
      const finding = allergens.get(id);
      if (finding && known === tag && !finding.namedByCategory) finding.namedByCategory = tag;
    }
  // The animal foods the name names beside the allergens (blind audit 30: "Lomo de bellota ibérico", "Honey Nut
  // Cheerios"), where no list says what it holds; not in a name that says a flavour or what it is for ("Chicken
  // seasoning", "sauce pour poulet").
  if (listReadable) return [];
  return findWords(
    index.ingredients,
    segs.filter((seg) => !NAME_QUALIFIER.test(seg.folded)),
    lang,
  ).filter((hit) => hit.entry.animalType !== undefined);
}

/**
 * Foods a name names that are usually made with tree nuts: praline (a nut paste, though "Pralinen" are any filled
 * chocolates), nougat, marzipan, frangipane, gianduja. Folded, in the catalog's languages.
 */
const NAME_SUGGESTS =
  /(^| )(pralines?|pralinen|nougats?|marzipan|massepain|mazapan|marzapane|frangipane|frangipan|gianduja|gianduia)( |$)/;

/**
 * Pasta by its name: durum wheat by law in Italy (DPR 187/2001) and in France ("pâtes alimentaires" of durum wheat
 * semolina), and wheat in the US (21 CFR 139: macaroni and spaghetti are made of semolina, durum flour, farina or
 * flour). Not "orzo" (Italian barley) or noodles (rice, buckwheat). Wheat breads and pastries by their names too: a
 * baguette, a croissant, a brioche (blind audit 44).
 */
const PASTA =
  /(^| )(pasta|macaroni|maccheroni|macarroni|macarrones|spaghetti|spaghettini|spaguetti|espaguetis?|penne|fusilli|farfalle|rigatoni|tagliatelle|tallarines|fettuccine|linguine|lasagne|lasagna|lasana|cannelloni|canelones|tortellini|ravioli|raviolis|pappardelle|conchiglie|tortiglioni|coquillettes|baguettes?|baguettines?|croissants?|brioches?|focaccia|ciabatta|bagels?|pain de mie|pains? au chocolat|pains? aux raisins)( |$)/;
/** A pasta of another grain or pulse, or one said to be gluten-free, is no wheat's. */
const OTHER_PASTA =
  /(^| )(rice|riz|reis|arroz|riso|rijst|corn|maize|mais|maiz|buckwheat|sarrasin|buchweizen|quinoa|lentils?|lentilles?|linsen|lenticchie|lentejas|chickpeas?|pois chiches|kichererbsen|ceci|garbanzos?|peas?|beans?|konjac|shirataki|zucchini|courgettes?|soy|soja|edamame|seigle|rye|roggen|centeno|segale|rogge|avoine|oats?|hafer|avena|haver|gluten ?free|sans gluten|glutenfrei|senza glutine|sin gluten|glutenvrij|glutenvrije)( |$)/;
export const GLUTEN_FREE_TAGS = /(^|:)(no-gluten|gluten-free|without-gluten)/;
/** French pasta as written, by its accents: "pâtes" (folded, "pates" is also "pâtés"), not a spread or fruit jellies. */
const PATES = /(^|[^\p{L}])p[âÂ]tes(?![\p{L}])(?!\s+(?:à\s+tartiner|de\s+fruits))/iu;
/** A sauce for pasta holds none ("Pasta sauce", "Sugo per pasta"). */
const FOR_PASTA = /(^| )(sauce|sauces|sugo|salsa|pesto|sosse|saus|condimento)( |$)/;

/** The wheat and gluten a pasta's name names (blind audit 34: "Macaroni & Cheese Dinner" with no list on record). */
function pastaNamed(
  facts: ProductFacts,
  segs: readonly { raw: string; folded: string }[],
  allergens: Map<AllergenId, AllergenFinding>,
): WordHit<AllergenKnowledge>[] {
  const said = [fold(facts.name), ...facts.labels, ...facts.categoryTags];
  if (OTHER_PASTA.test(said[0]!) || said.some((t) => GLUTEN_FREE_TAGS.test(t))) return [];
  const named = (s: { raw: string; folded: string }) => PASTA.test(s.folded) || PATES.test(s.raw);
  const seg = segs.find((s) => named(s) && !FOR_PASTA.test(s.folded) && !NAME_QUALIFIER.test(s.folded));
  const word = seg ? (PASTA.exec(seg.folded)?.[2] ?? 'pates') : undefined;
  if (!seg || !word) return [];
  return (['wheat', 'gluten'] as const).flatMap((id) => {
    const entry = allergens.get(id)?.knowledge;
    return entry ? [{ entry, word, segment: seg.raw }] : [];
  });
}

/** Words of the name, or of the category's name read with it ("Scotch eggs" is no product's name; blind audit 36). */
const nameEvidence = (words: string, facts: ProductFacts): AnimalEvidence =>
  fold(facts.name).includes(fold(words)) ? { kind: 'name', words } : { kind: 'name', words, category: true };

/** Words that make a food in a name a flavour or a use, not an ingredient ("honey flavour", "for chicken"). */
const NAME_QUALIFIER =
  /(^| )(flavou?r(s|ed|ing)?|seasoning|style|gout|arome|aroma|geschmack|sabor|gusto|smaak|for|pour|fur|para|per|voor|mit geschmack)( |$)/;

/** Baked foods a compound name says are made with its first part ("Butterkeks", "Milchbrötchen", "Eierkuchen"), folded. */
const BAKED_WITH = new Set([
  'keks',
  'kekse',
  'geback',
  'kuchen',
  'brot',
  'brotchen',
  'waffeln',
  'koekjes',
  'koek',
  'brood',
]);

/**
 * A name written as one word ("Schafmilchjoghurt", "Schapenmelkyoghurt", "Milchschokolade") names what its longest
 * known first part of five letters or more names; "Kokosmilch" begins with no allergen word, so it names none.
 */
function compoundNames(
  index: KnowledgeIndex,
  segs: readonly { raw: string; folded: string }[],
  lang: string | undefined,
): WordHit<AllergenKnowledge>[] {
  const vocabulary = index.knowledge.ingredientVocabulary;
  const foodWords = vocabulary && vocabulary.length > 0 ? vocabularyIndex(vocabulary) : undefined;
  const out: WordHit<AllergenKnowledge>[] = [];
  for (const seg of segs)
    for (const token of seg.folded.split(' '))
      for (let k = token.length - 4; token.length >= 9 && k >= 5; k--) {
        // Both parts are food words ("schafmilch" + "joghurt"), or a baked food made with the first ("butter" + "keks"),
        // so "choco" + "late" is no compound.
        if (!foodWords?.byName.has(token.slice(k)) && !BAKED_WITH.has(token.slice(k))) continue;
        const hits = findWords(index.allergens, [{ raw: seg.raw, folded: token.slice(0, k) }], lang);
        if (hits.length === 0) continue;
        out.push(...hits);
        break;
      }
  return out;
}

/**
 * Categories whose product is one commodity the knowledge rates, sold as it is: a coffee, a tea, a rice (blind audit
 * 28). Not their parents, which hold drinks and mixes too ("Coffee with milk with sugar" is a coffee).
 */
const COMMODITY_CATEGORIES: ReadonlyMap<string, string> = new Map([
  ['en:ground-coffees', 'coffee'],
  ['en:coffee-beans', 'coffee'],
  ['en:arabica-coffees', 'coffee'],
  ['en:robusta-coffees', 'coffee'],
  ['en:instant-coffees', 'coffee'],
  ['en:black-teas', 'tea'],
  ['en:green-teas', 'tea'],
  ['en:rices', 'rice'],
]);

/**
 * A cheese by its category: a milk product, whose milk fat no other fat may replace (Reg. (EU) No 1308/2013, Annex VII
 * Part III; blind audit 42: a Mini Babybel's palm oil "cannot be ruled out"). Not an analogue, a plant-based cheese,
 * a spread or a "preparation", which may hold other fats.
 */
function milkProductOf(facts: ProductFacts, index: KnowledgeIndex): string | undefined {
  if (facts.kind !== 'food' || facts.categoryTags.some((t) => NOT_MILK_PRODUCT.test(t))) return undefined;
  return inCategory(facts, 'en:cheeses', index.knowledge) ? 'en:cheeses' : undefined;
}
const NOT_MILK_PRODUCT = /analogue|substitute|plant|vegan|imitation|spread|preparation|specialit|alternative/;

/** Words that say a food is made to fizz, in the app's languages. */
const FIZZ =
  /(^| )(popping|carbonated|carbonation|fizz|fizzy|petillant|petillante|sprudel\w*|prickelnd\w*|efervescente|frizzante|bruisend)( |$)/;

/** A herbal tea by its name or category: dried plants, infused ("Shave Grass Herbal Tea", "Tisane camomille"). */
const HERBAL_TEA =
  /(^| )(herbal teas?|herb teas?|tisanes?|herbal infusions?|krautertees?|krauter tees?|infusiones de hierbas|tisana|kruidenthee|kruidenthees)( |$)/;
function herbalTea(facts: ProductFacts, index: KnowledgeIndex): boolean {
  return HERBAL_TEA.test(fold(facts.name)) || inCategory(facts, 'en:herbal-teas', index.knowledge);
}

/** A name that says its food is of plants, in the app's languages. */
const PLANT_NAME =
  /(^| )(vegetal|vegetale|vegetales|veggie|plant based|vegetarian|vegetarien|vegetarienne|vegetarisch|vegetarische|vegetariano|vegetariana)( |$)/;

/** A name that joins another food to the product's ("Miel & gelée royale", "Honey with cinnamon", "Beurre aux algues"). */
const JOINED = /(^| )(with|and|avec|et|aux?|mit|und|con|e|y|met|en|preparation|preparato|zubereitung)( |$)|[&+]/;

interface AnimalWholeFood {
  type: AnimalProductType;
  /** The food it is, and what it is made of, as a list would name them (read for a shopper's avoided words). */
  foods: readonly string[];
  /** Categories or names that say something is added. */
  notTags: RegExp;
  notNamed: RegExp;
  /** Words that say it is salted, as its law allows: salt is then among its foods. */
  salted?: RegExp;
  /** A milk product, whose milk fat no other fat may replace (its palm oil is said so). */
  milk?: true;
}

/**
 * Animal foods that are their one ingredient by law, with no list on record (blind audits 38 and 41): a honey (nothing
 * may be added to it, Directive 2001/110/EC, Art. 2(4)); a butter (milk fat from milk alone, Reg. (EU) 1308/2013, Annex
 * VII Part VII; churned cream), salted or not (blind audit 48: salt then among its foods). Not a blend, a light,
 * spreadable or herb butter, or one whose name joins another food to it.
 */
const ANIMAL_WHOLE_FOODS: ReadonlyMap<string, AnimalWholeFood> = new Map([
  [
    'en:honeys',
    { type: 'bee product', foods: ['honey'], notTags: /propolis|royal|blend|mix|flavou?r/, notNamed: JOINED },
  ],
  [
    'en:butters',
    {
      type: 'dairy',
      foods: ['butter', 'cream'],
      notTags: /light|herb|spread|three-quarter|flavou?r|garlic|vegetable|oil/,
      notNamed: new RegExp(`${JOINED.source}|(^| )(light|leger|allege|spreadable|tartiner|streichzart)( |$)`),
      salted:
        /(^| )(salted|demi sel|sale|salee|gesalzen|salato|salada|gezouten|gesalzene)( |$)|(^|[:-])(lightly-)?salted/,
      milk: true,
    },
  ],
]);

/**
 * Unflavoured waters, fresh produce, dry pulses (blind audit 45) and the commodities above: the product is its one
 * ingredient. Not lupin, an allergen the category alone would rule out.
 */
const PLAIN_CATEGORIES = [
  'en:fresh-vegetables',
  'en:fresh-fruits',
  'en:pulses',
  'en:natural-mineral-waters',
  'en:mineral-waters',
  'en:spring-waters',
  'en:waters',
  ...COMMODITY_CATEGORIES.keys(),
];
const NOT_PLAIN =
  /flavou?red|sweetened|tonic|lemonade|soda|juice|mix|salad|prepared|cooked|frozen|dried|canned|milk|sugar|cappuccino|latte|drink|dish|cake|pudding|flavou?r|iced|infusion|herbal|boiled|sauce|lupin/;

/** A name or category that says the food is sold prepared: a microwave pouch of rice is rice, oil and salt. */
const SOLD_PREPARED =
  /\b(?:microwave|micro ?ondes|mikrowelle|microondas|microonde|magnetron|express|ready to (?:eat|heat|serve)|pouch|cooked|cuit|gekocht|cocido|cotto|gekookt)\b/;

function plainCategory(facts: ProductFacts, index: KnowledgeIndex): string | undefined {
  if (!['food', 'beverage'].includes(facts.kind)) return undefined;
  // Blind audit 70: "Ben's Original Express Basmati", "Microwave rice", with no list, is no rice alone.
  if (SOLD_PREPARED.test(fold(`${facts.name} ${facts.category}`))) return undefined;
  const animal = [...ANIMAL_WHOLE_FOODS].find(([tag]) => inCategory(facts, tag, index.knowledge));
  if (animal) {
    const [tag, food] = animal;
    const added = facts.categoryTags.some((t) => food.notTags.test(t)) || food.notNamed.test(fold(facts.name));
    return added ? undefined : tag;
  }
  const plain = PLAIN_CATEGORIES.find((t) => inCategory(facts, t, index.knowledge));
  // A pulse is sold dried: that says nothing was added, as it does of a dried fruit.
  const added = (t: string) => NOT_PLAIN.test(plain === 'en:pulses' ? t.replace(/dried|dry/g, '') : t);
  return facts.categoryTags.some(added) ? undefined : plain;
}

/**
 * A shopper's avoided word that the one food of an animal whole food is, or is made of ("cream" in a butter), read
 * through the taxonomy as a list's item would be.
 */
export function wholeFoodAvoided(analysis: Analysis, word: string): string | undefined {
  const food = analysis.wholeFood ? ANIMAL_WHOLE_FOODS.get(analysis.wholeFood) : undefined;
  const vocabulary = analysis.index.knowledge.ingredientVocabulary;
  if (!food || !vocabulary) return undefined;
  const index = vocabularyIndex(vocabulary);
  const salted =
    food.salted && [fold(analysis.facts.name), ...analysis.facts.categoryTags].some((t) => food.salted!.test(t));
  const items = [...food.foods, ...(salted ? ['salt'] : [])].map((text) => ({ text, entry: recognise(index, text) }));
  return avoidedThroughTaxonomy(index, word, items)?.text;
}

/** A bracket that says its ingredient is in one variety of a range only: "(nur Sorte Schoko)", "(chocolate flavour only)". */
const VARIETY = String.raw`(?:sorten?|variet(?:y|ies)|flavou?rs?|variete|parfums?|gouts?|geschmack\w*|variedad(?:es)?|sabor(?:es)?|variant[ei]?|gusti?|smaak|smaken)`;
const ONLY = String.raw`(?:nur|only|uniquement|seulement|solo|solamente|alleen)`;
const VARIETY_ONLY = new RegExp(String.raw`^${ONLY}\b.{0,40}\b${VARIETY}\b|\b${VARIETY}\b.{0,40}\b${ONLY}$`);
const VARIETY_WORD = new RegExp(`^(${ONLY}|${VARIETY})$`);
/**
 * The list without the ingredients that only another variety of the range holds: the bracket names a variety that the
 * product's name does not ("Kakaopulver (nur Sorte Schoko)" in the hazelnut one).
 */
function withoutOtherVarieties(text: string, name: string | undefined): string {
  const named = new Set(fold(name ?? '').split(' '));
  const ours = (note: string) =>
    note
      .split(' ')
      .filter((w) => w.length >= 4 && !VARIETY_WORD.test(w))
      .some((w) => named.has(w));
  return text.replace(/[^,;()[\]]*\(([^()]*)\)/g, (all: string, note: string) => {
    const folded = fold(note);
    return VARIETY_ONLY.test(folded) && !ours(folded) ? '' : all;
  });
}

/** "Natural vanilla flavouring" is, by law (EU 1334/2008 art. 16), at least 95 % from vanilla. */
const NATURAL = /(^| )(natural|naturel|naturelle|naturels|naturelles|naturlich\w*|naturale|naturali|natuurlijke?)( |$)/;
const isFlavouring = (folded: string): boolean =>
  (FLAVOURING.test(folded) || misreadFlavouring(folded)) && !NATURAL.test(folded);

/** "flavouring" and "flavoring", and how far a word may be from them and still be one of them. */
const FLAVOURING_WORDS = ['flavouring', 'flavoring'];
const MISREAD_EDITS = 2;

/**
 * A flavouring word a photo's text recognition broke ("Vanilla llavouri ng"): the piece's last words, run together,
 * within two edits of "flavouring". Read as the food it is named after, it would state that food's sourcing risks on
 * a label that names only a flavouring.
 */
function misreadFlavouring(folded: string): boolean {
  if (folded.length > 60) return false;
  const words = folded.split(' ');
  for (let from = Math.max(1, words.length - 3); from < words.length; from++) {
    const tail = words.slice(from).join('');
    if (
      tail.length >= 8 &&
      tail.length <= 13 &&
      FLAVOURING_WORDS.some((w) => misreadDistance(tail, w, MISREAD_EDITS) <= MISREAD_EDITS)
    )
      return true;
  }
  return false;
}

/**
 * "Flavouring (vanilla)", "arôme : vanille": what a flavouring is named after is part of the flavouring. And the other
 * way round, a qualifier after a colon that says what the ingredient is ("VANILLA: AN ARTIFICIAL FLAVOR", as 21 CFR
 * 101.22 names an artificial flavouring), or in brackets ("VANILLA (ARTIFICIAL FLAVORING)"): the ingredient is that
 * flavouring, read as "VANILLA AN ARTIFICIAL FLAVOR".
 */
/** An ingredient's name, and a qualifier that says it is a flavouring ("an artificial flavor"), one way or the other. */
const QUALIFIED_NAME = String.raw`([\p{L}][^,;:()[\]{}.]{0,60}?)\s*`;
const FLAVOURING_QUALIFIER = String.raw`((?:an?\s+|une?\s+|ein(?:e)?\s+)?(?:[\p{L}-]+\s+){0,2}(?:flavou?rings?|flavou?rs?|ar[oô]mes?|aromas?|aromi|aromen))`;
const QUALIFIED_AFTER_COLON = new RegExp(
  String.raw`${QUALIFIED_NAME}:\s*${FLAVOURING_QUALIFIER}(?=\s*(?:[,;.)\]]|$))`,
  'giu',
);
const QUALIFIED_IN_BRACKETS = new RegExp(String.raw`${QUALIFIED_NAME}\(\s*${FLAVOURING_QUALIFIER}\s*\)`, 'giu');
/** The name read as the flavouring its qualifier says, unless the flavouring is natural (then it may be of the food). */
const asFlavouring = (all: string, named: string, qualifier: string): string =>
  NATURAL.test(fold(qualifier)) ? all : `${named} ${qualifier}`;

const flavouringsNamed = (text: string): string =>
  text
    .replace(
      /(flavou?rings?|flavou?rs?|ar[oô]mes?|aromas?|aromi|aromen)\s*(\([^()]*\)|:[^,;()]*)/giu,
      (all: string, word: string, named: string) => (NATURAL.test(fold(named)) ? all : word),
    )
    .replace(QUALIFIED_AFTER_COLON, asFlavouring)
    // In brackets too: "VANILLA (ARTIFICIAL FLAVORING)" is a flavouring, no vanilla (blind audit 64).
    .replace(QUALIFIED_IN_BRACKETS, asFlavouring);

/** Words that name an additive's class in English, French, German, Spanish, Italian and Dutch, for INS numbers. */
const CLASS_WORDS =
  /(^| )(preservatives?|sweeteners?|colou?rs?|colou?rings?|acids?|acidity regulators?|antioxidants?|emulsifiers?|stabili[sz]ers?|thickeners?|raising agents?|flavou?r enhancers?|gelling agents?|humectants?|firming agents?|anti ?caking agents?|glazing agents?|conservateurs?|edulcorants?|colorants?|acidifiants?|correcteurs? d acidite|antioxydants?|emulsifiants?|stabilisants?|epaississants?|exhausteurs? de gout|konservierungsstoffe?|susstoffe?|farbstoffe?|sauerungsmittel|saureregulatore?n?|antioxidationsmittel|emulgatore?n?|stabilisatore?n?|verdickungsmittel|geschmacksverstarker|conservantes?|edulcorantes?|colorantes?|acidulantes?|reguladore?s? de acidez|antioxidantes?|emulgentes?|estabilizantes?|espesantes?|potenciadore?s? del sabor|conservanti|dolcificanti|coloranti|acidificanti|correttori? di acidita|antiossidanti|emulsionanti|stabilizzanti|addensanti|esaltatori? di sapidita|conserveermiddele?n?|zoetstoff?e?n?|kleurstoff?e?n?|voedingszuure?n?|zuurteregelaars?|antioxidante?n?|emulgatore?n?|verdikkingsmiddele?n?|smaakversterkers?)$/;

/**
 * Whether folded words end in an additive class's name ("emulsifiers", "conservateurs"): one of the common class
 * words, or a class the taxonomy knows where its vocabulary is at hand.
 */
function endsInClass(folded: string, vocab?: VocabularyIndex): boolean {
  const last = folded.split(' ').slice(-3).join(' ');
  return CLASS_WORDS.test(last) || (vocab ? !!recognise(vocab, last)?.additiveClass : false);
}

/**
 * Three- or four-digit numbers in the brackets or after the colon of the words before them ("preservative (211)",
 * "emulsifiers: 471, 322"): the words, the bracket or colon, the numbers. The words are read from at most 60
 * characters before their bracket or colon: an unbounded run made every letter of a long list without brackets rescan
 * the rest of it (quadratic).
 */
const INS_AFTER_CLASS =
  /([\p{L}][\p{L}' -]{0,60}?)(\s*(?:\(|:)\s*)((?:\d{3,4}[a-z]?(?:\s*\([ivx]+\))?\s*(?:,|and|&|et|und|y|e|en)?\s*)+)(?=\)|,|;|\.|$)/giu;

/**
 * A US drug-facts list's headings ("Active Ingredient:", "Inactive Ingredients:"): the list's parts, not words of the
 * ingredient after them (blind audit 111: "Inactive Ingredients: Cyclopentasiloxane" hid a silicone).
 */
const withoutDrugHeadings = (text: string): string =>
  text.replace(/(^|[.;,]\s*)(?:in)?active ingredients?\s*:\s*/giu, '$1');

/**
 * INS numbers whose letters are not the E number's (Codex CXG 36): mixed tocopherols are INS 307b but E306; alpha-
 * tocopherol INS 307a and 307c, E307 (blind audit 113: "307b" named alpha-tocopherol).
 */
const INS_TO_E: Readonly<Record<string, string>> = { '307a': '307', '307b': '306', '307c': '307' };

/**
 * A list's INS numbers read as the E numbers they are ("Emulsifiers (481, 472e, 471)" → "(E481, E472e, E471)", "INS
 * 211" → "E211"), as Open Food Facts reads them: every rule that reads an additive by its E number (its animal or palm
 * source, its class) then reads these (blind audit 111: an Australian bread's emulsifiers left it "vegan" and "palm
 * oil free"). Only after a class name, as `insNumbers` finds them.
 */
function insAsENumbers(text: string): string {
  const e = (ins: string) => `E${INS_TO_E[ins.toLowerCase()] ?? ins}`;
  return text
    .replace(/(?<![\p{L}\p{N}])ins\s?(\d{3,4}[a-z]?)(?![\p{N}])/giu, (_, ins: string) => e(ins))
    .replace(INS_AFTER_CLASS, (all: string, words: string, opening: string, numbers: string) =>
      endsInClass(fold(words))
        ? `${words}${opening}${numbers.replace(/(?<![\p{L}\p{N}])(\d{3,4}[a-z]?)(?![\p{N}])/gu, (ins: string) => e(ins))}`
        : all,
    );
}

/**
 * Additives written as INS numbers: "ins 211", or three- or four-digit numbers in the brackets or after the colon of
 * a class name ("preservative (211)", "emulsifiers: 471, 322", "sweetener (960)"). The class word is one the
 * taxonomy knows as a class, or one of the common ones above. Returns what was written and the number.
 */
function insNumbers(lower: string, vocab: VocabularyIndex | undefined): [string, string][] {
  const out: [string, string][] = [];
  for (const m of lower.matchAll(/(?<![\p{L}\p{N}])ins\s?(\d{3,4}[a-z]?)(?![\p{N}])/gu)) out.push([m[0], m[1] ?? '']);
  for (const m of lower.matchAll(INS_AFTER_CLASS)) {
    if (!endsInClass(fold(m[1] ?? ''), vocab)) continue;
    for (const n of (m[3] ?? '').matchAll(/\d{3,4}[a-z]?/g)) out.push([`${m[1]?.trim()} (${n[0]})`, n[0]]);
  }
  return out;
}

/** Additives that are also vitamins or minerals a food is fortified with. */
const NUTRIENT_ADDITIVES = new Set([
  'e101',
  'e170',
  'e300',
  'e301',
  'e302',
  'e306',
  'e307',
  'e308',
  'e309',
  'e160a',
  'e375',
  'e341',
  'e504',
  'e516',
  'e526',
  'e529',
]);

/**
 * The class a piece of the list is given: the words before the bracket or colon it sits in ("colour: riboflavin",
 * "flour (wheat flour, calcium carbonate …"). Undefined at the top level of the list.
 */
function enclosingWords(main: string, at: number): string | undefined {
  const before = main.slice(0, at);
  const m = /([\p{L}][\p{L}' -]*?)\s*[:(][^:()]*$/u.exec(before);
  return m?.[1] ? fold(m[1]) : undefined;
}

/**
 * A vitamin or mineral named as itself, not in an additive class: riboflavin or calcium carbonate that fortify a flour
 * ("flour (wheat flour, calcium carbonate, iron, niacin, thiamin)") are nutrients, not colours. Written as an
 * E-number, or inside "colour: …", it is the additive.
 */
function addedAsNutrient(
  additive: AdditiveKnowledge,
  segment: string,
  main: string,
  vocab: VocabularyIndex | undefined,
): boolean {
  if (/(^| )e ?\d{3}/.test(fold(segment))) return false;
  const at = main.indexOf(segment);
  if (at < 0) return false;
  const enclosing = enclosingWords(main, at);
  // Under a "vitamins and minerals:" heading every item takes the heading's function: magnesium oxide there is a
  // mineral added to fortify the food, not the anti-caking agent E530.
  if (enclosing && NUTRIENT_HEADING.test(enclosing)) return true;
  if (!NUTRIENT_ADDITIVES.has(additive.code)) return false;
  if (!enclosing) return true;
  return !endsInClass(enclosing, vocab);
}

/**
 * A heading that says its items are vitamins or minerals added to the food (folded): "vitamins and minerals",
 * "minerals", "vitamin and mineral blend", "vitamines et minéraux", "Vitamine und Mineralstoffe", "sali minerali".
 */
const NUTRIENT_HEADING =
  /(^| )(vitamins?|vitamines?|vitaminas?|vitaminen|minerals?|mineraux|mineralstoffe|minerales|minerali|mineralen|sali minerali|mineral salts)( (and|et|und|y|e|en|&) (vitamins?|vitamines?|vitaminas?|vitaminen|minerals?|mineraux|mineralstoffe|minerales|minerali|mineralen))?( (blend|premix|mix))?$/;

/**
 * An additive tag whose only trace in the list is a vitamin or mineral named as itself (not its E-number), by its name
 * or by any name the list's words are read as ("Mineral (Calcium Phosphate)" for E341, Calcium phosphates).
 */
function nutrientOnly(
  additive: AdditiveKnowledge,
  main: string,
  vocab: VocabularyIndex | undefined,
  spoken: readonly { code: string; segment: string }[],
): boolean {
  const lower = main.toLowerCase();
  const code = additive.code.slice(1);
  if (new RegExp(`(?<![\\p{L}\\p{N}])e[\\s-]?${code}(?![\\p{N}])`, 'u').test(lower)) return false;
  // Its name, one or many ("Calcium Phosphate" for "Calcium phosphates").
  const name = additive.name
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/s\b/g, 's?');
  const at = new RegExp(name).exec(lower);
  if (at) return addedAsNutrient(additive, main.slice(at.index, at.index + at[0].length), main, vocab);
  const words = spoken.find((w) => w.code === additive.code);
  return words !== undefined && addedAsNutrient(additive, words.segment, main, vocab);
}

/**
 * Whether the list's words name anything that brings sugars, read word by word over the whole text: an ingredient the
 * splitter could not set apart ("Sugar Acid Citric Acid)", a bracket lost in typing) still names its sugar, and a list
 * that does is not one cut short. One short word is not read (another language's word, as in `recognise`).
 */
function namesSugars(vocab: VocabularyIndex, main: string): boolean {
  const tokens = fold(main)
    .split(' ')
    .filter((t) => t.length > 0);
  for (let n = Math.min(vocab.maxWords, tokens.length); n >= 1; n--)
    for (let start = 0; start + n <= tokens.length; start++) {
      const gram = tokens.slice(start, start + n).join(' ');
      if (n === 1 && gram.length < 4) continue;
      if (vocab.byName.get(gram)?.bringsSugars) return true;
    }
  return false;
}

/** Whether two E-numbers are one additive or one of its kinds ("e150" and "e150a", "e322" and "e322i"). */
const sameAdditive = (a: string, b: string): boolean => {
  const [x, y] = [a.replace(/-/g, ''), b.replace(/-/g, '')];
  // A kind adds letters, never digits: E1505 is no kind of E150.
  const kindOf = (kind: string, of: string) =>
    /^e\d+$/.test(of) && kind.startsWith(of) && /^[a-z]*$/.test(kind.slice(of.length));
  return x === y || kindOf(y, x) || kindOf(x, y);
};

/**
 * The additive a list item names, read whole (decision 118). A name more than one E-number shares names the one of
 * them the knowledge knows, where it knows one only (E490 and E544 are withdrawn numbers of E1520 and E452), else
 * their family where the knowledge has an entry for it ("caramel color": E150a or E150c, the E150 entry for a class
 * not stated), else none. A family's words with its purpose ("caramel colouring", "color caramelo", which the taxonomy
 * files under E150a alone) state no class either. Such a family entry stands only where the list says its purpose, in
 * the item's words or as the class it is printed under ("colorant : caramel"): "caramel" alone may be the food.
 * `guesses`: the classes the taxonomy files the words under, which a tag of the record may have been guessed from.
 */
function additiveOfItem(
  index: KnowledgeIndex,
  vocab: VocabularyIndex,
  declared: ReadonlyMap<string, string>,
  text: string,
  entry: TaxonomyIngredient | undefined,
): { additive: AdditiveKnowledge; guesses: string[] } | undefined {
  if (!entry) return undefined;
  const shared = entry.eNumbers ?? [];
  const known = [...new Set(shared.flatMap((code) => findAdditive(index, code) ?? []))];
  if (known.length === 1) return { additive: known[0]!, guesses: [] };
  if (!entry.eNumber) return undefined;
  const family = familyOf(entry.eNumber);
  const familyEntry = index.additiveByCode.get(family);
  const tokens = fold(text).split(' ');
  const saysPurpose = (cls: string) =>
    declared.get(family) === cls ||
    tokens.some((t) => vocab.classByName.get(t) === cls || vocab.classByName.get(t.replace(/s$/, '')) === cls);
  if (familyEntry?.classNotStated && entry.eNumber !== family) {
    // "caramel colouring": its words without the purpose name the family alone.
    const rest = tokens.filter((t) => vocab.classByName.get(t) !== familyEntry.class).join(' ');
    const named = rest !== tokens.join(' ') && rest.length > 0 ? vocab.byName.get(rest) : undefined;
    if (named?.eNumber === family) return { additive: familyEntry, guesses: [entry.eNumber] };
  }
  const additive = findAdditive(index, entry.eNumber);
  if (!additive) return undefined;
  if (additive.classNotStated && !saysPurpose(additive.class)) return undefined;
  return { additive, guesses: additive.classNotStated ? [...shared] : [] };
}

/** Whether a list item's taxonomy entry is the additive or a kind of it ("sunflower lecithin" under E322). */
function isTheAdditive(code: string, entry: TaxonomyIngredient | undefined, vocab: VocabularyIndex): boolean {
  const seen = new Set<string>();
  const walk = (e: TaxonomyIngredient | undefined): boolean => {
    if (!e) return false;
    if (e.eNumber && sameAdditive(e.eNumber, code)) return true;
    return (e.parents ?? []).some((parent) => {
      if (seen.has(parent)) return false;
      seen.add(parent);
      const id = /^en:(e\d{3,4}[a-z-]*)$/.exec(parent)?.[1];
      return (id !== undefined && sameAdditive(id, code)) || walk(vocab.byId.get(parent));
    });
  };
  return walk(entry);
}

/**
 * An additive tag guessed from a word of a food the list names ("caramel aromatique", "Karamellaroma": flavouring
 * caramel, never the colour E150a): the list, read whole, names that food, and shows the additive nowhere — not by its
 * E-number, nor by an ingredient that is it or a kind of it. A tag stands where the list cannot be read.
 */
function namedAsFood(
  additive: AdditiveKnowledge,
  main: string,
  vocab: VocabularyIndex,
  recognised: RecognisedList,
): boolean {
  const code = additive.code.toLowerCase();
  const family = /^e\d{3,4}/.exec(code)?.[0] ?? code;
  if (new RegExp(`(?<![\\p{L}\\p{N}])e[\\s-]?${family.slice(1)}(?![\\p{N}])`, 'iu').test(main)) return false;
  if (recognised.ingredients.some((i) => isTheAdditive(code, i.entry, vocab))) return false;
  // The item's own words, and its entry's English name ("Karamellaroma" is en:caramel-flavouring), one word at least
  // short of the whole: a word of the additive inside the name of a food.
  const namesAdditive = (tokens: readonly string[]): boolean => {
    for (let n = tokens.length - 1; n >= 1; n--)
      for (let start = 0; start + n <= tokens.length; start++) {
        const named = vocab.byName.get(tokens.slice(start, start + n).join(' '));
        if (named?.eNumber && sameAdditive(named.eNumber, code)) return true;
      }
    return false;
  };
  return recognised.ingredients.some(
    ({ text, entry }) =>
      entry?.id !== undefined &&
      !entry.additiveClass &&
      (namesAdditive(plainWords(fold(text))) || namesAdditive(entry.id.slice(entry.id.indexOf(':') + 1).split('-'))),
  );
}

/** How often a phrase (folded) occurs on word boundaries in a folded text. */
const occurrences = (text: string, phrase: string): number => ` ${text} `.split(` ${phrase} `).length - 1;

/**
 * A name found inside a longer one found in the same piece of the list ("fatty acids" in "mono- and diglycerides of
 * fatty acids"), or only as a part of a compound ("glycerin esters of fatty acids"): the whole name is what it is.
 */
/**
 * Whether the item an additive's name was found in is, read whole, another entry of the vocabulary: "hydrogen" (E949)
 * inside "sodium hydrogen carbonate", E500(ii) (blind audit 29). An additive's name is read whole.
 */
function namesAnother(vocab: VocabularyIndex, hit: WordHit<AdditiveKnowledge>): boolean {
  const item = fold(hit.segment);
  if (item === hit.word) return false;
  const whole = recognise(vocab, hit.segment);
  return whole !== undefined && whole.eNumber !== hit.entry.code && !whole.names.includes(hit.word);
}

function partOfLonger<T>(hit: WordHit<T>, hits: readonly WordHit<T>[]): boolean {
  const folded = fold(hit.segment);
  const inside = hits
    .filter((h) => h.segment === hit.segment && h.word.length > hit.word.length && occurrences(h.word, hit.word) > 0)
    .reduce((n, h) => n + occurrences(folded, h.word) * occurrences(h.word, hit.word), 0);
  if (inside >= occurrences(folded, hit.word)) return true;
  const tokens = folded.split(' ');
  const size = hit.word.split(' ').length;
  const at = tokens.flatMap((_, i) => (tokens.slice(i, i + size).join(' ') === hit.word ? [i] : []));
  return at.length > 0 && at.every((i) => inCompound(tokens, i, i + size));
}

/**
 * One ingredient yields one concern: of two concerns read in one piece of the list, the longer (more specific) one.
 * A name without a concern is read by the whole name it sits in ("vitamin d" in "vitamin d yeast"); a concern gives
 * way only to another concern.
 */
function mostSpecificConcerns(hits: WordHit<IngredientKnowledge>[]): WordHit<IngredientKnowledge>[] {
  const concerns = hits.filter((h) => h.entry.concern);
  return hits.filter((h) => !partOfLonger(h, h.entry.concern ? concerns : hits));
}

/**
 * An additive tag read from a part of a compound's name: OFF's "fatty acids" (E570) for "glycerin esters of fatty
 * acids". It stands when the list shows it any other way (its E-number, or an ingredient that is it).
 */
function onlyInCompounds(
  additive: AdditiveKnowledge,
  main: string,
  index: KnowledgeIndex,
  vocab: VocabularyIndex,
  recognised: RecognisedList,
): boolean {
  const code = additive.code.slice(1);
  if (new RegExp(`(?<![\\p{L}\\p{N}])e[\\s-]?${code}(?![\\p{N}])`, 'iu').test(main)) return false;
  const codeOf = (eNumber: string) => findAdditive(index, eNumber)?.code;
  if (recognised.ingredients.some((i) => i.entry?.eNumber && codeOf(i.entry.eNumber) === additive.code)) return false;
  return recognised.ingredients.some((i) => compoundParts(vocab, i.text).some((e) => codeOf(e) === additive.code));
}

/**
 * A piece of the list as read, as the label writes it: an oil's source read as an oil ("PALM fat" for "VEGETABLE FATS
 * (PALM, PALM KERNEL, COCONUT)") is quoted by the label's item that names it, never in words the label does not print.
 */
function asWritten(piece: string | undefined, label: string): string | undefined {
  if (piece === undefined || label.includes(piece)) return piece;
  // The words oilSourcesNamed added, wherever it added them: "PALM oil AND SUNFLOWER oil" is "PALM AND SUNFLOWER".
  const source = piece
    .replace(/\s+(?:oils?|fats?)\b/gi, '')
    .replace(/\b(?:huile|graisse|olio|grasso|aceite|grasa) (?:de|di) /gi, '')
    .replace(/(\p{L})(?:öl|fett)\b/giu, '$1');
  return (
    parseIngredientList(label)
      .find((item) => item.includes(source))
      ?.trim() ?? piece
  );
}

/** Built-in palm-oil words for when the knowledge has no "palm-oil" commodity. */
const PALM_WORDS = [
  'palm oil',
  'palm fat',
  'palm kernel oil',
  'huile de palme',
  'graisse de palme',
  'palmol',
  'palmfett',
  'aceite de palma',
  'olio di palma',
].map(fold);
const FAT_WORD =
  /(^| )(oil|oils|fat|fats|huile|huiles|graisse|graisses|matieres grasses|fett|fette|ol|ole|aceite|aceites|grasa|grasas|olio|oli|grassi)( |$)/;
const PALM_TOKEN = /(^| )(palm|palme|palma|palmiste|palmkern)( |$)/;

const palmSearches = new WeakMap<readonly string[], readonly WordEntry<string>[]>();
/** Palm oil's words as the one entry `findWords` searches: the same array each time, so its phrase index is built once. */
function palmEntries(words: readonly string[]): readonly WordEntry<string>[] {
  let entries = palmSearches.get(words);
  if (entries === undefined) {
    entries = [{ entry: 'palm-oil', words: [...words], falseFriends: [] }];
    palmSearches.set(words, entries);
  }
  return entries;
}

/**
 * Where the ingredient text shows palm oil: the knowledge's palm-oil words, or a fat/oil ingredient whose list
 * names palm ("vegetable fats (palm kernel, coconut, palm)", "huiles végétales (palme, colza)").
 */
function findPalmOil(index: KnowledgeIndex, main: string): string | undefined {
  if (main.length === 0) return undefined;
  const known = index.commodities.find((c) => c.entry.id === 'palm-oil');
  const hit = findWords(palmEntries(known ? known.words : PALM_WORDS), segments(main))[0];
  if (hit) return hit.segment;
  for (const item of parseIngredientList(main)) {
    const folded = fold(item);
    if (FAT_WORD.test(folded) && PALM_TOKEN.test(folded)) return item;
  }
  return undefined;
}

/**
 * Whether the ingredient text mentions a shopper's word (for avoid lists): in the shopper's words, as an ingredient
 * the taxonomy recognises under that name ("ail" and "Knoblauch" are garlic to a shopper who avoids "garlic"), or
 * through the taxonomy: a kind of what the word names, or every part of it ("olio di colza": "Rapeseed Oil").
 */
export function mentions(analysis: Analysis, word: string): string | undefined {
  const folded = fold(word);
  if (folded.length === 0) return undefined;
  // Not inside a name that means another food: "butter" in "cocoa butter", "milk" in "coconut milk" (blind audit 66),
  // by the false friends of what the word names; "coconut" is still in "coconut oil" (blind audit 70).
  const { allergens, ingredients } = analysis.index;
  const others = [...allergens, ...ingredients]
    .filter((e) => e.words.includes(folded))
    .flatMap((e) => e.falseFriends.filter((f) => hasPhrase(f, folded)));
  const onlyInOthers = (text: string) =>
    affirmsPhrase(text, folded) && !affirmsPhrase(withoutPhrases(text, others), folded);
  return (
    analysis.mainSegments.find((s) => affirmsPhrase(s.folded, folded) && !onlyInOthers(s.folded))?.raw ??
    analysis.recognisedIngredients.find((i) => i.entry?.names.includes(folded))?.text ??
    (analysis.index.knowledge.ingredientVocabulary
      ? avoidedThroughTaxonomy(
          vocabularyIndex(analysis.index.knowledge.ingredientVocabulary),
          word,
          analysis.recognisedIngredients.filter((i) => !onlyInOthers(fold(i.text))),
        )?.text
      : undefined)
  );
}

/**
 * Where a shopper's avoided word is in the product, as the pack writes it: the list (`mentions`), else the foods the
 * name states where no list can be read (`nameAvoided`), else the one food of an animal whole food (`wholeFoodAvoided`).
 */
export const avoidedIn = (analysis: Analysis, word: string): string | undefined =>
  mentions(analysis, word) ??
  concernAvoided(analysis, word) ??
  nameAvoided(analysis, word) ??
  nameSaysAvoided(analysis, word) ??
  wholeFoodAvoided(analysis, word) ??
  declaredAvoided(analysis, word) ??
  commodityAvoided(analysis, word) ??
  antiperspirantAvoided(analysis, word) ??
  biologicalAvoided(analysis, word) ??
  inciNamed(analysis, word) ??
  saltAvoided(analysis, word) ??
  additiveNamed(analysis, word);

/**
 * A shopper's avoided word that an additive found in the list is named by ("nitrite": Sodium nitrite, E250, blind
 * audit 106): the report names it, so the alert does.
 */
function additiveNamed(analysis: Analysis, word: string): string | undefined {
  const folded = fold(word);
  if (folded.length < 4) return undefined;
  // Also the salt's kinds a chemical prefix names: "phosphate" in "Diphosphates", "PYROPHOSPHATE" (blind audit 116).
  const kinds = new RegExp(`(^| )(di|tri|tetra|pyro|poly|meta|hexameta)?${folded}s?( |$)`);
  const found = analysis.additives.find(
    (a) =>
      affirmsPhrase(fold(a.additive.name), folded) ||
      kinds.test(fold(a.additive.name)) ||
      (a.via === 'text' && kinds.test(fold(a.evidence))),
  );
  return found
    ? found.via === 'text'
      ? found.evidence
      : `${eNumber(found.additive.code)} ${found.additive.name}`
    : undefined;
}

/**
 * A shopper's avoided fat named as its soap or salt in an INCI or detergent list: "tallow" in "Sodium Tallowate",
 * "palm kernel" in "Sodium Palm Kernelate", "coco" in "Sodium Cocoate" (blind audit 105): the same fat, saponified.
 */
function saltAvoided(analysis: Analysis, word: string): string | undefined {
  const folded = fold(word);
  if (folded.length < 4) return undefined;
  const salts = [`${folded}ate`, `${folded}ates`];
  return analysis.mainSegments.find((s) => salts.some((salt) => affirmsPhrase(s.folded, salt)))?.raw;
}

/**
 * A shopper's avoided word that is another name of an ingredient the INCI list gives under its own ("mineral oil" for
 * "Paraffinum Liquidum", blind audit 103): the names the cosmetics knowledge gives one ingredient are one word.
 */
function inciNamed(analysis: Analysis, word: string): string | undefined {
  const functions = analysis.index.knowledge.cosmetics?.functions;
  if (!analysis.inci || !functions) return undefined;
  const folded = fold(word);
  const names = functions.find((e) => e.names.some((n) => fold(n) === folded))?.names.map(fold) ?? [];
  return [...analysis.inci.functions.keys()].find((written) => names.includes(fold(written)));
}

/** A laundry product by its category or name, in the catalog's languages. */
const LAUNDRY = /(^| )(laundry|washing powder|washing liquid|lessive|waschmittel|detergente|detersivo|wasmiddel)( |$)/;
const ENZYMES = /^(enzymes?|enzym(?:e|en)?|enzimas?|enzimi)$/;
/** "Non Bio", as a laundry product's folded name says it holds no enzymes. */
const NON_BIO = /(^| )non (bio|biological)( |$)/;

/**
 * A shopper's avoided enzymes in a laundry product named "Bio" or "Biological", with no list to read (blind audit 73:
 * Persil Bio): that word is how such a powder says it holds enzymes, as "Non Bio" says it holds none.
 */
function biologicalAvoided(analysis: Analysis, word: string): string | undefined {
  if (analysis.listReadable || analysis.facts.kind !== 'household' || !ENZYMES.test(fold(word))) return undefined;
  const { name, category, categoryTags } = analysis.facts;
  if (![name, category, ...categoryTags.map(tagWords)].some((text) => LAUNDRY.test(fold(text).replace(/-/g, ' '))))
    return undefined;
  const folded = fold(name).replace(/-/g, ' ');
  return /(^| )(bio|biological)( |$)/.test(folded) && !NON_BIO.test(folded) ? name : undefined;
}

/**
 * What a cosmetic's or household product's name says it is without, by settled trade use: "Free & Clear" and
 * "Free & Gentle" (no dyes, no perfume), "fragrance free", "unscented", "dye free", "Non Bio" (no enzymes).
 */
const FREE_OF: readonly { words: RegExp; name: RegExp }[] = [
  {
    words: /^(perfumes?|parfums?|fragrances?|scents?|duftstoffe?|profum[oi]|geurstof(?:fen)?)$/,
    name: /(^| )(free and (clear|gentle)|(fragrance|perfume|parfum|scent) free|unscented|sans parfum|ohne (parfum|duftstoffe)|parfumfrei|senza profumo|sin perfume|zonder parfum)( |$)/,
  },
  {
    words: /^(dyes?|colou?rants?|colou?rs?|farbstoffe?|colorants?|coloranti|kleurstof(?:fen)?)$/,
    name: /(^| )(free and (clear|gentle)|(dye|colou?r) free)( |$)/,
  },
  { words: ENZYMES, name: NON_BIO },
];

/**
 * Whether a non-food's name rules out a shopper's avoided word where no list can be read (blind audit 75: "Can't tell
 * whether it contains perfume" for Tide Free & Gentle): the name is the answer, as "Bio" is for enzymes.
 */
export function nameRulesOut(analysis: Analysis, word: string): boolean {
  if (analysis.listReadable || !readsInci(analysis.facts)) return false;
  const folded = fold(word);
  const named = fold(analysis.facts.name);
  return FREE_OF.some((free) => free.words.test(folded) && free.name.test(named));
}

/**
 * A shopper's avoided words as the name writes them, where no list can be read: "… Cookie Dough Ice Cream" holds cookie
 * dough (blind audit 62), read as the name says it, not where it says a flavour, a use or a free-from claim.
 */
function nameSaysAvoided(analysis: Analysis, word: string): string | undefined {
  if (analysis.listReadable || NAME_QUALIFIER.test(fold(analysis.facts.name))) return undefined;
  // A food the vocabulary names is `nameAvoided`'s, read with its rules ("lait d'amande" is no milk).
  const vocabulary = analysis.index.knowledge.ingredientVocabulary;
  const known = vocabulary ? recognise(vocabularyIndex(vocabulary), word)?.names.includes(fold(word)) : false;
  return known ? undefined : nameMentions(analysis, word);
}

/** An anti-perspirant, by its category or name: its actives are aluminium salts (21 CFR 350.10 lists no others). */
const ANTIPERSPIRANT =
  /(^| |:)(anti ?-?perspirants?|antitranspirants?|anti transpirants?|antitraspiranti?|antitranspirantes?)( |$)/;
const ALUMINIUM = /^alumin(?:i)?um(?: salts?| compounds?)?$/;

/**
 * A shopper's avoided "aluminium" in an anti-perspirant with no list to read (blind audit 54: Dove Original's "can't
 * tell"): an anti-perspirant is an aluminium salt's product, as the word "deodorant" alone is not.
 */
function antiperspirantAvoided(analysis: Analysis, word: string): string | undefined {
  if (analysis.listReadable || !ALUMINIUM.test(fold(word))) return undefined;
  const { name, category, categoryTags } = analysis.facts;
  return [name, category, ...categoryTags.map(tagWords)].find((text) =>
    ANTIPERSPIRANT.test(fold(text).replace(/-/g, ' ')),
  );
}

/**
 * A shopper's avoided word that is a commodity the name or the category states, with no list to read (the labour and
 * resource ratings' "Cocoa" for "Chocolate candies", blind audit 55): one fact, one answer in every tab.
 */
function commodityAvoided(analysis: Analysis, word: string): string | undefined {
  if (analysis.listReadable) return undefined;
  const folded = fold(word);
  const named = (c: CommodityKnowledge) =>
    fold(c.name) === folded || c.id === folded || c.words.some((w) => fold(w) === folded);
  return analysis.commodityHits.find((hit) => named(hit.entry))?.segment;
}

/**
 * A shopper's avoided word that names an ingredient of concern the list holds, by the knowledge's name for it or the
 * name in its brackets: "trans fat" or "partially hydrogenated oil" beside "partially hydrogenated soybean and
 * cottonseed oils" (blind audits 57 and 58). Not by another of its words: "chicken" is no "pork", though both are meat.
 */
function concernAvoided(analysis: Analysis, word: string): string | undefined {
  const folded = fold(word);
  const names = (name: string) => [
    name,
    name.replace(/\s*\([^)]*\)/g, ''),
    ...[...name.matchAll(/\(([^)]+)\)/g)].map((m) => m[1]!),
  ];
  return analysis.ingredientHits.find((hit) => names(hit.entry.name).some((n) => fold(n) === folded))?.segment;
}

/**
 * A shopper's avoided word that an allergen declared on record is, by the vocabulary ("milk" beside `en:milk`, blind
 * audit 51), or takes in: the record says it is in the product, list or none. Not a word the allergen only takes in
 * ("cream" beside milk).
 */
function declaredAvoided(analysis: Analysis, word: string): string | undefined {
  const vocabulary = analysis.index.knowledge.ingredientVocabulary;
  if (!vocabulary) return undefined;
  const index = vocabularyIndex(vocabulary);
  const id = recognise(index, word)?.id;
  if (!id) return undefined;
  // The declared allergen itself, or a kind of it: "soy" beside `en:soybeans` (blind audit 52), "dairy" beside milk.
  return analysis.facts.allergens.map(tagWords).find((words) => {
    const declared = recognise(index, words)?.id;
    return declared !== undefined && anyKind(index, declared, (kind) => kind === id);
  });
}

/**
 * The food of the name (or the category's words), where no list can be read, that is a kind of a shopper's avoided
 * word, read through the taxonomy as a list's item would be: a food the name states is in the product (Reg. (EU) No
 * 1169/2011, Art. 22: its share is declared). "Croque jambon": ham, pork meat (blind audit 36); "… céréales cacao soja blé": cocoa (blind
 * audit 42). The name is read by its longest known names ("lait d'amande" is no milk), and not where it says a flavour,
 * a use or a free-from claim ("Chicken seasoning", "sans lait"); a meat named beside another meat the word does not
 * take in ("Jambon de dinde", "Ham and chicken pie") is not told, whose ham it is being unknown.
 */
export function nameAvoided(analysis: Analysis, word: string): string | undefined {
  const vocabulary = analysis.index.knowledge.ingredientVocabulary;
  const name = fold(analysis.facts.name);
  if (analysis.listReadable || !vocabulary || NAME_QUALIFIER.test(name)) return undefined;
  const index = vocabularyIndex(vocabulary);
  // Its own three-letter names too, in any of the app's languages ("riz" for "rice"), but never a little word.
  const short = new Set(recognise(index, word)?.names.filter((n) => n.length === 3 && !LITTLE_WORDS.test(n)));
  // The category's words too, where they say what it is made of ("Potato crisps", blind audit 53).
  const madeOf = categoryMadeOf(analysis.facts);
  const texts = [name, ...(madeOf ? [fold(madeOf)] : [])];
  const foods = texts.flatMap((text) =>
    namedFoods(
      index,
      text.split(' ').map((token) => SALTED[token] ?? token),
      short,
    ),
  );
  // By the taxonomy alone: a name's words are not an item's whole text ("Coconut milk" holds no milk).
  const avoided = foods.filter((item) => avoidedThroughTaxonomy(index, word, [{ text: '', entry: item.entry }]));
  const meats = foods.filter((item) => item.entry.vegetarian === 'no');
  const meatAvoided = avoided.some((item) => item.entry.vegetarian === 'no');
  if (avoided.length === 0 || (meatAvoided && !meats.every((m) => avoided.includes(m)))) return undefined;
  return avoided[0]!.text;
}

/**
 * The foods a name names by its longest known names, left to right (single words of four letters or more, or of three in
 * `short`). A food said to be of another ("lait d'amande", "Jambon de dinde", "butter of shea") is that other's, so not
 * counted itself.
 */
function namedFoods(
  index: VocabularyIndex,
  tokens: readonly string[],
  short: ReadonlySet<string> = new Set(),
): { text: string; entry: TaxonomyIngredient }[] {
  const at = (start: number): { text: string; entry: TaxonomyIngredient } | undefined => {
    for (let n = Math.min(4, tokens.length - start); n >= 1; n--) {
      const text = tokens.slice(start, start + n).join(' ');
      const long = n > 1 || text.length >= 4 || short.has(text);
      const entry = long && !index.foreign.has(text) ? index.byName.get(text) : undefined;
      if (entry && !entry.additiveClass) return { text, entry };
    }
    return undefined;
  };
  const out: { text: string; entry: TaxonomyIngredient }[] = [];
  for (let start = 0; start < tokens.length;) {
    const found = at(start);
    const end = start + (found ? found.text.split(' ').length : 1);
    const ofAnother = found && OF.test(tokens[end] ?? '') && at(end + 1) !== undefined;
    // "sans lait", "milk-free": the word with the one before and after it.
    const freeFrom = found && isFreeFromClaim(tokens.slice(Math.max(0, start - 1), end + 1).join(' '));
    if (found && !ofAnother && !freeFrom) out.push(found);
    start = end;
  }
  return out;
}
const OF = /^(de|d|du|des|di|del|della|of|van|von|aus)$/;
/**
 * The category's name where it says what the product is made of ("Potato crisps", "Chocolate candies"): not the name
 * again, nor a category of what it stands in for or how it tastes ("Plant-based milk alternatives").
 */
function categoryMadeOf(facts: ProductFacts): string | undefined {
  const category = fold(facts.category);
  return category !== fold(facts.name) && !NOT_MADE_OF.test(category) ? facts.category : undefined;
}
/** A category that says what a food stands in for, or how it tastes, not what it is made of. */
const NOT_MADE_OF =
  /(^| )(analogues?|substitutes?|alternatives?|imitations?|plant based|vegan|vegetal|vegetarian|free|flavou?r(ed|s)?|style|seasonings?|food or drink)( |$)/;
/** "Salted" says salt: "Salted caramel", "Slightly salted butter" (blind audit 48), in the app's languages. */
const SALTED: Readonly<Record<string, string>> = {
  salted: 'salt',
  salee: 'sel',
  gesalzen: 'salz',
  gesalzene: 'salz',
  gesalzenes: 'salz',
  salato: 'sale',
  salata: 'sale',
  salada: 'sal',
  salado: 'sal',
  gezouten: 'zout',
};
/** Three-letter words that are a language's little words before they are a food ("the", folded "thé", is no tea). */
const LITTLE_WORDS =
  /^(?:the|and|for|les|des|aux|une|sur|par|mit|und|der|die|das|den|van|het|een|del|los|las|con|per|sin|por|che|nel|sul)$/;

/**
 * The words of the product's name that name a shopper's avoided word, where its list does not (decision 118): the word
 * itself, or a name the vocabulary gives the same ingredient in another language ("miel" for "honey"), on word
 * boundaries and not as a free-from claim ("sans miel", "honey-free"). The list on record has then lost part of what
 * the name promises ("Préparation bio de miel & gelée royale 8%" over "Gelée Royale 8%"): the report cannot tell.
 */
export function nameMentions(analysis: Analysis, word: string): string | undefined {
  const name = fold(analysis.facts.name ?? '');
  const folded = fold(word);
  if (name.length === 0 || folded.length === 0) return undefined;
  const vocabulary = analysis.index.knowledge.ingredientVocabulary;
  const entry = vocabulary ? recognise(vocabularyIndex(vocabulary), word) : undefined;
  // The entry the word names as a whole, not one found inside it; its names of three letters or more.
  const same = entry && !entry.additiveClass && entry.names.includes(folded) ? entry.names : [];
  const tokens = name.split(' ');
  for (const phrase of [folded, ...same.filter((n) => n.length >= 3 && n !== folded)]) {
    const size = phrase.split(' ').length;
    for (let i = 0; i + size <= tokens.length; i++) {
      if (tokens.slice(i, i + size).join(' ') !== phrase) continue;
      // "sans miel", "honey free": the word with the one before and after it.
      const around = tokens.slice(Math.max(0, i - 1), i + size + 1).join(' ');
      if (!isFreeFromClaim(around)) return phrase;
    }
  }
  return undefined;
}
