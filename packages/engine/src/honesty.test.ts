/** An unknown is never an alert and never a grade; food rules apply to food (issue 19's engine rules). */
import { describe, expect, it } from 'vitest';
import { ratingsOf } from './test/ratings.ts';

const ratings = ratingsOf;

describe('grades only on enough facts', () => {
  it('a laundry liquid whose only fact is its ingredient list gets no environmental grade, and says why', () => {
    const env = ratings({
      kind: 'household',
      category: 'Laundry detergent',
      ingredientsText: 'aqua, sodium laureth sulfate, parfum',
    }).environmental;
    expect(env.score).toBeUndefined();
    expect(env.grade).toBeUndefined();
    expect(env.impact_summary).toMatch(
      /^Not enough data to score: no footprint figure for its category and no packaging/,
    );
  });
  it('a food with its category footprint is graded; without its ingredient list the score says it is partial', () => {
    const env = ratings({ categoryTags: ['en:spreads', 'en:hazelnut-spreads'] }).environmental;
    expect(env.environmental_factors.carbon_footprint.rating).not.toBe('unknown');
    expect(env.grade).toBeDefined();
    // Kinder Bueno without its list scored better than Nutella with cocoa and palm oil on record: partial, low
    // reliability, so neither compare nor better choices rank it.
    expect(env.impact_summary).toMatch(/Partial score: no ingredient list on record/);
    expect(env.reliability).toBe('Low');
    const listed = ratings({
      categoryTags: ['en:spreads', 'en:hazelnut-spreads'],
      ingredientsText: 'sugar, palm oil, hazelnuts 13%, skimmed milk powder, cocoa',
    }).environmental;
    expect(listed.environmental_factors.resource_depletion.rating).toBe('high');
    expect(listed.impact_summary).not.toMatch(/Partial/);
  });
});

describe('food rules apply to food', () => {
  it('a soap with titanium dioxide raises no food-additive concern; the same in a sweet does', () => {
    const soap = ratings({ kind: 'cosmetic', ingredientsText: 'sodium palmate, aqua, titanium dioxide (E171)' }).health;
    const sweet = ratings({ ingredientsText: 'sugar, glucose syrup, colour: titanium dioxide (E171)' }).health;
    expect(Object.keys(soap.health_concerns)).toEqual([]);
    expect(Object.keys(sweet.health_concerns).join(' ')).toMatch(/E171/i);
  });
});
