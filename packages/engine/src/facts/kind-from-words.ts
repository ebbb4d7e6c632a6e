/**
 * The kind of a food or drink with no category on record, from the product's own words (blind audit 13, finding 4): a
 * name or a list led by a juice, a water or a drink makes it a beverage; a net quantity by weight makes it a food
 * (Regulation (EU) No 1169/2011, Art. 23: liquids are sold by volume, other foods by mass), and so does a name or a
 * list the ingredient vocabulary reads as a solid food (blind audit 14, finding 2). Anything else leaves the
 * kind untold, and the report says so rather than reading the figures by the food tables unsaid.
 */
import type { ProductFacts } from '@clearcart/contracts';
import type { TaxonomyIngredient } from '@clearcart/knowledge';
import { fold } from '@clearcart/text';
import { recognise, vocabularyIndex, type VocabularyIndex } from '../ingredient-analysis.ts';

/** Words that open a drink's name or first ingredient in French, Spanish, Italian ("Jus de pomme", "Zumo de naranja"). */
const DRINK_FIRST = new Set([
  ...['jus', 'nectar', 'boisson', 'boissons', 'limonade', 'smoothie', 'eau', 'eaux'],
  ...['zumo', 'jugo', 'nectar', 'bebida', 'limonada', 'agua'],
  ...['succo', 'nettare', 'bevanda', 'limonata', 'acqua', 'spremuta'],
]);
/** Words that end a drink's name in English, German and Dutch ("Orange juice", "Mineral water", "Appelsap"). */
const DRINK_LAST = new Set([
  ...['juice', 'juices', 'nectar', 'drink', 'drinks', 'water', 'smoothie', 'smoothies', 'lemonade', 'soda', 'kombucha'],
  // "Malt Non-Alcohol Malt Beverage" (blind audit 99).
  ...['beverage', 'beverages'],
  ...['cider'],
  ...['saft', 'nektar', 'wasser', 'getrank', 'schorle', 'limonade'],
  ...['sap', 'drank', 'water', 'limonade'],
]);
/** German and Dutch compounds end with the drink: "Orangensaft", "Mineralwasser", "Apfelschorle", "appelsap". */
const DRINK_COMPOUND = /(saft|wasser|getrank|schorle|limonade|sap)$/;
/** A name that puts the drink word after one of these holds the food in it ("Diced in tomato juice"). */
const PREPOSITIONS = new Set([
  ...['in', 'with', 'au', 'aux', 'dans', 'en', 'im', 'mit', 'met', 'con', 'al', 'nel', 'sous'],
]);
/** Juices as the first ingredient (the drink's own water): "Apple juice (50%)", "jus de pomme", "Orangensaft". */
const JUICE_LAST = new Set(['juice', 'nectar', 'saft', 'nektar', 'sap']);
const JUICE_FIRST = new Set(['jus', 'zumo', 'jugo', 'succo', 'nectar', 'nettare', 'spremuta']);
/** Waters that only a drink is made of, first in its list: carbonated, sparkling, mineral, spring or coconut water. */
const DRINK_WATER =
  /^(?:(?:carbonated|sparkling|mineral|spring|natural mineral|coconut) water|eau (?:gazeifiee|minerale|de source|petillante|de coco)|(?:kohlensaurehaltiges |naturliches )?mineralwasser|kohlensaurehaltiges wasser|tafelwasser|agua (?:carbonatada|con gas|mineral|de coco)|acqua (?:gassata|frizzante|minerale|di cocco)|(?:koolzuurhoudend|bruisend|mineraal)water|koolzuurhoudend water)\b/;

/** Whether a name is led by a drink: its first word (French, Spanish, Italian) or its last, with no preposition before. */
export function nameLedByDrink(name: string): boolean {
  const words = fold(name).split(' ').filter(Boolean);
  if (words.length === 0) return false;
  if (DRINK_FIRST.has(words[0]!)) return true;
  const last = words[words.length - 1]!;
  if (!DRINK_LAST.has(last) && !DRINK_COMPOUND.test(last)) return false;
  return !words.slice(0, -1).some((w) => PREPOSITIONS.has(w));
}

