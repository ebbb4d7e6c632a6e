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

/**
 * A number in British English with at most its fraction digits asked for, without Intl: the browser's first number
 * formatter loads its locale data in one block of the main thread (60 ms here, four times that on a phone), and an
 * English report needs nothing more than this. Null for anything else (another option, a huge or odd number).
 */
export function englishNumber(value: number, options?: Intl.NumberFormatOptions): string | null {
  const { minimumFractionDigits: min = 0, maximumFractionDigits: max = Math.max(min, 3), ...rest } = options ?? {};
  // The shortest decimal that is this number, as Intl rounds it ("1.005" to 2 digits is 1.01); none in exponent form.
  const decimal = Math.abs(value).toString();
  if (Object.keys(rest).length > 0 || !Number.isFinite(value) || /e/.test(decimal) || min > max) return null;
  const [whole = '', fraction = ''] = decimal.split('.');
  // Rounded half away from zero at `max` digits, on the digits themselves.
  let digits = BigInt(whole + fraction.slice(0, max).padEnd(max, '0'));
  if ((fraction[max] ?? '0') >= '5') digits += 1n;
  const text = digits.toString().padStart(max + 1, '0');
  const kept = text
    .slice(text.length - max)
    .replace(/0+$/, '')
    .padEnd(min, '0');
  const integer = text.slice(0, text.length - max);
  // Intl writes −0 and a negative rounded to zero with their sign ("-0").
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${integer.replace(/\B(?=(\d{3})+$)/g, ',')}${kept ? `.${kept}` : ''}`;
}

export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  mark(
    (intlTag() === 'en-GB' ? englishNumber(value, options) : null) ??
      formatter('number', options, (tag) => new Intl.NumberFormat(tag, options)).format(value),
  );

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
