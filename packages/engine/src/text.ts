/** Text helpers shared by the derivations: folding, word matching, ingredient-list parsing. */

/** Lower-case, accent-free, punctuation turned to single spaces: "LAIT écrémé" → "lait ecreme". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Folding for names compared as keys: case-, accent- and punctuation-insensitive ("Ben & Jerry's" → "benjerrys"). */
export function nameKey(text: string): string {
  return fold(text).replace(/ /g, '');
}

/**
 * Whether the folded `phrase` occurs in the folded `text` on word boundaries. A trailing plural "s"/"es" on the
 * text side is tolerated so "egg" matches "eggs".
 */
export function hasPhrase(foldedText: string, foldedPhrase: string): boolean {
  if (foldedPhrase.length === 0 || foldedText.length === 0) return false;
  const hay = ` ${foldedText} `;
  return (
    hay.includes(` ${foldedPhrase} `) || hay.includes(` ${foldedPhrase}s `) || hay.includes(` ${foldedPhrase}es `)
  );
}

/** Remove every occurrence of the folded false-friend phrases so the words inside them no longer match. */
export function withoutPhrases(foldedText: string, foldedPhrases: readonly string[]): string {
  let text = ` ${foldedText} `;
  for (const phrase of foldedPhrases) {
    if (phrase.length === 0) continue;
    for (const variant of [phrase, `${phrase}s`]) {
      const needle = ` ${variant} `;
      while (text.includes(needle)) text = text.replace(needle, ' | ');
    }
  }
  return text.trim();
}

/** Sentence openers after which an ingredient text speaks of cross-contamination, not ingredients. */
const TRACE_MARKERS = [
  'may contain',
  'may also contain',
  'can contain',
  'could contain',
  'contains traces',
  'traces of',
  'trace of',
  'made in a facility',
  'manufactured in a facility',
  'produced in a facility',
  'processed in a facility',
  'made on equipment',
  'manufactured on equipment',
  'produced on shared equipment',
  'made in a factory',
  'produced in a factory',
  'peut contenir',
  'traces de',
  'traces d',
  'traces eventuelles',
  'fabrique dans un atelier',
  'kann spuren',
  'spuren von',
  'puede contener',
  'trazas de',
  'puo contenere',
  'tracce di',
  'kan sporen',
  'sporen van',
];

/** Fold each character on its own so indexes stay aligned with the raw text. */
function foldAligned(text: string): string {
  let out = '';
  for (const char of text) {
    const base = char.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
    const one = base.length === 1 && /[\p{L}\p{N}]/u.test(base) ? base : ' ';
    // Characters outside the BMP take two code units: keep the same width.
    out += char.length === 2 ? `${one} ` : one;
  }
  return out;
}

const TRACE_PATTERN = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])(${TRACE_MARKERS.map((m) => m.split(' ').join(' +')).join('|')})(?![\\p{L}\\p{N}])`,
  'u',
);

/**
 * Split an ingredient text into the ingredients proper and its "may contain" statements. The trace part runs from a
 * marker to the end of its sentence.
 */
export function splitTraces(ingredientsText: string): { main: string; traces: string } {
  const sentences = ingredientsText.split(/(?<=[.!?])\s+|\n+/);
  const main: string[] = [];
  const traces: string[] = [];
  for (const sentence of sentences) {
    const match = TRACE_PATTERN.exec(foldAligned(sentence));
    if (!match || match[1] === undefined) {
      main.push(sentence);
      continue;
    }
    const at = match.index + match[0].length - match[1].length;
    main.push(sentence.slice(0, at));
    traces.push(sentence.slice(at));
  }
  return { main: main.join(' ').trim(), traces: traces.join(' ').trim() };
}

/** Split on commas and semicolons that are not inside brackets; trims and drops empty entries. */
export function parseIngredientList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (let position = 0; position < text.length; position++) {
    const char = text[position]!;
    if (char === '(' || char === '[' || char === '{') depth++;
    else if ((char === ')' || char === ']' || char === '}') && depth > 0) depth--;
    // A comma between digits is a decimal comma ("8,7%"), not a separator.
    const decimal = char === ',' && /\d$/.test(current) && /^\d/.test(text.slice(position + 1));
    if ((char === ',' || char === ';') && depth === 0 && !decimal) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items
    .map((item) =>
      item
        .replace(/\s+/g, ' ')
        .replace(/^\s*(ingredients?|ingr[ée]dients?|zutaten|ingredientes|ingredienti)\s*:\s*/i, '')
        .replace(/[\s.]+$/, '')
        .trim(),
    )
    .filter((item) => item.length > 0 && /[\p{L}\p{N}]/u.test(item));
}

/** The smallest pieces of an ingredient text (split at every separator and bracket), kept raw for evidence. */
export function segments(text: string): { raw: string; folded: string }[] {
  return text
    .split(/,(?!\d)|(?<!\d),|[;:()[\]{}\n]|\.(?!\d)/)
    .map((raw) => raw.replace(/\s+/g, ' ').replace(/_/g, '').trim())
    .filter((raw) => raw.length > 0)
    .map((raw) => ({ raw, folded: fold(raw) }))
    .filter((s) => s.folded.length > 0);
}

/** Upper-case the first letter. */
export function capitalise(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

/** "a", "a and b", "a, b and c". */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Round for display: at most `digits` decimals, no trailing zeros. */
export function round(value: number, digits = 1): string {
  const factor = 10 ** digits;
  return String(Math.round(value * factor) / factor);
}
