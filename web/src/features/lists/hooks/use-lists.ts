import type { ListItemInput, ListOverview } from '@clearcart/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useAuth } from '../../../lib/auth.tsx';
import { addListItem, createList, deleteList, getLists, renameList } from '../api/lists.ts';
import {
  addLocalItem,
  createLocalList,
  localListsSnapshot,
  noLocalLists,
  removeLocalList,
  renameLocalList,
  subscribeLocalLists,
  type LocalList,
} from '../lib/local-lists.ts';

export const LISTS_KEY = ['lists'] as const;

export interface ListsState {
  lists: ListOverview[];
  isPending: boolean;
  error: Error | null;
  /** Where the lists are kept: the account (signed in) or this device. */
  kept: 'account' | 'device';
  /** Makes a list (with items, from a file); resolves to its id. Throws with the sentence to show. */
  create(name: string, items?: readonly ListItemInput[]): Promise<string>;
  rename(id: string, name: string): Promise<void>;
  remove(id: string): Promise<void>;
  /** Adds a product to a list (its quantity grows when it is there already). */
  addProduct(listId: string, productId: string): Promise<void>;
}

const overviewOf = (list: LocalList): ListOverview => ({
  id: list.id,
  name: list.name,
  items: list.items.length,
  checked: list.items.filter((i) => i.checked).length,
  shared: false,
  updated_at: list.updated_at,
});

/** The shopper's lists: the account's when signed in, this device's otherwise. `enabled` false asks nothing yet. */
export function useLists({ enabled = true }: { enabled?: boolean } = {}): ListsState {
  const { currentUser, loading } = useAuth();
  const uid = currentUser?.uid ?? null;
  const queryClient = useQueryClient();
  const local = useSyncExternalStore(subscribeLocalLists, localListsSnapshot, noLocalLists);
  const remote = useQuery({ queryKey: [...LISTS_KEY, uid], queryFn: getLists, enabled: enabled && uid !== null });
  const refresh = (id?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: LISTS_KEY }),
      id ? queryClient.invalidateQueries({ queryKey: ['list', uid, id] }) : undefined,
    ]);

  if (uid) {
    return {
      lists: remote.data ?? [],
      isPending: remote.isPending,
      error: remote.error,
      kept: 'account',
      create: async (name, items = []) => {
        const list = await createList(name, items);
        await refresh();
        return list.id;
      },
      rename: async (id, name) => {
        await renameList(id, name);
        await refresh(id);
      },
      remove: async (id) => {
        await deleteList(id);
        queryClient.removeQueries({ queryKey: ['list', uid, id] });
        await refresh();
      },
      addProduct: async (listId, productId) => {
        await addListItem(listId, { product_id: productId });
        await refresh(listId);
      },
    };
  }
  return {
    lists: local.map(overviewOf),
    isPending: loading,
    error: null,
    kept: 'device',
    create: async (name, items = []) => createLocalList(name, items).id,
    rename: async (id, name) => void renameLocalList(id, name),
    remove: async (id) => removeLocalList(id),
    addProduct: async (listId, productId) => void addLocalItem(listId, { product_id: productId }),
  };
}
