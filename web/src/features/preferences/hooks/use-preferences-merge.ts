import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notify } from '../../../components/ui/toaster.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { logger } from '../../../lib/logger.ts';
import { hasPendingMerge } from '../lib/pending-merge.ts';
import { t } from '../../../i18n/i18n.ts';

/**
 * On sign-in, merge preferences saved on this device while signed out into the account.
 * The merge code (and the schema library) loads only when there is something to merge.
 */
let inFlight: string | null = null; // one merge per sign-in, even when effects run twice

export function usePreferencesMergeOnSignIn(): void {
  const { currentUser } = useAuth();
  const queryClient = useQueryClient();
  const uid = currentUser?.uid ?? null;

  useEffect(() => {
    if (!uid || !hasPendingMerge() || inFlight === uid) return;
    inFlight = uid;
    void import('../lib/merge-on-sign-in.ts')
      .then(({ mergeLocalIntoAccount }) => mergeLocalIntoAccount())
      .then(async (merged) => {
        await queryClient.invalidateQueries({ queryKey: ['preferences'] });
        if (merged) {
          notify({
            status: 'info',
            title: t('prefs.merged'),
            description: t('prefs.merged.text'),
          });
        }
      })
      .catch((error) => logger.warn('Could not merge local preferences into the account', error))
      .finally(() => {
        inFlight = null;
      });
  }, [uid, queryClient]);
}
