import type { EnvironmentalSection, Level, Source } from '@clearcart/contracts';
import type { CategoryFootprint, CommodityKnowledge, LabelKnowledge } from '@clearcart/knowledge';
import type { CompanyProfile } from '@clearcart/knowledge';
import { mentions, type Analysis } from '../analyse.ts';
import { certificationsOf, clampScore, gradeOf, reliabilityOf, uniqueSources } from '../common.ts';
import { environmentalInitiatives } from '../company.ts';
import type { Personal } from '../personal.ts';
import { fold, listing, round } from '../text.ts';

/**
 * Carbon footprint bands, in kg CO2e per kg of product: low ≤ 1.5, medium ≤ 5, high above. They round the lower and
 * upper thirds of the 2,517 foods in AGRIBALYSE 3.1 (tertiles 1.52 and 5.11 kg CO2e/kg, computed from its
 * "Synthèse" sheet), so "low" means "in the lowest third of foods".
 */
export const CARBON_BANDS = { low: 1.5, high: 5 } as const;
export const AGRIBALYSE_SOURCE: Source = {
  title: 'AGRIBALYSE 3.1 (ADEME, 2022), Synthèse sheet: tertiles of kg CO2e/kg across 2,517 foods',
  url: 'https://agribalyse.ademe.fr',
};

/** Water bands, litres per kg: a ClearCart convention (low ≤ 1,000, high above 5,000), stated with every figure. */
export const WATER_BANDS = { low: 1000, high: 5000 } as const;

export const RSPO_SOURCE: Source = { title: 'Roundtable on Sustainable Palm Oil (RSPO)', url: 'https://rspo.org' };
export const PALM_OIL_SOURCE: Source = {
  title: 'Palm oil: environmental impact (Wikipedia)',
  url: 'https://en.wikipedia.org/wiki/Palm_oil',
};
export const OFF_ECOSCORE_SOURCE: Source = {
  title: 'Open Food Facts Eco-Score / Environmental Score (as published on the product page)',
};

const isRspo = (label: LabelKnowledge): boolean =>
  /rspo|sustainable-palm/.test(label.id) ||
  label.offTags.some((t) => /rspo|roundtable-on-sustainable-palm-oil|sustainable-palm-oil/.test(t));

/** The footprint whose matching category tag is the most specific (latest in OFF's general-first list). */
export function mostSpecificFootprint(
  categoryTags: readonly string[],
  footprints: readonly CategoryFootprint[],
): CategoryFootprint | undefined {
  let best: CategoryFootprint | undefined;
  let bestAt = -1;
  for (const footprint of footprints) {
    for (const tag of footprint.offTags) {
      const at = categoryTags.lastIndexOf(tag);
      if (at > bestAt) {
        bestAt = at;
        best = footprint;
      }
    }
  }
  return best;
}

export function carbonRating(kg: number): Level {
  return kg <= CARBON_BANDS.low ? 'low' : kg <= CARBON_BANDS.high ? 'medium' : 'high';
}

type PalmOil = EnvironmentalSection['palm_oil'];

