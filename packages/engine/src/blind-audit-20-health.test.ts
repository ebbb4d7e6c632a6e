/**
 * Blind audits 19–21 on nutrition figures and the health grade, as rules: an item under a sweetener's class name is a
 * non-nutritive sweetener unless it is read as a polyol or a sugar (audit 20, finding 2); a product the Nutri-Score
 * does not apply to, a vinegar by its name too, gets no grade from OFF's published one (audit 20, finding 8); 0 g salt
 * beside the salt a food's list names is no figure to score (audit 21, finding 1); a bare serving size is in the unit
 * the pack is sold in (audit 19, finding 6).
 */
import { preferences, type ProductFactsInput } from '@clearcart/contracts';
import { knowledge, loadTranslation } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { fromOpenFoodFacts } from './facts/from-off.ts';
import { speechLoader } from './i18n/index.ts';
import { respond } from './respond.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const speech = speechLoader(loadTranslation);
const healthOf = async (input: Partial<ProductFactsInput>, lang = 'en') =>
  respond(makeFacts(input), knowledge, 'complete', preferences.parse({}), await speech(lang as never)).ratings!.health;
const notes = (health: Awaited<ReturnType<typeof healthOf>>) => (health.recommendations ?? []).join(' | ');

describe('a sweetener named only by its class counts in a drink’s Nutri-Score (audit 20, finding 2)', () => {
  /** Audit 20's O1, as its probe D has it: 109 kJ and 6.4 g sugars per 100 ml, 7 points without a sweetener. */
  const soda = (ingredientsText: string): Partial<ProductFactsInput> => ({
    kind: 'beverage',
    perMl: true,
    countries: ['en:france'],
    categoryTags: ['en:beverages', 'en:carbonated-drinks', 'en:sodas'],
    nutriments: { energyKj: 109, fat: 0, saturatedFat: 0, carbohydrates: 6.4, sugars: 6.4, salt: 0, proteins: 0 },
    ingredientsText,
  });
  const score = async (text: string) => (await healthOf(soda(text))).nutri_score;

  it('“édulcorant : glycosides de stevicl” (a scan of steviol glycosides) gives E, 11 points, as E960 does', async () => {
    expect(await score('eau gazéifiée, sucre, jus de citron, édulcorant : glycosides de stevicl.')).toEqual({
      grade: 'E',
      points: 11,
    });
    expect(await score('eau gazéifiée, sucre, jus de citron, édulcorant : E960.')).toEqual({ grade: 'E', points: 11 });
    expect(await score('eau gazéifiée, sucre, jus de citron.')).toEqual({ grade: 'D', points: 7 });
  });

  it('the class in German, Italian and Dutch, before a bracket or without a colon', async () => {
    for (const text of [
      'Wasser, Zucker, Zitronensaft, Süßungsmittel (Steviolglycosidc).',
      'Wasser, Zucker, Zitronensaft, Süßstoff Steviolglycosidc.',
      'acqua, zucchero, succo di limone, dolcificante: glicosidi steviolicl.',
      'water, suiker, citroensap, zoetstof: steviolglycosidcn.',
    ])
      expect(await score(text), text).toEqual({ grade: 'E', points: 11 });
  });

  it('an item read as a polyol or a sugar is no non-nutritive sweetener; an unread one beside it is', async () => {
    for (const text of [
      'eau gazéifiée, sucre, jus de citron, édulcorant : érythritol.',
      'eau gazéifiée, sucre, jus de citron, édulcorant : sirop de maltitol.',
      'water, sugar, lemon juice, sweetener: fructose.',
    ])
      expect(await score(text), text).toEqual({ grade: 'D', points: 7 });
    expect(
      await score('eau gazéifiée, sucre, jus de citron, édulcorants (érythritol, glycosides de stevicl).'),
    ).toEqual({
      grade: 'E',
      points: 11,
    });
  });
});

