/**
 * Test-only: panels printed from real Open Food Facts records (../shared/data, read at run time, never copied), as
 * rows of cells a test joins into OCR-like text or a bench draws into a photo. Each panel carries what a perfect
 * reader would get from it, so tests and the bench can check a reading field by field.
 */
import type { Nutriments, ProductFacts } from '@clearcart/contracts';
import { fromOpenFoodFacts } from '../../../engine/src/facts/from-off.ts';
import { loadOffRecords, productOf } from '../../../engine/src/test/off-records.ts';
import { tidySpacing } from '../ingredients.ts';
import { detectLanguage, LABEL_LANGUAGES, type LabelLanguage } from '../language.ts';
import type { NutritionValues } from '../warnings.ts';

/** A printed panel: lines of cells (one cell for running text), with the emphasis of allergen words kept. */
export interface PrintedPanel {
  rows: { cells: string[]; bold?: boolean }[];
}

export interface IngredientPanel extends PrintedPanel {
  /** The list as the pack prints it, without its heading: what a reader should give back. */
  expected: string;
}

export interface NutritionPanel extends PrintedPanel {
  layout: 'eu' | 'us';
  basis: '100g' | '100ml';
  /** Per 100 g/ml as the table states them (per-serving figures converted as a reader must). */
  expected: NutritionValues;
}

/** One real record's panels: its ingredient list in one language and its nutrition facts. */
export interface RecordCase {
  id: string;
  facts: ProductFacts;
  language: LabelLanguage;
  /** Where the language comes from: the record's own field, or our detector on its (clean) text. */
  languageFrom: 'record' | 'detected';
  ingredientsText?: string;
  nutriments?: Nutriments;
}

/** The OFF emphasis marks ("_lait_") taken off: the pack prints the word in bold, not the underscores. */
export const plainIngredients = (text: string): string => tidySpacing(text.replace(/_/g, ''));

/**
 * Every record with an ingredient list in one of our languages, once per language it has one in, and every record
 * with a nutrition table; deduplicated by barcode.
 */
export function recordCases(): RecordCase[] {
  const seen = new Set<string>();
  const cases: RecordCase[] = [];
  for (const { record } of loadOffRecords()) {
    const facts = fromOpenFoodFacts(record);
    if (!facts || seen.has(facts.id)) continue;
    seen.add(facts.id);
    const product = productOf(record);
    const texts = new Map<LabelLanguage, { text: string; from: RecordCase['languageFrom'] }>();
    for (const language of LABEL_LANGUAGES) {
      const own = product[`ingredients_text_${language}`];
      if (typeof own === 'string' && own.trim().length >= 10) texts.set(language, { text: own, from: 'record' });
    }
    if (facts.ingredientsText && facts.ingredientsText.length >= 10) {
      const stated = facts.lang && (LABEL_LANGUAGES as readonly string[]).includes(facts.lang) ? facts.lang : null;
      const language = (stated as LabelLanguage | null) ?? detectLanguage(facts.ingredientsText)?.language;
      if (language && !texts.has(language))
        texts.set(language, { text: facts.ingredientsText, from: stated ? 'record' : 'detected' });
    }
    const nutriments = facts.nutriments && hasTable(facts.nutriments) ? facts.nutriments : undefined;
    if (texts.size === 0 && nutriments) {
      cases.push({ id: facts.id, facts, language: 'en', languageFrom: 'detected', nutriments });
    }
    let first = true;
    for (const [language, { text, from }] of texts) {
      cases.push({
        id: `${facts.id}:${language}`,
        facts,
        language,
        languageFrom: from,
        ingredientsText: plainIngredients(text),
        ...(first && nutriments ? { nutriments } : {}),
      });
      first = false;
    }
  }
  return cases;
}

/** A table worth printing: energy and the three macronutrients at least. */
function hasTable(n: Nutriments): boolean {
  return (
    (n.energyKj !== undefined || n.energyKcal !== undefined) &&
    n.fat !== undefined &&
    n.carbohydrates !== undefined &&
    n.proteins !== undefined
  );
}

