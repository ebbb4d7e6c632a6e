import type { Nutriments } from '@clearcart/contracts';
import { countryCode } from '@clearcart/text';
import { plainWords, statedShare } from '../ingredient-analysis.ts';
import { fold } from '../text.ts';

/** 1 kcal = 4.184 kJ (EU 1169/2011 Annex XIV uses the same conversion, rounded to 4.2 per factor). */
export const KJ_PER_KCAL = 4.184;

/**
 * Energy conversion factors of EU 1169/2011 Annex XIV, kcal per gram: carbohydrate and protein 4, fat 9, fibre 2.
 * Alcohol (7) and polyols (2.4) are not in the facts, so a drink with alcohol is not checked against its macros.
 */
const KCAL_PER_G = { carbohydrates: 4, proteins: 4, fat: 9, fiber: 2 } as const;

/**
 * Energy conversion factors of EU 1169/2011 Annex XIV, kJ per gram (alcohol, 29, and polyols, 10, are not in the
 * facts: a polyol counted as carbohydrate gives less, so the range below stays a bound).
 */
const KJ_PER_G = { fat: 37, carbohydrates: 17, proteins: 17, fiber: 8 } as const;

/**
 * Whether the label's carbohydrate is "total carbohydrate", dietary fibre included, as a US or Canadian panel gives it
 * (21 CFR 101.9(c)(6); Canada's Food and Drug Regulations B.01.401): every country of sale on record (one at least) is
 * the United States or Canada, or one is and the figures fit only that reading (blind audit 27, O4: France beside the
 * United States, and 26.1 g fat, 56.5 g carbohydrate with 21.7 g fibre, 17.4 g protein in 100 g). Elsewhere (EU
 * 1169/2011 Annex I) carbohydrate is the available carbohydrate and fibre is apart.
 */
export function fibreInCarbohydrates(countries: readonly string[] | undefined, n?: Nutriments): boolean {
  const codes = (countries ?? []).map(countryCode);
  const northAmerican = codes.filter((code) => code === 'us' || code === 'ca').length;
  if (northAmerican === 0) return false;
  if (northAmerican === codes.length) return true;
  return n !== undefined && macrosTotal(n, false) > MACROS_AT_MOST && macrosTotal(n, true) <= MACROS_AT_MOST;
}

/** What 100 g of a food can hold of fat, carbohydrates, protein, fibre and salt: 100 g, and 2 g for rounding. */
const MACROS_AT_MOST = 102;

/** The grams of fat, carbohydrates, protein, fibre and salt in 100 g; a "total carbohydrate" holds its fibre already. */
function macrosTotal(n: Nutriments, totalCarbohydrate: boolean): number {
  const fibre = totalCarbohydrate && n.carbohydrates !== undefined ? 0 : (n.fiber ?? 0);
  return (n.fat ?? 0) + (n.carbohydrates ?? 0) + (n.proteins ?? 0) + fibre + (n.salt ?? 0);
}

/** The carbohydrate apart from fibre: the label's, less its fibre where the label counts fibre in it. */
const availableCarbohydrates = (n: Nutriments, carbohydrates: number, totalCarbohydrate: boolean): number =>
  totalCarbohydrate ? Math.max(0, carbohydrates - (n.fiber ?? 0)) : carbohydrates;

/** Whether a label's kJ and kcal are not one energy: labels round each figure, so beyond 10 % (and 10 kJ). */
const disagree = (kj: number, kcal: number): boolean =>
  Math.max(kj, kcal * KJ_PER_KCAL) > 20 &&
  Math.abs(kj - kcal * KJ_PER_KCAL) > Math.max(10, 0.1 * Math.max(kj, kcal * KJ_PER_KCAL));

/**
 * The energy a score counts. Where the kcal is counted over the kJ, whether it lies within the range the macronutrients
 * allow (`within`), and that range in kJ: a kcal only nearer to it than the kJ is not "the figure they allow".
 */
export interface ScoredEnergy {
  kj: number;
  from: 'kj' | 'kcal';
  within?: boolean;
  allowed?: { leastKj: number; mostKj: number; leastKcal: number; mostKcal: number };
}

/**
 * The energy in kJ a score counts, and which of the label's figures it is. The kJ, unless the label's kJ and kcal
 * disagree and the kcal lies nearer the range the macronutrients allow (Annex XIV factors; with carbohydrates unknown,
 * at least the sugars and at most what 100 g leave): 3,106.7 kJ beside 46.7 g fat, 10 g protein and 16.7 g fibre
 * cannot be, where 566.7 kcal (2,371 kJ) can.
 */
