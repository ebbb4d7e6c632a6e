import type { AnimalProductType, EthicalSection, Preferences, Source } from '@clearcart/contracts';
import type { LabelKnowledge } from '@clearcart/knowledge';
import type { Analysis } from '../analyse.ts';
import {
  certificationsOf,
  clampScore,
  gradeOf,
  reliabilityOf,
  soldOnlyOutsideEuLaw,
  uniqueSources,
} from '../common.ts';
import { companyScope, ethicalInitiatives, nearestProfile, type Ownership } from '../company.ts';
import { recommendationTexts, worstSeverity, type Alerts, type Recommendation } from '../findings.ts';
import type { Voice } from '../i18n/voice.ts';
import { claimedWelfare, dairyAnimals, deriveAnimalWelfare, isWelfareLabel } from './animal-welfare.ts';
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
function laborCard(findings: readonly EthicalFinding[], supplyChainKnown: boolean, v: Voice): Labor {
  const m = v.m.ethics;
  const unassessed = findings.find((f) => f.code === 'labour_unassessed');
  const risks = findings.filter((f): f is Finding<'labour_risk'> => f.code === 'labour_risk');
  const unstatedLine = unassessed?.unstated
    ? m.labourUnstated({
        written: unassessed.unstated.written,
        // The first word lowered in running text: "cane sugar", "coconut from the Philippines".
        name: v.text(unassessed.unstated.commodity.name).replace(/^\S+/, (word) => v.f.lower(word)),
      })
    : undefined;
  /** What the card says of one risk: addressed, claimed, cleared by the origin on record, possible or found. */
  const riskLine = (r: Finding<'labour_risk'>): string => {
    const commodity = { name: v.text(r.commodity.name), note: v.text(r.commodity.laborNote) };
    if (r.mitigatedBy) return m.labourAddressed({ ...commodity, label: v.text(r.mitigatedBy.name) });
    if (r.claimedBy) return m.labourClaimed({ ...commodity, label: v.text(r.claimedBy.name) });
    if (r.originOnRecord) return m.labourOriginOnRecord({ ...commodity, origin: r.originOnRecord });
    if (r.byOrigin && r.originUnsettled) return m.labourOriginUnsettled({ ...commodity, origin: r.originUnsettled });
    return r.byOrigin ? m.labourByOrigin(commodity) : m.labourUnaddressed(commodity);
  };
  // Risks the origin on record clears, said before why the rest stays unknown.
  const cleared = risks.filter((r) => r.originOnRecord).map(riskLine);
  const reasonUnknown = (reason: string) => [...cleared, reason].join(' ');
  if (unassessed && risks.every((r) => r.originOnRecord))
    return {
      rating: 'unknown',
      details: reasonUnknown(
        unassessed.palm
          ? unassessed.palm.status === 'maybe'
            ? m.labourMaybePalm(unassessed.palm.because[0] ?? '')
            : m.labourPalmNotRuledOut
          : unstatedLine
            ? unstatedLine
            : unassessed.part
              ? m.labourPartList(unassessed.part)
              : unassessed.partial
                ? m.labourPartialList
                : unassessed.unreadable
                  ? m.labourUnreadable
                  : m.labourUnassessed,
      ),
      highlighted: false,
    };
  if (risks.length === 0) return { rating: 'good', details: m.labourClear, highlighted: false };
  // A risk listed from some origins only, where the product's origin is not on record, is possible, not found: it
  // makes no rating "poor", and leaves none better than "unknown" (blind audit 68: rice of unstated origin).
  const found = risks.filter((r) => !r.byOrigin && !r.originOnRecord);
  const possible = risks.some((r) => r.byOrigin);
  // A risk a label addresses counts as low.
  const worst = worstSeverity(found);
  // A fair-trade claim that names no scheme may be the certification that addresses the risk: not known, rather than
  // "poor" beside advice to buy what the pack may already be (blind audit 62).
  const claimed = found.every((r) => r.mitigatedBy || r.claimedBy);
  // Nor "good" where every risk found is addressed but the rest of the supply chain is not known (no list on record:
  // a chocolate's cocoa, by its name; blind audit 67).
  const rating: Labor['rating'] =
    worst === 'high'
      ? claimed
        ? 'unknown'
        : 'poor'
      : possible || unstatedLine
        ? 'unknown'
        : worst === 'medium'
          ? 'fair'
          : supplyChainKnown
            ? 'good'
            : 'unknown';
  return {
    rating,
    details: [...risks.map(riskLine), ...(unstatedLine ? [unstatedLine] : [])].join(' '),
    highlighted: rating === 'poor',
    sources: uniqueSources([...risks.flatMap((r) => r.sources), ...(unstatedLine ? (unassessed?.sources ?? []) : [])]),
  };
}

