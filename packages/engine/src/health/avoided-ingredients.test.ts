/**
 * Blind audit 8 (S3, "silent avoid list"): a shopper's avoided word is matched through Open Food Facts' taxonomy, in
 * any language (the word's own entry, a kind of it, or every part of it), and a word that matches nothing in a read
 * list and that the vocabulary does not know is said back, never silence.
 */
import { INTERFACE_LANGUAGES, preferences, type PreferencesInput, type ProductFactsInput } from '@clearcart/contracts';
import { knowledge, loadTranslation } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from '../evaluate.ts';
import { loadMessages } from '../i18n/index.ts';
import { joinsAcrossDash, vocabularyIndex } from '../ingredient-analysis.ts';
import { respond } from '../respond.ts';
import { parseIngredientList } from '../text.ts';
import { makeFacts } from '../test/knowledge-fixture.ts';

const alertsFor = (word: string, facts: Partial<ProductFactsInput>) => {
  const prefs: PreferencesInput = { health: { avoid_ingredients: [word] } };
  return evaluateProductStrict(makeFacts(facts), knowledge, prefs).personal_alerts.filter(
    (a) => a.code === `avoid-ingredient:${word.toLowerCase()}`,
  );
};
const BUTTER_SPREAD = { ingredientsText: 'Butter (63%), Rapeseed Oil, Water, Salt (1.2%), Lactic Culture (Milk)' };

describe('an avoided word matched through the taxonomy, in any language', () => {
  it.each([
    ['Italian, colza oil', 'olio di colza', BUTTER_SPREAD],
    ['Italian, seed oil of colza', 'olio di semi di colza', BUTTER_SPREAD],
    ['French', 'huile de colza', BUTTER_SPREAD],
    ['the plant', 'colza', BUTTER_SPREAD],
    ['German', 'Rapsöl', BUTTER_SPREAD],
    [
      'a kind of the word: canola oil is a rapeseed oil',
      'rapeseed oil',
      { ingredientsText: 'Sugar, canola oil, salt' },
    ],
    ['the broader word: a rapeseed oil is a vegetable oil', 'vegetable oil', BUTTER_SPREAD],
    ['the broader word: an olive oil is a vegetable oil', 'vegetable oil', { ingredientsText: 'Tomatoes, olive oil' }],
    [
      'a sweetener’s salt written as one word (blind audit 10)',
      'saccarina',
      { ingredientsText: 'Molkenprotein, Kakao, Süßungsmittel: Natriumsaccharin, Sucralose' },
    ],
    [
      'a class takes in its kinds: rum is an alcohol (blind audit 11)',
      'Alkohol',
      {
        ingredientsText:
          'Sugar, cocoa butter, raisins, cocoa mass, whole milk powder, hazelnuts, butterfat, jamaican rum, emulsifier: lecithin (soy), natural flavor.',
      },
    ],
    ['French honey', 'miel', { ingredientsText: 'Flocons d’avoine, miel (12%), sel' }],
    ['honey, in Spanish, for a shopper writing French', 'miel', { ingredientsText: 'Harina de trigo, miel, sal' }],
    [
      'a class takes in its kinds, in English: red wine is an alcohol',
      'alcohol',
      { ingredientsText: 'Beef, red wine, salt' },
    ],
  ])('%s: “%s” is found', (_label, word, facts) => {
    expect(alertsFor(word, facts)).toEqual([expect.objectContaining({ severity: 'high' })]);
  });

  it.each([
    [
      'a narrower word is not the broader item: “vegetable oil” may be no olive oil',
      'olive oil',
      'Tomatoes, vegetable oil',
    ],
    ['another oil', 'sunflower oil', BUTTER_SPREAD.ingredientsText],
    ['another oil, in Italian', 'olio di girasole', BUTTER_SPREAD.ingredientsText],
    ['the oil, not the plant’s other parts', 'rapeseed oil', 'Wheat flour, rapeseed lecithin'],
    [
      'a class, with none of its kinds on the list',
      'Alkohol',
      'Sugar, cocoa butter, raisins, hazelnuts, natural flavor',
    ],
    // Blind audit 15: a name another language gives something else is not the app's languages' word.
    ['“miel” is honey, not flour (Luxembourgish “Miel”)', 'miel', 'Farine de blé, eau, levure, sel'],
    ['“Öl” is oil, not beer (Swedish “öl”)', 'beer', 'Weizenmehl, Wasser, Öl, Salz'],
  ])('%s: “%s” is not found, and nothing is said', (_label, word, ingredientsText) => {
    expect(alertsFor(word, { ingredientsText })).toEqual([]);
  });
});

