import type { Level, Preferences, ProductFacts, Source } from '@clearcart/contracts';
import type {
  CategoryFootprint,
  CommodityKnowledge,
  CosmeticSubstance,
  HazardStatement,
  LabelCriteria,
  LabelKnowledge,
  PackagingKnowledge,
  ProductGroup,
  SurfactantKnowledge,
} from '@clearcart/knowledge';
import {
  alternativesOf,
  avoidedIn,
  findWords,
  listGap,
  oleochemical,
  PALM_OIL_LABEL,
  type Analysis,
} from '../analyse.ts';
import { categoriesOf } from '../category.ts';
import type { en } from '../i18n/en.ts';
import { ENGLISH_VOICE, type Voice } from '../i18n/voice.ts';
import type { InciFindings } from '../cosmetics/inci.ts';
import { uniqueSources } from '../common.ts';
import { makers, nearestProfile, type Ownership } from '../company.ts';
import { LEVEL_RANK, type FindingBase } from '../findings.ts';
import type { StatusOf } from '../ingredient-analysis.ts';
import { packagingOf, type FootprintsByTag, type KnowledgeIndex } from '../knowledge-index.ts';
import { fold, hasPhrase, segments } from '../text.ts';

/** The names a record without a category gets for its kind (from-off, a shopper's read pack): no category at all. */
const KIND_NAMES = new Set(['food', 'beverage', 'cosmetic', 'household product']);

/**
 * Carbon footprint bands, in kg CO2e per kg of product: low ≤ 1.5, medium ≤ 5, high above. They round the lower and
 * upper thirds of the 2,517 foods in AGRIBALYSE 3.1 (tertiles 1.52 and 5.11 kg CO2e/kg, computed from its
 * "Synthèse" sheet), so "low" means "in the lowest third of foods".
 */
export const CARBON_BANDS = { low: 1.5, high: 5 } as const;

/**
 * A footprint as a summary writes it: to one decimal, or to as many as it takes not to round down onto the edge of the
 * band below ("1.54 kg (medium)", never "1.5 kg (medium)" beside "low ≤ 1.5").
 */
export function shownFootprint(kg: number): number {
  const edges: number[] = Object.values(CARBON_BANDS);
  for (let digits = 1; digits <= 3; digits++) {
    const shown = Math.round(kg * 10 ** digits) / 10 ** digits;
    if (!(edges.includes(shown) && kg > shown)) return shown;
  }
  return kg;
}
export const AGRIBALYSE_SOURCE: Source = {
  title: 'AGRIBALYSE 3.1 (ADEME, 2022), Synthèse sheet: tertiles of kg CO2e/kg across 2,517 foods',
  url: 'https://agribalyse.ademe.fr',
};

/** Water bands, litres per kg: a ClearCart convention (low ≤ 1,000, high above 5,000), stated with every figure. */
export const WATER_BANDS = { low: 1000, high: 5000 } as const;

export const RSPO_SOURCE: Source = { title: 'Roundtable on Sustainable Palm Oil (RSPO)', url: 'https://rspo.org' };
export const PALM_OIL_SOURCE: Source = {
  title: 'Palm oil: environmental impact (Wikipedia)',
  url: 'https://en.wikipedia.org/wiki/Palm_oil',
};
/** Where a cosmetic's oleochemicals (glycerin, fatty alcohols and acids) are said to come mostly from palm oil. */
export const OLEOCHEMICALS_SOURCE: Source = {
  title: 'Malaysian Palm Oil Council: The Role of Palm Oil in Cosmetics Products (June 2021)',
  url: 'https://www.mpoc.org.my/the-role-of-palm-oil-in-cosmetics-products/',
};
export const OFF_ECOSCORE_SOURCE: Source = {
  title: 'Open Food Facts Eco-Score / Environmental Score (as published on the product page)',
};

/** A label about the product's palm oil: RSPO's marks, or a bare claim (which certifies nothing). */
const isPalmOilLabel = (label: LabelKnowledge): boolean => label.offTags.some((t) => PALM_OIL_LABEL.test(t));
/** An RSPO mark, independently verified: a bare "sustainable palm oil" claim is no certification (blind audit 30). */
const isRspo = (label: LabelKnowledge): boolean => isPalmOilLabel(label) && label.thirdPartyVerified;

/**
 * The pack's certification of its palm oil, one answer for the palm card and for resource depletion: a verified RSPO
 * label, and whether the knowledge counts it as addressing the oil's risk (`mitigatedBy`: segregated or identity
 * preserved, the pack's own oil certified) or not (mass balance, book and claim, model not stated). The one that does,
 * where the pack shows both.
 */
export function palmCertification(analysis: Analysis): { label: LabelKnowledge; traced: boolean } | undefined {
  const tracing = analysis.index.commodityById.get('palm-oil')?.mitigatedBy ?? [];
  const labels = analysis.labels.filter(isRspo);
  const label = labels.find((l) => tracing.includes(l.id)) ?? labels[0];
  return label ? { label, traced: tracing.includes(label.id) } : undefined;
}

/** The deepest of the product's category tags (latest in OFF's general-first list) that names one, with its place. */
function deepest(
  categoryTags: readonly string[],
  footprints: ReadonlyMap<string, CategoryFootprint>,
): { footprint: CategoryFootprint; at: number } | undefined {
  for (let at = categoryTags.length - 1; at >= 0; at--) {
    const footprint = footprints.get(categoryTags[at]!);
    if (footprint) return { footprint, at };
  }
  return undefined;
}

/** The footprint whose matching category tag is the most specific (latest in OFF's general-first list). */
export function mostSpecificFootprint(
  categoryTags: readonly string[],
  footprints: FootprintsByTag['footprints'],
): CategoryFootprint | undefined {
  return deepest(categoryTags, footprints)?.footprint;
}

/**
 * The footprint at the product's own level (decision 095): the deepest category on record with a figure, be it a
 * footprints entry or a category's own AGRIBALYSE food, before a parent's median; at the same category, the entry.
 * Water comes only with the carbon figure's own entry (a Water Footprint Network figure of that category, named as
 * such); a category's own food, or an entry without water, leaves water unknown (blind audit 14, finding 6).
 * One map look-up per category tag (the knowledge index holds the maps), never a scan of the ~2,000 foods.
 */
export function ownLevelFootprint(
  categoryTags: readonly string[],
  footprints: FootprintsByTag,
): { footprint: CategoryFootprint; water?: CategoryFootprint } | undefined {
  const entry = deepest(categoryTags, footprints.footprints);
  const food = deepest(categoryTags, footprints.categoryFoods);
  const footprint = food && (!entry || food.at > entry.at) ? food.footprint : entry?.footprint;
  if (!footprint) return undefined;
  // Water comes from the entry the carbon figure comes from (blind audit 14, finding 6): a deeper category's own food
  // ("Bread, gluten free") takes no water of a shallower entry ("Baguettes", wheat); without its own, water is unknown.
  return { footprint, ...(footprint.litresPerKg !== undefined ? { water: footprint } : {}) };
}

