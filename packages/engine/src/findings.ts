import type { Level, PersonalAlert, Source } from '@clearcart/contracts';

/**
 * Findings first, prose second (decision 023). Each section first lists what the facts show as typed findings — a
 * code, a severity, the evidence (the ingredient, tag or figure) and the sources —, then personalisation reads those
 * findings against the shopper's preferences, and one renderer per section turns both into the spec's shapes and
 * sentences. Nothing below the renderer writes English; nothing above it decides.
 */
export interface FindingBase {
  severity: Level | 'none';
  sources: readonly Source[];
}

/** Levels in order, for "the worst of". */
export const LEVEL_RANK: Record<Level, number> = { high: 3, medium: 2, low: 1 };

/** The most severe of the findings' levels; "low" when none is more. */
export const worstSeverity = (findings: readonly FindingBase[]): Level =>
  findings.reduce<Level>(
    (w, f) => (f.severity !== 'none' && LEVEL_RANK[f.severity] > LEVEL_RANK[w] ? f.severity : w),
    'low',
  );

/**
 * What a recommendation asks of the shopper. The spec's icon rule reads the sentence's words (warning for "avoid" and
 * "caution", info for "check", "consider" and "note", else a check mark), so each sentence opens with its advice's
 * word and the icon follows the advice; evaluate.test.ts checks this on every case.
 */
export type Advice = 'avoid' | 'caution' | 'check' | 'consider' | 'note' | 'good';

export interface Recommendation {
  advice: Advice;
  text: string;
}

const ORDER: Record<Advice, number> = { avoid: 0, caution: 1, check: 2, consider: 2, note: 2, good: 3 };

/**
 * The recommendations as the report lists them: what to avoid first, then cautions, then the rest in the order the
 * findings came, reassurances last.
 */
export function recommendationTexts(list: readonly Recommendation[]): string[] {
  return list
    .map((r, i) => ({ r, i }))
    .sort((a, b) => ORDER[a.r.advice] - ORDER[b.r.advice] || a.i - b.i)
    .map(({ r }) => r.text);
}

/** Alerts keyed by code, the first raised kept: one alert per preference a product breaks. */
export class Alerts {
  readonly list: PersonalAlert[] = [];
  raise(code: string, severity: PersonalAlert['severity'], message: string): void {
    if (!this.list.some((a) => a.code === code)) this.list.push({ code, severity, message });
  }
}

/** Minimum sensitivity slider value at which something of this concern level is flagged. */
export function sensitivityThreshold(level: Level | 'none'): number {
  return level === 'high' ? 1 : level === 'medium' ? 3 : 5;
}
