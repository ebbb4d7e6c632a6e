import { MAJOR_ALLERGEN_IDS } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { MAJOR_ALLERGENS } from './allergens.ts';

describe('MAJOR_ALLERGENS', () => {
  it("are the contracts' major allergens, in their order", () => {
    expect([...MAJOR_ALLERGENS]).toEqual([...MAJOR_ALLERGEN_IDS]);
  });
});
