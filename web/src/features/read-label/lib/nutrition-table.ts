import type { LabelNutrition, LabelWarning, NutritionField } from '@clearcart/contracts';
import { t, type MessageKey } from '../../../i18n/i18n.ts';

/** A row of the table the shopper checks, in the order packs print it. */
export interface NutritionRow {
  field: NutritionField;
  label: string;
  unit: 'kJ' | 'kcal' | 'g';
  /** "of which …": indented under the row above. */
  part?: boolean;
}

/** A row of the table, its label read from the catalogue when shown (in the current language). */
function row(field: NutritionField, label: MessageKey, unit: NutritionRow['unit'], part?: true): NutritionRow {
  return {
    field,
    unit,
    ...(part ? { part } : {}),
    get label() {
      return t(label);
    },
  };
}

export const NUTRITION_ROWS: readonly NutritionRow[] = [
  row('energy_kj', 'nutrition.energy', 'kJ'),
  row('energy_kcal', 'nutrition.energy', 'kcal'),
  row('fat', 'nutrition.fat', 'g'),
  row('saturated_fat', 'nutrition.saturates', 'g', true),
  row('carbohydrates', 'nutrition.carbohydrate', 'g'),
  row('sugars', 'nutrition.sugars', 'g', true),
  row('fiber', 'nutrition.fibre', 'g'),
  row('proteins', 'nutrition.protein', 'g'),
  row('salt', 'nutrition.salt', 'g'),
];

export type Basis = LabelNutrition['basis'];

/**
 * The table as the shopper has it on screen: each figure as typed (so "1," stays while they type "1,5"), and the
 * sodium they typed, if they typed it rather than salt.
 */
export interface TableDraft {
  basis: Basis;
  figures: Partial<Record<NutritionField, string>>;
  /** Sodium in mg as typed; salt is then worked out from it. Absent: sodium is shown from salt. */
  sodium?: string;
}

/** Salt is sodium × 2.5 (EU Regulation 1169/2011, Annex XIV). */
export const SALT_PER_SODIUM = 2.5;

/** The most a figure may be (the contracts' bound: no typo reaches the report as a huge number). */
const MAX_FIGURE = 100_000;

export type Figure = { ok: true; value: number | undefined } | { ok: false; message: string };

/**
 * A figure as a shopper types it or a pack prints it: "1,5", "1.5 g", "<0.5" (counted as 0.5), "traces" (0);
 * empty is no figure.
 */
export function parseFigure(text: string): Figure {
  const plain = text.trim().toLowerCase().replace(/\s+/g, '');
  if (plain === '' || plain === '-' || plain === '–') return { ok: true, value: undefined };
  if (/^(traces?|tr)$/.test(plain)) return { ok: true, value: 0 };
  const match = /^[<≤]?(\d+(?:[.,]\d+)?|[.,]\d+)(?:g|mg|kj|kcal)?$/.exec(plain);
  if (!match?.[1]) return { ok: false, message: t('read.error.number') };
  const value = Number(match[1].replace(',', '.'));
  if (!Number.isFinite(value) || value > MAX_FIGURE) return { ok: false, message: t('read.error.tooLarge') };
  return { ok: true, value };
}

/** A figure to show: at most three decimals, without trailing zeros ("0.107", "30.9", "2252"). */
export function formatFigure(value: number | undefined): string {
  if (value === undefined) return '';
  return String(Number(value.toFixed(3)));
}

/** Sodium in mg for a salt figure in g, to one decimal. */
export function sodiumMgFromSalt(salt: number): number {
  return Math.round((salt / SALT_PER_SODIUM) * 1000 * 10) / 10;
}

/** Salt in g for a sodium figure in mg, to three decimals. */
export function saltFromSodiumMg(sodiumMg: number): number {
  return Number(((sodiumMg / 1000) * SALT_PER_SODIUM).toFixed(3));
}

/** The table of a reading (or of facts already confirmed), ready to edit; per 100 g when nothing says otherwise. */
export function tableFromNutrition(nutrition: LabelNutrition | undefined, basis: Basis = '100g'): TableDraft {
  const figures: TableDraft['figures'] = {};
  for (const { field } of NUTRITION_ROWS) {
    const value = nutrition?.[field];
    if (value !== undefined) figures[field] = formatFigure(value);
  }
  return { basis: nutrition?.basis ?? basis, figures };
}

