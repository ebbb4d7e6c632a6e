import { foldAligned } from '@clearcart/text';
import { sameWord } from './fold.ts';
import { detectLanguage, type LabelLanguage } from './language.ts';

/** The word that opens an ingredient list, folded, and the languages that write it. */
const HEADINGS: readonly [word: string, languages: readonly LabelLanguage[]][] = [
  ['ingredients', ['en', 'fr']],
  ['ingredient', ['en', 'fr']],
  ['zutaten', ['de']],
  ['ingredientes', ['es']],
  ['ingredienti', ['it']],
  ['ingredienten', ['nl']],
];

/**
 * Where an ingredient list stops, folded: the nutrition table, storage and date lines, weight and maker. Each is
 * only taken where a sentence or line starts, so "conserver" inside a list does not cut it.
 */
const END_MARKERS = [
  // English
  'nutrition',
  'nutritional',
  'typical values',
  'store in',
  'store at',
  'store below',
  'keep in',
  'keep refrigerated',
  'keep cool',
  'once opened',
  'best before',
  'best by',
  'use by',
  'net weight',
  'net wt',
  'produced by',
  'produced for',
  'manufactured by',
  'manufactured for',
  'packed by',
  'packed for',
  'distributed by',
  // French
  'valeurs nutritionnelles',
  'valeur nutritionnelle',
  'declaration nutritionnelle',
  'informations nutritionnelles',
  'a conserver',
  'conserver',
  'a consommer',
  'poids net',
  'fabrique par',
  'fabrique en',
  'emballe par',
  'distribue par',
  // German
  'nahrwerte',
  'nahrwertangaben',
  'nahrwertinformationen',
  'durchschnittliche nahrwerte',
  'kuhl und trocken',
  'trocken lagern',
  'trocken und kuhl',
  'mindestens haltbar',
  'zu verbrauchen bis',
  'nettogewicht',
  'nettofullmenge',
  'hergestellt fur',
  'hergestellt von',
  'vertrieb',
  // Spanish
  'informacion nutricional',
  'valores nutricionales',
  'conservar',
  'consumir preferentemente',
  'consumir antes',
  'peso neto',
  'elaborado por',
  'fabricado por',
  'envasado por',
  'distribuido por',
  // Italian
  'valori nutrizionali',
  'dichiarazione nutrizionale',
  'informazioni nutrizionali',
  'conservare',
  'da consumarsi',
  'peso netto',
  'prodotto da',
  'prodotto e confezionato',
  'confezionato da',
  'distribuito da',
  // Dutch
  'voedingswaarde',
  'voedingswaarden',
  'gemiddelde voedingswaarde',
  'bewaren',
  'koel en droog',
  'ten minste houdbaar',
  'tenminste houdbaar',
  'te gebruiken tot',
  'netto gewicht',
  'geproduceerd door',
  'verpakt door',
  // The table's own header, when a list runs straight into it
  'per 100 g',
  'per 100 ml',
  'pour 100 g',
  'pro 100 g',
  'por 100 g',
];

const END_PATTERN = new RegExp(`(?:^| )(${END_MARKERS.map((m) => m.replace(/ /g, ' +')).join('|')})(?= |$)`, 'g');

interface Heading {
  /** Index of the heading word. */
  at: number;
  /** Index where the list itself starts (after the heading and its colon). */
  start: number;
  languages: readonly LabelLanguage[];
}

/** Word spans of the folded text. */
function wordSpans(folded: string): { word: string; at: number }[] {
  return [...folded.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ word: m[0], at: m.index }));
}

/**
 * The ingredient headings in the text: a heading word followed, on its line, by a colon (or a dash, or the line's
 * end), or opening its line in capitals ("INGREDIENTS WATER, SUGAR"). "See ingredients in bold" is no heading.
 */
