import type { Preferences } from '@clearcart/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { logger } from '../../../lib/logger.ts';
import { emptyPreferences } from '../../../lib/empty-preferences.ts';
import { readLocalPreferences, writeLocalPreferences } from '../lib/local-preferences.ts';

/** Where the preferences shown came from. */
export type PreferencesSource = 'server' | 'local' | 'local-fallback';

export interface LoadedPreferences {
  preferences: Preferences;
  source: PreferencesSource;
  /** False when nothing was ever saved (neither account nor this device). */
  saved: boolean;
}

/** GET /preferences (signed in only). */
export async function getPreferences(): Promise<Preferences> {
  const [body, { preferences: preferencesSchema }] = await Promise.all([
    api.get<unknown>('/preferences'),
    import('../lib/preferences-schema.ts'),
  ]);
  return preferencesSchema.parse(body);
}

/**
 * Signed in: the account's preferences, mirrored locally; on failure the local copy.
 * Signed out: the local copy only.
 */
export async function loadPreferences(signedIn: boolean): Promise<LoadedPreferences> {
  const local = await readLocalPreferences();
  if (!signedIn) return { preferences: local ?? emptyPreferences(), source: 'local', saved: local !== null };
  try {
    const remote = await getPreferences();
    writeLocalPreferences(remote);
    return { preferences: remote, source: 'server', saved: true };
  } catch (error) {
    logger.warn('Could not load preferences from the server; using local preferences', error);
    return { preferences: local ?? emptyPreferences(), source: 'local-fallback', saved: local !== null };
  }
}

export const preferencesQueryOptions = (uid: string | null) =>
  queryOptions({
    queryKey: ['preferences', uid ?? 'local'],
    queryFn: () => loadPreferences(uid !== null),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Pending until the sign-in state is known: whose preferences they are decides which are read. */
export function usePreferences() {
  const { currentUser, loading } = useAuth();
  return useQuery({ ...preferencesQueryOptions(currentUser?.uid ?? null), enabled: !loading });
}
