import type { OpenRecord, OpenRecordFact } from '@clearcart/contracts';
import { t } from '../../../i18n/i18n.ts';
import { formatDaysAgo, formatList } from '../../../i18n/format.ts';

const factWord = (fact: OpenRecordFact) => t(`openRecord.fact.${fact}`);

const DAY = 24 * 60 * 60 * 1000;
/** Where the site's link goes in the sentence. */
const SITE = '\u0000';

/** "today", "yesterday", "3 days ago": how old the site's record is, in calendar days where the shopper is. */
export function fetchedAgo(fetchedAt: string, now: Date): string {
  const start = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.max(0, Math.round((start(now) - start(new Date(fetchedAt))) / DAY));
  return formatDaysAgo(days);
}

/**
 * Where the report's facts came from, when a site of the Open Food Facts family supplied some: the whole record ("From
 * Open Food Facts, fetched 3 days ago"), or what it filled in the catalog's own ("Ingredients and nutrition from Open
 * Food Facts, fetched today; the rest from ClearCart's catalog"). Null when it filled nothing.
 */
export function openRecordNote(record: OpenRecord | undefined, now: Date): { lead: string; tail: string } | null {
  if (!record) return null;
  const ago = fetchedAgo(record.fetchedAt, now);
  // The site's name is a link: the sentence is split where it goes, in whatever order the language puts it.
  const around = (sentence: string) => {
    const [lead = '', tail = ''] = sentence.split(SITE);
    return { lead, tail };
  };
  if (!record.filled) return around(t('openRecord.whole', { site: SITE, ago }));
  if (record.filled.length === 0) return null;
  const what = formatList(record.filled.map(factWord));
  return around(t('openRecord.filled', { what: `${what.charAt(0).toUpperCase()}${what.slice(1)}`, site: SITE, ago }));
}
