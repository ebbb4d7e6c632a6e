/**
 * Blind audit 14, finding 2: a product with no category, no quantity by weight and no drink word is a food when its
 * name or its list names a solid food the ingredient vocabulary knows; the note that ClearCart cannot tell its kind
 * is kept for what it truly cannot tell, and says that ClearCart cannot tell, not that the words do not say.
 */
import type { ProductFacts } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { makeFacts } from '../test/knowledge-fixture.ts';
import { respond } from '../respond.ts';
import { en } from '../i18n/en.ts';
import { foodByOwnWords, kindUntold } from './kind-from-words.ts';

const untold = (name: string, ingredientsText?: string, more: Partial<ProductFacts> = {}): boolean =>
  kindUntold(
    makeFacts({
      name,
      kind: 'food',
      categoryTags: [],
      perMl: false,
      ...(ingredientsText !== undefined ? { ingredientsText } : {}),
      ...more,
    }),
    knowledge.ingredientVocabulary,
  );

describe('a food named by its words is told a food (blind audit 14, finding 2)', () => {
  it('the audit’s O5 and O2: "Baby leaf rocket salad" and "Préparation bio de miel & gelée royale 8%"', () => {
    expect(untold('Baby leaf rocket salad', 'Rocket (50%) • Red Lettuce • Produced under organic standards.')).toBe(
      false,
    );
    expect(
      untold(
        'Préparation bio de miel & gelée royale 8%',
        "Gelée Royale 8% Ingrédients issus de l'agriculture biologique",
      ),
    ).toBe(false);
  });

  it('the O5 report carries no note that its kind is untold', () => {
    const facts = makeFacts({
      name: 'Baby leaf rocket salad',
      kind: 'food',
      categoryTags: [],
      perMl: false,
      ingredientsText: 'Rocket (50%) • Red Lettuce • Produced under organic standards.',
      nutriments: {
        energyKcal: 20,
        fat: 0.5,
        saturatedFat: 0.1,
        carbohydrates: 2,
        sugars: 1.5,
        proteins: 2,
        salt: 0.05,
      },
    });
    expect(JSON.stringify(respond(facts, knowledge, 'complete'))).not.toContain('food or a drink');
  });

  it('a list led by a solid food, whatever the name ("Mix", rice first)', () => {
    expect(untold('Mix 42', 'Riz complet, lentilles corail, sel')).toBe(false);
    expect(untold('Mélange du chef', 'Carottes 60%, petits pois')).toBe(false);
  });

  it('a name alone that names a food, with no list', () => {
    expect(untold('Roasted almonds')).toBe(false);
    expect(foodByOwnWords('Chicken', undefined, knowledge.ingredientVocabulary)).toBe(true);
  });

  it('a list led by water or milk does not make a food of a name, and what it cannot tell stays untold', () => {
    expect(untold('Tropical mango', 'Water, mango purée 20%, sugar')).toBe(true);
    expect(untold('Coconut milk')).toBe(true);
    expect(untold('Le classique')).toBe(true);
    expect(untold('Le classique', 'Lait entier, sucre')).toBe(true);
  });

  it('the note says ClearCart cannot tell, not that the words say nothing', () => {
    expect(en.nutrition.kindUntold).toContain('ClearCart cannot tell');
    expect(en.nutrition.kindUntold).not.toMatch(/neither its name/);
  });
});
