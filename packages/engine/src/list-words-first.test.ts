/**
 * Blind audit 11: what the list itself says wins over a guess. A record's additive tag guessed from a word of a food the
 * list names ("caramel aromatique" → E150a) is set aside, and an ingredient is read by its whole name before its first
 * words ("Vitamin D Yeast" is yeast carrying vitamin D2, not vitamin D3).
 */
import type { ProductFactsInput } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { ratingsOf } from './test/ratings.ts';

const notable = (facts: Partial<ProductFactsInput>) =>
  ratingsOf(facts).health.ingredients.notable_ingredients.map((n) => `${n.name} — ${n.purpose ?? ''}`);

describe('an additive tag that the list names as a food is set aside', () => {
  const SABLES =
    'Farine de blé, fourrage à la pomme 22% [Purée de pomme 53%, sirop de glucose-fructose, sucre, beurre, caramel aromatique, acidifiant : acide citrique, arôme], sucre, œufs, sel';

  it.each([
    ['French, as the audit found it (S6)', SABLES],
    ['English', 'Wheat flour, sugar, butter, aromatic caramel, salt'],
    ['German', 'Weizenmehl, Zucker, Butter, Karamellaroma, Salz'],
    ['French, a caramel flavouring', 'Farine de blé, sucre, beurre, arôme caramel, sel'],
  ])('%s: no caramel colour from the record’s en:e150a', (_label, ingredientsText) => {
    expect(notable({ ingredientsText, additives: ['en:e150a', 'en:e330'] }).join('\n')).not.toMatch(/E150a|Colour/);
  });

  it('keeps the tag where the list names the additive, in words or by number, or cannot be read', () => {
    const tagged = (ingredientsText: string) => notable({ ingredientsText, additives: ['en:e150a'] }).join('\n');
    expect(tagged('Water, sugar, colour: caramel, salt')).toMatch(/E150a/);
    expect(tagged('Water, sugar, colour (E150a), caramel aromatique')).toMatch(/E150a/);
    expect(tagged('Water, plain caramel, salt')).toMatch(/E150a/);
    expect(notable({ additives: ['en:e150a'] }).join('\n')).toMatch(/E150a/);
  });

  it('keeps a tag that an ingredient of the list is a kind of (sunflower lecithin is E322)', () => {
    expect(
      notable({ ingredientsText: 'Sugar, cocoa butter, sunflower lecithin', additives: ['en:e322'] }).join('\n'),
    ).toMatch(/E322/);
  });
});

describe('vitamin D read by its whole name', () => {
  const MUFFINS =
    'Wheatflour contains Gluten (with Wheatflour, Calcium Carbonate, Iron, Niacin, Thiamin), Water, Yeast (Yeast, Vitamin D Yeast), Salt, Rapeseed Oil';

  it.each([
    ['English, as the audit found it (O3)', MUFFINS],
    ['French', 'Farine de blé, eau, levure enrichie en vitamine D, sel'],
    ['German', 'Weizenmehl, Wasser, Vitamin-D-Hefe, Salz'],
  ])('%s: vitamin D yeast is D2 from yeast, not D3 from lanolin', (_label, ingredientsText) => {
    const names = notable({ ingredientsText }).join('\n');
    expect(names).not.toMatch(/D3|cholecalciferol|lanolin/i);
    expect(names).toMatch(/Vitamin D yeast \(D2\) — .*ergocalciferol/);
  });

  it('a bare “vitamin D” may be D2 or D3, and is not said to be D3', () => {
    const names = notable({ ingredientsText: 'Milk, vitamin D' }).join('\n');
    expect(names).toMatch(/^Vitamin D — .*may be D2 .* or D3/m);
    expect(names).not.toMatch(/Vitamin D \(D3/);
    expect(notable({ ingredientsText: 'Milk, vitamin D3' }).join('\n')).toMatch(/Vitamin D \(D3, cholecalciferol\)/);
  });
});
