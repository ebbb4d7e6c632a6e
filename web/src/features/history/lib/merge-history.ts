import { ApiError } from '../../../lib/api-client.ts';
import { addHistory } from '../api/history.ts';
import { clearLocalHistory, readLocalHistory } from './local-history.ts';

/**
 * Moves the reports opened on this device while signed out into the account (oldest first, with their times), then
 * forgets them here: a shared device does not show them after sign-out.
 */
export async function mergeLocalHistory(): Promise<void> {
  for (const entry of [...readLocalHistory()].reverse()) {
    try {
      await addHistory(entry.product_id, entry.viewed_at);
    } catch (error) {
      // A product no longer in the catalog (404) is dropped; anything else keeps the device's copy for next time.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  clearLocalHistory();
}
