import type { Nutriments, ProductFacts, Source } from '@clearcart/contracts';
import type { Knowledge } from '@clearcart/knowledge';
import { categoriesOf } from '../category.ts';
import { recognise, vocabularyIndex, type ListShare } from '../ingredient-analysis.ts';
import { fold, parseIngredientList, statedPercent } from '../text.ts';
import { fibreInCarbohydrates, scoredEnergy } from './nutrition-consistency.ts';

export const NUTRI_SCORE_SOURCE: Source = {
  title: 'Santé publique France, Nutri-Score (2023 algorithm update)',
  url: 'https://www.santepubliquefrance.fr/en/nutri-score',
};

export type NutriScoreGrade = 'A' | 'B' | 'C' | 'D' | 'E';
export type NutriScoreCategory = 'general' | 'beverage' | 'water' | 'fats' | 'cheese';

/** Points go up by one each time the value is strictly above a threshold (≥ for the saturates ratio). */
const T = {
  energy: [335, 670, 1005, 1340, 1675, 2010, 2345, 2680, 3015, 3350],
  energyBeverage: [30, 90, 150, 210, 240, 270, 300, 330, 360, 390],
  energyFromSaturates: [120, 240, 360, 480, 600, 720, 840, 960, 1080, 1200],
  sugars: [3.4, 6.8, 10, 14, 17, 20, 24, 27, 31, 34, 37, 41, 44, 48, 51],
  sugarsBeverage: [0.5, 2, 3.5, 5, 6, 7, 8, 9, 10, 11],
  saturatedFat: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  saturatesRatio: [10, 16, 22, 28, 34, 40, 46, 52, 58, 64],
  salt: [0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2, 2.2, 2.4, 2.6, 2.8, 3, 3.2, 3.4, 3.6, 3.8, 4],
  fruitsVegetables: [40, 60, 80, 80, 80],
  fruitsVegetablesBeverage: [40, 40, 60, 60, 80, 80],
  fiber: [3.0, 4.1, 5.2, 6.3, 7.4],
  proteins: [2.4, 4.8, 7.2, 9.6, 12, 14, 17],
  proteinsBeverage: [1.2, 1.5, 1.8, 2.1, 2.4, 2.7, 3.0],
} as const;

/**
 * The points a figure earns. A figure stored as a 32-bit float ("1.6000000238" for the label's 1.6 g of salt) is read
 * as printed, to the millionth: float noise never crosses a threshold (blind audit 17).
 */
const points = (figure: number, thresholds: readonly number[], orEqual = false): number => {
  const value = Math.round(figure * 1e6) / 1e6;
  return thresholds.filter((t) => (orEqual ? value >= t : value > t)).length;
};

/** Non-nutritive sweeteners (E-numbers); beverages containing one get 4 extra points. */
const SWEETENERS = new Set(['e950', 'e951', 'e952', 'e954', 'e955', 'e957', 'e959', 'e960', 'e961', 'e962', 'e969']);
/** Polyols (E420, E421, E953, E964–E968): sweeteners with energy, which the 2023 Nutri-Score does not add points for. */
export const POLYOLS = new Set(['e420', 'e421', 'e953', 'e964', 'e965', 'e966', 'e967', 'e968']);
/** Polyols by name (folded), in the catalog's languages ("sirop de maltitol", "Sorbit", "eritritolo"). */
export const POLYOL_WORDS = /polyol|poliol|sorbit|mannit|manit|maltit|lactit|xylit|xilit|erythrit|eritrit|isomalt/;
/** A sweetener's class name (folded), last word of what stands before the item: "édulcorant", "Süßstoffe", "zoetstoffen". */
const SWEETENER_CLASS =
  /(^| )(sweeteners?|edulcorants?|sue?s+toffe?|sue?s+ungsmittel|edulcorantes?|dolcificant[ei]|zoetstof(?:fen)?)$/;

// The category rules below follow Open Food Facts' implementation of the 2023 Nutri-Score (openfoodfacts-server,
// lib/ProductOpener/Food.pm: is_beverage_for_nutrition_score_2023, is_water_for_nutrition_score,
// is_cheese_for_nutrition_score, is_fat_oil_nuts_seeds_for_nutrition_score, is_red_meat_product_for_nutrition_score,
// check_availability_of_nutrients_needed_for_nutriscore; category lists from Config_off.pm).

