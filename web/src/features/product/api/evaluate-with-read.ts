import type { EvaluateWithReadRequest, Preferences, ProductResponse } from '@clearcart/contracts';
import { queryOptions } from '@tanstack/react-query';
import { languageTag } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { assertProductResponse } from '../lib/product-response.ts';

/** What the shopper read from a catalog product's pack, and the day they read it: what may complete its report. */
export type PackRead = Pick<EvaluateWithReadRequest, 'facts' | 'read_on'>;

/**
 * POST /products/evaluate/{id}/with-read: the product's report completed by what the shopper read from its pack, for
 * them alone. Never answered by the device: the offline pack holds the catalog's facts, not the shopper's.
 */
export async function evaluateWithRead(
  id: string,
  read: PackRead,
  preferences: Preferences | null,
): Promise<ProductResponse> {
  const body = { ...read, ...(preferences ? { preferences } : {}) };
  return assertProductResponse(
    await api.post<unknown>(`/products/evaluate/${encodeURIComponent(id)}/with-read`, body, { offline: false }),
  );
}

/** One per page visit, as the catalog's evaluation; kept a while so going back and forth to the catalog's is instant. */
export const withReadQueryOptions = (id: string, visit: string, read: PackRead, preferences: Preferences | null) =>
  queryOptions({
    queryKey: ['evaluation-with-read', id, visit, JSON.stringify(read), JSON.stringify(preferences), languageTag()],
    queryFn: () => evaluateWithRead(id, read, preferences),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Tried even offline (not paused until a network comes back): its failure shows the catalog's own report.
    networkMode: 'always',
  });
