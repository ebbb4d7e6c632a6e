import type { OpenRecord, OpenRecordFact } from '@clearcart/contracts';

const FACT_WORDS: Record<OpenRecordFact, string> = {
  ingredients: 'ingredients',
  nutrition: 'nutrition',
  picture: 'picture',
  labels: 'labels',
  packaging: 'packaging',
  categories: 'categories',
  origins: 'origins',
  grades: 'published grades',
};

const DAY = 24 * 60 * 60 * 1000;

/** "today", "yesterday", "3 days ago": how old the site's record is, in calendar days where the shopper is. */
export function fetchedAgo(fetchedAt: string, now: Date): string {
  const start = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.max(0, Math.round((start(now) - start(new Date(fetchedAt))) / DAY));
  return days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
}

/** "a, b and c". */
const listed = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/**
 * Where the report's facts came from, when a site of the Open Food Facts family supplied some: the whole record ("From
 * Open Food Facts, fetched 3 days ago"), or what it filled in the catalog's own ("Ingredients and nutrition from Open
 * Food Facts, fetched today; the rest from ClearCart's catalog"). Null when it filled nothing.
 */
export function openRecordNote(record: OpenRecord | undefined, now: Date): { lead: string; tail: string } | null {
  if (!record) return null;
  const ago = `, fetched ${fetchedAgo(record.fetchedAt, now)}`;
  if (!record.filled) return { lead: 'From ', tail: `${ago}.` };
  if (record.filled.length === 0) return null;
  const what = listed(record.filled.map((fact) => FACT_WORDS[fact]));
  return {
    lead: `${what.charAt(0).toUpperCase()}${what.slice(1)} from `,
    tail: `${ago}; the rest from ClearCart's catalog.`,
  };
}
