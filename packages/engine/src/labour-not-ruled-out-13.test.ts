/**
 * Blind audit 13, finding 3: labour is "good" only when no ingredient can carry a high labour risk. A sugar word is
 * found anywhere in the list at word boundaries, not only as an ingredient the splitter set apart ("oignon* sucre*");
 * a good the US Department of Labor lists from a major producing country (coconuts, the Philippines) leaves labour open
 * while its origin is unstated, as plain sugar does. A source named beside the word (beet sugar) rules it out.
 */
import { describe, expect, it } from 'vitest';
import { ratingsOf } from './test/ratings.ts';

const labour = (ingredientsText: string, labels: string[] = []) =>
  ratingsOf({ ingredientsText, labels }).ethical.labor_practices;

describe('labour is "good" only when no ingredient can carry a high labour risk', () => {
  it('the audit’s pizza: "sucre" fused to the word before it leaves labour open, and is quoted', () => {
    const card = labour(
      'Pâte* (farine de blé* , eau, sel, levure*), sauce tomate* 17% (purée de tomate* , oignon* sucre* , sel, ail* , basilic*), mozzarella* 16%, emmental râpé*, olives*.',
    );
    expect(card.rating).toBe('unknown');
    expect(card.details).toMatch(/"sucre" may be cane sugar/);
  });

  it('the audit’s juice: coconut water behind "?" bullets leaves labour open, naming the listed origin', () => {
    const card = labour(
      'Apple Juice (50%) Coconut Water 15%) ? Cucumber Purée (15%) Apple Purée 14%) ? Spinach Purée (3%) ? Lemon Juice ? Spirulina Extract ? Antioxidant: Ascorbic Acid.',
    );
    expect(card.rating).toBe('unknown');
    // Said beside the cucumbers' own risk, not lost behind it (blind audit 92).
    expect(card.details).toMatch(
      /^Cucumbers: .* "Coconut Water" may be coconut from the Philippines, so a labour risk in its supply chain is not ruled out\.$/,
    );
  });

  it.each([
    ['German coconut milk in a curry', 'Wasser, Kokosmilch 30 %, Karotten, Zwiebeln, Salz, Currypulver.', 'Kokosmilch'],
    ['Spanish coconut water', 'Agua de coco (95 %), zumo de piña, vitamina C.', 'Agua de coco'],
    ['an English list with its commas lost', 'Wheat flour, water, salt sugar yeast, rapeseed oil.', 'sugar'],
  ])('%s', (_case, text, written) => {
    const card = labour(text);
    expect(card.rating).toBe('unknown');
    expect(card.details).toContain(`"${written}"`);
  });

  it('a named non-cane source or a fair-trade certification still lets labour be "good"', () => {
    expect(labour('Eau, sucre de betterave, jus de citron.').rating).toBe('good');
    expect(labour('Coconut water, pineapple juice.', ['en:fairtrade-international']).rating).toBe('good');
  });
});
