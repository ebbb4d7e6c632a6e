import type {
  AllergenId,
  AnimalProductType,
  HealthSection,
  Level,
  NutritionFacts,
  Preferences,
  Source,
} from '@clearcart/contracts';
import type { AdditiveKnowledge } from '@clearcart/knowledge';
import type { Analysis } from '../analyse.ts';
import { certificationsOf, clampScore, gradeOf, reliabilityOf, uniqueSources } from '../common.ts';
import { recommendationTexts, type Alerts, type Recommendation } from '../findings.ts';
import type { Voice } from '../i18n/voice.ts';
import { capitalise, eNumber } from '../text.ts';
import {
  additiveLabel,
  healthFindings,
  personaliseHealth,
  type FindingOf,
  type HealthFinding,
  type PersonalHealthFinding,
} from './findings.ts';
import { FSA_NUTRIENTS, statedPortion, type FsaNutrient } from './traffic-lights.ts';
import { notScored } from './nutrition-consistency.ts';
import { nutriScoreCategory } from './nutri-score.ts';

type AllergenEntry = HealthSection['allergens'][string];
type ConcernEntry = HealthSection['health_concerns'][string];
type NotableIngredient = HealthSection['ingredients']['notable_ingredients'][number];

/** Plain words for a declaration: a tag of ours says nothing to a shopper; the words typed from the pack do. */
const declaredWords = (tags: readonly string[], v: Voice): string[] =>
  tags.filter((t) => !t.startsWith('en:')).map((t) => v.tag('allergens', t));

/** An allergen's name inside a sentence, in the report's language. */
export const allergenName = (name: string, v: Voice): string => v.f.lower(v.text(name));

/** Allergens named in one sentence, each once: wheat and gluten both (a shopper allergic to wheat is not coeliac). */
const namedOnce = (names: ReadonlyMap<AllergenId, string>): string[] => [...names.values()];

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

/** The longest item the summary quotes: longer, it is likely items a scan fused (the allergen rows quote it). */
const SHORT_ITEM = 40;

/** An allergen finding as the grid shows it. */
function allergenEntry(f: FindingOf<'allergen'>, v: Voice): AllergenEntry {
  const entry = allergenCell(f, v);
  // What names it without showing it (wheat sugars for gluten, coconut's "(tree nut)") is said first, whatever else
  // leaves it open (a flavouring, a cut list): the row says why the word on the pack is not a "yes".
  return f.notEvidence && entry.status !== 'yes'
    ? { ...entry, notes: `${v.m.allergens.notEvidence(f.notEvidence)} ${entry.notes}`.trim() }
    : entry;
}

function allergenCell(f: FindingOf<'allergen'>, v: Voice): AllergenEntry {
  const severity = f.glutenDeclared
    ? 'medium'
    : f.presence === 'absent'
      ? f.severity === 'none'
        ? 'low'
        : f.severity
      : allergenSeverity(f.severity, f.presence);
  const name = allergenName(f.name, v);
  const m = v.m.allergens;
  switch (f.presence) {
    case 'contains': {
      const words = f.named ?? (f.namedTag ? v.tag('categories', f.namedTag) : undefined);
      if (words) {
        const list = f.unreadable ? 'unreadable' : f.listSilent ? 'silent' : 'none';
        const notes = m.named({ words, name, list });
        return { status: 'yes', severity, notes, highlighted: false };
      }
      const notes = m.contains({
        ...(f.declared.length > 0 ? { declared: declaredWords(f.declared, v), onLabel: f.onLabel } : {}),
        ...(f.segment ? { segment: f.segment } : {}),
        name,
      });
      return { status: 'yes', severity, notes, highlighted: false };
    }
    case 'may_contain': {
      const notes = f.carrier
        ? m.carried({ segment: f.carrier, name, ...(f.carrierBefore ? { before: f.carrierBefore } : {}) })
        : m.mayContain({ ...(f.segment ? { segment: f.segment } : {}), name });
      return { status: 'unknown', severity, notes, highlighted: false, may_contain: true };
    }
    case 'absent':
      return {
        status: 'no',
        severity,
        notes: f.notEvidence ? '' : f.ruledOutBy ? m.ruledOut(v.evidence(f.ruledOutBy)) : m.absent,
        highlighted: false,
      };
    case 'unknown':
      return {
        status: 'unknown',
        severity,
        notes: f.glutenDeclared
          ? m.glutenDeclared
          : f.nameSuggests
            ? m.nameSuggests({ words: f.nameSuggests, name })
            : f.notRuledOut
              ? f.notRuledOut.by === 'emphasis'
                ? m.emphasisUnread(f.notRuledOut.words)
                : f.notRuledOut.by === 'part'
                  ? m.listPart(f.notRuledOut.words)
                  : m.listCut(f.notRuledOut.words)
              : f.unreadable
                ? m.unreadable
                : m.unknown,
        highlighted: false,
      };
  }
}

