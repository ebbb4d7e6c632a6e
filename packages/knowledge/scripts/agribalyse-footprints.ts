/**
 * Recomputes the carbon figures of data/footprints.json from AGRIBALYSE 3.1 (ADEME, Licence Ouverte) and Open Food
 * Facts' categories taxonomy (ODbL), both in ../shared/data. For each footprint entry:
 * - its foods are the AGRIBALYSE foods OFF gives the entry's own tags (`agribalyse_food_code`, as sold) when there are
 *   any; else the codes OFF gives (`agribalyse_food_code`, else `agribalyse_proxy_food_code`) the entry's tags and
 *   every subcategory of them, each code once;
 * - foods as made ready at home (boiled, grilled, reconstituted, ready-to-drink, home-made…) are left out, because a footprint is of the product as sold,
 *   unless nothing else is left;
 * - kgCO2ePerKg is the median of their "Changement climatique" (kg CO2 eq/kg), to two decimals, and `basis` says so.
 * Everything else in the file (names, tags, water figures, sources) is curated by hand and kept as it is.
 *
 * It also writes data/category-foods.json (decision 095): every other category to which OFF gives an AGRIBALYSE food of
 * its own (`agribalyse_food_code`, never a proxy), as sold, with that food's figure, so that a product is given the
 * figure of the deepest category on record that has one before a parent's median.
 *
 * And data/category-aliases.json: the other names a record may carry for a category with a figure or below one, in
 * every language and under any prefix ("fr:barquettes-aux-fruits" is "en:sponge-cake-biscuits-wih-fruits-covering",
 * "en:sodas-aux-fruits-exotiques" is "en:sodas-with-exotic-fruits"), and the nearest ancestor with a figure of a
 * category that has none, so that a record whose tag is a name, not the canonical id, finds its figure.
 *
 *   npx tsx packages/knowledge/scripts/agribalyse-footprints.ts          rewrite the figures
 *   npx tsx packages/knowledge/scripts/agribalyse-footprints.ts --check  exit 1 when a file differs
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { descends, parseTaxonomy, runGenerator, tagId, type TaxonomyEntry } from './taxonomy.ts';
import { TAXONOMY_DIR } from './allergen-vocabulary.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const AGRIBALYSE_DIR = path.resolve(here, '../../../../shared/data/agribalyse');
export const FOOTPRINTS_FILE = path.resolve(here, '../data/footprints.json');
export const CATEGORY_FOODS_FILE = path.resolve(here, '../data/category-foods.json');
export const CATEGORY_ALIASES_FILE = path.resolve(here, '../data/category-aliases.json');
export const FOOTPRINT_FOODS_FILE = path.resolve(here, '../data/footprint-foods.json');

/** Columns of the "Synthèse" sheet (AGRIBALYSE_vf.csv.1; three header rows). */
const CODE = 0;
const ENGLISH_NAME = 5;
const CLIMATE_CHANGE = 13;
const HEADER_ROWS = 3;

/**
 * AGRIBALYSE's words for a food as made ready at home ("to be reheated" is how a soup is sold, so it stays, and "non
 * rehydrated" is a powder as sold).
 */
const PREPARED_AT_HOME =
  /\b(cooked|boiled|steamed|grilled|roasted|fried|braised|stewed|baked|reconstituted|ready-to-drink|diluted in water|home-made|homemade)\b|(?<!to be )\breheated\b|(?<!non )\brehydrated\b/i;

/**
 * More words of a food as served, not as sold: a category's own food stands alone for its products, so a tea bag must
 * not take brewed tea's 0.04 kg. (The medians above keep their filter: adding these would move six of their figures,
 * decision 095.)
 */
const SERVED = /\b(brewed|poached|microwaved|home-made)\b/i;

interface Food {
  code: string;
  name: string;
  kgCO2ePerKg: number;
}

interface FootprintEntry {
  id: string;
  offTags: string[];
  kgCO2ePerKg?: number;
  basis?: string;
  [field: string]: unknown;
}

