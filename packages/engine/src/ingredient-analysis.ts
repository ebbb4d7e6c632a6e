/**
 * Vegan, vegetarian and palm-oil status of an ingredient list, as Open Food Facts derives them: each ingredient takes
 * the status its taxonomy gives it; the product is "no" when one ingredient is, else "maybe" when one may be, else
 * "unknown" when one is not recognised, else "yes" (openfoodfacts-server, Ingredients.pm, analyze_ingredients).
 */
import type { TriState } from '@clearcart/contracts';
import type { TaxonomyIngredient, TaxonomyStatus } from '@clearcart/knowledge';
import {
  affirmsPhrase,
  CONJUNCTION,
  dietClaims,
  fold,
  hasPhrase,
  isFreeFromClaim,
  parseIngredientList,
  statedPercent,
  YIELD_NOTE,
} from './text.ts';

export interface VocabularyIndex {
  byName: Map<string, TaxonomyIngredient>;
  /** Additive classes by every name they have, ingredient or not ("raising agent" is also an ingredient of OFF's). */
  classByName: Map<string, string>;
  /** Every ingredient entry a name names, unmerged, and the ingredients by taxonomy id: for what a word is a kind of. */
  entriesByName: Map<string, TaxonomyIngredient[]>;
  byId: Map<string, TaxonomyIngredient>;
  /** One-word names no entry bears in the app's languages: read only as a whole item, as written (decision 123). */
  foreign: Set<string>;
  maxWords: number;
}

const indexes = new WeakMap<readonly TaxonomyIngredient[], VocabularyIndex>();

/** Several entries can share a name (an ingredient and the additive it is): keep what either says. */
const merge = (a: TaxonomyIngredient, b: TaxonomyIngredient): TaxonomyIngredient => ({
  ...b,
  ...a,
  ...((a.vegan ?? b.vegan) ? { vegan: a.vegan ?? b.vegan } : {}),
  ...((a.vegetarian ?? b.vegetarian) ? { vegetarian: a.vegetarian ?? b.vegetarian } : {}),
  ...((a.palmOil ?? b.palmOil) ? { palmOil: a.palmOil ?? b.palmOil } : {}),
  ...((a.eNumber ?? b.eNumber) ? { eNumber: a.eNumber ?? b.eNumber } : {}),
  ...(a.additiveClass && b.additiveClass ? { additiveClass: a.additiveClass } : { additiveClass: undefined }),
  ...(a.fruitVegetableLegume || b.fruitVegetableLegume ? { fruitVegetableLegume: true as const } : {}),
});

/** The family an E-number is a class or form of, by its digits ("e150d" → "e150"); the code itself if it has none. */
export const familyOf = (code: string): string => /^e\d+/.exec(code)?.[0] ?? code;

/** The additive family E-numbers are classes or forms of ("e150a", "e150c" → "e150"; "e924", "e924a" → "e924"), if one. */
export function sharedFamily(codes: readonly string[]): string | undefined {
  const families = new Set(codes.map(familyOf));
  return families.size === 1 ? [...families][0] : undefined;
}

/**
 * Whether a food the app's languages name (a fruit, vegetable, legume, cereal, sugar or milk) and what another
 * language's name for something else would make it are two things: another food's id, or an additive's E-number.
 */
const clashes = (own: TaxonomyIngredient, foreign: TaxonomyIngredient): boolean =>
  (own.fruitVegetableLegume === true || own.bringsSugars === true) &&
  ((own.id !== undefined && foreign.id !== undefined && own.id !== foreign.id) || foreign.eNumber !== undefined);

export function vocabularyIndex(vocabulary: readonly TaxonomyIngredient[]): VocabularyIndex {
  const cached = indexes.get(vocabulary);
  if (cached) return cached;
  const byName = new Map<string, TaxonomyIngredient>();
  const classByName = new Map<string, string>();
  const entriesByName = new Map<string, TaxonomyIngredient[]>();
  const byId = new Map<string, TaxonomyIngredient>();
  const foreign = new Set<string>();
  const own = new Set<string>();
  let maxWords = 1;
  for (const entry of vocabulary)
    for (const name of entry.names) {
      // A word of several is a name in any language; one word alone is too often another language's plain word.
      const isForeign = entry.foreignNames?.includes(name) && !name.includes(' ');
      const known = byName.get(name);
      // A name the app's languages give one food is that food's, never another language's word for another ("maize"
      // is corn, not bread; "carote" carrots, not the colour E160a).
      const clash =
        known !== undefined &&
        isForeign !== (foreign.has(name) && !own.has(name)) &&
        (isForeign ? clashes(known, entry) : clashes(entry, known));
      if (!known) byName.set(name, entry);
      else if (!clash) byName.set(name, merge(known, entry));
      else if (!isForeign) byName.set(name, entry);
      (isForeign ? foreign : own).add(name);
      if (entry.id) {
        byId.set(entry.id, entry);
        entriesByName.set(name, [...(entriesByName.get(name) ?? []), entry]);
      }
      if (entry.additiveClass && !classByName.has(name)) classByName.set(name, entry.additiveClass);
      maxWords = Math.max(maxWords, name.split(' ').length);
    }
  // A name more than one E-number's entry bears ("caramel color": E150a and E150c) states none of them: it is their
  // family where they have one (E150; "potassium bromate", E924 and its E924a, is E924), else no number (decision 118).
  const numbers = new Map<string, Set<string>>();
  for (const entry of vocabulary)
    if (entry.eNumber)
      for (const name of entry.names) numbers.set(name, (numbers.get(name) ?? new Set()).add(entry.eNumber));
  for (const [name, codes] of numbers) {
    if (codes.size < 2) continue;
    const { eNumber: _first, ...merged } = byName.get(name)!;
    const family = sharedFamily([...codes]);
    byName.set(name, { ...merged, ...(family ? { eNumber: family } : {}), eNumbers: [...codes].sort() });
  }
  // A class's name whose ingredient entry says nothing of what it is made of ("leavening", OFF's raising agent) is the
  // class: "SODIUM BICARBONATE (LEAVENING)" says what the bicarbonate does (blind audit 48), no ingredient of doubt.
  for (const entry of vocabulary) {
    const named = entry.id ? entry.names.find((n) => classByName.has(n)) : undefined;
    const cls = named && classByName.get(named);
    if (!cls) continue;
    for (const name of entry.names) {
      const known = byName.get(name)!;
      if (!known.additiveClass && !known.vegan && !known.vegetarian && !known.eNumber)
        byName.set(name, { ...known, additiveClass: cls });
    }
  }
  for (const name of own) foreign.delete(name);
  const index = { byName, classByName, entriesByName, byId, foreign, maxWords: Math.min(maxWords, 8) };
  // Plants the taxonomy gives no vegan status (blind audit 57: flax and poppy seeds, a natural orange oil): an essential
  // oil is of plant material by definition (ISO 9235), flax and poppy are plants. Their kinds take it too.
  // Walked once per id, not per name (the index is built at start-up, on a phone too).
  const plants = new Map<string, boolean>();
  const plant = (id: string): boolean => {
    let known = plants.get(id);
    if (known === undefined) plants.set(id, (known = anyKind(index, id, (kind) => PLANT_KINDS.has(kind))));
    return known;
  };
  for (const [name, entry] of byName)
    if (entry.id && !entry.vegan && !entry.vegetarian && plant(entry.id))
      byName.set(name, { ...entry, vegan: 'yes', vegetarian: 'yes' });
  indexes.set(vocabulary, index);
  return index;
}

/** Words that qualify an ingredient without changing what it is. */
const QUALIFIERS = new Set(
  'organic bio biologique biologico biologica ecologico ecologica okologisch okologische oko organico organica fresh frais fraiche frisch fresco fresca certified certifie roasted grilled'.split(
    ' ',
  ),
);

/** An ingredient's folded words without the qualifiers that do not change what it is ("organic cane sugar"). */
export const plainWords = (folded: string): string[] =>
  folded.split(' ').filter((w) => w.length > 0 && !QUALIFIERS.has(w));

/**
 * Minerals, their salts and the synthetic B vitamins of fortified flour ("reduced iron", "thiamin mononitrate"):
 * never of animal origin, never palm oil. Not a salt of a fatty acid ("magnesium stearate"), whose fat may be an
 * animal's (blind audit 72): the taxonomy's answer stands.
 */
const MINERALS_AND_VITAMINS =
  /^(reduced |electrolytic )?(iron|fer|eisen|zinc|zink|magnesium|calcium|potassium|sodium|copper|manganese|chromium|selenium|molybdenum|iodine)( (sulfate|sulphate|oxide|chloride|carbonate|phosphate|orthophosphate|gluconate|citrate|fumarate|molybdate|iodide|selenite))?$|^(ferrous|ferric|zinc|manganese|chromium|sodium|potassium|calcium|magnesium|copper|cupric) (?!stearates?$|palmitates?$|oleates?$)[a-z]+$|^(thiamine?|thiamin|riboflavin|niacin|niacine|niacinamide|folic acid|acide folique|folate|pyridoxine|biotin|pantothenate)( [a-z]+)?$/;
/**
 * The same mineral salts named in French, Spanish, Italian ("carbonate de calcium") and German ("Calciumcarbonat"),
 * and "sulfites" named as a class (inorganic salts, as OFF's minerals taxonomy classes them).
 */
const MINERAL_SALTS_ELSEWHERE =
  /^(carbonate|phosphate|chlorure|sulfate|citrate|oxyde|gluconate|carbonato|fosfato|cloruro|sulfato|solfato|citrato|oxido|ossido) (de |di |d )?(calcium|calcio|magnesium|magnesio|potassium|potasio|potassio|sodium|sodio|zinc|zinco|fer|hierro|ferro)$|^(calcium|magnesium|kalium|natrium|zink|eisen) ?(carbonat|phosphat|chlorid|sulfat|citrat|oxid)$|^(sulfites?|sulphites?|sulfiti|sulfitos)$/;
