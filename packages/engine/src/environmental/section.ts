import type { EnvironmentalSection, GreenClaimsCheck, Level, Preferences, Source } from '@clearcart/contracts';
import type { CompanyConcern, CompanyProfile, LabelKnowledge, SurfactantKnowledge } from '@clearcart/knowledge';
import type { Analysis } from '../analyse.ts';
import { certificationsOf, clampScore, gradeOf, hasCheckableOrigin, reliabilityOf, uniqueSources } from '../common.ts';
import {
  companyConcerns,
  companyScope,
  environmentalInitiatives,
  nearestProfile,
  ongoingOn,
  type Ownership,
} from '../company.ts';
import { LEVEL_RANK, recommendationTexts, worstSeverity, type Alerts, type Recommendation } from '../findings.ts';
import type { Voice } from '../i18n/voice.ts';
import {
  AGRIBALYSE_SOURCE,
  CARBON_BANDS,
  environmentalFindings,
  fittedBasisSaid,
  headOf,
  personaliseEnvironmental,
  shownFootprint,
  sourcedCommodities,
  WATER_BANDS,
  type EnvironmentalFinding,
  type Finding,
  type PersonalEnvironmentalFinding,
} from './findings.ts';
import { greenClaimsCheck, type ClaimFinding } from './green-claims.ts';

type PalmOil = EnvironmentalSection['palm_oil'];

/**
 * Score points for a carbon footprint, continuous on a log scale: +20 at 0.5 kg CO2e/kg or less, 12 fewer for each
 * doubling (about +1 at the "low" band's 1.5 kg, −20 at the "high" band's 5 kg, −25 at most). A third of the CO2 is
 * worth 19 points, more than every label bonus together (10): a label never lifts a product above one with a third
 * of its footprint (organic whole milk, 1.48 kg, below an oat drink, 0.54 kg).
 */
export function footprintPoints(kgCO2ePerKg: number): number {
  const points = 20 - FOOTPRINT_POINTS_PER_DOUBLING * Math.log2(kgCO2ePerKg / 0.5);
  return Math.round(Math.max(FOOTPRINT_POINTS_WORST, Math.min(20, points)));
}
const FOOTPRINT_POINTS_PER_DOUBLING = 12;
/** What the highest footprint weighs, and what a food's footprint not known weighs: never better than a known one. */
const FOOTPRINT_POINTS_WORST = -25;
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
 * The company's environmental concerns about this kind of product that its curators hold as ongoing (plastic
 * pollution, deforestation) weigh on the score: 15 points for a high one (a "top plastic polluter"), 5 for a medium
 * one, 20 at most, so a low-carbon drink of a top plastic polluter is not graded A. The product's own facts still lead.
 * Only a concern still "ongoing" on the day weighs (`ongoingOn`): one the block tells as "whether it is still so is not
 * on record" is shown, not scored (blind audits 73, 75).
 */
export function companyRecordPoints(concerns: readonly CompanyConcern[], today: string | undefined): number {
  const points = concerns
    .filter((c) => ongoingOn(c, today))
    .reduce((sum, c) => sum + (c.severity === 'high' ? 15 : c.severity === 'medium' ? 5 : 0), 0);
  return -Math.min(20, points);
}

