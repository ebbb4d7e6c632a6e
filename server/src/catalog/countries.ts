import { foldLetters } from '@clearcart/text';

/** Open Food Facts' country tags whose English name is not the one Unicode's region names give (CLDR). */
const OFF_NAMES: Record<string, string> = {
  'czech-republic': 'cz',
  turkey: 'tr',
  'hong-kong': 'hk',
  macau: 'mo',
  macao: 'mo',
  myanmar: 'mm',
  palestine: 'ps',
  'ivory-coast': 'ci',
  swaziland: 'sz',
  'east-timor': 'tl',
  'vatican-city': 'va',
  'democratic-republic-of-the-congo': 'cd',
  'republic-of-the-congo': 'cg',
  'south-korea': 'kr',
  'north-korea': 'kp',
};
/** Region codes that are no country (XA, XB: the pseudo-locales' "Pseudo-Accents" and "Pseudo-Bidi"). */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB']);

const slug = (name: string) =>
  foldLetters(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

let byName: Map<string, string> | undefined;
/** English country name as Open Food Facts spells its tags ("united-kingdom") → ISO 3166-1 code ("gb"). */
function countryNames(): Map<string, string> {
  if (byName) return byName;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  byName = new Map(Object.entries(OFF_NAMES));
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      let name: string | undefined;
      try {
        name = names.of(code);
      } catch {
        continue;
      }
      // An old or alias code is named as the country it stands for (DD "Germany", UK "United Kingdom"): its current
      // code is the one kept.
      const current = Intl.getCanonicalLocales(`und-${code}`)[0]?.slice(4) ?? code;
      if (name && name !== code && !byName.has(slug(name))) byName.set(slug(name), current.toLowerCase());
    }
  return byName;
}

/**
 * The countries a product is sold in, as lower-case ISO 3166-1 codes, from an Open Food Facts record's
 * `countries_tags` (a list in JSON, comma-separated text in the CSV export): "en:united-kingdom" → "gb". Null when the
 * record names none we know (the product then counts as sold everywhere).
 */
export function countriesOf(record: Record<string, unknown>): string[] | null {
  const value = record.countries_tags;
  const tags = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const names = countryNames();
  const codes = new Set<string>();
  for (const tag of tags) {
    if (typeof tag !== 'string') continue;
    const match = /^en:(.+)$/.exec(tag.trim().toLowerCase());
    const code = match?.[1] ? names.get(match[1]) : undefined;
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