function findHeadings(raw: string, folded: string): Heading[] {
  const found: Heading[] = [];
  for (const { word, at } of wordSpans(folded)) {
    const heading = HEADINGS.find(([h]) => word.length >= 6 && sameWord(word, h));
    if (!heading) continue;
    // "Zutatenliste", "Liste des ingrédients", "Ingredients (filling):": a colon soon after on the same line.
    const after = raw.slice(at + word.length);
    const lineRest = after.split('\n')[0] ?? '';
    const colon = /^\s*[:;|–—-](?!\d)|^[^,.:\n]{0,30}?:/.exec(lineRest);
    const lineStart = /(^|\n)[^\p{L}\p{N}\n]*$/u.test(raw.slice(0, at));
    // After a sentence: a pack in several languages runs "… vanillin. Ingrédients : sucre, …".
    const opensSentence = lineStart || /[.;!?)\]/]\s*$/.test(raw.slice(0, at));
    const capitalised = /^\p{Lu}/u.test(raw.slice(at));
    const lineEnds = lineRest.trim() === '';
    let start: number | null = null;
    if (opensSentence) {
      // OCR reads a colon as "9", "i" or "." at times: one stray character after a capitalised heading is skipped.
      const stray = capitalised ? /^\s?[.,;9il1]\s/.exec(lineRest) : null;
      const upper = raw.slice(at, at + word.length) === raw.slice(at, at + word.length).toUpperCase();
      if (colon) start = at + word.length + colon[0].length;
      else if (lineEnds) start = at + word.length;
      else if (stray) start = at + word.length + stray[0].length;
      else if (lineStart && upper) start = at + word.length;
    } else if (capitalised && /^\s*:/.test(lineRest)) {
      start = at + word.length + (/^\s*:/.exec(lineRest)?.[0].length ?? 0);
    }
    if (start === null) continue;
    found.push({ at, start, languages: heading[1] });
  }
  return found;
}

/** Where the list that starts at `start` ends: the next heading, an end marker, or a blank line after a finished list. */
function listEnd(raw: string, folded: string, start: number, nextHeading: number): number {
  let end = nextHeading;
  END_PATTERN.lastIndex = start;
  for (let m = END_PATTERN.exec(folded); m && m.index < end; m = END_PATTERN.exec(folded)) {
    const at = m.index + m[0].length - m[1]!.length;
    if (at === start) continue;
    const before = raw.slice(start, at);
    // Only where a line or a sentence starts, or the marker is capitalised: never inside an ingredient's name.
    if (/(^|\n|[.;:!?*)]\s*)\s*[^\p{L}\p{N}\s]*$/u.test(before) || /^\p{Lu}/u.test(raw.slice(at))) {
      end = at;
      break;
    }
  }
  // A blank line closes the list unless the text before it clearly goes on (a comma, a hyphen, an open bracket).
  const blank = /\n[^\S\n]*\n/g;
  blank.lastIndex = start;
  for (let m = blank.exec(raw); m && m.index < end; m = blank.exec(raw)) {
    const before = raw.slice(start, m.index).trimEnd();
    if (before === '') continue;
    if (/[,([&+-]$/.test(before) || depth(before) > 0) continue;
    end = m.index;
    break;
  }
  return end;
}

/** Brackets left open in a text. */
function depth(text: string): number {
  let level = 0;
  for (const char of text) {
    if ('([{'.includes(char)) level++;
    else if (')]}'.includes(char) && level > 0) level--;
  }
  return level;
}

/**
 * Word parts that are written with a hyphen ("low-fat", "glucose-fructose", "mono- and diglycerides"): a line that
 * ends in one of them followed by a hyphen keeps the hyphen. Folded.
 */
const HYPHENATED_BEFORE = new Set(
  (
    'semi non low high fat sugar gluten lactose salt free mono di tri poly demi mi extra ultra glucose fructose ' +
    'vitamin sans zero whole multi'
  ).split(' '),
);
const HYPHENATED_AFTER = new Set(
  'free reduced fructose glucose skimmed ecreme range sirup syrup diglycerides style'.split(' '),
);
/** "mono- and diglycerides": the hyphen stands for a word left out, and a space follows it. */
const CONJUNCTIONS = new Set('and or et ou und oder y o e en of'.split(' '));

const fold = (word: string): string => foldAligned(word).replace(/ /g, '');

/**
 * Whether a hyphen at a line's end belongs to the words ("Glucose-\nFructose", "E-\n330", "low-\nfat") rather
 * than cutting one word in two ("Farb-\nstoff", "CON-\nCENTRATE"). The text around tells where it can: the same
 * words written elsewhere with or without the hyphen; then the case, a figure, and the usual hyphenated parts.
 */
function keepsHyphen(before: string, after: string, whole: string): boolean {
  const [a, b] = [fold(before), fold(after)];
  // The words elsewhere: every pair cut at a line's end is left out, this one included.
  const elsewhere = whole.replace(/[\p{L}\p{N}]+[-‐‑¬­](?:\s*\n\s*| +(?=\p{Ll}))[\p{L}\p{N}]+/gu, ' | ');
  const folded = ` ${foldAligned(elsewhere).replace(/\s+/g, ' ')} `;
  if (folded.includes(` ${a}${b} `)) return false;
  if (folded.includes(` ${a} ${b} `)) return true;
  if (/^\p{N}/u.test(after) || /^\p{L}{1,2}$/u.test(before)) return true;
  if (/\p{Ll}/u.test(before) && /^\p{Lu}/u.test(after)) return true;
  return HYPHENATED_BEFORE.has(a) || HYPHENATED_AFTER.has(b);
}

/**
 * Mends a list read over several printed lines: words cut at a line's end are joined ("Farb-\nstoff" →
 * "Farbstoff"), hyphens that belong to the words are kept ("Glucose-\nFructose"), lines are joined with spaces and
 * spacing before punctuation is tidied.
 */
export function mendLines(text: string): string {
  return (
    text
      // A line break some OCR turns into a space ("Farb- stoff") is mended the same way.
      .replace(
        /([\p{L}\p{N}]+)[-‐‑¬­](?:\s*\n\s*| +(?=\p{Ll}))([\p{L}\p{N}]+)/gu,
        (_, before: string, after: string) =>
          CONJUNCTIONS.has(fold(after))
            ? `${before}- ${after}`
            : keepsHyphen(before, after, text)
              ? `${before}-${after}`
              : `${before}${after}`,
      )
      .replace(/\s*\n\s*/g, ' ')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ([,.)\]])/g, '$1')
      .replace(/([([]) /g, '$1')
      .trim()
  );
}

