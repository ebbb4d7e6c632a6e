import type { EnvironmentalSection, EthicalSection, HealthSection } from '@clearcart/contracts';
import {
  animalWelfareDecision,
  ethicalBannerDecision,
  healthAlertDecisions,
  isCertified as certified,
  palmOilAlertSeverity,
} from '@clearcart/engine/view';
import { cleanText } from '@clearcart/text';
import { CONFIDENCE_THRESHOLD } from '../../../config/constants.ts';
import { formatList } from '../../../i18n/format.ts';
import { humanize } from './text.ts';
import { t } from '../../../i18n/i18n.ts';
import { inSentence, keyLabel, knownKey, valueLabel } from './labels.ts';

/* ---------- confidence ---------- */

export interface ConfidenceDisplay {
  percent: number;
  tone: 'green' | 'yellow';
  warning: string | null;
}

/** Rounded percentage; green from 0.7 up, yellow with a warning below. */
export function confidenceDisplay(confidence: number | undefined | null): ConfidenceDisplay {
  const value =
    typeof confidence === 'number' && Number.isFinite(confidence) ? Math.min(1, Math.max(0, confidence)) : 0;
  const low = value < CONFIDENCE_THRESHOLD;
  return {
    percent: Math.round(value * 100),
    tone: low ? 'yellow' : 'green',
    warning: low ? t('product.lowConfidence') : null,
  };
}

/* ---------- reliability ---------- */

export interface ReliabilityBadge {
  label: string;
  color: 'green' | 'yellow' | 'red' | 'gray';
  description: string | null;
}

/** Badge from the reliability text: high, medium, low, else unknown. */
export function reliabilityBadge(reliability: unknown): ReliabilityBadge {
  const text = typeof reliability === 'string' ? reliability.toLowerCase() : '';
  if (text.includes('high')) {
    return { label: t('reliability.high'), color: 'green', description: t('reliability.high.text') };
  }
  if (text.includes('medium')) {
    return { label: t('reliability.medium'), color: 'yellow', description: t('reliability.medium.text') };
  }
  if (text.includes('low')) {
    return { label: t('reliability.low'), color: 'red', description: t('reliability.low.text') };
  }
  return { label: t('reliability.unknown'), color: 'gray', description: null };
}

/* ---------- recommendations ---------- */

/* ---------- certifications ---------- */

export interface CertificationView {
  name: string;
  verified?: boolean;
  description?: string;
  impact?: 'positive' | 'negative' | 'neutral';
}

/** True when a certification text names a real scheme (not 'none' or 'unknown'): the engine's shopper view decides. */
export const isCertified = (certification: unknown): boolean => certified(certification);

function certificationFrom(value: unknown): CertificationView | null {
  if (typeof value === 'string') return isCertified(value) ? { name: cleanText(value) } : null;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.name !== 'string' || !isCertified(record.name)) return null;
    const view: CertificationView = { name: cleanText(record.name) };
    if (typeof record.verified === 'boolean') view.verified = record.verified;
    if (typeof record.description === 'string' && record.description) view.description = cleanText(record.description);
    if (record.impact === 'positive' || record.impact === 'negative' || record.impact === 'neutral')
      view.impact = record.impact;
    return view;
  }
  return null;
}

/**
 * Gather certifications from `certifications` lists and nested `certification` texts, at any depth,
 * removing duplicates by name case-insensitively (the first, usually richest, entry wins).
 */
export function gatherCertifications(...roots: unknown[]): CertificationView[] {
  const found = new Map<string, CertificationView>();
  const add = (view: CertificationView | null) => {
    if (!view) return;
    const key = view.name.toLowerCase();
    const existing = found.get(key);
    if (!existing) found.set(key, view);
    else if (!existing.description && view.description)
      found.set(key, { ...view, ...existing, description: view.description });
  };
  const walk = (node: unknown, depth: number) => {
    if (depth > 6 || typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      node.forEach((item) => walk(item, depth + 1));
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'sources') continue;
      if (key === 'certifications' && Array.isArray(value)) value.forEach((item) => add(certificationFrom(item)));
      else if (key === 'certification' && typeof value === 'string') add(certificationFrom(value));
      else if (typeof value === 'object') walk(value, depth + 1);
    }
  };
  roots.forEach((root) => walk(root, 0));
  return [...found.values()];
}

