import { pseudoText } from './pseudo.ts';
import { currentLocale, languageTag } from './i18n.ts';
import { PSEUDO_LOCALE } from './locales.ts';

// Numbers and dates in the current language's conventions ("10,6 g" in French and German). In the pseudo-locale
// they come out accented too, so a number or date formatted past these helpers (in English) shows in the tests.
const mark = (text: string) => (currentLocale() === PSEUDO_LOCALE ? pseudoText(text) : text);

/** The app's English is British, as the specification writes it ("25 November 2026", "a, b and c"). */
const intlTag = () => (languageTag() === 'en' ? 'en-GB' : languageTag());

// One formatter per language and options, kept: making one costs far more than formatting with it, and a report
// formats dozens of figures (its nutrition table alone took 60 ms of a phone's main thread).
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: 'number' | 'date',
  options: object | undefined,
  make: (tag: string) => T,
): T {
  const tag = intlTag();
  const key = `${kind}|${tag}|${JSON.stringify(options ?? {})}`;
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make(tag);
    formatters.set(key, made);
  }
  return made;
}

export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  mark(formatter('number', options, (tag) => new Intl.NumberFormat(tag, options)).format(value));

export const formatDate = (value: Date | number | string, options?: Intl.DateTimeFormatOptions): string =>
  mark(
    formatter('date', options, (tag) => new Intl.DateTimeFormat(tag, options)).format(
      typeof value === 'string' ? new Date(value) : value,
    ),
  );

/** "yesterday", "5 minutes ago" ("hier", "il y a 5 minutes"): `value` units from now, negative for the past. */
export const formatRelative = (value: number, unit: Intl.RelativeTimeFormatUnit): string =>
  mark(new Intl.RelativeTimeFormat(intlTag(), { numeric: 'auto' }).format(value, unit));

/** "today", "yesterday", "3 days ago" ("aujourd’hui", "hier", "il y a 3 jours"). */
export const formatDaysAgo = (days: number): string => formatRelative(-days, 'day');

/** "milk, eggs and nuts" in the current language. */
export const formatList = (items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string =>
  new Intl.ListFormat(intlTag(), { style: 'long', type })
    .formatToParts(items)
    .map((part) => (part.type === 'literal' ? mark(part.value) : part.value))
    .join('');
