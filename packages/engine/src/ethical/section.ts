import type { EthicalSection, Level, Source } from '@clearcart/contracts';
import type { CompanyProfile } from '@clearcart/knowledge';
import type { Analysis } from '../analyse.ts';
import { certificationsOf, clampScore, gradeOf, reliabilityOf, uniqueSources } from '../common.ts';
import { animalTestingPolicy, ethicalInitiatives, type Ownership } from '../company.ts';
import { commodityRisks } from '../environmental/section.ts';
import type { Personal } from '../personal.ts';
import { listing } from '../text.ts';
import { deriveAnimalWelfare, isWelfareLabel, type WelfareData } from './animal-welfare.ts';

export const EU_COSMETICS_REGULATION: Source = {
  title: 'Regulation (EC) No 1223/2009 on cosmetic products (EUR-Lex)',
  url: 'https://eur-lex.europa.eu/eli/reg/2009/1223/oj',
};

const LEVEL_RANK: Record<Level, number> = { high: 3, medium: 2, low: 1 };

type Labor = EthicalSection['labor_practices'];
type AnimalTesting = EthicalSection['animal_testing'];

/** Labour rating from the commodities in the ingredients: an unmitigated high risk → poor, medium → fair, else good. */
export function laborPracticesOf(analysis: Analysis): Labor {
  const risks = commodityRisks(analysis).filter((r) => LEVEL_RANK[r.commodity.laborRisk] >= 2);
  if (!analysis.ingredientsKnown && risks.length === 0) {
    return {
      rating: 'fair',
      details: 'No ingredient list on record, so labour risks in the supply chain cannot be assessed.',
      highlighted: false,
    };
  }
  if (risks.length === 0) {
    return {
      rating: 'good',
      details: 'No ingredient with a known high child- or forced-labour risk.',
      highlighted: false,
    };
  }
  const unmitigated = risks.filter((r) => !r.mitigatedBy);
  const worst = unmitigated.reduce<Level>(
    (w, r) => (LEVEL_RANK[r.commodity.laborRisk] > LEVEL_RANK[w] ? r.commodity.laborRisk : w),
    'low',
  );
  const rating: Labor['rating'] = worst === 'high' ? 'poor' : worst === 'medium' ? 'fair' : 'good';
  const details = risks
    .map((r) =>
      r.mitigatedBy
        ? `${r.commodity.name}: ${r.commodity.laborNote} The ${r.mitigatedBy.name} label addresses this.`
        : `${r.commodity.name}: ${r.commodity.laborNote} No label on the product addresses this.`,
    )
    .join(' ');
  return {
    rating,
    details,
    highlighted: rating === 'poor',
    sources: uniqueSources(risks.flatMap((r) => [...r.commodity.sources, ...(r.mitigatedBy?.sources ?? [])])),
  };
}

/** Animal testing: food is not tested on animals as a product; cosmetics and household from labels and company policy. */
export function animalTestingOf(analysis: Analysis, ownership: Ownership | null): AnimalTesting {
  const { facts } = analysis;
  if (facts.kind === 'food' || facts.kind === 'beverage') {
    return {
      status: 'no',
      details:
        'Not applicable to food: finished food products are not tested on animals as a matter of course. Animal-testing bans such as the EU one (Regulation (EC) No 1223/2009) concern cosmetics.',
      highlighted: false,
      sources: [EU_COSMETICS_REGULATION],
    };
  }
  const crueltyFree = analysis.labels.find((l) => l.satisfies.includes('cruelty_free'));
  if (crueltyFree) {
    return {
      status: 'no',
      details: `Certified ${crueltyFree.name}: ${crueltyFree.verifies}`,
      highlighted: false,
      sources: uniqueSources(crueltyFree.sources),
    };
  }
  const policy = animalTestingPolicy(ownership);
  if (policy) {
    return {
      status: policy.status,
      details: `${policy.company}: ${policy.policy} (as of ${policy.asOf}).`,
      highlighted: policy.status === 'yes',
      sources: uniqueSources(policy.sources),
    };
  }
  return {
    status: 'unknown',
    details: 'No cruelty-free certification on the label and no known company policy on animal testing.',
    highlighted: false,
  };
}

