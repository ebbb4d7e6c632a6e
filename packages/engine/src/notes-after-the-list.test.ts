/**
 * Blind audit 12: a note printed after the list ("IMPORTANT Although extra care has been taken to remove all shell,
 * some small pieces may remain") names no ingredient. It never leaves palm oil or anything else open.
 */
import { describe, expect, it } from 'vitest';
import { splitTraces } from './text.ts';
import { ratingsOf } from './test/ratings.ts';

const PRAWN_LINGUINE =
  'Cooked Linguine Pasta (45%) (Durum Wheat Semolina (contains Gluten), Water, Sunflower Oil), Water, King Prawns (Crustacean) (11%), Skimmed Milk, Single Cream (Milk) (3.5%), Onions, White Wine, Extra Mature Cheddar Cheese (Milk), Sunflower Oil, Lemon Juice, Cornflour, Tapioca Starch, Garlic Purée, Fish Gelatine, Salt, Parsley, Cracked Black Pepper, Lemon Oil, Acidity Regulator: Sodium Bicarbonate. For allergens see ingredients in bold. IMPORTANT Although extra care has been taken to remove all shell, some small pieces may remain.';

describe('a note after the list is not an ingredient', () => {
  it('the audit’s prawn linguine: palm oil is not left open by the shell warning', () => {
    const palm = ratingsOf({ ingredientsText: PRAWN_LINGUINE }).environmental.palm_oil;
    expect(palm.status).toBe('no');
    expect(JSON.stringify(palm)).not.toMatch(/pieces may remain|extra care/);
  });

  it.each([
    ['Warning: although every care has been taken to remove bones, some small pieces may remain.'],
    ['Attention : malgré le soin apporté, des morceaux de coquille peuvent subsister.'],
    ['Achtung: Trotz sorgfältiger Kontrolle können vereinzelt Kirschsteine vorkommen.'],
    ['Aunque se han eliminado las espinas, pueden quedar restos.'],
  ])('"%s" after the list is dropped', (note) => {
    expect(splitTraces(`Water, sugar, salt. ${note}`).main).toBe('Water, sugar, salt.');
  });

  it('keeps what the list says of its ingredients in a sentence of its own', () => {
    expect(splitTraces('Water, sugar. Contains milk.').main).toBe('Water, sugar. Contains milk.');
    expect(splitTraces('Water, sugar. Important: contains milk.').main).toMatch(/contains milk/);
    expect(splitTraces('Water, sugar. Warning: may contain nuts.').traces).toMatch(/may contain nuts/);
    expect(splitTraces('Chocolate (cocoa mass, sugar). Coating: glucose syrup, gum arabic.').main).toMatch(
      /gum arabic/,
    );
  });
});
