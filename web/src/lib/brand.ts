import { UNKNOWN_BRAND } from '@clearcart/contracts';

/** The brand as on record; nothing where the facts hold the placeholder for none (never shown as a brand's name). */
export const onRecord = (brand: string | undefined): string | undefined =>
  brand && brand !== UNKNOWN_BRAND ? brand : undefined;
