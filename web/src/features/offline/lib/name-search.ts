import { editSimilarity, fold, searchWords } from '@clearcart/text';

/** A product as a search by name reads it: its name, brand, and the words of its name, brand and aliases. */
export interface Named {
  name: string;
  brand: string;
  words: string;
}

/** How alike a mistyped word and a product's word must be: one slip in four to seven letters, two from eight. */
const TYPO_SIMILARITY = 0.75;
/** Shorter words are taken only as typed: "te" one letter off matches half the catalog. */
const TYPO_MIN_LENGTH = 4;

/** The words a product is found by, folded as the server folds them (its words kept by older packs are folded again). */
export const productWords = (product: Named): string[] => [
  ...new Set(searchWords(`${product.name} ${product.brand} ${product.words}`, 60)),
];

/**
 * How a typed word meets a product's word: 0 when it starts it, 1 when one or two letters are off (the word whole, or
 * as far as typed), null when it does not.
 */
function meets(typed: string, own: string): 0 | 1 | null {
  if (own.startsWith(typed)) return 0;
  if (typed.length < TYPO_MIN_LENGTH) return null;
  const alike = Math.max(editSimilarity(typed, own), editSimilarity(typed, own.slice(0, typed.length)));
  return alike >= TYPO_SIMILARITY ? 1 : null;
}

/**
 * A search by name over a device's products, as tolerant as the server's: folded alike ("œufs" is "oeufs",
 * "Ben & Jerry's" is "ben and jerrys"), every word typed starting a word of the product, or a letter or two off. The
 * products found, those matched as typed first, then the shortest names; `best`, the one product the search names:
 * the only one found, or the only one whose name (or brand and name) is what was typed.
 */
export function searchByName<T extends Named>(
  text: string,
  products: readonly T[],
  wordsOf: (product: T) => readonly string[] = productWords,
): { found: T[]; best: T | undefined } {
  const typed = searchWords(text);
  if (typed.length === 0) return { found: [], best: undefined };
  const scored: { product: T; slips: number }[] = [];
  for (const product of products) {
    const own = wordsOf(product);
    let slips = 0;
    for (const word of typed) {
      let best: 0 | 1 | null = null;
      for (const w of own) {
        const met = meets(word, w);
        if (met !== null && (best === null || met < best)) best = met;
        if (best === 0) break;
      }
      if (best === null) {
        slips = -1;
        break;
      }
      slips += best;
    }
    if (slips >= 0) scored.push({ product, slips });
  }
  scored.sort((a, b) => a.slips - b.slips || a.product.name.length - b.product.name.length);
  const found = scored.map(({ product }) => product);
  const phrase = typed.join(' ');
  const exact = found.filter((p) => fold(p.name) === phrase || fold(`${p.brand} ${p.name}`) === phrase);
  return { found, best: found.length === 1 ? found[0] : exact.length === 1 ? exact[0] : undefined };
}