const HEADINGS: Record<LabelLanguage, string> = {
  en: 'Ingredients',
  fr: 'Ingrédients',
  de: 'Zutaten',
  es: 'Ingredientes',
  it: 'Ingredienti',
  nl: 'Ingrediënten',
};

const AFTER: Record<LabelLanguage, readonly string[]> = {
  en: ['Store in a cool, dry place.', 'Best before: see lid.'],
  fr: ['À conserver dans un endroit frais et sec.', 'À consommer de préférence avant le : voir couvercle.'],
  de: ['Kühl und trocken lagern.', 'Mindestens haltbar bis: siehe Deckel.'],
  es: ['Conservar en lugar fresco y seco.', 'Consumir preferentemente antes de: ver tapa.'],
  it: ['Conservare in luogo fresco e asciutto.', 'Da consumarsi preferibilmente entro: vedi coperchio.'],
  nl: ['Koel en droog bewaren.', 'Ten minste houdbaar tot: zie deksel.'],
};

const TABLE_TITLE: Record<LabelLanguage, string> = {
  en: 'Nutrition information',
  fr: 'Valeurs nutritionnelles',
  de: 'Nährwerte',
  es: 'Información nutricional',
  it: 'Valori nutrizionali',
  nl: 'Voedingswaarde',
};

export interface IngredientLayout {
  /** Characters per printed line. */
  width: number;
  /** Break long words with a hyphen at the line's end, as packs do. */
  hyphenate: boolean;
  /** Heading alone on its line, or the list running on after "Ingredients:". */
  headingAlone: boolean;
  upperHeading: boolean;
  /** What follows the list: storage and date lines, the nutrition table's title, or nothing. */
  after: 'storage' | 'nutrition' | 'none';
  /** A blank line between the list and what follows. */
  blankAfter: boolean;
}

