import type { QueryClient } from '@tanstack/react-query';
import { clearLocalHistory } from '../features/history/lib/local-history.ts';
import { clearLocalPreferences } from '../features/preferences/lib/local-preferences.ts';
import { clearPendingMerge } from '../features/preferences/lib/pending-merge.ts';
import { logger } from '../lib/logger.ts';
import { forgetOfflineReports } from '../lib/offline-reports.ts';

/**
 * What signing out leaves behind: nothing of the shopper's. Their preferences, history and the personalised reports
 * kept for offline use are removed from the device, and every answer held in memory is dropped, so a shared phone
 * does not show one person's allergies to the next.
 */
export async function forgetShopper(queryClient: QueryClient): Promise<void> {
  clearLocalPreferences();
  clearPendingMerge();
  clearLocalHistory();
  queryClient.clear();
  try {
    await forgetOfflineReports();
  } catch (error) {
    logger.warn('Could not clear the offline reports', error);
  }
}