/** The animal classes whose foods drive a median, as a food's name or a product's list shows them (decision 113). */
export const DRIVING_CLASSES = ['meat', 'seafood', 'dairy', 'eggs'] as const;
export type DrivingClass = (typeof DRIVING_CLASSES)[number];
const ALLERGEN_CLASS: Readonly<Record<string, DrivingClass>> = {
  dairy: 'dairy',
  eggs: 'eggs',
  fish: 'seafood',
  shellfish: 'seafood',
};

const foodClasses = new WeakMap<KnowledgeIndex, Map<string, readonly DrivingClass[]>>();
/**
 * What an AGRIBALYSE food is made of, among the driving classes, as its English name says it ("Carbonara sauce (cream
 * sauce with lardoons)": dairy), read with the vocabulary the lists are read with. Once per food and knowledge.
 */
export function classesOfFood(name: string, index: KnowledgeIndex): readonly DrivingClass[] {
  let byName = foodClasses.get(index);
  if (!byName) foodClasses.set(index, (byName = new Map<string, readonly DrivingClass[]>()));
  let classes = byName.get(name);
  if (!classes) {
    // AGRIBALYSE's own words for milk that no list uses: "Chocolate snack bar, dairy filling", "Milky cereal bar"
    // (blind audit 109: a date bar took the median of bars with dairy fillings).
    const found = classesIn(name, index);
    classes =
      DAIRY_WORDS.test(fold(name)) && !found.includes('dairy')
        ? DRIVING_CLASSES.filter((c) => c === 'dairy' || found.includes(c))
        : found;
    byName.set(name, classes);
  }
  return classes;
}
const DAIRY_WORDS = /(^| )(dairy|milky)( |$)/;

/** The driving classes a text names: its ingredients' animal types and its allergens' (cheese: dairy; fish: seafood). */
function classesIn(text: string, index: KnowledgeIndex, lang = 'en'): DrivingClass[] {
  const segs = segments(text);
  const found = new Set<DrivingClass>();
  for (const hit of findWords(index.ingredients, segs, lang))
    if ((DRIVING_CLASSES as readonly string[]).includes(hit.entry.animalType ?? ''))
      found.add(hit.entry.animalType as DrivingClass);
  for (const hit of findWords(index.allergens, segs, lang)) {
    const c = ALLERGEN_CLASS[hit.entry.id];
    if (c) found.add(c);
  }
  return DRIVING_CLASSES.filter((c) => found.has(c));
}

/**
 * What the product is mostly made of among what drives a footprint, as its list shows it: the first driving class, or
 * chocolate, among its first three items (a list runs by weight, Reg. (EU) No 1169/2011, Art. 18). "Ricotta cheese
 * (milk), eggs, wheat flour": dairy; "Wheat flour, milk chocolate 27 % (sugar, whole milk powder, …)": chocolate, the
 * item itself, not the milk inside it (blind audit 36: a chocolate biscuit is no butter biscuit).
 */
