import { describe, it, expect } from 'vitest';
import { isValidGtin } from './gtin.ts';

describe('isValidGtin', () => {
  it('accepts real GTINs of every length', () => {
    expect(isValidGtin('3017620422003')).toBe(true); // EAN-13, Nutella 400 g
    expect(isValidGtin('5449000000996')).toBe(true); // EAN-13, Coca-Cola 330 ml
    expect(isValidGtin('54491472')).toBe(true); // EAN-8
    expect(isValidGtin('049000042566')).toBe(true); // UPC-A
    expect(isValidGtin('0049000042566')).toBe(true); // UPC-A padded to 13
    expect(isValidGtin('10049000042563')).toBe(true); // GTIN-14
  });

  it('rejects a wrong check digit', () => {
    expect(isValidGtin('3017620422004')).toBe(false);
    expect(isValidGtin('54491473')).toBe(false);
    expect(isValidGtin('049000042567')).toBe(false);
  });

  it('rejects bad lengths and non-digits', () => {
    expect(isValidGtin('')).toBe(false);
    expect(isValidGtin('1234567')).toBe(false);
    expect(isValidGtin('12345678901')).toBe(false);
    expect(isValidGtin('301762042200X')).toBe(false);
    expect(isValidGtin('123456789012345')).toBe(false);
  });
});
