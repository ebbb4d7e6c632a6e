import { foldAligned } from '@clearcart/text';
import { foldedWords, sameWord } from './fold.ts';
import { mendFigures, quantitiesIn, type Quantity } from './numbers.ts';
import { alternativesOf, chooseReadings, type FieldReading, type MassNutrient } from './readings.ts';
import { checkNutrition, KJ_PER_KCAL } from './sanity.ts';
import { NUTRIENTS, type LabelWarning, type Nutrient, type NutritionValues } from './warnings.ts';

type Row = Nutrient | 'energy' | 'sodium';

const list = (phrases: string): readonly string[] => phrases.split(', ');

/**
 * Rows that name a nutrient we do not read but contain the words of one we do: "monounsaturates", "trans fat",
 * "includes added sugars", "polyols", "starch", vitamins and minerals. Matched by word start, on the folded name.
 */
const OTHER_ROWS =
  /(^| )(mono|poly|poli|unsat|insat|ungesat|onverzad|enkelvoud|meervoud|einfach|mehrfach|trans( |$)|cholest|colest|added|ajout|zugesetz|anadid|aggiunt|toegevoeg|includ|alcohol|alcool|starch|amidon|starke|almidon|amido|zetmeel|lactose|from fat|vitamin|calci|iron( |$)|potassium|kalium|magnes|hierro|ferro|eisen|ijzer)/;

/**
 * Row names in the six languages, folded, most specific first: "saturated fat" is saturates before it is fat. A row
 * is the first entry one of whose phrases its name contains (words compared with OCR's slips allowed).
 */
const ROWS: readonly [Row, readonly string[]][] = [
  [
    'saturatedFat',
    list(
      'saturates, saturated, sat fat, satures, gesattigte, gesattigten, saturadas, saturados, saturi, verzadigde, verzadigd',
    ),
  ],
  ['sugars', list('sugars, sugar, sucres, sucre, zucker, azucares, zuccheri, suikers, suiker')],
  ['fiber', list('fibre, fiber, fibres, fibers, ballaststoffe, fibra, fibras, vezels, voedingsvezel, voedingsvezels')],
  ['sodium', list('sodium, natrium, sodio')],
  ['salt', list('salt, sel, salz, sal, sale, zout')],
  [
    'energy',
    list(
      'energy, energie, energia, brennwert, energetique, energetico, energetische, calories, calorie, kj, kcal, kilojoules, kilocalories',
    ),
  ],
  [
    'carbohydrates',
    list(
      'carbohydrate, carbohydrates, carbs, glucides, kohlenhydrate, hidratos, carbohidratos, carboidrati, koolhydraten, glucidi',
    ),
  ],
  ['proteins', list('protein, proteins, proteines, eiweiss, proteinas, proteine, eiwitten, eiwit')],
  ['fat', list('fat, fats, lipides, graisses, grasses, fett, grasas, grassi, vetten, vet, lipidi')],
];

/** A row's name is a few words (several languages' names at most): a longer line is prose, not a table row. */
const MAX_NAME_WORDS = 10;

/** Whether a piece of text names a row of a nutrition table ("Matières grasses", "of which sugars", "Salz"). */
export const namesNutritionRow = (text: string): boolean => rowOf(text) !== null;

/** The row a table line's name is, if any. */
function rowOf(name: string): Row | null {
  const words = foldedWords(name);
  if (words.length === 0 || words.length > MAX_NAME_WORDS || (name.match(/,/g)?.length ?? 0) > 1) return null;
  if (OTHER_ROWS.test(words.join(' '))) return null;
  for (const [row, phrases] of ROWS) {
    for (const phrase of phrases) {
      const parts = phrase.split(' ');
      for (let i = 0; i + parts.length <= words.length; i++) {
        if (parts.every((p, j) => sameWord(words[i + j]!, p))) return row;
      }
    }
  }
  return null;
}

