import { foldLetters } from '@clearcart/text';
import type { RecallDateRange, RecallNotice } from '@clearcart/contracts';
import { findLots, saysAllLots } from '@clearcart/engine';
import { z } from 'zod';
import { isValidGtin } from '../../catalog/gtin.ts';
import { HttpClient, ProviderError, type HttpOptions } from '../http.ts';
import { FIRST_POLL_DAYS, isoTime, quantitiesIn, statusOf, text, unique, type RecallProvider } from './common.ts';

/** The RappelConso V2 dataset with GTINs, on data.economie.gouv.fr (Opendatasoft Explore API v2.1). */
export const RAPPEL_CONSO_DATASET = 'rappelconso-v2-gtin-espaces';
export const RAPPEL_CONSO_URL = 'https://data.economie.gouv.fr';
const PAGE = 100;
/** The Explore API answers at most offset + limit = 10,000; a poll keeps well below. */
const MAX_PAGES = 20;

// Only the fields read; the register's own names (V2 dataset).
const record = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  numero_fiche: z.string().nullish(),
  libelle: z.string().nullish(),
  marque_produit: z.string().nullish(),
  modeles_ou_references: z.string().nullish(),
  identification_produits: z.union([z.array(z.string()), z.string()]).nullish(),
  conditionnements: z.string().nullish(),
  motif_rappel: z.string().nullish(),
  risques_encourus: z.string().nullish(),
  conduites_a_tenir_par_le_consommateur: z.string().nullish(),
  date_publication: z.string(),
  date_de_fin_de_la_procedure_de_rappel: z.string().nullish(),
  lien_vers_la_fiche_rappel: z.url(),
});
const answer = z.object({ total_count: z.number(), results: z.array(z.unknown()) });
type Record = z.infer<typeof record>;

/**
 * The identification of the products: groups of [GTIN, lot, kind of date, first date, last date], the groups
 * separated by "|" (a field of its own, or the first character of the next group's GTIN). The dataset gives it as a
 * list (the API splits the export's "$"), or as the export's text.
 */
export function identificationGroups(value: string[] | string | null | undefined): string[][] {
  if (!value) return [];
  const fields = Array.isArray(value)
    ? value
    : value.split('|').flatMap((group, i) => [...(i > 0 ? ['|'] : []), ...group.split('$')]);
  const groups: string[][] = [[]];
  for (const field of fields) {
    if (field === '|') groups.push([]);
    else if (field.startsWith('|')) groups.push([field.slice(1)]);
    else groups.at(-1)?.push(field);
  }
  return groups.filter((g) => g.some((f) => f.trim() !== ''));
}

function dateKindOf(label: string | undefined): RecallDateRange['kind'] | undefined {
  const t = foldLetters(label ?? '');
  if (!t || t.includes('non concern')) return undefined;
  if (t.includes('limite de consommation') || t === 'dlc') return 'use-by';
  if (t.includes('durabilite minimale') || t === 'ddm' || t.includes('dluo')) return 'best-before';
  return 'date';
}

