import type { Certification, ProductFacts, Reliability, Source } from '@clearcart/contracts';
import type { LabelKnowledge, LabelTab } from '@clearcart/knowledge';
import { countryCode, EU_FOOD_LAW } from '@clearcart/text';
import { ENGLISH_VOICE, type Voice } from './i18n/voice.ts';
import { isOrganic, organicShortfall, organicShortfallSaid } from './environmental/organic-share.ts';

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
export function certificationOf(label: LabelKnowledge, v: Voice = ENGLISH_VOICE): Certification {
  return {
    name: v.text(label.name),
    verified: label.thirdPartyVerified,
    description: v.text(label.verifies),
    impact: label.impact,
    ...(label.sources.length > 0 ? { sources: uniqueSources(label.sources) } : {}),
  };
}

/** A certification the product's company holds for all its products (Leaping Bunny), not read from the pack. */
export interface CompanyCertification {
  label: LabelKnowledge;
  /** The company that holds it, as the report names it. */
  company: string;
  asOf: string;
  sources: readonly Source[];
}

/**
 * The labels as the report names them: a label that is not independently verified and claims only what a verified
 * label on record certifies ("Organic (scheme not stated)" beside "EU organic", "Fair trade (scheme not stated)" beside
 * "Fairtrade") is that label's generic parent, which Open Food Facts adds with it, so it is dropped; alone, it stays.
 */
export function mostSpecificLabels<L extends Pick<LabelKnowledge, 'satisfies' | 'thirdPartyVerified'>>(
  labels: readonly L[],
): L[] {
  const certified = new Set(labels.filter((l) => l.thirdPartyVerified).flatMap((l) => l.satisfies));
  return labels.filter(
    (l) => l.thirdPartyVerified || l.satisfies.length === 0 || !l.satisfies.every((s) => certified.has(s)),
  );
}

/** "Not tested on animals (claim)" → "Not tested on animals", in the report's language. */
const claimWords = (label: LabelKnowledge, v: Voice) =>
  v.text(label.name).replace(new RegExp(`\\s*\\(${v.m.claimWord}\\)$`, 'i'), '');

/**
 * Certifications for the labels and the certifications the company holds, optionally only those for one tab,
 * de-duplicated by name case-insensitively. One fact is said once: a self-declared claim that a certification on the
 * list verifies ("Not tested on animals" under Leaping Bunny) is named inside that certification, not listed beside it
 * as "not independently verified".
 */
export function certificationsOf(
  labels: readonly LabelKnowledge[],
  tab?: LabelTab,
  held: readonly CompanyCertification[] = [],
  v: Voice = ENGLISH_VOICE,
  /**
   * The product: an organic logo its list says it falls short of is said so (decision 123); a label on facts no reader
   * can check (`hasCheckableOrigin`) is a certified scheme, but not verified on this product (blind audits 69, 100).
   */
  facts?: Pick<ProductFacts, 'kind' | 'ingredientsText' | 'sources'>,
): Certification[] {
  const inTab = (label: LabelKnowledge) => !tab || label.tabs.includes(tab);
  const heldHere = held.filter((h) => inTab(h.label) && !labels.includes(h.label));
  const verifying = [...labels.filter((l) => l.thirdPartyVerified), ...heldHere.map((h) => h.label)];
  const backedBy = (claim: LabelKnowledge) =>
    claim.claims && !claim.thirdPartyVerified ? verifying.find((l) => l.satisfies.includes(claim.claims!)) : undefined;
  const backing = (label: LabelKnowledge): string => {
    const claims = labels.filter((l) => inTab(l) && backedBy(l) === label).map((l) => claimWords(l, v));
    return claims.length > 0 ? v.m.certifications.verifiesClaims(claims) : '';
  };
  const seen = new Set<string>();
  const out: Certification[] = [];
  const add = (label: LabelKnowledge, certification: Certification) => {
    const key = label.name.trim().toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push(certification);
  };
  const shortfall = facts && organicShortfall(facts);
  const short = (label: LabelKnowledge) =>
    shortfall && isOrganic(label) ? ` ${organicShortfallSaid(shortfall, v)}` : '';
  const unchecked = facts !== undefined && !hasCheckableOrigin(facts);
  for (const label of labels) {
    if (!inTab(label) || backedBy(label)) continue;
    const certification = certificationOf(label, v);
    add(label, {
      ...certification,
      ...(unchecked ? { verified: false } : {}),
      description: `${certification.description}${backing(label)}${short(label)}${unchecked ? v.m.certifications.onUncheckedFacts : ''}`,
    });
  }
  for (const { label, company, asOf, sources } of heldHere)
    add(label, {
      ...certificationOf(label, v),
      description: `${v.m.certifications.heldByCompany({ company, asOf, verifies: v.text(label.verifies) })}${backing(label)}`,
      sources: uniqueSources([...sources, ...label.sources]),
    });
  return out;
}

/**
 * Whether every country of sale on record lies outside the EU, the EEA and the UK: the wording rules the green-claims check
 * reads (EU law, the UK's Green Claims Code) and the EU's egg marketing terms do not apply to a pack sold only there (blind audit 18: a US-only "organic").
 * Unknown countries, or none on record, leave the check on.
 */
export function soldOnlyOutsideEuLaw(countries: readonly string[] | undefined): boolean {
  const codes = (countries ?? []).map(countryCode);
  return codes.length > 0 && codes.every((code) => code !== undefined && !EU_FOOD_LAW.includes(code));
}

/**
 * Facts a reader can check: they cite an Open Food Facts (Beauty, Products) record of the product, or a page of its
 * own beyond a site's home page (the maker's product page). Encyclopaedia articles describe brands, not products.
 */
export function hasCheckableOrigin(facts: Pick<ProductFacts, 'sources'>): boolean {
  return facts.sources.some(({ url }) => {
    if (!url) return false;
    const { hostname, pathname } = new URL(url);
    if (/(^|\.)open(food|beauty|products|petfood)facts\.org$/.test(hostname)) return /^\/product\/\d+/.test(pathname);
    return !/(^|\.)wikipedia\.org$/.test(hostname) && pathname.replace(/\/+$/, '') !== '';
  });
}
