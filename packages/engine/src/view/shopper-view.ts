/**
 * What the shopper is shown on top of the report's sections, decided once for the server, the device engine and the
 * web, so all three say the same: which allergens and concerns are alerts and how each is worded, the animal-welfare
 * card and the ethical banner, the verdict at the top. Pure, over the contracts' shapes only, so the web's main bundle
 * can hold it; the words stay in each renderer's catalogue, keyed by what is decided here.
 */
import type {
  AnimalProductType,
  EnvironmentalSection,
  EthicalSection,
  HealthSection,
  PersonalAlert,
  Preferences,
} from '@clearcart/contracts';

/** Texts that name no certification ("none", "unknown", "not certified"). */
const NOT_A_CERTIFICATION = new Set([
  '',
  'none',
  'unknown',
  'no',
  'n/a',
  'not applicable',
  'not certified',
  'uncertified',
]);

/** True when a certification text names a real scheme (not 'none' or 'unknown'). */
export function isCertified(certification: unknown): boolean {
  return typeof certification === 'string' && !NOT_A_CERTIFICATION.has(certification.trim().toLowerCase());
}

export interface AlertDecision {
  key: string;
  kind: 'allergen' | 'concern';
  subject: string;
  /** How an allergen alert without notes is worded: it is in it, it may be, or it cannot be ruled out. */
  wording: 'contains' | 'mayContain' | 'possible' | 'notes';
  severity: 'high' | 'medium' | 'low';
}

/**
 * The alerts of the Health tab: an allergen that is present or may be present and severe, or one the shopper avoids
 * (highlighted); a concern rated high or highlighted. An allergen ruled out is never an alert; one that cannot be ruled
 * out is one only for a shopper who avoids it, worded as "possible", never as "contains".
 */
export function healthAlertDecisions(health: Partial<HealthSection> | undefined): AlertDecision[] {
  const out: AlertDecision[] = [];
  for (const [name, entry] of Object.entries(health?.allergens ?? {})) {
    if (!entry || entry.status === 'no') continue;
    const found = entry.status === 'yes' || entry.may_contain === true;
    if (!(entry.highlighted || (found && entry.severity === 'high'))) continue;
    out.push({
      key: `allergen:${name}`,
      kind: 'allergen',
      subject: name,
      wording: entry.may_contain ? 'mayContain' : entry.status === 'unknown' ? 'possible' : 'contains',
      severity: entry.severity ?? 'medium',
    });
  }
  for (const [name, entry] of Object.entries(health?.health_concerns ?? {})) {
    if (!entry || entry.status === 'no') continue;
    if (entry.highlighted || entry.status === 'high')
      out.push({
        key: `concern:${name}`,
        kind: 'concern',
        subject: name,
        wording: 'notes',
        severity: entry.severity ?? 'medium',
      });
  }
  return out;
}

/**
 * The palm-oil rating as the report gives it: the engine words it from everything it knows (the label, the company's
 * claim), so no renderer overrides it ("Unsustainable" beside a company's RSPO claim stated what nobody checked).
 */
export function palmOilAlertSeverity(
  palm: Partial<EnvironmentalSection['palm_oil']> | undefined,
): 'high' | 'medium' | null {
  if (!palm?.highlighted) return null;
  return isCertified(palm.certification) ? 'medium' : 'high';
}

/**
 * Kinds of animal content, most telling first: the banner names them in this order, the synthesised welfare text the
 * first.
 */
export const ANIMAL_TYPE_PRIORITY: readonly AnimalProductType[] = [
  'meat',
  'dairy',
  'eggs',
  'seafood',
  'gelatin product',
  'animal material',
  'bee product',
  'unknown',
];

export interface AnimalWelfareDecision {
  status: 'concerning' | 'humane' | 'none' | 'unknown';
  rating: string;
  certification: string | null;
  /** The card's text: the report's, or, when it has none, the kind whose general text stands in. */
  details: string;
  synthesizedFor: AnimalProductType | null;
  types: AnimalProductType[];
  showDairyBox: boolean;
}

/**
 * The animal-welfare card: "does not apply" only when animal content is known to be none (never for an
 * unknown or a "maybe"); humane on a certification or a good rating; concerning on a poor rating or on animal content
 * with no welfare evidence; otherwise, and where the report says welfare is not known, unknown.
 */
