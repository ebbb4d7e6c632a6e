import type { AllergenId, AnimalProductType, Source } from '@clearcart/contracts';
import type {
  CosmeticKnowledge,
  CosmeticSubstance,
  HazardStatement,
  SkinSensitiser,
  SurfactantKnowledge,
} from '@clearcart/knowledge';
// Names are compared folded (case, accents and punctuation aside): "Alpha-Isomethyl Ionone" = "alpha isomethyl ionone".
import { fold } from '../text.ts';

/** One ingredient of an INCI list (cosmetics, detergents), as the pack writes it. */
export interface InciIngredient {
  /** As written ("Aqua/Water/Eau", "CI 77891 (Titanium Dioxide)"). */
  text: string;
  /** Every name it is given: the whole, its slash alternatives, the parts in and out of brackets. */
  names: string[];
  /** Its colour index number ("CI 77891"), for colourants. */
  colourIndex?: string;
  /** Marked "(nano)": present as nanomaterial, as EU labelling requires to say. */
  nano: boolean;
  /** Listed after "may contain" / "+/-": colours some shades contain, not every pack. */
  mayContain: boolean;
}

/** "May contain" markers of INCI lists: "[+/-", "+/-", "may contain", "peut contenir". */
const MAY_CONTAIN = /\[\s*\+\s*\/\s*-|\(\s*\+\s*\/\s*-\s*\)|\+\s*\/\s*-|\bmay contain\b\s*:?|\bpeut contenir\b\s*:?/i;
/** The list's own heading ("Ingredients:", "Ingrédients :", "INCI:"). */
const HEADING = /^\s*(ingredients?|ingr[ée]dients?|inci|composition)\s*:\s*/i;

/** Splits at commas and semicolons outside brackets; a comma between digits is part of a name ("1,3-Diol"). */
function splitList(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    const digitComma = c === ',' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '');
    // A full stop after a word of four letters or more, a bracket or a colour index, before a capital, ends a sentence
    // ("… Methylisothiazolinone. Contains …", "… GLY (20%). Cyclopentasiloxane"); "C.I. 77891" and "Vit. E" keep theirs.
    // A footnote after it ("Limonene. *Certified organic ingredient") too: blind audit 114.
    const sentenceEnd =
      c === '.' && /(\p{L}{4}|[)\]]|CI ?\d{5})$/u.test(current) && /^\s+[\p{Lu}*†]/u.test(text.slice(i + 1));
    if ((c === ',' || c === ';' || c === '•' || sentenceEnd) && depth === 0 && !digitComma) {
      out.push(current);
      current = '';
    } else current += c;
  }
  out.push(current);
  return out;
}

function ingredient(raw: string, mayContain: boolean): InciIngredient | null {
  // A footnote ("*Certified organic ingredient") says what a mark means: no ingredient.
  if (/^\s*[*†]+\s*\p{L}/u.test(raw)) return null;
  let text = raw
    .replace(/\s+/g, ' ')
    .replace(/^[\s\]*.:]+|[\s.\]*]+$/g, '')
    .trim();
  if (!/\p{L}{2}|\bCI\s*\d{5}/iu.test(text)) return null;
  const nano = /[([]\s*nano\s*[)\]]/i.test(text);
  text = text.replace(/\s*[([]\s*nano\s*[)\]]/gi, '').trim();
  const outside = text.replace(/\s*[([][^)\]]*[)\]]\s*/g, ' ').trim();
  const inside = [...text.matchAll(/[([]([^)\]]+)[)\]]/g)].map((m) => (m[1] ?? '').trim());
  const names = new Set([text, outside, ...inside]);
  // Detergent lists name a class and its members: "preservation agents (Benzisothiazolinone, Methylisothiazolinone)",
  // "Preservatives: Benzisothiazolinone"; the CLP's EUH208 line leaves "Contains Benzisothiazolinone" behind.
  for (const part of inside) if (/[,;]/.test(part)) for (const member of splitList(part)) names.add(member.trim());
  const afterColon = /^[^:]{3,40}:\s*(.+)$/.exec(text)?.[1];
  if (afterColon) names.add(afterColon.trim());
  const contained = /^(contains|contient|enthält|bevat)\s+(.+)$/i.exec(text)?.[2];
  if (contained) names.add(contained.trim());
  for (const name of [...names]) {
    // "Aqua/Water/Eau" and "Parfum/Fragrance" are one ingredient under several names; "Caprylic/Capric Triglyceride"
    // is one name, kept whole above.
    if (name.includes('/')) for (const part of name.split('/')) names.add(part.trim());
  }
  // Organic ranges write "Organic Peppermint Oil", "Lavandula Angustifolia Oil*": the qualifier is not the name.
  for (const name of [...names]) {
    const plain = name
      .replace(/^(certified )?organic\s+/i, '')
      .replace(/\*+$/, '')
      .trim();
    if (plain !== name && plain.length > 1) names.add(plain);
  }
  const colour = /\bC\.?\s?I\.?\s*(\d{5})\b/i.exec(text)?.[1];
  return {
    text,
    names: [...names].filter((n) => n.length > 0),
    ...(colour ? { colourIndex: `CI ${colour}` } : {}),
    nano,
    mayContain,
  };
}

