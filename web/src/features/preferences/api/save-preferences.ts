import type { Preferences } from '@clearcart/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { logger } from '../../../lib/logger.ts';
import { writeLocalPreferences } from '../lib/local-preferences.ts';
import { markPendingMerge } from '../lib/pending-merge.ts';
import type { LoadedPreferences } from './get-preferences.ts';

/** POST /preferences. */
export const postPreferences = (value: Preferences) => api.post<unknown>('/preferences', value);

export type SaveOutcome = 'server' | 'local' | 'local-fallback';

/** Save: the local copy always; the account too when signed in. Never throws. */
export async function savePreferences(value: Preferences, signedIn: boolean): Promise<SaveOutcome> {
  writeLocalPreferences(value);
  if (!signedIn) {
    markPendingMerge();
    return 'local';
  }
  try {
    await postPreferences(value);
    return 'server';
  } catch (error) {
    logger.warn('Could not save preferences to the server', error);
    return 'local-fallback';
  }
}

export function useSavePreferences() {
  const { currentUser } = useAuth();
  const queryClient = useQueryClient();
  const uid = currentUser?.uid ?? null;
  return useMutation({
    mutationFn: (value: Preferences) => savePreferences(value, uid !== null),
    onSuccess: (outcome, value) => {
      const loaded: LoadedPreferences = {
        preferences: value,
        source: outcome === 'server' ? 'server' : outcome === 'local' ? 'local' : 'local-fallback',
        saved: true,
      };
      queryClient.setQueryData(['preferences', uid ?? 'local'], loaded);
    },
  });
}