/** Fills words into lines of at most `width` characters, hyphenating long words when asked. */
export function wrap(text: string, width: number, hyphenate: boolean, firstLineUsed = 0): string[] {
  const lines: string[] = [];
  let line = '';
  let room = width - firstLineUsed;
  const push = () => {
    lines.push(line);
    line = '';
    room = width;
  };
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (candidate.length <= room) {
      line = candidate;
      continue;
    }
    // A word already hyphenated breaks after its hyphen, as printers do ("glucose-" / "fructose").
    const hyphen = word.indexOf('-');
    const head = word.slice(0, hyphen + 1);
    if (hyphen > 0 && hyphen < word.length - 1 && (line === '' ? head : `${line} ${head}`).length <= room) {
      line = line === '' ? head : `${line} ${head}`;
      push();
      line = word.slice(hyphen + 1);
      continue;
    }
    const left = room - line.length - (line === '' ? 0 : 1) - 1;
    // Only real word parts are cut: at least three letters on each side, never a figure.
    if (hyphenate && left >= 3 && /^\p{L}{7,}/u.test(word) && word.length - left >= 3) {
      const cut = Math.min(left, word.length - 3);
      if (/^\p{L}+$/u.test(word.slice(0, cut)) && /^\p{L}{3}/u.test(word.slice(cut))) {
        line = line === '' ? `${word.slice(0, cut)}-` : `${line} ${word.slice(0, cut)}-`;
        push();
        line = word.slice(cut);
        continue;
      }
    }
    if (line !== '') push();
    line = word;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** An ingredient panel: heading, the list wrapped in lines, then what follows it on the pack. */
export function ingredientPanel(text: string, language: LabelLanguage, layout: IngredientLayout): IngredientPanel {
  const heading = layout.upperHeading ? HEADINGS[language].toUpperCase() : HEADINGS[language];
  const rows: PrintedPanel['rows'] = [];
  if (layout.headingAlone) {
    rows.push({ cells: [`${heading}:`], bold: true });
    for (const line of wrap(text, layout.width, layout.hyphenate)) rows.push({ cells: [line] });
  } else {
    const lines = wrap(text, layout.width, layout.hyphenate, heading.length + 2);
    rows.push({ cells: [`${heading}: ${lines[0] ?? ''}`] });
    for (const line of lines.slice(1)) rows.push({ cells: [line] });
  }
  const after =
    layout.after === 'storage' ? AFTER[language] : layout.after === 'nutrition' ? [TABLE_TITLE[language]] : [];
  if (after.length > 0 && layout.blankAfter) rows.push({ cells: [''] });
  for (const line of after) rows.push({ cells: [line] });
  return { rows, expected: text };
}

const ROW_NAMES: Record<LabelLanguage, Record<'energy' | keyof NutritionValues, string>> = {
  en: {
    energy: 'Energy',
    energyKj: 'Energy',
    energyKcal: 'Energy',
    fat: 'Fat',
    saturatedFat: 'of which saturates',
    carbohydrates: 'Carbohydrate',
    sugars: 'of which sugars',
    fiber: 'Fibre',
    proteins: 'Protein',
    salt: 'Salt',
  },
  fr: {
    energy: 'Énergie',
    energyKj: 'Énergie',
    energyKcal: 'Énergie',
    fat: 'Matières grasses',
    saturatedFat: 'dont acides gras saturés',
    carbohydrates: 'Glucides',
    sugars: 'dont sucres',
    fiber: 'Fibres alimentaires',
    proteins: 'Protéines',
    salt: 'Sel',
  },
  de: {
    energy: 'Brennwert',
    energyKj: 'Brennwert',
    energyKcal: 'Brennwert',
    fat: 'Fett',
    saturatedFat: 'davon gesättigte Fettsäuren',
    carbohydrates: 'Kohlenhydrate',
    sugars: 'davon Zucker',
    fiber: 'Ballaststoffe',
    proteins: 'Eiweiß',
    salt: 'Salz',
  },
  es: {
    energy: 'Valor energético',
    energyKj: 'Valor energético',
    energyKcal: 'Valor energético',
    fat: 'Grasas',
    saturatedFat: 'de las cuales saturadas',
    carbohydrates: 'Hidratos de carbono',
    sugars: 'de los cuales azúcares',
    fiber: 'Fibra alimentaria',
    proteins: 'Proteínas',
    salt: 'Sal',
  },
  it: {
    energy: 'Energia',
    energyKj: 'Energia',
    energyKcal: 'Energia',
    fat: 'Grassi',
    saturatedFat: 'di cui acidi grassi saturi',
    carbohydrates: 'Carboidrati',
    sugars: 'di cui zuccheri',
    fiber: 'Fibre',
    proteins: 'Proteine',
    salt: 'Sale',
  },
  nl: {
    energy: 'Energie',
    energyKj: 'Energie',
    energyKcal: 'Energie',
    fat: 'Vetten',
    saturatedFat: 'waarvan verzadigde vetzuren',
    carbohydrates: 'Koolhydraten',
    sugars: 'waarvan suikers',
    fiber: 'Vezels',
    proteins: 'Eiwitten',
    salt: 'Zout',
  },
};

const PER_100: Record<LabelLanguage, string> = {
  en: 'Per 100',
  fr: 'Pour 100',
  de: 'pro 100',
  es: 'Por 100',
  it: 'Per 100',
  nl: 'Per 100',
};
const PER_SERVING: Record<LabelLanguage, string> = {
  en: 'Per serving',
  fr: 'Par portion',
  de: 'pro Portion',
  es: 'Por ración',
  it: 'Per porzione',
  nl: 'Per portie',
};
const RI: Record<LabelLanguage, string> = { en: '%RI*', fr: '%AR*', de: '%RM*', es: '%IR*', it: '%AR*', nl: '%RI*' };
const TRACES: Record<LabelLanguage, string> = {
  en: 'traces',
  fr: 'traces',
  de: 'Spuren',
  es: 'trazas',
  it: 'tracce',
  nl: 'sporen',
};

/** Reference intakes of an average adult, g a day (Regulation (EU) 1169/2011 Annex XIII, part B). */
const REFERENCE_INTAKE: Partial<Record<keyof NutritionValues, number>> = {
  fat: 70,
  saturatedFat: 20,
  carbohydrates: 260,
  sugars: 90,
  proteins: 50,
  salt: 6,
};

export interface NutritionLayout {
  /** Columns: per 100 alone, per 100 then per serving and % RI, or per serving first. */
  columns: 'per100' | 'per100-serving-ri' | 'serving-first';
  /** kJ and kcal on one line ("1576 kJ / 373 kcal") or on two. */
  energy: 'one-line' | 'two-lines';
  /** How a zero is printed: "0 g", "traces", or "<0.1 g" for values under 0.1. */
  small: 'zero' | 'traces' | 'less-than';
}

/** The figure as printed: at most two decimals, with the language's decimal mark. */
function figure(value: number, language: LabelLanguage, decimals = 2): string {
  const rounded = Number(value.toFixed(decimals));
  const text = String(rounded);
  return language === 'en' ? text : text.replace('.', ',');
}

const round = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A serving for the per-serving columns: the record's, else 30 g. */
const servingOf = (facts: ProductFacts): number =>
  facts.servingQuantity && facts.servingQuantity >= 5 && facts.servingQuantity <= 500
    ? round(facts.servingQuantity, 1)
    : 30;

/** An EU nutrition table in the pack's language. */
export function euNutritionPanel(
  n: Nutriments,
  facts: ProductFacts,
  language: LabelLanguage,
  layout: NutritionLayout,
): NutritionPanel {
  const unit = facts.perMl ? 'ml' : 'g';
  const serving = servingOf(facts);
  const names = ROW_NAMES[language];
  const expected: NutritionValues = {};
  const kj = n.energyKj ?? (n.energyKcal !== undefined ? n.energyKcal * 4.184 : undefined);
  const kcal = n.energyKcal ?? (n.energyKj !== undefined ? n.energyKj / 4.184 : undefined);
  const per100Header = `${PER_100[language]} ${unit}`;
  const servingHeader = `${PER_SERVING[language]} (${figure(serving, language, 1)} ${unit})`;
  const header =
    layout.columns === 'per100'
      ? ['', per100Header]
      : layout.columns === 'serving-first'
        ? ['', servingHeader, per100Header]
        : ['', per100Header, servingHeader, RI[language]];
  const rows: PrintedPanel['rows'] = [
    { cells: [TABLE_TITLE[language]], bold: true },
    { cells: header, bold: true },
  ];
  const columnsOf = (per100: string, perServing: string, ri: string): string[] =>
    layout.columns === 'per100'
      ? [per100]
      : layout.columns === 'serving-first'
        ? [perServing, per100]
        : [per100, perServing, ri];
  if (kj !== undefined && kcal !== undefined) {
    const kjText = String(Math.round(kj));
    const kcalText = String(Math.round(kcal));
    expected.energyKj = Math.round(kj);
    expected.energyKcal = Math.round(kcal);
    const sKj = String(Math.round((kj * serving) / 100));
    const sKcal = String(Math.round((kcal * serving) / 100));
    const ri = `${Math.round((kcal * serving) / 100 / 20)}%`;
    if (layout.energy === 'one-line') {
      rows.push({
        cells: [names.energy, ...columnsOf(`${kjText} kJ / ${kcalText} kcal`, `${sKj} kJ / ${sKcal} kcal`, ri)],
      });
    } else {
      rows.push({ cells: [names.energy, ...columnsOf(`${kjText} kJ`, `${sKj} kJ`, '')] });
      rows.push({ cells: ['', ...columnsOf(`${kcalText} kcal`, `${sKcal} kcal`, ri)] });
    }
  }
  const masses: (keyof NutritionValues)[] = [
    'fat',
    'saturatedFat',
    'carbohydrates',
    'sugars',
    'fiber',
    'proteins',
    'salt',
  ];
  for (const key of masses) {
    const value = n[key];
    if (value === undefined) continue;
    const printed = (v: number): { text: string; value: number } => {
      if (v === 0 && layout.small === 'traces') return { text: TRACES[language], value: 0 };
      if (v < 0.1 && layout.small === 'less-than') return { text: `<${figure(0.1, language)} g`, value: 0.1 };
      const decimals = key === 'salt' || v < 1 ? 2 : 1;
      return { text: `${figure(v, language, decimals)} g`, value: Number(v.toFixed(decimals)) };
    };
    const p100 = printed(value);
    const pServing = printed((value * serving) / 100);
    expected[key] = p100.value;
    // % of the reference intake per serving (Regulation (EU) 1169/2011 Annex XIII); fibre has none.
    const ri = REFERENCE_INTAKE[key];
    const riText = ri ? `${Math.round(((value * serving) / 100 / ri) * 100)}%` : '';
    rows.push({ cells: [names[key], ...columnsOf(p100.text, pServing.text, riText)] });
  }
  return { rows, layout: 'eu', basis: facts.perMl ? '100ml' : '100g', expected };
}

/** A US Nutrition Facts panel: figures per serving (fat, carbohydrate, sugars, fibre, protein in g; sodium in mg). */
export function usNutritionPanel(n: Nutriments, facts: ProductFacts): NutritionPanel {
  const serving = servingOf(facts);
  const unit = facts.perMl ? 'mL' : 'g';
  const per = (v: number) => (v * serving) / 100;
  const grams = (v: number) => {
    const s = per(v);
    return s < 10 ? Number(s.toFixed(1)) : Math.round(s);
  };
  // In the reader's order of operations, so that both round the same float.
  const back = (printedPerServing: number, decimals = 3) => round(printedPerServing * (100 / serving), decimals);
  const expected: NutritionValues = {};
  const rows: PrintedPanel['rows'] = [
    { cells: ['Nutrition Facts'], bold: true },
    { cells: [`Serving size 1 portion (${serving}${unit})`] },
    { cells: ['Amount per serving'] },
  ];
  const kcal = n.energyKcal ?? (n.energyKj !== undefined ? n.energyKj / 4.184 : undefined);
  if (kcal !== undefined) {
    const calories = Math.round(per(kcal));
    expected.energyKcal = back(calories, 0);
    rows.push({ cells: ['Calories', String(calories)], bold: true });
  }
  rows.push({ cells: ['', '% Daily Value*'] });
  const line = (name: string, key: keyof NutritionValues, dv?: number) => {
    const value = n[key];
    if (value === undefined) return;
    const printed = grams(value);
    expected[key] = back(printed);
    rows.push({ cells: [`${name} ${printed}g`, dv ? `${Math.round((printed / dv) * 100)}%` : ''] });
  };
  line('Total Fat', 'fat', 78);
  line('Saturated Fat', 'saturatedFat', 20);
  rows.push({ cells: ['Trans Fat 0g', ''] });
  if (n.salt !== undefined) {
    const sodiumMg = Math.round((per(n.salt) / 2.5) * 1000);
    expected.salt = round((sodiumMg / 1000) * (100 / serving) * 2.5, 3);
    rows.push({ cells: [`Sodium ${sodiumMg}mg`, `${Math.round((sodiumMg / 2300) * 100)}%`] });
  }
  // US total carbohydrate counts the fibre (EU carbohydrate does not).
  if (n.carbohydrates !== undefined) {
    const total = grams(n.carbohydrates + (n.fiber ?? 0));
    expected.carbohydrates = back(total);
    rows.push({ cells: [`Total Carbohydrate ${total}g`, `${Math.round((total / 275) * 100)}%`] });
  }
  line('Dietary Fiber', 'fiber', 28);
  line('Total Sugars', 'sugars');
  line('Protein', 'proteins');
  return { rows, layout: 'us', basis: facts.perMl ? '100ml' : '100g', expected };
}

/** A panel as OCR text: cells of a row separated by spaces, rows by line breaks. */
export const panelText = (panel: PrintedPanel): string =>
  panel.rows.map((r) => r.cells.filter((c) => c !== '').join('  ')).join('\n');