/** Palm oil: whether the product contains it, whether it is RSPO-certified, and how sustainable that makes it. */
export function palmOilOf(analysis: Analysis): PalmOil {
  const { facts, index } = analysis;
  const commodity = index.commodityById.get('palm-oil');
  const segment = analysis.palmOilSegment;
  const analysisSaysPalm = facts.ingredientsAnalysis.includes('en:palm-oil');
  const contains = segment !== undefined || analysisSaysPalm;
  const rspo = analysis.labels.find(isRspo);
  const sources = uniqueSources([...(commodity?.sources ?? [PALM_OIL_SOURCE]), ...(rspo?.sources ?? [])]);
  const evidence = segment ? `the ingredient "${segment}"` : 'Open Food Facts ingredient analysis (en:palm-oil)';
  const explanation =
    commodity?.environmentalNote ??
    'Oil palm expansion has driven tropical deforestation and habitat loss; certification schemes such as RSPO set standards for more sustainable production.';
  const statusIngredients = segment ? [segment] : [];
  if (contains && rspo) {
    const level = /segregated|identity/.test(`${rspo.id} ${rspo.name}`.toLowerCase())
      ? 'high'
      : /mass.?balance/.test(`${rspo.id} ${rspo.name}`.toLowerCase())
        ? 'medium'
        : 'medium';
    return {
      contains: true,
      status: 'yes',
      status_ingredients: statusIngredients,
      certification: rspo.name,
      sustainability_level: level,
      details: `Contains palm oil (${evidence}), certified ${rspo.name}.`,
      explanation: `${explanation} ${rspo.verifies}`.trim(),
      rating: `Certified (${rspo.name})`,
      highlighted: false,
      sources,
    };
  }
  if (contains) {
    return {
      contains: true,
      status: 'yes',
      status_ingredients: statusIngredients,
      certification: 'none',
      sustainability_level: 'low',
      details: `Contains palm oil (${evidence}) with no sustainability certification on the label.`,
      explanation,
      rating: 'Unsustainable',
      highlighted: true,
      sources,
    };
  }
  const { status, because } = analysis.palmOil;
  const named = because.slice(0, 3).map((b) => `"${b}"`);
  if (status === 'no') {
    return {
      contains: false,
      status,
      status_ingredients: [],
      certification: rspo ? rspo.name : 'not applicable',
      sustainability_level: 'high',
      details: !analysis.ingredientsKnown
        ? 'Open Food Facts analysis: palm-oil free.'
        : because.length > 0
          ? `No palm oil in the ingredient list; ${listing(named)} ${because.length === 1 ? 'is' : 'are'} not an ingredient we recognise, too few to leave it open.`
          : 'No palm oil in the ingredient list.',
      explanation: 'Palm-oil free, so the deforestation risk of uncertified palm oil does not apply.',
      rating: 'Palm oil free',
      highlighted: false,
      sources,
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
        : !analysis.ingredientsKnown
          ? 'No ingredient list on record, so palm oil cannot be ruled out.'
          : `Palm oil cannot be ruled out: ${listing(named)} ${because.length === 1 ? 'is' : 'are'} not an ingredient we recognise.`,
    explanation,
    rating: status === 'maybe' ? 'May contain palm oil' : 'Unknown',
    highlighted: false,
    sources,
  };
}

/** Commodities found, with the labels that mitigate their risks when present. */
export function commodityRisks(
  analysis: Analysis,
): { commodity: CommodityKnowledge; segment: string; mitigatedBy: LabelKnowledge | undefined }[] {
  return analysis.commodityHits.map((hit) => ({
    commodity: hit.entry,
    segment: hit.segment,
    mitigatedBy: analysis.labels.find((l) => hit.entry.mitigatedBy.includes(l.id)),
  }));
}

const LEVEL_RANK: Record<Level, number> = { high: 3, medium: 2, low: 1 };

/** The Environmental section: palm oil, footprint, water, resources, packaging, labels and the company's record. */
export function environmentalSection(
  analysis: Analysis,
  personal: Personal,
  company: CompanyProfile | undefined,
): EnvironmentalSection {
  const { facts, index } = analysis;
  const prefs = personal.prefs;
  const sources: (Source | undefined)[] = [...facts.sources];
  const recommendations: string[] = [];
  const positives: string[] = [];
  const summary: string[] = [];
  let score = 65;
  let evidence = 0;

  // Palm oil
  const palm = palmOilOf(analysis);
  if (palm.contains || palm.certification !== 'unknown') sources.push(...(palm.sources ?? []));
  if (palm.contains && palm.highlighted) {
    summary.push('Contains palm oil without a sustainability certification.');
    recommendations.push('Consider a palm-oil-free product or one with RSPO-certified palm oil.');
    score -= 15;
    evidence++;
  } else if (palm.contains) {
    summary.push(`Contains palm oil, certified ${palm.certification}.`);
    score -= 5;
    evidence++;
  } else if (palm.certification === 'not applicable' || palm.rating === 'Palm oil free') {
    evidence++;
  }

  // Carbon and water
  const footprint =
    facts.kind === 'food' || facts.kind === 'beverage'
      ? mostSpecificFootprint(facts.categoryTags, index.knowledge.footprints)
      : undefined;
  let carbon: EnvironmentalSection['environmental_factors']['carbon_footprint'];
  let water: EnvironmentalSection['environmental_factors']['water_usage'];
  if (footprint) {
    const rating = carbonRating(footprint.kgCO2ePerKg);
    carbon = {
      rating,
      details: `About ${round(footprint.kgCO2ePerKg, 2)} kg CO2e per kg for "${footprint.name}".`,
      method: `Figure: ${footprint.basis}. ClearCart calls ≤ ${CARBON_BANDS.low} low and > ${CARBON_BANDS.high} high, the lower and upper thirds of foods in AGRIBALYSE 3.1.`,
      highlighted: rating === 'high',
      sources: uniqueSources([...footprint.sources, AGRIBALYSE_SOURCE]),
      kg_co2e_per_kg: footprint.kgCO2ePerKg,
      basis: footprint.basis,
    };
    sources.push(...footprint.sources, AGRIBALYSE_SOURCE);
    summary.push(`Estimated ${round(footprint.kgCO2ePerKg, 1)} kg CO2e per kg for its category (${rating}).`);
    score += rating === 'low' ? 15 : rating === 'high' ? -20 : 0;
    evidence++;
    if (rating === 'high')
      recommendations.push('Consider lower-carbon alternatives: this category has a high carbon footprint.');
    if (footprint.litresPerKg !== undefined) {
      const litres = footprint.litresPerKg;
      const wRating: Level = litres <= WATER_BANDS.low ? 'low' : litres <= WATER_BANDS.high ? 'medium' : 'high';
      water = {
        rating: wRating,
        details: `About ${Math.round(litres)} litres of water per kg for "${footprint.name}".`,
        method: `Figure: ${footprint.basis}. ClearCart bands: ≤ ${WATER_BANDS.low} L/kg low, > ${WATER_BANDS.high} L/kg high.`,
        highlighted: wRating === 'high',
        sources: uniqueSources(footprint.sources),
        litres_per_kg: litres,
      };
    }
  } else {
    carbon = {
      rating: 'unknown',
      details:
        facts.categoryTags.length > 0
          ? 'No footprint figure for this product category yet.'
          : 'No category on record, so no footprint figure applies.',
      highlighted: false,
    };
  }
  water ??= { rating: 'unknown', details: 'No water-use figure for this product category yet.', highlighted: false };

  // Resource depletion from risky commodities
  const risks = commodityRisks(analysis);
  const envRisks = risks.filter((r) => LEVEL_RANK[r.commodity.environmentalRisk] >= 2);
  let resource: EnvironmentalSection['environmental_factors']['resource_depletion'];
  if (envRisks.length > 0) {
    const unmitigated = envRisks.filter((r) => !r.mitigatedBy);
    const worst = unmitigated.reduce<Level>(
      (w, r) => (LEVEL_RANK[r.commodity.environmentalRisk] > LEVEL_RANK[w] ? r.commodity.environmentalRisk : w),
      'low',
    );
    resource = {
      rating: unmitigated.length === 0 ? 'low' : worst,
      details: envRisks
        .map(
          (r) =>
            `${r.commodity.name}: ${r.commodity.environmentalNote}${r.mitigatedBy ? ` Addressed by ${r.mitigatedBy.name}.` : ''}`,
        )
        .join(' '),
      highlighted: worst === 'high' && unmitigated.length > 0,
      sources: uniqueSources(envRisks.flatMap((r) => r.commodity.sources)),
    };
    sources.push(...envRisks.flatMap((r) => r.commodity.sources));
    if (unmitigated.length > 0) {
      score -= worst === 'high' ? 10 : 5;
      // Palm oil already has its own line; name the others.
      const others = unmitigated.filter((r) => r.commodity.id !== 'palm-oil');
      if (others.length > 0)
        summary.push(
          `Uses ${listing(others.map((r) => r.commodity.name.toLowerCase()))}, with deforestation or resource risks.`,
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

  // Packaging
  let packaging: EnvironmentalSection['environmental_factors']['packaging'];
  if (analysis.packaging.length > 0) {
    const rec = analysis.packaging.map((p) => p.recyclability);
    const bio = analysis.packaging.map((p) => p.biodegradable);
    const recyclability = rec.every((r) => r === 'fully')
      ? 'fully'
      : rec.every((r) => r === 'none')
        ? 'none'
        : 'partially';
    const biodegradable = bio.every((b) => b === 'yes') ? 'yes' : bio.every((b) => b === 'no') ? 'no' : 'partially';
    packaging = {
      recyclability,
      biodegradable,
      details: analysis.packaging.map((p) => `${p.name}: ${p.note}`).join(' '),
      highlighted: recyclability === 'none',
      sources: uniqueSources(analysis.packaging.flatMap((p) => p.sources)),
    };
    sources.push(...analysis.packaging.flatMap((p) => p.sources));
    score += recyclability === 'fully' ? 5 : recyclability === 'none' ? -10 : 0;
    if (recyclability === 'none')
      recommendations.push('Consider products in recyclable packaging: this packaging is not widely recyclable.');
    else
      recommendations.push(
        `Check local recycling rules for the ${listing(analysis.packaging.map((p) => p.name.toLowerCase()))}.`,
      );
    evidence++;
  } else {
    packaging = {
      recyclability: 'unknown',
      biodegradable: 'unknown',
      details:
        facts.packaging.length > 0
          ? `Packaging on record (${facts.packaging.join(', ')}) is not in the packaging knowledge yet.`
          : 'No packaging information on record.',
      highlighted: false,
    };
  }

  // Open Food Facts' own environmental grade, shown as another factor
  const others: NonNullable<EnvironmentalSection['environmental_factors']['others']> = {};
  if (facts.environmentalScoreGrade) {
    const g = facts.environmentalScoreGrade;
    const label = g === 'a-plus' ? 'A+' : g.toUpperCase();
    others.eco_score = {
      rating: label,
      status: 'Published by Open Food Facts',
      severity: g === 'a-plus' || g === 'a' || g === 'b' ? 'low' : g === 'c' ? 'medium' : 'high',
      details: `Open Food Facts Eco-Score / Environmental Score ${label} (life-cycle analysis of the category with bonuses and maluses).`,
    };
    sources.push(OFF_ECOSCORE_SOURCE);
  }

  // Cosmetics and household products: ingredients that persist in the environment (microplastics, siloxanes, PFAS).
  for (const { substance, written } of analysis.inci?.substances ?? []) {
    if (substance.tab !== 'environmental' || others[substance.id]) continue;
    others[substance.id] = {
      rating: 'Concern',
      status: substance.status,
      severity: substance.hazard,
      details: `"${written}": ${substance.concern}`,
    };
    sources.push(...substance.sources);
    score -= 10;
    evidence++;
    recommendations.push(
      `Consider products without ${written}: ${substance.concern.charAt(0).toLowerCase()}${substance.concern.slice(1)}`,
    );
  }

  // Household products: the aquatic hazard statements the pack prints (CLP H400–H412).
  for (const hazard of analysis.inci?.hazardStatements ?? []) {
    if (hazard.tab !== 'environmental') continue;
    others[hazard.code] = {
      rating: hazard.code,
      status: hazard.statement,
      severity: hazard.hazard,
      details: `The pack says "${hazard.code} ${hazard.statement}"${hazard.pictogram === 'none' ? '' : ` (pictogram ${hazard.pictogram})`}. ${hazard.atHome}`,
    };
    sources.push(...hazard.sources);
    score -= hazard.hazard === 'high' ? 10 : hazard.hazard === 'medium' ? 5 : 2;
    evidence++;
  }

  // Labels
  const envLabels = analysis.labels.filter((l) => l.tabs.includes('environmental'));
  const certifications = certificationsOf(envLabels);
  for (const label of envLabels) sources.push(...label.sources);
  const positiveLabels = envLabels.filter((l) => l.impact === 'positive');
  if (positiveLabels.length > 0) {
    score += Math.min(10, positiveLabels.length * 5);
    positives.push(`Carries ${listing(positiveLabels.map((l) => l.name))}.`);
    evidence++;
  }

  // Preferences: preferred certifications and ingredients to avoid
  for (const wanted of prefs?.environment.certifications ?? []) {
    const having = analysis.labels.find((l) => l.satisfies.includes(wanted));
    const byPackaging =
      (wanted === 'recyclable' && packaging.recyclability === 'fully') ||
      (wanted === 'biodegradable' && packaging.biodegradable === 'yes');
    const name = wanted.replace(/_/g, ' ');
    if (having || byPackaging) positives.push(`Meets your preference for ${name}${having ? ` (${having.name})` : ''}.`);
    else {
      // A preference, not a requirement: a recommendation, no alert.
      recommendations.push(`Consider products that are ${name}: this one shows no such label.`);
    }
  }
  for (const word of prefs?.environment.ingredients_to_avoid ?? []) {
    const segment = mentions(analysis, word) ?? (fold(word).includes('palm') && palm.contains ? 'palm oil' : undefined);
    if (!segment) continue;
    personal.alert(
      `env-ingredient:${word.toLowerCase()}`,
      'medium',
      `Contains ${word} — on your environmental avoid list`,
    );
    recommendations.unshift(`Avoid this product if ${word} matters to you: it contains "${segment}".`);
    if (fold(word).includes('palm') && palm.contains) palm.highlighted = true;
  }

  const companyBlock = environmentalInitiatives(company);
  if (companyBlock) sources.push(...companyBlock.sources);

  // An unknown is never a grade. Like the Eco-Score, a score needs the category's life-cycle footprint; without it,
  // the packaging and one more fact.
  const footprintKnown = carbon.rating !== 'unknown';
  const packagingKnown = packaging.recyclability !== 'unknown';
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
  const completeness = analysis.completeness;
  return {
    impact_summary: summary.slice(0, 3).join(' '),
    recommendations: [...recommendations, ...positives],
    // Environment rests on the ingredient list first, then category (footprint), packaging and labels.
    reliability: reliabilityOf([
      completeness.ingredients,
      completeness.category,
      completeness.packaging,
      completeness.labels,
    ]),
    sources: uniqueSources(sources),
    data_confidence: {
      palm_oil:
        analysis.ingredientsKnown || facts.ingredientsAnalysis.some((t) => t.startsWith('en:palm-oil'))
          ? 'High'
          : 'Low',
      carbon_footprint: footprint ? 'Medium' : 'Low',
      packaging: analysis.packaging.length > 0 ? 'High' : completeness.packaging ? 'Medium' : 'Low',
      resource_depletion: analysis.ingredientsKnown ? 'Medium' : 'Low',
    },
    palm_oil: palm,
    environmental_factors: {
      carbon_footprint: carbon,
      water_usage: water,
      resource_depletion: resource,
      packaging,
      ...(Object.keys(others).length > 0 ? { others } : {}),
    },
    certifications,
    ...(scored ? { score: clampScore(score), grade: gradeOf(clampScore(score)) } : {}),
    ...(companyBlock ? { company_environmental_initiatives: companyBlock } : {}),
  };
}