/** The certifications the company holds, as the animal-testing finding found them (none for food). */
const heldCertifications = (findings: readonly EthicalFinding[]) =>
  findings.flatMap((f) => (f.code === 'animal_testing' && f.certification ? [f.certification] : []));

function animalTestingCard(f: Finding<'animal_testing'>, v: Voice): AnimalTesting {
  const sources = uniqueSources(f.sources);
  const m = v.m.ethics;
  switch (f.basis) {
    case 'food':
      return { status: 'no', details: m.testingFood, highlighted: false, sources };
    case 'label':
      return {
        status: 'no',
        details: m.testingLabel({ label: v.text(f.label?.name ?? ''), verifies: v.text(f.label?.verifies ?? '') }),
        highlighted: false,
        sources,
      };
    case 'policy': {
      const company = f.policy?.company ?? '';
      // The company's policy is its own statement, kept in the language the knowledge has it in (English).
      const policy = (f.policy?.policy ?? '').replace(/\.$/, '');
      // The policy names its company ("Ecover does not test…"); one that does not is introduced by it.
      const named = policy.split(' ')[0] === company.split(' ')[0];
      // The certification is said as the certifications list says it: the company's, company-wide.
      const held = f.certification;
      const certified = held
        ? (held.label.thirdPartyVerified ? m.testingHeld : m.testingListed)({
            company: held.company,
            label: v.text(held.label.name),
            verifies: v.text(held.label.verifies).replace(/\.$/, ''),
          })
        : '';
      return {
        status: f.status,
        details: `${m.testingPolicy({ company, policy, named, asOf: f.policy?.asOf ?? '', ...(v.locale === 'en' ? {} : { language: 'en' }) })}${certified}`,
        highlighted: f.status === 'yes',
        sources,
      };
    }
    case 'none':
      return { status: 'unknown', details: m.testingNone, highlighted: false };
  }
}

/**
 * What to look for instead, by kind of animal: a farming welfare label for land animals; a fisheries or aquaculture
 * scheme for seafood; for a cosmetic's or household product's animal-derived ingredient (lanolin, beeswax), a
 * vegan-certified alternative, as no farming label covers it.
 */
function welfareAdvice(analysis: Analysis, types: readonly AnimalProductType[], v: Voice): Recommendation[] {
  const m = v.m.ethics;
  if (!isFood(analysis)) return [{ advice: 'consider', text: m.veganAlternativeAdvice(types) }];
  // Farming labels cover farmed animals: not the lac insects behind shellac or a cochineal's carmine (blind audit 37).
  const land = types.filter((t) => FARMED.includes(t));
  // A product that carries a fishery or aquaculture scheme is not told to look for one (blind audit 26).
  const seafood = types.includes('seafood') && !seafoodScheme(analysis);
  return [
    ...(land.length > 0 ? [{ advice: 'consider' as const, text: m.welfareAdvice(land) }] : []),
    ...(seafood ? [{ advice: 'consider' as const, text: m.seafoodAdvice }] : []),
  ];
}

/** Kinds of animal content a farming welfare label can speak for ("unknown": an animal of a kind not stated). */
const FARMED: readonly AnimalProductType[] = ['dairy', 'meat', 'eggs', 'gelatin product', 'unknown'];

/** The labels whose standard is how fish were caught or farmed, not their welfare: MSC, ASC. */
const SEAFOOD_SCHEMES = ['msc', 'asc'];
const seafoodScheme = (analysis: Analysis): LabelKnowledge | undefined =>
  analysis.labels.find((l) => SEAFOOD_SCHEMES.includes(l.id));

