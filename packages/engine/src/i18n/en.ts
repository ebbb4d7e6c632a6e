import type { AnimalProductType, Dimension } from '@clearcart/contracts';
import { FACTORY_FARMING } from '@clearcart/text';
import { FORMATS } from './format.ts';
import type * as P from './params.ts';

/** The food classes a footprint's foods are sorted by (decision 113), as the two footprint messages name them. */
const FOOD_CLASSES: Record<string, string> = {
  meat: 'meat',
  seafood: 'fish or seafood',
  dairy: 'dairy',
  eggs: 'eggs',
  chocolate: 'chocolate',
};

const f = FORMATS.en;
/** Keto, paleo and low-carb by name, listed. */
const CARB = (diets: readonly ('keto' | 'paleo' | 'low_carb')[]) =>
  f.list(diets.map((d) => ({ keto: 'keto', paleo: 'paleo', low_carb: 'low-carb' })[d]));
const cap = (text: string) => (text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1));
const per = (perMl: boolean) => (perMl ? '100 ml' : '100 g');
const g = (v: number) => `${f.num(v, v < 1 ? 2 : 1)} g`;
/** "an artificial additives", "a preservatives": a slider's name with its article, before "sensitivity". */
const aSensitivity = (s: P.Sensitivity) => {
  const name = s.replace(/_/g, ' ');
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
};
const sensitivityName = (s: P.Sensitivity) => s.replace(/_/g, ' ');

const ANIMAL_TYPES: Record<AnimalProductType, string> = {
  meat: 'meat',
  dairy: 'dairy',
  eggs: 'eggs',
  seafood: 'seafood',
  'bee product': 'bee product',
  'gelatin product': 'gelatin product',
  'animal material': 'animal material',
  unknown: 'kind not stated',
};

