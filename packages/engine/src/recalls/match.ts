import { foldLetters } from '@clearcart/text';
import type { RecallNotice } from '@clearcart/contracts';
import { lotKey, type PackMarking } from './batch-text.ts';

/**
 * Matching a recall notice to a catalog product: GTIN exact first; then brand + name + quantity with a score. A
 * notice whose brand does not match is never attached (a guess would alarm shoppers about products never recalled).
 */

/** At or above: "this product"; between POSSIBLE and this: "possibly this product"; below: no match. */
export const THIS_PRODUCT = 0.85;
export const POSSIBLY = 0.6;

export interface MatchCandidate {
  id: string;
  gtin?: string | undefined;
  name: string;
  brand?: string | undefined;
  quantity?: string | undefined;
}

export interface RecallMatch {
  by: 'gtin' | 'name';
  score: number;
  certainty: 'this-product' | 'possibly';
}

/** A GTIN without its leading zeros: the same item whether written on 8, 12, 13 or 14 digits. */
export const gtinKey = (gtin: string) => gtin.replace(/^0+/, '');

const STOP = new Set(
  'de du des la le les et a au aux en the and of with for in un une avec sans pour sur x with from by au aux'.split(
    ' ',
  ),
);

function words(text: string | undefined): string[] {
  if (!text) return [];
  return foldLetters(text)
    .replace(/(\d)[,.](\d)/g, '$1$2')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP.has(w) && !/^\d+(g|kg|ml|cl|l|oz|lb)?$/.test(w));
}

/** A quantity in grams or millilitres ("400 g", "1kg", "75cl", "12 oz"); undefined when none is written. */
export function quantityOf(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const m = /(\d+(?:[.,]\d+)?)\s*(kg|g|mg|l|cl|ml|oz|lb)\b/i.exec(text);
  if (!m) return undefined;
  const n = Number((m[1] ?? '').replace(',', '.'));
  const unit = (m[2] ?? '').toLowerCase();
  const factor: Record<string, number> = { kg: 1000, g: 1, mg: 0.001, l: 1000, cl: 10, ml: 1, oz: 28.35, lb: 453.6 };
  return n * (factor[unit] ?? 1);
}

/** Share of `a`'s words found in `b` (word prefixes of 4+ letters count: "saumons" ~ "saumon"). */
function coverage(a: string[], b: string[]): number {
  if (a.length === 0) return 0;
  const hit = a.filter((w) =>
    b.some((v) => v === w || (w.length >= 4 && v.length >= 4 && (v.startsWith(w) || w.startsWith(v)))),
  );
  return hit.length / a.length;
}

function brandMatches(notice: string | undefined, product: string | undefined): boolean {
  const a = words(notice);
  const b = words(product);
  if (a.length === 0 || b.length === 0) return false;
  // Every word of the shorter brand is in the longer one ("carrefour bio" ~ "Carrefour Bio, Carrefour").
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return coverage(short, long) === 1;
}

/**
 * How well a notice names a product: its GTIN when it lists GTINs (then nothing else counts), else brand + name +
 * quantity. Null when it does not match at all.
 */
export function matchRecall(notice: RecallNotice, product: MatchCandidate): RecallMatch | null {
  if (notice.gtins.length > 0) {
    if (!product.gtin) return null;
    const key = gtinKey(product.gtin);
    return notice.gtins.some((g) => gtinKey(g) === key) ? { by: 'gtin', score: 1, certainty: 'this-product' } : null;
  }
  if (!brandMatches(notice.brand, product.brand)) return null;
  const productWords = words(product.name);
  let best = 0;
  for (const name of notice.productNames) {
    const noticeWords = words(name).filter((w) => !words(notice.brand).includes(w));
    if (noticeWords.length === 0) continue;
    // Both ways: the notice's words in the product's name, and the product's in the notice's.
    const score = 0.6 * coverage(noticeWords, productWords) + 0.4 * coverage(productWords, noticeWords);
    best = Math.max(best, score);
  }
  if (best === 0) return null;
  const wanted = notice.quantities.map(quantityOf).filter((q): q is number => q !== undefined);
  const have = quantityOf(product.quantity);
  // The pack size agrees, differs (another product of the range), or cannot be compared (one side gives none).
  const size =
    wanted.length > 0 && have !== undefined
      ? wanted.some((q) => Math.abs(q - have) <= Math.max(1, q * 0.02))
      : undefined;
  const score = Math.round((0.35 + 0.5 * best + 0.15 * (size === undefined ? 0.5 : size ? 1 : 0)) * 100) / 100;
  // "This product" without a barcode needs the same name and the same pack size; anything less is said as "possibly".
  if (size === true && best === 1 && score >= THIS_PRODUCT) return { by: 'name', score, certainty: 'this-product' };
  if (score >= POSSIBLY) return { by: 'name', score: Math.min(score, THIS_PRODUCT - 0.01), certainty: 'possibly' };
  return null;
}

/** Whether the pack in hand is in the recalled batches: yes, no, or cannot tell from what was read. */
export type PackVerdict = 'in-recall' | 'not-in-recall' | 'unknown';

/**
 * Compares what a pack's lot/date line says with the batches a notice names. Lots decide when the notice names lots
 * and a lot was read; else dates decide; a notice for every lot concerns every pack (within its dates, if any).
 */
export function packInRecall(notice: RecallNotice, pack: PackMarking): PackVerdict {
  const lotsRead = pack.lots.map(lotKey).filter(Boolean);
  const inDates = () => {
    if (notice.dates.length === 0 || pack.dates.length === 0) return undefined;
    return pack.dates.some((d) => notice.dates.some((r) => d.from <= r.to && d.to >= r.from));
  };
  if (notice.lots.length > 0 && lotsRead.length > 0) {
    const recalled = notice.lots.map(lotKey);
    const hit = lotsRead.some((read) =>
      recalled.some((lot) => lot === read || (lot.length >= 4 && read.includes(lot))),
    );
    if (hit) return 'in-recall';
    return 'not-in-recall';
  }
  const dates = inDates();
  if (dates === true) return 'in-recall';
  if (dates === false) return 'not-in-recall';
  if (notice.allLots && notice.dates.length === 0) return 'in-recall';
  return 'unknown';
}