function readFoods(agribalyseDir: string): Map<string, Food> {
  const rows = parse(readFileSync(path.join(agribalyseDir, 'AGRIBALYSE_vf.csv.1'), 'utf8'), {
    relax_column_count: true,
  });
  const foods = new Map<string, Food>();
  for (const row of rows.slice(HEADER_ROWS)) {
    const code = row[CODE]?.trim();
    const value = Number(row[CLIMATE_CHANGE]);
    if (code && row[CLIMATE_CHANGE] && Number.isFinite(value))
      foods.set(code, { code, name: row[ENGLISH_NAME]!.trim(), kgCO2ePerKg: value });
  }
  return foods;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const quoted = (foods: Food[]): string =>
  foods
    .slice(0, 3)
    .map((f) => `“${f.name}”`)
    .join(', ');

/** The footprints file with every entry's kgCO2ePerKg and basis computed from AGRIBALYSE. */
export function computeFootprints(taxonomyDir: string, agribalyseDir: string, current: string): string {
  return selectFootprints(taxonomyDir, agribalyseDir, current).file;
}

/**
 * data/footprint-foods.json (decision 113): for each footprints entry, the AGRIBALYSE foods its figure is the median
 * of, each with its code, English name and figure (two decimals), so that a report can tell whether the foods behind
 * a median are of the product's kind (a pepper sauce's list rules out the meat and cream sauces of "pasta sauces").
 */
export function computeFootprintFoods(taxonomyDir: string, agribalyseDir: string, current: string): string {
  const { chosen } = selectFootprints(taxonomyDir, agribalyseDir, current);
  const rows = [...chosen].map(
    ([id, foods]) =>
      `    {"id":${JSON.stringify(id)},"foods":[\n${foods
        .map(
          (f) =>
            `      ${JSON.stringify({ agribalyse: f.code, food: f.name, kgCO2ePerKg: Math.round(f.kgCO2ePerKg * 100) / 100 })}`,
        )
        .join(',\n')}\n    ]}`,
  );
  const comment =
    'Generated by packages/knowledge/scripts/agribalyse-footprints.ts (decision 113) from AGRIBALYSE 3.1 (ADEME, Licence Ouverte) and the Open Food Facts categories taxonomy (https://openfoodfacts.org, ODbL). Do not edit. For each footprints.json entry, the AGRIBALYSE foods its kgCO2ePerKg is the median of, with their code, English name and “Changement climatique” (kg CO2 eq/kg, two decimals).';
  return `{\n  "$comment": ${JSON.stringify(comment)},\n  "entries": [\n${rows.join(',\n')}\n  ]\n}\n`;
}

function selectFootprints(
  taxonomyDir: string,
  agribalyseDir: string,
  current: string,
): { file: string; chosen: Map<string, Food[]> } {
  const chosenOf = new Map<string, Food[]>();
  const categories = parseTaxonomy(readFileSync(path.join(taxonomyDir, 'categories.txt'), 'utf8'));
  const children = new Map<string, TaxonomyEntry[]>();
  for (const category of categories)
    for (const parent of category.parents) children.set(parent, [...(children.get(parent) ?? []), category]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  /** The category and all its subcategories, each once, in taxonomy order. */
  const subtree = (tags: string[]): TaxonomyEntry[] => {
    const seen = new Set<string>();
    const walk = (entry: TaxonomyEntry | undefined): void => {
      if (!entry || seen.has(entry.id)) return;
      seen.add(entry.id);
      for (const child of children.get(entry.id) ?? []) walk(child);
    };
    for (const tag of tags) walk(byId.get(tag));
    return categories.filter((c) => seen.has(c.id));
  };
  const foods = readFoods(agribalyseDir);
  const file = JSON.parse(current) as { entries: FootprintEntry[] };
  for (const entry of file.entries) {
    const foodsOf = (tagged: TaxonomyEntry[], proxies: boolean): Food[] => {
      const codes = new Set<string>();
      for (const category of tagged) {
        const code =
          category.properties.get('agribalyse_food_code:en') ??
          (proxies ? category.properties.get('agribalyse_proxy_food_code:en') : undefined);
        if (code && foods.has(code)) codes.add(code);
      }
      return [...codes].map((code) => foods.get(code)!);
    };
    const asSoldOf = (mapped: Food[]): Food[] => mapped.filter((f) => !PREPARED_AT_HOME.test(f.name));
    // The food OFF names for the category itself, as sold, is what the category's products are ("instant coffees":
    // the powder, 27.07); a median over subcategories would mix in other states of sale (prepared cups, cappuccino
    // mixes), so it is taken only when the category has no food of its own.
    const own = asSoldOf(
      foodsOf(
        entry.offTags.flatMap((tag) => byId.get(tag) ?? []),
        false,
      ),
    );
    const mapped = own.length > 0 ? own : foodsOf(subtree(entry.offTags), true);
    if (mapped.length === 0) throw new Error(`footprints.json › ${entry.id}: OFF maps no AGRIBALYSE food to its tags`);
    const asSold = asSoldOf(mapped);
    const chosen = asSold.length > 0 ? asSold : mapped;
    // Category names in plain words ("breakfast cereals"), not taxonomy ids: the report shows this text.
    const names = entry.offTags.map((tag) => `“${tag.slice(tag.indexOf(':') + 1).replace(/-/g, ' ')}”`);
    const tags = `${names.length === 1 ? 'the category' : 'the categories'} ${names.join(', ')}`;
    // "or its subcategories" stays: the category's own food is one of them, and the reports parse this wording.
    const where = `${tags} or its subcategories`;
    chosenOf.set(entry.id, chosen);
    entry.kgCO2ePerKg = Math.round(median(chosen.map((f) => f.kgCO2ePerKg)) * 100) / 100;
    entry.basis =
      chosen.length === 1
        ? `AGRIBALYSE 3.1, ${quoted(chosen)}, the food Open Food Facts maps to ${where}`
        : `AGRIBALYSE 3.1, median of ${chosen.length} foods mapped by Open Food Facts to ${where}` +
          `${chosen.length < mapped.length ? ' (forms prepared at home left out)' : ''}, e.g. ${quoted(chosen)}`;
  }
  return { file: `${JSON.stringify(file, null, 2)}\n`, chosen: chosenOf };
}

/** A category's own AGRIBALYSE food, as generated into data/category-foods.json (decision 095). */
export interface CategoryFood {
  /** The OFF category tag. */
  tag: string;
  /** OFF's English name of the category, else AGRIBALYSE's English name of its food. */
  name: string;
  /** AGRIBALYSE (CIQUAL) food code. */
  agribalyse: string;
  /** AGRIBALYSE's English name of the food. */
  food: string;
  kgCO2ePerKg: number;
}

/**
 * data/category-foods.json: each category OFF gives an AGRIBALYSE food of its own (`agribalyse_food_code`), that food
 * as sold (not prepared or served at home), with its "Changement climatique" to two decimals; categories a footprints
 * entry names are left to that entry. One entry a line, sorted by tag.
 */
export function computeCategoryFoods(taxonomyDir: string, agribalyseDir: string, footprints: string): string {
  const categories = parseTaxonomy(readFileSync(path.join(taxonomyDir, 'categories.txt'), 'utf8'));
  const foods = readFoods(agribalyseDir);
  const curated = new Set((JSON.parse(footprints) as { entries: FootprintEntry[] }).entries.flatMap((e) => e.offTags));
  const rows: CategoryFood[] = [];
  for (const category of categories) {
    const code = category.properties.get('agribalyse_food_code:en');
    const food = code === undefined ? undefined : foods.get(code);
    if (!code || !food || curated.has(category.id)) continue;
    if (PREPARED_AT_HOME.test(food.name) || SERVED.test(food.name)) continue;
    const english = category.names.get('en')?.[0];
    rows.push({
      tag: category.id,
      name: english ? english[0]!.toUpperCase() + english.slice(1) : food.name,
      agribalyse: code,
      food: food.name,
      kgCO2ePerKg: Math.round(food.kgCO2ePerKg * 100) / 100,
    });
  }
  rows.sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const comment =
    'Generated by packages/knowledge/scripts/agribalyse-footprints.ts (decision 095) from AGRIBALYSE 3.1 (ADEME, Licence Ouverte) and the Open Food Facts categories taxonomy (https://openfoodfacts.org, ODbL). Do not edit. Each Open Food Facts category to which OFF gives an AGRIBALYSE food of its own (agribalyse_food_code, not a proxy), as sold, with that food’s code, English name and “Changement climatique” (kg CO2 eq/kg, two decimals); categories footprints.json names are left to it. A product takes the figure of the deepest category on record that has one.';
  return `{\n  "$comment": ${JSON.stringify(comment)},\n  "entries": [\n${rows.map((r) => `    ${JSON.stringify(r)}`).join(',\n')}\n  ]\n}\n`;
}

/** A tag id without its language prefix: the name's own words ("fr:barquettes-aux-fruits" → "barquettes-aux-fruits"). */
const nameOf = (id: string): string => id.slice(id.indexOf(':') + 1);

/**
 * The nearest ancestors of a category without a figure that have one, as the product's footprint is to be read from:
 * the closest generation that holds any, less those that are ancestors of another ("colas" before "sodas"); several
 * left are taken only when they are one figure (one footprints entry), else none is (a Mâcon is red or rosé wine).
 */
function nearestWithFigure(
  id: string,
  byId: Map<string, TaxonomyEntry>,
  figureOf: Map<string, string>,
): string | undefined {
  const seen = new Set<string>([id]);
  let generation = [...(byId.get(id)?.parents ?? [])];
  while (generation.length > 0) {
    const found = generation.filter((tag) => figureOf.has(tag));
    if (found.length > 0) {
      const nearest = found.filter((tag) => !found.some((other) => other !== tag && descends(byId, other, tag)));
      return new Set(nearest.map((tag) => figureOf.get(tag))).size === 1 ? nearest[0] : undefined;
    }
    const next: string[] = [];
    for (const tag of generation)
      for (const parent of byId.get(tag)?.parents ?? [])
        if (!seen.has(parent)) {
          seen.add(parent);
          next.push(parent);
        }
    generation = next;
  }
  return undefined;
}

/**
 * data/category-aliases.json: how a record's category tag is read. For each category with a figure (footprints.json,
 * category-foods.json) and each category below one, its other names in every language of the taxonomy, written
 * without their language prefix (a record may carry a French name under "en:", as OFF writes a product's categories
 * under its main language), and for a category without a figure its nearest ancestor with one (`within`). A name two
 * categories share is written with its own prefix (under which it names one) and listed in `shared`: read bare, it
 * would name neither. One category a line, sorted.
 */
export function computeCategoryAliases(taxonomyDir: string, footprints: string, categoryFoods: string): string {
  const categories = parseTaxonomy(readFileSync(path.join(taxonomyDir, 'categories.txt'), 'utf8'));
  const byId = new Map(categories.map((c) => [c.id, c]));
  const figureOf = new Map<string, string>();
  for (const entry of (JSON.parse(footprints) as { entries: FootprintEntry[] }).entries)
    for (const tag of entry.offTags) figureOf.set(tag, entry.id);
  for (const food of (JSON.parse(categoryFoods) as { entries: CategoryFood[] }).entries)
    figureOf.set(food.tag, food.tag);

  const idsOf = (category: TaxonomyEntry): string[] => [
    category.id,
    ...[...category.names].flatMap(([lang, names]) => names.map((name) => tagId(lang, name))),
  ];
  // Which categories each bare name and each prefixed id names, over the whole taxonomy.
  const namesOf = new Map<string, Set<string>>();
  const prefixedOf = new Map<string, Set<string>>();
  for (const category of categories)
    for (const id of idsOf(category)) {
      namesOf.set(nameOf(id), (namesOf.get(nameOf(id)) ?? new Set()).add(category.id));
      prefixedOf.set(id, (prefixedOf.get(id) ?? new Set()).add(category.id));
    }

  const shared = new Set<string>();
  const rows: string[] = [];
  for (const category of [...categories].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const within = figureOf.has(category.id) ? undefined : nearestWithFigure(category.id, byId, figureOf);
    if (!figureOf.has(category.id) && !within) continue;
    const own = nameOf(category.id);
    const names = new Set<string>();
    for (const id of idsOf(category)) {
      const name = nameOf(id);
      if (namesOf.get(name)!.size === 1) {
        if (name !== own) names.add(name);
        continue;
      }
      shared.add(name);
      if (id !== category.id && prefixedOf.get(id)!.size === 1) names.add(id);
    }
    rows.push(
      `    ${JSON.stringify({ tag: category.id, ...(within ? { within } : {}), ...(names.size > 0 ? { names: [...names].sort() } : {}) })}`,
    );
  }
  const comment =
    'Generated by packages/knowledge/scripts/agribalyse-footprints.ts from the Open Food Facts categories taxonomy (https://openfoodfacts.org, ODbL). Do not edit. How a record’s category tag is read before any look-up: for each category footprints.json or category-foods.json names, and each category below one, its other names in every language of the taxonomy, without their language prefix (a record that carries one under any prefix, "fr:barquettes-aux-fruits" or "en:sodas-aux-fruits-exotiques", is read as the category), and for a category with no figure of its own the nearest ancestor that has one (within). A name in shared names two categories: it is read only under its own prefix.';
  return `{\n  "$comment": ${JSON.stringify(comment)},\n  "shared": ${JSON.stringify([...shared].sort())},\n  "entries": [\n${rows.join(',\n')}\n  ]\n}\n`;
}

runGenerator(import.meta.url, AGRIBALYSE_DIR, FOOTPRINTS_FILE, () =>
  computeFootprints(TAXONOMY_DIR, AGRIBALYSE_DIR, readFileSync(FOOTPRINTS_FILE, 'utf8')),
);
runGenerator(import.meta.url, AGRIBALYSE_DIR, FOOTPRINT_FOODS_FILE, () =>
  computeFootprintFoods(TAXONOMY_DIR, AGRIBALYSE_DIR, readFileSync(FOOTPRINTS_FILE, 'utf8')),
);
runGenerator(import.meta.url, AGRIBALYSE_DIR, CATEGORY_FOODS_FILE, () =>
  computeCategoryFoods(TAXONOMY_DIR, AGRIBALYSE_DIR, readFileSync(FOOTPRINTS_FILE, 'utf8')),
);
runGenerator(import.meta.url, AGRIBALYSE_DIR, CATEGORY_ALIASES_FILE, () =>
  computeCategoryAliases(
    TAXONOMY_DIR,
    readFileSync(FOOTPRINTS_FILE, 'utf8'),
    computeCategoryFoods(TAXONOMY_DIR, AGRIBALYSE_DIR, readFileSync(FOOTPRINTS_FILE, 'utf8')),
  ),
);
