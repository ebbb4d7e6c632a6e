/**
 * What a table's figures may have been, and which of their readings the table's own checks choose. OCR misreads a
 * figure in a few known ways; a table as read that cannot be true (saturates over fat, over 100 g, an energy far
 * from what its fat, carbohydrate and protein give) or that disagrees with its per-serving column is read again
 * with the fewest, likeliest changes that make it true. Where two readings remain as good, the field is doubtful.
 */
import type { Quantity } from './numbers.ts';
import { checkNutrition, energyFit } from './sanity.ts';
import type { Nutrient, NutritionValues } from './warnings.ts';

export type MassNutrient = Exclude<Nutrient, 'energyKj' | 'energyKcal'>;

/** A value a figure may have had, and how unlikely a misreading it takes (0: as read). */
export interface Alternative {
  grams: number;
  cost: number;
  /** The unit of its last printed digit (0.1 for "1,5 g"), in grams: printed figures are rounded to it. */
  step: number;
  /** Printed as an upper bound: "<0,1 g", "traces". */
  upTo?: boolean;
  /** A zero of a dotted or slashed-zero font misread: a table that shows one may hide others. */
  zero?: boolean;
}

/** The unit of a figure's last digit: 0.01 for "0,25", 1 for "25". */
const stepOf = (figure: string): number => 10 ** -(/[.,](\d+)$/.exec(figure)?.[1]?.length ?? 0);

/** What believing each misreading costs: the unit read as a 9 is OCR's commonest slip in tables, a font's zero the rarest. */
const COST = {
  unitAsNine: 1,
  unitAsFortyNine: 2,
  lostMark: 2,
  unitAndMark: 2,
  lostMarkTwoPlaces: 3,
  zeroAsSix: 3,
} as const;

/**
 * The readings a mass figure may have had (grams, before any per-serving scaling), as read first:
 *  - its unit g read as a final 9 ("15 g" → "159", "1 g" → "19g"), or as "49" ("25 g" → "2549"): dropped;
 *  - its decimal mark dropped ("1,5 g" → "15 g"): a tenth, or a hundredth for three digits or more;
 *  - both ("1,5 g" → "159"): the 9 dropped and a tenth;
 *  - a zero with a dot or a slash in it (monospaced fonts) read as 6 or 9 ("0 g" → "6 g", "0,5" → "60,5"): a 0.
 * "<0.5 g" and "traces" are what they say.
 */
export function alternativesOf(q: Quantity, grams: number): Alternative[] {
  const factor = q.value > 0 ? grams / q.value : q.unit === 'mg' ? 0.001 : 1;
  if (q.bound === 'traces') return [{ grams, cost: 0, step: 0.2 * factor, upTo: true }];
  const out: Alternative[] = [{ grams, cost: 0, step: stepOf(q.figure) * factor }];
  if (q.bound !== null) return [{ ...out[0]!, upTo: true }];
  const add = (figure: string, cost: number, zero = false) => {
    const value = Number(figure.replace(',', '.')) * factor;
    if (Number.isFinite(value) && !out.some((a) => Math.abs(a.grams - value) < 1e-9)) {
      out.push({ grams: value, cost, step: stepOf(figure) * factor, ...(zero ? { zero } : {}) });
    }
  };
  const figure = q.figure;
  const marked = /[.,]/.test(figure);
  const digits = figure.replace(/[.,]/g, '');
  const unitMayBeNine = (q.unit === null || (q.unit === 'g' && q.glued === true)) && /\d9$/.test(figure);
  if (unitMayBeNine) {
    const withoutUnit = (end: number, cost: number) => {
      const without = figure.slice(0, -end).replace(/[.,]$/, '');
      if (!/\d/.test(without)) return;
      add(without, cost);
      if (!/[.,]/.test(without) && without.length >= 2) {
        add(`${without.slice(0, -1)}.${without.slice(-1)}`, cost + COST.unitAndMark - COST.unitAsNine);
      }
    };
    withoutUnit(1, COST.unitAsNine);
    if (/\d49$/.test(figure)) withoutUnit(2, COST.unitAsFortyNine);
  }
  if (!marked && digits.length >= 2) {
    add(`${figure.slice(0, -1)}.${figure.slice(-1)}`, COST.lostMark);
    if (digits.length >= 3) add(`${figure.slice(0, -2)}.${figure.slice(-2)}`, COST.lostMarkTwoPlaces);
  }
  const zero = /^(?:6|9|60|90)([.,]\d+)?$/.exec(figure);
  if (zero) add(`0${zero[1] ?? ''}`, COST.zeroAsSix, true);
  return out;
}

