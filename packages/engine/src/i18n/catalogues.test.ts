/**
 * The report's languages (decision 036): figures, lists and quotes in each language's marks, the nutrition
 * words a shopper knows from the pack, and the knowledge's words complete in every language — OFF's names where they
 * match ours, our own translations for the rest, none left over from an English text that changed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { knowledge, loadTranslation, translatableTexts, type KnowledgeTranslation } from '@clearcart/knowledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANIMAL_CATEGORIES } from '../analyse.ts';
import { ALLERGEN_NAMES } from '../health/findings.ts';
import { en, type Catalogue } from './en.ts';
import { FORMATS, type Locale } from './format.ts';
import { LOCALES, loadMessages } from './index.ts';
import { footprintBasisParts, tagWords, Voice } from './voice.ts';

const OTHERS = LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en');
const messages = {} as Record<Locale, Catalogue>;
const translations = {} as Record<Exclude<Locale, 'en'>, KnowledgeTranslation>;

beforeAll(async () => {
  for (const locale of LOCALES) messages[locale] = await loadMessages(locale);
  for (const locale of OTHERS) translations[locale] = (await loadTranslation(locale))!;
});

describe("each language's marks", () => {
  it('writes figures as the language does: a decimal comma, thousands grouped its way; English as the spec prints', () => {
    expect(FORMATS.en.num(10.6)).toBe('10.6');
    expect(FORMATS.en.num(0.268, 2)).toBe('0.27');
    expect(FORMATS.en.num(15415, 0)).toBe('15415');
    expect(FORMATS.fr.num(10.6)).toBe('10,6');
    expect(FORMATS.de.num(10.6)).toBe('10,6');
    expect(FORMATS.fr.num(15415, 0)).toBe('15\u202f415');
    expect(FORMATS.fr.num(1644, 0)).toBe('1\u202f644');
    expect(FORMATS.de.num(1644, 0)).toBe('1.644');
    expect(FORMATS.it.num(15415.25, 1)).toBe('15.415,3');
    expect(FORMATS.nl.num(0.001, 3)).toBe('0,001');
    // Spanish groups from five digits on (CLDR's minimum grouping digits).
    expect(FORMATS.es.num(1644, 0)).toBe('1644');
    expect(FORMATS.es.num(15415, 0)).toBe('15.415');
    expect(FORMATS.de.num(-2.5)).toBe('-2,5');
  });

  it('joins lists with its own "and", Spanish "e" before an i sound', () => {
    const three = ['a', 'b', 'c'];
    expect(LOCALES.map((l) => FORMATS[l].list(three))).toEqual([
      'a, b and c',
      'a, b et c',
      'a, b und c',
      'a, b y c',
      'a, b e c',
      'a, b en c',
    ]);
    expect(FORMATS.es.list(['soja', 'hinojo'])).toBe('soja e hinojo');
    expect(FORMATS.es.list(['soja', 'hierro'])).toBe('soja y hierro');
    expect(FORMATS.fr.list(['lait'])).toBe('lait');
  });

  it('keeps German nouns capitalised inside a sentence, lower-cases the others', () => {
    expect(FORMATS.de.lower('Milch')).toBe('Milch');
    expect(FORMATS.fr.lower('Lait')).toBe('lait');
  });
});

describe('the messages', () => {
  it('loads each language on its own, each saying which it is', () => {
    expect(LOCALES.map((l) => messages[l].format.locale)).toEqual(LOCALES);
  });

  it("names the nutrients as each language's labels do, and writes 10.6 g of saturates as the language does", () => {
    expect(LOCALES.map((l) => messages[l].nutrition.nutrients.saturated_fat)).toEqual([
      'saturated fat',
      'acides gras saturés',
      'gesättigte Fettsäuren',
      'grasas saturadas',
      'grassi saturi',
      'verzadigde vetzuren',
    ]);
    const light = { nutrient: 'saturated_fat', value: 10.6, light: 'high', low: 1.5, high: 5, perMl: false } as const;
    expect(en.nutrition.light(light)).toBe(
      'Saturated fat: 10.6 g per 100 g, above the 5 g "high" threshold of the UK front-of-pack traffic lights (high).',
    );
    for (const locale of OTHERS) expect(messages[locale].nutrition.light(light)).toContain('10,6 g');
    expect(messages.fr.nutrition.light(light)).toBe(
      "Acides gras saturés\u00a0: 10,6 g pour 100 g, au-dessus du seuil «\u202félevé\u202f» de 5 g des feux tricolores britanniques de l'étiquetage en face avant (élevé).",
    );
  });

  it('French sets a no-break space before its high punctuation, English does not', () => {
    expect(messages.fr.health.contains(['lait'])).toBe('Contient\u00a0: lait.');
    expect(messages.fr.environment.refill(['recharge'])).toMatch(/\)\u00a0: il remplit/);
    expect(en.health.contains(['milk'])).toBe('Contains milk.');
  });

  it('opens each kind of advice with the same words, so the icon rule reads them', () => {
    // One sentence of each advice, in every language: the rule reads its opening words (packages/text).
    const advice = (m: Catalogue) => ({
      avoid: m.personal.avoidContains({ name: 'x' }),
      caution: m.nutrition.highIn({ nutrient: 'salt', value: 2, perMl: false }),
      check: m.health.noIngredientList,
      consider: m.palmOil.advice,
      note: m.personal.carbohydrates(['keto', 'paleo', 'low_carb']),
      good: m.nutrition.goodProfile('A'),
    });
    const english = advice(en);
    for (const locale of OTHERS) {
      const theirs = advice(messages[locale]);
      for (const [kind, text] of Object.entries(theirs))
        expect(text.split(/\s/)[0], `${locale} ${kind}`).not.toBe(english[kind as keyof typeof english].split(/\s/)[0]);
    }
  });
});

describe("the knowledge's words in each language", () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const texts = [...new Set([...translatableTexts(knowledge), ...Object.values(ALLERGEN_NAMES)])];

  it.each(OTHERS)('%s: every name and text a report takes from the knowledge has its translation', (locale) => {
    const { texts: own, names } = translations[locale];
    expect(texts.filter((t) => own[t] === undefined && names.entries[t] === undefined)).toEqual([]);
    // Open Food Facts' own name wins where it has one: ours is only for what it lacks.
    expect(Object.keys(own).filter((t) => names.entries[t] !== undefined)).toEqual([]);
  });

  /** The categories a report names: footprints, animal content, markets. */
  const categoryTags = [
    ...new Set([
      ...knowledge.footprints.flatMap((f) => f.offTags),
      ...ANIMAL_CATEGORIES.map(([tag]) => tag),
      ...knowledge.brands.flatMap((b) => (b.markets ?? []).flatMap((m) => m.categories ?? [])),
    ]),
  ];

  it.each(OTHERS)('%s: no translation of an English text the knowledge no longer has', (locale) => {
    const current = new Set([...texts, ...categoryTags.map(tagWords)]);
    expect(Object.keys(translations[locale].texts).filter((t) => !current.has(t))).toEqual([]);
  });

  it.each(OTHERS)('%s: every category a report names has a name (footprints, animal content, markets)', (locale) => {
    const v = new Voice({ messages: messages[locale], translation: translations[locale] });
    const named = translations[locale].names.tags.categories ?? {};
    // Open Food Facts' name, else ours for the few it names in English only.
    expect(
      categoryTags.filter((tag) => !named[tag] && translations[locale].texts[tagWords(tag)] === undefined),
    ).toEqual([]);
    for (const tag of categoryTags) expect(v.tag('categories', tag)).not.toBe('');
  });

  it("reads every footprint's basis back into its parts, which say the English word for word", () => {
    for (const footprint of knowledge.footprints) {
      const parts = footprintBasisParts(footprint.basis);
      expect(parts, footprint.id).toBeDefined();
      const english = en.environment.footprintBasis({
        ...parts!,
        categories: footprint.offTags.slice(0, parts!.categories).map(tagWords),
      });
      expect(english).toBe(footprint.basis);
    }
  });

  it('is generated data with its source named, and our own translations say what they are', () => {
    for (const locale of OTHERS) {
      const generated = JSON.parse(
        readFileSync(path.resolve(here, `../../../knowledge/data/i18n/off-names.${locale}.json`), 'utf8'),
      ) as { $comment: string };
      expect(generated.$comment).toMatch(/Open Food Facts.*ODbL/);
      const own = JSON.parse(
        readFileSync(path.resolve(here, `../../../knowledge/data/i18n/texts.${locale}.json`), 'utf8'),
      ) as { $comment: string };
      expect(own.$comment).toMatch(/company profiles are not translated/);
    }
  });
});
