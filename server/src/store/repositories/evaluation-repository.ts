import type { ProductResponse } from '@clearcart/contracts';
import type { Db } from '../database/db.ts';

/** Stored preference-free evaluations, by product and by the key of what they were made from. */
export class EvaluationRepository {
  constructor(private readonly db: Db) {}

  /** From a read replica when there is one: a stored evaluation never changes, and a miss is only made again. */
  async get(productId: string, key: string): Promise<ProductResponse | undefined> {
    const [row] = await this.db.read.query<{ response: ProductResponse }>(
      'SELECT response FROM evaluations WHERE product_id = $1 AND cache_key = $2',
      [productId, key],
    );
    return row?.response;
  }

  /** The first stored evaluation of a key stays: the same inputs give the same answer. */
  async put(productId: string, key: string, response: ProductResponse): Promise<void> {
    await this.db.query(
      `INSERT INTO evaluations (product_id, cache_key, response) VALUES ($1, $2, $3)
       ON CONFLICT (product_id, cache_key) DO NOTHING`,
      [productId, key, JSON.stringify(response)],
    );
  }
}
