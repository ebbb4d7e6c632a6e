import {
  decimalMarkOf,
  detectLanguage,
  mendFigureLine,
  mendFigures,
  namesNutritionRow,
  type InkBox,
  type LabelLanguage,
  type Panel,
} from '@clearcart/label';
import sharp from 'sharp';
import {
  createTesseractWorker,
  WordReader,
  type OcrLanguage,
  type OcrBox,
  type OcrLine,
  type OcrWorker,
  type PageLayout,
} from './word-reader.ts';
import type { NormalisedImage } from './normalise.ts';

/** The tesseract model for each pack language. */
export const OCR_LANGUAGE: Record<LabelLanguage, OcrLanguage> = {
  en: 'eng',
  fr: 'fra',
  de: 'deu',
  es: 'spa',
  it: 'ita',
  nl: 'nld',
};

/**
 * Long side small panel photos are enlarged to: an ingredient list's letters are small, and tesseract reads best
 * when they are 20–30 px tall. Larger photos are left as they are (time grows with the pixels).
 */
const PANEL_MIN_LONG_SIDE = 1600;
/** A pixel this much darker than its surroundings is ink. */
const INK_CONTRAST = 0.8;
/** Skew searched for, in degrees either way, and the step. */
const MAX_SKEW = 8;
const SKEW_STEP = 0.5;

/**
 * The skew of the text lines, in degrees: the angle at which the rows of ink pixels, projected, are sharpest (text
 * lines and the gaps between them). Measured on a small copy; positive means the lines rise to the right.
 */
export function textSkew(ink: Uint8Array, width: number, height: number): number {
  const points: number[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (ink[y * width + x]) points.push(x, y);
  if (points.length < 50) return 0;
  let best = 0;
  let bestScore = -1;
  const rows = new Float64Array(height * 2 + width);
  for (let angle = -MAX_SKEW; angle <= MAX_SKEW; angle += SKEW_STEP) {
    const t = Math.tan((angle * Math.PI) / 180);
    rows.fill(0);
    for (let i = 0; i < points.length; i += 2) {
      const row = Math.round(points[i + 1]! + points[i]! * t) + width;
      rows[row]! += 1;
    }
    let score = 0;
    for (let r = 1; r < rows.length; r++) score += (rows[r]! - rows[r - 1]!) ** 2;
    if (score > bestScore) {
      bestScore = score;
      best = angle;
    }
  }
  return best;
}

/** Ink where a pixel is darker than its local background: uneven light and dark surroundings drop out. */
function inkOf(grey: Buffer, background: Buffer): Uint8Array {
  const ink = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) ink[i] = grey[i]! < background[i]! * INK_CONTRAST ? 1 : 0;
  return ink;
}

/**
 * Table rules and panel borders out: runs of ink along a row (or a column) longer than any letter are cleared, so
 * tesseract neither reads them as dashes nor merges them with the text above.
 */
function clearRules(ink: Uint8Array, width: number, height: number, minRun: number): void {
  // A rule broken by noise or a slight tilt still reads as one run: gaps of a few pixels are bridged.
  const GAP = 3;
  // A letter's bar has stems above or below it; a rule runs clear of the text: little of it has ink just beyond.
  const detached = (from: number, to: number, beyond: (i: number, d: number) => boolean) => {
    let attached = 0;
    for (let i = from; i <= to; i++) if (beyond(i, 3) || beyond(i, -3)) attached++;
    return attached < 0.2 * (to - from + 1);
  };
  const clearRuns = (
    length: number,
    lines: number,
    at: (line: number, i: number) => number,
    inkAt: (line: number, i: number) => boolean,
  ) => {
    for (let line = 0; line < lines; line++) {
      let start = -1;
      let last = -1;
      const close = () => {
        const run = last - start + 1;
        // A run across a quarter of the photo is a rule whatever touches it; a shorter one must run clear of text.
        if (
          start >= 0 &&
          run >= minRun &&
          (run >= length / 4 ||
            detached(start, last, (i, d) => inkAt(line + d, i) && inkAt(line + d + Math.sign(d), i)))
        ) {
          for (let j = start; j <= last; j++) ink[at(line, j)] = 0;
        }
      };
      for (let i = 0; i < length; i++) {
        if (ink[at(line, i)] !== 1) continue;
        if (start < 0 || i - last > GAP + 1) {
          close();
          start = i;
        }
        last = i;
      }
      close();
    }
  };
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height;
  clearRuns(
    width,
    height,
    (y, x) => y * width + x,
    (y, x) => inside(x, y) && ink[y * width + x] === 1,
  );
  clearRuns(
    height,
    width,
    (x, y) => y * width + x,
    (x, y) => inside(x, y) && ink[y * width + x] === 1,
  );
}

