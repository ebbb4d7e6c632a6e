import type { AllergenId, HealthSection, Level, Source } from '@clearcart/contracts';
import type { AdditiveKnowledge } from '@clearcart/knowledge';
import { mentions, type AllergenFinding, type Analysis } from '../analyse.ts';
import { certificationsOf, clampScore, gradeOf, reliabilityOf, uniqueSources } from '../common.ts';
import type { Personal } from '../personal.ts';
import { capitalise, listing, round } from '../text.ts';
import { NUTRI_SCORE_SOURCE, nutriScore, type NutriScore } from './nutri-score.ts';
import { FSA_LABELS, FSA_SOURCE, trafficLights, type TrafficLightResult } from './traffic-lights.ts';

export const NOVA_SOURCE: Source = {
  title: 'NOVA food classification (Monteiro et al.)',
  url: 'https://en.wikipedia.org/wiki/Nova_classification',
};

/** Shopper-facing names of the allergen ids, used when the knowledge lacks one. */
export const ALLERGEN_NAMES: Record<AllergenId, string> = {
  peanuts: 'Peanuts',
  tree_nuts: 'Tree nuts',
  dairy: 'Dairy (milk)',
  eggs: 'Eggs',
  wheat: 'Wheat (gluten)',
  soy: 'Soy',
  fish: 'Fish',
  shellfish: 'Shellfish',
  sesame: 'Sesame',
  gluten: 'Gluten (wheat, barley, rye, oats, spelt, kamut)',
  celery: 'Celery',
  mustard: 'Mustard',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
  sulphites: 'Sulphites (sulphur dioxide)',
};

type AllergenEntry = HealthSection['allergens'][string];
type ConcernEntry = HealthSection['health_concerns'][string];
type NotableIngredient = HealthSection['ingredients']['notable_ingredients'][number];

const allergenName = (id: AllergenId, finding: AllergenFinding): string =>
  finding.knowledge?.name ?? ALLERGEN_NAMES[id];
const lowerName = (id: AllergenId, finding: AllergenFinding): string => allergenName(id, finding).toLowerCase();

/** Plain words for a declaration: a tag of ours says nothing to a shopper; the words typed from the pack do. */
function declaredText(tags: readonly string[]): string {
  const typed = tags
    .filter((t) => !t.startsWith('en:'))
    .map((t) => `“${t.slice(t.indexOf(':') + 1).replace(/-/g, ' ')}”`);
  return typed.length > 0
    ? `Declared as an allergen on the label (${typed.join(', ')})`
    : 'Declared as an allergen on the label';
}

/** Allergen status from declarations, ingredient words and "may contain" statements (see README of the rule). */
export function allergenEntry(id: AllergenId, finding: AllergenFinding, ingredientsKnown: boolean): AllergenEntry {
  const severity: Level = finding.knowledge?.severity ?? 'high';
  const name = lowerName(id, finding);
  if (finding.declared.length > 0 || finding.revealedBy.length > 0) {
    const parts: string[] = [];
    if (finding.declared.length > 0) parts.push(declaredText(finding.declared));
    const first = finding.revealedBy[0];
    if (first) parts.push(`the ingredient "${first.segment}" contains ${name}`);
    return { status: 'yes', severity, notes: `${capitalise(parts.join('; '))}.`, highlighted: false };
  }
  if (finding.traceTags.length > 0 || finding.traceWords.length > 0) {
    const segment = finding.traceWords[0]?.segment;
    const evidence = segment ? `the label says “${segment}”` : 'a “may contain” declaration on the label';
    return {
      status: 'unknown',
      severity,
      notes: `May contain ${name} (${evidence}); not an ingredient.`,
      highlighted: false,
      may_contain: true,
    };
  }
  if (ingredientsKnown) {
    return { status: 'no', severity, notes: `Not declared and not found in the ingredient list.`, highlighted: false };
  }
  return {
    status: 'unknown',
    severity,
    notes: 'No ingredient list on record, so it cannot be ruled out.',
    highlighted: false,
  };
}

const LIGHT_SEVERITY: Record<TrafficLightResult['light'], Level> = { high: 'high', medium: 'medium', low: 'low' };

function lightEntry(light: TrafficLightResult, perMl: boolean): ConcernEntry {
  const unit = perMl ? '100 ml' : '100 g';
  const band =
    light.light === 'high'
      ? `above the ${round(light.high, 2)} g "high" threshold`
      : light.light === 'low'
        ? `at or below the ${round(light.low, 2)} g "low" threshold`
        : `between the ${round(light.low, 2)} g and ${round(light.high, 2)} g thresholds`;
  return {
    status: light.light,
    severity: LIGHT_SEVERITY[light.light],
    notes: `${capitalise(FSA_LABELS[light.nutrient])}: ${round(light.value, 2)} g per ${unit}, ${band} of the UK front-of-pack traffic lights (${light.light}).`,
    highlighted: light.light === 'high',
    sources: [FSA_SOURCE],
  };
}

