/**
 * Blind audit 14, finding 3 (decision 117): a figure the list rules out is not scored as measured. A drink or food whose
 * list is (nearly) all sugary fruit cannot have 0 g sugars beside its carbohydrates: the report says the sugars look
 * wrong, bounds them from the carbohydrates (at least two thirds of what the fruit can account for), states no sugars
 * light and no Nutri-Score as measured, and grades no better than the best Nutri-Score that bound allows.
 */
import { preferences, type ProductFactsInput } from '@clearcart/contracts';
import { knowledge, loadTranslation } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { speechLoader } from '../i18n/index.ts';
import { respond } from '../respond.ts';
import { makeFacts } from '../test/knowledge-fixture.ts';
import { nutritionInconsistencies, sugarsFromFruit } from './nutrition-consistency.ts';

const speech = speechLoader(loadTranslation);
const healthOf = async (input: Partial<ProductFactsInput>, lang = 'en') =>
  respond(makeFacts(input), knowledge, 'complete', preferences.parse({}), await speech(lang as never)).ratings!.health;
const notes = (health: Awaited<ReturnType<typeof healthOf>>) => (health.recommendations ?? []).join(' | ');
const GRADES = ['A', 'B', 'C', 'D', 'E'];

const DRINK: Partial<ProductFactsInput> = {
  categoryTags: ['en:beverages', 'en:non-sugared-beverages'],
  kind: 'beverage',
  perMl: true,
};

/** The audited juice: "Fraise (60%), pomme (39%), citron (1%)", 0 g sugars beside 8.7 g carbohydrates. */
const strawberryApple: Partial<ProductFactsInput> = {
  ...DRINK,
  name: 'Jus Fraise Pomme',
  brand: 'Exki',
  countries: ['en:france'],
  ingredientsText: 'Ingrédients : Fraise (60%), pomme (39%), citron (1%). Sans sucres ajoutés',
  nutriments: {
    energyKj: 155,
    fat: 1,
    saturatedFat: 0,
    carbohydrates: 8.7,
    sugars: 0,
    fiber: 0.5,
    proteins: 0.2,
    salt: 0,
  },
};

