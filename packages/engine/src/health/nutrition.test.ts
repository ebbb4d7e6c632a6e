import type { ProductFacts } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from '../evaluate.ts';
import { fixtureKnowledge as k, makeFacts } from '../test/knowledge-fixture.ts';
import { perPortion } from './section.ts';

const ratingsOf = (facts: ProductFacts) => evaluateProductStrict(facts, k).ratings;

const NUTELLA = {
  energyKj: 2252,
  energyKcal: 539,
  fat: 30.9,
  saturatedFat: 10.6,
  sugars: 56.3,
  salt: 0.107,
  proteins: 6.3,
};

describe('the nutrition table of the Health section', () => {
  it('carries the figures per 100 g with the traffic lights of the concerns grid', () => {
    const { health } = ratingsOf(makeFacts({ kind: 'food', nutriments: NUTELLA }));
    expect(health.nutrition).toEqual({
      basis: '100 g',
      per_100: {
        energy_kj: 2252,
        energy_kcal: 539,
        fat: 30.9,
        saturated_fat: 10.6,
        sugars: 56.3,
        proteins: 6.3,
        salt: 0.107,
      },
      lights: { fat: 'high', saturated_fat: 'high', sugars: 'high', salt: 'low' },
    });
    // One light per nutrient: the table says what the grid says.
    for (const [nutrient, light] of Object.entries(health.nutrition?.lights ?? {}))
      expect(health.health_concerns[nutrient]?.status).toBe(light);
  });

  it('leaves a missing figure absent, never 0, and has no light for it', () => {
    const { health } = ratingsOf(makeFacts({ kind: 'food', nutriments: { sugars: 3 } }));
    expect(health.nutrition?.per_100).toEqual({ sugars: 3 });
    expect(health.nutrition?.per_100.carbohydrates).toBeUndefined();
    expect(health.nutrition?.per_100.fibre).toBeUndefined();
    expect(health.nutrition?.lights).toEqual({ sugars: 'low' });
  });

  it('keeps a real 0 as 0', () => {
    const { health } = ratingsOf(makeFacts({ kind: 'food', nutriments: { fat: 0, fiber: 0 } }));
    expect(health.nutrition?.per_100).toEqual({ fat: 0, fibre: 0 });
  });

  it('is per 100 ml for a drink, with the drink thresholds', () => {
    const { health } = ratingsOf(
      makeFacts({ kind: 'beverage', perMl: true, nutriments: { energyKj: 180, sugars: 10.6, salt: 0 } }),
    );
    expect(health.nutrition?.basis).toBe('100 ml');
    expect(health.nutrition?.lights).toEqual({ sugars: 'medium', salt: 'low' });
  });

  it('adds the figures of one portion where the record states its quantity', () => {
    const facts = makeFacts({ kind: 'food', nutriments: NUTELLA, servingSize: '15g', servingQuantity: 15 });
    const { nutrition } = ratingsOf(facts).health;
    expect(nutrition?.per_portion).toEqual({
      quantity: 15,
      serving_size: '15g',
      values: {
        energy_kj: 337.8,
        energy_kcal: 80.85,
        fat: 4.635,
        saturated_fat: 1.59,
        sugars: 8.445,
        proteins: 0.945,
        salt: 0.016,
      },
    });
    // The lights stay those of the figures per 100 g: the UK thresholds are per 100 g.
    expect(nutrition?.lights).toEqual(
      ratingsOf(makeFacts({ kind: 'food', nutriments: NUTELLA })).health.nutrition?.lights,
    );
  });

  it('has no portion without its quantity: a printed size alone does not say how much', () => {
    const facts = makeFacts({ kind: 'food', nutriments: NUTELLA, servingSize: '1 portion' });
    expect(ratingsOf(facts).health.nutrition?.per_portion).toBeUndefined();
    expect(ratingsOf(makeFacts({ kind: 'food', nutriments: NUTELLA })).health.nutrition?.per_portion).toBeUndefined();
  });

  it('computes a portion as per 100 × quantity / 100, a missing figure staying missing and 0 staying 0', () => {
    expect(perPortion({ sugars: 10.6, salt: 0 }, 330)).toEqual({ sugars: 34.98, salt: 0 });
    expect(perPortion({ fat: 30.9 }, 100)).toEqual({ fat: 30.9 });
    expect(perPortion({}, 30)).toEqual({});
  });

  it('is absent without nutrition facts, and for a cosmetic', () => {
    expect(ratingsOf(makeFacts({ kind: 'food', nutriments: {} })).health.nutrition).toBeUndefined();
    expect(ratingsOf(makeFacts({ kind: 'food' })).health.nutrition).toBeUndefined();
    const cosmetic = makeFacts({ kind: 'cosmetic', ingredientsText: 'Aqua, Glycerin', nutriments: { sugars: 3 } });
    expect(ratingsOf(cosmetic).health.nutrition).toBeUndefined();
  });

  it("carries Open Food Facts' Green-Score only where the record has one", () => {
    expect(ratingsOf(makeFacts({ kind: 'food', environmentalScoreGrade: 'd' })).health.off_green_score).toBe('d');
    expect(ratingsOf(makeFacts({ kind: 'food' })).health.off_green_score).toBeUndefined();
  });
});

