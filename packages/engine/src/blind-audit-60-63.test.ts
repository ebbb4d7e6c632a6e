/**
 * Blind audits 60 to 63's findings (and 57's low-sugar coating), as rules: an apple by its variety's name; a fruit's
 * pulp with its share; a record's NOVA 1 beside a list of vinegar and must; gelatine is no E-number; a declared gluten
 * makes wheat likely; an avoided word the name states; a fair-trade claim with no scheme; B Corp certifies makers; a
 * flour blend whose parts are not given; a list led by a compound led by sugar.
 */
import type { PreferencesInput, ProductFactsInput } from '@clearcart/contracts';
import { preferences } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: PreferencesInput) =>
  evaluateProductStrict(makeFacts(facts), knowledge, prefs ? preferences.parse(prefs) : undefined);
const alerts = (facts: Partial<ProductFactsInput>, prefs: PreferencesInput) =>
  evaluate(facts, prefs).personal_alerts.map((a) => `${a.severity} ${a.message}`);
const animal = (facts: Partial<ProductFactsInput>) => evaluate(facts).ratings.ethical.animal_derived_content;

describe('words read for the food they name (audits 62 and 63)', () => {
  it('“HONEY CRISP APPLES” are apples, no bee product (audit 62, finding 1)', () => {
    const a = animal({ lang: 'en', ingredientsText: 'HONEY CRISP APPLES, SULFUR DIOXIDE' });
    expect([a?.contains_animal_ingredients, a?.vegan]).toEqual(['no', 'yes']);
  });

  it('guard: honey beside apples, or honey-roasted, is honey', () => {
    expect(animal({ lang: 'en', ingredientsText: 'apples, honey' })?.vegan).toBe('no');
    expect(animal({ lang: 'en', ingredientsText: 'honey roasted peanuts, salt' })?.vegan).toBe('no');
  });

  it('“fig pulp 2%” is figs: nothing left unknown by it (audit 63, finding 2)', () => {
    const r = evaluate({
      lang: 'en',
      ingredientsText: 'wine vinegar, concentrated grape must, fig pulp 2%.',
    });
    expect(r.ratings.environmental.palm_oil.status).toBe('no');
    expect(r.ratings.ethical.animal_derived_content?.vegan).toBe('yes');
  });

  it('gelatine is a food of animal origin, not “Gelatine (E428)” (audit 63, finding 4)', () => {
    const r = evaluate({ lang: 'en', ingredientsText: 'glucose syrup, sugar, gelatin, citric acid' });
    expect(r.ratings.health.ingredients.notable_ingredients.map((n) => n.name)).not.toContain('Gelatine (E428)');
    expect(r.ratings.ethical.animal_derived_content?.vegan).toBe('no');
  });
});

describe('a record’s NOVA 1 beside a list that is more (audit 63, finding 3)', () => {
  const condiment = {
    lang: 'en',
    novaGroup: 1,
    ingredientsText:
      'Balsamic vinegar of Modena (wine vinegar, concentrated grape must, caramel) 60%, concentrated grape must, fig pulp 2%.',
  };

  it('vinegar, grape must and caramel combined: NOVA 1 not shown', () => {
    expect(evaluate(condiment).ratings.health.nova_group).toBeUndefined();
  });

  it('guard: a single food keeps it', () => {
    expect(evaluate({ ...condiment, ingredientsText: 'Dried figs.' }).ratings.health.nova_group).toBe(1);
  });
});

