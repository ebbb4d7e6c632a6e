/**
 * Blind audits 104 and 105 (fresh packs nobody tuned on, entered as Open Food Facts records), as rules: oats are a
 * gluten cereal; a name that says a food made with butter says milk; what follows the list is not an ingredient; tallow
 * is never vegetarian; a cheese's bare coagulant is a doubt; plurals of commodity words; palm oil the palm card finds
 * counts everywhere; mineral pigments and fragrance molecules are of no animal; the law cited is the product's own;
 * an unknown that cannot be a fat does not open the palm question; oranges carry Brazil's listed labour risk; the
 * Nutri-Score points say when fibre is missing. Each rule with the audit's example, two cases of its own and a guard.
 */
import { preferences, type PreferencesInput, type ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { canonicalFacts, evaluateProductStrict } from './evaluate.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: PreferencesInput) =>
  evaluateProductStrict(makeFacts(facts), knowledge, prefs ? preferences.parse(prefs) : undefined);
const allergen = (facts: Partial<ProductFactsInput>, id: 'gluten' | 'dairy' | 'celery' | 'mustard' | 'peanuts') =>
  evaluate(facts).ratings.health.allergens[id]!;
const US = { lang: 'en', countries: ['en:united-states'] };

describe('oats are a cereal containing gluten (audit 105, finding 1)', () => {
  it.each([
    ['Whole Grain Oats, Marshmallows (Sugar), Sugar, Oat Flour, Natural and Artificial Flavor.', US],
    ['Rolled oats, raisins, honey.', { lang: 'en' }],
    ['Haferflocken 60 %, Zucker, Haselnüsse.', { lang: 'de' }],
    ['Flocons d’avoine complète, sucre.', { lang: 'fr' }],
  ])('%s: gluten "yes", caused by the oats', (ingredientsText, market) => {
    const gluten = allergen({ ...market, ingredientsText }, 'gluten');
    expect(gluten.status).toBe('yes');
    expect(gluten.notes).toMatch(/oat|Hafer|avoine/i);
  });

  it('oats sold as gluten-free, and a list with no cereal, do not', () => {
    expect(allergen({ lang: 'en', ingredientsText: 'Gluten free oats, sugar.' }, 'gluten').status).toBe('no');
    expect(allergen({ lang: 'en', ingredientsText: 'Rice, sugar, salt.' }, 'gluten').status).toBe('no');
  });
});

describe('a name that says a food made with an allergen says the allergen (audit 104, finding 1)', () => {
  const named = (name: string, lang: string) =>
    evaluate({ name, lang, category: 'Biscuits', categoryTags: ['en:biscuits'], ingredientsText: undefined });
  it.each([
    ['Leibniz Butterkeks', 'de'],
    ['Leibniz Butter Biscuits', 'en'],
    ['Biscuits au beurre', 'fr'],
    ['Milchbrötchen', 'de'],
  ])('%s, with no list: dairy "yes", animal content "yes", vegan "no"', (name, lang) => {
    const r = named(name, lang);
    expect(r.ratings.health.allergens.dairy?.status).toBe('yes');
    expect(r.ratings.ethical.animal_derived_content.contains_animal_ingredients).toBe('yes');
    expect(r.ratings.ethical.animal_derived_content.vegan).toBe('no');
  });

  it('peanut butter and coconut milk name no milk', () => {
    expect(named('Peanut butter cookies', 'en').ratings.health.allergens.dairy?.status).toBe('unknown');
    expect(named('Kokosmilch', 'de').ratings.health.allergens.dairy?.status).toBe('unknown');
  });
});

describe('what follows the list is not an ingredient (audit 105, finding 8)', () => {
  const list = (ingredientsText: string, more: Partial<ProductFactsInput> = {}) =>
    evaluate({ lang: 'en', ingredientsText, ...more }).ratings.health.ingredients.list;
  it.each([
    ['Water, Soy Protein Concentrate, Salt. CONTAINS: SOY', 'CONTAINS: SOY'],
    ['Durum wheat semolina, niacin, folic acid. Contains: Wheat.', 'Contains: Wheat'],
    [
      'Carbonated Water, Sugar, Caffeine. Contains caffeine. Not recommended for children, pregnant or lactating women. Contains 78 mg caffeine per 250 ml can.',
      'Not recommended for children',
    ],
    ['Water, Coconut Oil (23%), Starch, Vitamin B12. 100% Vegan. Dairy free, soya free, gluten free.', 'Dairy free'],
    ['Water, Orange Fruit from Concentrate (10%), Citric Acid. Dilute 1 part squash with 10 parts water.', 'Dilute'],
  ])('%s', (text, note) => {
    const items = list(text);
    expect(items.join(' | ')).not.toContain(note);
    expect(items.join(' | ')).not.toMatch(/100% Vegan|per 250 ml|Contains caffeine/);
  });

  it('a share heading is no part of the next name, and the allergen statement is still read', () => {
    const r = evaluate({
      ...US,
      ingredientsText: 'Water, Sunflower Oil, 2% or less of: Potato Protein, Salt. CONTAINS: SOY',
    });
    expect(r.ratings.health.ingredients.list).toContain('Potato Protein');
    expect(r.ratings.health.allergens.soy?.status).toBe('yes');
  });

  it('guards: "Contains 2% or less of" still lists, and a list sentence that is an ingredient stays', () => {
    const items = list('Wheat flour, sugar. Contains 2% or less of: salt, yeast.');
    expect(items).toEqual(expect.arrayContaining(['salt', 'yeast']));
    expect(list('Milk chocolate (sugar, cocoa butter). Vegetable fat (palm).')).toContain('Vegetable fat (palm)');
  });
});

describe('tallow and its soaps are never vegetarian, and "tallow" finds them (audit 105, finding 2)', () => {
  const soap = (ingredientsText: string, prefs?: PreferencesInput) =>
    evaluate({ kind: 'cosmetic', lang: 'en', name: 'Soap', category: 'Soaps', ingredientsText }, prefs);
  it.each(['Sodium Tallowate, Sodium Palm Kernelate, Aqua, Parfum', 'Sodium Tallowate, Aqua, Glycerin'])(
    '%s: vegan and vegetarian "no"',
    (text) => {
      const animal = soap(text).ratings.ethical.animal_derived_content;
      expect(animal.vegan).toBe('no');
      expect(animal.vegetarian).toBe('no');
    },
  );

  it('a shopper who avoids "tallow" is told, and one who avoids "palm kernel" too', () => {
    const messages = (word: string) =>
      soap('Sodium Tallowate, Sodium Palm Kernelate, Aqua', { health: { avoid_ingredients: [word] } })
        .personal_alerts.map((a) => a.message)
        .join('\n');
    expect(messages('tallow')).toMatch(/Contains tallow/);
    expect(messages('palm kernel')).toMatch(/palm kernel/i);
    expect(messages('lanolin')).not.toMatch(/lanolin/i);
  });
});

describe('palm oil the palm card finds counts in every rating (audit 105, finding 4)', () => {
  it('a soap of palm kernel is not "low" resource depletion nor "good" labour', () => {
    const r = evaluate({ kind: 'cosmetic', lang: 'en', ingredientsText: 'Sodium Palm Kernelate, Aqua, Glycerin' });
    expect(r.ratings.environmental.palm_oil.status).toBe('yes');
    expect(r.ratings.environmental.environmental_factors.resource_depletion.rating).not.toBe('low');
    expect(r.ratings.ethical.labor_practices.rating).not.toBe('good');
  });
});

describe('mineral pigments and fragrance molecules are of no animal (audit 105, finding 12)', () => {
  it('CI 77891, linalool and limonene are not uncertain; carmine is animal', () => {
    const animal = (ingredientsText: string) =>
      evaluate({ kind: 'cosmetic', lang: 'en', ingredientsText }).ratings.ethical.animal_derived_content;
    const plain = animal('Aqua, Sodium Chloride, CI 77891, Linalool, Limonene');
    expect(plain.uncertain_ingredients).not.toEqual(expect.arrayContaining(['CI 77891']));
    expect(plain.uncertain_ingredients).not.toEqual(expect.arrayContaining(['Linalool', 'Limonene']));
    expect(animal('Aqua, CI 75470').contains_animal_ingredients).toBe('yes');
  });
});

describe('a cheese’s bare coagulant may be animal rennet (audit 104, finding 2)', () => {
  const cheese = (ingredientsText: string, lang = 'fr') =>
    evaluate({ lang, category: 'Fresh goat cheese', categoryTags: ['en:cheeses'], ingredientsText }).ratings.ethical
      .animal_derived_content.vegetarian;
  it.each([
    ['Lait de chèvre pasteurisé, sel, ferments lactiques, coagulant.', 'fr'],
    ['Pasteurised milk, salt, starter cultures, coagulant.', 'en'],
    ['Latte, sale, caglio.', 'it'],
  ])('%s: vegetarian "maybe"', (text, lang) => {
    expect(cheese(text, lang)).toBe('maybe');
  });

  it('a coagulant named as microbial is not, nor is a tofu’s coagulant', () => {
    expect(cheese('Lait, sel, ferments, coagulant microbien.')).not.toBe('no');
    const tofu = evaluate({ lang: 'en', ingredientsText: 'Water, soya beans, coagulant (calcium sulphate).' });
    expect(tofu.ratings.ethical.animal_derived_content.vegetarian).toBe('yes');
  });
});

describe('commodities under their German and Dutch plurals (audit 104, finding 3)', () => {
  const labour = (ingredientsText: string, lang: string) =>
    evaluate({ lang, ingredientsText }).ratings.ethical.labor_practices.details;
  it.each([
    ['Milch, Zucker, gemahlene extrahierte Vanilleschoten.', 'de'],
    ['Zucker, geröstete Haselnusskernen 13 %.', 'de'],
    ['Melk, suiker, hazelnoten 13%.', 'nl'],
  ])('%s names its commodity', (text, lang) => {
    expect(labour(text, lang)).toMatch(/Vanilla|Hazelnuts/);
  });

  it('a flavouring of vanilla is not vanilla', () => {
    expect(labour('Milch, Zucker, natürliches Vanillearoma.', 'de')).not.toMatch(/Vanilla/);
  });
});

describe('a cosmetic’s category is its own, never the database’s (audit 105, finding 11)', () => {
  it('an Open Beauty Facts record shows "Face cleansers", not "Open beauty facts"', () => {
    const facts = makeFacts({
      kind: 'cosmetic',
      category: 'Face cleansers',
      categoryTags: ['en:non-food-products', 'en:open-beauty-facts', 'en:body', 'en:face-cleansers'],
    });
    expect(canonicalFacts(facts, knowledge).category).toBe('Face cleansers');
  });
});

describe('the law cited is the product’s own (audit 105, findings 3 and 13)', () => {
  it('a household product cites the Detergents Regulation’s 0.01 %, a cosmetic the cosmetics thresholds', () => {
    const caution = (kind: 'household' | 'cosmetic') =>
      evaluate({
        kind,
        lang: 'en',
        ingredientsText: 'Aqua, Benzalkonium Chloride, Parfum, Linalool, Limonene',
      }).ratings.health.recommendations.join(' ');
    expect(caution('household')).toMatch(/EU detergents law has fragrance allergens named above 0\.01 %/);
    expect(caution('household')).not.toMatch(/leave-on/);
    expect(caution('cosmetic')).toMatch(/0\.001 % in leave-on/);
  });

  it('"Flavours" on an Australian pack may hide celery and mustard; on a French one it does not', () => {
    const AU = { lang: 'en', countries: ['en:australia'], ingredientsText: 'Carbonated Water, Sugar, Flavours.' };
    expect(allergen(AU, 'celery').status).toBe('unknown');
    expect(allergen(AU, 'mustard').status).toBe('unknown');
    expect(allergen(AU, 'peanuts').status).toBe('no');
    const FR = { ...AU, countries: ['en:france'] };
    expect(allergen(FR, 'celery').status).toBe('no');
  });
});

describe('an unknown that cannot be a fat does not open the palm question (audit 105, finding 9)', () => {
  const palm = (ingredientsText: string) =>
    evaluate({ lang: 'en', ingredientsText }).ratings.environmental.palm_oil.status;
  it("Tayto's flavour enhancer leaves sunflower oil its only oil", () => {
    expect(
      palm(
        "Potatoes, Sunflower Oil, Cheese & Onion Flavour [Whey Powder (Milk), Salt, Flavour Enhancers (Monosodium Glutamate, Sodium 5'-Ribonucleotides), Onion Powder]",
      ),
    ).toBe('no');
  });

  it('an unknown stearate still may be palm', () => {
    expect(palm('Potatoes, Sunflower Oil, Sodium Stearoyl Lactylatex')).not.toBe('no');
  });
});

describe('oranges carry the labour risk the US list names for Brazil (audit 105, finding 6)', () => {
  it.each(['Water, Orange Fruit from Concentrate (10%), Citric Acid.', 'Jus d’orange à base de concentré.'])(
    '%s: labour "possible", oranges named',
    (ingredientsText) => {
      const labour = evaluate({ lang: 'en', ingredientsText }).ratings.ethical.labor_practices;
      expect(labour.rating).not.toBe('good');
      expect(labour.details).toMatch(/oranges from Brazil/);
    },
  );

  it('an orange flavouring is not an orange', () => {
    const labour = evaluate({ lang: 'en', ingredientsText: 'Water, apple juice, natural orange flavouring.' });
    expect(labour.ratings.ethical.labor_practices.details).not.toMatch(/Oranges/);
  });
});

describe('Nutri-Score points say when no fibre figure is on record (audit 104, finding 6)', () => {
  const summary = (fiber?: number) =>
    evaluate({
      lang: 'en',
      ingredientsText: 'Potatoes, beans, carrots.',
      nutriments: {
        energyKcal: 50,
        energyKj: 209,
        fat: 0.5,
        saturatedFat: 0.1,
        sugars: 2,
        salt: 0.6,
        proteins: 2.5,
        ...(fiber === undefined ? {} : { fiber }),
      },
    }).ratings.health.impact_summary;
  it('without fibre: "or fewer"; with it: the points alone', () => {
    expect(summary()).toMatch(/points or fewer, with no fibre figure on record/);
    expect(summary(3.5)).not.toMatch(/or fewer/);
  });
});

describe('an origin on record is read before a labour risk is called possible (audit 104, finding 4)', () => {
  const labour = (origins?: string) =>
    evaluate({
      lang: 'it',
      ingredientsText: 'Patate, carote, cipolla, pomodoro, sedano.',
      ...(origins ? { origins } : {}),
    }).ratings.ethical.labor_practices;
  it.each(['Italia', 'France, Espagne', 'UE'])(
    '%s: the tomatoes and onions are from where the list names none',
    (o) => {
      const card = labour(o);
      expect(card.details).toMatch(new RegExp(`“${o}”, which the list does not name for tomatoes`));
      expect(card.details).not.toMatch(/not on record/);
    },
  );

  it('no origin, or one the list may name, leaves the risk possible', () => {
    expect(labour().details).toMatch(/The origin of this product's tomatoes is not on record/);
    // An origin on record that the list names is said as written, never "not on record" (blind audit 115).
    expect(labour('Mexico').details).toMatch(/“Mexico”, which does not settle .* so this risk is possible/);
    expect(labour('Italia e altri').rating).toBe('unknown');
  });
});

describe('audits 106 and 107 (engine 77, fresh packs)', () => {
  it('a full stop after a vitamin’s letter ends the item: BHT is its own ingredient', () => {
    const r = evaluate({
      ...US,
      ingredientsText: 'Corn, sugar, folic acid, vitamin D, vitamin B12. BHT for freshness.',
    });
    expect(r.ratings.health.ingredients.list).toEqual(expect.arrayContaining(['vitamin B12', 'BHT for freshness']));
  });

  it.each([
    ['Water, Wheat Gluten, Salt. CONTAINS: WHEAT, SOY.', ['SOY']],
    ['Sugar, Wheat Flour, Whole Milk Powder. CONTAINS WHEAT, MILK, SOY. MAY CONTAIN PEANUT.', ['MILK', 'SOY']],
  ])('%s: the allergens after the statement are not listed as ingredients', (ingredientsText, named) => {
    const list = evaluate({ ...US, ingredientsText }).ratings.health.ingredients.list;
    for (const name of named) expect(list).not.toContain(name);
  });

  it('a Dutch compound of a commodity counts: "aardbeiensap" is strawberries', () => {
    const labour = evaluate({ lang: 'nl', ingredientsText: 'Water, aardbeiensap uit concentraat (10%), zoetstof.' })
      .ratings.ethical.labor_practices.details;
    expect(labour).toMatch(/Strawberries/);
  });

  it('an avoided "nitrite" is found in the additive it names, never "cannot tell"', () => {
    const r = evaluate(
      { lang: 'de', ingredientsText: 'Kartoffeln, Speck (Schweinefleisch, Salz, Konservierungsstoff: Natriumnitrit).' },
      { health: { avoid_ingredients: ['nitrite'] } },
    );
    const said = r.personal_alerts.map((a) => a.message).join('\n');
    expect(said).toMatch(/Contains nitrite/);
    expect(said).not.toMatch(/We do not recognise/);
  });

  it.each(['Melaleuca Alternifolia Leaf Oil', 'Mentha Piperita Oil'])(
    'a cosmetic’s oil named by its plant (%s) is not palm; the oil palm’s and a bare vegetable oil still may be',
    (oil) => {
      const palm = (ingredientsText: string) =>
        evaluate({ kind: 'cosmetic', lang: 'en', ingredientsText }).ratings.environmental.palm_oil.status;
      expect(palm(`Aqua, Sodium Chloride, ${oil}, Citric Acid`)).toBe('no');
      expect(palm('Aqua, Sodium Chloride, Elaeis Guineensis Oil, Citric Acid')).toBe('yes');
      expect(palm('Aqua, Sodium Chloride, Vegetable Oil, Citric Acid')).not.toBe('no');
    },
  );

  it.each([
    ['Sucre, Lecithine (Soja), cacao.', 'fr'],
    ['Zucchero, lecitine (soia), cacao.', 'it'],
  ])('a lecithin’s bracket names its plant source (%s): vegan "yes"', (ingredientsText, lang) => {
    expect(evaluate({ lang, ingredientsText }).ratings.ethical.animal_derived_content.vegan).toBe('yes');
  });

  it('guards: an egg lecithin is animal, and a flavouring’s "(soy)" names an allergen, not its source', () => {
    expect(
      evaluate({ lang: 'en', ingredientsText: 'Sugar, lecithin (egg), cocoa.' }).ratings.ethical.animal_derived_content
        .vegan,
    ).toBe('no');
    expect(
      evaluate({ lang: 'en', ingredientsText: 'Sugar, natural flavors (soy), cocoa.' }).ratings.ethical
        .animal_derived_content.vegan,
    ).toBe('maybe');
  });

  it('a name the allergen knowledge calls another thing is not read as milk by its parts ("milk thistle extract")', () => {
    const animal = (ingredientsText: string) =>
      evaluate({ ...US, ingredientsText }).ratings.ethical.animal_derived_content;
    expect(animal('Carbonated water, sugar, milk thistle extract, citric acid.').vegan).not.toBe('no');
    expect(animal('Carbonated water, sugar, skim milk, citric acid.').vegan).toBe('no');
    expect(animal('Water, coconut milk, sugar.').vegan).toBe('yes');
  });
});
