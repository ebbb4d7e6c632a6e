import { foldLetters } from '@clearcart/text';
import type { RecallDateRange } from '@clearcart/contracts';

/**
 * Lots and dates read from a recall notice's free text, or from the lot/date line of a pack, in French and English.
 * Pure: text in, codes and calendar days out.
 */

/** How a bare `03/04/2026` is read: day first (France, the UK) or month first (the United States). */
export type DayOrder = 'dmy' | 'mdy';

const MONTHS: Record<string, number> = {
  jan: 1, janv: 1, january: 1, janvier: 1,
  feb: 2, fev: 2, fevr: 2, february: 2, fevrier: 2,
  mar: 3, mars: 3, march: 3,
  apr: 4, avr: 4, april: 4, avril: 4,
  may: 5, mai: 5,
  jun: 6, june: 6, juin: 6,
  jul: 7, july: 7, juil: 7, juillet: 7,
  aug: 8, august: 8, aou: 8, aout: 8,
  sep: 9, sept: 9, september: 9, septembre: 9,
  oct: 10, october: 10, octobre: 10,
  nov: 11, november: 11, novembre: 11,
  dec: 12, december: 12, decembre: 12,
}; // prettier-ignore

const fold = foldLetters;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const fullYear = (y: number) => (y < 100 ? 2000 + y : y);
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const lastDay = (y: number, m: number) => [31, leap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0;

function validDay(y: number, m: number, d: number): boolean {
  return y >= 1990 && y <= 2100 && m >= 1 && m <= 12 && d >= 1 && d <= lastDay(y, m);
}

interface Found {
  from: string;
  to: string;
  at: number;
  end: number;
}

const MONTH_WORD = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
// 12 March 2026, 12 mars 2026, 1er juin 2026, March 12, 2026
const DAY_MONTH_YEAR = new RegExp(`\\b(\\d{1,2})(?:er|st|nd|rd|th)?\\s+(${MONTH_WORD})\\.?\\s+(\\d{4})\\b`, 'g');
const MONTH_DAY_YEAR = new RegExp(`\\b(${MONTH_WORD})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'g');
// March 2026, mars 2026 (a whole month)
const MONTH_YEAR_WORD = new RegExp(`\\b(${MONTH_WORD})\\.?\\s+(\\d{4})\\b`, 'g');
const ISO_DAY = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
// 03/04/2026, 03.04.26, 03-04-2026
const NUMERIC_DAY = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/g;
// 12/2026, 12.2026 (a whole month)
const NUMERIC_MONTH = /\b(\d{1,2})[/.-](\d{4})\b/g;

/** Every calendar date in `text`, in the order written; a month alone stands for all its days. */
export function findDates(text: string, order: DayOrder = 'dmy'): { from: string; to: string }[] {
  const t = fold(text);
  const found: Found[] = [];
  const taken = (at: number, end: number) => found.some((f) => at < f.end && end > f.at);
  const add = (from: string, to: string, at: number, end: number) => {
    if (!taken(at, end)) found.push({ from, to, at, end });
  };
  for (const m of t.matchAll(ISO_DAY)) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (validDay(y, mo, d)) add(iso(y, mo, d), iso(y, mo, d), m.index, m.index + m[0].length);
  }
  for (const m of t.matchAll(DAY_MONTH_YEAR)) {
    const [d, mo, y] = [Number(m[1]), MONTHS[m[2] ?? ''] ?? 0, Number(m[3])];
    if (validDay(y, mo, d)) add(iso(y, mo, d), iso(y, mo, d), m.index, m.index + m[0].length);
  }
  for (const m of t.matchAll(MONTH_DAY_YEAR)) {
    const [mo, d, y] = [MONTHS[m[1] ?? ''] ?? 0, Number(m[2]), Number(m[3])];
    if (validDay(y, mo, d)) add(iso(y, mo, d), iso(y, mo, d), m.index, m.index + m[0].length);
  }
  for (const m of t.matchAll(NUMERIC_DAY)) {
    const [a, b, y] = [Number(m[1]), Number(m[2]), fullYear(Number(m[3]))];
    const [d, mo] = order === 'dmy' ? [a, b] : [b, a];
    if (validDay(y, mo, d)) add(iso(y, mo, d), iso(y, mo, d), m.index, m.index + m[0].length);
  }
  for (const m of t.matchAll(MONTH_YEAR_WORD)) {
    const [mo, y] = [MONTHS[m[1] ?? ''] ?? 0, Number(m[2])];
    if (validDay(y, mo, 1)) add(iso(y, mo, 1), iso(y, mo, lastDay(y, mo)), m.index, m.index + m[0].length);
  }
  for (const m of t.matchAll(NUMERIC_MONTH)) {
    const [mo, y] = [Number(m[1]), Number(m[2])];
    if (validDay(y, mo, 1)) add(iso(y, mo, 1), iso(y, mo, lastDay(y, mo)), m.index, m.index + m[0].length);
  }
  return found.sort((a, b) => a.at - b.at).map(({ from, to }) => ({ from, to }));
}

/** What kind of date a phrase names, from its words; `date` when it names none. */
export function dateKind(text: string): RecallDateRange['kind'] {
  const t = fold(text);
  if (/\b(use[ -]?by|dlc|date limite de consommation|a consommer jusqu)/.test(t)) return 'use-by';
  if (/\b(best[ -]?before|best[ -]?by|bbe?|ddm|dluo|date de durabilite minimale|a consommer de preference)/.test(t))
    return 'best-before';
  return 'date';
}

/**
 * The date ranges a notice's text gives: "du 01/02/2026 au 15/02/2026", "between … and …", "from … to …" make one
 * range; every other date stands alone. The kind comes from the words before each date.
 */
export function findDateRanges(text: string, order: DayOrder = 'dmy'): RecallDateRange[] {
  const out: RecallDateRange[] = [];
  // Sentences and list items are read one by one, so a kind named in one does not leak into the next.
  for (const part of text.split(/[;\n|]+/)) {
    const kind = dateKind(part);
    const dates = findDates(part, order);
    const ranged = /\b(du|from|between|entre)\b[^]*\b(au|to|and|et|until|jusqu)\b/i.test(fold(part));
    if (ranged && dates.length === 2) {
      const [a, b] = dates as [{ from: string; to: string }, { from: string; to: string }];
      out.push({ kind, from: a.from, to: b.to });
    } else for (const d of dates) out.push({ kind, ...d });
  }
  return out;
}

/** Folds a lot code for comparison: upper case, letters and digits only ("l 2305-a" → "L2305A"). */
export function lotKey(code: string): string {
  return foldLetters(code)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

const ALL_LOTS =
  /\b(tous (les )?lots|tous les numeros de lot|all (lots|batches|batch codes|codes|date codes)|all best before|toutes les dates|all dates|all (use[ -]by|best[ -]before) dates)\b/;

/** True when the text says every lot (or every date) is concerned. */
export function saysAllLots(text: string): boolean {
  return ALL_LOTS.test(fold(text));
}

// The word that introduces lot codes, in French and English.
const LOT_WORD =
  /\b(?:n[°o]\s*(?:de\s*)?lots?|numeros? de lots?|lots?\s*(?:numbers?|codes?|nos?\.?|#)?|batch(?:es)?\s*(?:codes?|numbers?|nos?\.?|#)?|code lots?)\s*[:#.]?\s*/gi;
// A code: letters and digits with at least one digit, optionally with - / . inside ("L2305", "23-145A", "FR.123").
const CODE = /^[A-Za-z0-9][A-Za-z0-9\-/.]*[A-Za-z0-9]$|^[0-9]$/;
const NOT_A_CODE = /^(et|and|or|ou|the|le|la|les|de|du|des|with|avec|all|tous)$/i;

/**
 * Lot codes named in the text after a lot word ("Lot: 12345, 12346 et 12347", "batch codes L2305A / L2306A").
 * Dates are never taken as lot codes.
 */
export function findLots(text: string): string[] {
  const lots = new Set<string>();
  for (const m of text.matchAll(LOT_WORD)) {
    const rest = text.slice(m.index + m[0].length);
    // The codes run until a sentence or another field starts.
    const run = /^[^;\n|()]*/.exec(rest)?.[0] ?? '';
    const cut = run.split(
      /\b(?:best|use|ddm|dlc|dluo|date|exp|expiry|upc|ean|gtin|sold|vendu|pack|size|format|poids|weight)\b/i,
    )[0];
    for (const raw of (cut ?? '').split(/\s*(?:,|\bet\b|\band\b|&|\bou\b|\bor\b|\s{2,}|\s\/\s)\s*/)) {
      const word = raw.trim().replace(/[.:]+$/, '');
      for (const token of word.split(/\s+/)) {
        if (!token || NOT_A_CODE.test(token) || !CODE.test(token) || !/\d/.test(token)) continue;
        if (findDates(token).length > 0) continue;
        lots.add(token);
      }
    }
  }
  return [...lots];
}

/** What a pack's lot/date line says: its lot codes and dates. */
export interface PackMarking {
  lots: string[];
  dates: { from: string; to: string }[];
}

/**
 * Reads the lot/date line photographed on a pack: the codes after a lot word, else every code-like word that is not
 * a date (packs often print the lot alone: "L2305A 12/10/2026").
 */
export function readPackMarking(text: string, order: DayOrder = 'dmy'): PackMarking {
  const dates = findDates(text, order);
  let lots = findLots(text);
  if (lots.length === 0) {
    const withoutDates = text.replace(/\b\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/g, ' ');
    lots = withoutDates
      .split(/[\s,;:]+/)
      .map((w) => w.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, ''))
      .filter((w) => w.length >= 3 && /\d/.test(w) && CODE.test(w) && !/^\d{1,2}h\d{2}$/i.test(w));
  }
  return { lots, dates };
}
