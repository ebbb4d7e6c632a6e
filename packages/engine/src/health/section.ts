import type { HealthSection, Level, NutritionFacts, Nutriments, Preferences, Source } from '@clearcart/contracts';
import type { AdditiveKnowledge } from '@clearcart/knowledge';
import type { Analysis } from '../analyse.ts';
import { tagWords } from '../knowledge-index.ts';
import { certificationsOf, clampScore, gradeOf, reliabilityOf, uniqueSources } from '../common.ts';
import { recommendationTexts, type Alerts, type Recommendation } from '../findings.ts';
import { capitalise, listing, round } from '../text.ts';
import {
  additiveLabel,
  healthFindings,
  personaliseHealth,
  type FindingOf,
  type HealthFinding,
  type PersonalHealthFinding,
} from './findings.ts';
import { FSA_LABELS } from './traffic-lights.ts';

type AllergenEntry = HealthSection['allergens'][string];
type ConcernEntry = HealthSection['health_concerns'][string];
type NotableIngredient = HealthSection['ingredients']['notable_ingredients'][number];

/** Plain words for a declaration: a tag of ours says nothing to a shopper; the words typed from the pack do. */
function declaredText(tags: readonly string[]): string {
  const typed = tags.filter((t) => !t.startsWith('en:')).map((t) => `“${tagWords(t)}”`);
  return typed.length > 0
    ? `Declared as an allergen on the label (${typed.join(', ')})`
    : 'Declared as an allergen on the label';
}

/**
 * How severe an allergen line is, as its alert says it too: the allergen's own severity when it is an ingredient, one
 * step less when the label only says it may be there, low when it cannot be ruled out.
 */
export function allergenSeverity(severity: Level | 'none', presence: 'contains' | 'may_contain' | 'unknown'): Level {
  const level = severity === 'none' ? 'low' : severity;
  if (presence === 'contains') return level;
  if (presence === 'may_contain') return level === 'high' ? 'medium' : 'low';
  return 'low';
}

/** An allergen finding as the grid shows it. */
function allergenEntry(f: FindingOf<'allergen'>): AllergenEntry {
  const severity =
    f.presence === 'absent' ? (f.severity === 'none' ? 'low' : f.severity) : allergenSeverity(f.severity, f.presence);
  const name = f.name.toLowerCase();
  switch (f.presence) {
    case 'contains': {
      const parts: string[] = [];
      if (f.declared.length > 0) parts.push(declaredText(f.declared));
      if (f.segment) parts.push(`the ingredient "${f.segment}" contains ${name}`);
      return { status: 'yes', severity, notes: `${capitalise(parts.join('; '))}.`, highlighted: false };
    }
    case 'may_contain': {
      const evidence = f.segment ? `the label says “${f.segment}”` : 'a “may contain” declaration on the label';
      const notes = `May contain ${name} (${evidence}); not an ingredient.`;
      return { status: 'unknown', severity, notes, highlighted: false, may_contain: true };
    }
    case 'absent':
      return {
        status: 'no',
        severity,
        notes: f.ruledOutBy
          ? `Not an ingredient of a product known to be free of it (${f.ruledOutBy}); traces are not on record.`
          : 'Not declared and not found in the ingredient list.',
        highlighted: false,
      };
    case 'unknown':
      return {
        status: 'unknown',
        severity,
        notes: 'No ingredient list on record, so it cannot be ruled out.',
        highlighted: false,
      };
  }
}

function lightEntry({ light, perMl, sources }: FindingOf<'nutrient_level'>): ConcernEntry {
  const unit = perMl ? '100 ml' : '100 g';
  const band =
    light.light === 'high'
      ? `above the ${round(light.high, 2)} g "high" threshold`
      : light.light === 'low'
        ? `at or below the ${round(light.low, 2)} g "low" threshold`
        : `between the ${round(light.low, 2)} g and ${round(light.high, 2)} g thresholds`;
  return {
    status: light.light,
    severity: light.light,
    notes: `${capitalise(FSA_LABELS[light.nutrient])}: ${round(light.value, 2)} g per ${unit}, ${band} of the UK front-of-pack traffic lights (${light.light}).`,
    highlighted: light.light === 'high',
    sources: [...sources],
  };
}

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

const withSources = (sources: readonly Source[]) => (sources.length > 0 ? { sources: uniqueSources(sources) } : {});