/** Spacing as print has it: one space between words, none before a comma, a full stop or a closing bracket. */
export function tidySpacing(text: string): string {
  return mendLines(text.replace(/\s+/g, ' '));
}

export interface IngredientList {
  /** The list as printed, mended, without its heading. */
  text: string;
  /** The heading as read ("Ingrédients"), or null when the panel had none and the whole text was taken. */
  heading: string | null;
  /** The list's language, from its heading and words, when it can be told. */
  language: LabelLanguage | null;
}

/**
 * Finds the ingredient list on a panel's OCR text: from its heading (English, French, German, Spanish, Italian or
 * Dutch) to its end (a blank line after a finished list, the nutrition table, storage, best-before, weight or maker
 * lines). A pack printed in several languages has several lists: the one in `language` is taken when there is one,
 * else the first. Without any heading, the text up to the first end marker is taken as the list. Null when nothing
 * that could be a list is left.
 */
export function findIngredientList(ocrText: string, language?: LabelLanguage): IngredientList | null {
  const raw = ocrText.replace(/\r\n?/g, '\n');
  const folded = foldAligned(raw);
  const headings = findHeadings(raw, folded);
  const lists = headings.map((h, i) => {
    const end = listEnd(raw, folded, h.start, headings[i + 1]?.at ?? raw.length);
    const text = cleanList(raw.slice(h.start, end));
    const detected = detectLanguage(text)?.language ?? null;
    // The heading's own language settles it when only one language writes it ("Zutaten").
    const lang =
      h.languages.length === 1
        ? h.languages[0]!
        : detected && h.languages.includes(detected)
          ? detected
          : (detected ?? h.languages[0]!);
    return {
      text,
      heading: raw.slice(h.at, h.at + (folded.slice(h.at).match(/^[\p{L}\p{N}]+/u)?.[0].length ?? 0)),
      language: lang,
    };
  });
  const usable = lists.filter((l) => /\p{L}{2}/u.test(l.text));
  const chosen = (language && usable.find((l) => l.language === language)) ?? usable[0];
  if (chosen) return chosen;
  // No heading: the panel is the list itself, up to whatever follows it.
  const end = listEnd(raw, folded, 0, raw.length);
  const text = cleanList(raw.slice(0, end));
  if (!/\p{L}{2}/u.test(text)) return null;
  return { text, heading: null, language: detectLanguage(text)?.language ?? null };
}

/** The list's text without the punctuation OCR leaves around it. */
function cleanList(text: string): string {
  return mendLines(text)
    .replace(/^[\s:;.,|*_-]+/, '')
    .replace(/[\s:;,|_-]+$/, '');
}