/** One record of the dataset as a notice; undefined when it lacks what a notice needs. */
export function rappelConsoNotice(raw: unknown, now: Date): RecallNotice | undefined {
  const parsed = record.safeParse(raw);
  if (!parsed.success) return undefined;
  const r: Record = parsed.data;
  const publishedAt = isoTime(r.date_publication);
  if (!publishedAt) return undefined;
  const endsAt = isoTime(r.date_de_fin_de_la_procedure_de_rappel);
  const groups = identificationGroups(r.identification_produits);
  const gtins: string[] = [];
  const lots: string[] = [];
  const dates: RecallDateRange[] = [];
  let allLots = false;
  for (const [gtin = '', lot = '', kind, from, to] of groups) {
    const digits = gtin.replace(/\D/g, '');
    if (digits.length >= 8 && isValidGtin(digits)) gtins.push(digits);
    if (saysAllLots(lot)) allLots = true;
    else if (lot.trim()) lots.push(...(findLots(`lot ${lot}`).length > 0 ? findLots(`lot ${lot}`) : [lot.trim()]));
    const dateKind = dateKindOf(kind);
    const start = isoTime(from)?.slice(0, 10);
    const end = isoTime(to)?.slice(0, 10) ?? start;
    if (dateKind && start && end) dates.push({ kind: dateKind, from: start, to: end });
  }
  const id = r.numero_fiche ?? (r.id === undefined ? undefined : String(r.id));
  if (!id) return undefined;
  const hazard = [text(r.motif_rappel), text(r.risques_encourus)].filter(Boolean).join(' — ');
  const whatToDo = text(r.conduites_a_tenir_par_le_consommateur?.split('|').join('; '));
  const brand = text(r.marque_produit);
  const names = unique(
    [r.libelle, ...(r.modeles_ou_references ?? '').split(/¤+/)].map((n) => text(n)).filter((n): n is string => !!n),
  );
  const batchText = groups.map((g) => g.filter((f) => f.trim()).join(' · ')).join(' | ');
  return {
    source: 'rappelconso',
    id,
    url: r.lien_vers_la_fiche_rappel,
    authority: 'RappelConso (DGCCRF, DGAL)',
    country: 'fr',
    language: 'fr',
    publishedAt,
    ...(endsAt ? { endsAt } : {}),
    status: statusOf(publishedAt, endsAt, now),
    title: names[0] ?? brand ?? id,
    ...(hazard ? { hazard } : {}),
    ...(whatToDo ? { whatToDo } : {}),
    ...(brand ? { brand } : {}),
    productNames: names,
    gtins: unique(gtins),
    lots: unique(lots),
    allLots: allLots && lots.length === 0,
    dates,
    ...(batchText ? { batchText } : {}),
    quantities: unique(quantitiesIn(r.conditionnements ?? undefined)),
  };
}

/** France's RappelConso (licence ouverte Etalab 2.0): the V2 dataset with GTINs, newest publications after a cursor. */
export class RappelConsoProvider implements RecallProvider {
  readonly source = 'rappelconso' as const;
  readonly authority = 'RappelConso (DGCCRF, DGAL)';
  readonly http: HttpClient;
  private readonly records: string;

  constructor(
    baseUrl: string = RAPPEL_CONSO_URL,
    http: Partial<HttpOptions> = {},
    private readonly now: () => Date = () => new Date(),
  ) {
    this.records = `${baseUrl.replace(/\/+$/, '')}/api/explore/v2.1/catalog/datasets/${RAPPEL_CONSO_DATASET}/records`;
    this.http = new HttpClient('RappelConso', http);
  }

  async changedSince(since: string | undefined, signal?: AbortSignal) {
    const now = this.now();
    const from = since ?? new Date(now.getTime() - FIRST_POLL_DAYS * 86_400_000).toISOString();
    const notices: RecallNotice[] = [];
    let cursor = since;
    for (let page = 0; page < MAX_PAGES; page++) {
      const url = new URL(this.records);
      url.searchParams.set('where', `date_publication > "${from}"`);
      url.searchParams.set('order_by', 'date_publication asc');
      url.searchParams.set('limit', String(PAGE));
      url.searchParams.set('offset', String(page * PAGE));
      const { body } = await this.http.json(url.toString(), signal ? { signal } : {});
      const parsed = answer.safeParse(body);
      if (!parsed.success) throw new ProviderError('malformed', 'RappelConso: the answer is not a list of records');
      for (const raw of parsed.data.results) {
        const notice = rappelConsoNotice(raw, now);
        if (!notice) continue;
        notices.push(notice);
        if (!cursor || notice.publishedAt > cursor) cursor = notice.publishedAt;
      }
      if ((page + 1) * PAGE >= parsed.data.total_count || parsed.data.results.length < PAGE) break;
    }
    return { notices, ...(cursor ? { cursor } : {}) };
  }
}
