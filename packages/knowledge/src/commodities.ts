import type { CommodityKnowledge } from './types.ts';

// Filled in by the knowledge work of issue 3/8.
export const commodities: readonly CommodityKnowledge[] = [];
