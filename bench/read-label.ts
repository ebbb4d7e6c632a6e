// bench/read-label: reading packs' panels from photos. Real Open Food Facts records of ../shared/data
// (read at run time, never copied) are printed as ingredient panels in their own language and as nutrition tables in
// EU and US layouts, in several fonts, sizes and column layouts, then photographed as a phone would (tilt, rotation,
// blur, uneven light, noise, JPEG 50–80). Each photo is read as the server reads it (normalise → OCR in the pack's
// language → packages/label), and compared with what was printed:
//   - the EU-14 allergens the engine finds in the list read vs in the record's own text;
//   - each nutrition field read vs printed (per 100 g/ml, the record's own values as the label rounds them), and
//     whether a warning told the shopper to check each wrong one ("wrong unflagged" are the dangerous misreads);
//   - the Nutri-Score grade from the table read vs from the record's own values (tables whose record gives no grade
//     are left out of the rate and counted apart; a table read without a grade counts as unequal);
//   - the character error rate of the ingredient list;
//   - the time to read one photo (p50/p95) against a plain decode of the same photo (baseline, same run).
// Run: npx tsx bench/read-label.ts [--records 300] [--seed 32] [--sample K] [--only ID] [--out DIR] [--show-text]
//   --sample K reads every K-th of the records chosen (the same photos as the full run: a quick check);
//   --only ID reads that record alone, in the very photos of the full run (to look into one misreading);
//   --out keeps the photos and a CSV of the results; --show-text prints the OCR text of the worst readings.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { AllergenId, ProductFacts } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
// The strict evaluation throws where evaluateProduct would answer an empty report: an engine failure must not pass
// for agreement (two empty allergen sets, two missing grades).
import { evaluateProductStrict as evaluateProduct } from '../packages/engine/src/evaluate.ts';
import { NUTRIENTS, readPanel, type NutritionValues, type Panel } from '@clearcart/label';
import {
  euNutritionPanel,
  ingredientPanel,
  recordCases,
  usNutritionPanel,
  type NutritionLayout,
  type PrintedPanel,
  type RecordCase,
} from '../packages/label/src/test/panels.ts';
import { WordReader, normaliseImage, PanelReader } from '../server/src/image/index.ts';
import { PANEL_FONTS, panelPhoto, renderPanel, type Degradation, type PanelFont } from '../server/test/panel-photos.ts';
import { machine, numberOption, option, percentile, pick, random } from './lib.ts';

const RECORDS = numberOption('records', 300);
const SEED = numberOption('seed', 32);
/** Every how many records one is read (1: all); a sample reads the same photos as the full run would. */
const SAMPLE = Math.max(1, Math.floor(numberOption('sample', 1)));
const OUT = option('out', '');
const ONLY = option('only', '');
const SHOW_TEXT = process.argv.includes('--show-text');
const rand = random(SEED);