/**
 * Ink that is no text, out: thin pieces longer than a letter is tall (what is left of table rules and of the pack's
 * edge once tilted and broken by noise; a hyphen is shorter than a letter, an "l" thicker than a rule), and large
 * marks (the pack's border, the surface around it). The letter height is the median height of the marks.
 */
function clearNonText(ink: Uint8Array, width: number, height: number): void {
  const thin = Math.max(3, Math.round(Math.max(width, height) / 400));
  const seen = new Uint8Array(ink.length);
  const components: { x0: number; y0: number; w: number; h: number; members: number[] }[] = [];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    let [x0, y0, x1, y1] = [width, height, 0, 0];
    const members: number[] = [];
    stack.push(start);
    seen[start] = 1;
    while (stack.length > 0) {
      const p = stack.pop()!;
      members.push(p);
      const x = p % width;
      const y = (p - x) / width;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const q = ny * width + nx;
          if (ink[q] && !seen[q]) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    components.push({ x0, y0, w: x1 - x0 + 1, h: y1 - y0 + 1, members });
  }
  const heights = components
    .filter((c) => c.h >= 6 && c.h <= 200 && c.w <= 200 && c.w > thin)
    .map((c) => c.h)
    .sort((a, b) => a - b);
  const letter = heights[Math.floor(heights.length / 2)] ?? 20;
  for (const c of components) {
    const rule = (c.h <= thin && c.w > 1.2 * letter) || (c.w <= thin && c.h > 1.8 * letter);
    const frame = c.w > width / 2 || c.h > height / 2 || (c.h > 4 * letter && c.w > 4 * letter);
    if (rule || frame) for (const p of c.members) ink[p] = 0;
  }
}

/**
 * A panel photo for OCR, dark ink on white: small photos enlarged; each pixel compared with its blurred
 * surroundings, so uneven light and the dark surface around the pack drop out; the text lines turned level (tilted
 * rows mix a table's names with the next row's figures); table rules, borders and the surface around cleared. PNG
 * for tesseract.
 */
export async function preparePanel(img: NormalisedImage): Promise<Buffer> {
  return (await preparePanelImage(img)).png;
}

/** A prepared panel: the PNG tesseract reads, and its grey pixels (one byte each) for looking at the ink. */
interface PreparedPanel {
  png: Buffer;
  grey: Buffer;
  width: number;
  height: number;
}

