import { countryCode } from '@clearcart/text';

/**
 * The countries a product is sold in, as lower-case ISO 3166-1 codes, from an Open Food Facts record's
 * `countries_tags` (a list in JSON, comma-separated text in the CSV export): "en:united-kingdom" → "gb". Null when the
 * record names none we know (the product then counts as sold everywhere).
 */
export function countriesOf(record: Record<string, unknown>): string[] | null {
  const value = record.countries_tags;
  const tags = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const codes = new Set<string>();
  for (const tag of tags) {
    const code = typeof tag === 'string' ? countryCode(tag) : undefined;
    if (code) codes.add(code);
  }
  return codes.size > 0 ? [...codes].sort() : null;
}

/**
 * How popular a record is: Open Food Facts' count of distinct scanners (`unique_scans_n`, over its last full year);
 * null when the record has none. Its `popularity_key` mixes the scans with completeness and is not a count.
 */
export function scansOf(record: Record<string, unknown>): number | null {
  const value = record.unique_scans_n;
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}
