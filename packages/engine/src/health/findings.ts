import type {
  AllergenId,
  AnimalProductType,
  Level,
  Nutriments,
  Preferences,
  ProductFacts,
  Source,
} from '@clearcart/contracts';
import { countryCode, EU_FOOD_LAW } from '@clearcart/text';
import type {
  AdditiveKnowledge,
  AllergenKnowledge,
  IngredientKnowledge,
  Knowledge,
  LabelKnowledge,
} from '@clearcart/knowledge';
import {
  alternativesOf,
  avoidedIn,
  GLUTEN_FREE_TAGS,
  labelMarkets,
  listGap,
  nameMentions,
  nameRulesOut,
  type AllergenFinding,
  type Analysis,
  type ListGap,
  type NotEvidence,
} from '../analyse.ts';
import { categoriesOf } from '../category.ts';
import { tagWords } from '../knowledge-index.ts';
import { sensitivityThreshold, type FindingBase } from '../findings.ts';
import { FOOD_SUPPLEMENT_SOURCE, isFoodSupplement } from './food-supplement.ts';
import type { AnimalEvidence } from '../i18n/params.ts';
import type { Voice } from '../i18n/voice.ts';
import { kindUntold } from '../facts/kind-from-words.ts';
import {
  bestNutriScore,
  hasKeyNutrient,
  NUTRI_SCORE_SOURCE,
  nutriScore,
  nutriScoreCategory,
  POLYOL_WORDS,
  preparedFiguresMissing,
  POLYOLS,
  type BestNutriScore,
  type NutriScore,
} from './nutri-score.ts';
import { FSA_SOURCE, portionOf, trafficLight, trafficLights, type TrafficLightResult } from './traffic-lights.ts';
import { anyKind, knowsWord, recognise, vocabularyIndex } from '../ingredient-analysis.ts';
import { eNumber, fold } from '../text.ts';
import {
  fibreInCarbohydrates,
  listed,
  nutritionInconsistencies,
  oilsOnly,
  saltRuledOut,
  ruledOutAtLeast,
  type ListFloor,
  type NutritionInconsistency,
} from './nutrition-consistency.ts';

export const EU_FIC_SOURCE: Source = {
  title: 'Regulation (EU) No 1169/2011 on the provision of food information to consumers, Annex III 4.1 (EUR-Lex)',
  url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32011R1169',
};

/** Annex III 4.1: drinks with more than 150 mg/l caffeine carry the warning (tea and coffee drinks excepted). */
export const CAFFEINE_WARNING_MG_PER_L = 150;
/** Caffeine in the languages of our markets, folded ("caféine", "Koffein", "cafeína", "caffeina", "cafeïne"). */
const CAFFEINE = /\b(caffeine|cafeine|koffein|cafeina|caffeina)\b/;
/** "caffeine 32 mg/100 ml", "Koffein: 32 mg / 100 ml" (a stated amount, per 100 ml). */
const CAFFEINE_AMOUNT =
  /\b(?:caffeine|cafeine|koffein|cafeina|caffeina)\b[^0-9]{0,40}(\d+(?:[.,]\d+)?) ?mg ?\/ ?100 ?ml/;
/** Tea and coffee drinks, whose caffeine is their own: Annex III 4.1 excepts them ("coffee", "tea" in the name). */
const TEA_OR_COFFEE_TAGS = ['en:coffees', 'en:teas', 'en:coffee-drinks', 'en:iced-teas', 'en:tea-based-beverages'];

/** The EU caffeine warning a drink needs, by its stated caffeine or, without an amount, as a listed-caffeine energy drink. */
export function caffeineWarning(
  facts: Pick<Analysis['facts'], 'kind' | 'perMl' | 'ingredientsText' | 'categoryTags' | 'name'>,
  /** The categories' parent links: a drink tagged only with a kind of iced tea is a tea drink. */
  knowledge?: Pick<Knowledge, 'categoryParents'>,
): FindingOf<'caffeine_warning'> | undefined {
  if (facts.kind !== 'beverage' && !facts.perMl) return undefined;
  const categories = categoriesOf(facts, knowledge);
  if (TEA_OR_COFFEE_TAGS.some((t) => categories.has(t))) return undefined;
  const text = fold(facts.ingredientsText ?? '');
  const stated = CAFFEINE_AMOUNT.exec(text);
  const base = { code: 'caffeine_warning' as const, severity: 'medium' as const, sources: [EU_FIC_SOURCE] };
  if (stated) {
    const mgPerL = Number(stated[1]!.replace(',', '.')) * 10;
    return mgPerL > CAFFEINE_WARNING_MG_PER_L ? { ...base, mgPerL } : undefined;
  }
  const energyDrink = categories.has('en:energy-drinks');
  return energyDrink && CAFFEINE.test(text) ? base : undefined;
}

export const NOVA_SOURCE: Source = {
  title: 'NOVA food classification (Monteiro et al.)',
  url: 'https://en.wikipedia.org/wiki/Nova_classification',
};

/** How Open Food Facts estimates nutrition from the ingredient list (CIQUAL values weighted by estimated shares). */
export const OFF_ESTIMATE_SOURCE: Source = {
  title: 'Open Food Facts, nutrition estimated from the ingredient list (ProductOpener::NutritionEstimation)',
  url: 'https://github.com/openfoodfacts/openfoodfacts-server/blob/main/lib/ProductOpener/NutritionEstimation.pm',
};

/** Shopper-facing names of the allergen ids, used when the knowledge lacks one. */
export const ALLERGEN_NAMES: Record<AllergenId, string> = {
  peanuts: 'Peanuts',
  tree_nuts: 'Tree nuts',
  dairy: 'Dairy (milk)',
  eggs: 'Eggs',
  wheat: 'Wheat',
  soy: 'Soy',
  fish: 'Fish',
  shellfish: 'Shellfish',
  sesame: 'Sesame',
  gluten: 'Gluten',
  celery: 'Celery',
  mustard: 'Mustard',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
  sulphites: 'Sulphites (sulphur dioxide)',
};

/** Whether a product contains an allergen: in it, on a "may contain" line, ruled out by the list, or not knowable. */
export type Presence = 'contains' | 'may_contain' | 'absent' | 'unknown';

type Sensitivity = NonNullable<AdditiveKnowledge['sensitivity']>;

