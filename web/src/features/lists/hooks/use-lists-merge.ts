import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notify } from '../../../components/ui/toaster.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { logger } from '../../../lib/logger.ts';
import { LISTS_STORAGE_KEY } from '../../../config/constants.ts';
import { t } from '../../../i18n/i18n.ts';

let merging: string | null = null; // one merge per sign-in, even when effects run twice

// Read here without the lists' module, which loads with their pages (the frame's first load stays small).
const hasLocalLists = () => {
  try {
    return localStorage.getItem(LISTS_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
};

/** On sign-in, the lists made on this device move into the account; the merge code loads only when there are some. */
export function useListsMergeOnSignIn(): void {
  const { currentUser } = useAuth();
  const uid = currentUser?.uid ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!uid || !hasLocalLists() || merging === uid) return;
    merging = uid;
    void import('../lib/merge-lists.ts')
      .then(({ mergeLocalLists }) => mergeLocalLists())
      .then(async (moved) => {
        await queryClient.invalidateQueries({ queryKey: ['lists'] });
        if (moved > 0) {
          notify({
            status: 'info',
            title: moved === 1 ? t('lists.merged.one') : t('lists.merged.many', { count: moved }),
            description: t('lists.merged.text'),
          });
        }
      })
      .catch((error: unknown) => logger.warn('Could not move this device’s lists into the account', error))
      .finally(() => {
        merging = null;
      });
  }, [uid, queryClient]);
}