describe('sugars a fruit list rules out are not scored as measured', () => {
  it('the audited strawberry and apple juice: a note, no "low" sugars, no measured grade, B at best', async () => {
    const health = await healthOf(strawberryApple);
    expect(health.nutri_score).toBeUndefined();
    expect(notes(health)).toMatch(/sugars 0 g, where a list that is 99 % fruit holds at least 5 g/);
    expect(notes(health)).not.toMatch(/Good nutritional profile/);
    expect(health.health_concerns?.sugars).toBeUndefined();
    expect(JSON.stringify(health)).not.toMatch(/Sugars: 0 g per 100 ml/);
    expect(health.impact_summary).toMatch(/sugars cannot be right.*no better than B/);
    // Never better than B: the bound allows no more, and the health score does not rest on the 0 g.
    if (health.grade !== undefined) expect(GRADES.indexOf(health.grade)).toBeGreaterThanOrEqual(GRADES.indexOf('B'));
  });

  it('an English apple and mango juice with 0.5 g sugars and 12 g carbohydrates: C at best', async () => {
    const health = await healthOf({
      ...DRINK,
      name: 'Apple & Mango Juice',
      countries: ['en:united-kingdom'],
      ingredientsText: 'Pressed apple juice (70%), mango purée (30%)',
      nutriments: { energyKj: 210, fat: 0.1, saturatedFat: 0, carbohydrates: 12, sugars: 0.5, proteins: 0.3, salt: 0 },
    });
    expect(health.nutri_score).toBeUndefined();
    expect(health.impact_summary).toMatch(/no better than C/);
    expect(health.impact_summary).toMatch(/no less than the 8 g/);
    if (health.grade !== undefined) expect(GRADES.indexOf(health.grade)).toBeGreaterThanOrEqual(GRADES.indexOf('C'));
  });

  it('a French apple purée (a food) with 0 g sugars: the note, and no "low" sugars light', async () => {
    const health = await healthOf(
      {
        name: 'Purée de pomme',
        categoryTags: ['en:plant-based-foods', 'en:fruits-based-foods', 'en:compotes'],
        kind: 'food',
        perMl: false,
        ingredientsText: 'Pommes 100 %',
        nutriments: {
          energyKj: 230,
          fat: 0.2,
          saturatedFat: 0,
          carbohydrates: 12,
          sugars: 0,
          fiber: 1.6,
          proteins: 0.3,
          salt: 0,
        },
      },
      'fr',
    );
    expect(health.nutri_score).toBeUndefined();
    expect(notes(health)).toMatch(/sucres 0\sg, alors qu'une liste à 100\s% de fruits en apporte au moins 8\sg/);
    expect(health.health_concerns?.sugars).toBeUndefined();
  });

  it('a German orange juice with 0 g sugars: said in German', async () => {
    const health = await healthOf(
      {
        ...DRINK,
        name: 'Orangensaft',
        ingredientsText: 'Orangensaft',
        nutriments: { energyKj: 180, fat: 0, saturatedFat: 0, carbohydrates: 9, sugars: 0, proteins: 0.7, salt: 0 },
      },
      'de',
    );
    expect(health.nutri_score).toBeUndefined();
    expect(notes(health)).toMatch(/Zucker 0 g, obwohl eine Liste aus 100 % Obst/);
    expect(health.impact_summary).toMatch(/Der Zucker des Etiketts kann/);
  });
});

describe('what the rule leaves alone', () => {
  it('a juice with a plausible sugars figure keeps its measured grade', async () => {
    const health = await healthOf({ ...strawberryApple, nutriments: { ...strawberryApple.nutriments!, sugars: 7.8 } });
    expect(health.nutri_score).toBeDefined();
    expect(notes(health)).not.toMatch(/fruit holds at least/);
    expect(health.health_concerns?.sugars?.notes).toMatch(/7\.8 g per 100 ml/);
  });

  it('a lemonade with lemon juice, sweeteners and 0 g sugars is untouched', async () => {
    const health = await healthOf({
      ...DRINK,
      name: 'Limonade zéro',
      ingredientsText:
        'Eau gazéifiée, jus de citron 4 %, acidifiant : acide citrique, édulcorants : acésulfame K, sucralose, arômes naturels',
      nutriments: { energyKj: 4, fat: 0, saturatedFat: 0, carbohydrates: 0.3, sugars: 0, proteins: 0, salt: 0.02 },
    });
    expect(health.nutri_score).toBeDefined();
    expect(notes(health)).not.toMatch(/fruit holds at least/);
  });

  it('lemon, lime and banana are not counted as fruit whose carbohydrate is mostly sugars', async () => {
    const health = await healthOf({
      ...DRINK,
      name: 'Banana & lime smoothie',
      ingredientsText: 'Banana purée (80%), lime juice (20%)',
      nutriments: { energyKj: 360, fat: 0.3, saturatedFat: 0.1, carbohydrates: 20, sugars: 9, proteins: 1, salt: 0 },
    });
    expect(health.nutri_score).toBeDefined();
    expect(notes(health)).not.toMatch(/fruit holds at least/);
  });

  it('within the tolerance a declared figure is allowed, nothing is said', () => {
    const n = { carbohydrates: 9, sugars: 5 };
    expect(sugarsFromFruit(n, 100, true)).toBe(6);
    expect(nutritionInconsistencies(n, { perMl: true, alcoholic: false, sugaryFruit: 100 })).toEqual([]);
  });

  it('sugars above the carbohydrates were already said (part over whole)', () => {
    expect(
      nutritionInconsistencies({ carbohydrates: 8.7, sugars: 12 }, { perMl: true, alcoholic: false }).map(
        (p) => p.code,
      ),
    ).toEqual(['part_over_whole']);
  });
});