/** A column header that gives the figures per 100 g or 100 ml ("per 100 g", "pour 100g", "100 ml"). */
const PER_100 = /(?:^| )100 ?(g|9|gr|gramm?e?s?|ml|mi|m1|millilit(?:er|re)s?)(?= |$)/g;
/** A column header for one portion or a quantity other than 100 ("per serving", "portion", "per 30 g", "1 biscuit"). */
const PER_SERVING =
  /(?:^| )(serving|servings|portion|portions|portie|porcion|porzione|piece|stuck|biscuit|bar|slice|tranche|each|\d{1,3} ?(?:g|ml)|per (?!100 )\d+)(?= |$)/g;

interface Columns {
  /** Which figure of a row (percentages left out) is per 100 g/ml. */
  index: number;
  basis: '100g' | '100ml';
  found: boolean;
}

/** Where the per-100 column is, from the header line that names it; the first column when none does. */
function columnsOf(lines: readonly string[]): Columns {
  for (const line of lines) {
    const folded = foldAligned(line);
    // "Serving size 1 cup (100 g)" states the serving of a US panel, not a column.
    if (/serving size|servings? per/.test(folded)) continue;
    PER_100.lastIndex = 0;
    const per100 = PER_100.exec(folded);
    if (!per100) continue;
    // "100 9" is "100 g" misread only in a header: a row ("Energy 1009 kJ") has a name before its figures.
    if (per100[1] === '9' && rowOf(line.slice(0, per100.index)) !== null) continue;
    PER_SERVING.lastIndex = 0;
    // Markers with no word between them name one column: "per serving (30 g)", "Portion 30 g".
    let before = 0;
    let lastEnd = -1;
    for (let m = PER_SERVING.exec(folded); m && m.index < per100.index; m = PER_SERVING.exec(folded)) {
      if (lastEnd < 0 || /\p{L}/u.test(folded.slice(lastEnd, m.index))) before++;
      lastEnd = m.index + m[0].length;
    }
    return { index: before, basis: per100[1]!.startsWith('m') ? '100ml' : '100g', found: true };
  }
  return { index: 0, basis: '100g', found: false };
}

/**
 * Where the per-100 column is when no header names it legibly, from the figures: a table printed per 100 g and per
 * serving of S g has, row after row, one figure S/100 times the other. Null when the figures do not show it.
 */
function columnsByRatio(rows: readonly TableRow[], lines: readonly string[]): Columns | null {
  const header = lines.slice(0, 4).join(' ');
  const serving = /\((\d+(?:[.,]\d+)?) ?(g|ml)\)/i.exec(header);
  if (!serving) return null;
  const share = Number(serving[1]!.replace(',', '.')) / 100;
  if (!(share > 0) || Math.abs(share - 1) < 0.05) return null;
  const ratios = rows
    .map((r) => r.quantities.filter((q) => q.unit !== '%' && q.value > 0))
    .filter((q) => q.length >= 2)
    .map((q) => q[0]!.value / q[1]!.value)
    .sort((a, b) => a - b);
  const ratio = ratios[Math.floor(ratios.length / 2)];
  if (ratios.length < 3 || ratio === undefined) return null;
  const basis = serving[2]!.toLowerCase() === 'ml' ? '100ml' : '100g';
  // Printed figures are rounded: a tenth off is still the same ratio.
  if (Math.abs(ratio / share - 1) < 0.1) return { index: 1, basis, found: true };
  if (Math.abs(ratio * share - 1) < 0.1) return { index: 0, basis, found: true };
  return null;
}

/**
 * A US "Nutrition Facts" panel: figures per serving, with a serving size; `or` is the size it may have been instead
 * when its g may have been read twice, once as a 9 ("(269g)" for "(26g)"): every figure is converted with it.
 */