describe('a declared gluten and the wheat it may be (audits 62 and 63, finding 4 and 1)', () => {
  const cookies = { name: 'Golden sandwich cookies', lang: 'en', allergens: ['en:gluten', 'en:milk'] };

  it('no list: wheat is likely (medium), and a wheat-allergic shopper is told so at medium', () => {
    const r = evaluate(cookies);
    expect(r.ratings.health.allergens.wheat).toMatchObject({
      status: 'unknown',
      severity: 'medium',
      notes:
        'Gluten is declared on record, and wheat is its most common source; the record does not say which cereal, so wheat cannot be ruled out.',
    });
    expect(alerts(cookies, { health: { allergens: ['wheat'] } })).toEqual([
      'medium May contain wheat — gluten is declared, and the record does not say which cereal it comes from',
    ]);
  });

  it('guards: wheat in the list is wheat; no gluten declared leaves a low “cannot rule out”', () => {
    expect(
      evaluate({ ...cookies, ingredientsText: 'wheat flour, sugar, butter' }).ratings.health.allergens.wheat?.status,
    ).toBe('yes');
    expect(evaluate({ ...cookies, allergens: ['en:milk'] }).ratings.health.allergens.wheat?.severity).toBe('low');
  });

  it('a flour blend whose parts are not given may bring gluten (audit 62, finding 2)', () => {
    const us = { lang: 'en', countries: ['en:united-states'] };
    const r = evaluate({ ...us, ingredientsText: 'PROPRIETARY RICE FLOUR BLEND, SUGAR, GINGER, SALT' });
    expect(r.ratings.health.allergens.gluten?.status).toBe('unknown');
    const given = evaluate({
      ...us,
      ingredientsText: 'RICE FLOUR BLEND (RICE FLOUR, TAPIOCA STARCH), SUGAR, GINGER, SALT',
    });
    expect(given.ratings.health.allergens.gluten?.status).toBe('no');
  });
});

describe('what the name states, and what a maker holds (audit 62)', () => {
  const pint = {
    name: "Ben & Jerry's Chocolate Chip Cookie Dough Ice Cream",
    lang: 'en',
    category: 'Ice cream',
    allergens: ['en:milk', 'en:eggs', 'en:gluten'],
  };

  it('an avoided word the name states, with no list: contains (finding 3)', () => {
    expect(alerts(pint, { health: { avoid_ingredients: ['cookie dough'] } })).toEqual([
      'high Contains cookie dough — on your list of ingredients to avoid',
    ]);
  });

  it('guard: not where the name says a flavour', () => {
    const flavoured = { ...pint, name: 'Cookie dough flavour protein bar' };
    expect(alerts(flavoured, { health: { avoid_ingredients: ['cookie dough'] } })).not.toContain(
      'high Contains cookie dough — on your list of ingredients to avoid',
    );
  });

  it('B Corp certifies makers: none on record is “not known”, no advice to buy another (finding 6)', () => {
    const r = evaluate(pint, { ethical: { certifications: ['b_corp'] } });
    expect(r.ratings.ethical.recommendations).toContain(
      'B Corp certifies companies, not products: no B Corp certification of its maker is on record, so it is not known here.',
    );
    expect(r.ratings.ethical.recommendations.join(' ')).not.toContain('Consider B Corp');
  });

  it('guard: a B Corp label on record meets it', () => {
    const r = evaluate(
      { ...pint, labels: ['en:certified-b-corporation'] },
      { ethical: { certifications: ['b_corp'] } },
    );
    expect(r.ratings.ethical.recommendations.join(' ')).toContain('Meets your preference');
  });
});

describe('a list led by a compound led by sugar (audit 57, finding 3)', () => {
  const pretzels = {
    lang: 'en',
    ingredientsText:
      'Yogurt coating (sugar, palm kernel oil, whey powder, nonfat milk, soy lecithin, salt, vanilla) and pretzels (enriched wheat flour, salt, corn syrup, yeast)',
  };

  it('at least half coating, a seventh of it sugar: not low in sugars', () => {
    expect(alerts(pretzels, { health: { dietary_restrictions: ['low_sugar'] } })).toEqual([
      'medium Not low in sugars — you follow a low-sugar diet',
    ]);
  });

  it('guard: a coating led by something else says nothing of its sugars', () => {
    const other = { ...pretzels, ingredientsText: pretzels.ingredientsText.replace('(sugar, palm', '(palm') };
    expect(alerts(other, { health: { dietary_restrictions: ['low_sugar'] } }).join(' ')).not.toContain(
      'Not low in sugars',
    );
  });
});

describe('a quote in the label’s own words (audit 62, observation)', () => {
  it('“VEGETABLE FATS (PALM, PALM KERNEL, COCONUT)” is quoted so, never as “PALM fat”', () => {
    const palm = evaluate({
      lang: 'en',
      ingredientsText: 'SUGAR, COCONUT, EGG WHITE, VEGETABLE FATS (PALM, PALM KERNEL, COCONUT), COCOA POWDER',
    }).ratings.environmental.palm_oil;
    expect(palm.details).toBe(
      'Contains palm oil (the ingredient "VEGETABLE FATS (PALM, PALM KERNEL, COCONUT)") with no sustainability certification on record.',
    );
  });
});

