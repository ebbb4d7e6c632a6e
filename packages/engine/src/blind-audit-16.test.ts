/**
 * Blind audit 16's findings, as rules: a list cut short on record rules no allergen out; an amount written after an
 * ingredient ("sel 3 g/L") leaves the ingredient readable.
 */
import type { ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.ts';
import { findBrand } from './company.ts';
import { organicShareOnRecord } from './environmental/organic-share.ts';
import { evaluateProductStrict } from './evaluate.ts';
import { healthFindings } from './health/findings.ts';
import { indexKnowledge } from './knowledge-index.ts';
import { recognise, vocabularyIndex } from './ingredient-analysis.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const ratings = (facts: Partial<ProductFactsInput>) => evaluateProductStrict(makeFacts(facts), knowledge).ratings;

/** Audit 16's O2, a US assortment whose list on record stops mid-word. */
const CUT =
  'SEMISWEET CHOCOLATE (SUGAR, COCOA MASS, COCOA BUTTER, LECITHIN AS EMULSIFIER (SOY), VANILLIN: AN ARTIFICIAL FLAVOR), SUGAR, VEGETABLE OILS (PALM AND SUNFLOWER), WHEAT FLOUR, COCOA POWDER, WHEY POWDER (MILK), SKIM MILK POWDER, MILK CH';

describe('a list cut short on record rules no allergen out (finding 1)', () => {
  it.each([
    ['cut mid-word', CUT],
    ['cut inside a bracket', 'Sugar, milk chocolate (sugar, cocoa butter, whole milk powder, emulsifier'],
  ])('%s: what the list shows stands, the rest cannot be ruled out', (_, ingredientsText) => {
    const { allergens } = ratings({ lang: 'en', countries: ['en:united-states'], ingredientsText }).health;
    expect(allergens.dairy?.status).toBe('yes');
    expect(allergens.peanuts?.status).toBe('unknown');
    expect(allergens.peanuts?.notes).toMatch(/cut short \(it ends “.+”\)/);
  });

  it.each([
    ['a full stop ends it', 'Sugar, cocoa butter, whole milk powder, soy lecithin.'],
    ['its last word is an ingredient', 'Sugar, cocoa butter, whole milk powder, soy lecithin, salt'],
    ['its last piece is read whole', 'Sugar, cocoa butter, whole milk powder, natural flavor'],
  ])('not cut where %s', (_, ingredientsText) => {
    expect(ratings({ lang: 'en', ingredientsText }).health.allergens.peanuts?.status).toBe('no');
  });
});

describe('an amount written after an ingredient (finding 3)', () => {
  const vocab = vocabularyIndex(knowledge.ingredientVocabulary!);
  it.each([
    ['sel 3 g/L', 'sel'],
    ['vitamin C 80 mg', 'vitamin c'],
    ['sucre 5 g pour 100 ml', 'sucre'],
  ])('“%s” is “%s”', (written, plain) => {
    expect(recognise(vocab, written)).toBeDefined();
    expect(recognise(vocab, written)).toBe(recognise(vocab, plain));
  });

  it('the tomato juice: vegan and palm oil are read from the whole list', () => {
    const r = ratings({
      lang: 'fr',
      kind: 'beverage',
      ingredientsText: 'jus de tomate à base de concentré, sel 3 g/L',
    });
    expect(r.ethical.animal_derived_content.vegan).toBe('yes');
    expect(r.environmental.palm_oil.status).toBe('no');
  });
});

describe('a fruit-and-vegetable figure the list contradicts (finding 2)', () => {
  const SAUCE: Partial<ProductFactsInput> = {
    lang: 'fr',
    categoryTags: ['en:sauces', 'en:pasta-sauces'],
    ingredientsText: "Tomates 74%, eau, huile d'olive, gorgonzola 3% (lait), sel, basilic",
  };
  const NUTRIMENTS = { energyKj: 300, fat: 4, saturatedFat: 1, sugars: 4, salt: 0.9, proteins: 2, fiber: 1.5 };
  const nutriOf = (fruitsVegetablesNuts: number) => {
    const facts = makeFacts({ ...SAUCE, nutriments: { ...NUTRIMENTS, fruitsVegetablesNuts } });
    const found = healthFindings(analyse(facts, indexKnowledge(knowledge)));
    return found.find((f) => f.code === 'nutri_score')?.nutri;
  };
  it('a record’s 3.5 % below the list’s “Tomates 74%” gives way to the list', () => {
    const nutri = nutriOf(3.5);
    expect(nutri?.fruitsVegetablesLegumes.basis).toBe('ingredients');
    expect(nutri?.fruitsVegetablesLegumes.percent).toBeGreaterThanOrEqual(74);
  });
  it('a record’s figure at or above what the list states stands', () => {
    expect(nutriOf(80)?.fruitsVegetablesLegumes).toEqual({ percent: 80, basis: 'record' });
  });
});

describe('a brand owner named with its legal form and market (finding 7)', () => {
  it.each([
    ['Ferrero Collection, Ferrero U.S.A. Incorporated', 'ferrero'],
    ['Nestlé UK Ltd', 'nestle'],
  ])('“%s” is a brand of %s', (brand, owner) => {
    expect(findBrand({ brand, aliases: [] }, knowledge.brands)?.owner).toBe(owner);
  });
  it('a legal form alone names no brand', () => {
    expect(findBrand({ brand: 'SA, Company', aliases: [] }, knowledge.brands)).toBeUndefined();
  });
});

describe('an elision that lost its apostrophe (finding 4)', () => {
  const vocab = vocabularyIndex(knowledge.ingredientVocabulary!);
  it.each([
    ['Huile dolive vierge extra', "Huile d'olive vierge extra"],
    ['huile darachide', "huile d'arachide"],
    ['daubergine', "d'aubergine"],
  ])('“%s” is “%s”', (written, meant) => {
    expect(recognise(vocab, written)?.id).toBeDefined();
    expect(recognise(vocab, written)?.id).toBe(recognise(vocab, meant)?.id);
  });
  it('extra virgin olive oil written without its apostrophe is no palm oil', () => {
    const r = ratings({ lang: 'fr', ingredientsText: 'Tomates 74%, Huile dolive vierge extra, sel' });
    expect(r.environmental.palm_oil.status).toBe('no');
  });
  it('a word that is a name as written is read as written ("lait", "dattes")', () => {
    expect(recognise(vocab, 'lait')?.id).toBe('en:milk');
    expect(recognise(vocab, 'dattes')?.id).toBe('en:date');
  });
});

describe('an organic claim on a list that says only part of it is organic (finding 6)', () => {
  const AMALFI =
    'Tortellini (water, durum WHEAT semolina, spinach, RICOTTA, EGGS), courgette 18%, tomato sauce 16% (organic* tomato, onion, basil, salt), Grana Padano 3% (MILK, salt, animal rennet). *17% of the ingredients are sourced from organic farming. Certified by Certisys BE-BIO-01.';
  const organic = (ingredientsText: string) =>
    ratings({ lang: 'en', labels: ['en:organic'], ingredientsText }).environmental.green_claims?.claims.find(
      (c) => c.verdict === 'organic_term',
    );

  it('below 95 %, the organic term names the list’s organic ingredients, not the product', () => {
    const claim = organic(AMALFI);
    expect(claim?.allowed).toBe('unless');
    expect(claim?.details).toMatch(/17 % of the ingredients are organic\. Below 95 %/);
  });

  it('nor does it say how the animals of its dairy and eggs were kept', () => {
    const welfare = ratings({ lang: 'en', labels: ['en:organic'], ingredientsText: AMALFI }).ethical.animal_welfare;
    expect(welfare.details).not.toMatch(/organic/i);
  });

  it('at 95 % or more, the certification on record allows it', () => {
    expect(organic(AMALFI.replace('*17%', '*96%'))?.allowed).toBe('yes');
  });

  it.each([
    ["35 % des ingrédients agricoles sont issus de l'agriculture biologique", 35],
    ['12,5% der Zutaten stammen aus ökologischem Landbau', 12.5],
    ['20% de los ingredientes agrarios proceden de la agricultura ecológica', 20],
    ["Gelée Royale 8% Ingrédients issus de l'agriculture biologique", undefined],
    ['sucre de canne* 40%. *Ingrédients issus de l’agriculture biologique', undefined],
  ])('“%s” states %s', (text, share) => {
    expect(organicShareOnRecord(text)).toBe(share);
  });
});

describe('the list again in another language (finding 5)', () => {
  const list = (ingredientsText: string, lang = 'fr') => ratings({ lang, ingredientsText }).health;

  it('is no item of the first list', () => {
    const health = list(
      'Farine de BLE, sucre, huile de colza, sel. Certifié par Certisys BE-BIO-01 Ingredients ?.WHEAT flour, sugar, rapeseed oil, salt.',
    );
    expect(health.ingredients.list).toEqual(['Farine de BLE', 'sucre', 'huile de colza', 'sel']);
  });

  it('still shows the allergens it names', () => {
    const health = list(
      'Farine de BLE, sucre, huile de colza, sel, ?UF. Ingredients: WHEAT flour, sugar, rapeseed oil, salt, EGGS.',
    );
    expect(health.allergens.eggs?.status).toBe('yes');
  });

  it.each([
    [
      'an assortment’s next piece, in the same language',
      'ROCHER INGREDIENTS: MILK CHOCOLATE (SUGAR, COCOA BUTTER), HAZELNUTS. RONDNOIR INGREDIENTS: DARK CHOCOLATE (SUGAR, COCOA MASS), PEANUTS.',
      'PEANUTS',
    ],
    [
      '“the following ingredients”',
      'Enriched flour, sugar, contains 2% or less of the following ingredients: salt, soy lecithin.',
      'soy lecithin',
    ],
  ])('not where the heading is %s', (_, ingredientsText, last) => {
    expect(list(ingredientsText, 'en').ingredients.list.at(-1)).toContain(last);
  });
});
