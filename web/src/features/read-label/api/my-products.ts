import type { MyProduct, MyProductPanel, MyProductsResponse, ShopperFacts } from '@clearcart/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// The read products of a signed-in shopper: theirs alone, never shown to others (docs/decisions/031).
const at = (id: string) => `/my-products/${encodeURIComponent(id)}`;

/** GET /my-products: newest first, and whether this server can share with Open Food Facts. */
export const getMyProducts = () => api.get<MyProductsResponse>('/my-products');
export const getMyProduct = (id: string) => api.get<MyProduct>(at(id));
export const createMyProduct = (facts: ShopperFacts) => api.post<MyProduct>('/my-products', { facts });
export const updateMyProduct = (id: string, facts: ShopperFacts) => api.put<MyProduct>(at(id), { facts });
export const deleteMyProduct = (id: string) => api.delete<void>(at(id));

/** POST /my-products/{id}/photos: one photo per panel, replaced when sent again. */
export function uploadMyProductPhoto(id: string, panel: MyProductPanel, image: File): Promise<MyProduct> {
  const form = new FormData();
  form.append('panel', panel);
  form.append('image', image);
  return api.post<MyProduct>(`${at(id)}/photos`, form, { offline: false });
}

/** POST /my-products/{id}/share: the shopper said yes, having read what is sent and under which licences. */
export const shareMyProduct = (id: string) => api.post<MyProduct>(`${at(id)}/share`, { consent: true });

export const MY_PRODUCTS_KEY = ['my-products'] as const;

export const myProductsQueryOptions = (uid: string) =>
  queryOptions({ queryKey: [...MY_PRODUCTS_KEY, uid], queryFn: getMyProducts, retry: false });

/** While an upload to Open Food Facts waits or is retried, its status is asked again now and then. */
const SHARE_POLL_MS = 5000;

export const myProductQueryOptions = (uid: string, id: string) =>
  queryOptions({
    queryKey: [...MY_PRODUCTS_KEY, uid, id],
    queryFn: () => getMyProduct(id),
    retry: false,
    refetchInterval: (query) => {
      const status = query.state.data?.share.status;
      return status === 'queued' || status === 'failed' ? SHARE_POLL_MS : false;
    },
  });
