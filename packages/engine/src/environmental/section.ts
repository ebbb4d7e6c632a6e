import type { EnvironmentalSection, Level, Preferences, Source } from '@clearcart/contracts';
import type { CompanyProfile, LabelKnowledge, SurfactantKnowledge } from '@clearcart/knowledge';
import type { Analysis } from '../analyse.ts';
import { certificationsOf, clampScore, gradeOf, reliabilityOf, uniqueSources } from '../common.ts';
import {
  companyConcerns,
  environmentalInitiatives,
  nearestProfile,
  type CompanyScope,
  type Ownership,
} from '../company.ts';
import { recommendationTexts, worstSeverity, type Alerts, type Recommendation } from '../findings.ts';
import type { Voice } from '../i18n/voice.ts';
import {
  AGRIBALYSE_SOURCE,
  CARBON_BANDS,
  environmentalFindings,
  personaliseEnvironmental,
  shownFootprint,
  WATER_BANDS,
  type EnvironmentalFinding,
  type Finding,
  type PersonalEnvironmentalFinding,
} from './findings.ts';
import { greenClaimsCheck } from './green-claims.ts';

type PalmOil = EnvironmentalSection['palm_oil'];

/** The product's kind and the evaluation date, for the company facts the section shows and weighs. */
const companyScope = ({ facts, index }: Analysis): CompanyScope => ({
  kind: facts.kind,
  categoryTags: facts.categoryTags,
  ...(index.knowledge.today ? { today: index.knowledge.today } : {}),
});

/**
 * Score points for a carbon footprint, continuous on a log scale: +20 at 0.5 kg CO2e/kg or less, 12 fewer for each
 * doubling (about +1 at the "low" band's 1.5 kg, −20 at the "high" band's 5 kg, −25 at most). A third of the CO2 is
 * worth 19 points, more than every label bonus together (10): a label never lifts a product above one with a third
 * of its footprint (organic whole milk, 1.48 kg, below an oat drink, 0.54 kg).
 */
export function footprintPoints(kgCO2ePerKg: number): number {
  const points = 20 - FOOTPRINT_POINTS_PER_DOUBLING * Math.log2(kgCO2ePerKg / 0.5);
  return Math.round(Math.max(-25, Math.min(20, points)));
}
const FOOTPRINT_POINTS_PER_DOUBLING = 12;
/**
 * How many distinct claims the labels make: "organic" and "EU organic" on one pack are one certification of one
 * claim, counted once; a label that claims nothing named counts for itself.
 */
export function distinctClaims(labels: readonly LabelKnowledge[]): number {
  const claims: string[][] = [];
  for (const label of labels) {
    const own = label.satisfies.length > 0 ? label.satisfies : [label.id];
    // A label whose claims another label already makes (all of them, or the other's all) adds nothing new.
    if (!claims.some((c) => own.every((k) => c.includes(k)) || c.every((k) => own.includes(k)))) claims.push(own);
  }
  return claims.length;
}
/** At most this many points for labels: the footprint, not a logo, leads the score. */
export const LABEL_POINTS_MAX = 10;
/**
 * The company's ongoing environmental concerns about this kind of product (plastic pollution, deforestation) weigh on
 * the score: 15 points for a high one (a "top plastic polluter"), 5 for a medium one, 20 at most, so a low-carbon
 * drink of a top plastic polluter is not graded A. The product's own facts still lead.
 */
export function companyRecordPoints(concerns: readonly { severity: Level; status: string }[]): number {
  const points = concerns
    .filter((c) => c.status === 'ongoing')
    .reduce((sum, c) => sum + (c.severity === 'high' ? 15 : c.severity === 'medium' ? 5 : 0), 0);
  return -Math.min(20, points);
}

