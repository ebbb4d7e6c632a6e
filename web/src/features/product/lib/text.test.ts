import { cleanText } from '@clearcart/text';
import { describe, expect, it } from 'vitest';
import { recommendationTexts, sourceViews } from './text.ts';
import { assertProductResponse, extractRatings, productName } from './product-response.ts';

describe('cleanText', () => {
  it('removes citation markers', () => {
    expect(cleanText('Rich in sugar [1] and fat [2, 3].')).toBe('Rich in sugar and fat.');
  });
  it('collapses whitespace only at 100 characters or more', () => {
    const short = 'a  b\n c';
    expect(cleanText(short)).toBe(short);
    const long = `${'word '.repeat(19)}  end\n\n  more`; // ≥ 100 characters
    expect(long.length).toBeGreaterThanOrEqual(100);
    expect(cleanText(long)).not.toMatch(/\s{2,}/);
  });
});

describe('sources and recommendations', () => {
  it('accepts text or {title, url}, keeps only http(s) links and drops duplicates', () => {
    expect(
      sourceViews([
        'EFSA opinion [2]',
        { title: 'WHO', url: 'https://www.who.int' },
        { title: 'x', url: 'javascript:alert(1)' },
        'EFSA opinion',
      ]),
    ).toEqual([{ title: 'EFSA opinion' }, { title: 'WHO', url: 'https://www.who.int' }, { title: 'x' }]);
  });
  it("keeps a source's quoted words, cleaned", () => {
    expect(
      sourceViews([{ title: 'ASA ruling', url: 'https://www.asa.org.uk/r.html', quote: 'Four were Upheld [1]' }]),
    ).toEqual([{ title: 'ASA ruling', url: 'https://www.asa.org.uk/r.html', quote: 'Four were Upheld' }]);
  });
  it('accepts text or {text}', () => {
    expect(recommendationTexts(['Avoid [1]', { text: 'Check label' }, 3, { nope: 1 }])).toEqual([
      'Avoid',
      'Check label',
    ]);
  });
});

describe('product response', () => {
  it("falls back to 'Unknown Product'", () => {
    expect(productName({ name: '  ' })).toBe('Unknown Product');
    expect(productName(undefined)).toBe('Unknown Product');
    expect(productName({ name: 'Nutella' })).toBe('Nutella');
  });
  it('rejects a response without entity', () => {
    expect(() => assertProductResponse({ ratings: {} })).toThrow('Product not found or invalid format');
    expect(() => assertProductResponse(null)).toThrow('Product not found or invalid format');
  });
  it('reads ratings at top level or inside entity', () => {
    const health = { impact_summary: 'x' };
    expect(extractRatings({ ratings: { health } } as never)?.health).toBe(health);
    expect(extractRatings({ entity: { ratings: { health } } } as never)?.health).toBe(health);
    expect(extractRatings({ entity: {} } as never)).toBeUndefined();
  });
});
