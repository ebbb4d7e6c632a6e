import type {
  BasketSummary,
  ItemReport,
  ListItemInput,
  ListItemUpdate,
  ListPage,
  Preferences,
  ShareLink,
} from '@clearcart/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import {
  addListItem,
  getListPage,
  removeListItem,
  reorderList,
  reportItems,
  shareList,
  unshareList,
  updateListItem,
} from '../api/lists.ts';
import {
  addLocalItem,
  localListsSnapshot,
  noLocalLists,
  rememberProducts,
  removeLocalItem,
  reorderLocalItems,
  subscribeLocalLists,
  updateLocalItem,
} from '../lib/local-lists.ts';
import { LISTS_KEY } from './use-lists.ts';

const NO_SCORES: ItemReport['scores'] = { health: null, environmental: null, ethical: null };

/** The page as it will be once the server has made a tick or a quantity change (the rest waits for its answer). */
function withChange(page: ListPage, itemId: string, change: ListItemUpdate): ListPage {
  const items = page.items.map((item) =>
    item.id === itemId
      ? {
          ...item,
          ...(change.checked !== undefined ? { checked: change.checked } : {}),
          ...(change.quantity !== undefined ? { quantity: change.quantity } : {}),
        }
      : item,
  );
  return { ...page, items, summary: { ...page.summary, checked: items.filter((i) => i.checked).length } };
}

/** A list as its page shows it, the account's or this device's. */
export interface ListView {
  id: string;
  name: string;
  share: ShareLink | null;
  items: ItemReport[];
  people: { id?: string | undefined; name: string }[];
  /** Absent until the scores and alerts have arrived (a device's list is reported on by the server). */
  summary: BasketSummary | undefined;
}

export interface ListPageState {
  list: ListView | undefined;
  isPending: boolean;
  /** The scores and alerts are on their way. */
  reporting: boolean;
  error: Error | null;
  /** No such list in the account, or on this device. */
  missing: boolean;
  kept: 'account' | 'device';
  add(item: ListItemInput): Promise<void>;
  update(itemId: string, change: ListItemUpdate): Promise<void>;
  removeItem(itemId: string): Promise<void>;
  reorder(itemIds: readonly string[]): Promise<void>;
  /** The share link (made on first asking); null for a list on a device, which cannot be shared. */
  share(): Promise<ShareLink | null>;
  unshare(): Promise<void>;
}

/**
 * A list's page: signed in, the account's list with the server's report for the account's household; signed out,
 * this device's list, reported on for `people` (the device's household) by the server, which keeps nothing.
 */
export function useListPage(
  id: string,
  people: readonly { name: string; preferences: Preferences }[] | undefined,
): ListPageState {
  const { currentUser, loading } = useAuth();
  const uid = currentUser?.uid ?? null;
  const queryClient = useQueryClient();
  const key = ['list', uid, id];
  const remote = useQuery({ queryKey: key, queryFn: () => getListPage(id), enabled: uid !== null, retry: false });
  // Ticks and quantities on their way to the account, shown at once: set in the click's own render, so the checkbox
  // React controls does not spring back while the server is asked.
  const [pending, setPending] = useState<ReadonlyMap<string, ListItemUpdate>>(new Map());
  const locals = useSyncExternalStore(subscribeLocalLists, localListsSnapshot, noLocalLists);
  const local = uid ? undefined : locals.find((l) => l.id === id);
  // Scores and alerts depend on the products and the people only: ticking an item off asks nothing again.
  const products = local?.items.map((i) => i.product_id ?? '').join('|') ?? '';
  const report = useQuery({
    queryKey: ['list-report', products, JSON.stringify(people ?? [])],
    queryFn: () => reportItems(local?.items ?? [], people ?? []),
    enabled: Boolean(local) && people !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
  });
  useEffect(() => {
    if (!local || !report.data) return;
    const briefs = new Map(
      report.data.items.flatMap((i) => (i.product_id && i.product ? [[i.product_id, i.product]] : [])),
    );
    rememberProducts(local.id, briefs);
  }, [local, report.data]);

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: LISTS_KEY }),
    ]);
  };

  if (uid) {
    const missing = remote.error instanceof ApiError && remote.error.status === 404;
    const list =
      remote.data && [...pending].reduce((page, [itemId, change]) => withChange(page, itemId, change), remote.data);
    return {
      list,
      isPending: remote.isPending,
      reporting: false,
      error: missing ? null : remote.error,
      missing,
      kept: 'account',
      add: async (item) => {
        await addListItem(id, item);
        await refresh();
      },
      update: async (itemId, change) => {
        // The page is read again after the change (and after a failure), then shows what the server has.
        setPending((changes) => new Map(changes).set(itemId, { ...changes.get(itemId), ...change }));
        try {
          await updateListItem(id, itemId, change);
        } finally {
          await refresh();
          setPending((changes) => {
            const rest = new Map(changes);
            rest.delete(itemId);
            return rest;
          });
        }
      },
      removeItem: async (itemId) => {
        await removeListItem(id, itemId);
        await refresh();
      },
      reorder: async (itemIds) => {
        await reorderList(id, itemIds);
        await refresh();
      },
      share: async () => {
        const link = await shareList(id);
        await refresh();
        return link;
      },
      unshare: async () => {
        await unshareList(id);
        await refresh();
      },
    };
  }

  const reported = new Map(report.data?.items.map((i) => [i.id, i]));
  const list: ListView | undefined = local && {
    id: local.id,
    name: local.name,
    share: null,
    items: local.items.map((item) => {
      const found = reported.get(item.id);
      const product = found?.product ?? item.product;
      return {
        ...item,
        ...(product && item.product_id ? { product } : {}),
        scores: found?.scores ?? NO_SCORES,
        alerts: found?.alerts ?? [],
      };
    }),
    people: report.data?.people ?? [],
    summary: report.data && {
      ...report.data.summary,
      items: local.items.length,
      checked: local.items.filter((i) => i.checked).length,
    },
  };
  return {
    list,
    isPending: loading,
    reporting: report.isPending && Boolean(local),
    error: report.error,
    missing: !loading && !local,
    kept: 'device',
    add: async (item) => void addLocalItem(id, item),
    update: async (itemId, change) => updateLocalItem(id, itemId, change),
    removeItem: async (itemId) => void removeLocalItem(id, itemId),
    reorder: async (itemIds) => void reorderLocalItems(id, itemIds),
    share: async () => null,
    unshare: async () => {},
  };
}
