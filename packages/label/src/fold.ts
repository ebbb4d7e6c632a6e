// Word matching for OCR'd label text; the folding itself is @clearcart/text's `foldAligned`, which keeps every index
// of the raw text so a match in the folded text cuts the raw text at the same place.
import { foldAligned } from '@clearcart/text';

/** Folded words: "Matières grasses" → ["matieres", "grasses"]. */
export function foldedWords(text: string): string[] {
  return foldAligned(text).split(' ').filter(Boolean);
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
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
 * Whether an OCR'd word is `expected`: equal, or one slip away for words of six letters or more (tesseract swaps
 * l/i/1, e/c, rn/m), two for words of eleven or more.
 */
export function sameWord(read: string, expected: string): boolean {
  if (read === expected) return true;
  const allowed = expected.length >= 11 ? 2 : expected.length >= 6 ? 1 : 0;
  return allowed > 0 && editDistance(read, expected, allowed) <= allowed;
}
