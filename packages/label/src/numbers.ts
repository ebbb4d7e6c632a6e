/** Quantities as printed on nutrition tables: "1,9 g", "<0.5g", "1576kJ", "traces", "12 %". */

export type QuantityUnit = 'kj' | 'kcal' | 'g' | 'mg' | 'µg' | 'ml' | '%' | null;

export interface Quantity {
  value: number;
  unit: QuantityUnit;
  /** Printed as "< 0.5 g" (an upper bound) or as "traces". */
  bound: 'less-than' | 'traces' | null;
  /** Where in the line the quantity starts. */
  at: number;
  /** The figure as printed ("30,9"). */
  figure: string;
  /** The unit follows the figure with no space ("4.6g"). */
  glued?: boolean;
  /** Read without its unit, or with a misread unit put right: the figure itself is less certain. */
  doubtful?: boolean;
}

/** "Traces", as the six languages print it in a table cell. */
const TRACES = /(traces?|spuren|trazas|tracce|sporen)(?![\p{L}])/iuy;
const LESS_THAN = /(<|≤|&lt;|less than|moins de|weniger als|menos de|meno di|minder dan)\s*/iy;
const NUMBER = /(\d{1,5}(?:[.,]\d{1,3})?)(?!\d)/y;
const UNIT = /\s?(kj|kcal|kcai|kca1|kca|keal|cal|mg|µg|mcg|ug|g|ml|%)(?![a-z])/iy;

/**
 * OCR's usual confusions inside figures, corrected where a figure is certain: "O,5 g" → "0,5 g", "1O g" → "10 g",
 * "l.5" → "1.5", "2252 k}" → "2252 kJ", "8.4¢" → "8.4g", "0,72 9" → "0,72 g", "05 g" → "0,5 g"; and a decimal comma
 * or point followed by a space ("7, 4 %") closed up.
 */
export function mendFigures(line: string): string {
  return (
    line
      .replace(/(?<=\d|\d[.,])[Oo]|[Oo](?=[.,]\d)|(?<![\p{L}])[Oo](?=\d)|(?<=\s)[Oo](?=\s?g(?![\p{L}]))/gu, '0')
      .replace(/(?<![\p{L}])[lI](?=[.,]\d)|(?<=\d[.,]?)[lI](?=\d|\s?(?:g|kj|kcal|%))/gu, '1')
      .replace(/(\d)([.,]) (\d{1,2})(?=\s?(?:g|mg|%|kj|kcal)\b)/gi, '$1$2$3')
      // A one read as l, I or | standing alone before its g ("lg", "Ig").
      .replace(/(?<![\p{L}\d.,])[lI|](?=g(?![\p{L}]))/gu, '1')
      // A zero with a dot or a slash in it (monospaced fonts) read as a letter alone before its decimal mark ("salt
      // e.43g"): no word ends so, and dropping it would make the figure a hundred times too big.
      .replace(/(?<![\p{L}\d])[eQD@©](?=[.,]\d)/gu, '0')
      // A zero read as a capital O or a © before its unit ("Omg", "O kcal", "© kcal").
      .replace(/(?<![\p{L}\d.,])[Oo©](?=\s?(?:mg|kcal|kj)(?![\p{L}]))/giu, '0')
      // "kJ" read as one W before the slash to kcal ("947W/216kcal").
      .replace(/(\d\s?)W(?=\s?\/\s?\d+\s?k)/gu, '$1kJ')
      // "kJ" with its J read as a bracket, a 3, an O or lost ("2252 k}", "1644 k3", "1371 KO", "1663 k/ 398 kcal").
      .replace(/(\d\s?)[kK]{1,2}(?:[}\])|1lI3O0jJ]{1,2})?(?=[\s/|]|$)/gu, '$1kJ')
      .replace(/(\d\s?)¢g?(?![\p{L}])/gu, '$1g')
      // A "g" read as a 9 or a q standing alone after a decimal figure ("0,72 9"): no figure is written so.
      .replace(/(\d[.,]\d{1,2}) [9q](?=\s|$)/g, '$1 g')
      // A figure with a leading 0 lost its decimal mark ("05 g", "013 g"): print never writes one so. A bare "09" is
      // more often "0 g" with its g read as a 9, which the table's own reading puts right.
      .replace(/(?<![\d.,])0(\d{1,2})(?=(\s?(?:g|mg))?(?![\d.,]))/g, (whole, digits: string, unit?: string) =>
        digits === '9' && !unit ? whole : `0,${digits}`,
      )
  );
}

/** A figure with a decimal comma or point as a number; energy's thousands separators ("1.576 kJ") are read as such. */
export function parseFigure(text: string, unit: QuantityUnit = null): number {
  if ((unit === 'kj' || unit === 'kcal') && /^\d[.,]\d{3}$/.test(text)) return Number(text.replace(/[.,]/, ''));
  return Number(text.replace(',', '.'));
}

/** Every quantity in a line of a nutrition table, in reading order. */
export function quantitiesIn(line: string): Quantity[] {
  const out: Quantity[] = [];
  let i = 0;
  while (i < line.length) {
    const at = i;
    let bound: Quantity['bound'] = null;
    LESS_THAN.lastIndex = i;
    const less = LESS_THAN.exec(line);
    // "less than" counts only when it is not a word's end: "<" anywhere, words after a space or at the start.
    if (less && (less[1] === '<' || less[1] === '≤' || at === 0 || /\s/.test(line[at - 1]!))) {
      bound = 'less-than';
      i += less[0].length;
    }
    TRACES.lastIndex = i;
    const traces = at === 0 || /[\s|/(]/.test(line[i - 1] ?? ' ') ? TRACES.exec(line) : null;
    if (traces) {
      out.push({ value: 0, unit: 'g', bound: 'traces', at, figure: '0' });
      i += traces[0].length;
      continue;
    }
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(line);
    // A figure glued to a word's end ("B12", "E330") is part of a name, not a quantity.
    if (number && (i === 0 || !/\p{L}/u.test(line[i - 1]!) || bound)) {
      i += number[0].length;
      // "1 576 kJ": a lone digit then three digits before an energy unit is one figure with a thousands space.
      const spaced = /^ (\d{3})(?=\s?k(j|cal))/i.exec(line.slice(i));
      let figure = number[1]!;
      if (spaced && /^\d$/.test(figure)) {
        figure += spaced[1]!;
        i += spaced[0].length;
      }
      UNIT.lastIndex = i;
      const unitMatch = UNIT.exec(line);
      let unit: QuantityUnit = null;
      const glued = unitMatch !== null && !/^\s/.test(unitMatch[0]);
      if (unitMatch) {
        const u = unitMatch[1]!.toLowerCase();
        unit =
          u === 'kcai' || u === 'kca1' || u === 'kca' || u === 'keal' || u === 'cal'
            ? 'kcal'
            : u === 'mcg' || u === 'ug'
              ? 'µg'
              : (u as Exclude<QuantityUnit, null>);
        i += unitMatch[0].length;
      }
      out.push({ value: parseFigure(figure, unit), unit, bound, at, figure, ...(glued ? { glued } : {}) });
      continue;
    }
    i = at + 1;
  }
  return out;
}