/** Whether it has animal ingredients: "no" only when every ingredient is known to be plant or mineral. */
export const animalContentAnswer = (animal: Analysis['animal']): 'yes' | 'no' | 'maybe' | 'unknown' =>
  animal.contains === 'yes'
    ? 'yes'
    : ({ yes: 'no', no: 'yes', maybe: 'maybe', unknown: 'unknown' } as const)[animal.vegan.status];

/** The Ethical section: findings, read against the preferences, rendered. */
export function ethicalSection(
  analysis: Analysis,
  prefs: Preferences | undefined,
  ownership: Ownership | null,
  alerts: Alerts,
  v: Voice,
): EthicalSection {
  const findings = ethicalFindings(analysis, ownership);
  return renderEthical(analysis, findings, personaliseEthical(findings, analysis, prefs), ownership, alerts, v);
}

/** Turn the ethical findings and what the preferences make of them into the spec's section. */
export function renderEthical(
  analysis: Analysis,
  findings: readonly EthicalFinding[],
  personal: readonly PersonalEthicalFinding[],
  ownership: Ownership | null,
  alerts: Alerts,
  v: Voice,
): EthicalSection {
  const { facts } = analysis;
  const m = v.m.ethics;
  const sources: (Source | undefined)[] = [...facts.sources];
  const recommendations: Recommendation[] = [];
  const concerns: string[] = [];
  const good: LabelKnowledge[] = [];
  let score = 70;
  let evidence = 0;

  const labor = laborCard(findings, analysis.supplyChainKnown, v);
  sources.push(...(labor.sources ?? []));
  // A labour rating the list leaves unknown (a possible risk) is no evidence for a grade (blind audit 71).
  if (analysis.supplyChainKnown && labor.rating !== 'unknown') evidence++;
  if (labor.rating === 'poor') {
    score -= 25;
    concerns.push(m.highLabourRisk);
    recommendations.push({ advice: 'consider', text: m.labourAdvice });
  } else if (labor.rating === 'fair' && labor.sources) score -= 10;
  else if (labor.rating === 'good' && analysis.supplyChainKnown) score += 5;
  else if (labor.rating === 'unknown') {
    // A risk named by country, the origin not on record: not said as found, and never scored above it (as welfare not
    // known is not; blind audit 83's Nutella would otherwise gain a grade by its cocoa's unknown origin).
    const possible = worstSeverity(findings.filter((f) => f.code === 'labour_risk' && f.byOrigin === true));
    score -= possible === 'high' ? 25 : possible === 'medium' ? 10 : 0;
  }

  let testing: AnimalTesting | undefined;
  let welfare: EthicalSection['animal_welfare'] | undefined;
  let welfareLabel: LabelKnowledge | undefined;
  for (const f of findings) {
    switch (f.code) {
      case 'animal_testing':
        testing = animalTestingCard(f, v);
        sources.push(...f.sources);
        if (f.status === 'yes') {
          score -= 25;
          evidence++;
          concerns.push(m.testsOnAnimals);
          if (!personal.some((p) => p.code === 'animal_testing'))
            recommendations.push({ advice: 'consider', text: m.crueltyFreeAdvice });
        } else if (f.status === 'no' && f.basis !== 'food') {
          score += 5;
          evidence++;
        }
        break;
      case 'animal_content': {
        const { animal } = f;
        welfareLabel = f.welfareLabel;
        // An organic scheme is cited as what it is: organic rules with welfare requirements, not a welfare label.
        const organic = welfareLabel !== undefined && !isWelfareLabel(welfareLabel);
        const dairy = dairyAnimals(analysis.facts);
        welfare = deriveAnimalWelfare(
          animalContentAnswer(animal),
          animal.types,
          welfareLabel
            ? {
                certification: v.text(welfareLabel.name),
                rating: 'good',
                status: 'humane',
                details: organic
                  ? m.welfareOrganic(v.text(welfareLabel.name))
                  : m.welfareCertified({
                      label: v.text(welfareLabel.name),
                      verifies: v.text(welfareLabel.verifies),
                    }),
                sources: welfareLabel.sources,
              }
            : claimedWelfare(f.claims, animal.types, v, dairy, !soldOnlyOutsideEuLaw(facts.countries)),
          v,
          dairy,
        );
        // The seafood's scheme is said where the card would say no certification is on record.
        const scheme = animal.types.includes('seafood') ? seafoodScheme(analysis) : undefined;
        if (scheme)
          welfare = {
            ...welfare,
            details: welfare.details.replace(v.m.welfare.seafood, v.m.welfare.seafoodScheme(v.text(scheme.name))),
          };
        sources.push(...(welfare.sources ?? []), ...f.sources);
        if (animal.contains === 'yes' || (analysis.supplyChainKnown && welfare.status !== 'unknown')) evidence++;
        if (welfare.status === 'concerning') {
          score -= animal.types.includes('meat') ? 15 : 10;
          concerns.push(m.animalUncertified(animal.types));
          recommendations.push(...welfareAdvice(analysis, animal.types, v));
        } else if (welfare.status === 'humane') {
          score += 5;
          recommendations.push({
            advice: 'good',
            text: organic ? m.organicLabelled(welfare.certification) : m.welfareLabelled(welfare.certification),
          });
        } else if (animal.contains === 'yes') {
          // Welfare not known (a designation, no welfare label): no concern said, and never scored above one.
          score -= animal.types.includes('meat') ? 15 : 10;
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
        testing.details += ` ${m.wantAvoidTesting}`;
      }
      alerts.raise('animal-testing', p.stance === 'strongly_avoid' ? 'high' : 'medium', m.testedAlert);
      recommendations.push({ advice: 'avoid', text: m.testedAvoid });
    } else if (p.code === 'animal_testing') {
      // The company's policy on record is the answer; "unknown" is said only where there is none.
      const company = p.company;
      alerts.raise('animal-testing', 'low', company ? m.testingPolicyAlert(company) : m.testingUnknownAlert);
      recommendations.push({
        advice: 'check',
        text: company ? m.testingPolicyCheck(company) : m.testingUnknownCheck,
      });
    } else if (p.wanted === 'cruelty_free' && isFood(analysis) && !p.metBy && !p.claimedBy && !p.listedBy) {
      // Animal testing does not apply to food (the same tab says so): no cruelty-free alternatives to seek (audit 64).
      continue;
    } else {
      const name = m.preferences[p.wanted] ?? p.wanted.replace(/_/g, ' ');
      recommendations.push(
        p.metBy
          ? {
              advice: 'good',
              text: m.meetsPreference({ name, by: v.text(p.metBy), companyWide: p.companyWide === true }),
            }
          : p.claimedBy
            ? { advice: 'check', text: m.claimedPreference({ name, by: v.text(p.claimedBy) }) }
            : p.listedBy
              ? { advice: 'check', text: m.listedPreference({ name, by: v.text(p.listedBy) }) }
              : // B Corp certifies the maker, not the pack: no record of it says nothing of the maker (blind audit 62).
                p.wanted === 'b_corp'
                ? { advice: 'check', text: m.makerCertificationUnknown(name) }
                : { advice: 'consider', text: m.considerPreference(name) },
      );
    }
  }

  // A claim on the pack that a certification the company holds verifies is said as verified, never as unverified.
  const verifying = [
    ...analysis.labels.filter((l) => l.thirdPartyVerified).map((label) => ({ label, companyWide: false })),
    ...heldCertifications(findings).map(({ label }) => ({ label, companyWide: true })),
  ];
  const verifiedBy = (l: LabelKnowledge) =>
    l.claims && !l.thirdPartyVerified ? verifying.find((c) => c.label.satisfies.includes(l.claims!)) : undefined;
  const social =
    good.length > 0
      ? good
          .map((l) => {
            const by = verifiedBy(l);
            return by
              ? m.labelVerifiedBy({ label: v.text(l.name), by: v.text(by.label.name), companyWide: by.companyWide })
              : m.labelVerifies({ label: v.text(l.name), verifies: v.text(l.verifies) });
          })
          .join(' ')
      : labor.sources
        ? labor.details
        : m.noSocialImpact;

  const companyBlock = ethicalInitiatives(
    nearestProfile(ownership, (p) => p.ethical !== undefined),
    v,
    companyScope(analysis.facts, analysis.index),
  );
  if (companyBlock) sources.push(...companyBlock.sources);

  // The minimum for a grade: an ingredient list that can be read, which says what the supply chain carries (its
  // commodities and their labour risks, its animal ingredients). Without it, a product would score on what little is
  // known and outrank one whose full list shows its risks.
  const scored = analysis.supplyChainKnown && evidence > 0;
  // The welfare and labour details have their own cards: the assessment says what matters once, not again.
  // A labour risk its origin would settle is possible, not found: said so, never "no major concern" (blind audit 102).
  const possibleLabour = [
    ...new Set(
      findings.flatMap((f) =>
        f.code === 'labour_risk' && f.byOrigin === true && !f.mitigatedBy ? [v.text(f.commodity.name)] : [],
      ),
    ),
  ];
  const found =
    concerns.length > 0
      ? m.concerns(concerns)
      : possibleLabour.length > 0
        ? m.possibleLabour(
            possibleLabour,
            findings.flatMap((f) =>
              f.code === 'labour_risk' && f.byOrigin === true ? (f.originUnsettled ?? []) : [],
            )[0],
          )
        : evidence > 0
          ? m.noConcern(good.map((l) => v.text(l.name)))
          : m.little;
  const notEnough = analysis.listPart
    ? m.notEnoughPart(analysis.listPart)
    : analysis.ingredientsKnown
      ? m.notEnoughUnreadable
      : m.notEnough;
  const summary = analysis.supplyChainKnown ? found : `${notEnough}${concerns.length > 0 ? ` ${found}` : ''}`;

  const animal = analysis.animal;
  const ethicalLabels = analysis.labels.filter((l) => l.tabs.includes('ethical'));
  return {
    impact_summary: summary,
    recommendations: recommendationTexts(recommendations),
    // Ethics rests on the ingredient list first, then labels, category and knowing the company; a tab with too little
    // known to be graded is of low reliability, whatever else is on record (blind audit 75).
    reliability: scored
      ? reliabilityOf([
          analysis.completeness.ingredients,
          analysis.completeness.labels,
          analysis.completeness.category,
          ownership !== null,
        ])
      : 'Low',
    sources: uniqueSources(sources),
    data_confidence: {
      labor_practices: analysis.supplyChainKnown ? 'Medium' : 'Low',
      animal_testing: isFood(analysis) ? 'High' : testing?.status === 'unknown' ? 'Low' : 'Medium',
      animal_content:
        facts.ingredientsAnalysis.some((t) => /vegan|vegetarian/.test(t)) && analysis.ingredientsKnown
          ? 'High'
          : analysis.ingredientsKnown || animal.contains === 'yes'
            ? 'Medium'
            : 'Low',
      animal_welfare: welfareLabel
        ? 'Medium'
        : animalContentAnswer(animal) === 'no' && analysis.ingredientsKnown
          ? 'High'
          : 'Low',
    },
    labor_practices: labor,
    // Every analysis yields one animal-testing and one animal-content finding.
    animal_testing: testing!,
    animal_welfare: welfare!,
    animal_derived_content: {
      // "no" only when every ingredient is known to be plant or mineral; "maybe" names what could be animal.
      contains_animal_ingredients: animalContentAnswer(animal),
      vegan: animal.vegan.status,
      vegetarian: animal.vegetarian.status,
      // A vegan "no" can sit beside a vegetarian "maybe" (milk, and "Hühnereiweiß": egg white or chicken protein).
      uncertain_ingredients:
        animal.vegan.status !== 'no'
          ? animal.vegan.because
          : animal.vegetarian.status === 'maybe' || animal.vegetarian.status === 'unknown'
            ? animal.vegetarian.because
            : [],
      animal_product_type: animal.types,
      evidence: [...new Set(animal.evidence.map((e) => v.evidence(e)))],
    },
    social_impact: social,
    overall_summary: summary,
    certifications: certificationsOf(ethicalLabels, undefined, heldCertifications(findings), v, facts),
    ...(scored ? { score: clampScore(score), grade: gradeOf(clampScore(score)) } : {}),
    ...(companyBlock ? { company_ethical_initiatives: companyBlock } : {}),
  };
}
