import type { BrandKnowledge } from './types.ts';

// Filled in by the knowledge work of issue 3/8.
export const brands: readonly BrandKnowledge[] = [];
