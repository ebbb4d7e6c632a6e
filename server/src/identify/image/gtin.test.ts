import { describe, expect, it } from 'vitest';
import { hasValidCheckDigit, toGtins, upcAToUpcE, upcEToUpcA } from './gtin.ts';

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
    expect(hasValidCheckDigit(digits)).toBe(valid);
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
    expect(hasValidCheckDigit(upcA)).toBe(true);
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