const CONCERN_RANK: Record<Level | 'none', number> = { high: 3, medium: 2, low: 1, none: 0 };

/** Minimum sensitivity slider value at which an additive or ingredient of this concern level is flagged. */
export function sensitivityThreshold(level: Level | 'none'): number {
  return level === 'high' ? 1 : level === 'medium' ? 3 : 5;
}

const additiveLabel = (a: AdditiveKnowledge): string => `${a.name} (${a.code.toUpperCase()})`;

function additiveConcernText(a: AdditiveKnowledge): string {
  const parts = [a.concern];
  if (a.efsaRisk === 'high' || a.efsaRisk === 'moderate') parts.push(`EFSA-based overexposure risk: ${a.efsaRisk}.`);
  if (a.restrictions) parts.push(`${a.restrictions}.`);
  return parts
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    .join(' ')
    .replace(/\.\./g, '.');
}

export interface HealthResult {
  section: HealthSection;
  nutri: NutriScore | null;
  lights: TrafficLightResult[];
}

/** The shopper's own list of ingredients to avoid, food or cosmetic: an alert, a recommendation, a highlighted line. */
export function avoidListedIngredients(
  analysis: Analysis,
  personal: Personal,
  recommendations: string[],
  notable: NotableIngredient[],
): void {
  for (const word of personal.prefs?.health.avoid_ingredients ?? []) {
    const segment = mentions(analysis, word);
    if (!segment) continue;
    personal.alert(
      `avoid-ingredient:${word.toLowerCase()}`,
      'high',
      `Contains ${word} — on your list of ingredients to avoid`,
    );
    recommendations.unshift(`Avoid this product: it contains ${word} ("${segment}"), which you avoid.`);
    const existing = notable.find((n) => n.name.toLowerCase() === segment.toLowerCase());
    if (existing) existing.highlighted = true;
    else
      notable.push({
        name: segment,
        purpose: 'Ingredient',
        concerns: `On your list of ingredients to avoid (${word}).`,
        highlighted: true,
      });
  }
}

/** Diets that a "high" traffic light on one nutrient goes against. */
const DIET_LIMITS = [
  { diet: 'low_sodium', nutrient: 'salt', label: 'low-sodium', noun: 'salt' },
  { diet: 'low_sugar', nutrient: 'sugars', label: 'low-sugar', noun: 'sugars' },
] as const;

