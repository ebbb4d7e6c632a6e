import type {
  Candidate,
  ListItem,
  ListItemInput,
  ListItemUpdate,
  ListOverview,
  ListPage,
  ListReport,
  ListsResponse,
  Preferences,
  SharedList,
  ShareLink,
  ShoppingList,
} from '@clearcart/contracts';
import { api } from '../../../lib/api-client.ts';

const at = (id: string) => `/lists/${encodeURIComponent(id)}`;

/** GET /lists (signed in): the account's lists, most recently changed first. */
export const getLists = async (): Promise<ListOverview[]> => (await api.get<ListsResponse>('/lists')).lists;

/** POST /lists: a new list, with items when it comes from a file or a device (then with its id there, `deviceId`). */
export const createList = (name: string, items: readonly ListItemInput[] = [], deviceId?: string) =>
  api.post<ShoppingList>('/lists', { name, items, ...(deviceId ? { device_id: deviceId } : {}) });

/** GET /lists/{id}: the list's page, its items' scores and alerts for the account's household. */
export const getListPage = (id: string) => api.get<ListPage>(at(id));

export const renameList = (id: string, name: string) => api.put<ShoppingList>(at(id), { name });
export const deleteList = (id: string) => api.delete<void>(at(id));
export const addListItem = (id: string, item: ListItemInput) => api.post<ListItem>(`${at(id)}/items`, item);
export const updateListItem = (id: string, itemId: string, change: ListItemUpdate) =>
  api.put<ListItem>(`${at(id)}/items/${encodeURIComponent(itemId)}`, change);
export const removeListItem = (id: string, itemId: string) =>
  api.delete<void>(`${at(id)}/items/${encodeURIComponent(itemId)}`);
export const reorderList = (id: string, itemIds: readonly string[]) =>
  api.put<ShoppingList>(`${at(id)}/order`, { item_ids: itemIds });
export const shareList = (id: string) => api.post<ShareLink>(`${at(id)}/share`, undefined);
export const unshareList = (id: string) => api.delete<void>(`${at(id)}/share`);

/** POST /lists/report: the page of a list kept on this device, for its household (nothing is stored). */
export const reportItems = (
  items: readonly { id: string; product_id: string | null; text: string; quantity: number; checked: boolean }[],
  people: readonly { name: string; preferences: Preferences }[],
) =>
  api.post<ListReport>('/lists/report', {
    items: items.map(({ id, product_id, text, quantity, checked }) => ({
      id,
      ...(product_id ? { product_id } : {}),
      text,
      quantity,
      checked,
    })),
    ...(people.length > 0 ? { profiles: people.map(({ name, preferences }) => ({ name, preferences })) } : {}),
  });

/** GET /lists/shared/{token}: a list someone shared (no sign-in). */
export const getSharedList = (token: string) => api.get<SharedList>(`/lists/shared/${encodeURIComponent(token)}`);

/** GET /products/search: products whose name starts with what was typed, to add or to match free text to. */
export const searchProducts = async (query: string, signal?: AbortSignal): Promise<Candidate[]> =>
  (await api.get<{ suggestions: Candidate[] }>('/products/search', { query: { q: query }, signal })).suggestions;