export function scoredEnergy(
  n: Nutriments | undefined,
  alcoholic = false,
  totalCarbohydrate = false,
): ScoredEnergy | undefined {
  if (!n) return undefined;
  const { energyKj: kj, energyKcal: kcal } = n;
  if (kj === undefined) return kcal === undefined ? undefined : { kj: kcal * KJ_PER_KCAL, from: 'kcal' };
  if (kcal === undefined || !disagree(kj, kcal) || alcoholic || n.fat === undefined || n.proteins === undefined)
    return { kj, from: 'kj' };
  const carbohydrates =
    n.carbohydrates === undefined ? (n.sugars ?? 0) : availableCarbohydrates(n, n.carbohydrates, totalCarbohydrate);
  const least =
    n.fat * KJ_PER_G.fat +
    n.proteins * KJ_PER_G.proteins +
    (n.fiber ?? 0) * KJ_PER_G.fiber +
    carbohydrates * KJ_PER_G.carbohydrates;
  const room =
    n.carbohydrates === undefined
      ? Math.max(0, 100 - n.fat - n.proteins - (n.fiber ?? 0) - (n.salt ?? 0) - carbohydrates)
      : 0;
  const most = least + room * KJ_PER_G.carbohydrates;
  // Half a kJ either way: the factors give the bound, a label's rounding no more.
  const off = (energy: number) => Math.max(0, least - energy - 0.5, energy - most - 0.5);
  // The same range by the kcal factors, as a label computes its kcal (6.55 g of carbohydrate: 26.2 kcal, 111.4 kJ).
  const leastKcal =
    n.fat * KCAL_PER_G.fat +
    n.proteins * KCAL_PER_G.proteins +
    (n.fiber ?? 0) * KCAL_PER_G.fiber +
    carbohydrates * KCAL_PER_G.carbohydrates;
  const allowed = {
    leastKj: least,
    mostKj: most,
    leastKcal,
    mostKcal: leastKcal + room * KCAL_PER_G.carbohydrates,
  };
  return off(kcal * KJ_PER_KCAL) < off(kj)
    ? { kj: kcal * KJ_PER_KCAL, from: 'kcal', within: off(kcal * KJ_PER_KCAL) === 0, allowed }
    : { kj, from: 'kj' };
}

/** What the macronutrients allow, as a sentence gives it: one figure (kcal and kJ), or a range where they differ. */
export interface AllowedEnergy {
  kcal: number;
  kj: number;
  kcalMost?: number;
  kjMost?: number;
}

function allowedEnergy({ leastKj, mostKj, leastKcal, mostKcal }: NonNullable<ScoredEnergy['allowed']>): AllowedEnergy {
  const kcal = Math.round(leastKcal);
  const kcalMost = Math.round(mostKcal);
  return kcalMost === kcal
    ? { kcal, kj: Math.round(leastKj) }
    : { kcal, kj: Math.round(leastKj), kcalMost, kjMost: Math.round(mostKj) };
}

