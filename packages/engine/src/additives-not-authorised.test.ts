/**
 * Blind audit 12: an additive a US list names that the EU does not authorise (potassium bromate, azodicarbonamide) is
 * named in the report with its standing, not passed over.
 */
import { describe, expect, it } from 'vitest';
import { ratingsOf } from './test/ratings.ts';

const WHITE_BREAD =
  'Enriched bleached flour (wheat flour, malt barley flour, niacin, ferrous sulfate, thiamine mono-nitrate, riboflavin, folic acid), water, sugar, yeast, salt, soya lecithin, propionic acid, potassium bromate, ascorbic acid, l. cysteine, enzyme, azodicarbonamide.';

describe('flour treatment agents not authorised in the EU', () => {
  const health = ratingsOf({
    ingredientsText: WHITE_BREAD,
    countries: ['en:united-states'],
    additives: ['en:e924a'],
  }).health;
  const notable = health.ingredients.notable_ingredients;

  it.each([
    ['E924', /Potassium bromate/],
    ['E927a', /Azodicarbonamide/],
  ])('names %s', (code, name) => {
    const found = notable.find((n) => n.name.includes(code));
    expect(found?.name).toMatch(name);
    expect(JSON.stringify(found)).toMatch(/not authorised as a food additive in the EU/i);
  });

  it("says potassium bromate's IARC classification, citing the monograph that made it", () => {
    const bromate = notable.find((n) => n.name.includes('E924'));
    expect(JSON.stringify(bromate)).toMatch(/possibly carcinogenic to humans \(Group 2B\)/);
    expect(health.sources.map((s) => s.url)).toContain(
      'https://publications.iarc.fr/Book-And-Report-Series/Iarc-Monographs-On-The-Identification-Of-Carcinogenic-Hazards-To-Humans/Some-Chemicals-That-Cause-Tumours-Of-The-Kidney-Or-Urinary-Bladder-In-Rodents-And-Some-Other-Substances-1999',
    );
  });
});
