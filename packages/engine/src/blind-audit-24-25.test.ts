/**
 * Blind audits 24 and 25's findings, as rules: English "of" is no "or"; HTML entities in a record are decoded; alum is
 * a mineral salt; the items of a raising agent are no palm-oil doubt.
 */
import type { ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { fromOpenFoodFacts } from './facts/from-off.ts';
import { recognise, vocabularyIndex } from './ingredient-analysis.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const ratings = (facts: Partial<ProductFactsInput>) => evaluateProductStrict(makeFacts(facts), knowledge).ratings;
const vocab = vocabularyIndex(knowledge.ingredientVocabulary!);

describe('English “of” is no Dutch “or” (audit 24, finding 1)', () => {
  it('“a blend of … clover honey” is honey: vegetarian, not vegan', () => {
    const a = ratings({
      lang: 'en',
      ingredientsText: 'Sparkling water, fresh ginger root, sweetened by a blend of pineapple juice and clover honey.',
    }).ethical.animal_derived_content;
    expect(a.vegetarian).toBe('yes');
    expect(a.vegan).toBe('no');
  });
  it('“a blend of palm oil” holds palm oil; in a Dutch list “of” is still “or”', () => {
    const palm = (lang: string, ingredientsText: string) =>
      ratings({ lang, ingredientsText }).environmental.palm_oil.status;
    expect(palm('en', 'Sugar, a blend of palm oil, salt.')).toBe('yes');
    expect(palm('nl', 'Suiker, zonnebloemolie of palmolie, zout.')).toBe('maybe');
  });
});

describe('a record’s HTML entities are decoded (audit 25, finding 1)', () => {
  const facts = fromOpenFoodFacts({
    code: '0008295660763',
    product_name: 'Glaze &amp; reduction',
    lang: 'en',
    ingredients_text:
      'Organic &quot;ACETO BALSAMICO DI MODENA IGP&quot; (organic wine vinegar, organic cooked grape must), organic rice starch.',
  })!;
  it('in the name and the list', () => {
    expect(facts.name).toBe('Glaze & reduction');
    expect(facts.ingredientsText).toContain('"ACETO BALSAMICO DI MODENA IGP"');
  });
  it('so no entity is an ingredient or a doubt', () => {
    const r = evaluateProductStrict(facts, knowledge).ratings;
    expect(r.health.ingredients.list.some((i) => /&quot|quot/.test(i))).toBe(false);
    expect(r.ethical.animal_derived_content.uncertain_ingredients.join(' ')).not.toMatch(/quot/);
  });
});

describe('alum is a mineral salt (audit 25, finding 2)', () => {
  it('is read as potassium aluminium sulphate, no doubt for vegans', () => {
    expect(recognise(vocab, 'alum')?.eNumber).toBe('e522');
    expect(
      ratings({ lang: 'en', ingredientsText: 'Cucumbers, sugar, vinegar, salt, alum.' }).ethical.animal_derived_content
        .uncertain_ingredients,
    ).not.toContain('alum');
  });
});

describe('a raising agent’s items are no palm-oil doubt (audit 25, finding 4)', () => {
  it('however a scan split them', () => {
    const p = ratings({
      lang: 'en',
      ingredientsText:
        'Shrimp, wheat flour, soybean oil, baking powder (sodium acid pyrophosphate, sodium bicarbonate, glucond, deltalactone), salt.',
    }).environmental.palm_oil;
    expect(p.status).toBe('no');
  });
  it('the same unknown words outside it still count', () => {
    const p = ratings({ lang: 'en', ingredientsText: 'Shrimp, glucond, deltalactone, salt.' }).environmental.palm_oil;
    expect(p.status).not.toBe('no');
  });
});

describe('a bracket of plants the last one’s “oils” applies to (audit 22, finding 3, the rest)', () => {
  it('“shortening (partially hydrogenated soybean, cotton seed, and/or canola oils)” may contain soy, not contains', () => {
    const soy = ratings({
      lang: 'en',
      countries: ['en:united-states'],
      ingredientsText:
        'Wheat flour, sugar, shortening (partially hydrogenated soybean, cotton seed, and/or canola oils), salt.',
    }).health.allergens.soy?.status;
    expect(soy).not.toBe('yes');
  });
  it('a soy flour beside it is still soy', () => {
    const soy = ratings({
      lang: 'en',
      ingredientsText: 'Wheat flour, soy flour, shortening (soybean, and canola oils).',
    }).health.allergens.soy?.status;
    expect(soy).toBe('yes');
  });
});

describe('a brand’s own certification speaks before its group’s policy (audit 24, finding 2)', () => {
  it('a Garnier product is not tested on animals, certified by Leaping Bunny, though L’Oréal’s policy is not known', () => {
    const testing = ratings({
      lang: 'en',
      kind: 'cosmetic',
      name: 'Garnier Micellar Cleansing Water',
      brand: 'Garnier',
      ingredientsText: 'Aqua, Hexylene Glycol, Glycerin, Disodium Cocoamphodiacetate, Poloxamer 184',
    }).ethical.animal_testing;
    expect(testing.status).toBe('no');
    expect(testing.details).toMatch(/Leaping Bunny/);
  });
});

describe('blind audits 26 and 27', () => {
  it('an MSC cod is not told no certification is on record, nor to look for MSC', () => {
    const e = ratings({
      lang: 'en',
      labels: ['en:sustainable-seafood-msc'],
      categoryTags: ['en:seafood', 'en:fishes'],
      ingredientsText: 'Cod (fish), salt.',
    }).ethical;
    expect(e.animal_welfare.details).toMatch(/certified \(MSC|Marine Stewardship/);
    expect(e.animal_welfare.details).not.toMatch(/No certification is on record/);
    expect((e.recommendations ?? []).some((t) => /Consider certified seafood/.test(t))).toBe(false);
  });
  it('a cod without a scheme still is', () => {
    const e = ratings({ lang: 'en', ingredientsText: 'Cod (fish), salt.' }).ethical;
    expect((e.recommendations ?? []).some((t) => /Consider certified seafood/.test(t))).toBe(true);
  });
  it.each([
    ['albumen', 'en:egg-white'],
    ['silicone dioxide', 'e551'],
  ])('“%s” is %s', (written, id) => {
    const entry = recognise(vocab, written);
    expect(entry?.id || entry?.eNumber).toBe(id);
  });
  it('a tapioca dextrin is no diet doubt', () => {
    const a = ratings({ lang: 'en', ingredientsText: 'Sugar, tapioca dextrin, salt.' }).ethical.animal_derived_content;
    expect(a.vegan).toBe('yes');
  });
});
