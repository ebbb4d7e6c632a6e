/**
 * Blind audits 68 and 69's findings, as rules: a US label's collective terms may hold every allergen US law does not
 * make it name (sesame before 2023), inside a compound's own list too; a company concern is "ongoing" only as long as a
 * dated source supports it; a labour risk listed from some origins only is possible where the origin is not on record;
 * an additive always of animal origin is said so; an avoided palm oil the palm card says may be there is a "can't
 * tell"; a risk addressed without a list is not "low"; a plastic of unstated polymer as a tube is of unknown
 * recyclability.
 */
import type { PreferencesInput, ProductFactsInput } from '@clearcart/contracts';
import { preferences } from '@clearcart/contracts';
import { knowledge, type Knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { dateKnowledge } from './knowledge-index.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: PreferencesInput, base: Knowledge = knowledge) =>
  evaluateProductStrict(makeFacts(facts), base, prefs ? preferences.parse(prefs) : undefined);
const allergens = (facts: Partial<ProductFactsInput>) => evaluate(facts).ratings.health.allergens;
const US = { lang: 'en', countries: ['en:united-states'] };

describe('what a US label’s collective terms may hold (audits 68 and 69, finding 1 of each)', () => {
  it('a carrier inside a compound’s own list counts, an unclosed bracket too (audit 68, finding 1)', () => {
    const a = allergens({
      ...US,
      ingredientsText:
        'Chips (dehydrated potato, rice flour, salt, seasoning (sugar, onion powder, natural flavors, spices, citric acid) and sunflower oil.',
    });
    expect([a.celery?.status, a.mustard?.status]).toEqual(['unknown', 'unknown']);
    expect(a.celery?.notes).toBe(
      'May contain celery: the ingredient "natural flavors" can bring it, and the label does not say whether this one does.',
    );
  });

  it('sesame, lupin and molluscs beside "natural and artificial flavors" (audit 69, finding 1)', () => {
    const a = allergens({
      ...US,
      ingredientsText: 'Sugar, corn syrup, natural and artificial flavors (milk), carmine.',
    });
    expect([a.sesame?.status, a.lupin?.status, a.molluscs?.status]).toEqual(['unknown', 'unknown', 'unknown']);
    expect(a.sesame?.notes).toBe(
      'May contain sesame: before 2023, US labels did not have to name it inside "natural and artificial flavors", and the list on record does not say when it was printed.',
    );
    expect(a.lupin?.notes).toMatch(/^May contain lupin: the ingredient "natural and artificial flavors" can bring it/);
    expect(a.dairy?.status).toBe('yes');
  });

  it('guard: the same list sold in the EU, where every one of the 14 is named, rules them out', () => {
    const a = allergens({
      lang: 'en',
      countries: ['en:france'],
      ingredientsText: 'Sugar, corn syrup, natural flavors, spices.',
    });
    expect([a.sesame?.status, a.lupin?.status, a.celery?.status]).toEqual(['no', 'no', 'no']);
  });

  it('guard: a US list with no collective term rules them out; an artificial flavour brings none', () => {
    const a = allergens({ ...US, ingredientsText: 'Sugar, corn syrup, citric acid, artificial flavor.' });
    expect([a.sesame?.status, a.lupin?.status, a.molluscs?.status]).toEqual(['no', 'no', 'no']);
  });
});

describe('a company concern’s status and its sources’ dates (audit 68, finding 3)', () => {
  const on = (today: string): Knowledge => {
    const copy: Knowledge = { ...knowledge };
    dateKnowledge(copy, () => today);
    return copy;
  };
  const nutella = { brand: 'Nutella', lang: 'en', ingredientsText: 'Sugar, palm oil, hazelnuts 13%, cocoa.' };
  const concerns = (today: string) => {
    const r = evaluate(nutella, undefined, on(today)).ratings;
    return [
      ...(r.environmental.company_environmental_initiatives?.concerns ?? []),
      ...(r.ethical.company_ethical_initiatives?.concerns ?? []),
    ];
  };

  it('a concern its newest source reported in 2024 and 2020 is not "ongoing" in December 2026', () => {
    const [palm, labour] = concerns('2026-12-05');
    expect(palm?.status).toBe('other');
    expect(palm?.description).toMatch(/\(Reported as of 2024-04; whether it is still so is not on record\.\)$/);
    expect(labour?.status).toBe('other');
    expect(labour?.description).toMatch(/\(Reported as of 2020-01-01; whether it is still so is not on record\.\)$/);
  });

  it('guard: within a year of its source it is "ongoing", said as written', () => {
    const [palm] = concerns('2024-11-30');
    expect(palm?.status).toBe('ongoing');
    expect(palm?.description).not.toMatch(/Reported as of/);
  });

  it('guard: a historical concern keeps its status', () => {
    const health = evaluate(nutella, undefined, on('2026-12-05')).ratings.health.company_health_initiatives;
    expect(health?.concerns.map((c) => c.status)).toEqual(['historical']);
  });
});

describe('a labour risk listed from some origins only (audit 68, finding 4)', () => {
  const labour = (ingredientsText: string) => evaluate({ lang: 'en', ingredientsText }).ratings.ethical.labor_practices;

  it('rice flour of unstated origin: possible, "unknown", not "poor"', () => {
    const l = labour('Dehydrated potato, rice flour, salt, sunflower oil.');
    expect(l.rating).toBe('unknown');
    expect(l.highlighted).toBe(false);
    expect(l.details).toMatch(/^Rice: .* is not on record, so this risk is possible/);
  });

  it('cocoa, whose listed origins are most of the world’s, is possible too where none is on record (audits 77–81)', () => {
    const l = labour('Sugar, cocoa mass, rice flour.');
    expect(l.rating).toBe('unknown');
    expect(l.details).toMatch(/^Cocoa: .* this risk is possible, not found\. Rice: /);
  });
});

describe('words and answers shared across tabs (audits 68 and 69)', () => {
  it('an additive always of animal origin is said to be, never "can be" (audit 68, finding 5)', () => {
    const a = evaluate({ lang: 'en', ingredientsText: 'Sugar, corn syrup, carmine color.' }).ratings.ethical
      .animal_derived_content;
    expect(a?.evidence).toContain('Additive E120 Cochineal is of animal origin');
  });

  it('an avoided palm oil the palm card says may be there is a "can’t tell" (audit 69, finding 2)', () => {
    const facts = { lang: 'en', ingredientsText: 'Sugar, corn syrup, citric acid, beta-carotene.' };
    const said =
      "Can't tell whether it contains palm oil — “beta-carotene” can be made from it, and the list does not say whether this one is";
    for (const prefs of [
      { environment: { ingredients_to_avoid: ['palm oil'] } },
      { health: { avoid_ingredients: ['palm oil'] } },
    ]) {
      const r = evaluate(facts, prefs);
      expect(r.ratings.environmental.palm_oil.status).toBe('maybe');
      expect(r.personal_alerts.map((a) => `${a.severity} ${a.message}`)).toContain(`low ${said}`);
    }
  });

  it('guard: a list that rules palm oil out says nothing of it', () => {
    const r = evaluate(
      { lang: 'en', ingredientsText: 'Sugar, corn syrup, citric acid.' },
      { environment: { ingredients_to_avoid: ['palm oil'] } },
    );
    expect(r.personal_alerts).toEqual([]);
  });

  it('a risk addressed by a label, with no list, is not "low" (audit 69, finding 3)', () => {
    const chocolate = { name: 'Milk chocolate caramel sea salt', lang: 'en', labels: ['en:fairtrade-international'] };
    const depletion = evaluate(chocolate).ratings.environmental.environmental_factors.resource_depletion;
    expect(depletion.rating).toBe('unknown');
    expect(depletion.details).toMatch(/Addressed by Fairtrade.* No ingredient list on record\.$/);
    const listed = evaluate({ ...chocolate, ingredientsText: 'Sugar, cocoa butter, whole milk powder, cocoa mass.' });
    expect(listed.ratings.environmental.environmental_factors.resource_depletion.rating).toBe('low');
  });

  it('a plastic of unstated polymer as a tube is of unknown recyclability (audit 69, finding 4)', () => {
    const packaging = (tags: string[]) =>
      evaluate({ kind: 'cosmetic', name: 'Toothpaste', category: 'Toothpastes', packaging: tags }).ratings.environmental
        .environmental_factors.packaging;
    const tube = packaging(['en:plastic', 'en:tube']);
    expect(tube.recyclability).toBe('unknown');
    expect(tube.details).toMatch(/depends on the polymer, which is not stated, and on whether local collection/);
    expect(packaging(['en:plastic', 'en:bottle']).recyclability).toBe('partially');
    expect(packaging(['en:plastic', 'en:tube', 'en:cardboard', 'en:box']).recyclability).toBe('partially');
  });
});