/* ---------- health ---------- */

export interface AlertItem {
  key: string;
  name: string;
  /** The name is the report's own words (an additive's), not the catalogue's. */
  fromServer?: boolean;
  text: string;
  severity: 'high' | 'medium' | 'low';
}

/** Highlighted allergens and concerns, plus high-severity allergens and high concerns (decided by the engine's view). */
export function healthAlerts(health: Partial<HealthSection> | undefined): AlertItem[] {
  return healthAlertDecisions(health).map((d): AlertItem => {
    if (d.kind === 'concern')
      return {
        key: d.key,
        name: keyLabel(d.subject),
        ...(knownKey(d.subject) ? {} : { fromServer: true }),
        text: cleanText(health?.health_concerns?.[d.subject]?.notes),
        severity: d.severity,
      };
    const prefix =
      d.wording === 'mayContain'
        ? 'product.alert.mayContain'
        : d.wording === 'possible'
          ? 'product.alert.possible'
          : 'product.alert.contains';
    return {
      key: d.key,
      name: keyLabel(d.subject),
      text: cleanText(health?.allergens?.[d.subject]?.notes) || t(prefix, { name: inSentence(keyLabel(d.subject)) }),
      severity: d.severity,
    };
  });
}

/* ---------- environment ---------- */

/** The palm-oil rating as the report words it (in English: `valueLabel`); the engine weighs label and company. */
export function palmOilRating(palmOil: Partial<EnvironmentalSection['palm_oil']> | undefined): string {
  return palmOil?.rating ? humanize(palmOil.rating) : 'Unknown';
}

/** Palm oil concern plus every highlighted environmental factor. */
export function environmentalAlerts(env: Partial<EnvironmentalSection> | undefined): AlertItem[] {
  const alerts: AlertItem[] = [];
  const palm = env?.palm_oil;
  const palmSeverity = palmOilAlertSeverity(palm);
  if (palm && palmSeverity) {
    alerts.push({
      key: 'palm_oil',
      name: t('product.palmOil'),
      text: `${valueLabel(palmOilRating(palm))}${palm.details ? ` — ${cleanText(palm.details)}` : ''}`,
      severity: palmSeverity,
    });
  }
  const factors = env?.environmental_factors;
  if (factors) {
    for (const key of ['carbon_footprint', 'water_usage', 'resource_depletion', 'packaging'] as const) {
      const factor = factors[key];
      if (!factor?.highlighted) continue;
      // One severity per finding: the alert says what the factor's card says ("High" carbon is a high alert).
      const rating = 'rating' in factor ? factor.rating : factor.recyclability === 'none' ? 'high' : 'medium';
      const severity = rating === 'high' || rating === 'low' || rating === 'medium' ? rating : 'medium';
      alerts.push({ key, name: keyLabel(key), text: cleanText(factor.details), severity });
    }
  }
  return alerts;
}

/* ---------- animal welfare ---------- */

type AnimalType = EthicalSection['animal_derived_content']['animal_product_type'][number];

/** What is said of a product with animal ingredients and no welfare evidence, by kind, in the current language. */
export const factoryFarming = (type: AnimalType): string =>
  t(`welfare.farming.${type.replace(/ /g, '_') as 'bee_product'}`);

/** The extra box for dairy: the general picture of dairy farming (the first sentence is about this product). */
export const dairyExplanation = (): string => factoryFarming('dairy').replace(/^[^.]*\.\s*/, '');

export interface AnimalWelfareView {
  status: 'concerning' | 'humane' | 'none' | 'unknown';
  rating: string;
  certification: string | null;
  details: string;
  /** True when the entry was synthesised because welfare data was missing. */
  synthesized: boolean;
  types: AnimalType[];
  showDairyBox: boolean;
}

/** The animal-welfare card, as the engine's shopper view decides it; the words are this catalogue's. */
export function deriveAnimalWelfare(ethical: Partial<EthicalSection> | undefined): AnimalWelfareView {
  const d = animalWelfareDecision(ethical);
  return {
    status: d.status,
    rating: d.rating,
    certification: d.certification ? cleanText(d.certification) : null,
    details: d.synthesizedFor ? factoryFarming(d.synthesizedFor) : cleanText(d.details),
    synthesized: d.synthesizedFor !== null,
    types: d.types,
    showDairyBox: d.showDairyBox,
  };
}

