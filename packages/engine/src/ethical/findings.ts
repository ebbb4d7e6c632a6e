import { europeanOrigin } from '@clearcart/text';
import type { Preferences, Source } from '@clearcart/contracts';
import type { CommodityKnowledge, LabelKnowledge } from '@clearcart/knowledge';
import type { AnimalContent, Analysis } from '../analyse.ts';
import type { CompanyCertification } from '../common.ts';
import { animalTestingPolicy, companyCertifications, type Ownership } from '../company.ts';
import { commodityRisks } from '../environmental/findings.ts';
import type { FindingBase } from '../findings.ts';
import { farmingClaims, isOrganicScheme, isWelfareLabel, type FarmingClaim } from './animal-welfare.ts';

export const EU_COSMETICS_REGULATION: Source = {
  title: 'Regulation (EC) No 1223/2009 on cosmetic products (EUR-Lex)',
  url: 'https://eur-lex.europa.eu/eli/reg/2009/1223/oj',
};

/** What the facts show for the ethical tab, before any preference or sentence. */
export type EthicalFinding = FindingBase &
  /** An ingredient whose commodity carries a medium or high child- or forced-labour risk, and the label that addresses it. */
  (
    | {
        code: 'labour_risk';
        commodity: CommodityKnowledge;
        segment: string;
        mitigatedBy?: LabelKnowledge;
        /** A fair-trade claim on record that names no certification scheme: said, never counted as addressing it. */
        claimedBy?: LabelKnowledge;
        /** Listed from some origins only, and the product's is not on record: possible, not found. */
        byOrigin?: true;
        /**
         * Listed from some origins only, and the record gives the product's ingredients an origin from which the list
         * names no good (a European one, `europeanOrigin`): not found, as written (blind audit 104: "Italia").
         */
        originOnRecord?: string;
        /**
         * A risk possible by origin where the record gives an origin that does not settle it (a fishing area, a
         * country the list names, "Italia e altri"): said with that origin, never "not on record" (blind audit 115).
         */
        originUnsettled?: string;
      }
    /**
     * No list on record, (`unreadable`) one that could not be read, (`palm`) palm oil not ruled out, or (`unstated`) an
     * ingredient that may be a high-risk commodity ("sugar": cane or beet).
     */
    | {
        code: 'labour_unassessed';
        unreadable?: true;
        /** The list on record is not the whole list (a sweet drink that names nothing sweet). */
        partial?: true;
        /** The one part the list gives ("Filling"). */
        part?: string;
        palm?: NonNullable<Analysis['palmNotRuledOut']>;
        unstated?: Analysis['unstatedCommodities'][number];
      }
    | { code: 'labour_clear' }
    | {
        code: 'animal_testing';
        status: 'yes' | 'no' | 'unknown';
        /** Evidence: food (not tested as a product), a cruelty-free label, or the company's published policy. */
        basis: 'food' | 'label' | 'policy' | 'none';
        label?: LabelKnowledge;
        policy?: NonNullable<ReturnType<typeof animalTestingPolicy>>;
        /** The cruelty-free certification the company holds, which the certifications list names too. */
        certification?: CompanyCertification;
      }
    | {
        code: 'animal_content';
        animal: AnimalContent;
        welfareLabel?: LabelKnowledge;
        /** What the product's own facts claim about how its animals were kept ("grass-fed", "cage eggs"). */
        claims: FarmingClaim[];
      }
    | { code: 'label'; label: LabelKnowledge }
  );

export type Finding<C extends EthicalFinding['code']> = Extract<EthicalFinding, { code: C }>;

export const isFood = (analysis: Analysis) => analysis.facts.kind === 'food' || analysis.facts.kind === 'beverage';

/** Animal testing: food is not tested on animals as a product; cosmetics and household from labels and company policy. */
function animalTestingFinding(analysis: Analysis, ownership: Ownership | null): Finding<'animal_testing'> {
  if (isFood(analysis))
    return {
      code: 'animal_testing',
      status: 'no',
      basis: 'food',
      severity: 'none',
      sources: [EU_COSMETICS_REGULATION],
    };
  const label = analysis.labels.find((l) => l.satisfies.includes('cruelty_free'));
  if (label)
    return { code: 'animal_testing', status: 'no', basis: 'label', label, severity: 'none', sources: label.sources };
  const policy = animalTestingPolicy(ownership);
  const [certification] = companyCertifications(analysis.facts, analysis.labels, ownership, analysis.index);
  if (policy)
    return {
      code: 'animal_testing',
      status: policy.status,
      basis: 'policy',
      policy,
      ...(certification ? { certification } : {}),
      severity: policy.status === 'yes' ? 'high' : 'none',
      sources: [...policy.sources, ...(certification?.label.sources ?? [])],
    };
  return { code: 'animal_testing', status: 'unknown', basis: 'none', severity: 'none', sources: [] };
}

