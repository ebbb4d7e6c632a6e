/**
 * Builds data/i18n/off-names.<locale>.json — Open Food Facts' own names, in French, German, Spanish, Italian and
 * Dutch, for the knowledge entries and tags a report names (issue 35) — from OFF's taxonomies in ../shared/data
 * (ODbL), and AGRIBALYSE's French food names (Licence Ouverte) for the examples a footprint's basis gives.
 *
 * - `entries`, by our English name: an additive, an additive's purpose class, an allergen, a label, a packaging
 *   material or a kind of product, where OFF's English name for the entry's tag is ours (so OFF's translation names the
 *   same thing); AGRIBALYSE's French names of the foods a footprint quotes (French only).
 * - `tags`, by taxonomy and tag, for tags a report shows as words: the categories the knowledge and the engine name
 *   (footprints and category foods, markets, kinds of product, animal content), every allergen, every packaging
 *   material and shape. A category food's food name is carried in French as a footprint's quoted foods are.
 *
 * Only these, in these five languages, are carried over: the taxonomies themselves are never copied.
 *
 *   npx tsx packages/knowledge/scripts/off-names.ts          write the files
 *   npx tsx packages/knowledge/scripts/off-names.ts --check  exit 1 when a file is stale
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@clearcart/contracts';
import { parse } from 'csv-parse/sync';
import { knowledge } from '../src/index.ts';
import { translatableTexts } from '../src/translatable.ts';
import { AGRIBALYSE_DIR, CATEGORY_FOODS_FILE, FOOTPRINTS_FILE } from './agribalyse-footprints.ts';
import { TAXONOMY_DIR } from './allergen-vocabulary.ts';
import { fold, parseTaxonomy, type TaxonomyEntry } from './taxonomy.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DATA = path.resolve(here, '../data');
export const LOCALES = TRANSLATED_LANGUAGES;
export type OtherLocale = TranslatedLanguage;
export const offNamesFile = (locale: OtherLocale) => path.join(DATA, 'i18n', `off-names.${locale}.json`);

/**
 * Categories the engine reads as animal content (ANIMAL_CATEGORIES in packages/engine/src/analyse.ts; a test there
 * checks every one has a name here).
 */
const ENGINE_CATEGORIES = [
  'en:meats',
  'en:prepared-meats',
  'en:sausages',
  'en:hams',
  'en:poultries',
  'en:fishes',
  'en:seafood',
  'en:crustaceans',
  'en:dairies',
  'en:cheeses',
  'en:milks',
  'en:yogurts',
  'en:butters',
  'en:eggs',
  'en:honeys',
  'en:meals-with-meat',
  'en:pork-meals',
  'en:poultry-meals',
  'en:meals-with-chicken',
  'en:meat-based-sauces',
  'en:meals-with-fish',
];

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(DATA, file), 'utf8')) as T;
const upperFirst = (text: string) => (text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1));

/** An E-number as a name ("E322", "E322(i)"): OFF lists it first among an additive's names. */
const E_NUMBER = /^e\d+[a-z]?(\([ivx]+\))?$/i;

interface Taxonomy {
  byId: Map<string, TaxonomyEntry>;
  /** The entry a tag names: by id, or by any of its names in the tag's language. */
  find(tag: string): TaxonomyEntry | undefined;
}

function taxonomy(file: string): Taxonomy {
  const entries = parseTaxonomy(readFileSync(path.join(TAXONOMY_DIR, file), 'utf8'));
  const byId = new Map(entries.map((e) => [e.id, e]));
  const byName = new Map<string, TaxonomyEntry>();
  for (const entry of entries)
    for (const [lang, names] of entry.names)
      for (const name of names) {
        const key = `${lang}:${fold(name)}`;
        if (!byName.has(key)) byName.set(key, entry);
      }
  return {
    byId,
    find: (tag) => {
      const at = tag.indexOf(':');
      return byId.get(tag) ?? byName.get(`${tag.slice(0, at)}:${fold(tag.slice(at + 1).replace(/-/g, ' '))}`);
    },
  };
}

/** An entry's name in a language: its first name that is not an E-number, as OFF writes it (capital first). */
function nameIn(entry: TaxonomyEntry | undefined, lang: string): string | undefined {
  const name = entry?.names.get(lang)?.find((n) => !E_NUMBER.test(n.trim()));
  return name === undefined ? undefined : upperFirst(name.trim());
}

interface Named {
  name: string;
  offTags: string[];
}

/** The AGRIBALYSE foods' French names by their English (LCI) names, as the Synthèse sheet gives them. */
function agribalyseFrench(): Map<string, string> {
  const rows = parse(readFileSync(path.join(AGRIBALYSE_DIR, 'AGRIBALYSE_vf.csv.1'), 'utf8'), {
    relax_column_count: true,
  });
  const names = new Map<string, string>();
  for (const row of rows.slice(3)) {
    const french = row[4]?.trim();
    const english = row[5]?.trim();
    if (french && english && !names.has(english)) names.set(english, french);
  }
  return names;
}