/** What the facts of a food or drink show for health, before any preference or sentence. */
export type HealthFinding = FindingBase &
  (
    | {
        code: 'allergen';
        allergen: AllergenId;
        name: string;
        presence: Presence;
        /** Evidence: the allergen tags declared, and the ingredient or "may contain" text that shows it. */
        declared: string[];
        /**
         * The tags are the label's declaration: every country of sale on record has a law under which a label must
         * declare this allergen. Otherwise they are only on record (Open Food Facts reads them from the list too).
         */
        onLabel: boolean;
        segment?: string;
        /** A "may contain" from an ingredient that can bring it ("white wine": sulphites), as written. */
        carrier?: string;
        /** The year from which the market's law made labels name it inside the carrier (sesame, US: 2023). */
        carrierBefore?: string;
        /** Without an ingredient list: the diet fact that rules an animal allergen out ("… analysis: vegan"). */
        ruledOutBy?: AnimalEvidence;
        /** What the list shows that names it and is no evidence of it (blind audits 86, 87, 89). */
        notEvidence?: NotEvidence;
        /** Without a readable list: the name or category words that show it ("Sheep's milk yogurt"). */
        named?: string;
        /** … or the category that shows it ("en:yogurts"). */
        namedTag?: string;
        /** The ingredient list is on record but could not be read. */
        unreadable?: true;
        /**
         * Why a readable list does not rule it out: it emphasises an item no one can read (an allergen's mark the
         * report cannot name), or it is cut short on record; with the words that show it.
         */
        notRuledOut?: { by: 'emphasis' | 'cut' | 'part'; words: string };
        /** Contains by its category although the list on record, read, does not show it. */
        listSilent?: true;
        /** Wheat not known, where the record declares gluten and not the cereal it comes from (blind audits 62, 63). */
        glutenDeclared?: true;
        /** Not known: the name names a food usually made with it that the list read does not show ("praline"). */
        nameSuggests?: string;
      }
    | { code: 'no_ingredient_list' }
    | { code: 'nutrient_level'; light: TrafficLightResult; perMl: boolean }
    | { code: 'nutri_score'; nutri: NutriScore }
    /**
     * No Nutri-Score for want of a figure, and the best one the figures on record allow: the traffic-light stand-in is
     * never better (blind audit 13, a soda graded B for want of its energy).
     */
    | { code: 'nutri_score_at_best'; best: BestNutriScore }
    /** Scored as prepared only, and only the figures as sold on record: no grade (`preparedFiguresMissing`). */
    | { code: 'prepared_figures_missing' }
    /** A food or drink whose kind nothing on record tells: its figures are read by the food tables, and that is said. */
    /** `grades`: the Nutri-Score read as a food and as a drink, where they differ (then neither is given). */
    | { code: 'kind_untold'; grades?: { food: string; drink: string } }
    /** A food supplement: outside the nutrition declaration, so no Nutri-Score and no health score. */
    | { code: 'food_supplement' }
    /** OFF's published grade; `estimated` when it rests on OFF's estimate (no key nutrient from the label on record). */
    | { code: 'published_nutri_score'; grade: string; estimated: boolean }
    /** No key nutrient from the label on record, and OFF's estimate from the ingredient list: shown, never as measured. */
    | { code: 'estimated_nutrition'; nutriments: Nutriments; perMl: boolean }
    | { code: 'processing'; nova: number }
    /** `purpose`: what it does in this food (the class the list prints before it, else its usual one). */
    | { code: 'additive'; additive: AdditiveKnowledge; via: 'tag' | 'text'; evidence: string; purpose: string }
    | { code: 'ingredient'; ingredient: IngredientKnowledge; segment: string }
    | { code: 'label'; label: LabelKnowledge }
    /** Nutrition figures that contradict each other: said, and the nutrition confidence lowered. */
    | { code: 'nutrition_inconsistent'; problems: NutritionInconsistency[] }
    /**
     * A drink that needs the EU's caffeine warning: more than 150 mg/l stated in its text, or an energy drink that
     * lists caffeine without an amount (the warning's rule is said with it, the amount not claimed).
     */
    | { code: 'caffeine_warning'; mgPerL?: number }
  );

export type FindingOf<C extends HealthFinding['code']> = Extract<HealthFinding, { code: C }>;

/** Where the salt and sodium on record disagree, the greater of their two salts: the reading not counted. */
function saltOrElse(
  problems: readonly NutritionInconsistency[],
  best: BestNutriScore,
  counting: (salt: number) => BestNutriScore | null,
): { saltOrElse?: number; pointsOrElse?: number } {
  const pair = problems.find((p) => p.code === 'salt_sodium');
  if (pair?.code !== 'salt_sodium') return {};
  const greater = Math.max(pair.salt, pair.fromSodium);
  // Where the greater salt gives the same grade, with nothing else ruled out or missing, the grade is the product's
  // either way (blind audit 52: 28 or 31 points, E).
  const orElse = problems.length === 1 && best.missing.length === 0 ? counting(greater) : null;
  return { saltOrElse: greater, ...(orElse?.grade === best.grade ? { pointsOrElse: orElse.points } : {}) };
}

/**
 * The facts with the figures the list or the others rule out left out: they are not scored (`ruledOutAtLeast`,
 * `saltRuledOut`).
 */
function without(
  facts: ProductFacts,
  ruledOut: { sugars: boolean; salt: boolean; saturatedFat: boolean },
): ProductFacts {
  if (!facts.nutriments || (!ruledOut.sugars && !ruledOut.salt && !ruledOut.saturatedFat)) return facts;
  const { sugars, salt, saturatedFat, ...nutriments } = facts.nutriments;
  return {
    ...facts,
    nutriments: {
      ...nutriments,
      ...(ruledOut.sugars || sugars === undefined ? {} : { sugars }),
      ...(ruledOut.salt || salt === undefined ? {} : { salt }),
      ...(ruledOut.saturatedFat || saturatedFat === undefined ? {} : { saturatedFat }),
    },
  };
}

/**
 * Allergens that are animals or come from them, and the diet that excludes them: a product known to be vegan has no
 * milk or egg ingredient, and a vegetarian one no fish, crustacean or mollusc, list or no list.
 */
const EXCLUDED_BY_DIET: Partial<Record<AllergenId, 'vegan' | 'vegetarian'>> = {
  dairy: 'vegan',
  eggs: 'vegan',
  fish: 'vegetarian',
  shellfish: 'vegetarian',
  molluscs: 'vegetarian',
};

/** Why a readable list rules no allergen out: an emphasised item no one can read, or the list cut short on record. */
function notRuledOut(analysis: Analysis): { by: 'emphasis' | 'cut' | 'part'; words: string } | undefined {
  const emphasised = analysis.unreadEmphasis[0];
  if (emphasised) return { by: 'emphasis', words: emphasised };
  if (analysis.listPart) return { by: 'part', words: analysis.listPart };
  return analysis.listCut ? { by: 'cut', words: analysis.listCut } : undefined;
}

/** Whether the pack claims the food gluten-free, by its labels. */
const glutenFreeLabelled = (analysis: Analysis): boolean => analysis.facts.labels.some((l) => GLUTEN_FREE_TAGS.test(l));

/** Whether the product contains the allergen, and, when no list rules it out, the diet fact that does. */
function presenceOf(
  id: AllergenId,
  finding: AllergenFinding,
  analysis: Analysis,
): { presence: Presence; ruledOutBy?: AnimalEvidence } {
  if (finding.declared.length > 0 || finding.revealedBy.length > 0) return { presence: 'contains' };
  if (finding.traceTags.length > 0 || finding.traceWords.length > 0) return { presence: 'may_contain' };
  // An item that can bring it ("natural flavors") brings no gluten into a food the pack claims gluten-free, which the
  // law bounds whatever its items (blind audit 81); a precaution the pack prints still stands.
  if (finding.carriedBy.length > 0 && !(id === 'gluten' && glutenFreeLabelled(analysis)))
    return { presence: 'may_contain' };
  // The category says what it is, read list or not; with no list to read, the name says what it names too
  // (a sheep's-milk yogurt whose list is a scan of its lid is milk — this one can hurt someone).
  if (finding.namedByCategory || (!analysis.listReadable && finding.named.length > 0)) return { presence: 'contains' };
  // Not found is not absent where the list emphasises a word no one can read (it marks an allergen, blind audit 15) or
  // is cut short on record (blind audit 16): a diet or the category may still rule it out.
  if (analysis.listReadable && !notRuledOut(analysis) && !finding.nameSuggests) return { presence: 'absent' };
  const diet = EXCLUDED_BY_DIET[id];
  const { animal } = analysis;
  if (diet && (animal.vegan.status === 'yes' || (diet === 'vegetarian' && animal.vegetarian.status === 'yes'))) {
    // Cited by what makes it vegan or vegetarian, never by its animal content (a vegetarian mince's eggs rule out no
    // fish).
    const vegan = animal.vegan.status === 'yes';
    const proof = vegan ? animal.evidence.find((e) => e.kind === 'off_vegan' || e.kind === 'vegan_label') : undefined;
    return { presence: 'absent', ruledOutBy: proof ?? { kind: 'diet_product', diet: vegan ? 'vegan' : 'vegetarian' } };
  }
  // A gluten-free claim rules gluten out by law (Reg. (EU) No 828/2014: at most 20 mg/kg; blind audit 51), not wheat: a
  // wheat starch made gluten-free may be in it.
  if (id === 'gluten' && glutenFreeLabelled(analysis))
    return { presence: 'absent', ruledOutBy: { kind: 'gluten_free_label' } };
  // A water or a fresh fruit or vegetable is its one ingredient: there is nothing else to rule out.
  if (analysis.plainCategory)
    return { presence: 'absent', ruledOutBy: { kind: 'category', tag: analysis.plainCategory } };
  return { presence: 'unknown' };
}

