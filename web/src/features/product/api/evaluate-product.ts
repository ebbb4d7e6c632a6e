import type { Preferences, ProductResponse } from '@clearcart/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { drawnEvaluationKey } from '../../../lib/first-screen.ts';
import { logger } from '../../../lib/logger.ts';
import { assertProductResponse } from '../lib/product-response.ts';

/** POST /products/evaluate/{id} with `{preferences}` when the shopper saved some, else `{}`. */
export async function evaluateProduct(id: string, preferences: Preferences | null): Promise<ProductResponse> {
  const body = preferences ? { preferences } : {};
  return assertProductResponse(await api.post<unknown>(`/products/evaluate/${encodeURIComponent(id)}`, body));
}

/**
 * Evaluations asked for, by product and preferences: the early one (asked before its page was shown) waits there for
 * the page to take it; the page's own is noted too, so an early one started after the page (its code came first)
 * does not ask a second time.
 */
const asked = new Map<string, { answer: Promise<ProductResponse>; at: number; taken: boolean }>();
const EARLY_FOR_MS = 30_000;
const askedKey = (id: string, preferences: Preferences | null) => `${id}\u0000${JSON.stringify(preferences)}`;
const fresh = (entry: { at: number } | undefined) => entry !== undefined && Date.now() - entry.at < EARLY_FOR_MS;

/**
 * Asks for the evaluation of the report the app opens on while the report's code is still loading; the page's own
 * query takes it (`evaluationQueryOptions`) instead of asking again.
 */
export function startEvaluation(id: string, preferences: Preferences | null): void {
  const key = askedKey(id, preferences);
  if (fresh(asked.get(key))) return; // asked already, early or by the page
  const answer = evaluateProduct(id, preferences);
  answer.catch(() => {}); // the page's query reports a failure (it asks again)
  asked.set(key, { answer, at: Date.now(), taken: false });
}

/** The page's evaluation: the early answer when one waits, else asked now (and noted as asked). */
function pageEvaluation(
  id: string,
  preferences: Preferences | null,
): { answer: Promise<ProductResponse>; early: boolean } {
  const key = askedKey(id, preferences);
  const found = asked.get(key);
  if (found && !found.taken && fresh(found)) {
    found.taken = true;
    return { answer: found.answer, early: true };
  }
  const answer = evaluateProduct(id, preferences);
  asked.set(key, { answer, at: Date.now(), taken: true });
  return { answer, early: false };
}

/** One evaluation per page visit: `visit` is unique per mount and the result is dropped on leave. */
export const evaluationQueryOptions = (id: string, visit: string, preferences: Preferences | null) =>
  queryOptions({
    queryKey: ['evaluation', id, visit],
    queryFn: async () => {
      const { answer, early } = pageEvaluation(id, preferences);
      if (early) {
        try {
          return await answer;
        } catch {
          // asked before the page was ready (its offline answers, say): asked again below
        }
      }
      try {
        return await (early ? evaluateProduct(id, preferences) : answer);
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

/**
 * One visit's evaluation. `opening`: the report is the page the app opened on, which the server may have drawn with
 * its evaluation for no preferences (lib/first-screen.ts): for no preferences, that answer is the visit's.
 */
export function useEvaluation(
  id: string,
  visit: string,
  preferences: Preferences | null,
  { enabled, opening }: { enabled: boolean; opening: boolean },
) {
  const queryClient = useQueryClient();
  return useQuery({
    ...evaluationQueryOptions(id, visit, preferences),
    enabled,
    initialData:
      opening && preferences === null
        ? () => queryClient.getQueryData<ProductResponse>(drawnEvaluationKey(id))
        : undefined,
  });
}