/** Palm oil: whether the product contains it, whether it is RSPO-certified, and how sustainable that makes it. */
function palmOilCard(f: Finding<'palm_oil'>, v: Voice): PalmOil {
  const { segment, rspo, sources } = f;
  const m = v.m.palmOil;
  // The commodity's note, else the engine's own words for what palm oil does to forests.
  const explanation = f.explanation === undefined ? m.explanation : v.text(f.explanation);
  const evidence = segment
    ? m.evidenceSegment(segment)
    : f.label
      ? m.evidenceLabel(v.text(f.label.name))
      : m.evidenceAnalysis;
  const statusIngredients = segment ? [segment] : [];
  const common = { sources: [...sources] };
  if (f.contains && rspo) {
    const name = v.text(rspo.name);
    return {
      contains: true,
      status: 'yes',
      status_ingredients: statusIngredients,
      certification: name,
      sustainability_level: f.traced ? 'high' : 'medium',
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
      // No label on the pack is not a finding that this oil is uncertified: the certification, and so how sustainable
      // the oil is, are unknown (the spec's "Unsustainable" is for oil known not to be certified, which no source says).
      certification: 'unknown',
      sustainability_level: 'unknown',
      details,
      explanation,
      rating: m.noCertification,
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
      details: f.milkProduct
        ? m.freeMilkProduct(v.tag('categories', f.milkProduct))
        : f.wholeFood
          ? m.freeWholeFood(v.tag('categories', f.wholeFood))
          : !f.ingredientsKnown
            ? m.freeByAnalysis
            : because.length > 0
              ? m.freeUnrecognised(named)
              : m.free,
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
          : f.cut !== undefined
            ? m.unknownCut(f.cut)
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
  { footprint, rating, water, fitted }: Finding<'footprint'>,
  v: Voice,
): Pick<Factors, 'carbon_footprint' | 'water_usage'> {
  const m = v.m.environment;
  // A figure of the foods the product's own category names is that category's ("Hot sauces", not "Sauces").
  const first = footprint.foods?.[0]?.food;
  const named = fitted?.named
    ? v.tag('categories', fitted.named)
    : fitted?.namedBy && first
      ? headOf(v.text(first))
      : fitted?.variety && first && footprint.foods?.length === 1
        ? v.text(first)
        : undefined;
  const name = named ? named.charAt(0).toUpperCase() + named.slice(1) : v.footprintName(footprint);
  // A figure fitted to the list (decision 113) is said in the report's language with the foods it keeps.
  const basis = fitted
    ? fittedBasisSaid(
        v,
        fitted,
        v.footprintName(fitted.category),
        (footprint.foods ?? []).map((f) => v.text(f.food)),
      )
    : v.footprintBasis(footprint);
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

/** What the section says and weighs as the findings are rendered, in the order they come. */
interface Tally {
  summary: string[];
  recommendations: Recommendation[];
  sources: (Source | undefined)[];
  score: number;
  /** How many facts the score rests on: without a footprint, a score needs the packaging and one more. */
  evidence: number;
}

/** The cards the findings make, and what the later steps read of them. */
interface Cards {
  palm: PalmOil | undefined;
  carbon: Factors['carbon_footprint'] | undefined;
  /** No footprint because the product's category is not known, which the summary names as what is missing. */
  noCategory: boolean;
  water: Factors['water_usage'];
  packaging: Factors['packaging'] | undefined;
  others: NonNullable<Factors['others']>;
  commodities: Finding<'commodity'>[];
}

/** The palm-oil card, and what it adds: uncertified palm oil weighs most and is advised against, certified less. */
function renderPalmOil(f: Finding<'palm_oil'>, tally: Tally, v: Voice): PalmOil {
  const m = v.m.palmOil;
  const palm = palmOilCard(f, v);
  if (f.contains || palm.certification !== 'unknown') tally.sources.push(...f.sources);
  if (palm.contains && palm.highlighted) {
    // What the maker says of its palm oil company-wide is said beside what the pack shows, as the card says it.
    tally.summary.push(f.companyClaim ? m.summaryCompanyClaim : m.summaryUncertified);
    tally.recommendations.push({ advice: 'consider', text: f.companyClaim ? m.companyAdvice : m.advice });
    tally.score -= 15;
    tally.evidence++;
  } else if (palm.contains) {
    tally.summary.push(m.summaryCertified(palm.certification));
    tally.score -= 5;
    tally.evidence++;
  } else if (palm.status === 'no') tally.evidence++;
  return palm;
}

/** The carbon and water cards of a category with a footprint: the footprint leads the score, and a high one is advice. */
function renderFootprint(
  f: Finding<'footprint'>,
  tally: Tally,
  v: Voice,
): Pick<Factors, 'carbon_footprint' | 'water_usage'> {
  const m = v.m.environment;
  tally.sources.push(...f.sources, AGRIBALYSE_SOURCE);
  tally.summary.push(m.footprintSummary({ kg: shownFootprint(f.footprint.kgCO2ePerKg), rating: f.rating }));
  tally.score += footprintPoints(f.footprint.kgCO2ePerKg);
  tally.evidence++;
  if (f.rating === 'high') tally.recommendations.push({ advice: 'consider', text: m.highCarbon });
  return footprintFactors(f, v);
}

/**
 * What packaging weighs: recyclable for, not recyclable against; recyclability not known weighs as the worst known, so
 * a product is never better for what is not on record (blind audit 101: a score built without its packaging).
 */
const PACKAGING_POINTS: Record<Factors['packaging']['recyclability'], number> = {
  fully: 5,
  partially: 0,
  none: -10,
  unknown: -10,
};

/** The packaging card from its known materials: recyclable weighs for, not recyclable against, and either is advice. */
function renderPackaging(f: Finding<'packaging'>, tally: Tally, v: Voice): Factors['packaging'] {
  const m = v.m.environment;
  const { materials, recyclability, biodegradable } = f;
  tally.sources.push(...f.sources);
  tally.score += PACKAGING_POINTS[recyclability];
  tally.recommendations.push(
    recyclability === 'none'
      ? { advice: 'consider', text: m.notRecyclable }
      : { advice: 'check', text: m.recyclingRules(materials.map((p) => v.f.lower(v.text(p.name)))) },
  );
  tally.evidence++;
  return {
    recyclability,
    biodegradable,
    details: materials.map((p) => m.packagingNote({ name: v.text(p.name), note: v.text(p.note) })).join(' '),
    highlighted: recyclability === 'none',
    sources: uniqueSources(f.sources),
  };
}

type OtherFinding = Finding<
  | 'published_eco_score'
  | 'persistent_substance'
  | 'aquatic_hazard'
  | 'ecolabel_criteria'
  | 'surfactant_biodegradability'
>;

/**
 * One of the other factors, keyed by what it is about. A persistent substance or an aquatic hazard weighs; the rest
 * are said and not scored.
 */
function renderOtherFactor(f: OtherFinding, others: NonNullable<Factors['others']>, tally: Tally, v: Voice): void {
  const m = v.m.environment;
  tally.sources.push(...f.sources);
  switch (f.code) {
    case 'published_eco_score': {
      // Open Food Facts' own environmental grade, shown as another factor.
      const label = publishedLabel(f.grade);
      others.eco_score = {
        rating: label,
        status: m.ecoScoreStatus,
        severity: f.severity === 'none' ? 'low' : f.severity,
        details: m.ecoScore(label),
      };
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
      tally.score -= 10;
      tally.evidence++;
      // Said in the summary too: never "No major environmental concern" beside it (blind audit 113).
      tally.summary.push(m.persistent({ written, concern }));
      tally.recommendations.push({ advice: 'consider', text: m.avoidPersistent({ written, concern }) });
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
      tally.score -= hazard.hazard === 'high' ? 10 : hazard.hazard === 'medium' ? 5 : 2;
      tally.evidence++;
      break;
    }
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
      break;
    }
    case 'surfactant_biodegradability':
      others[m.surfactantKey] = {
        rating: f.severity === 'low' ? m.fair : m.good,
        status: v.text(f.rule.text),
        severity: 'low',
        details: f.known.map(({ surfactant, written }) => surfactantSentence(surfactant, written, v)).join(' '),
      };
      break;
  }
}

/**
 * The palm-oil card and the factors, each from its finding, in the findings' order: the order their summary lines,
 * advice and sources are said in. Then what the findings say together: a refill, and the labels.
 */
function renderFindings(
  findings: readonly EnvironmentalFinding[],
  tally: Tally,
  v: Voice,
  /** Whether the facts cite a page a reader can check (`hasCheckableOrigin`): else a label is asked for, not said. */
  checkable: boolean,
  /** Labels whose claim the green-claims check does not allow as worded: they earn no points (decision 113). */
  notAllowed: ReadonlySet<string> = new Set(),
): Cards {
  const m = v.m.environment;
  const cards: Cards = {
    palm: undefined,
    carbon: undefined,
    noCategory: false,
    water: noWaterFigure(v),
    packaging: undefined,
    others: {},
    commodities: [],
  };
  const positiveLabels: LabelKnowledge[] = [];
  let refill: Finding<'refill'> | undefined;
  for (const f of findings) {
    switch (f.code) {
      case 'palm_oil':
        cards.palm = renderPalmOil(f, tally, v);
        break;
      case 'footprint':
        ({ carbon_footprint: cards.carbon, water_usage: cards.water } = renderFootprint(f, tally, v));
        break;
      case 'no_footprint':
        cards.noCategory = !f.categoryKnown;
        cards.carbon = {
          rating: 'unknown',
          details: !f.unfit
            ? f.categoryKnown
              ? m.noFootprint
              : m.noCategory
            : f.unfit.reason === 'list'
              ? m.noFootprintForList({ name: v.footprintName(f.unfit.footprint), classes: f.unfit.classes })
              : f.unfit.reason === 'concentrate'
                ? m.noFootprintForConcentrate({
                    name: v.footprintName(f.unfit.footprint),
                    ...(f.unfit.by === 'salt' ? { salt: f.unfit.salt, perMl: f.unfit.perMl } : {}),
                  })
                : m.noFootprintForKind({
                    name: v.footprintName(f.unfit.footprint),
                    category: v.tag('categories', f.unfit.category),
                  }),
          highlighted: false,
        };
        break;
      case 'commodity':
        cards.commodities.push(f);
        tally.sources.push(...f.sources);
        break;
      case 'packaging':
        cards.packaging = renderPackaging(f, tally, v);
        break;
      case 'packaging_unknown':
        tally.score += PACKAGING_POINTS.unknown;
        cards.packaging = {
          recyclability: 'unknown',
          biodegradable: 'unknown',
          details:
            f.onRecord.length > 0
              ? m.packagingUnknown(f.onRecord.map((tag) => v.tag('packaging', tag)))
              : m.noPackaging,
          highlighted: false,
        };
        break;
      case 'published_eco_score':
      case 'persistent_substance':
      case 'aquatic_hazard':
      case 'ecolabel_criteria':
      case 'surfactant_biodegradability':
        renderOtherFactor(f, cards.others, tally, v);
        break;
      case 'label':
        tally.sources.push(...f.sources);
        if (f.label.impact === 'positive' && !notAllowed.has(f.label.id)) positiveLabels.push(f.label);
        break;
      case 'refill':
        refill = f;
        break;
    }
  }

  // A refill or concentrate is a packaging fact, told on the packaging card with the words that show it.
  if (refill && cards.packaging) {
    const sentence = refill.form === 'refill' ? m.refill(refill.words) : m.concentrate(refill.words);
    cards.packaging.details = `${cards.packaging.details} ${sentence}`;
    tally.recommendations.push({ advice: 'good', text: sentence });
  }
  if (positiveLabels.length > 0) {
    tally.score += Math.min(LABEL_POINTS_MAX, distinctClaims(positiveLabels) * 5);
    const names = positiveLabels.map((l) => v.text(l.name));
    // Facts no reader can check say the label is there, not that it is: the shopper is asked to look (as the
    // certification says, `certificationsOf`).
    tally.recommendations.push(
      checkable ? { advice: 'good', text: m.carries(names) } : { advice: 'check', text: m.carriesUnchecked(names) },
    );
    tally.evidence++;
  }
  return cards;
}

/** Resource depletion with no risky commodity found: "low" only when the list says what the supply chain carries. */
function noCommodityRisk(analysis: Analysis, v: Voice): Factors['resource_depletion'] {
  const m = v.m.environment;
  // Palm oil the palm card cannot rule out ("vegetable oils", or too much not recognised): its risk is not ruled
  // out either, so not "low".
  const palm = analysis.palmNotRuledOut;
  // Nor one the list names only among alternatives ("soybean, cottonseed, and/or canola oils").
  const possible = analysis.possibleCommodities.find(({ commodity }) => LEVEL_RANK[commodity.environmentalRisk] >= 2);
  return palm
    ? {
        rating: 'unknown',
        details: palm.status === 'maybe' ? m.resourceMaybePalm(palm.because[0] ?? '') : m.resourcePalmNotRuledOut,
        highlighted: false,
      }
    : possible
      ? {
          rating: 'unknown',
          details: m.resourceMaybe({
            written: possible.written,
            name: v.text(possible.commodity.name).replace(/^\S+/, (word) => v.f.lower(word)),
          }),
          highlighted: false,
        }
      : analysis.supplyChainKnown
        ? { rating: 'low', details: m.noResourceRisk, highlighted: false }
        : { rating: 'unknown', details: whyNotKnown(analysis, v), highlighted: false };
}

/** Why the list on record does not say what the supply chain carries: a part, a partial list, an unreadable one, none. */
function whyNotKnown(analysis: Analysis, v: Voice): string {
  const m = v.m.environment;
  return analysis.listPart
    ? m.partList(analysis.listPart)
    : analysis.listPartial
      ? m.partialList
      : analysis.ingredientsKnown
        ? m.unreadableList
        : m.noIngredientList;
}

/** Resource depletion from the risky commodities in the list: a risk no label addresses weighs, and is summed up. */
function renderResourceDepletion(
  analysis: Analysis,
  commodities: readonly Finding<'commodity'>[],
  tally: Tally,
  v: Voice,
): Factors['resource_depletion'] {
  if (commodities.length === 0) return noCommodityRisk(analysis, v);
  const m = v.m.environment;
  // A risk its note ties to producing regions is possible, not found, where no origin is on record (blind audits 77
  // and 83: soy from the US, cocoa of no stated origin): said, not rated, and never scored above the risk (`weighed`).
  const byOrigin = (r: Finding<'commodity'>) => !r.mitigatedBy && r.commodity.environmentalRiskByOrigin === true;
  // Palm oil with no certification on record: the palm card says the certification is not known, not that there is
  // none (a pack need not show the RSPO mark), so its risk is possible too (blind audits 94, 96 and 98); so is oil
  // whose certification does not trace the pack's own (mass balance), as the palm card says it.
  const uncertifiedPalm = (r: Finding<'commodity'>) => !r.mitigatedBy && r.commodity.id === 'palm-oil';
  const possibleRisk = (r: Finding<'commodity'>) => byOrigin(r) || uncertifiedPalm(r);
  const found = commodities.filter((r) => !possibleRisk(r));
  const unmitigated = found.filter((r) => !r.mitigatedBy);
  // A risk a label addresses counts as low.
  const worst = worstSeverity(found);
  const weighed = worstSeverity(commodities.filter((r) => !r.mitigatedBy));
  tally.score -= weighed === 'high' ? 10 : weighed === 'medium' ? 5 : 0;
  if (unmitigated.length > 0) {
    // Palm oil already has its own line; name the others.
    const named = unmitigated.filter((r) => r.commodity.id !== 'palm-oil');
    if (named.length > 0)
      tally.summary.push(m.commoditiesSummary(named.map((r) => v.f.lower(v.text(r.commodity.name)))));
  }
  if (found.length > 0) tally.evidence++;
  // Every risk found addressed is "low" only where the list says what else the product holds (labour's rule, blind
  // audit 69: a chocolate's Fairtrade cocoa, by its name, with no list), and no risk is left possible beside it.
  const possible = found.length < commodities.length;
  const known = found.length > 0 && (worst !== 'low' || (analysis.supplyChainKnown && !possible));
  const details = commodities
    .map((r) => {
      const commodity = { name: v.text(r.commodity.name), note: v.text(r.commodity.environmentalNote) };
      if (byOrigin(r)) return m.commodityByOrigin(commodity);
      if (uncertifiedPalm(r))
        return r.untracedBy
          ? m.commodityUntraced({ ...commodity, label: v.text(r.untracedBy.name) })
          : m.commodityUncertified(commodity);
      return m.commodity({ ...commodity, ...(r.mitigatedBy ? { addressedBy: v.text(r.mitigatedBy.name) } : {}) });
    })
    .join(' ');
  return {
    rating: known ? worst : 'unknown',
    details: known || possible ? details : `${details} ${whyNotKnown(analysis, v)}`,
    highlighted: known && worst === 'high',
    sources: uniqueSources(commodities.flatMap((r) => r.sources)),
  };
}

/** The best score of our grade that is Open Food Facts' published letter (A+ and A: the top). */
const PUBLISHED_TOP: Record<string, number> = { 'a-plus': 100, a: 100, b: 79, c: 59, d: 39, e: 19 };
const publishedLabel = (grade: string): string => (grade === 'a-plus' ? 'A+' : grade.toUpperCase());

/** What the preferences make of the findings: a certification wanted is advice, an ingredient avoided an alert. */
function renderPreferences(
  personal: readonly PersonalEnvironmentalFinding[],
  palm: PalmOil | undefined,
  alerts: Alerts,
  tally: Tally,
  v: Voice,
): void {
  const m = v.m.environment;
  for (const p of personal) {
    if (p.code === 'preferred_certification') {
      const name = m.preferences[p.wanted] ?? p.wanted.replace(/_/g, ' ');
      // A preference, not a requirement: a recommendation, no alert.
      tally.recommendations.push(
        p.met
          ? { advice: 'good', text: m.meetsPreference({ name, ...(p.metBy ? { by: v.text(p.metBy) } : {}) }) }
          : p.claimedBy
            ? { advice: 'check', text: m.claimedPreference({ name, by: v.text(p.claimedBy) }) }
            : { advice: 'consider', text: m.considerPreference(name) },
      );
    } else if (p.code === 'avoided_packaging') {
      const said = { word: p.word, material: v.f.lower(v.text(p.material)) };
      alerts.raise(`env-packaging:${p.word.toLowerCase()}`, 'medium', m.avoidPackagingAlert(said));
      tally.recommendations.push({ advice: 'avoid', text: m.avoidPackaging(said) });
    } else if (p.code === 'avoided_packaging_unknown') {
      alerts.raise(`env-packaging:${p.word.toLowerCase()}`, 'low', m.avoidPackagingUnknown(p.word));
    } else if (p.code === 'avoided_ingredient_unknown') {
      alerts.raise(`env-ingredient:${p.word.toLowerCase()}`, 'low', v.m.personal.avoidedUnknownAlert(p));
    } else {
      alerts.raise(`env-ingredient:${p.word.toLowerCase()}`, 'medium', m.avoidAlert(p.word));
      tally.recommendations.push({ advice: 'avoid', text: m.avoid(p) });
      if (p.palmOil && palm) palm.highlighted = true;
    }
  }
}

/**
 * Whether the findings are enough for a score, and whether it is partial, with the summary said to match (and the
 * company whose record weighed named in it). An unknown is never a grade. Like the Eco-Score, a score needs the
 * category's life-cycle footprint; without it, the packaging and one more fact.
 */
function scoreVerdict(
  analysis: Analysis,
  { carbon, packaging, noCategory }: Cards,
  recordCompany: string | undefined,
  tally: Tally,
  v: Voice,
): { scored: boolean; partial: boolean } {
  const m = v.m.environment;
  const { summary } = tally;
  const footprintKnown = carbon?.rating !== 'unknown';
  const packagingKnown = packaging?.recyclability !== 'unknown';
  const scored = footprintKnown || (packagingKnown && tally.evidence >= 2);
  // Said only of a score there is: without one, the record is still listed below, but weighs on nothing.
  if (recordCompany !== undefined && scored) summary.push(m.companyRecord({ company: recordCompany }));
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
  // counted, so the score is partial, said so, and not ranked against others (compare, better choices). A score
  // without its footprint is partial too, and the footprint weighs as the highest: an unknown is never better than a
  // known (blind audits 106 and 109: a B above foods whose known medium footprint scored less).
  const kind = analysis.facts.kind;
  const food = kind === 'food' || kind === 'beverage';
  const footprintMissing = scored && !footprintKnown;
  if (footprintMissing) tally.score += FOOTPRINT_POINTS_WORST;
  const partial = footprintMissing || (scored && food && !analysis.supplyChainKnown);
  // With no list, what the name or category says it is made of is counted (cocoa in a chocolate bar): said so, not
  // "not counted" beside it (blind audit 84).
  const named = [...new Set(sourcedCommodities(analysis).map((hit) => v.text(hit.entry.name)))];
  if (partial) {
    summary.splice(
      2,
      summary.length,
      analysis.supplyChainKnown || !food
        ? m.partialFootprint
        : analysis.listPart
          ? m.partialPart(analysis.listPart)
          : analysis.ingredientsKnown
            ? m.partialUnreadable
            : named.length > 0
              ? m.partialNamed(named)
              : m.partial,
    );
  }
  return { scored, partial };
}

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

/**
 * One fact, one answer (decision 113): the labels whose claim the same tab's green-claims check does not allow as
 * worded ("Organic" with no certification on record). The check's claims are its findings, one for one.
 */
function labelsNotAllowed(findings: readonly ClaimFinding[], check: GreenClaimsCheck | undefined): Set<string> {
  const ids = new Set<string>();
  findings.forEach((finding, i) => {
    if (finding.judged.verdict === 'label' && check?.claims[i] && check.claims[i].allowed !== 'yes')
      ids.add(finding.judged.label.id);
  });
  return ids;
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
  const { facts, completeness } = analysis;
  const tally: Tally = { summary: [], recommendations: [], sources: [...facts.sources], score: 65, evidence: 0 };
  const rules = analysis.index.knowledge.greenClaims;
  const claims = rules && greenClaimsCheck(facts, analysis.greenClaims, analysis.labels, rules, v);
  const cards = renderFindings(
    findings,
    tally,
    v,
    hasCheckableOrigin(analysis.facts),
    labelsNotAllowed(analysis.greenClaims, claims),
  );
  const resource = renderResourceDepletion(analysis, cards.commodities, tally, v);
  renderPreferences(personal, cards.palm, alerts, tally, v);

  // A "top plastic polluter" record is part of what buying the product supports: it weighs, and is said.
  const scope = companyScope(analysis.facts, analysis.index);
  const companyBlock = environmentalInitiatives(company, v, scope);
  if (companyBlock) tally.sources.push(...companyBlock.sources);
  const record = company?.environmental ? companyConcerns(company.environmental, scope) : [];
  const recordPoints = companyRecordPoints(record, scope.today);
  if (recordPoints < 0) tally.score += recordPoints;

  const { scored, partial } = scoreVerdict(analysis, cards, recordPoints < 0 ? company?.name : undefined, tally, v);
  // A partial score is no better than Open Food Facts' published grade, a full assessment (blind audit 87: B beside D).
  const published = partial && facts.environmentalScoreGrade ? PUBLISHED_TOP[facts.environmentalScoreGrade] : undefined;
  const score = clampScore(Math.min(tally.score, published ?? 100));
  // Said before the partial score's own sentence, which ends the summary, after its first: within the three shown.
  if (published !== undefined && tally.score > published) {
    const partialSaid = tally.summary.pop()!;
    const capped = v.m.environment.partialCapped(publishedLabel(facts.environmentalScoreGrade!));
    tally.summary.splice(1, tally.summary.length, capped, partialSaid);
  }
  const envLabels = analysis.labels.filter((l) => l.tabs.includes('environmental'));
  return {
    impact_summary: tally.summary.slice(0, 3).join(' '),
    recommendations: recommendationTexts(tally.recommendations),
    // Environment rests on the ingredient list first, then category (footprint), packaging and labels. A tab with no
    // score to rely on is of low reliability, as Health's is (blind audit 94: "High" beside "Not enough data to score").
    reliability:
      partial || !scored
        ? 'Low'
        : reliabilityOf([completeness.ingredients, completeness.category, completeness.packaging, completeness.labels]),
    sources: uniqueSources(tally.sources),
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
    palm_oil: cards.palm!,
    environmental_factors: {
      carbon_footprint: cards.carbon!,
      water_usage: cards.water,
      resource_depletion: resource,
      packaging: cards.packaging!,
      ...(Object.keys(cards.others).length > 0 ? { others: cards.others } : {}),
    },
    certifications: certificationsOf(envLabels, undefined, [], v, facts),
    ...(claims ? { green_claims: claims } : {}),
    ...(scored ? { score, grade: gradeOf(score) } : {}),
    ...(companyBlock ? { company_environmental_initiatives: companyBlock } : {}),
  };
}