/** One way the nutrition facts disagree with themselves. */
export type NutritionInconsistency =
  /**
   * `scored`: the figure the Nutri-Score counts, where the kcal lies nearer than the kJ to what the macronutrients
   * allow; `allowed`, that range in kJ, where the kcal lies outside it too (blind audit 13, finding 7).
   */
  | {
      code: 'energy_units';
      kj: number;
      kcal: number;
      scored?: 'kcal';
      allowed?: AllowedEnergy;
    }
  | { code: 'energy_macros'; kcal: number; fromMacros: number }
  | { code: 'macros_over_100'; total: number }
  /** More energy in 100 g or 100 ml than anything holds (pure fat: 3,700 kJ; Open Food Facts flags over 3,800). */
  | { code: 'energy_over_max'; kj: number }
  /** The list names sugar first of `items`, so 100 g hold at least `atLeast` g of it; the table says `sugars`. */
  | { code: 'sugars_under_list'; sugars: number; atLeast: number; items: number }
  /**
   * The list is oil alone (“EXTRA VIRGIN OLIVE OIL”), which is nearly all fat, so 100 g hold at least `atLeast` g of
   * it; the table says `fat` (blind audit 87: 10.1 g fat and 17.1 g protein for an olive oil). No figure is then this
   * product's: none is scored (`healthFindings`).
   */
  | { code: 'fat_under_list'; fat: number; atLeast: number }
  /**
   * The list is `share` % fruit whose carbohydrate is mostly sugars, so its sugars are at least `atLeast` g beside
   * `carbohydrates` g of carbohydrate; the table says `sugars` (blind audit 14, finding 3: a strawberry and apple juice
   * with 0 g sugars and 8.7 g carbohydrates). The sugars on record are then not scored (`ruledOutAtLeast`).
   */
  | { code: 'sugars_under_fruit'; sugars: number; atLeast: number; carbohydrates: number; share: number }
  /**
   * The table says 0 g salt where the list names salt (`written`, as the list writes it): a label may say 0 only under
   * `atLeast` g (0.0125), and salt added as an ingredient is more (blind audit 21, finding 1: "sal" beside 0 g). The
   * salt on record is then not scored (`saltRuledOut`).
   */
  | { code: 'salt_under_list'; salt: number; atLeast: number; written: string }
  /**
   * The record gives `salt` g and `sodium` g, which is `fromSodium` g of salt (× 2.5): one of them is mistyped, so
   * the salt is not scored, and the grade is the best the lesser of the two allows (blind audit 27, O1: 1.08 g salt
   * beside 0.0625 g sodium).
   */
  | { code: 'salt_sodium'; salt: number; sodium: number; fromSodium: number }
  /**
   * The table gives `saturatedFat` g beside `fat` g, less than any edible fat holds (blind audit 33: 0 g beside 56 g
   * of fat): the saturates are not scored, and the grade is the best `atLeast` g allows (`ruledOutAtLeast`).
   */
  | { code: 'saturates_under_fat'; saturatedFat: number; fat: number; atLeast: number }
  | {
      code: 'part_over_whole';
      part: 'sugars' | 'saturatedFat';
      partValue: number;
      whole: 'carbohydrates' | 'fat';
      wholeValue: number;
    };

/** Energy no 100 g can hold: pure fat gives 3,700 kJ; Open Food Facts' own check flags a figure over 3,800. */
const MAX_KJ = 3800;

/**
 * Checks the label's figures against each other before they are trusted: kJ against kcal, kcal against what the macros
 * give, the macros of 100 g summing to at most 100 g, sugars within carbohydrates and saturates within fat, and sugars
 * at least what a list that names sugar first holds. Label
 * rounding and the tolerances of EU guidance (±20 % on declared values) are allowed for; what falls outside cannot be
 * one product's true figures.
 */
/** Saturated fat a US panel declares as 0 g: less than this in a serving (21 CFR 101.9(c)(2)(i)). */
const US_ZERO_SATURATES = 0.5;
/** Polyols' energy, Regulation (EU) No 1169/2011, Annex XIV. */
const POLYOL_KCAL_PER_G = 2.4;

