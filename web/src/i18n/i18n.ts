import { i18n, type Messages } from '@lingui/core';
// The source catalogue comes with the main chunk, so English never waits; `vite.config.ts` compiles every catalogue
// to Lingui's form at build time (no message parser ships to the browser).
import english from './catalogues/en.json';
import { keepCookie, LANGUAGE_COOKIE } from '../first-screen/index.ts';
import { isLocale, matchLocale, PSEUDO_LOCALE, SOURCE_LOCALE, type ActiveLocale, type Locale } from './locales.ts';

/** A message key: one of the English catalogue's, so a missing or misspelt key fails the typecheck. */
export type MessageKey = keyof typeof english;
export type MessageValues = Record<string, string | number>;

declare module '@lingui/core' {
  interface Register {
    messageIds: MessageKey;
  }
}

/** Where the device keeps the shopper's choice of language. */
export const LOCALE_STORAGE_KEY = 'locale';

/**
 * Another language's catalogue, as the build makes it (vite.config.ts): its compiled messages in the order of the
 * English keys, which are put back here. The typecheck holds its keys to English's (catalogue-check.ts).
 */
const keyed = (module: { default: unknown }): Messages => {
  const list = module.default as Messages[string][];
  return Object.fromEntries(Object.keys(english).map((key, index) => [key, list[index] ?? []]));
};

/** Each other language's catalogue is its own chunk, loaded when chosen (≤ 15 KB on the wire each). */
const loaders: Record<Exclude<ActiveLocale, 'en'>, () => Promise<Messages>> = {
  fr: () => import('./catalogues/fr.json').then(keyed),
  de: () => import('./catalogues/de.json').then(keyed),
  es: () => import('./catalogues/es.json').then(keyed),
  it: () => import('./catalogues/it.json').then(keyed),
  nl: () => import('./catalogues/nl.json').then(keyed),
  [PSEUDO_LOCALE]: () => import('./pseudo.ts').then((m) => m.pseudoCatalogue(english)),
};

i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: english });
const loaded = new Set<ActiveLocale>([SOURCE_LOCALE]);

const isActiveLocale = (value: unknown): value is ActiveLocale => value === PSEUDO_LOCALE || isLocale(value);

/** The shopper's stored choice on this device, if any. */
export function storedLocale(): ActiveLocale | null {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isActiveLocale(value) ? value : null;
  } catch {
    return null; // storage blocked
  }
}

/** The language to start in: the choice kept on this device, else the browser's languages, else English. */
export function initialLocale(): ActiveLocale {
  return storedLocale() ?? matchLocale(typeof navigator === 'undefined' ? [] : (navigator.languages ?? []));
}

export const currentLocale = (): ActiveLocale => i18n.locale as ActiveLocale;

/** Whether the catalogue has a message under this key (for labels of codes the server may add to). */
export const hasMessage = (key: string): key is MessageKey => Object.hasOwn(english, key);

/** The language sent to the API and given to Intl: the pseudo-locale's data is English. */
export const languageTag = (locale: ActiveLocale = currentLocale()): Locale =>
  locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale;

/** Loads the language's catalogue (once), makes it current and says so to the page (`<html lang>`). */
export async function activateLocale(locale: ActiveLocale): Promise<void> {
  if (!loaded.has(locale) && locale !== 'en') {
    i18n.load(locale, await loaders[locale]());
    loaded.add(locale);
  }
  i18n.activate(locale, [languageTag(locale)]);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    // The page's description and the install manifest in the same language (vite.config.ts makes one per language).
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('meta.description'));
    const language = languageTag(locale);
    const manifest = language === SOURCE_LOCALE ? 'manifest' : `manifest.${language}`;
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/${manifest}.webmanifest`);
  }
}

/** The shopper chose a language: keep it on the device, then switch. */
export async function chooseLocale(locale: ActiveLocale): Promise<void> {
  await activateLocale(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts this visit
  }
  keepCookie(LANGUAGE_COOKIE, locale); // the server draws a first screen only in English (first-screen/)
}

/**
 * A message in the current language. In a component, `useT()` instead: it renders again when the language changes.
 * Here for what is said outside components (toasts, errors built in plain modules), at the moment it is said.
 */
export const t = (key: MessageKey, values?: MessageValues): string => i18n._(key, values);

export { i18n };