// ---- choosing the records: every list not in English (they are few), then English ones and tables to make up the count
const all = recordCases();
const nonEnglish = all.filter((c) => c.ingredientsText && c.language !== 'en');
const english = all.filter((c) => c.ingredientsText && c.language === 'en');
const tablesOnly = all.filter((c) => !c.ingredientsText && c.nutriments);
const shuffled = <T>(items: T[]): T[] =>
  items
    .map((item) => ({ item, key: rand() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
// English lists with a nutrition table first, so that both table layouts (EU and US) get their share.
const chosen = [
  ...nonEnglish,
  ...shuffled(english.filter((c) => c.nutriments)),
  ...shuffled(english.filter((c) => !c.nutriments)),
  ...shuffled(tablesOnly),
].slice(0, RECORDS);

// ---- what is measured
interface Reading {
  id: string;
  panel: Panel;
  language: string;
  layout: string;
  font: PanelFont;
  size: number;
  ms: number;
  decodeMs: number;
  models: string;
  /** All the text OCR gave, for --show-text. */
  ocrText: string;
}
interface IngredientResult extends Reading {
  cer: number;
  allergensAgree: boolean;
  allergensRead: string;
  allergensRecord: string;
  read: string;
  expected: string;
  languageFound: string;
}
interface NutritionResult extends Reading {
  /** Each printed value, what was read, and whether a warning told the shopper to check that field. */
  fields: { field: string; expected: number; read: number | undefined; flagged: boolean }[];
  gradeRead: string | undefined;
  gradeRecord: string | undefined;
  warnings: string;
}
const ingredients: IngredientResult[] = [];
const nutrition: NutritionResult[] = [];

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The EU-14 allergens (and whether only a "may contain" says so) the engine finds in an ingredient text alone. */
function allergensOf(facts: ProductFacts, text: string | undefined): string {
  const alone = {
    ...facts,
    allergens: [],
    traces: [],
    ingredientsAnalysis: [],
    ...(text ? { ingredientsText: text } : {}),
  };
  if (!text) delete (alone as Partial<ProductFacts>).ingredientsText;
  const found = evaluateProduct(alone, knowledge).ratings.health.allergens;
  return Object.entries(found)
    .filter(([, a]) => a.status === 'yes')
    .map(([id, a]) => `${id as AllergenId}${a.may_contain ? '?' : ''}`)
    .sort()
    .join(' ');
}

/**
 * The Nutri-Score grade the engine gives the product with these nutrition facts: only the fields a table prints (the
 * share of fruit and vegetables is the engine's estimate from the ingredients on both sides).
 */
function gradeOf(facts: ProductFacts, values: NutritionValues | undefined): string | undefined {
  if (!values) return undefined;
  const table = Object.fromEntries(NUTRIENTS.filter((n) => values[n] !== undefined).map((n) => [n, values[n]]));
  const { estimatedNutriments: _, ...rest } = facts;
  return evaluateProduct({ ...rest, nutriments: table }, knowledge).ratings.health.nutri_score?.grade;
}

/** Warnings that only say what the reader did, asking the shopper to check nothing. */
const NOTES: ReadonlySet<string> = new Set(['salt_from_sodium', 'per_serving_converted']);

const degradation = (): Degradation => ({
  tilt: rand() * 10,
  rotate: (rand() - 0.5) * 8,
  blur: rand() * 1.2,
  unevenLight: rand() * 0.5,
  noise: rand() * 12,
  quality: 50 + Math.round(rand() * 30),
  seed: Math.floor(rand() * 1e9),
});
const SIZES = [22, 26, 30, 34];

const english_ = new WordReader();
const reader = new PanelReader(english_);

async function readPhoto(jpeg: Buffer, panel: Panel, language: RecordCase['language'] | undefined) {
  const t0 = performance.now();
  const img = await normaliseImage(jpeg);
  const ocr = await reader.read(img, panel, language);
  const reading = readPanel(ocr.text, panel, { language: ocr.language ?? undefined, confidence: ocr.confidence });
  const ms = performance.now() - t0;
  // Baseline: a plain decode of the same bytes to pixels.
  const t1 = performance.now();
  await sharp(jpeg).raw().toBuffer();
  const decodeMs = performance.now() - t1;
  return { reading, ocr, ms, decodeMs };
}

/** The machine's load average (1, 5, 15 min): timings on a shared machine mean little without it. */
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

const outDir = OUT ? path.resolve(OUT) : '';
if (outDir) mkdirSync(outDir, { recursive: true });
const keep = (name: string, jpeg: Buffer) => outDir && writeFileSync(path.join(outDir, name), jpeg);

console.log(
  `bench/read-label — ${chosen.length} real records (${nonEnglish.length} lists not in English)` +
    `${SAMPLE > 1 ? `, every ${SAMPLE}th read (${Math.ceil(chosen.length / SAMPLE)})` : ''}, ${machine()}, ${load()}; ` +
    `models loaded lazily; reading warm-up…`,
);
// Warm-up: English and one other model, not counted.
{
  const warm = await renderPanel(
    { rows: [{ cells: ['Ingredients: sugar, salt'] }] },
    { font: 'DejaVu Sans', size: 30 },
  );
  await readPhoto(await panelPhoto(warm), 'ingredients', undefined);
}

let done = 0;
const started = performance.now();
for (const [index, c] of chosen.entries()) {
  const font = pick(rand, PANEL_FONTS);
  const size = pick(rand, SIZES);
  // Every record's draws are made, read or not, so that a sample's photos are the very photos of the full run.
  const ingredientLayout = c.ingredientsText
    ? {
        width: 28 + Math.floor(rand() * 40),
        hyphenate: rand() < 0.5,
        headingAlone: rand() < 0.3,
        upperHeading: rand() < 0.3,
        after: pick(rand, ['storage', 'nutrition', 'none'] as const),
        blankAfter: rand() < 0.5,
      }
    : undefined;
  const ingredientDegradation = c.ingredientsText ? degradation() : undefined;
  const us = c.nutriments !== undefined && c.language === 'en' && rand() < 0.5;
  const nutritionLayout: NutritionLayout | undefined = c.nutriments
    ? {
        columns: pick(rand, ['per100', 'per100-serving-ri', 'serving-first'] as const),
        energy: rand() < 0.6 ? 'one-line' : 'two-lines',
        small: pick(rand, ['zero', 'traces', 'less-than'] as const),
      }
    : undefined;
  const rules = c.nutriments !== undefined && !us && rand() < 0.5;
  const nutritionDegradation = c.nutriments ? degradation() : undefined;
  if (index % SAMPLE !== 0 || (ONLY && c.id !== ONLY)) continue;
  let languageFound: RecordCase['language'] | undefined;
  if (c.ingredientsText && ingredientLayout) {
    const layout = ingredientLayout;
    const printed = ingredientPanel(c.ingredientsText, c.language, layout);
    const jpeg = await panelPhoto(await renderPanel(printed, { font, size }), ingredientDegradation);
    keep(`${c.id.replace(/[^a-z0-9-]/gi, '_')}-ingredients.jpg`, jpeg);
    // The shopper does not say the language: it is found from the words.
    const { reading, ocr, ms, decodeMs } = await readPhoto(jpeg, 'ingredients', undefined);
    languageFound = reading.language ?? undefined;
    const read = reading.ingredients?.text ?? '';
    const expected = printed.expected;
    const allergensRead = allergensOf(c.facts, read || undefined);
    const allergensRecord = allergensOf(c.facts, c.ingredientsText);
    ingredients.push({
      id: c.id,
      panel: 'ingredients',
      language: c.language,
      layout: `${layout.hyphenate ? 'hyphenated' : 'plain'}${layout.headingAlone ? ', heading alone' : ''}`,
      font,
      size,
      ms,
      decodeMs,
      models: ocr.models.join('+'),
      ocrText: ocr.text,
      cer: levenshtein(read, expected) / Math.max(1, expected.length),
      allergensAgree: allergensRead === allergensRecord,
      allergensRead,
      allergensRecord,
      read,
      expected,
      languageFound: reading.language ?? '-',
    });
  }
  if (c.nutriments && nutritionLayout) {
    const layout = nutritionLayout;
    const printed: PrintedPanel & { expected: NutritionValues; layout: 'eu' | 'us' } = us
      ? usNutritionPanel(c.nutriments, c.facts)
      : euNutritionPanel(c.nutriments, c.facts, c.language, layout);
    const jpeg = await panelPhoto(await renderPanel(printed, { font, size, rules }), nutritionDegradation);
    keep(`${c.id.replace(/[^a-z0-9-]/gi, '_')}-nutrition.jpg`, jpeg);
    // The language found on the ingredient panel is the pack's: the table is read in it.
    const { reading, ocr, ms, decodeMs } = await readPhoto(jpeg, 'nutrition', languageFound);
    const values = reading.nutrition?.values;
    // A field is flagged when a warning asking the shopper to check names it, or when the whole photo was hard to
    // read; notes (salt worked out from sodium, figures per serving converted) are no doubt.
    const flaggedFields = new Set(reading.warnings.filter((w) => !NOTES.has(w.code)).flatMap((w) => w.fields ?? []));
    const allFlagged = reading.warnings.some((w) => w.code === 'low_confidence' && !w.fields);
    nutrition.push({
      id: c.id,
      panel: 'nutrition',
      language: c.language,
      layout: us ? 'US' : `EU ${layout.columns}${rules ? ', ruled' : ''}`,
      font,
      size,
      ms,
      decodeMs,
      models: ocr.models.join('+'),
      ocrText: ocr.text,
      fields: Object.entries(printed.expected).map(([field, expected]) => ({
        field,
        expected,
        read: values?.[field as keyof NutritionValues],
        flagged: allFlagged || flaggedFields.has(field as keyof NutritionValues),
      })),
      gradeRead: gradeOf(c.facts, values),
      gradeRecord: gradeOf(c.facts, c.nutriments),
      warnings: reading.warnings.map((w) => w.code).join(' '),
    });
  }
  done++;
  if (done % 25 === 0) {
    const elapsed = (performance.now() - started) / 1000;
    console.log(`  ${done}/${chosen.length} records, ${elapsed.toFixed(0)} s`);
  }
}
await reader.close();
await english_.close();

// ---- report
const pct = (hits: number, total: number) =>
  total === 0 ? '—' : `${((hits / total) * 100).toFixed(1)} % (${hits}/${total})`;
const groupBy = <T>(items: T[], key: (t: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
};
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

console.log(`\nIngredient lists: ${ingredients.length} photos`);
console.log(
  `  allergen set (EU-14, with "may contain") as from the record's own text: ${pct(ingredients.filter((r) => r.allergensAgree).length, ingredients.length)}   target ≥ 95 %`,
);
console.log(
  `  character error rate: mean ${(mean(ingredients.map((r) => r.cer)) * 100).toFixed(2)} %, median ${(
    percentile(
      ingredients.map((r) => r.cer),
      50,
    ) * 100
  ).toFixed(2)} %, p90 ${(
    percentile(
      ingredients.map((r) => r.cer),
      90,
    ) * 100
  ).toFixed(2)} %`,
);
console.log(
  `  language found from the words: ${pct(ingredients.filter((r) => r.languageFound === r.language).length, ingredients.length)}`,
);
for (const [language, rows] of groupBy(ingredients, (r) => r.language)) {
  console.log(
    `    ${language}: ${rows.length} photos, allergens ${pct(rows.filter((r) => r.allergensAgree).length, rows.length)}, CER mean ${(mean(rows.map((r) => r.cer)) * 100).toFixed(2)} %, language found ${pct(rows.filter((r) => r.languageFound === r.language).length, rows.length)}`,
  );
}
for (const [font, rows] of groupBy(ingredients, (r) => r.font)) {
  console.log(
    `    ${font}: allergens ${pct(rows.filter((r) => r.allergensAgree).length, rows.length)}, CER mean ${(mean(rows.map((r) => r.cer)) * 100).toFixed(2)} %`,
  );
}

const fields = nutrition.flatMap((r) => r.fields.map((f) => ({ ...f, row: r })));
const exact = (f: { expected: number; read: number | undefined }) =>
  f.read !== undefined && Math.abs(f.read - f.expected) < 1e-9;
/** Wrong and not flagged: a misread the shopper is not told to check. */
const silent = (f: { expected: number; read: number | undefined; flagged: boolean }) => !exact(f) && !f.flagged;
const fieldLine = (rows: NutritionResult['fields']) =>
  `exact ${pct(rows.filter(exact).length, rows.length)}, wrong unflagged ${rows.filter(silent).length}`;
console.log(`\nNutrition tables: ${nutrition.length} photos, ${fields.length} printed values`);
console.log(`  each field ${fieldLine(fields)}   target ≥ 97 % per field`);
for (const [field, rows] of groupBy(fields, (f) => f.field)) console.log(`    ${field}: ${fieldLine(rows)}`);
// The record's own grade: the engine's, from the record's own values (the table's fields only). Where that gives no
// grade (saturates, sugars or salt missing from the record, or a category the Nutri-Score leaves out), there is
// nothing to compare with: those tables are left out of the rate and counted apart.
const graded = nutrition.filter((r) => r.gradeRecord !== undefined);
const gradeLine = (rows: NutritionResult[]) => {
  const g = rows.filter((r) => r.gradeRecord !== undefined);
  const unequal = g.filter((r) => r.gradeRead !== r.gradeRecord);
  const flagged = unequal.filter(
    (r) => r.fields.some((f) => !exact(f) && f.flagged) || /mismatch|over|saturates|sugars/.test(r.warnings),
  );
  return `${pct(g.length - unequal.length, g.length)} (of the ${unequal.length} unequal: ${unequal.filter((r) => r.gradeRead === undefined).length} ungraded, ${flagged.length} flagged)`;
};
console.log(
  `  Nutri-Score grade from the table read = from the record's own values: ${gradeLine(nutrition)}   target ≥ 95 %`,
);
console.log(
  `    left out: ${nutrition.length - graded.length} tables whose record's own values give no grade (saturates, sugars or salt missing, or a category the Nutri-Score leaves out)`,
);
const wrongTables = nutrition.filter((r) => !r.fields.every(exact));
console.log(
  `  tables with every field exact: ${pct(nutrition.length - wrongTables.length, nutrition.length)}; of the ${wrongTables.length} with a wrong field, every wrong field flagged: ${pct(wrongTables.filter((r) => r.fields.every((f) => exact(f) || f.flagged)).length, wrongTables.length)}`,
);
console.log(
  `  right tables flagged all the same (the shopper asked to check a right figure): ${pct(nutrition.filter((r) => r.fields.every(exact) && r.fields.some((f) => f.flagged)).length, nutrition.length - wrongTables.length)}`,
);
console.log('  by layout:');
for (const [layout, rows] of groupBy(nutrition, (r) => r.layout.replace(/, ruled$/, ''))) {
  console.log(
    `    ${layout}: ${rows.length} tables, fields ${fieldLine(rows.flatMap((r) => r.fields))}, Nutri-Score ${gradeLine(rows)}`,
  );
}
for (const [ruled, rows] of groupBy(
  nutrition.filter((r) => r.layout.startsWith('EU')),
  (r) => (r.layout.endsWith('ruled') ? 'EU ruled' : 'EU unruled'),
)) {
  console.log(`    ${ruled}: ${rows.length} tables, fields ${fieldLine(rows.flatMap((r) => r.fields))}`);
}
console.log('  by language:');
for (const [language, rows] of groupBy(nutrition, (r) => r.language)) {
  console.log(
    `    ${language}: ${rows.length} tables, fields ${fieldLine(rows.flatMap((r) => r.fields))}, Nutri-Score ${gradeLine(rows)}`,
  );
}
console.log('  by font:');
for (const [font, rows] of groupBy(nutrition, (r) => r.font)) {
  console.log(`    ${font}: fields ${fieldLine(rows.flatMap((r) => r.fields))}`);
}

const times = [...ingredients, ...nutrition];
const p = (values: number[], q: number) => percentile(values, q).toFixed(0);
console.log(`\nTime to read one photo (normalise + OCR + panel rules), ${times.length} photos, at the end ${load()}:`);
for (const [label, rows] of [
  ['all', times],
  ['ingredients (language found: 1 or 2 OCR passes)', ingredients],
  ['nutrition (in the language found)', nutrition],
] as const) {
  const ms = rows.map((r) => r.ms);
  const base = rows.map((r) => r.decodeMs);
  console.log(
    `  ${label}: p50 ${p(ms, 50)} ms, p95 ${p(ms, 95)} ms; plain decode p50 ${p(base, 50)} ms, p95 ${p(base, 95)} ms (×${(percentile(ms, 95) / Math.max(0.001, percentile(base, 95))).toFixed(0)} at p95)   target ≤ 2000 ms p95`,
  );
}
console.log(
  `  OCR passes: ${groupBy(times, (r) => r.models)
    .map(([m, rows]) => `${m} ${rows.length}`)
    .join(', ')}`,
);

console.log('\nWorst ingredient readings (CER):');
for (const r of [...ingredients].sort((a, b) => b.cer - a.cer).slice(0, 5)) {
  console.log(`  ${r.id} (${r.language}, ${r.font} ${r.size}px, ${r.layout}): CER ${(r.cer * 100).toFixed(1)} %`);
  console.log(`    printed: ${r.expected.slice(0, 160)}`);
  console.log(`    read:    ${r.read.slice(0, 160)}`);
  if (SHOW_TEXT) console.log(`    OCR: ${r.ocrText.replace(/\n/g, ' ⏎ ')}`);
}
console.log('\nAllergen disagreements:');
for (const r of ingredients.filter((x) => !x.allergensAgree).slice(0, 8)) {
  console.log(`  ${r.id} (${r.language}, ${r.font}): record [${r.allergensRecord}] read [${r.allergensRead}]`);
}
console.log('\nWorst nutrition readings (most wrong fields; ⚑ = the shopper is told to check it):');
for (const r of [...nutrition]
  .sort((a, b) => b.fields.filter((f) => !exact(f)).length - a.fields.filter((f) => !exact(f)).length)
  .slice(0, 10)) {
  if (r.fields.every(exact)) break;
  const wrong = r.fields
    .filter((f) => !exact(f))
    .map((f) => `${f.field} ${f.expected}→${f.read ?? '–'}${f.flagged ? '⚑' : ''}`);
  console.log(
    `  ${r.id} (${r.language}, ${r.layout}, ${r.font} ${r.size}px): ${wrong.join(', ')} [${r.warnings}] grade ${r.gradeRecord ?? '–'}→${r.gradeRead ?? '–'}`,
  );
  if (SHOW_TEXT) console.log(`    OCR: ${r.ocrText.replace(/\n/g, ' ⏎ ')}`);
}
console.log('\nMisreads no warning points to (the dangerous kind):');
for (const r of nutrition.filter((x) => x.fields.some(silent)).slice(0, 8)) {
  const wrong = r.fields.filter(silent).map((f) => `${f.field} ${f.expected}→${f.read ?? '–'}`);
  console.log(`  ${r.id} (${r.language}, ${r.layout}, ${r.font} ${r.size}px): ${wrong.join(', ')} [${r.warnings}]`);
  if (SHOW_TEXT) console.log(`    OCR: ${r.ocrText.replace(/\n/g, ' ⏎ ')}`);
}
if (outDir) {
  const csv = [
    'id,panel,language,layout,font,size,ms,decode_ms,models,cer_or_fields_exact,agree',
    ...ingredients.map((r) =>
      [
        r.id,
        r.panel,
        r.language,
        r.layout,
        r.font,
        r.size,
        r.ms.toFixed(0),
        r.decodeMs.toFixed(1),
        r.models,
        r.cer.toFixed(4),
        r.allergensAgree,
      ].join(','),
    ),
    ...nutrition.map((r) =>
      [
        r.id,
        r.panel,
        r.language,
        r.layout.replace(/,/g, ';'),
        r.font,
        r.size,
        r.ms.toFixed(0),
        r.decodeMs.toFixed(1),
        r.models,
        `${r.fields.filter(exact).length}/${r.fields.length}`,
        r.gradeRead === r.gradeRecord,
      ].join(','),
    ),
  ];
  writeFileSync(path.join(outDir, 'results.csv'), `${csv.join('\n')}\n`);
  console.log(`\nPhotos and results.csv in ${outDir}`);
}
