import { describe, expect, it } from 'vitest';
import { fetchedAgo, openRecordNote } from './open-record.ts';

const record = { site: 'Open Food Facts', url: 'https://world.openfoodfacts.org/product/3017620422003' };
const now = new Date(2026, 10, 25, 9, 0);

describe('where the facts came from', () => {
  it('counts calendar days', () => {
    expect(fetchedAgo(new Date(2026, 10, 25, 0, 5).toISOString(), now)).toBe('today');
    expect(fetchedAgo(new Date(2026, 10, 24, 23, 55).toISOString(), now)).toBe('yesterday');
    expect(fetchedAgo(new Date(2026, 10, 22, 12, 0).toISOString(), now)).toBe('3 days ago');
  });

  it('names what the site filled, or says the whole record is the site’s', () => {
    const fetchedAt = new Date(2026, 10, 22, 12, 0).toISOString();
    expect(openRecordNote({ ...record, fetchedAt, filled: ['ingredients', 'nutrition', 'picture'] }, now)).toEqual({
      lead: 'Ingredients, nutrition and picture from ',
      tail: ", fetched 3 days ago; the rest from ClearCart's catalog.",
    });
    expect(openRecordNote({ ...record, fetchedAt }, now)).toEqual({ lead: 'From ', tail: ', fetched 3 days ago.' });
    expect(openRecordNote({ ...record, fetchedAt, filled: [] }, now)).toBeNull();
    expect(openRecordNote(undefined, now)).toBeNull();
  });
});
