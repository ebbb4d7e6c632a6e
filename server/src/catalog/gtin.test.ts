import { describe, it, expect } from 'vitest';
import { isValidGtin, toGtins, upcAToUpcE, upcEToUpcA } from './gtin.ts';

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

describe('GTIN helpers', () => {
  it.each([
    ['EAN-13', '4006381333931', true],
    ['EAN-13, check digit off by one', '4006381333932', false],
    ['EAN-8', '96385074', true],
    ['UPC-A', '036000291452', true],
    ['UPC-A, digits swapped', '036000921452', false],
    ['GTIN-14', '10036000291459', true],
    ['letters', '40063813339a1', false],
    ['wrong length', '1234567', false],
  ])('check digit of %s (%s) → %s', (_label, digits, valid) => {
    expect(isValidGtin(digits)).toBe(valid);
  });

  // The first three pairs are zxing's UPC-E test images; the others exercise the remaining
  // zero-suppression rules (UPC-E 6th data digit 1 and 4) with computed check digits.
  it.each([
    ['01234565', '012345000065'],
    ['00123457', '001234000057'],
    ['01234531', '012300000451'],
    ['04252614', '042100005264'],
    ['01212347', '012120000037'],
    ['01231445', '012310000045'],
  ])('UPC-E %s ⇄ UPC-A %s', (upcE, upcA) => {
    expect(isValidGtin(upcA)).toBe(true);
    expect(upcEToUpcA(upcE)).toBe(upcA);
    expect(upcAToUpcE(upcA)).toBe(upcE);
  });

  it('has no UPC-E form for a UPC-A without suppressible zeros', () => {
    expect(upcAToUpcE('036000291452')).toBeNull();
  });

  it.each([
    ['EAN13', '4006381333931', ['4006381333931']],
    ['EAN13', '0036000291452', ['036000291452']], // UPC-A read as EAN-13
    ['UPCA', '036000291452', ['036000291452']],
    ['EAN8', '96385074', ['96385074']],
    ['UPCE', '0012345000065', ['012345000065', '01234565']],
    ['UPCE', '01234565', ['012345000065', '01234565']],
    ['EAN13', '4006381333932', []],
    ['EAN13', 'abc', []],
  ])('toGtins(%s, %s) → %j', (format, text, gtins) => {
    expect(toGtins(format, text)).toEqual(gtins);
  });
});
