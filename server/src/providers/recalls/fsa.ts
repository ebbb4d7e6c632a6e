import type { RecallDateRange, RecallNotice } from '@clearcart/contracts';
import { findDateRanges, findLots, saysAllLots } from '@clearcart/engine';
import { z } from 'zod';
import { HttpClient, ProviderError, type HttpOptions } from '../http.ts';
import { FIRST_POLL_DAYS, isoTime, quantitiesIn, statusOf, text, unique, type RecallProvider } from './common.ts';

export const FSA_ALERTS_URL = 'https://data.food.gov.uk';
const LIMIT = 500;

// The linked-data API writes a property with one value as that value, with several as a list.
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), item]).transform((v) => (Array.isArray(v) ? v : [v]) as z.infer<T>[]);
const label = z.union([z.string(), z.object({ '@id': z.string().optional() }).passthrough()]);

const batch = z.object({
  batchCode: z.string().nullish(),
  lotNumber: z.string().nullish(),
  bestBeforeDescription: z.string().nullish(),
  useByDescription: z.string().nullish(),
  bestBeforeDate: z.string().nullish(),
});
const product = z.object({
  productName: z.string().nullish(),
  packSizeDescription: z.string().nullish(),
  batchDescription: oneOrMany(batch).nullish(),
});
const alert = z.object({
  notation: z.string(),
  title: z.string(),
  created: z.string().nullish(),
  modified: z.string().nullish(),
  alertURL: label.nullish(),
  consumerAdvice: z.string().nullish(),
  actionTaken: z.string().nullish(),
  problem: oneOrMany(z.object({ riskStatement: z.string().nullish() })).nullish(),
  productDetails: oneOrMany(product).nullish(),
  reportingBusiness: z.object({ commonName: z.string().nullish() }).nullish(),
  type: z.unknown().optional(),
});
const answer = z.object({ items: z.array(z.unknown()) });

const urlOf = (value: z.infer<typeof label> | null | undefined): string | undefined => {
  const url = typeof value === 'string' ? value : value?.['@id'];
  return url && /^https?:\/\//.test(url) ? url : undefined;
};

/** Allergy alerts (AA) warn of a label, not a batch to bring back: kept, the FSA's words say what to do. */
export function fsaNotice(raw: unknown, now: Date): RecallNotice | undefined {
  const parsed = alert.safeParse(raw);
  if (!parsed.success) return undefined;
  const a = parsed.data;
  const publishedAt = isoTime(a.created);
  if (!publishedAt) return undefined;
  const updatedAt = isoTime(a.modified);
  const url = urlOf(a.alertURL);
  if (!url) return undefined;
  const lots: string[] = [];
  const dates: RecallDateRange[] = [];
  const batchLines: string[] = [];
  let allLots = false;
  for (const p of a.productDetails ?? []) {
    for (const b of p.batchDescription ?? []) {
      for (const code of [b.batchCode, b.lotNumber]) {
        if (!code?.trim()) continue;
        batchLines.push(code);
        if (saysAllLots(code)) allLots = true;
        else lots.push(...(findLots(`lot ${code}`).length > 0 ? findLots(`lot ${code}`) : [code.trim()]));
      }
      for (const [kind, line] of [
        ['best-before', b.bestBeforeDescription],
        ['use-by', b.useByDescription],
      ] as const) {
        if (!line?.trim()) continue;
        batchLines.push(line);
        if (saysAllLots(line)) allLots = true;
        for (const d of findDateRanges(line, 'dmy')) dates.push({ ...d, kind: d.kind === 'date' ? kind : d.kind });
      }
    }
  }
  const names = unique((a.productDetails ?? []).map((p) => text(p.productName)).filter((n): n is string => !!n));
  const hazard = text((a.problem ?? []).map((p) => p.riskStatement ?? '').join(' '));
  const whatToDo = text([a.actionTaken, a.consumerAdvice].filter(Boolean).join(' '));
  const brand = text(a.reportingBusiness?.commonName);
  return {
    source: 'fsa',
    id: a.notation,
    url,
    authority: 'Food Standards Agency',
    country: 'gb',
    language: 'en',
    publishedAt,
    ...(updatedAt ? { updatedAt } : {}),
    status: statusOf(publishedAt, undefined, now),
    title: text(a.title) ?? a.notation,
    ...(hazard ? { hazard } : {}),
    ...(whatToDo ? { whatToDo } : {}),
    ...(brand ? { brand } : {}),
    productNames: names,
    gtins: [],
    lots: unique(lots),
    allLots: allLots && lots.length === 0,
    dates,
    ...(batchLines.length > 0 ? { batchText: batchLines.join(' | ') } : {}),
    quantities: unique((a.productDetails ?? []).flatMap((p) => quantitiesIn(p.packSizeDescription ?? undefined))),
  };
}

/** The UK Food Standards Agency's food alerts API (Open Government Licence): alerts changed since a time. */
export class FsaAlertsProvider implements RecallProvider {
  readonly source = 'fsa' as const;
  readonly authority = 'Food Standards Agency';
  readonly http: HttpClient;
  private readonly list: string;

  constructor(
    baseUrl: string = FSA_ALERTS_URL,
    http: Partial<HttpOptions> = {},
    private readonly now: () => Date = () => new Date(),
  ) {
    this.list = `${baseUrl.replace(/\/+$/, '')}/food-alerts/id`;
    this.http = new HttpClient('FSA food alerts', http);
  }

  async changedSince(since: string | undefined, signal?: AbortSignal) {
    const now = this.now();
    const url = new URL(this.list);
    url.searchParams.set('since', since ?? new Date(now.getTime() - FIRST_POLL_DAYS * 86_400_000).toISOString());
    url.searchParams.set('_view', 'full');
    url.searchParams.set('_limit', String(LIMIT));
    url.searchParams.set('_sort', 'modified');
    const { body } = await this.http.json(url.toString(), signal ? { signal } : {});
    const parsed = answer.safeParse(body);
    if (!parsed.success) throw new ProviderError('malformed', 'FSA food alerts: the answer is not a list of alerts');
    const notices: RecallNotice[] = [];
    let cursor = since;
    for (const raw of parsed.data.items) {
      const notice = fsaNotice(raw, now);
      if (!notice) continue;
      notices.push(notice);
      const changed = notice.updatedAt ?? notice.publishedAt;
      if (!cursor || Date.parse(changed) > Date.parse(cursor)) cursor = changed;
    }
    return { notices, ...(cursor ? { cursor } : {}) };
  }
}
