import { afterEach, describe, expect, it } from 'vitest';
import { readIdentification, storeIdentification, withIdentification } from './identification.ts';

afterEach(() => sessionStorage.clear());

describe('identification hand-off', () => {
  it('keeps {confidence, identified_by} per product id and reads it back', () => {
    storeIdentification('nutella', { confidence: 0.64, identified_by: 'label text' });
    storeIdentification('magnum', { confidence: 0.95, identified_by: 'barcode' });
    expect(readIdentification('nutella')).toEqual({ confidence: 0.64, identified_by: 'label text' });
    expect(readIdentification('magnum')).toEqual({ confidence: 0.95, identified_by: 'barcode' });
    // Still there on a reload of the same page.
    expect(readIdentification('nutella')).toEqual({ confidence: 0.64, identified_by: 'label text' });
    expect(readIdentification('other')).toBeNull();
  });

  it('stores nothing without a method, and a later identify call replaces the earlier one', () => {
    storeIdentification('nutella', { confidence: 0, identified_by: null });
    expect(sessionStorage.length).toBe(0);
    storeIdentification('nutella', { confidence: 0.5, identified_by: 'text search' });
    storeIdentification('nutella', { confidence: 0.99, identified_by: 'barcode' });
    expect(readIdentification('nutella')).toEqual({ confidence: 0.99, identified_by: 'barcode' });
  });

  it('drops corrupt or out-of-range entries', () => {
    sessionStorage.setItem('identification:a', '{not json');
    expect(readIdentification('a')).toBeNull();
    sessionStorage.setItem('identification:b', JSON.stringify({ confidence: 3, identified_by: 'barcode' }));
    expect(readIdentification('b')).toBeNull();
    expect(sessionStorage.getItem('identification:b')).toBeNull();
    sessionStorage.setItem('identification:c', JSON.stringify({ confidence: 0.5, identified_by: 'telepathy' }));
    expect(readIdentification('c')).toBeNull();
  });

  it("overrides the entity's values only when one is held", () => {
    const entity = { name: 'Nutella', confidence: 1, identifiedBy: 'catalog' as const };
    expect(withIdentification(entity, null)).toBe(entity);
    expect(withIdentification(entity, { confidence: 0.64, identified_by: 'label text' })).toEqual({
      name: 'Nutella',
      confidence: 0.64,
      identifiedBy: 'label text',
    });
  });
});
