import type { LabelReading } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { deduceKind, draftFromFacts, draftFromReadings, factsOfDraft, readingNotes, stillDoubtful } from './draft.ts';

const ingredients = (text: string, language: LabelReading['language'] = 'en'): LabelReading => ({
  panel: 'ingredients',
  language,
  text: `Ingredients: ${text}`,
  confidence: 0.9,
  ingredients: { text },
  warnings: [],
});
const front = (...lines: string[]): LabelReading => ({
  panel: 'front',
  language: 'en',
  text: lines.join('\n'),
  confidence: 0.9,
  front: { lines },
  warnings: lines.length === 0 ? [{ code: 'no_claims', message: 'No words were found on this photo.' }] : [],
});
const table = (basis: '100g' | '100ml'): LabelReading => ({
  panel: 'nutrition',
  language: 'en',
  text: 'Nutrition',
  confidence: 0.9,
  nutrition: { basis, energy_kj: 180, sugars: 10.6, carbohydrates: 10.6 },
  warnings: [{ code: 'energy_mismatch', message: 'Check the energy.', fields: ['energy_kj'] }],
});

describe('deduceKind', () => {
  it.each([
    [
      'what the shopper or the product said first',
      { kind: 'cosmetic' as const },
      { nutrition: table('100g') },
      'cosmetic',
      false,
    ],
    ['a table per 100 ml: a drink', {}, { nutrition: table('100ml') }, 'beverage', true],
    ['a table per 100 g: a food', {}, { nutrition: table('100g') }, 'food', true],
    [
      'an INCI list: a cosmetic',
      {},
      { ingredients: ingredients('Aqua, Sodium Laureth Sulfate, Glycerin, Parfum, CI 77891') },
      'cosmetic',
      true,
    ],
    [
      'a detergent’s declaration: household',
      {},
      { ingredients: ingredients('15-30% anionic surfactants, <5% non-ionic surfactants, soap, enzymes, perfume') },
      'household',
      true,
    ],
    [
      'French detergent words',
      {},
      { ingredients: ingredients('moins de 5% : agents de surface non ioniques, savon, parfum', 'fr') },
      'household',
      true,
    ],
    [
      'a food list without a table: not known',
      {},
      { ingredients: ingredients('Sugar, palm oil, hazelnuts') },
      null,
      false,
    ],
    ['nothing read', {}, {}, null, false],
  ])('tells %s', (_label, prefill, readings, kind, guessed) => {
    expect(deduceKind(prefill, readings)).toEqual({ kind, guessed });
  });
});

describe('draftFromReadings', () => {
  it('fills the check from the readings and what was known', () => {
    const draft = draftFromReadings(
      { gtin: '3017620422003', name: 'Nutella' },
      { ingredients: ingredients('Sugar, palm oil', 'fr'), nutrition: table('100g') },
    );
    expect(draft).toMatchObject({
      kind: 'food',
      kindGuessed: true,
      name: 'Nutella',
      gtin: '3017620422003',
      language: 'fr',
      ingredients: 'Sugar, palm oil',
      table: { basis: '100g', figures: { energy_kj: '180', sugars: '10.6', carbohydrates: '10.6' } },
    });
  });

  it('takes the language the shopper chose over the one the text showed', () => {
    expect(draftFromReadings({}, { ingredients: ingredients('Zucker', 'nl') }, 'de').language).toBe('de');
  });

  it('starts empty when nothing was read (every panel skipped): the shopper types it in', () => {
    expect(draftFromReadings({}, {})).toMatchObject({
      kind: null,
      language: '',
      ingredients: '',
      name: '',
      front: [],
    });
  });

  it("lists the front's words line by line; they tell neither the kind nor the pack's language", () => {
    const draft = draftFromReadings(
      {},
      { ingredients: ingredients('Water, oats 10%', 'fr'), front: front('Oat Drink', 'Eco-friendly') },
    );
    expect(draft).toMatchObject({ kind: null, language: 'fr', front: ['Oat Drink', 'Eco-friendly'] });
  });
});

describe('factsOfDraft', () => {
  const draft = draftFromReadings(
    { name: '  Nutella ', brand: '' },
    { ingredients: ingredients('Sugar, palm oil'), nutrition: table('100g') },
  );

  it('leaves blank fields out and trims the rest; a barcode typed with spaces is its digits', () => {
    const { candidate } = factsOfDraft({ ...draft, gtin: '3017 6204 22003' });
    expect(candidate).toEqual({
      kind: 'food',
      name: 'Nutella',
      gtin: '3017620422003',
      language: 'en',
      ingredients_text: 'Sugar, palm oil',
      nutrition: { basis: '100g', energy_kj: 180, sugars: 10.6, carbohydrates: 10.6 },
    });
  });

  it('sends no nutrition table for a cosmetic or a household product', () => {
    expect(factsOfDraft({ ...draft, kind: 'cosmetic' }).candidate).not.toHaveProperty('nutrition');
    expect(factsOfDraft({ ...draft, kind: 'household' }).tableErrors).toEqual({});
  });

  it("sends the front's lines as front_text, trimmed, the blank ones (a line emptied) left out", () => {
    const lines = ['  Oat Drink ', '', 'Climate neutral', '   '];
    expect(factsOfDraft({ ...draft, front: lines }).candidate.front_text).toEqual(['Oat Drink', 'Climate neutral']);
    expect(factsOfDraft({ ...draft, front: ['', ' '] }).candidate).not.toHaveProperty('front_text');
    expect(factsOfDraft(draft).candidate).not.toHaveProperty('front_text');
  });

  it('returns the table’s own errors beside the candidate', () => {
    const wrong = { ...draft, table: { ...draft.table, figures: { ...draft.table.figures, sugars: '20' } } };
    expect(factsOfDraft(wrong).tableErrors).toEqual({ sugars: 'Sugars cannot be more than carbohydrate' });
  });
});

describe('draftFromFacts', () => {
  it('is the check of facts already kept, back to the same facts', () => {
    const facts = {
      kind: 'beverage' as const,
      name: 'Orange juice',
      brand: 'Sunny',
      gtin: '12345670',
      language: 'en',
      ingredients_text: 'Orange juice',
      nutrition: { basis: '100ml' as const, energy_kj: 180, sugars: 8.8, carbohydrates: 9.1 },
      front_text: ['Sunny', '100% recycled bottle'],
    };
    expect(draftFromFacts(facts).front).toEqual(['Sunny', '100% recycled bottle']);
    expect(factsOfDraft(draftFromFacts(facts)).candidate).toEqual(facts);
  });
});

describe('readingNotes and stillDoubtful', () => {
  it('says each warning once, per panel', () => {
    const twice = { ...table('100g') };
    twice.warnings = [...twice.warnings, ...twice.warnings];
    expect(readingNotes({ nutrition: twice }).nutrition).toHaveLength(1);
    expect(readingNotes({}).ingredients).toEqual([]);
    expect(readingNotes({ front: front() }).front.map((w) => w.code)).toEqual(['no_claims']);
  });

  it('drops the doubt of a figure the shopper changed', () => {
    expect([...stillDoubtful(new Set(['fat', 'salt'] as const), new Set(['fat'] as const))]).toEqual(['salt']);
  });
});