/**
 * The countries whose labels follow each allergen law: Regulation (EU) No 1169/2011 in the EU and the EEA (and the
 * UK's retained copy of it), FALCPA in the United States. Elsewhere the report does not know which allergens a label
 * must declare.
 */
const ALLERGEN_LAW_COUNTRIES: Record<'eu' | 'us', readonly string[]> = {
  eu: EU_FOOD_LAW,
  us: ['us'],
};

/** Whether every country of sale on record (one at least) has a law under which a label must declare the allergen. */
function declaredByLaw(countries: readonly string[] | undefined, laws: readonly ('eu' | 'us')[]): boolean {
  const codes = (countries ?? []).map(countryCode);
  return (
    codes.length > 0 &&
    codes.every((code) => code !== undefined && laws.some((law) => ALLERGEN_LAW_COUNTRIES[law].includes(code)))
  );
}

/** The health findings of a food or drink: allergens, nutrition, processing, additives, ingredients and labels. */
export function healthFindings(analysis: Analysis): HealthFinding[] {
  const { facts } = analysis;
  const found: HealthFinding[] = [];
  const notRuled = notRuledOut(analysis);
  // Open Food Facts tags a declared wheat as gluten: a declared gluten makes wheat likely, not a low "can't tell".
  const glutenDeclared = (analysis.allergens.get('gluten')?.declared.length ?? 0) > 0;
  for (const [id, finding] of analysis.allergens) {
    const { presence, ruledOutBy } = presenceOf(id, finding, analysis);
    const segment = presence === 'contains' ? finding.revealedBy[0]?.segment : finding.traceWords[0]?.segment;
    const byName = presence === 'contains' && finding.declared.length === 0 && !segment;
    const named = byName ? finding.named[0]?.segment : undefined;
    const namedTag = byName && !named ? finding.namedByCategory : undefined;
    const traced = finding.traceTags.length > 0 || finding.traceWords.length > 0;
    const carrier = presence === 'may_contain' && !traced ? finding.carriedBy[0]?.segment : undefined;
    const namedSince = carrier ? finding.knowledge?.carriers?.namedSince : undefined;
    found.push({
      code: 'allergen',
      allergen: id,
      name: finding.knowledge?.name ?? ALLERGEN_NAMES[id],
      presence,
      severity: finding.knowledge?.severity ?? 'high',
      declared: finding.declared,
      onLabel: declaredByLaw(facts.countries, finding.knowledge?.declaredUnder ?? []),
      ...(segment ? { segment } : {}),
      ...(named ? { named } : {}),
      ...(namedTag ? { namedTag } : {}),
      ...(carrier ? { carrier } : {}),
      ...(namedSince ? { carrierBefore: namedSince.slice(0, 4) } : {}),
      ...(analysis.ingredientsKnown && !analysis.listReadable ? { unreadable: true as const } : {}),
      ...(presence === 'unknown' && notRuled ? { notRuledOut: notRuled } : {}),
      ...(namedTag && analysis.listReadable ? { listSilent: true as const } : {}),
      ...(id === 'wheat' && presence === 'unknown' && glutenDeclared ? { glutenDeclared: true as const } : {}),
      ...(presence === 'unknown' && finding.nameSuggests ? { nameSuggests: finding.nameSuggests } : {}),
      ...(ruledOutBy ? { ruledOutBy } : {}),
      ...(finding.notEvidence && presence !== 'contains' ? { notEvidence: finding.notEvidence } : {}),
      sources: [
        ...(finding.knowledge?.sources ?? []),
        ...(carrier
          ? carrierSources(finding.knowledge?.carriers, labelMarkets(facts.countries, facts.ingredientsText ?? ''))
          : []),
      ],
    });
  }
  // Whole fresh produce, and a food that is the one ingredient it is named after, need no list (1169/2011, Art. 19(1)(a)
  // and (e)): a water, a ground coffee.
  if (!analysis.ingredientsKnown && !analysis.wholeFood)
    found.push({ code: 'no_ingredient_list', severity: 'low', sources: [] });

  const problems = nutritionInconsistencies(facts.nutriments, {
    perMl: facts.perMl,
    alcoholic: categoriesOf(facts, analysis.index.knowledge).has('en:alcoholic-beverages'),
    sugarFloor: analysis.floors.sugars,
    totalCarbohydrate: fibreInCarbohydrates(facts.countries, facts.nutriments),
    sugaryFruit: analysis.sugaryFruit,
    saltListed: listed(analysis.ingredientList, 'salt'),
    servingGrams: facts.perMl ? undefined : portionOf(facts),
    fatFloor: analysis.listReadable && !analysis.listCut ? oilsOnly(analysis.ingredientList, facts.perMl) : undefined,
    polyols:
      analysis.additives.some((a) => POLYOLS.has(a.additive.code)) ||
      analysis.ingredientList.some((item) => POLYOL_WORDS.test(fold(item))),
  });
  // A sugars figure the list rules out (a fruit juice's 0 g beside its carbohydrates) is not scored as measured: the
  // lights, the Nutri-Score and the health score go on without it, and the best grade the list's bound allows is said
  // (blind audit 14, finding 3). So is a 0 g salt beside the salt the list names (blind audit 21, finding 1).
  const sugarsAtLeast = ruledOutAtLeast(problems, 'sugars_under_fruit');
  const saltAtLeast = saltRuledOut(problems);
  // And so are saturates under any fat's share (blind audit 33: 0 g beside 56 g of fat was lit "low").
  const saturatedFatAtLeast = ruledOutAtLeast(problems, 'saturates_under_fat');
  // Figures a list of oil alone rules out are none of them this product's: nothing is scored (blind audit 87).
  const scored = problems.some((p) => p.code === 'fat_under_list')
    ? { ...facts, nutriments: undefined }
    : without(facts, {
        sugars: sugarsAtLeast !== undefined,
        salt: saltAtLeast !== undefined,
        saturatedFat: saturatedFatAtLeast !== undefined,
      });
  for (const light of trafficLights(scored.nutriments, scored.perMl, portionOf(scored)))
    found.push({ code: 'nutrient_level', light, perMl: facts.perMl, severity: light.light, sources: [FSA_SOURCE] });
  if (problems.length > 0) found.push({ code: 'nutrition_inconsistent', problems, severity: 'medium', sources: [] });
  const caffeine = caffeineWarning(facts, analysis.index.knowledge);
  if (caffeine) found.push(caffeine);
  const supplement = isFoodSupplement(facts);
  if (supplement) found.push({ code: 'food_supplement', severity: 'none', sources: [FOOD_SUPPLEMENT_SOURCE] });
  if (preparedFiguresMissing(facts, analysis.index.knowledge))
    found.push({ code: 'prepared_figures_missing', severity: 'none', sources: [NUTRI_SCORE_SOURCE] });
  const nutriScoreInputs = [
    scored,
    analysis.additives.map((a) => a.additive.code),
    analysis.ingredientList,
    analysis.fruitsVegetablesLegumes,
    analysis.listReadable || !analysis.ingredientsKnown,
    analysis.index.knowledge,
  ] as const;
  const untold = facts.nutriments !== undefined && kindUntold(facts, analysis.index.knowledge.ingredientVocabulary);
  const computed = supplement ? null : nutriScore(...nutriScoreInputs);
  // A kind nothing tells is read by both tables: where they grade apart, neither grade is the product's (blind audit
  // 29: an unaccented "The vert citron", A on the foods' table and B on the drinks').
  const [, ...rest] = nutriScoreInputs;
  const asDrink = untold && computed ? nutriScore({ ...scored, kind: 'beverage', perMl: true }, ...rest) : null;
  const grades =
    computed && asDrink && asDrink.grade !== computed.grade
      ? { food: computed.grade, drink: asDrink.grade }
      : undefined;
  const nutri = grades ? null : computed;
  // OFF's estimate stands in for the label only where the label gives no key nutrient, as OFF's own use of it does.
  const estimate = hasKeyNutrient(facts.nutriments) ? undefined : facts.estimatedNutriments;
  if (estimate && hasKeyNutrient(estimate))
    found.push({
      code: 'estimated_nutrition',
      nutriments: estimate,
      perMl: facts.perMl,
      severity: 'none',
      sources: [OFF_ESTIMATE_SOURCE],
    });
  if (untold) found.push({ code: 'kind_untold', ...(grades ? { grades } : {}), severity: 'none', sources: [] });
  const best =
    nutri || supplement || grades
      ? null
      : bestNutriScore(...nutriScoreInputs, {
          ...(sugarsAtLeast === undefined ? {} : { sugars: sugarsAtLeast }),
          ...(saltAtLeast === undefined ? {} : { salt: saltAtLeast }),
          ...(saturatedFatAtLeast === undefined ? {} : { saturatedFat: saturatedFatAtLeast }),
        });
  // Said where it bounds anything: the best grade of the table (A, or B for a drink) bounds nothing. Figures the list
  // rules out are said all the same: the sentence says why there is no Nutri-Score.
  if (
    best &&
    (best.grade !== (best.category === 'beverage' ? 'B' : 'A') ||
      best.sugarsAtLeast !== undefined ||
      best.saltAtLeast !== undefined ||
      best.saturatedFatAtLeast !== undefined)
  )
    found.push({
      code: 'nutri_score_at_best',
      best: { ...best, ...saltOrElse(problems, best, (salt) => bestNutriScore(...nutriScoreInputs, { salt })) },
      severity: best.grade === 'C' ? 'medium' : best.grade === 'B' ? 'low' : 'high',
      sources: [NUTRI_SCORE_SOURCE],
    });
  const table = nutriScoreCategory(facts, analysis.index.knowledge);
  if (nutri) {
    const severity = nutri.grade === 'A' || nutri.grade === 'B' ? 'low' : nutri.grade === 'C' ? 'medium' : 'high';
    found.push({ code: 'nutri_score', nutri, severity, sources: [NUTRI_SCORE_SOURCE] });
  } else if (
    facts.nutriScoreGrade &&
    !supplement &&
    !grades &&
    // A drink other than water cannot be A (2023 beverages' table): an A OFF gave one was computed as a food's (blind
    // audit 35: a kombucha with no category and no figures).
    !(facts.kind === 'beverage' && facts.nutriScoreGrade === 'a' && table !== 'water') &&
    problems.length === 0 &&
    table !== null
  ) {
    // A grade published from figures that contradict each other is no better than they are (blind audit 18); one for a
    // product the Nutri-Score does not apply to (a vinegar: Reg. 1169/2011 Annex V) is no grade (blind audit 20).
    found.push({
      code: 'published_nutri_score',
      grade: facts.nutriScoreGrade,
      estimated: estimate !== undefined && hasKeyNutrient(estimate),
      severity: 'none',
      sources: [],
    });
  }
  if (analysis.novaGroup !== undefined) {
    const severity = analysis.novaGroup === 4 ? 'medium' : 'none';
    found.push({ code: 'processing', nova: analysis.novaGroup, severity, sources: [NOVA_SOURCE] });
  }

  for (const { additive, via, evidence, purpose } of analysis.additives)
    found.push({
      code: 'additive',
      additive,
      via,
      evidence,
      purpose,
      severity: additive.concernLevel,
      sources: additive.sources,
    });
  for (const hit of analysis.ingredientHits)
    found.push({
      code: 'ingredient',
      ingredient: hit.entry,
      segment: hit.segment,
      severity: hit.entry.concernLevel,
      sources: hit.entry.sources,
    });
  for (const label of analysis.labels)
    if (label.tabs.includes('health')) found.push({ code: 'label', label, severity: 'none', sources: label.sources });
  return found;
}

