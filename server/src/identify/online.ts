import type { Candidate, IdentifyResponse, ProductFacts } from '@clearcart/contracts';
import sharp from 'sharp';
import { ProviderError, deadline } from '../providers/http.ts';
import type { Providers } from '../providers/index.ts';
import { draftedFacts, isLlmSource, type DraftedProduct, type LlmProvider } from '../providers/llm.ts';
import type { ProductRepository } from '../store/repositories/product-repository.ts';
import { CONFIDENCE } from './confidence.ts';
import { MATCH_THRESHOLD, decide, searchProducts, type Ranked } from './text-search.ts';

const candidateOf = (p: ProductFacts, score: number): Candidate => ({
  product_id: p.id,
  name: p.name,
  brand: p.brand,
  ...(p.quantity ? { quantity: p.quantity } : {}),
  ...(p.gtin ? { gtin: p.gtin } : {}),
  score,
});

/** Barcodes waiting for a slot of the Open Food Facts family's limits; beyond this many, a barcode is not kept. */
const LOOKUPS_MAX = 1_000;
/** How often queued barcodes are tried while any wait (each try takes a slot only when one is free). */
const LOOKUP_EVERY_MS = 2_000;

/** The barcode will be looked up as soon as the limits allow (the shopper's answer says so, in their language). */
export const lookingUpMessage = (gtins: readonly string[]) =>
  `We are looking up barcode ${gtins.join(', ')} — we'll have it shortly. Please try again in a minute.`;

/** Over the limit or asked to slow down: the site was not asked, so its answer is still to come. */
const deferred = (error: unknown) =>
  error instanceof ProviderError && (error.kind === 'over_limit' || error.kind === 'slow_down');

/**
 * What identify does when the catalog does not know the product: ask Open Food Facts (barcode, then text search),
 * then a language model. Whatever is found is saved into the catalog so the next request is local. Every call runs
 * within one time budget; any failure means "no online answer", never an error for the shopper.
 */
export class OnlineIdentify {
  /** Barcodes over the limits, by their first form, to be looked up as slots free (decision 069). */
  private readonly waiting = new Map<string, readonly string[]>();
  private timer: NodeJS.Timeout | undefined;
  private rounds: Promise<void> = Promise.resolve();
  private busy = false;

  constructor(
    private readonly products: ProductRepository,
    private readonly providers: Providers,
  ) {}

  /**
   * A barcode the catalog lacks, asked of Open Food Facts, then Open Beauty Facts, then Open Products Facts (a bare
   * barcode does not say what the product is); null when none has it or none is reachable. A site over its limits
   * is not asked: the barcode is queued and the answer says it is being looked up (`looking_up`).
   */
  async byGtins(gtins: readonly string[]): Promise<IdentifyResponse | null> {
    if (this.providers.openFacts.length === 0) return null;
    const found = await this.lookUp(gtins);
    if (found !== 'deferred') return found;
    if (!this.queue(gtins)) return null;
    return {
      product_id: null,
      confidence: 0,
      identified_by: null,
      candidates: [],
      message: lookingUpMessage(gtins),
      read: gtins.join(', '),
      looking_up: true,
    };
  }

  /** Barcodes waiting for the limits. */
  get waitingCount(): number {
    return this.waiting.size;
  }

  /**
   * Looks up the queued barcodes while the limits give slots, saving what is found into the catalog; what is still
   * over the limits waits for the next round. Rounds run one after another; resolves once this call's round is over.
   */
  drain(): Promise<void> {
    this.rounds = this.rounds.then(() => this.round());
    return this.rounds;
  }

  private async round(): Promise<void> {
    this.busy = true;
    try {
      for (const [key, gtins] of this.waiting) {
        if ((await this.lookUp(gtins)) === 'deferred') break;
        this.waiting.delete(key);
      }
    } catch (error) {
      this.providers.log('queued barcode lookups', error);
    } finally {
      this.busy = false;
      if (this.waiting.size === 0) this.stop();
    }
  }

  /** Stops trying the queued barcodes (the app is closing). */
  close(): void {
    this.stop();
  }

  private stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Queues the barcode for `drain`, tried every few seconds while any wait; false when the queue is full. */
  private queue(gtins: readonly string[]): boolean {
    const key = gtins[0] ?? '';
    if (!this.waiting.has(key) && this.waiting.size >= LOOKUPS_MAX) return false;
    this.waiting.set(key, gtins);
    this.timer ??= setInterval(() => {
      if (!this.busy) void this.drain();
    }, LOOKUP_EVERY_MS).unref();
    return true;
  }

  /**
   * The family's sites asked in turn: the product found (saved into the catalog), null when none has it or none is
   * reachable, 'deferred' when none has it among those asked but one was over its limits.
   */
  private async lookUp(gtins: readonly string[]): Promise<IdentifyResponse | null | 'deferred'> {
    const signal = deadline(this.providers.identifyBudgetMs);
    let overLimit = false;
    for (const source of this.providers.openFacts) {
      for (const gtin of gtins.slice(0, 2)) {
        try {
          const facts = await source.byBarcode(gtin, signal);
          if (!facts) continue;
          const saved = await this.save(facts, 'openfoodfacts');
          return {
            product_id: saved.id,
            confidence: CONFIDENCE.onlineBarcode,
            identified_by: source.site.name as 'Open Food Facts' | 'Open Beauty Facts' | 'Open Products Facts',
            candidates: [candidateOf(saved, 1)],
            read: gtins.join(', '),
          };
        } catch (error) {
          if (deferred(error)) overLimit = true;
          else this.providers.log(`${source.site.name} barcode ${gtin}`, error);
          // Unreachable or over the limit: the other barcode forms would fare the same.
          break;
        }
      }
      if (signal.aborted) break;
    }
    return overLimit ? 'deferred' : null;
  }