/** One mass field of a table: its alternatives (per 100 g), and those of its per-serving figure, if any. */
export interface FieldReading {
  alternatives: Alternative[];
  /** The per-serving figure's possible values (grams per serving) and the serving as a share of 100 g. */
  perServing?: { alternatives: Alternative[]; share: number };
}

/**
 * Whether a per-100 reading and a per-serving one can both be the same food's: each printed rounded to its last
 * digit, the per-serving figure is the per-100 one times the serving's share, give or take both roundings (and 2 %
 * for tables that round the portion first). An upper bound ("<0,1 g") agrees with anything under it.
 */
export function agree(per100: Alternative, perServing: Alternative, share: number): boolean {
  const expected = per100.grams * share;
  const slack = perServing.step / 2 + (per100.step / 2) * share + 0.02 * expected + 1e-9;
  if (perServing.upTo) return expected <= perServing.grams + slack;
  if (per100.upTo) return perServing.grams <= expected + slack;
  return Math.abs(perServing.grams - expected) <= slack;
}

/** What no table can say: over 100 g, saturates over fat, sugars over carbohydrate. */
const IMPOSSIBLE: ReadonlySet<string> = new Set(['over_100g', 'saturates_over_fat', 'sugars_over_carbohydrates']);

/** A candidate table's faults, worst first: impossibilities, an energy off by more than 15 %, disagreements. */
interface Faults {
  impossible: number;
  energy: number;
  disagreements: number;
  /** How far the energy is off (a share), to prefer the closer of two readings that both fit. */
  energyError: number;
}

const penalty = (f: Faults, cost: number): number =>
  1000 * f.impossible + 100 * f.energy + 10 * f.disagreements + cost + 5 * f.energyError;

export interface Choice {
  /** The fields whose reading changed from what OCR read. */
  corrected: MassNutrient[];
  /**
   * The fields the shopper should check: another reading would fit as well, for about as likely a misreading; the
   * figure still disagrees with its per-serving one; or the table shows its font's zeros misread and this figure
   * may be one.
   */
  doubtful: MassNutrient[];
}

/**
 * Chooses each field's reading: the table as read, unless it cannot be true, misses its energy or disagrees with
 * its per-serving column and another reading does better with the fewest, likeliest changes. A reading that makes
 * the energy fit is taken only if it fits within the 15 % the check allows. Changes `values`; returns the fields
 * corrected and those still doubtful.
 */