/** Palm oil: whether the product contains it, whether it is RSPO-certified, and how sustainable that makes it. */
function palmOilCard(f: Finding<'palm_oil'>, v: Voice): PalmOil {
  const { segment, rspo, sources } = f;
  const m = v.m.palmOil;
  // The commodity's note, else the engine's own words for what palm oil does to forests.
  const explanation = f.explanation === undefined ? m.explanation : v.text(f.explanation);
  const evidence = segment ? m.evidenceSegment(segment) : m.evidenceAnalysis;
  const statusIngredients = segment ? [segment] : [];
  const common = { sources: [...sources] };
  if (f.contains && rspo) {
    const name = v.text(rspo.name);
    return {
      contains: true,
      status: 'yes',
      status_ingredients: statusIngredients,
      certification: name,
      sustainability_level: /segregated|identity/.test(`${rspo.id} ${rspo.name}`.toLowerCase()) ? 'high' : 'medium',
      details: m.certified({ evidence, label: name }),
      explanation: `${explanation} ${v.text(rspo.verifies)}`.trim(),
      rating: m.certifiedRating(name),
      highlighted: false,
      ...common,
    };
  }
  if (f.contains) {
    // The company's claim is about all the palm oil it buys; the label is about this product: both, told apart.
    const claim = f.companyClaim;
    const details = claim
      ? m.companyClaim({
          evidence,
          company: claim.company,
          ...(claim.owns ? { owns: claim.owns } : {}),
          rspo: claim.rspo,
        })
      : m.uncertified(evidence);
    return {
      contains: true,
      status: 'yes',
      status_ingredients: statusIngredients,
      certification: 'none',
      sustainability_level: 'low',
      details,
      explanation,
      // Beside the company's claim, "unsustainable" would state what nobody checked: no certification is on record.
      rating: claim ? m.companyRating : m.unsustainable,
      highlighted: true,
      sources: uniqueSources([...sources, ...(claim?.sources ?? [])]),
    };
  }
  const { status, because } = f.absence;
  const named = because.slice(0, 3);
  const unrecognised = because.filter((written) => !f.unsourced.includes(written)).slice(0, 3);
  if (status === 'no') {
    return {
      contains: false,
      status,
      status_ingredients: [],
      certification: rspo ? v.text(rspo.name) : 'not applicable',
      sustainability_level: 'high',
      details: !f.ingredientsKnown ? m.freeByAnalysis : because.length > 0 ? m.freeUnrecognised(named) : m.free,
      explanation: m.freeExplanation,
      rating: m.freeRating,
      highlighted: false,
      ...common,
    };
  }
  return {
    contains: false,
    status,
    status_ingredients: because,
    certification: 'unknown',
    sustainability_level: 'unknown',
    details:
      status === 'maybe'
        ? m.maybe(named)
        : !f.ingredientsKnown
          ? m.unknownNoList
          : unrecognised.length > 0
            ? m.unknown(unrecognised)
            : m.unknownUnsourced(f.unsourced.slice(0, 3)),
    explanation,
    rating: status === 'maybe' ? m.maybeRating : m.unknownRating,
    highlighted: false,
    ...common,
  };
}

type Factors = EnvironmentalSection['environmental_factors'];

function footprintFactors(
  { footprint, rating, water }: Finding<'footprint'>,
  v: Voice,
): Pick<Factors, 'carbon_footprint' | 'water_usage'> {
  const m = v.m.environment;
  const name = v.footprintName(footprint);
  const basis = v.footprintBasis(footprint);
  const carbon: Factors['carbon_footprint'] = {
    rating,
    details: m.carbon({ kg: footprint.kgCO2ePerKg, name }),
    method: m.carbonMethod({ basis, ...CARBON_BANDS }),
    highlighted: rating === 'high',
    sources: uniqueSources([...footprint.sources, AGRIBALYSE_SOURCE]),
    kg_co2e_per_kg: footprint.kgCO2ePerKg,
    basis,
  };
  // The water figure is its own category's (the table's entry), named as such: it may sit above the carbon figure's.
  const litres = water?.litresPerKg;
  if (water === undefined || litres === undefined) return { carbon_footprint: carbon, water_usage: noWaterFigure(v) };
  const wRating: Level = litres <= WATER_BANDS.low ? 'low' : litres <= WATER_BANDS.high ? 'medium' : 'high';
  return {
    carbon_footprint: carbon,
    water_usage: {
      rating: wRating,
      details: m.water({ litres, name: water === footprint ? name : v.footprintName(water) }),
      method: m.waterMethod(WATER_BANDS),
      highlighted: wRating === 'high',
      // The water figure's own dataset (Water Footprint Network), never AGRIBALYSE's, which has no such indicator.
      sources: uniqueSources(water.waterSources ?? []),
      litres_per_kg: litres,
    },
  };
}

