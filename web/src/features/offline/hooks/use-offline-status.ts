import { useEffect, useSyncExternalStore } from 'react';
import { startOfflineProducts } from '../lib/boot.ts';
import {
  offlineCopyOf,
  nothingOffline,
  offlineStatus,
  subscribeOfflineCopies,
  subscribeOfflineStatus,
  type OfflineStatus,
} from '../lib/offline-status.ts';

/** The device's offline products, queue and lookups, as the frame, Home and the scanner show them. */
export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(subscribeOfflineStatus, offlineStatus, nothingOffline);
}

/** The date of the pack this product's report was computed from on this device, if it was. */
export function useOfflineCopy(id: string): string | undefined {
  return useSyncExternalStore(
    subscribeOfflineCopies,
    () => offlineCopyOf(id),
    () => undefined,
  );
}

/** The frame starts offline products' background work (nothing until the shopper saved some). */
export function useOfflineProducts(): void {
  useEffect(() => startOfflineProducts(), []);
}
