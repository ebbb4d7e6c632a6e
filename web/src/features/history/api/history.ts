import type { HistoryEntry, HistoryResponse } from '@clearcart/contracts';
import { api } from '../../../lib/api-client.ts';
import { isHistoryEntry } from '../lib/local-history.ts';

/** GET /history (signed in). */
export async function getHistory(): Promise<HistoryEntry[]> {
  const response = await api.get<HistoryResponse>('/history');
  return Array.isArray(response.entries) ? response.entries.filter(isHistoryEntry) : [];
}

/** POST /history: remembers a view; `viewedAt` for a view made on this device before sign-in. */
export async function addHistory(productId: string, viewedAt?: string): Promise<void> {
  await api.post('/history', { product_id: productId, ...(viewedAt ? { viewed_at: viewedAt } : {}) });
}

export async function removeHistory(productId: string): Promise<void> {
  await api.delete(`/history/${encodeURIComponent(productId)}`);
}

export async function clearHistory(): Promise<void> {
  await api.delete('/history');
}
