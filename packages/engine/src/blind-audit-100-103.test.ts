/**
 * Blind audits 100 to 103's findings (the reports shoppers open most), as rules: a "can't tell" alert gives the palm
 * card's own cause; a fragrance alert counts what it does not name; sucrose is a sugar that may be cane; the banner
 * names every animal kind the welfare decision names; palm oil the record's analysis shows counts in every sourcing
 * rating; a composite chocolate bar takes its own category's figure, not solid chocolate's.
 */
import { preferences, type PreferencesInput, type ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { makeFacts } from './test/knowledge-fixture.ts';
import { seedCatalog } from './test/seed-catalog.ts';
import { ethicalBannerDecision } from './view/shopper-view.ts';

const seed = seedCatalog();
const bySeed = (id: string, prefs?: PreferencesInput) =>
  evaluateProductStrict(seed.get(id)!, knowledge, prefs ? preferences.parse(prefs) : undefined);
const evaluate = (facts: Partial<ProductFactsInput>) => evaluateProductStrict(makeFacts(facts), knowledge);
const messages = (r: ReturnType<typeof bySeed>) => r.personal_alerts.map((a) => a.message).join('\n');

describe('a cosmetic read whole (audit 101, findings 1 and 2)', () => {
  it('"can’t tell" about palm oil gives the palm card’s cause, never an unreadable list', () => {
    const said = messages(bySeed('nivea-creme-150ml', { environment: { ingredients_to_avoid: ['palm oil'] } }));
    expect(said).toMatch(
      /Can't tell whether it contains palm oil — “Glycerin” can be made from it, and the list does not say whether this one is/,
    );
    expect(said).not.toMatch(/could not be read/);
  });

  it('the fragrance alert names three and counts the others the Health tab names', () => {
    const r = bySeed('nivea-creme-150ml', { health: { sensitivities: { chemicals: 4 } } });
    expect(messages(r)).toMatch(/Contains fragrance allergens \(limonene, geraniol, hydroxycitronellal and 4 more\)/);
  });
});

describe('sucrose is sugar, which may be cane (audit 101, finding 3)', () => {
  const US = { lang: 'en', countries: ['en:united-states'] };
  it('a list with sucrose leaves labour not "good"; sucrose esters do not', () => {
    const sucrose = evaluate({ ...US, ingredientsText: 'Water, sucrose, glucose, citric acid, taurine.' });
    expect(sucrose.ratings.ethical.labor_practices.rating).not.toBe('good');
    const esters = evaluate({ ...US, ingredientsText: 'Water, apple juice, sucrose esters of fatty acids.' });
    expect(esters.ratings.ethical.labor_practices.rating).toBe('good');
  });
});

describe('the reports shoppers open most (audit 100)', () => {
  it('the banner names dairy and eggs where the welfare card does (Snickers)', () => {
    const ethical = bySeed('snickers-bar-50g').ratings.ethical;
    expect(ethical.animal_derived_content.animal_product_type).toEqual(expect.arrayContaining(['dairy', 'eggs']));
    expect(ethicalBannerDecision(ethical)?.lines).toContainEqual({ kind: 'animal', types: ['dairy', 'eggs'] });
  });

  it.each(['kitkat-4-finger-41-5g', 'snickers-bar-50g'])(
    '%s: palm oil the record shows counts in resource depletion and labour, as cocoa does',
    (id) => {
      const r = bySeed(id);
      expect(r.ratings.environmental.palm_oil.contains).toBe(true);
      expect(r.ratings.environmental.environmental_factors.resource_depletion.details).toMatch(/Palm oil:/);
      expect(r.ratings.ethical.labor_practices.details).toMatch(/Palm oil:/);
      expect(r.ratings.environmental.impact_summary).toMatch(/\(cocoa and palm oil\) are counted/);
    },
  );

  it.each([
    ['kinder-bueno-43g', 'About 9.72 kg CO2e per kg for "Chocolate confectioneries filled with wafer".'],
    ['kitkat-4-finger-41-5g', 'About 9.72 kg CO2e per kg for "Chocolate confectioneries filled with wafer".'],
    ['snickers-bar-50g', 'About 5.61 kg CO2e per kg for "Coated chocolate bar without biscuit".'],
  ])('%s takes its own kind’s figure, and no water figure of solid chocolate', (id, carbon) => {
    const factors = bySeed(id).ratings.environmental.environmental_factors;
    expect(factors.carbon_footprint.details).toContain(carbon);
    expect(factors.water_usage.rating).toBe('unknown');
  });
});

describe('plastic of no stated type, by its shape (audits 100, finding 4, and 101, finding 4)', () => {
  it('a plastic box is of unknown recyclability, and no word of bottles (Ariel pods)', () => {
    const packaging = bySeed('ariel-all-in-1-pods-original').ratings.environmental.environmental_factors.packaging;
    expect(packaging.recyclability).toBe('unknown');
    expect(packaging.details).not.toMatch(/bottles/);
  });

  it('Nutella’s glass jar with its plastic lid, as its record lists plastic: not "fully" recyclable', () => {
    const r = bySeed('nutella-hazelnut-spread-400g', { environment: { certifications: ['recyclable'] } });
    expect(r.ratings.environmental.environmental_factors.packaging.recyclability).toBe('partially');
    expect(r.ratings.environmental.recommendations.join(' ')).not.toMatch(/Meets your preference for recyclable/);
  });
});

describe('a label on facts no reader can check is not verified on this product (audit 100, finding 5)', () => {
  it('KitKat’s Rainforest Alliance: a certified scheme, not verified here, and said so', () => {
    const r = bySeed('kitkat-4-finger-41-5g');
    const ra = r.ratings.ethical.certifications?.find((c) => typeof c !== 'string' && /Rainforest/.test(c.name));
    expect(ra).toMatchObject({ verified: false });
    expect(typeof ra !== 'string' && ra?.description).toMatch(/That this product carries it is not verified/);
    const advice = r.ratings.environmental.recommendations.join(' ');
    expect(advice).toMatch(/Check the pack for Rainforest Alliance Certified: its catalog entry lists it/);
    expect(advice).not.toMatch(/Carries Rainforest/);
  });

  it('guard: a label on a product whose Open Food Facts record is cited stays verified', () => {
    const r = evaluate({
      lang: 'en',
      labels: ['en:rainforest-alliance'],
      ingredientsText: 'Sugar, cocoa butter, cocoa mass.',
      sources: [{ title: 'Open Food Facts', url: 'https://world.openfoodfacts.org/product/3017620422003' }],
    });
    const ra = r.ratings.ethical.certifications?.find((c) => typeof c !== 'string' && /Rainforest/.test(c.name));
    expect(ra).toMatchObject({ verified: true });
  });
});

describe('blind audits 102 and 103', () => {
  it('a flavouring’s bracket that says what it holds leaves the flavouring’s own "maybe" (audit 103, finding 2)', () => {
    const content = evaluate({
      lang: 'fr',
      countries: ['en:france'],
      ingredientsText: 'Farine de blé, eau, sucre, arôme naturel (contient alcool), sel.',
    }).ratings.ethical.animal_derived_content;
    expect(content).toMatchObject({ vegan: 'maybe', vegetarian: 'maybe' });
    expect(content.uncertain_ingredients).toContain('arôme naturel');
  });

  it('an avoided word is found under its INCI name (audit 103, finding 1: "mineral oil", Paraffinum Liquidum)', () => {
    const said = messages(bySeed('nivea-creme-150ml', { health: { avoid_ingredients: ['mineral oil'] } }));
    expect(said).toMatch(/Contains mineral oil — on your list of ingredients to avoid/);
  });

  it('a labour risk its origin would settle is said as possible, never "no major concern" (audit 102, Oreo)', () => {
    const ethical = bySeed('oreo-original-154g').ratings.ethical;
    expect(ethical.overall_summary).not.toMatch(/No major ethical concern/);
    expect(ethical.overall_summary).toMatch(/Child or forced labour is possible, not found: the origin of its/);
  });

  it('packaging not on record weighs as the worst known, never better (audit 101, finding 5)', () => {
    const base = { lang: 'en', categoryTags: ['en:breakfast-cereals'], ingredientsText: 'Maize, sugar, salt.' };
    const score = (packaging: string[]) => evaluate({ ...base, packaging }).ratings.environmental.score ?? Number.NaN;
    expect(Number.isFinite(score([]))).toBe(true);
    expect(score([])).toBe(score(['en:plastic', 'en:film']));
    expect(score([])).toBeLessThan(score(['en:cardboard']));
  });
});

describe('the list as the label sets it out (audit 102, finding 2)', () => {
  it('"…, dont caféine" stays with its item; the phenylalanine statement after an E number is no ingredient', () => {
    const list = bySeed('coca-cola-zero-sugar-330ml-can').ratings.health.ingredients?.list ?? [];
    expect(list).toContain('arômes naturels, dont caféine');
    expect(list).toContain("correcteur d'acidité E331");
    expect(list.join(' ')).not.toMatch(/phénylalanine/);
  });
});