async function preparePanelImage(img: NormalisedImage): Promise<PreparedPanel> {
  const longSide = Math.max(img.width, img.height);
  const f = longSide < PANEL_MIN_LONG_SIDE ? PANEL_MIN_LONG_SIDE / longSide : 1;
  const width = Math.round(img.width * f);
  const height = Math.round(img.height * f);
  const raw = (w: number, h: number) => ({ raw: { width: w, height: h, channels: 1 as const } });
  let grey = await sharp(img.image, raw(img.width, img.height))
    .resize({ width, height, kernel: 'lanczos3' })
    .blur(0.6)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const sigma = Math.max(10, Math.round(Math.max(width, height) / 50));
  // sharp writes three channels unless told: every raw read here asks for one (b-w).
  const background = (g: Buffer) => sharp(g, raw(width, height)).blur(sigma).toColourspace('b-w').raw().toBuffer();
  // The skew, from a quarter-size copy of the ink.
  const small = await sharp(
    Buffer.from(inkOf(grey, await background(grey)).map((v) => (v ? 0 : 255))),
    raw(width, height),
  )
    .resize({ width: Math.round(width / 4), height: Math.round(height / 4), kernel: 'nearest' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const skew = textSkew(
    small.map((v) => (v < 128 ? 1 : 0)),
    Math.round(width / 4),
    Math.round(height / 4),
  );
  if (skew !== 0) {
    // Rotating keeps the size here only approximately: the rotated copy is cut back to the original frame.
    const { data, info } = await sharp(grey, raw(width, height))
      .rotate(skew, { background: '#ffffff' })
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    grey = await sharp(data, raw(info.width, info.height))
      .extract({
        left: Math.floor((info.width - width) / 2),
        top: Math.floor((info.height - height) / 2),
        width,
        height,
      })
      .toColourspace('b-w')
      .raw()
      .toBuffer();
  }
  const bg = await background(grey);
  const ink = inkOf(grey, bg);
  const before = Uint8Array.from(ink);
  clearRules(ink, width, height, Math.round(Math.max(width, height) / 12));
  clearNonText(ink, width, height);
  // Grey, not black and white: tesseract's LSTM reads a comma or the tail of a "g" better from grey levels than from
  // a threshold's cut. Each pixel is divided by its background (uneven light out); what was cleared is white.
  const out = Buffer.allocUnsafe(ink.length);
  for (let i = 0; i < ink.length; i++) {
    out[i] = before[i] && !ink[i] ? 255 : Math.min(255, Math.round((grey[i]! * 255) / Math.max(bg[i]!, 1)));
  }
  return {
    png: await sharp(out, raw(width, height)).png({ compressionLevel: 0 }).toBuffer(),
    grey: out,
    width,
    height,
  };
}

/**
 * Grey level below which a prepared panel's pixel is ink, for the blots the figures are mended from: paper is white
 * there and print dark; two-thirds keeps a stroke whole while the faint edge blur and JPEG leave falls away.
 */
const BLOT_INK = 190;
/** Blots of fewer pixels are noise; larger than this (px) they are no character. */
const BLOT_MIN_PIXELS = 4;
const BLOT_MAX_SIZE = 300;

/** The blots of ink on a prepared panel (8-connected components of dark pixels), as boxes. */
export function inkBlots(grey: Uint8Array, width: number, height: number): InkBox[] {
  const seen = new Uint8Array(grey.length);
  const blots: InkBox[] = [];
  const stack: number[] = [];
  for (let start = 0; start < grey.length; start++) {
    if (grey[start]! >= BLOT_INK || seen[start]) continue;
    let [x0, y0, x1, y1, pixels] = [width, height, 0, 0, 0];
    stack.push(start);
    seen[start] = 1;
    while (stack.length > 0) {
      const p = stack.pop()!;
      pixels++;
      const x = p % width;
      const y = (p - x) / width;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const q = ny * width + nx;
          if (grey[q]! < BLOT_INK && !seen[q]) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    if (pixels >= BLOT_MIN_PIXELS && x1 - x0 < BLOT_MAX_SIZE && y1 - y0 < BLOT_MAX_SIZE) blots.push({ x0, y0, x1, y1 });
  }
  return blots;
}

/**
 * The text of tesseract's lines laid out by where they stand on the photo, not by how tesseract grouped them: a blank
 * line where a gap of more than a line's height separates two lines (what ends an ingredient list), and for a table
 * (`rows`) the lines at the same height joined left to right into one row, as tesseract may read a table's names
 * and figures as separate columns.
 */
export function textOfLines(lines: readonly OcrLine[], layout: PageLayout): string {
  const kept = lines.filter((l) => /[\p{L}\p{N}]/u.test(l.text));
  if (kept.length === 0) return '';
  const heights = kept.map((l) => l.bbox.y1 - l.bbox.y0).sort((a, b) => a - b);
  const lineHeight = Math.max(1, heights[Math.floor(heights.length / 2)]!);
  let ordered: { text: string; x0: number; x1: number; y0: number; y1: number }[];
  if (layout === 'rows') {
    ordered = tableRows(kept, lineHeight).map((r) => ({
      text: r.lines
        .sort((a, b) => a.bbox.x0 - b.bbox.x0)
        .map((l) => l.text.trim())
        .join('  '),
      x0: Math.min(...r.lines.map((l) => l.bbox.x0)),
      x1: Math.max(...r.lines.map((l) => l.bbox.x1)),
      y0: Math.min(...r.lines.map((l) => l.bbox.y0)),
      y1: Math.max(...r.lines.map((l) => l.bbox.y1)),
    }));
  } else {
    // Tesseract's blocks of one column of text are read top to bottom, whatever order they came in (the lines of a
    // block keep theirs); blocks side by side (a pack's languages in columns) keep tesseract's order.
    const blocks = new Map<number, OcrLine[]>();
    for (const l of kept) blocks.set(l.block ?? 0, [...(blocks.get(l.block ?? 0) ?? []), l]);
    const left = Math.max(...kept.map((l) => l.bbox.x0));
    const right = Math.min(...kept.map((l) => l.bbox.x1));
    const top = (b: OcrLine[]) => Math.min(...b.map((l) => l.bbox.y0));
    const groups = [...blocks.values()];
    if (right > left) groups.sort((a, b) => top(a) - top(b));
    ordered = groups.flat().map((l) => ({ text: l.text.trim(), ...l.bbox }));
  }
  const out: string[] = [];
  ordered.forEach((line, i) => {
    const previous = ordered[i - 1];
    // A gap of a line's height, or a line above or beside the last (another column, or a mark along the pack's edge
    // left of it and no lower): another block follows.
    if (
      previous &&
      (line.y0 - previous.y1 > 0.9 * lineHeight ||
        line.y1 < previous.y0 ||
        line.x0 > previous.x1 ||
        (line.x1 < previous.x0 && line.y0 < (previous.y0 + previous.y1) / 2))
    ) {
      out.push('');
    }
    out.push(line.text);
  });
  return out.join('\n');
}

/** The median height of tesseract's lines with text. */
function lineHeightOf(lines: readonly OcrLine[]): number {
  const heights = lines.map((l) => l.bbox.y1 - l.bbox.y0).sort((a, b) => a - b);
  return Math.max(1, heights[Math.floor(heights.length / 2)] ?? 1);
}

/** A table's rows: tesseract's lines whose middles stand within half a line of one another, top to bottom. */
export function tableRows(lines: readonly OcrLine[], lineHeight = lineHeightOf(lines)): { lines: OcrLine[] }[] {
  const rows: { lines: OcrLine[]; centre: number }[] = [];
  for (const line of [...lines].sort((a, b) => a.bbox.y0 + a.bbox.y1 - (b.bbox.y0 + b.bbox.y1))) {
    const centre = (line.bbox.y0 + line.bbox.y1) / 2;
    const row = rows.at(-1);
    if (row && Math.abs(centre - row.centre) < 0.5 * lineHeight) row.lines.push(line);
    else rows.push({ lines: [line], centre });
  }
  return rows;
}

/** A table's cell with a figure: "1,5 g", "<0,1g", "0 mg", "12%", "traces" in the six languages. */
const FIGURE_CELL =
  /(?<![\p{L}\d])(?:<\s?)?\d+(?:[.,]\d+)?\s?(?:mg|g|q|¢g?|ml|kj|kcal|%)?(?![\p{L}\d])|\b(?:traces?|spuren|trazas|tracce|sporen)\b/giu;

/** Rows read again at most, per photo: each is a short single-line reading. */
const MAX_REREAD_ROWS = 6;

/**
 * The rows of a table that lack their figures or their name (sparse text drops lone short cells such as "0 g", and
 * a row's pieces may fall apart): each with the band of the photo to read again as one line, across names and
 * figures, and the lines the new reading replaces. Energy's kcal line, figures alone by design, is left as it is.
 */
export function rowsToReread(lines: readonly OcrLine[]): { band: OcrBox; lines: OcrLine[] }[] {
  const kept = lines.filter((l) => /[\p{L}\p{N}]/u.test(l.text));
  if (kept.length === 0) return [];
  const lineHeight = lineHeightOf(kept);
  const isFigure = (l: OcrLine) => /\d/.test(l.text) && !/\p{L}{3}/u.test(l.text.replace(/k?cal|kj/gi, ''));
  const isName = (l: OcrLine) => namesNutritionRow(l.text.replace(/[\d.,<%]+/g, ' '));
  const figures = kept.filter(isFigure);
  const names = kept.filter((l) => isName(l) && !/\d/.test(l.text));
  if (figures.length < 2 || names.length < 2) return [];
  const x0 = Math.min(...names.map((l) => l.bbox.x0)) - lineHeight;
  const x1 = Math.max(...figures.map((l) => l.bbox.x1)) + lineHeight;
  const top = Math.min(...names.map((l) => l.bbox.y0));
  const bottom = Math.max(...names.map((l) => l.bbox.y1)) + lineHeight;
  const rows = tableRows(kept, lineHeight);
  // How many figures a row has ("1,5 g", "<0,1 g", "traces"; a % of the reference intake left out, often blank by
  // design), and how many columns of them the table's rows have: the commonest count.
  const cells = (row: { lines: OcrLine[] }) =>
    mendFigures(row.lines.map((l) => l.text).join('  '))
      .match(FIGURE_CELL)
      ?.filter((c) => !c.endsWith('%')).length ?? 0;
  const counts = rows.filter((r) => r.lines.some(isName) && cells(r) > 0).map(cells);
  const columns = [...new Set(counts)].sort(
    (a, b) => counts.filter((c) => c === b).length - counts.filter((c) => c === a).length || b - a,
  )[0];
  const out: { band: OcrBox; lines: OcrLine[]; nameless: boolean }[] = [];
  for (const row of rows) {
    const text = row.lines.map((l) => l.text).join(' ');
    const named = row.lines.some(isName);
    // Energy, once it has a figure, is left as read: its kJ and kcal pieces count unevenly as cells.
    const energy = /k?cal|kj/i.test(text);
    // Figures alone are a row whose name fell away only if they look like cells (a unit, a decimal mark, a "<")
    // and stand among the named rows: a lone digit is a speck.
    const y = row.lines[0]!.bbox.y0;
    const nameless =
      !named &&
      !energy &&
      y > top &&
      y < bottom &&
      row.lines.every(isFigure) &&
      /[.,<]\d|\dm?g\b/i.test(mendFigures(text));
    const lacking = (named && (cells(row) === 0 || (!energy && cells(row) < (columns ?? 1)))) || nameless;
    if (!lacking) continue;
    const y0 = Math.min(...row.lines.map((l) => l.bbox.y0)) - Math.round(0.3 * lineHeight);
    const y1 = Math.max(...row.lines.map((l) => l.bbox.y1)) + Math.round(0.3 * lineHeight);
    const previous = out.at(-1);
    // A name alone and figures alone within half a line of each other (the bands are padded by 0.3 of a line).
    const touches = previous !== undefined && y0 < previous.band.y1 - 0.1 * lineHeight;
    if (previous && touches && nameless !== previous.nameless) {
      // A row fallen apart into two (its name above, its figures below): one band, read once.
      previous.band.y1 = Math.max(previous.band.y1, y1);
      previous.lines.push(...row.lines);
    } else {
      out.push({ band: { x0, y0, x1, y1 }, lines: [...row.lines], nameless });
    }
  }
  return out.slice(0, MAX_REREAD_ROWS).map(({ band, lines: pieces }) => ({ band, lines: pieces }));
}

/** OCR text as lines: spaces squeezed, symbol-only lines turned blank, runs of blank lines made one (they end lists). */
export function cleanPanelText(text: string): string {
  // Bits of a border read at a line's ends ("| ", " \\", " }"): symbols alone, never a word, figure or bracket pair.
  const edge = /^(?:[|\\/{}!;:'"“”‘’`~^_=+<>]{1,3}\s+)+|(?:\s+[|\\/{}!;'"“”‘’`~^_=+<>]{1,3})+$/g;
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim().replace(edge, ''))
    .map((l) => (/[\p{L}\p{N}]/u.test(l) ? l : ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The share of the panel, from its top, read to find the language when none is given. */
const DETECT_SHARE = 0.4;
/** A top shorter than this (px) holds too few lines to tell a language from. */
const MIN_TOP = 200;

/**
 * Text lines read at most to find the language: a heading and a few lines hold enough of a language's common words,
 * and the time tesseract takes grows with the lines it reads.
 */
const DETECT_LINES = 8;
/** Rows of ink fewer than this (px) together are a speck or a stroke of noise, not a line of text. */
const MIN_LINE_ROWS = 6;

/**
 * Where the top of a prepared panel is cut off to find its language: the middle of the blank gap between two text
 * lines nearest the end of its first `lines` lines, or `share` of its height if that comes first (searched within a
 * sixth of the height either way), so that the top and the rest, read apart, hold every line whole and the English
 * reading of the top is kept when the pack is in English. A row is blank when its middle nine tenths have no more
 * than a speck of ink (marks along the pack's edge cross every row). `gap` false: no blank row there (text too dense
 * or tilted), the top cut there is read for its language alone.
 */
export function topCut(
  grey: Uint8Array,
  width: number,
  height: number,
  share = DETECT_SHARE,
  lines = DETECT_LINES,
): { y: number; gap: boolean } | null {
  const margin = Math.round(width / 20);
  const specks = Math.max(2, Math.round(width / 200));
  const blank = new Uint8Array(height);
  for (let y = 0; y < height; y++) {
    let ink = 0;
    for (let i = y * width + margin, end = (y + 1) * width - margin; i < end && ink <= specks; i++) {
      if (grey[i]! < BLOT_INK) ink++;
    }
    blank[y] = ink <= specks ? 1 : 0;
  }
  // The end of the `lines`-th line of text from the top.
  let target = Math.round(height * share);
  let seen = 0;
  for (let y = 0, start = -1; y < height; y++) {
    if (!blank[y]) {
      if (start < 0) start = y;
      continue;
    }
    if (start >= 0 && y - start >= MIN_LINE_ROWS && ++seen === lines) {
      target = Math.min(target, y);
      break;
    }
    start = -1;
  }
  if (target < MIN_TOP) target = MIN_TOP;
  if (target > height - MIN_TOP / 2) return null;
  const reach = Math.round(height / 6);
  for (let d = 0; d <= reach; d++) {
    for (const y of d === 0 ? [target] : [target - d, target + d]) {
      if (y < MIN_TOP || y >= height - 1 || !blank[y]) continue;
      let from = y;
      let to = y;
      while (from > 0 && blank[from - 1]) from--;
      while (to < height - 1 && blank[to + 1]) to++;
      return { y: Math.round((Math.max(from, MIN_TOP) + to) / 2), gap: true };
    }
  }
  return { y: target, gap: false };
}

/** A band of rows of a prepared panel, as a PNG for tesseract. */
function band(prepared: PreparedPanel, top: number, bottom: number): Promise<Buffer> {
  return sharp(prepared.grey, { raw: { width: prepared.width, height: prepared.height, channels: 1 } })
    .extract({ left: 0, top, width: prepared.width, height: bottom - top })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** What tesseract read on (a band of) a panel: its lines placed on the whole panel, and its mean word confidence. */
interface Ocr {
  text: string;
  confidence: number;
  lines?: OcrLine[];
}

const wordsOf = (o: Ocr) =>
  o.lines ? o.lines.reduce((n, l) => n + (l.words?.length ?? l.text.split(/\s+/).filter(Boolean).length), 0) : 1;

/** An OCR reading's lines by block, in tesseract's order. */
function blocksOf(lines: readonly OcrLine[]): OcrLine[][] {
  const blocks = new Map<number, OcrLine[]>();
  for (const l of lines) {
    const block = blocks.get(l.block ?? 0);
    if (block) block.push(l);
    else blocks.set(l.block ?? 0, [l]);
  }
  return [...blocks.values()];
}

/**
 * Two bands read apart, one above the other, as one reading of the panel (confidence weighed by their words). A block
 * of the rest that goes on where a block above it stops (its first line within a line and a half below that block's
 * last, the two side by side) is that block cut in two: its lines follow that block's, so that the marks tesseract
 * finds along the pack's edge, each a block of its own, do not come between the two halves of an ingredient list.
 */
function joinReadings(top: Ocr, rest: Ocr): Ocr {
  const [a, b] = [wordsOf(top), wordsOf(rest)];
  const confidence = a + b > 0 ? (top.confidence * a + rest.confidence * b) / (a + b) : 0;
  const text = `${top.text}\n${rest.text}`;
  if (!top.lines || !rest.lines) return { text, confidence };
  const lineHeight = lineHeightOf([...top.lines, ...rest.lines].filter((l) => /[\p{L}\p{N}]/u.test(l.text)));
  const groups = blocksOf(top.lines);
  const lastOf = (g: OcrLine[]) => g.reduce((f, l) => (l.bbox.y1 > f.bbox.y1 ? l : f));
  const firstOf = (g: OcrLine[]) => g.reduce((f, l) => (l.bbox.y0 < f.bbox.y0 ? l : f));
  for (const block of blocksOf(rest.lines).sort((x, y) => firstOf(x).bbox.y0 - firstOf(y).bbox.y0)) {
    const first = firstOf(block);
    let best: OcrLine[] | undefined;
    let bestGap = 1.5 * lineHeight;
    for (const group of groups) {
      const last = lastOf(group);
      const gap = first.bbox.y0 - last.bbox.y1;
      const beside = first.bbox.x0 < last.bbox.x1 && last.bbox.x0 < first.bbox.x1;
      if (beside && gap > -0.5 * lineHeight && gap < bestGap) {
        best = group;
        bestGap = gap;
      }
    }
    if (best) best.push(...block);
    else groups.push([...block]);
  }
  return { text, confidence, lines: groups.flatMap((g, block) => g.map((l) => ({ ...l, block }))) };
}

const shiftBox = (b: OcrBox, dy: number): OcrBox => ({ x0: b.x0, y0: b.y0 + dy, x1: b.x1, y1: b.y1 + dy });

export interface PanelText {
  text: string;
  /** Tesseract's mean word confidence, 0..1. */
  confidence: number;
  /** The pack's language: the one asked for, else the one the first reading's words show; null if they do not. */
  language: LabelLanguage | null;
  /** The models that read the photo, in order (two when the language had to be found first). */
  models: OcrLanguage[];
}

export interface PanelReaderOptions {
  /** Worker factory per model; defaults to offline tesseract.js workers with the bundled models. */
  createWorker?: (language: OcrLanguage) => Promise<OcrWorker>;
  /** Models other than English kept loaded at once (each worker holds tens of MB). Default 2. */
  maxLanguages?: number;
}

/**
 * Reads a pack's panel in the pack's language. English reuses the identify reader's pool; each other language has
 * a pool of its own, created on first use, the least recently used closed beyond `maxLanguages`. Without a
 * language, the English model reads the top of the panel (it reads any Latin script well enough for words), the
 * language is told from those words, and the whole panel is read with that language's model.
 */
export class PanelReader {
  private readonly readers = new Map<OcrLanguage, WordReader>();
  private readonly factory: (language: OcrLanguage) => Promise<OcrWorker>;
  private readonly maxLanguages: number;

  constructor(
    private readonly english: WordReader,
    options: PanelReaderOptions = {},
  ) {
    this.factory = options.createWorker ?? createTesseractWorker;
    this.maxLanguages = Math.max(1, options.maxLanguages ?? 2);
  }

  /** Reads a normalised panel photo; `language` is the shopper's choice when they made one. */
  async read(img: NormalisedImage, panel: Panel, language?: LabelLanguage): Promise<PanelText> {
    const layout = panel === 'nutrition' ? 'rows' : 'auto';
    const prepared = await preparePanelImage(img);
    let blots: InkBox[] | null = null;
    /** One tesseract pass over the panel, or over the band of it from `top` down to `bottom`. */
    const ocr = async (model: OcrLanguage, top = 0, bottom = prepared.height): Promise<Ocr> => {
      const whole = top === 0 && bottom === prepared.height;
      const image = whole ? prepared.png : await band(prepared, top, bottom);
      const read = await this.readerFor(model).recognise(img, { layout, prepare: async () => image, lines: true });
      const lines = read.lines?.map((l) => ({
        ...l,
        bbox: shiftBox(l.bbox, top),
        ...(l.words ? { words: l.words.map((w) => ({ ...w, bbox: shiftBox(w.bbox, top) })) } : {}),
      }));
      return { text: read.text, confidence: read.confidence, ...(lines ? { lines } : {}) };
    };
    const plain = (o: Ocr) => cleanPanelText(o.lines ? textOfLines(o.lines, layout) : o.text);
    /** The panel's text from a reading of all of it: a table's rows mended first. */
    const finish = async (model: OcrLanguage, o: Ocr, pack: LabelLanguage | null) => {
      let lines = o.lines;
      if (lines && panel === 'nutrition') {
        lines = await this.rereadRows(model, img, prepared, lines);
        // A table's figures as the ink shows them: a g OCR read as a 9, a decimal mark it dropped.
        blots ??= inkBlots(prepared.grey, prepared.width, prepared.height);
        const ink = blots;
        const mark = decimalMarkOf(lines.map((l) => l.text).join('\n'), pack);
        lines = lines.map((l) => (l.words ? { ...l, text: mendFigureLine(l.words, ink, mark) } : l));
      }
      return { text: plain(lines ? { ...o, lines } : o), confidence: o.confidence / 100 };
    };
    if (language) {
      const model = OCR_LANGUAGE[language];
      return { ...(await finish(model, await ocr(model), language)), language, models: [model] };
    }
    // The language from the top of the panel (its heading and first lines), read in English. Cut between two lines,
    // that reading is the start of the English reading of the whole: an English pack is read once.
    const cut = topCut(prepared.grey, prepared.width, prepared.height);
    const models: OcrLanguage[] = [];
    let detected: LabelLanguage | null = null;
    let english: Ocr | null = null;
    if (cut) {
      const top = await ocr('eng', 0, cut.y);
      models.push('eng');
      detected = detectLanguage(plain(top))?.language ?? null;
      if (detected && detected !== 'en') {
        const model = OCR_LANGUAGE[detected];
        return { ...(await finish(model, await ocr(model), detected)), language: detected, models: [...models, model] };
      }
      if (cut.gap) english = joinReadings(top, await ocr('eng', cut.y));
    }
    if (!english) {
      // No top to keep: the whole panel in English.
      english = await ocr('eng');
      models.push('eng');
    }
    // Too few words at the top: the language from the whole, read again in it if that is not English.
    detected ??= detectLanguage(plain(english))?.language ?? null;
    if (!detected || detected === 'en')
      return { ...(await finish('eng', english, detected)), language: detected, models };
    const model = OCR_LANGUAGE[detected];
    return { ...(await finish(model, await ocr(model), detected)), language: detected, models: [...models, model] };
  }

  /**
   * A second, short reading of the table rows the first left without figures or without a name: each row cut out
   * of the prepared photo and read as one line, its pieces replacing the row's. Only where the first reading has such
   * rows (most tables have none).
   */
  private async rereadRows(
    model: OcrLanguage,
    img: NormalisedImage,
    prepared: PreparedPanel,
    lines: OcrLine[],
  ): Promise<OcrLine[]> {
    let out = lines;
    for (const { band, lines: old } of rowsToReread(lines)) {
      const left = Math.max(0, Math.round(band.x0));
      const top = Math.max(0, Math.round(band.y0));
      const width = Math.min(prepared.width, Math.round(band.x1)) - left;
      const height = Math.min(prepared.height, Math.round(band.y1)) - top;
      if (width < 8 || height < 8) continue;
      const crop = await sharp(prepared.png)
        .extract({ left, top, width, height })
        .png({ compressionLevel: 0 })
        .toBuffer();
      const again = await this.readerFor(model).recognise(img, {
        layout: 'line',
        prepare: async () => crop,
        lines: true,
      });
      const shift = (b: OcrBox): OcrBox => ({ x0: b.x0 + left, y0: b.y0 + top, x1: b.x1 + left, y1: b.y1 + top });
      const found = (again.lines ?? []).map((l) => ({
        ...l,
        bbox: shift(l.bbox),
        ...(l.words ? { words: l.words.map((w) => ({ ...w, bbox: shift(w.bbox) })) } : {}),
      }));
      const text = found.map((l) => l.text).join(' ');
      // Kept only if the row now has both its name and a figure.
      if (!/\d/.test(text) || !namesNutritionRow(text.replace(/[\d.,<%]+/g, ' '))) continue;
      out = [...out.filter((l) => !old.includes(l)), ...found.map((l) => ({ ...l, block: old[0]?.block ?? 0 }))];
    }
    return out;
  }

  /** The models other than English with a loaded pool, least recently used first. */
  loaded(): OcrLanguage[] {
    return [...this.readers.keys()];
  }

  /** Closes the pools of the other languages (the English one is the identify reader's, closed with it). */
  async close(): Promise<void> {
    const readers = [...this.readers.entries()].filter(([model]) => model !== 'eng');
    this.readers.clear();
    await Promise.all(readers.map(([, reader]) => reader.close()));
  }

  private readerFor(model: OcrLanguage): WordReader {
    if (model === 'eng') return this.english;
    let reader = this.readers.get(model);
    if (reader) {
      // Most recently used last.
      this.readers.delete(model);
      this.readers.set(model, reader);
      return reader;
    }
    reader = new WordReader({ createWorker: () => this.factory(model) });
    this.readers.set(model, reader);
    if (this.readers.size > this.maxLanguages) {
      // The least recently used pool with nothing running or waiting goes; a busy one stays until a later call.
      for (const [other, r] of this.readers) {
        const stats = r.stats();
        if (other !== model && stats.idle === stats.workers && stats.waiting === 0) {
          this.readers.delete(other);
          void r.close();
          break;
        }
      }
    }
    return reader;
  }
}
