import { preferences as preferencesSchema, type Preferences } from '@clearcart/contracts';
import { PREFERENCES_STORAGE_KEY } from '../../../config/constants.ts';
import { logger } from '../../../lib/logger.ts';

/** The local mirror under `userPreferences`; null when absent or unreadable. */
export function readLocalPreferences(): Preferences | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(PREFERENCES_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
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
  } catch (error) {
    logger.warn('Could not save preferences locally', error);
  }
}