/** What the shopper's preferences make of the findings; the renderer says it. */
export type PersonalHealthFinding =
  /**
   * An allergen the shopper avoids (its name as the knowledge gives it), and whether the product has it (as written
   * on the pack, where that is known).
   */
  | {
      code: 'avoided_allergen';
      allergen: AllergenId;
      name: string;
      presence: Presence;
      written?: string;
      /** A "may contain" from an ingredient that can bring it, as written ("white wine"). */
      carrier?: string;
      /** An unknown beside a list on record (cut short, unreadable): not for want of a list (blind audit 29). */
      listed?: true;
      /**
       * Absent as an ingredient by a diet fact alone (a vegan product has no milk ingredient), with no list on record:
       * a "may contain" the list would show cannot be read, so traces are not ruled out for an allergic shopper.
       */
      tracesUnknown?: true;
      /** Wheat not known beside a declared gluten. */
      glutenDeclared?: true;
    }
  | { code: 'diet_limit'; diet: 'low_sodium' | 'low_sugar'; nutrient: 'salt' | 'sugars' }
  /** Medium on the front-of-pack scale: not low, which is what a "low sodium" or "low sugar" claim needs. */
  | { code: 'diet_limit_medium'; diet: 'low_sodium' | 'low_sugar'; nutrient: 'salt' | 'sugars' }
  /** The figure the shopper's diet turns on is not on record: "can't tell", once. */
  | { code: 'diet_limit_unknown'; diet: 'low_sodium' | 'low_sugar'; nutrient: 'salt' | 'sugars'; atLeast?: number }
  /** No sugars figure, and a sugar named first or second: not for a low-sugar diet, as not for keto. */
  | { code: 'diet_limit_listed'; diet: 'low_sugar'; nutrient: 'sugars'; because: string }
  /** No figure, but the list alone puts more in 100 g than a "low" claim allows (blind audit 41). */
  | { code: 'diet_limit_not_low'; diet: 'low_sodium' | 'low_sugar'; nutrient: 'salt' | 'sugars'; atLeast: number }
  /** Something the shopper set a sensitivity for, at or above the threshold of its concern level. */
  | { code: 'sensitivity'; subject: string; sensitivity: Sensitivity; slider: number; severity: Level | 'none' }
  /**
   * A sensitivity the shopper set that nothing answers, where the list cannot show what would: missing, unreadable, cut
   * short or one part only. "Can't tell", once, as for an avoided word; silence only beside a list read whole.
   */
  | ({ code: 'sensitivity_unknown'; sensitivity: Sensitivity } & ListGap)
  /** An ingredient on the shopper's avoid list, as it is written on the pack. */
  | { code: 'avoided_ingredient'; word: string; segment: string }
  /**
   * Not found, in a list that is missing or could not be read: "can't tell", once. Or not found in a list on record
   * while the product's name names it (`inName`, as the name writes it): the list has lost it, so "can't tell" too.
   */
  | {
      code: 'avoided_ingredient_unknown';
      word: string;
      unreadable: boolean;
      inName?: string;
      cut?: string;
      /** The one part the list gives ("Filling"). */
      part?: string;
      /** The alternatives the list names it among ("soybean, cottonseed, and/or canola oils"). */
      oneOf?: string;
      /** The ingredient that can be made from it, as the palm card says ("beta-carotene": palm oil). */
      maybe?: string;
    }
  /** Not found in a read list, and a word the vocabulary does not know: said back, for the shopper to check. */
  | { code: 'avoided_ingredient_unrecognised'; word: string }
  | { code: 'diet'; diet: 'vegan' | 'vegetarian'; presence: 'contains' | 'maybe' | 'unknown'; because: string[] }
  | { code: 'diet'; diet: 'gluten_free'; presence: 'contains' | 'maybe' | 'unknown'; because: string[] }
  /** The fit of keto, paleo and low-carb, not judged: their limits vary. `grams`: the figure on record, per 100 g or ml. */
  | { code: 'carbohydrates_not_assessed'; diets: CarbDiet[]; grams?: number; perMl?: boolean }
  /** What a paleo diet leaves out (grains, legumes, dairy, sugar) that the list names or the record declares. */
  | { code: 'paleo_excluded'; because: string[] }
  /** Paleo not settled: nothing it leaves out in a list read (`read`), or no list to read (blind audits 84, 88). */
  | { code: 'paleo_open'; read: boolean }
  /**
   * Not for the shopper's keto or low-carb diet: a list led by a sugar or a starchy food, or a sugar second (`because`,
   * as the list writes it), or more than half of it carbohydrate (`grams`, per 100 g or ml).
   */
  | {
      code: 'carb_diet_excluded';
      diets: Exclude<CarbDiet, 'paleo'>[];
      because?: string;
      grams?: number;
      perMl?: boolean;
    };

