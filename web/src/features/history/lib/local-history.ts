import { DIMENSIONS } from '@clearcart/contracts/dimensions';
import type { HistoryEntry } from '@clearcart/contracts';
import { HISTORY_STORAGE_KEY, MAX_HISTORY } from '../../../config/constants.ts';
import { logger } from '../../../lib/logger.ts';

/** A light check (the schema library stays out of the report's bundle): what a stored entry must have. */
export function isHistoryEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const scores = entry.scores as Record<string, unknown> | null | undefined;
  return (
    ['product_id', 'name', 'brand', 'viewed_at'].every((key) => typeof entry[key] === 'string') &&
    typeof scores === 'object' &&
    scores !== null &&
    DIMENSIONS.every((key) => scores[key] === null || typeof scores[key] === 'object')
  );
}
const listeners = new Set<() => void>();
let snapshot: HistoryEntry[] | null = null;

/** The reports opened on this device while signed out, newest first; empty when absent or unreadable. */
export function readLocalHistory(): HistoryEntry[] {
  try {
    const raw = localStorage.getItem(HISTORY_STORAGE_KEY);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.filter(isHistoryEntry);
    logger.warn('Ignoring invalid local history');
  } catch (error) {
    logger.warn('Ignoring unreadable local history', error);
  }
  return [];
}

const NO_HISTORY: HistoryEntry[] = [];
/** No history kept: what a page drawn ahead by the server shows, until it is live. */
export const noLocalHistory = (): HistoryEntry[] => NO_HISTORY;

/** The same array until the history changes (what useSyncExternalStore needs). */
export function localHistorySnapshot(): HistoryEntry[] {
  snapshot ??= readLocalHistory();
  // Nothing kept is the server's snapshot itself: adopting a drawn page then re-renders nothing for it.
  return snapshot.length > 0 ? snapshot : NO_HISTORY;
}

function write(entries: HistoryEntry[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(HISTORY_STORAGE_KEY);
    else localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(entries.slice(0, MAX_HISTORY)));
  } catch (error) {
    logger.warn('Could not save the history on this device', error);
  }
  snapshot = null;
  for (const listener of listeners) listener();
}

/** Puts the entry first (replacing an older one of the same product), keeping the newest MAX_HISTORY. */
export function addLocalHistory(entry: HistoryEntry): void {
  write([entry, ...readLocalHistory().filter((e) => e.product_id !== entry.product_id)]);
}

/** Updates the scores of an entry already there (the evaluation arrives after the view is recorded). */
export function updateLocalScores(productId: string, scores: HistoryEntry['scores']): void {
  const entries = readLocalHistory();
  if (!entries.some((e) => e.product_id === productId)) return;
  write(entries.map((e) => (e.product_id === productId ? { ...e, scores } : e)));
}

export function removeLocalHistory(productId: string): void {
  write(readLocalHistory().filter((e) => e.product_id !== productId));
}

export function clearLocalHistory(): void {
  write([]);
}

/** Called on every change made through this module (the history page re-reads). */
export function subscribeLocalHistory(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