export function chooseReadings(
  values: NutritionValues,
  fields: ReadonlyMap<MassNutrient, FieldReading>,
  fibreInCarbohydrate: boolean,
): Choice {
  const open = [...fields.entries()].filter(([, r]) => r.alternatives.length > 1 || r.perServing);
  if (open.length === 0) return { corrected: [], doubtful: [] };
  // Whether a reading agrees with its per-serving figure (any of that figure's readings).
  const agrees = (field: MassNutrient, a: Alternative): boolean => {
    const s = fields.get(field)!.perServing;
    return !s || s.alternatives.some((w) => agree(a, w, s.share));
  };
  const agreement = open.map(([field, r]) => r.alternatives.map((a) => agrees(field, a)));
  // The fields whose chosen reading (an index into its alternatives) disagrees with its per-serving figure.
  const disagreeing = (choice: readonly number[]) =>
    open.filter((_, i) => !agreement[i]![choice[i]!]).map(([field]) => field);
  const faultsOf = (candidate: NutritionValues, disagreements: number): Faults => {
    const fit = energyFit(candidate, fibreInCarbohydrate);
    const impossible = checkNutrition(candidate, true).filter((w) => IMPOSSIBLE.has(w.code)).length;
    return {
      impossible,
      energy: fit && !fit.within ? 1 : 0,
      disagreements,
      energyError: fit ? Math.min(1, fit.error) : 0,
    };
  };
  const asRead = faultsOf(values, agreement.filter((a) => !a[0]).length);
  const asReadPenalty = penalty(asRead, 0);
  // Nothing to put right: the table stands as read (its figures' other readings are not weighed at all).
  if (asRead.impossible === 0 && asRead.energy === 0 && asRead.disagreements === 0) {
    return { corrected: [], doubtful: [] };
  }
  type Scored = { choice: number[]; faults: Faults; cost: number; score: number };
  const scored: Scored[] = [];
  let bound = asReadPenalty + 1;
  // Every combination of readings, cheapest first along each field, cut off once it costs more than the best so far.
  const choice: number[] = open.map(() => 0);
  const candidate: NutritionValues = { ...values };
  let visited = 0;
  const walk = (i: number, cost: number, disagreements: number): void => {
    if (cost > bound || visited > 50_000) return;
    if (i === open.length) {
      visited++;
      const faults = faultsOf(candidate, disagreements);
      const score = penalty(faults, cost);
      if (score <= bound) {
        scored.push({ choice: [...choice], faults, cost, score });
        bound = Math.min(bound, score + 2);
      }
      return;
    }
    const [field, reading] = open[i]!;
    reading.alternatives.forEach((a, k) => {
      choice[i] = k;
      candidate[field] = a.grams;
      walk(i + 1, cost + a.cost, disagreements + (agreement[i]![k] ? 0 : 1));
    });
    choice[i] = 0;
    candidate[field] = reading.alternatives[0]!.grams;
  };
  walk(0, 0, 0);
  // A font's zero misread is believed on the energy's word alone only where the table shows it twice or more.
  const zerosIn = (s: Scored) => open.filter(([, r], i) => r.alternatives[s.choice[i]!]!.zero).length;
  const believable = scored.filter(
    (s) => zerosIn(s) !== 1 || s.faults.impossible < asRead.impossible || s.faults.disagreements < asRead.disagreements,
  );
  const best = believable.reduce<Scored | null>((b, s) => (!b || s.score < b.score ? s : b), null);
  // A reading is taken only if it takes away an impossibility, a disagreement or a missed energy.
  const better =
    best &&
    (best.faults.impossible < asRead.impossible ||
      (best.faults.impossible === asRead.impossible &&
        (best.faults.energy < asRead.energy ||
          (best.faults.energy === asRead.energy && best.faults.disagreements < asRead.disagreements))));
  if (!best || !better) return { corrected: [], doubtful: disagreeing(open.map(() => 0)) };
  const corrected: MassNutrient[] = [];
  open.forEach(([field, reading], i) => {
    values[field] = reading.alternatives[best.choice[i]!]!.grams;
    if (best.choice[i] !== 0) corrected.push(field);
  });
  // A zero misread in this table: its other figures that may be zeros so misread are doubtful too.
  const zeros = open.some(([, r], i) => r.alternatives[best.choice[i]!]!.zero);
  // As good: the same faults, and a misreading at most one step likelier or less likely.
  const rivals = believable.filter(
    (s) =>
      s !== best &&
      s.faults.impossible === best.faults.impossible &&
      s.faults.energy === best.faults.energy &&
      s.faults.disagreements === best.faults.disagreements &&
      s.cost <= best.cost + 1,
  );
  const late = new Set(disagreeing(best.choice));
  const doubtful = open
    .filter(
      ([field, r], i) =>
        late.has(field) ||
        (zeros && best.choice[i] === 0 && r.alternatives.some((a) => a.zero)) ||
        rivals.some((s) => r.alternatives[s.choice[i]!]!.grams !== r.alternatives[best.choice[i]!]!.grams),
    )
    .map(([field]) => field);
  return { corrected, doubtful };
}