export function nutritionInconsistencies(
  n: Nutriments | undefined,
  {
    perMl,
    alcoholic,
    sugarFloor: floor,
    totalCarbohydrate = false,
    sugaryFruit,
    saltListed,
    polyols = false,
    servingGrams,
    fatFloor,
  }: {
    /** The serving in grams, which a US panel's rounding is per (`portionOf`). */
    servingGrams?: number | undefined;
    perMl: boolean;
    alcoholic: boolean;
    /** The list names polyols, which the carbohydrate holds at 2.4 kcal/g, not 4 (Annex XIV; blind audit 53). */
    polyols?: boolean;
    sugarFloor?: ListFloor | undefined;
    /** Salt as the list writes it, where the list names it (`listed`). */
    saltListed?: string | undefined;
    /** The label's carbohydrate includes its fibre (a US or Canadian panel: `fibreInCarbohydrates`). */
    totalCarbohydrate?: boolean;
    /** The list's share of fruit whose carbohydrate is mostly sugars (`sugaryFruitShare`), in %. */
    sugaryFruit?: number | undefined;
    /** The fat a list of oils alone holds at least (`oilsOnly`), in g. */
    fatFloor?: number | undefined;
  },
): NutritionInconsistency[] {
  if (!n) return [];
  const found: NutritionInconsistency[] = [];
  const { energyKj: kj, energyKcal: kcal } = n;
  if (kj !== undefined && kcal !== undefined && disagree(kj, kcal)) {
    const scored = scoredEnergy(n, alcoholic, totalCarbohydrate);
    found.push({
      code: 'energy_units',
      kj,
      kcal,
      ...(scored?.from === 'kcal' ? { scored: 'kcal' as const } : {}),
      ...(scored?.from === 'kcal' && !scored.within && scored.allowed
        ? { allowed: allowedEnergy(scored.allowed) }
        : {}),
    });
  }
  const energy = kcal ?? (kj !== undefined ? kj / KJ_PER_KCAL : undefined);
  const mostKj = Math.max(kj ?? 0, (kcal ?? 0) * KJ_PER_KCAL);
  if (mostKj > MAX_KJ) found.push({ code: 'energy_over_max', kj: Math.round(mostKj) });
  if (
    energy !== undefined &&
    !alcoholic &&
    n.carbohydrates !== undefined &&
    n.proteins !== undefined &&
    n.fat !== undefined
  ) {
    const carbohydrates = availableCarbohydrates(n, n.carbohydrates, totalCarbohydrate);
    const others = n.proteins * KCAL_PER_G.proteins + n.fat * KCAL_PER_G.fat + (n.fiber ?? 0) * KCAL_PER_G.fiber;
    const fromMacros = carbohydrates * KCAL_PER_G.carbohydrates + others;
    // ±20 % is the tolerance EU guidance allows a declared value; polyols (2.4 kcal/g, counted in carbohydrates) pull
    // the declared energy below 4 kcal/g, so the margin is wider, and small energies get an absolute 40 kcal. Where the
    // list names polyols, the carbohydrate may all be polyols: the energy may be as low as that gives (a sugar-free gum).
    const least = polyols ? carbohydrates * POLYOL_KCAL_PER_G + others : fromMacros;
    const off = energy < least ? least - energy : Math.max(0, energy - fromMacros);
    if (off > Math.max(40, 0.3 * Math.max(energy, least)))
      found.push({
        code: 'energy_macros',
        kcal: Math.round(energy * 10) / 10,
        fromMacros: Math.round(fromMacros * 10) / 10,
      });
  }
  if (!perMl) {
    const total = macrosTotal(n, totalCarbohydrate);
    if (total > MACROS_AT_MOST) found.push({ code: 'macros_over_100', total: Math.round(total * 10) / 10 });
  }
  const within = (part: 'sugars' | 'saturatedFat', whole: 'carbohydrates' | 'fat'): void => {
    const partValue = n[part];
    const wholeValue = n[whole];
    if (
      partValue !== undefined &&
      wholeValue !== undefined &&
      partValue > wholeValue + Math.max(0.5, 0.05 * wholeValue)
    )
      found.push({ code: 'part_over_whole', part, partValue, whole, wholeValue });
  };
  within('sugars', 'carbohydrates');
  within('saturatedFat', 'fat');
  // A US or Canadian panel prints under 0.5 g a serving as 0 (21 CFR 101.9(c)(2)(i)): a 0 g whose fat leaves less than
  // that in a serving is the label's rounding, not a mistyping (blind audit 57).
  const roundedToZero =
    totalCarbohydrate &&
    n.saturatedFat === 0 &&
    servingGrams !== undefined &&
    n.fat !== undefined &&
    (SATURATES_AT_LEAST * n.fat * servingGrams) / 100 < US_ZERO_SATURATES;
  if (
    n.fat !== undefined &&
    n.saturatedFat !== undefined &&
    n.fat >= 5 &&
    n.saturatedFat < SATURATES_FLAGGED * n.fat &&
    !roundedToZero
  )
    found.push({
      code: 'saturates_under_fat',
      saturatedFat: n.saturatedFat,
      fat: n.fat,
      atLeast: Math.floor(SATURATES_AT_LEAST * n.fat * 10) / 10,
    });
  if (fatFloor !== undefined && n.fat !== undefined && n.fat < fatFloor)
    found.push({ code: 'fat_under_list', fat: n.fat, atLeast: fatFloor });
  // Declared values may be 20 % off (EU guidance), and a share by weight at mixing is not the final product's.
  if (floor?.items !== undefined && n.sugars !== undefined && n.sugars < 0.8 * floor.atLeast)
    found.push({ code: 'sugars_under_list', sugars: n.sugars, atLeast: floor.atLeast, items: floor.items });
  const fruit = sugarsFromFruit(n, sugaryFruit, perMl, totalCarbohydrate);
  if (fruit !== undefined && n.sugars !== undefined && n.sugars < fruit - declaredTolerance(fruit))
    found.push({
      code: 'sugars_under_fruit',
      sugars: n.sugars,
      atLeast: fruit,
      carbohydrates: n.carbohydrates!,
      share: Math.round(sugaryFruit!),
    });
  if (n.salt !== undefined && n.sodium !== undefined) {
    const fromSodium = n.sodium * SALT_PER_SODIUM;
    // Each figure rounded on the label (0.01 g under 1 g, 0.1 g above): beyond 10 % and 0.05 g they are two products'.
    if (Math.abs(n.salt - fromSodium) > Math.max(0.05, 0.1 * Math.max(n.salt, fromSodium)))
      found.push({
        code: 'salt_sodium',
        salt: n.salt,
        sodium: n.sodium,
        fromSodium: Math.round(fromSodium * 1000) / 1000,
      });
  }
  // A food's only: a drink's pinch of sea salt may come under 12.5 mg in 100 ml.
  if (saltListed !== undefined && !perMl && n.salt !== undefined && n.salt < 0.005)
    found.push({ code: 'salt_under_list', salt: n.salt, atLeast: SALT_LISTED_AT_LEAST, written: saltListed });
  return found;
}

