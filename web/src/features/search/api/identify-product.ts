import type { IdentifyResponse } from '@clearcart/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cacheGet, cacheSet, searchCacheKey } from '../../../lib/cache.ts';
import { CACHE_SEARCH_TTL_MS } from '../../../config/constants.ts';

export type IdentifyInput = { description: string } | { image: File };

/**
 * POST /products/identify as multipart (`description` or `image`). Text searches that found a
 * product are cached for 10 minutes under the lowercased, trimmed term.
 */
export async function identifyProduct(input: IdentifyInput): Promise<IdentifyResponse> {
  if ('description' in input) {
    const cached = cacheGet<IdentifyResponse>(searchCacheKey(input.description));
    if (cached?.product_id) return cached;
  }
  const form = new FormData();
  if ('description' in input) form.set('description', input.description.trim());
  else form.set('image', input.image, input.image.name);
  const result = await api.post<IdentifyResponse>('/products/identify', form);
  if ('description' in input && result.product_id) {
    cacheSet(searchCacheKey(input.description), result, CACHE_SEARCH_TTL_MS);
  }
  return result;
}

export const useIdentifyProduct = () => useMutation({ mutationFn: identifyProduct });