/**
 * The nutrition table: the figures as the record has them, each light the one the findings (and so the concerns grid)
 * give. None when no figure is on record; a missing figure stays absent, never 0.
 */
export function nutritionTable(analysis: Analysis, findings: readonly HealthFinding[]): NutritionFacts | undefined {
  const n = analysis.facts.nutriments;
  if (!n) return undefined;
  const figures: [keyof NutritionFacts['per_100'], number | undefined][] = [
    ['energy_kj', n.energyKj],
    ['energy_kcal', n.energyKcal],
    ['fat', n.fat],
    ['saturated_fat', n.saturatedFat],
    ['carbohydrates', n.carbohydrates],
    ['sugars', n.sugars],
    ['fibre', n.fiber],
    ['proteins', n.proteins],
    ['salt', n.salt],
  ];
  const known = figures.filter((f): f is [keyof NutritionFacts['per_100'], number] => Number.isFinite(f[1]));
  if (known.length === 0) return undefined;
  const lights: NutritionFacts['lights'] = {};
  for (const f of findings) if (f.code === 'nutrient_level') lights[f.light.nutrient] = f.light.light;
  const per100: NutritionFacts['per_100'] = Object.fromEntries(known);
  const { servingQuantity: quantity, servingSize } = analysis.facts;
  return {
    basis: analysis.facts.perMl ? '100 ml' : '100 g',
    per_100: per100,
    ...(quantity
      ? {
          per_portion: {
            quantity,
            ...(servingSize ? { serving_size: servingSize } : {}),
            values: perPortion(per100, quantity),
          },
        }
      : {}),
    lights,
  };
}

/**
 * The figures for one portion of `quantity` g (or ml): per 100 × quantity / 100, to three decimals (no float noise,
 * and still finer than a label prints). A figure absent per 100 stays absent.
 */
export function perPortion(per100: NutritionFacts['per_100'], quantity: number): NutritionFacts['per_100'] {
  return Object.fromEntries(
    Object.entries(per100).map(([figure, value]) => [figure, Math.round(value * quantity * 10) / 1000]),
  );
}

/** The Health section of a food or drink: findings, read against the preferences, rendered. */
export function healthSection(analysis: Analysis, prefs: Preferences | undefined, alerts: Alerts): HealthSection {
  const findings = healthFindings(analysis);
  return renderHealth(analysis, findings, personaliseHealth(findings, analysis, prefs), alerts);
}

/** Health score: the Nutri-Score grade (or the traffic lights), less additives of concern and ultra-processing. */
function healthScore(findings: readonly HealthFinding[]): number | undefined {
  const nutri = measuredNutriScore(findings);
  const publishedFinding = findings.find((f) => f.code === 'published_nutri_score');
  const published = publishedFinding?.estimated ? undefined : publishedFinding?.grade;
  const lights = findings.filter((f) => f.code === 'nutrient_level').map((f) => f.light.light);
  if (!nutri && !published && lights.length === 0) return undefined;
  const base = nutri
    ? { A: 90, B: 75, C: 55, D: 35, E: 15 }[nutri.grade]
    : published
      ? ({ a: 90, b: 75, c: 55, d: 35, e: 15 }[published] ?? 55)
      : 70 - lights.filter((l) => l === 'high').length * 15 - lights.filter((l) => l === 'medium').length * 5;
  const penalty = { high: 12, medium: 5, low: 2, none: 0 };
  const additivePenalty = Math.min(
    30,
    findings.reduce((sum, f) => sum + (f.code === 'additive' ? penalty[f.severity] : 0), 0),
  );
  const ultra = findings.some((f) => f.code === 'processing' && f.nova === 4);
  return clampScore(base - additivePenalty - (ultra ? 10 : 0));
}

/**
 * The Nutri-Score computed from the label's figures. One computed on OFF's estimate is said, labelled, and never
 * scored or compared as a measured one: ClearCart's contract has no place to mark a grade "estimated".
 */
function measuredNutriScore(findings: readonly HealthFinding[]): FindingOf<'nutri_score'>['nutri'] | undefined {
  const nutri = findings.find((f) => f.code === 'nutri_score')?.nutri;
  return nutri && !nutri.estimated ? nutri : undefined;
}