/** Categories without a Nutri-Score (OFF's categories_exempted_from_nutriscore, plus plain teas). */
const EXEMPT = [
  'en:alcoholic-beverages',
  'en:aromatic-herbs',
  'en:baby-foods',
  'en:baby-milks',
  'en:chewing-gum',
  'en:coffees',
  'en:food-additives',
  'en:herbal-teas',
  'en:honeys',
  'en:meal-replacements',
  'en:salts',
  'en:spices',
  'en:sugar-substitutes',
  'en:vinegars',
  'en:pet-food',
  'en:non-food-products',
  'en:teas',
];
/** Ready-to-drink teas and coffees are scored although teas and coffees are not (OFF's exceptions). */
const DRINK_EXCEPTIONS = [
  'en:tea-based-beverages',
  'en:iced-teas',
  'en:herbal-tea-beverages',
  'en:coffee-beverages',
  'en:coffee-drinks',
];
/** Under "beverages" but scored as foods. */
const NOT_BEVERAGES = [
  'en:meal-replacement',
  'en:meal-replacements',
  'en:chocolate-powders',
  'en:soups',
  'en:coffees',
  'en:tea-bags',
  'en:herbal-teas',
];
/** 2023: milk, dairy drinks and plant-based milks are beverages wherever the taxonomy puts them. */
const BEVERAGES = [...DRINK_EXCEPTIONS, 'en:milks', 'en:dairy-drinks', 'en:plant-milks', 'en:plant-based-beverages'];
/** Scored on the values "as prepared" only: without them there is no grade. */
const PREPARED = [
  'en:dried-products-to-be-rehydrated',
  'en:cocoa-and-chocolate-powders',
  'en:dessert-mixes',
  'en:flavoured-syrups',
  'en:instant-beverages',
];
/**
 * A product the Nutri-Score reads as prepared only, with the figures of the product as sold alone on record: no grade,
 * from the Nutri-Score or from those figures' lights (blind audit 110: a cocoa drink powder graded C on its powder).
 */
export function preparedFiguresMissing(facts: ProductFacts, knowledge?: ScoringKnowledge): boolean {
  if (facts.preparedNutriments || !hasKeyNutrient(facts.nutriments)) return false;
  const tags = categoriesOf(facts, knowledge);
  return PREPARED.some((t) => tags.has(t));
}

/** Fats, oils, creams, nuts and seeds (HS 08.01, 08.02, 12.02, 12.04–12.07, 2008.11, 2008.19); chestnuts excluded. */
const FATS_OILS_NUTS_SEEDS = [
  'en:fats',
  'en:creams',
  'en:seeds',
  'en:nuts',
  'en:peanuts',
  'en:nut-butters',
  'en:peanut-butters',
  'en:oilseed-purees',
];
/** Red meat by category (HS 02.01–02.06: beef, pork, lamb, horse, their offal). */
const RED_MEAT = [
  'en:beef',
  'en:beef-meat',
  'en:pork',
  'en:pork-meat',
  'en:veal',
  'en:veal-meat',
  'en:lamb-meat',
  'en:lambs',
  'en:mutton',
  'en:horse-meat',
  'en:offals',
];
/** Red-meat ingredient words (beef, veal, pork, lamb, mutton, horse) in the languages of our curated words. */
const RED_MEAT_WORDS =
  /(^| )(beef|veal|pork|lamb|mutton|horse meat|boeuf|bœuf|veau|porc|agneau|mouton|cheval|rind|rindfleisch|kalb|kalbfleisch|schwein|schweinefleisch|lamm|lammfleisch|res|vacuno|ternera|cerdo|cordero|manzo|vitello|maiale|suino|agnello|rundvlees|kalfsvlees|varkensvlees|lamsvlees)( |$)/;
/**
 * The share of fruit, vegetables and legumes by category when the record has neither a figure nor ingredients
 * (OFF's fruits_vegetables_legumes_by_category_if_no_ingredients_specified; first match wins).
 */
const FRUITS_VEGETABLES_BY_CATEGORY: readonly [string, number][] = [
  ['en:potatoes', 0],
  ['en:sweet-potatoes', 0],
  ['en:fruit-juices', 100],
  ['en:vegetable-juices', 100],
  ['en:fruit-sauces', 90],
  ['en:vegetables', 90],
  // Not in OFF's list: fresh produce sold as itself is all fruit or vegetable (OFF's tags put "fresh vegetables"
  // under "vegetables-based foods", outside its "vegetables").
  ['en:fresh-vegetables', 100],
  ['en:fresh-fruits', 100],
  ['en:fruits', 90],
  ['en:mushrooms', 90],
  ['en:canned-fruits', 90],
  ['en:frozen-fruits', 90],
  // Frozen vegetables are filed under frozen foods, outside "vegetables" (blind audit 110: frozen peas with no list
  // scored as 0 % vegetables).
  ['en:frozen-vegetables', 90],
  ['en:jams', 50],
];