/**
 * The tolerance EU guidance (European Commission, 2012, on tolerances for nutrition labelling) allows a declared
 * sugars figure: ±2 g under 10 g, ±20 % from 10 to 40 g, ±8 g above.
 */
const declaredTolerance = (grams: number): number => (grams < 10 ? 2 : grams <= 40 ? 0.2 * grams : 8);

/**
 * The least sugars 100 g (or 100 ml) hold when `share` % of the list is fruit whose carbohydrate is mostly sugars (a
 * juice, a purée, fresh or frozen fruit), from the carbohydrates on record; undefined when the list bounds nothing.
 *
 * - Only the carbohydrate the fruit can account for counts: the available carbohydrate (fibre taken out where the
 *   label counts it in, `totalCarbohydrate`), less what the rest of the list could hold, at most its own weight
 *   (100 ml of a drink weigh up to 110 g, so a drink's rest counts a tenth more).
 * - Of that, two thirds are sugars at least. In the sweet fruits of the food tables (CIQUAL, USDA) sugars are about
 *   three quarters to all of the available carbohydrate (apple and orange juice over nine tenths, strawberry, kiwi and
 *   grapefruit about four fifths); the fruits below that (lemon, lime, banana, plantain, avocado, olive, coconut) are
 *   not counted as such fruit. Two thirds is "most of the carbohydrate" and stays under every counted fruit, so the
 *   bound is one the true figure meets, and a grade from it is the best the product can have, never a guess.
 */
export function sugarsFromFruit(
  n: Nutriments,
  share: number | undefined,
  perMl: boolean,
  totalCarbohydrate = false,
): number | undefined {
  if (share === undefined || share <= 0 || n.carbohydrates === undefined) return undefined;
  const rest = (100 - Math.min(100, share)) * (perMl ? 1.1 : 1);
  const fromFruit = availableCarbohydrates(n, n.carbohydrates, totalCarbohydrate) - rest;
  const atLeast = Math.floor(((fromFruit * 2) / 3) * 10) / 10;
  return atLeast > 0 ? atLeast : undefined;
}

/**
 * The least salt in 100 g of a list that names salt: EU guidance (European Commission, 2012, on tolerances for nutrition
 * labelling) lets a label say 0 g only under 0.0125 g.
 */
export const SALT_LISTED_AT_LEAST = 0.0125;

/**
 * Every edible fat holds saturates: among the common oils, rapeseed and high-oleic sunflower hold the least, about 7 %
 * of their fat (CIQUAL, USDA). Under 3 % of 5 g or more is a slip; the saturates are then counted at 4 %, under every
 * common fat's share less the 20 % a declared value may be off, so a grade from it is the best the product can have.
 */
const SATURATES_FLAGGED = 0.03;
const SATURATES_AT_LEAST = 0.04;

/** Salt is sodium × 2.5 (EU 1169/2011 Annex I 11). */
export const SALT_PER_SODIUM = 2.5;

/**
 * The least salt a figure that cannot be trusted leaves: the least a label's 0 g allows beside salt the list names
 * (`salt_under_list`), or the lesser of a salt and a sodium that disagree (`salt_sodium`); else none.
 */