const NEUTRAL: TaxonomyIngredient = { vegan: 'yes', vegetarian: 'yes', names: [] };

/** An ingredient of the list as written, and what the taxonomy knows of it (undefined: not recognised). */
export interface RecognisedIngredient {
  text: string;
  entry: TaxonomyIngredient | undefined;
  /** It had something in brackets that said nothing more specific ("beta-carotene (color)"). */
  bracketed?: true;
}

// Not before a number: "E 471" is an additive, not Italian "e" (and) before "471".
const LEADING_CONJUNCTION = new RegExp(`^${CONJUNCTION}\\s+(?!\\d)`, 'i');
/** Any "and" between words, kept when splitting: before a number too ("Yellow 5 and 6"). */
const AND = new RegExp(`(\\s${CONJUNCTION}\\s)`, 'i');

interface Node {
  name: string;
  subs: Node[];
  /** The name a number alone stands for ("6" after "Yellow 5" is "yellow 6"). */
  continued?: string;
}

/** Notes about the list rather than ingredients: organic footnotes ("*Ingrédients issus de l'agriculture biologique"). */
const NOTE = new RegExp(
  [
    '\\b(issus? de l agriculture biologique|from organic (farming|agriculture)|aus (kontrolliert )?(biologischem|okologischem) anbau|de agricultura ecologica|da agricoltura biologica)\\b',
    // How much of a substance a portion holds ("Contains 78 mg caffeine per 250 ml can"): a statement, no ingredient.
    '\\b(contains?|contient|enthalt|contiene|bevat) \\d+( \\d+)? ?(mg|g|mcg)\\b.*\\b(per|pour|pro|por|je)\\b',
    // How the list's percentages are meant ("Pourcentages exprimés sur le total de la recette").
    '\\b(pourcentages? exprimes?|percentages? (are )?(expressed|calculated|given)|prozentangaben beziehen sich|porcentajes? expresados?|percentuali (espresse|riferite)|percentages? (uitgedrukt|berekend))\\b',
    // A chocolate's compositional statement (Directive 2000/36/EC: "milk solids 14% minimum"; blind audit 39).
    '\\b(solids?|solides?|trockenmasse|kakaobestandteile|solidos|solidi|cacaobestanddelen|droge stof)\\b.*\\b(minimum|min|mindestens|minimo)\\b',
    // How a blend of named oils is made up (EU 1169/2011 Annex VII Part A 8: "in varying proportions").
    // Its "en" may have been read as Dutch "and" before it.
    '^(in (varying|variable) proportions|(en )?proportions variables|in proporzioni variabili|in variabile proporzione|(en )?proporciones variables|in veranderlichen gewichtsanteilen|in wisselende verhouding(en)?)$',
    // The statement the law requires with aspartame (EU 1169/2011 Annex III 2.2: "Contains a source of phenylalanine").
    '^(contains|contient|enthalt|contiene|bevat) (a |une |eine |una |een )?(source|quelle|fuente|fonte|bron) (of|de|von|di|van) (phenylalanine|phenylalanin|fenilalanina|fenylalanine)$',
  ].join('|'),
);

/** A note about the list set apart as an item of it ("MILK SOLIDS 14% MINIMUM", "in varying proportions"). */
export const isListNote = (text: string): boolean => NOTE.test(fold(text));

/**
 * Not an ingredient: a share ("10%"), a note ("an emulsifier", "for colour", "origine France", "see on pack", an
 * organic footnote), a claim ("Suitable for vegetarians", "sans gluten"). An E-number is one ("E471").
 */
function isIngredient(text: string): boolean {
  const folded = fold(text);
  return (
    (/\p{L}{2}/u.test(text) || /^e[\s-]?\d{3}/i.test(text.trim())) &&
    folded.split(' ').some((w) => !QUALIFIERS.has(w)) &&
    !/^(an?|as|for|to|from|with|added|used|origine?|origin|provenance|herkunft|see|voir|siehe)\s/i.test(text.trim()) &&
    !NOTE.test(folded) &&
    !YIELD_NOTE.test(folded) &&
    !isFreeFromClaim(folded) &&
    dietClaims(folded).length === 0
  );
}

/**
 * Brackets deeper than this are read as plain text: real lists nest three or four levels ("chocolate (cocoa butter,
 * emulsifier (soy lecithin))"), and each level re-reads its part of the list, so unbounded nesting is quadratic work.
 */
export const MAX_INGREDIENT_NESTING = 12;

/**
 * Whether the words either side of a spaced dash are one name the vocabulary knows: "Sirop de glucose - fructose" is
 * glucose-fructose syrup ("sirop de glucose fructose"), "Sucre - Beurre" two ingredients.
 */