describe('no health grade where the Nutri-Score does not apply (audit 20, finding 8)', () => {
  /** Audit 20's O4: OFF's "b", no figures, categories that do not say vinegar. */
  const balsamic: Partial<ProductFactsInput> = {
    name: 'Organic Balsamic Vinegar of Modena',
    brand: 'Acetificio Marcello Denigris',
    category: 'Groceries',
    categoryTags: ['en:condiments', 'en:groceries'],
    countries: ['en:united-states', 'en:world'],
    ingredientsText: 'Concentrated grape must, wine vinegar.',
    novaGroup: 1,
    nutriScoreGrade: 'b',
  };

  it('the audited balsamic vinegar: no 75 / B from OFF’s grade, by its name or by a vinegar category', async () => {
    for (const facts of [balsamic, { ...balsamic, categoryTags: [...balsamic.categoryTags!, 'en:vinegars'] }]) {
      const health = await healthOf(facts);
      expect(health.score).toBeUndefined();
      expect(health.grade).toBeUndefined();
      expect(health.impact_summary).not.toMatch(/Nutri-Score B/);
    }
  });

  it('a vinegar named in German, Italian or Spanish, a compound too; a crisp flavoured with it keeps its grade', async () => {
    for (const [name, ingredientsText] of [
      ['Bio Apfelessig naturtrüb', 'Apfelessig'],
      ['Aceto Balsamico di Modena IGP', 'aceto di vino, mosto d’uva cotto'],
      ['Vinagre de Jerez', 'vinagre de vino'],
    ])
      expect((await healthOf({ ...balsamic, name, ingredientsText })).grade, name).toBeUndefined();
    const crisps = await healthOf({
      ...balsamic,
      name: 'Salt & Vinegar Crisps',
      categoryTags: ['en:snacks', 'en:crisps'],
      ingredientsText: 'Potatoes, sunflower oil, salt, vinegar powder.',
      nutriScoreGrade: 'd',
      // Beside figures on record: a letter alone is quoted, not graded (blind audit 78).
      nutriments: { energyKj: 2200, fat: 30, saturatedFat: 3, sugars: 1, salt: 1.5 },
    });
    expect(crisps.impact_summary).toMatch(/Open Food Facts gives Nutri-Score D/);
    expect(crisps.grade).toBeDefined();
  });

  it('pickles “au vinaigre” are graded; a list that starts with water makes no vinegar of a name', async () => {
    const figures = { energyKj: 80, fat: 0.2, saturatedFat: 0, carbohydrates: 2, sugars: 1, salt: 1.5, proteins: 1 };
    const pickles = await healthOf({
      name: 'Cornichons au vinaigre',
      categoryTags: ['en:pickles'],
      ingredientsText: 'Cornichons, eau, vinaigre d’alcool, sel.',
      nutriments: figures,
    });
    expect(pickles.nutri_score).toBeDefined();
    const drink = await healthOf({
      name: 'Apple cider vinegar tonic',
      categoryTags: ['en:groceries'],
      ingredientsText: 'Water, apple cider vinegar, honey.',
      nutriments: figures,
    });
    expect(drink.nutri_score).toBeDefined();
    const vinegar = await healthOf({
      name: 'Apple cider vinegar',
      categoryTags: ['en:groceries'],
      ingredientsText: 'Apple cider vinegar.',
      nutriments: figures,
    });
    expect(vinegar.nutri_score).toBeUndefined();
  });
});

describe('0 g salt beside the salt a food’s list names is not scored (audit 21, finding 1)', () => {
  /** Audit 21's O1 (Auchan "Sprits au chocolat"): "sal" thirteenth of its list, 0 g salt on record. */
  const sprits: Partial<ProductFactsInput> = {
    name: 'Sprits au chocolat',
    brand: 'Auchan',
    category: 'Sprits',
    categoryTags: ['en:snacks', 'en:sweet-snacks', 'en:biscuits-and-cakes', 'en:biscuits', 'en:sprits'],
    countries: ['en:france', 'en:spain'],
    lang: 'fr',
    ingredientsText:
      'farinha de trigo, gordura de palma, açúcar, chocolate de leite 13% jaçúcar, leite em pó gordo, manteiga de cacau, pasta de cacau, emulsionante: lecitinas (girassol), aroma], manteiga concentrada (leite), casca de limão cristalizada (açúcar, casca de limão, amido modificado de batata), soro de leite em pó, sal; levedantes: difosfatos, carbonatos de sódio; corante: carotenos. Pode conter vestígios de ovos, frutos de casca rija e amendoins.',
    nutriments: {
      energyKcal: 532,
      energyKj: 2241,
      fat: 27,
      saturatedFat: 17.5,
      carbohydrates: 61,
      sugars: 57.8,
      salt: 0,
      fiber: 2.2,
      proteins: 5.6,
    },
    nutriScoreGrade: 'e',
  };

  it('the audited biscuits: no salt light, no Nutri-Score from the 0 g, and the report says why', async () => {
    const health = await healthOf(sprits);
    expect(health.nutri_score).toBeUndefined();
    expect(health.health_concerns?.salt).toBeUndefined();
    expect(notes(health)).toMatch(/salt 0 g, where the list names salt \(“sal”\)/);
    expect(health.impact_summary).toMatch(/0 g of salt cannot be right.*no better than E/);
  });

  it.each([
    ['fr', /sel 0\sg, alors que la liste nomme du sel \(«\s?sal\s?»\)/],
    ['de', /Salz 0 g, obwohl die Liste Salz nennt \(„sal“\)/],
    ['es', /sal 0 g, cuando la lista nombra sal \(«sal»\)/],
    ['it', /sale 0 g, mentre l’elenco nomina il sale \(«sal»\)/],
    ['nl', /zout 0 g, terwijl de lijst zout noemt \(“sal”\)/],
  ])('said in %s', async (lang, said) => {
    const health = await healthOf(sprits, lang);
    expect(health.nutri_score).toBeUndefined();
    expect(notes(health)).toMatch(said);
  });

  it('salt named first-level only: sea salt counts, salt inside another ingredient or a trace does not', async () => {
    const figures = {
      energyKj: 2000,
      fat: 20,
      saturatedFat: 10,
      carbohydrates: 60,
      sugars: 30,
      salt: 0,
      fiber: 1,
      proteins: 6,
    };
    const sea = await healthOf({ ingredientsText: 'Wheat flour, palm fat, sugar, sea salt.', nutriments: figures });
    expect(sea.nutri_score).toBeUndefined();
    expect(notes(sea)).toMatch(/names salt \(“sea salt”\)/);
    for (const ingredientsText of [
      'Wheat flour, palm fat, sugar, bacon bits (pork, salt).',
      'Wheat flour, palm fat, sugar. May contain salt.',
      'Wheat flour, palm fat, sugar, no added salt.',
    ]) {
      const health = await healthOf({ ingredientsText, nutriments: figures });
      expect(health.nutri_score, ingredientsText).toBeDefined();
      expect(notes(health)).not.toMatch(/names salt/);
    }
  });

  it('a figure above 0, and a drink’s pinch of salt, stand; German "Salz" beside 0 g does not', async () => {
    const figures = { energyKj: 1500, fat: 10, saturatedFat: 2, carbohydrates: 50, sugars: 5, fiber: 3, proteins: 8 };
    const salz = await healthOf(
      { ingredientsText: 'Weizenmehl, Wasser, Salz.', nutriments: { ...figures, salt: 0 } },
      'de',
    );
    expect(salz.nutri_score).toBeUndefined();
    expect(notes(salz)).toMatch(/Salz 0 g, obwohl die Liste Salz nennt/);
    const small = await healthOf({
      ingredientsText: 'Wheat flour, water, salt.',
      nutriments: { ...figures, salt: 0.02 },
    });
    expect(small.nutri_score).toBeDefined();
    const drink = await healthOf({
      kind: 'beverage',
      perMl: true,
      categoryTags: ['en:beverages', 'en:waters'],
      ingredientsText: 'Water, sea salt, natural flavouring.',
      nutriments: { energyKj: 0, fat: 0, saturatedFat: 0, carbohydrates: 0, sugars: 0, proteins: 0, salt: 0 },
    });
    expect(drink.nutri_score).toBeDefined();
    expect(notes(drink)).not.toMatch(/names salt/);
  });
});