/** The list's first ingredient: up to its first bracket, share, separator or bullet. */
const firstIngredient = (list: string): string => fold(list.split(/[,;([?•·:%]|\d/)[0] ?? '');

/** Whether a list is led by a juice or a drink's water ("Apple Juice (50%) …", "Eau gazéifiée, sucre, …"). */
function listLedByDrink(list: string): boolean {
  const first = firstIngredient(list);
  if (first.length === 0) return false;
  if (DRINK_WATER.test(first)) return true;
  const words = first.split(' ');
  if (JUICE_FIRST.has(words[0]!)) return true;
  const last = words[words.length - 1]!;
  return JUICE_LAST.has(last) || /(saft|sap)$/.test(last);
}

/** Whether the product's own words say it is a drink: its name or its list is led by a juice, a water or a drink. */
export function drinkByOwnWords(
  name: string,
  ingredientsText: string | undefined,
  quantities: readonly (string | undefined)[] = [],
): boolean {
  // A name or a list led by a drink is a food's where a quantity is given in grams: liquids are sold by volume
  // (1169/2011, Art. 23). A stir-fry sauce of "34 g" led by orange juice (blind audit 30); "Mixers Mints, Peach,
  // Lemonade" of "0.49 g (1 PIECE)" (blind audit 83).
  if (quantities.some(inGrams)) return false;
  return nameLedByDrink(name) || (ingredientsText !== undefined && listLedByDrink(ingredientsText));
}

/** Whether a quantity or portion is given in grams and not by volume ("34 g", "2 tbsp (34 g)"). */
const inGrams = (size: string | undefined): boolean => !byVolume(size) && /\d\s*(?:g|kg)\b/i.test(size ?? '');

/**
 * What the ingredient vocabulary (Open Food Facts' taxonomy) calls a liquid one drinks, or a drink is made of: a water,
 * a juice or nectar, a milk, a tea, a coffee, an alcohol, a drink. An entry that is one of these, or a kind of one of
 * them ("skimmed milk": milk, "apple juice": fruit juice), does not make a product a food.
 */
const LIQUID =
  /(?:^|-)(?:water|waters|juice|juices|nectar|milk|milks|drink|drinks|beverage|beverages|tea|coffee|wine|beer|alcohol|spirit|spirits|infusion|soda|kombucha|lemonade)$/;

function isLiquid(index: VocabularyIndex, entry: TaxonomyIngredient, seen = new Set<string>()): boolean {
  const id = entry.id;
  if (id === undefined || seen.has(id)) return false;
  seen.add(id);
  if (LIQUID.test(id.replace(/^[a-z]{2}:/, ''))) return true;
  return (entry.parents ?? []).some((parent) => {
    if (LIQUID.test(parent.replace(/^[a-z]{2}:/, ''))) return true;
    const known = index.byId.get(parent);
    return known !== undefined && isLiquid(index, known, seen);
  });
}

/** A food the vocabulary knows in these words, neither an additive nor a liquid ("Rocket", "gelée royale", "miel"). */
function solidFood(index: VocabularyIndex, words: string): TaxonomyIngredient | undefined {
  if (fold(words).length === 0) return undefined;
  const entry = recognise(index, words);
  if (!entry?.id || entry.eNumber || entry.eNumbers || entry.additiveClass) return undefined;
  return isLiquid(index, entry) ? undefined : entry;
}

/**
 * Whether the product's own words make it a food, read with the ingredient vocabulary the lists are read with (blind
 * audit 14, finding 2): a list led by a solid food ("Rocket (50%) • Red Lettuce", "Gelée Royale 8%"), or, when the list
 * is not led by a liquid, a name that names one ("Baby leaf rocket salad", "Préparation de miel & gelée royale").
 */
export function foodByOwnWords(
  name: string,
  ingredientsText: string | undefined,
  vocabulary: readonly TaxonomyIngredient[] | undefined,
): boolean {
  if (!vocabulary) return false;
  const index = vocabularyIndex(vocabulary);
  const first = ingredientsText === undefined ? '' : firstIngredient(ingredientsText);
  if (first.length > 0) {
    if (solidFood(index, first)) return true;
    const entry = recognise(index, first);
    if (entry && isLiquid(index, entry)) return false;
  }
  return solidFood(index, name) !== undefined;
}

/** A net quantity or a portion by mass only ("400 g", "16 oz", "1 bread (75 g)"): a food (Art. 23 of 1169/2011). */
export function byWeight(size: string | undefined): boolean {
  return !byVolume(size) && /\d\s*(?:mg|g|kg|oz|lbs?)\b/.test((size ?? '').toLowerCase());
}

/** Whether a quantity or portion is given by volume ("8 OZA (240 ml)", "12 fl oz", "1 l"). */
export function byVolume(size: string | undefined): boolean {
  return /\d\s*(?:ml|cl|dl|l|litres?|liters?)\b|fl\.?\s*oz/.test((size ?? '').toLowerCase());
}

/**
 * A food or drink whose kind nothing on record tells: no category, not a drink by its words or figures (those made it
 * a beverage), neither its quantity nor its portion given by weight, and no food the vocabulary knows in its name or
 * leading its list. Its figures are then read by the food tables
 * only because a kind must be chosen, and the report says so.
 */
export function kindUntold(
  facts: Pick<
    ProductFacts,
    'categoryTags' | 'kind' | 'perMl' | 'quantity' | 'servingSize' | 'name' | 'ingredientsText'
  >,
  /** The knowledge's ingredient vocabulary, which reads a food in the name or list; without it, none is read. */
  vocabulary?: readonly TaxonomyIngredient[],
): boolean {
  return (
    facts.kind === 'food' &&
    facts.categoryTags.length === 0 &&
    !facts.perMl &&
    !byWeight(facts.quantity) &&
    !byWeight(facts.servingSize) &&
    !drinkByOwnWords(facts.name, facts.ingredientsText, [facts.quantity, facts.servingSize]) &&
    !foodByOwnWords(facts.name, facts.ingredientsText, vocabulary)
  );
}
