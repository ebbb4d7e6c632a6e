import { useSyncExternalStore } from 'react';
import { COMPARE_STORAGE_KEY, MAX_COMPARE } from '../../../config/constants.ts';

/** The products picked for comparison on this device (ids, in the order picked; at most MAX_COMPARE). */
const listeners = new Set<() => void>();
let snapshot: string[] | null = null;
/** None picked: what a page drawn ahead by the server shows, until it is live; the same while none is. */
const NONE: string[] = [];

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]');
    const ids = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
    return ids.length > 0 ? ids.slice(-MAX_COMPARE) : NONE;
  } catch {
    return [];
  }
}

function write(ids: string[]): void {
  try {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // private mode or full: the list lasts for this page only
  }
  snapshot = ids;
  for (const listener of listeners) listener();
}

const current = () => (snapshot ??= read());

/** Adds the product (dropping the oldest pick beyond MAX_COMPARE), or removes it when already picked. */
export function toggleCompare(id: string): void {
  const ids = current();
  write(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id].slice(-MAX_COMPARE));
}

/** The address of the comparison of these products. */
export const compareHref = (ids: readonly string[]): string =>
  `/compare?ids=${ids.map((id) => encodeURIComponent(id)).join(',')}`;

export function useCompareList(): string[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => NONE,
  );
}
