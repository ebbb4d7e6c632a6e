// What the frame, Home and the scanner say about offline products, without opening IndexedDB or loading the engine:
// a small mirror of the pack's state in localStorage, kept by the code that changes it.

const KEY = 'clearcart.offline';
/** How many looked-up scans the panel lists. */
const KEEP_LOOKED_UP = 10;

/** A scan kept while offline, and what the lookup found once the network was back. */
export interface LookedUp {
  /** What was scanned: a barcode's digits, or "a photo". */
  scanned: string;
  productId: string | null;
  name: string | null;
  at: string;
}

export interface OfflineStatus {
  /** The pack on this device, when one is saved. */
  pack: {
    count: number;
    /** When it was last brought up to date ("Offline copy from …"). */
    updatedAt: string;
    country: string | null;
    version: string;
    /** Its download size, as the server said. */
    downloadBytes: number | null;
  } | null;
  /** Set when the server's pack is for another engine than this app's: the app needs a reload to update it. */
  outdated?: boolean;
  /** When this device last asked for an update. */
  checkedAt?: string;
  /** Scans waiting for a network. */
  queued: number;
  lookedUp: LookedUp[];
}

const EMPTY: OfflineStatus = { pack: null, queued: 0, lookedUp: [] };
/** Nothing saved: what a page drawn ahead by the server shows, until it is live (useSyncExternalStore's server side). */
export const nothingOffline = (): OfflineStatus => EMPTY;

let current: OfflineStatus | null = null;
const listeners = new Set<() => void>();

function read(): OfflineStatus {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<OfflineStatus>;
    return { ...parsed, pack: parsed.pack ?? null, queued: parsed.queued ?? 0, lookedUp: parsed.lookedUp ?? [] };
  } catch {
    return EMPTY;
  }
}

/** The device's offline state as last written (this tab or another). */
export function offlineStatus(): OfflineStatus {
  current ??= read();
  return current;
}

/** Changes the mirror and tells whoever shows it. */
export function updateOfflineStatus(change: (status: OfflineStatus) => OfflineStatus): OfflineStatus {
  const next = change(offlineStatus());
  current = { ...next, lookedUp: next.lookedUp.slice(0, KEEP_LOOKED_UP) };
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // storage blocked or full: this tab still shows it
  }
  for (const listener of listeners) listener();
  return current;
}

export function subscribeOfflineStatus(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    current = null;
    listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** Forgets the mirror (tests; the pack's own state is removed through pack-sync). */
export function clearOfflineStatus(): void {
  updateOfflineStatus(() => EMPTY);
}

/**
 * Forgets the shopper's scans kept offline and what their lookups found (signing out); the pack stays, being the same
 * for every shopper. IndexedDB is opened only when there are kept scans to drop.
 */
export async function forgetOfflineScans(): Promise<void> {
  const { queued } = offlineStatus();
  updateOfflineStatus((status) => ({ ...status, queued: 0, lookedUp: [] }));
  if (queued > 0) await (await import('./pack-store.ts')).packStore.clearQueue();
}

// Reports this tab made from the pack, by product id, with the pack's date: the report says it is an offline copy.
const copies = new Map<string, string>();
const copyListeners = new Set<() => void>();

/** Marks a product's report as computed on the device from the pack of `date`. */
export function markOfflineCopy(id: string, date: string): void {
  copies.set(id, date);
  for (const listener of copyListeners) listener();
}

/** The date of the pack this tab's report of `id` was made from, when it was made on the device. */
export const offlineCopyOf = (id: string): string | undefined => copies.get(id);

export function subscribeOfflineCopies(listener: () => void): () => void {
  copyListeners.add(listener);
  return () => copyListeners.delete(listener);
}
