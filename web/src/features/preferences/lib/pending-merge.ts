/** Set when preferences were saved while signed out, so they are merged into the account at sign-in. */
const PENDING_MERGE_KEY = 'userPreferences:pendingMerge';

export function markPendingMerge(): void {
  try {
    localStorage.setItem(PENDING_MERGE_KEY, '1');
  } catch {
    // storage blocked: nothing to merge later
  }
}

export function hasPendingMerge(): boolean {
  try {
    return localStorage.getItem(PENDING_MERGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function clearPendingMerge(): void {
  try {
    localStorage.removeItem(PENDING_MERGE_KEY);
  } catch {
    // ignore
  }
}
