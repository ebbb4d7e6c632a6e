import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { t } from '../../../i18n/i18n.ts';

export type ProductImageResult =
  { imageUrl: string; source: string } | { success: false; error: 'image_service_unavailable'; message: string };

export interface ImageQuery {
  /** The product's id: the picture is then the record's own, not a namesake's. */
  id?: string;
  name: string;
  brand?: string;
  category?: string;
}

/**
 * GET /products/product-image. A 503 becomes `{success:false, …}`; a 404 (no picture on record) is `null`; other
 * errors are rethrown.
 */
export async function getProductImage({ id, name, brand, category }: ImageQuery): Promise<ProductImageResult | null> {
  try {
    return await api.get<ProductImageResult>('/products/product-image', { query: { id, name, brand, category } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    if (error instanceof ApiError && error.status === 503) {
      const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as { message?: unknown };
      return {
        success: false,
        error: 'image_service_unavailable',
        message: typeof body.message === 'string' && body.message ? body.message : t('sidebar.imageService'),
      };
    }
    throw error;
  }
}

export const productImageQueryOptions = (query: ImageQuery) =>
  queryOptions({
    queryKey: ['product-image', query.id ?? '', query.name, query.brand ?? '', query.category ?? ''],
    queryFn: () => getProductImage(query),
    staleTime: 30 * 60_000,
    retry: false,
  });

export function useProductImage(query: ImageQuery | null) {
  return useQuery({
    ...productImageQueryOptions(query ?? { name: '' }),
    enabled: query !== null,
  });
}
