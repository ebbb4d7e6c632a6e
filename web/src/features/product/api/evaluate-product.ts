import type { Preferences, ProductResponse } from '@clearcart/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { languageTag } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { drawnEvaluationKey } from '../../../first-screen/index.ts';
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
 * does not ask a second time. `takenBy`: the page visit that took it (no other visit takes it again).
 */
interface Asked {
  answer: Promise<ProductResponse>;
  at: number;
  takenBy: string | null;
  /** The answer, once in. */
  settled?: ProductResponse;
}
const asked = new Map<string, Asked>();
const EARLY_FOR_MS = 30_000;
// The answer is in the language it was asked in (Accept-Language): a report read in another one asks again.
const askedKey = (id: string, preferences: Preferences | null) =>
  `${id}\u0000${JSON.stringify(preferences)}\u0000${languageTag()}`;
const fresh = (entry: { at: number } | undefined) => entry !== undefined && Date.now() - entry.at < EARLY_FOR_MS;

/**
 * The early answer for this visit, if one waits (or this visit took it already). `take`: the visit takes it, so no
 * other visit does: only once the visit is on the page (its query asks, or it has mounted), never from a render React
 * may throw away and do again as another visit.
 */
function forVisit(id: string, preferences: Preferences | null, visit: string, take: boolean): Asked | undefined {
  const found = asked.get(askedKey(id, preferences));
  if (!found || !fresh(found) || (found.takenBy !== null && found.takenBy !== visit)) return undefined;
  if (take) found.takenBy = visit;
  return found;
}

/**
 * Asks for the evaluation of a report before its page is shown (the report the app opens on, while its code is still
 * loading; a product just found, as its report opens); the page's own query takes it (`evaluationQueryOptions`)
 * instead of asking again.
 */
export function startEvaluation(id: string, preferences: Preferences | null): void {
  const key = askedKey(id, preferences);
  if (fresh(asked.get(key))) return; // asked already, early or by the page
  const entry: Asked = { answer: evaluateProduct(id, preferences), at: Date.now(), takenBy: null };
  // A failure is the page query's to report (it asks again).
  entry.answer.then((settled) => (entry.settled = settled)).catch(() => {});
  asked.set(key, entry);
}

/** The page's evaluation: the early answer when one waits, else asked now (and noted as asked). */
function pageEvaluation(
  id: string,
  preferences: Preferences | null,
  visit: string,
): { answer: Promise<ProductResponse>; early: boolean } {
  const found = forVisit(id, preferences, visit, true);
  if (found) return { answer: found.answer, early: true };
  const answer = evaluateProduct(id, preferences);
  asked.set(askedKey(id, preferences), { answer, at: Date.now(), takenBy: visit });
  return { answer, early: false };
}

/** One evaluation per page visit: `visit` is unique per mount and the result is dropped on leave. */
export const evaluationQueryOptions = (id: string, visit: string, preferences: Preferences | null) =>
  queryOptions({
    queryKey: ['evaluation', id, visit],
    queryFn: async () => {
      const { answer, early } = pageEvaluation(id, preferences, visit);
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
        logger.error('Evaluation failed; keeping the basic data', error); // only logged: the basic data stays
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
 * its evaluation for no preferences (first-screen/): for no preferences, that answer is the visit's. An early
 * answer already in (a product just found, `askReport`) is drawn with at once too.
 */
export function useEvaluation(
  id: string,
  visit: string,
  preferences: Preferences | null,
  { enabled, opening }: { enabled: boolean; opening: boolean },
) {
  const queryClient = useQueryClient();
  useEffect(() => void forVisit(id, preferences, visit, true), [id, preferences, visit]);
  return useQuery({
    ...evaluationQueryOptions(id, visit, preferences),
    enabled,
    initialData: () =>
      (opening && preferences === null
        ? queryClient.getQueryData<ProductResponse>(drawnEvaluationKey(id))
        : undefined) ?? forVisit(id, preferences, visit, false)?.settled,
  });
}