/** Figures per 100 g/ml in words ("237 kcal, 2.1 g fat (of which 0.27 g saturates), …"), as a label lists them. */
function figuresInWords(n: Nutriments): string {
  const g = (v: number) => `${round(v, v < 1 ? 2 : 1)} g`;
  const parts: string[] = [];
  const kcal = n.energyKcal ?? (n.energyKj !== undefined ? n.energyKj / 4.184 : undefined);
  if (kcal !== undefined) parts.push(`${round(kcal, 0)} kcal`);
  if (n.fat !== undefined)
    parts.push(`${g(n.fat)} fat${n.saturatedFat !== undefined ? ` (of which ${g(n.saturatedFat)} saturates)` : ''}`);
  else if (n.saturatedFat !== undefined) parts.push(`${g(n.saturatedFat)} saturates`);
  if (n.carbohydrates !== undefined)
    parts.push(
      `${g(n.carbohydrates)} carbohydrate${n.sugars !== undefined ? ` (of which ${g(n.sugars)} sugars)` : ''}`,
    );
  else if (n.sugars !== undefined) parts.push(`${g(n.sugars)} sugars`);
  if (n.fiber !== undefined) parts.push(`${g(n.fiber)} fibre`);
  if (n.proteins !== undefined) parts.push(`${g(n.proteins)} protein`);
  if (n.salt !== undefined) parts.push(`${g(n.salt)} salt`);
  return parts.join(', ');
}

/** "artificial additives": the slider's name in words. */
const sensitivityName = (s: string) => s.replace(/_/g, ' ');
/** "an artificial additives", "a preservatives": with its article, before "sensitivity". */
const aSensitivity = (s: string) => `${/^[aeiou]/.test(s) ? 'an' : 'a'} ${sensitivityName(s)}`;