/** Vinegar (folded), German and Dutch compounds too ("Apfelessig", "wijnazijn"). */
const VINEGAR = /^(?:vinegars?|vinaigres?|\p{L}*essig|aceto|vinagres?|\p{L}*azijn)$/u;
/** Grape must, the other part of a balsamic vinegar ("Concentrated grape must", "mosto d'uva cotto", "Traubenmost"). */
const MUST = /^(?:musts?|mouts?|most[oi]?|\p{L}*most(?:konzentrat)?)$/u;
/** Words before a vinegar that make it another food's ingredient: "salt and vinegar", "au vinaigre", "crema di aceto". */
const BEFORE_VINEGAR =
  /^(?:and|with|in|au|aux|a|de|du|des|la|et|und|mit|im|di|al|all|alla|allo|sott|y|e|con|en|met|op|flavour|flavor)$/;
/** Words after a vinegar that make it another food's: "cider vinegar and sea salt crisps", "vinegar drink". */
const AFTER_VINEGAR =
  /^(?:and|with|et|und|mit|y|e|con|en|met|flavour|flavor|flavoured|flavored|drinks?|crisps|chips|gummies|dressing|glaze)$/;

/**
 * A mix of herbs and spices by its name: "Seasoning Mix", "spice blend", "dry rub" (named last in English), "mélange
 * d'épices", "Gewürzmischung" … (first in the other languages). Not a bare "seasoning": that names soup pastes, stock
 * cubes and liquid seasonings too, which the Nutri-Score grades.
 */
const SEASONING_MIX =
  /(^| )((seasonings?|spices?) (mix|blend)|spice rub|dry rub)$|^(melange d epices|gewurzmischung|wurzmischung|mezcla de especias|miscela di spezie|kruidenmix|kruidenmelange)( |$)/;

/**
 * A mix of herbs and spices by its name where its categories do not say so (blind audit 39: "Tyler Sash's Favorite
 * Seasoning Mix" under condiments): herbs, spices and their mixtures carry no nutrition declaration (Reg. 1169/2011,
 * Annex V 5), so no Nutri-Score.
 */
export function seasoningByName(facts: Partial<Pick<ProductFacts, 'name'>>): boolean {
  return SEASONING_MIX.test(fold(facts.name ?? ''));
}

/**
 * Food for infants and young children by its name or brand where its categories do not say so (blind audit 41:
 * "Bledina haricots verts"): Reg. (EU) 609/2013 food, outside the Nutri-Score. The makers that sell only such food,
 * and an age on the name ("dès 6 mois", "from 4 months").
 */
const BABY_FOOD =
  /(^| )(bledina|gerber|hipp|babybio|ella s kitchen|cow gate|naturnes|alete|holle baby|little freddie)( |$)|(^| )(des|from|ab|desde|dai|dal|vanaf) (\d{1,2}) (mois|months?|monat|monaten|meses|mesi|maanden)( |$)/;
export function babyFoodByName(facts: Partial<Pick<ProductFacts, 'name' | 'brand'>>): boolean {
  return BABY_FOOD.test(fold(`${facts.name ?? ''} ${facts.brand ?? ''}`));
}

/**
 * A vinegar by its name where its categories do not say so (blind audit 20, finding 8: "Organic Balsamic Vinegar of
 * Modena" under condiments): the name names a vinegar, not as another food's ingredient or flavour ("salt & vinegar
 * crisps", "cornichons au vinaigre", "Gurken in Essig"), and a list on record starts with a vinegar or grape must.
 */
export function vinegarByName(facts: Partial<Pick<ProductFacts, 'name' | 'ingredientsText'>>): boolean {
  const words = fold(facts.name ?? '').split(' ');
  // The three words before it, for "onions in malt vinegar" and "salt and cider vinegar".
  const named = words.some(
    (word, i) =>
      VINEGAR.test(word) &&
      !words.slice(Math.max(0, i - 3), i).some((before) => BEFORE_VINEGAR.test(before)) &&
      !AFTER_VINEGAR.test(words[i + 1] ?? ''),
  );
  if (!named || !facts.ingredientsText) return named;
  const first = fold(parseIngredientList(facts.ingredientsText)[0] ?? '').split(' ');
  return first.some((word) => VINEGAR.test(word) || MUST.test(word));
}

const SALT_WORD = /(^| )(salt|sel|salz|sal|sale|zout)( |$)/;

/**
 * Salt by its list, where its categories do not say so (blind audit 56: "MEDITERRANEAN SEA SALT." alone): salt carries
 * no nutrition declaration (Reg. 1169/2011, Annex V 3), so no Nutri-Score.
 */
export function saltAlone(facts: Partial<Pick<ProductFacts, 'ingredientsText'>>): boolean {
  // Parsed only where a salt's name stands in it: the table is asked for on every report, more than once.
  const text = facts.ingredientsText;
  if (!text || !SALT_WORD.test(fold(text))) return false;
  const list = parseIngredientList(text);
  return (
    list.length === 1 &&
    /^(?:[\p{L}]+ )*(?:sea |rock )?salt$|^(?:sel|salz|sal|sale|zout)(?: [\p{L}]+)*$/u.test(fold(list[0]!).trim())
  );
}

