import type { AlternativesResponse, Preferences, ShopperFacts } from '@clearcart/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /products/{id}/alternatives with the shopper's preferences, GET without. */
export function getAlternatives(id: string, preferences: Preferences | null): Promise<AlternativesResponse> {
  const path = `/products/${encodeURIComponent(id)}/alternatives`;
  return preferences ? api.post<AlternativesResponse>(path, { preferences }) : api.get<AlternativesResponse>(path);
}

/** POST /products/evaluate-facts/alternatives: better choices for a product read from its package (kept nowhere). */
export function getAlternativesOfFacts(facts: ShopperFacts, preferences: Preferences | null) {
  return api.post<AlternativesResponse>('/products/evaluate-facts/alternatives', {
    facts,
    ...(preferences ? { preferences } : {}),
  });
}

/** A catalog product by its id, or a product read from its package by its facts. */
export type AlternativesOf = { id: string } | { facts: ShopperFacts };

export function useAlternatives(of: AlternativesOf, preferences: Preferences | null, enabled: boolean) {
  return useQuery({
    queryKey: [
      'alternatives',
      'id' in of ? of.id : JSON.stringify(of.facts),
      preferences ? JSON.stringify(preferences) : '',
    ],
    queryFn: () => ('id' in of ? getAlternatives(of.id, preferences) : getAlternativesOfFacts(of.facts, preferences)),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