/** The table with one figure typed; typing salt drops a typed sodium (sodium is then shown from salt again). */
export function setFigure(table: TableDraft, field: NutritionField, text: string): TableDraft {
  const figures = { ...table.figures, [field]: text };
  if (field !== 'salt') return { ...table, figures };
  return { basis: table.basis, figures };
}

/** The table with sodium typed (mg): salt follows it whenever it is a number. */
export function setSodium(table: TableDraft, text: string): TableDraft {
  const sodium = parseFigure(text);
  const figures =
    sodium.ok && sodium.value !== undefined
      ? { ...table.figures, salt: formatFigure(saltFromSodiumMg(sodium.value)) }
      : sodium.ok
        ? { ...table.figures, salt: '' }
        : table.figures;
  return { ...table, figures, sodium: text };
}

/** What the sodium box shows: what was typed there, else sodium worked out from salt. */
export function sodiumText(table: TableDraft): string {
  if (table.sodium !== undefined) return table.sodium;
  const salt = parseFigure(table.figures.salt ?? '');
  return salt.ok && salt.value !== undefined ? formatFigure(sodiumMgFromSalt(salt.value)) : '';
}

export type TableErrors = Partial<Record<NutritionField | 'sodium', string>>;

/** Energy no food reaches per 100 g (pure fat: 37 kJ, 9 kcal a gram), with room for rounding; as the server checks. */
const MAX_KJ = 3800;
const MAX_KCAL = 910;
const GRAMS: readonly NutritionField[] = NUTRITION_ROWS.filter((r) => r.unit === 'g').map((r) => r.field);

/**
 * What cannot be true of a table per 100 g or 100 ml: a part over its whole, more than 100 g, more energy than pure
 * fat. The server refuses these (422 `implausible_facts`); the shopper is told here, next to the figure.
 */
export function impossibleFigures(nutrition: LabelNutrition): TableErrors {
  const errors: TableErrors = {};
  for (const field of GRAMS) {
    const value = nutrition[field];
    if (value !== undefined && value > 100) errors[field] = t('read.error.over100', { unit: unitOf(nutrition.basis) });
  }
  const { fat, saturated_fat, carbohydrates, sugars, energy_kj, energy_kcal } = nutrition;
  if (saturated_fat !== undefined && fat !== undefined && saturated_fat > fat)
    errors.saturated_fat ??= t('read.error.saturates');
  if (sugars !== undefined && carbohydrates !== undefined && sugars > carbohydrates)
    errors.sugars ??= t('read.error.sugars');
  if (energy_kj !== undefined && energy_kj > MAX_KJ) errors.energy_kj = t('read.error.energy');
  if (energy_kcal !== undefined && energy_kcal > MAX_KCAL) errors.energy_kcal = t('read.error.energy');
  return errors;
}

const unitOf = (basis: Basis) => (basis === '100ml' ? 'ml' : 'g');

/**
 * The table to send: undefined when no figure is filled in; with the reasons, by field, for every figure that is not
 * a number or cannot be true.
 */
export function nutritionOfTable(table: TableDraft): { nutrition: LabelNutrition | undefined; errors: TableErrors } {
  const errors: TableErrors = {};
  const nutrition: LabelNutrition = { basis: table.basis };
  let filled = false;
  for (const { field } of NUTRITION_ROWS) {
    const figure = parseFigure(table.figures[field] ?? '');
    if (!figure.ok) errors[field] = figure.message;
    else if (figure.value !== undefined) {
      nutrition[field] = figure.value;
      filled = true;
    }
  }
  if (table.sodium !== undefined) {
    const sodium = parseFigure(table.sodium);
    if (!sodium.ok) errors.sodium = sodium.message;
  }
  if (!filled) return { nutrition: undefined, errors };
  return { nutrition, errors: { ...impossibleFigures(nutrition), ...errors } };
}

/** The figures a reading's warnings ask the shopper to check. */
export function doubtfulFields(warnings: readonly LabelWarning[]): Set<NutritionField> {
  return new Set(warnings.flatMap((warning) => warning.fields ?? []));
}
