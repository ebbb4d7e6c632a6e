import type { InterfaceLanguage } from '@clearcart/contracts';

/** The languages reports are written in; English, the first, is the specification's own. */
export type Locale = InterfaceLanguage;

/**
 * How a language writes the figures, lists and names a message puts in its sentence. Written out here rather than
 * asked of Intl, so a report made on a phone is the server's byte for byte whatever ICU either one carries.
 */
export interface Format {
  readonly locale: Locale;
  /** A figure rounded to at most `digits` decimals, no trailing zeros: "10.6" in English, "10,6" in French. */
  num: (value: number, digits?: number) => string;
  /** "a", "a and b", "a, b and c" in the language's words. */
  list: (items: readonly string[]) => string;
  /** A name inside a sentence: lower-cased, except in German, which capitalises its nouns. */
  lower: (name: string) => string;
  /** A quotation inside a sentence, with the language's quotation marks. */
  quote: (text: string) => string;
}

/** At most `digits` decimals, no trailing zeros, as JavaScript writes it: "10.6", "0.27", "15415". */
const rounded = (value: number, digits: number): string => {
  const factor = 10 ** digits;
  return String(Math.round(value * factor) / factor);
};

/** Decimal comma; thousands grouped from `minimumGrouping + 3` digits on (CLDR's minimum grouping digits). */
const commaDecimal =
  (group: string, minimumGrouping: 1 | 2) =>
  (value: number, digits = 1): string => {
    const text = rounded(value, digits);
    const [whole = '', fraction] = text.replace(/^-/, '').split('.');
    const grouped = whole.length >= 3 + minimumGrouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
    return `${text.startsWith('-') ? '-' : ''}${grouped}${fraction === undefined ? '' : `,${fraction}`}`;
  };

const listWith =
  (and: (last: string) => string) =>
  (items: readonly string[]): string => {
    if (items.length <= 1) return items[0] ?? '';
    const last = items[items.length - 1]!;
    return `${items.slice(0, -1).join(', ')} ${and(last)} ${last}`;
  };

/** A name in running text: capitalised words lowered ("Sunflower Oil" → "sunflower oil"), acronyms kept ("PET"). */
const lowerCase = (name: string): string =>
  name.replace(/\p{L}[\p{L}\p{N}]*/gu, (word) =>
    (word.match(/\p{Lu}/gu)?.length ?? 0) >= 2 ? word : word.toLowerCase(),
  );

export const FORMATS: Readonly<Record<Locale, Format>> = {
  // English keeps the report's figures exactly as the specification's texts print them.
  en: {
    locale: 'en',
    num: (value, digits = 1) => rounded(value, digits),
    list: listWith(() => 'and'),
    lower: lowerCase,
    quote: (text) => `“${text}”`,
  },
  fr: {
    locale: 'fr',
    // French groups thousands with a narrow no-break space, and puts one inside its guillemets.
    num: commaDecimal('\u202f', 1),
    list: listWith(() => 'et'),
    lower: lowerCase,
    quote: (text) => `«\u202f${text}\u202f»`,
  },
  de: {
    locale: 'de',
    num: commaDecimal('.', 1),
    list: listWith(() => 'und'),
    lower: (name) => name,
    quote: (text) => `„${text}“`,
  },
  es: {
    locale: 'es',
    num: commaDecimal('.', 2),
    // "y" becomes "e" before an "i" sound: "soja e hinojo".
    list: listWith((last) => (/^h?i(?![aeiouáéó])/i.test(last) ? 'e' : 'y')),
    lower: lowerCase,
    quote: (text) => `«${text}»`,
  },
  it: {
    locale: 'it',
    num: commaDecimal('.', 1),
    list: listWith(() => 'e'),
    lower: lowerCase,
    quote: (text) => `«${text}»`,
  },
  nl: {
    locale: 'nl',
    num: commaDecimal('.', 1),
    list: listWith(() => 'en'),
    lower: lowerCase,
    // Double quotes: a single one would end at the first apostrophe of what it quotes ("L’Oréal").
    quote: (text) => `“${text}”`,
  },
};