/**
 * Which Nutri-Score table applies, or null when Nutri-Score does not apply (alcohol, baby food, herbs and spices,
 * plain tea and coffee, honey, vinegar, salt, gum, sweeteners, non-food; a vinegar by its name too).
 */
export function nutriScoreCategory(
  facts: Pick<ProductFacts, 'categoryTags' | 'kind'> &
    Partial<Pick<ProductFacts, 'name' | 'brand' | 'ingredientsText'>>,
  /** The categories' parent links: a record tagged only "en:colas" is a beverage, as OFF reads its expanded tags. */
  knowledge?: Pick<Knowledge, 'categoryParents'>,
): NutriScoreCategory | null {
  if (facts.kind !== 'food' && facts.kind !== 'beverage') return null;
  const tags = categoriesOf(facts, knowledge);
  const has = (list: readonly string[]): boolean => list.some((t) => tags.has(t));
  if (has(EXEMPT) && !has(DRINK_EXCEPTIONS)) return null;
  if (vinegarByName(facts) || seasoningByName(facts) || babyFoodByName(facts) || saltAlone(facts)) return null;
  if (tags.has('en:spring-waters') && !tags.has('en:flavored-waters') && !tags.has('en:flavoured-waters'))
    return 'water';
  const beverage =
    tags.size === 0
      ? facts.kind === 'beverage'
      : ((tags.has('en:beverages') || tags.has('en:beverage-preparations')) && !has(NOT_BEVERAGES)) || has(BEVERAGES);
  if (beverage) return 'beverage';
  if (tags.has('en:cheeses') && !tags.has('fr:fromages-blancs')) return 'cheese';
  if (has(FATS_OILS_NUTS_SEEDS) && !tags.has('en:chestnuts')) return 'fats';
  return 'general';
}

/** Red meat by category, or a red-meat ingredient over 10 % (stated, or first in a list of ten or fewer). */
export function isRedMeat(
  facts: Pick<ProductFacts, 'categoryTags'>,
  items: readonly string[],
  knowledge?: Pick<Knowledge, 'categoryParents'>,
): boolean {
  const tags = categoriesOf(facts, knowledge);
  if (RED_MEAT.some((t) => tags.has(t))) return true;
  return items.some((item, i) => {
    if (!RED_MEAT_WORDS.test(fold(item))) return false;
    const percent = statedPercent(item);
    return percent !== undefined ? percent > 10 : i === 0 && items.length <= 10;
  });
}

/**
 * Categories whose share of fruit, vegetables and legumes the category itself settles, before any estimate (OFF's
 * nutriscore_category_override_for_fruits_vegetables_legumes, with the examples its Food.pm gives: crisps hold no
 * unprocessed vegetables, olive oil nothing but olives).
 */
const FRUITS_VEGETABLES_CATEGORY_OVERRIDE: readonly [string, number][] = [
  ['en:olive-oils', 100],
  ['en:crisps', 0],
];

/**
 * Where the share of fruit, vegetables and legumes comes from: the pack (as entered on the record), Open Food Facts'
 * estimate from the ingredient list, ours from the ingredient list, the category, or nowhere (0).
 */
export type FruitsVegetablesBasis = 'record' | 'off-estimate' | 'ingredients' | 'category' | 'none';

/**
 * Fruit, vegetables and legumes, in the order of OFF's compute_nutriscore_2023_fruits_vegetables_legumes: the
 * category's own figure where it settles it (olive oil), the share entered from the pack, else OFF's estimate from the
 * ingredient list (ours where the record has none), else OFF's figure for the category when there are no ingredients.
 */
function fruitsVegetablesLegumes(
  facts: ProductFacts,
  recorded: number | undefined,
  offEstimate: number | undefined,
  fromList: ListShare | undefined,
  listReadable: boolean,
  tags: ReadonlySet<string>,
): { percent: number; basis: FruitsVegetablesBasis } {
  const override = FRUITS_VEGETABLES_CATEGORY_OVERRIDE.find(([tag]) => tags.has(tag));
  if (override) return { percent: override[1], basis: 'category' };
  // What the list states ("tomates 74 %") is the least there is: a figure below it is contradicted by the pack
  // (blind audit 16: a sauce of 74 % tomatoes scored on a record's 3.5 %).
  const stated = fromList?.stated ?? 0;
  if (recorded !== undefined && recorded >= stated) return { percent: recorded, basis: 'record' };
  if (offEstimate !== undefined && offEstimate >= stated) return { percent: offEstimate, basis: 'off-estimate' };
  if (fromList !== undefined) return { percent: fromList.estimate, basis: 'ingredients' };
  // A list we cannot read ("samphire", sold as fresh vegetables) is no list: the category's figure stands in.
  if (listReadable && facts.ingredientsText && /\p{L}{2}/u.test(facts.ingredientsText))
    return { percent: 0, basis: 'none' };
  const byCategory = FRUITS_VEGETABLES_BY_CATEGORY.find(([tag]) => tags.has(tag));
  return byCategory ? { percent: byCategory[1], basis: 'category' } : { percent: 0, basis: 'none' };
}

