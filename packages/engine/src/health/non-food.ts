import type { AllergenId, HealthSection, Preferences, Source } from '@clearcart/contracts';
import type { CosmeticSubstance, HazardStatement, SkinSensitiser } from '@clearcart/knowledge';
import type { Analysis } from '../analyse.ts';
import { printedStatement, type InciIngredient } from '../cosmetics/inci.ts';
import { certificationsOf, reliabilityOf, uniqueSources } from '../common.ts';
import { recommendationTexts, type Alerts, type FindingBase, type Recommendation } from '../findings.ts';
import { fold, listing } from '../text.ts';
import { ALLERGEN_NAMES, avoidedIngredients, sensitivityOf, type PersonalHealthFinding } from './findings.ts';
import { renderPersonalHealth } from './section.ts';

type AllergenEntry = HealthSection['allergens'][string];
type ConcernEntry = HealthSection['health_concerns'][string];
type NotableIngredient = HealthSection['ingredients']['notable_ingredients'][number];

/** What the INCI list of a cosmetic or household product shows for skin, eyes and lungs. */
export type NonFoodHealthFinding = FindingBase &
  (
    | { code: 'food_allergen'; allergen: AllergenId; written: string }
    | { code: 'fragrance_allergen'; id: string; written: string }
    | { code: 'substance'; substance: CosmeticSubstance; written: string }
    | { code: 'hazard_statement'; hazard: HazardStatement }
    /**
     * Household products: an ingredient the CLP Regulation classifies as a skin sensitiser, with the H317 statement
     * (its words and what it means at home come from the hazard-statement table, so both read alike).
     */
    | { code: 'skin_sensitiser'; sensitiser: SkinSensitiser; written: string; hazard: HazardStatement }
    /** An ingredient the knowledge explains (what it does), with what is notable about it. */
    | {
        code: 'inci_ingredient';
        item: InciIngredient;
        purpose: string;
        substance?: CosmeticSubstance;
        /** A household product's skin sensitiser, with the H317 statement. */
        sensitiser?: SkinSensitiser;
        hazard?: HazardStatement;
        fragrance: boolean;
      }
    | { code: 'no_ingredient_list' }
  );

/** The health findings of a cosmetic or household product. */
export function nonFoodHealthFindings(analysis: Analysis): NonFoodHealthFinding[] {
  const inci = analysis.inci;
  const found: NonFoodHealthFinding[] = [];
  // Food allergens under their botanical names, or in plain words ("sweet almond oil").
  const allergens = new Map<AllergenId, { written: string; sources: readonly Source[] }>();
  for (const f of inci?.foodAllergens ?? []) allergens.set(f.allergen, f);
  for (const [id, finding] of analysis.allergens) {
    const written = finding.revealedBy[0]?.segment ?? finding.declared[0];
    if (written && !allergens.has(id)) allergens.set(id, { written, sources: finding.knowledge?.sources ?? [] });
  }
  for (const [allergen, { written, sources }] of allergens)
    found.push({ code: 'food_allergen', allergen, written, severity: 'high', sources });
  for (const f of inci?.fragranceAllergens ?? [])
    found.push({ code: 'fragrance_allergen', id: f.id, written: f.written, severity: 'medium', sources: f.sources });
  // A household product is read against the CLP Regulation, not the Cosmetics Regulation: a skin sensitiser it lists
  // is said once, as the CLP classifies it, instead of with the cosmetics rules for the same ingredient.
  const h317 = analysis.index.knowledge.cosmetics?.hazardStatements.find((h) => h.code === 'H317');
  const sensitisers = analysis.facts.kind === 'household' && h317 ? (inci?.skinSensitisers ?? []) : [];
  for (const { sensitiser, written } of sensitisers)
    found.push({
      code: 'skin_sensitiser',
      sensitiser,
      written,
      hazard: h317!,
      severity: h317!.hazard,
      sources: uniqueSources([...sensitiser.sources, ...h317!.sources]),
    });
  // Every name the CLP reading knows: a substance all of whose names are among them is the same ingredient, which
  // the sensitiser matcher has found under the same names (MIT, CMIT).
  const clpNames = new Set(
    analysis.index.knowledge.cosmetics?.skinSensitisers?.flatMap((e) => e.names.map((n) => fold(n))) ?? [],
  );
  const covered = (substance: CosmeticSubstance) =>
    sensitisers.length > 0 && substance.names.every((n) => clpNames.has(fold(n)));
  for (const { substance, written } of inci?.substances ?? [])
    if (substance.tab === 'health' && !covered(substance))
      found.push({ code: 'substance', substance, written, severity: substance.hazard, sources: substance.sources });
  for (const hazard of inci?.hazardStatements ?? [])
    if (hazard.tab === 'health')
      found.push({ code: 'hazard_statement', hazard, severity: hazard.hazard, sources: hazard.sources });
  for (const item of inci?.ingredients ?? []) {
    const listed = inci?.substances.find((s) => s.written === item.text)?.substance;
    const substance = listed && !covered(listed) ? listed : undefined;
    const sensitiser = sensitisers.find((s) => s.written === item.text)?.sensitiser;
    const fragrance = inci?.fragranceAllergens.some((f) => f.written === item.text) ?? false;
    const role = inci?.functions.get(item.text);
    const purpose =
      substance?.function ?? sensitiser?.function ?? role?.function ?? (fragrance ? 'Perfuming' : undefined);
    if (!purpose) continue;
    found.push({
      code: 'inci_ingredient',
      item,
      purpose,
      ...(substance ? { substance } : {}),
      ...(sensitiser && h317 ? { sensitiser, hazard: h317 } : {}),
      fragrance,
      severity: substance?.hazard ?? (sensitiser ? h317!.hazard : 'none'),
      sources: substance?.sources ?? (sensitiser ? [...sensitiser.sources] : undefined) ?? role?.sources ?? [],
    });
  }
  if (!analysis.ingredientsKnown) found.push({ code: 'no_ingredient_list', severity: 'low', sources: [] });
  return found;
}