function usServing(text: string, lostUnits: boolean): { quantity: number; unit: 'g' | 'ml'; or?: number } | null {
  const folded = foldAligned(text);
  if (!/nutrition facts|amount per serving|daily value|serving size/.test(folded)) return null;
  const line = text.split('\n').find((l) => /serving size/i.test(foldAligned(l)));
  const rest = line?.replace(/.*serving size/i, '') ?? '';
  // "(55g)", "(55q)"; with the g misread "(559)" (a serving in brackets is never bare), or "(559g)" where the table
  // shows it.
  const size = /(\d+(?:[.,]\d+)?)\s?(g|q|ml)\b/i.exec(rest) ?? /\((\d+(?:[.,]\d+)?)\)/.exec(rest);
  if (!size) return null;
  let figure = size[1]!;
  if (/\d9$/.test(figure) && (size[2] === undefined || (lostUnits && /9g/i.test(size[0]))))
    figure = figure.slice(0, -1);
  const quantity = Number(figure.replace(',', '.'));
  const unit = size[2]?.toLowerCase() === 'ml' ? 'ml' : 'g';
  // Kept as read, a serving whose 9 touches its g may be a smaller one; under 10 g the smaller is not a serving.
  const or = figure === size[1] && /^\d{2,}9$/.test(figure) && /9g/i.test(size[0]) ? Number(figure.slice(0, -1)) : 0;
  if (!(quantity > 0)) return null;
  return or >= 10 ? { quantity, unit, or } : { quantity, unit };
}

interface TableRow {
  row: Row;
  name: string;
  quantities: Quantity[];
  /** Its figures were read on the line before its name, not beside it: placed by position, to be checked. */
  placed?: boolean;
}

/**
 * Table rows: a name then figures; a line of figures alone continues the row above (energy's kcal line). OCR
 * sometimes gives a row's figures on the line before its name: a line of masses alone under a row that had its own is
 * the next row's when that row's name comes with none after it. A name whose figures never came is a row with none
 * (OCR missed them): the shopper is told.
 */
function rowsOf(lines: readonly string[]): TableRow[] {
  const rows: TableRow[] = [];
  let pending: { row: Row; name: string; before: Quantity[] | null } | null = null;
  // A line of masses alone that no row took: the next row's, if its name comes alone.
  let orphan: Quantity[] | null = null;
  const unread = () => {
    if (!pending) return;
    const { row, name, before } = pending;
    rows.push(before ? { row, name, quantities: before, placed: true } : { row, name, quantities: [] });
  };
  for (const line of lines) {
    const quantities = quantitiesIn(line);
    const first = quantities[0]?.at ?? line.length;
    const name = line.slice(0, first);
    const row = rowOf(name);
    const hasName = /\p{L}{2}/u.test(name.replace(/\b(kj|kcal)\b/gi, ''));
    if (row && quantities.length > 0) {
      unread();
      rows.push({ row, name, quantities });
      pending = null;
      orphan = null;
    } else if (row) {
      // A name alone on its line: its figures may follow on the next.
      unread();
      pending = { row, name, before: orphan };
      orphan = null;
    } else if (quantities.length > 0 && (!hasName || /^\W*(kj|kcal)\b/i.test(name))) {
      if (pending) {
        rows.push({ row: pending.row, name: pending.name, quantities });
        pending = null;
      } else if (rows.at(-1)?.row === 'energy' || quantities.some((q) => q.unit === 'kj' || q.unit === 'kcal')) {
        // Only energy runs over two lines (kJ, then kcal).
        rows.at(-1)?.quantities.push(...quantities);
      } else if (quantities.every((q) => q.unit === 'g' || q.unit === 'mg' || q.bound !== null)) {
        orphan = quantities;
      }
      // Any other stray figure under a row is a speck.
    } else if (hasName) {
      unread();
      pending = null;
      orphan = null;
    }
  }
  unread();
  return rows;
}

/**
 * OCR's most common misreading in tables: the "g" after a figure read as a 9 ("30,9 g" → "30,99"), and sometimes as
 * "9g" ("0 g" → "09g"). A table shows it when its bare figures mostly end in 9 (one figure in ten does by chance),
 * or when its figures mostly carry their unit and a few bare ones end in 9. Then each such figure loses its 9; a
 * figure with three decimals ending in 9 ("0,119") too, as tables print two at most. Returns whether the table
 * showed the misreading (its serving size is mended the same way).
 */
