/**
 * One fact, one answer: the same fact reads the same wherever the report states it — a company's palm-oil
 * claim beside the product's label, a company's cruelty-free certification in the animal-testing card and the
 * certifications list, a finding's severity in the grid, the alerts and the advice.
 */
import type { PreferencesInput, ProductFactsInput } from '@clearcart/contracts';
import { knowledge, type Knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { describeProduct, evaluateProductStrict } from './evaluate.ts';
import { fixtureKnowledge, makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (overrides: Partial<ProductFactsInput>, prefs?: PreferencesInput, k: Knowledge = knowledge) =>
  evaluateProductStrict(makeFacts(overrides), k, prefs);

const NUTELLA = {
  brand: 'Nutella',
  category: 'Hazelnut spreads',
  ingredientsText:
    'Sugar, palm oil, hazelnuts 13%, skimmed milk powder 8.7%, fat-reduced cocoa 7.4%, emulsifier: lecithins (soya), vanillin',
};

describe("a product's palm oil and its company's palm-oil claim", () => {
  it("tells Nutella's uncertified palm oil apart from Ferrero's company-wide claim, with the claim's sources", () => {
    const palm = evaluate(NUTELLA).ratings.environmental.palm_oil;
    expect(palm).toMatchObject({ contains: true, certification: 'unknown', highlighted: true });
    expect(palm.details).toBe(
      'This product\'s palm oil (the ingredient "palm oil"): no sustainability certification on record. Ferrero Group says it buys segregated RSPO-certified palm oil — company-wide, not checked for this product.',
    );
    expect(palm.sources?.map((s) => s.url)).toEqual(
      expect.arrayContaining(['https://rspo.org', 'https://en.wikipedia.org/wiki/Ferrero_SpA']),
    );
  });

  it('reads the claim from the company knowledge, naming the parent that makes it (fixture)', () => {
    const k: Knowledge = {
      ...fixtureKnowledge,
      companies: fixtureKnowledge.companies.map((c) =>
        c.id === 'acme-holdings' ? { ...c, palmOilClaim: { rspo: 'mass balance', sources: [] } } : c,
      ),
    };
    const palm = evaluate({ brand: "Jerry's & Co.", ingredientsText: 'sugar, palm oil' }, undefined, k).ratings
      .environmental.palm_oil;
    expect(palm.details).toMatch(
      /no sustainability certification on record\. Acme Holdings, which owns Acme Foods, says it buys mass balance RSPO-certified palm oil — company-wide, not checked for this product\.$/,
    );
    const withoutClaim = evaluate(
      { brand: "Jerry's & Co.", ingredientsText: 'sugar, palm oil' },
      undefined,
      fixtureKnowledge,
    ).ratings.environmental.palm_oil;
    expect(withoutClaim.details).toBe(
      'Contains palm oil (the ingredient "palm oil") with no sustainability certification on record.',
    );
  });

  it('leaves a certified label as it is', () => {
    const palm = evaluate({ ...NUTELLA, labels: ['en:rspo-segregated'] }).ratings.environmental.palm_oil;
    expect(palm.certification).not.toBe('none');
    expect(palm.details).not.toMatch(/company-wide/);
  });
});

describe("a company's cruelty-free certification, said once", () => {
  const ECOVER = { brand: 'Ecover', kind: 'household' as const, category: 'Laundry detergent' };

  it('names the pack’s own claim inside the certification that verifies it, and the card says the same', () => {
    const { ethical } = evaluate({ ...ECOVER, labels: ['en:not-tested-on-animals'] }).ratings;
    expect(ethical.certifications?.map((c) => [c.name, c.verified])).toEqual([['Leaping Bunny', true]]);
    expect(ethical.certifications?.[0]?.description).toMatch(
      /^Ecover's certification, company-wide \(as of 2024\), not read from this pack\. .* It verifies the pack's own "Not tested on animals" claim\.$/,
    );
    expect(ethical.animal_testing).toMatchObject({ status: 'no' });
    expect(ethical.animal_testing.details).toMatch(
      /^Ecover does not test on animals \(as of 2024\)\. Ecover is Leaping Bunny certified, company-wide \(/,
    );
    expect(ethical.animal_testing.details).not.toMatch(/\. \(as of/);
    expect(ethical.animal_testing.sources?.map((s) => s.url)).toContain(
      'https://www.crueltyfreeinternational.org/leaping-bunny',
    );
  });

  it('lists the same certifications on the product as on the Ethical tab', () => {
    for (const facts of [
      { ...ECOVER, labels: ['en:not-tested-on-animals'] },
      { ...ECOVER, brand: 'Seventh Generation' },
      { ...ECOVER, brand: 'Persil' },
    ]) {
      const onTab = evaluate(facts).ratings.ethical.certifications;
      const onProduct = describeProduct(makeFacts(facts), knowledge).certifications;
      expect(onProduct.map((c) => [c.name, c.verified, c.description])).toEqual(
        (onTab ?? []).map((c) => [c.name, c.verified, c.description]),
      );
    }
  });

  it('keeps a self-declared claim that no certification verifies, and adds none to food', () => {
    const claim = evaluate({ ...ECOVER, brand: 'Persil', labels: ['en:not-tested-on-animals'] }).ratings.ethical;
    expect(claim.certifications?.map((c) => [c.name, c.verified])).toEqual([['Not tested on animals (claim)', false]]);
    const food = evaluate({ brand: 'Seventh Generation', kind: 'food', ingredientsText: 'oats' }).ratings.ethical;
    expect(food.certifications).toEqual([]);
  });
});

describe('one severity per finding: the grid, the alerts and the advice', () => {
  it('rates an avoided allergen the label only says may be there as its alert does', () => {
    const { ratings, personal_alerts } = evaluate(
      { ingredientsText: 'sugar, cocoa', traces: ['en:peanuts'] },
      { health: { allergens: ['peanuts'] } },
    );
    expect(ratings.health.allergens.peanuts).toMatchObject({ may_contain: true, severity: 'medium' });
    expect(personal_alerts.find((a) => a.code === 'allergen:peanuts')?.severity).toBe('medium');
  });

  it('rates an allergen that cannot be ruled out low, as its alert does', () => {
    const { ratings, personal_alerts } = evaluate({}, { health: { allergens: ['sesame'] } });
    expect(ratings.health.allergens.sesame).toMatchObject({ status: 'unknown', severity: 'low' });
    expect(personal_alerts.find((a) => a.code === 'allergen:sesame')?.severity).toBe('low');
  });

  it('keeps a low-concern additive low in the alert and the advice for a sensitive shopper', () => {
    const { ratings, personal_alerts } = evaluate(
      { ingredientsText: 'water, sugar, colour: e150d' },
      { health: { sensitivities: { artificial_additives: 5 } } },
    );
    const [name, concern] = Object.entries(ratings.health.health_concerns).find(([n]) => /E150D/i.test(n)) ?? [];
    expect(concern?.severity).toBe('low');
    expect(personal_alerts.find((a) => a.code === 'additive:e150d')?.severity).toBe('low');
    expect(ratings.health.recommendations.filter((r) => r.includes(name ?? '?'))).toEqual([
      `Note: contains ${name}, a low concern, and you set an artificial additives sensitivity.`,
    ]);
  });
});

describe('one colour, however the list writes it (sixth blind audit: "FD&C YELLOW #5 AND #6")', () => {
  it('"#6" after "Yellow #5" is Yellow 6: the same concerns, score and Southampton warning as when written out', () => {
    const short = evaluate({ lang: 'en', ingredientsText: 'sugar, water, citric acid, FD&C Yellow #5 and #6' });
    const long = evaluate({ lang: 'en', ingredientsText: 'sugar, water, citric acid, FD&C Yellow #5, FD&C Yellow #6' });
    expect(Object.keys(short.ratings.health.health_concerns)).toEqual(Object.keys(long.ratings.health.health_concerns));
    expect(Object.keys(short.ratings.health.health_concerns).join()).toMatch(/E110/);
    expect(short.ratings.health.score).toBe(long.ratings.health.score);
  });
});

describe('an allergen named once in the summary', () => {
  it('says wheat and gluten, each once, when both are there; gluten alone is named', () => {
    const wheat = evaluate({ ingredientsText: 'Wheat flour, sugar, soya lecithin. May contain milk.' });
    expect(wheat.ratings.health.impact_summary).toMatch(/Contains wheat, soy and gluten\./);
    expect(Object.keys(wheat.ratings.health.allergens)).toEqual(expect.arrayContaining(['wheat', 'gluten']));
    const barley = evaluate({ ingredientsText: 'Barley malt, sugar' });
    expect(barley.ratings.health.impact_summary).toMatch(/Contains gluten\./);
  });
});

describe('an ingredient that can bring an allergen without being it (third blind audit)', () => {
  it("wine brings sulphites as a 'may contain', with EFSA's page, in the grid, the summary and the alert", () => {
    const report = evaluate(
      { ingredientsText: 'beef 12%, tomatoes, Chianti red wine, red wine vinegar, salt', lang: 'en' },
      { health: { allergens: ['sulphites'] } },
    );
    const row = report.ratings.health.allergens.sulphites;
    expect(row).toMatchObject({ status: 'unknown', may_contain: true, highlighted: true });
    expect(row?.notes).toContain(
      'May contain sulphites (sulphur dioxide): the ingredient "Chianti red wine" can bring it, and the label does not say whether this one does.',
    );
    expect(report.ratings.health.impact_summary).toContain(
      'May contain sulphites (sulphur dioxide) through “Chianti red wine”.',
    );
    expect(report.ratings.health.impact_summary).not.toMatch(/traces/);
    expect(report.ratings.health.sources?.map((s) => s.url)).toContain(
      'https://www.efsa.europa.eu/en/press/news/160414a',
    );
    expect(report.personal_alerts.map((a) => a.message)).toContain(
      'May contain sulphites (sulphur dioxide) — you avoid sulphites (sulphur dioxide)',
    );
  });

  it('in German, and a wine gum is no wine', () => {
    const de = evaluate({ ingredientsText: 'Rindfleisch, Tomaten, Rotwein, Salz', lang: 'de' }, undefined);
    expect(de.ratings.health.allergens.sulphites).toMatchObject({ status: 'unknown', may_contain: true });
    const gums = evaluate({ ingredientsText: 'glucose syrup, sugar, wine gum base, gelatine', lang: 'en' });
    expect(gums.ratings.health.allergens.sulphites?.status).toBe('no');
  });

  it("'spices' on a US pack may hide celery seed or mustard (21 CFR 101.22); an EU pack must name them", () => {
    const list = { ingredientsText: 'Tomatoes, vinegar, sugar, salt, spices, onion powder', lang: 'en' };
    const us = evaluate({ ...list, countries: ['en:united-states'] }, { health: { allergens: ['celery'] } });
    expect(us.ratings.health.allergens.celery).toMatchObject({ status: 'unknown', may_contain: true });
    expect(us.ratings.health.allergens.mustard).toMatchObject({ status: 'unknown', may_contain: true });
    expect(us.ratings.health.allergens.celery?.notes).toContain(
      'May contain celery: the ingredient "spices" can bring it, and the label does not say whether this one does.',
    );
    expect(us.ratings.health.sources?.map((s) => s.url)).toContain(
      'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-B/part-101/subpart-B/section-101.22',
    );
    expect(us.personal_alerts.map((a) => a.message)).toContain('May contain celery — you avoid celery');
    // Sold in France (or nowhere on record): the list names celery and mustard when they are there.
    for (const countries of [['en:france'], undefined]) {
      const eu = evaluate({ ...list, ...(countries ? { countries } : {}) }).ratings.health.allergens;
      expect([eu.celery?.status, eu.mustard?.status]).toEqual(['no', 'no']);
    }
    // Named on the US pack, it is there.
    const named = evaluate({
      ...list,
      ingredientsText: 'Tomatoes, spices, celery seed',
      countries: ['en:united-states'],
    });
    expect(named.ratings.health.allergens.celery?.status).toBe('yes');
  });

  it("'natural flavors' on a US pack may hold them too: a natural flavor is drawn from a spice or a vegetable", () => {
    const list = { ingredientsText: 'Water, cane sugar, citric acid, natural flavors', lang: 'en' };
    const us = evaluate({ ...list, countries: ['en:united-states'] }).ratings.health.allergens;
    expect(us.celery).toMatchObject({ status: 'unknown', may_contain: true });
    expect(us.mustard).toMatchObject({ status: 'unknown', may_contain: true });
    expect(us.celery?.notes).toContain('the ingredient "natural flavors" can bring it');
    const mixed = evaluate({
      ingredientsText: 'Corn, oil, salt, natural and artificial flavors',
      lang: 'en',
      countries: ['en:united-states'],
    }).ratings.health.allergens;
    expect(mixed.celery?.status).toBe('unknown');
    // Sold in France, the list names celery when it is there.
    const eu = evaluate({ ...list, countries: ['en:france'] }).ratings.health.allergens;
    expect([eu.celery?.status, eu.mustard?.status]).toEqual(['no', 'no']);
  });

  it("a bare 'gluten' is gluten, and wheat only may be there: the cereal is not named", () => {
    const report = evaluate({ ingredientsText: 'crème, eau, curry (contient gluten), sel', lang: 'fr' });
    const { allergens } = report.ratings.health;
    expect(allergens.gluten?.status).toBe('yes');
    expect(allergens.wheat).toMatchObject({ status: 'unknown', may_contain: true });
    expect(report.ratings.health.impact_summary).not.toMatch(/Contains[^.]*wheat/i);
    // A list that names the cereal still shows wheat.
    expect(
      evaluate({ ingredientsText: 'wheat gluten, water', lang: 'en' }).ratings.health.allergens.wheat?.status,
    ).toBe('yes');
    // Soy or corn "gluten" is no cereal's gluten: neither gluten nor wheat.
    const soy = evaluate({ ingredientsText: 'eau, gluten de soja, sel', lang: 'fr' }).ratings.health.allergens;
    expect([soy.gluten?.status, soy.wheat?.status]).toEqual(['no', 'no']);
    // "Gluten-free oats": neither wheat nor its maybe.
    expect(evaluate({ ingredientsText: 'gluten-free oats', lang: 'en' }).ratings.health.allergens.wheat?.status).toBe(
      'no',
    );
  });
});

describe('an allergen ruled out by a diet fact cites that fact (third blind audit)', () => {
  it("a vegetarian mince's fish row cites its being vegetarian, not its eggs", () => {
    const report = evaluate({ name: 'Mince', allergens: ['en:eggs'], ingredientsAnalysis: ['en:vegetarian'] });
    const fish = report.ratings.health.allergens.fish;
    expect(fish?.status).toBe('no');
    expect(fish?.notes).toContain('(vegetarian product)');
    expect(fish?.notes).not.toMatch(/eggs/i);
  });
});

describe("a diet's figure not on record is a 'can't tell', once (third blind audit)", () => {
  it('a low-sodium shopper and a food with no salt figure: one low alert and a check, never a fit', () => {
    const prefs: PreferencesInput = { health: { dietary_restrictions: ['low_sodium'] } };
    const unknown = evaluate({ ingredientsText: 'crab meat, water, salt, white wine', lang: 'en' }, prefs);
    expect(unknown.personal_alerts.filter((a) => a.code === 'diet:low_sodium')).toEqual([
      expect.objectContaining({
        severity: 'low',
        message: "Can't tell whether it suits a low-sodium diet — the label's salt figure is not on record",
      }),
    ]);
    expect(unknown.ratings.health.recommendations).toContain(
      "Check the salt figure on the pack: the label's is not on record, and you follow a low-sodium diet.",
    );
    const known = evaluate({ ingredientsText: 'water, salt', nutriments: { salt: 0.1 }, lang: 'en' }, prefs);
    expect(known.personal_alerts.some((a) => a.code === 'diet:low_sodium')).toBe(false);
  });
});

describe("an avoided ingredient in a list not on record is a 'can't tell', once (third blind audit)", () => {
  it('no list: one low alert; a list that names it: the high one; palm oil ruled out by the analysis: none', () => {
    const prefs: PreferencesInput = { health: { avoid_ingredients: ['palm oil'] } };
    const none = evaluate({ name: 'Cereal bar', category: 'Cereal bars' }, prefs).personal_alerts;
    expect(none.filter((a) => a.code === 'avoid-ingredient:palm oil')).toEqual([
      expect.objectContaining({
        severity: 'low',
        message: "Can't tell whether it contains palm oil — no ingredient list on record",
      }),
    ]);
    const listed = evaluate({ ingredientsText: 'oats, palm oil, sugar' }, prefs).personal_alerts;
    expect(listed.find((a) => a.code === 'avoid-ingredient:palm oil')?.severity).toBe('high');
    const free = evaluate({ name: 'Cereal bar', ingredientsAnalysis: ['en:palm-oil-free'] }, prefs).personal_alerts;
    expect(free.some((a) => a.code === 'avoid-ingredient:palm oil')).toBe(false);
  });
});

describe("an avoided ingredient in the list's language (fourth blind audit: 'garlic' and 'ail')", () => {
  it("finds 'ail' and 'Knoblauch' for a shopper who avoids garlic, and nothing in a list without it", () => {
    const prefs: PreferencesInput = { health: { avoid_ingredients: ['garlic'] } };
    const fr = evaluate({ ingredientsText: 'morue 30%, farine de blé, ail, persil, sel', lang: 'fr' }, prefs);
    expect(fr.personal_alerts.find((a) => a.code === 'avoid-ingredient:garlic')?.severity).toBe('high');
    const de = evaluate({ ingredientsText: 'Kartoffeln, Knoblauch, Salz', lang: 'de' }, prefs);
    expect(de.personal_alerts.find((a) => a.code === 'avoid-ingredient:garlic')?.severity).toBe('high');
    const none = evaluate({ ingredientsText: 'morue 30%, farine de blé, persil, sel', lang: 'fr' }, prefs);
    expect(none.personal_alerts.some((a) => a.code === 'avoid-ingredient:garlic')).toBe(false);
    // Another language's short name for garlic ("all", Catalan) is not read into an English word.
    const all = evaluate({ ingredientsText: 'potatoes, sunflower oil, salt. All natural', lang: 'en' }, prefs);
    expect(all.personal_alerts.some((a) => a.code === 'avoid-ingredient:garlic')).toBe(false);
  });
});

describe('a list that names sugar first holds at least its share (fifth blind audit)', () => {
  const jam = 'sugar, blackcurrants, acidity regulator (sodium citrate, citric acid), gelling agent (pectin)';

  it("figures that put less sugar in it than the list does are said not to fit: a jam's 3 g of sugars", () => {
    const report = evaluate({
      ingredientsText: jam,
      lang: 'en',
      nutriments: {
        energyKj: 2072.5,
        fat: 26.25,
        saturatedFat: 3.25,
        carbohydrates: 56.5,
        sugars: 3,
        salt: 1.08,
        proteins: 6.75,
      },
    });
    expect(report.ratings.health.impact_summary).toContain(
      "The nutrition figures on record do not agree with each other or with the ingredient list (sugars 3 g, where sugar, the first of the list's 4 ingredients, is at least 25 g)",
    );
    // A chocolate spread's 56 g with sugar first of seven fits.
    const spread = evaluate({
      ingredientsText:
        'sucre, huile de palme, noisettes 13%, lait écrémé en poudre, cacao maigre, lécithine, vanilline',
      lang: 'fr',
      nutriments: {
        energyKj: 2252,
        fat: 30.9,
        saturatedFat: 10.6,
        carbohydrates: 57.5,
        sugars: 56.3,
        salt: 0.107,
        proteins: 6.3,
      },
    });
    expect(spread.ratings.health.impact_summary).not.toMatch(/do not agree/);
  });

  it('with no sugars figure, a low-sugar shopper is told it is high when sugar heads a short list, else not low', () => {
    const lowSugar: PreferencesInput = { health: { dietary_restrictions: ['low_sugar'] } };
    const short = evaluate({ ingredientsText: jam, lang: 'en' }, lowSugar);
    expect(short.personal_alerts.map((a) => a.message)).toContain('High in sugars — you follow a low-sugar diet');
    const long = evaluate(
      {
        ingredientsText:
          'sugar, milk, cocoa butter, chocolate, milk fat, lactose, soy lecithin, salt, vanillin, whey, nuts',
        lang: 'en',
      },
      lowSugar,
    );
    // A floor below the high mark but above a "low sugars" food's 5 g settles the diet's question (blind audit 41):
    // not low, with the floor said (blind audit 8: "at least").
    expect(long.personal_alerts.map((a) => a.message)).toContain('Not low in sugars — you follow a low-sugar diet');
    expect(long.ratings.health.recommendations.join(' ')).toMatch(/the list alone puts at least 9 g in 100 g/);
  });
});

describe("the product's certifications name one label of one kind (fifth blind audit)", () => {
  it("no 'Organic (scheme not stated)' beside the Euro leaf and AB; alone, the claim is listed", () => {
    const names = (labels: string[]) =>
      describeProduct(makeFacts({ labels }), knowledge).certifications.map((c) => c.name);
    const certified = names(['en:organic', 'en:eu-organic', 'fr:ab-agriculture-biologique']);
    expect(certified).toEqual(expect.arrayContaining(['EU organic (Euro leaf)', 'AB Agriculture Biologique']));
    expect(certified).not.toContain('Organic (scheme not stated)');
    expect(names(['en:organic'])).toEqual(['Organic (scheme not stated)']);
  });
});

describe('a label tag read with its sibling tags and the countries of sale (sixth blind audit)', () => {
  // OFF's "Green Dot" on an Indian pack is India's green vegetarian mark ("Green Dot India"), not the packaging scheme.
  const green = (labels: string[], countries?: string[]) => {
    const facts = { name: 'Coca cola Soft Drink 750ml', labels, ...(countries ? { countries } : {}) };
    const report = evaluate(facts);
    return [
      ...describeProduct(makeFacts(facts), knowledge).certifications.map((c) => c.name),
      ...report.ratings.environmental.certifications.map((c) => c.name),
      JSON.stringify(report),
    ].join(' ');
  };
  it("beside 'en:green-dot-india', or on a product sold only in India, it is not the packaging scheme", () => {
    for (const said of [
      green(['en:vegetarian', 'en:green-dot', 'en:green-dot-india'], ['en:india']),
      green(['en:green-dot', 'en:green-dot-india']),
      green(['en:green-dot'], ['en:india']),
    ]) {
      expect(said).not.toMatch(/Green Dot \(Der Grüne Punkt\)/);
      expect(said).not.toMatch(/packaging recovery scheme/);
    }
  });
  it('elsewhere, or sold in India and beyond, it is the Green Dot', () => {
    expect(green(['en:green-dot'], ['en:germany'])).toMatch(/Green Dot \(Der Grüne Punkt\)/);
    expect(green(['en:green-dot'], ['en:india', 'en:germany'])).toMatch(/packaging recovery scheme/);
    expect(green(['en:green-dot'])).toMatch(/packaging recovery scheme/);
  });
});