/** A name's possessive: "Dr. Bronner's" is already one (blind audit 20: "Dr. Bronner's's"), "Nestlé" takes "'s". */
const possessive = (name: string): string => (/['’]s$/.test(name) ? name : `${name}'s`);

/** Why the list on record cannot answer (`ListGap`), as the end of a "can't tell" sentence. */
const listGap = (p: { unreadable: boolean; part?: string; cut?: string }) =>
  p.part !== undefined
    ? `the ingredient list on record gives only the “${p.part}”`
    : p.cut !== undefined
      ? `the ingredient list on record is cut short (“…${p.cut}”)`
      : p.unreadable
        ? 'its ingredient list could not be read'
        : 'no ingredient list on record';

/**
 * The report's sentences in English: the specification's texts, word for word. Every other language's catalogue has
 * this shape (`Catalogue`), so a message missing or misspelt there fails the typecheck.
 */
export const en = {
  format: f,
  /** Credits every product response carries. */
  attribution: [
    'Product data in part from Open Food Facts (https://openfoodfacts.org), ODbL',
    'Carbon footprints from AGRIBALYSE 3.1, ADEME, Licence Ouverte',
  ] as readonly string[],
  /** "Not tested on animals (claim)": the word a self-declared claim's name ends with, in brackets. */
  claimWord: 'claim',
  /** The kinds of animal content, as sentences name them. */
  animalTypes: ANIMAL_TYPES,
  /** Countries whose English name takes "the"; the rest are named by the platform's region names. */
  countries: { us: 'the US', gb: 'the UK', nl: 'the Netherlands' } as Readonly<Record<string, string>>,
  levels: { high: 'high', medium: 'medium', low: 'low' } as Record<P.Level, string>,

  evaluation: {
    drafted: 'Note: these product facts were drafted by a language model and are unverified.',
    /** The source of product facts that cite no page stating them (a home page, a title without an address). */
    catalogSource: "As entered in ClearCart's catalog (no page of the maker's that states these facts is on record)",
    unverified:
      "These product facts cite neither an Open Food Facts record nor the maker's product page, so they are unverified.",
    noInformation: (area: Dimension) => `No ${area} information available for this product.`,
  },

  certifications: {
    /** " It verifies the pack's own "Not tested on animals" claim." (with its leading space). */
    verifiesClaims: (claims: readonly string[]) =>
      ` It verifies the pack's own ${claims.map((c) => `"${c}"`).join(' and ')} claim.`,
    /** After a label's description, where the product's facts cite no page a reader can check. */
    onUncheckedFacts: ' That this product carries it is not verified: its facts cite no page that states them.',
    heldByCompany: (p: { company: string; asOf: string; verifies: string }) =>
      `${possessive(p.company)} certification, company-wide (as of ${p.asOf}), not read from this pack. ${p.verifies}`,
  },

  company: {
    /** After a company statement that changes with time, in brackets: when it was true (decision 096). */
    asOf: (date: string) => `(As of ${date}.)`,
    /** The same once the statement's own date has passed on the day of the report: not said as still current. */
    datePassed: (p: { asOf: string; due: string }) =>
      `(As of ${p.asOf}; the date it gave, ${p.due}, has passed, and what has happened since is not on record.)`,
    /** A concern's status once its newest dated source is over a year old, or none is dated: not said as current. */
    statusNotOnRecord: (reportedOn: string | undefined) =>
      `(${reportedOn === undefined ? 'Its sources give no date' : `Reported as of ${reportedOn}`}; whether it is still so is not on record.)`,
    owned: (company: string) => `owned by ${company}`,
    majorityOwned: (company: string) => `majority-owned by ${company}`,
    market: (p: P.MarketParams) => {
      const where = p.countries ? `In ${f.list(p.countries)}, ${p.brand}` : `${p.brand} ${f.list(p.categories ?? [])}`;
      const is = p.countries ? 'is' : 'are';
      const how =
        p.relation === 'licensee'
          ? `${is} made by ${p.maker} under licence from ${p.owner}`
          : p.relation === 'joint venture'
            ? `${is} made by a joint venture of ${p.maker} and ${p.partner}`
            : `${p.countries ? 'belongs' : 'belong'} to ${p.maker}`;
      // A company name can end the sentence with its own full stop ("Nestlé S.A.").
      return `${where} ${how}${how.endsWith('.') ? '' : '.'}`;
    },
  },

  allergens: {
    contains: (p: { declared?: readonly string[]; onLabel?: boolean; segment?: string; name: string }) => {
      const said = p.onLabel ? 'Declared as an allergen on the label' : 'On record as an allergen';
      const parts: string[] = [];
      if (p.declared)
        parts.push(p.declared.length > 0 ? `${said} (${p.declared.map((t) => `“${t}”`).join(', ')})` : said);
      if (p.segment) parts.push(`the ingredient "${p.segment}" contains ${p.name}`);
      return `${cap(parts.join('; '))}.`;
    },
    mayContain: (p: { segment?: string; name: string }) =>
      `May contain ${p.name} (${p.segment ? `the label says “${p.segment}”` : 'a “may contain” declaration on the label'}); not an ingredient.`,
    carried: (p: { segment: string; name: string; before?: string }) =>
      p.before === undefined
        ? `May contain ${p.name}: the ingredient "${p.segment}" can bring it, and the label does not say whether this one does.`
        : `May contain ${p.name}: before ${p.before}, US labels did not have to name it inside "${p.segment}", and the list on record does not say when it was printed.`,
    ruledOut: (by: string) =>
      `Not an ingredient of a product known to be free of it (${by}); traces are not on record.`,
    named: (p: { words: string; name: string; list: 'unreadable' | 'silent' | 'none' }) =>
      `Its name or category “${p.words}” says it contains ${p.name}; ${{ unreadable: 'its ingredient list could not be read', silent: 'the ingredient list on record does not show it', none: 'no ingredient list is on record' }[p.list]}.`,
    unreadable: 'Its ingredient list could not be read, so it cannot be ruled out.',
    listPart: (part: string) =>
      `Not found in the ingredient list on record, but it gives only the “${part}”, so it cannot be ruled out.`,
    nameSuggests: (p: { words: string; name: string }) =>
      `Its name says “${p.words}”, a food usually made with ${p.name}, and the ingredient list on record does not show any: it cannot be ruled out; check the pack.`,
    glutenDeclared:
      'Gluten is declared on record, and wheat is its most common source; the record does not say which cereal, so wheat cannot be ruled out.',
    listCut: (ending: string) =>
      `Not found in the ingredient list on record, but it is cut short (it ends “${ending}”), so it cannot be ruled out.`,
    emphasisUnread: (item: string) =>
      `Not found in the ingredient list, but the list emphasises “${item}”, which could not be read; labels emphasise allergens, so it cannot be ruled out.`,
    notEvidence: (p: P.NotEvidence) =>
      p.kind === 'wheat_sugars'
        ? `Its wheat is “${p.written}”, a glucose syrup, dextrose or maltodextrin made from wheat, which brings no gluten (Regulation (EU) No 1169/2011, Annex II 1(a) and (b)).`
        : `The label's “${p.written}” marks coconut, which is not a tree nut under EU law (Regulation (EU) No 1169/2011, Annex II) or the FDA's current guidance.`,
    absent: 'Not declared and not found in the ingredient list.',
    notFound: 'Not found in the ingredient list.',
    unknown: 'No ingredient list on record, so it cannot be ruled out.',
    /** A diet product that rules an allergen out, when no evidence names it. */
    dietProduct: (diet: 'vegan' | 'vegetarian') => `${diet} product`,
    comesFrom: (p: { written: string; name: string }) => `The ingredient "${p.written}" comes from ${p.name}.`,
  },

  nutrition: {
    /** Nutrition figures that contradict each other, each said, and what that means for the report. */

    inconsistent: (problems: readonly P.NutritionInconsistency[]) => {
      const withList = problems.some(
        (p) =>
          p.code === 'sugars_under_list' ||
          p.code === 'sugars_under_fruit' ||
          p.code === 'salt_under_list' ||
          p.code === 'fat_under_list',
      );
      const list = problems.map((p) =>
        p.code === 'energy_units'
          ? `${f.num(p.kj, 1)} kJ is not ${f.num(p.kcal, 1)} kcal${p.scored && p.allowed ? ((r) => ` — the Nutri-Score counts the kcal, nearer than the kJ to what the fat, carbohydrates, protein and fibre allow: ${r.kcalMost === undefined ? `about ${f.num(r.kcal, 0)} kcal (${f.num(r.kj, 0)} kJ)` : `between ${f.num(r.kcal, 0)} and ${f.num(r.kcalMost, 0)} kcal (${f.num(r.kj, 0)} to ${f.num(r.kjMost!, 0)} kJ)`}`)(p.allowed) : p.scored ? ' — the Nutri-Score counts the kcal, the figure the fat, carbohydrates, protein and fibre allow' : ''}`
          : p.code === 'energy_macros'
            ? `${f.num(p.kcal, 1)} kcal, where the fat, carbohydrates and protein give ${f.num(p.fromMacros, 0)} kcal`
            : p.code === 'energy_over_max'
              ? `${f.num(p.kj, 0)} kJ in 100 g, more than pure fat holds`
              : p.code === 'macros_over_100'
                ? `the nutrients add up to ${f.num(p.total, 1)} g in 100 g`
                : p.code === 'fat_under_list'
                  ? `fat ${f.num(p.fat, 1)} g, where a list of oil alone is nearly all fat (at least ${f.num(p.atLeast, 0)} g), so no figure is scored`
                  : p.code === 'sugars_under_list'
                    ? `sugars ${f.num(p.sugars, 1)} g, where sugar, the first of the list's ${p.items} ingredients, is at least ${f.num(p.atLeast, 1)} g`
                    : p.code === 'sugars_under_fruit'
                      ? `sugars ${f.num(p.sugars, 1)} g, where a list that is ${p.share} % fruit holds at least ${f.num(p.atLeast, 1)} g beside ${f.num(p.carbohydrates, 1)} g of carbohydrates, so the sugars are not scored`
                      : p.code === 'saturates_under_fat'
                        ? `saturated fat ${f.num(p.saturatedFat, 1)} g, where any ${f.num(p.fat, 1)} g of fat holds at least ${f.num(p.atLeast, 1)} g, so the saturated fat is not scored`
                        : p.code === 'salt_sodium'
                          ? `salt ${f.num(p.salt, 2)} g, where the sodium on record (${f.num(p.sodium, 3)} g) is ${f.num(p.fromSodium, 2)} g of salt, so the salt is not scored`
                          : p.code === 'salt_under_list'
                            ? `salt ${f.num(p.salt, 1)} g, where the list names salt (“${p.written}”) and a label may say 0 g only under ${f.num(p.atLeast, 4)} g, so the salt is not scored`
                            : `${p.part === 'sugars' ? 'sugars' : 'saturated fat'} (${f.num(p.partValue, 1)} g) exceed ${p.whole === 'carbohydrates' ? 'carbohydrates' : 'fat'} (${f.num(p.wholeValue, 1)} g)`,
      );

      return `The nutrition figures on record do not agree with each other${withList ? ' or with the ingredient list' : ''} (${f.list(list)}): one of them is likely mistyped, so what rests on them is uncertain; check the pack.`;
    },

    /** EU 1169/2011 Annex III 4.1: the warning a drink with more than 150 mg/l caffeine carries, word for word. */

    caffeineWarning: (p: { mgPerL?: number }) =>
      `High caffeine content. Not recommended for children or pregnant or breast-feeding women. EU law (Regulation 1169/2011, Annex III 4.1) requires this warning on drinks with more than 150 mg of caffeine per litre${p.mgPerL === undefined ? '; this energy drink lists caffeine' : ` (this one: ${f.num(p.mgPerL, 0)} mg/l)`}.`,
    nutrients: { fat: 'fat', saturated_fat: 'saturated fat', sugars: 'sugars', salt: 'salt' } as Record<
      P.FsaNutrient,
      string
    >,
    light: (p: P.LightParams) => {
      const band =
        p.light === 'high'
          ? `above the ${f.num(p.high, 2)} g "high" threshold`
          : p.light === 'low'
            ? `at or below the ${f.num(p.low, 2)} g "low" threshold`
            : `between the ${f.num(p.low, 2)} g and ${f.num(p.high, 2)} g thresholds`;
      if (p.portion) {
        const unit = p.perMl ? 'ml' : 'g';
        return `${cap(en.nutrition.nutrients[p.nutrient])}: ${f.num(p.portion.value, 2)} g in a portion of ${f.num(p.portion.quantity, 0)} ${unit} (${f.num(p.value, 2)} g per ${per(p.perMl)}), above the ${f.num(p.portion.limit, 2)} g per portion over ${p.portion.over} ${unit} that the UK front-of-pack traffic lights call high (high).`;
      }
      return `${cap(en.nutrition.nutrients[p.nutrient])}: ${f.num(p.value, 2)} g per ${per(p.perMl)}, ${band} of the UK front-of-pack traffic lights (${p.light}).`;
    },
    highIn: (p: P.HighInParams) =>
      `Caution: high in ${en.nutrition.nutrients[p.nutrient]} (${p.portion ? `${f.num(p.portion.value, 2)} g in a portion of ${f.num(p.portion.quantity, 0)} ${p.perMl ? 'ml' : 'g'}` : `${f.num(p.value, 2)} g per ${per(p.perMl)}`}); keep portions small.`,
    highInSummary: (nutrients: readonly P.FsaNutrient[]) =>
      `High in ${f.list(nutrients.map((n) => en.nutrition.nutrients[n]))} by UK front-of-pack thresholds.`,
    nutriScore: (p: P.NutriScoreParams) => {
      const basis =
        p.category === 'water'
          ? 'unflavoured water'
          : p.estimated
            ? 'computed from the nutrition facts Open Food Facts estimated from the ingredient list'
            : p.prepared
              ? 'computed from the nutrition facts as prepared'
              : 'computed from the nutrition facts';
      const { fv } = p;
      const estimate =
        fv.basis === 'off-estimate' && fv.percent > 0
          ? `; fruit, vegetables and legumes estimated at ${f.num(fv.percent, 0)} % by Open Food Facts from the ingredient list`
          : fv.basis === 'ingredients' && fv.percent > 0
            ? `; fruit, vegetables and legumes estimated at ${f.num(fv.percent, 0)} % from the ingredient list`
            : fv.basis === 'category' && fv.percent > 0
              ? `; fruit and vegetables estimated at ${fv.percent} % from the category`
              : '';
      const grade = p.estimated ? `${p.grade}, estimated` : p.grade;
      const most = p.fibreUnknown
        ? ` or fewer, with no fibre figure on record${p.gradeWithFibre ? `: ${p.gradeWithFibre} at best with enough fibre` : ''};`
        : ',';
      return `Nutri-Score ${grade} (${p.points} points${most} ${basis}${estimate}).`;
    },
    gradeBelowNutriScore: (p: { grade: string; nutriScore: string; ultra: boolean; additives: boolean }) =>
      `Its health grade is ${p.grade}, lower than its Nutri-Score ${p.nutriScore}: the grade also counts ${p.ultra && p.additives ? 'ultra-processing and additives of concern' : p.ultra ? 'ultra-processing' : 'additives of concern'}.`,
    goodProfile: (grade: string) => `Good nutritional profile (Nutri-Score ${grade}).`,
    published: (p: { grade: string; estimated: boolean }) =>
      p.estimated
        ? `Open Food Facts gives Nutri-Score ${p.grade}, estimated from the ingredient list.`
        : `Open Food Facts gives Nutri-Score ${p.grade}.`,
    estimated: (p: { perMl: boolean; figures: P.Figures }) => {
      const n = p.figures;
      const parts: string[] = [];
      const kcal = n.energyKcal ?? (n.energyKj !== undefined ? n.energyKj / 4.184 : undefined);
      if (kcal !== undefined) parts.push(`${f.num(kcal, 0)} kcal`);
      if (n.fat !== undefined)
        parts.push(
          `${g(n.fat)} fat${n.saturatedFat !== undefined ? ` (of which ${g(n.saturatedFat)} saturates)` : ''}`,
        );
      else if (n.saturatedFat !== undefined) parts.push(`${g(n.saturatedFat)} saturates`);
      if (n.carbohydrates !== undefined)
        parts.push(
          `${g(n.carbohydrates)} carbohydrate${n.sugars !== undefined ? ` (of which ${g(n.sugars)} sugars)` : ''}`,
        );
      else if (n.sugars !== undefined) parts.push(`${g(n.sugars)} sugars`);
      if (n.fiber !== undefined) parts.push(`${g(n.fiber)} fibre`);
      if (n.proteins !== undefined) parts.push(`${g(n.proteins)} protein`);
      if (n.salt !== undefined) parts.push(`${g(n.salt)} salt`);
      return `Note: no nutrition facts from the label are on record. Estimated by Open Food Facts from the ingredient list, per ${per(p.perMl)}: about ${parts.join(', ')}; estimates, not measured.`;
    },
    nova4: 'NOVA group 4: an ultra-processed food.',
    nova4Advice: 'Consider less processed alternatives: this is an ultra-processed food (NOVA 4).',
    ultraProcessed: 'Ultra-processed (NOVA 4).',
    preparedFiguresMissing:
      'Not enough data to score: the Nutri-Score reads it as prepared, and only the figures of the product as sold are on record.',
    notEnoughEstimate: 'Not enough data to score: no nutrition facts from the label on record, only an estimate.',
    notEnoughFigures: (missing: readonly P.FsaNutrient[]) =>
      `Not enough data to score (nutrition facts missing: ${f.list(missing.map((n) => en.nutrition.nutrients[n]))}).`,
    notApplicable: 'No Nutri-Score: it does not apply to this kind of product.',
    notEnough: 'Not enough data to score: no nutrition facts on record.',
    nutriScoreAtBest: (p: {
      grade: string;
      points: number;
      missing: readonly ('energy' | 'fat' | 'saturated_fat' | 'sugars' | 'salt' | 'proteins')[];
      energyAtLeastKj?: number;
      sugarsAtLeast?: number;
      saltAtLeast?: number;
      saltOrElse?: number;
      /** Counting the greater of a salt and a sodium that disagree, where its grade is the same. */
      pointsOrElse?: number;
      saturatedFatAtLeast?: number;
    }) =>
      p.sugarsAtLeast !== undefined
        ? `No Nutri-Score: the label's sugars cannot be right beside its carbohydrates and its fruit. Counting the sugars at no less than the ${f.num(p.sugarsAtLeast, 1)} g they must be, it can be no better than ${p.grade} (at least ${p.points} points${p.energyAtLeastKj !== undefined ? `, counting the energy at no less than the ${f.num(p.energyAtLeastKj, 0)} kJ its fat, carbohydrates and protein give` : ''}).`
        : p.saturatedFatAtLeast !== undefined && p.missing.length === 0
          ? `No Nutri-Score: the label's saturated fat is less than any fat holds. Counting it at no less than ${f.num(p.saturatedFatAtLeast, 1)} g, it can be no better than ${p.grade} (at least ${p.points} points${p.energyAtLeastKj !== undefined ? `, counting the energy at no less than the ${f.num(p.energyAtLeastKj, 0)} kJ its fat, carbohydrates and protein give` : ''}).`
          : p.pointsOrElse !== undefined &&
              p.saltOrElse !== undefined &&
              p.saltAtLeast !== undefined &&
              p.missing.length === 0
            ? `Nutri-Score ${p.grade}: the label's salt and its sodium give two salts, ${f.num(p.saltAtLeast, 2)} g and ${f.num(p.saltOrElse, 2)} g, which cannot both be right, and either gives ${p.grade} (${p.points} or ${p.pointsOrElse} points).`
            : p.saltOrElse !== undefined && p.saltAtLeast !== undefined && p.missing.length === 0
              ? `No Nutri-Score: the label's salt and its sodium give two salts, ${f.num(p.saltAtLeast, 2)} g and ${f.num(p.saltOrElse, 2)} g, which cannot both be right. Counting the lesser, it can be no better than ${p.grade} (at least ${p.points} points${p.energyAtLeastKj !== undefined ? `, counting the energy at no less than the ${f.num(p.energyAtLeastKj, 0)} kJ its fat, carbohydrates and protein give` : ''}).`
              : p.saltAtLeast !== undefined && p.missing.length === 0
                ? `No Nutri-Score: the label's 0 g of salt cannot be right beside the salt its list names. Counting the salt at no less than ${f.num(p.saltAtLeast, 4)} g, the least a label does not round to 0 g, it can be no better than ${p.grade} (at least ${p.points} points${p.energyAtLeastKj !== undefined ? `, counting the energy at no less than the ${f.num(p.energyAtLeastKj, 0)} kJ its fat, carbohydrates and protein give` : ''}).`
                : `No Nutri-Score: the label's ${f.list(p.missing.map((n) => ({ energy: 'energy', fat: 'fat', saturated_fat: 'saturated fat', sugars: 'sugars', salt: 'salt', proteins: 'protein' })[n]))} ${p.missing.length > 1 ? 'are' : 'is'} not on record. From the figures that are, it can be no better than ${p.grade} (at least ${p.points} points${p.energyAtLeastKj !== undefined ? `, counting the energy at no less than the ${f.num(p.energyAtLeastKj, 0)} kJ its fat, carbohydrates and protein give` : ''}).`,
    kindUntoldGrades: (p: { food: string; drink: string }) =>
      `No Nutri-Score and no score: no category is on record, and ClearCart cannot tell from its name, its list or its figures whether it is a food or a drink. Read as a food it would be Nutri-Score ${p.food}, as a drink ${p.drink}.`,
    kindUntold:
      'Note: no category is on record, and ClearCart cannot tell from its name, its list or its figures whether it is a food or a drink: its figures are read per 100 g, by the food tables of the Nutri-Score and the traffic lights.',
    foodSupplement:
      'No Nutri-Score and no score: a food supplement is outside the nutrition declaration they rest on (Regulation (EU) No 1169/2011, Art. 29).',
  },

  health: {
    noIngredientList: 'Check the ingredient list on the pack: none is on record, so allergens cannot be ruled out.',
    contains: (names: readonly string[]) => `Contains ${f.list(names)}.`,
    mayContainTraces: (names: readonly string[]) => `May contain traces of ${f.list(names)}.`,
    mayContainNote: (names: readonly string[]) => `Note: the label says it may contain ${f.list(names)}.`,
    mayContainThrough: (names: readonly string[], through: readonly string[]) =>
      `May contain ${f.list(names)} through ${through.length > 0 ? f.list(through.map(f.quote)) : 'its ingredients'}.`,
    additivesOfConcern: (names: readonly string[]) => `Additives of concern: ${f.list(names)}.`,
    noTrackedAllergen: (count: number) => `None of the ${count} tracked allergens is declared or listed.`,
    efsaRisk: (risk: 'high' | 'moderate') => `EFSA-based overexposure risk: ${risk}.`,
    /** "You set an artificial additives sensitivity of 4." */
    sensitivitySet: (p: { sensitivity: P.Sensitivity; slider: number }) =>
      `You set ${aSensitivity(p.sensitivity)} sensitivity of ${p.slider}.`,
    sensitiveAlert: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Contains ${p.name} — you are sensitive to ${sensitivityName(p.sensitivity)}`,
    sensitiveCaution: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Caution: contains ${p.name}, and you set ${aSensitivity(p.sensitivity)} sensitivity.`,
    sensitiveNote: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Note: contains ${p.name}, a low concern, and you set ${aSensitivity(p.sensitivity)} sensitivity.`,
    additiveCaution: (p: { name: string; concern: string }) => `Caution: contains ${p.name}. ${p.concern}`.trim(),
    animalDerived: (type: AnimalProductType) => `Animal-derived (${ANIMAL_TYPES[type]}).`,
    sourcingRisks: 'Listed for its sourcing risks.',
  },

  personal: {
    avoidNone: (name: string) => `You avoid ${name}: none found.`,
    youAvoid: (name: string) => `You avoid ${name}.`,
    containsAlert: (name: string) => `Contains ${name} — you avoid ${name}`,
    glutenDeclaredAlert: (name: string) =>
      `May contain ${name} — gluten is declared, and the record does not say which cereal it comes from`,
    mayContainAlert: (name: string) => `May contain ${name} — you avoid ${name}`,
    cannotRuleOutListed: (name: string) => `Cannot rule out ${name} — the ingredient list on record does not settle it`,
    checkPackListed: (name: string) => `Check the pack for ${name}: the ingredient list on record does not settle it.`,
    cannotRuleOutAlert: (name: string) => `Cannot rule out ${name} — no ingredient list on record`,
    tracesUnknownAlert: (name: string) =>
      `No ${name} ingredient, but traces of it cannot be ruled out — no ingredient list on record`,
    avoidContains: (p: { name: string; written?: string }) =>
      `Avoid this product: it contains ${p.name}${p.written ? ` ("${p.written}")` : ''}, which you avoid.`,
    cautionTraces: (name: string) => `Caution: it may contain traces of ${name}, which you avoid.`,
    cautionCarried: (p: { name: string; written: string }) =>
      `Caution: its ingredient "${p.written}" can bring ${p.name}, which you avoid.`,
    checkPack: (name: string) => `Check the pack for ${name}: there is no ingredient list on record.`,
    diets: { low_sodium: 'low-sodium', low_sugar: 'low-sugar' } as Record<'low_sodium' | 'low_sugar', string>,
    followDiet: (diet: 'low_sodium' | 'low_sugar') => `You follow a ${en.personal.diets[diet]} diet.`,
    dietListedAlert: (because: string) =>
      `Not for a low-sugar diet — its list names “${because}” among its first ingredients`,
    dietListedAvoid: (because: string) =>
      `Avoid on a low-sugar diet: its list names “${because}” among its first ingredients, and the label's sugars figure is not on record.`,
    dietLimitAlert: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `High in ${en.nutrition.nutrients[p.nutrient]} — you follow a ${en.personal.diets[p.diet]} diet`,
    dietLimitAvoid: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `Avoid on a ${en.personal.diets[p.diet]} diet: it is high in ${en.nutrition.nutrients[p.nutrient]}.`,
    dietLimitUnknownAlert: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient; atLeast?: number }) =>
      `Can't tell whether it suits a ${en.personal.diets[p.diet]} diet — the label's ${en.nutrition.nutrients[p.nutrient]} figure is not on record${p.atLeast !== undefined ? ` (the list alone puts at least ${f.num(p.atLeast, 1)} g in 100 g)` : ''}`,
    dietLimitNotLowAlert: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient; atLeast: number }) =>
      `Not low in ${en.nutrition.nutrients[p.nutrient]} — you follow a ${en.personal.diets[p.diet]} diet`,
    dietLimitNotLow: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient; atLeast: number }) =>
      `Check how much you eat: the label's ${en.nutrition.nutrients[p.nutrient]} figure is not on record, but the list alone puts at least ${f.num(p.atLeast, 1)} g in 100 g, more than a food low in ${en.nutrition.nutrients[p.nutrient]} holds, and you follow a ${en.personal.diets[p.diet]} diet.`,
    dietLimitMedium: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `Check how much you eat: it is not low in ${en.nutrition.nutrients[p.nutrient]} (medium), and you follow a ${en.personal.diets[p.diet]} diet.`,
    dietLimitCheck: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `Check the ${en.nutrition.nutrients[p.nutrient]} figure on the pack: the label's is not on record, and you follow a ${en.personal.diets[p.diet]} diet.`,
    avoidedIngredientAlert: (word: string) => `Contains ${word} — on your list of ingredients to avoid`,
    sensitivityUnknownAlert: (p: { sensitivity: P.Sensitivity; unreadable: boolean; part?: string; cut?: string }) =>
      `You are sensitive to ${sensitivityName(p.sensitivity)}: can't tell whether it contains any — ${listGap(p)}`,
    avoidedUnknownAlert: (p: {
      word: string;
      unreadable: boolean;
      inName?: string;
      cut?: string;
      oneOf?: string;
      maybe?: string;
      unsourced?: string;
      unrecognised?: string;
      part?: string;
    }) =>
      p.oneOf !== undefined
        ? `Can't tell whether it contains ${p.word} — the ingredient list names it only as one of several (“${p.oneOf}”)`
        : p.unsourced !== undefined
          ? `Can't tell whether it contains ${p.word} — the list does not say what “${p.unsourced}” is made from`
          : p.unrecognised !== undefined
            ? `Can't tell whether it contains ${p.word} — “${p.unrecognised}” is not an ingredient we recognise`
            : p.maybe !== undefined
              ? `Can't tell whether it contains ${p.word} — “${p.maybe}” can be made from it, and the list does not say whether this one is`
              : p.inName
                ? `Can't tell whether it contains ${p.word} — its name says “${p.inName}”, but the ingredient list on record does not show it; check the pack`
                : `Can't tell whether it contains ${p.word} — ${listGap(p)}`,
    avoidedUnrecognisedAlert: (word: string) =>
      `We do not recognise “${word}”, so we cannot tell whether the list names it; check the ingredient list yourself`,
    avoidedIngredient: (p: { word: string; segment: string }) =>
      `Avoid this product: it contains ${p.word} ("${p.segment}"), which you avoid.`,
    ingredientPurpose: 'Ingredient',
    onAvoidList: (word: string) => `On your list of ingredients to avoid (${word}).`,
    paleoAlert: (because: readonly string[]) => `Not paleo — it contains ${f.list(because.map((b) => `“${b}”`))}`,
    paleoAvoid: (because: readonly string[]) =>
      `Avoid on a paleo diet: it contains ${f.list(because.map((b) => `“${b}”`))}, and the diet leaves out grains, legumes, dairy and refined sugar.`,
    carbDietAlert: (p: P.CarbDietExcluded) =>
      p.because !== undefined
        ? `Not for a ${CARB(p.diets)} diet — its list names “${p.because}” among its first ingredients`
        : `Not for a ${CARB(p.diets)} diet — ${f.num(p.grams ?? 0, 1)} g of carbohydrate per ${p.perMl ? '100 ml' : '100 g'}`,
    carbDietAvoid: (p: P.CarbDietExcluded) =>
      p.because !== undefined
        ? `Avoid on a ${CARB(p.diets)} diet: its list names “${p.because}” among its first ingredients, and such a diet limits sugars and starchy foods.`
        : `Avoid on a ${CARB(p.diets)} diet: ${f.num(p.grams ?? 0, 1)} g of carbohydrate per ${p.perMl ? '100 ml' : '100 g'}, more than half of what it weighs.`,
    paleoOpen: (read: boolean): string =>
      read
        ? 'Note: nothing in the ingredient list is a grain, legume, dairy food, refined sugar or synthetic sweetener or colour, which a paleo diet leaves out; whether the rest fits your paleo diet is not judged.'
        : 'Note: with no ingredient list to read, whether it fits a paleo diet is not judged.',
    carbohydratesOnRecord: (p: { grams: number; perMl: boolean; diets: readonly ('keto' | 'paleo' | 'low_carb')[] }) =>
      `Note: ${f.num(p.grams, 1)} g of carbohydrate per ${p.perMl ? '100 ml' : '100 g'}; ${CARB(p.diets)} limits vary, so the fit is not assessed.`,
    carbohydrates: (diets: readonly ('keto' | 'paleo' | 'low_carb')[]) =>
      `Note: carbohydrate content is not on record, so ${CARB(diets)} fit is not assessed.`,
    /** "animal ingredients (dairy and eggs)" in food, "animal-derived ingredients (…)" in cosmetics. */
    animalIngredients: (p: { food: boolean; types: readonly AnimalProductType[] }) =>
      `${p.food ? 'animal' : 'animal-derived'} ingredients (${f.list(p.types.map((t) => ANIMAL_TYPES[t]))})`,
    veganContainsAlert: (animal: string) => `Contains ${animal} — you follow a vegan diet`,
    veganContains: (animal: string) => `Avoid on a vegan diet: it contains ${animal}.`,
    veganMaybeAlert: (because: readonly string[]) =>
      `May not be vegan: ${f.list(because.map((b) => `"${b}"`))} can be of animal origin — you follow a vegan diet`,
    veganMaybe: (because: readonly string[]) =>
      `Check with the maker on a vegan diet: ${f.list(because.map((b) => `"${b}"`))} can be of animal origin.`,
    vegetarianContainsAlert: 'Not vegetarian — you follow a vegetarian diet',
    vegetarianContains: (because: readonly string[]) =>
      because.length > 0
        ? `Avoid on a vegetarian diet: it contains ${f.list(because.map((b) => f.quote(b)))}, which ${because.length > 1 ? 'are' : 'is'} not vegetarian.`
        : 'Avoid on a vegetarian diet: its record says it is not vegetarian.',
    vegetarianMaybeAlert: (because: readonly string[]) =>
      `May not be vegetarian: ${f.list(because.map((b) => `"${b}"`))} can be of animal origin — you follow a vegetarian diet`,
    glutenContainsAlert: 'Contains gluten — you follow a gluten-free diet',
    glutenContains: 'Avoid on a gluten-free diet: it contains wheat or gluten.',
    dietUnknownAlert: (diet: 'vegan' | 'vegetarian' | 'gluten_free'): string =>
      ({
        vegan: "Can't tell whether it is vegan — you follow a vegan diet",
        vegetarian: "Can't tell whether it is vegetarian — you follow a vegetarian diet",
        gluten_free: "Can't tell whether it is gluten-free — you follow a gluten-free diet",
      })[diet],
    glutenMaybeAlert: 'May contain gluten — you follow a gluten-free diet',
    glutenMaybe: 'Caution on a gluten-free diet: it may contain traces of gluten.',
  },

  nonFood: {
    fragranceAllergen: 'A fragrance allergen, named on the label.',
    chemicalsSet: (slider: number) => `You set a chemicals sensitivity of ${slider}.`,
    sensitiveAlert: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Contains ${p.name} — you are sensitive to ${p.sensitivity}`,
    sensitiserAlert: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Contains ${p.name}, a skin sensitiser — you are sensitive to ${p.sensitivity}`,
    substanceCaution: (p: { name: string; status: string }) => `Caution: contains ${p.name}. ${p.status}`,
    /** "Skin sensitiser — may cause an allergic skin reaction (H317). …": the statement lower-cased, no full stop. */
    sensitiser: (p: { statement: string; code: string; classification: string; atHome: string }) =>
      `Skin sensitiser — ${p.statement} (${p.code}). ${p.classification} ${p.atHome}`,
    pictogram: (pictogram: string) => `Pictogram ${pictogram}. `,
    hazardCaution: (p: { statement: string; atHome: string }) => `Caution: ${p.statement} ${p.atHome}`,
    labelledFragrance: 'A labelled fragrance allergen.',
    nano: 'Present as a nanomaterial (labelled "nano").',
    someShades: 'In some shades only ("may contain").',
    perfuming: 'Perfuming',
    noIngredientList: 'No ingredient list on record.',
    checkIngredientList: 'Check the ingredient list on the pack: none is on record.',
    fragranceSummary: (names: readonly string[]) =>
      `Contains ${names.length} fragrance allergen${names.length > 1 ? 's' : ''} (${f.list(names)}).`,
    fragranceCautionDetergent: (names: readonly string[]) =>
      `Caution if your skin reacts to fragrance: it contains ${f.list(names)}. EU detergents law has fragrance allergens named above 0.01 %, so that people sensitised to one can avoid it.`,
    fragranceCaution: (names: readonly string[]) =>
      `Caution if your skin reacts to fragrance: it contains ${f.list(names)}. EU law has fragrance allergens named above 0.001 % in leave-on and 0.01 % in rinse-off products, so that people sensitised to one can avoid it.`,
    fragranceAlert: (names: readonly string[], more = 0) =>
      `Contains fragrance allergens (${f.list(more > 0 ? [...names, `${more} more`] : names)}) — you are sensitive to chemicals`,
    substances: (names: readonly string[]) => `Substances of concern: ${f.list(names)}.`,
    hazards: (codes: readonly string[]) => `Hazard statements on the pack: ${f.list(codes)}.`,
    sensitisers: (names: readonly string[]) =>
      `Skin sensitiser${names.length > 1 ? 's' : ''}: ${f.list(names)} (may cause an allergic skin reaction).`,
    nothingTracked:
      'No labelled fragrance allergen and no substance of health concern we track in its ingredient list.',
    notScored: 'Not enough data to score: health ratings cover foods and drinks.',
  },

  palmOil: {
    evidenceSegment: (segment: string) => `the ingredient "${segment}"`,
    evidenceLabel: (label: string) => `the label “${label}” on the pack`,
    evidenceAnalysis: 'the ingredient analysis on the product’s record, which found palm oil',
    explanation:
      'Oil palm expansion has driven tropical deforestation and habitat loss; certification schemes such as RSPO set standards for more sustainable production.',
    certified: (p: { evidence: string; label: string }) => `Contains palm oil (${p.evidence}), certified ${p.label}.`,
    certifiedRating: (label: string) => `Certified (${label})`,
    companyClaim: (p: { evidence: string; company: string; owns?: string; rspo: string }) =>
      `This product's palm oil (${p.evidence}): no sustainability certification on record. ${p.company}${p.owns ? `, which owns ${p.owns},` : ''} says it buys ${en.palmOil.rspoModels[p.rspo] ?? p.rspo} RSPO-certified palm oil — company-wide, not checked for this product.`,
    rspoModels: {
      'identity preserved': 'identity preserved',
      segregated: 'segregated',
      'mass balance': 'mass balance',
      'book and claim': 'book and claim',
    } as Readonly<Record<string, string>>,
    uncertified: (evidence: string) =>
      `Contains palm oil (${evidence}) with no sustainability certification on record.`,
    noCertification: 'No certification on record',
    freeMilkProduct: (category: string) =>
      `No palm oil: a product of the category “${category}” is made of milk, and no other fat may take the place of its milk fat (Regulation (EU) No 1308/2013, Annex VII Part III).`,
    freeWholeFood: (category: string) => `No palm oil: a product of the category “${category}” is its one ingredient.`,
    freeByAnalysis: 'Ingredient analysis on the product’s record: palm-oil free.',
    freeUnrecognised: (named: readonly string[]) =>
      `No palm oil in the ingredient list. ${f.list(named.map(f.quote))} ${named.length === 1 ? 'is not an ingredient' : 'are not ingredients'} we recognise, but that is too little to leave the question open.`,
    free: 'No palm oil in the ingredient list.',
    freeExplanation: 'Palm-oil free, so the deforestation risk of uncertified palm oil does not apply.',
    freeRating: 'Palm oil free',
    maybe: (named: readonly string[]) =>
      `May contain palm oil: ${f.list(named.map((b) => `"${b}"`))} can be made from palm oil and the list does not say which oil.`,
    unknownCut: (ending: string) =>
      `Palm oil cannot be ruled out: the ingredient list on record is cut short (it ends “${ending}”).`,
    unknownNoList: 'No ingredient list on record, so palm oil cannot be ruled out.',
    unknown: (named: readonly string[]) =>
      `Palm oil cannot be ruled out: ${f.list(named.map((b) => `"${b}"`))} ${named.length === 1 ? 'is' : 'are'} not an ingredient we recognise.`,
    unknownUnsourced: (named: readonly string[]) =>
      `Palm oil cannot be ruled out: the list does not say what ${f.list(named.map((b) => `"${b}"`))} ${named.length === 1 ? 'is' : 'are'} made from.`,
    maybeRating: 'May contain palm oil',
    unknownRating: 'Unknown',
    summaryUncertified: 'Contains palm oil with no sustainability certification on record.',
    summaryCompanyClaim:
      'Contains palm oil with no sustainability certification on record; its maker says its palm oil is RSPO-certified company-wide.',
    summaryCertified: (label: string) => `Contains palm oil, certified ${label}.`,
    companyAdvice:
      'Its maker says its palm oil is RSPO-certified company-wide; look for the RSPO label to know it for this product, or choose a palm-oil-free one.',
    advice: 'Consider a palm-oil-free product or one with RSPO-certified palm oil.',
  },

  environment: {
    /** The environmental concerns of the company that weigh on the score (curated names, in English). */

    companyRecord: (p: { company: string }) =>
      `The record of ${p.company} weighs on this score: its environmental concerns are listed below.`,
    carbon: (p: { kg: number; name: string }) => `About ${f.num(p.kg, 2)} kg CO2e per kg for "${p.name}".`,
    carbonMethod: (p: { basis: string; low: number; high: number }) =>
      `Figure: ${p.basis}. ClearCart calls ≤ ${p.low} low and > ${p.high} high, the lower and upper thirds of foods in AGRIBALYSE 3.1.`,
    water: (p: { litres: number; name: string }) =>
      `About ${Math.round(p.litres)} litres of water per kg for "${p.name}".`,
    waterMethod: (p: { low: number; high: number }) =>
      `Figure: global average water footprint (green + blue + grey), Water Footprint Network data (see the sources). ClearCart bands: ≤ ${p.low} L/kg low, > ${p.high} L/kg high.`,
    noWater: 'No water-use figure for this product category yet.',
    /** The basis of a footprint as the AGRIBALYSE script words it, from its parts. */
    footprintBasis: (p: P.FootprintBasisParams) => {
      const tags = `${p.categories.length === 1 ? 'the category' : 'the categories'} ${p.categories.map((c) => `“${c}”`).join(', ')}`;
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, the food Open Food Facts maps to ${tags} or its subcategories`
        : `AGRIBALYSE 3.1, median of ${p.count} foods mapped by Open Food Facts to ${tags} or its subcategories${p.leftOut ? ' (forms prepared at home left out)' : ''}, e.g. ${foods}`;
    },
    surfactant: (p: {
      written: string;
      surfactantClass: string;
      readily: boolean;
      degraded: boolean;
      poor: boolean;
    }) => {
      const said = [
        ...(p.readily ? ['readily biodegradable where there is oxygen'] : []),
        ...(p.degraded ? ['also removed without oxygen'] : []),
        ...(p.poor ? ['reported to biodegrade poorly without oxygen, as in sediments and sewage sludge'] : []),
      ];
      return `"${p.written}" (${p.surfactantClass}): ${said.join('; ')}.`;
    },
    partial:
      'Partial score: no ingredient list on record, so the sourcing risks of what it is made of are not counted.',
    partialPart: (part: string) =>
      `Partial score: the ingredient list on record gives only the “${part}”, so the sourcing risks of what it is made of are not counted.`,
    partialCapped: (grade: string) =>
      `Open Food Facts' own environmental grade for this product is ${grade}: a partial score is kept no better than it.`,
    partialNamed: (named: readonly string[]) =>
      `Partial score: no ingredient list on record, so only the sourcing risks of what its name, category or record says it is made of (${f.list(named.map((n) => f.lower(n)))}) are counted.`,
    partialFootprint:
      'Partial score: no footprint figure fits its category, so its footprint is weighed as a high one, never better than a known footprint.',
    partialUnreadable:
      'Partial score: its ingredient list could not be read, so the sourcing risks of what it is made of are not counted.',
    footprintSummary: (p: { kg: number; rating: P.Level }) =>
      `Estimated ${f.num(p.kg, 3)} kg CO2e per kg for its category (${p.rating}).`,
    highCarbon: 'Consider lower-carbon alternatives: this category has a high carbon footprint.',
    noFootprint: 'No footprint figure for this product category yet.',
    noCategory: 'No category on record, so no footprint figure applies.',
    /** Decision 113: a footprint fitted to what the list rules out, or none that fits the product as sold. */
    footprintBasisFitted: (p: {
      count: number;
      of: number;
      name: string;
      classes: readonly string[];
      examples: readonly string[];
    }) => {
      const c = p.classes.map((k) => FOOD_CLASSES[k] ?? k).join(' or ');
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, the only one of the ${p.of} foods behind the figure for “${p.name}” without ${c}, which its list does not contain`
        : `AGRIBALYSE 3.1, median of ${p.count} of the ${p.of} foods behind the figure for “${p.name}”: those with ${c}, which its list does not contain, left out; e.g. ${foods}`;
    },
    /** Decision 123: a footprint of the foods made of what the list leads with. */
    footprintBasisNamed: (p: {
      count: number;
      of: number;
      name: string;
      category: string;
      fromName?: boolean;
      examples: readonly string[];
    }) => {
      const own = p.fromName ? "as the product's name does" : 'its own category, which has no figure';
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, the only one of the ${p.of} foods behind the figure for “${p.name}” whose name says “${p.category}”, ${own} (those foods' figures spread too widely for their median to stand for it)`
        : `AGRIBALYSE 3.1, median of ${p.count} of the ${p.of} foods behind the figure for “${p.name}”: those whose names say “${p.category}”, ${own} (those foods' figures spread too widely for their median to stand for it); e.g. ${foods}`;
    },
    footprintBasisVariety: (p: P.VarietyBasis) => {
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, the one of the ${p.of} foods behind the figure for “${p.name}” whose kind the product's name says (“${p.variety}”)`
        : `AGRIBALYSE 3.1, median of ${p.count} of the ${p.of} foods behind the figure for “${p.name}”: those whose kind the product's name says (“${p.variety}”); e.g. ${foods}`;
    },
    footprintBasisKept: (p: { count: number; of: number; name: string; kept: string; examples: readonly string[] }) => {
      const c = FOOD_CLASSES[p.kept] ?? p.kept;
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, the only one of the ${p.of} foods behind the figure for “${p.name}” with ${c}, which its list names among its first three ingredients`
        : `AGRIBALYSE 3.1, median of ${p.count} of the ${p.of} foods behind the figure for “${p.name}”: those with ${c}, which its list names among its first three ingredients; e.g. ${foods}`;
    },
    noFootprintForList: (p: { name: string; classes: readonly string[] }) => {
      const c = p.classes.map((k) => FOOD_CLASSES[k] ?? k).join(' or ');
      return `No footprint figure fits this product: every food behind the figure for “${p.name}” has ${c}, which its list does not contain.`;
    },
    noFootprintForConcentrate: (p: { name: string; salt?: number; perMl?: boolean }) =>
      `No footprint figure fits this product: it is sold concentrated or dried${p.salt !== undefined ? ` (${g(p.salt)} of salt per ${per(p.perMl === true)}, far more than a broth or soup ready to eat holds)` : ''}, and the figure for “${p.name}” is for the food ready to eat.`,
    noFootprintForKind: (p: { name: string; category: string }) =>
      `No footprint figure fits this product: the figure for “${p.name}” is for another kind of food than “${p.category}” as sold.`,
    packagingNote: (p: { name: string; note: string }) => `${p.name}: ${p.note}`,
    notRecyclable: 'Consider products in recyclable packaging: this packaging is not widely recyclable.',
    recyclingRules: (names: readonly string[]) => `Check local recycling rules for the ${f.list(names)}.`,
    packagingUnknown: (onRecord: readonly string[]) =>
      `Packaging on record (${onRecord.join(', ')}) is not in the packaging knowledge yet.`,
    noPackaging: 'No packaging information on record.',
    ecoScoreStatus: 'Published by Open Food Facts',
    ecoScore: (label: string) =>
      `Open Food Facts Eco-Score / Environmental Score ${label} (life-cycle analysis of the category with bonuses and maluses).`,
    concern: 'Concern',
    persistent: (p: { written: string; concern: string }) => `"${p.written}": ${p.concern}`,
    avoidPersistent: (p: { written: string; concern: string }) =>
      `Consider products without ${p.written}: ${p.concern.charAt(0).toLowerCase()}${p.concern.slice(1)}`,
    aquatic: (p: { code: string; statement: string; pictogram?: string; atHome: string }) =>
      `The pack says "${p.code} ${p.statement}"${p.pictogram ? ` (pictogram ${p.pictogram})` : ''}. ${p.atHome}`,
    criteriaKey: (label: string) => `${label} criteria`,
    good: 'Good',
    fair: 'Fair',
    criteria: (p: { label: string; group: string; verifies: readonly string[] }) =>
      `What the ${p.label} verifies for ${p.group}: ${p.verifies.join(' ')}`,
    surfactantKey: 'Surfactant biodegradability',
    refill: (words: readonly string[]) =>
      `Sold as a refill (${f.list(words.map((w) => `"${w}"`))}): it refills a container you already have instead of coming in a new one.`,
    concentrate: (words: readonly string[]) =>
      `Sold as a concentrate (${f.list(words.map((w) => `"${w}"`))}): a smaller dose does the job, so less product and packaging per use.`,
    commodityUntraced: (p: { name: string; note: string; label: string }) =>
      `${p.name}: ${p.note} Its certification on record, ${p.label}, does not say that this product's own ${f.lower(p.name)} is certified, so this risk is possible, not found.`,
    commodityUncertified: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} No certification of this product's ${f.lower(p.name)} is on record, so this risk is possible, not found.`,
    commodityByOrigin: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} The origin of this product's ${f.lower(p.name)} is not on record, so this risk is possible, not found.`,
    commodity: (p: { name: string; note: string; addressedBy?: string }) =>
      `${p.name}: ${p.note}${p.addressedBy ? ` Addressed by ${p.addressedBy}.` : ''}`,
    commoditiesSummary: (names: readonly string[]) => `Uses ${f.list(names)}, with deforestation or resource risks.`,
    resourceMaybe: (p: { written: string; name: string }) =>
      `"${p.written}" may be ${p.name}, so a deforestation or resource risk is not ruled out.`,
    resourceMaybePalm: (written: string) => `"${written}" may be palm oil, so a deforestation risk is not ruled out.`,
    resourcePalmNotRuledOut:
      'Palm oil cannot be ruled out from the ingredient list, so a deforestation risk is not ruled out.',
    noResourceRisk: 'No ingredient with a known high deforestation or resource risk.',
    noIngredientList: 'No ingredient list on record.',
    partList: (part: string) =>
      `Its ingredient list on record gives only the “${part}”, so it is not the whole list and its sourcing risks are not known.`,
    partialList:
      'Its ingredient list on record names nothing that brings its sugars, so it is not the whole list and its sourcing risks are not known.',
    unreadableList: 'Its ingredient list could not be read, so its sourcing risks are not known.',
    carriesUnchecked: (labels: readonly string[]) =>
      `Check the pack for ${f.list(labels)}: its catalog entry lists it, but cites no page that states it.`,
    carries: (labels: readonly string[]) => `Carries ${f.list(labels)}.`,
    meetsPreference: (p: { name: string; by?: string }) =>
      `Meets your preference for ${p.name}${p.by ? ` (${p.by})` : ''}.`,
    claimedPreference: (p: { name: string; by: string }) =>
      `Its labels on record say “${p.name}” (${p.by}), but no independent certification of it is on record: check the pack for a certification logo.`,
    considerPreference: (name: string) => `Consider products that are ${name}: this one shows no such label.`,
    avoidPackagingAlert: (p: { word: string; material: string }) =>
      `Its packaging includes ${p.material} — “${p.word}” is on your environmental avoid list`,
    avoidPackaging: (p: { word: string; material: string }) =>
      `Avoid this product: its packaging includes ${p.material}, which you avoid (“${p.word}”).`,
    avoidPackagingUnknown: (word: string) =>
      `Can't tell whether its packaging includes ${word} — no packaging information on record`,
    avoidAlert: (word: string) => `Contains ${word} — on your environmental avoid list`,
    avoid: (p: { word: string; segment: string }) =>
      `Avoid this product: it contains "${p.segment}", and you avoid ${p.word}.`,
    /** The shopper's environmental certification preferences, by id. */
    preferences: {
      organic: 'organic',
      non_gmo: 'non gmo',
      eco_friendly: 'eco friendly',
      biodegradable: 'biodegradable',
      recyclable: 'recyclable',
      carbon_neutral: 'carbon neutral',
    } as Readonly<Record<string, string>>,
    missing: {
      footprint: 'no footprint figure for its category',
      category: 'no category on record',
      packaging: 'no packaging on record',
      packagingUnknown: 'packaging whose recyclability is not known',
      ingredients: 'no ingredient list',
      unreadable: 'an ingredient list that could not be read',
      tooFew: 'too few facts on record',
    },
    notEnough: (missing: readonly string[]) => `Not enough data to score: ${f.list(missing)}.`,
    noConcern: 'No major environmental concern found in the facts on record.',
  },

  ethics: {
    labourUnassessed: 'No ingredient list on record, so labour risks in the supply chain cannot be assessed.',
    labourPartList: (part: string) =>
      `Its ingredient list on record gives only the “${part}”, so it is not the whole list and labour risks in the supply chain cannot be assessed.`,
    labourPartialList:
      'Its ingredient list on record names nothing that brings its sugars, so it is not the whole list and labour risks in the supply chain cannot be assessed.',
    labourUnreadable: 'Its ingredient list could not be read, so labour risks in the supply chain cannot be assessed.',
    labourMaybePalm: (written: string) =>
      `"${written}" may be palm oil, so a labour risk in its supply chain is not ruled out.`,
    labourPalmNotRuledOut:
      'Palm oil cannot be ruled out from the ingredient list, so a labour risk in its supply chain is not ruled out.',
    labourUnstated: (p: { written: string; name: string }) =>
      `"${p.written}" may be ${p.name}, so a labour risk in its supply chain is not ruled out.`,
    labourClear: 'No ingredient with a known high child- or forced-labour risk.',
    labourAddressed: (p: { name: string; note: string; label: string }) =>
      `${p.name}: ${p.note} The ${p.label} label addresses this.`,
    labourClaimed: (p: { name: string; note: string; label: string }) =>
      `${p.name}: ${p.note} “${p.label}” is on record, but it names no certification scheme, so it is not counted as addressing this.`,
    labourUnaddressed: (p: { name: string; note: string }) => `${p.name}: ${p.note} No label on record addresses this.`,
    labourOriginOnRecord: (p: { name: string; note: string; origin: string }) =>
      `${p.name}: ${p.note} The record gives the origin of its ingredients as “${p.origin}”, which the list does not name for ${f.lower(p.name)}, so this risk is not found.`,
    labourOriginUnsettled: (p: { name: string; note: string; origin: string }) =>
      `${p.name}: ${p.note} The record gives the origin of its ingredients as “${p.origin}”, which does not settle where this product's ${f.lower(p.name)} comes from, so this risk is possible, not found.`,
    labourByOrigin: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} The origin of this product's ${f.lower(p.name)} is not on record, so this risk is possible, not found.`,
    testingFood:
      'Not applicable to food: finished food products are not tested on animals as a matter of course. Animal-testing bans such as the EU one (Regulation (EC) No 1223/2009) concern cosmetics.',
    testingLabel: (p: { label: string; verifies: string }) => `Certified ${p.label}: ${p.verifies}`,
    /** The company's policy, in its own words (`policy` in `language`, when that is not the report's). */
    testingPolicy: (p: { company: string; policy: string; named: boolean; asOf: string; language?: string }) =>
      `${p.named ? p.policy : `${p.company}: ${p.policy}`} (as of ${p.asOf}).`,
    /** A company-wide listing on the company's own pledge, not an audit (PETA's). */
    testingListed: (p: { company: string; label: string; verifies: string }) =>
      ` ${p.company} is on the ${p.label} list, company-wide (${p.verifies}).`,
    testingHeld: (p: { company: string; label: string; verifies: string }) =>
      ` ${p.company} is ${p.label} certified, company-wide (${p.verifies}).`,
    testingNone:
      "No cruelty-free certification on record, and ClearCart has no record of the company's animal-testing policy.",
    highLabourRisk: 'ingredients with a high labour-abuse risk and no certified label on record that addresses it',
    labourAdvice:
      'Consider Fairtrade or Rainforest Alliance certified alternatives: some ingredients carry a high labour-abuse risk.',
    testsOnAnimals: 'the company tests on animals',
    crueltyFreeAdvice: 'Consider cruelty-free certified alternatives: its maker tests on animals.',
    welfareCertified: (p: { label: string; verifies: string }) => `Certified ${p.label}: ${p.verifies}`,
    animalUncertified: (types: readonly AnimalProductType[]) =>
      `animal ingredients (${f.list(types.map((t) => ANIMAL_TYPES[t]))}) with no welfare certification on record`,
    welfareAdvice: (types: readonly AnimalProductType[]) =>
      `Consider products with a recognised animal-welfare label (organic, free-range or similar): it contains animal ingredients (${f.list(types.map((t) => ANIMAL_TYPES[t]))}) and no welfare certification is on record.`,
    welfareLabelled: (label: string) => `Animal ingredients carry a welfare label (${label}).`,
    /** A certified organic scheme on the welfare card: organic rules with welfare requirements, not a welfare label. */
    welfareOrganic: (label: string) =>
      `Certified ${label}: organic rules include animal-welfare requirements for livestock, such as access to open-air areas; it is not a dedicated animal-welfare label.`,
    organicLabelled: (label: string) =>
      `Animal ingredients are certified organic (${label}): organic rules include animal-welfare requirements for livestock.`,
    seafoodAdvice:
      'Consider certified seafood: MSC for wild-caught, ASC or organic for farmed. No certification of how its fish or shellfish were caught or farmed is on record.',
    veganAlternativeAdvice: (types: readonly AnimalProductType[]) =>
      `Consider a vegan-certified alternative if animal-derived ingredients matter to you: it contains animal-derived ingredients (${f.list(types.map((t) => ANIMAL_TYPES[t]))}).`,
    wantAvoidTesting: 'You want to avoid animal testing.',
    testedAlert: 'Tested on animals — you avoid animal testing',
    testedAvoid: 'Avoid this product if animal testing matters to you: its maker tests on animals.',
    testingUnknownAlert: "No record of the maker's animal-testing policy — you avoid animal testing",
    testingUnknownCheck:
      "Check for a Leaping Bunny or other cruelty-free logo: ClearCart has no record of the maker's animal-testing policy.",
    /** The company's policy is on record but does not rule animal testing out (tests "where required by law"). */
    testingPolicyAlert: (company: string) =>
      `${possessive(company)} policy does not rule out animal testing — you avoid animal testing`,
    testingPolicyCheck: (company: string) =>
      `Check for a Leaping Bunny or other cruelty-free logo: ${possessive(company)} animal-testing policy does not rule out tests on animals, and no cruelty-free certification is on record.`,
    /** The shopper's ethical certification preferences, by id. */
    preferences: {
      fair_trade: 'fair trade',
      cruelty_free: 'cruelty free',
      vegan_certified: 'vegan certified',
      b_corp: 'B Corp',
      ethical_labor: 'ethical labor',
    } as Readonly<Record<string, string>>,
    meetsPreference: (p: { name: string; by: string; companyWide?: boolean }) =>
      `Meets your preference for ${p.name} (${p.by}${p.companyWide ? ', which the company holds for all its products' : ''}).`,
    listedPreference: (p: { name: string; by: string }) =>
      `${p.by} lists the brand as ${p.name} on the company's own pledge, not an audit: no independent certification of it is on record; check the pack for a certification logo.`,
    claimedPreference: (p: { name: string; by: string }) =>
      `Its labels on record say “${p.name}” (${p.by}), but no independent certification of it is on record: check the pack for a certification logo.`,
    makerCertificationUnknown: (name: string) =>
      `${name} certifies companies, not products: no ${name} certification of its maker is on record, so it is not known here.`,
    considerPreference: (name: string) =>
      `Consider ${/certified$/.test(name) ? name : `${name} certified`} alternatives: this product shows no such label.`,
    labelVerifiedBy: (p: { label: string; by: string; companyWide: boolean }) =>
      `${p.label}: verified by ${p.by}${p.companyWide ? ', which the company holds for all its products' : ', also on record'}.`,
    labelVerifies: (p: { label: string; verifies: string }) => `${p.label}: ${p.verifies}`,
    noSocialImpact: 'No specific social-impact information is on record for this product.',
    concerns: (concerns: readonly string[]) => `Ethical concerns: ${f.list(concerns)}.`,
    possibleLabour: (names: readonly string[], origin?: string) =>
      origin === undefined
        ? `Child or forced labour is possible, not found: the origin of its ${f.list(names.map((n) => f.lower(n)))} is not on record.`
        : `Child or forced labour is possible, not found: the origin on record (“${origin}”) does not settle where its ${f.list(names.map((n) => f.lower(n)))} come from.`,
    noConcern: (labels: readonly string[]) =>
      `No major ethical concern found in the facts on record${labels.length > 0 ? `; carries ${f.list(labels)}` : ''}.`,
    notEnoughPart: (part: string) =>
      `Not enough data to score: the ingredient list on record gives only the “${part}”, so the supply-chain risks of what it is made of are unknown.`,
    notEnoughUnreadable:
      'Not enough data to score: its ingredient list could not be read, so the supply-chain risks of what it is made of are unknown.',
    little: 'Little ethical information is on record for this product.',
    notEnough:
      'Not enough data to score: no ingredient list on record, so the supply-chain risks of what it is made of are unknown.',
  },

  welfare: {
    kept: { animals: 'animals', cows: 'cows', hens: 'hens' } as Record<P.Kept, string>,
    notKnown: (kept: readonly P.Kept[]) =>
      `No welfare label or farming claim is on record for this product, so how its ${f.list(kept.map((k) => en.welfare.kept[k]))} were kept is not known.`,
    seafoodScheme: (scheme: string) =>
      `How its fish or shellfish were caught or farmed is certified (${scheme}); the scheme sets rules for the stocks and the environment, not a welfare standard for the animals.`,
    seafood:
      'No certification is on record for this product, so how its fish or shellfish were farmed or caught is not known.',
    bees: 'No certification is on record for this product, so how its bee colonies were managed is not known.',
    /** A PDO/PGI on record: a farming specification, not a welfare certification. */
    organicClaim: (p: { said: readonly { words: string; where: P.ClaimWhere }[]; kept: P.Kept }) =>
      `${p.said.map((c) => `“${c.words[0]!.toUpperCase()}${c.words.slice(1)}” (${en.welfare.where[c.where]})`).join(', ')}: an organic claim with no certification scheme on record; certified organic rules include animal-welfare requirements, but which rules apply, and so how its ${en.welfare.kept[p.kept]} were kept, is not known.`,
    designation: (p: { said: readonly { words: string; where: P.ClaimWhere }[]; kept: P.Kept }) =>
      `${p.said.map((c) => `“${c.words.length <= 4 ? c.words.toUpperCase() : c.words}” (${en.welfare.where[c.where]})`).join(', ')}: a protected designation (PDO/PGI), whose published specification sets how the product is made, which for animal products can cover breeds, feed and grazing; it is not a welfare certification, so how its ${en.welfare.kept[p.kept]} were kept is not known.`,
    gelatine:
      'Its gelatine is made from animal skin and bones, and no welfare label is on record, so how those animals were kept is not known.',
    /** Conventional dairy farming in general, for context only. */
    dairyPicture: FACTORY_FARMING.dairy.text.replace(/^[^.]*\.\s*/, '').trim(),
    where: {
      label: 'a label on record',
      category: 'its category',
      name: 'the product name',
      ingredients: 'the ingredient list',
    } as Record<P.ClaimWhere, string>,
    /** “grass fed” (a label on record), …: what the claims mean. */
    claims: (p: { said: readonly { words: string; where: P.ClaimWhere }[]; kind: P.ClaimKind; kept: P.Kept }) => {
      const said = p.said.map((c) => `“${c.words}” (${en.welfare.where[c.where]})`).join(', ');
      const animals = en.welfare.kept[p.kept];
      const meaning =
        p.kind === 'cage'
          ? `the ${animals} were kept in cages`
          : p.kind === 'free-range-eggs'
            ? 'a farming method the egg marketing rules of the EU and the UK define (hens with continuous daytime access to open-air runs), not an independent welfare certification'
            : p.kind === 'outdoor'
              ? `the maker's word that the ${animals} were kept outdoors${p.kept === 'hens' ? '' : ' or fed on pasture'}, not an independent welfare certification`
              : `the maker's word that the ${animals} were not kept in cages, not an independent welfare certification`;
      return `${said.replace(/^(“?)(\p{L})/u, (_, q: string, c: string) => q + c.toUpperCase())}: ${meaning}.`;
    },
    contentNotKnown: (maybe: boolean): string =>
      maybe
        ? 'Some ingredients may be of animal origin, so how any animals were kept is not known.'
        : 'Whether it has animal ingredients is not known, so how any animals were kept is not known either.',
    none: 'No animal ingredients, so animal welfare does not apply.',
    evidence: (certification: string | undefined) => `Welfare evidence: ${certification || 'positive welfare rating'}.`,
  },

  /** How the animal content was found (the Ethical tab's evidence, and what rules an allergen out). */
  evidence: {
    offVegan: 'Ingredient analysis on the product’s record: vegan',
    veganLabel: 'Vegan label on the pack',
    glutenFreeLabel: 'Gluten-free label on the pack (at most 20 mg/kg, Regulation (EU) No 828/2014)',
    ingredient: (p: { segment: string; name?: string }) =>
      `Ingredient "${p.segment}"${p.name === undefined ? '' : ` (${p.name})`}`,
    additive: (p: { code: string; name: string }) => `Additive ${p.code} ${p.name} is of animal origin`,
    declared: (words: readonly string[]) => `Declared allergen ${words.map((w) => `“${w}”`).join(', ')}`,
    name: (words: string) => `Product name “${words}”`,
    category: (words: string) => `Category “${words}”`,
    offNonVegan: 'Ingredient analysis on the product’s record: non-vegan',
    offNonVegetarian: 'Ingredient analysis on the product’s record: non-vegetarian',
    notVegan: 'not vegan',
    /** The allergens as the animal content names them. */
    allergenWords: { dairy: 'milk', eggs: 'eggs', fish: 'fish', shellfish: 'shellfish' } as Record<
      'dairy' | 'eggs' | 'fish' | 'shellfish',
      string
    >,
  },

  alternatives: {
    nutriScore: (p: { theirs: string; mine: string }) => `Nutri-Score ${p.theirs} instead of ${p.mine}`,
    nova: (p: { theirs: number; mine: number }) => `NOVA ${p.theirs} instead of ${p.mine}`,
    noPalmOil: 'no palm oil',
    noUnsupportedClaims: 'no unsupported green claims',
    lessCarbon: (percent: number) => `${percent}% less CO2e per kg`,
    notTested: 'not tested on animals',
    dimensions: { health: 'Health', environmental: 'Environmental', ethical: 'Ethical' } as Record<Dimension, string>,
    score: (p: { dimension: Dimension; theirs: number; mine: number }) =>
      `${en.alternatives.dimensions[p.dimension]} ${p.theirs} instead of ${p.mine}`,
    notEnoughData: 'Not enough data on this product to compare it with others.',
    noneBetter: (category: string) => `Nothing in our catalog is a better choice in this category (${category}).`,
    noneOfKind: 'No other product of this kind is in our catalog yet.',
  },

  /** A list's worst items: why each is among them, as the list's page says it. */
  household: {
    /** The household's first person (stored as "Me" until renamed) after "for": "Not for Me", "Pas pour moi". */
    me: 'Me',
    notFor: (names: readonly string[]) => `Not for ${names.join(', ')}`,
    lowest: (p: { dimension: Dimension; grade: string }) =>
      `${{ health: 'Health', environmental: 'Environment', ethical: 'Ethics' }[p.dimension]} ${p.grade}`,
    lowScores: 'Low scores',
  },
};

/** The report's messages in one language: English's shape, so a missing or misspelt message fails the typecheck. */
export type Catalogue = typeof en;
