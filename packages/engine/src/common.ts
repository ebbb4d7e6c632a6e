import type { Certification, Reliability, Source } from '@clearcart/contracts';
import type { LabelKnowledge, LabelTab } from '@clearcart/knowledge';

/** Sources without duplicates (same url, or same title when there is no url), in first-seen order. */
export function uniqueSources(sources: readonly (Source | undefined)[]): Source[] {
  const seen = new Set<string>();
  const out: Source[] = [];
  for (const source of sources) {
    if (!source || typeof source.title !== 'string' || source.title.length === 0) continue;
    const key = source.url ?? `title:${source.title.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      title: source.title,
      ...(source.url ? { url: source.url } : {}),
      ...(source.quote ? { quote: source.quote } : {}),
    });
  }
  return out;
}

/** A–E grade of a 0–100 score: A ≥ 80, B ≥ 60, C ≥ 40, D ≥ 20, else E. */
export function gradeOf(score: number): 'A' | 'B' | 'C' | 'D' | 'E' {
  return score >= 80 ? 'A' : score >= 60 ? 'B' : score >= 40 ? 'C' : score >= 20 ? 'D' : 'E';
}

export const clampScore = (score: number): number => Math.max(0, Math.min(100, Math.round(score)));

/**
 * Reliability of a section from how complete its inputs were. Each section lists whether each fact it relies on is
 * present, core fact first. The share present decides: at least 75 % → High, at least 40 % → Medium, otherwise Low;
 * a section whose core fact is missing is never High.
 */
export function reliabilityOf(inputs: readonly boolean[]): Reliability {
  if (inputs.length === 0) return 'Low';
  const present = inputs.filter(Boolean).length / inputs.length;
  if (present >= 0.75 && inputs[0] === true) return 'High';
  if (present >= 0.4) return 'Medium';
  return 'Low';
}

/** A knowledge label as the report shows it. */
export function certificationOf(label: LabelKnowledge): Certification {
  return {
    name: label.name,
    verified: label.thirdPartyVerified,
    description: label.verifies,
    impact: label.impact,
    ...(label.sources.length > 0 ? { sources: uniqueSources(label.sources) } : {}),
  };
}

/** Certifications for the labels, optionally only those for one tab, de-duplicated by name case-insensitively. */
export function certificationsOf(labels: readonly LabelKnowledge[], tab?: LabelTab): Certification[] {
  const seen = new Set<string>();
  const out: Certification[] = [];
  for (const label of labels) {
    if (tab && !label.tabs.includes(tab)) continue;
    const key = label.name.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(certificationOf(label));
  }
  return out;
}