function lightEntry({ light, perMl, sources }: FindingOf<'nutrient_level'>, v: Voice): ConcernEntry {
  return {
    status: light.light,
    severity: light.light,
    notes: v.m.nutrition.light({ ...light, perMl }),
    highlighted: light.light === 'high',
    sources: [...sources],
  };
}

function additiveConcernText(a: AdditiveKnowledge, v: Voice): string {
  const parts = [v.text(a.concern)];
  if (a.efsaRisk === 'high' || a.efsaRisk === 'moderate') parts.push(v.m.health.efsaRisk(a.efsaRisk));
  if (a.restrictions) parts.push(`${v.text(a.restrictions)}.`);
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
  const quantity = statedPortion(analysis.facts);
  const { servingSize } = analysis.facts;
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
export function healthSection(
  analysis: Analysis,
  prefs: Preferences | undefined,
  alerts: Alerts,
  v: Voice,
): HealthSection {
  const findings = healthFindings(analysis);
  return renderHealth(analysis, findings, personaliseHealth(findings, analysis, prefs), alerts, v);
}

/** The health score a Nutri-Score grade starts from. */
const GRADE_BASE = { A: 90, B: 75, C: 55, D: 35, E: 15 } as const;

/** Health score: the Nutri-Score grade (or the traffic lights), less additives of concern and ultra-processing. */
function healthScore(findings: readonly HealthFinding[]): number | undefined {
  // Figures per 100 g of a supplement taken by the gram say nothing of a diet: no grade, as for the Nutri-Score; nor
  // do a powder's, where the Nutri-Score reads the drink as prepared.
  if (findings.some((f) => f.code === 'food_supplement' || f.code === 'prepared_figures_missing')) return undefined;
  // Read as a food and as a drink, the figures grade apart: no grade is the product's.
  if (findings.some((f) => f.code === 'kind_untold' && f.grades)) return undefined;
  const nutri = measuredNutriScore(findings);
  const lights = findings.filter((f) => f.code === 'nutrient_level').map((f) => f.light.light);
  // Open Food Facts' letter grades only beside figures on record it can be checked against: alone, it may be of an
  // older algorithm or of figures the record no longer holds, and is quoted, not graded (blind audits 76 and 78).
  const publishedFinding = findings.find((f) => f.code === 'published_nutri_score');
  const published = publishedFinding?.estimated || lights.length === 0 ? undefined : publishedFinding?.grade;
  // The traffic lights stand in only when all four are known: a product with its fat alone on record would otherwise
  // outscore one whose sugars are on record and high.
  if (!nutri && !published && lights.length < FSA_NUTRIENTS.length) return undefined;
  const atBest = findings.find((f) => f.code === 'nutri_score_at_best')?.best;
  const base = nutri
    ? GRADE_BASE[nutri.grade]
    : published
      ? // OFF's grade rests on the same figures: never better than the best those on record allow (blind audit 14).
        Math.min({ a: 90, b: 75, c: 55, d: 35, e: 15 }[published] ?? 55, atBest ? GRADE_BASE[atBest.grade] : 100)
      : Math.min(
          70 - lights.filter((l) => l === 'high').length * 15 - lights.filter((l) => l === 'medium').length * 5,
          // Never better than the best Nutri-Score the figures on record allow (blind audit 13).
          atBest ? GRADE_BASE[atBest.grade] : 100,
        );
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

/** Turn the findings and what the preferences make of them into the spec's Health section and the alerts. */
export function renderHealth(
  analysis: Analysis,
  findings: readonly HealthFinding[],
  personal: readonly PersonalHealthFinding[],
  alerts: Alerts,
  v: Voice,
): HealthSection {
  const { facts } = analysis;
  const { m } = v;
  const recommendations: Recommendation[] = [];
  const summary: string[] = [];
  const sources: (Source | undefined)[] = [...facts.sources];
  const allergens: Record<string, AllergenEntry> = {};
  const concerns: Record<string, ConcernEntry> = {};
  const notable: NotableIngredient[] = [];
  const sensitive = new Map(personal.flatMap((p) => (p.code === 'sensitivity' ? [[p.subject, p] as const] : [])));
  const present = new Map<AllergenId, string>();
  const mayContain = new Map<AllergenId, string>();
  const carried = new Map<AllergenId, string>();
  /** The ingredients that bring them, as the list writes them: what the summary's "may contain" rests on. */
  const carriers = new Set<string>();
  const concerning: string[] = [];
  const highs: FsaNutrient[] = [];
  let nutriSentence: string | undefined;
  let atBestSentence: string | undefined;

  for (const f of findings) {
    switch (f.code) {
      case 'allergen':
        allergens[f.allergen] = allergenEntry(f, v);
        if (f.presence === 'contains') {
          present.set(f.allergen, allergenName(f.name, v));
          sources.push(...f.sources);
        }
        if (f.presence === 'may_contain' && f.carrier) {
          // The page that says the ingredient can bring it is the evidence for the "may contain".
          carried.set(f.allergen, allergenName(f.name, v));
          carriers.add(f.carrier);
          sources.push(...f.sources);
        } else if (f.presence === 'may_contain') mayContain.set(f.allergen, allergenName(f.name, v));
        break;
      case 'no_ingredient_list':
        recommendations.push({ advice: 'check', text: m.health.noIngredientList });
        break;
      case 'food_supplement':
        sources.push(...f.sources);
        break;
      case 'nutrition_inconsistent': {
        // Said first: every figure, light and grade below rests on figures that cannot all be right.
        recommendations.push({ advice: 'check', text: m.nutrition.inconsistent(f.problems) });
        break;
      }
      case 'caffeine_warning': {
        const text = m.nutrition.caffeineWarning({ ...(f.mgPerL !== undefined ? { mgPerL: f.mgPerL } : {}) });
        concerns.caffeine = {
          status: 'high',
          severity: 'medium',
          notes: text,
          highlighted: true,
          sources: [...f.sources],
        };
        recommendations.push({ advice: 'caution', text });
        sources.push(...f.sources);
        break;
      }
      case 'nutrient_level': {
        concerns[f.light.nutrient] = lightEntry(f, v);
        sources.push(...f.sources);
        if (f.light.light === 'high') highs.push(f.light.nutrient);
        if (f.light.light === 'high')
          recommendations.push({
            advice: 'caution',
            text: m.nutrition.highIn({
              nutrient: f.light.nutrient,
              value: f.light.value,
              perMl: f.perMl,
              ...(f.light.portion ? { portion: f.light.portion } : {}),
            }),
          });
        break;
      }
      case 'nutri_score': {
        const { nutri } = f;
        sources.push(...f.sources);
        nutriSentence = m.nutrition.nutriScore({ ...nutri, fv: nutri.fruitsVegetablesLegumes });
        if (!nutri.estimated && (nutri.grade === 'A' || nutri.grade === 'B'))
          recommendations.push({ advice: 'good', text: m.nutrition.goodProfile(nutri.grade) });
        break;
      }
      case 'nutri_score_at_best':
        sources.push(...f.sources);
        atBestSentence = m.nutrition.nutriScoreAtBest({
          grade: f.best.grade,
          points: f.best.points,
          missing: f.best.missing,
          ...(f.best.energyAtLeastKj !== undefined ? { energyAtLeastKj: f.best.energyAtLeastKj } : {}),
          ...(f.best.sugarsAtLeast !== undefined ? { sugarsAtLeast: f.best.sugarsAtLeast } : {}),
          ...(f.best.saltAtLeast !== undefined ? { saltAtLeast: f.best.saltAtLeast } : {}),
          ...(f.best.saltOrElse !== undefined ? { saltOrElse: f.best.saltOrElse } : {}),
          ...(f.best.pointsOrElse !== undefined ? { pointsOrElse: f.best.pointsOrElse } : {}),
          ...(f.best.saturatedFatAtLeast !== undefined ? { saturatedFatAtLeast: f.best.saturatedFatAtLeast } : {}),
        });
        break;
      case 'kind_untold':
        if (!f.grades) recommendations.push({ advice: 'note', text: m.nutrition.kindUntold });
        break;
      case 'published_nutri_score':
        nutriSentence = m.nutrition.published({ grade: f.grade.toUpperCase(), estimated: f.estimated });
        break;
      case 'estimated_nutrition':
        sources.push(...f.sources);
        recommendations.push({
          advice: 'note',
          text: m.nutrition.estimated({ perMl: f.perMl, figures: f.nutriments }),
        });
        break;
      case 'processing':
        sources.push(...f.sources);
        if (f.nova === 4) {
          concerns.ultra_processed = {
            status: 'medium',
            severity: 'medium',
            notes: m.nutrition.nova4,
            highlighted: false,
            sources: [...f.sources],
          };
          recommendations.push({ advice: 'consider', text: m.nutrition.nova4Advice });
        }
        break;
      case 'additive': {
        const { additive, severity, purpose } = f;
        const mine = sensitive.get(additiveLabel(additive));
        // The grid's key and the name shown: the additive's name in the report's language, and its E-number.
        const label = additiveLabel(additive, v);
        const concernText = additiveConcernText(additive, v);
        const highlighted = severity === 'high' || mine !== undefined;
        notable.push({
          name: label,
          purpose: v.text(capitalise(purpose)),
          concerns: mine ? `${concernText} ${m.health.sensitivitySet(mine)}` : concernText,
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
            m.health.sensitiveAlert({ name: label, sensitivity: mine.sensitivity }),
          );
          recommendations.push(
            severity === 'high' || severity === 'medium'
              ? { advice: 'caution', text: m.health.sensitiveCaution({ name: label, sensitivity: mine.sensitivity }) }
              : { advice: 'note', text: m.health.sensitiveNote({ name: label, sensitivity: mine.sensitivity }) },
          );
        } else if (severity === 'high') {
          recommendations.push({
            advice: 'caution',
            text: m.health.additiveCaution({ name: label, concern: v.text(additive.concern) }),
          });
        }
        break;
      }
      case 'ingredient': {
        const { ingredient: entry, severity } = f;
        const mine = sensitive.get(entry.name);
        const highlighted = severity === 'high' || mine !== undefined;
        const name = v.text(entry.name);
        notable.push({
          name,
          purpose: v.text(entry.purpose),
          concerns:
            v.text(entry.concern) ||
            (entry.animalType
              ? m.health.animalDerived(entry.animalType)
              : entry.commodity
                ? m.health.sourcingRisks
                : ''),
          highlighted,
          ...withSources(f.sources),
        });
        sources.push(...f.sources);
        if (entry.concern && severity !== 'none')
          concerns[name] = {
            status: severity,
            severity,
            notes: v.text(entry.concern),
            highlighted,
            ...withSources(f.sources),
          };
        if (mine)
          alerts.raise(
            `ingredient:${entry.id}`,
            severity === 'none' ? 'low' : severity,
            m.health.sensitiveAlert({ name, sensitivity: mine.sensitivity }),
          );
        break;
      }
      case 'label':
        sources.push(...f.sources);
        break;
    }
  }

  const avoided = personal.some((p) => p.code === 'avoided_allergen');
  const contained = namedOnce(present);
  const traces = namedOnce(mayContain);
  if (contained.length > 0) summary.push(m.health.contains(contained));
  if (traces.length > 0) {
    summary.push(m.health.mayContainTraces(traces));
    if (!avoided) recommendations.push({ advice: 'note', text: m.health.mayContainNote(traces) });
  }
  const broughtBy = namedOnce(carried);
  // Named where the list gives each its own item; a run of items a scan fused is left to the allergen rows.
  const through = [...carriers].every((c) => c.length <= SHORT_ITEM) ? [...carriers].slice(0, 3) : [];
  if (broughtBy.length > 0) summary.push(m.health.mayContainThrough(broughtBy, through));
  if (highs.length > 0) summary.push(m.nutrition.highInSummary(highs));
  if (findings.some((f) => f.code === 'processing' && f.nova === 4)) summary.push(m.nutrition.ultraProcessed);
  if (concerning.length > 0) summary.push(m.health.additivesOfConcern(concerning));
  if (atBestSentence) summary.unshift(atBestSentence);
  if (nutriSentence) summary.unshift(nutriSentence);

  renderPersonalHealth(personal, { food: true, allergens, concerns, notable, recommendations, alerts, v });

  // An unknown is never a grade: a health score needs nutrition facts (or OFF's Nutri-Score), and only foods and
  // drinks are rated; an ingredient list alone says too little.
  const score = healthScore(findings);
  const lit = new Set(findings.flatMap((f) => (f.code === 'nutrient_level' ? [f.light.nutrient] : [])));
  // A figure on record the others rule out is not missing: the at-best sentence says why it is not scored.
  const ruledOut = new Set<FsaNutrient>(
    findings.flatMap((f) => (f.code === 'nutrition_inconsistent' ? f.problems.flatMap(notScored) : [])),
  );
  const missing = FSA_NUTRIENTS.filter((n) => !lit.has(n) && !ruledOut.has(n));
  const grades = findings.find((f) => f.code === 'kind_untold')?.grades;
  // A food the Nutri-Score does not apply to (a coffee, a spice mix, a baby food) is told so, not that data is missing;
  // a score from its figures' lights may stand beside it (blind audits 39 and 41).
  const supplement = findings.some((f) => f.code === 'food_supplement');
  if (!supplement && nutriScoreCategory(analysis.facts, analysis.index.knowledge) === null)
    summary.unshift(m.nutrition.notApplicable);
  else if (score === undefined && !(atBestSentence && lit.size > 0 && missing.length === 0))
    summary.unshift(
      supplement
        ? m.nutrition.foodSupplement
        : findings.some((f) => f.code === 'prepared_figures_missing')
          ? m.nutrition.preparedFiguresMissing
          : grades
            ? m.nutrition.kindUntoldGrades(grades)
            : findings.some((f) => f.code === 'estimated_nutrition')
              ? m.nutrition.notEnoughEstimate
              : lit.size > 0
                ? m.nutrition.notEnoughFigures(missing)
                : m.nutrition.notEnough,
    );
  // "None … declared or listed" only where none is, nor may be (blind audit 72: beside "May contain sesame").
  if (analysis.ingredientsKnown && present.size + mayContain.size + carried.size === 0 && recommendations.length === 0)
    recommendations.push({ advice: 'good', text: m.health.noTrackedAllergen(Object.keys(allergens).length) });

  const nutri = measuredNutriScore(findings);
  // One fact, one answer: a grade below the Nutri-Score shown beside it says why.
  const published = findings.find((f) => f.code === 'published_nutri_score');
  const nutriLetter = nutri?.grade ?? (published && !published.estimated ? published.grade.toUpperCase() : undefined);
  if (score !== undefined && nutriLetter && gradeOf(score) !== nutriLetter) {
    const at = nutriSentence ? summary.indexOf(nutriSentence) + 1 : 0;
    summary.splice(
      at,
      0,
      m.nutrition.gradeBelowNutriScore({
        grade: gradeOf(score),
        nutriScore: nutriLetter,
        ultra: findings.some((f) => f.code === 'processing' && f.nova === 4),
        additives: findings.some((f) => f.code === 'additive' && f.severity !== 'none'),
      }),
    );
  }
  const nutrition = nutritionTable(analysis, findings);
  const completeness = analysis.completeness;
  const inconsistency = findings.find((f) => f.code === 'nutrition_inconsistent');
  const inconsistent = inconsistency !== undefined;
  // Said first: every figure, light and grade rests on figures that cannot all be right.
  if (inconsistency) summary.unshift(m.nutrition.inconsistent(inconsistency.problems));
  return {
    impact_summary: summary.slice(0, 3).join(' '),
    recommendations: recommendationTexts(recommendations),
    // Health rests on the ingredient list first, then nutrition, category and labels. A tab with no score to rely on
    // is of low reliability, however much else is on record (blind audit 89: "High" beside "Not enough data to score").
    reliability:
      score === undefined
        ? 'Low'
        : reliabilityOf([
            completeness.ingredients,
            completeness.nutritionFull && !inconsistent,
            completeness.category,
            completeness.labels,
          ]),
    sources: uniqueSources(sources),
    data_confidence: {
      allergens: analysis.ingredientsKnown ? 'High' : facts.allergens.length > 0 ? 'Medium' : 'Low',
      // Figures that contradict each other are not trusted, however complete.
      nutrition: inconsistent
        ? 'Low'
        : completeness.nutritionFull
          ? 'High'
          : completeness.nutritionAny
            ? 'Medium'
            : 'Low',
      additives: facts.additives && facts.additives.length > 0 ? 'High' : analysis.ingredientsKnown ? 'Medium' : 'Low',
      processing: analysis.novaGroup !== undefined ? 'High' : 'Low',
    },
    allergens,
    health_concerns: concerns,
    ingredients: { list: analysis.ingredientList.map(eNumber), notable_ingredients: notable },
    certifications: certificationsOf(analysis.labels, 'health', [], v, analysis.facts),
    ...(nutri ? { nutri_score: { grade: nutri.grade, points: nutri.points } } : {}),
    ...(analysis.novaGroup !== undefined ? { nova_group: analysis.novaGroup } : {}),
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
  v: Voice;
}

/**
 * Say what the preferences make of the findings — highlights, notes, alerts and recommendations — in the Health
 * section of a food (and, for the parts they share, of a cosmetic).
 */
export function renderPersonalHealth(personal: readonly PersonalHealthFinding[], parts: HealthParts): void {
  const { allergens, concerns, notable, recommendations, alerts, v } = parts;
  const m = v.m.personal;
  for (const p of personal) {
    switch (p.code) {
      case 'avoided_allergen': {
        const entry = allergens[p.allergen];
        if (!entry) break;
        const name = allergenName(p.name, v);
        if (p.presence === 'absent' && p.tracesUnknown) {
          // No ingredient of it (the grid's "no" stands), but its traces are the list's to say: "can't tell", low,
          // once, about the traces.
          entry.highlighted = true;
          entry.notes += ` ${m.youAvoid(name)}`;
          alerts.raise(`traces:${p.allergen}`, 'low', m.tracesUnknownAlert(name));
          if (parts.food) recommendations.push({ advice: 'check', text: m.checkPack(name) });
          break;
        }
        if (p.presence === 'absent') {
          entry.notes += ` ${m.avoidNone(name)}`;
          break;
        }
        entry.highlighted = true;
        entry.notes += ` ${m.youAvoid(name)}`;
        if (p.presence === 'contains') {
          alerts.raise(`allergen:${p.allergen}`, 'high', m.containsAlert(name));
          recommendations.push({
            advice: 'avoid',
            text: m.avoidContains({ name, ...(p.written ? { written: p.written } : {}) }),
          });
        } else if (p.presence === 'may_contain') {
          alerts.raise(`allergen:${p.allergen}`, 'medium', m.mayContainAlert(name));
          recommendations.push({
            advice: 'caution',
            text: p.carrier ? m.cautionCarried({ name, written: p.carrier }) : m.cautionTraces(name),
          });
        } else if (p.glutenDeclared) {
          alerts.raise(`allergen:${p.allergen}`, 'medium', m.glutenDeclaredAlert(name));
          recommendations.push({ advice: 'check', text: m.checkPack(name) });
        } else {
          alerts.raise(
            `allergen:${p.allergen}`,
            'low',
            p.listed ? m.cannotRuleOutListed(name) : m.cannotRuleOutAlert(name),
          );
          if (parts.food)
            recommendations.push({ advice: 'check', text: p.listed ? m.checkPackListed(name) : m.checkPack(name) });
        }
        break;
      }
      case 'diet_limit_unknown':
        alerts.raise(`diet:${p.diet}`, 'low', m.dietLimitUnknownAlert(p));
        recommendations.push({ advice: 'check', text: m.dietLimitCheck(p) });
        break;
      case 'diet_limit_listed':
        alerts.raise(`diet:${p.diet}`, 'medium', m.dietListedAlert(p.because));
        recommendations.push({ advice: 'avoid', text: m.dietListedAvoid(p.because) });
        break;
      case 'diet_limit_not_low':
        alerts.raise(`diet:${p.diet}`, 'medium', m.dietLimitNotLowAlert(p));
        recommendations.push({ advice: 'check', text: m.dietLimitNotLow(p) });
        break;
      case 'diet_limit_medium':
        recommendations.push({ advice: 'check', text: m.dietLimitMedium(p) });
        break;
      case 'diet_limit': {
        const concern = concerns[p.nutrient];
        if (concern)
          concerns[p.nutrient] = {
            ...concern,
            highlighted: true,
            notes: `${concern.notes} ${m.followDiet(p.diet)}`,
          };
        alerts.raise(`diet:${p.diet}`, 'medium', m.dietLimitAlert(p));
        recommendations.push({ advice: 'avoid', text: m.dietLimitAvoid(p) });
        break;
      }
      case 'avoided_ingredient': {
        alerts.raise(`avoid-ingredient:${p.word.toLowerCase()}`, 'high', m.avoidedIngredientAlert(p.word));
        recommendations.push({ advice: 'avoid', text: m.avoidedIngredient(p) });
        const existing = notable.find((n) => n.name.toLowerCase() === p.segment.toLowerCase());
        if (existing) existing.highlighted = true;
        else
          notable.push({
            name: p.segment,
            purpose: m.ingredientPurpose,
            concerns: m.onAvoidList(p.word),
            highlighted: true,
          });
        break;
      }
      case 'avoided_ingredient_unknown':
        alerts.raise(`avoid-ingredient:${p.word.toLowerCase()}`, 'low', m.avoidedUnknownAlert(p));
        break;
      case 'avoided_ingredient_unrecognised':
        alerts.raise(`avoid-ingredient:${p.word.toLowerCase()}`, 'low', m.avoidedUnrecognisedAlert(p.word));
        break;
      case 'diet':
        renderDiet(p, parts);
        break;
      case 'paleo_excluded':
        alerts.raise('diet:paleo', 'high', m.paleoAlert(p.because));
        recommendations.push({ advice: 'avoid', text: m.paleoAvoid(p.because) });
        break;
      case 'carb_diet_excluded':
        alerts.raise(`diet:${p.diets.join('+')}`, 'high', m.carbDietAlert(p));
        recommendations.push({ advice: 'avoid', text: m.carbDietAvoid(p) });
        break;
      case 'paleo_open':
        recommendations.push({ advice: 'note', text: m.paleoOpen(p.read) });
        break;
      case 'carbohydrates_not_assessed':
        recommendations.push({
          advice: 'note',
          text:
            p.grams === undefined
              ? m.carbohydrates(p.diets)
              : m.carbohydratesOnRecord({ grams: p.grams, perMl: p.perMl === true, diets: p.diets }),
        });
        break;
      case 'sensitivity_unknown':
        alerts.raise(`sensitivity:${p.sensitivity}`, 'low', m.sensitivityUnknownAlert(p));
        break;
      case 'sensitivity':
        // Said where the finding is rendered: the line it qualifies carries it.
        break;
    }
  }
}

function renderDiet(p: Extract<PersonalHealthFinding, { code: 'diet' }>, parts: HealthParts): void {
  const { allergens, recommendations, alerts } = parts;
  const m = parts.v.m.personal;
  if (p.presence === 'unknown') {
    // "Can't tell", once, low: never an alarm, never better than a known answer.
    alerts.raise(`diet:${p.diet}`, 'low', m.dietUnknownAlert(p.diet));
    return;
  }
  if (p.diet === 'vegan' && p.presence === 'contains') {
    const animal = m.animalIngredients({ food: parts.food, types: p.because as AnimalProductType[] });
    alerts.raise('diet:vegan', 'high', m.veganContainsAlert(animal));
    recommendations.push({ advice: 'avoid', text: m.veganContains(animal) });
  } else if (p.diet === 'vegan') {
    alerts.raise('diet:vegan', 'medium', m.veganMaybeAlert(p.because));
    recommendations.push({ advice: 'check', text: m.veganMaybe(p.because) });
  } else if (p.diet === 'vegetarian' && p.presence === 'contains') {
    alerts.raise('diet:vegetarian', 'high', m.vegetarianContainsAlert);
    recommendations.push({ advice: 'avoid', text: m.vegetarianContains(p.because) });
  } else if (p.diet === 'vegetarian') {
    alerts.raise('diet:vegetarian', 'medium', m.vegetarianMaybeAlert(p.because));
  } else {
    // The grid line that shows it: gluten or wheat, whichever the label names; the gluten line otherwise.
    const cereals = [allergens.gluten, allergens.wheat].filter((a) => a !== undefined);
    const line = cereals.find((a) => a.status === 'yes') ?? cereals.find((a) => a.may_contain) ?? cereals[0];
    if (line) line.highlighted = true;
    if (p.presence === 'contains') {
      alerts.raise('diet:gluten_free', 'high', m.glutenContainsAlert);
      recommendations.push({ advice: 'avoid', text: m.glutenContains });
    } else {
      alerts.raise('diet:gluten_free', 'medium', m.glutenMaybeAlert);
      recommendations.push({ advice: 'caution', text: m.glutenMaybe });
    }
  }
}