const noWaterFigure = (v: Voice): Factors['water_usage'] => ({
  rating: 'unknown',
  details: v.m.environment.noWater,
  highlighted: false,
});

/** What a source says of one surfactant's biodegradability, with and without oxygen; what it does not say is left out. */
const surfactantSentence = (surfactant: SurfactantKnowledge, written: string, v: Voice): string =>
  v.m.environment.surfactant({
    written,
    surfactantClass: v.text(surfactant.class),
    readily: surfactant.aerobic === 'readily',
    degraded: surfactant.anaerobic === 'degraded',
    poor: surfactant.anaerobic === 'poor',
  });

/** The Environmental section: findings, read against the preferences, rendered. */
export function environmentalSection(
  analysis: Analysis,
  prefs: Preferences | undefined,
  ownership: Ownership | null,
  alerts: Alerts,
  v: Voice,
): EnvironmentalSection {
  const findings = environmentalFindings(analysis, ownership);
  // The company block is the nearest company's that has one: the brand's own company first, then its parents.
  const company = nearestProfile(ownership, (p) => p.environmental !== undefined);
  return renderEnvironmental(
    analysis,
    findings,
    personaliseEnvironmental(findings, analysis, prefs),
    company,
    alerts,
    v,
  );
}

/** Turn the environmental findings and what the preferences make of them into the spec's section. */
export function renderEnvironmental(
  analysis: Analysis,
  findings: readonly EnvironmentalFinding[],
  personal: readonly PersonalEnvironmentalFinding[],
  company: CompanyProfile | undefined,
  alerts: Alerts,
  v: Voice,
): EnvironmentalSection {
  const { facts } = analysis;
  const m = v.m.environment;
  const sources: (Source | undefined)[] = [...facts.sources];
  const recommendations: Recommendation[] = [];
  const summary: string[] = [];
  const commodities: Finding<'commodity'>[] = [];
  const positiveLabels: LabelKnowledge[] = [];
  const others: NonNullable<Factors['others']> = {};
  let palm: PalmOil | undefined;
  let carbon: Factors['carbon_footprint'] | undefined;
  let noCategory = false;
  let water: Factors['water_usage'] = noWaterFigure(v);
  let packaging: Factors['packaging'] | undefined;
  let refill: Finding<'refill'> | undefined;
  let score = 65;
  let evidence = 0;

  for (const f of findings) {
    switch (f.code) {
      case 'palm_oil':
        palm = palmOilCard(f, v);
        if (f.contains || palm.certification !== 'unknown') sources.push(...f.sources);
        if (palm.contains && palm.highlighted) {
          // What the maker says of its palm oil company-wide is said beside what the pack shows, as the card says it.
          summary.push(f.companyClaim ? v.m.palmOil.summaryCompanyClaim : v.m.palmOil.summaryUncertified);
          recommendations.push({
            advice: 'consider',
            text: f.companyClaim ? v.m.palmOil.companyAdvice : v.m.palmOil.advice,
          });
          score -= 15;
          evidence++;
        } else if (palm.contains) {
          summary.push(v.m.palmOil.summaryCertified(palm.certification));
          score -= 5;
          evidence++;
        } else if (palm.status === 'no') evidence++;
        break;
      case 'footprint': {
        ({ carbon_footprint: carbon, water_usage: water } = footprintFactors(f, v));
        sources.push(...f.sources, AGRIBALYSE_SOURCE);
        summary.push(m.footprintSummary({ kg: shownFootprint(f.footprint.kgCO2ePerKg), rating: f.rating }));
        score += footprintPoints(f.footprint.kgCO2ePerKg);
        evidence++;
        if (f.rating === 'high') recommendations.push({ advice: 'consider', text: m.highCarbon });
        break;
      }
      case 'no_footprint':
        noCategory = !f.categoryKnown;
        carbon = {
          rating: 'unknown',
          details: f.categoryKnown ? m.noFootprint : m.noCategory,
          highlighted: false,
        };
        break;
      case 'commodity':
        commodities.push(f);
        sources.push(...f.sources);
        break;
      case 'packaging': {
        const { materials, recyclability, biodegradable } = f;
        packaging = {
          recyclability,
          biodegradable,
          details: materials.map((p) => m.packagingNote({ name: v.text(p.name), note: v.text(p.note) })).join(' '),
          highlighted: recyclability === 'none',
          sources: uniqueSources(f.sources),
        };
        sources.push(...f.sources);
        score += recyclability === 'fully' ? 5 : recyclability === 'none' ? -10 : 0;
        recommendations.push(
          recyclability === 'none'
            ? { advice: 'consider', text: m.notRecyclable }
            : { advice: 'check', text: m.recyclingRules(materials.map((p) => v.f.lower(v.text(p.name)))) },
        );
        evidence++;
        break;
      }
      case 'packaging_unknown':
        packaging = {
          recyclability: 'unknown',
          biodegradable: 'unknown',
          details:
            f.onRecord.length > 0
              ? m.packagingUnknown(f.onRecord.map((tag) => v.tag('packaging', tag)))
              : m.noPackaging,
          highlighted: false,
        };
        break;
      case 'published_eco_score': {
        // Open Food Facts' own environmental grade, shown as another factor.
        const label = f.grade === 'a-plus' ? 'A+' : f.grade.toUpperCase();
        others.eco_score = {
          rating: label,
          status: m.ecoScoreStatus,
          severity: f.severity === 'none' ? 'low' : f.severity,
          details: m.ecoScore(label),
        };
        sources.push(...f.sources);
        break;
      }
      case 'persistent_substance': {
        const { substance, written } = f;
        const concern = v.text(substance.concern);
        others[substance.id] = {
          rating: m.concern,
          status: v.text(substance.status),
          severity: substance.hazard,
          details: m.persistent({ written, concern }),
        };
        sources.push(...f.sources);
        score -= 10;
        evidence++;
        recommendations.push({ advice: 'consider', text: m.avoidPersistent({ written, concern }) });
        break;
      }
      case 'aquatic_hazard': {
        const { hazard } = f;
        const statement = v.text(hazard.statement);
        others[hazard.code] = {
          rating: hazard.code,
          status: statement,
          severity: hazard.hazard,
          details: m.aquatic({
            code: hazard.code,
            statement,
            ...(hazard.pictogram === 'none' ? {} : { pictogram: v.text(hazard.pictogram) }),
            atHome: v.text(hazard.atHome),
          }),
        };
        sources.push(...f.sources);
        score -= hazard.hazard === 'high' ? 10 : hazard.hazard === 'medium' ? 5 : 2;
        evidence++;
        break;
      }
      case 'label':
        sources.push(...f.sources);
        if (f.label.impact === 'positive') positiveLabels.push(f.label);
        break;
      case 'ecolabel_criteria': {
        const { label, productGroup, criteria } = f;
        const name = v.text(label.name);
        others[m.criteriaKey(name)] = {
          rating: m.good,
          status: v.text(criteria.scheme),
          severity: 'low',
          details: m.criteria({
            label: name,
            group: v.text(productGroup.name),
            verifies: criteria.verifies.map((text) => v.text(text)),
          }),
        };
        sources.push(...f.sources);
        break;
      }
      case 'surfactant_biodegradability':
        others[m.surfactantKey] = {
          rating: f.severity === 'low' ? m.fair : m.good,
          status: v.text(f.rule.text),
          severity: 'low',
          details: f.known.map(({ surfactant, written }) => surfactantSentence(surfactant, written, v)).join(' '),
        };
        sources.push(...f.sources);
        break;
      case 'refill':
        refill = f;
        break;
    }
  }

  // A refill or concentrate is a packaging fact, told on the packaging card with the words that show it.
  if (refill && packaging) {
    const sentence = refill.form === 'refill' ? m.refill(refill.words) : m.concentrate(refill.words);
    packaging.details = `${packaging.details} ${sentence}`;
    recommendations.push({ advice: 'good', text: sentence });
  }

  // Resource depletion from risky commodities
  let resource: Factors['resource_depletion'];
  if (commodities.length > 0) {
    const unmitigated = commodities.filter((r) => !r.mitigatedBy);
    // A risk a label addresses counts as low.
    const worst = worstSeverity(commodities);
    resource = {
      rating: worst,
      details: commodities
        .map((r) =>
          m.commodity({
            name: v.text(r.commodity.name),
            note: v.text(r.commodity.environmentalNote),
            ...(r.mitigatedBy ? { addressedBy: v.text(r.mitigatedBy.name) } : {}),
          }),
        )
        .join(' '),
      highlighted: worst === 'high',
      sources: uniqueSources(commodities.flatMap((r) => r.sources)),
    };
    if (unmitigated.length > 0) {
      score -= worst === 'high' ? 10 : 5;
      // Palm oil already has its own line; name the others.
      const named = unmitigated.filter((r) => r.commodity.id !== 'palm-oil');
      if (named.length > 0) summary.push(m.commoditiesSummary(named.map((r) => v.f.lower(v.text(r.commodity.name)))));
    }
    evidence++;
  } else {
    // Palm oil the palm card cannot rule out ("vegetable oils", or too much not recognised): its risk is not ruled
    // out either, so not "low".
    const palm = analysis.palmNotRuledOut;
    resource = palm
      ? {
          rating: 'unknown',
          details: palm.status === 'maybe' ? m.resourceMaybePalm(palm.because[0] ?? '') : m.resourcePalmNotRuledOut,
          highlighted: false,
        }
      : analysis.supplyChainKnown
        ? { rating: 'low', details: m.noResourceRisk, highlighted: false }
        : {
            rating: 'unknown',
            details: analysis.listPartial
              ? m.partialList
              : analysis.ingredientsKnown
                ? m.unreadableList
                : m.noIngredientList,
            highlighted: false,
          };
  }

  if (positiveLabels.length > 0) {
    score += Math.min(LABEL_POINTS_MAX, distinctClaims(positiveLabels) * 5);
    recommendations.push({ advice: 'good', text: m.carries(positiveLabels.map((l) => v.text(l.name))) });
    evidence++;
  }

  for (const p of personal) {
    if (p.code === 'preferred_certification') {
      const name = m.preferences[p.wanted] ?? p.wanted.replace(/_/g, ' ');
      // A preference, not a requirement: a recommendation, no alert.
      recommendations.push(
        p.met
          ? { advice: 'good', text: m.meetsPreference({ name, ...(p.metBy ? { by: v.text(p.metBy) } : {}) }) }
          : { advice: 'consider', text: m.considerPreference(name) },
      );
    } else {
      alerts.raise(`env-ingredient:${p.word.toLowerCase()}`, 'medium', m.avoidAlert(p.word));
      recommendations.push({ advice: 'avoid', text: m.avoid(p) });
      if (p.palmOil && palm) palm.highlighted = true;
    }
  }

  const companyBlock = environmentalInitiatives(company, v, companyScope(analysis));
  if (companyBlock) sources.push(...companyBlock.sources);
  // A "top plastic polluter" record is part of what buying the product supports: it weighs, and is said.
  const record = company?.environmental ? companyConcerns(company.environmental, companyScope(analysis)) : [];
  const recordPoints = companyRecordPoints(record);
  if (recordPoints < 0) score += recordPoints;

  // An unknown is never a grade. Like the Eco-Score, a score needs the category's life-cycle footprint; without it,
  // the packaging and one more fact.
  const footprintKnown = carbon?.rating !== 'unknown';
  const packagingKnown = packaging?.recyclability !== 'unknown';
  const scored = footprintKnown || (packagingKnown && evidence >= 2);
  // Said only of a score there is: without one, the record is still listed below, but weighs on nothing.
  if (recordPoints < 0 && scored) summary.push(m.companyRecord({ company: company!.name }));
  if (!scored) {
    const missing = [
      ...(footprintKnown ? [] : [noCategory ? m.missing.category : m.missing.footprint]),
      // Packaging on record whose material the knowledge does not know is there, not missing.
      ...(packagingKnown ? [] : [analysis.completeness.packaging ? m.missing.packagingUnknown : m.missing.packaging]),
      ...(analysis.supplyChainKnown ? [] : [analysis.ingredientsKnown ? m.missing.unreadable : m.missing.ingredients]),
    ];
    summary.unshift(m.notEnough(missing.length > 0 ? missing : [m.missing.tooFew]));
  } else if (summary.length === 0) {
    summary.push(m.noConcern);
  }
  // A food scored without a list it can read: the sourcing risks it would list (cocoa, soy, palm oil) are not
  // counted, so the score is partial, said so, and not ranked against others (compare, better choices).
  const partial = scored && (facts.kind === 'food' || facts.kind === 'beverage') && !analysis.supplyChainKnown;
  if (partial) {
    summary.splice(2, summary.length, analysis.ingredientsKnown ? m.partialUnreadable : m.partial);
  }
  const completeness = analysis.completeness;
  const envLabels = analysis.labels.filter((l) => l.tabs.includes('environmental'));
  const rules = analysis.index.knowledge.greenClaims;
  const claims = rules && greenClaimsCheck(facts, analysis.greenClaims, analysis.labels, rules, v);
  return {
    impact_summary: summary.slice(0, 3).join(' '),
    recommendations: recommendationTexts(recommendations),
    // Environment rests on the ingredient list first, then category (footprint), packaging and labels.
    reliability: partial
      ? 'Low'
      : reliabilityOf([completeness.ingredients, completeness.category, completeness.packaging, completeness.labels]),
    sources: uniqueSources(sources),
    data_confidence: {
      palm_oil:
        analysis.ingredientsKnown || facts.ingredientsAnalysis.some((t) => t.startsWith('en:palm-oil'))
          ? 'High'
          : 'Low',
      carbon_footprint: findings.some((f) => f.code === 'footprint') ? 'Medium' : 'Low',
      packaging: analysis.packaging.length > 0 ? 'High' : completeness.packaging ? 'Medium' : 'Low',
      resource_depletion: analysis.supplyChainKnown ? 'Medium' : 'Low',
    },
    // Every analysis yields one palm-oil, one footprint and one packaging finding.
    palm_oil: palm!,
    environmental_factors: {
      carbon_footprint: carbon!,
      water_usage: water,
      resource_depletion: resource,
      packaging: packaging!,
      ...(Object.keys(others).length > 0 ? { others } : {}),
    },
    certifications: certificationsOf(envLabels, undefined, [], v),
    ...(claims ? { green_claims: claims } : {}),
    ...(scored ? { score: clampScore(score), grade: gradeOf(clampScore(score)) } : {}),
    ...(companyBlock ? { company_environmental_initiatives: companyBlock } : {}),
  };
}
