import type { LabelReading } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { foundOnPanel, parseStep, stepAfter, stepsFor } from './steps.ts';

describe('steps', () => {
  it('has no nutrition step for a cosmetic or a household product', () => {
    expect(stepsFor('food')).toEqual(['ingredients', 'nutrition', 'front', 'review']);
    expect(stepsFor(null)).toEqual(['ingredients', 'nutrition', 'front', 'review']);
    expect(stepsFor('cosmetic')).toEqual(['ingredients', 'front', 'review']);
    expect(stepAfter('ingredients', 'household')).toBe('front');
    expect(stepAfter('front', 'food')).toBe('review');
    expect(stepAfter('review', 'food')).toBe('review');
  });

  it('reads the step from the address, the first by default', () => {
    expect(parseStep('nutrition')).toBe('nutrition');
    expect(parseStep('elsewhere')).toBe('ingredients');
    expect(parseStep(null)).toBe('ingredients');
  });

  it('tells a reading that found its panel from one that found nothing', () => {
    const base = { language: 'en' as const, text: '', confidence: 0.5, warnings: [] };
    const cases: [LabelReading, boolean][] = [
      [{ ...base, panel: 'ingredients', ingredients: { text: 'Sugar' } }, true],
      [{ ...base, panel: 'ingredients', ingredients: { text: '  ' } }, false],
      [{ ...base, panel: 'ingredients' }, false],
      [{ ...base, panel: 'nutrition', nutrition: { basis: '100g', fat: 1 } }, true],
      [{ ...base, panel: 'nutrition', nutrition: { basis: '100g' } }, false],
      [{ ...base, panel: 'front', front: { lines: ['Oat Drink', 'Eco-friendly'] } }, true],
      [{ ...base, panel: 'front', front: { lines: [] } }, false],
      [{ ...base, panel: 'front' }, false],
    ];
    for (const [reading, found] of cases) expect(foundOnPanel(reading)).toBe(found);
  });
});
