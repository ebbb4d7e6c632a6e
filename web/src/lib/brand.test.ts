import { UNKNOWN_BRAND } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { onRecord } from './brand.ts';

describe('onRecord', () => {
  it('gives a brand on record, and nothing for the placeholder of none (blind audit 41: never “by Unknown brand”)', () => {
    expect(onRecord('Heinz')).toBe('Heinz');
    expect(onRecord(UNKNOWN_BRAND)).toBeUndefined();
    expect(onRecord(undefined)).toBeUndefined();
  });
});