export interface NutriScore {
  grade: NutriScoreGrade;
  points: number;
  category: NutriScoreCategory;
  negative: number;
  positive: number;
  /** Computed on the values of the product as prepared (powders, syrups, dried soups). */
  prepared: boolean;
  /**
   * Computed on the nutrition facts Open Food Facts estimated from the ingredient list, as OFF does when no key
   * nutrient is on the label: an estimated grade, never to be shown or compared as a measured one.
   */
  estimated: boolean;
  /** The share of fruit, vegetables and legumes used, and where it comes from. */
  fruitsVegetablesLegumes: { percent: number; basis: FruitsVegetablesBasis };
  /**
   * No fibre figure on record: scored as none, as Open Food Facts does, so the points are the most the product can
   * have (fibre only takes points away), and the report says so (blind audit 104).
   */
  fibreUnknown?: true;
  /**
   * With no fibre figure, the grade the most fibre points would give, where it is better than `grade`: the letter is
   * then Open Food Facts' (fibre counted as none), and the report says how far fibre could lift it (blind audit 109).
   */
  gradeWithFibre?: NutriScoreGrade;
}

/**
 * Nutri-Score (2023 algorithm for foods and beverages) from nutrition per 100 g/ml, as Open Food Facts computes it.
 * Needs energy, saturated fat, sugars, salt and proteins, and fat on the fats' table (saturates count as 0 when fat is
 * 0, sugars when carbohydrates are 0); unflavoured waters are A without nutrition facts. `additiveCodes` adds additives
 * found in the ingredient text; `ingredientItems` the parsed ingredient list (for red meat). Null when it cannot apply.
 */
export function nutriScore(
  facts: ProductFacts,
  additiveCodes: readonly string[] = [],
  ingredientItems: readonly string[] = [],
  /** The list's share of fruit, vegetables and legumes: estimated, and the least it states. */
  fromList?: ListShare,
  /** False when the list is on record but could not be read: the category then says what the list cannot. */
  listReadable = true,
  /** The categories' parent links, by which the categories a record's tags lie under count as its own. */
  knowledge?: ScoringKnowledge,
): NutriScore | null {
  const category = nutriScoreCategory(facts, knowledge);
  if (!category) return null;
  if (category === 'water')
    return {
      grade: 'A',
      points: 0,
      category,
      negative: 0,
      positive: 0,
      prepared: false,
      estimated: false,
      fruitsVegetablesLegumes: { percent: 0, basis: 'none' },
    };
  const tags = categoriesOf(facts, knowledge);
  const prepared = PREPARED.some((t) => tags.has(t));
  // OFF (Food.pm, check_availability_of_nutrients_needed_for_nutriscore) grades on its estimate from the ingredient
  // list only when the label gives none of the key nutrients and the product is eaten as sold; a table with some key
  // nutrients missing stays ungraded, so that the figures on the pack get completed rather than guessed.
  const estimated = !prepared && !hasKeyNutrient(facts.nutriments) && hasKeyNutrient(facts.estimatedNutriments);
  const n = estimated ? facts.estimatedNutriments : prepared ? facts.preparedNutriments : facts.nutriments;
  if (!n) return null;
  // The figure the macronutrients allow where the label's kJ and kcal disagree (blind audit 8, S4).
  const energyKj = scoredEnergy(n, tags.has('en:alcoholic-beverages'), fibreInCarbohydrates(facts.countries, n))?.kj;
  const saturatedFat = n.saturatedFat ?? (n.fat === 0 ? 0 : undefined);
  const sugars = n.sugars ?? (n.carbohydrates === 0 ? 0 : undefined);
  // Total fat counts only on the fats' table, by saturates' share of it (2023 algorithm): elsewhere a missing fat is no
  // missing input (blind audit 55: doughnuts graded C either way).
  if (
    energyKj === undefined ||
    (n.fat === undefined && category === 'fats') ||
    saturatedFat === undefined ||
    sugars === undefined ||
    n.salt === undefined ||
    n.proteins === undefined
  )
    return null;
  const score = scoreOf(
    facts,
    category,
    tags,
    {
      energyKj,
      fat: n.fat ?? saturatedFat,
      saturatedFat,
      sugars,
      salt: n.salt,
      proteins: n.proteins,
      fiber: n.fiber ?? 0,
    },
    { prepared, estimated },
    additiveCodes,
    ingredientItems,
    fromList,
    listReadable,
    knowledge,
  );
  if (!score || n.fiber !== undefined) return score;
  const withFibre = nutriScoreGrade(score.points - T.fiber.length, score.category);
  return { ...score, fibreUnknown: true, ...(withFibre !== score.grade ? { gradeWithFibre: withFibre } : {}) };
}

