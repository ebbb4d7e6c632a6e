/**
 * Blind audit 13, first observation: a soda with 7.9 g sugars per 100 ml and a sweetener was graded B for health by the
 * traffic-light stand-in, because its energy was not on record. A missing figure is bounded by the ones on record (the
 * energy at least what the macronutrients give by the Annex XIV factors of Regulation (EU) No 1169/2011), the best
 * Nutri-Score those allow is computed, and the stand-in is never better than it; the report says so.
 */
import { preferences, type ProductFactsInput } from '@clearcart/contracts';
import { knowledge, loadTranslation } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { speechLoader } from '../i18n/index.ts';
import { respond } from '../respond.ts';
import { makeFacts } from '../test/knowledge-fixture.ts';

const speech = speechLoader(loadTranslation);
const healthOf = async (input: Partial<ProductFactsInput>, lang = 'en') =>
  respond(makeFacts(input), knowledge, 'complete', preferences.parse({}), await speech(lang as never)).ratings!.health;
const GRADES = ['A', 'B', 'C', 'D', 'E'];
const noBetter = (grade: string | undefined, than: string) =>
  expect(GRADES.indexOf(grade ?? 'A')).toBeGreaterThanOrEqual(GRADES.indexOf(than));

describe('the stand-in grade is never better than the best Nutri-Score the figures allow', () => {
  it('the audited soda (no energy on record): E, and the report says why', async () => {
    const health = await healthOf({
      name: 'Fanta Pomme Cerise',
      brand: 'Fanta',
      category: 'Fruit soda',
      categoryTags: ['en:beverages', 'en:carbonated-drinks', 'en:sodas', 'en:fruit-sodas'],
      kind: 'beverage',
      perMl: true,
      quantity: '1.5 l',
      ingredientsText:
        "Eau gazéifiée, sucre, jus de fruits à base de concentré 3 % (citron 2,8 %, pomme 0,1 %, cerise 0,1 %), acidifiants : acide citrique, acide malique, concentré de fruits et légumes (aronia, carotte, sureau, carthame, citron, cassis), correcteur d'acidité : gluconate de sodium, conservateur : sorbate de potassium, édulcorant : glycosides de stéviol, antioxyadant : acide ascorbique, arômes naturels.",
      nutriments: { fat: 0, saturatedFat: 0, sugars: 7.9, salt: 0.02, proteins: 0 },
      packaging: ['en:pet-polyethylene-terephthalate', 'en:bottle'],
    });
    expect(health.grade).toBe('E');
    expect(health.nutri_score).toBeUndefined();
    expect(health.impact_summary).toMatch(/no better than E/);
    expect(health.impact_summary).toMatch(/energy/);
  });

  it('a diet cola with aspartame and no energy (French report): its sweetener points forbid a B', async () => {
    const health = await healthOf(
      {
        name: 'Cola zéro',
        categoryTags: ['en:beverages', 'en:sodas', 'en:colas'],
        kind: 'beverage',
        perMl: true,
        ingredientsText:
          'Eau gazéifiée, colorant : E150d, acidifiant : acide phosphorique, édulcorant : aspartame, arômes',
        nutriments: { fat: 0, saturatedFat: 0, sugars: 0, salt: 0.01, proteins: 0 },
      },
      'fr',
    );
    noBetter(health.grade, 'C');
    expect(health.impact_summary).toMatch(/C/);
  });

  it('a biscuit with no energy figure (German report): the energy its fat and sugars give makes it D at best', async () => {
    const health = await healthOf(
      {
        name: 'Kekse',
        categoryTags: ['en:snacks', 'en:sweet-snacks', 'en:biscuits'],
        kind: 'food',
        ingredientsText: 'Weizenmehl, Zucker, Palmfett, Salz',
        nutriments: { fat: 17, saturatedFat: 4.9, sugars: 20, salt: 1.4 },
      },
      'de',
    );
    noBetter(health.grade, 'D');
  });

  it('where every figure is on record nothing changes (the computed Nutri-Score stands)', async () => {
    const health = await healthOf({
      categoryTags: ['en:beverages', 'en:sodas'],
      kind: 'beverage',
      perMl: true,
      ingredientsText: 'Carbonated water, sugar, citric acid',
      nutriments: { energyKj: 139, fat: 0, saturatedFat: 0, carbohydrates: 7.9, sugars: 7.9, salt: 0.02, proteins: 0 },
    });
    expect(health.nutri_score?.grade).toBe('D');
    expect(health.impact_summary).not.toMatch(/no better than/);
  });
});
