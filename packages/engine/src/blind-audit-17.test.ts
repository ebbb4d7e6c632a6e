/**
 * Blind audit 17's findings, as rules: a cane sweetener is cane; a gelatine is no meat; a source word names the kind
 * it says ("animal rennet"); a short word's full stop ends a sentence and whom a product suits is a note; a figure's
 * float noise crosses no Nutri-Score threshold.
 */
import type { ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const ratings = (facts: Partial<ProductFactsInput>) => evaluateProductStrict(makeFacts(facts), knowledge).ratings;

describe('a cane sweetener is cane (finding 1)', () => {
  it.each(['evaporated cane syrup', 'evaporated cane juice', 'muscovado'])(
    '“%s” brings cane’s labour risk',
    (sweetener) => {
      const r = ratings({ lang: 'en', ingredientsText: `Wheat flour, ${sweetener}, salt.` });
      expect(r.ethical.labor_practices.rating).toBe(
        ratings({ lang: 'en', ingredientsText: 'Wheat flour, cane sugar, salt.' }).ethical.labor_practices.rating,
      );
      expect(r.ethical.labor_practices.rating).not.toBe('good');
      expect(r.ethical.animal_derived_content.vegetarian).toBe('yes');
    },
  );
});

describe('a gelatine is no meat (finding 2)', () => {
  it.each(['beef gelatine', 'bovine gelatine', 'gélatine de bœuf'])('“%s”', (gelatine) => {
    const r = ratings({ lang: 'en', ingredientsText: `Glucose syrup, ${gelatine}.` });
    const names = r.health.ingredients.notable_ingredients.map((n) => n.name);
    expect(names).not.toContain('Meat');
    expect(names).not.toContain('Beef');
    expect(r.environmental.environmental_factors.resource_depletion.rating).toBe(
      ratings({ lang: 'en', ingredientsText: 'Glucose syrup, gelatine.' }).environmental.environmental_factors
        .resource_depletion.rating,
    );
  });
});

describe('a source word names the kind it says', () => {
  it('“animal rennet” is not vegetarian, as “présure animale” is not', () => {
    const english = ratings({ lang: 'en', ingredientsText: 'Milk, salt, animal rennet.' });
    expect(english.ethical.animal_derived_content.vegetarian).toBe('no');
    expect(
      ratings({ lang: 'en', ingredientsText: 'Milk, salt, rennet.' }).ethical.animal_derived_content.vegetarian,
    ).toBe('maybe');
  });
});

describe('where a list ends (finding 5)', () => {
  it('after a word of three letters and a full stop, whom the product suits is a note', () => {
    const { list } = ratings({
      lang: 'en',
      ingredientsText: 'Corn (53%), Sugar, Rapeseed Oil. Suitable for vegetarians',
    }).health.ingredients;
    expect(list).toEqual(['Corn (53%)', 'Sugar', 'Rapeseed Oil']);
  });
  it('an abbreviation’s full stop ends nothing (“vit. C”)', () => {
    const { list } = ratings({ lang: 'en', ingredientsText: 'Orange juice, vit. C' }).health.ingredients;
    expect(list).toEqual(['Orange juice', 'vit. C']);
  });
});

describe('a figure as printed (finding 6)', () => {
  it('salt stored as 1.6000000238 earns what 1.6 g earns', () => {
    const nutriments = { energyKj: 1050, fat: 0.5, saturatedFat: 0.1, sugars: 1, proteins: 4, fiber: 2 };
    const score = (salt: number) =>
      ratings({
        lang: 'en',
        categoryTags: ['en:gnocchi'],
        ingredientsText: 'Potato flakes 70%, wheat flour, salt.',
        nutriments: { ...nutriments, salt },
      }).health.nutri_score?.points;
    expect(score(1.6000000238)).toBe(score(1.6));
  });
});

describe('an organic logo the list’s marks fall short of (finding 4)', () => {
  const KARELEA = 'Rice flour, buckwheat flour* 24%, millet flour* 20%, salt. *Organic.';
  const report = (ingredientsText: string) =>
    evaluateProductStrict(makeFacts({ lang: 'en', labels: ['en:eu-organic'], ingredientsText }), knowledge);

  it('its first ingredient unmarked: the claim and the card say the list marks only some', () => {
    const r = report(KARELEA);
    const claim = r.ratings.environmental.green_claims?.claims.find((c) => c.claim.startsWith('EU organic'));
    expect(claim?.allowed).toBe('unless');
    expect(claim?.details).toMatch(/not its first, “Rice flour”/);
    const card = r.ratings.environmental.certifications.find((c) => c.name.startsWith('EU organic'));
    expect(card?.description).toMatch(/not its first, “Rice flour”/);
  });

  it.each([
    ['every ingredient marked', 'Rice flour*, buckwheat flour* 24%, millet flour* 20%, salt. *Organic.'],
    ['water first, unmarked, as the rules leave it out', 'Water, oat* 11%, sunflower oil*, salt. *Organic.'],
    ['no mark explained', 'Rice flour, buckwheat flour 24%, millet flour 20%, salt.'],
  ])('not where %s', (_, ingredientsText) => {
    const claim = report(ingredientsText).ratings.environmental.green_claims?.claims.find((c) =>
      c.claim.startsWith('EU organic'),
    );
    expect(claim?.details ?? '').not.toMatch(/not its first/);
  });
});

describe('a footprint of the foods made of what the list leads with (finding 3)', () => {
  const carbon = (ingredientsText: string, lang = 'en') =>
    ratings({ lang, categoryTags: ['en:pastas'], ingredientsText }).environmental.environmental_factors
      .carbon_footprint;

  it('a ravioli of ricotta takes the ravioli stuffed with cheese, not dried pasta', () => {
    const figure = carbon('Ricotta cheese (milk), eggs, wheat flour.');
    expect(figure.kg_co2e_per_kg).toBe(3.05);
    expect(figure.basis).toMatch(
      /those with dairy, which its list names among its first three ingredients|the only one .* with dairy/,
    );
  });

  it('an egg pasta takes the egg pastas', () => {
    expect(carbon('Durum wheat semolina, eggs 20%, water.').kg_co2e_per_kg).toBe(1.81);
  });

  it('a pasta of wheat alone keeps the category’s foods that fit it', () => {
    expect(carbon('Durum wheat semolina, water.').basis).not.toMatch(/among its first three ingredients/);
  });

  it('is said in the report’s language', () => {
    const r = evaluateProductStrict(
      makeFacts({ lang: 'fr', categoryTags: ['en:pastas'], ingredientsText: 'Ricotta (lait), œufs, farine de blé.' }),
      knowledge,
      'complete',
    );
    expect(r.ratings.environmental.environmental_factors.carbon_footprint.kg_co2e_per_kg).toBe(3.05);
  });
});

describe('a list that ends with the bracket it opened is whole (probe)', () => {
  it('“cheddar cheese (milk, salt, enzymes)” rules palm oil out', () => {
    const r = ratings({ lang: 'en', ingredientsText: 'cheddar cheese (milk, salt, enzymes)' });
    expect(r.environmental.palm_oil.status).toBe('no');
    expect(r.health.allergens.peanuts?.status).toBe('no');
  });
});

describe('the EU food rules’ 95 % on a cosmetic (review)', () => {
  it('says nothing of a cosmetic’s organic logo', () => {
    const r = evaluateProductStrict(
      makeFacts({
        lang: 'en',
        kind: 'cosmetic',
        labels: ['en:eu-organic'],
        ingredientsText: 'Aqua, Glycerin*, Aloe Barbadensis Leaf Juice*. *Ingredients from organic farming.',
      }),
      knowledge,
    );
    expect(JSON.stringify(r.ratings)).not.toMatch(/not its first/);
  });
});
