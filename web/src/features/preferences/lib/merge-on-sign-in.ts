import { getPreferences } from '../api/get-preferences.ts';
import { postPreferences } from '../api/save-preferences.ts';
import { readLocalPreferences, writeLocalPreferences } from './local-preferences.ts';
import { mergePreferences } from './merge-preferences.ts';
import { clearPendingMerge } from './pending-merge.ts';

/** Merge the device's signed-out preferences into the account and save the result. */
export async function mergeLocalIntoAccount(): Promise<boolean> {
  const local = await readLocalPreferences();
  if (!local) {
    clearPendingMerge();
    return false;
  }
  const account = await getPreferences();
  const merged = mergePreferences(account, local);
  await postPreferences(merged);
  writeLocalPreferences(merged);
  clearPendingMerge();
  return true;
}
