// Search words and typo distances, shared by the server's full-text search and the device's offline search, so both
// read a query alike. The folding itself is ./fold.ts, the one every comparison uses.
import { fold } from './fold.ts';

/** The longest word kept: longer ones are cut, so hostile input stays cheap. */
export const MAX_WORD_LENGTH = 40;

/** The words of a folded text, each bounded in length so hostile input stays cheap. */
export function searchWords(text: string, maxWords = 12): string[] {
  return fold(text)
    .split(' ')
    .filter((w) => w.length > 0)
    .slice(0, maxWords)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/**
 * How many letters a typist got wrong between two words: letters dropped, added or changed, or two neighbours swapped
 * (the optimal string alignment distance).
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  // Rows of the dynamic programme kept two at a time.
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
    }
    before = previous;
    previous = current;
  }
  return previous[y.length]!;
}

/**
 * How many letters text recognition got wrong between two words: letters dropped, added or changed (the Levenshtein
 * distance; recognition misreads letters rather than swapping them), stopping early once it exceeds `max`.
 */
export function misreadDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How alike two words are by the letters a typist gets wrong: 1 less the share of edits (a letter dropped, added or
 * changed, or two neighbours swapped) that turn one into the other. Trigrams rate a swap poorly ("herats" and
 * "hearts" share 3 of 11), one edit here ("herats" → "hearts": 0.83).
 */
export function editSimilarity(a: string, b: string): number {
  const longest = Math.max([...a].length, [...b].length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}
