import { knowledge } from '@clearcart/knowledge';
import { foldAligned } from '@clearcart/text';

/**
 * Allergen words mended where OCR slipped on them. EU packs print allergens in capitals (Regulation 1169/2011 asks
 * for them to stand out), and a capital misread turns an allergen into a word no rule knows: "SQY LECITHIN" would say
 * soy is not there when the pack says it is. A word in capitals that no vocabulary knows, one glyph away from an
 * allergen word by a slip OCR makes (O read as Q, 0 or D; I as 1 or L; S as 5…), is written as the allergen word,
 * and the shopper is told which. Saying an allergen is there when it is not costs a look at the pack; the other way
 * round costs a reaction.
 */

/**
 * Glyphs OCR takes for one another in capitals: a letter and the digit or letter of nearly the same shape. Only
 * these: with looser pairs (L and T, U and C) English words became allergens of other languages (ALUM → ATUM, tuna
 * in Portuguese) on real ingredient lists.
 */
const CONFUSIONS: readonly string[] = ['OQD0', 'IL1', 'S5', 'B8', 'Z2', 'G6'];

const confusable = (a: string, b: string): boolean =>
  CONFUSIONS.some((group) => group.includes(a) && group.includes(b));

const fold = (word: string): string => foldAligned(word).trim();
/** The names of one word, at least three letters long. */
const singleWords = (names: readonly string[]) => names.filter((name) => /^\p{L}{3,}$/u.test(name));

/** The allergen words of one word (soja, milk, lait, Milch, crustacés…) as written, keyed by their folded form. */
const ALLERGEN_WORDS: ReadonlyMap<string, string> = new Map(
  knowledge.allergens.flatMap((allergen) => singleWords(allergen.words)).map((word) => [fold(word), word]),
);

/** Every word some vocabulary knows, folded: a word that is one of these was read as printed. */
const KNOWN_WORDS: ReadonlySet<string> = new Set([
  ...ALLERGEN_WORDS.keys(),
  ...singleWords((knowledge.ingredientVocabulary ?? []).flatMap((ingredient) => ingredient.names)).map(fold),
]);

/** The allergen word a capitalised word was misread from (in capitals), or null when there is none or several. */
function misreadAllergen(word: string): string | null {
  const folded = fold(word);
  if (KNOWN_WORDS.has(folded)) return null;
  const upper = folded.toUpperCase();
  const candidates = [...ALLERGEN_WORDS.keys()].filter((allergen) => {
    if (allergen.length !== upper.length) return false;
    const target = allergen.toUpperCase();
    let slips = 0;
    for (let i = 0; i < target.length && slips <= 1; i++) {
      if (upper[i] === target[i]) continue;
      if (!confusable(upper[i]!, target[i]!)) return false;
      slips++;
    }
    return slips === 1;
  });
  return candidates.length === 1 ? ALLERGEN_WORDS.get(candidates[0]!)!.toUpperCase() : null;
}

export interface MendedAllergen {
  read: string;
  printed: string;
}

/** The ingredient list with its misread allergen words in capitals put right, and which they were. */
export function mendAllergenWords(text: string): { text: string; mended: MendedAllergen[] } {
  const mended: MendedAllergen[] = [];
  // A word in capitals (digits may stand for letters), at least three glyphs, with at least two letters.
  const mendedText = text.replace(/(?<![\p{L}\p{N}])[\p{Lu}\d]{3,}(?![\p{L}\p{N}])/gu, (word) => {
    if ((word.match(/\p{Lu}/gu) ?? []).length < 2) return word;
    const printed = misreadAllergen(word);
    if (!printed) return word;
    mended.push({ read: word, printed });
    return printed;
  });
  return { text: mendedText, mended };
}
