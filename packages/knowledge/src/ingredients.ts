import type { IngredientKnowledge } from './types.ts';

// Filled in by the knowledge work of issue 3/8.
export const ingredients: readonly IngredientKnowledge[] = [];