function mendLostUnits(rows: TableRow[]): boolean {
  const masses = rows
    .filter((r) => r.row !== 'energy')
    .flatMap((r) => r.quantities.filter((q) => q.unit !== '%' && q.bound !== 'traces'));
  const withUnit = masses.filter((q) => q.unit === 'g' || q.unit === 'mg').length;
  const bare = masses.filter((q) => q.unit === null);
  const nines = bare.filter((q) => /\d9$/.test(q.figure)).length;
  const unitsPrinted = withUnit > 0 && withUnit >= bare.length;
  const misread = (nines >= 3 && nines >= 0.5 * bare.length) || (unitsPrinted && nines > 0);
  for (const q of masses) {
    const bareNine = q.unit === null && /\d9$/.test(q.figure);
    const doubled = q.unit === 'g' && q.glued === true && /\d9$/.test(q.figure);
    const tooPrecise = /[.,]\d\d9$/.test(q.figure);
    if (!(misread && (bareNine || doubled)) && !(tooPrecise && (bareNine || doubled))) continue;
    q.figure = q.figure.slice(0, -1).replace(/[.,]$/, '');
    q.value = Number(q.figure.replace(',', '.'));
    q.unit = 'g';
    q.doubtful = true;
  }
  return misread;
}

/** The serving of a per-serving column as a share of 100 ("per serving (30 g)" → 0.3), from the header. */
function servingShare(lines: readonly string[]): number | null {
  const serving = /\((\d+(?:[.,]\d+)?) ?(?:g|ml)\)/i.exec(lines.slice(0, 4).join(' '));
  const share = serving ? Number(serving[1]!.replace(',', '.')) / 100 : NaN;
  // A serving of 100 g is a column that must say the same as the per-100 one: a check all the same.
  return share > 0 ? share : null;
}

const round = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A mass in grams. */
function grams(q: Quantity): number | undefined {
  if (q.unit === 'mg') return q.value / 1000;
  if (q.unit === 'µg') return q.value / 1_000_000;
  if (q.unit === 'g' || q.unit === null) return q.value;
  return undefined;
}

/** The fields a table row gives: energy both its units, sodium the salt worked out from it. */
const fieldsOf = (row: Row): Nutrient[] =>
  row === 'energy' ? ['energyKj', 'energyKcal'] : row === 'sodium' ? ['salt'] : [row];

/** Whether a figure in kJ and one in kcal are the same energy (within 5 %). */
const kjFits = (kj: number, kcal: number): boolean => kcal > 0 && Math.abs(kj / kcal / KJ_PER_KCAL - 1) < 0.05;

/** Energy of one column: kJ and kcal, from units where printed, else from the name ("Energy (kJ/kcal)"). */
function energyOf(row: TableRow, index: number): { kj?: number; kcal?: number } {
  const figures = row.quantities.filter((q) => q.unit !== '%');
  const printedKj = figures.filter((q) => q.unit === 'kj');
  const printedKcal = figures.filter((q) => q.unit === 'kcal');
  if (printedKj.length > 0 || printedKcal.length > 0) {
    // A figure whose unit OCR lost, in a row whose others carry theirs, is told by the other unit: kJ where it is
    // 4.184 times one of the kcal ("2192 658kJ / 526 kcal 158 kcal"), kcal where one of the kJ is 4.184 times it.
    const bare = figures.filter((q) => q.unit === null);
    const kj = figures.filter(
      (q) =>
        q.unit === 'kj' ||
        (q.unit === null && printedKj.length < printedKcal.length && printedKcal.some((k) => kjFits(q.value, k.value))),
    );
    const kcal = figures.filter(
      (q) =>
        q.unit === 'kcal' ||
        (q.unit === null && printedKcal.length < printedKj.length && printedKj.some((k) => kjFits(k.value, q.value))),
    );
    const [kjValue, kcalValue] = [kj[index]?.value, kcal[index]?.value];
    // The column's two figures disagree, and one figure read bare agrees with one of them: that one was misread.
    if (kjValue !== undefined && kcalValue !== undefined && !kjFits(kjValue, kcalValue)) {
      const asKcal = bare.find((q) => kjFits(kjValue, q.value));
      const asKj = bare.find((q) => kjFits(q.value, kcalValue));
      if (asKcal && !asKj) return { kj: kjValue, kcal: asKcal.value };
      if (asKj && !asKcal) return { kj: asKj.value, kcal: kcalValue };
    }
    return { kj: kjValue, kcal: kcalValue };
  }
  const plain = figures.filter((q) => q.unit === null).map((q) => q.value);
  const name = foldAligned(row.name);
  const namesKj = /(^| )kj( |$)/.test(name);
  const namesKcal = /(^| )(kcal|calories|calorie|cal)( |$)/.test(name);
  if (namesKj && namesKcal) {
    // "kJ/kcal" or "kcal/kJ": the figures come in pairs, in the name's order.
    const kjFirst = name.indexOf('kj') < name.search(/kcal|cal/);
    const a = plain[index * 2];
    const b = plain[index * 2 + 1];
    return kjFirst ? { kj: a, kcal: b } : { kj: b, kcal: a };
  }
  if (namesKj) return { kj: plain[index] };
  if (namesKcal) return { kcal: plain[index] };
  // Bare figures: a pair whose ratio is 4.184 is kJ then kcal.
  const [a, b] = [plain[index * 2], plain[index * 2 + 1]];
  if (a !== undefined && b !== undefined && kjFits(a, b)) return { kj: a, kcal: b };
  return {};
}

