import type { Preferences, ProductResponse } from '@clearcart/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { logger } from '../../../lib/logger.ts';
import { assertProductResponse } from '../lib/product-response.ts';

/** POST /products/evaluate/{id} with `{preferences}` when the shopper saved some, else `{}`. */
export async function evaluateProduct(id: string, preferences: Preferences | null): Promise<ProductResponse> {
  const body = preferences ? { preferences } : {};
  return assertProductResponse(await api.post<unknown>(`/products/evaluate/${encodeURIComponent(id)}`, body));
}

/** One evaluation per page visit: `visit` is unique per mount and the result is dropped on leave. */
export const evaluationQueryOptions = (id: string, visit: string, preferences: Preferences | null) =>
  queryOptions({
    queryKey: ['evaluation', id, visit],
    queryFn: async () => {
      try {
        return await evaluateProduct(id, preferences);
      } catch (error) {
        logger.error('Evaluation failed; keeping the basic data', error); // spec §8: only logged
        throw error;
      }
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useEvaluation(id: string, visit: string, preferences: Preferences | null, enabled: boolean) {
  return useQuery({ ...evaluationQueryOptions(id, visit, preferences), enabled });
}
