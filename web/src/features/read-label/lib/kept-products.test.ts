import type { ProductResponse } from '@clearcart/contracts';
import { describe, expect, it, vi } from 'vitest';
import { READ_PRODUCTS_STORAGE_KEY } from '../../../config/constants.ts';
import {
  clearKeptProducts,
  findKept,
  isDeviceId,
  keepProduct,
  keepReport,
  keptProducts,
  removeKept,
  subscribeKept,
  updateKept,
} from './kept-products.ts';

const facts = { kind: 'food' as const, name: 'Nutella', ingredients_text: 'Sugar, palm oil' };
const report = { entity: { id: 'read-1', name: 'Nutella' }, metadata: {} } as unknown as ProductResponse;

describe('read products kept on the device', () => {
  it('keeps the newest first, with its report, under a device id', () => {
    const first = keepProduct(facts, report, new Date('2026-03-01T10:00:00Z'));
    keepProduct({ ...facts, name: 'Fanta' }, undefined, new Date('2026-03-02T10:00:00Z'));
    expect(isDeviceId(first.id)).toBe(true);
    expect(isDeviceId('8f14e45f-ceea-467f-a0e6-0a1b2c3d4e5f')).toBe(false);
    expect(keptProducts().map((p) => p.facts.name)).toEqual(['Fanta', 'Nutella']);
    expect(findKept(first.id)).toMatchObject({ facts, report, created_at: '2026-03-01T10:00:00.000Z' });
  });

  it('changes the facts (dropping the old report) and keeps the latest report', () => {
    const kept = keepProduct(facts, report, new Date('2026-03-01T10:00:00Z'));
    updateKept(kept.id, { ...facts, brand: 'Ferrero' }, undefined, new Date('2026-03-03T10:00:00Z'));
    expect(findKept(kept.id)).toEqual({
      id: kept.id,
      facts: { ...facts, brand: 'Ferrero' },
      created_at: '2026-03-01T10:00:00.000Z',
      updated_at: '2026-03-03T10:00:00.000Z',
    });
    keepReport(kept.id, report);
    expect(findKept(kept.id)?.report).toEqual(report);
  });

  it('removes one, and all when the shopper signs out', () => {
    const a = keepProduct(facts);
    keepProduct(facts);
    removeKept(a.id);
    expect(keptProducts()).toHaveLength(1);
    clearKeptProducts();
    expect(keptProducts()).toEqual([]);
    expect(localStorage.getItem(READ_PRODUCTS_STORAGE_KEY)).toBeNull();
  });

  it('tells its listeners of every change, and is the same array until one', () => {
    const listener = vi.fn();
    const stop = subscribeKept(listener);
    keepProduct(facts);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(keptProducts()).toBe(keptProducts());
    stop();
    keepProduct(facts);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores what is not a kept product, and unreadable storage', () => {
    localStorage.setItem(READ_PRODUCTS_STORAGE_KEY, JSON.stringify([{ id: 'x' }, 42]));
    expect(keptProducts()).toEqual([]);
    localStorage.setItem(READ_PRODUCTS_STORAGE_KEY, '{not json');
    expect(keptProducts()).toEqual([]);
  });

  it('keeps the facts without the reports when the storage is full', () => {
    const kept = keepProduct(facts, report);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    keepReport(kept.id, report);
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(findKept(kept.id)).toMatchObject({ facts });
    expect(findKept(kept.id)?.report).toBeUndefined();
  });
});