export function joinsAcrossDash(index: VocabularyIndex, before: string, after: string): boolean {
  const left = plainWords(fold(before.replace(/[([{].*$/s, '')));
  const right = plainWords(fold(after.replace(/[([{].*$/s, '')));
  for (let k = Math.min(left.length, index.maxWords - 1); k >= 1; k--)
    for (let m = Math.min(right.length, index.maxWords - k); m >= 1; m--) {
      const name = [...left.slice(-k), ...right.slice(0, m)].join(' ');
      if (name.length >= 8 && index.byName.has(name)) return true;
    }
  return false;
}

function tree(text: string, depth = 0, index?: VocabularyIndex): Node[] {
  const out: Node[] = [];
  const joins = index ? (before: string, after: string) => joinsAcrossDash(index, before, after) : undefined;
  for (const raw of parseIngredientList(text, joins)) {
    // "less than 2% of: salt", "contains 2% or less of salt"
    const item = raw.replace(
      /^(?:contains\s+)?(?:less than|\d+(?:[.,]\d+)?\s*%\s*or less)\s*\d*(?:[.,]\d+)?\s*%?\s*of\s*:?\s*/i,
      '',
    );
    const open = item.search(/[([{]/);
    const inner = open >= 0 ? item.slice(open + 1).replace(/[)\]}]\s*[^)\]}]*$/, '') : '';
    // "emulsifier: soy lecithin": the class names no ingredient.
    const name = (open >= 0 ? item.slice(0, open) : item)
      .replace(/^[^:]*:\s*/, '')
      .replace(LEADING_CONJUNCTION, '')
      .trim();
    const subs =
      inner && depth < MAX_INGREDIENT_NESTING
        ? tree(inner, depth + 1, index).filter((n) => n.continued || isIngredient(n.name) || n.subs.length > 0)
        : [];
    const before = out[out.length - 1];
    const continued =
      index && before && subs.length === 0 ? continuedName(index, before.continued ?? before.name, name) : undefined;
    if (continued) out.push({ name, subs, continued });
    else if (isIngredient(name) || subs.length > 0) out.push({ name, subs });
  }
  return out;
}

/** A number alone, as a list goes on after a numbered name: "#6", "No. 6", "N° 6", "6". */
const BARE_NUMBER = /^(?:no\.?\s*|n[°º]\s*|#\s*)?(\d{1,4}[a-z]?)$/i;

/**
 * The name a number alone stands for when it goes on from a numbered name before it: "FD&C Yellow #5 and #6" names
 * Yellow 5 and Yellow 6 (E102, E110), "Red 40, 3" Red 40 and Red 3, "polysorbate 60 and 80" two polysorbates. The
 * words before the previous name's number, with this number, must be a name the vocabulary knows.
 */
function continuedName(index: VocabularyIndex, previous: string, text: string): string | undefined {
  const number = BARE_NUMBER.exec(text.trim())?.[1];
  if (!number) return undefined;
  const words = plainWords(fold(previous));
  const last = words.length - 1;
  if (last < 1 || !/^\d{1,4}[a-z]?$/.test(words[last]!)) return undefined;
  for (let n = Math.min(3, last); n >= 1; n--) {
    const name = [...words.slice(last - n, last), number.toLowerCase()].join(' ');
    if (index.byName.has(name)) return name;
  }
  return undefined;
}

/**
 * The two (or more) ingredients an unrecognised name joined by "and" stands for, when each is recognised: "natural and
 * artificial flavors" is one ingredient; "shellac and carnauba wax" is two; "Yellow #5 and #6" is Yellow 5 and Yellow 6.
 */
function joinedParts(index: VocabularyIndex, name: string): { text: string; entry: TaxonomyIngredient }[] | undefined {
  if (index.byName.has(fold(name))) return undefined;
  // "and" before a number joins two ingredients only when the number goes on from a numbered name ("Yellow 5 and 6");
  // otherwise the number is part of a name ("acidulante e 330" is E330).
  const pieces = name.split(AND);
  const segments: { text: string; continued?: string }[] = [{ text: pieces[0]!.trim() }];
  for (let i = 2; i < pieces.length; i += 2) {
    const text = pieces[i]!.trim();
    const before = segments[segments.length - 1]!;
    const continued = continuedName(index, before.continued ?? before.text, text);
    if (continued) segments.push({ text, continued });
    else if (/^\d/.test(text)) before.text = `${before.text}${pieces[i - 1]}${text}`;
    else segments.push({ text });
  }
  if (segments.length < 2) return undefined;
  const parts = segments
    .filter((s) => s.continued || isIngredient(s.text))
    .map((s) => ({ text: s.text, entry: s.continued ? index.byName.get(s.continued) : recognise(index, s.text) }));
  return parts.every((p) => p.entry) ? (parts as { text: string; entry: TaxonomyIngredient }[]) : undefined;
}

/** The most specific ingredients of a list: sub-ingredients in brackets replace the ingredient that holds them. */
export function leafIngredients(text: string): string[] {
  const walk = (nodes: Node[]): string[] => nodes.flatMap((n) => (n.subs.length > 0 ? walk(n.subs) : [n.name]));
  return walk(tree(text));
}

export interface RecognisedList {
  ingredients: RecognisedIngredient[];
  /**
   * How many ingredients the list names at its top level, as OFF counts them for its share of unrecognised
   * ingredients: sub-ingredients in brackets not counted, "vinegar and salt" counted as two.
   */
  topLevel: number;
}

/**
 * Each ingredient with its taxonomy entry. Brackets that only say what an ingredient does ("sodium benzoate
 * (preservative)") or where it comes from leave the ingredient itself in place; an unrecognised name joined by "and"
 * is read as two ingredients.
 */
export function recogniseList(
  index: VocabularyIndex,
  text: string,
  /** Whether a folded word is an allergen's name, in any language (the allergen knowledge's words): a marker. */
  allergenNamed: (folded: string) => boolean = () => false,
): RecognisedList {
  const out: RecognisedIngredient[] = [];
  /** Adds what a node names and says how many ingredients that is at its own level. */
  const visit = (node: Node): number => {
    const children = node.subs.flatMap((sub) => {
      const before = out.length;
      visit(sub);
      return out.splice(before);
    });
    const informative = children.filter((c) => c.entry && !c.entry.additiveClass);
    // "WHEY (MILK)", "lecithin (soy)", "valle (mælk)": an allergen named alone in brackets, as labels mark it (EU
    // 1169/2011 art. 21, FALCPA), adds the allergen and never replaces the ingredient's own
    // reading (whey may be made with animal rennet; milk says nothing of that).
    // Where the marker is also the source the name leaves open ("LECITHIN (SOY)": soy lecithin), it says which.
    // An additive named in brackets ("E220 (sulphites)", "(sulphur dioxide)") names what the additive is, not an
    // allergen's source, though it is an allergen's word: a marker is a food (an ingredient the taxonomy has) or a
    // word the vocabulary does not hold ("Schalenfrüchte").
    const markers =
      children.length > 0 &&
      children.every((c) => (!c.entry || (c.entry.id && !c.entry.eNumber)) && allergenNamed(fold(c.text)));
    const marked = markers && children.length === 1 ? recognise(index, `${children[0]!.text} ${node.name}`) : undefined;
    const own =
      markers && node.name && !node.continued
        ? marked && marked !== children[0]!.entry
          ? marked
          : recognise(index, node.name)
        : undefined;
    // "arôme naturel (contient alcool)": a bracket that says what an item holds names part of it, not all: the item
    // keeps its own reading beside it (blind audit 103: a natural flavouring is still maybe animal).
    const holds =
      node.name && !node.continued && node.subs.length > 0 && node.subs.every((sub) => HOLDS.test(fold(sub.name)));
    const whole = holds ? recognise(index, node.name) : own;
    if (whole && !whole.additiveClass) {
      out.push({ text: node.name, entry: whole }, ...children);
      return 1;
    }
    if (informative.length > 0 || (children.length > 0 && !node.name)) {
      out.push(...children.filter((c) => !c.entry?.additiveClass));
      return 1;
    }
    const parts = node.continued ? undefined : joinedParts(index, node.name);
    const bracketed = node.subs.length > 0 ? { bracketed: true as const } : {};
    const entry = node.continued ? index.byName.get(node.continued) : recognise(index, node.name);
    out.push(...(parts ?? [{ text: node.name, entry, ...bracketed }]));
    return parts?.length ?? 1;
  };
  const topLevel = tree(text, 0, index).reduce((n, node) => n + visit(node), 0);
  return { ingredients: out, topLevel };
}

/** A bracket that says what its item holds, in the catalog's languages (folded): "contains alcohol", "contient". */
const HOLDS = /^(?:contains?|contient|enthalt|contiene|contem|bevat)(?: |$)/;

/**
 * The entry a name names where the app's languages use it: an inflection or a part of a longer item is read in the
 * list's own language, so a name only other languages use ("terra", talc in Maltese) does not stand for it (decision 123).
 */
const ownName = (index: VocabularyIndex, name: string): TaxonomyIngredient | undefined =>
  index.foreign.has(name) ? undefined : index.byName.get(name);

/** A cation written into one word with what it is the salt of (folded): "natriumsaccharin", "calciumcyclamat". */
const CATION_COMPOUND = /^(?:natrium|kalium|calcium|kalzium|magnesium|ammonium)(\p{L}{5,})$/u;

/** The taxonomy entry of one ingredient: the whole name, else its longest known run of words (leftmost first). */
export function recognise(index: VocabularyIndex, ingredient: string): TaxonomyIngredient | undefined {
  return recogniseFrom(index, ingredient, 0);
}

/** A French or Italian "d'" or "l'" joined to the word it elides: "dolive", "larachide" (folded). */
const ELIDED = /^[dl][aeiouyh][a-z]{3,}$/;

/** How many "… from …" sources are followed: each re-reads the rest of the name, so a chain of them is quadratic. */
const MAX_SOURCES = 2;

/** An amount written after an ingredient, not a share: "sel 3 g/L", "vitamin C 80 mg", "sucre 5 g pour 100 ml". */
const AMOUNT =
  /\d+(?:[.,]\d+)?\s*(?:mg|µg|mcg|g|kg|ml|cl|l)(?:\s*(?:\/|per|pour|pro|par)\s*(?:100\s*)?(?:g|kg|ml|cl|l))?(?![\p{L}\p{N}])/giu;

/** A spirit's strength ("RUM 60% VOL", "Weinbrand 40 % vol.", "40% alc./vol."): the spirit is read without it. */
const STRENGTH = /\d+(?:[.,]\d+)?\s*%\s*(?:alc\b\.?\s*\/?\s*)?vol\b\.?|\d+(?:[.,]\d+)?\s*%\s*alc\b\.?/giu;

/** Plants (and a plant product) that Open Food Facts' taxonomy leaves without a vegan status, by its ids. */
const PLANT_KINDS: ReadonlySet<string> = new Set([
  'en:essential-oil',
  'en:flax',
  'en:poppy',
  'en:poppyseed',
  // Made from sucrose or from chicory's inulin (blind audit 61).
  'en:fructooligosaccharide',
]);

/** What a food is split into (folded): a plant's fibre or protein is of that plant. */
const FRACTIONS = new Set(['fibre', 'fibres', 'protein', 'proteins', 'starch']);

/** US spellings the taxonomy writes the British way (blind audit 33: "sodium aluminum phosphate" is no E173). */
const US_SPELLINGS: ReadonlyMap<string, string> = new Map([
  ['aluminum', 'aluminium'],
  // "OAT FIBER" is the taxonomy's oat fibre, a plant's (blind audit 52), not a fibre of unknown source.
  ['fiber', 'fibre'],
]);

/**
 * Names lists use that the taxonomy does not (folded), and the name it knows them by: the mono- and diglycerides of
 * fatty acids written as one word, dextrose by its trade name (blind audit 22), a pickle's "alum", the potassium
 * aluminium sulphate it is sold as (E522; blind audit 25).
 */
const PLAIN_NAMES: ReadonlyMap<string, string> = new Map([
  ['monoglycerides', 'e471'],
  ['monodiglycerides', 'e471'],
  ['mono diglycerides', 'e471'],
  ['cerelose', 'dextrose'],
  ['alum', 'aluminium potassium sulphate'],
  // A US list's "ALBUMEN" is egg white (the allergen words already say so), "silicone dioxide" silicon dioxide, E551
  // (blind audits 26 and 27), not the silicone E900.
  ['albumen', 'egg white'],
  ['silicone dioxide', 'silicon dioxide'],
  // A kombucha's culture of bacteria and yeast (its "SCOBY") is the drink's own, no animal (blind audit 35).
  ['kombucha culture', 'kombucha'],
  ['kombucha cultures', 'kombucha'],
  ['scoby', 'kombucha'],
  // A caper bush's fruit, as capers are its buds (blind audit 42: "CAPERBERRIES" left a plain list in vegan doubt).
  ['caperberries', 'capers'],
  ['caperberry', 'capers'],
  ['caper berries', 'capers'],
  // A spring onion by its US and Caribbean names (blind audit 49: a jerk seasoning's "ESCALLION" held vegan open).
  ['scallion', 'spring onion'],
  ['escallion', 'spring onion'],
  ['escallions', 'spring onion'],
  ['green onion', 'spring onion'],
  // Sodium phosphates by their US names, which the taxonomy files under E339 only by other words (blind audit 51).
  ['disodium phosphate', 'sodium phosphates'],
  ['monosodium phosphate', 'sodium phosphates'],
  ['trisodium phosphate', 'sodium phosphates'],
  // Butter oil written as one word (blind audit 54), a milk fat.
  ['butteroil', 'butter oil'],
  // Sultanas by their trade names: Smyrna raisins, and the golden raisins of US lists (blind audit 59).
  ['raisins de smyrne', 'sultana'],
  ['raisin de smyrne', 'sultana'],
  ['smyrna raisins', 'sultana'],
  ['golden raisins', 'sultana'],
  // An apple by its variety's name (blind audit 62: "HONEY CRISP APPLES" read as honey).
  ['honey crisp apples', 'apple'],
  ['honey crisp apple', 'apple'],
]);

/**
 * What an ingredient is there for, after its name: "calcium bicarbonate to prevent caking", "salt added to preserve
 * freshness" (blind audit 58). The name is what the ingredient is; a US list's lost comma takes the rest with it.
 */
export const PURPOSE =
  /\s+(?:added\s+)?(?:to|for)\s+(?:prevent|preserve|retain|protect|maintain|keep|promote|help|improve|enhance|aid|control|reduce)\b.*$/is;

/**
 * A piece of a list made only of words that say how the next is prepared ("WHOLE, UNPEELED TOMATOES", blind audit 65):
 * a comma inside an ingredient's name, no ingredient of its own and no animal one.
 */
const PREPARATION_ONLY =
  /^(?:(?:whole|unpeeled|peeled|skinless|seedless|pitted|halved|diced|chopped|sliced|crushed|ground|minced|grated|dried|fresh|frozen|raw|cooked|roasted|toasted|organic|natural|ripe|sweet|unsweetened|unsalted|salted|plain|pure|fine|coarse|large|small|extra|virgin|refined|unrefined)\s*)+$/;
function recogniseFrom(index: VocabularyIndex, ingredient: string, sources: number): TaxonomyIngredient | undefined {
  if (PREPARATION_ONLY.test(fold(ingredient))) return NEUTRAL;
  const words = plainWords(
    fold(
      ingredient
        .replace(PURPOSE, '')
        .replace(STRENGTH, ' ')
        .replace(AMOUNT, ' ')
        .replace(/\b(no\.?|#)\s*(?=\d)/gi, ' ')
        .replace(/\b[eE][\s-]+(?=\d{3})/g, 'E'),
    ),
  ).map((word) => US_SPELLINGS.get(word) ?? word);
  // A US lake colour with "lake" before its number ("RED LAKE #40") is the one named "red 40 lake" (blind audit 95).
  if (words.length === 3 && US_COLOUR.test(words[0]!) && words[1] === 'lake' && /^\d+$/.test(words[2]!))
    words.splice(1, 2, words[2]!, 'lake');
  const known = PLAIN_NAMES.get(words.join(' ')) ?? PLAIN_NAMES.get(words[0] ?? '');
  if (known) return index.byName.get(known);
  // A plant's fraction ("PEA FIBER", blind audit 54) whose entry leaves open what it is of: of that plant.
  const last = words.at(-1) ?? '';
  if (words.length > 1 && FRACTIONS.has(last)) {
    const whole = index.byName.get(words.join(' ')) ?? index.byName.get(last);
    const plant = whole?.vegan === undefined ? ownName(index, words.slice(0, -1).join(' ')) : undefined;
    if (whole && plant?.vegan === 'yes' && !plant.eNumber && !plant.additiveClass)
      return { ...whole, vegan: 'yes', vegetarian: 'yes' };
  }
  // A food with how it was processed after it ("APRICOTS DRIED PASSED", blind audit 29), or with "pure" before it
  // ("PURE BUTTERFAT": not a Spanish "puré de …"), is that food.
  // An additive that may be animal, said to be of plants ("VEGETABLE MONO AND DIGLYCERIDES", blind audit 33): plant.
  const plantSaid =
    PLANT_SOURCE.test(words[0] ?? '') && words.length > 1
      ? recogniseFrom(index, words.slice(1).join(' '), sources)
      : undefined;
  if (plantSaid?.eNumber && plantSaid.vegan === 'maybe') return { ...plantSaid, vegan: 'yes', vegetarian: 'yes' };
  // Its share aside ("fig pulp 2%", blind audit 63).
  const head = index.byName.has(words.join(' ')) ? undefined : foodWithin(words.filter((t) => !/^\d+$/.test(t)));
  if (head) {
    const food = recogniseFrom(index, head, sources);
    if (food && !food.additiveClass) return food;
  }
  // A sweetener's salt ("sodium cyclamate", "sodium saccharin") is the sweetener, not a mineral salt.
  const sweetener = index.byName.get(words.join(' '));
  if (sweetener?.eNumber && sweetener.bringsSugars) return sweetener;
  // So is one written as one word, as German and Dutch lists do ("Natriumsaccharin", "Calciumcyclamat").
  const compound = words.length === 1 && !sweetener ? CATION_COMPOUND.exec(words[0]!) : null;
  const salted = compound ? index.byName.get(compound[1]!) : undefined;
  if (salted?.eNumber && salted.bringsSugars) return salted;
  if (MINERALS_AND_VITAMINS.test(words.join(' ')) || MINERAL_SALTS_ELSEWHERE.test(words.join(' '))) return NEUTRAL;
  // "Pflanzenöl aus Raps", "vegetable oil from rapeseed": the source says more than the kind.
  const from = sources < MAX_SOURCES ? /^(.+?)\s(?:aus|from|von|van)\s(.+)$/i.exec(ingredient) : null;
  const source = from && !index.byName.has(words.join(' ')) ? recogniseFrom(index, from[2]!, sources + 1) : undefined;
  if (source && !source.additiveClass) return source;
  // Numbers can be part of the name ("polysorbate 80", "red 40") or a share ("sugar 45 %").
  const plain = words.filter((t) => !/^\d+$/.test(t));
  for (const tokens of [words, plain]) {
    const last = tokens[tokens.length - 1];
    if (!last) continue;
    // "apricots", "peaches", "ciclamați", "citrați de potasiu": the taxonomy names the singular.
    if (index.byName.has(tokens.join(' '))) return index.byName.get(tokens.join(' '));
    for (const variant of singularVariants(tokens)) {
      const hit = ownName(index, variant.join(' '));
      if (hit) return hit;
    }
    // Every word in the plural ("acides lactiques": lactic acid, not the dairy "lactiques" inside it).
    const everyWord = tokens.map((t) => (t.length > 3 ? t.replace(/s$/, '') : t)).join(' ');
    const plural = everyWord !== tokens.join(' ') && tokens.length > 1 ? ownName(index, everyWord) : undefined;
    if (plural) return plural;
  }
  // An elision that lost its apostrophe to a scan or a keyboard ("Huile dolive vierge extra", "darachide"): the word
  // after it read alone, where it alone is a name (blind audit 16: extra virgin olive oil read as any oil).
  const elided = words.map((t) =>
    ELIDED.test(t) && !index.byName.has(t) && index.byName.has(t.slice(1)) ? `${t[0]} ${t.slice(1)}` : t,
  );
  if (elided.some((t, i) => t !== words[i])) {
    const hit = recogniseFrom(index, elided.join(' '), MAX_SOURCES);
    if (hit) return hit;
  }
  // A number inside the name, not a share, may be part of a name inside it: "Red 40" in "FD&C Red 40 Lake", "Green 3"
  // in "FD&C Green No. 3".
  const numbered = plainWords(
    fold(ingredient.replace(/\d+(?:[.,]\d+)?\s*%/g, ' ').replace(/\b(no\.?|#)\s*(?=\d)/gi, ' ')),
  );
  let classHit: TaxonomyIngredient | undefined;
  for (const tokens of [...(numbered.some((t) => /^\d+$/.test(t)) ? [numbered] : []), plain, ...singularOf(plain)]) {
    // The spans read as a part of a compound, and so every shorter name inside them.
    const parts: [number, number][] = [];
    const hits: TaxonomyIngredient[] = [];
    for (let n = Math.min(tokens.length - 1, index.maxWords); n >= 1; n--)
      for (let start = 0; start + n <= tokens.length; start++) {
        const gram = tokens.slice(start, start + n).join(' ');
        // One short word inside a longer name is too often another language's word ("and": duck in Danish), or a
        // qualifier ("low fat cocoa", "soy lecithin"); three letters the app's languages use name a food as the last
        // word, the head of an English name ("dried egg", "oolong tea"), unless a claim's degree says it ("low fat").
        const head = start + 1 === tokens.length && !DEGREE.test(tokens[start - 1] ?? '');
        if (gram.length < (n > 1 || head ? 3 : 4)) continue;
        if (parts.some(([from, to]) => from <= start && start + n <= to)) continue;
        const hit = ownName(index, gram);
        if (!hit) continue;
        // Another name counts beside the first only where it overlaps no name read before it ("natural vanilla" and
        // "vanilla flavor" are one name read twice; "Cornflour Salt Flavouring" is three).
        const apart = !parts.some(([from, to]) => start < to && from < start + n);
        // A class word inside a name ("minerals" in "reduced minerals whey") says less than the food it qualifies.
        if (hit.additiveClass && !inCompound(tokens, start, start + n)) classHit ??= hit;
        else if (!inCompound(tokens, start, start + n) && (hits.length === 0 || apart)) hits.push(hit);
        parts.push([start, start + n]);
      }
    // Two names together are most often one qualified by the other ("vanilla flavor", a flavouring of vanilla beans);
    // three or more with no word to join them are a list that lost its separators ("Cornflour Salt Flavouring").
    const [first, ...others] = hits;
    // "Animal rennet": the source names the kind of the other that its own names say (animal-based rennet).
    // "Lactic acid starter culture": micro-organisms named after what they make, not the additive (blind audit 23).
    if (first?.eNumber && tokens.some((t) => CULTURE_WORD.test(t)))
      return index.byName.get(tokens.includes('lactic') ? 'cultures lactiques' : 'culture') ?? first;
    const sourced = first && others.length === 1 ? kindFrom(index, first, others[0]!) : undefined;
    if (sourced) return sourced;
    // "Crème de noisettes", "crema di nocciole": a cream of a plant is a paste of it, not dairy cream (blind audit 19).
    if (first?.id === 'en:cream' && others.length === 1 && others[0]!.vegan === 'yes') return others[0];
    if (first) return others.length >= 2 ? withDietsOf(first, others) : first;
  }
  return classHit ?? cerealForm(index, words);
}

/** A source that says an ingredient is of plants, first in its name (folded). */
/** The colour words of the US certified colours ("Red 40", "Yellow 5"). */
const US_COLOUR = /^(?:blue|red|yellow|green)$/;

/** A word that names a plant as an additive's source: "vegetable", "soy" (a misprinted "SOY A LECITHIN", audit 93). */
const PLANT_SOURCE =
  /^(?:vegetable|plant|vegetal|vegetale|vegetales|vegetaux|pflanzlich|pflanzliche|pflanzlichem|pflanzlichen|plantaardig|plantaardige|soy|soya|soja|soia|sunflower|tournesol|sonnenblumen|girasol|girasole|zonnebloem|rapeseed|canola|colza|raps|koolzaad)$/;

/**
 * Whether an item names a plant as its source in its own words, outside brackets (a note there, "natural flavors
 * (soy)", declares an allergen, not the source); a flavouring's words name its taste, not its source.
 */
export function namesPlantSource(text: string): boolean {
  const own = fold(text.replace(/[([].*$/s, ''));
  if (plainWords(own).some((word) => PLANT_SOURCE.test(word)) && !FLAVOURING.test(own)) return true;
  // A lecithin's bracket names its source ("Lecithine (Soja)", "lecitine (soia)"; blind audit 107): of soy, sunflower
  // or rapeseed, or of egg, the one animal lecithin, which a bracket would name.
  const bracket = text.search(/[([]/);
  return (
    bracket > 0 && LECITHIN.test(own) && plainWords(fold(text.slice(bracket + 1))).some((w) => PLANT_SOURCE.test(w))
  );
}

/** A lecithin's name, folded, in the catalog's languages. */
const LECITHIN = /(^| )(lecithins?|lecithine|lecithinen|lecitina|lecitine|lezithin|lezithine)( |$)/;

/** How a food was processed, written after it in a translated list (folded), or its pulp ("fig pulp", blind audit 63). */
const PROCESS_WORD =
  /^(?:dried|passed|peeled|diced|chopped|sliced|fried|roasted|toasted|ground|crushed|minced|pureed|powdered|frozen|cooked|blanched|grated|smoked|salted|candied|pitted|halved|rehydrated|dehydrated|concentrated|pulp)$/;

/** The words of a food inside an item: without process words after it, or an English "pure" before it. */
function foodWithin(words: readonly string[]): string | undefined {
  let end = words.length;
  while (end > 1 && PROCESS_WORD.test(words[end - 1]!)) end--;
  const start = words[0] === 'pure' && words.length > 1 && words[1] !== 'de' ? 1 : 0;
  return start > 0 || end < words.length ? words.slice(start, end).join(' ') : undefined;
}

/**
 * A cereal in a form the taxonomy has no name for, in English (blind audit 23: "OATMEAL", "RYE CHOPS",
 * "MULTIGRAINS"): the cereal glued to or followed by a milling word, or a blend of grains. A plant, read as its cereal.
 */
const CEREAL_FORM =
  /^(?:(?:whole|cracked|mixed|multi) ?)?(oat|rye|wheat|barley|spelt|corn|maize|millet|rice)(?: ?(?:meal|chops|grits|kernels?|berries|groats))?$|^(?:multi ?grains?|mixed grains?|whole grains?)$/;
function cerealForm(index: VocabularyIndex, words: readonly string[]): TaxonomyIngredient | undefined {
  const form = CEREAL_FORM.exec(words.join(' '));
  if (!form) return undefined;
  return index.byName.get(form[1] ?? 'cereal');
}

/** The words that name a culture of micro-organisms, folded: "starter", "cultures", "bacteria". */
const CULTURE_WORD = /^(?:starters?|cultures?|bacteria|ferments?)$/;

/** The words that say a source is an animal, folded: "animal rennet", "présure animale", "tierisches Lab". */
const ANIMAL_SOURCE =
  /^(?:animal|animale|animales|animaux|tierisch|tierische|tierisches|tierischem|dierlijk|dierlijke)$/;

/**
 * The kind of an ingredient that a source word before it names ("animal rennet": animal-based rennet, not vegetarian):
 * one of the ingredient's kinds in the taxonomy whose names say that source. Undefined when the first word is no
 * source, or no kind says it.
 */
function kindFrom(
  index: VocabularyIndex,
  source: TaxonomyIngredient,
  entry: TaxonomyIngredient,
): TaxonomyIngredient | undefined {
  if (source.id !== 'en:animal' || !entry.id) return undefined;
  return kindsOf(index, entry).find((kind) => kind.names.some((n) => n.split(' ').some((w) => ANIMAL_SOURCE.test(w))));
}

/** Words that make a nutrition claim of the word after them ("low fat", "reduced fat", "full fat"), folded. */
const DEGREE = /^(?:low|lower|reduced|non|half|light|lite|full|high|zero|no|fat)$/;

/** How far a diet status is from "fits": a status further along is the one a piece with both takes. */
const DIET_RANK: Record<TaxonomyStatus, number> = { ignore: 0, yes: 1, maybe: 2, no: 3 };

/**
 * The name read first in a run of names, with the vegan and vegetarian status of the others where they are worse: a
 * list that lost its separators ("Cornflour Salt Flavouring") is corn flour to the reading, but its flavouring still
 * leaves a diet open (blind audit 15).
 */
function withDietsOf(entry: TaxonomyIngredient, others: readonly TaxonomyIngredient[]): TaxonomyIngredient {
  const worst = (diet: 'vegan' | 'vegetarian'): TaxonomyStatus | undefined =>
    others
      .map((e) => e[diet])
      .reduce<TaxonomyStatus | undefined>(
        (a, b) => (b !== undefined && (a === undefined || DIET_RANK[b] > DIET_RANK[a]) ? b : a),
        entry[diet],
      );
  const vegan = worst('vegan');
  const vegetarian = worst('vegetarian');
  return vegan === entry.vegan && vegetarian === entry.vegetarian
    ? entry
    : { ...entry, ...(vegan ? { vegan } : {}), ...(vegetarian ? { vegetarian } : {}) };
}

/**
 * The additives a name holds only as a part of a compound it names ("fatty acids", E570, in "glycerin esters of fatty
 * acids"), by E-number: a reading of the name that stops at the part misreads it.
 */
export function compoundParts(index: VocabularyIndex, ingredient: string): string[] {
  const words = fold(ingredient)
    .split(' ')
    .filter((t) => t.length > 0);
  const out: string[] = [];
  for (const tokens of [words, ...singularOf(words)])
    for (let n = Math.min(tokens.length - 1, index.maxWords); n >= 1; n--)
      for (let start = 0; start + n <= tokens.length; start++) {
        const eNumber = index.byName.get(tokens.slice(start, start + n).join(' '))?.eNumber;
        if (eNumber && inCompound(tokens, start, start + n)) out.push(eNumber);
      }
  return out;
}

/** Words that name a compound of what they stand beside: "glycerin esters of fatty acids" is neither. */
const COMPOUND =
  /^(esters?|esteri|esteres|esthers?|glycerides?|gliceridi|gliceridos|glyceriden|(?:mono|di|tri)?gly[cd]erides?)$/;
const OF = /^(of|de|d|des|du|di|del|della|degli|von|van|der)$/;
/** A salt's anion after a word: "hydrogen" in "hydrogen carbonate" is a bicarbonate's name, not the gas (blind audit 92). */
const ANION =
  /^(?:bi|di|tri|poly|hydrogen|dihydrogen)?(?:carbonat|phosphat|fosfat|fosfaat|sulph?at|sulfaat|solfat|sulph?it|solfit|chlorid|clorur|citrat|citraat|lactat|lattat|acetat|tartrat|nitrat|nitrit|hydroxid|idrossid|hidroxid|silicat)(?:e|es|en|o|os|i|s)?$/;

/**
 * Whether the words from `start` to `end` name a part of a compound the name names ("glycerin" and "fatty acids" in
 * "glycerin esters of fatty acids"; "hydrogen" in "hydrogen carbonate"): the whole is another substance, so the
 * part's additive is not the ingredient.
 */
export function inCompound(tokens: readonly string[], start: number, end: number): boolean {
  const after = tokens[end];
  if (after && (COMPOUND.test(after) || ANION.test(after))) return true;
  const before = tokens[start - 1];
  const twoBefore = tokens[start - 2];
  if (before === undefined) return false;
  return COMPOUND.test(before) || (OF.test(before) && twoBefore !== undefined && COMPOUND.test(twoBefore));
}

/**
 * The singulars a folded word may be the plural of, in the languages lists are read in (the taxonomy names singulars):
 * "-s" and "-es" (English, French, Spanish, German, Dutch); "-i" for "-o" and "-e" and "-e" for "-a" (Italian:
 * "pomodori", "coloranti", "arome"); "-i" and "-uri" dropped (Romanian: "ciclamați" → "ciclamat", "îndulcitori" →
 * "îndulcitor"). Tried only where the word as written is no name, so a name that ends so is read as it is.
 */
export function singularForms(word: string): string[] {
  if (word.length <= 3) return [];
  const stem = word.slice(0, -1);
  const forms = word.endsWith('s')
    ? [word.replace(/es$/, ''), stem]
    : word.endsWith('i')
      ? [`${stem}o`, `${stem}e`, stem, word.replace(/uri$/, '')]
      : word.endsWith('e')
        ? [`${stem}a`]
        : [];
  return [...new Set(forms)].filter((form) => form !== word && form.length > 2);
}

/** The name with one word read as its singular: the last word first ("apricots"), then the head ("citrați de potasiu"). */
const singularVariants = (tokens: readonly string[]): string[][] => {
  const out: string[][] = [];
  for (let at = tokens.length - 1; at >= 0; at--)
    for (const form of singularForms(tokens[at]!)) out.push(tokens.map((t, i) => (i === at ? form : t)));
  return out;
};

/** The name with its last word read as its singular, for the runs of words inside it. */
const singularOf = (tokens: readonly string[]): string[][] => {
  const last = tokens[tokens.length - 1];
  return last ? singularForms(last).map((form) => [...tokens.slice(0, -1), form]) : [];
};

/**
 * OFF's English name of the additive class some words name, in any language its taxonomy knows, singular or plural
 * ("Raising Agents", "émulsifiants", "Säuerungsmittel" → "raising agent", "emulsifier", "acid").
 */
function classNamed(index: VocabularyIndex, text: string): string | undefined {
  const folded = fold(text);
  const words = folded.split(' ');
  const known = index.classByName.get(folded);
  if (known) return known;
  // "Raising Agents": every word plural; "îndulcitori", "coloranți": one word, in any language's plural.
  const everyWord = words.map((w) => (w.length > 3 ? w.replace(/s$/, '') : w)).join(' ');
  return (
    index.classByName.get(everyWord) ??
    singularVariants(words)
      .map((variant) => index.classByName.get(variant.join(' ')))
      .find((cls) => cls !== undefined)
  );
}

/** The additives a piece of the list names: its E-numbers ("E 150d"), an INS number alone ("471"), or its name. */
function additivesNamed(index: VocabularyIndex, text: string): string[] {
  const codes = [...text.matchAll(/(?<![\p{L}\p{N}])e[\s-]?(\d{3,4}[a-z]{0,3})(?![\p{L}\p{N}])/giu)].map(
    (m) => `e${m[1]!.toLowerCase()}`,
  );
  if (codes.length > 0) return codes;
  const ins = /^\s*(\d{3,4}[a-z]?)\s*$/i.exec(text);
  if (ins) return [`e${ins[1]!.toLowerCase()}`];
  // The whole name first: "potassium carbonates" is E501 before it is a mineral salt.
  const folded = fold(text);
  const eNumber =
    eNumberOf(index.byName.get(folded)) ??
    singularVariants(folded.split(' '))
      .map((variant) => eNumberOf(ownName(index, variant.join(' '))))
      .find((e) => e !== undefined) ??
    eNumberOf(recognise(index, text));
  return eNumber ? [eNumber] : [];
}

/**
 * An entry's E number, or the one its names give where the taxonomy files it as a subclass without one ("potassium
 * carbonate": "e501 i"; "sodium hydrogen carbonate": "e500 ii").
 */
function eNumberOf(entry: TaxonomyIngredient | undefined): string | undefined {
  if (entry?.eNumber) return entry.eNumber;
  const named = entry?.names.map((n) => /^e(\d{3,4}) ?([a-z]{0,4})$/.exec(n)).find((m) => m !== null);
  return named ? `e${named[1]}${named[2]}` : undefined;
}

/** A conjunction word alone, between two class names ("emulsifier and stabiliser E412"). */
const CONJUNCTION_WORD = new RegExp(`^${CONJUNCTION}$`, 'i');

/**
 * The class names a piece of the list starts with, in the order written, and the rest: "antioxidante estabilizante
 * E-412" → antioxidant, stabiliser and "E-412" (a list that lost the antioxidant's name); "acidity regulator sodium
 * citrate" → acidity regulator and "sodium citrate". The additive's own name is never read as a class.
 */
function leadingClasses(index: VocabularyIndex, text: string): { classes: string[]; rest: string } {
  const classes: string[] = [];
  let words = text.trim().split(/\s+/);
  for (;;) {
    let found = 0;
    for (let n = Math.min(3, words.length - 1); n >= 1 && !found; n--) {
      const cls = classNamed(index, words.slice(0, n).join(' '));
      // A class word is the class only when the rest still names an additive: "acide" in "acide citrique" is the
      // additive's own name.
      if (cls && additivesNamed(index, words.slice(n).join(' ')).length > 0) {
        classes.push(cls);
        found = n;
      }
    }
    if (!found) break;
    words = words.slice(found);
    if (words.length > 1 && CONJUNCTION_WORD.test(words[0]!)) words = words.slice(1);
  }
  return { classes, rest: words.join(' ') };
}

/**
 * The class the list prints before each additive, by E-number as the taxonomy writes it: "raising agents (potassium
 * carbonates, …)", "stabiliser (gellan gum)", "émulsifiants : lécithines", "Säuerungsmittel Citronensäure" (Regulation
 * (EU) No 1169/2011, Annex VII, Part C: the class name, then the additive). What it does in this food.
 *
 * Where several class names stand before one additive ("antioxidante estabilizante E-412": a name is missing), the
 * function is one of them the additive has (`has`, from the knowledge), the nearest first; when it has none of them the
 * additive gets no class here, and its own main function stands (guar gum is a thickener, never an antioxidant).
 */
export function declaredClasses(
  index: VocabularyIndex,
  text: string,
  has?: (code: string, cls: string) => boolean,
): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (list: string, enclosing: string | undefined, depth: number): void => {
    // A class the list states before a colon goes on over the additives that follow it ("RAISING AGENTS: DISODIUM
    // DIPHOSPHATE, SODIUM HYDROGEN CARBONATE, POTASSIUM CARBONATE"; blind audit 29), up to the first other item.
    let carried: string | undefined;
    for (const item of parseIngredientList(list)) {
      const open = item.search(/[([{]/);
      const head = (open >= 0 ? item.slice(0, open) : item).trim();
      const inner = open >= 0 ? item.slice(open + 1).replace(/[)\]}]\s*[^)\]}]*$/, '') : '';
      const whole = classNamed(index, head);
      if (whole) {
        if (inner && depth < MAX_INGREDIENT_NESTING) walk(inner, whole, depth + 1);
        continue;
      }
      const colon = head.indexOf(':');
      const before = colon >= 0 ? classNamed(index, head.slice(0, colon)) : undefined;
      const { classes, rest: name } = leadingClasses(index, colon >= 0 ? head.slice(colon + 1) : head);
      const written = [...(before ? [before] : []), ...classes];
      const named = additivesNamed(index, name);
      carried = before ?? (written.length === 0 && named.length > 0 ? carried : undefined);
      const candidates = written.length > 0 ? written : enclosing ? [enclosing] : carried ? [carried] : [];
      for (const code of candidates.length > 0 ? named : []) {
        const cls =
          candidates.length === 1 || !has ? candidates[0] : [...candidates].reverse().find((c) => has(code, c));
        if (cls) out.set(code, cls);
      }
      if (inner && depth < MAX_INGREDIENT_NESTING) walk(inner, undefined, depth + 1);
    }
  };
  walk(text, undefined, 0);
  return out;
}

export interface StatusOf {
  status: TriState;
  /** The ingredients behind a "no" or "maybe", or those not recognised behind an "unknown". */
  because: string[];
}

/**
 * Combine the ingredients' statuses as OFF's analyze_ingredients does: no > unknown (not recognised, or no value in the
 * taxonomy) > maybe > yes. Additive classes say nothing.
 */
export function combine(
  ingredients: readonly RecognisedIngredient[],
  property: (entry: TaxonomyIngredient, item: RecognisedIngredient) => TaxonomyStatus | undefined,
  unstated: TriState,
): StatusOf {
  const by: Record<TriState, string[]> = { yes: [], no: [], maybe: [], unknown: [] };
  for (const item of ingredients) {
    const { text, entry, bracketed } = item;
    if (entry?.additiveClass) continue;
    const value = entry ? property(entry, item) : undefined;
    // A compound food the taxonomy reads by its parts ("buffalo sauce", "pesto") is its parts where the list gives them;
    // written alone, it may hold what its kind usually does (butter, cheese): a doubt, named (blind audit 52).
    if (value === 'ignore' && bracketed) continue;
    const status: TriState = !entry ? 'unknown' : value === 'ignore' ? 'maybe' : value === undefined ? unstated : value;
    by[status].push(text);
  }
  for (const status of ['no', 'unknown', 'maybe'] as const)
    if (by[status].length > 0) return { status, because: [...new Set(by[status])] };
  return { status: 'yes', because: [] };
}

/** Processed forms the 2023 Nutri-Score does not count as fruit or vegetables (powders, flours, dried, fried). */
const PROCESSED =
  /(^| )(powder|powdered|poudre|pulver|polvo|polvere|poeder|flour|farine|mehl|harina|farina|meel|dried|dehydrated|seche|sechee|seches|sechees|deshydrate|deshydratee|deshydrates|deshydratees|getrocknet|getrocknete|secado|secada|essiccato|essiccata|gedroogd|fried|frit|frite|frites|frittiert|frito|frita|fritto|gefrituurd|crisps|chips)( |$)/;

/**
 * Flavouring words (folded) in the languages of the catalog, and German compounds of them ("Citrusaroma",
 * "Zitronenaromen"): a flavouring named after a food is not that food.
 */
export const FLAVOURING =
  /(^| )(flavou?rings?|flavou?rs?|flavou?red|aromas?|aromes?|aromatisee?s?|aromi|aromen|aromatizzat[oaie]|aromatizad[oa]s?|aroom|aromastoffe?n?|smaakstof(fen)?|\p{L}+aroma|\p{L}+aromen)( |$)/u;

/** A bracket that holds only the ingredient's own share: "hulled soya beans (8.7%)". */
const SHARE_ONLY = /^[([]\s*(?:min\.?\s*)?\d+(?:[.,]\d+)?\s*%\s*[)\]]$/;
/** "148g per 100g", "148 g pour 100 g", "148 g pro 100 g": the weight of the ingredient used for 100 g of product. */
const PER_100G = /(\d+(?:[.,]\d+)?)\s*g\b[^,;]*?\b(?:per|pour|pro|por|je|op|in|для)\s*100\s*g\b/iu;

/**
 * The share the list states for one of its ingredients: a percentage written with it ("tomatoes 60%", "soya beans
 * (8.7%)"), or the grams of it used for 100 g of product ("Tomatoes (148g per 100g Tomato Ketchup)"), at most 100 %.
 * A percentage inside its brackets among other words is a sub-ingredient's.
 */
export function statedShare(item: string): number | undefined {
  const grams = PER_100G.exec(item);
  if (grams) return Math.min(100, Number(grams[1]!.replace(',', '.')));
  const own = item.replace(/\([^)]*\)|\[[^\]]*\]/g, (bracket) => (SHARE_ONLY.test(bracket) ? bracket : ' '));
  const percent = statedPercent(own);
  return percent === undefined ? undefined : Math.min(100, percent);
}

/**
 * Extract words (folded) and German compounds of them ("Paprikaextrakt"): an extract named after a food is not that
 * food.
 */
const EXTRACT = /(^| )(extracts?|extraits?|extrakte?|extractos?|estratt[oi]|\p{L}+extrakte?|\p{L}+extract)( |$)/u;
/** An E-number or INS number as folded words ("E-331" → "e 331", "e331", "331"). */
const ADDITIVE_CODE = /^(e|ins)?\d{3,4}[a-z]{0,3}$/;

/**
 * Whether the words of a name, without a fruit or vegetable they hold, name an additive class: "corrector de Naranja
 * acidez E-331" is an acidity regulator ("corrector de acidez") with a stray fruit word inside, not an orange.
 */
function classAroundFood(index: VocabularyIndex, name: string): boolean {
  const words = plainWords(fold(name)).filter(
    (w, i, all) => !ADDITIVE_CODE.test(w) && !(w === 'e' && /^\d/.test(all[i + 1] ?? '')),
  );
  for (let n = Math.min(3, words.length - 1); n >= 1; n--)
    for (let start = 0; start + n <= words.length; start++) {
      if (!index.byName.get(words.slice(start, start + n).join(' '))?.fruitVegetableLegume) continue;
      const rest = [...words.slice(0, start), ...words.slice(start + n)];
      if (rest.length > 0 && classNamed(index, rest.join(' '))) return true;
    }
  return false;
}

/**
 * The fruit, vegetable or legume one item of the list is, as the 2023 Nutri-Score counts them, or undefined. The name
 * is read without its brackets and without an additive class printed before it ("acidulant: lemon juice" is lemon
 * juice, as in OFF's parser); a processed form (powder, flour, dried), a flavouring, an extract or a class name with a
 * food word inside ("corrector de Naranja acidez") is none, whatever food it is named after.
 */
function fruitVegetableLegumeOf(index: VocabularyIndex, item: string): TaxonomyIngredient | undefined {
  const name = item
    .replace(/[([{].*$/s, '')
    .replace(/^([^:]*):\s*/, (all, prefix: string) => (classNamed(index, prefix) ? '' : all))
    .trim();
  const folded = fold(name);
  // An extract is none even where OFF's taxonomy files it under its food ("extrait de carotte" under carrot): it is a
  // concentrate of colour, flavour or a vitamin, used by the gram.
  if (PROCESSED.test(fold(item)) || FLAVOURING.test(folded) || EXTRACT.test(folded)) return undefined;
  const entry = recognise(index, name);
  return entry?.fruitVegetableLegume && !classAroundFood(index, name) ? entry : undefined;
}

/**
 * The share of fruit, vegetables and legumes estimated from the ingredient list, as OFF does for the 2023 Nutri-Score
 * (each fruit, vegetable or legume ingredient counts with its stated share, else its estimated one): a share the list
 * states is that ingredient's share; the others are estimated between the least and the most they can be given the
 * order of the list (each at most the one before it, so never more than a share stated before it), then scaled so the
 * list adds up to 100 %. A flavouring, an extract or a class name is never fruit, whatever it is named after; and a
 * fruit the list has already given a share for ("7% zumo de naranja", then "Naranja" again) adds no guess on top of
 * that share.
 *
 * A compound ingredient counts what it is made of (blind audit 14, finding 4): "Préparation à base d'avocat 97%
 * (avocat 93%, sucre, …)" brings its avocado. A share stated inside the brackets is of the whole product, unless the
 * shares stated there add up to more than the compound can be, when they are of the compound (OFF's
 * `init_percent_values`, Ingredients.pm: "pear 30%, apple 10%" in "fruits 40%" are absolute, "pear 75%, apple 25%"
 * relative). The estimate never falls below a share the list states for a fruit, vegetable or legume.
 *
 * `counts` narrows what is counted (the sugary fruit of `sugaryFruitShare`); by default every fruit, vegetable and
 * legume the 2023 Nutri-Score counts.
 */
export function estimateFruitsVegetablesLegumes(
  index: VocabularyIndex,
  text: string,
  counts: (entry: TaxonomyIngredient) => boolean = () => true,
): number | undefined {
  return fruitsVegetablesOfList(index, text, counts)?.estimate;
}

/**
 * The share of fruit, vegetables and legumes read from a list: our estimate, and the least its stated shares say there
 * is ("tomates 74 %": 74).
 */
export interface ListShare {
  estimate: number;
  stated: number;
}

/** What a list holds of fruit, vegetables and legumes (of what `counts`), as `ListShare`. */
export function fruitsVegetablesOfList(
  index: VocabularyIndex,
  text: string,
  counts: (entry: TaxonomyIngredient) => boolean = () => true,
): ListShare | undefined {
  const items = parseIngredientList(text);
  if (items.length === 0) return undefined;
  const { share, floor } = shareOfList(index, items, items.map(statedShare), counts, 0);
  const round = (percent: number) => Math.min(100, Math.round(percent * 10) / 10);
  return { estimate: round(Math.max(share, floor)), stated: round(floor) };
}

/**
 * Fruit whose carbohydrate is not mostly sugars, by OFF's id or a parent's: acid citrus (lemon, lime: about a third),
 * fat fruit (avocado, olive, coconut) and starchy fruit (banana and plantain: a half to three fifths, breadfruit,
 * jackfruit, chestnut).
 */
const NOT_MOSTLY_SUGARS =
  /^en:(?:lemon|lime|avocado|olive|coconut|banana|plantain|breadfruit|jackfruit|chestnut)(?:-|$)/;

/** Whether the taxonomy entry `id`, or one of its parents (theirs, …), passes `test`. */
export function anyKind(
  index: VocabularyIndex,
  id: string,
  test: (id: string) => boolean,
  seen = new Set<string>(),
): boolean {
  if (test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (index.byId.get(id)?.parents ?? []).some((parent) => anyKind(index, parent, test, seen));
}

/**
 * The share of the list that is fruit whose carbohydrate is mostly sugars (fruit, its juice or purée, not lemon,
 * avocado or banana: `NOT_MOSTLY_SUGARS`), estimated as `estimateFruitsVegetablesLegumes` does: what bounds the sugars
 * of a fruit drink from its carbohydrates (`nutritionInconsistencies`).
 */
export function sugaryFruitShare(index: VocabularyIndex, text: string): number | undefined {
  return estimateFruitsVegetablesLegumes(
    index,
    text,
    (entry) =>
      entry.id !== undefined &&
      isKindOf(index, entry.id, 'en:fruit') &&
      !anyKind(index, entry.id, (id) => NOT_MOSTLY_SUGARS.test(id)),
  );
}

/** The list inside an item's first brackets, as its own items ("avocat 93%, sucre, …"), or none. */
function subIngredients(item: string): string[] {
  const open = item.search(/[([{]/);
  if (open < 0) return [];
  const inner = item.slice(open + 1).replace(/[)\]}]\s*[^)\]}]*$/, '');
  return inner.trim() ? parseIngredientList(inner) : [];
}

/**
 * What a list (or a compound's list) holds of what `counts`, in % of the list (`stated`: each item's stated share in %
 * of the list), and `floor`, the largest share the list states for one such ingredient.
 */
function shareOfList(
  index: VocabularyIndex,
  items: readonly string[],
  stated: readonly (number | undefined)[],
  counts: (entry: TaxonomyIngredient) => boolean,
  depth: number,
): { share: number; floor: number } {
  const known = stated.reduce<number>((sum, p) => sum + (p ?? 0), 0);
  const rest = Math.max(0, 100 - known);
  const open = stated.map((p, i) => (p === undefined ? i : -1)).filter((i) => i >= 0);
  // The k-th unstated ingredient is at most rest/k and at most any share stated before it; the first is at least
  // rest/(number unstated).
  const most = open.map((i, k) =>
    Math.min(rest / (k + 1), ...stated.slice(0, i).filter((p): p is number => p !== undefined)),
  );
  let guesses = most.map((max, k) => (k === 0 ? Math.min(max, rest / open.length) + max : max) / 2);
  // Scaled to the rest, each within its bounds (a few rounds settle it).
  for (let round = 0; round < 5; round++) {
    const total = guesses.reduce((a, b) => a + b, 0);
    if (total <= 0) break;
    guesses = guesses.map((g, k) => Math.min(most[k]!, (g * rest) / total));
  }
  const share = [...stated];
  const atMost = [...stated];
  open.forEach((i, k) => {
    share[i] = guesses[k] ?? 0;
    atMost[i] = most[k] ?? 0;
  });
  const fruitOf = (item: string): TaxonomyIngredient | undefined => {
    const entry = fruitVegetableLegumeOf(index, item);
    return entry && counts(entry) ? entry : undefined;
  };
  // A compound is read by what it is made of when its own name is no fruit, vegetable or legume and its brackets hold
  // one, or when its brackets state a share for one ("Préparation à base d'avocat 97% (avocat 93%, …)"). Brackets that
  // only say where it comes from or what it is ("Pommes (France)", "orange juice (from concentrate)") leave its own
  // name to count, as does a fruit named with unstated parts ("Orange juice (concentrate, water)"), as in OFF.
  const subs = items.map((item) => (depth < MAX_INGREDIENT_NESTING ? subIngredients(item) : []));
  const compound = subs.map((list, i) => {
    const held = list.filter((s) => fruitVegetableLegumeOf(index, s) !== undefined);
    if (held.length === 0) return false;
    return !fruitVegetableLegumeOf(index, items[i]!) || held.some((s) => statedShare(s) !== undefined);
  });
  const foods = items.map((item, i) => (compound[i] ? undefined : fruitOf(item)));
  // The names of the fruit the list states a share for, as words ("7 zumo de naranja a partir de concentrado").
  const statedFoods = items.flatMap((item, i) =>
    stated[i] !== undefined && foods[i] ? [` ${fold(item.replace(/[([{].*$/s, ''))} `] : [],
  );
  const sameAsStated = (entry: TaxonomyIngredient): boolean =>
    statedFoods.some((words) => entry.names.some((n) => words.includes(` ${n} `)));
  let sum = 0;
  let floor = 0;
  items.forEach((_, i) => {
    const whole = share[i] ?? 0;
    if (compound[i]) {
      const list = subs[i]!;
      const own = list.map(statedShare);
      // OFF's rule: shares inside the brackets are of the product, unless together they exceed what the compound can
      // be (its stated share, else the most its place in the list allows).
      const relative = own.reduce<number>((a, p) => a + (p ?? 0), 0) > (atMost[i] ?? 100) + 0.05;
      const ofCompound = own.map((p) =>
        p === undefined ? undefined : relative ? p : whole > 0 ? Math.min(100, (p / whole) * 100) : undefined,
      );
      const inner = shareOfList(index, list, ofCompound, counts, depth + 1);
      sum += (whole * inner.share) / 100;
      floor = Math.max(floor, (whole * inner.floor) / 100);
      // A share stated of the whole product is a floor as it is written.
      if (!relative)
        list.forEach((s, k) => {
          const ownShare = own[k];
          if (ownShare !== undefined && fruitOf(s)) floor = Math.max(floor, ownShare);
        });
      return;
    }
    const entry = foods[i];
    if (!entry || (stated[i] === undefined && sameAsStated(entry))) return;
    sum += whole;
    const statedShareOf = stated[i];
    if (statedShareOf !== undefined) floor = Math.max(floor, statedShareOf);
  });
  return { share: Math.min(100, sum), floor: Math.min(100, floor) };
}

/** Whether the taxonomy entry `id` is `root` or a kind of it (its parents, theirs, …). */
function isKindOf(index: VocabularyIndex, id: string, root: string): boolean {
  return anyKind(index, id, (kind) => kind === root);
}

const withAnother = new WeakMap<TaxonomyIngredient, { parent: string; head: string }[]>();

/**
 * The entry's parents that OFF names the entry "and" another ("vegetable oil and fat" for "vegetable oil"), each with
 * the entry's last word: the same for every item, so worked out once an entry.
 */
function namedWithAnother(index: VocabularyIndex, word: TaxonomyIngredient): { parent: string; head: string }[] {
  let pairs = withAnother.get(word);
  if (!pairs) {
    pairs = (word.parents ?? []).flatMap((parent) =>
      word.names
        .filter((name) => index.byId.get(parent)?.names.some((n) => n.startsWith(`${name} and `)))
        .map((name) => ({ parent, head: name.slice(name.lastIndexOf(' ') + 1) })),
    );
    withAnother.set(word, pairs);
  }
  return pairs;
}

/**
 * Whether a list item is what the word's taxonomy entry names: the entry or a kind of it ("cold-pressed rapeseed oil"
 * for "rapeseed oil", "olive oil" for "vegetable oil"); a kind of the broader entry OFF names the word "and" another
 * ("vegetable oil and fat") named as the word is ("rapeseed oil" is a vegetable oil); or an item whose words name the
 * entry in any language ("Rapeseed Oil" for "colza", the plant).
 */
function covers(index: VocabularyIndex, word: TaxonomyIngredient, item: RecognisedIngredient): boolean {
  const id = item.entry?.id;
  if (id && word.id) {
    if (isKindOf(index, id, word.id)) return true;
    for (const { parent, head } of namedWithAnother(index, word))
      if (isKindOf(index, id, parent) && item.entry!.names.some((n) => n === head || n.endsWith(` ${head}`)))
        return true;
  }
  const text = fold(item.text);
  // Not where the item denies it ("apple juice with no added sugar", blind audit 23).
  return word.names.some((name) => name.length >= 4 && affirmsPhrase(text, name));
}

const childrenIndexes = new WeakMap<VocabularyIndex, Map<string, TaxonomyIngredient[]>>();

/** The taxonomy entries under one (its children, theirs, …), through their parent links. */
function kindsOf(index: VocabularyIndex, entry: TaxonomyIngredient): TaxonomyIngredient[] {
  let children = childrenIndexes.get(index);
  if (!children) {
    children = new Map();
    for (const child of index.byId.values())
      for (const parent of child.parents ?? []) children.set(parent, [...(children.get(parent) ?? []), child]);
    childrenIndexes.set(index, children);
  }
  const out: TaxonomyIngredient[] = [];
  const seen = new Set<string>();
  const visit = (id: string): void => {
    for (const child of children.get(id) ?? [])
      if (child.id && !seen.has(child.id)) {
        seen.add(child.id);
        out.push(child);
        visit(child.id);
      }
  };
  if (entry.id) visit(entry.id);
  return out;
}

/** Words that join the parts of a name ("olio di semi di colza") without naming anything. */
const JOINING = /^(of|de|d|des|du|di|del|della|dei|degli|von|vom|van|der|het|la|le|les)$/;

/** The taxonomy entries a run of folded words names, as written or in the singular (by a name the app's languages use). */
const entriesNamed = (index: VocabularyIndex, tokens: readonly string[]): TaxonomyIngredient[] =>
  index.entriesByName.get(tokens.join(' ')) ??
  singularVariants(tokens)
    .map((v) => v.join(' '))
    .filter((name) => !index.foreign.has(name))
    .map((name) => index.entriesByName.get(name))
    .find((e) => e) ??
  [];

/**
 * The parts of a word the vocabulary knows, each with the entries it may be ("olio di semi di colza": oil, and
 * rapeseed), when they name every word of it but the joining ones; none when a word of it is not known.
 */
function knownParts(index: VocabularyIndex, tokens: readonly string[]): TaxonomyIngredient[][] {
  const spans: [number, number, TaxonomyIngredient[]][] = [];
  for (let n = Math.min(tokens.length - 1, index.maxWords); n >= 1; n--)
    for (let start = 0; start + n <= tokens.length; start++) {
      const gram = tokens.slice(start, start + n);
      if (gram.join(' ').length < (n === 1 ? 4 : 3)) continue;
      if (spans.some(([from, to]) => start < to && from < start + n)) continue;
      const entries = index.foreign.has(gram.join(' ')) ? [] : entriesNamed(index, gram);
      if (entries.length > 0) spans.push([start, start + n, entries]);
    }
  const named = tokens.every((t, i) => JOINING.test(t) || spans.some(([from, to]) => from <= i && i < to));
  return named ? spans.sort(([a], [b]) => a - b).map(([, , entries]) => entries) : [];
}

/**
 * A shopper's word for an animal that lists name by its meat: "pig" is pork to a shopper who avoids it (blind audit
 * 39), in the app's languages ("cochon", "maiale"); the taxonomy names the meat only.
 */
const ANIMAL_FOR_MEAT: ReadonlyMap<string, string> = new Map([
  ['pig', 'pork'],
  ['pigs', 'pork'],
  ['swine', 'pork'],
  ['hog', 'pork'],
  ['hogs', 'pork'],
  ['cochon', 'porc'],
  ['maiale', 'suino'],
]);

/**
 * A shopper's "meat" takes in every meat, which the taxonomy files apart (poultry and beef are not under its "meat"):
 * read as each of them (blind audit 40: "Rôti de poulet" for a shopper who avoids meat).
 */
const MEAT_KINDS = [
  'meat',
  'poultry',
  'beef',
  'veal',
  'pork',
  'lamb',
  'mutton',
  'goat meat',
  'game',
  'rabbit',
  'horse meat',
];
const MEATS_OF: ReadonlyMap<string, readonly string[]> = new Map(
  ['meat', 'meats', 'viande', 'viandes', 'fleisch', 'carne', 'carni', 'vlees'].map((w) => [w, MEAT_KINDS]),
);

/**
 * The list item a shopper's avoided word names through Open Food Facts' taxonomy, in any language: the word's own
 * entry or a kind of it, else an item that is every part of the word ("huile de colza": an oil, of rapeseed).
 */
export function avoidedThroughTaxonomy(
  index: VocabularyIndex,
  word: string,
  items: readonly RecognisedIngredient[],
): RecognisedIngredient | undefined {
  const meats = MEATS_OF.get(fold(word));
  if (!meats) return throughTaxonomy(index, word, items);
  for (const kind of meats) {
    const found = throughTaxonomy(index, kind, items);
    if (found) return found;
  }
  return undefined;
}

function throughTaxonomy(
  index: VocabularyIndex,
  word: string,
  items: readonly RecognisedIngredient[],
): RecognisedIngredient | undefined {
  const tokens = plainWords(fold(ANIMAL_FOR_MEAT.get(fold(word)) ?? word));
  if (tokens.length === 0) return undefined;
  const whole = entriesNamed(index, tokens);
  const item = items.find((i) => whole.some((entry) => covers(index, entry, i)));
  if (item) return item;
  // An item the list's reading left unnamed ("jamaican rum") that names a kind of the word's entry (rum, under
  // alcohol), by a name of three letters or more: the class a shopper avoids takes in its kinds.
  const kinds = whole.flatMap((entry) => kindsOf(index, entry));
  const unnamed = items.find(
    (i) =>
      !i.entry && kinds.some((kind) => kind.names.some((name) => name.length >= 3 && hasPhrase(fold(i.text), name))),
  );
  if (unnamed) return unnamed;
  const parts = knownParts(index, tokens);
  if (parts.length === 0) return undefined;
  // The name's two ends are what it is and what it is of ("olio … di colza", "rapeseed … oil"); a part between them
  // says which part of the source it comes from ("di semi": of the seeds).
  const ends = parts.length > 2 ? [parts[0]!, parts[parts.length - 1]!] : parts;
  return items.find((i) => ends.every((part) => part.some((entry) => covers(index, entry, i))));
}

/** Whether the vocabulary knows a shopper's word at all: as a name of an ingredient, an additive or a class, or its parts. */
export const knowsWord = (index: VocabularyIndex, word: string): boolean => recognise(index, word) !== undefined;
