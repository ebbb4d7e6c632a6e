/**
 * What the list cannot rule out stays open in every tab.
 * Palm oil that the palm card cannot rule out leaves resource depletion and labour unknown, whether the card says
 * "maybe" or "unknown"; a plain "sugar" (cane or beet) leaves labour unknown; an ingredient the cosmetic table
 * recognises is never called "not an ingredient we recognise"; cream is dairy, so vegetarian.
 */
import type { ProductFactsInput } from '@clearcart/contracts';
import { knowledge, loadTranslation } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { loadMessages } from './i18n/index.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (overrides: Partial<ProductFactsInput>) => evaluateProductStrict(makeFacts(overrides), knowledge);

describe('palm oil not ruled out, in every tab', () => {
  // A shampoo whose list is mostly INCI names the food vocabulary does not know: the palm card cannot rule palm out.
  // (No fatty alcohol's sulfate or ester in it: one would make palm oil a "maybe", blind audit 109.)
  const SHAMPOO = {
    kind: 'cosmetic' as const,
    category: 'Shampoos',
    ingredientsText:
      'Aqua, Sodium C14-16 Olefin Sulfonate, Cocamidopropyl Betaine, Polyquaternium-10, Fragrance, Sodium Chloride, Citric Acid, Guar Hydroxypropyltrimonium Chloride',
  };

  it('an unknown palm card leaves resource depletion and labour unknown, never "low" or "good"', () => {
    const report = evaluate(SHAMPOO);
    const palm = report.ratings.environmental.palm_oil;
    expect(palm.status).toBe('unknown');
    expect(report.ratings.environmental.environmental_factors.resource_depletion).toMatchObject({
      rating: 'unknown',
      details: 'Palm oil cannot be ruled out from the ingredient list, so a deforestation risk is not ruled out.',
    });
    expect(report.ratings.ethical.labor_practices).toMatchObject({
      rating: 'unknown',
      details:
        'Palm oil cannot be ruled out from the ingredient list, so a labour risk in its supply chain is not ruled out.',
    });
  });

  it('names what the cosmetic table recognises as unsourced, not as unrecognised', () => {
    const palm = evaluate({ ...SHAMPOO, ingredientsText: 'Fragrance, Parfum, Aqua' }).ratings.environmental.palm_oil;
    if (palm.status === 'unknown') {
      expect(palm.details).not.toMatch(/"Fragrance"[^.]*not an ingredient we recognise/);
      expect(palm.details).not.toMatch(/"Parfum"[^.]*not an ingredient we recognise/);
    }
    // Whatever the card says of fragrance, the Health tab recognises it: one reading of one word.
    const health = JSON.stringify(evaluate({ ...SHAMPOO, ingredientsText: 'Fragrance, Parfum, Aqua' }).ratings.health);
    expect(health).toMatch(/Fragrance/);
  });

  it('a maybe ("vegetable oils") still names the ingredient in both tabs', () => {
    const report = evaluate({ ingredientsText: 'Wheat flour, vegetable oils, salt' });
    expect(report.ratings.environmental.environmental_factors.resource_depletion.details).toBe(
      '"vegetable oils" may be palm oil, so a deforestation risk is not ruled out.',
    );
    expect(report.ratings.ethical.labor_practices.details).toBe(
      '"vegetable oils" may be palm oil, so a labour risk in its supply chain is not ruled out.',
    );
  });

  it('a list that rules palm oil out keeps "low" and "good"', () => {
    const report = evaluate({ ingredientsText: 'Wheat flour, water, salt, yeast' });
    expect(report.ratings.environmental.palm_oil.status).toBe('no');
    expect(report.ratings.environmental.environmental_factors.resource_depletion.rating).toBe('low');
    expect(report.ratings.ethical.labor_practices.rating).toBe('good');
  });
});

describe('plain sugar may be cane sugar', () => {
  it('leaves labour unknown, naming the word, in English and in French', async () => {
    const facts = { ingredientsText: 'Water, sugar, lemon juice concentrate, carbon dioxide' };
    expect(evaluate(facts).ratings.ethical.labor_practices).toMatchObject({
      rating: 'unknown',
      details: '"sugar" may be cane sugar, so a labour risk in its supply chain is not ruled out.',
    });
    const speech = { messages: await loadMessages('fr'), translation: await loadTranslation('fr') };
    const french = evaluateProductStrict(
      makeFacts({ ingredientsText: 'Eau, sucre, jus de citron' }),
      knowledge,
      undefined,
      speech,
    );
    expect(french.ratings.ethical.labor_practices).toMatchObject({
      rating: 'unknown',
      // French quotes and the colon take narrow no-break spaces.
      details: expect.stringMatching(/^«\s*sucre\s*» peut être du sucre de canne\s*: un risque lié au travail/),
    });
  });

  it('beet sugar, cane sugar named outright and a fair-trade label each settle it', () => {
    expect(evaluate({ ingredientsText: 'Water, beet sugar, lemon juice' }).ratings.ethical.labor_practices.rating).toBe(
      'good',
    );
    // Named outright, cane sugar's risk is the listed countries': possible, not found, with no origin on record.
    expect(
      evaluate({ ingredientsText: 'Water, cane sugar, lemon juice' }).ratings.ethical.labor_practices.details,
    ).toMatch(/^Cane sugar: .* this risk is possible, not found/);
    const fairtrade = evaluate({ ingredientsText: 'Water, sugar, lemon juice', labels: ['en:fairtrade-international'] })
      .ratings.ethical.labor_practices;
    expect(fairtrade.rating).not.toBe('unknown');
  });

  it('a sugar inside a word is not plain sugar ("sugar beet fibre", "icing sugar" is)', () => {
    expect(
      evaluate({ ingredientsText: 'Oat flakes, sugar beet fibre, salt' }).ratings.ethical.labor_practices.rating,
    ).toBe('good');
    expect(evaluate({ ingredientsText: 'Flour, icing sugar, butter' }).ratings.ethical.labor_practices.rating).toBe(
      'unknown',
    );
  });
});