/** Words of a free-from claim (folded): "without", "sans", "ohne", "senza", "zonder", "free". */
const FREE_FROM = /(^| )(no|not|without|free|sans|ohne|frei|kein|keine|sin|libre|senza|privo|zonder|vrij|geen)( |$)/;

/**
 * What the score reads of the knowledge: the categories' parent links, and the ingredient vocabulary by which an item
 * under a sweetener's class is read as a polyol or a sugar.
 */
export type ScoringKnowledge = Pick<Knowledge, 'categoryParents'> & Partial<Pick<Knowledge, 'ingredientVocabulary'>>;

/**
 * What the list names under a sweetener's class (Reg. 1169/2011 Annex VII Part C: the class, then the name), in
 * nested lists too: "édulcorant : glycosides de stevicl" → "glycosides de stevicl"; "sweeteners (acesulfame K,
 * sucralose)" → both; "Süßstoff Sucralose" → "Sucralose".
 */
function underSweetenerClass(items: readonly string[], depth = 0): string[] {
  return items.flatMap((item) => {
    // "no added sugar or sweeteners", "sweetener free": a claim, not an item.
    if (FREE_FROM.test(fold(item))) return [];
    const open = item.search(/[([{]/);
    const head = (open >= 0 ? item.slice(0, open) : item).trim();
    const inner = open >= 0 ? parseIngredientList(item.slice(open + 1).replace(/[)\]}][^)\]}]*$/, '')) : [];
    const colon = head.indexOf(':');
    if (colon >= 0 && SWEETENER_CLASS.test(fold(head.slice(0, colon)))) return [item.slice(item.indexOf(':') + 1)];
    if (SWEETENER_CLASS.test(fold(head))) return inner;
    // "Süßstoffe Acesulfam K und Sucralose": the class's word, then the names.
    const words = head.split(/\s+/);
    const lead = [1, 2].find((n) => words.length > n && SWEETENER_CLASS.test(fold(words.slice(0, n).join(' '))));
    if (colon < 0 && lead !== undefined) return inner.length > 0 ? inner : [words.slice(lead).join(' ')];
    return depth < 4 ? underSweetenerClass(inner, depth + 1) : [];
  });
}

/**
 * Whether the list names a non-nutritive sweetener by its class (blind audit 20, finding 2: "édulcorant : glycosides de
 * stevicl", a scan of steviol glycosides): an item under a sweetener's class is one unless it is read as a polyol or
 * a sugar. The E-numbers the list was read as are counted apart (`SWEETENERS`).
 */
function sweetenerByClass(items: readonly string[], knowledge: ScoringKnowledge | undefined): boolean {
  const named = underSweetenerClass(items).filter((name) => /\p{L}|\d/u.test(name));
  if (named.length === 0) return false;
  const index = knowledge?.ingredientVocabulary ? vocabularyIndex(knowledge.ingredientVocabulary) : undefined;
  return named.some((name) => {
    const folded = fold(name);
    if (POLYOL_WORDS.test(folded)) return false;
    // An E or INS number, written or read, decides.
    const written = /(?:^| )(?:e ?)?(\d{3,4})[a-z]?(?: |$)/.exec(folded);
    const entry = index ? recognise(index, name) : undefined;
    const code = written ? `e${written[1]}` : /^e\d+/.exec(entry?.eNumber ?? '')?.[0];
    if (code !== undefined) return !POLYOLS.has(code);
    // A sugar, a syrup, honey or juice is no non-nutritive sweetener; an item that cannot be read is one.
    return !entry?.bringsSugars;
  });
}

/** The figures per 100 g/ml the Nutri-Score counts. */
interface Counted {
  energyKj: number;
  fat: number;
  saturatedFat: number;
  sugars: number;
  salt: number;
  proteins: number;
  fiber: number;
}

