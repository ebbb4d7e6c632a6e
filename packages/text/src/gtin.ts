/** The same barcode, however many leading zeros it was written with (EAN-13 and its GTIN-14 form). */
export const sameGtin = (a: string, b: string): boolean => a.replace(/^0+/, '') === b.replace(/^0+/, '');
