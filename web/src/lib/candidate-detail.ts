import type { Candidate } from '@clearcart/contracts';
import { t } from '../i18n/i18n.ts';

const sameProduct = (a: Candidate, b: Candidate) =>
  a.name === b.name && a.brand === b.brand && (a.quantity ?? '') === (b.quantity ?? '');

/**
 * What tells a candidate apart in a list: its pack size, and its barcode when another candidate has the same name,
 * brand and size (one product sold in two markets), so two lines never read the same.
 */
export function candidateDetail(candidate: Candidate, all: readonly Candidate[]): string {
  const twin = all.some((other) => other !== candidate && sameProduct(other, candidate));
  return [candidate.quantity, twin && candidate.gtin ? t('search.barcodeDetail', { gtin: candidate.gtin }) : undefined]
    .filter(Boolean)
    .join(' · ');
}
