/**
 * Figures put right from where their ink stands. Tesseract reads a table's figures from their shapes one word at a
 * time, and two of its slips are plain to see in the ink it was given: the unit "g" of the common sans-serif fonts
 * read as a 9 ("1,9 g" → "1,99"), though a "g" hangs below the line the digits stand on and a 9 does not; and a
 * decimal mark dropped ("1,5 g" → "159"), though the mark is still there, a small blot on the line between two
 * digits. Given the words OCR read, where they stand, and the blots of ink around them (connected components of the
 * photo's dark pixels), these rules write the figure as printed. Pure: boxes in, text out.
 */

/** A box on the photo, in pixels, both ends included. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A word as OCR read it, with where it stands. */
export interface OcrWord {
  text: string;
  bbox: Box;
}

/** How a table writes its decimal marks: a comma hangs below the line, a point sits on it; null when not known. */
export type DecimalMark = ',' | '.' | null;

/**
 * A word that is a figure, perhaps with its unit g read as OCR reads it: digits (and the letters OCR takes for
 * them), decimal marks, a trailing g, q, 9 or ¢, a "<" before. A figure in brackets is a serving size: left alone.
 */
const FIGURE = /^<?[\dOolI][\dOolI.,]*[gq¢]?g?$/;

/** What OCR reads a "g" as, at the end of a figure ("1,99", "1,9q", "1,94", "1,949"). */
const UNIT_READ_AS = /[9q0g¢4]/;

/** A blot smaller than this share of the tallest glyph, both ways, is a mark (comma, point), not a glyph. */
const MARK_SIZE = 0.45;

