import type { LabelReading, MyProductPanel, ProductKind } from '@clearcart/contracts';
import { hasNutrition } from './draft.ts';

/** The guided capture's steps, in order: the two panels, the front (optional, for its claims), then the check. */
export type Step = MyProductPanel | 'review';
const ALL: readonly Step[] = ['ingredients', 'nutrition', 'front', 'review'];

/** The steps for a kind of product: no nutrition table for cosmetics and household products. */
export function stepsFor(kind: ProductKind | null): Step[] {
  return ALL.filter((step) => step !== 'nutrition' || hasNutrition(kind));
}

/** The step an address names (`?step=`), the first by default. */
export function parseStep(value: string | null): Step {
  return ALL.find((step) => step === value) ?? 'ingredients';
}

export function stepAfter(step: Step, kind: ProductKind | null): Step {
  const steps = stepsFor(kind);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)] ?? 'review';
}

/**
 * Whether a reading found what its panel is photographed for: the list, a table with at least one figure, or a line
 * of words on the front.
 */
export function foundOnPanel(reading: LabelReading): boolean {
  if (reading.panel === 'ingredients') return Boolean(reading.ingredients?.text.trim());
  if (reading.panel === 'front') return (reading.front?.lines.length ?? 0) > 0;
  const table = reading.nutrition;
  return table !== undefined && Object.keys(table).some((key) => key !== 'basis');
}