/** The Ethical section: labour, animal testing, animal content and welfare, labels and the company's record. */
export function ethicalSection(
  analysis: Analysis,
  personal: Personal,
  ownership: Ownership | null,
  company: CompanyProfile | undefined,
): EthicalSection {
  const { facts } = analysis;
  const prefs = personal.prefs;
  const sources: (Source | undefined)[] = [...facts.sources];
  const recommendations: string[] = [];
  const positives: string[] = [];
  const concerns: string[] = [];
  let score = 70;
  let evidence = 0;

  const labor = laborPracticesOf(analysis);
  sources.push(...(labor.sources ?? []));
  if (analysis.ingredientsKnown || labor.sources) evidence++;
  if (labor.rating === 'poor') {
    score -= 25;
    concerns.push('ingredients with a high labour-abuse risk and no label addressing it');
    recommendations.push(
      'Consider Fairtrade or Rainforest Alliance certified alternatives: some ingredients carry a high labour-abuse risk.',
    );
  } else if (labor.rating === 'fair' && labor.sources) {
    score -= 10;
  } else if (labor.rating === 'good' && analysis.ingredientsKnown) {
    score += 5;
  }

  const testing = animalTestingOf(analysis, ownership);
  sources.push(...(testing.sources ?? []));
  const stance = prefs?.ethical.animal_testing ?? 'neutral';
  if (testing.status === 'yes') {
    score -= 25;
    evidence++;
    concerns.push('the company tests on animals');
    if (stance === 'strongly_avoid' || stance === 'prefer_avoid') {
      testing.highlighted = true;
      testing.details += ' You want to avoid animal testing.';
      personal.alert(
        'animal-testing',
        stance === 'strongly_avoid' ? 'high' : 'medium',
        'Tested on animals — you avoid animal testing',
      );
      recommendations.unshift('Avoid this product if animal testing matters to you: its maker tests on animals.');
    } else {
      recommendations.push('Consider cruelty-free certified alternatives: its maker tests on animals.');
    }
  } else if (testing.status === 'unknown' && stance === 'strongly_avoid') {
    personal.alert('animal-testing', 'low', 'Animal-testing policy unknown — you avoid animal testing');
    recommendations.push('Check for a Leaping Bunny or other cruelty-free logo: the animal-testing policy is unknown.');
  } else if (testing.status === 'no' && facts.kind !== 'food' && facts.kind !== 'beverage') {
    score += 5;
    evidence++;
  }

  // Animal content and welfare
  const animal = analysis.animal;
  const welfareLabel = animal.contains === 'yes' ? analysis.labels.find(isWelfareLabel) : undefined;
  const welfareData: WelfareData | undefined = welfareLabel
    ? {
        certification: welfareLabel.name,
        rating: 'good',
        status: 'humane',
        details: `Certified ${welfareLabel.name}: ${welfareLabel.verifies}`,
        sources: welfareLabel.sources,
      }
    : undefined;
  const welfare = deriveAnimalWelfare(animal.contains, animal.types, welfareData);
  sources.push(...(welfare.sources ?? []), ...animal.sources);
  if (animal.contains === 'yes' || analysis.ingredientsKnown) evidence++;
  if (welfare.status === 'concerning') {
    score -= animal.types.includes('meat') ? 15 : 10;
    concerns.push(`animal ingredients (${listing(animal.types)}) without welfare certification`);
    recommendations.push(
      `Consider products with a recognised animal-welfare label (organic, free-range or similar): it contains ${listing(animal.types)} with no welfare certification.`,
    );
  } else if (welfare.status === 'humane') {
    score += 5;
    positives.push(`Animal ingredients carry a welfare label (${welfare.certification}).`);
  }

  // Labels and preferred certifications
  const ethicalLabels = analysis.labels.filter((l) => l.tabs.includes('ethical'));
  const certifications = certificationsOf(ethicalLabels);
  for (const label of ethicalLabels) sources.push(...label.sources);
  const good = ethicalLabels.filter((l) => l.impact === 'positive');
  if (good.length > 0) {
    score += Math.min(10, good.length * 5);
    evidence++;
  }
  for (const wanted of prefs?.ethical.certifications ?? []) {
    const having = analysis.labels.find((l) => l.satisfies.includes(wanted));
    const name = wanted === 'b_corp' ? 'B Corp' : wanted.replace(/_/g, ' ');
    if (having) positives.push(`Meets your preference for ${name} (${having.name}).`);
    else recommendations.push(`Consider ${name} certified alternatives: this product shows no such label.`);
  }

  const social =
    good.length > 0
      ? good.map((l) => `${l.name}: ${l.verifies}`).join(' ')
      : labor.sources
        ? labor.details
        : 'No specific social-impact information is on record for this product.';

  const companyBlock = ethicalInitiatives(company);
  if (companyBlock) sources.push(...companyBlock.sources);

  const summary =
    concerns.length > 0
      ? `Ethical concerns: ${listing(concerns)}.`
      : evidence > 0
        ? `No major ethical concern found in the facts on record${good.length > 0 ? `; carries ${listing(good.map((l) => l.name))}` : ''}.`
        : 'Little ethical information is on record for this product.';
  // The welfare and labour details have their own cards: the assessment says what matters once, not again.
  const overall = summary;

  return {
    impact_summary: summary,
    recommendations: [...recommendations, ...positives],
    // Ethics rests on the ingredient list first, then labels, category and knowing the company.
    reliability: reliabilityOf([
      analysis.completeness.ingredients,
      analysis.completeness.labels,
      analysis.completeness.category,
      ownership !== null,
    ]),
    sources: uniqueSources(sources),
    data_confidence: {
      labor_practices: analysis.ingredientsKnown ? 'Medium' : 'Low',
      animal_testing:
        facts.kind === 'food' || facts.kind === 'beverage' ? 'High' : testing.status === 'unknown' ? 'Low' : 'Medium',
      animal_content:
        facts.ingredientsAnalysis.some((t) => /vegan|vegetarian/.test(t)) && analysis.ingredientsKnown
          ? 'High'
          : analysis.ingredientsKnown || animal.contains === 'yes'
            ? 'Medium'
            : 'Low',
      animal_welfare: welfareLabel ? 'Medium' : animal.contains === 'no' && analysis.ingredientsKnown ? 'High' : 'Low',
    },
    labor_practices: labor,
    animal_testing: testing,
    animal_welfare: welfare,
    animal_derived_content: {
      // "no" only when every ingredient is known to be plant or mineral; "maybe" names what could be animal.
      contains_animal_ingredients:
        animal.contains === 'yes'
          ? 'yes'
          : ({ yes: 'no', no: 'yes', maybe: 'maybe', unknown: 'unknown' } as const)[animal.vegan.status],
      vegan: animal.vegan.status,
      vegetarian: animal.vegetarian.status,
      uncertain_ingredients: animal.vegan.status === 'no' ? [] : animal.vegan.because,
      animal_product_type: animal.types,
      evidence: animal.evidence,
    },
    social_impact: social,
    overall_summary: overall,
    certifications,
    ...(evidence > 0 ? { score: clampScore(score), grade: gradeOf(clampScore(score)) } : {}),
    ...(companyBlock ? { company_ethical_initiatives: companyBlock } : {}),
  };
}