interface Reference {
  /** Where the digits' tops and feet are (median), and their height. */
  top: number;
  foot: number;
  height: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const centreX = (b: Box): number => (b.x0 + b.x1) / 2;
const width = (b: Box): number => b.x1 - b.x0 + 1;
const height = (b: Box): number => b.y1 - b.y0 + 1;

/**
 * The glyphs of a word, left to right: the blots within its box, those stacked above one another (a glyph broken by
 * noise, the parts of a %) made one.
 */
function glyphsOf(word: OcrWord, ink: readonly Box[]): Box[] {
  const b = word.bbox;
  const slack = 0.3 * height(b);
  const inside = ink
    .filter((c) => {
      const cx = centreX(c);
      const cy = (c.y0 + c.y1) / 2;
      return cx >= b.x0 - 2 && cx <= b.x1 + 2 && cy >= b.y0 - slack && cy <= b.y1 + slack;
    })
    .sort((p, q) => p.x0 - q.x0);
  const glyphs: Box[] = [];
  for (const c of inside) {
    const last = glyphs.at(-1);
    const overlap = last ? Math.min(last.x1, c.x1) - Math.max(last.x0, c.x0) + 1 : 0;
    if (last && overlap > 0.5 * Math.min(width(last), width(c))) {
      last.x0 = Math.min(last.x0, c.x0);
      last.x1 = Math.max(last.x1, c.x1);
      last.y0 = Math.min(last.y0, c.y0);
      last.y1 = Math.max(last.y1, c.y1);
    } else {
      glyphs.push({ ...c });
    }
  }
  return glyphs;
}

/** The digits' line: tops and feet of the glyphs given. */
function referenceOf(glyphs: readonly Box[]): Reference | null {
  if (glyphs.length === 0) return null;
  const top = median(glyphs.map((g) => g.y0));
  const foot = median(glyphs.map((g) => g.y1));
  return foot - top >= 6 ? { top, foot, height: foot - top } : null;
}

/** A "g": its top at the small letters' height, well below the digits' tops, and hanging below their feet. */
const hangsLikeG = (g: Box, r: Reference): boolean => g.y0 > r.top + 0.2 * r.height && g.y1 > r.foot + 0.12 * r.height;

/** A decimal mark: a blot in the lower half, a comma hanging below the feet, a point sitting on them. */
function markShape(m: Box, r: Reference): DecimalMark {
  if (m.y0 < r.top + 0.45 * r.height) return null;
  if (m.y1 > r.foot + 0.05 * r.height && height(m) > 1.2 * width(m)) return ',';
  if (Math.abs(m.y1 - r.foot) <= 0.1 * r.height) return '.';
  return null;
}

/**
 * Figure characters read in excess of the glyphs: a digit read twice ("1,559" for three glyphs) loses one. Returns
 * the characters and the index of the one dropped (-1 for none), or null when the glyphs do not explain them.
 */
function withoutDouble(chars: string[], wanted: number): { chars: string[]; dropped: number } | null {
  if (chars.length === wanted) return { chars, dropped: -1 };
  if (chars.length !== wanted + 1) return null;
  const doubles = chars.flatMap((c, i) => (i > 0 && c === chars[i - 1] ? [i] : []));
  if (doubles.length !== 1) return null;
  return { chars: chars.filter((_, i) => i !== doubles[0]), dropped: doubles[0]! };
}

export interface MendedWord {
  text: string;
  /** The digits' line in this word, for a lone unit word after it. */
  reference: Reference | null;
}

/**
 * One figure word as printed, from its glyphs: a last glyph that hangs like a "g" is the unit (whatever OCR read it
 * as), and a decimal mark seen on the line between two digits is put back where OCR left none. A word the glyphs do
 * not explain (more or fewer glyphs than characters, two marks) is left as OCR read it. `previous` is the digits'
 * line of the figure just before on the same line, for a unit read as a word of its own ("1,9 9").
 */
export function mendFigureWord(
  word: OcrWord,
  ink: readonly Box[],
  mark: DecimalMark,
  previous: Reference | null = null,
): MendedWord {
  const text = word.text;
  if (!FIGURE.test(text) || !/\d/.test(text)) {
    // A lone unit after a figure: "9", "q" or "9g" hanging below the figure's digits is its g.
    if (/^(?:[9q]g?)$/.test(text) && previous) {
      const glyphs = glyphsOf(word, ink);
      if (glyphs.length === 1 && hangsLikeG(glyphs[0]!, previous)) return { text: 'g', reference: previous };
    }
    return { text, reference: null };
  }
  const prefix = text.startsWith('<') ? '<' : '';
  let glyphs = glyphsOf(word, ink);
  if (prefix) glyphs = glyphs.slice(1);
  const tallest = Math.max(0, ...glyphs.map(height));
  const marks = glyphs.filter((g) => height(g) < MARK_SIZE * tallest && width(g) < MARK_SIZE * tallest);
  glyphs = glyphs.filter((g) => !marks.includes(g));
  if (glyphs.length === 0) return { text, reference: null };
  const body = text.slice(prefix.length);
  let chars = [...body].filter((c) => c !== ',' && c !== '.');
  const last = glyphs.at(-1)!;
  // The digits' line from the glyphs before the last (which may be the unit), or from the figure before.
  const reference = glyphs.length > 1 ? referenceOf(glyphs.slice(0, -1)) : (previous ?? referenceOf(glyphs));
  if (!reference) return { text, reference: null };
  const unit = hangsLikeG(last, reference);
  const digits = unit ? glyphs.slice(0, -1) : glyphs;
  // A word that is only the unit, hanging after the figure before it ("4,6" then "9"): its g.
  if (unit && digits.length === 0) return { text: 'g', reference };
  if (unit) {
    // The g (read as g or ¢, or as 9, q, 0 or 4, once or twice) goes; what is left are the digits.
    if (/[gq¢]/.test(chars.at(-1)!)) chars = chars.slice(0, -1);
    while (chars.length > digits.length && UNIT_READ_AS.test(chars.at(-1)!)) chars = chars.slice(0, -1);
  } else if (/[gq¢]/.test(chars.at(-1)!)) {
    // OCR saw a unit the ink does not show hanging: its reading stands.
    return { text, reference: referenceOf(digits) ?? reference };
  }
  const matched = withoutDouble(chars, digits.length);
  if (!matched || matched.chars.length === 0 || matched.chars.some((c) => !/[\dOolI]/.test(c)))
    return { text, reference: referenceOf(digits) ?? reference };
  // OCR's own decimal mark stays where it put it (after as many digits as it read before it).
  const ownMark = /[.,]/.exec(body);
  let markAfter = ownMark ? body.slice(0, ownMark.index).length : -1;
  if (ownMark && matched.dropped >= 0 && matched.dropped < markAfter) markAfter--;
  if (ownMark && (markAfter <= 0 || markAfter >= matched.chars.length)) {
    return { text, reference: referenceOf(digits) ?? reference };
  }
  const at = new Map<number, string>();
  if (ownMark) {
    at.set(markAfter - 1, ownMark[0]);
  } else {
    // A mark seen between two digits, of the table's kind, where OCR read none.
    for (const m of marks) {
      const shape = markShape(m, reference);
      if (!shape || (mark !== null && shape !== mark)) continue;
      const cx = centreX(m);
      const i = digits.findIndex((d, k) => k < digits.length - 1 && cx > centreX(d) && cx < centreX(digits[k + 1]!));
      if (i >= 0) at.set(i, mark ?? shape);
    }
    if (at.size > 1) return { text, reference: referenceOf(digits) ?? reference };
  }
  const figure = matched.chars.map((c, i) => (at.has(i) ? `${c}${at.get(i)}` : c)).join('');
  return { text: `${prefix}${figure}${unit ? 'g' : ''}`, reference: referenceOf(digits) ?? reference };
}

/**
 * The words of one OCR line with their figures mended (see mendFigureWord), joined by spaces. Energy figures
 * (followed by kJ or kcal) are left alone: they carry no decimal mark and no g.
 */
export function mendFigureLine(words: readonly OcrWord[], ink: readonly Box[], mark: DecimalMark): string {
  let previous: Reference | null = null;
  let previousWord: OcrWord | null = null;
  const out: string[] = [];
  joinSplitFigures(words, ink, mark).forEach((word, i, joined) => {
    if (/^k/i.test(joined[i + 1]?.text ?? '') || /k/i.test(word.text)) {
      previous = null;
      out.push(word.text);
      return;
    }
    // The unit OCR read as a word of its own, inside the box of the figure whose g the ink already showed.
    if (
      previousWord &&
      /^(?:[9qg¢]|9g)$/.test(word.text) &&
      out.at(-1)?.endsWith('g') &&
      word.bbox.x0 < previousWord.bbox.x1
    ) {
      return;
    }
    // A unit word belongs to the figure just before it only when it stands close.
    const near =
      previous && previousWord && word.bbox.x0 - previousWord.bbox.x1 < 2 * previous.height ? previous : null;
    const mended = mendFigureWord(word, ink, mark, near);
    previous = mended.reference;
    previousWord = word;
    out.push(mended.text);
  });
  return out.join(' ');
}

/**
 * Figures OCR split in two at their decimal mark ("2.6g" read as "2" and "6g", a monospaced point being as wide as a
 * digit): two figure words side by side with a mark of the table's kind on the line between them, nearer than a
 * digit's width, are one figure.
 */
function joinSplitFigures(words: readonly OcrWord[], ink: readonly Box[], mark: DecimalMark): OcrWord[] {
  const out: OcrWord[] = [];
  for (const word of words) {
    const last = out.at(-1);
    if (last && /^<?\d+$/.test(last.text) && /^\d/.test(word.text) && FIGURE.test(word.text)) {
      const digits = glyphsOf(last, ink);
      const reference = referenceOf(digits);
      // The blots in the gap between the two words, on their line.
      const between = reference
        ? ink.filter(
            (b) =>
              b.x0 >= last.bbox.x1 - 1 &&
              b.x1 <= word.bbox.x0 + 1 &&
              b.y0 >= reference.top &&
              b.y1 <= reference.foot + 0.5 * reference.height &&
              height(b) < MARK_SIZE * reference.height &&
              width(b) < MARK_SIZE * reference.height,
          )
        : [];
      const shape = reference && between.length === 1 ? markShape(between[0]!, reference) : null;
      if (reference && shape && (mark === null || shape === mark) && word.bbox.x0 - last.bbox.x1 < reference.height) {
        out[out.length - 1] = {
          text: `${last.text}${mark ?? shape}${word.text}`,
          bbox: {
            x0: last.bbox.x0,
            y0: Math.min(last.bbox.y0, word.bbox.y0),
            x1: word.bbox.x1,
            y1: Math.max(last.bbox.y1, word.bbox.y1),
          },
        };
        continue;
      }
    }
    out.push(word);
  }
  return out;
}

/**
 * How the table writes decimal marks, from the figures OCR read with one ("1,9" / "0.45"); from the language when
 * none was read (English a point, the others a comma); null when neither tells.
 */
export function decimalMarkOf(text: string, language: string | null | undefined): DecimalMark {
  const commas = text.match(/\d,\d/g)?.length ?? 0;
  const points = text.match(/\d\.\d/g)?.length ?? 0;
  if (commas > points) return ',';
  if (points > commas) return '.';
  if (!language) return null;
  return language === 'en' ? '.' : ',';
}
