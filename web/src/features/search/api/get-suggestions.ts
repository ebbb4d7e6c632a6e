import type { Candidate } from '@clearcart/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /products/search?q= — at most 10 suggestions for the autocomplete. */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<Candidate[]> {
  const result = await api.get<{ suggestions: Candidate[] }>('/products/search', { query: { q }, signal });
  return result.suggestions ?? [];
}

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['suggestions', q.trim().toLowerCase()],
    queryFn: ({ signal }) => getSuggestions(q.trim(), signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Suggestions for a (debounced) term; idle below two characters. */
export function useSuggestions(term: string) {
  return useQuery({
    ...suggestionsQueryOptions(term),
    enabled: term.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
