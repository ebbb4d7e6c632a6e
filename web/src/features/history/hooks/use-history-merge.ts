import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HISTORY_STORAGE_KEY } from '../../../config/constants.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { logger } from '../../../lib/logger.ts';

let merging: string | null = null; // one merge per sign-in, even when effects run twice

const hasLocalHistory = () => {
  try {
    return localStorage.getItem(HISTORY_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
};

/**
 * On sign-in, the reports opened on this device while signed out move into the account. The merge code loads only
 * when there is something to merge, so every page's first load stays small.
 */
export function useHistoryMergeOnSignIn(): void {
  const { currentUser } = useAuth();
  const uid = currentUser?.uid ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!uid || !hasLocalHistory() || merging === uid) return;
    merging = uid;
    void import('../lib/merge-history.ts')
      .then(({ mergeLocalHistory }) => mergeLocalHistory())
      .then(() => queryClient.invalidateQueries({ queryKey: ['history'] }))
      .catch((error: unknown) => logger.warn('Could not move this device’s history into the account', error))
      .finally(() => {
        merging = null;
      });
  }, [uid, queryClient]);
}
