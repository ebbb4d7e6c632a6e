import type { ProductResponse } from '@clearcart/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_PRODUCT_TTL_MS } from '../../../config/constants.ts';
import { api } from '../../../lib/api-client.ts';
import { cacheGet, cacheSet, productCacheKey } from '../../../lib/cache.ts';
import { assertProductResponse } from '../lib/product-response.ts';

/** GET /products/{id}: basic data, from the 30-minute client cache when present. */
export async function getProduct(id: string): Promise<ProductResponse> {
  const cached = cacheGet<unknown>(productCacheKey(id));
  if (cached) {
    try {
      return assertProductResponse(cached);
    } catch {
      // an old or foreign entry: fetch afresh
    }
  }
  const response = assertProductResponse(await api.get<unknown>(`/products/${encodeURIComponent(id)}`));
  cacheSet(productCacheKey(id), response, CACHE_PRODUCT_TTL_MS);
  return response;
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: () => getProduct(id),
    retry: false,
    staleTime: CACHE_PRODUCT_TTL_MS,
  });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
