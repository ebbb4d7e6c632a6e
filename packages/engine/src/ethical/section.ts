import type { EthicalSection, Preferences, Source } from '@clearcart/contracts';
import type { LabelKnowledge } from '@clearcart/knowledge';
import type { Analysis } from '../analyse.ts';
import { certificationsOf, clampScore, gradeOf, reliabilityOf, uniqueSources } from '../common.ts';
import { ethicalInitiatives, nearestProfile, type Ownership } from '../company.ts';
import { recommendationTexts, worstSeverity, type Alerts, type Recommendation } from '../findings.ts';
import { listing } from '../text.ts';
import { claimedWelfare, deriveAnimalWelfare } from './animal-welfare.ts';
import {
  ethicalFindings,
  isFood,
  personaliseEthical,
  type EthicalFinding,
  type Finding,
  type PersonalEthicalFinding,
} from './findings.ts';

type Labor = EthicalSection['labor_practices'];
type AnimalTesting = EthicalSection['animal_testing'];

/** Labour rating from the commodities in the ingredients: an unmitigated high risk → poor, medium → fair, else good. */
function laborCard(findings: readonly EthicalFinding[]): Labor {
  if (findings.some((f) => f.code === 'labour_unassessed'))
    return {
      rating: 'unknown',
      details: 'No ingredient list on record, so labour risks in the supply chain cannot be assessed.',
      highlighted: false,
    };
  const risks = findings.filter((f): f is Finding<'labour_risk'> => f.code === 'labour_risk');
  if (risks.length === 0)
    return {
      rating: 'good',
      details: 'No ingredient with a known high child- or forced-labour risk.',
      highlighted: false,
    };
  // A risk a label addresses counts as low.
  const worst = worstSeverity(risks);
  const rating: Labor['rating'] = worst === 'high' ? 'poor' : worst === 'medium' ? 'fair' : 'good';
  return {
    rating,
    details: risks
      .map((r) =>
        r.mitigatedBy
          ? `${r.commodity.name}: ${r.commodity.laborNote} The ${r.mitigatedBy.name} label addresses this.`
          : `${r.commodity.name}: ${r.commodity.laborNote} No label on the product addresses this.`,
      )
      .join(' '),
    highlighted: rating === 'poor',
    sources: uniqueSources(risks.flatMap((r) => r.sources)),
  };
}

/** The certifications the company holds, as the animal-testing finding found them (none for food). */
const heldCertifications = (findings: readonly EthicalFinding[]) =>
  findings.flatMap((f) => (f.code === 'animal_testing' && f.certification ? [f.certification] : []));

function animalTestingCard(f: Finding<'animal_testing'>): AnimalTesting {
  const sources = uniqueSources(f.sources);
  switch (f.basis) {
    case 'food':
      return {
        status: 'no',
        details:
          'Not applicable to food: finished food products are not tested on animals as a matter of course. Animal-testing bans such as the EU one (Regulation (EC) No 1223/2009) concern cosmetics.',
        highlighted: false,
        sources,
      };
    case 'label':
      return { status: 'no', details: `Certified ${f.label?.name}: ${f.label?.verifies}`, highlighted: false, sources };
    case 'policy': {
      const company = f.policy?.company ?? '';
      const policy = (f.policy?.policy ?? '').replace(/\.$/, '');
      // The policy names its company ("Ecover does not test…"); one that does not is introduced by it.
      const named = policy.split(' ')[0] === company.split(' ')[0] ? policy : `${company}: ${policy}`;
      // The certification is said as the certifications list says it: the company's, company-wide.
      const held = f.certification;
      const certified = held
        ? ` ${held.company} is ${held.label.name} certified, company-wide (${held.label.verifies.replace(/\.$/, '')}).`
        : '';
      return {
        status: f.status,
        details: `${named} (as of ${f.policy?.asOf}).${certified}`,
        highlighted: f.status === 'yes',
        sources,
      };
    }
    case 'none':
      return {
        status: 'unknown',
        details: 'No cruelty-free certification on the label and no known company policy on animal testing.',
        highlighted: false,
      };
  }
}