export function saltRuledOut(problems: readonly NutritionInconsistency[]): number | undefined {
  for (const p of problems) {
    if (p.code === 'salt_under_list') return p.atLeast;
    if (p.code === 'salt_sodium') return Math.min(p.salt, p.fromSodium);
  }
  return undefined;
}

/** The figures on record a problem rules out of the scores: never missing, only not trusted. */
export function notScored(problem: NutritionInconsistency): ('salt' | 'sugars' | 'saturated_fat')[] {
  if (problem.code === 'salt_under_list' || problem.code === 'salt_sodium') return ['salt'];
  if (problem.code === 'saturates_under_fat') return ['saturated_fat'];
  return problem.code === 'sugars_under_fruit' ? ['sugars'] : [];
}

/**
 * The least a figure on record can be where a problem rules it out: the sugars the list allows (`sugars_under_fruit`),
 * the saturates the fat allows (`saturates_under_fat`); else none.
 */
export function ruledOutAtLeast(
  problems: readonly NutritionInconsistency[],
  code: 'sugars_under_fruit' | 'saturates_under_fat',
): number | undefined {
  const ruled = problems.find((p) => p.code === code);
  return ruled && 'atLeast' in ruled ? ruled.atLeast : undefined;
}

/** Sugar by its plain names (folded), with or without its plant or colour, and the sugars by their chemical names. */
const SUGAR =
  /^(?:sucrose|saccharose|dextrose|glucose|fructose|lactose|sacarosa|dextrosa|glucosa|fructosa|saccarosio|destrosio|glucosio|fruttosio|lattosio|sucrosa|saccharosa)$|^(?:(?:cane|beet|brown|white|raw cane|granulated) )?sugar$|^sucre(?: de canne| roux| de canne roux| blanc| de betterave)?$|^(?:rohr|rohrohr|kristall|rueben|brauner )?zucker$|^azucar(?: de cana| moreno| blanco)?$|^zucchero(?: di canna)?$|^(?:riet|kristal|biet)?suiker$/;

/** Salt by its plain names (folded), in the list languages: "salt", "sea salt", "sel", "Salz", "sal", "sale", "zout", "sare". */
const SALT =
  /^(?:(?:sea|rock|iodi[sz]ed|table) )?salt$|^sel(?: de mer| marin| iode| fin| de guerande)?$|^(?:meer|jod|speise)?salz$|^sal(?: marina| yodada| de mesa)?$|^sale(?: marino| iodato)?$|^(?:zee|keuken)?zout$|^sare(?: iodata)?$/;
const NAMES = { sugars: SUGAR, salt: SALT } as const;

/**
 * The least 100 g hold of a nutrient by the list alone. A list is in descending order of weight (EU 1169/2011 art. 18,
 * 21 CFR 101.4), so an ingredient that is the nutrient and comes first of n items is at least 100/n g in 100 g
 * (`items`: n); one whose share the list states ("Salt (1.2%)") is at least that share. The larger floor stands.
 */
export interface ListFloor {
  atLeast: number;
  /** The floor is the first item's: the nutrient is named first of this many items. */
  items?: number;
}

/**
 * Salt or sugar as the list writes it, where one of the list's own items is it by its plain names ("sal", "sea salt",
 * "Salz"; "sugar", "Zucker"); not an ingredient's ingredient ("bacon (pork, salt)" may bring little), nor "without
 * salt" or a "may contain".
 */
export function listed(ingredientList: readonly string[], nutrient: 'sugars' | 'salt'): string | undefined {
  return ingredientList.find((item) => NAMES[nutrient].test(plainName(item)))?.trim();
}

/** An item's name without its brackets, shares and marks: "Salt (1.2%)*" → "salt". */
const plainName = (item: string): string =>
  plainWords(fold(item.replace(/\([^)]*\)|\[[^\]]*\]|\d+(?:[.,]\d+)?\s*%|[*°]/g, ' '))).join(' ');

/**
 * An oil by its plain name, in the list languages: "extra virgin olive oil", "huile de tournesol", "Rapsöl", "aceite de
 * oliva virgen extra", "olio extra vergine di oliva", "olijfolie". "Oil" must be the name's head: "oil-packed tuna" and
 * "olive oil with garlic" hold more than oil.
 */
const OIL_SOURCE =
  '(?:olive|sunflower|rapeseed|canola|corn|maize|soybean|soya|soy|peanut|groundnut|sesame|coconut|avocado|walnut|grapeseed|grape seed|vegetable|palm|palm kernel|safflower|linseed|flaxseed|flax|pumpkin seed|hazelnut|almond|rice bran|mustard|argan|cottonseed|hemp|hemp seed|macadamia|camelina)';
