import type { Preferences } from '@clearcart/contracts';
import { PREFERENCES_STORAGE_KEY } from '../../../config/constants.ts';
import { keepCookie, PREFERENCES_COOKIE } from '../../../first-screen/index.ts';
import { logger } from '../../../lib/logger.ts';

/** Whether this device holds preferences (valid or not: the server is told so, and draws no evaluation for it). */
export function holdsLocalPreferences(): boolean {
  try {
    return localStorage.getItem(PREFERENCES_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The local mirror under `userPreferences`; null when absent or unreadable. */
export async function readLocalPreferences(): Promise<Preferences | null> {
  let raw: string | null;
  try {
    raw = localStorage.getItem(PREFERENCES_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    // The schema (and zod) is loaded only when there is something stored to check.
    const { preferences: preferencesSchema } = await import('./preferences-schema.ts');
    const parsed = preferencesSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    logger.warn('Ignoring invalid local preferences', parsed.error.issues);
  } catch (error) {
    logger.warn('Ignoring corrupt local preferences', error);
  }
  return null;
}

export function writeLocalPreferences(value: Preferences): void {
  try {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(value));
    keepCookie(PREFERENCES_COOKIE, '1');
  } catch (error) {
    logger.warn('Could not save preferences locally', error);
  }
}

/** Forgets the local mirror (signing out: the next person on this device must not get these preferences). */
export function clearLocalPreferences(): void {
  try {
    localStorage.removeItem(PREFERENCES_STORAGE_KEY);
  } catch {
    // storage blocked: nothing was kept
  }
  keepCookie(PREFERENCES_COOKIE, null);
}
