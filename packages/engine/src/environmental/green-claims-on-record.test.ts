/**
 * Blind audit 13, finding 6 and the observation "the organic label scored while the same tab calls the claim not
 * allowed" (decision 113):
 * - "the pack may predate these rules" is said only when a claim judged not allowed rests on Directive (EU) 2024/825;
 *   an organic term is judged under Regulation (EU) 2018/848, which applied long before;
 * - an organic certification named anywhere in the record (a certification's name in the brand or the name, a control
 *   body's code) is a certification on record; the list's note on its organically farmed ingredients is not (it is part
 *   of the claim, printed with or without a certification);
 * - one fact, one answer: a label whose claim the green-claims check does not allow as worded earns no label points
 *   and no "Carries …" advice.
 */
import type { ProductFactsInput, Ratings } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { ratingsOf } from '../test/ratings.ts';

const organicOf = (ratings: Ratings) =>
  ratings.environmental.green_claims?.claims.find((c) => c.verdict === 'organic_term');
const carries = (ratings: Ratings) => ratings.environmental.recommendations.filter((r) => /Carries/.test(r));

/** The audit's maple syrup (O2): USDA Organic in the brands field, the Non-GMO Project label, changed April 2026. */
const mapleSyrup: Partial<ProductFactsInput> = {
  name: 'Organic Vermont Maple Syrup Grade A Dark Color Robust Taste',
  brand: 'usda organic Butternut Mountain Farm',
  category: 'Maple syrups',
  categoryTags: ['en:sweeteners', 'en:syrups', 'en:simple-syrups', 'en:maple-syrups'],
  labels: ['en:organic', 'en:no-gmos', 'en:non-gmo-project'],
  ingredientsText: 'Pure organic maple syrup',
  claimsSeenOn: '2026-04-01',
};

describe('the audit’s maple syrup (O2)', () => {
  const ratings = ratingsOf(mapleSyrup);
  it('reads the USDA Organic named in its brand as its organic certification', () => {
    const organic = organicOf(ratings);
    expect(organic?.allowed).toBe('yes');
    expect(organic?.details).toMatch(/usda organic/i);
    expect(organic?.details).not.toMatch(/no organic certification is on record/);
    expect(ratings.environmental.green_claims?.unsupported).toBe(0);
  });
  it('does not say the pack may predate rules its only doubtful claim does not rest on', () => {
    expect(ratings.environmental.green_claims?.predates).toBe(false);
    expect(ratings.environmental.green_claims?.summary).not.toMatch(/predate/);
  });
  it('keeps the label points the allowed claims earn', () => {
    expect(carries(ratings)).toHaveLength(1);
  });
});

describe('"may predate" only for a claim under the 2024 directive that is not allowed', () => {
  it('an uncertified organic word and an allowed certification label, seen before the rules: nothing predates', () => {
    const g = ratingsOf({
      name: 'Miel de fleurs bio',
      lang: 'fr',
      labels: ['en:non-gmo-project'],
      ingredientsText: 'Miel de fleurs',
      claimsSeenOn: '2025-01-10',
    }).environmental.green_claims;
    expect(g?.claims.find((c) => c.verdict === 'organic_term')?.allowed).toBe('unless');
    expect(g?.predates).toBe(false);
  });
  it('a generic claim not allowed, seen before the rules, may predate them', () => {
    const g = ratingsOf({
      name: 'Eco-friendly dish soap',
      kind: 'household',
      claimsSeenOn: '2025-01-10',
    }).environmental.green_claims;
    expect(g?.predates).toBe(true);
  });
});

describe('an organic certification named anywhere in the record', () => {
  it('a control body’s code in a German list', () => {
    const organic = organicOf(
      ratingsOf({
        name: 'Bio Apfelsaft naturtrüb',
        lang: 'de',
        kind: 'beverage',
        ingredientsText: 'Apfelsaft*. *aus kontrolliert biologischem Anbau. DE-ÖKO-006',
      }),
    );
    expect(organic?.allowed).toBe('yes');
    expect(organic?.details).toMatch(/DE-ÖKO-006/);
  });
  it('the list’s note on its organically farmed ingredients is no certification (French)', () => {
    const organic = organicOf(
      ratingsOf({
        name: 'Pizza Margherita',
        lang: 'fr',
        labels: ['en:organic'],
        ingredientsText:
          'Pâte* (farine de blé*, eau, sel), sauce tomate* 17%, mozzarella* 16%. *Ingrédients issus de l’agriculture biologique',
      }),
    );
    expect(organic?.allowed).toBe('unless');
  });
  it('a scheme’s name in a Spanish name', () => {
    const organic = organicOf(
      ratingsOf({ name: 'Pasta integral Demeter', lang: 'es', labels: ['en:organic'], ingredientsText: 'Trigo' }),
    );
    expect(organic?.allowed).toBe('yes');
  });
  it('"organic" alone in the brand is no certification', () => {
    const organic = organicOf(
      ratingsOf({ name: 'Honey', brand: 'Organic Farms', labels: ['en:organic'], ingredientsText: 'Honey' }),
    );
    expect(organic?.allowed).toBe('unless');
  });
});

describe('one fact, one answer: a label the check does not allow earns nothing', () => {
  const passata = {
    name: 'Passata di pomodoro',
    lang: 'it',
    categoryTags: ['en:sauces'],
    ingredientsText: 'Pomodoro 99%, sale',
  };
  it('an Italian passata claimed organic with no scheme on record: no points, no "Carries" advice', () => {
    const claimed = ratingsOf({ ...passata, labels: ['en:organic'] });
    const plain = ratingsOf(passata);
    expect(organicOf(claimed)?.allowed).toBe('unless');
    expect(carries(claimed)).toHaveLength(0);
    expect(plain.environmental.score).toBeDefined();
    expect(claimed.environmental.score).toBe(plain.environmental.score);
  });
  it('the same passata with its control body’s code keeps the label’s points', () => {
    const certified = ratingsOf({
      ...passata,
      labels: ['en:organic'],
      ingredientsText: 'Pomodoro* 99%, sale. *Da agricoltura biologica. IT-BIO-006',
    });
    const plain = ratingsOf(passata);
    expect(organicOf(certified)?.allowed).toBe('yes');
    expect(carries(certified)).toHaveLength(1);
    expect(certified.environmental.score).toBe((plain.environmental.score ?? 0) + 5);
  });
});