/** Turn the findings and what the preferences make of them into the spec's Health section and the alerts. */
export function renderHealth(
  analysis: Analysis,
  findings: readonly HealthFinding[],
  personal: readonly PersonalHealthFinding[],
  alerts: Alerts,
): HealthSection {
  const { facts } = analysis;
  const recommendations: Recommendation[] = [];
  const summary: string[] = [];
  const sources: (Source | undefined)[] = [...facts.sources];
  const allergens: Record<string, AllergenEntry> = {};
  const concerns: Record<string, ConcernEntry> = {};
  const notable: NotableIngredient[] = [];
  const sensitive = new Map(personal.flatMap((p) => (p.code === 'sensitivity' ? [[p.subject, p] as const] : [])));
  const present: string[] = [];
  const mayContain: string[] = [];
  const concerning: string[] = [];
  const highs: string[] = [];
  let nutriSentence: string | undefined;

  for (const f of findings) {
    switch (f.code) {
      case 'allergen':
        allergens[f.allergen] = allergenEntry(f);
        if (f.presence === 'contains') {
          present.push(f.name.toLowerCase());
          sources.push(...f.sources);
        }
        if (f.presence === 'may_contain') mayContain.push(f.name.toLowerCase());
        break;
      case 'no_ingredient_list':
        recommendations.push({
          advice: 'check',
          text: 'Check the ingredient list on the pack: none is on record, so allergens cannot be ruled out.',
        });
        break;
      case 'nutrient_level': {
        concerns[f.light.nutrient] = lightEntry(f);
        sources.push(...f.sources);
        if (f.light.light === 'high') highs.push(FSA_LABELS[f.light.nutrient]);
        if (f.light.light === 'high')
          recommendations.push({
            advice: 'caution',
            text: `Caution: high in ${FSA_LABELS[f.light.nutrient]} (${round(f.light.value, 2)} g per ${f.perMl ? '100 ml' : '100 g'}); keep portions small.`,
          });
        break;
      }
      case 'nutri_score': {
        const { nutri } = f;
        sources.push(...f.sources);
        const basis =
          nutri.category === 'water'
            ? 'unflavoured water'
            : nutri.estimated
              ? 'computed from the nutrition facts Open Food Facts estimated from the ingredient list'
              : nutri.prepared
                ? 'computed from the nutrition facts as prepared'
                : 'computed from the nutrition facts';
        const fv = nutri.fruitsVegetablesLegumes;
        const estimate =
          fv.basis === 'off-estimate' && fv.percent > 0
            ? `; fruit, vegetables and legumes estimated at ${round(fv.percent, 0)} % by Open Food Facts from the ingredient list`
            : fv.basis === 'ingredients' && fv.percent > 0
              ? `; fruit, vegetables and legumes estimated at ${round(fv.percent, 0)} % from the ingredient list`
              : fv.basis === 'category' && fv.percent > 0
                ? `; fruit and vegetables estimated at ${fv.percent} % from the category`
                : '';
        const grade = nutri.estimated ? `${nutri.grade}, estimated` : nutri.grade;
        nutriSentence = `Nutri-Score ${grade} (${nutri.points} points, ${basis}${estimate}).`;
        if (!nutri.estimated && (nutri.grade === 'A' || nutri.grade === 'B'))
          recommendations.push({ advice: 'good', text: `Good nutritional profile (Nutri-Score ${nutri.grade}).` });
        break;
      }
      case 'published_nutri_score':
        nutriSentence = f.estimated
          ? `Open Food Facts gives Nutri-Score ${f.grade.toUpperCase()}, estimated from the ingredient list.`
          : `Open Food Facts gives Nutri-Score ${f.grade.toUpperCase()}.`;
        break;
      case 'estimated_nutrition':
        sources.push(...f.sources);
        recommendations.push({
          advice: 'note',
          text: `Note: no nutrition facts from the label are on record. Estimated by Open Food Facts from the ingredient list, per ${f.perMl ? '100 ml' : '100 g'}: about ${figuresInWords(f.nutriments)}; estimates, not measured.`,
        });
        break;
      case 'processing':
        sources.push(...f.sources);
        if (f.nova === 4) {
          concerns.ultra_processed = {
            status: 'medium',
            severity: 'medium',
            notes: 'NOVA group 4: an ultra-processed food.',
            highlighted: false,
            sources: [...f.sources],
          };
          recommendations.push({
            advice: 'consider',
            text: 'Consider less processed alternatives: this is an ultra-processed food (NOVA 4).',
          });
        }
        break;
      case 'additive': {
        const { additive, severity } = f;
        const label = additiveLabel(additive);
        const mine = sensitive.get(label);
        const concernText = additiveConcernText(additive);
        const highlighted = severity === 'high' || mine !== undefined;
        notable.push({
          name: label,
          purpose: capitalise(additive.class),
          concerns: mine
            ? `${concernText} You set ${aSensitivity(mine.sensitivity)} sensitivity of ${mine.slider}.`
            : concernText,
          highlighted,
          ...withSources(f.sources),
        });
        sources.push(...f.sources);
        if (severity !== 'none') {
          concerns[label] = { status: severity, severity, notes: concernText, highlighted, ...withSources(f.sources) };
          if (severity !== 'low') concerning.push(label);
        }
        if (mine) {
          // One severity: the alert and the advice say what the grid line says.
          alerts.raise(
            `additive:${additive.code}`,
            severity === 'none' ? 'low' : severity,
            `Contains ${label} — you are sensitive to ${sensitivityName(mine.sensitivity)}`,
          );
          recommendations.push(
            severity === 'high' || severity === 'medium'
              ? {
                  advice: 'caution',
                  text: `Caution: contains ${label}, and you set ${aSensitivity(mine.sensitivity)} sensitivity.`,
                }
              : {
                  advice: 'note',
                  text: `Note: contains ${label}, a low concern, and you set ${aSensitivity(mine.sensitivity)} sensitivity.`,
                },
          );
        } else if (severity === 'high') {
          recommendations.push({ advice: 'caution', text: `Caution: contains ${label}. ${additive.concern}`.trim() });
        }
        break;
      }
      case 'ingredient': {
        const { ingredient: entry, severity } = f;
        const mine = sensitive.get(entry.name);
        const highlighted = severity === 'high' || mine !== undefined;
        notable.push({
          name: entry.name,
          purpose: entry.purpose,
          concerns:
            entry.concern ||
            (entry.animalType
              ? `Animal-derived (${entry.animalType}).`
              : entry.commodity
                ? 'Listed for its sourcing risks.'
                : ''),
          highlighted,
          ...withSources(f.sources),
        });
        sources.push(...f.sources);
        if (entry.concern && severity !== 'none')
          concerns[entry.name] = {
            status: severity,
            severity,
            notes: entry.concern,
            highlighted,
            ...withSources(f.sources),
          };
        if (mine)
          alerts.raise(
            `ingredient:${entry.id}`,
            severity === 'none' ? 'low' : severity,
            `Contains ${entry.name} — you are sensitive to ${sensitivityName(mine.sensitivity)}`,
          );
        break;
      }
      case 'label':
        sources.push(...f.sources);
        break;
    }
  }

  const avoided = personal.some((p) => p.code === 'avoided_allergen');
  if (present.length > 0) summary.push(`Contains ${listing(present)}.`);
  if (mayContain.length > 0) {
    summary.push(`May contain traces of ${listing(mayContain)}.`);
    if (!avoided)
      recommendations.push({ advice: 'note', text: `Note: the label says it may contain ${listing(mayContain)}.` });
  }
  if (highs.length > 0) summary.push(`High in ${listing(highs)} by UK front-of-pack thresholds.`);
  if (findings.some((f) => f.code === 'processing' && f.nova === 4)) summary.push('Ultra-processed (NOVA 4).');
  if (concerning.length > 0) summary.push(`Additives of concern: ${listing(concerning)}.`);
  if (nutriSentence) summary.unshift(nutriSentence);

  renderPersonalHealth(personal, { food: true, allergens, concerns, notable, recommendations, alerts });

  // An unknown is never a grade: a health score needs nutrition facts (or OFF's Nutri-Score), and only foods and
  // drinks are rated; an ingredient list alone says too little.
  const score = healthScore(findings);
  if (score === undefined)
    summary.unshift(
      findings.some((f) => f.code === 'estimated_nutrition')
        ? 'Not enough data to score: no nutrition facts from the label on record, only an estimate.'
        : 'Not enough data to score: no nutrition facts on record.',
    );
  if (analysis.ingredientsKnown && present.length === 0 && recommendations.length === 0)
    recommendations.push({
      advice: 'good',
      text: `None of the ${Object.keys(allergens).length} tracked allergens is declared or listed.`,
    });

  const nutri = measuredNutriScore(findings);
  const nutrition = nutritionTable(analysis, findings);
  const completeness = analysis.completeness;
  return {
    impact_summary: summary.slice(0, 3).join(' '),
    recommendations: recommendationTexts(recommendations),
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
    health_concerns: concerns,
    ingredients: { list: analysis.ingredientList, notable_ingredients: notable },
    certifications: certificationsOf(analysis.labels, 'health'),
    ...(nutri ? { nutri_score: { grade: nutri.grade, points: nutri.points } } : {}),
    ...(facts.novaGroup !== undefined ? { nova_group: facts.novaGroup } : {}),
    ...(facts.environmentalScoreGrade ? { off_green_score: facts.environmentalScoreGrade } : {}),
    ...(nutrition ? { nutrition } : {}),
    ...(score !== undefined ? { score, grade: gradeOf(score) } : {}),
  };
}

