/**
 * Blind audits 28 and 29's findings, as rules: a list's own "contains" statement is read even misspelt, and is no
 * ingredient; a kind nothing tells gets no grade where the food and drink tables differ; fresh produce, a water, a
 * coffee, a tea or a rice with no list is its one ingredient for every reading; the carbohydrate note says the figure;
 * a "cannot rule out" beside a list keeps its reason; a food with process words after it, or "pure" before it, is that
 * food; an additive's name is read whole, under the class the list states; a list cut inside a word no name has; a
 * name's "chèvre" is goat's cheese; OFF's older dashed tags.
 */
import { preferences, type ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { fromOpenFoodFacts } from './facts/from-off.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: object) =>
  evaluateProductStrict(makeFacts(facts), knowledge, prefs ? preferences.parse(prefs) : undefined);
const ratings = (facts: Partial<ProductFactsInput>, prefs?: object) => evaluate(facts, prefs).ratings;

describe('a list’s own “contains” statement (audit 29, finding 1)', () => {
  const olives = (statement: string) =>
    ratings({
      lang: 'en',
      countries: ['en:united-states'],
      ingredientsText: `OLIVES, WATER, SALT, VINEGAR (${statement}), JALAPENO PAPPERS, LACTIC ACID.`,
    });

  it('the audited olives: “CONTAINS SULFATS” declares sulphites, quoted as written', () => {
    const r = olives('CONTAINS SULFATS');
    expect(r.health.allergens.sulphites?.status).toBe('yes');
    expect(r.health.allergens.sulphites?.notes).toMatch(/SULFATS/);
  });

  it('a statement is no ingredient: olives in vinegar are still vegan; one that names milk is not', () => {
    expect(olives('CONTAINS SULFITES').ethical.animal_derived_content.vegan).toBe('yes');
    expect(olives('CONTAINS MILK').ethical.animal_derived_content.vegan).toBe('no');
  });

  it('a word near two allergens, or a known word, is left as it is', () => {
    const r = ratings({ lang: 'en', ingredientsText: 'Sugar, water (contains less than 2% of salt), citric acid.' });
    expect(Object.values(r.health.allergens).filter((a) => a.status === 'yes')).toEqual([]);
  });
});

describe('a kind nothing tells, graded apart by the food and drink tables (audit 29, finding 2)', () => {
  /** Audit 29's O3: an unaccented "The vert citron" with no category and a tea's figures per 100. */
  const tea = (categoryTags: string[]) =>
    ratings({
      name: 'The vert citron',
      categoryTags,
      nutriments: {
        energyKj: 4,
        energyKcal: 1,
        fat: 0,
        saturatedFat: 0,
        carbohydrates: 0,
        sugars: 0,
        salt: 0,
        proteins: 0.1,
      },
    }).health;

  it('the audited tea gets neither grade, and the report says both', () => {
    const health = tea([]);
    expect(health.nutri_score).toBeUndefined();
    expect(health.score).toBeUndefined();
    expect(health.impact_summary).toMatch(/Read as a food it would be Nutri-Score A, as a drink B\./);
  });

  it('a category that says a drink grades it as one', () => {
    expect(tea(['en:beverages', 'en:iced-teas']).nutri_score?.grade).toBe('B');
  });
});

describe('fresh produce, a water, a coffee with no list is its one ingredient (audits 28 and 29)', () => {
  it('endives: no palm oil, no animal ingredient, no “check the list”', () => {
    const r = ratings({ name: 'Endives', categoryTags: ['en:plant-based-foods', 'en:fresh-vegetables', 'en:endives'] });
    expect(r.environmental.palm_oil.status).toBe('no');
    expect(r.environmental.palm_oil.details).toMatch(/is its one ingredient/);
    expect(r.ethical.animal_derived_content.vegan).toBe('yes');
    expect((r.health.recommendations ?? []).join(' ')).not.toMatch(/Check the ingredient list/);
  });

  it('a ground coffee: coffee’s labour risk, as a list that says “coffee” gives', () => {
    const coffee = (categoryTags: string[]) => ratings({ name: 'Qualità Rossa', kind: 'beverage', categoryTags });
    const ground = coffee(['en:beverages', 'en:coffees', 'en:ground-coffees']);
    // Coffee of unstated origin: the labour list names some origins, so its risk is possible (blind audit 68).
    expect(ground.ethical.labor_practices.rating).toBe('unknown');
    expect(ground.ethical.labor_practices.details).toMatch(/^Coffee: .*this risk is possible, not found\.$/);
    // A coffee drink with milk and sugar is no coffee alone.
    const latte = coffee(['en:beverages', 'en:coffees', 'en:coffee-with-milk-with-sugar']);
    expect(latte.ethical.labor_practices.rating).not.toBe('poor');
    expect(latte.environmental.palm_oil.status).toBe('unknown');
  });

  it('a list on record is read as ever', () => {
    const r = ratings({ categoryTags: ['en:fresh-vegetables'], ingredientsText: 'Endives, palm oil.' });
    expect(r.environmental.palm_oil.status).toBe('yes');
  });
});

describe('what the shopper is told beside a list on record (audit 29, findings 4 and 5)', () => {
  it('the carbohydrate note says the figure where there is one', () => {
    const note = (nutriments: ProductFactsInput['nutriments']) =>
      (
        ratings({ ingredientsText: 'Fish, water.', nutriments }, { health: { dietary_restrictions: ['keto'] } }).health
          .recommendations ?? []
      ).join(' ');
    expect(note({ carbohydrates: 3.2 })).toMatch(/3\.2 g of carbohydrate per 100 g/);
    expect(note({ carbohydrates: 3.2 })).not.toMatch(/not on record/);
    expect(note({ fat: 1 })).toMatch(/carbohydrate content is not on record/);
  });

  it('a list cut short is no missing list in the alert and the advice', () => {
    const r = evaluate(
      { lang: 'en', ingredientsText: 'Wheat flour, sugar, apricots, butterfat, lacto' },
      { health: { allergens: ['tree_nuts'] } },
    );
    const said = [...(r.ratings.health.recommendations ?? []), ...r.personal_alerts.map((a) => a.message)].join(' ');
    expect(said).toMatch(/the ingredient list on record does not settle it/);
    expect(said).not.toMatch(/no ingredient list on record/);
  });
});

describe('words read whole (audit 29, findings 6 and 7)', () => {
  const list =
    'WHEAT FLOUR, APRICOTS DRIED PASSED, PURE BUTTERFAT, RAISING AGENTS: DISODIUM DIPHOSPHATE, SODIUM HYDROGEN CARBONATE, POTASSIUM CARBONATE.';
  const r = ratings({ lang: 'en', ingredientsText: list, additives: ['en:e450', 'en:e500', 'en:e501'] });

  it('a food with its process after it is that food, never a doubt', () => {
    expect(r.ethical.animal_derived_content.uncertain_ingredients).toEqual([]);
    expect(r.ethical.animal_derived_content.vegetarian).toBe('yes');
  });

  it('“hydrogen” inside “sodium hydrogen carbonate” is no packaging gas; the stated class is each additive’s', () => {
    const notable = r.health.ingredients.notable_ingredients.map((n) => `${n.name}: ${n.purpose ?? ''}`);
    expect(notable.join(' | ')).not.toMatch(/E949/);
    expect(notable).toContain('Potassium carbonates (E501): Raising agent');
  });
});

describe('a list cut inside a word no name has (audit 28, finding 1)', () => {
  const treeNuts = (ingredientsText: string) => ratings({ lang: 'en', ingredientsText }).health.allergens.tree_nuts;
  it('“RISING AGE” ends a list cut short; a whole last ingredient does not', () => {
    expect(treeNuts('Rice flour, sugar, skimmed milk, rising age')?.status).toBe('unknown');
    expect(treeNuts('Rice flour, sugar, skimmed milk, raising agent')?.status).toBe('no');
    expect(treeNuts('Rice flour, sugar, skimmed milk, sea salt')?.status).toBe('no');
  });
});

describe('a name’s “chèvre” is goat’s cheese (audit 28, finding 2)', () => {
  const named = (name: string) => ratings({ name, lang: 'fr', categoryTags: ['en:puff-pastries'] });
  it('“2 feuilletés chévre épinards”: milk, animal ingredients', () => {
    const r = named('2 feuilletés chévre épinards');
    expect(r.health.allergens.dairy?.status).toBe('yes');
    expect(r.ethical.animal_derived_content.contains_animal_ingredients).toBe('yes');
    expect(r.ethical.animal_derived_content.vegan).toBe('no');
  });
  it('goat’s meat is no milk', () => {
    expect(named('Curry de viande de chèvre').health.allergens.dairy?.status).not.toBe('yes');
  });
});

describe('OFF’s older dashed tags (audit 28, finding 4)', () => {
  it('“fr-sachet-en-plastique” is “fr:sachet-en-plastique”, a plastic bag', () => {
    const facts = fromOpenFoodFacts({
      code: '1',
      product_name: 'Nouilles',
      lang: 'fr',
      packaging_tags: ['fr-sachet-en-plastique'],
    })!;
    expect(facts.packaging).toContain('fr:sachet-en-plastique');
    // Read as a plastic bag: of unstated polymer, so not known to be recycled (blind audit 108).
    const pack = evaluateProductStrict(facts, knowledge).ratings.environmental.environmental_factors.packaging;
    expect(pack.details).toMatch(/^Plastic \(type not stated\)/);
    expect(pack.recyclability).toBe('unknown');
  });
});