export function leadingClass(analysis: Analysis): LeadingClass | undefined {
  if (!analysis.ingredientsKnown || !analysis.listReadable) return undefined;
  const lang = analysis.facts.lang ?? 'en';
  for (const item of analysis.ingredientList.slice(0, 3)) {
    if (CHOCOLATE.test(fold(item.split(/[([]/)[0]!))) return 'chocolate';
    const [first] = classesIn(item, analysis.index, lang);
    if (first) return first;
  }
  return undefined;
}

/** Chocolate by name in the list languages (not "chocolate flavour"): AGRIBALYSE names its chocolate foods so. */
const CHOCOLATE = /(^| )(chocolate|chocolat|schokolade|cioccolato|chocolade)( |$)(?!flavou?r|aroma|arome)/;
export type LeadingClass = DrivingClass | 'chocolate';

/** Whether an AGRIBALYSE food is made of a leading class, as its English name says. */
const foodHolds = (food: string, c: LeadingClass, index: KnowledgeIndex): boolean =>
  c === 'chocolate' ? CHOCOLATE.test(fold(food)) : classesOfFood(food, index).includes(c);

/**
 * The driving classes the product's list rules out: a list on record, read whole (readable, not cut short), that
 * names none of them. Every ingredient is on a list (Reg. (EU) No 1169/2011, Art. 18), so a meat, fish, dairy or egg
 * the list does not name is not in the product. Without such a list, none is ruled out.
 */
export function classesRuledOut(analysis: Analysis): DrivingClass[] {
  if (!analysis.ingredientsKnown || !analysis.listReadable || analysis.listPartial) return [];
  if (analysis.ingredientList.length === 0) return [];
  const has = new Set<string>(analysis.animal.types);
  return DRIVING_CLASSES.filter((c) => !has.has(c));
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The taxonomy's roots of made-up foods, each a composite of several ingredients as sold: a dish (meals) or a breaded
 * product. A product under one of them is not the single food a category outside it stands for.
 */
const COMPOSITE_KINDS = ['en:meals', 'en:breaded-products', 'en:sandwiches'];

/**
 * The record's own most specific category, when it says the product is a composite that `tag` is not (decision 113):
 * the last category on record the taxonomy holds (OFF lists general first) lies under a composite root that `tag`
 * does not, and not under `tag` itself. "Mozzarella sticks" (breaded products) beside "cheeses": a breaded cheese is
 * not a cheese as sold. A facet ("sweetened beverages" beside "colas" or a cocoa powder) is no composite.
 */
function otherKind(
  tag: string,
  categoryTags: readonly string[],
  knowledge: KnowledgeIndex['knowledge'],
): string | undefined {
  const parents = knowledge.categoryParents;
  if (!parents || !Object.hasOwn(parents, tag)) return undefined;
  const other = categoryTags.findLast((t) => Object.hasOwn(parents, t));
  if (other === undefined || other === tag) return undefined;
  const lineage = categoriesOf({ categoryTags: [tag] }, knowledge);
  const own = categoriesOf({ categoryTags: [other] }, knowledge);
  const composite = COMPOSITE_KINDS.some((kind) => own.has(kind) && !lineage.has(kind));
  return composite && !own.has(tag) ? other : undefined;
}

/** A kit of a meal's parts ("en:fajitas-kits", "en:taco-kits", "en:meal-kits"). */
const KIT = /^[a-z]{2}:(?:[a-z-]+-)?kits?$/;

/**
 * The taxonomy's roots of foods sold concentrated or dried, to be made ready with water or milk: dried products to be
 * rehydrated (stock cubes and powders, dehydrated soups and sauces, drink and milk powders, instant mash), stock pots,
 * condensed milks and instant drinks. Not OFF's "concentrated fruit juices": they are juices made from concentrate.
 */
const CONCENTRATED_KINDS = [
  'en:dried-products-to-be-rehydrated',
  'en:bouillon-pots',
  'en:condensed-milks',
  'en:whole-condensed-milk-with-sugar',
  'en:whole-condensed-milk-without-sugar',
  'en:instant-beverages',
  'en:powdered-plant-milks',
];

/**
 * A name that says the product is a concentrate, a stock cube or a dehydrated food, folded. "From concentrate" ("à base
 * de concentré", "aus Konzentrat") is a juice made ready, not a concentrate; "powder" alone is no concentrate either
 * (caster sugar is "sucre en poudre").
 */
const CONCENTRATE_NAME =
  /(?<!\b(?:from|with|de|da|aus|uit|van|of|avec|con|mit|met) )\b(?:concentrates?|concentrated|concentree?s?|concentrat[oaie]|concentrad[oa]s?|concentraat|[a-z]*konzentrat|condensed|condensee?s?)\b|\b(?:stock|bouillon|broth|soup) (?:cubes?|powder|granules)\b|\bcubes? (?:de |a )?(?:bouillon|soupe)\b|\b(?:bouillon|soupe) en (?:cubes?|poudre)\b|\b(?:bruhwurfel|bruehwuerfel|suppenwurfel|suppenwuerfel|bouillonblokjes?)\b|\bdad[oi] (?:da |per )?brodo\b|\b(?:pastillas?|cubitos?) de caldo\b|\b(?:dehydrated|deshydratee?s?|deshidratad[oa]s?|disidratat[oaie]|gedehydrateerde?|freeze dried|lyophilisee?s?)\b/;

/** AGRIBALYSE's words for a food sold concentrated, dried or powdered ("Aromatic stock cube, for fish, dehydrated"). */
const CONCENTRATED_FOOD =
  /\b(?:dehydrated|dried|dry|powder|powdered|instant|concentrated?|condensed|non rehydrated|to be diluted|cubes?|freeze dried)\b/;

/**
 * Salt per 100 g that no broth or soup ready to eat holds (about 1 g does), the WHO's whole daily limit: a broth or soup
 * that holds it is sold concentrated, to be diluted (Knorr's "Goût de Bouillon", 25.1 g; blind audit 20).
 */
const CONCENTRATE_SALT = 5;

/**
 * What says the product is sold concentrated (a stock cube or pot, a dehydrated soup, a drink powder, a condensed
 * soup), when the figure is of a food ready to eat (blind audit 20, finding 7): its categories, its name, or a broth or
 * soup's salt. A figure of the food made ready is none for its concentrate, which weighs a fraction of it; most foods
 * behind the figure must be ready to eat for it to be so (a median of dried noodles and one noodle soup is the noodles').
 * A concentrate takes its own concentrated form's figure (a stock cube's), which its deepest category on record gives.
 */
function concentrateOf(
  facts: Pick<ProductFacts, 'categoryTags' | 'name' | 'nutriments' | 'perMl'>,
  footprint: CategoryFootprint,
  knowledge: KnowledgeIndex['knowledge'],
): { by: 'category' | 'name' } | { by: 'salt'; salt: number; perMl: boolean } | undefined {
  const foods = footprint.foods;
  if (!foods || foods.length === 0) return undefined;
  const ready = foods.filter((food) => !CONCENTRATED_FOOD.test(fold(food.food))).length;
  if (ready * 2 <= foods.length) return undefined;
  const own = categoriesOf(facts, knowledge);
  if (CONCENTRATED_KINDS.some((kind) => own.has(kind))) return { by: 'category' };
  if (CONCENTRATE_NAME.test(fold(facts.name))) return { by: 'name' };
  const salt = facts.nutriments?.salt;
  if (salt !== undefined && salt >= CONCENTRATE_SALT && (own.has('en:broths') || own.has('en:soups')))
    return { by: 'salt', salt, perMl: facts.perMl };
  return undefined;
}

/**
 * Whether foods' figures spread too widely for their median to stand for any one kind among them: the upper quartile
 * is at least twice the lower ("Sauces": 1.27 and 3.01 kg; "Milks": 1.32 and 2.09 do not).
 */
function spread(foods: readonly { kgCO2ePerKg: number }[]): boolean {
  if (foods.length < 4) return false;
  const sorted = foods.map((f) => f.kgCO2ePerKg).sort((a, b) => a - b);
  const quartile = (q: number) =>
    median(sorted.slice(q === 1 ? 0 : Math.ceil(sorted.length / 2), q === 1 ? sorted.length >> 1 : undefined));
  return quartile(3) >= 2 * quartile(1);
}

/** Words a category's name joins its kind's words with: they name no kind. */
const JOINING = new Set(['and', 'with', 'of', 'in', 'for', 'based', 'other']);

/** A word as the food names and the category tags write it, in the singular ("sauces": "sauce"). */
const singular = (word: string): string => word.replace(/(?<=\w{3})e?s$/, '');

/**
 * The product's most specific category, where it lies under the figure's category and has no figure of its own, with
 * the words its English tag adds to the figure's ("en:hot-sauces" under "en:sauces": "hot").
 */
function deeperCategory(
  categoryTags: readonly string[],
  footprint: CategoryFootprint,
  knowledge: KnowledgeIndex['knowledge'],
): { tag: string; words: string[] } | undefined {
  const parents = knowledge.categoryParents;
  const tag = parents ? categoryTags.findLast((t) => Object.hasOwn(parents, t)) : undefined;
  if (!tag?.startsWith('en:') || footprint.offTags.includes(tag)) return undefined;
  const lineage = categoriesOf({ categoryTags: [tag] }, knowledge);
  if (!footprint.offTags.some((t) => lineage.has(t))) return undefined;
  const figureWords = new Set(footprint.offTags.flatMap((t) => t.slice(3).split('-').map(singular)));
  const words = tag
    .slice(3)
    .split('-')
    .map(singular)
    .filter((w) => !JOINING.has(w) && !figureWords.has(w));
  return words.length > 0 ? { tag, words } : undefined;
}

/** An AGRIBALYSE food's name before its first comma: what it is ("Barbecue sauce, prepacked": "Barbecue sauce"). */
export const headOf = (food: string): string => food.split(',')[0]!.trim();

/**
 * Whether a product's name says an AGRIBALYSE food's kind ("… Maple Barbecue Sauce", "Buffalo Hummus"): in two words or
 * more, or in one of five letters or more that is no word of the figure's own (every sauce's "Sauce, …" is no kind).
 */
function nameNames(name: string, food: string, figure: CategoryFootprint): boolean {
  const head = fold(headOf(food));
  const kind = head.includes(' ') || (head.length >= 5 && !ofFiguresKind(head, figure));
  const said = fold(name).replace(/\b(barbeque|bbq)\b/g, 'barbecue');
  return kind && ` ${said} `.includes(` ${head} `);
}

/**
 * The kind of an AGRIBALYSE food of the figure's own kind that the product's name says, as the food names it:
 * "raspberry" for "Jam, raspberry" under "Jams" when the name says "raspberry". "Prepacked" is no kind.
 */
function varietyOf(name: string, food: string, figure: CategoryFootprint): string | undefined {
  const [head, kind] = food.split(',').map((part) => fold(part.trim()));
  const words = (kind ?? '').split(' ').filter((w) => w.length >= 4 && w !== 'prepacked');
  const said = ` ${fold(name)} `;
  return ofFiguresKind(head!, figure) && words.length > 0 && words.every((w) => said.includes(` ${w} `))
    ? kind
    : undefined;
}

/** Whether a food's head ("jam" of "Jam, raspberry") is a word of the figure's name ("Jams"): the figure's own kind. */
const ofFiguresKind = (head: string, figure: CategoryFootprint): boolean =>
  fold(figure.name)
    .split(' ')
    .some((word) => word === head || word === `${head}s` || word === `${head}es`);

/** Whether an AGRIBALYSE food's English name holds every word of a kind ("Harissa (hot spicy sauce)": "hot"). */
const namesKind = (food: string, words: readonly string[]): boolean => {
  const own = new Set(fold(food).split(' ').map(singular));
  return words.every((w) => own.has(w));
};

/** Why no figure fits the product though its categories have one (decision 113). */
export type Unfit =
  /** The figure is of a category the product's most specific one does not lie under ("cheeses" for mozzarella sticks). */
  | { reason: 'composite'; footprint: CategoryFootprint; category: string }
  /** Every food behind the figure is made of what the product's list rules out. */
  | { reason: 'list'; footprint: CategoryFootprint; classes: DrivingClass[] }
  /** The product is sold concentrated or dried and the figure is of the food ready to eat (a bouillon and soups). */
  | ({ reason: 'concentrate'; footprint: CategoryFootprint } & NonNullable<ReturnType<typeof concentrateOf>>);

/** A figure fitted to the list: the median of the foods behind it that the list does not rule out. */
export interface Fitted {
  /** How many foods the category's figure was the median of. */
  of: number;
  /** The classes of the foods left out. */
  classes: DrivingClass[];
  /** The class the list leads with, where only the foods made of it were kept. */
  kept?: LeadingClass;
  /** The product's own category, deeper than the figure's, where only the foods whose names say it were kept. */
  named?: string;
  /** Else the words of the product's own name that the kept foods' names say ("Barbecue sauce", blind audit 51). */
  namedBy?: string;
  /** Else the kind of the category's food the product's name says ("raspberry": "Jam, raspberry"; blind audit 76). */
  variety?: string;
  /** The category's figure before the foods were left out. */
  category: CategoryFootprint;
}

/**
 * The footprint that fits the product as sold (decision 113), or why none does:
 * - a figure is taken only from the product's most specific category or a category it lies under in the taxonomy: a
 *   breaded cheese (under "breaded products") does not take the median of whole cheeses, nor a dish its ingredient's;
 * - a concentrate (a stock cube, a dehydrated or condensed soup) takes no figure of the food ready to eat (blind audit 20);
 * - of the foods a figure is the median of, those whose names say meat, fish, dairy or egg that the product's list
 *   rules out are left out, and the figure is the median of the rest; when none is left, no figure fits;
 * - of the rest, where only some are made of the class the list leads with, those are kept (decision 123).
 */
export function fittingFootprint(
  analysis: Analysis,
): { footprint: CategoryFootprint; water?: CategoryFootprint; fitted?: Fitted } | { unfit: Unfit } | undefined {
  const { facts, index } = analysis;
  const knowledge = index.knowledge;
  const own = ownLevelFootprint(facts.categoryTags, index.footprintsByTag);
  if (!own) return undefined;
  // A figure for another kind of food than the product's own is no figure for it, nor is a parent's median.
  const other = own.footprint.offTags
    .filter((tag) => facts.categoryTags.includes(tag))
    .map((tag) => otherKind(tag, facts.categoryTags, knowledge))
    .find((c) => c !== undefined);
  if (other) return { unfit: { reason: 'composite', footprint: own.footprint, category: other } };
  // Nor is a meal's figure one for its kit, sold without what the cook adds (blind audit 37: a fajita kit's meat).
  const kit = facts.categoryTags.find((tag) => KIT.test(tag));
  if (kit && !own.footprint.offTags.includes(kit))
    return { unfit: { reason: 'composite', footprint: own.footprint, category: kit } };
  // Nor is a ready-to-eat food's figure one for its concentrate: a bouillon does not take soups' median.
  const concentrate = concentrateOf(facts, own.footprint, knowledge);
  if (concentrate) return { unfit: { reason: 'concentrate', footprint: own.footprint, ...concentrate } };
  const foods = own.footprint.foods;
  if (!foods) return own;
  const ruledOut = classesRuledOut(analysis);
  const fit = foods.filter((food) => !classesOfFood(food.food, index).some((c) => ruledOut.includes(c)));
  const classes = DRIVING_CLASSES.filter(
    (c) => ruledOut.includes(c) && foods.some((food) => classesOfFood(food.food, index).includes(c)),
  );
  if (fit.length === 0) return { unfit: { reason: 'list', footprint: own.footprint, classes } };
  // Of the foods left, those made of what the list leads with, where only some are: a cheese ravioli takes the
  // ravioli stuffed with cheese, not dried pasta (blind audit 17).
  const leading = leadingClass(analysis);
  const holding = leading ? fit.filter((food) => foodHolds(food.food, leading, index)) : [];
  const kept = holding.length > 0 && holding.length < fit.length ? leading : undefined;
  // Of those, where they spread too widely for their median to stand for a deeper kind, the ones the product's own
  // deeper category names (it has no figure): a hot sauce takes "Harissa (hot spicy sauce)", not every sauce's median
  // (blind audit 19).
  const candidates = kept ? holding : fit;
  const deeper = spread(candidates) ? deeperCategory(facts.categoryTags, own.footprint, knowledge) : undefined;
  const naming = deeper ? candidates.filter((food) => namesKind(food.food, deeper.words)) : [];
  const named = naming.length > 0 && naming.length < candidates.length ? deeper!.tag : undefined;
  // Where no deeper category names them, the foods the product's own name names, if their figures agree: "… Maple
  // Barbecue Sauce" takes "Barbecue sauce, prepacked", not every sauce's median (blind audit 51); a "Tomato sauce"
  // named beside a Bolognese's 12.18 kg keeps the median.
  const byName =
    !named && spread(candidates) ? candidates.filter((food) => nameNames(facts.name, food.food, own.footprint)) : [];
  const figures = byName.map((food) => food.kgCO2ePerKg);
  const close = figures.length > 0 && Math.max(...figures) < 2 * Math.min(...figures);
  const namedBy = close && byName.length < candidates.length ? headOf(byName[0]!.food) : undefined;
  // Else the foods of the figure's own kind whose kind the name says, even where the figures lie close: a
  // "Raspberry Conserve" takes "Jam, raspberry" (1.88, medium), not the jams' median (1.42, low; blind audit 76).
  const varieties =
    named || namedBy
      ? []
      : candidates.flatMap((food) => {
          const kind = varietyOf(facts.name, food.food, own.footprint);
          return kind === undefined ? [] : [{ food, kind }];
        });
  const variety = varieties.length < candidates.length ? varieties[0]?.kind : undefined;
  const left = named ? naming : namedBy ? byName : variety ? varieties.map((v) => v.food) : candidates;
  if (left.length === foods.length) return own;
  const kg = Math.round(median(left.map((f) => f.kgCO2ePerKg)) * 100) / 100;
  const fitted: Fitted = {
    of: foods.length,
    classes,
    ...(kept ? { kept } : {}),
    ...(named ? { named } : {}),
    ...(namedBy ? { namedBy } : {}),
    ...(variety ? { variety } : {}),
    category: own.footprint,
  };
  const basis = fittedBasisSaid(
    ENGLISH_VOICE,
    fitted,
    own.footprint.name,
    left.map((f) => f.food),
  );
  return { ...own, footprint: { ...own.footprint, kgCO2ePerKg: kg, foods: left, basis }, fitted };
}

/**
 * The basis of a fitted figure in a report's words (in English for the figure's own `basis`, as the data's bases are;
 * section.ts says it in the report's language): the foods kept for what the list leads with, or those left when the
 * ones it rules out are left out.
 */
export function fittedBasisSaid(
  v: Pick<Voice, 'tag'> & { m: { environment: FittedBasisMessages } },
  fitted: Pick<Fitted, 'of' | 'classes' | 'kept' | 'named' | 'namedBy' | 'variety'>,
  name: string,
  foods: readonly string[],
): string {
  const m = v.m.environment;
  const p = { count: foods.length, of: fitted.of, name, examples: foods.slice(0, 3) };
  return fitted.named
    ? m.footprintBasisNamed({ ...p, category: v.tag('categories', fitted.named) })
    : fitted.variety
      ? m.footprintBasisVariety({ ...p, variety: fitted.variety })
      : fitted.namedBy
        ? m.footprintBasisNamed({ ...p, category: headOf(foods[0] ?? fitted.namedBy), fromName: true })
        : fitted.kept
          ? m.footprintBasisKept({ ...p, kept: fitted.kept })
          : m.footprintBasisFitted({ ...p, classes: fitted.classes });
}
type FittedBasisMessages = Pick<
  typeof en.environment,
  'footprintBasisFitted' | 'footprintBasisKept' | 'footprintBasisNamed' | 'footprintBasisVariety'
>;

export function carbonRating(kg: number): Level {
  return kg <= CARBON_BANDS.low ? 'low' : kg <= CARBON_BANDS.high ? 'medium' : 'high';
}

/** What the facts show for the environment, before any preference or sentence. */
export type EnvironmentalFinding = FindingBase &
  (
    | {
        code: 'palm_oil';
        contains: boolean;
        /** Evidence: the ingredient that shows palm oil, or Open Food Facts' analysis tag when none does. */
        segment?: string;
        /** Else the pack's label about its palm oil, which says it is there ("Sustainable palm oil (claim)", RSPO). */
        label?: LabelKnowledge;
        rspo?: LabelKnowledge;
        /** Whether `rspo` says the pack's own oil is certified (`palmCertification`). */
        traced?: boolean;
        /** Without palm oil found: no, maybe or unknown, and the ingredients behind it. */
        absence: StatusOf;
        /**
         * Of the ingredients behind an unknown, those a cosmetic's INCI table recognises ("Fragrance": perfuming): known,
         * but the list does not say what they are made from.
         */
        unsourced: string[];
        /** Where the list on record is cut short, its last words: the reason palm oil cannot be ruled out. */
        cut?: string;
        ingredientsKnown: boolean;
        /** A product its category says is its one ingredient, with no list on record (`Analysis.wholeFood`). */
        wholeFood?: string;
        /** A milk product by its category, with no list on record (`Analysis.milkProduct`). */
        milkProduct?: string;
        /** What the knowledge says of palm oil's environmental risk; absent, the renderer says it in its own words. */
        explanation?: string;
        /**
         * What the product's company (or a parent) says of all the palm oil it buys: a company-wide claim, not a fact
         * about this product, told apart from the label in the card.
         */
        companyClaim?: { company: string; owns?: string; rspo: string; sources: readonly Source[] };
      }
    /** The carbon figure at the product's own level, and the water figure of the category the table gives one. */
    | { code: 'footprint'; footprint: CategoryFootprint; rating: Level; water?: CategoryFootprint; fitted?: Fitted }
    /** No figure: no category with one, or (decision 113) none that fits the product as sold. */
    | { code: 'no_footprint'; categoryKnown: boolean; unfit?: Unfit }
    /** An ingredient whose commodity carries a medium or high environmental risk, and the label that addresses it. */
    | {
        code: 'commodity';
        commodity: CommodityKnowledge;
        segment: string;
        mitigatedBy?: LabelKnowledge;
        /** A certification on the pack that does not say the product's own oil is certified (`palmCertification`). */
        untracedBy?: LabelKnowledge;
      }
    | {
        code: 'packaging';
        materials: PackagingKnowledge[];
        recyclability: 'fully' | 'partially' | 'none' | 'unknown';
        biodegradable: 'yes' | 'partially' | 'no';
      }
    | { code: 'packaging_unknown'; onRecord: string[] }
    | { code: 'published_eco_score'; grade: string }
    /** Cosmetics and household products: an ingredient that persists (microplastics, siloxanes, PFAS). */
    | { code: 'persistent_substance'; substance: CosmeticSubstance; written: string }
    /** Household products: an aquatic hazard statement the pack prints (CLP H400–H412). */
    | { code: 'aquatic_hazard'; hazard: HazardStatement }
    | { code: 'label'; label: LabelKnowledge }
    /** An ecolabel on the product and what its criteria verify for the product's kind (laundry, cosmetics…). */
    | { code: 'ecolabel_criteria'; label: LabelKnowledge; productGroup: ProductGroup; criteria: LabelCriteria }
    /**
     * Household products: the surfactants of the list whose biodegradability a source states, as written; the EU's
     * rule for detergents comes with them. Surfactants nothing is known of are not named.
     */
    | {
        code: 'surfactant_biodegradability';
        known: { surfactant: SurfactantKnowledge; written: string }[];
        rule: { text: string; sources: readonly Source[] };
      }
    /** A refill or (household) concentrate, by the words the name, category, packaging or labels use. */
    | { code: 'refill'; form: 'refill' | 'concentrate'; words: string[] }
  );

export type Finding<C extends EnvironmentalFinding['code']> = Extract<EnvironmentalFinding, { code: C }>;

/** The nearest company of the chain that says what palm oil it buys, and whose brand it owns when it is a parent. */
function companyPalmOilClaim(ownership: Ownership | null): Finding<'palm_oil'>['companyClaim'] {
  const claimant = nearestProfile(ownership, (p) => p.palmOilClaim !== undefined);
  const claim = claimant?.palmOilClaim;
  if (!claimant || !claim) return undefined;
  const owner = makers(ownership)[0]?.profile;
  return {
    company: claimant.name,
    ...(owner && owner !== claimant ? { owns: owner.name } : {}),
    rspo: claim.rspo,
    sources: claim.sources,
  };
}

/** Whether a cosmetic's INCI reading recognised the ingredient (a function, a substance, a surfactant, a fragrance). */
function inciKnows(inci: InciFindings, written: string): boolean {
  const name = fold(written);
  return [
    ...inci.functions.keys(),
    ...inci.substances.map((s) => s.written),
    ...inci.surfactants.map((s) => s.written),
    ...inci.fragranceAllergens.map((f) => f.written),
  ].some((known) => fold(known) === name);
}

function palmOilFinding(analysis: Analysis, ownership: Ownership | null): Finding<'palm_oil'> {
  const { facts, index } = analysis;
  const commodity = index.commodityById.get('palm-oil');
  // The taxonomy's "yes" (an ingredient made from palm) is palm oil as much as the words are: one answer, "contains".
  const segment =
    analysis.palmOilSegment ?? (analysis.palmOil.status === 'yes' ? analysis.palmOil.because[0] : undefined);
  const certification = palmCertification(analysis);
  const rspo = certification?.label;
  const label = segment === undefined ? analysis.labels.find(isPalmOilLabel) : undefined;
  const companyClaim = companyPalmOilClaim(ownership);
  return {
    code: 'palm_oil',
    contains: segment !== undefined || facts.ingredientsAnalysis.includes('en:palm-oil') || label !== undefined,
    ...(segment !== undefined ? { segment } : {}),
    ...(label ? { label } : {}),
    ...(certification ? { rspo: certification.label, traced: certification.traced } : {}),
    absence: analysis.palmOil,
    unsourced: analysis.inci ? analysis.palmOil.because.filter((written) => inciKnows(analysis.inci!, written)) : [],
    ...(analysis.listCut !== undefined && analysis.palmOil.because[0] === analysis.listCut
      ? { cut: analysis.listCut }
      : {}),
    ingredientsKnown: analysis.ingredientsKnown,
    ...(analysis.wholeFood ? { wholeFood: analysis.wholeFood } : {}),
    ...(analysis.milkProduct ? { milkProduct: analysis.milkProduct } : {}),
    ...(commodity ? { explanation: commodity.environmentalNote } : {}),
    ...(companyClaim ? { companyClaim } : {}),
    severity: 'none',
    sources: uniqueSources([
      ...(commodity?.environmentalSources ?? [PALM_OIL_SOURCE]),
      ...(rspo?.sources ?? []),
      ...(analysis.palmOil.because.some((written) => oleochemical(facts, written)) ? [OLEOCHEMICALS_SOURCE] : []),
    ]),
  };
}

/**
 * The commodities the product is made of, as every sourcing rating counts them: the list's (or, with none, its name's
 * and category's), and palm oil that Open Food Facts' analysis or the palm card shows where no commodity word does
 * (blind audit 100: cocoa counted, palm oil not).
 */
export function sourcedCommodities(analysis: Analysis): Analysis['commodityHits'] {
  const palm = analysis.index.commodityById.get('palm-oil');
  // Or that the palm card finds under a name the commodity's words miss (blind audit 105: "Sodium Palm Kernelate").
  const palmShown =
    palm && (analysis.facts.ingredientsAnalysis.includes('en:palm-oil') || analysis.palmOil.status === 'yes');
  return palmShown && !analysis.commodityHits.some((hit) => hit.entry.id === palm.id)
    ? [...analysis.commodityHits, { entry: palm, word: 'palm', segment: analysis.palmOilSegment ?? palm.name }]
    : analysis.commodityHits;
}

/**
 * The ingredients whose commodity carries a medium or high risk of one kind (environmental or labour), each with the
 * label on the product that addresses it, if any: then the risk is low and the label's source joins the evidence.
 */
export function commodityRisks(analysis: Analysis, kind: 'environmentalRisk' | 'laborRisk') {
  return sourcedCommodities(analysis).flatMap((hit) => {
    const level = hit.entry[kind];
    if (LEVEL_RANK[level] < 2) return [];
    const by = kind === 'laborRisk' ? (hit.entry.laborMitigatedBy ?? hit.entry.mitigatedBy) : hit.entry.mitigatedBy;
    const mitigatedBy = analysis.labels.find((l) => by.includes(l.id));
    const palm = hit.entry.id === 'palm-oil' ? palmCertification(analysis) : undefined;
    const untracedBy = !mitigatedBy && palm && !palm.traced ? palm.label : undefined;
    return [
      {
        commodity: hit.entry,
        segment: hit.segment,
        ...(mitigatedBy ? { mitigatedBy } : {}),
        ...(untracedBy ? { untracedBy } : {}),
        severity: mitigatedBy ? ('low' as const) : level,
        // Each risk with the pages that state it: a labour list is no evidence of deforestation.
        sources: [
          ...((kind === 'environmentalRisk' ? hit.entry.environmentalSources : hit.entry.laborSources) ?? []),
          ...(mitigatedBy?.sources ?? []),
        ],
      },
    ];
  });
}

/**
 * The kind of product an ecolabel's criteria are written for: the first group whose category tag the product carries,
 * else whose words its category or name contains; a group without words takes every product of its kinds.
 */
export function productGroupOf(
  facts: Pick<ProductFacts, 'kind' | 'categoryTags' | 'category' | 'name'>,
  groups: readonly ProductGroup[],
): ProductGroup | undefined {
  const kind = facts.kind;
  if (kind !== 'household' && kind !== 'cosmetic') return undefined;
  const mine = groups.filter((g) => g.kinds.includes(kind));
  const text = fold(`${facts.category} ${facts.name}`);
  return (
    mine.find((g) => g.offTags.some((t) => facts.categoryTags.includes(t))) ??
    mine.find((g) => g.words.some((w) => hasPhrase(text, fold(w)))) ??
    mine.find((g) => g.words.length === 0)
  );
}

/** Words that name a refill (folded) in the languages of our markets; German and Dutch compound them. */
const REFILL_WORDS = new Set(['refill', 'refills', 'ricarica', 'recarga', 'recambio']);
/** French "recharge" is a refill; in an English name it is a promise of energy ("Recharge Night Cream"). */
const FRENCH_REFILL_WORDS = new Set(['recharge', 'recharges']);
const REFILL_PREFIXES = ['nachfull', 'navul'];
/** Words that name a concentrate; household products only ("concentrated hand cream" is a rich cream). */
const CONCENTRATE_WORDS = new Set([
  'concentrate',
  'concentrated',
  'concentre',
  'concentree',
  'konzentrat',
  'konzentriert',
  'concentrado',
  'concentrato',
  'geconcentreerd',
]);

/**
 * A refill or (household) concentrate: the words of the name, category, packaging or label tags that say so, as
 * written ("Nachfüllpack", "Eco-Refill", "refill-pouch").
 */
export function refillFinding(
  facts: Pick<ProductFacts, 'kind' | 'name' | 'category' | 'packaging' | 'labels' | 'lang'>,
): Finding<'refill'> | undefined {
  if (facts.kind !== 'household' && facts.kind !== 'cosmetic') return undefined;
  // A tag's value ("en:refill-pouch") is read as words.
  const tokens = [facts.name, facts.category, ...facts.packaging, ...facts.labels].flatMap((text) =>
    text
      .replace(/^[a-z]{2}:/, '')
      .split(/[\s,;/()]+/)
      .map((token) => token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
      .filter((token) => token.length > 0),
  );
  const said = (test: (word: string) => boolean): string[] => [
    ...new Set(tokens.filter((token) => fold(token).split(' ').some(test))),
  ];
  const refill = said(
    (w) =>
      REFILL_WORDS.has(w) ||
      REFILL_PREFIXES.some((p) => w.startsWith(p)) ||
      (facts.lang === 'fr' && FRENCH_REFILL_WORDS.has(w)),
  );
  if (refill.length > 0) return { code: 'refill', form: 'refill', words: refill, severity: 'none', sources: [] };
  const concentrate = facts.kind === 'household' ? said((w) => CONCENTRATE_WORDS.has(w)) : [];
  return concentrate.length > 0
    ? { code: 'refill', form: 'concentrate', words: concentrate, severity: 'none', sources: [] }
    : undefined;
}

/** The environmental findings: palm oil, footprint, commodities, packaging, persistent substances and labels. */
export function environmentalFindings(analysis: Analysis, ownership: Ownership | null = null): EnvironmentalFinding[] {
  const { facts } = analysis;
  const found: EnvironmentalFinding[] = [palmOilFinding(analysis, ownership)];
  const fit = facts.kind === 'food' || facts.kind === 'beverage' ? fittingFootprint(analysis) : undefined;
  if (fit && 'footprint' in fit) {
    const { footprint, water, fitted } = fit;
    const rating = carbonRating(footprint.kgCO2ePerKg);
    found.push({
      code: 'footprint',
      footprint,
      ...(water ? { water } : {}),
      ...(fitted ? { fitted } : {}),
      rating,
      severity: rating,
      sources: footprint.sources,
    });
  } else
    found.push({
      code: 'no_footprint',
      categoryKnown: facts.categoryTags.length > 0 || !KIND_NAMES.has(facts.category.trim().toLowerCase()),
      ...(fit ? { unfit: fit.unfit } : {}),
      severity: 'none',
      sources: [],
    });

  for (const risk of commodityRisks(analysis, 'environmentalRisk')) found.push({ code: 'commodity', ...risk });

  if (analysis.packaging.length > 0) {
    const rec = analysis.packaging.map((p) => p.recyclability);
    const bio = analysis.packaging.map((p) => p.biodegradable);
    // A material of unknown recyclability leaves the whole unknown, unless another part is recyclable.
    const recyclability = rec.every((r) => r === 'fully')
      ? 'fully'
      : rec.every((r) => r === 'none')
        ? 'none'
        : rec.some((r) => r === 'fully' || r === 'partially')
          ? 'partially'
          : 'unknown';
    found.push({
      code: 'packaging',
      materials: analysis.packaging,
      recyclability,
      biodegradable: bio.every((b) => b === 'yes') ? 'yes' : bio.every((b) => b === 'no') ? 'no' : 'partially',
      severity:
        recyclability === 'none'
          ? 'high'
          : recyclability === 'fully'
            ? 'low'
            : recyclability === 'unknown'
              ? 'none'
              : 'medium',
      sources: analysis.packaging.flatMap((p) => p.sources),
    });
  } else found.push({ code: 'packaging_unknown', onRecord: facts.packaging, severity: 'none', sources: [] });

  if (facts.environmentalScoreGrade) {
    const g = facts.environmentalScoreGrade;
    const severity = g === 'a-plus' || g === 'a' || g === 'b' ? 'low' : g === 'c' ? 'medium' : 'high';
    found.push({ code: 'published_eco_score', grade: g, severity, sources: [OFF_ECOSCORE_SOURCE] });
  }
  const seen = new Set<string>();
  for (const { substance, written } of analysis.inci?.substances ?? []) {
    if (substance.tab !== 'environmental' || seen.has(substance.id)) continue;
    seen.add(substance.id);
    found.push({
      code: 'persistent_substance',
      substance,
      written,
      severity: substance.hazard,
      sources: substance.sources,
    });
  }
  for (const hazard of analysis.inci?.hazardStatements ?? [])
    if (hazard.tab === 'environmental')
      found.push({ code: 'aquatic_hazard', hazard, severity: hazard.hazard, sources: hazard.sources });
  for (const label of analysis.labels)
    if (label.tabs.includes('environmental'))
      found.push({ code: 'label', label, severity: 'none', sources: label.sources });
  found.push(...nonFoodFindings(analysis));
  return found;
}

/** Household and cosmetic products: ecolabel criteria for their kind, surfactant biodegradability and refills. */
function nonFoodFindings(analysis: Analysis): EnvironmentalFinding[] {
  const { facts, index } = analysis;
  const found: EnvironmentalFinding[] = [];
  const group = productGroupOf(facts, index.knowledge.productGroups ?? []);
  if (group)
    for (const label of analysis.labels) {
      const criteria = label.criteria?.find((c) => c.productGroup === group.id);
      if (criteria)
        found.push({
          code: 'ecolabel_criteria',
          label,
          productGroup: group,
          criteria,
          severity: 'none',
          sources: criteria.sources,
        });
    }
  const rule = index.knowledge.cosmetics?.detergentsRule;
  // The Detergents Regulation speaks of detergents: household products only.
  const known = facts.kind === 'household' ? (analysis.inci?.surfactants ?? []) : [];
  if (rule && known.length > 0)
    found.push({
      code: 'surfactant_biodegradability',
      known,
      rule,
      // A surfactant reported to degrade poorly without oxygen is worth knowing, not an alarm.
      severity: known.some((k) => k.surfactant.anaerobic === 'poor') ? 'low' : 'none',
      sources: [...known.flatMap((k) => k.surfactant.sources), ...rule.sources],
    });
  const refill = refillFinding(facts);
  if (refill) found.push(refill);
  return found;
}

/** What the shopper's environmental preferences make of the findings. */
export type PersonalEnvironmentalFinding =
  /** A certification the shopper prefers, and the label (or the packaging) that meets it, if any. */
  | {
      code: 'preferred_certification';
      wanted: string;
      metBy?: string;
      met: boolean;
      /** A label on record that claims it without an independent certification ("Climate neutral" claim). */
      claimedBy?: string;
    }
  | { code: 'avoided_ingredient'; word: string; segment: string; palmOil: boolean }
  /** Not found, where no list could be read or the palm oil is not known: "can't tell", once (blind audit 47). */
  | {
      code: 'avoided_ingredient_unknown';
      word: string;
      unreadable: boolean;
      oneOf?: string;
      part?: string;
      /** How a list cut short on record ends: why it cannot tell (blind audit 73). */
      cut?: string;
      /** The ingredient the palm card says can be made from palm oil ("beta-carotene"). */
      maybe?: string;
      /** The ingredient of a list read whole that the palm card says nothing says the source of ("Panthenol"). */
      unsourced?: string;
      /** The ingredient of a list read whole that the palm card does not recognise. */
      unrecognised?: string;
    }
  /** A packaging material the shopper avoids ("plastic"), and the material on record that is one (`material`). */
  | { code: 'avoided_packaging'; word: string; material: string }
  /** A packaging material the shopper avoids, where no packaging is on record: "can't tell" (blind audits 80 to 84). */
  | { code: 'avoided_packaging_unknown'; word: string };

/**
 * Why the palm card cannot rule palm oil out, in the card's own terms: an ingredient that can be made from it, or, in a
 * list read whole, one whose source it does not say or that is not recognised (blind audit 101: never "could not be
 * read" beside a list of 21 ingredients read).
 */
function palmUnknownCause(
  palm: Finding<'palm_oil'>,
  word: string,
): { maybe?: string; unsourced?: string; unrecognised?: string } {
  const [first] = palm.absence.because;
  if (palm.absence.status === 'maybe') return { maybe: first ?? word };
  if (first === undefined || palm.absence.status !== 'unknown' || !palm.ingredientsKnown || palm.cut !== undefined)
    return {};
  const unrecognised = palm.absence.because.find((written) => !palm.unsourced.includes(written));
  return unrecognised !== undefined ? { unrecognised } : { unsourced: first };
}

/**
 * Whether a product's facts cannot tell whether an avoided word is in it: no list it can read or one cut short (a
 * cosmetic's too: blind audit 56), or palm oil whose card says "unknown" or "may contain" (blind audit 69).
 */
function cannotTell(analysis: Analysis, word: string, palm: Finding<'palm_oil'> | undefined): boolean {
  if (fold(word).includes('palm'))
    return palm !== undefined && !palm.contains && ['unknown', 'maybe'].includes(palm.absence.status);
  return !analysis.supplyChainKnown || analysis.listCut !== undefined;
}

/** Whether a shopper's word names an ingredient or a commodity the knowledge knows. */
const namesIngredient = (index: KnowledgeIndex, word: string): boolean =>
  findWords(index.ingredients, segments(word)).length > 0 || findWords(index.commodities, segments(word)).length > 0;

export function personaliseEnvironmental(
  findings: readonly EnvironmentalFinding[],
  analysis: Analysis,
  prefs: Preferences | undefined,
): PersonalEnvironmentalFinding[] {
  if (!prefs) return [];
  const out: PersonalEnvironmentalFinding[] = [];
  const packaging = findings.find((f): f is Finding<'packaging'> => f.code === 'packaging');
  const palm = findings.find((f): f is Finding<'palm_oil'> => f.code === 'palm_oil');
  for (const wanted of prefs.environment.certifications) {
    // Only an independently verified label meets a preference for a certification; a claim is said as a claim.
    const having = analysis.labels.find((l) => l.satisfies.includes(wanted) && l.thirdPartyVerified);
    const claimed = having ? undefined : analysis.labels.find((l) => l.satisfies.includes(wanted));
    const byPackaging =
      (wanted === 'recyclable' && packaging?.recyclability === 'fully') ||
      (wanted === 'biodegradable' && packaging?.biodegradable === 'yes');
    out.push({
      code: 'preferred_certification',
      wanted,
      ...(having ? { metBy: having.name } : {}),
      ...(claimed ? { claimedBy: claimed.name } : {}),
      met: having !== undefined || byPackaging,
    });
  }
  const saidInHealth = (word: string) => prefs.health.avoid_ingredients.some((w) => fold(w) === fold(word));
  for (const word of prefs.environment.ingredients_to_avoid) {
    // A packaging material ("plastic", "aluminium", "PVC") is read against the packaging, known or not; one that is
    // also an ingredient or a commodity ("coton": cottonseed oil, cotton) stays an ingredient.
    const material = packagingOf(`xx:${fold(word).replace(/ /g, '-')}`, analysis.index);
    if (material && !namesIngredient(analysis.index, word)) {
      const found = packaging?.materials.find((m) => m.id === material.id || m.kindOf?.includes(material.id));
      if (found) out.push({ code: 'avoided_packaging', word, material: found.name });
      else if (!packaging) out.push({ code: 'avoided_packaging_unknown', word });
      continue;
    }
    // "palm" on the list also catches palm oil that only Open Food Facts' analysis shows.
    const palmOil = fold(word).includes('palm') && palm?.contains === true;
    const segment = avoidedIn(analysis, word) ?? (palmOil ? 'palm oil' : undefined);
    const oneOf = segment && alternativesOf(analysis, segment);
    if (oneOf) {
      if (!saidInHealth(word)) out.push({ code: 'avoided_ingredient_unknown', word, unreadable: false, oneOf });
    } else if (segment) out.push({ code: 'avoided_ingredient', word, segment, palmOil });
    // An unknown that matters to the shopper is said once: not where the Health tab's avoid list says it already.
    else if (!saidInHealth(word) && cannotTell(analysis, word, palm))
      out.push({
        code: 'avoided_ingredient_unknown',
        word,
        // The list's gap, as the Health tab's avoid list says it; palm oil the card leaves open beside a list read whole.
        ...(listGap(analysis) ?? { unreadable: analysis.ingredientsKnown }),
        ...(fold(word).includes('palm') && palm ? palmUnknownCause(palm, word) : {}),
      });
  }
  return out;
}