describe('an avoided word the vocabulary does not know is said back', () => {
  it('a read list that cannot name it: a low alert to check the list', () => {
    expect(alertsFor('xyzzy', BUTTER_SPREAD)).toEqual([
      expect.objectContaining({
        severity: 'low',
        message:
          'We do not recognise “xyzzy”, so we cannot tell whether the list names it; check the ingredient list yourself',
      }),
    ]);
    // A word the vocabulary knows, absent from the list, is absent: nothing to say.
    expect(alertsFor('sunflower oil', BUTTER_SPREAD)).toEqual([]);
  });

  it.each(INTERFACE_LANGUAGES.filter((l) => l !== 'en'))(
    'in %s too, with the word as the shopper wrote it',
    async (lang) => {
      const speech = { messages: await loadMessages(lang), translation: await loadTranslation(lang) };
      const prefs = preferences.parse({ health: { avoid_ingredients: ['xyzzy'] } });
      const report = respond(makeFacts(BUTTER_SPREAD), knowledge, 'complete', prefs, speech);
      const alert = report.personal_alerts?.find((a) => a.code === 'avoid-ingredient:xyzzy');
      expect(alert?.severity).toBe('low');
      expect(alert?.message).toContain('xyzzy');
      expect(alert?.message).not.toMatch(/recognise/);
    },
  );
});

describe('a floor from the list: "Salt (1.2%)" is at least 1.2 g in 100 g (blind audit 8, S3)', () => {
  const dietAlert = (diet: 'low_sodium' | 'low_sugar', facts: Partial<ProductFactsInput>) =>
    evaluateProductStrict(makeFacts(facts), knowledge, {
      health: { dietary_restrictions: [diet] },
    }).personal_alerts.find((a) => a.code === `diet:${diet}`);
  it('without a salt figure, the stated share is said as the least there is: above a low-sodium food’s 0.3 g, not low', () => {
    expect(dietAlert('low_sodium', BUTTER_SPREAD)?.message).toBe('Not low in salt — you follow a low-sodium diet');
    expect(
      dietAlert('low_sodium', { ...BUTTER_SPREAD, ingredientsText: 'Vegetable oils, water, salt (0.2%)' })?.message,
    ).toBe(
      "Can't tell whether it suits a low-sodium diet — the label's salt figure is not on record (the list alone puts at least 0.2 g in 100 g)",
    );
  });
  it('a stated share above the high mark is high, as sugar named first of few items is: the diet alert, not a “can’t tell”', () => {
    const unknown = "Can't tell";
    for (const [diet, ingredientsText] of [
      ['low_sodium', 'Vegetables, salt (8%), spices'],
      ['low_sugar', 'Sugar, blackcurrants, pectin'],
    ] as const) {
      const alert = dietAlert(diet, { ingredientsText });
      expect(alert?.severity).toBe('medium');
      expect(alert?.message).not.toContain(unknown);
    }
  });
  it('a salt figure on record is the answer; no share, no floor', () => {
    const withFigure = { ...BUTTER_SPREAD, nutriments: { salt: 1.3 } };
    expect(dietAlert('low_sodium', withFigure)?.message ?? '').not.toMatch(/at least/);
    expect(dietAlert('low_sodium', { ingredientsText: 'Butter, rapeseed oil, salt' })?.message).not.toMatch(/at least/);
  });
});

describe('a spaced hyphen inside a known compound name does not split it (blind audit 9, O2)', () => {
  const SPACED = { ingredientsText: 'Farine de blé, Sirop de glucose - fructose, sucre, oeufs, purée d’abricot 10%' };
  const JOINED = { ingredientsText: 'Farine de blé, Sirop de glucose-fructose, sucre, oeufs, purée d’abricot 10%' };
  it.each([
    ['Italian', 'sciroppo di glucosio-fruttosio'],
    ['French', 'sirop de glucose-fructose'],
    ['English', 'glucose-fructose syrup'],
    ['German', 'Glukose-Fruktose-Sirup'],
  ])('%s “%s” is found with the dash spaced and unspaced', (_label, word) => {
    expect(alertsFor(word, SPACED)).toHaveLength(1);
    expect(alertsFor(word, JOINED)).toHaveLength(1);
  });
  it('a dash between two ingredients that make no name together still separates them', () => {
    const index = vocabularyIndex(knowledge.ingredientVocabulary ?? []);
    const joins = (a: string, b: string) => joinsAcrossDash(index, a, b);
    expect(parseIngredientList('Sucre - Beurre - Farine de blé', joins)).toEqual(['Sucre', 'Beurre', 'Farine de blé']);
    expect(parseIngredientList('Sirop de glucose - fructose, sel', joins)).toEqual([
      'Sirop de glucose-fructose',
      'sel',
    ]);
  });
});
