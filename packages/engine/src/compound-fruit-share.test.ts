/**
 * Blind audit 14, finding 4 (decision 117): a compound ingredient's fruit counts. "Préparation à base d'avocat 97%
 * (avocat 93%, …)" brings its 93 % avocado; a share stated inside brackets is of the whole product unless the shares
 * there add up to more than the compound can be (OFF's init_percent_values); the estimate never falls below a share
 * the list states for a fruit, vegetable or legume.
 */
import { preferences } from '@clearcart/contracts';
import { knowledge, loadTranslation } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { speechLoader } from './i18n/index.ts';
import { estimateFruitsVegetablesLegumes, vocabularyIndex } from './ingredient-analysis.ts';
import { respond } from './respond.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const index = vocabularyIndex(knowledge.ingredientVocabulary!);
const estimate = (text: string) => estimateFruitsVegetablesLegumes(index, text);

const GUACAMOLE =
  "Préparation à base d'avocat 97% (avocat 93%, sucre, sel oignon, poivrons rouges, antioxydant: E300, stabilisant: E401, épaississant: E415, acidifant E330, poudre de piment, ail, coriandre) - eau - poivrons rouges - sel - sucre épaississant : E415 - acidifiant : E330 - conservateur E202.";

describe("a compound ingredient's fruit and vegetables count", () => {
  it('the audited guacamole: at least the 93 % avocado its preparation states', () => {
    expect(estimate(GUACAMOLE)).toBeGreaterThanOrEqual(93);
    expect(estimate(GUACAMOLE)).toBeLessThanOrEqual(97);
  });

  it("the audited guacamole's report: more than 80 %, so 5 Nutri-Score points, grade C", async () => {
    const report = respond(
      makeFacts({
        name: 'Guacamole',
        categoryTags: ['en:groceries', 'en:sauces', 'en:guacamoles'],
        kind: 'food',
        ingredientsText: GUACAMOLE,
        nutriments: {
          energyKj: 774,
          fat: 17,
          saturatedFat: 2.9,
          carbohydrates: 4.2,
          sugars: 2.7,
          salt: 1.3,
          proteins: 1.8,
        },
      }),
      knowledge,
      'complete',
      preferences.parse({}),
      await speechLoader(loadTranslation)('en'),
    );
    const health = report.ratings!.health;
    expect(health.nutri_score).toEqual({ grade: 'C', points: 5 });
    expect(health.impact_summary).toMatch(/estimated at 9\d\s%/);
  });

  it('a French tart: the apples inside its filling, a share of the whole product', () => {
    expect(
      estimate('Garniture 50% (pommes 40%, sucre, amidon de maïs), farine de blé, beurre, œufs'),
    ).toBeGreaterThanOrEqual(40);
  });

  it('an English pie: shares inside the brackets that exceed the compound are of the compound (OFF)', () => {
    const share = estimate('Fruit filling 30% (apple 75%, sugar 25%), wheat flour, butter, sugar');
    expect(share).toBeCloseTo(22.5, 0);
  });

  it('a Spanish sauce: the tomato of a compound whose own name is no vegetable', () => {
    expect(estimate('Salsa 60% (tomate 45%, cebolla, aceite de oliva, sal), agua, almidón')).toBeGreaterThanOrEqual(45);
  });
});

describe('what it leaves alone', () => {
  it('a compound with no fruit or vegetable counts nothing extra', () => {
    expect(
      estimate('Chocolate 30% (sugar, cocoa butter, cocoa mass, emulsifier: soya lecithin), wheat flour, sugar'),
    ).toBe(0);
  });

  it('brackets that say where a fruit comes from leave it counted as itself', () => {
    expect(estimate('Pommes 60% (France), sucre, eau')).toBe(60);
  });

  it('a juice named with its unstated parts counts as the juice', () => {
    expect(estimate('Orange juice (orange juice concentrate, water)')).toBe(100);
  });
});
