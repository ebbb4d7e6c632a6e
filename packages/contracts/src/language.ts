import { INTERFACE_LANGUAGES, type InterfaceLanguage } from './preference-ids.ts';

/** English: the specification's language, and the answer when the shopper's languages include none of ours. */
export const DEFAULT_LANGUAGE: InterfaceLanguage = 'en';

/** One language range of Accept-Language ("fr-CH;q=0.9"): its primary language, its weight and where it stood. */
interface Range {
  language: string;
  q: number;
  at: number;
}

const RANGE = /^([a-z]{1,8}(?:-[a-z0-9]{1,8})*|\*)$/;
const WEIGHT = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

function ranges(header: string): Range[] {
  return header.split(',').flatMap((part, at): Range[] => {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const range = tag.trim().replace(/_/g, '-');
    if (!RANGE.test(range)) return [];
    let q = 1;
    for (const param of params) {
      const weight = WEIGHT.exec(param.replace(/\s+/g, ''));
      // A malformed weight makes the range unusable rather than a guess (RFC 9110 §12.4.2).
      if (!weight) return [];
      q = Number(weight[1]);
    }
    return [{ language: range === '*' ? '*' : range.split('-')[0]!, q, at }];
  });
}

/**
 * The best of the reports' languages for an Accept-Language header (RFC 9110 §12.5.4), or a single tag such as
 * `<html lang>`: the highest weight wins, "fr-CH" counts for French, a weight of 0 refuses a language even under "*",
 * a tie goes to the range written first, and "*" or nothing we speak gives English. The server negotiates reports
 * with it and the phone's offline engine picks its language with it, so both choose alike.
 */
export function negotiateLanguage(header: string | readonly string[] | undefined | null): InterfaceLanguage {
  const text = Array.isArray(header) ? header.join(',') : (header as string | undefined | null);
  if (!text) return DEFAULT_LANGUAGE;
  const all = ranges(text.slice(0, 1_000));
  const wildcard = all.find((r) => r.language === '*');
  let best: { language: InterfaceLanguage; q: number; at: number } | undefined;
  for (const language of INTERFACE_LANGUAGES) {
    const own = all.filter((r) => r.language === language);
    // The most specific statement about a language is its own; "*" speaks for the languages not named.
    const stated = own.length > 0 ? own.reduce((a, b) => (b.q > a.q ? b : a)) : wildcard;
    if (!stated || stated.q === 0) continue;
    // Under "*", English comes before the others: it is the specification's own.
    const at = stated.language === '*' ? stated.at + (language === DEFAULT_LANGUAGE ? 0 : 0.5) : stated.at;
    if (!best || stated.q > best.q || (stated.q === best.q && at < best.at)) best = { language, q: stated.q, at };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