function scoreOf(
  facts: ProductFacts,
  category: Exclude<NutriScoreCategory, 'water'>,
  tags: ReadonlySet<string>,
  n: Counted,
  { prepared, estimated }: { prepared: boolean; estimated: boolean },
  additiveCodes: readonly string[],
  ingredientItems: readonly string[],
  fromList: ListShare | undefined,
  listReadable: boolean,
  knowledge: ScoringKnowledge | undefined,
): NutriScore {
  const { energyKj, saturatedFat, sugars } = n;
  const beverage = category === 'beverage';
  const fats = category === 'fats';

  let negative = points(sugars, beverage ? T.sugarsBeverage : T.sugars) + points(n.salt, T.salt);
  if (fats) {
    negative += points(saturatedFat * 37, T.energyFromSaturates);
    const ratio = saturatedFat > 0 ? (saturatedFat / (n.fat > 0 ? n.fat : saturatedFat)) * 100 : 0;
    negative += points(ratio, T.saturatesRatio, true);
  } else {
    negative += points(energyKj, beverage ? T.energyBeverage : T.energy) + points(saturatedFat, T.saturatedFat);
  }
  const codes = [...(facts.additives ?? []), ...additiveCodes].map((tag) => tag.slice(tag.indexOf(':') + 1));
  if (beverage && (codes.some((code) => SWEETENERS.has(code)) || sweetenerByClass(ingredientItems, knowledge)))
    negative += 4;

  let proteinPoints = points(n.proteins, beverage ? T.proteinsBeverage : T.proteins);
  if (isRedMeat(facts, ingredientItems, knowledge)) proteinPoints = Math.min(proteinPoints, 2);
  const countProteins = beverage || category === 'cheese' || negative < (fats ? 7 : 11);
  const fv = fruitsVegetablesLegumes(
    facts,
    (prepared ? facts.preparedNutriments : facts.nutriments)?.fruitsVegetablesNuts,
    prepared ? undefined : facts.estimatedNutriments?.fruitsVegetablesNuts,
    fromList,
    listReadable,
    tags,
  );
  const fvPoints = points(fv.percent, beverage ? T.fruitsVegetablesBeverage : T.fruitsVegetables);
  // The foods table jumps from 2 to 5 points above 80 %: the three 80s in the list give that.
  const positive = points(n.fiber, T.fiber) + fvPoints + (countProteins ? proteinPoints : 0);

  const score = negative - positive;
  return {
    grade: nutriScoreGrade(score, category),
    points: score,
    category,
    negative,
    positive,
    prepared,
    estimated,
    fruitsVegetablesLegumes: fv,
  };
}

/** A figure the Nutri-Score needs that is not on record. */
export type MissingFigure = 'energy' | 'fat' | 'saturated_fat' | 'sugars' | 'salt' | 'proteins';

/** The best Nutri-Score the figures on record allow, when some it needs are missing. */
export interface BestNutriScore extends NutriScore {
  missing: MissingFigure[];
  /** A missing energy, counted at the least the macronutrients on record give (kJ, Annex XIV factors). */
  energyAtLeastKj?: number;
  /**
   * Sugars on record that the list rules out (`sugars_under_fruit`), counted at the least the list and the
   * carbohydrates allow (g per 100 g/ml): not a missing figure, a wrong one.
   */
  sugarsAtLeast?: number;
  /**
   * Salt on record that cannot be right, counted at the least it can be: a 0 g beside the salt the list names
   * (`salt_under_list`) at the least a label's 0 allows, a salt and a sodium that disagree at the lesser.
   */
  saltAtLeast?: number;
  /** Where the salt and the sodium on record disagree (`salt_sodium`): the greater salt of the two, not counted. */
  saltOrElse?: number;
  /** The points counting that greater salt, where they give the same grade: the grade is then the product's either way. */
  pointsOrElse?: number;
  /** Saturates on record under any fat's share (`saturates_under_fat`), counted at the least the fat allows. */
  saturatedFatAtLeast?: number;
}

/** Annex XIV of Regulation (EU) No 1169/2011, kJ per gram. */
const KJ_PER_GRAM = { fat: 37, carbohydrates: 17, proteins: 17, fiber: 8 } as const;

/**
 * Where the label's figures miss some the Nutri-Score needs (blind audit 13: a soda with no energy on record), the
 * best grade the figures on record still allow: each missing figure at its most favourable value that the others leave
 * possible. A missing energy is at least what the macronutrients on record give by the Annex XIV factors (sugars
 * standing for carbohydrates when those are missing too); missing fat, saturates, sugars and salt count 0; missing
 * protein counts as much as 100 g (or the energy on record) leave room for. Sweeteners, fruit and vegetables and the
 * table (beverages, cheese, fats) count as for the grade itself. Null where the Nutri-Score does not apply, where it
 * could be computed, where no figure of the label is on record, and for products graded as prepared.
 */