/** The ethical findings: labour risks, animal testing, animal content and welfare, and labels. */
export function ethicalFindings(analysis: Analysis, ownership: Ownership | null): EthicalFinding[] {
  const found: EthicalFinding[] = [];
  const risks = commodityRisks(analysis, 'laborRisk');
  const claim = analysis.labels.find((l) => l.satisfies.includes('fair_trade') && !l.thirdPartyVerified);
  const origin = analysis.facts.origins?.trim();
  const european = origin && europeanOrigin(origin) ? origin : undefined;
  /** A risk listed by country that no label addresses: possible, or cleared by a European origin on record. */
  const byCountry = (risk: (typeof risks)[number]) => !risk.mitigatedBy && risk.commodity.laborRiskByOrigin;
  for (const risk of risks)
    found.push({
      code: 'labour_risk',
      ...risk,
      ...(!risk.mitigatedBy && claim ? { claimedBy: claim } : {}),
      ...(byCountry(risk)
        ? european
          ? { originOnRecord: european }
          : { byOrigin: true as const, ...(origin ? { originUnsettled: origin } : {}) }
        : {}),
    });
  // A good that may be in it beside the risks found ("sucre": maybe cane sugar) is said with them, not lost behind them.
  const unstated = analysis.supplyChainKnown ? analysis.unstatedCommodities[0] : undefined;
  if (risks.length > 0 && unstated)
    found.push({
      code: 'labour_unassessed',
      unstated,
      severity: 'none',
      sources: unstated.commodity.laborSources ?? [],
    });
  // A risk the origin on record clears is said, and leaves the labour question where the rest of the list leaves it.
  if (risks.every((risk) => european && byCountry(risk)))
    found.push(
      analysis.palmNotRuledOut
        ? { code: 'labour_unassessed', palm: analysis.palmNotRuledOut, severity: 'none', sources: [] }
        : analysis.supplyChainKnown && analysis.unstatedCommodities[0]
          ? {
              code: 'labour_unassessed',
              unstated: analysis.unstatedCommodities[0],
              severity: 'none',
              sources: analysis.unstatedCommodities[0].commodity.laborSources ?? [],
            }
          : analysis.supplyChainKnown
            ? { code: 'labour_clear', severity: 'none', sources: [] }
            : {
                code: 'labour_unassessed',
                ...(analysis.listPart
                  ? { part: analysis.listPart }
                  : analysis.listPartial
                    ? { partial: true as const }
                    : analysis.ingredientsKnown
                      ? { unreadable: true as const }
                      : {}),
                severity: 'none',
                sources: [],
              },
    );
  found.push(animalTestingFinding(analysis, ownership));
  const animal = analysis.animal;
  // A welfare scheme first; else a certified organic scheme, whose livestock rules include welfare requirements.
  const welfareLabel =
    animal.contains === 'yes'
      ? (analysis.labels.find(isWelfareLabel) ?? analysis.labels.find(isOrganicScheme))
      : undefined;
  found.push({
    code: 'animal_content',
    animal,
    ...(welfareLabel ? { welfareLabel } : {}),
    claims: animal.contains === 'yes' ? farmingClaims(analysis.facts, analysis.labels) : [],
    severity: animal.contains === 'yes' && !welfareLabel ? 'medium' : 'none',
    sources: animal.sources,
  });
  for (const label of analysis.labels)
    if (label.tabs.includes('ethical')) found.push({ code: 'label', label, severity: 'none', sources: label.sources });
  return found;
}

/** What the shopper's ethical preferences make of the findings. */
export type PersonalEthicalFinding =
  | {
      code: 'animal_testing';
      stance: Preferences['ethical']['animal_testing'];
      status: 'yes' | 'unknown';
      /** The company whose policy is on record, when there is one: its policy, not "unknown", is what is said. */
      company?: string;
    }
  | {
      code: 'preferred_certification';
      wanted: string;
      metBy?: string;
      /** The certification that meets it is the company's, held for all its products, not read from the pack. */
      companyWide?: true;
      /** A label on record that claims it without an independent certification ("Fair trade (scheme not stated)"). */
      claimedBy?: string;
      /** A listing the company holds on its own pledge, not an audit (PETA's Beauty Without Bunnies). */
      listedBy?: string;
    };

export function personaliseEthical(
  findings: readonly EthicalFinding[],
  analysis: Analysis,
  prefs: Preferences | undefined,
): PersonalEthicalFinding[] {
  if (!prefs) return [];
  const out: PersonalEthicalFinding[] = [];
  const stance = prefs.ethical.animal_testing;
  const testing = findings.find((f): f is Finding<'animal_testing'> => f.code === 'animal_testing');
  if (testing?.status === 'yes' && (stance === 'strongly_avoid' || stance === 'prefer_avoid'))
    out.push({ code: 'animal_testing', stance, status: 'yes' });
  else if (testing?.status === 'unknown' && stance === 'strongly_avoid')
    out.push({
      code: 'animal_testing',
      stance,
      status: 'unknown',
      ...(testing.basis === 'policy' && testing.policy ? { company: testing.policy.company } : {}),
    });
  // A certification the company holds for all its products, verified and sourced in the knowledge (Leaping Bunny),
  // meets the preference as the pack's own would: the report lists it as verifying the pack (blind audit 20, finding 6).
  const held = testing?.status !== 'yes' ? testing?.certification : undefined;
  const heldVerified = held?.label.thirdPartyVerified && held.sources.length > 0 ? held.label : undefined;
  for (const wanted of prefs.ethical.certifications) {
    // Only an independently verified label meets a preference for a certification; a claim is said as a claim.
    const having = analysis.labels.find((l) => l.satisfies.includes(wanted) && l.thirdPartyVerified);
    const companyWide = !having && heldVerified?.satisfies.includes(wanted) ? heldVerified : undefined;
    const claimed = having || companyWide ? undefined : analysis.labels.find((l) => l.satisfies.includes(wanted));
    // A listing the brand holds on its own pledge (PETA's) is said as such, never "no such label" (blind audit 54).
    const listed = having || companyWide || claimed || !held?.label.satisfies.includes(wanted) ? undefined : held.label;
    out.push({
      code: 'preferred_certification',
      wanted,
      ...(having ? { metBy: having.name } : companyWide ? { metBy: companyWide.name, companyWide: true as const } : {}),
      ...(claimed ? { claimedBy: claimed.name } : {}),
      ...(listed ? { listedBy: listed.name } : {}),
    });
  }
  return out;
}
