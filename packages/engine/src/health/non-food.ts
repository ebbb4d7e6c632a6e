import type { AllergenId, HealthSection, Source } from '@clearcart/contracts';
import type { Analysis } from '../analyse.ts';
import { certificationsOf, reliabilityOf, uniqueSources } from '../common.ts';
import type { Personal } from '../personal.ts';
import { listing } from '../text.ts';
import { ALLERGEN_NAMES, avoidListedIngredients, sensitivityThreshold, type HealthResult } from './section.ts';

type AllergenEntry = HealthSection['allergens'][string];
type ConcernEntry = HealthSection['health_concerns'][string];
type NotableIngredient = HealthSection['ingredients']['notable_ingredients'][number];

const FRAGRANCE_ALLERGEN_NOTE = 'A fragrance allergen, named on the label.';
/** Said once, in the recommendation, not under every allergen. */
const FRAGRANCE_LABELLING =
  'EU law has fragrance allergens named above 0.001 % in leave-on and 0.01 % in rinse-off products, so that people sensitised to one can avoid it';

/** "hexyl_cinnamal" → "Hexyl cinnamal". */
const readable = (id: string): string => {
  const words = id.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The Health section of a cosmetic or household product (issue 18): what its INCI list shows for skin and lungs —
 * fragrance allergens, food allergens under their botanical names, substances of concern with the regulator's words,
 * what notable ingredients do — in the spec's shapes. Never the food allergen grid "unknown", never a grade.
 */
export function nonFoodHealthSection(analysis: Analysis, personal: Personal): HealthResult {
  const { facts, inci } = analysis;
  const prefs = personal.prefs;
  const sens = prefs?.health.sensitivities;
  const recommendations: string[] = [];
  const sources: (Source | undefined)[] = [...facts.sources];
  const summary: string[] = [];
  const allergens: Record<string, AllergenEntry> = {};
  const concerns: Record<string, ConcernEntry> = {};
  const notable: NotableIngredient[] = [];

  // Food allergens the shopper avoids, under their botanical names or plain words ("sweet almond oil").
  const present = new Map<AllergenId, string>();
  for (const found of inci?.foodAllergens ?? []) present.set(found.allergen, found.written);
  for (const [id, finding] of analysis.allergens) {
    const segment = finding.revealedBy[0]?.segment ?? (finding.declared.length > 0 ? finding.declared[0] : undefined);
    if (segment && !present.has(id)) present.set(id, segment);
  }
  const avoided = new Set(prefs?.health.allergens ?? []);
  for (const id of new Set<AllergenId>([...present.keys(), ...avoided])) {
    const name = ALLERGEN_NAMES[id].toLowerCase();
    const written = present.get(id);
    const yours = avoided.has(id);
    if (written) {
      allergens[id] = {
        status: 'yes',
        severity: 'high',
        notes: `The ingredient "${written}" comes from ${name}.${yours ? ` You avoid ${name}.` : ''}`,
        highlighted: yours,
      };
      if (yours) {
        personal.alert(`allergen:${id}`, 'high', `Contains ${name} — you avoid ${name}`);
        recommendations.unshift(`Avoid this product: it contains ${name} ("${written}"), which you avoid.`);
      }
    } else if (analysis.ingredientsKnown) {
      allergens[id] = {
        status: 'no',
        severity: 'high',
        notes: `Not found in the ingredient list. You avoid ${name}: none found.`,
        highlighted: false,
      };
    } else {
      allergens[id] = {
        status: 'unknown',
        severity: 'high',
        notes: `No ingredient list on record, so it cannot be ruled out. You avoid ${name}.`,
        highlighted: true,
      };
      personal.alert(`allergen:${id}`, 'low', `Cannot rule out ${name} — no ingredient list on record`);
    }
  }

  // Fragrance allergens, each named on the label.
  const fragrance = inci?.fragranceAllergens ?? [];
  const chemicals = sens?.chemicals ?? 0;
  const fragranceSensitive = chemicals > 0 && chemicals >= sensitivityThreshold('medium');
  for (const found of fragrance) {
    allergens[found.id] = {
      status: 'yes',
      severity: 'medium',
      notes: `${FRAGRANCE_ALLERGEN_NOTE}${fragranceSensitive ? ` You set a chemicals sensitivity of ${chemicals}.` : ''}`,
      highlighted: fragranceSensitive,
    };
    sources.push(...found.sources);
  }
  if (fragrance.length > 0) {
    const names = fragrance.map((f) => readable(f.id).toLowerCase());
    summary.push(
      `Contains ${fragrance.length} fragrance allergen${fragrance.length > 1 ? 's' : ''} (${listing(names)}).`,
    );
    recommendations.push(
      `Caution if your skin reacts to fragrance: it contains ${listing(names)}. ${FRAGRANCE_LABELLING}.`,
    );
    if (fragranceSensitive) {
      personal.alert(
        'fragrance-allergens',
        'medium',
        `Contains fragrance allergens (${listing(names.slice(0, 3))}) — you are sensitive to chemicals`,
      );
    }
  }

  // Substances of concern for the body; the environmental ones go to the Environmental tab.
  const flagged: string[] = [];
  for (const { substance, written } of inci?.substances ?? []) {
    if (substance.tab !== 'health') continue;
    const slider = substance.sensitivity && sens ? sens[substance.sensitivity] : 0;
    const sensitive = slider > 0 && slider >= sensitivityThreshold(substance.hazard);
    const notes = `${substance.concern} ${substance.status}`;
    concerns[written] = {
      status: substance.hazard,
      severity: substance.hazard,
      notes: sensitive ? `${notes} You set a ${substance.sensitivity} sensitivity of ${slider}.` : notes,
      highlighted: substance.hazard === 'high' || sensitive,
      sources: substance.sources,
    };
    sources.push(...substance.sources);
    flagged.push(written);
    if (sensitive) {
      personal.alert(
        `substance:${substance.id}`,
        substance.hazard === 'high' ? 'high' : 'medium',
        `Contains ${written} — you are sensitive to ${substance.sensitivity}`,
      );
    }
    if (substance.hazard === 'high') {
      recommendations.unshift(`Caution: contains ${written}. ${substance.status}`);
    }
  }
  if (flagged.length > 0) summary.push(`Substances of concern: ${listing(flagged)}.`);

  // The CLP hazard statements the pack prints (household products), with what each means at home.
  const hazards = (inci?.hazardStatements ?? []).filter((h) => h.tab === 'health');
  for (const hazard of hazards) {
    const statement = hazard.statement.replace(/\.$/, '');
    concerns[`${hazard.code} ${statement}`] = {
      status: hazard.hazard,
      severity: hazard.hazard,
      notes: `${hazard.pictogram === 'none' ? '' : `Pictogram ${hazard.pictogram}. `}${hazard.atHome}`,
      highlighted: hazard.hazard === 'high',
      sources: hazard.sources,
    };
    sources.push(...hazard.sources);
    if (hazard.hazard === 'high') recommendations.unshift(`Caution: ${hazard.statement} ${hazard.atHome}`);
  }
  if (hazards.length > 0) summary.push(`Hazard statements on the pack: ${listing(hazards.map((h) => h.code))}.`);

  // What the notable ingredients do: those of concern and those the knowledge explains.
  for (const item of inci?.ingredients ?? []) {
    const substance = inci?.substances.find((s) => s.written === item.text)?.substance;
    const fragranceAllergen = fragrance.some((f) => f.written === item.text);
    const role = inci?.functions.get(item.text);
    const purpose = substance?.function ?? role?.function ?? (fragranceAllergen ? 'Perfuming' : undefined);
    if (!purpose) continue;
    const notes = [
      substance
        ? `${substance.concern} ${substance.status}`
        : fragranceAllergen
          ? 'A labelled fragrance allergen.'
          : '',
      item.nano ? 'Present as a nanomaterial (labelled "nano").' : '',
      item.mayContain ? 'In some shades only ("may contain").' : '',
    ].filter(Boolean);
    notable.push({
      name: item.text,
      purpose,
      concerns: notes.join(' '),
      highlighted: substance?.hazard === 'high',
      ...(substance
        ? { sources: substance.sources }
        : role && role.sources.length > 0
          ? { sources: role.sources }
          : {}),
    });
    if (role) sources.push(...role.sources);
  }

  avoidListedIngredients(analysis, personal, recommendations, notable);

  // A vegan shopper avoids animal-derived cosmetics too (beeswax, lanolin, carmine).
  const diets = new Set(prefs?.health.dietary_restrictions ?? []);
  if (diets.has('vegan') && analysis.animal.contains === 'yes') {
    personal.alert(
      'diet:vegan',
      'high',
      `Contains animal-derived ingredients (${listing(analysis.animal.types)}) — you follow a vegan diet`,
    );
    recommendations.unshift(`Not vegan: it contains animal-derived ingredients (${listing(analysis.animal.types)}).`);
  }

  if (!analysis.ingredientsKnown) {
    summary.push('No ingredient list on record.');
    recommendations.push('Check the ingredient list on the pack: none is on record.');
  } else if (fragrance.length === 0 && flagged.length === 0 && hazards.length === 0) {
    summary.push('No labelled fragrance allergen and no substance of concern we track in its ingredient list.');
  }
  summary.unshift('Not enough data to score: health ratings cover foods and drinks.');

  const certifications = certificationsOf(analysis.labels, 'health');
  for (const label of analysis.labels) if (label.tabs.includes('health')) sources.push(...label.sources);
  const completeness = analysis.completeness;
  const section: HealthSection = {
    impact_summary: summary.slice(0, 3).join(' '),
    recommendations,
    reliability: reliabilityOf([completeness.ingredients, completeness.labels, completeness.category]),
    sources: uniqueSources(sources),
    data_confidence: {
      allergens: analysis.ingredientsKnown ? 'High' : 'Low',
      ingredients: analysis.ingredientsKnown ? 'High' : 'Low',
    },
    allergens,
    health_concerns: concerns,
    ingredients: { list: analysis.ingredientList, notable_ingredients: notable },
    certifications,
  };
  return { section, nutri: null, lights: [] };
}
