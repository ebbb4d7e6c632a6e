import { cleanText } from '@clearcart/text';

/**
 * A provider's field for the report: the one text cleaning (`cleanText`: citation markers removed), then whitespace
 * collapsed whatever the length, since a field a provider gives (a name, a sentence) is one line.
 */
export function cleanField(text: string): string {
  return cleanText(text).replace(/\s+/g, ' ');
}
