import type { CategoryFootprint } from './types.ts';

// Filled in by the knowledge work of issue 3/8.
export const footprints: readonly CategoryFootprint[] = [];