export interface NutritionTable {
  /** Per 100 g, or per 100 ml for drinks. */
  basis: '100g' | '100ml';
  /** EU (per 100 g columns) or US (Nutrition Facts, per serving, converted). */
  layout: 'eu' | 'us';
  values: NutritionValues;
  /** The serving the US figures were printed for, in g or ml. */
  serving?: number;
  warnings: LabelWarning[];
}

/**
 * Reads a nutrition table from OCR text into per-100 g (or ml) values: EU tables (columns per 100 g / per serving /
 * % RI in any order, "<0.5 g", "traces", decimal commas, kJ and kcal on one line or two) and US Nutrition Facts
 * panels (per serving, converted with the serving size; sodium in mg). Salt comes from sodium (× 2.5) when only
 * sodium is printed. The sanity checks' warnings name the doubtful fields. Null when no table row is found.
 */
export function parseNutritionTable(ocrText: string): NutritionTable | null {
  const lines = ocrText
    .replace(/\r\n?/g, '\n')
    .split('\n')
    // Specks read as a character or two before a row's name ("1 Brennwert", "| Fett") are not part of it.
    .map((l) => mendFigures(l.trim().replace(/^(?:(?:[^\p{L}\p{N}\s]{1,2}|\d)\s+)+(?=(?!kcal|kj)\p{L}{3})/iu, '')))
    .filter(Boolean);
  const rows = rowsOf(lines);
  if (rows.length === 0) return null;
  const lostUnits = mendLostUnits(rows);
  const named = columnsOf(lines);
  const columns = named.found ? named : (columnsByRatio(rows, lines) ?? named);
  const serving = columns.found ? null : usServing(ocrText, lostUnits);
  const layout = serving ? 'us' : 'eu';
  const scale = serving ? 100 / serving.quantity : 1;
  const warnings: LabelWarning[] = [];
  const values: NutritionValues = {};
  const readings = new Map<MassNutrient, FieldReading>();
  const share = columns.found && !serving ? servingShare(lines) : null;
  let sodium: number | undefined;
  for (const row of rows) {
    if (row.row === 'energy') {
      const { kj, kcal } = energyOf(row, columns.index);
      if (kj !== undefined && values.energyKj === undefined) values.energyKj = round(kj * scale, serving ? 0 : 1);
      if (kcal !== undefined && values.energyKcal === undefined)
        values.energyKcal = round(kcal * scale, serving ? 0 : 1);
      continue;
    }
    const figures = row.quantities.filter((q) => q.unit !== '%' && q.unit !== 'kj' && q.unit !== 'kcal');
    const figure = figures[columns.index];
    const mass = figure ? grams(figure) : undefined;
    if (figure === undefined || mass === undefined) continue;
    // Sodium stays unrounded until it becomes salt.
    if (row.row === 'sodium') sodium ??= mass * scale;
    else if (row.row !== 'energyKj' && row.row !== 'energyKcal' && values[row.row] === undefined) {
      values[row.row] = round(mass * scale, 3);
      const other = share !== null ? figures[columns.index === 0 ? 1 : 0] : undefined;
      const otherGrams = other ? grams(other) : undefined;
      // A figure read with its unit in place is less likely misread than a bare one.
      const clean = figure.unit === 'g' && !figure.glued && !figure.doubtful ? 1 : 0;
      readings.set(row.row, {
        alternatives: alternativesOf(figure, mass).map((a) => ({
          ...a,
          grams: round(a.grams * scale, 3),
          step: a.step * scale,
          cost: a.cost === 0 ? 0 : a.cost + clean,
        })),
        ...(other && otherGrams !== undefined && share !== null
          ? { perServing: { alternatives: alternativesOf(other, otherGrams), share } }
          : {}),
      });
    }
  }
  // Rows named on the table whose figure OCR did not give: left empty, never guessed, and said.
  const inTable = new Set(rows.flatMap((r) => fieldsOf(r.row)));
  const choice = chooseReadings(values, readings, layout === 'us');
  const corrected = choice.corrected;
  // A figure placed by position (read before its row's name) is the shopper's to check. Only masses are placed so,
  // never energy's kJ or kcal.
  const placed = rows.filter((r) => r.placed && r.row !== 'energy').flatMap((r) => fieldsOf(r.row));
  const doubtful = [...new Set([...choice.doubtful, ...placed])];
  if (corrected.length > 0) {
    warnings.push({
      code: 'figures_corrected',
      message:
        'Some figures did not fit the rest of the table as read (a decimal mark or a unit misread) and were corrected.',
      fields: corrected,
    });
  }
  if (doubtful.length > 0) {
    warnings.push({
      code: 'low_confidence',
      message:
        'These figures could be read more than one way, or do not agree with the per-serving column: please check them on the pack.',
      fields: doubtful,
    });
  }
  if (values.salt === undefined && sodium !== undefined) {
    values.salt = round(sodium * 2.5, 3);
    warnings.push({ code: 'salt_from_sodium', message: 'Salt was worked out from sodium (× 2.5).', fields: ['salt'] });
  }
  if (Object.keys(values).length === 0) return null;
  // An EU table declares energy in both kJ and kcal (Regulation (EU) 1169/2011); a US one in Calories alone.
  const energyRead = values.energyKj !== undefined || values.energyKcal !== undefined;
  const unread = [...inTable].filter(
    (n) =>
      values[n] === undefined &&
      !(n === 'energyKj' && layout === 'us') &&
      !(n === 'energyKcal' && layout === 'us' && energyRead),
  );
  if (unread.length > 0) {
    warnings.push({
      code: 'low_confidence',
      message: 'No figure could be read for some rows of the table: please type them from the pack.',
      fields: unread,
    });
  }
  const basis = serving ? (serving.unit === 'ml' ? '100ml' : '100g') : columns.basis;
  if (serving?.or) {
    warnings.push({
      code: 'low_confidence',
      message: `The serving size was read as ${serving.quantity} ${serving.unit}, but it may be ${serving.or} ${serving.unit} (its g read as a 9); every figure was converted with it: please check the serving size on the pack.`,
      fields: NUTRIENTS.filter((n) => values[n] !== undefined),
    });
  }
  if (serving) {
    warnings.push({
      code: 'per_serving_converted',
      message: `The table gives figures per serving (${serving.quantity} ${serving.unit}); they were converted to per 100 ${serving.unit}.`,
    });
  } else if (!columns.found) {
    warnings.push({
      code: 'basis_assumed',
      message: 'No "per 100 g" column was found: the first column was taken as per 100 g.',
    });
  }
  warnings.push(...checkNutrition(values, layout === 'us'));
  return { basis, layout, values, ...(serving ? { serving: serving.quantity } : {}), warnings };
}
