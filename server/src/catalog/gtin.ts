// GTINs in one module: the GS1 check digit, and the UPC-E ↔ UPC-A forms a barcode decoder reports.

/** True when `digits` is a GTIN-8, -12, -13 or -14 with a correct GS1 check digit. */
export function isValidGtin(digits: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(digits)) return false;
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    // Weights alternate 3, 1, … starting from the digit next to the check digit.
    const weight = (body.length - i) % 2 === 1 ? 3 : 1;
    sum += Number(body[i]) * weight;
  }
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/**
 * Expands an 8-digit UPC-E (number system, 6 data digits, check) to its 12-digit UPC-A form,
 * or returns null when the input is not a UPC-E (number system must be 0 or 1).
 */
export function upcEToUpcA(upcE: string): string | null {
  if (!/^[01]\d{7}$/.test(upcE)) return null;
  const ns = upcE[0]!;
  const d = upcE.slice(1, 7);
  const check = upcE[7]!;
  const last = d[5]!;
  let body: string;
  if (last === '0' || last === '1' || last === '2') body = d.slice(0, 2) + last + '0000' + d.slice(2, 5);
  else if (last === '3') body = d.slice(0, 3) + '00000' + d.slice(3, 5);
  else if (last === '4') body = d.slice(0, 4) + '00000' + d[4]!;
  else body = d.slice(0, 5) + '0000' + last;
  return ns + body + check;
}

/** The 8-digit UPC-E form of a 12-digit UPC-A, or null when it has none (zero suppression impossible). */
export function upcAToUpcE(upcA: string): string | null {
  if (!/^[01]\d{11}$/.test(upcA)) return null;
  const ns = upcA[0]!;
  const m = upcA.slice(1, 6); // manufacturer
  const p = upcA.slice(6, 11); // product
  const check = upcA[11]!;
  let d: string | null = null;
  if (/^\d\d[012]00$/.test(m) && /^00\d\d\d$/.test(p)) d = m.slice(0, 2) + p.slice(2, 5) + m[2]!;
  else if (/^\d\d\d00$/.test(m) && /^000\d\d$/.test(p)) d = m.slice(0, 3) + p.slice(3, 5) + '3';
  else if (/^\d\d\d\d0$/.test(m) && /^0000\d$/.test(p)) d = m.slice(0, 4) + p[4]! + '4';
  else if (/^0000[5-9]$/.test(p)) d = m + p[4]!;
  if (d === null) return null;
  const upcE = ns + d + check;
  // Only forms that expand back to the same UPC-A are real UPC-E encodings.
  return upcEToUpcA(upcE) === upcA ? upcE : null;
}

/**
 * Turns a decoder result into the GTIN strings a catalog is looked up by: EAN-13 and EAN-8
 * as they are; UPC-A as 12 digits (also when reported as an EAN-13 with a leading 0);
 * UPC-E as its 12-digit UPC-A expansion followed by the 8-digit UPC-E itself.
 * Invalid lengths or check digits give [].
 */
export function toGtins(format: string, text: string): string[] {
  const digits = text.trim();
  if (!/^\d+$/.test(digits)) return [];
  if (format === 'UPCE' || format === 'UPC-E') {
    const upcA =
      digits.length === 13 && digits[0] === '0'
        ? digits.slice(1)
        : digits.length === 12
          ? digits
          : digits.length === 8
            ? upcEToUpcA(digits)
            : null;
    if (upcA === null || !isValidGtin(upcA)) return [];
    const upcE = upcAToUpcE(upcA);
    return upcE === null ? [upcA] : [upcA, upcE];
  }
  if (digits.length === 13 && digits[0] === '0') return isValidGtin(digits) ? [digits.slice(1)] : [];
  if (digits.length === 8 || digits.length === 12 || digits.length === 13) return isValidGtin(digits) ? [digits] : [];
  return [];
}