interface HealthParts {
  /** A food: an allergen that cannot be ruled out asks to check the pack, and animal content is "animal ingredients". */
  food: boolean;
  allergens: Record<string, AllergenEntry>;
  concerns: Record<string, ConcernEntry>;
  notable: NotableIngredient[];
  recommendations: Recommendation[];
  alerts: Alerts;
}

const LIMITS = { low_sodium: 'low-sodium', low_sugar: 'low-sugar' } as const;

/**
 * Say what the preferences make of the findings — highlights, notes, alerts and recommendations — in the Health
 * section of a food (and, for the parts they share, of a cosmetic).
 */
export function renderPersonalHealth(personal: readonly PersonalHealthFinding[], parts: HealthParts): void {
  const { allergens, concerns, notable, recommendations, alerts } = parts;
  for (const p of personal) {
    switch (p.code) {
      case 'avoided_allergen': {
        const entry = allergens[p.allergen];
        if (!entry) break;
        const { name } = p;
        if (p.presence === 'absent') {
          entry.notes += ` You avoid ${name}: none found.`;
          break;
        }
        entry.highlighted = true;
        entry.notes += ` You avoid ${name}.`;
        if (p.presence === 'contains') {
          alerts.raise(`allergen:${p.allergen}`, 'high', `Contains ${name} — you avoid ${name}`);
          const written = p.written ? ` ("${p.written}")` : '';
          recommendations.push({
            advice: 'avoid',
            text: `Avoid this product: it contains ${name}${written}, which you avoid.`,
          });
        } else if (p.presence === 'may_contain') {
          alerts.raise(`allergen:${p.allergen}`, 'medium', `May contain ${name} — you avoid ${name}`);
          recommendations.push({
            advice: 'caution',
            text: `Caution: it may contain traces of ${name}, which you avoid.`,
          });
        } else {
          alerts.raise(`allergen:${p.allergen}`, 'low', `Cannot rule out ${name} — no ingredient list on record`);
          if (parts.food)
            recommendations.push({
              advice: 'check',
              text: `Check the pack for ${name}: there is no ingredient list on record.`,
            });
        }
        break;
      }
      case 'diet_limit': {
        const label = LIMITS[p.diet];
        const concern = concerns[p.nutrient];
        if (concern)
          concerns[p.nutrient] = {
            ...concern,
            highlighted: true,
            notes: `${concern.notes} You follow a ${label} diet.`,
          };
        alerts.raise(`diet:${p.diet}`, 'medium', `High in ${p.nutrient} — you follow a ${label} diet`);
        recommendations.push({ advice: 'avoid', text: `Avoid on a ${label} diet: it is high in ${p.nutrient}.` });
        break;
      }
      case 'avoided_ingredient': {
        alerts.raise(
          `avoid-ingredient:${p.word.toLowerCase()}`,
          'high',
          `Contains ${p.word} — on your list of ingredients to avoid`,
        );
        recommendations.push({
          advice: 'avoid',
          text: `Avoid this product: it contains ${p.word} ("${p.segment}"), which you avoid.`,
        });
        const existing = notable.find((n) => n.name.toLowerCase() === p.segment.toLowerCase());
        if (existing) existing.highlighted = true;
        else
          notable.push({
            name: p.segment,
            purpose: 'Ingredient',
            concerns: `On your list of ingredients to avoid (${p.word}).`,
            highlighted: true,
          });
        break;
      }
      case 'diet':
        renderDiet(p, parts);
        break;
      case 'carbohydrates_not_assessed':
        recommendations.push({
          advice: 'note',
          text: 'Note: carbohydrate content is not on record, so keto, paleo and low-carb fit is not assessed.',
        });
        break;
      case 'sensitivity':
        // Said where the finding is rendered: the line it qualifies carries it.
        break;
    }
  }
}