/** The name a finding is shown under in the concerns and notable ingredients (in the voice's language, when given). */
export const additiveLabel = (a: AdditiveKnowledge, v?: Voice): string =>
  `${v ? v.text(a.name) : a.name} (${eNumber(a.code)})`;

/** Diets that a "high" traffic light on one nutrient goes against. */
const DIET_LIMITS = [
  { diet: 'low_sodium', nutrient: 'salt' },
  { diet: 'low_sugar', nutrient: 'sugars' },
] as const;

const SENSITIVITIES: readonly Sensitivity[] = ['chemicals', 'preservatives', 'artificial_additives'];

/** The shopper's sensitivities that no finding answers, where the list has a gap (blind audits 71, 73, 75). */
export function sensitivitiesUnknown(
  analysis: Analysis,
  prefs: Preferences,
  found: readonly PersonalHealthFinding[],
): PersonalHealthFinding[] {
  const gap = listGap(analysis);
  if (!gap) return [];
  // Something of the kind the list shows, even below the shopper's threshold, answers "whether it contains any"
  // (blind audit 86: an "ARTIFICIAL FLAVOR" in a cut list).
  // And the word a list cut short ends inside ("…, ARTIFICIAL FLAVO"), as an avoided word is (blind audit 96).
  const cutIn = cutPiece(gap);
  const answered = new Set([
    ...found.flatMap((p) => (p.code === 'sensitivity' ? [p.sensitivity] : [])),
    ...analysis.ingredientHits.flatMap((hit) => hit.entry.sensitivity ?? []),
    ...analysis.additives.flatMap((a) => a.additive.sensitivity ?? []),
    ...(cutIn
      ? analysis.index.ingredients
          .filter(({ words }) => words.some((word) => cutInto(cutIn, word, true)))
          .flatMap(({ entry }) => entry.sensitivity ?? [])
      : []),
  ]);
  return SENSITIVITIES.filter((s) => prefs.health.sensitivities[s] > 0 && !answered.has(s)).map((sensitivity) => ({
    code: 'sensitivity_unknown',
    sensitivity,
    ...gap,
  }));
}

type AvoidedIngredientFinding = Extract<
  PersonalHealthFinding,
  { code: 'avoided_ingredient' | 'avoided_ingredient_unknown' | 'avoided_ingredient_unrecognised' }
>;

/** The most 100 g of a food may hold and be "low" in it (Reg. (EC) No 1924/2006, Annex: low sugars, low sodium). */
const LOW_CLAIM = { sugars: 5, salt: 0.3 } as const;

/**
 * The least a food's list puts in 100 g, for a diet: the list's floor (`listFloor`), and for sugars also a sugar syrup
 * named first (glucose-fructose syrup, invert sugar syrup), counted at 60 % sugars, under the least such a syrup holds.
 */
function dietFloor(analysis: Analysis, nutrient: 'sugars' | 'salt'): ListFloor | undefined {
  const floor = analysis.floors[nutrient];
  const list = analysis.ingredientList;
  if (nutrient !== 'sugars' || analysis.facts.perMl || list.length < 2 || !SUGAR_SYRUP.test(fold(list[0]!)))
    return floor;
  const syrup = Math.floor((100 / list.length) * 0.6 * 10) / 10;
  return syrup > (floor?.atLeast ?? 0) ? { atLeast: syrup, items: list.length } : floor;
}
const SUGAR_SYRUP =
  /^(glucose fructose syrup|fructose glucose syrup|high fructose corn syrup|invert sugar syrup|sirop de glucose fructose|sirop de fructose glucose|glukose fruktose sirup|glukosefruktosesirup|jarabe de glucosa fructosa|sciroppo di glucosio fruttosio|glucose fructosestroop)/;

/** The diets whose fit a carbohydrate limit decides, and no agreed limit: keto, paleo, low-carb. */
export type CarbDiet = 'keto' | 'paleo' | 'low_carb';
const CARB_DIETS: readonly CarbDiet[] = ['keto', 'paleo', 'low_carb'];

/** The allergens that are a grain, a legume or dairy, which a paleo diet leaves out. */
const PALEO_ALLERGENS: readonly AllergenId[] = ['wheat', 'gluten', 'soy', 'peanuts', 'lupin', 'dairy'];

/**
 * What a paleo diet leaves out that the product holds, as its readable list writes it, else as its record declares it
 * ("milk" beside `en:milk` with no list, blind audit 51): at most three.
 */
function paleoExcluded(analysis: Analysis): string[] {
  const read = analysis.ingredientsKnown && analysis.listReadable;
  const named = PALEO_ALLERGENS.flatMap((id) => {
    const finding = analysis.allergens.get(id);
    if (!finding) return [];
    const written = read ? finding.revealedBy.map((hit) => hit.segment) : [];
    return written.length > 0 ? written : finding.declared.map(tagWords);
  });
  const sugar = read ? listed(analysis.ingredientList, 'sugars') : undefined;
  // And what no paleo diet eats: synthetic sweeteners and colours ("sucralose", "Yellow 5"; blind audit 88).
  const synthetic = read
    ? analysis.additives
        .filter((a) => PALEO_SYNTHETIC.has(a.additive.code.replace(/[a-z()]+$/, '')))
        .map((a) => (a.via === 'text' ? a.evidence : a.additive.name))
    : [];
  return [...new Set([...named, ...(sugar ? [sugar] : []), ...synthetic].map((s) => s.trim()))].slice(0, 3);
}

