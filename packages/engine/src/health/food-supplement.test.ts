/**
 * Blind audit 12: a food supplement is outside the nutrition declaration (Regulation (EU) No 1169/2011, Art. 29(1)(a)),
 * and so outside the Nutri-Score that rests on it; no health score is built on its figures per 100 g either.
 */
import type { ProductFactsInput } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { ratingsOf } from '../test/ratings.ts';

const FIGURES = { energyKj: 1593.6, fat: 8.2, saturatedFat: 1, sugars: 3, salt: 1.1, fiber: 7, proteins: 63.5 };
const health = (facts: Partial<ProductFactsInput>) => ratingsOf({ nutriments: FIGURES, ...facts }).health;

describe('a food supplement gets no Nutri-Score and no health score', () => {
  it.each([
    [
      'Spanish tablets, no category (the audit’s spirulina)',
      { name: 'Espirulina En Comprimidos Ecologica Salud Viva' },
    ],
    ['French capsules', { name: 'Spiruline bio 180 gélules' }],
    ['French "complément alimentaire"', { name: 'Magnésium marin, complément alimentaire' }],
    ['German "Nahrungsergänzungsmittel"', { name: 'Vitamin D3 Nahrungsergänzungsmittel' }],
    [
      'OFF’s category',
      { name: 'Whey Protein Vanilla', categoryTags: ['en:dietary-supplements', 'en:protein-powders'] },
    ],
    [
      'OFF’s category, with OFF’s grade on record',
      { name: 'Protein 90', categoryTags: ['en:dietary-supplements'], nutriScoreGrade: 'a' as const },
    ],
  ])('%s', (_label, facts) => {
    const h = health(facts);
    expect(h.nutri_score).toBeUndefined();
    expect(h.score).toBeUndefined();
    expect(h.grade).toBeUndefined();
    expect(h.impact_summary).toMatch(
      /^No Nutri-Score and no score: a food supplement is outside the nutrition declaration/,
    );
    expect(`${h.impact_summary} ${h.recommendations.join(' ')}`).not.toMatch(/Nutri-Score [A-E]\b/);
    expect(h.sources.map((s) => s.url)).toContain(
      'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32011R1169',
    );
  });

  it.each([
    ['spirulina flakes sold as food', { name: 'Spirulina flakes' }],
    ['a bar of chocolate', { name: 'Tablette de chocolat noir' }],
  ])('%s keeps its Nutri-Score', (_label, facts) => {
    expect(health(facts).nutri_score?.grade).toBeDefined();
  });

  it('sweetener tablets are not called a food supplement', () => {
    expect(health({ name: 'Canderel 300 comprimés édulcorant' }).impact_summary).not.toMatch(/food supplement/);
  });
});
