import { createHash } from 'node:crypto';
import type { ProductFacts } from '@clearcart/contracts';
import type { Db } from '../store/database/db.ts';
import type { ProductRepository } from '../store/repositories/product-repository.ts';

/** Loads the seed catalog when it is new or changed since the last start; returns how many products were written. */
export async function ensureSeeded(
  db: Db,
  products: ProductRepository,
  seed: readonly ProductFacts[],
): Promise<number> {
  const hash = createHash('sha256').update(JSON.stringify(seed)).digest('hex');
  const [row] = await db.query<{ value: string }>("SELECT value FROM meta WHERE key = 'seed_hash'");
  if (row?.value === hash) return 0;
  await products.upsert(seed, 'seed');
  await db.query(
    "INSERT INTO meta (key, value) VALUES ('seed_hash', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
    [hash],
  );
  return seed.length;
}
