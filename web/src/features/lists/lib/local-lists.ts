import type { ListItemUpdate, ProductBrief } from '@clearcart/contracts';
import { LIST_LIMITS } from '@clearcart/contracts/list-limits';
import { LISTS_STORAGE_KEY } from '../../../config/constants.ts';
import { localId } from '../../../lib/local-id.ts';
import { logger } from '../../../lib/logger.ts';
import { t } from '../../../i18n/i18n.ts';

/** An item of a list kept on this device (signed out); `product` is what the last report said of its product. */
export interface LocalItem {
  id: string;
  product_id: string | null;
  text: string;
  quantity: number;
  checked: boolean;
  product?: ProductBrief;
}

export interface LocalList {
  id: string;
  name: string;
  created_at: string;
  updated_at: string;
  items: LocalItem[];
}

/** What a new item may say: a product, free text, or both. */
export interface NewItem {
  product_id?: string | undefined;
  text?: string | undefined;
  quantity?: number | undefined;
  checked?: boolean | undefined;
}

/** A light check (the schema library stays out of the report's bundle). */
const isItem = (value: unknown): value is LocalItem => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    (item.product_id === null || typeof item.product_id === 'string') &&
    typeof item.text === 'string' &&
    typeof item.quantity === 'number' &&
    typeof item.checked === 'boolean'
  );
};
const isList = (value: unknown): value is LocalList => {
  if (typeof value !== 'object' || value === null) return false;
  const list = value as Record<string, unknown>;
  return typeof list.id === 'string' && typeof list.name === 'string' && Array.isArray(list.items);
};

const stored = (): string | null => {
  try {
    return localStorage.getItem(LISTS_STORAGE_KEY);
  } catch {
    return null;
  }
};

const NO_LISTS: LocalList[] = [];
/** No lists kept: what a page drawn ahead by the server shows, until it is live. */
export const noLocalLists = (): LocalList[] => NO_LISTS;

function read(raw: string | null = stored()): LocalList[] {
  try {
    if (raw === null) return NO_LISTS; // the server's snapshot: adopting a drawn page re-renders nothing for it
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isList).map((list) => ({ ...list, items: list.items.filter(isItem) }));
  } catch (error) {
    logger.warn('Ignoring unreadable shopping lists on this device', error);
    return [];
  }
}

const listeners = new Set<() => void>();
/** The lists as last read, and the text they were read from: another tab may change the text. */
let snapshot: { raw: string | null; lists: LocalList[] } | null = null;

function write(lists: LocalList[]): void {
  try {
    if (lists.length === 0) localStorage.removeItem(LISTS_STORAGE_KEY);
    else localStorage.setItem(LISTS_STORAGE_KEY, JSON.stringify(lists));
  } catch (error) {
    logger.warn('Could not keep the shopping lists on this device', error);
    throw new Error(t('lists.error.noRoom'));
  }
  snapshot = null;
  for (const listener of listeners) listener();
}

/** The same array until the stored lists change, here or in another tab (what useSyncExternalStore needs). */

export function localListsSnapshot(): LocalList[] {
  const raw = stored();
  if (snapshot?.raw !== raw) snapshot = { raw, lists: read(raw) };
  return snapshot.lists;
}

export function subscribeLocalLists(listener: () => void): () => void {
  listeners.add(listener);
  // A change made in another tab.
  const changed = (event: StorageEvent) => {
    if (event.key === LISTS_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', changed);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', changed);
  };
}

/** The name trimmed, or an Error saying why it cannot be a list's name. */
export function checkedListName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new Error(t('lists.error.needsName'));
  if (trimmed.length > LIST_LIMITS.name) throw new Error(t('lists.error.nameTooLong', { max: LIST_LIMITS.name }));
  return trimmed;
}

const now = () => new Date().toISOString();
const clampQuantity = (n: number | undefined) => Math.min(LIST_LIMITS.quantity, Math.max(1, Math.round(n ?? 1)));

function newItem(input: NewItem): LocalItem {
  const text = (input.text ?? '').trim().slice(0, LIST_LIMITS.text);
  if (!input.product_id && !text) throw new Error(t('lists.error.needsProductOrText'));
  return {
    id: localId(),
    product_id: input.product_id ?? null,
    text,
    quantity: clampQuantity(input.quantity),
    checked: input.checked ?? false,
  };
}

