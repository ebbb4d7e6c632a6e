import type { Preferences, ProductResponse, ShopperFacts } from '@clearcart/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /products/evaluate-facts: the full report of the facts the shopper confirmed, for their preferences; kept nowhere. */
export function evaluateFacts(facts: ShopperFacts, preferences: Preferences | null): Promise<ProductResponse> {
  return api.post<ProductResponse>(
    '/products/evaluate-facts',
    { facts, ...(preferences ? { preferences } : {}) },
    { offline: false },
  );
}

/** One report per set of facts and preferences, made again when either changes. */
export const factsReportQueryOptions = (facts: ShopperFacts, preferences: Preferences | null) =>
  queryOptions({
    queryKey: ['facts-report', JSON.stringify(facts), preferences ? JSON.stringify(preferences) : ''],
    queryFn: () => evaluateFacts(facts, preferences),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    // Tried even offline (not paused until a network comes back): its failure shows the report kept on the device.
    networkMode: 'always',
  });
