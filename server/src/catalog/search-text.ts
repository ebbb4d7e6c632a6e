/**
 * Folds text for search: lower case, accents removed, "&" read as "and", apostrophes dropped
 * ("Ben & Jerry's" → "ben and jerrys"), every other non-alphanumeric run becomes one space.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The longest word kept: longer ones are cut, so hostile input stays cheap. */
export const MAX_WORD_LENGTH = 40;

/** The words of a folded text, each bounded in length so hostile input stays cheap. */
export function searchWords(text: string, maxWords = 12): string[] {
  return foldText(text)
    .split(' ')
    .filter((w) => w.length > 0)
    .slice(0, maxWords)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
}