/** The Health section: allergens, nutrition, processing, additives and ingredients, personalised when asked. */
export function healthSection(analysis: Analysis, personal: Personal): HealthResult {
  const { facts } = analysis;
  const prefs = personal.prefs;
  const recommendations: string[] = [];
  const positives: string[] = [];
  const sources: (Source | undefined)[] = [...facts.sources];
  const summary: string[] = [];

  // Allergens ------------------------------------------------------------------------------------------------
  const allergens: Record<string, AllergenEntry> = {};
  const present: string[] = [];
  const mayContain: string[] = [];
  const avoided = new Set(prefs?.health.allergens ?? []);
  for (const [id, finding] of analysis.allergens) {
    const entry = allergenEntry(id, finding, analysis.ingredientsKnown);
    const name = lowerName(id, finding);
    if (entry.status === 'yes') {
      present.push(name);
      sources.push(...(finding.knowledge?.sources ?? []));
    }
    if (entry.may_contain) mayContain.push(name);
    if (avoided.has(id)) {
      if (entry.status === 'yes') {
        entry.highlighted = true;
        entry.notes += ` You avoid ${name}.`;
        personal.alert(`allergen:${id}`, 'high', `Contains ${name} — you avoid ${name}`);
        recommendations.unshift(`Avoid this product: it contains ${name}, which you avoid.`);
      } else if (entry.may_contain) {
        entry.highlighted = true;
        entry.notes += ` You avoid ${name}.`;
        personal.alert(`allergen:${id}`, 'medium', `May contain ${name} — you avoid ${name}`);
        recommendations.push(`Caution: it may contain traces of ${name}, which you avoid.`);
      } else if (entry.status === 'unknown') {
        entry.highlighted = true;
        entry.notes += ` You avoid ${name}.`;
        personal.alert(`allergen:${id}`, 'low', `Cannot rule out ${name} — no ingredient list on record`);
        recommendations.push(`Check the pack for ${name}: there is no ingredient list on record.`);
      } else {
        entry.notes += ` You avoid ${name}: none found.`;
      }
    }
    allergens[id] = entry;
  }
  if (present.length > 0) summary.push(`Contains ${listing(present)}.`);
  if (mayContain.length > 0) {
    summary.push(`May contain traces of ${listing(mayContain)}.`);
    if (avoided.size === 0) recommendations.push(`Note: the label says it may contain ${listing(mayContain)}.`);
  }
  if (!analysis.ingredientsKnown) {
    recommendations.push('Check the ingredient list on the pack: none is on record, so allergens cannot be ruled out.');
  }

  // Nutrition ------------------------------------------------------------------------------------------------
  const healthConcerns: Record<string, ConcernEntry> = {};
  const lights = trafficLights(facts.nutriments, facts.perMl);
  for (const light of lights) healthConcerns[light.nutrient] = lightEntry(light, facts.perMl);
  if (lights.length > 0) sources.push(FSA_SOURCE);
  const highs = lights.filter((l) => l.light === 'high');
  if (highs.length > 0) {
    summary.push(`High in ${listing(highs.map((l) => FSA_LABELS[l.nutrient]))} by UK front-of-pack thresholds.`);
    for (const light of highs) {
      recommendations.push(
        `Caution: high in ${FSA_LABELS[light.nutrient]} (${round(light.value, 2)} g per ${facts.perMl ? '100 ml' : '100 g'}); keep portions small.`,
      );
    }
  }
  const diets = new Set(prefs?.health.dietary_restrictions ?? []);
  for (const { diet, nutrient, label, noun } of DIET_LIMITS) {
    const concern = healthConcerns[nutrient];
    if (!diets.has(diet) || !concern || lights.find((l) => l.nutrient === nutrient)?.light !== 'high') continue;
    healthConcerns[nutrient] = { ...concern, highlighted: true, notes: `${concern.notes} You follow a ${label} diet.` };
    personal.alert(`diet:${diet}`, 'medium', `High in ${noun} — you follow a ${label} diet`);
    recommendations.unshift(`Avoid on a ${label} diet: it is high in ${noun}.`);
  }

  const additiveCodes = analysis.additives.map((a) => a.additive.code);
  const nutri = nutriScore(facts, additiveCodes, analysis.ingredientList, analysis.fruitsVegetablesLegumes);
  if (nutri) {
    sources.push(NUTRI_SCORE_SOURCE);
    const basis =
      nutri.category === 'water'
        ? 'unflavoured water'
        : nutri.prepared
          ? 'computed from the nutrition facts as prepared'
          : 'computed from the nutrition facts';
    const fv = nutri.fruitsVegetablesLegumes;
    const estimate =
      fv.basis === 'ingredients' && fv.percent > 0
        ? `; fruit, vegetables and legumes estimated at ${round(fv.percent, 0)} % from the ingredient list`
        : fv.basis === 'category'
          ? `; fruit and vegetables estimated at ${fv.percent} % from the category`
          : '';
    summary.unshift(`Nutri-Score ${nutri.grade} (${nutri.points} points, ${basis}${estimate}).`);
    if (nutri.grade === 'A' || nutri.grade === 'B')
      positives.push(`Good nutritional profile (Nutri-Score ${nutri.grade}).`);
  } else if (facts.nutriScoreGrade) {
    summary.unshift(`Open Food Facts gives Nutri-Score ${facts.nutriScoreGrade.toUpperCase()}.`);
  }

  if (facts.novaGroup === 4) {
    healthConcerns.ultra_processed = {
      status: 'medium',
      severity: 'medium',
      notes: 'NOVA group 4: an ultra-processed food.',
      highlighted: false,
      sources: [NOVA_SOURCE],
    };
    sources.push(NOVA_SOURCE);
    summary.push('Ultra-processed (NOVA 4).');
    recommendations.push('Consider less processed alternatives: this is an ultra-processed food (NOVA 4).');
  } else if (facts.novaGroup !== undefined) {
    sources.push(NOVA_SOURCE);
  }

  // Additives and ingredients ---------------------------------------------------------------------------------
  const sens = prefs?.health.sensitivities;
  const notable: NotableIngredient[] = [];
  const concerning: string[] = [];
  for (const { additive } of analysis.additives) {
    const level = additive.concernLevel;
    const slider = additive.sensitivity && sens ? sens[additive.sensitivity] : 0;
    const sensitive = slider > 0 && slider >= sensitivityThreshold(level);
    const concernText = additiveConcernText(additive);
    const label = additiveLabel(additive);
    notable.push({
      name: label,
      purpose: capitalise(additive.class),
      concerns: sensitive
        ? `${concernText} You set a ${additive.sensitivity?.replace('_', ' ')} sensitivity of ${slider}.`
        : concernText,
      highlighted: level === 'high' || sensitive,
      ...(additive.sources.length > 0 ? { sources: uniqueSources(additive.sources) } : {}),
    });
    sources.push(...additive.sources);
    if (level !== 'none') {
      healthConcerns[label] = {
        status: level,
        severity: level,
        notes: concernText,
        highlighted: level === 'high' || sensitive,
        ...(additive.sources.length > 0 ? { sources: uniqueSources(additive.sources) } : {}),
      };
      if (CONCERN_RANK[level] >= 2) concerning.push(label);
    }
    if (sensitive) {
      personal.alert(
        `additive:${additive.code}`,
        level === 'high' ? 'high' : 'medium',
        `Contains ${label} — you are sensitive to ${additive.sensitivity?.replace('_', ' ')}`,
      );
      recommendations.push(
        `Caution: contains ${label}, and you set a ${additive.sensitivity?.replace('_', ' ')} sensitivity.`,
      );
    } else if (level === 'high') {
      recommendations.push(`Caution: contains ${label}. ${additive.concern}`.trim());
    }
  }
  if (concerning.length > 0) summary.push(`Additives of concern: ${listing(concerning)}.`);

  for (const hit of analysis.ingredientHits) {
    const entry = hit.entry;
    const concerns =
      entry.concern ||
      (entry.animalType
        ? `Animal-derived (${entry.animalType}).`
        : entry.commodity
          ? 'Listed for its sourcing risks.'
          : '');
    const slider = entry.sensitivity && sens ? sens[entry.sensitivity] : 0;
    const sensitive = slider > 0 && slider >= sensitivityThreshold(entry.concernLevel);
    notable.push({
      name: entry.name,
      purpose: entry.purpose,
      concerns,
      highlighted: entry.concernLevel === 'high' || sensitive,
      ...(entry.sources.length > 0 ? { sources: uniqueSources(entry.sources) } : {}),
    });
    sources.push(...entry.sources);
    if (entry.concern && entry.concernLevel !== 'none') {
      healthConcerns[entry.name] = {
        status: entry.concernLevel,
        severity: entry.concernLevel,
        notes: entry.concern,
        highlighted: entry.concernLevel === 'high' || sensitive,
        ...(entry.sources.length > 0 ? { sources: uniqueSources(entry.sources) } : {}),
      };
    }
    if (sensitive) {
      personal.alert(
        `ingredient:${entry.id}`,
        'medium',
        `Contains ${entry.name} — you are sensitive to ${entry.sensitivity?.replace('_', ' ')}`,
      );
    }
  }

  avoidListedIngredients(analysis, personal, recommendations, notable);

  // Diets that the facts can check -----------------------------------------------------------------------------
  const animal = analysis.animal;
  if (diets.has('vegan') && animal.contains === 'yes') {
    personal.alert(
      'diet:vegan',
      'high',
      `Contains animal ingredients (${listing(animal.types)}) — you follow a vegan diet`,
    );
    recommendations.unshift(`Avoid on a vegan diet: it contains animal ingredients (${listing(animal.types)}).`);
  } else if (diets.has('vegan') && animal.vegan.status === 'maybe') {
    const which = listing(animal.vegan.because.slice(0, 3).map((b) => `"${b}"`));
    personal.alert(
      'diet:vegan',
      'medium',
      `May not be vegan: ${which} can be of animal origin — you follow a vegan diet`,
    );
    recommendations.push(`Check with the maker on a vegan diet: ${which} can be of animal origin.`);
  }
  const nonVegetarian =
    animal.types.some((t) => t === 'meat' || t === 'seafood' || t === 'gelatin product') ||
    facts.ingredientsAnalysis.includes('en:non-vegetarian');
  if (diets.has('vegetarian') && animal.contains === 'yes' && nonVegetarian) {
    personal.alert('diet:vegetarian', 'high', 'Not vegetarian — you follow a vegetarian diet');
    recommendations.unshift('Avoid on a vegetarian diet: it contains meat, fish or gelatine.');
  } else if (diets.has('vegetarian') && !nonVegetarian && animal.vegetarian.status === 'maybe') {
    const which = listing(animal.vegetarian.because.slice(0, 3).map((b) => `"${b}"`));
    personal.alert(
      'diet:vegetarian',
      'medium',
      `May not be vegetarian: ${which} can be of animal origin — you follow a vegetarian diet`,
    );
  }
  if (diets.has('gluten_free')) {
    // Gluten is every gluten cereal (barley, rye, oats, spelt, kamut), not only wheat.
    const cereals = [allergens.gluten, allergens.wheat].filter((a) => a !== undefined);
    const wheat = cereals.find((a) => a.status === 'yes') ?? cereals.find((a) => a.may_contain) ?? cereals[0];
    const glutenDeclared = facts.allergens.includes('en:gluten');
    if (wheat?.status === 'yes' || glutenDeclared) {
      personal.alert('diet:gluten_free', 'high', 'Contains gluten — you follow a gluten-free diet');
      recommendations.unshift('Avoid on a gluten-free diet: it contains wheat or gluten.');
      if (wheat) wheat.highlighted = true;
    } else if (wheat?.may_contain || facts.traces.includes('en:gluten')) {
      personal.alert('diet:gluten_free', 'medium', 'May contain gluten — you follow a gluten-free diet');
      recommendations.push('Caution on a gluten-free diet: it may contain traces of gluten.');
      if (wheat) wheat.highlighted = true;
    }
  }
  if (['keto', 'paleo', 'low_carb'].some((d) => diets.has(d as never))) {
    recommendations.push(
      'Note: carbohydrate content is not on record, so keto, paleo and low-carb fit is not assessed.',
    );
  }

  // Certifications, score, reliability --------------------------------------------------------------------------
  const certifications = certificationsOf(analysis.labels, 'health');
  for (const label of analysis.labels) if (label.tabs.includes('health')) sources.push(...label.sources);

  // An unknown is never a grade: a health score needs nutrition facts (or OFF's Nutri-Score), and only foods and
  // drinks are rated; an ingredient list alone says too little.
  const food = facts.kind === 'food' || facts.kind === 'beverage';
  let score: number | undefined;
  if (food && (nutri || lights.length > 0 || facts.nutriScoreGrade)) {
    const base = nutri
      ? { A: 90, B: 75, C: 55, D: 35, E: 15 }[nutri.grade]
      : facts.nutriScoreGrade
        ? { a: 90, b: 75, c: 55, d: 35, e: 15 }[facts.nutriScoreGrade]
        : 70 -
          lights.filter((l) => l.light === 'high').length * 15 -
          lights.filter((l) => l.light === 'medium').length * 5;
    const additivePenalty = Math.min(
      30,
      analysis.additives.reduce(
        (sum, { additive }) => sum + ({ high: 12, medium: 5, low: 2, none: 0 }[additive.concernLevel] ?? 0),
        0,
      ),
    );
    score = clampScore(base - additivePenalty - (facts.novaGroup === 4 ? 10 : 0));
  }

  if (score === undefined) {
    summary.unshift(
      food
        ? 'Not enough data to score: no nutrition facts on record.'
        : 'Not enough data to score: health ratings cover foods and drinks, not cosmetics or household products yet.',
    );
  }
  if (recommendations.length === 0 && positives.length === 0 && present.length === 0 && analysis.ingredientsKnown) {
    positives.push('None of the nine tracked allergens is declared or listed.');
  }

  const completeness = analysis.completeness;
  const section: HealthSection = {
    impact_summary: summary.slice(0, 3).join(' '),
    recommendations: [...recommendations, ...positives],
    // Health rests on the ingredient list first, then nutrition, category and labels.
    reliability: reliabilityOf([
      completeness.ingredients,
      completeness.nutritionFull,
      completeness.category,
      completeness.labels,
    ]),
    sources: uniqueSources(sources),
    data_confidence: {
      allergens: analysis.ingredientsKnown ? 'High' : facts.allergens.length > 0 ? 'Medium' : 'Low',
      nutrition: completeness.nutritionFull ? 'High' : completeness.nutritionAny ? 'Medium' : 'Low',
      additives: facts.additives && facts.additives.length > 0 ? 'High' : analysis.ingredientsKnown ? 'Medium' : 'Low',
      processing: facts.novaGroup !== undefined ? 'High' : 'Low',
    },
    allergens,
    health_concerns: healthConcerns,
    ingredients: { list: analysis.ingredientList, notable_ingredients: notable },
    certifications,
    ...(nutri ? { nutri_score: { grade: nutri.grade, points: nutri.points } } : {}),
    ...(facts.novaGroup !== undefined ? { nova_group: facts.novaGroup } : {}),
    ...(score !== undefined ? { score, grade: gradeOf(score) } : {}),
  };
  return { section, nutri, lights };
}
