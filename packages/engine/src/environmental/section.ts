import type { EnvironmentalSection, Level, Preferences, Source } from '@clearcart/contracts';
import type { CompanyProfile, LabelKnowledge, SurfactantKnowledge } from '@clearcart/knowledge';
import type { Analysis } from '../analyse.ts';
import { tagWords } from '../knowledge-index.ts';
import { certificationsOf, clampScore, gradeOf, reliabilityOf, uniqueSources } from '../common.ts';
import { environmentalInitiatives, nearestProfile, type Ownership } from '../company.ts';
import { recommendationTexts, worstSeverity, type Alerts, type Recommendation } from '../findings.ts';
import { listing, round } from '../text.ts';
import {
  AGRIBALYSE_SOURCE,
  CARBON_BANDS,
  environmentalFindings,
  personaliseEnvironmental,
  WATER_BANDS,
  type EnvironmentalFinding,
  type Finding,
  type PersonalEnvironmentalFinding,
} from './findings.ts';

type PalmOil = EnvironmentalSection['palm_oil'];

/** Palm oil: whether the product contains it, whether it is RSPO-certified, and how sustainable that makes it. */
function palmOilCard(f: Finding<'palm_oil'>): PalmOil {
  const { segment, rspo, explanation, sources } = f;
  const evidence = segment
    ? `the ingredient "${segment}"`
    : 'Open Food Facts ingredient analysis, which found palm oil';
  const statusIngredients = segment ? [segment] : [];
  const common = { sources: [...sources] };
  if (f.contains && rspo) {
    return {
      contains: true,
      status: 'yes',
      status_ingredients: statusIngredients,
      certification: rspo.name,
      sustainability_level: /segregated|identity/.test(`${rspo.id} ${rspo.name}`.toLowerCase()) ? 'high' : 'medium',
      details: `Contains palm oil (${evidence}), certified ${rspo.name}.`,
      explanation: `${explanation} ${rspo.verifies}`.trim(),
      rating: `Certified (${rspo.name})`,
      highlighted: false,
      ...common,
    };
  }
  if (f.contains) {
    // The company's claim is about all the palm oil it buys; the label is about this product: both, told apart.
    const claim = f.companyClaim;
    const details = claim
      ? `This product's palm oil (${evidence}): not certified on the label. ${claim.company}${claim.owns ? `, which owns ${claim.owns},` : ''} says it buys ${claim.rspo} RSPO-certified palm oil — company-wide, not checked for this product.`
      : `Contains palm oil (${evidence}) with no sustainability certification on the label.`;
    return {
      contains: true,
      status: 'yes',
      status_ingredients: statusIngredients,
      certification: 'none',
      sustainability_level: 'low',
      details,
      explanation,
      rating: 'Unsustainable',
      highlighted: true,
      sources: uniqueSources([...sources, ...(claim?.sources ?? [])]),
    };
  }
  const { status, because } = f.absence;
  const named = because.slice(0, 3).map((b) => `"${b}"`);
  if (status === 'no') {
    return {
      contains: false,
      status,
      status_ingredients: [],
      certification: rspo ? rspo.name : 'not applicable',
      sustainability_level: 'high',
      details: !f.ingredientsKnown
        ? 'Open Food Facts analysis: palm-oil free.'
        : because.length > 0
          ? `No palm oil in the ingredient list; ${listing(named)} ${because.length === 1 ? 'is' : 'are'} not an ingredient we recognise, too few to leave it open.`
          : 'No palm oil in the ingredient list.',
      explanation: 'Palm-oil free, so the deforestation risk of uncertified palm oil does not apply.',
      rating: 'Palm oil free',
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
        ? `May contain palm oil: ${listing(named)} can be made from palm oil and the list does not say which oil.`
        : !f.ingredientsKnown
          ? 'No ingredient list on record, so palm oil cannot be ruled out.'
          : `Palm oil cannot be ruled out: ${listing(named)} ${because.length === 1 ? 'is' : 'are'} not an ingredient we recognise.`,
    explanation,
    rating: status === 'maybe' ? 'May contain palm oil' : 'Unknown',
    highlighted: false,
    ...common,
  };
}

type Factors = EnvironmentalSection['environmental_factors'];

function footprintFactors({
  footprint,
  rating,
}: Finding<'footprint'>): Pick<Factors, 'carbon_footprint' | 'water_usage'> {
  const carbon: Factors['carbon_footprint'] = {
    rating,
    details: `About ${round(footprint.kgCO2ePerKg, 2)} kg CO2e per kg for "${footprint.name}".`,
    method: `Figure: ${footprint.basis}. ClearCart calls ≤ ${CARBON_BANDS.low} low and > ${CARBON_BANDS.high} high, the lower and upper thirds of foods in AGRIBALYSE 3.1.`,
    highlighted: rating === 'high',
    sources: uniqueSources([...footprint.sources, AGRIBALYSE_SOURCE]),
    kg_co2e_per_kg: footprint.kgCO2ePerKg,
    basis: footprint.basis,
  };
  const litres = footprint.litresPerKg;
  if (litres === undefined) return { carbon_footprint: carbon, water_usage: NO_WATER_FIGURE };
  const wRating: Level = litres <= WATER_BANDS.low ? 'low' : litres <= WATER_BANDS.high ? 'medium' : 'high';
  return {
    carbon_footprint: carbon,
    water_usage: {
      rating: wRating,
      details: `About ${Math.round(litres)} litres of water per kg for "${footprint.name}".`,
      method: `Figure: ${footprint.basis}. ClearCart bands: ≤ ${WATER_BANDS.low} L/kg low, > ${WATER_BANDS.high} L/kg high.`,
      highlighted: wRating === 'high',
      sources: uniqueSources(footprint.sources),
      litres_per_kg: litres,
    },
  };
}

const NO_WATER_FIGURE: Factors['water_usage'] = {
  rating: 'unknown',
  details: 'No water-use figure for this product category yet.',
  highlighted: false,
};

/** What a source says of one surfactant's biodegradability, with and without oxygen; what it does not say is left out. */
function surfactantSentence(surfactant: SurfactantKnowledge, written: string): string {
  const said = [
    ...(surfactant.aerobic === 'readily' ? ['readily biodegradable where there is oxygen'] : []),
    ...(surfactant.anaerobic === 'degraded' ? ['also removed without oxygen'] : []),
    ...(surfactant.anaerobic === 'poor'
      ? ['reported to biodegrade poorly without oxygen, as in sediments and sewage sludge']
      : []),
  ];
  return `"${written}" (${surfactant.class}): ${said.join('; ')}.`;
}

export const PARTIAL_WITHOUT_INGREDIENTS =
  'Partial score: no ingredient list on record, so the sourcing risks of what it is made of are not counted.';

/** The Environmental section: findings, read against the preferences, rendered. */
export function environmentalSection(
  analysis: Analysis,
  prefs: Preferences | undefined,
  ownership: Ownership | null,
  alerts: Alerts,
): EnvironmentalSection {
  const findings = environmentalFindings(analysis, ownership);
  // The company block is the nearest company's that has one: the brand's own company first, then its parents.
  const company = nearestProfile(ownership, (p) => p.environmental !== undefined);
  return renderEnvironmental(analysis, findings, personaliseEnvironmental(findings, analysis, prefs), company, alerts);
}

/** Turn the environmental findings and what the preferences make of them into the spec's section. */
export function renderEnvironmental(
  analysis: Analysis,
  findings: readonly EnvironmentalFinding[],
  personal: readonly PersonalEnvironmentalFinding[],
  company: CompanyProfile | undefined,
  alerts: Alerts,
): EnvironmentalSection {
  const { facts } = analysis;
  const sources: (Source | undefined)[] = [...facts.sources];
  const recommendations: Recommendation[] = [];
  const summary: string[] = [];
  const commodities: Finding<'commodity'>[] = [];
  const positiveLabels: LabelKnowledge[] = [];
  const others: NonNullable<Factors['others']> = {};
  let palm: PalmOil | undefined;
  let carbon: Factors['carbon_footprint'] | undefined;
  let water: Factors['water_usage'] = NO_WATER_FIGURE;
  let packaging: Factors['packaging'] | undefined;
  let refill: Finding<'refill'> | undefined;
  let score = 65;
  let evidence = 0;

  for (const f of findings) {
    switch (f.code) {
      case 'palm_oil':
        palm = palmOilCard(f);
        if (f.contains || palm.certification !== 'unknown') sources.push(...f.sources);
        if (palm.contains && palm.highlighted) {
          summary.push('Contains palm oil without a sustainability certification.');
          recommendations.push({
            advice: 'consider',
            text: 'Consider a palm-oil-free product or one with RSPO-certified palm oil.',
          });
          score -= 15;
          evidence++;
        } else if (palm.contains) {
          summary.push(`Contains palm oil, certified ${palm.certification}.`);
          score -= 5;
          evidence++;
        } else if (palm.status === 'no') evidence++;
        break;
      case 'footprint': {
        ({ carbon_footprint: carbon, water_usage: water } = footprintFactors(f));
        sources.push(...f.sources, AGRIBALYSE_SOURCE);
        summary.push(`Estimated ${round(f.footprint.kgCO2ePerKg, 1)} kg CO2e per kg for its category (${f.rating}).`);
        score += f.rating === 'low' ? 15 : f.rating === 'high' ? -20 : 0;
        evidence++;
        if (f.rating === 'high')
          recommendations.push({
            advice: 'consider',
            text: 'Consider lower-carbon alternatives: this category has a high carbon footprint.',
          });
        break;
      }
      case 'no_footprint':
        carbon = {
          rating: 'unknown',
          details: f.categoryKnown
            ? 'No footprint figure for this product category yet.'
            : 'No category on record, so no footprint figure applies.',
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
          details: materials.map((p) => `${p.name}: ${p.note}`).join(' '),
          highlighted: recyclability === 'none',
          sources: uniqueSources(f.sources),
        };
        sources.push(...f.sources);
        score += recyclability === 'fully' ? 5 : recyclability === 'none' ? -10 : 0;
        recommendations.push(
          recyclability === 'none'
            ? {
                advice: 'consider',
                text: 'Consider products in recyclable packaging: this packaging is not widely recyclable.',
              }
            : {
                advice: 'check',
                text: `Check local recycling rules for the ${listing(materials.map((p) => p.name.toLowerCase()))}.`,
              },
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
              ? `Packaging on record (${f.onRecord.map(tagWords).join(', ')}) is not in the packaging knowledge yet.`
              : 'No packaging information on record.',
          highlighted: false,
        };
        break;
      case 'published_eco_score': {
        // Open Food Facts' own environmental grade, shown as another factor.
        const label = f.grade === 'a-plus' ? 'A+' : f.grade.toUpperCase();
        others.eco_score = {
          rating: label,
          status: 'Published by Open Food Facts',
          severity: f.severity === 'none' ? 'low' : f.severity,
          details: `Open Food Facts Eco-Score / Environmental Score ${label} (life-cycle analysis of the category with bonuses and maluses).`,
        };
        sources.push(...f.sources);
        break;
      }
      case 'persistent_substance': {
        const { substance, written } = f;
        others[substance.id] = {
          rating: 'Concern',
          status: substance.status,
          severity: substance.hazard,
          details: `"${written}": ${substance.concern}`,
        };
        sources.push(...f.sources);
        score -= 10;
        evidence++;
        recommendations.push({
          advice: 'consider',
          text: `Consider products without ${written}: ${substance.concern.charAt(0).toLowerCase()}${substance.concern.slice(1)}`,
        });
        break;
      }
      case 'aquatic_hazard': {
        const { hazard } = f;
        others[hazard.code] = {
          rating: hazard.code,
          status: hazard.statement,
          severity: hazard.hazard,
          details: `The pack says "${hazard.code} ${hazard.statement}"${hazard.pictogram === 'none' ? '' : ` (pictogram ${hazard.pictogram})`}. ${hazard.atHome}`,
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
        others[`${label.name} criteria`] = {
          rating: 'Good',
          status: criteria.scheme,
          severity: 'low',
          details: `What the ${label.name} verifies for ${productGroup.name}: ${criteria.verifies.join(' ')}`,
        };
        sources.push(...f.sources);
        break;
      }
      case 'surfactant_biodegradability':
        others['Surfactant biodegradability'] = {
          rating: f.severity === 'low' ? 'Fair' : 'Good',
          status: f.rule.text,
          severity: 'low',
          details: f.known.map(({ surfactant, written }) => surfactantSentence(surfactant, written)).join(' '),
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
    const quoted = listing(refill.words.map((w) => `"${w}"`));
    const sentence =
      refill.form === 'refill'
        ? `Sold as a refill (${quoted}): it refills a container you already have instead of coming in a new one.`
        : `Sold as a concentrate (${quoted}): a smaller dose does the job, so less product and packaging per use.`;
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
        .map(
          (r) =>
            `${r.commodity.name}: ${r.commodity.environmentalNote}${r.mitigatedBy ? ` Addressed by ${r.mitigatedBy.name}.` : ''}`,
        )
        .join(' '),
      highlighted: worst === 'high',
      sources: uniqueSources(commodities.flatMap((r) => r.sources)),
    };
    if (unmitigated.length > 0) {
      score -= worst === 'high' ? 10 : 5;
      // Palm oil already has its own line; name the others.
      const named = unmitigated.filter((r) => r.commodity.id !== 'palm-oil');
      if (named.length > 0)
        summary.push(
          `Uses ${listing(named.map((r) => r.commodity.name.toLowerCase()))}, with deforestation or resource risks.`,
        );
    }
    evidence++;
  } else {
    resource = analysis.ingredientsKnown
      ? {
          rating: 'low',
          details: 'No ingredient with a known high deforestation or resource risk.',
          highlighted: false,
        }
      : { rating: 'unknown', details: 'No ingredient list on record.', highlighted: false };
  }

  if (positiveLabels.length > 0) {
    score += Math.min(10, positiveLabels.length * 5);
    recommendations.push({ advice: 'good', text: `Carries ${listing(positiveLabels.map((l) => l.name))}.` });
    evidence++;
  }

  for (const p of personal) {
    if (p.code === 'preferred_certification') {
      const name = p.wanted.replace(/_/g, ' ');
      // A preference, not a requirement: a recommendation, no alert.
      recommendations.push(
        p.met
          ? { advice: 'good', text: `Meets your preference for ${name}${p.metBy ? ` (${p.metBy})` : ''}.` }
          : { advice: 'consider', text: `Consider products that are ${name}: this one shows no such label.` },
      );
    } else {
      alerts.raise(
        `env-ingredient:${p.word.toLowerCase()}`,
        'medium',
        `Contains ${p.word} — on your environmental avoid list`,
      );
      recommendations.push({
        advice: 'avoid',
        text: `Avoid this product if ${p.word} matters to you: it contains "${p.segment}".`,
      });
      if (p.palmOil && palm) palm.highlighted = true;
    }
  }

  const companyBlock = environmentalInitiatives(company);
  if (companyBlock) sources.push(...companyBlock.sources);

  // An unknown is never a grade. Like the Eco-Score, a score needs the category's life-cycle footprint; without it,
  // the packaging and one more fact.
  const footprintKnown = carbon?.rating !== 'unknown';
  const packagingKnown = packaging?.recyclability !== 'unknown';
  const scored = footprintKnown || (packagingKnown && evidence >= 2);
  if (!scored) {
    const missing = [
      ...(footprintKnown ? [] : ['no footprint figure for its category']),
      ...(packagingKnown ? [] : ['no packaging on record']),
      ...(analysis.ingredientsKnown ? [] : ['no ingredient list']),
    ];
    summary.unshift(
      `Not enough data to score: ${listing(missing.length > 0 ? missing : ['too few facts on record'])}.`,
    );
  } else if (summary.length === 0) {
    summary.push('No major environmental concern found in the facts on record.');
  }
  // A food scored without its ingredient list: the sourcing risks it would list (cocoa, soy, palm oil) are not
  // counted, so the score is partial, said so, and not ranked against others (compare, better choices).
  const partial = scored && (facts.kind === 'food' || facts.kind === 'beverage') && !analysis.ingredientsKnown;
  if (partial) {
    summary.splice(2, summary.length, PARTIAL_WITHOUT_INGREDIENTS);
  }
  const completeness = analysis.completeness;
  const envLabels = analysis.labels.filter((l) => l.tabs.includes('environmental'));
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
      resource_depletion: analysis.ingredientsKnown ? 'Medium' : 'Low',
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
    certifications: certificationsOf(envLabels),
    ...(scored ? { score: clampScore(score), grade: gradeOf(clampScore(score)) } : {}),
    ...(companyBlock ? { company_environmental_initiatives: companyBlock } : {}),
  };
}