/** Synthetic intense sweeteners and synthetic colours, by E number: no paleo diet's. */
const PALEO_SYNTHETIC = new Set([
  'e950',
  'e951',
  'e952',
  'e954',
  'e955',
  'e961',
  'e962',
  'e969',
  'e102',
  'e104',
  'e110',
  'e122',
  'e124',
  'e127',
  'e129',
  'e131',
  'e132',
  'e133',
  'e142',
  'e151',
  'e155',
]);

/** Carbohydrate in 100 g above which a food is mostly carbohydrate: more than half of what it weighs. */
const MOSTLY_CARBOHYDRATE = 50;
/** Sugars and syrups, by Open Food Facts' taxonomy (honey, dextrose, glucose syrup are kinds of these). */
const SUGARS = /^en:(?:sugar|added-sugar|disaccharide|monosaccharide|glucose|sugar-syrup|syrup|invert-sugar)$/;
/** Starchy foods: cereals and their flours, starches, potatoes, rice, breads, pastas. */
const STARCHES = /^en:(?:starch|flour|cereal|cereal-flour|potato|rice|pasta|bread|semolina|dough)$/;
const CARB_FOODS = new RegExp(`${SUGARS.source}|${STARCHES.source}`);

/**
 * Why a food is not for a keto or low-carb diet, where its facts settle it (blind audits 46, 47, 49): more than half of
 * it carbohydrate; else, with no figure or one of 5 g or more, a list led by a sugar or a starchy food (by a compound's
 * first part: "Caramel corn (brown sugar, …)") or with a sugar second ("Water, sugar"), in descending order of weight.
 */
function carbDietExcluded(
  analysis: Analysis,
  diets: Exclude<CarbDiet, 'paleo'>[],
): Extract<PersonalHealthFinding, { code: 'carb_diet_excluded' }> | undefined {
  const { nutriments, perMl } = analysis.facts;
  const grams = nutriments?.carbohydrates;
  if (grams !== undefined && grams > MOSTLY_CARBOHYDRATE) return { code: 'carb_diet_excluded', diets, grams, perMl };
  if ((grams !== undefined && grams < 5) || !analysis.listReadable) return undefined;
  const because = leadingIngredient(analysis, CARB_FOODS, SUGARS);
  return because ? { code: 'carb_diet_excluded', diets, because } : undefined;
}

/**
 * What a readable list names first of the kinds `first`, else second of the kinds `second`, by an item's own name or
 * its first part's ("Caramel corn (brown sugar, …)"), as written: the words the keto and low-sugar answers quote.
 */
