/**
 * Findings decision 152 left open, as rules: EFSA's note on palm oil's process contaminants is said of palm oil, not of
 * palm kernel oil, a different oil of the same palm (its own concern: more saturated than palm oil); whether palm oil
 * is certified has one answer, in the palm card and in resource depletion, and a seal that certifies another
 * ingredient (Rainforest Alliance, on a chocolate's cocoa) does not certify the palm oil.
 */
import type { ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { contradictions } from './test/contradictions.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>) => evaluateProductStrict(makeFacts(facts), knowledge);
const US = { lang: 'en', countries: ['en:united-states'] };

describe('palm kernel oil is not palm oil to EFSA (blind audits 90 and 98)', () => {
  const concerns = (ingredientsText: string) => {
    const r = evaluate({ ...US, ingredientsText });
    return { r, said: JSON.stringify(r.ratings.health.health_concerns) };
  };

  it.each([
    'SUGAR, PALM KERNEL OIL, COCOA, SKIM MILK POWDER.',
    'SUGAR, COCONUT AND PALM KERNEL OIL, COCOA.',
    'Sucre, huile de palmiste, cacao.',
  ])('%s: its own concern, no contaminant note; still palm oil to the Environmental tab', (text) => {
    const { r, said } = concerns(text);
    expect(said).toMatch(/More saturated than palm oil/);
    expect(said).not.toMatch(/glycidyl/);
    expect(r.ratings.environmental.palm_oil).toMatchObject({ contains: true, status: 'yes' });
  });

  it('a palm kernel named across a list of oils brings no contaminant note either', () => {
    const { r, said } = concerns('SUGAR, PARTIALLY HYDROGENATED PALM KERNEL, COTTONSEED AND SOYBEAN OILS, COCOA.');
    expect(said).not.toMatch(/glycidyl/);
    expect(r.ratings.environmental.palm_oil).toMatchObject({ contains: true, status: 'yes' });
  });

  it('guard: palm oil keeps EFSA’s note, and a list with both says each of its own', () => {
    expect(concerns('SUGAR, PALM OIL, COCOA.').said).toMatch(/glycidyl/);
    const both = concerns('SUGAR, PALM OIL, PALM KERNEL OIL, COCOA.').said;
    expect(both).toMatch(/glycidyl/);
    expect(both).toMatch(/More saturated than palm oil/);
  });
});

describe('palm oil’s certification has one answer in the Environmental tab', () => {
  const PALM = 'SUGAR, PALM OIL, HAZELNUTS, COCOA.';
  const environmental = (labels: string[]) => evaluate({ ...US, ingredientsText: PALM, labels }).ratings.environmental;

  it.each([
    ['en:roundtable-on-sustainable-palm-oil', 'RSPO (model not stated)'],
    ['en:rspo-mass-balance', 'RSPO Mass Balance'],
  ])('%s: the card names it, and resource depletion says it does not trace this oil', (tag, name) => {
    const e = environmental([tag]);
    expect(e.palm_oil).toMatchObject({ certification: name, sustainability_level: 'medium' });
    const depletion = e.environmental_factors.resource_depletion;
    expect(depletion.details).toContain(`Its certification on record, ${name}, does not say`);
    expect(depletion.details).not.toMatch(/No certification of this product's palm oil/);
    expect(depletion.rating).toBe('unknown');
  });

  it.each([
    [['en:roundtable-on-sustainable-palm-oil']],
    [['en:rspo-mass-balance']],
    [['en:rspo-segregated']],
    [['en:rainforest-alliance']],
    [['en:rspo-mass-balance', 'en:rspo-segregated']],
  ])('%j: the whole report holds no contradiction', (labels) => {
    const facts = makeFacts({ ...US, ingredientsText: PALM, labels });
    expect(contradictions(facts, evaluateProductStrict(facts, knowledge))).toEqual([]);
  });

  it('RSPO Segregated: certified on the card, addressed in resource depletion', () => {
    const e = environmental(['en:rspo-segregated']);
    expect(e.palm_oil).toMatchObject({ certification: 'RSPO Segregated', sustainability_level: 'high' });
    expect(e.environmental_factors.resource_depletion.details).toMatch(/Addressed by RSPO Segregated/);
  });

  it('a Rainforest Alliance seal leaves the palm oil’s certification unknown, in both places', () => {
    const e = environmental(['en:rainforest-alliance']);
    expect(e.palm_oil).toMatchObject({ certification: 'unknown', rating: 'No certification on record' });
    const depletion = e.environmental_factors.resource_depletion.details;
    expect(depletion).toMatch(/No certification of this product's palm oil is on record/);
    expect(depletion).not.toMatch(/Palm oil:[^.]*\. Addressed by/);
  });
});

describe('a chocolate named alone is of no animal where the list declares no milk (blind audit 94, finding 6)', () => {
  const animal = (ingredientsText: string, lang = 'en') =>
    evaluate({ ...US, lang, ingredientsText }).ratings.ethical.animal_derived_content;

  it.each([
    ['CHOCOLATE, SUGAR, COCOA BUTTER, SOY LECITHIN, VANILLA.', 'en'],
    ['Sugar, dark chocolate, cocoa butter, salt.', 'en'],
    ['Zucker, Zartbitterschokolade, Kakaobutter, Emulgator: Sojalecithine.', 'de'],
  ])('%s: vegan yes, beside dairy no', (text, lang) => {
    expect(animal(text, lang)).toMatchObject({ vegan: 'yes', contains_animal_ingredients: 'no' });
  });

  it('guard: with milk declared, or a milk chocolate, it is not vegan', () => {
    expect(animal('CHOCOLATE, SUGAR, MILK FAT, SOY LECITHIN.').vegan).toBe('no');
    expect(animal('Sugar, milk chocolate, salt.').vegan).toBe('no');
  });
});