/** Read a cosmetic's findings against the preferences: allergens avoided, sensitivities, avoid list, vegan. */
export function personaliseNonFoodHealth(
  findings: readonly NonFoodHealthFinding[],
  analysis: Analysis,
  prefs: Preferences | undefined,
): PersonalHealthFinding[] {
  if (!prefs) return [];
  const out: PersonalHealthFinding[] = [];
  const present = new Map(findings.flatMap((f) => (f.code === 'food_allergen' ? [[f.allergen, f.written]] : [])));
  for (const allergen of prefs.health.allergens) {
    const written = present.get(allergen);
    out.push({
      code: 'avoided_allergen',
      allergen,
      name: ALLERGEN_NAMES[allergen].toLowerCase(),
      presence: written ? 'contains' : analysis.ingredientsKnown ? 'absent' : 'unknown',
      ...(written ? { written } : {}),
    });
  }
  // Fragrance allergens count against the chemicals slider as a medium concern.
  const fragrance = findings.some((f) => f.code === 'fragrance_allergen');
  const chemicals = fragrance ? sensitivityOf('fragrance', 'chemicals', 'medium', prefs) : undefined;
  if (chemicals) out.push(chemicals);
  for (const f of findings) {
    // Skin sensitisers are preservatives (isothiazolinones): they answer to the preservatives slider.
    const sensitive =
      (f.code === 'substance' && sensitivityOf(f.written, f.substance.sensitivity, f.severity, prefs)) ||
      (f.code === 'skin_sensitiser' && sensitivityOf(f.written, 'preservatives', f.severity, prefs));
    if (sensitive) out.push(sensitive);
  }
  out.push(...avoidedIngredients(analysis, prefs));
  // A vegan shopper avoids animal-derived cosmetics too (beeswax, lanolin, carmine).
  if (prefs.health.dietary_restrictions.includes('vegan') && analysis.animal.contains === 'yes')
    out.push({ code: 'diet', diet: 'vegan', presence: 'contains', because: analysis.animal.types });
  return out;
}

const FRAGRANCE_ALLERGEN_NOTE = 'A fragrance allergen, named on the label.';
/** Said once, in the recommendation, not under every allergen. */
const FRAGRANCE_LABELLING =
  'EU law has fragrance allergens named above 0.001 % in leave-on and 0.01 % in rinse-off products, so that people sensitised to one can avoid it';

/** "Skin sensitiser — may cause an allergic skin reaction (H317). The EU classifies it so (…). Wear gloves; …" */
const sensitiserNote = (sensitiser: SkinSensitiser, hazard: HazardStatement): string =>
  `Skin sensitiser — ${hazard.statement.replace(/^./, (c) => c.toLowerCase()).replace(/\.$/, '')} (${hazard.code}). ${sensitiser.classification} ${hazard.atHome}`;

/** "a preservatives", "an artificial additives": a slider's name in words, with its article. */
const aSensitivity = (s: string) => `${/^[aeiou]/.test(s) ? 'an' : 'a'} ${s.replace(/_/g, ' ')}`;

