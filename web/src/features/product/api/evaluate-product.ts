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

/** Evaluations asked for before their page was shown, by product and preferences; each is taken once. */
const early = new Map<string, { answer: Promise<ProductResponse>; at: number }>();
const EARLY_FOR_MS = 30_000;
const earlyKey = (id: string, preferences: Preferences | null) => `${id}\u0000${JSON.stringify(preferences)}`;

/**
 * Asks for the evaluation of the report the app opens on while the report's code is still loading; the page's own
 * query takes it (`evaluationQueryOptions`) instead of asking again.
 */
export function startEvaluation(id: string, preferences: Preferences | null): void {
  const key = earlyKey(id, preferences);
  if (early.has(key)) return;
  const answer = evaluateProduct(id, preferences);
  answer.catch(() => {}); // the page's query reports a failure (it asks again)
  early.set(key, { answer, at: Date.now() });
}

function takeEarly(id: string, preferences: Preferences | null): Promise<ProductResponse> | undefined {
  const key = earlyKey(id, preferences);
  const found = early.get(key);
  early.delete(key);
  return found && Date.now() - found.at < EARLY_FOR_MS ? found.answer : undefined;
}

/** One evaluation per page visit: `visit` is unique per mount and the result is dropped on leave. */
export const evaluationQueryOptions = (id: string, visit: string, preferences: Preferences | null) =>
  queryOptions({
    queryKey: ['evaluation', id, visit],
    queryFn: async () => {
      const asked = takeEarly(id, preferences);
      if (asked) {
        try {
          return await asked;
        } catch {
          // asked before the page was ready (its offline answers, say): asked again below
        }
      }
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
