/**
 * Text rules shared by the engine, the server and the web, so all say and read things the same way: folding for comparison,
 * the spec's text cleaning, the recommendation icon, and the animal-welfare texts used when a product has no
 * welfare evidence.
 */
import type { AnimalProductType, Source } from '@clearcart/contracts';

export { APOSTROPHES, fold, foldAligned, FOLDED_LETTERS, foldLetters } from './fold.ts';
export { countryCode, EU_FOOD_LAW, europeanOrigin } from './countries.ts';
export { sameGtin } from './gtin.ts';

/**
 * Citation markers that sources and models leave in text: "[1]", "[2, 3]", "[4–6]", "[citation needed]", "[note 3]",
 * "【3†source】"; with the spacing before them.
 */
const CITATION = /\s*(?:\[(?:\d+(?:\s*[,–-]\s*\d+)*|citation needed|note \d+)\]|【[^】]*】)/gi;

/**
 * Removes citation markers like [1]; text of 100 characters or more also has its whitespace collapsed (long
 * generated text often carries stray line breaks).
 */
export function cleanText(text: string | null | undefined): string {
  if (!text) return '';
  const long = text.length >= 100;
  const stripped = text.replace(CITATION, '');
  return (long ? stripped.replace(/\s+/g, ' ') : stripped).trim();
}

export type RecommendationIcon = 'warning' | 'info' | 'check';

/**
 * The words that make a recommendation a warning or a note in each language of the reports (the engine's
 * message catalogues, packages/engine/src/i18n): what to avoid, cautions and what is not recommended; then what to
 * check, consider or note. English uses the product spec's own words.
 */
const ICON_WORDS: Readonly<Record<string, { warning: readonly string[]; info: readonly string[] }>> = {
  en: { warning: ['avoid', 'not recommended', 'caution'], info: ['check', 'consider', 'note'] },
  fr: { warning: ['évitez', 'à éviter', 'prudence', 'déconseillé'], info: ['vérifiez', 'envisagez', 'remarque'] },
  de: {
    warning: ['meiden sie', 'zu meiden', 'vorsicht', 'nicht empfohlen'],
    info: ['prüfen sie', 'erwägen sie', 'hinweis'],
  },
  es: { warning: ['evite', 'a evitar', 'precaución', 'no recomendado'], info: ['compruebe', 'considere', 'nota'] },
  it: {
    warning: ['eviti', 'da evitare', 'attenzione', 'non raccomandato'],
    info: ['verifichi', 'controlla', 'valuti', 'nota'],
  },
  nl: {
    warning: ['vermijd', 'te vermijden', 'let op', 'niet aanbevolen'],
    info: ['controleer', 'overweeg', 'opmerking'],
  },
};

/**
 * A test of whether a lower-cased text holds one of `words`: anywhere in English (the spec's rule), as a word of its
 * own in the other languages (not "nota" in "notable"). Made once per language.
 */
function holdsOneOf(language: string, words: readonly string[]): (lower: string) => boolean {
  if (language === 'en') return (lower) => words.some((word) => lower.includes(word));
  const pattern = new RegExp(`(?<!\\p{L})(?:${words.join('|')})(?!\\p{L})`, 'u');
  return (lower) => pattern.test(lower);
}

const ICON_TESTS = new Map(
  Object.entries(ICON_WORDS).map(([language, { warning, info }]) => [
    language,
    { warning: holdsOneOf(language, warning), info: holdsOneOf(language, info) },
  ]),
);

/**
 * The icon of a recommendation by its words: a warning, a note to check, or a reassurance, wherever the
 * words stand in the sentence (a German or Dutch sentence says "check" at its end). `language`: the report's
 * `metadata.language`; a language without words of its own is read as English.
 */
export function recommendationIcon(text: string, language = 'en'): RecommendationIcon {
  const lower = text.toLowerCase();
  const tests = ICON_TESTS.get(language) ?? ICON_TESTS.get('en')!;
  if (tests.warning(lower)) return 'warning';
  if (tests.info(lower)) return 'info';
  return 'check';
}

const INTENSIVE_FARMING: Source = {
  title: 'Intensive animal farming (Wikipedia)',
  url: 'https://en.wikipedia.org/wiki/Intensive_animal_farming',
};

/**
 * What is said of a product with animal ingredients and no welfare evidence, by kind. Each says first that
 * how this product's animals were kept is not known: the general picture is not a fact about the product.
 */
export const FACTORY_FARMING: Record<AnimalProductType, { text: string; source: Source }> = {
  meat: {
    text: 'No welfare label is on record for this product, so how its animals were kept is not known. Conventional meat production commonly relies on intensive ("factory") farming, with animals kept indoors at high stocking densities.',
    source: INTENSIVE_FARMING,
  },
  dairy: {
    text: 'No welfare label is on record for this product, so how its cows were kept is not known. In conventional dairy farming cows are often kept in intensive systems, and calves are usually separated from their mothers shortly after birth.',
    source: { title: 'Dairy cattle (Wikipedia)', url: 'https://en.wikipedia.org/wiki/Dairy_cattle' },
  },
  eggs: {
    text: 'No free-range or organic label is shown, so the eggs may come from caged hens (the EU banned barren battery cages from 2012, but "enriched" cages are still allowed).',
    source: { title: 'Battery cage (Wikipedia)', url: 'https://en.wikipedia.org/wiki/Battery_cage' },
  },
  seafood: {
    text: 'No certification is shown, so there is no evidence about how the fish or shellfish were farmed or caught.',
    source: { title: 'Aquaculture (Wikipedia)', url: 'https://en.wikipedia.org/wiki/Aquaculture' },
  },
  'bee product': {
    text: 'No certification is shown; how the bee colonies were managed is unknown.',
    source: { title: 'Beekeeping (Wikipedia)', url: 'https://en.wikipedia.org/wiki/Beekeeping' },
  },
  'gelatin product': {
    text: 'Gelatine is made from animal skin and bones, a by-product of meat production, which commonly relies on intensive farming.',
    source: { title: 'Gelatin (Wikipedia)', url: 'https://en.wikipedia.org/wiki/Gelatin' },
  },
  'animal material': {
    text: 'Contains material of animal origin and no welfare certification is shown, so how the animals were kept is unknown.',
    source: INTENSIVE_FARMING,
  },
  unknown: {
    text: 'Contains animal ingredients and no welfare certification is shown, so how the animals were kept is unknown.',
    source: INTENSIVE_FARMING,
  },
};

export { editDistance, editSimilarity, MAX_WORD_LENGTH, misreadDistance, searchWords } from './search-text.ts';
