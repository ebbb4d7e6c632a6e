/**
 * Blind audit 14, finding 1: a note on how the product was produced ("Produced under organic standards",
 * "Ingrédients issus de l'agriculture biologique") is a note wherever a piece of the list could start — after a
 * bullet, or right after a share ("8% ") — in every language the engine reads. It is never an ingredient. An
 * ingredient that says it is organic ("sugar (from organic farming)", "organic cane sugar") stays an ingredient.
 */
import { describe, expect, it } from 'vitest';
import { splitTraces } from './text.ts';
import { ratingsOf } from './test/ratings.ts';

describe('a production note ends the list, with or without a separator', () => {
  it('the audit’s products: the rocket salad’s bulleted note and the royal jelly’s note after "8%"', () => {
    const salad = 'Rocket (50%) • Red Lettuce • Produced under organic standards.';
    expect(splitTraces(salad).main).not.toMatch(/Produced|organic/);
    const ratings = ratingsOf({ ingredientsText: salad });
    expect(ratings.ethical.animal_derived_content.uncertain_ingredients).toEqual([]);
    expect(ratings.ethical.animal_derived_content.vegan).toBe('yes');
    expect(ratings.environmental.palm_oil.status).toBe('no');
    const jelly = "Gelée Royale 8% Ingrédients issus de l'agriculture biologique";
    expect(splitTraces(jelly).main.trim()).toBe('Gelée Royale 8%');
  });

  it.each([
    ['English, no heading word', 'Carrots, Onions, Potatoes. Grown to organic standards.', /Grown/],
    ['English, a closing statement', 'Oat flakes, raisins, sunflower seeds • from organic farming', /farming/],
    ['German', 'Haferflocken 60%, Rosinen 40% aus kontrolliert ökologischem Anbau', /Anbau/],
    ['Spanish, after a share', 'Tomate, aceite de oliva 5% procedentes de agricultura ecológica', /agricultura/],
    ['Italian', 'Pomodoro, basilico, sale. Da agricoltura biologica.', /agricoltura/],
    ['Dutch', 'Havervlokken, rozijnen. Van biologische landbouw.', /landbouw/],
  ])('%s', (_, text, note) => {
    expect(splitTraces(text).main).not.toMatch(note);
    expect(ratingsOf({ ingredientsText: text }).ethical.animal_derived_content.uncertain_ingredients).toEqual([]);
  });

  it.each([
    ['sugar (from organic farming), cocoa butter', /from organic farming/],
    ['organic cane sugar, organic cocoa butter', /organic cane sugar, organic cocoa butter/],
    ['sucre de canne issu de l’agriculture biologique, cacao', /sucre de canne issu/],
  ])('an organic ingredient stays an ingredient: %s', (text, kept) => {
    expect(splitTraces(text).main).toMatch(kept);
  });
});
