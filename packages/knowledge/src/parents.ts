import type { ParentLink } from './types.ts';

// Filled in by the knowledge work of issue 3/8.
export const parents: readonly ParentLink[] = [];