/** Parses an INCI ingredient list: names as written, their alternatives, colours, nano and "may contain" parts. */
export function parseInci(list: string): InciIngredient[] {
  const text = list.replace(HEADING, '');
  const marker = MAY_CONTAIN.exec(text);
  const main = marker ? text.slice(0, marker.index) : text;
  const optional = marker ? text.slice(marker.index + marker[0].length) : '';
  return [
    ...splitList(main).map((raw) => ingredient(raw, false)),
    ...splitList(optional).map((raw) => ingredient(raw, true)),
  ].filter((i): i is InciIngredient => i !== null);
}

export interface InciFindings {
  ingredients: InciIngredient[];
  fragranceAllergens: { id: string; written: string; sources: Source[] }[];
  substances: { substance: CosmeticSubstance; written: string }[];
  /** Food allergens under their botanical names ("Arachis Hypogaea Oil" is peanut). */
  foodAllergens: { allergen: AllergenId; written: string; sources: Source[] }[];
  animal: { type: AnimalProductType; written: string; sources: Source[] }[];
  /** What each recognised ingredient does (CosIng), by the ingredient as written. */
  functions: Map<string, { function: string; sources: Source[] }>;
  /** CLP hazard statements the text prints, by code ("H319") or in words ("Causes serious eye irritation"). */
  hazardStatements: HazardStatement[];
  /** Surfactants whose biodegradability the knowledge states, each with the ingredient as written. */
  surfactants: { surfactant: SurfactantKnowledge; written: string }[];
  /** Ingredients the CLP Regulation classifies as skin sensitisers (H317), each under the name the list gives it. */
  skinSensitisers: { sensitiser: SkinSensitiser; written: string }[];
}

const HAZARD_CODE = /\b(EUH\d{3}|H\d{3})\b/g;

