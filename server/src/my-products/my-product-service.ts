import type { MyProduct, MyProductPanel, ShopperFacts } from '@clearcart/contracts';
import { evaluateProduct, scoreCard } from '@clearcart/engine';
import type { Knowledge } from '@clearcart/knowledge';
import { HttpError, notFound } from '../errors.ts';
import type { PhotoAdmission } from '../identify/photo-admission.ts';
import { shopperProductFacts } from '../labels/shopper-facts.ts';
import type { MyProductRepository, StoredScores } from '../store/repositories/my-product-repository.ts';
import { keptPhoto } from './photo.ts';
import type { ShareQueue } from './share-queue.ts';

const noProduct = (id: string) => notFound(`You have no read product with id "${id}"`);

/**
 * A signed-in shopper's products read from their packages: kept for them alone, in their history with the
 * scores the engine gives them, and shared with Open Food Facts only when they ask, through the durable upload queue.
 */
export class MyProductService {
  constructor(
    private readonly repository: MyProductRepository,
    private readonly knowledge: Knowledge,
    /** The engine and knowledge version the scores are made with (older ones are made again for the history). */
    private readonly scoreVersion: string,
    /** Every photo waits in the same line (decoding is the costly part). */
    private readonly admission: PhotoAdmission,
    /** Undefined when this server has no Open Food Facts account: sharing is off. */
    readonly queue: ShareQueue | undefined,
  ) {}

  get sharingAvailable(): boolean {
    return this.queue !== undefined;
  }

  list(uid: string): Promise<MyProduct[]> {
    return this.repository.list(uid);
  }

  async get(uid: string, id: string): Promise<MyProduct> {
    return (await this.repository.get(uid, id)) ?? Promise.reject(noProduct(id));
  }

  /** Keeps a product read from its package. 422 for figures that cannot all be true, 409 past the limit. */
  create(uid: string, facts: ShopperFacts): Promise<MyProduct> {
    return this.repository.create(uid, facts, this.scores(facts), this.scoreVersion);
  }

  async update(uid: string, id: string, facts: ShopperFacts): Promise<MyProduct> {
    const updated = await this.repository.update(uid, id, facts, this.scores(facts), this.scoreVersion);
    return updated ?? Promise.reject(noProduct(id));
  }

  /** Deletes the product, its photos, its history entry and any upload not yet sent (one under way is stopped). */
  async remove(uid: string, id: string): Promise<void> {
    if (!(await this.repository.remove(uid, id))) throw noProduct(id);
    this.queue?.cancel(id);
  }

  /** Keeps a panel's photo (re-encoded: upright, bounded, without the phone's metadata), replacing the one before. */
  async putPhoto(uid: string, id: string, panel: MyProductPanel, bytes: Uint8Array): Promise<MyProduct> {
    // Refused before any decoding when the product is not theirs.
    await this.get(uid, id);
    const photo = await this.admission.run(() => keptPhoto(bytes));
    if (!(await this.repository.putPhoto(uid, id, panel, photo))) throw noProduct(id);
    return this.get(uid, id);
  }

  /**
   * Queues the product for Open Food Facts; the answer says `queued` and the upload is sent in the background. 503
   * `sharing_off` when this server has no account, 422 `cannot_share` without a barcode or for a non-food.
   */
  async share(uid: string, id: string): Promise<MyProduct> {
    if (!this.queue) throw new HttpError('sharing_off', 'Sharing with Open Food Facts is not set up on this server');
    const product = await this.get(uid, id);
    if (!product.facts.gtin) {
      throw new HttpError('cannot_share', 'Open Food Facts files products by barcode: add the barcode to share it');
    }
    if (product.facts.kind !== 'food' && product.facts.kind !== 'beverage') {
      throw new HttpError('cannot_share', 'Open Food Facts takes food and drinks only; this product cannot be shared');
    }
    if (!(await this.repository.queueShare(uid, id))) throw noProduct(id);
    this.queue.wake();
    return this.get(uid, id);
  }

  /** Makes again the history's scores of the shopper's read products scored by an older engine or knowledge. */
  async rescore(uid: string): Promise<void> {
    for (const { id, facts } of await this.repository.staleScores(uid, this.scoreVersion)) {
      let scores: StoredScores = {};
      try {
        scores = this.scores(facts);
      } catch {
        // Facts the current checks refuse keep no scores: the history shows none rather than old ones.
      }
      await this.repository.setScores(id, scores, this.scoreVersion);
    }
  }

  /** The engine's three scores of the facts, without anyone's preferences, as the catalog's score cards are made. */
  private scores(facts: ShopperFacts): StoredScores {
    const product = shopperProductFacts(facts, new Date().toISOString().slice(0, 10));
    return scoreCard(evaluateProduct(product, this.knowledge).ratings).scores;
  }
}