export function bestNutriScore(
  facts: ProductFacts,
  additiveCodes: readonly string[] = [],
  ingredientItems: readonly string[] = [],
  fromList?: ListShare,
  listReadable = true,
  knowledge?: ScoringKnowledge,
  /** The least a figure left out of `facts` can be (sugars, salt and saturates ruled out, `ruledOutAtLeast` …). */
  least: { sugars?: number; salt?: number; saturatedFat?: number } = {},
): BestNutriScore | null {
  const category = nutriScoreCategory(facts, knowledge);
  if (!category || category === 'water') return null;
  const tags = categoriesOf(facts, knowledge);
  if (PREPARED.some((t) => tags.has(t))) return null;
  const n = facts.nutriments;
  if (!n || !hasKeyNutrient(n)) return null;
  if (nutriScore(facts, additiveCodes, ingredientItems, fromList, listReadable, knowledge)) return null;
  const totalCarbohydrate = fibreInCarbohydrates(facts.countries, n);
  const energyKj = scoredEnergy(n, tags.has('en:alcoholic-beverages'), totalCarbohydrate)?.kj;
  const missing: MissingFigure[] = [];
  if (energyKj === undefined) missing.push('energy');
  if (n.fat === undefined && category === 'fats') missing.push('fat');
  const saturatedFat = n.saturatedFat ?? (n.fat === 0 ? 0 : least.saturatedFat);
  if (saturatedFat === undefined) missing.push('saturated_fat');
  const sugars = n.sugars ?? (n.carbohydrates === 0 ? 0 : least.sugars);
  if (sugars === undefined) missing.push('sugars');
  const salt = n.salt ?? least.salt;
  if (salt === undefined) missing.push('salt');
  if (n.proteins === undefined) missing.push('proteins');
  const fat = n.fat ?? saturatedFat ?? 0;
  const fiber = n.fiber ?? 0;
  const carbohydrates =
    n.carbohydrates !== undefined
      ? totalCarbohydrate
        ? Math.max(0, n.carbohydrates - fiber)
        : n.carbohydrates
      : (sugars ?? 0);
  const known = fat * KJ_PER_GRAM.fat + carbohydrates * KJ_PER_GRAM.carbohydrates + fiber * KJ_PER_GRAM.fiber;
  const leastEnergy = known + (n.proteins ?? 0) * KJ_PER_GRAM.proteins;
  // Protein at most what 100 g leave, and what the energy on record leaves (with the 20 % a declared value may be off).
  const proteins =
    n.proteins ??
    Math.max(
      0,
      Math.min(
        100 - fat - carbohydrates - fiber - (salt ?? 0),
        energyKj === undefined ? Infinity : (energyKj * 1.2 - known) / KJ_PER_GRAM.proteins,
      ),
    );
  const best = scoreOf(
    facts,
    category,
    tags,
    {
      energyKj: energyKj ?? leastEnergy,
      // Fats are graded by their saturates' share of the fat: a missing fat at its most, not its least.
      fat:
        category === 'fats' && n.fat === undefined
          ? Math.max(fat, 100 - carbohydrates - fiber - (salt ?? 0) - (n.proteins ?? 0))
          : fat,
      saturatedFat: saturatedFat ?? 0,
      sugars: sugars ?? 0,
      salt: salt ?? 0,
      proteins,
      fiber,
    },
    { prepared: false, estimated: false },
    additiveCodes,
    ingredientItems,
    fromList,
    listReadable,
    knowledge,
  );
  return {
    ...best,
    missing,
    ...(energyKj === undefined ? { energyAtLeastKj: Math.round(leastEnergy) } : {}),
    ...(n.sugars === undefined && least.sugars !== undefined ? { sugarsAtLeast: least.sugars } : {}),
    ...(n.salt === undefined && least.salt !== undefined ? { saltAtLeast: least.salt } : {}),
    ...(n.saturatedFat === undefined && least.saturatedFat !== undefined
      ? { saturatedFatAtLeast: least.saturatedFat }
      : {}),
  };
}

/** Whether the figures hold any of the Nutri-Score's key nutrients (energy, fat, saturates, sugars, salt, proteins). */
export function hasKeyNutrient(n: Nutriments | undefined): boolean {
  if (!n) return false;
  return [n.energyKj, n.energyKcal, n.fat, n.saturatedFat, n.sugars, n.salt, n.proteins].some((v) => v !== undefined);
}

/** Letter for a Nutri-Score point total (2023 grade boundaries). */
export function nutriScoreGrade(score: number, category: NutriScoreCategory): NutriScoreGrade {
  if (category === 'water') return 'A';
  if (category === 'beverage') return score <= 2 ? 'B' : score <= 6 ? 'C' : score <= 9 ? 'D' : 'E';
  const a = category === 'fats' ? -6 : 0;
  return score <= a ? 'A' : score <= 2 ? 'B' : score <= 10 ? 'C' : score <= 18 ? 'D' : 'E';
}
