import type { Candidate, IdentifyResponse } from '@clearcart/contracts';
import { isValidGtin } from '../catalog/gtin.ts';
import type { ProductRepository } from '../store/product-repository.ts';
import { HttpError } from '../errors.ts';
import type { PhotoWork } from '../photo-work/photo-work.ts';
import { ImageError, LabelReaderBusyError, type IdentifyResult } from './image/index.ts';
import { CONFIDENCE } from './confidence.ts';
import type { OnlineIdentify } from './online.ts';
import { fold } from '@clearcart/text';
import { decide, notIdentified, searchProducts } from './text-search.ts';

/** Suggestions offered as the shopper types. */
const SUGGESTIONS = 10;
/** Fewer letters than this start too many names to list by prefix. */
const SUGGEST_MIN_PREFIX = 2;

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
      if (error instanceof LabelReaderBusyError) {
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