function leadingIngredient(analysis: Analysis, first: RegExp, second: RegExp): string | undefined {
  const vocabulary = analysis.index.knowledge.ingredientVocabulary;
  if (!vocabulary || !analysis.listReadable) return undefined;
  const index = vocabularyIndex(vocabulary);
  const isA = (words: string, kinds: RegExp): boolean => {
    const id = recognise(index, words)?.id;
    return id !== undefined && anyKind(index, id, (kind) => kinds.test(kind));
  };
  const leading = (item: string | undefined, kinds: RegExp): string | undefined =>
    [item?.replace(/[([].*$/s, ''), item && /[([]\s*([^,;)\]]+)/.exec(item)?.[1]]
      .map((words) => words?.replace(/\d+(?:[.,]\d+)?\s*%|[*°]/g, '').trim())
      .find((words): words is string => words !== undefined && words.length > 0 && isA(words, kinds));
  const [firstItem, secondItem] = analysis.ingredientList;
  return leading(firstItem, first) ?? leading(secondItem, second);
}

/** The ingredients on the shopper's avoid list that the ingredient list names (food or cosmetic), or cannot tell for want of a list. */
export function avoidedIngredients(analysis: Analysis, prefs: Preferences | undefined): AvoidedIngredientFinding[] {
  return (prefs?.health.avoid_ingredients ?? []).flatMap((word): AvoidedIngredientFinding[] => {
    const segment = avoidedIn(analysis, word) ?? memberOf(analysis, word);
    // Named only among alternatives, it may be there: "can't tell", not "contains" (blind audit 57).
    const oneOf = segment && alternativesOf(analysis, segment);
    if (oneOf) return [{ code: 'avoided_ingredient_unknown', word, unreadable: false, oneOf }];
    if (segment) return [{ code: 'avoided_ingredient', word, segment }];
    // Palm oil, however the shopper writes it ("Palmöl"), is the palm card's answer: the one the Environmental tab
    // gives ("Organic Palm Kernel … Oils" contains it), never a "can't tell" beside its "contains" (sixth blind audit).
    const palm = namesPalmOil(analysis, word) ? analysis.palmOil : undefined;
    if (palm?.status === 'yes') return [{ code: 'avoided_ingredient', word, segment: palm.because[0] ?? word }];
    // An ingredient that can be made from palm oil ("beta-carotene") is the palm card's "may contain": "can't tell"
    // here too, never silence beside it (blind audit 69).
    if (palm?.status === 'maybe' && analysis.supplyChainKnown)
      return [{ code: 'avoided_ingredient_unknown', word, unreadable: false, maybe: palm.because[0] ?? word }];
    // Palm oil ruled out without a list (Open Food Facts' analysis: palm-oil free) is not a "can't tell".
    const ruledOut = (palm ?? (fold(word).includes('palm') ? analysis.palmOil : undefined))?.status === 'no';
    if (ruledOut || sweetenerRuledOut(analysis, word) || nameRulesOut(analysis, word)) return [];
    // The name says it, the list on record does not show it (blind audit 14, O2): not a "does not contain".
    const inName = analysis.ingredientsKnown ? nameMentions(analysis, word) : undefined;
    if (inName) return [{ code: 'avoided_ingredient_unknown', word, unreadable: !analysis.listReadable, inName }];
    // A list that gives one part alone ("Filling: …", blind audit 61), or one cut short on record (blind audit 55:
    // "… GLUCOSE FRUC" for a glucose-fructose syrup), may have lost it.
    const gap = listGap(analysis);
    // A list cut short inside the avoided word ("…, ARTIFICIAL FLAVO" for "artificial flavor") names it (blind audit 94).
    const cutIn = cutPiece(gap);
    if (cutIn && cutInto(cutIn, word)) return [{ code: 'avoided_ingredient', word, segment: cutIn }];
    if (gap) return [{ code: 'avoided_ingredient_unknown', word, ...gap }];
    return unrecognised(analysis, word) ? [{ code: 'avoided_ingredient_unrecognised', word }] : [];
  });
}

/**
 * Class words a shopper avoids, with the names of their members in an ingredient list (folded): "silicones" are the
 * -methicones and siloxanes, "petroleum" the mineral oils and waxes, "microplastics" the synthetic polymers the EU
 * restricts (Regulation (EU) 2023/2055), "parabens" and "sulfates" their kinds (blind audits 111 and 114: dimethicone
 * and petrolatum met with silence).
 */
const CLASS_MEMBERS: readonly [RegExp, RegExp][] = [
  [/^silicones?$/, /(methicone|siloxane|silane)/],
  [
    /^(petroleum|petrolatum|mineral oils?|paraffins?|petrochemicals?)$/,
    /(paraffinum|paraffin|petrolatum|mineral oil|ozokerite|ceresin|microcrystalline wax)/,
  ],
  [
    /^(micro ?plastics?|micro ?beads?|plastic micro ?beads?)$/,
    /(acrylates? (co|cross)polymer|polyethylene|polypropylene|nylon \d+|polymethyl methacrylate|polystyrene)/,
  ],
  [/^parabens?$/, /paraben/],
  [/^(sulfates?|sulphates?)$/, /(lauryl|laureth|coco|myreth) sulfate/],
];

/** The first item of the list on record that is a member of the class the shopper's word names, as written. */
function memberOf(analysis: Analysis, word: string): string | undefined {
  const members = CLASS_MEMBERS.find(([name]) => name.test(fold(word)))?.[1];
  return members ? analysis.ingredientList.find((item) => members.test(fold(item))) : undefined;
}

/** The last piece of a list cut short on record, as written ("ARTIFICIAL FLAVO"). */
const cutPiece = (gap: ListGap | undefined): string | undefined => gap?.cut?.split(/[,;]/).at(-1)?.trim();

/**
 * Whether a piece cut short is the start of the word, most of it (two thirds, four letters at least). The index's words
 * are folded already, and a sweep of them folds the piece once: `folded` says the word is.
 */
function cutInto(piece: string, word: string, folded = false): boolean {
  const [cut, whole] = [fold(piece), folded ? word : fold(word)];
  return cut.length >= 4 && cut.length < whole.length && whole.startsWith(cut) && cut.length * 3 >= whole.length * 2;
}

/**
 * A word a food's read list does not name that the vocabulary does not know either ("xyz", a misspelling, a name
 * Open Food Facts lacks): its absence from the list says nothing, so the shopper is told to look rather than nothing.
 */
function unrecognised(analysis: Analysis, word: string): boolean {
  const vocabulary = analysis.index.knowledge.ingredientVocabulary;
  return (
    (analysis.facts.kind === 'food' || analysis.facts.kind === 'beverage') &&
    analysis.listReadable &&
    vocabulary !== undefined &&
    fold(word).length > 0 &&
    !knowsWord(vocabularyIndex(vocabulary), word)
  );
}

/** A label that says no sweetener was added (blind audit 42: "without sweeteners" beside an avoided sucralose). */
const NO_SWEETENER_LABELS = ['en:without-sweeteners', 'en:no-sweeteners', 'en:sweetener-free'];

/** Whether the shopper's word is a sweetener that the pack's own label rules out. */
function sweetenerRuledOut(analysis: Analysis, word: string): boolean {
  const vocabulary = analysis.index.knowledge.ingredientVocabulary;
  if (!vocabulary || !analysis.facts.labels.some((l) => NO_SWEETENER_LABELS.includes(l))) return false;
  const entry = recognise(vocabularyIndex(vocabulary), word);
  return entry?.eNumber !== undefined && entry.bringsSugars === true;
}

/** Whether the shopper's word names palm oil, by the palm-oil commodity's own words in six languages. */
function namesPalmOil(analysis: Analysis, word: string): boolean {
  const folded = fold(word);
  return analysis.index.commodityById.get('palm-oil')?.words.some((w) => fold(w) === folded) ?? false;
}

/**
 * A sensitivity finding when the shopper's slider for this subject reaches the threshold of its concern. A subject the
 * report calls a preservative (`purpose`) answers to the preservatives slider too, whatever its own sensitivity: the
 * stronger of the shopper's two sliders is the one said (blind audit 108: a sausage's sodium nitrite, a chemicals
 * concern, gave a preservatives-sensitive shopper no alert).
 */
export function sensitivityOf(
  subject: string,
  own: Sensitivity | null | undefined,
  severity: Level | 'none',
  prefs: Preferences | undefined,
  purpose?: string,
): Extract<PersonalHealthFinding, { code: 'sensitivity' }> | undefined {
  const sliderOf = (s: Sensitivity | null | undefined) => (s ? (prefs?.health.sensitivities[s] ?? 0) : 0);
  const preservative = purpose !== undefined && /^preservatives?$/i.test(purpose.trim());
  const sensitivity =
    preservative && sliderOf('preservatives') > sliderOf(own) ? ('preservatives' as const) : (own ?? undefined);
  const slider = sliderOf(sensitivity);
  if (!sensitivity || slider === 0 || slider < sensitivityThreshold(severity)) return undefined;
  return { code: 'sensitivity', subject, sensitivity, slider, severity };
}

/** The kinds of animal content no vegetarian eats. */
const NOT_VEGETARIAN_TYPES: ReadonlySet<AnimalProductType> = new Set(['meat', 'seafood', 'gelatin product']);

/**
 * What makes a product not vegetarian, as the list writes it (at most three): the ingredients the taxonomy calls not
 * vegetarian (carmine, anchovies), the knowledge's meat, fish and gelatine words and additives, and fish or shellfish
 * named as allergens. None when only the record's tag or its category says so.
 */
export function notVegetarianNames(analysis: Analysis): string[] {
  const names: string[] = [];
  const add = (written: string): void => {
    const text = written.trim();
    if (text.length > 0 && !names.some((n) => fold(n) === fold(text))) names.push(text);
  };
  for (const i of analysis.recognisedIngredients) if (i.entry?.vegetarian === 'no') add(i.text);
  for (const hit of analysis.ingredientHits)
    if (hit.entry.slaughtered || (hit.entry.animalType && NOT_VEGETARIAN_TYPES.has(hit.entry.animalType)))
      add(hit.segment);
  for (const found of analysis.additives)
    if (found.additive.animalOrigin && NOT_VEGETARIAN_TYPES.has(found.additive.animalOrigin))
      add(found.via === 'text' ? found.evidence : `${eNumber(found.additive.code)} ${found.additive.name}`);
  for (const id of ['fish', 'shellfish', 'molluscs'] as const) {
    const segment = analysis.allergens.get(id)?.revealedBy[0]?.segment;
    if (segment) add(segment);
  }
  for (const found of analysis.inci?.animal ?? []) if (NOT_VEGETARIAN_TYPES.has(found.type)) add(found.written);
  return names.slice(0, 3);
}

/** The laws that leave a carrier's allergen unnamed where the product is sold: each market's own, else the carrier's. */
function carrierSources(carriers: AllergenKnowledge['carriers'], markets: readonly string[]): Source[] {
  if (!carriers) return [];
  const own = markets.flatMap((m) =>
    carriers.markets?.includes(m)
      ? (carriers.marketSources?.find((l) => l.markets.includes(m))?.sources ?? carriers.sources)
      : [],
  );
  return own.length > 0 ? [...new Set(own)] : carriers.sources;
}

/** Read the health findings of a food against the shopper's preferences. */
export function personaliseHealth(
  findings: readonly HealthFinding[],
  analysis: Analysis,
  prefs: Preferences | undefined,
): PersonalHealthFinding[] {
  if (!prefs) return [];
  const out: PersonalHealthFinding[] = [];
  const avoided = new Set(prefs.health.allergens);
  const diets = new Set(prefs.health.dietary_restrictions);
  for (const f of findings) {
    if (f.code === 'allergen' && avoided.has(f.allergen))
      out.push({
        code: 'avoided_allergen',
        allergen: f.allergen,
        name: f.name,
        presence: f.presence,
        ...(f.carrier ? { carrier: f.carrier } : {}),
        ...(f.presence === 'unknown' && analysis.ingredientsKnown ? { listed: true as const } : {}),
        ...(f.glutenDeclared ? { glutenDeclared: true as const } : {}),
        // A gluten-free claim bounds traces too (at most 20 mg/kg, whatever their source).
        ...(f.presence === 'absent' &&
        f.ruledOutBy &&
        f.ruledOutBy.kind !== 'gluten_free_label' &&
        !analysis.plainCategory &&
        !analysis.ingredientsKnown
          ? { tracesUnknown: true as const }
          : {}),
      });
    const sensitive =
      f.code === 'additive'
        ? sensitivityOf(additiveLabel(f.additive), f.additive.sensitivity, f.severity, prefs, f.purpose)
        : f.code === 'ingredient'
          ? sensitivityOf(f.ingredient.name, f.ingredient.sensitivity, f.severity, prefs)
          : undefined;
    if (sensitive) out.push(sensitive);
  }
  // A sugar the list names first or second, which rules out keto, answers a low-sugar diet the same way: one fact, one
  // answer (blind audit 92).
  const listedSugar = diets.has('low_sugar') ? leadingIngredient(analysis, SUGARS, SUGARS) : undefined;
  for (const limit of DIET_LIMITS) {
    if (!diets.has(limit.diet)) continue;
    const light = findings.find(
      (f): f is Extract<HealthFinding, { code: 'nutrient_level' }> =>
        f.code === 'nutrient_level' && f.light.nutrient === limit.nutrient,
    )?.light.light;
    // No figure, but a list that names sugar first of few items holds more than the high mark (a jam's "sugar,
    // blackcurrants, pectin"), or states a share of salt above it: high all the same. A floor below it leaves the
    // figure unknown (it may still be high), and is said: "at least 1.2 g" (blind audit 8, S3).
    const floor = light === undefined ? dietFloor(analysis, limit.nutrient) : undefined;
    const level =
      light ?? (floor && trafficLight(limit.nutrient, floor.atLeast, false).light === 'high' ? 'high' : undefined);
    // A floor above the "low" claim's limit settles the diet's question without the figure (a list led by a syrup).
    if (level === undefined && floor && floor.atLeast > LOW_CLAIM[limit.nutrient])
      out.push({ code: 'diet_limit_not_low', ...limit, atLeast: floor.atLeast });
    else if (level === undefined && limit.diet === 'low_sugar' && listedSugar)
      out.push({ code: 'diet_limit_listed', ...limit, because: listedSugar });
    else if (level === undefined)
      out.push({ code: 'diet_limit_unknown', ...limit, ...(floor ? { atLeast: floor.atLeast } : {}) });
    else if (level === 'high') out.push({ code: 'diet_limit', ...limit });
    // The front-of-pack "low" marks are the EU's "low sodium" and "low sugars" claims (0.3 g salt, 5 g or 2.5 g sugars
    // in 100 g or ml: Reg. (EC) No 1924/2006, Annex): medium is not low, which the shopper's diet asks (blind audit 20).
    else if (level === 'medium') out.push({ code: 'diet_limit_medium', ...limit });
  }
  out.push(...avoidedIngredients(analysis, prefs));
  out.push(...sensitivitiesUnknown(analysis, prefs, out));

  const animal = analysis.animal;
  const firstThree = (because: readonly string[]) => because.slice(0, 3);
  if (diets.has('vegan') && animal.contains === 'yes')
    out.push({ code: 'diet', diet: 'vegan', presence: 'contains', because: animal.types });
  else if (diets.has('vegan') && animal.vegan.status === 'maybe')
    out.push({ code: 'diet', diet: 'vegan', presence: 'maybe', because: firstThree(animal.vegan.because) });
  // An unknown that matters to this shopper is said once, as "can't tell": never silence, never a "no".
  else if (diets.has('vegan') && animal.vegan.status === 'unknown')
    out.push({ code: 'diet', diet: 'vegan', presence: 'unknown', because: firstThree(animal.vegan.because) });
  // Not vegetarian, named by what the list holds (blind audit 13, finding 5): carmine as carmine, never "meat, fish or
  // gelatine"; a list read as not vegetarian says so too, with or without the record's tag.
  const notVegetarian = (animal.contains === 'yes' && animal.nonVegetarian) || animal.vegetarian.status === 'no';
  if (diets.has('vegetarian') && notVegetarian)
    out.push({ code: 'diet', diet: 'vegetarian', presence: 'contains', because: notVegetarianNames(analysis) });
  else if (diets.has('vegetarian') && !animal.nonVegetarian && animal.vegetarian.status === 'maybe')
    out.push({ code: 'diet', diet: 'vegetarian', presence: 'maybe', because: firstThree(animal.vegetarian.because) });
  else if (diets.has('vegetarian') && !animal.nonVegetarian && animal.vegetarian.status === 'unknown')
    out.push({ code: 'diet', diet: 'vegetarian', presence: 'unknown', because: firstThree(animal.vegetarian.because) });
  if (diets.has('gluten_free')) {
    // Gluten is every gluten cereal (barley, rye, oats, spelt, kamut), not only wheat.
    const cereals = findings.filter(
      (f): f is FindingOf<'allergen'> => f.code === 'allergen' && (f.allergen === 'gluten' || f.allergen === 'wheat'),
    );
    const { allergens, traces } = analysis.facts;
    if (cereals.some((c) => c.presence === 'contains') || allergens.includes('en:gluten'))
      out.push({ code: 'diet', diet: 'gluten_free', presence: 'contains', because: [] });
    else if (cereals.some((c) => c.presence === 'may_contain') || traces.includes('en:gluten'))
      out.push({ code: 'diet', diet: 'gluten_free', presence: 'maybe', because: [] });
    // Said once: a shopper who also avoids wheat or gluten is told "cannot rule out" on that allergen's line. A
    // gluten-free claim settles the diet, whatever its wheat (a wheat starch made gluten-free).
    else if (
      !glutenFreeLabelled(analysis) &&
      cereals.some((c) => c.presence === 'unknown') &&
      !cereals.some((c) => avoided.has(c.allergen) && c.presence === 'unknown')
    )
      out.push({ code: 'diet', diet: 'gluten_free', presence: 'unknown', because: [] });
  }
  // Paleo leaves out grains, legumes, dairy and refined sugar: a list that names one, or a record that declares one,
  // settles it (blind audits 43 and 51).
  const paleo = diets.has('paleo') ? paleoExcluded(analysis) : [];
  if (paleo.length > 0) out.push({ code: 'paleo_excluded', because: paleo });
  const limited = (['keto', 'low_carb'] as const).filter((d) => diets.has(d));
  const excluded = limited.length > 0 ? carbDietExcluded(analysis, limited) : undefined;
  if (excluded) out.push(excluded);
  // With a figure on record the note says it (blind audit 29: "not on record" beside 3.2 g in the table).
  const carbohydrates = analysis.facts.nutriments?.carbohydrates;
  // Paleo is a diet of kinds of food, not a carbohydrate limit: left open, it says what was read.
  if (diets.has('paleo') && paleo.length === 0) out.push({ code: 'paleo_open', read: analysis.listReadable });
  const settled = new Set<CarbDiet>(['paleo', ...(excluded?.diets ?? [])]);
  const open = CARB_DIETS.filter((d) => diets.has(d) && !settled.has(d));
  if (open.length > 0)
    out.push({
      code: 'carbohydrates_not_assessed',
      diets: open,
      ...(carbohydrates !== undefined ? { grams: carbohydrates, perMl: analysis.facts.perMl } : {}),
    });
  return out;
}
