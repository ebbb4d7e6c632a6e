import type { RecallNotice } from '@clearcart/contracts';
import { findDateRanges, findLots, saysAllLots } from '@clearcart/engine';
import { z } from 'zod';
import { isValidGtin } from '../../catalog/gtin.ts';
import { HttpClient, ProviderError, type HttpOptions } from '../http.ts';
import { FIRST_POLL_DAYS, isoTime, quantitiesIn, statusOf, text, unique, type RecallProvider } from './common.ts';

export const OPENFDA_URL = 'https://api.fda.gov';
const PAGE = 100;
const MAX_PAGES = 10;

const report = z.object({
  recall_number: z.string().min(1),
  status: z.string().nullish(),
  report_date: z.string().regex(/^\d{8}$/),
  termination_date: z.string().nullish(),
  product_description: z.string().nullish(),
  reason_for_recall: z.string().nullish(),
  code_info: z.string().nullish(),
  recalling_firm: z.string().nullish(),
});
const answer = z.object({
  meta: z.object({ results: z.object({ total: z.number() }).optional() }).optional(),
  results: z.array(z.unknown()),
});

/**
 * UPCs and EANs the FDA's texts name: after a UPC/EAN/GTIN word ("UPC 0 12345 67890 5"), or bare between tabs or
 * spaces as enforcement reports often print them ("Snack Cup\t850065403144\tNet Wt"), kept only with a correct check
 * digit.
 */
export function upcsIn(value: string | undefined | null): string[] {
  if (!value) return [];
  const out: string[] = [];
  const take = (raw: string | undefined) => {
    const digits = (raw ?? '').replace(/\D/g, '');
    if ([8, 12, 13, 14].includes(digits.length) && isValidGtin(digits)) out.push(digits);
  };
  for (const m of value.matchAll(/\b(?:UPC|EAN|GTIN)s?\b[^0-9]{0,20}((?:\d[\s-]?){7,13}\d)/gi)) take(m[1]);
  for (const m of value.matchAll(/(?<![\d-])(\d{12,14})(?![\d-])/g)) take(m[1]);
  return unique(out);
}

/** One openFDA food enforcement report as a notice. Its official link is the report's own record on openFDA. */
export function openFdaNotice(raw: unknown, now: Date): RecallNotice | undefined {
  const parsed = report.safeParse(raw);
  if (!parsed.success) return undefined;
  const r = parsed.data;
  const publishedAt = isoTime(r.report_date);
  if (!publishedAt) return undefined;
  const endsAt = isoTime(r.termination_date);
  const ended = /^(completed|terminated)$/i.test(r.status ?? '');
  const codeInfo = text(r.code_info);
  const description = text(r.product_description);
  return {
    source: 'openfda',
    id: r.recall_number,
    // openFDA gives no page per report: the link is the report's own record on the public API, wherever it was read.
    url: `${OPENFDA_URL}/food/enforcement.json?search=recall_number:%22${encodeURIComponent(r.recall_number)}%22`,
    authority: 'U.S. Food and Drug Administration (openFDA)',
    country: 'us',
    language: 'en',
    publishedAt,
    ...(endsAt ? { endsAt } : {}),
    status: statusOf(publishedAt, endsAt, now, ended),
    title: description?.slice(0, 200) ?? r.recall_number,
    ...(text(r.reason_for_recall) ? { hazard: text(r.reason_for_recall) } : {}),
    ...(text(r.recalling_firm) ? { brand: text(r.recalling_firm) } : {}),
    productNames: description ? [description] : [],
    gtins: unique([...upcsIn(r.product_description), ...upcsIn(r.code_info)]),
    lots: findLots(codeInfo ?? ''),
    allLots: saysAllLots(codeInfo ?? '') && findLots(codeInfo ?? '').length === 0,
    dates: findDateRanges(codeInfo ?? '', 'mdy'),
    ...(codeInfo ? { batchText: codeInfo } : {}),
    quantities: quantitiesIn(description),
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');

/** The U.S. FDA's food enforcement reports through openFDA (public domain, CC0): reports dated from a day on. */
export class OpenFdaProvider implements RecallProvider {
  readonly source = 'openfda' as const;
  readonly authority = 'U.S. Food and Drug Administration (openFDA)';
  readonly http: HttpClient;
  private readonly base: string;

  constructor(
    baseUrl: string = OPENFDA_URL,
    http: Partial<HttpOptions> = {},
    private readonly now: () => Date = () => new Date(),
  ) {
    this.base = baseUrl.replace(/\/+$/, '');
    this.http = new HttpClient('openFDA', http);
  }

  async changedSince(since: string | undefined, signal?: AbortSignal) {
    const now = this.now();
    // Reports carry a day, not a time: the day of the cursor is read again (the store keeps each notice once).
    const from = since ? new Date(since) : new Date(now.getTime() - FIRST_POLL_DAYS * 86_400_000);
    const notices: RecallNotice[] = [];
    let cursor = since;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query =
        `search=report_date:[${day(from)}+TO+${day(now)}]&sort=report_date:asc` + `&limit=${PAGE}&skip=${page * PAGE}`;
      // 404 is openFDA's "No matches found!".
      const { status, body } = await this.http.json(`${this.base}/food/enforcement.json?${query}`, {
        acceptStatus: [404],
        ...(signal ? { signal } : {}),
      });
      if (status === 404) break;
      const parsed = answer.safeParse(body);
      if (!parsed.success) throw new ProviderError('malformed', 'openFDA: the answer is not a list of reports');
      for (const raw of parsed.data.results) {
        const notice = openFdaNotice(raw, now);
        if (!notice) continue;
        notices.push(notice);
        if (!cursor || notice.publishedAt > cursor) cursor = notice.publishedAt;
      }
      const total = parsed.data.meta?.results?.total ?? 0;
      if ((page + 1) * PAGE >= total || parsed.data.results.length < PAGE) break;
    }
    return { notices, ...(cursor ? { cursor } : {}) };
  }
}
