import type { KnowledgeTranslation } from './types.ts';

/**
 * The knowledge's words in another language than English, each language in a chunk of its own that loads
 * only when a report is asked in it; undefined for English, the knowledge's own language.
 */
export function loadTranslation(locale: string): Promise<KnowledgeTranslation | undefined> {
  // One import per language, spelt out, so a bundler makes one chunk of each.
  switch (locale) {
    case 'fr':
      return import('./i18n/fr.ts').then((m) => m.default);
    case 'de':
      return import('./i18n/de.ts').then((m) => m.default);
    case 'es':
      return import('./i18n/es.ts').then((m) => m.default);
    case 'it':
      return import('./i18n/it.ts').then((m) => m.default);
    case 'nl':
      return import('./i18n/nl.ts').then((m) => m.default);
    default:
      return Promise.resolve(undefined);
  }
}
