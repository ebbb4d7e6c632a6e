/**
 * Blind audit 23's findings, as rules: a free-from claim is no mention of what it denies; a list cut short leaves palm
 * oil open; cereals in forms the taxonomy does not name are plant; a drink whose name says sugar its list does not
 * name has a list that starts after the sugar; a culture named after what it makes is no additive.
 */
import type { ProductFactsInput } from '@clearcart/contracts';
import { preferences as preferencesSchema } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { makeFacts } from './test/knowledge-fixture.ts';
import { analyse } from './analyse.ts';
import { indexKnowledge } from './knowledge-index.ts';
import { affirmsPhrase, fold } from './text.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: object) =>
  evaluateProductStrict(makeFacts(facts), knowledge, prefs ? preferencesSchema.parse(prefs) : undefined);
const avoiding = (ingredientsText: string, word: string, lang = 'en') =>
  evaluate({ lang, ingredientsText }, { health: { avoid_ingredients: [word] } }).personal_alerts.map((a) => a.message);

describe('a free-from claim is no mention of what it denies (finding 1)', () => {
  it.each([
    ['Pork, salt, Uncured Pepperoni with no nitrate or nitrite added (pork, salt, spices).', 'nitrate'],
    ['Pork, salt, Uncured Pepperoni with no nitrate or nitrite added (pork, salt, spices).', 'nitrite'],
    ['Apple juice with no added sugar, vitamin C.', 'sugar'],
  ])('“%s” raises no alert for %s', (text, word) => {
    expect(avoiding(text, word).some((t) => t.toLowerCase().includes(`contains ${word}`))).toBe(false);
  });
  it('a word the list does name still raises it', () => {
    expect(avoiding('Pork, salt, sodium nitrite, sugar.', 'nitrite').some((t) => /contains nitrite/i.test(t))).toBe(
      true,
    );
  });
  it.each([
    ['jambon sans nitrite ajouté', 'nitrite', false],
    ['sugar free gum base', 'sugar', false],
    ['zero sugar syrup', 'sugar', false],
    ['sugar, salt, no added colours', 'sugar', true],
    ['contains not less than 35 cocoa solids', 'cocoa', true],
  ])('“%s” affirms %s: %s', (text, word, affirmed) => {
    expect(affirmsPhrase(fold(text), word)).toBe(affirmed);
  });
});

describe('a list cut short leaves palm oil open (finding 2)', () => {
  const palm = (ingredientsText: string, labels: string[] = []) =>
    evaluate({ lang: 'en', ingredientsText, labels }).ratings.environmental.palm_oil;
  it('the tortellini’s list that ends “ORGANIC” cannot rule it out', () => {
    const p = palm(
      'FILLING: ORGANIC CHEESE BLEND (RICOTTA CHEESE, MOZZARELLA CHEESE), ORGANIC SPINACH, ORGANIC SPINACH POWDER, ORGANIC',
    );
    expect(p.status).toBe('unknown');
    expect(p.details).toMatch(/cut short/);
  });
  it('nor can a list that ends “VEGETABLE O”', () => {
    expect(palm('Wheat flour, sugar, cocoa butter, skim milk powder, VEGETABLE O').status).not.toBe('no');
  });
  it('a whole list still rules it out, and so does the pack’s palm-free label on a cut one', () => {
    expect(palm('Wheat flour, spinach, salt.').status).toBe('no');
    expect(palm('Wheat flour, spinach, salt, ORGANIC', ['en:palm-oil-free']).status).toBe('no');
  });
});

describe('cereals in forms the taxonomy does not name are plant (finding 3)', () => {
  it('the egg bread is vegetarian, with no cereal named as a doubt', () => {
    const a = evaluate({
      lang: 'en',
      ingredientsText:
        'CRUSHED WHEAT, WHEAT FLOUR, MALTITOL SYRUP, YEAST, BRAN, OATMEAL, MULTIGRAINS, RYE CHOPS, MALTED BARLEY, GLUTEN, CANOLA OIL, SALT, EGGS.',
    }).ratings.ethical.animal_derived_content;
    expect(a.vegetarian).toBe('yes');
    expect(a.uncertain_ingredients).toEqual([]);
  });
  it('a list of grains alone is vegan', () => {
    expect(
      evaluate({ lang: 'en', ingredientsText: 'Wheat flour, rye chops, multigrains, yeast, salt.' }).ratings.ethical
        .animal_derived_content.vegan,
    ).toBe('yes');
  });
});

describe('a drink whose name says sugar its list does not name (finding 4)', () => {
  const drink = (claims: ProductFactsInput['claims'], name = 'Framboise Passion') =>
    evaluate({
      lang: 'fr',
      kind: 'beverage',
      perMl: true,
      name,
      claims,
      nutriments: { sugars: 6.7 },
      ingredientsText:
        'jus de fruits à base de concentré (pomme 2.8%) ; acidifiant : acide citrique ; édulcorant : glycosides de stéviol ; arômes naturels.',
    }).ratings.ethical.labor_practices.rating;
  it('leaves the sugar’s labour risk open', () => {
    expect(
      drink([{ text: 'Boisson rafraîchissante saveur Framboise avec sucre et édulcorant', from: 'name', lang: 'fr' }]),
    ).toBe('unknown');
  });
  it('not where the name says it has none', () => {
    expect(drink([{ text: 'Boisson rafraîchissante sans sucre', from: 'name', lang: 'fr' }])).not.toBe('unknown');
    expect(drink(undefined, 'Fanta Zero Sugar')).not.toBe('unknown');
  });
});

describe('a culture named after what it makes is no additive (finding 5)', () => {
  const index = indexKnowledge(knowledge);
  const additives = (ingredientsText: string) =>
    analyse(makeFacts({ lang: 'en', ingredientsText }), index).additives.map((a) => a.additive.code);
  it('“Lactic Acid Starter Culture” is not E270', () => {
    expect(additives('Pork, salt, spices, lactic acid starter culture.')).not.toContain('e270');
  });
  it('lactic acid itself still is', () => {
    expect(additives('Water, sugar, lactic acid, salt.')).toContain('e270');
  });
});
