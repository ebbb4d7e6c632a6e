import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { READ_PRODUCTS_STORAGE_KEY } from '../../../config/constants.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { logger } from '../../../lib/logger.ts';

let merging: string | null = null; // one move per sign-in, even when effects run twice

const keptOnDevice = () => {
  try {
    return localStorage.getItem(READ_PRODUCTS_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
};

/**
 * On sign-in, the products read on this device while signed out move into the account (where they can be shared with
 * Open Food Facts). The moving code loads only when there is something to move, so every page's first load stays small.
 */
export function useReadProductsMergeOnSignIn(): void {
  const { currentUser } = useAuth();
  const uid = currentUser?.uid ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!uid || !keptOnDevice() || merging === uid) return;
    merging = uid;
    void import('../lib/move-to-account.ts')
      .then(({ moveKeptToAccount }) => moveKeptToAccount())
      .then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ['my-products'] }),
          queryClient.invalidateQueries({ queryKey: ['history'] }),
        ]),
      )
      .catch((error: unknown) => logger.warn('Could not move the products read on this device into the account', error))
      .finally(() => {
        merging = null;
      });
  }, [uid, queryClient]);
}
