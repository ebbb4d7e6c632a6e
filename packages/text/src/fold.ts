// The one folding of text for comparison: search (server and device), matching words on labels and in knowledge, and
// keys such as brand names all read text through it, so "Œufs", "oeufs" and "OEUFS" are the same word everywhere.

/**
 * Letters that decomposition does not take apart, spelt as PostgreSQL's `unaccent` spells them: the full-text index
 * folds with `unaccent`, so a query and a name must fold alike ("Soße" → "sosse", "œufs" → "oeufs", "smørbrød" →
 * "smorbrod", "masło" → "maslo").
 */
export const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ŧ: 't',
  ŋ: 'n',
  ƒ: 'f',
};
const ASCII = /^\p{ASCII}*$/u;
const FOLDED = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'gu');

/** The apostrophes people and shops type. */
export const APOSTROPHES = "'’`´";

/**
 * An apostrophe with one letter after it closing the word — a possessive or a contraction ("Jerry's", "don't") — is
 * dropped, so "jerrys" typed without it is the same word; any other apostrophe (an elision: "l'huile", "d'arachide",
 * "dell'olio") separates two words, so "huile" and "arachide" are found as words of their own.
 */
const CLOSING_APOSTROPHE = new RegExp(`(?<=[\\p{L}\\p{N}])[${APOSTROPHES}](?=\\p{L}(?![\\p{L}\\p{N}]))`, 'gu');

/**
 * Letters only: lower case, accents removed, the letters of `FOLDED_LETTERS` spelt out ("Œufs frais" → "oeufs frais");
 * punctuation and spacing kept as they are.
 */
export function foldLetters(text: string): string {
  // Plain ASCII has nothing to decompose or spell out (most of what is folded): lower case is all.
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(FOLDED, (letter) => FOLDED_LETTERS[letter] ?? letter);
}

/**
 * Texts already folded: the engine folds the same names and words of its knowledge for every product it reads (a
 * third of its time, before), and folding is pure.
 */
const FOLDS = new Map<string, string>();
/** At most this many characters kept, texts and their foldings (some 16 MB), then forgotten whole. */
const FOLDS_KEPT = 4_000_000;
let foldsHeld = 0;

/**
 * Folds text for comparison: `foldLetters`, "&" read as "and", an apostrophe before a word's last letter dropped, and
 * every other run of what is not a letter or a digit one space ("Ben & Jerry's" → "ben and jerrys", "Huile d'olive"
 * → "huile d olive", "Œufs" → "oeufs").
 */
export function fold(text: string): string {
  let folded = FOLDS.get(text);
  if (folded === undefined) {
    folded = foldLetters(text.replace(CLOSING_APOSTROPHE, ''))
      .replace(/&/g, ' and ')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    foldsHeld += text.length + folded.length;
    if (foldsHeld > FOLDS_KEPT) {
      FOLDS.clear();
      foldsHeld = text.length + folded.length;
    }
    FOLDS.set(text, folded);
  }
  return folded;
}

/**
 * Folding that keeps every index of the raw text, so a match in the folded text cuts the raw text at the same place:
 * one character for one, letters and digits folded as `foldLetters` folds them but kept to their first letter
 * ("œ" → "o", "ß" → "s"), everything else a space ("Ingrédients :" → "ingredients  ").
 */
export function foldAligned(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x80) {
      // ASCII: a letter in lower case, a digit, or a space (what the general rule below gives, without decomposing).
      out += /[A-Za-z0-9]/.test(char) ? char.toLowerCase() : ' ';
      continue;
    }
    const base = foldLetters(char).slice(0, 1);
    const one = /[\p{L}\p{N}]/u.test(base) ? base : ' ';
    // Characters outside the BMP take two code units: keep the same width.
    out += char.length === 2 ? `${one} ` : one;
  }
  return out;
}