/** The sentences of a statement that a pack prints as they are ("Contains (name of …)" is filled in, so left out). */
const printedSentences = (statement: string): string[] =>
  statement.split(/(?<=[.!])\s+/).filter((sentence) => !/\(name of/i.test(sentence));

/** A statement as the report names it: its fixed words, without the "(name of …)" a pack fills in. */
export const printedStatement = (statement: string): string => printedSentences(statement).join(' ');

const fixedWords = (statement: string): string[] =>
  printedSentences(statement)
    .map((sentence) => fold(sentence))
    .filter((words) => words.length > 0);

/** The CLP hazard statements a text prints, in the table's order, and the text without them. */
export function hazardStatementsIn(
  text: string,
  knowledge: CosmeticKnowledge,
): { found: HazardStatement[]; rest: string } {
  const codes = new Set([...text.matchAll(HAZARD_CODE)].map((m) => m[1]!));
  const folded = ` ${fold(text)} `;
  const inWords = knowledge.hazardStatements.filter((h) =>
    fixedWords(h.statement).every((words) => folded.includes(` ${words} `)),
  );
  // "Very toxic to aquatic life" is also the start of "… with long lasting effects": the longer statement wins.
  const within = (h: HazardStatement) => inWords.some((o) => o !== h && fold(o.statement).includes(fold(h.statement)));
  const found = knowledge.hazardStatements.filter((h) => codes.has(h.code) || (inWords.includes(h) && !within(h)));
  let rest = text.replace(HAZARD_CODE, ' ');
  for (const h of found)
    for (const sentence of printedSentences(h.statement))
      rest = rest.replace(
        new RegExp(sentence.replace(/[.*+?^${}()|[\]\\!]/g, '\\$&').replace(/\\\.$/, '\\.?'), 'i'),
        ' ',
      );
  return { found, rest: rest.replace(/\b(warning|danger|attention|achtung|gefahr)\s*[:!]/gi, ' ') };
}

type ExactKind = 'fragrance' | 'substance' | 'function' | 'surfactant' | 'sensitiser';

interface InciIndex {
  exact: Map<string, { kind: ExactKind; entry: unknown }[]>;
  /** Botanical and animal names, matched as the start of an ingredient ("Arachis Hypogaea Oil"). */
  prefixes: { name: string; kind: 'food' | 'animal'; entry: unknown }[];
}

const indexes = new WeakMap<CosmeticKnowledge, InciIndex>();

function indexOf(knowledge: CosmeticKnowledge): InciIndex {
  let index = indexes.get(knowledge);
  if (index) return index;
  const exact: InciIndex['exact'] = new Map();
  const add = (name: string, kind: ExactKind, entry: unknown) => {
    const key = fold(name);
    exact.set(key, [...(exact.get(key) ?? []), { kind, entry }]);
  };
  for (const e of knowledge.fragranceAllergens) for (const n of e.names) add(n, 'fragrance', e);
  for (const e of knowledge.substances) for (const n of e.names) add(n, 'substance', e);
  for (const e of knowledge.functions) for (const n of e.names) add(n, 'function', e);
  for (const e of knowledge.surfactants) for (const n of e.names) add(n, 'surfactant', e);
  for (const e of knowledge.skinSensitisers ?? []) for (const n of e.names) add(n, 'sensitiser', e);
  const prefixes: InciIndex['prefixes'] = [
    ...knowledge.botanicalAllergens.flatMap((e) =>
      e.names.map((n) => ({ name: fold(n), kind: 'food' as const, entry: e })),
    ),
    ...knowledge.animalDerived.flatMap((e) =>
      e.names.map((n) => ({ name: fold(n), kind: 'animal' as const, entry: e })),
    ),
  ];
  index = { exact, prefixes };
  indexes.set(knowledge, index);
  return index;
}

/**
 * The skin sensitisers one ingredient names: the whole ingredient when it is one ("Methylchloroisothiazolinone/
 * Methylisothiazolinone" is the mixture), else each member it names ("preservation agents (Benzisothiazolinone,
 * Methylisothiazolinone)"), each under the name as written, once per sensitiser.
 */
function skinSensitisersOf(
  item: InciIngredient,
  folded: readonly string[],
  index: InciIndex,
  found: InciFindings['skinSensitisers'],
): void {
  const sensitisersAt = (i: number) =>
    (index.exact.get(folded[i] ?? '') ?? []).flatMap((m) =>
      m.kind === 'sensitiser' ? [m.entry as SkinSensitiser] : [],
    );
  const whole = sensitisersAt(0);
  const matches =
    whole.length > 0
      ? whole.map((sensitiser) => ({ sensitiser, written: item.text }))
      : item.names.flatMap((name, i) => sensitisersAt(i).map((sensitiser) => ({ sensitiser, written: name })));
  for (const match of matches) if (!found.some((f) => f.sensitiser.id === match.sensitiser.id)) found.push(match);
}

/** What the knowledge base knows of each ingredient of an INCI list. */
export function analyseInci(list: string, knowledge: CosmeticKnowledge): InciFindings {
  const index = indexOf(knowledge);
  const hazards = hazardStatementsIn(list, knowledge);
  const findings: InciFindings = {
    ingredients: parseInci(hazards.rest),
    hazardStatements: hazards.found,
    fragranceAllergens: [],
    substances: [],
    foodAllergens: [],
    animal: [],
    functions: new Map(),
    surfactants: [],
    skinSensitisers: [],
  };
  for (const item of findings.ingredients) {
    const folded = item.names.map((name) => fold(name));
    skinSensitisersOf(item, folded, index, findings.skinSensitisers);
    for (const { kind, entry } of folded.flatMap((name) => index.exact.get(name) ?? [])) {
      if (kind === 'fragrance') {
        const e = entry as CosmeticKnowledge['fragranceAllergens'][number];
        if (!findings.fragranceAllergens.some((f) => f.id === e.id))
          findings.fragranceAllergens.push({ id: e.id, written: item.text, sources: e.sources });
      } else if (kind === 'substance') {
        const e = entry as CosmeticSubstance;
        if (!findings.substances.some((f) => f.substance.id === e.id && f.written === item.text))
          findings.substances.push({ substance: e, written: item.text });
      } else if (kind === 'sensitiser') {
        continue;
      } else if (kind === 'surfactant') {
        const e = entry as SurfactantKnowledge;
        if (!findings.surfactants.some((f) => f.surfactant.id === e.id))
          findings.surfactants.push({ surfactant: e, written: item.text });
      } else if (!findings.functions.has(item.text)) {
        const e = entry as CosmeticKnowledge['functions'][number];
        findings.functions.set(item.text, { function: e.function, sources: e.sources });
      }
    }
    if (item.colourIndex && !findings.functions.has(item.text)) {
      findings.functions.set(item.text, { function: 'Colourant', sources: [] });
    }
    for (const { name, kind, entry } of index.prefixes) {
      if (!folded.some((n) => n === name || n.startsWith(`${name} `))) continue;
      if (kind === 'food') {
        const e = entry as CosmeticKnowledge['botanicalAllergens'][number];
        if (!findings.foodAllergens.some((f) => f.allergen === e.allergen))
          findings.foodAllergens.push({ allergen: e.allergen, written: item.text, sources: e.sources });
      } else {
        const e = entry as CosmeticKnowledge['animalDerived'][number];
        if (!findings.animal.some((f) => f.written === item.text))
          findings.animal.push({ type: e.type, written: item.text, sources: e.sources });
      }
    }
  }
  return findings;
}