/** Changes one list (and its time); throws when there is no such list. */
function change(id: string, edit: (list: LocalList) => LocalList): LocalList {
  const lists = read();
  const list = lists.find((l) => l.id === id);
  if (!list) throw new Error(t('lists.error.gone'));
  const changed = { ...edit(list), updated_at: now() };
  write(lists.map((l) => (l.id === id ? changed : l)));
  return changed;
}

export function createLocalList(name: string, items: readonly NewItem[] = []): LocalList {
  const lists = read();
  if (lists.length >= LIST_LIMITS.lists) {
    throw new Error(t('lists.error.tooManyLists', { max: LIST_LIMITS.lists }));
  }
  if (items.length > LIST_LIMITS.items) throw new Error(t('lists.error.tooManyItems', { max: LIST_LIMITS.items }));
  const list = {
    id: localId(),
    name: checkedListName(name),
    created_at: now(),
    updated_at: now(),
    items: items.map(newItem),
  };
  write([list, ...lists]);
  return list;
}

export const renameLocalList = (id: string, name: string) =>
  change(id, (list) => ({ ...list, name: checkedListName(name) }));

export function removeLocalList(id: string): void {
  write(read().filter((l) => l.id !== id));
}

/** Adds an item at the end; a product already on the list and not ticked off gets the quantity added instead. */
export function addLocalItem(id: string, input: NewItem): LocalItem {
  let added: LocalItem | undefined;
  change(id, (list) => {
    const same = input.product_id && list.items.find((i) => i.product_id === input.product_id && !i.checked);
    if (same) {
      added = { ...same, quantity: clampQuantity(same.quantity + (input.quantity ?? 1)) };
      return { ...list, items: list.items.map((i) => (i.id === same.id ? added! : i)) };
    }
    if (list.items.length >= LIST_LIMITS.items)
      throw new Error(t('lists.error.tooManyItems', { max: LIST_LIMITS.items }));
    added = newItem(input);
    return { ...list, items: [...list.items, added] };
  });
  return added!;
}

export function updateLocalItem(id: string, itemId: string, update: ListItemUpdate): void {
  change(id, (list) => ({
    ...list,
    items: list.items.map((item) => {
      if (item.id !== itemId) return item;
      const next = { ...item };
      if (update.text !== undefined) next.text = update.text.trim().slice(0, LIST_LIMITS.text);
      if (update.quantity !== undefined) next.quantity = clampQuantity(update.quantity);
      if (update.checked !== undefined) next.checked = update.checked;
      if (update.product_id !== undefined) {
        next.product_id = update.product_id;
        delete next.product;
      }
      if (!next.product_id && !next.text) throw new Error(t('lists.error.needsText'));
      return next;
    }),
  }));
}

export const removeLocalItem = (id: string, itemId: string) =>
  change(id, (list) => ({ ...list, items: list.items.filter((i) => i.id !== itemId) }));

/** Puts the items in the order of `itemIds`, which names each of them once. */
export const reorderLocalItems = (id: string, itemIds: readonly string[]) =>
  change(id, (list) => {
    const byId = new Map(list.items.map((i) => [i.id, i]));
    if (itemIds.length !== list.items.length || !itemIds.every((i) => byId.has(i))) return list;
    return { ...list, items: itemIds.map((i) => byId.get(i)!) };
  });

/** Keeps what a report said of the list's products, so the list shows their names offline too. */
export function rememberProducts(id: string, products: ReadonlyMap<string, ProductBrief>): void {
  const list = read().find((l) => l.id === id);
  if (!list || !list.items.some((i) => i.product_id && products.has(i.product_id) && !i.product)) return;
  const lists = read().map((l) =>
    l.id !== id
      ? l
      : {
          ...l,
          items: l.items.map((i) => {
            const product = i.product_id ? products.get(i.product_id) : undefined;
            return product ? { ...i, product, text: i.text || product.name } : i;
          }),
        },
  );
  write(lists);
}

/** Forgets the device's lists (signing out, or once they are in the account). */
export function clearLocalLists(): void {
  write([]);
}
