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
