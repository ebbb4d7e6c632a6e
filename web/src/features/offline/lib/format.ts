import { formatDate, formatNumber } from '../../../i18n/format.ts';
import { languageTag, t } from '../../../i18n/i18n.ts';

/** "650 KB", "1.2 MB" ("1,2 Mo" in French): a download's size as a shopper reads it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return t('units.kb', { n: formatNumber(Math.max(1, Math.round(bytes / 1024))) });
  return t('units.mb', {
    n: formatNumber(bytes / (1024 * 1024), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  });
}

/** "25 Nov 2026" ("25 nov. 2026"): the day a pack is from. */
export function formatDay(iso: string): string {
  return formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** "25 Nov 2026, 13:05": when a pack was last brought up to date. */
export function formatMoment(iso: string): string {
  return formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

const names = new Map<string, Intl.DisplayNames>();
/** "United Kingdom" ("Royaume-Uni") for "gb", in `language` (the current one by default); the code where unnamed. */
export function countryName(code: string, language: string = languageTag()): string {
  try {
    let display = names.get(language);
    if (!display) names.set(language, (display = new Intl.DisplayNames([language], { type: 'region' })));
    return display.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/**
 * Regions the browser names that are no country: unions, the unknown region, and the pseudo-locales' regions
 * ("Pseudo-Accents", "Pseudo-Bidi": test regions of Unicode's data, not places).
 */
export const NOT_COUNTRIES = new Set(['eu', 'ez', 'un', 'qo', 'zz', 'xa', 'xb']);

/** Every two-letter region the browser can name, by name: the countries a pack can be for (named in `language`). */
export function countryChoices(language: string): { code: string; name: string }[] {
  const choices: { code: string; name: string }[] = [];
  for (let a = 97; a <= 122; a++)
    for (let b = 97; b <= 122; b++) {
      const code = String.fromCharCode(a, b);
      const english = countryName(code, 'en');
      // An old code stands for a country with a code of its own (HV for Burkina Faso): only the current one is listed.
      const current = Intl.getCanonicalLocales(`und-${code}`)[0]?.slice(4).toLowerCase();
      if (english.toLowerCase() === code || current !== code) continue;
      if (!NOT_COUNTRIES.has(code)) choices.push({ code, name: countryName(code, language) });
    }
  return choices.sort((x, y) => x.name.localeCompare(y.name, language));
}
