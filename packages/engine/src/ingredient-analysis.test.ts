/** Vegan, vegetarian and palm oil as yes / no / maybe / unknown, and additive names in any language. */
import type { ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.ts';
import { indexKnowledge } from './knowledge-index.ts';
import { makeFacts } from './test/knowledge-fixture.ts';
import { ratingsOf } from './test/ratings.ts';
import { estimateFruitsVegetablesLegumes, leafIngredients, recognise, vocabularyIndex } from './ingredient-analysis.ts';

const ratings = ratingsOf;
const animal = (text: string, extra: Partial<ProductFactsInput> = {}) =>
  ratings({ ingredientsText: text, ...extra }).ethical.animal_derived_content;
const palm = (text: string) => ratings({ ingredientsText: text }).environmental.palm_oil;

describe('vegan and vegetarian, four ways', () => {
  it('yes when every ingredient is known to be plant or mineral', () => {
    expect(animal('water, sugar, apple juice from concentrate, citric acid, reduced iron')).toMatchObject({
      vegan: 'yes',
      vegetarian: 'yes',
      contains_animal_ingredients: 'no',
    });
  });
  it('no with an animal ingredient; vegetarian stays yes for milk', () => {
    expect(animal('sugar, skimmed milk powder, cocoa butter')).toMatchObject({ vegan: 'no', vegetarian: 'yes' });
    expect(animal('pork 80%, salt')).toMatchObject({ vegan: 'no', vegetarian: 'no' });
  });
  it('maybe names the ingredient behind it', () => {
    const content = animal('water, sugar, natural flavouring');
    expect(content.vegan).toBe('maybe');
    expect(content.contains_animal_ingredients).toBe('maybe');
    expect(content.uncertain_ingredients).toContain('natural flavouring');
  });
  it('an ingredient we do not know makes it unknown, not vegan, even beside a maybe (OFF: no > unknown > maybe)', () => {
    const content = animal('water, sugar, zorblax extract');
    expect(content.vegan).toBe('unknown');
    expect(animal('water, natural flavouring, zorblax extract').vegan).toBe('unknown');
    expect(content.uncertain_ingredients).toContain('zorblax extract');
    expect(animal('')).toMatchObject({ vegan: 'unknown', contains_animal_ingredients: 'unknown' });
  });
  it('labels are evidence', () => {
    expect(animal('water, zorblax extract', { labels: ['en:vegan'] }).vegan).toBe('yes');
    expect(animal('water, zorblax extract', { labels: ['en:vegetarian'] }).vegetarian).toBe('yes');
  });
  it('a note in brackets keeps the ingredient; "and" joins two ingredients only when both are known', () => {
    expect(leafIngredients('sugar, vegetable oil (palm, rapeseed)')).toEqual(['sugar', 'palm', 'rapeseed']);
    expect(animal('water, sodium benzoate (preservative)').vegan).toBe('yes');
    expect(animal('sugar, shellac and carnauba wax').vegan).toBe('no');
    expect(animal('sugar, natural and artificial flavors').vegan).toBe('maybe');
  });
  it('items separated as OFF separates them: bullets, a dash between spaces, a full stop ending a sentence', () => {
    expect(leafIngredients('Farine de blé - Sucre - Beurre (Lait)')).toEqual(['Farine de blé', 'Sucre', 'Lait']);
    expect(leafIngredients('Sugar • Butter · Salt')).toEqual(['Sugar', 'Butter', 'Salt']);
    expect(leafIngredients('semi-skimmed milk, sugar 12.5%. Contains milk')).toEqual([
      'semi-skimmed milk',
      'sugar 12.5%',
      'Contains milk',
    ]);
  });
  it('claims are not ingredients: free-from and diet claims, organic footnotes', () => {
    expect(animal('water, sugar, sans gluten, sin lactosa')).toMatchObject({ vegan: 'yes', vegetarian: 'yes' });
    expect(animal('Ingrédients : farine de blé*, sucre*. *Ingrédients issus de l’agriculture biologique').vegan).toBe(
      'yes',
    );
    expect(animal('farine de blé, tomate 20%, sel. Pourcentages exprimés sur le total de la recette').vegan).toBe(
      'yes',
    );
    expect(animal('wheat flour, tomato 20%, salt. Percentages expressed on the total recipe').vegan).toBe('yes');
    expect(animal('rice, starter culture. Suitable for vegetarians').vegetarian).toBe('yes');
    expect(animal('rice, gelatine. Not suitable for vegetarians').vegetarian).toBe('no');
  });
  it('mineral salts are plant-neutral in every language', () => {
    expect(animal('farine de blé, carbonate de calcium, fer, niacine')).toMatchObject({
      vegan: 'yes',
      vegetarian: 'yes',
    });
    expect(animal('Weizenmehl, Calciumcarbonat')).toMatchObject({ vegan: 'yes' });
  });
});

describe('palm oil, four ways', () => {
  it('an E-number is an ingredient, however it is written: mono- and diglycerides (E471) may come from palm', () => {
    for (const text of ['sugar, emulsifier (E471), salt', 'sugar, E471, salt', 'zucchero, emulsionanti: E 471, sale']) {
      expect(palm(text)).toMatchObject({ status: 'maybe' });
      expect(animal(text).vegan).toBe('maybe');
    }
    expect(palm('zucchero, emulsionanti: E 471 e E 322, sale').status_ingredients).toEqual(['E 471']);
  });

  it('yes from the words, maybe for unspecified vegetable oils, unknown for an unknown ingredient, no otherwise', () => {
    expect(palm('sugar, palm oil')).toMatchObject({ status: 'yes', contains: true });
    const maybe = palm('sugar, vegetable oils, salt');
    expect(maybe).toMatchObject({ status: 'maybe', contains: false, rating: 'May contain palm oil' });
    expect(maybe.status_ingredients).toEqual(['vegetable oils']);
    expect(palm('sugar, zorblax')).toMatchObject({ status: 'unknown', contains: false });
    // OFF's rule: unknown ingredients leave palm oil open only when they are more than 30 % of the list.
    const few = palm('sugar, water, salt, apple juice, zorblax');
    expect(few).toMatchObject({ status: 'no', rating: 'Palm oil free' });
    expect(few.details).toBe(
      'No palm oil in the ingredient list. “zorblax” is not an ingredient we recognise, but that is too little to leave the question open.',
    );
    expect(palm('sugar, sunflower oil, milk fat')).toMatchObject({ status: 'no', rating: 'Palm oil free' });
    expect(palm('Zucker, Pflanzenöl aus Raps')).toMatchObject({ status: 'no' });
    // "vinegar and salt" is two of the four ingredients OFF counts, so one unknown in four stays under 30 %.
    expect(palm('zorblax, water, vinegar and salt')).toMatchObject({ status: 'no' });
    expect(palm('zorblax, water, vinegar')).toMatchObject({ status: 'unknown' });
    // OFF ignores a "may be palm" ingredient with something in brackets after it.
    expect(palm('pasta, beta-carotene')).toMatchObject({ status: 'maybe' });
    expect(palm('pasta, beta-carotene (color)')).toMatchObject({ status: 'no' });
  });
});

describe('additive names in any language', () => {
  it('map to their E-numbers', () => {
    const codes = (text: string) =>
      ratings({ ingredientsText: text }).health.ingredients.notable_ingredients.map((n) => n.name);
    expect(codes('eau, glycosides de steviol').join(' ')).toMatch(/E960/i);
  });
});

describe('fruit, vegetables and legumes estimated from the ingredient list (2023 Nutri-Score)', () => {
  const index = vocabularyIndex(knowledge.ingredientVocabulary!);
  it('counts stated shares, estimates the others from the order, and leaves out powders, flours, dried and nuts', () => {
    expect(estimateFruitsVegetablesLegumes(index, 'tomatoes 60%, water, salt')).toBe(60);
    expect(estimateFruitsVegetablesLegumes(index, 'tomatoes, water, salt')).toBeGreaterThan(60);
    expect(estimateFruitsVegetablesLegumes(index, 'lentils 50%, water, salt')).toBe(50);
    expect(estimateFruitsVegetablesLegumes(index, 'tomato powder 60%, sugar')).toBe(0);
    expect(estimateFruitsVegetablesLegumes(index, 'hazelnuts 50%, sugar')).toBe(0);
  });
  it('feeds the Nutri-Score and says it is an estimate', () => {
    const health = ratings({
      categoryTags: ['en:soups'],
      ingredientsText: 'tomatoes 85%, water, olive oil, salt',
      nutriments: { energyKj: 200, fat: 1, saturatedFat: 0.2, sugars: 3, salt: 0.6, proteins: 1, fiber: 1 },
    }).health;
    expect(health.impact_summary).toMatch(/fruit, vegetables and legumes estimated at 85 % from the ingredient list/);
  });
});

describe('what an additive does is the class the list prints before it', () => {
  const purpose = (ingredientsText: string, name: RegExp, extra: Partial<ProductFactsInput> = {}) =>
    ratings({ ingredientsText, ...extra }).health.ingredients.notable_ingredients.find((n) => name.test(n.name))
      ?.purpose;
  it.each([
    ['en', 'wheat flour, sugar, raising agents (potassium carbonates, ammonium carbonates), salt'],
    ['fr', 'farine de blé, sucre, poudres à lever : carbonates de potassium, sel'],
    ['de', 'Weizenmehl, Zucker, Backtriebmittel: E501, Salz'],
    ['es', 'harina de trigo, azúcar, gasificantes (E501), sal'],
    ['it', 'farina di frumento, zucchero, agenti lievitanti: E501, sale'],
    ['nl', 'tarwebloem, suiker, rijsmiddel: E501, zout'],
  ])('%s: potassium carbonates printed as a raising agent are a raising agent', (_, text) => {
    expect(purpose(text, /E501/)).toBe('Raising agent');
  });
  it('a stabiliser printed as one is a stabiliser, without a class the knowledge’s usual one', () => {
    expect(purpose('water, hulled soya beans (8.7%), stabiliser (gellan gum)', /E418/)).toBe('Stabiliser');
    expect(purpose('Wasser, Säuerungsmittel: Citronensäure', /E330/)).toBe('Acid');
    expect(purpose('Wasser, Säuerungsmittel E330', /E330/)).toBe('Acid');
    expect(purpose('wheat flour, potassium carbonates, salt', /E501/)).toBe('Acidity regulator');
  });
  it('two class names before one additive: the function is the one it has, else its own (sixth blind audit)', () => {
    // "antioxidante estabilizante E-412": the antioxidant's name is missing; guar gum is never an antioxidant.
    const fanta = 'agua carbonatada, conservador E-202, antioxidante estabilizante E-412 y colorante betacaroteno';
    expect(purpose(fanta, /E412/, { lang: 'es' })).toBe('Thickener');
    expect(purpose('water, sugar, antioxidant emulsifier E471', /E471/)).toBe('Emulsifier');
    expect(purpose('water, sugar, emulsifier and thickener E412', /E412/)).toBe('Thickener');
    // One class name is the pack's word for what it does here, as before.
    expect(purpose('water, sugar, stabiliser E412', /E412/)).toBe('Stabiliser');
  });
  it('carbon dioxide carbonates a drink, and packs a food', () => {
    const cola = 'water, sugar, carbon dioxide, colour: E150d';
    expect(purpose(cola, /E290/, { kind: 'beverage' })).toBe('Carbonating agent');
    expect(purpose('carbonated water, sugar, E290', /E290/)).toBe('Carbonating agent');
    expect(purpose('lettuce, carbon dioxide', /E290/)).toBe('Packaging gas');
  });
});

describe('US certified colours by their FD&C names (sixth blind audit: "#6" not read)', () => {
  const index = vocabularyIndex(knowledge.ingredientVocabulary!);
  const codes = (ingredientsText: string) =>
    ratings({ ingredientsText, lang: 'en' })
      .health.ingredients.notable_ingredients.map((n) => /\((E\d+[a-z]?)\)/.exec(n.name)?.[1])
      .filter((c) => c !== undefined)
      .sort();
  it.each([
    ['Yellow 5', 'E102'],
    ['Yellow #5', 'E102'],
    ['FD&C Yellow No. 5', 'E102'],
    ['Yellow 6 Lake', 'E110'],
    ['Red 40', 'E129'],
    ['FD&C Red #40', 'E129'],
    ['Red 3', 'E127'],
    ['Blue 1', 'E133'],
    ['FD&C Blue No. 2', 'E132'],
    ['FD&C Green No. 3', 'E143'],
    ['Citrus Red No. 2', 'E121'],
  ])('"%s" is %s', (name, code) => {
    expect(recognise(index, name)?.eNumber?.toUpperCase()).toBe(code);
  });
  it('a number alone going on from a numbered colour is that colour: "Yellow #5 and #6", "Yellow 5, 6"', () => {
    const pineapple =
      'SUGAR AND/OR FRUCTOSE, PINEAPPLE, FILTERED WATER, CITRIC ACID, FD&C YELLOW #5 AND #6, FD&C RED #40 AND LESS THAN 0.1% OF SODIUM BENZOATE (AS PRESERVATIVE).';
    expect(codes(pineapple)).toEqual(['E102', 'E110', 'E129', 'E211', 'E330']);
    expect(codes('sugar, water, Yellow 5, 6')).toEqual(['E102', 'E110']);
    expect(codes('sugar, water, Red 40 & 3, Blue 1')).toEqual(['E127', 'E129', 'E133']);
    expect(codes('sugar, water, polysorbate 60 and 80')).toEqual(['E433', 'E435']);
  });
  it('a number that goes on from nothing numbered is no ingredient, and an E-number written apart stays one', () => {
    expect(codes('sugar, tomatoes 60%, 5')).toEqual([]);
    expect(codes('zucchero, acidulante e 330')).toEqual(['E330']);
  });
});

describe('a name inside a longer one is not that ingredient', () => {
  const names = (ingredientsText: string, additives?: string[]) =>
    ratings({ ingredientsText, ...(additives ? { additives } : {}) }).health.ingredients.notable_ingredients.map(
      (n) => n.name,
    );
  it('"fatty acids" in "glycerin esters of fatty acids" is not E570, read from the list or from OFF’s tag', () => {
    const text = 'filtered water, soybeans, sugar, glycerin esters of fatty acids';
    expect(names(text).join(' ')).not.toMatch(/E570/);
    expect(names(text, ['en:e570']).join(' ')).not.toMatch(/E570/);
    expect(names('sugar, emulsifier: mono- and diglycerides of fatty acids').join(' ')).not.toMatch(/E570/);
    // Named as itself, it stays.
    expect(names('salt, anti-caking agent: fatty acids', ['en:e570']).join(' ')).toMatch(/E570/);
    expect(names('salt, anti-caking agent: fatty acids').join(' ')).toMatch(/E570/);
  });
  it.each([
    ['fr', 'sucre, sirop de glucose-fructose, farine'],
    ['es', 'azúcar, jarabe de glucosa-fructosa, harina'],
    ['it', 'zucchero, sciroppo di glucosio-fruttosio, farina'],
  ])('%s: one glucose-fructose syrup is one sugar-syrup concern, the most specific', (_, text) => {
    const concerns = Object.keys(ratings({ ingredientsText: text }).health.health_concerns);
    expect(concerns).toContain('Glucose-fructose syrup / high-fructose corn syrup');
    expect(concerns).not.toContain('Glucose syrup and other sugar syrups');
  });
  it('two syrups listed apart stay two concerns', () => {
    const concerns = Object.keys(
      ratings({ ingredientsText: 'sucre, sirop de glucose, sirop de glucose-fructose' }).health.health_concerns,
    );
    expect(concerns).toEqual(
      expect.arrayContaining([
        'Glucose-fructose syrup / high-fructose corn syrup',
        'Glucose syrup and other sugar syrups',
      ]),
    );
  });
});

describe('plant ingredients OFF names without a diet status of their own', () => {
  it.each([
    ['en', 'wheat flour, sugar, flavouring (vanillin)'],
    ['fr', 'farine de blé, sucre, arôme : vanilline'],
    ['de', 'Weizenmehl, Zucker, Aroma (Vanillin)'],
    ['es', 'harina de trigo, azúcar, aroma (vainillina)'],
    ['it', 'farina di frumento, zucchero, aroma (vanillina)'],
    ['nl', 'tarwebloem, suiker, aroma (vanilline)'],
    ['en', 'water, sugar, arabic gum'],
    ['fr', 'eau, sucre, gomme arabique'],
  ])('%s: vanillin and gum arabic are not uncertain animal ingredients', (_, text) => {
    const content = animal(text);
    expect(content.uncertain_ingredients).toEqual([]);
    expect(content.vegan).toBe('yes');
  });
});

describe('a share the list states is the share', () => {
  const index = vocabularyIndex(knowledge.ingredientVocabulary!);
  const estimate = (text: string) => estimateFruitsVegetablesLegumes(index, text);
  it('in brackets of its own, or as grams per 100 g', () => {
    expect(estimate('Water, hulled soya beans (8.7%), sugar, salt')).toBe(8.7);
    expect(estimate('Tomatoes (148g per 100g Tomato Ketchup), Spirit Vinegar, Sugar, Salt')).toBe(100);
    expect(estimate('tomates (150 g pour 100 g de produit), vinaigre, sucre')).toBe(100);
  });
  it('bounds every ingredient listed after it', () => {
    expect(estimate('water, sugar 10%, salt 5%, lemon juice')).toBeLessThanOrEqual(5);
  });
  it.each([
    ['de', 'Wasser, Zucker, Zitronensaft aus Zitronensaftkonzentrat (2,5%), Kohlensäure, natürliches Citrusaroma'],
    ['en', 'water, sugar, lemon juice (2.5%), natural lemon flavouring'],
    ['fr', 'eau, sucre, jus de citron (2,5 %), arôme naturel de citron'],
    ['es', 'agua, azúcar, zumo de limón (2,5%), aroma natural de limón'],
    ['it', 'acqua, zucchero, succo di limone (2,5%), aroma naturale di limone'],
    ['nl', 'water, suiker, citroensap (2,5%), natuurlijk citroenaroma'],
  ])('%s: a flavouring is never fruit', (_, text) => {
    expect(estimate(text)).toBe(2.5);
  });
  it('a fruit word inside a class name is no fruit, and a stated share is the share (sixth blind audit: 11 % for 7 %)', () => {
    const fanta =
      'Ingredientes: agua carbonatada, 7% zumo de naranja a partir de concentrado, acidulantes: E-330 y E-296, corrector de Naranja acidez E-331, conservador E-202, aromas de naranja y otros aromas naturales';
    expect(estimate(fanta)).toBe(7);
    expect(estimate('water, sugar, acidity regulator orange')).toBe(0);
    expect(estimate('acqua, zucchero, correttore di limone acidità E330')).toBe(0);
  });
  it.each([
    ['en', 'water, sugar, natural orange flavouring, orange extract'],
    ['fr', 'eau, sucre, extrait de carotte, arôme naturel d’orange'],
    ['de', 'Wasser, Zucker, Paprikaextrakt, natürliches Orangenaroma'],
    ['es', 'agua, azúcar, extracto de zanahoria, aroma de naranja'],
  ])('%s: an extract or a flavouring named after a fruit or vegetable is neither', (_, text) => {
    expect(estimate(text)).toBe(0);
  });
  it('a fruit the list gives a share for adds no guessed share on top; another food of that fruit still counts', () => {
    expect(estimate('water, orange juice 10%, sugar, orange')).toBe(10);
    expect(estimate('agua, 7% zumo de naranja a partir de concentrado, azúcar, naranja')).toBe(7);
    expect(estimate('water, apples 30%, sugar, apple juice')).toBeGreaterThan(30);
  });
  it("a class printed before a fruit is read apart from it, as OFF's parser does: the lemon juice counts", () => {
    expect(estimate('eau, sucre, acidifiant : jus de citron')).toBeGreaterThan(0);
  });
});

describe('a yield note', () => {
  const HAM =
    'Jambon de porc, élaboré avec 120 g de porc cru pour 100 g de jambon rôti au miel, sel, miel (2%), dextrose, arôme naturel, conservateur : nitrite de sodium';
  it('is not an ingredient, and evidence quotes the ingredient it names', () => {
    const analysis = analyse(makeFacts({ ingredientsText: HAM }), indexKnowledge(knowledge));
    const honey = analysis.animal.evidence.find((e) => e.kind === 'ingredient' && /bee/i.test(e.name ?? ''));
    expect(honey).toMatchObject({ segment: 'miel' });
    expect(analysis.palmOil.because.join()).not.toMatch(/élaboré/);
  });
});

describe('wheat and gluten, one answer', () => {
  const allergens = (text: string, lang: string) =>
    analyse(makeFacts({ ingredientsText: text, lang }), indexKnowledge(knowledge)).allergens;
  it('a gluten word that names wheat shows wheat too; oats show gluten, not wheat', () => {
    const found = allergens('Molkenprotein, Weizenprotein, Kakaopulver', 'de');
    expect(found.get('gluten')?.revealedBy.map((h) => h.segment)).toEqual(['Weizenprotein']);
    expect(found.get('wheat')?.revealedBy.map((h) => h.segment)).toEqual(['Weizenprotein']);
    expect(allergens('blended oat flour, sugar', 'en').get('wheat')?.revealedBy).toEqual([]);
  });
});

describe('one ingredient, read with its bracket (third blind audit)', () => {
  const commodities = (text: string, name: string) =>
    analyse(makeFacts({ ingredientsText: text, lang: 'de', name }), indexKnowledge(knowledge)).commodityHits.map(
      (h) => h.entry.id,
    );
  it("an ingredient of another variety of the range is not this product's: 'Kakaopulver (nur Sorte Schoko)'", () => {
    const list = 'Magermilch, Zucker, Haselnüsse 10%, Kakaopulver (nur Sorte Schoko), Stärke';
    expect(commodities(list, 'Pudding Haselnuss')).not.toContain('cocoa');
    expect(commodities(list, 'Pudding Schoko')).toContain('cocoa');
    expect(commodities('milk, sugar, cocoa powder (chocolate flavour only)', 'Vanilla pudding')).not.toContain('cocoa');
    expect(commodities('Magermilch, Zucker, Kakaopulver (stark entölt)', 'Pudding Haselnuss')).toContain('cocoa');
  });

  it("'Hühnereiweiß' is egg white or chicken protein in Open Food Facts' taxonomy: vegetarian maybe, named", () => {
    expect(animal('Magermilch, Zucker, Hühnereiweiß, Stärke', { lang: 'de' })).toMatchObject({
      vegan: 'no',
      vegetarian: 'maybe',
      uncertain_ingredients: ['Hühnereiweiß'],
    });
    expect(animal('Magermilch, Zucker, Hühnervollei, Stärke', { lang: 'de' })).toMatchObject({ vegetarian: 'yes' });
  });

  it("an artificial flavour comes from no animal (21 CFR 101.22(a)(1)); 'natural and artificial flavor' still may", () => {
    expect(animal('Sugar, cocoa butter, soy lecithin, artificial flavor', { lang: 'en' })).toMatchObject({
      vegan: 'yes',
      vegetarian: 'yes',
    });
    expect(animal('aceite de girasol, aroma artificial', { lang: 'es' })).toMatchObject({ vegan: 'yes' });
    expect(animal('Sugar, natural and artificial flavors', { lang: 'en' })).toMatchObject({ vegan: 'maybe' });
  });
});

describe("the list's additives beside the record's tags (third blind audit)", () => {
  const codes = (text: string, additives: string[]) =>
    analyse(makeFacts({ ingredientsText: text, additives, lang: 'en' }), indexKnowledge(knowledge)).additives.map(
      (a) => a.additive.code,
    );
  it('an additive the tags miss is read from the list; one the tags set aside stays aside', () => {
    expect(codes('water, sugar, citric acid, SODIUM BENZOATE 0.1% (PRESERVATIVE)', ['en:e330'])).toEqual(
      expect.arrayContaining(['e330', 'e211']),
    );
    // Calcium carbonate that fortifies flour is a mineral, whether the tag or the words name it.
    expect(codes('wheat flour (wheat flour, calcium carbonate, iron, niacin, thiamin)', ['en:e170'])).not.toContain(
      'e170',
    );
  });
});

/** The Health section of a soda with no sugars, whose 2023 Nutri-Score turns on its sweeteners alone. */
const drink = (ingredientsText: string) =>
  ratings({
    kind: 'beverage',
    perMl: true,
    categoryTags: ['en:beverages', 'en:sodas'],
    ingredientsText,
    nutriments: { energyKj: 1, fat: 0, saturatedFat: 0, sugars: 0, salt: 0.02, proteins: 0 },
  }).health;

describe('a plural in any list language is read as the singular the taxonomy names (blind audit 8, O4)', () => {
  const index = vocabularyIndex(knowledge.ingredientVocabulary ?? []);
  it.each([
    ['Romanian, comma below', 'ciclamați', 'e952'],
    ['Romanian, cedilla', 'ciclamaţi', 'e952'],
    ['Romanian, no diacritics', 'ciclamati', 'e952'],
    ['English', 'cyclamates', 'e952'],
  ])('%s: “%s” is %s', (_label, name, eNumber) => {
    expect(recognise(index, name)?.eNumber).toBe(eNumber);
  });

  it.each([
    ['Romanian, the head of the name', 'citrați de potasiu', 'citrat de potasiu'],
    ['Italian', 'pomodori', 'pomodoro'],
  ])('%s: “%s” is “%s”', (_label, name, singular) => {
    expect(recognise(index, name)?.names).toContain(singular);
  });

  it('a Romanian class name in the plural ("îndulcitori:") is the class, and the sweetener after it counts', () => {
    // The 2023 Nutri-Score adds 4 points to a drink with a non-nutritive sweetener.
    expect(drink('Apă, dioxid de carbon, îndulcitori: ciclamați, acid fosforic').nutri_score?.points).toBe(4);
    expect(drink('Apă, dioxid de carbon, acid fosforic').nutri_score?.points).toBe(0);
    expect(drink('Apă, îndulcitori: ciclamați').ingredients.notable_ingredients.map((n) => n.name)).toContainEqual(
      expect.stringContaining('E952'),
    );
  });
});

describe('an ingredient read with the words around it (blind audit 9)', () => {
  const vanillaNamed = (ingredientsText: string) => {
    const r = ratings({ ingredientsText });
    return [
      ...r.health.ingredients.notable_ingredients.map((n) => n.name),
      r.ethical.labor_practices.details ?? '',
    ].some((text) => /vanilla/i.test(text));
  };
  it.each([
    ['a qualifier after a colon (US wording)', 'sugar, cocoa, VANILLA: AN ARTIFICIAL FLAVOR. BREADSTICKS: wheat flour'],
    ['the qualifier without its article', 'sugar, cocoa, vanilla: artificial flavour, salt'],
    ['the flavouring word after the food', 'sugar, cocoa, vanilla flavouring'],
    ['artificial before the food', 'sugar, cocoa, artificial vanilla flavor'],
    ['a flavouring word the photo’s text recognition broke (blind audit 10)', 'sugar, cocoa, Vanilla llavouri ng'],
    ['a misread letter', 'sugar, cocoa, Vanilla Flavourimg'],
  ])('%s is a flavouring, not vanilla with its sourcing risks', (_label, text) => {
    expect(vanillaNamed(text)).toBe(false);
  });
  it('vanilla itself, or a natural flavour of it, is still vanilla', () => {
    expect(vanillaNamed('sugar, cocoa, vanilla extract')).toBe(true);
    expect(vanillaNamed('sugar, cocoa, vanilla pods')).toBe(true);
    expect(vanillaNamed('sugar, cocoa, vanilla: a natural flavour')).toBe(true);
  });
});

describe('a sweetener’s salt named in words is its additive (blind audit 9, O1)', () => {
  const index = vocabularyIndex(knowledge.ingredientVocabulary ?? []);
  it.each([
    ['German', 'Natriumcyclamat'],
    ['English', 'sodium cyclamate'],
    ['French', 'cyclamate de sodium'],
    ['German, calcium written into the word', 'Calciumcyclamat'],
  ])('%s: “%s” is E952', (_label, name) => {
    expect(recognise(index, name)?.eNumber).toBe('e952');
  });
  it('a salt the vocabulary lacks, written as one word, is the sweetener it names (blind audit 10)', () => {
    expect(recognise(index, 'Natriumsaccharin')?.eNumber).toBe('e954');
    expect(recognise(index, 'Kaliumsaccharin')?.eNumber).toBe('e954');
  });
  it('the 2023 Nutri-Score counts it in a drink', () => {
    expect(
      drink('Wasser, Kohlensäure, Farbstoff E150d, Säuerungsmittel Phosphorsäure, Natriumcyclamat').nutri_score?.points,
    ).toBe(4);
    expect(drink('Wasser, Kohlensäure, Farbstoff E150d, Säuerungsmittel Phosphorsäure').nutri_score?.points).toBe(0);
  });
});

describe('the names in brackets after an oil class are its sources (blind audit 9, S5)', () => {
  const soy = (ingredientsText: string) =>
    ratings({ ingredientsText, countries: ['en:united-states'] }).health.allergens.soy;
  it.each([
    [
      'English, with "and"',
      'Roasted peanuts, sugar, hydrogenated vegetable oils (cottonseed, soybean and rapeseed), salt',
    ],
    ['English, one source', 'Roasted peanuts, sugar, vegetable oil (soybean), salt'],
    ['French', 'Arachides grillées, sucre, huiles végétales (colza, soja), sel'],
    ['German', 'Erdnüsse, Zucker, pflanzliche Öle (Raps, Soja), Salz'],
  ])(
    '%s: soybean there is soybean oil, a refined oil the soy declaration leaves out — “may contain”, never “contains”',
    (_label, text) => {
      expect(soy(text)).toMatchObject({ status: 'unknown', may_contain: true });
    },
  );
  it('the list shown and the words quoted stay the label’s own', () => {
    const text = 'Roasted peanuts, sugar, hydrogenated vegetable oils (cottonseed, soybean and rapeseed), salt';
    const health = ratings({ ingredientsText: text, countries: ['en:united-states'] }).health;
    expect(health.ingredients.list).toEqual([
      'Roasted peanuts',
      'sugar',
      'hydrogenated vegetable oils (cottonseed, soybean and rapeseed)',
      'salt',
    ]);
    expect(health.allergens.soy?.notes).toContain('"soybean and rapeseed"');
  });
  it('soy itself, or soy lecithin, still contains soy', () => {
    expect(soy('sugar, soy protein isolate, salt')?.status).toBe('yes');
    expect(soy('sugar, cocoa butter, emulsifier (soy lecithin)')?.status).toBe('yes');
  });
});

describe('an item under a heading takes the heading’s function (blind audit 9, O5)', () => {
  const notable = (ingredientsText: string) =>
    ratings({ ingredientsText }).health.ingredients.notable_ingredients.map((n) => `${n.name} — ${n.purpose}`);
  it.each([
    [
      'English',
      'Whey protein, cocoa, vitamins and minerals: calcium carbonate, magnesium oxide, zinc oxide, sodium ascorbate',
    ],
    ['a blend', 'Whey protein, cocoa, mineral blend (magnesium oxide, zinc oxide)'],
    ['French', 'Protéines de lactosérum, cacao, vitamines et minéraux : carbonate de calcium, oxyde de magnésium'],
  ])(
    '%s: magnesium oxide under "vitamins and minerals" is a mineral added, not the anti-caking agent E530',
    (_label, text) => {
      expect(notable(text).filter((n) => /E530|Anti-caking/i.test(n))).toEqual([]);
    },
  );
  it('magnesium oxide on its own, or under an additive class, is still E530', () => {
    expect(notable('sugar, magnesium oxide, salt')).toContainEqual(expect.stringContaining('E530'));
    expect(notable('sugar, anti-caking agent: magnesium oxide, salt')).toContainEqual(expect.stringContaining('E530'));
  });
});

describe('an allergen marker in brackets adds the allergen and never replaces the ingredient (blind audit 9, S3)', () => {
  it.each([['REDUCED MINERALS WHEY (MILK)'], ['WHEY (MILK)'], ['whey powder'], ['lactosérum (lait)']])(
    '“%s” stays whey: maybe vegetarian (rennet), and milk is still found',
    (whey) => {
      const text = `SUGAR, PALM OIL, HAZELNUTS, COCOA, ${whey}, SALT`;
      expect(animal(text)).toMatchObject({ vegan: 'no', vegetarian: 'maybe' });
      expect(ratings({ ingredientsText: text }).health.allergens.dairy?.status).toBe('yes');
    },
  );
  it.each([
    ['Danish', 'da', 'valle (mælk)'],
    ['Swedish', 'sv', 'vassle (mjölk)'],
    ['Finnish', 'fi', 'hera (maito)'],
    ['Portuguese', 'pt', 'soro de leite (leite)'],
    ['Hungarian', 'hu', 'tejsavó (tej)'],
  ])('a word the allergen knowledge knows marks in any language (%s: “%s”)', (_, lang, whey) => {
    const text = `sukker, ${whey}, salt`;
    expect(animal(text, { lang })).toMatchObject({ vegan: 'no', vegetarian: 'maybe' });
    expect(ratings({ ingredientsText: text, lang }).health.allergens.dairy?.status).toBe('yes');
  });
  it('a word that is no allergen in brackets still names what the ingredient is: “vegetable oil (sunflower)”', () => {
    expect(animal('sugar, vegetable oil (sunflower), salt')).toMatchObject({ vegan: 'yes', vegetarian: 'yes' });
  });
  it('a marker that is the source the name leaves open says which: “LECITHIN (SOY)” is soy lecithin', () => {
    expect(animal('SUGAR, COCOA, LECITHIN AS EMULSIFIER (SOY), SALT')).toMatchObject({
      vegan: 'yes',
      vegetarian: 'yes',
    });
  });
});
