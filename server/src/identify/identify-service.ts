import type { Candidate, IdentifyResponse } from '@clearcart/contracts';
import { isValidGtin } from '../catalog/gtin.ts';
import type { ProductRepository } from '../store/repositories/product-repository.ts';
import { HttpError } from '../errors.ts';
import type { PhotoWork } from '../photo-work/photo-work.ts';
import { ImageError, WordReaderBusyError } from '../image/index.ts';
import type { IdentifyResult } from './identify-image.ts';
import { CONFIDENCE } from './confidence.ts';
import type { OnlineIdentify } from './online.ts';
import { fold } from '@clearcart/text';
import { decide, notIdentified, productName, searchProducts, sizesOf, type Ranked } from './text-search.ts';

/** Suggestions offered as the shopper types. */
const SUGGESTIONS = 10;
/** Fewer letters than this start too many names to list by prefix. */
const SUGGEST_MIN_PREFIX = 2;
/** Pack sizes looked at for one product: more than any product is sold in. */
const MAX_SIZES = 20;
/** Searches for one product's sizes: its own name, then the names its sizes go by. */
const MAX_SIZE_SEARCHES = 4;

/** A pack's amount in grams or millilitres, to order sizes ("1.25 l" → 1250); unreadable ones last. */
function packAmount(quantity: string | undefined): number {
  const m = /(\d+(?:[.,]\d+)?)\s*(kg|g|l|cl|ml|oz)\b/i.exec(quantity ?? '');
  if (!m) return Number.POSITIVE_INFINITY;
  const factor = { kg: 1000, g: 1, l: 1000, cl: 10, ml: 1, oz: 28.35 }[m[2]!.toLowerCase() as 'g'];
  return Number(m[1]!.replace(',', '.')) * factor;
}

/** Digits a shopper typed or a scanner read, when they form a valid GTIN ("3017 6204 2200 3"). */
export function typedGtin(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return isValidGtin(digits) ? digits : null;
}

/** Turns what a shopper gave (words, a barcode number, a photo's reading) into a product id. */
export class IdentifyService {
  constructor(
    private readonly products: ProductRepository,
    /** Where photos are decoded and read: in this process, or by the workers (decision 034). */
    private readonly photos: PhotoWork,
    /** Open Food Facts / LLM for what the catalog does not know; absent unless configured. */
    private readonly online?: OnlineIdentify,
  ) {}

  /** A photo: barcodes first, then the label's words. */
  async byImage(bytes: Uint8Array): Promise<IdentifyResponse> {
    let found: IdentifyResult;
    try {
      found = await this.photos.identify(bytes);
    } catch (error) {
      if (error instanceof ImageError) throw new HttpError(error.code, error.message);
      if (error instanceof WordReaderBusyError) {
        throw new HttpError('busy', 'We are reading many photos right now. Please try again in a moment.');
      }
      throw error;
    }
    if (found.kind === 'barcode') return this.byGtins(found.gtins);
    if (found.kind === 'label') {
      const byLabel = await this.byLabelText(found.text);
      if (byLabel.product_id || !this.online) return byLabel;
      return { ...((await this.online.byPhoto(bytes)) ?? byLabel), read: byLabel.read };
    }
    const byPhoto = await this.online?.byPhoto(bytes);
    if (byPhoto) return byPhoto;
    return notIdentified('We could not read a barcode or label text in this photo.');
  }

  async byText(description: string): Promise<IdentifyResponse> {
    const gtin = typedGtin(description);
    if (gtin) return this.byGtins([gtin]);
    const candidates = await searchProducts(this.products, description, { mode: 'query', prefix: false, limit: 5 });
    const decided = decide(candidates, 'text search');
    if (decided.product_id || !this.online) return decided;
    return (await this.online.byText(description, candidates)) ?? decided;
  }

  async byGtins(gtins: readonly string[]): Promise<IdentifyResponse> {
    const product = await this.products.findByGtin(gtins);
    if (!product) {
      const online = await this.online?.byGtins(gtins);
      if (online) return online;
      return notIdentified(`No product with barcode ${gtins.join(', ')} is in our catalog yet.`, {
        read: gtins.join(', '),
      });
    }
    const candidate: Candidate = { product_id: product.id, name: product.name, brand: product.brand, score: 1 };
    return {
      product_id: product.id,
      confidence: CONFIDENCE.barcode,
      identified_by: 'barcode',
      candidates: [candidate],
      read: gtins.join(', '),
    };
  }

  async byLabelText(text: string): Promise<IdentifyResponse> {
    const candidates = await searchProducts(this.products, text, { mode: 'label', prefix: false, limit: 5 });
    const decided = decide(candidates, 'label text');
    const online = decided.product_id ? null : await this.online?.byLabel(text, candidates);
    return { ...(online ?? decided), read: text.replace(/\s+/g, ' ').trim().slice(0, 300) };
  }

  /**
   * The other pack sizes (and markets) of a catalog product, smallest first; null for an id the catalog lacks. Found
   * by the search for its brand and name, kept when they are the same product (`sameProduct`).
   */
  async sizes(id: string): Promise<Candidate[] | null> {
    const facts = await this.products.get(id);
    if (!facts) return null;
    const names = [facts.name, `${facts.brand} ${facts.name}`, ...(facts.aliases ?? [])].map(fold);
    const self = { brand: facts.brand, name: facts.name, names: [...names, productName(facts.name)] };
    // A size may be found only through another ("(slim can)" shares a name with a size whose alias is this one's
    // name): each size found is searched by its own name too, a few searches at most.
    const found = new Map<string, Ranked>();
    const searched = new Set<string>();
    let family = sizesOf(self, []);
    for (let round = 0; round < MAX_SIZE_SEARCHES; round++) {
      const next = [...family].map((member) => productName(member.name)).find((name) => !searched.has(name));
      if (next === undefined) break;
      searched.add(next);
      const ranked = await searchProducts(this.products, `${facts.brand} ${next}`, {
        mode: 'query',
        prefix: false,
        limit: MAX_SIZES,
      });
      for (const c of ranked) if (!found.has(c.product_id)) found.set(c.product_id, c);
      family = sizesOf(self, [...found.values()]);
    }
    return [...found.values()]
      .filter((c) => c.product_id !== id && family.has(c))
      .map(({ brandNamed: _, names: __, ...c }) => ({ ...c, score: 1 }))
      .sort((a, b) => packAmount(a.quantity) - packAmount(b.quantity));
  }

  /**
   * Autocomplete: names (or brand and name) that start with what was typed, shortest first; when none does (a typo,
   * a word from the middle of a name), the search with the word being typed as a prefix and typos corrected.
   */
  async suggest(q: string): Promise<Candidate[]> {
    const folded = fold(q).slice(0, 100);
    if (folded.length === 0) return [];
    const starting = new Map<string, Candidate>();
    if (folded.length >= SUGGEST_MIN_PREFIX) {
      const rows = await this.products.startingWith(folded, SUGGESTIONS);
      for (const { text, id, ...row } of rows.sort((a, b) => a.text.length - b.text.length))
        if (!starting.has(id))
          starting.set(id, { product_id: id, ...row, score: Math.round((folded.length / text.length) * 1000) / 1000 });
    }
    if (starting.size > 0) return [...starting.values()].slice(0, SUGGESTIONS);
    const ranked = await searchProducts(this.products, q, { mode: 'query', prefix: true, limit: SUGGESTIONS });
    return ranked.map(({ brandNamed: _, names: __, ...c }) => c);
  }
}
