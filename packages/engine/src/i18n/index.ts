import type { Catalogue } from './en.ts';
import { en } from './en.ts';
import type { Locale } from './format.ts';

export type { Catalogue } from './en.ts';
export { FORMATS, type Format, type Locale } from './format.ts';
export { ENGLISH, type Speech } from './voice.ts';

/** The report's languages, English first: the specification's own. */
export const LOCALES = ['en', 'fr', 'de', 'es', 'it', 'nl'] as const satisfies readonly Locale[];

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
