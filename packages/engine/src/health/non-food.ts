import type { AllergenId, HealthSection, Preferences, Source } from '@clearcart/contracts';
import type { CosmeticSubstance, HazardStatement, SkinSensitiser } from '@clearcart/knowledge';
import type { Analysis } from '../analyse.ts';
import { printedStatement, type InciIngredient } from '../cosmetics/inci.ts';
import { certificationsOf, reliabilityOf, uniqueSources } from '../common.ts';
import { recommendationTexts, type Alerts, type FindingBase, type Recommendation } from '../findings.ts';
import type { Voice } from '../i18n/voice.ts';
import { fold } from '../text.ts';
import {
  ALLERGEN_NAMES,
  avoidedIngredients,
  notVegetarianNames,
  sensitivitiesUnknown,
  sensitivityOf,
  type PersonalHealthFinding,
} from './findings.ts';
import { allergenName, renderPersonalHealth } from './section.ts';

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

/** What a labelled fragrance allergen does, when the knowledge says nothing else of it. */
const PERFUMING = 'Perfuming';

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
      substance?.function ?? sensitiser?.function ?? role?.function ?? (fragrance ? PERFUMING : undefined);
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
      name: ALLERGEN_NAMES[allergen],
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
      (f.code === 'substance' &&
        sensitivityOf(f.written, f.substance.sensitivity, f.severity, prefs, f.substance.function)) ||
      (f.code === 'skin_sensitiser' && sensitivityOf(f.written, 'preservatives', f.severity, prefs));
    if (sensitive) out.push(sensitive);
  }
  out.push(...avoidedIngredients(analysis, prefs));
  out.push(...sensitivitiesUnknown(analysis, prefs, out));
  // A vegan shopper avoids animal-derived cosmetics too (beeswax, lanolin, carmine).
  // An animal ingredient that may be there, or a list not read, is said too, never left as a "fits".
  const { animal } = analysis;
  const diets = new Set(prefs.health.dietary_restrictions);
  const because = (b: readonly string[]) => b.slice(0, 3);
  if (diets.has('vegan') && animal.contains === 'yes')
    out.push({ code: 'diet', diet: 'vegan', presence: 'contains', because: animal.types });
  else if (diets.has('vegan') && (animal.vegan.status === 'maybe' || animal.vegan.status === 'unknown'))
    out.push({ code: 'diet', diet: 'vegan', presence: animal.vegan.status, because: because(animal.vegan.because) });
  if (diets.has('vegetarian') && animal.contains === 'yes' && animal.nonVegetarian)
    out.push({ code: 'diet', diet: 'vegetarian', presence: 'contains', because: notVegetarianNames(analysis) });
  else if (
    diets.has('vegetarian') &&
    !animal.nonVegetarian &&
    (animal.vegetarian.status === 'maybe' || animal.vegetarian.status === 'unknown')
  )
    out.push({
      code: 'diet',
      diet: 'vegetarian',
      presence: animal.vegetarian.status,
      because: because(animal.vegetarian.because),
    });
  return out;
}

/** "Skin sensitiser — may cause an allergic skin reaction (H317). The EU classifies it so (…). Wear gloves; …" */
const sensitiserNote = (sensitiser: SkinSensitiser, hazard: HazardStatement, v: Voice): string =>
  v.m.nonFood.sensitiser({
    statement: v
      .text(hazard.statement)
      .replace(/^./, (c) => c.toLowerCase())
      .replace(/\.$/, ''),
    code: hazard.code,
    classification: v.text(sensitiser.classification),
    atHome: v.text(hazard.atHome),
  });

/** A printed hazard statement in the report's language (the statement's English, without its "(name of …)" blank). */
const printed = (hazard: HazardStatement, v: Voice) => v.text(printedStatement(hazard.statement));