describe('a nutrient high only in its portion', () => {
  it('is said with the portion that makes it high, not beside the per-100 ml figure that is low', () => {
    // An orange drink whose stated portion is the whole 1 l bottle: 0.13 g salt per 100 ml is low per 100 ml, and
    // 1.3 g in the portion is above the 0.9 g the guidance allows a drink portion over 150 ml.
    const facts = makeFacts({
      kind: 'beverage',
      perMl: true,
      servingQuantity: 1000,
      nutriments: { energyKj: 180, fat: 0, saturatedFat: 0, sugars: 9, salt: 0.13, proteins: 0.2 },
    });
    const advice = ratingsOf(facts).health.recommendations.filter((r) => r.startsWith('Caution: high in salt'));
    expect(advice).toEqual(['Caution: high in salt (1.3 g in a portion of 1000 ml); keep portions small.']);
  });
});

describe('energy that cannot be right: the Nutri-Score counts the figure the macronutrients allow (blind audit 8, S4)', () => {
  // Lindt Excellence, US record: 3,106.7 kJ beside 566.7 kcal; 46.7 g fat, 10 g protein and 16.7 g fibre allow at most
  // about 2,500 kJ (EU 1169/2011 Annex XIV: fat 37 kJ/g, carbohydrate and protein 17, fibre 8).
  const LINDT = {
    energyKj: 3106.7,
    energyKcal: 566.7,
    fat: 46.7,
    saturatedFat: 30,
    sugars: 16.7,
    salt: 0,
    fiber: 16.7,
    proteins: 10,
  };
  const chocolate = (nutriments: ProductFacts['nutriments']) =>
    evaluateProductStrict(makeFacts({ categoryTags: ['en:chocolates', 'en:dark-chocolates'], nutriments }), k);

  it('takes the kcal where the kJ lies outside what the macronutrients give, and says so', () => {
    const report = chocolate(LINDT);
    // The points of 566.7 kcal (2,371 kJ) alone, not those of 3,106.7 kJ.
    const fromKcal = chocolate({ ...LINDT, energyKj: undefined });
    expect(report.ratings.health.nutri_score?.points).toBe(fromKcal.ratings.health.nutri_score?.points);
    expect(report.ratings.health.nutri_score?.points).not.toBe(
      chocolate({ ...LINDT, energyKcal: undefined }).ratings.health.nutri_score?.points,
    );
    expect(JSON.stringify(report.ratings.health)).toContain(
      '3106.7 kJ is not 566.7 kcal — the Nutri-Score counts the kcal, the figure the fat, carbohydrates, protein and fibre allow',
    );
  });

  it('keeps the kJ where it is the one the macronutrients allow, and where the two agree', () => {
    // The kcal mistyped instead: 2,371 kJ beside 742.5 kcal (3,106.7 kJ).
    const kcalWrong = chocolate({ ...LINDT, energyKj: 2371, energyKcal: 742.5 });
    expect(kcalWrong.ratings.health.nutri_score?.points).toBe(
      chocolate({ ...LINDT, energyKj: 2371, energyKcal: undefined }).ratings.health.nutri_score?.points,
    );
    expect(JSON.stringify(kcalWrong.ratings.health)).not.toContain('counts the kcal');
  });
});

describe('a US panel’s "total carbohydrate" holds its fibre (21 CFR 101.9(c)(6); blind audit 9, O5)', () => {
  // A US meal-replacement shake powder: 26.9 g total carbohydrate of which 19.2 g fibre; the kJ (1,823) is OFF's
  // computation with the fibre counted twice, the kcal (384.6) the label's.
  const SHAKE = {
    energyKcal: 384.6,
    energyKj: 1823.1,
    fat: 11.5,
    saturatedFat: 1.9,
    carbohydrates: 26.9,
    sugars: 3.8,
    salt: 1.54,
    fiber: 19.2,
    proteins: 46.2,
  };
  const report = (countries: string[]) =>
    JSON.stringify(
      evaluateProductStrict(makeFacts({ categoryTags: ['en:meal-replacements'], countries, nutriments: SHAKE }), k)
        .ratings.health,
    );

  it('does not add the fibre twice for a product sold in the United States or Canada', () => {
    expect(report(['en:united-states'])).not.toContain('add up to');
    expect(report(['en:canada'])).not.toContain('add up to');
    // The macronutrients, fibre once, allow the kcal, not the kJ.
    expect(report(['en:united-states'])).toContain('the Nutri-Score counts the kcal');
  });
  it('adds it where carbohydrate is the available one (EU), or where the market is not on record', () => {
    expect(report(['en:france'])).toContain('add up to 105.3 g');
    expect(report([])).toContain('add up to 105.3 g');
  });
  it('reads a record that lists the United States beside France as the US panel its figures fit (blind audit 27)', () => {
    expect(report(['en:united-states', 'en:france'])).not.toContain('add up to');
  });
});