export interface EthicalBanner {
  kind: 'concern' | 'positive';
  title: string;
  lines: string[];
}

/** Red 'Ethical Concerns' for any concern; green 'Animal Welfare Note' when only positive; else none (engine's view). */
export function ethicalBanner(ethical: Partial<EthicalSection> | undefined): EthicalBanner | null {
  const d = ethicalBannerDecision(ethical);
  if (!d) return null;
  if (d.kind === 'positive')
    return {
      kind: 'positive',
      title: t('product.banner.welfare'),
      lines: [
        d.certification
          ? t('product.banner.covered', { certification: cleanText(d.certification) })
          : t('product.banner.positive'),
      ],
    };
  return {
    kind: 'concern',
    title: t('product.banner.concerns'),
    // One line each; the Animal Welfare card below explains it.
    lines: d.lines.map((line) =>
      line.kind === 'labour'
        ? t('product.banner.labour')
        : line.kind === 'testing'
          ? t('product.banner.testing')
          : line.types.every((type) => type === 'unknown')
            ? t('product.banner.animalDerived')
            : t('product.banner.animalType', { type: formatList(line.types.map(animalType)) }),
    ),
  };
}

const dietWord = (answer: 'yes' | 'no' | 'maybe' | 'unknown') => t(`product.diet.${answer}`);

/** An animal product type in words ("dairy", "produits laitiers"). */
export const animalType = (type: AnimalType): string => t(`animal.${type.replace(/ /g, '_') as 'bee_product'}`);

/** "Vegan: Maybe — "natural flavourings" can be of animal origin", from the report's four-way answers. */
export function dietLines(content: Partial<EthicalSection['animal_derived_content']> | undefined): string[] {
  if (!content?.vegan) return [];
  const which = (content.uncertain_ingredients ?? []).slice(0, 3).map((i) => `"${cleanText(i)}"`);
  const why =
    content.vegan === 'maybe' && which.length > 0
      ? t('product.diet.animalOrigin', { which: which.join(', ') })
      : content.vegan === 'unknown'
        ? which.length > 0
          ? t('product.diet.notRecognised', { which: which.join(', ') })
          : t('product.diet.noList')
        : '';
  const lines = [t('product.diet.vegan', { answer: dietWord(content.vegan), why })];
  if (content.vegetarian) lines.push(t('product.diet.vegetarian', { answer: dietWord(content.vegetarian) }));
  return lines;
}

/** The palm-oil card's title says the same as its badge and text. */
export function palmOilTitle(palm: Partial<EnvironmentalSection['palm_oil']> | undefined): string {
  const status = palm?.status ?? (palm?.contains ? 'yes' : 'no');
  return t(`product.palm.${status}`);
}

/** The allergen grid, short: cards for what is present, traced or avoided; one line each for the absent and unknown. */
export function allergenOverview(
  allergens: HealthSection['allergens'] | undefined,
  major: ReadonlySet<string>,
): { shown: [string, HealthSection['allergens'][string]][]; absent: string | null; unknown: string | null } {
  const entries = Object.entries(allergens ?? {});
  const shown = entries.filter(([, e]) => e.status === 'yes' || e.may_contain || e.highlighted);
  // Named in the order of the list of major allergens, whatever order the report holds them in.
  const names = (status: 'no' | 'unknown') =>
    [...major]
      .filter((id) => {
        const e = allergens?.[id];
        return e !== undefined && e.status === status && !e.may_contain && !e.highlighted;
      })
      .map((id) => inSentence(keyLabel(id)));
  const absent = names('no');
  const unknown = names('unknown');
  // "None of the 9" would read as "no allergen" beside one shown from outside the nine (gluten in barley): then they
  // are named.
  const noneAtAll = absent.length === major.size && shown.length === 0;
  return {
    shown,
    absent:
      absent.length === 0
        ? null
        : noneAtAll
          ? t('product.allergens.noneOfMajor', { count: major.size })
          : t('product.allergens.notPresent', { list: absent.join(', ') }),
    unknown:
      unknown.length === 0
        ? null
        : unknown.length === major.size
          ? t('product.allergens.noList')
          : t('product.allergens.notKnown', { list: unknown.join(', ') }),
  };
}
