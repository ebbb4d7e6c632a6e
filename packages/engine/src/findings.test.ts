/** Findings first: what the facts show is typed data with its evidence; preferences read findings, not text. */
import { defaultPreferences, type ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.ts';
import { resolveOwnership } from './company.ts';
import {
  environmentalFindings,
  personaliseEnvironmental,
  refillFinding,
  type EnvironmentalFinding,
} from './environmental/findings.ts';
import { ethicalFindings, personaliseEthical } from './ethical/findings.ts';
import { recommendationTexts } from './findings.ts';
import { healthFindings, personaliseHealth } from './health/findings.ts';
import { indexKnowledge } from './knowledge-index.ts';
import { fixtureKnowledge, makeFacts } from './test/knowledge-fixture.ts';

const index = indexKnowledge(fixtureKnowledge);
const analysisOf = (overrides: Partial<ProductFactsInput>) => analyse(makeFacts(overrides), index);
const prefsWith = (change: (p: ReturnType<typeof defaultPreferences>) => void) => {
  const prefs = defaultPreferences();
  change(prefs);
  return prefs;
};

describe('health findings', () => {
  const analysis = analysisOf({
    ingredientsText: 'sugar, skimmed MILK powder, preservative (E250)',
    traces: ['en:nuts'],
    nutriments: { energyKj: 2000, fat: 30, saturatedFat: 10, sugars: 40, salt: 2, proteins: 5, fiber: 1 },
  });
  const findings = healthFindings(analysis);

  it('name each allergen with its presence and the ingredient that shows it', () => {
    const dairy = findings.find((f) => f.code === 'allergen' && f.allergen === 'dairy');
    expect(dairy).toMatchObject({ presence: 'contains', segment: 'skimmed MILK powder' });
    const nuts = findings.find((f) => f.code === 'allergen' && f.allergen === 'tree_nuts');
    expect(nuts).toMatchObject({ presence: 'may_contain' });
    const peanuts = findings.find((f) => f.code === 'allergen' && f.allergen === 'peanuts');
    expect(peanuts).toMatchObject({ presence: 'absent' });
  });

  it('carry the figure behind a nutrient level and the additive behind a concern, with their sources', () => {
    const salt = findings.find((f) => f.code === 'nutrient_level' && f.light.nutrient === 'salt');
    expect(salt).toMatchObject({ severity: 'high', light: { value: 2, light: 'high' } });
    expect(salt?.sources.length).toBeGreaterThan(0);
    const nitrite = findings.find((f) => f.code === 'additive');
    expect(nitrite).toMatchObject({ severity: 'high', additive: { code: 'e250' } });
    expect(nitrite?.sources.length).toBeGreaterThan(0);
  });

  it('an allergen is unknown without an ingredient list, and that is a finding of its own', () => {
    const none = healthFindings(analysisOf({ ingredientsText: undefined }));
    expect(none.find((f) => f.code === 'allergen' && f.allergen === 'dairy')).toMatchObject({ presence: 'unknown' });
    expect(none.some((f) => f.code === 'no_ingredient_list')).toBe(true);
  });

  it('are read against the preferences without being changed', () => {
    const before = structuredClone(findings);
    const prefs = prefsWith((p) => {
      p.health.allergens = ['dairy', 'tree_nuts', 'peanuts'];
      p.health.dietary_restrictions = ['vegan', 'low_sodium'];
      p.health.sensitivities.preservatives = 1;
    });
    const personal = personaliseHealth(findings, analysis, prefs);
    expect(personal).toEqual(
      expect.arrayContaining([
        // The allergen's name as the knowledge gives it: the renderer says it in the report's language.
        { code: 'avoided_allergen', allergen: 'dairy', name: 'Dairy (milk)', presence: 'contains' },
        { code: 'avoided_allergen', allergen: 'tree_nuts', name: 'Tree nuts', presence: 'may_contain' },
        { code: 'avoided_allergen', allergen: 'peanuts', name: 'Peanuts', presence: 'absent' },
        { code: 'diet_limit', diet: 'low_sodium', nutrient: 'salt' },
        expect.objectContaining({ code: 'sensitivity', sensitivity: 'preservatives', slider: 1 }),
        expect.objectContaining({ code: 'diet', diet: 'vegan', presence: 'contains' }),
      ]),
    );
    expect(findings).toEqual(before);
    expect(personaliseHealth(findings, analysis, undefined)).toEqual([]);
  });

  it('a sensitivity below the threshold of the concern level says nothing', () => {
    // Sodium nitrite is a high concern: any slider above 0 counts. A low-concern additive needs 5.
    const prefs = prefsWith((p) => (p.health.sensitivities.preservatives = 0));
    expect(personaliseHealth(findings, analysis, prefs).some((p) => p.code === 'sensitivity')).toBe(false);
  });
});

describe('environmental and ethical findings', () => {
  it('palm oil carries the ingredient that shows it; an avoid list naming palm reads the finding', () => {
    const analysis = analysisOf({ ingredientsText: 'sugar, palm oil, cocoa' });
    const findings = environmentalFindings(analysis);
    expect(findings.find((f) => f.code === 'palm_oil')).toMatchObject({ contains: true, segment: 'palm oil' });
    const prefs = prefsWith((p) => (p.environment.ingredients_to_avoid = ['palm']));
    expect(personaliseEnvironmental(findings, analysis, prefs)).toEqual([
      { code: 'avoided_ingredient', word: 'palm', segment: 'palm oil', palmOil: true },
    ]);
  });

  it('animal testing says what it rests on: food, a label, or the maker’s policy', () => {
    const food = analysisOf({ ingredientsText: 'sugar' });
    expect(ethicalFindings(food, null).find((f) => f.code === 'animal_testing')).toMatchObject({ basis: 'food' });
    const facts = makeFacts({ kind: 'cosmetic', brand: 'Crème Brûlée Inc', ingredientsText: 'Aqua, Glycerin' });
    const cosmetic = analyse(facts, index);
    const findings = ethicalFindings(cosmetic, resolveOwnership(facts, index));
    expect(findings.find((f) => f.code === 'animal_testing')).toMatchObject({ basis: 'policy', status: 'yes' });
    const prefs = prefsWith((p) => (p.ethical.animal_testing = 'prefer_avoid'));
    expect(personaliseEthical(findings, cosmetic, prefs)).toContainEqual({
      code: 'animal_testing',
      stance: 'prefer_avoid',
      status: 'yes',
    });
  });
});

describe('household and cosmetic environmental findings (issue 18)', () => {
  const real = indexKnowledge(knowledge);
  const findingsOf = (overrides: Partial<ProductFactsInput>) =>
    environmentalFindings(analyse(makeFacts({ kind: 'household', ...overrides }), real));
  const ofCode = <C extends EnvironmentalFinding['code']>(found: EnvironmentalFinding[], code: C) =>
    found.filter((f): f is Extract<EnvironmentalFinding, { code: C }> => f.code === code);

  it('an ecolabel brings what its criteria verify for the product’s kind; without the label or a known kind, nothing', () => {
    const laundry = findingsOf({
      name: 'Bio Laundry Liquid',
      category: 'Laundry detergent',
      labels: ['en:eu-ecolabel'],
    });
    const [criteria] = ofCode(laundry, 'ecolabel_criteria');
    expect(criteria).toMatchObject({
      label: { id: 'eu-ecolabel' },
      productGroup: { id: 'laundry-detergents' },
      criteria: { scheme: 'Commission Decision (EU) 2017/1218' },
      severity: 'none',
    });
    expect(criteria?.sources.map((s) => s.url)).toContain(
      'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32017D1218',
    );
    const swan = findingsOf({
      name: 'Dishwasher Tabs',
      category: 'Dishwasher tablets',
      labels: ['en:nordic-ecolabel'],
    });
    expect(ofCode(swan, 'ecolabel_criteria').map((f) => [f.label.id, f.productGroup.id])).toEqual([
      ['nordic-swan', 'dishwasher-detergents'],
    ]);
    const cosmetic = findingsOf({ kind: 'cosmetic', category: 'Shampoo', labels: ['en:eu-ecolabel'] });
    expect(ofCode(cosmetic, 'ecolabel_criteria')[0]?.criteria.scheme).toBe('Commission Decision (EU) 2021/1870');
    // No label: no criteria.
    expect(ofCode(findingsOf({ category: 'Laundry detergent' }), 'ecolabel_criteria')).toEqual([]);
    // A kind no criteria are recorded for: the label is still listed, its criteria are not guessed.
    const drain = findingsOf({ name: 'Drain Gel', category: 'Drain cleaner', labels: ['en:eu-ecolabel'] });
    expect(ofCode(drain, 'ecolabel_criteria')).toEqual([]);
    expect(ofCode(drain, 'label').map((f) => f.label.id)).toEqual(['eu-ecolabel']);
    // The Nordic Swan's hand dishwashing criteria are not recorded: nothing is said for them.
    const handDish = findingsOf({ category: 'Washing-up liquid', labels: ['en:nordic-ecolabel'] });
    expect(ofCode(handDish, 'ecolabel_criteria')).toEqual([]);
    // Food never: its labels are read as before.
    const food = findingsOf({ kind: 'food', category: 'Laundry detergent', labels: ['en:eu-ecolabel'] });
    expect(ofCode(food, 'ecolabel_criteria')).toEqual([]);
  });

  it('names the surfactants whose biodegradability is known, as written, with the EU rule; silent on the rest', () => {
    const known = findingsOf({
      category: 'Laundry detergent',
      ingredientsText: 'Aqua, Sodium Laureth Sulfate, Sodium Dodecylbenzenesulfonate, C12-15 Pareth-7, Parfum',
    });
    const [surfactants] = ofCode(known, 'surfactant_biodegradability');
    expect(surfactants?.known.map((k) => [k.written, k.surfactant.aerobic, k.surfactant.anaerobic])).toEqual([
      ['Sodium Laureth Sulfate', 'readily', 'degraded'],
      ['Sodium Dodecylbenzenesulfonate', undefined, 'poor'],
    ]);
    expect(surfactants?.severity).toBe('low');
    expect(surfactants?.rule.sources[0]?.url).toMatch(/CELEX:02004R0648/);
    const readily = findingsOf({
      category: 'Washing-up liquid',
      ingredientsText: 'Aqua, Coco-Glucoside, Lauryl Betaine',
    });
    expect(ofCode(readily, 'surfactant_biodegradability')[0]).toMatchObject({ severity: 'none' });
    // Unknown: surfactants no source speaks of, or only classes ("anionic surfactants"), make no finding at all.
    for (const ingredientsText of [
      'Aqua, Cocamidopropyl Betaine, C12-15 Pareth-7',
      '5-15% anionic surfactants, <5% non-ionic surfactants, soap, enzymes',
    ])
      expect(
        ofCode(findingsOf({ category: 'Laundry detergent', ingredientsText }), 'surfactant_biodegradability'),
      ).toEqual([]);
    // The Detergents Regulation speaks of detergents: a shampoo's surfactants are not read against it.
    const shampoo = findingsOf({
      kind: 'cosmetic',
      category: 'Shampoo',
      ingredientsText: 'Aqua, Sodium Laureth Sulfate',
    });
    expect(ofCode(shampoo, 'surfactant_biodegradability')).toEqual([]);
  });

  it.each<[string, Partial<ProductFactsInput>, 'refill' | 'concentrate', string[]]>([
    ['a German refill pack', { name: 'Spülmittel Nachfüllpack 1 L' }, 'refill', ['Nachfüllpack']],
    ['an eco-refill', { name: 'Hand Wash Eco-Refill' }, 'refill', ['Eco-Refill']],
    [
      'a refill pouch in the packaging tags',
      { packaging: ['en:plastic', 'en:refill-pouch'] },
      'refill',
      ['refill-pouch'],
    ],
    ['a Dutch refill', { name: 'Afwasmiddel navulling' }, 'refill', ['navulling']],
    ['a French recharge', { name: 'Lessive liquide recharge', lang: 'fr' }, 'refill', ['recharge']],
    ['a concentrate', { name: 'Ultra Concentrated Laundry Liquid' }, 'concentrate', ['Concentrated']],
  ])('a refill or concentrate shows by its words: %s', (_, overrides, form, words) => {
    const found = ofCode(findingsOf({ category: 'Laundry detergent', ...overrides }), 'refill');
    expect(found).toEqual([{ code: 'refill', form, words, severity: 'none', sources: [] }]);
  });

  it.each<[string, Partial<ProductFactsInput>]>([
    ['an ordinary bottle', { kind: 'household', name: 'Washing Up Liquid' }],
    ['a rechargeable toothbrush', { kind: 'cosmetic', name: 'Rechargeable Electric Toothbrush' }],
    ['"recharge" in an English name', { kind: 'cosmetic', name: 'Recharge Night Cream', lang: 'en' }],
    ['a concentrated cream (not a household concentrate)', { kind: 'cosmetic', name: 'Concentrated Hand Cream' }],
    ['a food concentrate', { kind: 'food', name: 'Tomato concentrate refill' }],
  ])('no refill note for %s', (_, overrides) => {
    expect(refillFinding(makeFacts({ category: 'Test', packaging: [], labels: [], ...overrides }))).toBeUndefined();
  });
});

describe('recommendations', () => {
  it('list what to avoid first, then cautions, then the rest as found, reassurances last', () => {
    expect(
      recommendationTexts([
        { advice: 'good', text: 'Good nutritional profile.' },
        { advice: 'consider', text: 'Consider less processed alternatives.' },
        { advice: 'caution', text: 'Caution: high in salt.' },
        { advice: 'avoid', text: 'Avoid this product: it contains dairy.' },
        { advice: 'note', text: 'Note: may contain nuts.' },
        { advice: 'avoid', text: 'Avoid on a vegan diet.' },
      ]),
    ).toEqual([
      'Avoid this product: it contains dairy.',
      'Avoid on a vegan diet.',
      'Caution: high in salt.',
      'Consider less processed alternatives.',
      'Note: may contain nuts.',
      'Good nutritional profile.',
    ]);
  });
});
