import type { Db } from './store/database/db.ts';
import type { ProductRepository } from './store/repositories/product-repository.ts';

/** A store that takes longer than this to answer `SELECT 1` is as good as unreachable to a proxy choosing a node. */
const STORE_CHECK_MS = 2_000;

export type ReadyState = { ready: true } | { ready: false; reason: 'migrating' | 'store_unreachable' };

/** What /api/health tells: the store's kind and its product count, or `degraded` when the store does not answer. */
export interface Health {
  status: 'ok' | 'degraded';
  store: Db['kind'];
  products: number;
}

/**
 * Whether this instance should be sent requests (/readyz), apart from whether it is alive (/livez): not while its
 * store's migrations run (its own, or another instance's it waits for) nor while the store does not answer.
 */
export class Readiness {
  /**
   * True from start-up until the store is migrated and seeded (server.ts: on PostgreSQL the app listens first). A
   * proxy sends it nothing meanwhile; a request that reaches it anyway is served on the store as it is.
   */
  starting = false;

  constructor(
    private readonly db: Db,
    private readonly products: ProductRepository,
  ) {}

  async health(): Promise<Health> {
    try {
      return { status: 'ok', store: this.db.kind, products: await this.products.count() };
    } catch {
      return { status: 'degraded', store: this.db.kind, products: 0 };
    }
  }

  async check(): Promise<ReadyState> {
    if (this.starting) return { ready: false, reason: 'migrating' };
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.db.query('SELECT 1'),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), STORE_CHECK_MS))),
      ]);
      return { ready: true };
    } catch {
      return { ready: false, reason: 'store_unreachable' };
    } finally {
      clearTimeout(timer);
    }
  }
}
