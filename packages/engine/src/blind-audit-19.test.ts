/**
 * Blind audit 19's findings, as rules: a cream of a plant is no dairy cream; a full stop a scan set between spaces ends
 * an item and a share cut off by a glued bullet stays with its item; "free range" on eggs is the egg marketing rules'
 * term; a parent's median that spreads widely gives way to the foods the product's own category names; the name's
 * container decides between two on record.
 */
import type { ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { recognise, vocabularyIndex } from './ingredient-analysis.ts';
import { makeFacts } from './test/knowledge-fixture.ts';
import { parseIngredientList } from './text.ts';

const report = (facts: Partial<ProductFactsInput>) => evaluateProductStrict(makeFacts(facts), knowledge).ratings;
const dairy = (facts: Partial<ProductFactsInput>) => report(facts).health.allergens.dairy?.status;
const vocab = vocabularyIndex(knowledge.ingredientVocabulary!);

describe('a cream of a plant is no dairy cream (finding 1)', () => {
  it.each([
    ['Wheat flour, hazelnut cream (sugar, hazelnuts, palm oil), salt.', 'en'],
    ['Wheat flour, coconut oil, sugar, hazelnuts 10% in the cream, salt.', 'en'],
    ['Farine de blé, crème de noisettes (sucre, noisettes), sel.', 'fr'],
    ['Farina di frumento, crema di nocciole 30% (zucchero, nocciole), sale.', 'it'],
    ['Cream crackers (wheat flour, palm oil, salt), peanuts.', 'en'],
  ])('“%s” holds no milk and is vegan', (ingredientsText, lang) => {
    const r = report({ lang, ingredientsText });
    expect(r.health.allergens.dairy?.status).toBe('no');
    expect(r.ethical.animal_derived_content.vegan).toBe('yes');
  });

  it.each([
    ['Sugar, cream, salt.', 'en'],
    ['Farine, crème fraîche, sel.', 'fr'],
    ['Wheat flour, cocoa cream (sugar, cocoa), whey powder (milk).', 'en'],
    ['Ice cream (milk, sugar).', 'en'],
  ])('dairy cream, and milk beside a plant cream, are still milk: “%s”', (ingredientsText, lang) => {
    expect(dairy({ lang, ingredientsText })).toBe('yes');
  });

  it.each([
    ['crème de noisettes', 'en:hazelnut'],
    ['crema di nocciole', 'en:hazelnut'],
    ['crème de lait', 'en:cream'],
    ['cream of chicken', 'en:cream'],
  ])('“%s” is read as %s', (written, id) => {
    expect(recognise(vocab, written)?.id).toBe(id);
  });
});

describe('where a scanned list’s items end (finding 7, audit 18’s glued bullet)', () => {
  it('a full stop between spaces after a share or a bracket ends the item', () => {
    expect(parseIngredientList('Œufs - sucre - Myrtilles (15 %) . Huile de colza • Eau')).toEqual([
      'Œufs',
      'sucre',
      'Myrtilles (15 %)',
      'Huile de colza',
      'Eau',
    ]);
  });
  it('so does one a stray colon follows before a capital', () => {
    expect(parseIngredientList('Lait en poudre écrémé. : Stabilisant : Gomme xanthane - sel')).toEqual([
      'Lait en poudre écrémé',
      'Stabilisant : Gomme xanthane',
      'sel',
    ]);
  });
  it('between two lower-case words it may be inside a name, and stays', () => {
    expect(parseIngredientList('pois . chiches, sel')).toEqual(['pois . chiches', 'sel']);
  });
  it('a share a glued bullet cut off stays with its item', () => {
    expect(parseIngredientList('noisettes• 27% - sucre - farine de riz')).toEqual([
      'noisettes 27%',
      'sucre',
      'farine de riz',
    ]);
    expect(parseIngredientList('abricots• 27%, sucre')).toEqual(['abricots 27%', 'sucre']);
  });
});

describe('“free range” on eggs (finding 4)', () => {
  const welfare = (facts: Partial<ProductFactsInput>) => report(facts).ethical.animal_welfare;
  it('is the method the egg marketing rules define where they apply, and cites them', () => {
    const w = welfare({
      lang: 'fr',
      countries: ['en:france'],
      ingredientsText: 'Œufs de poules élevées en plein air, sucre, farine de riz.',
    });
    expect(w.details).toMatch(/egg marketing rules of the EU and the UK define/);
    expect(w.details).not.toMatch(/pasture|maker's word/);
    expect(w.sources?.map((s) => s.url)).toContain('https://eur-lex.europa.eu/eli/reg/2008/589/oj');
  });
  it('is the maker’s word of outdoor hens where the pack is sold only outside the EU and the UK', () => {
    const w = welfare({
      lang: 'en',
      countries: ['en:united-states'],
      ingredientsText: 'Sugar, free range eggs, flour.',
    });
    expect(w.details).toMatch(/the maker's word that the hens were kept outdoors, not/);
  });
  it('a cow’s outdoor claim is still the maker’s word of outdoors or pasture', () => {
    const w = welfare({ lang: 'en', ingredientsText: 'Free range milk, sugar.' });
    expect(w.details).toMatch(/kept outdoors or fed on pasture/);
  });
  it('is said in every language', () => {
    const w = welfare({
      lang: 'de',
      countries: ['en:germany'],
      ingredientsText: 'Zucker, Eier aus Freilandhaltung, Mehl.',
    });
    expect(w.details).toMatch(/egg marketing rules/);
  });
});

describe('a parent’s median that spreads widely (finding 5)', () => {
  const carbon = (facts: Partial<ProductFactsInput>) =>
    report(facts).environmental.environmental_factors.carbon_footprint;
  it('gives way to the foods the product’s own category names: a hot sauce takes harissa', () => {
    const c = carbon({
      lang: 'en',
      categoryTags: ['en:condiments', 'en:sauces', 'en:hot-sauces'],
      ingredientsText: 'Distilled Vinegar, Red Pepper, Salt.',
    });
    expect(c?.kg_co2e_per_kg).toBe(1.42);
    expect(c?.rating).toBe('low');
    expect(c?.basis).toMatch(/Harissa/);
    // Said as the hot sauces' figure, not the sauces' median.
    expect(c?.details).toMatch(/for "Hot sauces"/);
  });
  it('not where the parent’s foods agree: a whole milk keeps the milks’ median', () => {
    const c = carbon({
      lang: 'en',
      categoryTags: ['en:dairies', 'en:milks', 'en:whole-milks'],
      ingredientsText: 'Whole milk.',
    });
    expect(c?.basis).not.toMatch(/Goat/);
  });
  it('nor where no food names the category: a sauce of its own kind keeps the sauces’ figure', () => {
    const c = carbon({
      lang: 'en',
      categoryTags: ['en:condiments', 'en:sauces', 'en:sriracha-sauces'],
      ingredientsText: 'Chili, sugar, salt, garlic, distilled vinegar.',
    });
    expect(c?.basis).not.toMatch(/Harissa/);
  });
});

describe('the container the name states (finding 8)', () => {
  const packaging = (name: string) =>
    report({ lang: 'fr', name, packaging: ['en:can', 'en:metal', 'en:plastic', 'en:bottle', 'en:pet'] }).environmental
      .environmental_factors.packaging?.details;
  it('keeps the PET bottle of “PET 50CL”, not the can a tag names', () => {
    expect(packaging('PET 50CL COCA COLA ZERO')).toMatch(/PET/);
    expect(packaging('PET 50CL COCA COLA ZERO')).not.toMatch(/Metal|Aluminium/i);
  });
  it('keeps the can of a “Canette 33cl”', () => {
    expect(packaging('Coca-Cola Canette 33cl')).not.toMatch(/PET/);
  });
  it('keeps both where the name says neither', () => {
    expect(packaging('Coca-Cola Zero')).toMatch(/PET/);
    expect(packaging('Coca-Cola Zero')).toMatch(/Metal|Aluminium/i);
  });
});
