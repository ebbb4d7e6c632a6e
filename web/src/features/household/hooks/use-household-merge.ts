import type { Preferences } from '@clearcart/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notify } from '../../../components/ui/toaster.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { logger } from '../../../lib/logger.ts';
import { HOUSEHOLD_STORAGE_KEY } from '../../../config/constants.ts';
import { t } from '../../../i18n/i18n.ts';

type Merge = (account: Preferences, local: Preferences) => Preferences;

let merging: string | null = null; // one merge per sign-in, even when effects run twice

// Read here without the household's module, which loads with its pages (the frame's first load stays small).
const hasLocalHousehold = () => {
  try {
    return localStorage.getItem(HOUSEHOLD_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
};

/**
 * On sign-in, the people added on this device while signed out join the account's household. The merge code, and
 * `loadMerge` (how two people's preferences combine), load only when there is someone to move.
 */
export function useHouseholdMergeOnSignIn(loadMerge: () => Promise<Merge>): void {
  const { currentUser } = useAuth();
  const uid = currentUser?.uid ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!uid || !hasLocalHousehold() || merging === uid) return;
    merging = uid;
    void Promise.all([import('../lib/merge-household.ts'), loadMerge()])
      .then(([{ mergeLocalHousehold }, merge]) => mergeLocalHousehold(merge))
      .then(async (moved) => {
        await queryClient.invalidateQueries({ queryKey: ['profiles'] });
        if (moved > 0) {
          notify({
            status: 'info',
            title: t('household.merged'),
            description: t('household.merged.text', { count: moved }),
          });
        }
      })
      .catch((error: unknown) => logger.warn('Could not move this device’s household into the account', error))
      .finally(() => {
        merging = null;
      });
    // loadMerge is the frame's constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid, queryClient]);
}
