import { INTERFACE_LANGUAGES } from '@clearcart/contracts';
import type { Catalogue } from './en.ts';
import { en } from './en.ts';
import type { Locale } from './format.ts';
import type { Speech } from './voice.ts';
import type { KnowledgeTranslation } from '@clearcart/knowledge';

export type { Catalogue } from './en.ts';
export { FORMATS, type Format, type Locale } from './format.ts';
export { ENGLISH, type Speech } from './voice.ts';

/** The report's languages, English first: the specification's own. */
export const LOCALES: readonly Locale[] = INTERFACE_LANGUAGES;

/**
 * The report's messages in one language. English is always here; each other language is a chunk of its own, loaded
 * the first time a report is asked in it (on the phone, only the shopper's language is ever fetched).
 */
export function loadMessages(locale: Locale): Promise<Catalogue> {
  // One import per language, spelt out, so a bundler makes one chunk of each.
  switch (locale) {
    case 'en':
      return Promise.resolve(en);
    case 'fr':
      return import('./fr.ts').then((m) => m.fr);
    case 'de':
      return import('./de.ts').then((m) => m.de);
    case 'es':
      return import('./es.ts').then((m) => m.es);
    case 'it':
      return import('./it.ts').then((m) => m.it);
    case 'nl':
      return import('./nl.ts').then((m) => m.nl);
  }
}

/**
 * The report's words in each language, each loaded once: the engine's messages and the knowledge's words, which the
 * caller's `loadTranslation` gives (the engine loads no knowledge). A load that failed is tried again the next time.
 */
export function speechLoader(
  loadTranslation: (locale: Locale) => Promise<KnowledgeTranslation | undefined>,
): (locale: Locale) => Promise<Speech> {
  const speeches = new Map<Locale, Promise<Speech>>();
  return (locale) => {
    let speech = speeches.get(locale);
    if (!speech) {
      speech = Promise.all([loadMessages(locale), loadTranslation(locale)]).then(([messages, translation]) => ({
        messages,
        translation,
      }));
      speech.catch(() => speeches.delete(locale));
      speeches.set(locale, speech);
    }
    return speech;
  };
}
