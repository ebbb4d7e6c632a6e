import { describe, expect, it } from 'vitest';
import { cleanText } from './index.ts';

describe('cleanText: one citation rule for the server and the web', () => {
  it.each([
    ['numbered', 'Rich in sugar [1] and fat [2, 3].', 'Rich in sugar and fat.'],
    ['a range', 'Palm oil [4–6] is cheap.', 'Palm oil is cheap.'],
    ['"citation needed"', 'Since 1964 [citation needed].', 'Since 1964.'],
    ['a note', 'Founded in Alba [note 2].', 'Founded in Alba.'],
    ["a model's source marker", 'A spread【3†source】 from hazelnuts.', 'A spread from hazelnuts.'],
    ['brackets that are no citation', 'Size [large] pack', 'Size [large] pack'],
  ])('%s', (_label, text, cleaned) => {
    expect(cleanText(text)).toBe(cleaned);
  });

  it('keeps the whitespace of short text, collapses it at 100 characters or more (spec §9)', () => {
    expect(cleanText('a  b\n c')).toBe('a  b\n c');
    expect(cleanText(`${'word '.repeat(20)}\n\n end [1]`)).toBe(`${'word '.repeat(20)}end`);
  });
});