describe('cream is dairy', () => {
  it('a butter of cream and salt is vegetarian and not vegan, with nothing left open', () => {
    for (const ingredientsText of ['Pasteurized cream, salt.', 'Cream, salt.', 'Crème fraîche, sel']) {
      const report = evaluate({ category: 'Butters', ingredientsText });
      const diet = report.ratings.ethical.animal_derived_content;
      expect(diet.vegetarian, ingredientsText).toBe('yes');
      expect(diet.vegan, ingredientsText).toBe('no');
    }
  });
});

describe('"declared on the label" only where a law makes the label declare it', () => {
  const celery = (countries: string[]) =>
    evaluate({ ingredientsText: 'Water, celery, salt', allergens: ['en:celery'], countries }).ratings.health.allergens
      .celery?.notes;

  it('celery on a US soup is on record, not declared: FALCPA does not make it an allergen', () => {
    expect(celery(['en:united-states'])).toMatch(/^On record as an allergen/);
    expect(celery(['en:france', 'en:united-states'])).toMatch(/^On record as an allergen/);
  });

  it('celery sold in the EU or the UK is declared on the label; without a country of sale it is only on record', () => {
    expect(celery(['en:france'])).toMatch(/^Declared as an allergen on the label/);
    expect(celery(['en:united-kingdom', 'en:ireland'])).toMatch(/^Declared as an allergen on the label/);
    expect(celery([])).toMatch(/^On record as an allergen/);
  });

  it('milk is declared under both laws', () => {
    const milk = evaluate({ ingredientsText: 'Milk, sugar', allergens: ['en:milk'], countries: ['en:united-states'] })
      .ratings.health.allergens.dairy?.notes;
    expect(milk).toMatch(/^Declared as an allergen on the label/);
  });
});

describe('a sweet drink whose list names nothing sweet is not its whole list', () => {
  const drink = (ingredientsText: string, sugars: number) =>
    evaluate({
      kind: 'beverage',
      category: 'Sodas',
      perMl: true,
      ingredientsText,
      nutriments: { sugars },
    }).ratings;

  it('a cola list that starts after its water and sugar clears no sourcing or labour risk (audit 7, O3)', () => {
    const r = drink('Carbon dioxide, colour E150d, phosphoric acid, natural flavourings, caffeine', 10.6);
    expect(r.ethical.labor_practices).toMatchObject({
      rating: 'unknown',
      details:
        'Its ingredient list on record names nothing that brings its sugars, so it is not the whole list and labour risks in the supply chain cannot be assessed.',
    });
    expect(r.environmental.environmental_factors.resource_depletion.rating).toBe('unknown');
  });

  it('sugar, juice, a cereal or a sweetener on the list, or no sugars to speak of, leave the list whole', () => {
    expect(drink('Water, oats 10%, rapeseed oil, salt', 4).ethical.labor_practices.rating).toBe('good');
    expect(drink('Water, apple juice 20%, carbon dioxide', 5).ethical.labor_practices.rating).toBe('good');
    expect(
      drink('Carbonated water, colour E150d, sweetener (aspartame), caffeine', 0).ethical.labor_practices.rating,
    ).toBe('good');
    expect(drink('Carbonated water, natural flavourings', 0).ethical.labor_practices.rating).toBe('good');
    // Plain sugar is on the list: the list is whole, and the sugar may be cane.
    expect(drink('Carbonated water, sugar, natural flavourings', 10.6).ethical.labor_practices.details).toMatch(
      /^"sugar" may be cane sugar/,
    );
  });

  it('a sugar word inside an ingredient the splitter could not set apart still names the sugars (audit 11, O5)', () => {
    const r = drink(
      'Carbonated Water, Sugar Acid Citric Acid), Natural Flavourings including Quinine, Contains Natural Quinine.',
      4.56,
    );
    expect(r.ethical.labor_practices.details).not.toMatch(/names nothing that brings its sugars/);
    // Plain sugar may be cane (audit 13): labour is open for that reason, not for a list cut short.
    expect(r.ethical.labor_practices.details).toMatch(/"Sugar" may be cane sugar/);
    expect(r.ethical.impact_summary).not.toMatch(/could not be read/);
    // A word that only contains a sugar word ("Sugarless") names none.
    expect(
      drink('Carbonated Water, Sugarless Acid), natural flavourings', 4.56).ethical.labor_practices.details,
    ).toMatch(/names nothing that brings its sugars/);
  });
});

describe('"and" in every language the lists come in (audit 8)', () => {
  it('a Romanian "și" joins two sweeteners, so both are read (either diacritic)', () => {
    for (const and of ['și', 'şi']) {
      const health = JSON.stringify(
        evaluate({
          kind: 'beverage',
          perMl: true,
          ingredientsText: `apă carbogazoasă, colorant caramel E150d, îndulcitori: acesulfam-K ${and} aspartam, arome`,
          nutriments: { sugars: 0 },
        }).ratings.health,
      );
      expect(health, and).toMatch(/Aspartame \(E951\)/);
    }
  });
});
