import { describe, expect, it } from 'vitest';
import { shownFootprint } from './findings.ts';

describe('shownFootprint', () => {
  it.each([
    [7.7218, 7.7],
    [1.5, 1.5],
    [1.54, 1.54],
    [1.4962, 1.5],
    [1.504, 1.504],
    [4.96, 5],
    [5.04, 5.04],
    [0.33, 0.3],
  ])('%s kg is written %s', (kg, shown) => expect(shownFootprint(kg)).toBe(shown));
});
