import type { Preferences } from '@clearcart/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { chooseLocale, currentLocale, storedLocale } from '../../../i18n/i18n.ts';
import { isLocale, type ActiveLocale, type Locale } from '../../../i18n/locales.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { logger } from '../../../lib/logger.ts';
import { getPreferences, preferencesQueryOptions, type LoadedPreferences } from '../api/get-preferences.ts';
import { savePreferences } from '../api/save-preferences.ts';

/**
 * The shopper's language, kept on the device and, when signed in, in the account's preferences (`language`), so it
 * follows them to another device. On signing in, the account's language wins; an account without one takes the
 * device's choice. Returns the way to change it.
 */
export function useAccountLanguage(): (locale: ActiveLocale) => Promise<void> {
  const { currentUser } = useAuth();
  const uid = currentUser?.uid ?? null;
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...preferencesQueryOptions(uid), enabled: uid !== null });
  const fromAccount = data?.source === 'server';
  const saved = fromAccount ? data.preferences.language : undefined;

  const saveToAccount = useCallback(
    async (language: Locale) => {
      if (!uid) return;
      const key = ['preferences', uid];
      const current =
        queryClient.getQueryData<LoadedPreferences>(key)?.preferences ?? (await getPreferences().catch(() => null));
      if (!current || current.language === language) return;
      const value: Preferences = { ...current, language };
      const outcome = await savePreferences(value, true);
      queryClient.setQueryData<LoadedPreferences>(key, {
        preferences: value,
        source: outcome === 'server' ? 'server' : 'local-fallback',
        saved: true,
      });
    },
    [uid, queryClient],
  );

  useEffect(() => {
    if (!uid || !fromAccount) return;
    if (saved) {
      if (currentLocale() !== saved) void chooseLocale(saved).catch((error) => logger.warn('No language', error));
      return;
    }
    const device = storedLocale();
    if (isLocale(device)) void saveToAccount(device).catch((error) => logger.warn('Language not saved', error));
  }, [uid, fromAccount, saved, saveToAccount]);

  return useCallback(
    async (locale: ActiveLocale) => {
      await chooseLocale(locale);
      // What the server wrote in words (reports, messages) is asked for again, in the new language.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'preferences' });
      if (isLocale(locale)) await saveToAccount(locale).catch((error) => logger.warn('Language not saved', error));
    },
    [queryClient, saveToAccount],
  );
}