describe('a bare serving size is in the unit the pack is sold in (audit 19, finding 6)', () => {
  /** Audit 19's O2 (Coca-Cola Zero PET 50 cl), as its probe p8 has it: figures per serving only, "250.0". */
  const colaZero = {
    code: '1',
    product_name: 'Cola zero',
    quantity: '50cl',
    categories_tags: 'en:beverages,en:colas',
    nutrition_data_per: 'serving',
    serving_size: '250.0',
    nutriments: {
      'energy-kj_serving': 4,
      'energy-kj': 4,
      sugars: 0,
      sugars_serving: 0,
      salt: 0.05,
      salt_serving: 0.05,
    },
  };

  it('the audited cola: read per 100 ml from a 250 ml serving, not "no nutrition facts"', async () => {
    const facts = fromOpenFoodFacts(colaZero)!;
    expect(facts.servingQuantity).toBe(250);
    expect(facts.nutriments).toEqual({ energyKj: 1.6, sugars: 0, salt: 0.02 });
    const health = respond(facts, knowledge, 'complete', preferences.parse({}), await speech('en')).ratings!.health;
    expect(health.impact_summary).not.toMatch(/no nutrition facts on record/);
  });

  it('"500 ml" or OFF’s unit field give ml; a food sold by the kilo reads the number in grams', () => {
    expect(fromOpenFoodFacts({ ...colaZero, quantity: '500 ml' })?.servingQuantity).toBe(250);
    const recorded = { ...colaZero, quantity: undefined, product_quantity: '500', product_quantity_unit: 'ml' };
    expect(fromOpenFoodFacts(recorded)?.nutriments?.salt).toBe(0.02);
    const cereal = fromOpenFoodFacts({
      code: '2',
      product_name: 'Muesli',
      quantity: '1 kg',
      categories_tags: 'en:breakfast-cereals',
      nutrition_data_per: 'serving',
      serving_size: '30',
      nutriments: { sugars_serving: 3, salt_serving: 0.03, 'energy-kj_serving': 480 },
    });
    expect(cereal?.servingQuantity).toBe(30);
    expect(cereal?.nutriments).toEqual({ energyKj: 1600, sugars: 10, salt: 0.1 });
  });

  it('a drink sold in grams, or with no quantity, keeps no serving; "1L" reads ml', () => {
    expect(fromOpenFoodFacts({ ...colaZero, quantity: '500 g' })?.nutriments).toBeUndefined();
    expect(fromOpenFoodFacts({ ...colaZero, quantity: undefined })?.servingQuantity).toBeUndefined();
    expect(fromOpenFoodFacts({ ...colaZero, quantity: '1L' })?.servingQuantity).toBe(250);
  });
});
