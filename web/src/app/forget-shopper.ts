import type { QueryClient } from '@tanstack/react-query';
import { clearLocalHistory } from '../features/history/lib/local-history.ts';
import { forgetOfflineScans } from '../features/offline/lib/offline-status.ts';
import { clearLocalPreferences } from '../features/preferences/lib/local-preferences.ts';
import { clearPendingMerge } from '../features/preferences/lib/pending-merge.ts';
import { clearKeptProducts } from '../features/read-label/lib/kept-products.ts';
import { HOUSEHOLD_STORAGE_KEY, LISTS_STORAGE_KEY } from '../config/constants.ts';
import { logger } from '../lib/logger.ts';
import { forgetOfflineReports } from '../lib/offline-reports.ts';

/**
 * What signing out leaves behind: nothing of the shopper's. Their preferences, history, household, shopping lists, the
 * products they read from packages, the personalised reports kept for offline use and the scans kept for the network
 * are removed from the device, and every answer held in memory is
 * dropped, so a shared phone does not show one person's allergies to the next.
 */
export async function forgetShopper(queryClient: QueryClient): Promise<void> {
  clearLocalPreferences();
  clearPendingMerge();
  clearLocalHistory();
  clearKeptProducts();
  await forgetHouseholdAndLists();
  queryClient.clear();
  try {
    await forgetOfflineReports();
  } catch (error) {
    logger.warn('Could not clear the offline reports', error);
  }
  // The scans kept offline are the shopper's too; the saved products are everyone's and stay.
  await forgetOfflineScans().catch((error: unknown) => logger.warn('Could not clear the kept scans', error));
}

/**
 * The household and lists kept on the device, through their modules (loaded with their pages), so what those hold in
 * memory goes too; straight from storage should a module not load (offline, say).
 */
async function forgetHouseholdAndLists(): Promise<void> {
  try {
    const [household, lists] = await Promise.all([
      import('../features/household/lib/local-household.ts'),
      import('../features/lists/lib/local-lists.ts'),
    ]);
    household.clearLocalHousehold();
    lists.clearLocalLists();
  } catch (error) {
    logger.warn('Clearing the household and lists from storage directly', error);
    try {
      localStorage.removeItem(HOUSEHOLD_STORAGE_KEY);
      localStorage.removeItem(LISTS_STORAGE_KEY);
    } catch {
      // storage blocked: nothing was kept
    }
  }
}
