import type { SizesResponse } from '@clearcart/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /products/{id}/sizes: the product's other pack sizes in the catalog, smallest first. */
export function useSizes(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['sizes', id],
    queryFn: () => api.get<SizesResponse>(`/products/${encodeURIComponent(id)}/sizes`),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
