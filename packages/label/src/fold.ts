// Word matching for OCR'd label text; the folding itself is @clearcart/text's `foldAligned`, which keeps every index
// of the raw text so a match in the folded text cuts the raw text at the same place.
import { foldAligned, misreadDistance } from '@clearcart/text';

/** Folded words: "Matières grasses" → ["matieres", "grasses"]. */
export function foldedWords(text: string): string[] {
  return foldAligned(text).split(' ').filter(Boolean);
}

/**
 * Whether an OCR'd word is `expected`: equal, or one slip away for words of six letters or more (tesseract swaps
 * l/i/1, e/c, rn/m), two for words of eleven or more.
 */
export function sameWord(read: string, expected: string): boolean {
  if (read === expected) return true;
  const allowed = expected.length >= 11 ? 2 : expected.length >= 6 ? 1 : 0;
  return allowed > 0 && misreadDistance(read, expected, allowed) <= allowed;
}