/** The foods a footprint's basis quotes (“…”), after the words naming its categories. */
const quotedFoods = (basis: string): string[] => {
  const foods = /^AGRIBALYSE 3\.1, “([^”]+)”, the food/.exec(basis);
  if (foods) return [foods[1]!];
  const examples = /, e\.g\. (.+)$/.exec(basis)?.[1] ?? '';
  return [...examples.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
};

const sortedObject = (map: Map<string, string>) =>
  Object.fromEntries([...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The five files' contents, by locale. */
export function computeOffNames(): Record<OtherLocale, string> {
  const additives = taxonomy('additives.txt');
  const classes = taxonomy('additives_classes.txt');
  const allergens = taxonomy('allergens.txt');
  const labels = taxonomy('labels.txt');
  const beautyLabels = taxonomy('beauty/labels.txt');
  const categories = taxonomy('categories.txt');
  const materials = taxonomy('packaging_materials.txt');
  const shapes = taxonomy('packaging_shapes.txt');

  const additiveData = readJson<{ entries: { code: string; name: string; class: string; drinkClass?: string }[] }>(
    'additives.json',
  );
  const allergenData = readJson<{ entries: Named[] }>('allergens.json');
  const labelData = readJson<{ entries: Named[] }>('labels.json');
  const packagingData = readJson<{ entries: Named[] }>('packaging.json');
  const groupData = readJson<{ entries: Named[] }>('product-groups.json');
  const footprintData = JSON.parse(readFileSync(FOOTPRINTS_FILE, 'utf8')) as {
    entries: (Named & { basis: string })[];
  };
  // A category's own food (decision 095) is named and quoted like a footprint's.
  const categoryFoods = JSON.parse(readFileSync(CATEGORY_FOODS_FILE, 'utf8')) as {
    entries: { tag: string; food: string }[];
  };
  const brandData = readJson<{ entries: { markets?: { categories?: string[] }[] }[] }>('brands.json');
  const french = agribalyseFrench();
  const knowledgeTexts = new Set(translatableTexts(knowledge));

  /** Our entries whose English name is OFF's for their tag, with that tag's entry. */
  const same: { english: string; entry: TaxonomyEntry }[] = [];
  const sameName = (english: string, entry: TaxonomyEntry | undefined) => {
    if (entry && fold(nameIn(entry, 'en') ?? '') === fold(english)) same.push({ english, entry });
  };
  for (const a of additiveData.entries) {
    sameName(a.name, additives.find(`en:${a.code}`));
    sameName(upperFirst(a.class), classes.find(`en:${a.class}`));
    if (a.drinkClass) sameName(upperFirst(a.drinkClass), classes.find(`en:${a.drinkClass}`));
  }
  const first = (named: Named, from: Taxonomy) => (named.offTags[0] ? from.find(named.offTags[0]) : undefined);
  for (const named of allergenData.entries) sameName(named.name, first(named, allergens));
  for (const named of labelData.entries) {
    const tag = named.offTags[0];
    if (tag) sameName(named.name, labels.find(tag) ?? beautyLabels.find(tag));
  }
  for (const named of packagingData.entries) sameName(named.name, first(named, materials));
  for (const named of groupData.entries) sameName(named.name, first(named, categories));

  const categoryTags = new Set([
    ...footprintData.entries.flatMap((f) => f.offTags),
    ...categoryFoods.entries.map((f) => f.tag),
    ...groupData.entries.flatMap((g) => g.offTags),
    ...brandData.entries.flatMap((b) => (b.markets ?? []).flatMap((m) => m.categories ?? [])),
    ...ENGINE_CATEGORIES,
  ]);

  const out = {} as Record<OtherLocale, string>;
  for (const locale of LOCALES) {
    const entries = new Map<string, string>();
    for (const { english, entry } of same) {
      const name = nameIn(entry, locale);
      if (name && !entries.has(english)) entries.set(english, name);
    }
    if (locale === 'fr')
      for (const food of [
        ...footprintData.entries.flatMap((footprint) => quotedFoods(footprint.basis)),
        // Not a category food whose English is also a name of the knowledge's own ("Palm oil"): keyed by the English,
        // AGRIBALYSE's name ("Huile de palme, sans précision") would rename that entry too.
        ...categoryFoods.entries.map((f) => f.food).filter((food) => !knowledgeTexts.has(food)),
      ]) {
        const name = french.get(food);
        if (name) entries.set(food, name);
      }
    const tagNames = (tags: Iterable<string>, from: Taxonomy) => {
      const names = new Map<string, string>();
      for (const tag of tags) {
        const name = nameIn(from.find(tag), locale);
        if (name) names.set(tag, name);
      }
      return sortedObject(names);
    };
    const all = (from: Taxonomy) => [...from.byId.keys()];
    out[locale] = `${JSON.stringify(
      {
        $comment:
          'Generated by packages/knowledge/scripts/off-names.ts from the Open Food Facts taxonomies (https://openfoodfacts.org, ODbL) and, for French, AGRIBALYSE 3.1 food names (ADEME, Licence Ouverte). Do not edit.',
        entries: sortedObject(entries),
        tags: {
          categories: tagNames(categoryTags, categories),
          allergens: tagNames(all(allergens), allergens),
          packaging: { ...tagNames(all(materials), materials), ...tagNames(all(shapes), shapes) },
        },
      },
      null,
      2,
    )}\n`;
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!existsSync(TAXONOMY_DIR)) {
    console.error(`Open Food Facts taxonomies not found at ${TAXONOMY_DIR}`);
    process.exit(2);
  }
  const files = computeOffNames();
  let stale = false;
  for (const locale of LOCALES) {
    const file = offNamesFile(locale);
    if (!process.argv.includes('--check')) writeFileSync(file, files[locale]);
    else if ((existsSync(file) ? readFileSync(file, 'utf8') : '') !== files[locale]) {
      console.error(`${file} is stale: run npx tsx packages/knowledge/scripts/off-names.ts`);
      stale = true;
    }
  }
  if (stale) process.exit(1);
}