/** "hexyl_cinnamal" → "Hexyl cinnamal". */
const readable = (id: string): string => {
  const words = id.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Articles, not mixtures, in the app's languages: a toothbrush, a razor, a device. */
const ARTICLE =
  /(^| )(toothbrush(es)?|tooth brush(es)?|razors?|shavers?|epilators?|hair ?dryers?|combs?|devices?|zahnburste|rasierer|brosse a dents|rasoir|cepillo de dientes|maquinilla|spazzolino|rasoio|tandenborstel|scheerapparaat)( |$)/;

/**
 * The Health section of a cosmetic or household product: what its INCI list shows for skin and lungs —
 * fragrance allergens, food allergens under their botanical names, substances of concern with the regulator's words,
 * what notable ingredients do — in the spec's shapes. Never the food allergen grid "unknown", never a grade.
 */

export function nonFoodHealthSection(
  analysis: Analysis,
  prefs: Preferences | undefined,
  alerts: Alerts,
  v: Voice,
): HealthSection {
  const findings = nonFoodHealthFindings(analysis);
  return renderNonFoodHealth(analysis, findings, personaliseNonFoodHealth(findings, analysis, prefs), alerts, v);
}

export function renderNonFoodHealth(
  analysis: Analysis,
  findings: readonly NonFoodHealthFinding[],
  personal: readonly PersonalHealthFinding[],
  alerts: Alerts,
  v: Voice,
): HealthSection {
  const { facts } = analysis;
  const m = v.m.nonFood;
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
      notes: mine ? `${notes} ${v.m.health.sensitivitySet(mine)}` : notes,
      highlighted: level === 'high' || mine !== undefined,
      sources: [...found],
    };
    sources.push(...found);
    return mine;
  };

  for (const f of findings) {
    switch (f.code) {
      case 'food_allergen': {
        const name = allergenName(ALLERGEN_NAMES[f.allergen], v);
        const notes = v.m.allergens.comesFrom({ written: f.written, name });
        allergens[f.allergen] = { status: 'yes', severity: 'high', notes, highlighted: false };
        sources.push(...f.sources);
        break;
      }
      case 'fragrance_allergen':
        fragranceAllergens[f.id] = {
          status: 'yes',
          severity: 'medium',
          notes: `${m.fragranceAllergen}${chemicals ? ` ${m.chemicalsSet(chemicals.slider)}` : ''}`,
          highlighted: chemicals !== undefined,
        };
        sources.push(...f.sources);
        fragrance.push(readable(f.id).toLowerCase());
        break;
      case 'substance': {
        const { substance, written } = f;
        const status = v.text(substance.status);
        const mine = concernOf(written, `${v.text(substance.concern)} ${status}`, substance.hazard, f.sources);
        flagged.push(written);
        if (mine)
          alerts.raise(
            `substance:${substance.id}`,
            substance.hazard,
            m.sensitiveAlert({ name: written, sensitivity: mine.sensitivity }),
          );
        if (substance.hazard === 'high')
          recommendations.push({ advice: 'caution', text: m.substanceCaution({ name: written, status }) });
        break;
      }
      case 'skin_sensitiser': {
        const { sensitiser, written, hazard } = f;
        const level = f.severity === 'none' ? 'low' : f.severity;
        const mine = concernOf(written, sensitiserNote(sensitiser, hazard, v), level, f.sources);
        sensitisers.push(written);
        if (mine)
          alerts.raise(
            `sensitiser:${sensitiser.id}`,
            level,
            m.sensitiserAlert({ name: written, sensitivity: mine.sensitivity }),
          );
        break;
      }
      case 'hazard_statement': {
        // The CLP hazard statements the pack prints (household products), with what each means at home.
        const { hazard } = f;
        const atHome = v.text(hazard.atHome);
        concerns[`${hazard.code} ${printed(hazard, v).replace(/\.$/, '')}`] = {
          status: hazard.hazard,
          severity: hazard.hazard,
          notes: `${hazard.pictogram === 'none' ? '' : m.pictogram(v.text(hazard.pictogram))}${atHome}`,
          highlighted: hazard.hazard === 'high',
          sources: [...f.sources],
        };
        sources.push(...f.sources);
        hazards.push(hazard.code);
        if (hazard.hazard === 'high')
          recommendations.push({ advice: 'caution', text: m.hazardCaution({ statement: printed(hazard, v), atHome }) });
        break;
      }
      case 'inci_ingredient': {
        const { item, substance } = f;
        const notes = [
          substance
            ? `${v.text(substance.concern)} ${v.text(substance.status)}`
            : f.sensitiser && f.hazard
              ? sensitiserNote(f.sensitiser, f.hazard, v)
              : f.fragrance
                ? m.labelledFragrance
                : '',
          item.nano ? m.nano : '',
          item.mayContain ? m.someShades : '',
        ].filter(Boolean);
        notable.push({
          name: item.text,
          purpose: f.purpose === PERFUMING ? m.perfuming : v.text(f.purpose),
          concerns: notes.join(' '),
          highlighted: f.severity === 'high',
          ...(f.sources.length > 0 ? { sources: [...f.sources] } : {}),
        });
        sources.push(...f.sources);
        break;
      }
      case 'no_ingredient_list':
        summary.push(m.noIngredientList);
        // A device is no mixture: its pack lists no ingredients to check (blind audit 39: an electric toothbrush).
        if (!ARTICLE.test(fold(`${facts.name} ${facts.category}`)))
          recommendations.push({ advice: 'check', text: m.checkIngredientList });
        break;
    }
  }
  if (fragrance.length > 0) {
    summary.unshift(m.fragranceSummary(fragrance));
    // The law that has them named is the product's own: the Detergents Regulation's 0.01 % for a household product
    // (Annex VII A), not the cosmetics thresholds (blind audit 105).
    const detergentRule =
      facts.kind === 'household' ? analysis.index.knowledge.cosmetics?.detergentFragrances : undefined;
    recommendations.push({
      advice: 'caution',
      text: detergentRule ? m.fragranceCautionDetergent(fragrance) : m.fragranceCaution(fragrance),
    });
    if (detergentRule) sources.push(...detergentRule.sources);
    // The alert names three and counts the rest: never fewer than the Health tab names (blind audit 101).
    if (chemicals)
      alerts.raise('fragrance-allergens', 'medium', m.fragranceAlert(fragrance.slice(0, 3), fragrance.length - 3));
  }
  if (flagged.length > 0) summary.push(m.substances(flagged));
  // What the pack prints comes before what we read from its list.
  if (hazards.length > 0) summary.push(m.hazards(hazards));
  if (sensitisers.length > 0) summary.push(m.sensitisers(sensitisers));
  if (
    analysis.ingredientsKnown &&
    fragrance.length === 0 &&
    flagged.length === 0 &&
    hazards.length === 0 &&
    sensitisers.length === 0
  )
    summary.push(m.nothingTracked);
  summary.unshift(m.notScored);

  // The allergens the shopper avoids: those in the list, ruled out by it, or not knowable without one.
  for (const p of personal) {
    if (p.code !== 'avoided_allergen' || p.presence === 'contains' || allergens[p.allergen]) continue;
    allergens[p.allergen] =
      p.presence === 'absent'
        ? { status: 'no', severity: 'high', notes: v.m.allergens.notFound, highlighted: false }
        : {
            status: 'unknown',
            // As its alert says: an allergen that cannot be ruled out is a low alert.
            severity: 'low',
            notes: v.m.allergens.unknown,
            highlighted: false,
          };
  }
  Object.assign(allergens, fragranceAllergens);
  renderPersonalHealth(personal, { food: false, allergens, concerns, notable, recommendations, alerts, v });

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
    certifications: certificationsOf(analysis.labels, 'health', [], v, analysis.facts),
  };
}