describe('blind audits 64 and 65', () => {
  const us = { lang: 'en', countries: ['en:united-states'] };

  it('a US natural flavour may bring gluten (barley), which FALCPA does not make a label name (audit 64, finding 1)', () => {
    const r = evaluate({ ...us, ingredientsText: 'WATER, WINE VINEGAR, SUGAR, SALT, NATURAL FLAVOR, XANTHAN GUM' });
    expect(r.ratings.health.allergens.gluten?.status).toBe('unknown');
    expect(r.ratings.health.allergens.wheat?.status).toBe('no');
  });

  it('“SEASONING (NATURAL)” is a seasoning: its brackets qualify it, they do not list it (audit 65, finding 2)', () => {
    const r = evaluate({ ...us, ingredientsText: 'WHEAT FLOUR, SUGAR, SEASONING (NATURAL), SALT' });
    expect(r.ratings.health.allergens.celery?.status).toBe('unknown');
  });

  it('“WHOLE, UNPEELED TOMATOES”: a word of preparation is no ingredient of doubt (audit 65, finding 1)', () => {
    const a = animal({ lang: 'en', ingredientsText: 'WHOLE, UNPEELED TOMATOES, TOMATO PUREE, OLIVE OIL, SALT, BASIL' });
    expect([a?.vegan, a?.uncertain_ingredients]).toEqual(['yes', []]);
  });

  it('“VANILLA (ARTIFICIAL FLAVORING)” is a flavouring: no vanilla labour risk (audit 64, finding 5)', () => {
    const labour = evaluate({ lang: 'en', ingredientsText: 'SUGAR, MILK, SALT, VANILLA (ARTIFICIAL FLAVORING)' })
      .ratings.ethical.labor_practices;
    expect(labour?.details ?? '').not.toContain('Vanilla');
    // Guard: a natural vanilla flavouring is of vanilla.
    const natural = evaluate({ lang: 'en', ingredientsText: 'SUGAR, MILK, SALT, VANILLA (NATURAL FLAVORING)' }).ratings
      .ethical.labor_practices;
    expect(natural?.details).toContain('Vanilla');
  });

  it('no cruelty-free alternatives for a food, which animal testing does not concern (audit 64, finding 7)', () => {
    const r = evaluate(
      { lang: 'en', ingredientsText: 'whole grain oats, salt' },
      { ethical: { certifications: ['cruelty_free'] } },
    );
    expect(r.ratings.ethical.recommendations.join(' ')).not.toMatch(/cruelty free/i);
  });
});

describe('blind audits 66 and 67', () => {
  it('an avoided “butter” is no “cocoa butter” (audit 66, finding 2)', () => {
    expect(
      alerts(
        { lang: 'en', ingredientsText: 'SUGAR, COCOA BUTTER, MILK, SALT' },
        { health: { avoid_ingredients: ['butter'] } },
      ),
    ).toEqual([]);
    // Guard: the caramel's own butter is butter, and quoted as such.
    const r = evaluate(
      { lang: 'en', ingredientsText: 'SUGAR, COCOA BUTTER, CARAMEL PIECES (SUGAR, BUTTER, CREAM), SALT' },
      { health: { avoid_ingredients: ['butter'] } },
    );
    expect(r.ratings.health.recommendations).toContain(
      'Avoid this product: it contains butter ("BUTTER"), which you avoid.',
    );
  });

  it('an artificial flavour brings no gluten, as it brings no celery (audit 66, finding 3)', () => {
    const r = evaluate({
      lang: 'en',
      countries: ['en:united-states'],
      ingredientsText: 'COCOA MASS, SUGAR, SEA SALT, ARTIFICIAL FLAVOR',
    });
    expect([r.ratings.health.allergens.gluten?.status, r.ratings.health.allergens.celery?.status]).toEqual([
      'no',
      'no',
    ]);
  });

  it('labour is not “good” where the supply chain beyond a risk addressed is not known (audit 67, finding 6)', () => {
    const r = evaluate({
      name: "Tony's Chocolonely Milk Chocolate",
      lang: 'en',
      category: 'Milk chocolates',
      categoryTags: [
        'en:snacks',
        'en:sweet-snacks',
        'en:cocoa-and-its-products',
        'en:chocolates',
        'en:milk-chocolates',
      ],
      labels: ['en:fairtrade-international'],
    });
    expect(r.ratings.ethical.labor_practices?.rating).toBe('unknown');
  });
});
