import { INTERFACE_LANGUAGES } from '@clearcart/contracts';
import { foldLetters } from './fold.ts';

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

/** An Open Food Facts country tag ("en:united-kingdom") as its ISO 3166-1 code ("gb"); undefined for one we do not know. */
export function countryCode(tag: string): string | undefined {
  const match = /^en:(.+)$/.exec(tag.trim().toLowerCase());
  return match?.[1] ? countryNames().get(match[1]) : undefined;
}

/**
 * The countries whose food labels follow EU food law: the EU, the EEA and the United Kingdom's retained copy of it
 * (ISO 3166-1 codes, as `countryCode` gives them).
 */
export const EU_FOOD_LAW: readonly string[] = [
  ...['at', 'be', 'bg', 'hr', 'cy', 'cz', 'dk', 'ee', 'fi', 'fr', 'de', 'gr', 'hu', 'ie', 'it', 'lv', 'lt', 'lu'],
  ...['mt', 'nl', 'pl', 'pt', 'ro', 'sk', 'si', 'es', 'se', 'is', 'li', 'no', 'gb'],
];

/** The European Union named as an origin, folded, in the languages of our markets. */
const EUROPEAN_UNION = new Set([
  'eu',
  'ue',
  'eg',
  'european union',
  'union europeenne',
  'europaische union',
  'union europea',
  'unione europea',
  'europese unie',
]);

let europeanNames: Map<string, string> | undefined;
/** Names of the countries under EU food law and Switzerland, folded, in the interface's languages, to their codes. */
function europeanCountryNames(): Map<string, string> {
  if (europeanNames) return europeanNames;
  europeanNames = new Map();
  for (const lang of INTERFACE_LANGUAGES) {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    for (const code of [...EU_FOOD_LAW, 'ch']) {
      const name = names.of(code.toUpperCase());
      if (name)
        europeanNames.set(
          foldLetters(name)
            .replace(/[^a-z0-9]+/g, ' ')
            .trim(),
          code,
        );
    }
  }
  return europeanNames;
}

/**
 * The countries an origin written on a record names ("Italia", "France, Espagne", "UE"), when every part of it is a
 * country under EU food law, Switzerland or the EU itself; undefined when any part is another country or no country
 * ("Italia e altri", "Brazil"). No good the US Department of Labor lists is listed from these countries.
 */
export function europeanOrigin(origin: string): string[] | undefined {
  const parts = foldLetters(origin)
    .split(/[,;/+]| and | et | und | y | e | en /)
    .map((part) => part.replace(/[^a-z0-9]+/g, ' ').trim())
    .filter((part) => part.length > 0);
  if (parts.length === 0) return undefined;
  const names = europeanCountryNames();
  const codes = parts.map((part) => (EUROPEAN_UNION.has(part) ? 'eu' : names.get(part)));
  return codes.every((code): code is string => code !== undefined) ? codes : undefined;
}
