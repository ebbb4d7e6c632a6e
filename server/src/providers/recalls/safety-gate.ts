import type { RecallNotice } from '@clearcart/contracts';
import { findLots, saysAllLots } from '@clearcart/engine';
import { isValidGtin } from '../../catalog/gtin.ts';
import { HttpClient, ProviderError, type HttpOptions } from '../http.ts';
import { FIRST_POLL_DAYS, quantitiesIn, statusOf, text, unique, type RecallProvider } from './common.ts';

/**
 * The EU Safety Gate (formerly RAPEX): dangerous non-food products (cosmetics, chemical and household products, toys)
 * notified by the EU/EEA authorities. Its machine-readable export is the weekly report in XML: a list of the reports
 * (`weeklyReport`: `reference`, `publicationDate` dd/mm/yyyy, `URL` of the report), and each report's alerts
 * (`notifications`). Published on data.europa.eu as the dataset `rapex-rapid-alert-system-non-food`, distribution
 * "Weekly Reports - XML format" (CC0; the site's content CC BY 4.0, credited).
 */
export const SAFETY_GATE_URL = 'https://ec.europa.eu';
const LIST_PATH = '/safety-gate-alerts/api/download/weeklyReport/list/xml/en';
const REPORT_PATH = /^\/safety-gate-alerts\/api\/download\/weeklyReport\/detail\/xml\/\d+$/;
export const SAFETY_GATE_AUTHORITY = 'EU Safety Gate (European Commission)';
/** Half a year of weekly reports a poll; a longer way back is read over the next polls, from the cursor. */
const MAX_REPORTS = 26;
/** Written where the notifying authority knew no brand; a brand to match by it is not. */
const NO_BRAND = new Set(['unknown', 'no brand']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** The contents of each `<name>` element of a flat XML fragment, as written (its CDATA kept). */
function blocks(xml: string, name: string): string[] {
  // Attributes read lazily, so a self-closed element (`<brand xsi:nil="true"/>`) ends where it closes.
  const pattern = new RegExp(`<${name}(?:\\s[^>]*?)?(?:/>|>([\\s\\S]*?)</${name}>)`, 'g');
  return [...xml.matchAll(pattern)].map((m) => m[1] ?? '');
}

/** The text of the first `<name>` element: CDATA as written, entities decoded outside it; undefined when empty. */
function field(xml: string, name: string): string | undefined {
  const raw = blocks(xml, name)[0];
  if (raw === undefined) return undefined;
  const value = raw
    .split(/<!\[CDATA\[([\s\S]*?)\]\]>/)
    .map((part, i) => (i % 2 === 1 ? part : decode(part.replace(/<[^>]*>/g, ''))))
    .join('');
  return text(value);
}

/** The export's root element; anything else (an HTML error page, JSON) is not the register's answer. */
function exportOf(body: string, what: string): string {
  if (!/<Safety-Gate[\s>]/.test(body))
    throw new ProviderError('malformed', `EU Safety Gate: the ${what} is not its XML`);
  return body;
}

export interface WeeklyReport {
  reference: string;
  /** The day the report was published, `YYYY-MM-DD`. */
  published: string;
  /** The report's path and query as the list gives them. */
  path: string;
}

/** The list of weekly reports, oldest first; entries without a readable date or report address are left out. */
export function weeklyReports(xml: string): WeeklyReport[] {
  const reports: WeeklyReport[] = [];
  for (const entry of blocks(exportOf(xml, 'list of weekly reports'), 'weeklyReport')) {
    const date = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(field(entry, 'publicationDate') ?? '');
    // The list writes the address with a trailing comma ("…?language=en,").
    const address = (field(entry, 'URL') ?? '').replace(/[,\s]+$/, '');
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      continue;
    }
    if (!date || !REPORT_PATH.test(url.pathname)) continue;
    const [, day = '', month = '', year = ''] = date;
    reports.push({
      reference: field(entry, 'reference') ?? url.pathname,
      published: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`,
      path: `${url.pathname}${url.search}`,
    });
  }
  return reports.sort((a, b) => a.published.localeCompare(b.published));
}

/**
 * The barcodes of a `barcode` field, kept only with a correct check digit: one or several, separated by commas,
 * semicolons, slashes or spaces, a barcode itself sometimes written in groups ("5 901234 123457").
 */
export function barcodesIn(value: string | undefined): string[] {
  if (!value) return [];
  const valid = (digits: string) => [8, 12, 13, 14].includes(digits.length) && isValidGtin(digits);
  const out: string[] = [];
  for (const part of value.split(/[,;|/\n]+/)) {
    const joined = part.replace(/[\s-]/g, '');
    if (/^\d+$/.test(joined) && valid(joined)) out.push(joined);
    else out.push(...part.split(/\D+/).filter(valid));
  }
  return unique(out);
}

/** The alerts of one weekly report, each `<notifications>` element one alert (split at `<order>` if it holds more). */
export function reportAlerts(xml: string): string[] {
  return blocks(exportOf(xml, 'weekly report'), 'notifications').flatMap((block) =>
    blocks(block, 'caseNumber').length > 1
      ? block.split(/(?=<order[\s>])/).filter((a) => a.includes('<caseNumber'))
      : [block],
  );
}

/** One alert of a weekly report as a notice, published on the report's day; undefined when it lacks a notice's needs. */
export function safetyGateNotice(alert: string, published: string, now: Date): RecallNotice | undefined {
  const id = field(alert, 'caseNumber');
  const url = field(alert, 'reference');
  if (!id || !url || !/^https?:\/\/\S+$/.test(url)) return undefined;
  const publishedAt = `${published}T00:00:00Z`;
  const product = field(alert, 'product');
  const name = field(alert, 'name');
  const model = field(alert, 'type_numberOfModel');
  const writtenBrand = field(alert, 'brand');
  const brand = writtenBrand && !NO_BRAND.has(writtenBrand.toLowerCase()) ? writtenBrand : undefined;
  const batch = field(alert, 'batchNumber');
  const productionDates = field(alert, 'productionDates');
  // The product's own designations; the kind of product ("Skin whitening cream") only with them or alone.
  const names = unique(
    [name, model, name && product ? `${product} ${name}` : undefined, !name && !model ? product : undefined].filter(
      (n): n is string => !!n,
    ),
  );
  const lots =
    batch && !saysAllLots(batch) ? (findLots(`lot ${batch}`).length > 0 ? findLots(`lot ${batch}`) : [batch]) : [];
  const hazard = [field(alert, 'riskType'), field(alert, 'danger')].filter(Boolean).join(' — ');
  const whatToDo = field(alert, 'measures');
  const batchText = [batch, productionDates].filter(Boolean).join(' | ');
  return {
    source: 'safetygate',
    id,
    url,
    authority: SAFETY_GATE_AUTHORITY,
    // Every EU/EEA country reads the same alert: the register is the Union's ("eu", reserved in ISO 3166-1).
    country: 'eu',
    language: 'en',
    publishedAt,
    status: statusOf(publishedAt, undefined, now),
    title: [product, name].filter(Boolean).join(' — ') || model || id,
    ...(hazard ? { hazard } : {}),
    ...(whatToDo ? { whatToDo } : {}),
    ...(brand ? { brand } : {}),
    productNames: names,
    gtins: barcodesIn(field(alert, 'barcode')),
    lots: unique(lots),
    allLots: !!batch && saysAllLots(batch),
    dates: [],
    ...(batchText ? { batchText } : {}),
    quantities: unique([name, model, field(alert, 'description')].flatMap((t) => quantitiesIn(t))),
  };
}

/** The EU Safety Gate's weekly reports (CC0 export, site CC BY 4.0): the reports published after the cursor's day. */
export class SafetyGateProvider implements RecallProvider {
  readonly source = 'safetygate' as const;
  readonly authority = SAFETY_GATE_AUTHORITY;
  readonly http: HttpClient;
  private readonly base: string;

  constructor(
    baseUrl: string = SAFETY_GATE_URL,
    http: Partial<HttpOptions> = {},
    private readonly now: () => Date = () => new Date(),
  ) {
    this.base = baseUrl.replace(/\/+$/, '');
    this.http = new HttpClient('EU Safety Gate', http);
  }

  async changedSince(since: string | undefined, signal?: AbortSignal) {
    const now = this.now();
    const from = (since ?? new Date(now.getTime() - FIRST_POLL_DAYS * 86_400_000).toISOString()).slice(0, 10);
    const options = signal ? { signal } : {};
    const list = weeklyReports((await this.http.text(`${this.base}${LIST_PATH}`, options)).body);
    const notices: RecallNotice[] = [];
    let cursor = since;
    let read = 0;
    for (const report of list.filter((r) => r.published > from).slice(0, MAX_REPORTS)) {
      let alerts: string[];
      try {
        // The list's own address for the report, on the configured host (a mirror or the fake reads the same path).
        alerts = reportAlerts((await this.http.text(`${this.base}${report.path}`, options)).body);
      } catch (error) {
        // The reports read so far stand; the next poll goes on from the last one read.
        if (read === 0) throw error;
        break;
      }
      for (const alert of alerts) {
        const notice = safetyGateNotice(alert, report.published, now);
        if (notice) notices.push(notice);
      }
      cursor = `${report.published}T00:00:00Z`;
      read++;
    }
    return { notices, ...(cursor ? { cursor } : {}) };
  }
}