export function animalWelfareDecision(ethical: Partial<EthicalSection> | undefined): AnimalWelfareDecision {
  const content = ethical?.animal_derived_content;
  const welfare = ethical?.animal_welfare;
  const types = (content?.animal_product_type ?? []).filter((t) => ANIMAL_TYPE_PRIORITY.includes(t));
  const certification = isCertified(welfare?.certification) ? (welfare?.certification ?? null) : null;
  const details = welfare?.details || welfare?.notes || '';
  const base = { certification, types, details, synthesizedFor: null };
  if (content?.contains_animal_ingredients === 'no')
    return { ...base, status: 'none', rating: 'not applicable', showDairyBox: false };
  const rating = welfare?.rating ?? 'unknown';
  let status: AnimalWelfareDecision['status'];
  let synthesizedFor: AnimalProductType | null = null;
  if (certification || rating === 'good' || welfare?.status === 'humane') status = 'humane';
  else if (rating === 'poor' || welfare?.status === 'concerning') status = 'concerning';
  // The report says, with no rating, that it is not known (a PDO specification): the card says so, not "concerning".
  else if (welfare?.status === 'unknown' && rating === 'unknown' && details) status = 'unknown';
  else if (content?.contains_animal_ingredients === 'yes') {
    status = 'concerning'; // animal ingredients without positive welfare evidence count as a concern
    if (!welfare || (!details && (welfare.status ?? 'unknown') === 'unknown'))
      synthesizedFor = ANIMAL_TYPE_PRIORITY.find((t) => types.includes(t)) ?? 'unknown';
  } else status = welfare?.status === 'none' && content?.contains_animal_ingredients === undefined ? 'none' : 'unknown';
  return {
    ...base,
    status,
    rating: synthesizedFor ? 'unknown' : rating,
    synthesizedFor,
    // Dairy farming's general picture only where the report gives it: never beside a claim, a designation or another
    // animal's milk that the report speaks of instead.
    showDairyBox:
      types.includes('dairy') && status !== 'humane' && (synthesizedFor !== null || Boolean(welfare?.notes)),
  };
}

/** An animal line names every kind the welfare decision names, most concerning first (blind audit 100: eggs too). */
export type BannerLine = { kind: 'animal'; types: AnimalProductType[] } | { kind: 'labour' } | { kind: 'testing' };

export interface BannerDecision {
  kind: 'concern' | 'positive';
  lines: BannerLine[];
  /** For a positive banner: the certification that covers it, if any. */
  certification: string | null;
}

/** Red 'Ethical Concerns' for any concern; green 'Animal Welfare Note' when only positive; else none. */
export function ethicalBannerDecision(ethical: Partial<EthicalSection> | undefined): BannerDecision | null {
  if (!ethical) return null;
  const welfare = animalWelfareDecision(ethical);
  const lines: BannerLine[] = [];
  if (welfare.status === 'concerning') {
    const types = ANIMAL_TYPE_PRIORITY.filter((t) => t !== 'unknown' && welfare.types.includes(t));
    lines.push({ kind: 'animal', types: types.length > 0 ? types : ['unknown'] });
  }
  if (ethical.labor_practices?.rating === 'poor') lines.push({ kind: 'labour' });
  if (ethical.animal_testing?.status === 'yes') lines.push({ kind: 'testing' });
  if (lines.length > 0) return { kind: 'concern', lines, certification: null };
  if (welfare.status === 'humane') return { kind: 'positive', lines: [], certification: welfare.certification };
  return null;
}

/**
 * The verdict at the top of a report: "not for you" when an alert says the product conflicts (high or medium), "can't
 * tell" when the only alerts are facts missing (low), "fits" when nothing conflicts and something was checked. None
 * without preferences to check.
 */
export function verdictDecision(
  alerts: readonly PersonalAlert[],
  preferences: Preferences | null,
): 'fits' | 'not-for-you' | 'cant-tell' | null {
  if (!preferences) return null;
  if (alerts.some((a) => a.severity !== 'low')) return 'not-for-you';
  if (alerts.length > 0) return 'cant-tell';
  const { health, ethical } = preferences;
  const asked =
    health.allergens.length +
    health.dietary_restrictions.length +
    health.avoid_ingredients.length +
    (ethical.animal_testing === 'strongly_avoid' || ethical.animal_testing === 'prefer_avoid' ? 1 : 0);
  return asked === 0 ? null : 'fits';
}
