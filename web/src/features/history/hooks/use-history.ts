import type { HistoryEntry, ProductEntity, Ratings } from '@clearcart/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../../../lib/auth.tsx';
import { logger } from '../../../lib/logger.ts';
import { addHistory, clearHistory, getHistory, removeHistory } from '../api/history.ts';
import {
  addLocalHistory,
  clearLocalHistory,
  localHistorySnapshot,
  noLocalHistory,
  readLocalHistory,
  removeLocalHistory,
  subscribeLocalHistory,
  updateLocalScores,
} from '../lib/local-history.ts';

const HISTORY_KEY = ['history'] as const;

/** The three scores of a report's ratings, as the history keeps them. */
export function scoresOf(ratings: Partial<Ratings> | undefined): HistoryEntry['scores'] {
  const graded = (section: { score?: number; grade?: 'A' | 'B' | 'C' | 'D' | 'E' } | undefined) =>
    section?.score !== undefined && section.grade ? { score: section.score, grade: section.grade } : null;
  return {
    health: graded(ratings?.health),
    environmental: graded(ratings?.environmental),
    ethical: graded(ratings?.ethical),
  };
}

export interface HistoryState {
  entries: HistoryEntry[];
  isPending: boolean;
  error: Error | null;
  /** Where the list is kept: the account (signed in) or this device. */
  kept: 'account' | 'device';
  remove(productId: string): Promise<void>;
  clear(): Promise<void>;
}

/** The shopper's history: the account's when signed in, this device's otherwise. */
export function useHistory(): HistoryState {
  const { currentUser, loading } = useAuth();
  const uid = currentUser?.uid ?? null;
  const queryClient = useQueryClient();
  const local = useSyncExternalStore(subscribeLocalHistory, localHistorySnapshot, noLocalHistory);
  const remote = useQuery({
    queryKey: [...HISTORY_KEY, uid],
    queryFn: getHistory,
    enabled: uid !== null,
    retry: false,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
  if (uid) {
    return {
      entries: remote.data ?? [],
      isPending: remote.isPending,
      error: remote.error,
      kept: 'account',
      remove: async (productId) => {
        await removeHistory(productId);
        await refresh();
      },
      clear: async () => {
        await clearHistory();
        await refresh();
      },
    };
  }
  return {
    entries: local,
    isPending: loading,
    error: null,
    kept: 'device',
    remove: async (productId) => removeLocalHistory(productId),
    clear: async () => clearLocalHistory(),
  };
}

/**
 * Remembers that the shopper opened this report: in the account when signed in, on this device otherwise (with the
 * scores once the evaluation arrives). Waits for the sign-in state, so a signed-in view is not kept on the device.
 */
export function useRecordView(entity: ProductEntity | undefined, ratings: Partial<Ratings> | undefined): void {
  const { currentUser, loading } = useAuth();
  const uid = currentUser?.uid ?? null;
  const queryClient = useQueryClient();
  const id = entity?.id;

  useEffect(() => {
    if (!entity || loading) return;
    if (uid) {
      addHistory(entity.id)
        .then(() => queryClient.invalidateQueries({ queryKey: HISTORY_KEY }))
        .catch((error: unknown) => logger.warn('Could not add the report to your history', error));
      return;
    }
    // In a task of its own: a device's storage is written through a call to the browser that can take tens of
    // milliseconds, which would lengthen the report's own first task.
    const timer = setTimeout(() => {
      const kept = readLocalHistory().find((e) => e.product_id === entity.id);
      addLocalHistory({
        product_id: entity.id,
        name: entity.name,
        brand: entity.brand,
        ...(entity.quantity ? { quantity: entity.quantity } : {}),
        ...(entity.image_url ? { image_url: entity.image_url } : {}),
        scores: kept?.scores ?? scoresOf(undefined),
        viewed_at: new Date().toISOString(),
      });
    });
    return () => clearTimeout(timer);
    // Once per report and sign-in state: later renders of the same report are not new views.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, uid, loading]);

  const scores = ratings ? scoresOf(ratings) : null;
  const key = scores ? JSON.stringify(scores) : '';
  useEffect(() => {
    if (!id || !scores || uid || loading) return;
    // After the view's own task (above): timers of equal delay run in the order they were set (HTML's timer rules).
    const timer = setTimeout(() => updateLocalScores(id, scores));
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, key, uid, loading]);
}
