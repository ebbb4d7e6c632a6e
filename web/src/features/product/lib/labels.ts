import { hasMessage, languageTag, t } from '../../../i18n/i18n.ts';
import { humanize } from './text.ts';

/**
 * The label of a code the report uses as a key ("tree_nuts", "carbon_footprint") in the current language; a key the
 * catalogue does not know (an additive's name, already in the report's language) is shown as the report wrote it.
 */
export function keyLabel(key: string): string {
  const id = `report.key.${key}`;
  return hasMessage(id) ? t(id) : humanize(key);
}

/** Whether the catalogue names this key; if not, its label is the report's own words (the server's language). */
export const knownKey = (key: string): boolean => hasMessage(`report.key.${key}`);

/** The word for a value the report states ("high", "poor", "not applicable") in the current language. */
export function valueLabel(value: string): string {
  const id = `report.value.${value.trim().toLowerCase().replace(/\s+/g, '_')}`;
  return hasMessage(id) ? t(id) : humanize(value);
}

/** A label inside a sentence: its first letter lower-cased, but in German, where nouns keep their capital. */
export const inSentence = (label: string): string =>
  languageTag() === 'de' ? label : label.charAt(0).toLowerCase() + label.slice(1);