const OIL_QUALIFIER = '(?:organic|extra|virgin|refined|cold|pressed|pure|light|mild|high|oleic|toasted|roasted)';
const OIL = new RegExp(
  [
    `^(?:${OIL_QUALIFIER} )*(?:${OIL_SOURCE}(?: (?:and|or) ${OIL_SOURCE})* )?oils?$`,
    '^huiles? (?:d |de )[\\p{L} ]+$',
    '^(?:oliven|raps|sonnenblumen|kokos|palm|palmkern|soja|mais|maiskeim|erdnuss|sesam|lein|walnuss|distel|traubenkern|pflanzen|speise)ol$',
    '^aceites? (?:de )?[\\p{L} ]+$',
    '^olio (?:di |d |extra )[\\p{L} ]+$',
    '^\\p{L}+olie$',
  ].join('|'),
  'u',
);
// Essential oils are no fat: a mint or lemon oil is not held to a fat floor.
const OIL_NOT_ALONE =
  /(?:^| )(?:with|avec|mit|con|met|flavou?r|flavou?red|spray|aroma|arome|essential|essentielle|essenziale|peppermint|spearmint|mint|lemon|orange|lime|bergamot|clove|eucalyptus|lavender|cinnamon|anise|rosemary|thyme|oregano)(?: |$)/;

/**
 * The fat a list of oils alone holds at least: nearly all of it (oils are over 99 % fat; 90 g leaves the 8 g EU guidance
 * allows a declared fat of over 40 g, and 100 ml of oil weigh about 92 g). Any other item, even an antioxidant, and the
 * list sets no floor.
 */
export function oilsOnly(ingredientList: readonly string[], perMl: boolean): number | undefined {
  const names = ingredientList.map(plainName);
  const oils = names.length > 0 && names.every((name) => OIL.test(name) && !OIL_NOT_ALONE.test(name));
  return oils ? (perMl ? 80 : 90) : undefined;
}

export function listFloor(ingredientList: readonly string[], nutrient: 'sugars' | 'salt'): ListFloor | undefined {
  let floor: ListFloor | undefined;
  ingredientList.forEach((item, at) => {
    if (!NAMES[nutrient].test(plainName(item))) return;
    const share = statedShare(item);
    if (share !== undefined && share > (floor?.atLeast ?? 0)) floor = { atLeast: share };
    const first = at === 0 && ingredientList.length >= 2 ? Math.floor((100 / ingredientList.length) * 10) / 10 : 0;
    if (first > (floor?.atLeast ?? 0)) floor = { atLeast: first, items: ingredientList.length };
  });
  // A list led by a compound that its own list leads with the nutrient: "Yogurt coating (sugar, palm kernel oil, …) and
  // pretzels (…)" is at least half coating, a ninth of it sugar (blind audit 57). At least 1/n of 1/m.
  // A list of one item that joins two with "and" at its top level names two.
  const items = ingredientList.length === 1 ? topLevelAnd(ingredientList[0]!) : ingredientList;
  const parts = items.length >= 2 && !floor ? ownParts(items[0]!) : [];
  if (parts.length >= 2 && NAMES[nutrient].test(plainName(parts[0]!)))
    floor = { atLeast: Math.floor((100 / items.length / parts.length) * 10) / 10 };
  return floor;
}

/** An item's pieces joined by "and" outside its brackets: "Yogurt coating (…) and pretzels (…)". */
function topLevelAnd(item: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < item.length; i++) {
    const c = item[i]!;
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && /^ and /i.test(item.slice(i, i + 5))) {
      pieces.push(item.slice(start, i));
      start = i + 5;
    }
  }
  return [...pieces, item.slice(start)].map((p) => p.trim()).filter((p) => p.length > 0);
}

/** The items of an ingredient's own list, in its first brackets, at their top level. */
function ownParts(item: string): string[] {
  const open = item.indexOf('(');
  if (open < 0) return [];
  const parts: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = start; i < item.length; i++) {
    const c = item[i]!;
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth-- === 0) return [...parts, item.slice(start, i)].map((p) => p.trim());
    else if (c === ',' && depth === 0) {
      parts.push(item.slice(start, i));
      start = i + 1;
    }
  }
  return [];
}
