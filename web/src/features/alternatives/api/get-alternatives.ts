import type { AlternativesResponse, Preferences } from '@clearcart/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /products/{id}/alternatives with the shopper's preferences, GET without. */
export function getAlternatives(id: string, preferences: Preferences | null): Promise<AlternativesResponse> {
  const path = `/products/${encodeURIComponent(id)}/alternatives`;
  return preferences ? api.post<AlternativesResponse>(path, { preferences }) : api.get<AlternativesResponse>(path);
}

export function useAlternatives(id: string, preferences: Preferences | null, enabled: boolean) {
  return useQuery({
    queryKey: ['alternatives', id, preferences ? JSON.stringify(preferences) : ''],
    queryFn: () => getAlternatives(id, preferences),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