/** The Ethical section: findings, read against the preferences, rendered. */
export function ethicalSection(
  analysis: Analysis,
  prefs: Preferences | undefined,
  ownership: Ownership | null,
  alerts: Alerts,
): EthicalSection {
  const findings = ethicalFindings(analysis, ownership);
  return renderEthical(analysis, findings, personaliseEthical(findings, analysis, prefs), ownership, alerts);
}

/** Turn the ethical findings and what the preferences make of them into the spec's section. */
export function renderEthical(
  analysis: Analysis,
  findings: readonly EthicalFinding[],
  personal: readonly PersonalEthicalFinding[],
  ownership: Ownership | null,
  alerts: Alerts,
): EthicalSection {
  const { facts } = analysis;
  const sources: (Source | undefined)[] = [...facts.sources];
  const recommendations: Recommendation[] = [];
  const concerns: string[] = [];
  const good: LabelKnowledge[] = [];
  let score = 70;
  let evidence = 0;

  const labor = laborCard(findings);
  sources.push(...(labor.sources ?? []));
  if (analysis.ingredientsKnown) evidence++;
  if (labor.rating === 'poor') {
    score -= 25;
    concerns.push('ingredients with a high labour-abuse risk and no label addressing it');
    recommendations.push({
      advice: 'consider',
      text: 'Consider Fairtrade or Rainforest Alliance certified alternatives: some ingredients carry a high labour-abuse risk.',
    });
  } else if (labor.rating === 'fair' && labor.sources) score -= 10;
  else if (labor.rating === 'good' && analysis.ingredientsKnown) score += 5;

  let testing: AnimalTesting | undefined;
  let welfare: EthicalSection['animal_welfare'] | undefined;
  let welfareLabel: LabelKnowledge | undefined;
  for (const f of findings) {
    switch (f.code) {
      case 'animal_testing':
        testing = animalTestingCard(f);
        sources.push(...f.sources);
        if (f.status === 'yes') {
          score -= 25;
          evidence++;
          concerns.push('the company tests on animals');
          if (!personal.some((p) => p.code === 'animal_testing'))
            recommendations.push({
              advice: 'consider',
              text: 'Consider cruelty-free certified alternatives: its maker tests on animals.',
            });
        } else if (f.status === 'no' && f.basis !== 'food') {
          score += 5;
          evidence++;
        }
        break;
      case 'animal_content': {
        const { animal } = f;
        welfareLabel = f.welfareLabel;
        welfare = deriveAnimalWelfare(
          animal.contains,
          animal.types,
          welfareLabel
            ? {
                certification: welfareLabel.name,
                rating: 'good',
                status: 'humane',
                details: `Certified ${welfareLabel.name}: ${welfareLabel.verifies}`,
                sources: welfareLabel.sources,
              }
            : claimedWelfare(f.claims, animal.types),
        );
        sources.push(...(welfare.sources ?? []), ...f.sources);
        if (animal.contains === 'yes' || analysis.ingredientsKnown) evidence++;
        if (welfare.status === 'concerning') {
          score -= animal.types.includes('meat') ? 15 : 10;
          concerns.push(`animal ingredients (${listing(animal.types)}) without welfare certification`);
          recommendations.push({
            advice: 'consider',
            text: `Consider products with a recognised animal-welfare label (organic, free-range or similar): it contains ${listing(animal.types)} with no welfare certification.`,
          });
        } else if (welfare.status === 'humane') {
          score += 5;
          recommendations.push({
            advice: 'good',
            text: `Animal ingredients carry a welfare label (${welfare.certification}).`,
          });
        }
        break;
      }
      case 'label':
        sources.push(...f.sources);
        if (f.label.impact === 'positive') good.push(f.label);
        break;
      default:
        break;
    }
  }
  if (good.length > 0) {
    score += Math.min(10, good.length * 5);
    evidence++;
  }

  for (const p of personal) {
    if (p.code === 'animal_testing' && p.status === 'yes') {
      if (testing) {
        testing.highlighted = true;
        testing.details += ' You want to avoid animal testing.';
      }
      alerts.raise(
        'animal-testing',
        p.stance === 'strongly_avoid' ? 'high' : 'medium',
        'Tested on animals — you avoid animal testing',
      );
      recommendations.push({
        advice: 'avoid',
        text: 'Avoid this product if animal testing matters to you: its maker tests on animals.',
      });
    } else if (p.code === 'animal_testing') {
      alerts.raise('animal-testing', 'low', 'Animal-testing policy unknown — you avoid animal testing');
      recommendations.push({
        advice: 'check',
        text: 'Check for a Leaping Bunny or other cruelty-free logo: the animal-testing policy is unknown.',
      });
    } else {
      const name = p.wanted === 'b_corp' ? 'B Corp' : p.wanted.replace(/_/g, ' ');
      recommendations.push(
        p.metBy
          ? { advice: 'good', text: `Meets your preference for ${name} (${p.metBy}).` }
          : { advice: 'consider', text: `Consider ${name} certified alternatives: this product shows no such label.` },
      );
    }
  }

  const social =
    good.length > 0
      ? good.map((l) => `${l.name}: ${l.verifies}`).join(' ')
      : labor.sources
        ? labor.details
        : 'No specific social-impact information is on record for this product.';

  const companyBlock = ethicalInitiatives(nearestProfile(ownership, (p) => p.ethical !== undefined));
  if (companyBlock) sources.push(...companyBlock.sources);

  // The minimum for a grade: the ingredient list, which says what the supply chain carries (its commodities and their
  // labour risks, its animal ingredients). Without it, a product would score on what little is known and outrank one
  // whose full list shows its risks.
  const scored = analysis.ingredientsKnown && evidence > 0;
  // The welfare and labour details have their own cards: the assessment says what matters once, not again.
  const found =
    concerns.length > 0
      ? `Ethical concerns: ${listing(concerns)}.`
      : evidence > 0
        ? `No major ethical concern found in the facts on record${good.length > 0 ? `; carries ${listing(good.map((l) => l.name))}` : ''}.`
        : 'Little ethical information is on record for this product.';
  const summary = analysis.ingredientsKnown
    ? found
    : `Not enough data to score: no ingredient list on record, so the supply-chain risks of what it is made of are unknown.${concerns.length > 0 ? ` ${found}` : ''}`;

  const animal = analysis.animal;
  const ethicalLabels = analysis.labels.filter((l) => l.tabs.includes('ethical'));
  return {
    impact_summary: summary,
    recommendations: recommendationTexts(recommendations),
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
      animal_testing: isFood(analysis) ? 'High' : testing?.status === 'unknown' ? 'Low' : 'Medium',
      animal_content:
        facts.ingredientsAnalysis.some((t) => /vegan|vegetarian/.test(t)) && analysis.ingredientsKnown
          ? 'High'
          : analysis.ingredientsKnown || animal.contains === 'yes'
            ? 'Medium'
            : 'Low',
      animal_welfare: welfareLabel ? 'Medium' : animal.contains === 'no' && analysis.ingredientsKnown ? 'High' : 'Low',
    },
    labor_practices: labor,
    // Every analysis yields one animal-testing and one animal-content finding.
    animal_testing: testing!,
    animal_welfare: welfare!,
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
    overall_summary: summary,
    certifications: certificationsOf(ethicalLabels, undefined, heldCertifications(findings)),
    ...(scored ? { score: clampScore(score), grade: gradeOf(clampScore(score)) } : {}),
    ...(companyBlock ? { company_ethical_initiatives: companyBlock } : {}),
  };
}
