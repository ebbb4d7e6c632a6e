/**
 * Blind audit 13, finding 1 (decision 113): a category's footprint is applied only where it fits the product as sold.
 * - The foods a median is made of whose names say meat, fish, dairy or egg that the product's list rules out are left
 *   out; the figure is the median of the rest, or there is none.
 * - A figure for another kind of food than the product's own (the record's most specific category lies in another
 *   branch of the taxonomy) is no figure for it, nor is a parent's median.
 */
import type { ProductFactsInput } from '@clearcart/contracts';
import { knowledge, loadTranslation } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from '../evaluate.ts';
import { loadMessages } from '../i18n/index.ts';
import { makeFacts } from '../test/knowledge-fixture.ts';
import { ratingsOf } from '../test/ratings.ts';

const carbonOf = (facts: Partial<ProductFactsInput>) =>
  ratingsOf(facts).environmental.environmental_factors.carbon_footprint;

/** The audit's S2: a pepper-and-tomato sauce filed under "pasta sauces" (carbonara, meat and vegetable bolognese). */
const sauceBasquaise: Partial<ProductFactsInput> = {
  name: 'Sauce basquaise',
  lang: 'fr',
  category: 'Pasta sauces',
  categoryTags: ['en:groceries', 'en:sauces', 'en:pasta-sauces'],
  ingredientsText:
    'Tomates pelées concassées 57%, eau, oignons 7%, double concentré de tomates 6,0%, courgette 4,3%, huile de colza, poivrons rouges 3,0%, poivrons verts 3,0%, amidon modifié de mais, sucre, sel, thym, persil, jus de citron concentré.',
  packaging: ['fr:pot', 'fr:verre'],
};

describe('a median whose foods the list rules out', () => {
  it('the audit’s sauce basquaise: not the carbonara’s 4.93 kg, the vegetable bolognese’s 1.35', () => {
    const carbon = carbonOf(sauceBasquaise);
    expect(carbon.kg_co2e_per_kg).toBe(1.35);
    expect(carbon.rating).toBe('low');
    expect(carbon.basis).toMatch(/Vegetable Bolognese sauce/);
    expect(carbon.basis).not.toMatch(/Carbonara/);
    expect(ratingsOf(sauceBasquaise).environmental.grade).toBe('B');
  });
  it('a carbonara sauce whose list has cream and bacon keeps the median', () => {
    const carbon = carbonOf({
      ...sauceBasquaise,
      name: 'Sauce carbonara',
      ingredientsText: 'Crème fraîche 40%, eau, lardons fumés 15% (poitrine de porc, sel), fromage, amidon, sel.',
    });
    expect(carbon.kg_co2e_per_kg).toBe(4.93);
  });
  it('an English vegan ravioli takes only the stuffed pastas with no meat, fish, dairy or egg', () => {
    const carbon = carbonOf({
      name: 'Spinach ravioli',
      lang: 'en',
      categoryTags: ['en:pastas', 'en:stuffed-pastas'],
      ingredientsText: 'Durum wheat semolina, water, spinach 20%, potato flakes, sunflower oil, salt, garlic, nutmeg.',
    });
    const plain = knowledge.footprints.find((f) => f.offTags.includes('en:stuffed-pastas'))!;
    expect(carbon.kg_co2e_per_kg).toBeLessThan(plain.kgCO2ePerKg);
    expect(carbon.basis).toMatch(/left out/);
    expect(carbon.basis?.split('e.g.')[1]).not.toMatch(/meat|cheese|ham|ricotta|egg/i);
  });
  it('a garbled or missing list rules nothing out', () => {
    expect(carbonOf({ ...sauceBasquaise, ingredientsText: undefined }).kg_co2e_per_kg).toBe(4.93);
  });
  it('is said in the report’s language (German)', async () => {
    const speech = { messages: await loadMessages('de'), translation: await loadTranslation('de') };
    const r = evaluateProductStrict(makeFacts(sauceBasquaise), knowledge, undefined, speech);
    expect(r.ratings.environmental.environmental_factors.carbon_footprint.basis).toMatch(
      /das einzige der 3 Lebensmittel/,
    );
  });
});

describe('a figure for another kind of food', () => {
  it('the audit’s mozzarella sticks (breaded cheese) do not take the median of whole cheeses', () => {
    const carbon = carbonOf({
      name: 'MOZZARELLA STICKS',
      categoryTags: [
        'en:dairies',
        'en:fermented-foods',
        'en:fermented-milk-products',
        'en:cheeses',
        'en:meat-alternatives',
        'en:breaded-products',
        'en:breaded-cheeses',
        'en:mozzarella-sticks',
      ],
      ingredientsText: 'Fromage mozzarella (Lait) (65%), Farine de blé, Eau, Huile de colza, Fécule de maïs, Sel.',
    });
    expect(carbon.rating).toBe('unknown');
    expect(carbon.details).toMatch(/No footprint figure fits this product/);
    expect(carbon.details).toMatch(/Cheeses/);
  });
  it('a cola also filed under sweetened beverages keeps the colas’ figure (a facet is not another kind)', () => {
    expect(
      carbonOf({ kind: 'beverage', categoryTags: ['en:beverages', 'en:sodas', 'en:colas', 'en:sweetened-beverages'] })
        .kg_co2e_per_kg,
    ).toBe(0.51);
  });
});
