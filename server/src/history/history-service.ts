import type { HistoryEntry } from '@clearcart/contracts';
import { badRequest, notFound } from '../errors.ts';
import type { MyProductService } from '../my-products/my-product-service.ts';
import type { HistoryRepository } from '../store/repositories/history-repository.ts';

/** A view stamped later than this past the server's clock is refused: a device's clock may run a little ahead. */
const CLOCK_SKEW_MS = 60_000;

/** A shopper's own history of opened reports: what may be remembered, and its read products scored as current. */
export class HistoryService {
  constructor(
    private readonly history: HistoryRepository,
    private readonly myProducts: MyProductService,
  ) {}

  /** Newest first; read products scored by an older engine are scored again first, as catalog products are. */
  async entries(uid: string): Promise<HistoryEntry[]> {
    await this.myProducts.rescore(uid);
    return this.history.list(uid);
  }

  /** Remembers a view (now, unless the device says when) and answers the history with it. */
  async add(uid: string, productId: string, viewedAt?: string): Promise<HistoryEntry[]> {
    const at = viewedAt ? new Date(viewedAt) : new Date();
    if (at.getTime() > Date.now() + CLOCK_SKEW_MS) throw badRequest('viewed_at is in the future');
    if (!(await this.history.add(uid, productId, at))) throw notFound(`No product with id "${productId}"`);
    await this.myProducts.rescore(uid);
    return this.history.list(uid);
  }

  async forget(uid: string, productId: string): Promise<void> {
    if (!(await this.history.remove(uid, productId))) throw notFound(`"${productId}" is not in your history`);
  }

  async clear(uid: string): Promise<void> {
    await this.history.clear(uid);
  }
}
