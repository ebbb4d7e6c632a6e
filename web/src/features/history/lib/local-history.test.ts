import type { HistoryEntry } from '@clearcart/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_STORAGE_KEY, MAX_HISTORY } from '../../../config/constants.ts';
import {
  addLocalHistory,
  clearLocalHistory,
  localHistorySnapshot,
  readLocalHistory,
  removeLocalHistory,
  updateLocalScores,
} from './local-history.ts';

const entry = (id: string, viewed = '2026-11-22T10:00:00.000Z'): HistoryEntry => ({
  product_id: id,
  name: `Product ${id}`,
  brand: 'Test',
  scores: { health: null, environmental: null, ethical: null },
  viewed_at: viewed,
});

describe('the history kept on this device', () => {
  beforeEach(() => clearLocalHistory());

  it('puts the latest view first, once per product, and keeps the newest 100', () => {
    addLocalHistory(entry('a'));
    addLocalHistory(entry('b'));
    addLocalHistory(entry('a', '2026-11-22T11:00:00.000Z'));
    expect(readLocalHistory().map((e) => e.product_id)).toEqual(['a', 'b']);
    for (let i = 0; i < MAX_HISTORY + 5; i++) addLocalHistory(entry(`p${i}`));
    const kept = readLocalHistory();
    expect(kept).toHaveLength(MAX_HISTORY);
    expect(kept[0]?.product_id).toBe(`p${MAX_HISTORY + 4}`);
  });

  it('fills in the scores when the evaluation arrives, forgets one or all, and tells its readers', () => {
    addLocalHistory(entry('a'));
    const before = localHistorySnapshot();
    expect(localHistorySnapshot()).toBe(before); // the same array until something changes
    updateLocalScores('a', { health: { score: 62, grade: 'B' }, environmental: null, ethical: null });
    expect(localHistorySnapshot()).not.toBe(before);
    expect(readLocalHistory()[0]?.scores.health).toEqual({ score: 62, grade: 'B' });
    removeLocalHistory('a');
    expect(readLocalHistory()).toEqual([]);
  });

  it('ignores entries that are not history entries (an old or foreign value under the key)', () => {
    localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify([entry('a'), { product_id: 7 }, 'x']));
    expect(readLocalHistory().map((e) => e.product_id)).toEqual(['a']);
    localStorage.setItem(HISTORY_STORAGE_KEY, '{not json');
    expect(readLocalHistory()).toEqual([]);
  });
});