/** "hexyl_cinnamal" → "Hexyl cinnamal". */
const readable = (id: string): string => {
  const words = id.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The Health section of a cosmetic or household product (issue 18): what its INCI list shows for skin and lungs —
 * fragrance allergens, food allergens under their botanical names, substances of concern with the regulator's words,
 * what notable ingredients do — in the spec's shapes. Never the food allergen grid "unknown", never a grade.
 */
export function nonFoodHealthSection(
  analysis: Analysis,
  prefs: Preferences | undefined,
  alerts: Alerts,
): HealthSection {
  const findings = nonFoodHealthFindings(analysis);
  return renderNonFoodHealth(analysis, findings, personaliseNonFoodHealth(findings, analysis, prefs), alerts);
}

export function renderNonFoodHealth(
  analysis: Analysis,
  findings: readonly NonFoodHealthFinding[],
  personal: readonly PersonalHealthFinding[],
  alerts: Alerts,
): HealthSection {
  const { facts } = analysis;
  const recommendations: Recommendation[] = [];
  const sources: (Source | undefined)[] = [...facts.sources];
  const summary: string[] = [];
  const allergens: Record<string, AllergenEntry> = {};
  // Listed after the food allergens, as the label lists them apart.
  const fragranceAllergens: Record<string, AllergenEntry> = {};
  const concerns: Record<string, ConcernEntry> = {};
  const notable: NotableIngredient[] = [];
  const sensitive = new Map(personal.flatMap((p) => (p.code === 'sensitivity' ? [[p.subject, p] as const] : [])));
  const fragrance: string[] = [];
  const flagged: string[] = [];
  const hazards: string[] = [];
  const sensitisers: string[] = [];
  const chemicals = sensitive.get('fragrance');
  /** A concern line for an ingredient as written, noting the shopper's sensitivity to it; returns that sensitivity. */
  const concernOf = (written: string, notes: string, level: 'high' | 'medium' | 'low', found: readonly Source[]) => {
    const mine = sensitive.get(written);
    concerns[written] = {
      status: level,
      severity: level,
      notes: mine ? `${notes} You set ${aSensitivity(mine.sensitivity)} sensitivity of ${mine.slider}.` : notes,
      highlighted: level === 'high' || mine !== undefined,
      sources: [...found],
    };
    sources.push(...found);
    return mine;
  };

  for (const f of findings) {
    switch (f.code) {
      case 'food_allergen': {
        const name = ALLERGEN_NAMES[f.allergen].toLowerCase();
        const notes = `The ingredient "${f.written}" comes from ${name}.`;
        allergens[f.allergen] = { status: 'yes', severity: 'high', notes, highlighted: false };
        sources.push(...f.sources);
        break;
      }
      case 'fragrance_allergen':
        fragranceAllergens[f.id] = {
          status: 'yes',
          severity: 'medium',
          notes: `${FRAGRANCE_ALLERGEN_NOTE}${chemicals ? ` You set a chemicals sensitivity of ${chemicals.slider}.` : ''}`,
          highlighted: chemicals !== undefined,
        };
        sources.push(...f.sources);
        fragrance.push(readable(f.id).toLowerCase());
        break;
      case 'substance': {
        const { substance, written } = f;
        const mine = concernOf(written, `${substance.concern} ${substance.status}`, substance.hazard, f.sources);
        flagged.push(written);
        if (mine)
          alerts.raise(
            `substance:${substance.id}`,
            substance.hazard,
            `Contains ${written} — you are sensitive to ${mine.sensitivity}`,
          );
        if (substance.hazard === 'high')
          recommendations.push({ advice: 'caution', text: `Caution: contains ${written}. ${substance.status}` });
        break;
      }
      case 'skin_sensitiser': {
        const { sensitiser, written, hazard } = f;
        const level = f.severity === 'none' ? 'low' : f.severity;
        const mine = concernOf(written, sensitiserNote(sensitiser, hazard), level, f.sources);
        sensitisers.push(written);
        if (mine)
          alerts.raise(
            `sensitiser:${sensitiser.id}`,
            level,
            `Contains ${written}, a skin sensitiser — you are sensitive to ${mine.sensitivity}`,
          );
        break;
      }
      case 'hazard_statement': {
        // The CLP hazard statements the pack prints (household products), with what each means at home.
        const { hazard } = f;
        concerns[`${hazard.code} ${printedStatement(hazard.statement).replace(/\.$/, '')}`] = {
          status: hazard.hazard,
          severity: hazard.hazard,
          notes: `${hazard.pictogram === 'none' ? '' : `Pictogram ${hazard.pictogram}. `}${hazard.atHome}`,
          highlighted: hazard.hazard === 'high',
          sources: [...f.sources],
        };
        sources.push(...f.sources);
        hazards.push(hazard.code);
        if (hazard.hazard === 'high')
          recommendations.push({
            advice: 'caution',
            text: `Caution: ${printedStatement(hazard.statement)} ${hazard.atHome}`,
          });
        break;
      }
      case 'inci_ingredient': {
        const { item, substance } = f;
        const notes = [
          substance
            ? `${substance.concern} ${substance.status}`
            : f.sensitiser && f.hazard
              ? sensitiserNote(f.sensitiser, f.hazard)
              : f.fragrance
                ? 'A labelled fragrance allergen.'
                : '',
          item.nano ? 'Present as a nanomaterial (labelled "nano").' : '',
          item.mayContain ? 'In some shades only ("may contain").' : '',
        ].filter(Boolean);
        notable.push({
          name: item.text,
          purpose: f.purpose,
          concerns: notes.join(' '),
          highlighted: f.severity === 'high',
          ...(f.sources.length > 0 ? { sources: [...f.sources] } : {}),
        });
        sources.push(...f.sources);
        break;
      }
      case 'no_ingredient_list':
        summary.push('No ingredient list on record.');
        recommendations.push({ advice: 'check', text: 'Check the ingredient list on the pack: none is on record.' });
        break;
    }
  }
  if (fragrance.length > 0) {
    summary.unshift(
      `Contains ${fragrance.length} fragrance allergen${fragrance.length > 1 ? 's' : ''} (${listing(fragrance)}).`,
    );
    recommendations.push({
      advice: 'caution',
      text: `Caution if your skin reacts to fragrance: it contains ${listing(fragrance)}. ${FRAGRANCE_LABELLING}.`,
    });
    if (chemicals)
      alerts.raise(
        'fragrance-allergens',
        'medium',
        `Contains fragrance allergens (${listing(fragrance.slice(0, 3))}) — you are sensitive to chemicals`,
      );
  }
  if (flagged.length > 0) summary.push(`Substances of concern: ${listing(flagged)}.`);
  // What the pack prints comes before what we read from its list.
  if (hazards.length > 0) summary.push(`Hazard statements on the pack: ${listing(hazards)}.`);
  if (sensitisers.length > 0)
    summary.push(
      `Skin sensitiser${sensitisers.length > 1 ? 's' : ''}: ${listing(sensitisers)} (may cause an allergic skin reaction).`,
    );
  if (
    analysis.ingredientsKnown &&
    fragrance.length === 0 &&
    flagged.length === 0 &&
    hazards.length === 0 &&
    sensitisers.length === 0
  )
    summary.push('No labelled fragrance allergen and no substance of concern we track in its ingredient list.');
  summary.unshift('Not enough data to score: health ratings cover foods and drinks.');

  // The allergens the shopper avoids: those in the list, ruled out by it, or not knowable without one.
  for (const p of personal) {
    if (p.code !== 'avoided_allergen' || p.presence === 'contains' || allergens[p.allergen]) continue;
    allergens[p.allergen] =
      p.presence === 'absent'
        ? { status: 'no', severity: 'high', notes: 'Not found in the ingredient list.', highlighted: false }
        : {
            status: 'unknown',
            // As its alert says: an allergen that cannot be ruled out is a low alert.
            severity: 'low',
            notes: 'No ingredient list on record, so it cannot be ruled out.',
            highlighted: false,
          };
  }
  Object.assign(allergens, fragranceAllergens);
  renderPersonalHealth(personal, { food: false, allergens, concerns, notable, recommendations, alerts });

  const completeness = analysis.completeness;
  return {
    impact_summary: summary.slice(0, 3).join(' '),
    recommendations: recommendationTexts(recommendations),
    reliability: reliabilityOf([completeness.ingredients, completeness.labels, completeness.category]),
    sources: uniqueSources([
      ...sources,
      ...analysis.labels.filter((l) => l.tabs.includes('health')).flatMap((l) => l.sources),
    ]),
    data_confidence: {
      allergens: analysis.ingredientsKnown ? 'High' : 'Low',
      ingredients: analysis.ingredientsKnown ? 'High' : 'Low',
    },
    allergens,
    health_concerns: concerns,
    ingredients: { list: analysis.ingredientList, notable_ingredients: notable },
    certifications: certificationsOf(analysis.labels, 'health'),
  };
}
