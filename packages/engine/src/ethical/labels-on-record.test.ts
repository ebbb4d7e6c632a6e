/** What a label on record says about labour and animal testing, as the sixth blind audit read it (Dr. Bronner's). */
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from '../evaluate.ts';
import { makeFacts } from '../test/knowledge-fixture.ts';
import { ratingsOf } from '../test/ratings.ts';

const soap = (labels: string[]) =>
  ratingsOf({
    kind: 'cosmetic',
    name: 'Pure-Castile Liquid Soap',
    brand: "Dr. Bronner's",
    labels,
    ingredientsText: 'Water, Saponified Organic Coconut, Organic Palm Kernel and Organic Olive Oils, Citric Acid',
  }).ethical;

describe('a label on record is said for what it is', () => {
  it('a fair-trade claim that names no scheme is said, and not counted as addressing a labour risk', () => {
    const claimed = soap(['en:fair-trade']);
    expect(claimed.labor_practices.details).toContain(
      '“Fair trade (scheme not stated)” is on record, but it names no certification scheme, so it is not counted as addressing this.',
    );
    // Nor as ruling it out: the claim may be the certification, so "unknown", not "poor" (blind audit 62).
    expect(claimed.labor_practices.rating).toBe('unknown');
    // Without it, palm oil of no stated origin is a possible risk too, said for its origin (blind audits 77 to 81).
    expect(soap([]).labor_practices.details).toMatch(/is not on record, so this risk is possible/);
  });

  it('a pack claim that a certification the company holds verifies is never called unverified', () => {
    const social = soap(['en:not-tested-on-animals']).social_impact;
    expect(social).toMatch(
      /Not tested on animals \(claim\): verified by .+, which the company holds for all its products\./,
    );
    expect(social).not.toContain('not independently verified');
  });
});

describe('palm oil avoided, however the shopper writes it (sixth blind audit)', () => {
  it('"Palmöl" on the avoid list finds the palm kernel oil the palm card found: a "contains", not a "can\'t tell"', () => {
    const facts = makeFacts({
      kind: 'cosmetic',
      ingredientsText: 'Water, Saponified Organic Coconut, Organic Palm Kernel and Organic Olive Oils, Citric Acid',
    });
    const report = evaluateProductStrict(facts, knowledge, { health: { avoid_ingredients: ['Palmöl'] } });
    expect(report.personal_alerts.map((a) => a.message)).toContain(
      'Contains Palmöl — on your list of ingredients to avoid',
    );
  });
});
