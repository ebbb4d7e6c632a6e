import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@clearcart/contracts/preference-ids';

/** The interface's languages; English is the source, the specification's own words. */
export const LOCALES = INTERFACE_LANGUAGES;
export type Locale = InterfaceLanguage;
export const SOURCE_LOCALE: Locale = 'en';

/**
 * The pseudo-locale: English accented and made about 40 % longer, for tests that look for text that bypasses the
 * catalogue and for layouts that must hold longer words. Chosen only by storing it (never offered in the menu).
 */
export const PSEUDO_LOCALE = 'en-XA';
export type ActiveLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language in its own name, as a shopper looks for it in a menu (not translated). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The first of the browser's languages (most preferred first) that the interface speaks, by its primary subtag:
 * `fr-BE` → `fr`, `de-CH` → `de`; English when none is spoken.
 */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return SOURCE_LOCALE;
}
