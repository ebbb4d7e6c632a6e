import type { RecallNotice, RecallSource } from '@clearcart/contracts';
import { quantityOf } from '@clearcart/engine';
import type { HttpClient } from '../http.ts';
import { cleanField } from '../text.ts';

/** One official register of recall notices, read incrementally. */
export interface RecallProvider {
  readonly source: RecallSource;
  /** The register as credited on the report. */
  readonly authority: string;
  readonly http: HttpClient;
  /**
   * Notices published or changed after `since` (all the recent ones when undefined), oldest first, and the cursor to
   * ask from next time. Throws ProviderError when the register cannot be read.
   */
  changedSince(since: string | undefined, signal?: AbortSignal): Promise<{ notices: RecallNotice[]; cursor?: string }>;
}

const DAY = 24 * 60 * 60 * 1000;
/**
 * A notice whose register gives no end is taken as active for a year after its publication (decision 066): the FSA
 * gives no end at all, and RappelConso often none; packs kept longer than that are rare.
 */
export const OPEN_ENDED_DAYS = 365;
/** How far back the first poll of a register reads. */
export const FIRST_POLL_DAYS = 365;

/** Active or ended, from the register's own end (or status) and, lacking one, its publication date. */
export function statusOf(publishedAt: string, endsAt: string | undefined, now: Date, endedBySource = false) {
  if (endedBySource) return 'ended' as const;
  if (endsAt) return Date.parse(endsAt) <= now.getTime() ? ('ended' as const) : ('active' as const);
  return now.getTime() - Date.parse(publishedAt) > OPEN_ENDED_DAYS * DAY ? ('ended' as const) : ('active' as const);
}

/** A date or date-time as an ISO date-time with offset ("2024-11-29" → "2024-11-29T00:00:00Z"); undefined if none. */
export function isoTime(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text}T00:00:00Z`;
  if (/^\d{8}$/.test(text)) return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}T00:00:00Z`;
  const time = Date.parse(text);
  if (Number.isNaN(time)) return undefined;
  return /(Z|[+-]\d{2}:?\d{2})$/.test(text)
    ? text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')
    : new Date(time).toISOString();
}

/** Text kept as the authority wrote it, whitespace tidied; undefined when empty. */
export const text = (value: string | undefined | null): string | undefined => {
  const clean = value ? cleanField(value) : '';
  return clean.length > 0 ? clean : undefined;
};

/** Pack sizes written in a text ("400g", "1 kg", "12 oz"). */
export function quantitiesIn(value: string | undefined): string[] {
  if (!value) return [];
  return [...value.matchAll(/\d+(?:[.,]\d+)?\s*(?:kg|g|mg|l|cl|ml|oz|lb)\b/gi)]
    .map((m) => m[0])
    .filter((q) => quantityOf(q) !== undefined);
}

export const unique = <T>(values: Iterable<T>): T[] => [...new Set(values)];