  /**
   * A description the catalog search could not match well (`local` = its candidates): the Open Food Facts family's
   * searches, then the language model. Null when neither finds it; a clear local match is never second-guessed.
   */
  async byText(description: string, local: readonly Ranked[]): Promise<IdentifyResponse | null> {
    if ((local[0]?.score ?? 0) >= MATCH_THRESHOLD) return null;
    const signal = deadline(this.providers.identifyBudgetMs);
    const fromOpenFacts = await this.searchOpenFacts(description, signal);
    if (fromOpenFacts) return fromOpenFacts;
    return this.askLlm((llm) => llm.identify(description, signal), signal);
  }

  /** Label words a photo showed but the catalog did not match: only the language model copes with OCR noise. */
  async byLabel(text: string, local: readonly Ranked[]): Promise<IdentifyResponse | null> {
    if ((local[0]?.score ?? 0) >= MATCH_THRESHOLD) return null;
    const signal = deadline(this.providers.identifyBudgetMs);
    return this.askLlm((llm) => llm.identify(text.slice(0, 1000), signal), signal);
  }

  /**
   * Searches the Open Food Facts family in order — food, then cosmetics, then household — and stops at the first that
   * decides; each site's hits are saved, then ranked by our own search so the same rules decide. Only when the catalog
   * has no good match (the sites' rate limits).
   */
  private async searchOpenFacts(text: string, signal: AbortSignal): Promise<IdentifyResponse | null> {
    for (const source of this.providers.openFacts) {
      if (signal.aborted) return null;
      try {
        const found = await source.search(text, signal);
        if (found.length === 0) continue;
        const saved = await Promise.all(found.map((p) => this.save(p, 'openfoodfacts')));
        const fromSite = new Set(saved.filter((p) => p.id.startsWith(`${source.site.prefix}-`)).map((p) => p.id));
        const ranked = await searchProducts(this.products, text, { mode: 'query', prefix: false, limit: 5 });
        const decision = decide(ranked, 'text search');
        if (!decision.product_id) continue;
        return fromSite.has(decision.product_id)
          ? {
              ...decision,
              identified_by: source.site.name as 'Open Food Facts' | 'Open Beauty Facts' | 'Open Products Facts',
            }
          : decision;
      } catch (error) {
        this.providers.log(`${source.site.name} search`, error);
      }
    }
    return null;
  }

  /** A photo nothing could be read from (no barcode, no matching label text): the language model looks at it. */
  async byPhoto(bytes: Uint8Array): Promise<IdentifyResponse | null> {
    const llm = this.providers.llm;
    if (!llm) return null;
    const signal = deadline(this.providers.identifyBudgetMs);
    try {
      // A bounded JPEG: what vision models accept everywhere, and no more pixels than they use.
      const jpeg = await sharp(bytes, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize(1024, 1024, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 80 })
        .toBuffer();
      return await this.askLlm((model) => model.identifyPhoto(jpeg, signal), signal, 'from your photo');
    } catch (error) {
      this.providers.log('LLM photo', error);
      return null;
    }
  }

  /** The model names the product; the catalog (and OFF) are tried with that name before its draft is kept. */
  private async askLlm(
    draft: (llm: LlmProvider) => Promise<DraftedProduct | null>,
    signal: AbortSignal,
    from = 'from your description',
  ): Promise<IdentifyResponse | null> {
    const llm = this.providers.llm;
    if (!llm || signal.aborted) return null;
    try {
      const drafted = await draft(llm);
      if (!drafted) return null;
      const named = `${drafted.brand} ${drafted.name}`;
      const ranked = await searchProducts(this.products, named, { mode: 'query', prefix: false, limit: 5 });
      const inCatalog = decide(ranked, 'text search').product_id;
      const top = ranked.find((r) => r.product_id === inCatalog);
      if (top) return this.llmAnswer(top.product_id, top.name, top.brand, top.score);
      const viaOff = await this.searchOpenFacts(named, signal);
      if (viaOff?.product_id)
        return { ...viaOff, identified_by: 'LLM', confidence: Math.min(viaOff.confidence, CONFIDENCE.modelAtMost) };
      const saved = await this.save(draftedFacts(drafted), 'llm');
      return {
        ...this.llmAnswer(saved.id, saved.name, saved.brand, CONFIDENCE.modelDraft),
        message: `Identified by a language model ${from}; its details are unverified.`,
      };
    } catch (error) {
      this.providers.log('LLM identify', error);
      return null;
    }
  }

  private llmAnswer(id: string, name: string, brand: string, score: number): IdentifyResponse {
    const confidence = Math.min(score, CONFIDENCE.modelAtMost);
    return {
      product_id: id,
      confidence,
      identified_by: 'LLM',
      candidates: [{ product_id: id, name, brand, score: confidence }],
    };
  }

  /**
   * Saves a provider's product unless the catalog already holds that id or barcode: catalog facts are never
   * overwritten (a drafted product may only replace an earlier draft). Returns the product the catalog now has.
   */
  private async save(facts: ProductFacts, source: 'openfoodfacts' | 'llm'): Promise<ProductFacts> {
    const existing =
      (facts.gtin ? await this.products.findByGtin([facts.gtin]) : null) ?? (await this.products.get(facts.id));
    if (existing && !(source === 'llm' && existing.sources.every(isLlmSource))) return existing;
    await this.products.upsert([facts], source);
    return facts;
  }
}
