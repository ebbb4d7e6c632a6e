import { DEFAULT_LANGUAGE, negotiateLanguage, type InterfaceLanguage } from '@clearcart/contracts';
import { speechLoader, type Speech } from '@clearcart/engine';
import { loadTranslation } from '@clearcart/knowledge';

export { DEFAULT_LANGUAGE };

/** The header Accept-Language is read from, and Vary names. */
export const ACCEPT_LANGUAGE = 'accept-language';

/** The report's language for a request's Accept-Language: the best of en, fr, de, es, it, nl, else English. */
export const reportLanguage = (header: string | readonly string[] | undefined): InterfaceLanguage =>
  negotiateLanguage(header);

/** The engine's messages and the knowledge's words in one language, loaded once per process. */
export const speechIn: (language: InterfaceLanguage) => Promise<Speech> = speechLoader(loadTranslation);
