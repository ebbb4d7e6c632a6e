import { sameGtin } from '@clearcart/text';
import type { QueryClient } from '@tanstack/react-query';
import { myProductsQueryOptions } from '../api/my-products.ts';
import { keptProducts } from './kept-products.ts';

/**
 * The shopper's own read product with this barcode (read once, kept): the account's when signed in (every
 * device they sign in on), this device's otherwise; null when they read none, or the account cannot be asked.
 */
export async function readProductWithBarcode(
  queryClient: QueryClient,
  uid: string | null,
  gtin: string,
): Promise<string | null> {
  if (!uid) return keptProducts().find((p) => p.facts.gtin && sameGtin(p.facts.gtin, gtin))?.id ?? null;
  try {
    const { items } = await queryClient.fetchQuery(myProductsQueryOptions(uid));
    return items.find((p) => p.facts.gtin && sameGtin(p.facts.gtin, gtin))?.id ?? null;
  } catch {
    return null;
  }
}