function renderDiet(p: Extract<PersonalHealthFinding, { code: 'diet' }>, parts: HealthParts): void {
  const { allergens, recommendations, alerts } = parts;
  const which = listing(p.because.map((b) => `"${b}"`));
  if (p.diet === 'vegan' && p.presence === 'contains') {
    const animal = `${parts.food ? 'animal' : 'animal-derived'} ingredients (${listing(p.because)})`;
    alerts.raise('diet:vegan', 'high', `Contains ${animal} — you follow a vegan diet`);
    recommendations.push({ advice: 'avoid', text: `Avoid on a vegan diet: it contains ${animal}.` });
  } else if (p.diet === 'vegan') {
    alerts.raise(
      'diet:vegan',
      'medium',
      `May not be vegan: ${which} can be of animal origin — you follow a vegan diet`,
    );
    recommendations.push({
      advice: 'check',
      text: `Check with the maker on a vegan diet: ${which} can be of animal origin.`,
    });
  } else if (p.diet === 'vegetarian' && p.presence === 'contains') {
    alerts.raise('diet:vegetarian', 'high', 'Not vegetarian — you follow a vegetarian diet');
    recommendations.push({ advice: 'avoid', text: 'Avoid on a vegetarian diet: it contains meat, fish or gelatine.' });
  } else if (p.diet === 'vegetarian') {
    alerts.raise(
      'diet:vegetarian',
      'medium',
      `May not be vegetarian: ${which} can be of animal origin — you follow a vegetarian diet`,
    );
  } else {
    // The grid line that shows it: gluten or wheat, whichever the label names; the gluten line otherwise.
    const cereals = [allergens.gluten, allergens.wheat].filter((a) => a !== undefined);
    const line = cereals.find((a) => a.status === 'yes') ?? cereals.find((a) => a.may_contain) ?? cereals[0];
    if (line) line.highlighted = true;
    if (p.presence === 'contains') {
      alerts.raise('diet:gluten_free', 'high', 'Contains gluten — you follow a gluten-free diet');
      recommendations.push({ advice: 'avoid', text: 'Avoid on a gluten-free diet: it contains wheat or gluten.' });
    } else {
      alerts.raise('diet:gluten_free', 'medium', 'May contain gluten — you follow a gluten-free diet');
      recommendations.push({
        advice: 'caution',
        text: 'Caution on a gluten-free diet: it may contain traces of gluten.',
      });
    }
  }
}
