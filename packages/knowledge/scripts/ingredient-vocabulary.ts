/**
 * Builds data/ingredient-vocabulary.json — every ingredient, additive and additive-class name Open Food Facts knows (all languages,
 * folded), with the vegan, vegetarian and palm-oil status its taxonomies give it (inherited from the nearest
 * ancestor that states one, as in OFF) and, for additives, the E-number ("glycosides de steviol" → e960).
 *
 *   npx tsx packages/knowledge/scripts/ingredient-vocabulary.ts          write the file
 *   npx tsx packages/knowledge/scripts/ingredient-vocabulary.ts --check  exit 1 when the file is stale
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INTERFACE_LANGUAGES } from '@clearcart/contracts';
import { FOREIGN } from '../src/ingredient-vocabulary.ts';
import { TAXONOMY_DIR } from './allergen-vocabulary.ts';
import { descends, fold, inheritedProperty, parseTaxonomy, runGenerator, type TaxonomyEntry } from './taxonomy.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const INGREDIENT_VOCABULARY_FILE = path.resolve(here, '../data/ingredient-vocabulary.json');

/** y (yes), n (no), m (maybe), i (ignore: water, salt), - (not stated). */
const statusCode = (value: string | undefined): string =>
  value === 'yes' ? 'y' : value === 'no' ? 'n' : value === 'maybe' ? 'm' : value === 'ignore' ? 'i' : '-';

export interface IngredientVocabulary {
  about: string;
  source: { title: string; url: string; licence: string };
  /**
   * One row per taxonomy entry: [status, E-number, class or "", taxonomy id or "", its parents' ids (space-separated),
   * ...folded names]; ids for the ingredients taxonomy only (an avoided word is matched through them). Status: vegan, vegetarian and palm oil
   * as y / n / m / i / -, then "c" for an additive class (its second cell: OFF's English name for it, "raising agent"),
   * then "f" for a fruit, vegetable or legume counted by the 2023 Nutri-Score, then "s" for an ingredient that brings
   * sugars (a sugar, syrup or honey, a fruit or vegetable, milk, a cereal or malt, or a sweetener): a drink whose list names none
   * of them and whose sugars are on record is not its whole list.
   */
  entries: string[][];
}

/** Diet statuses OFF's taxonomy leaves unstated, curated with their sources (data/diet-statuses.json). */
interface DietStatus {
  offTag: string;
  vegan: string;
  vegetarian: string;
}
const dietStatuses = (
  JSON.parse(readFileSync(path.resolve(here, '../data/diet-statuses.json'), 'utf8')) as { entries: DietStatus[] }
).entries;

const STATUS_PROPERTIES = ['vegan:en', 'vegetarian:en', 'from_palm_oil:en'];
/** Where sugars come from, in OFF's ingredients taxonomy: each entry below one of these brings sugars. */
const SUGARS_ROOTS = [
  'en:added-sugar',
  'en:sugar',
  'en:monosaccharide',
  'en:disaccharide',
  'en:syrup',
  'en:honey',
  'en:fruit',
  'en:vegetable',
  'en:dairy',
  'en:lactose',
  'en:malt',
  'en:malted-barley',
  // A cereal drink's sugars come from its grain (oats and rice, broken down by enzymes).
  'en:cereal',
];

/**
 * The additive an ingredient's E-number names, in any of its languages ("E952iv", "E-952iv", "E952(iv)", "e 451"):
 * the form's own additive entry where the taxonomy has one, else the additive it is a form of.
 */
function numberedAdditive<T>(names: Map<string, string[]>, additives: Map<string, T>): T | undefined {
  for (const name of [...names.values()].flat()) {
    const match = /^e\s?-?(\d{3,4}[a-z]*(?:\(?[ivx]+\)?)?)$/i.exec(name.trim());
    if (!match) continue;
    const code = match[1]!.toLowerCase().replace(/[()]/g, '');
    // "952iv" → E952iv where it has an entry, else E952; the numeral is the form's (i, ii, … x).
    const found = additives.get(`en:e${code}`) ?? additives.get(`en:e${code.replace(/[ivx]+$/, '')}`);
    if (found) return found;
  }
  return undefined;
}

/** The languages whose names an ingredient owns: the app's, and OFF's language-neutral names ("xx:"). */
const OWN_LANGUAGES = new Set<string>([...INTERFACE_LANGUAGES, 'xx']);

/** Latin: the botanical and INCI names ("Mentha arvensis", "Paraffinum liquidum") lists write in any language. */
const SCIENTIFIC = 'la';

/**
 * An ingredient's folded names, less those it bears only in languages other than the app's while another ingredient
 * bears them as its main name in one of the app's: "miel" is honey (French, Spanish), not flour (Luxembourgish
 * "Miel"); "Öl" is oil, not beer (Swedish "öl"). A list or a shopper writing in the app's languages means the first. A
 * synonym does not take a name away ("sol", French for barns in "œufs … au sol", leaves Polish salt its "sól").
 * The names it bears only in other languages (Latin's scientific names aside) come last, after "~": a one-word one names
 * it only as a whole item, as written (Maltese "terra" is talc; "terre" in "pomme de terre" is earth, decision 123).
 */
function ownNames(entry: TaxonomyEntry, owners: Map<string, Set<string>> | undefined): string[] {
  const names = new Map<string, { own: boolean; read: boolean }>();
  for (const [lang, list] of entry.names)
    for (const name of list.map(fold)) {
      if (name.length < 2) continue;
      const base = lang.split('_')[0]!;
      const known = names.get(name) ?? { own: false, read: false };
      names.set(name, {
        own: known.own || OWN_LANGUAGES.has(base),
        read: known.read || OWN_LANGUAGES.has(base) || base === SCIENTIFIC,
      });
    }
  const kept = [...names].filter(([name, { own }]) => own || !owners?.get(name)?.size);
  const read = kept.filter(([, is]) => is.read).map(([name]) => name);
  const foreign = kept.filter(([, is]) => !is.read).map(([name]) => name);
  return foreign.length > 0 ? [...read.sort(), FOREIGN, ...foreign.sort()] : read.sort();
}

/** Each folded name, with the ingredients whose main name it is in one of the app's languages. */
function ownersByName(entries: readonly TaxonomyEntry[]): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  for (const entry of entries)
    for (const [lang, [main]] of entry.names)
      if (main && OWN_LANGUAGES.has(lang.split('_')[0]!))
        owners.set(fold(main), (owners.get(fold(main)) ?? new Set()).add(entry.id));
  return owners;
}

export function buildIngredientVocabulary(taxonomyDir: string): IngredientVocabulary {
  const entries: string[][] = [];
  const additives = new Map(
    parseTaxonomy(readFileSync(path.join(taxonomyDir, 'additives.txt'), 'utf8')).map((e) => [e.id, e]),
  );
  // Every entry counts, with or without a status: a known ingredient without a palm-oil status is not palm oil.
  for (const file of ['ingredients.txt', 'additives.txt', 'additives_classes.txt']) {
    const parsed = parseTaxonomy(readFileSync(path.join(taxonomyDir, file), 'utf8'));
    const byId = new Map(parsed.map((e) => [e.id, e]));
    // Among ingredients only: an ingredient and the additive it is bear each other's names on purpose.
    const owners = file === 'ingredients.txt' ? ownersByName(parsed) : undefined;
    for (const { offTag, vegan, vegetarian } of dietStatuses) {
      const entry = byId.get(offTag);
      if (entry && !entry.properties.has('vegan:en')) entry.properties.set('vegan:en', vegan);
      if (entry && !entry.properties.has('vegetarian:en')) entry.properties.set('vegetarian:en', vegetarian);
    }
    for (const entry of parsed) {
      // An ingredient OFF also names by an E-number ("gum arabic, …, E414") is that additive: it says what the
      // additive's entry says where its own says nothing.
      // A salt or form OFF numbers below its additive ("sodium cyclamate, E952iv") is that additive when the
      // additives taxonomy has no entry of its own for the form: E952iv is E952, as "Natriumcyclamat" is.
      const additive = file === 'ingredients.txt' ? numberedAdditive(entry.names, additives) : undefined;
      // "Chick egg white or protein" (de: Hühnereiweiß) is one of its parents, not both: where they disagree (egg white
      // is vegetarian, chicken protein is not), it may be either, so "maybe" — not the first parent's answer.
      const either = / or /.test(entry.names.get('en')?.[0] ?? '') && entry.parents.length > 1;
      const alternatives = (p: string) =>
        new Set(entry.parents.map((parent) => inheritedProperty(byId, parent, p)).filter((v) => v !== undefined));
      // "Natural and artificial flavouring" is a mix of its parents, not a kind of each: vegan only if every part is,
      // palm oil if any part is (an entry named "x or y" is one of them: "maybe" where they disagree).
      const mix = / and /.test(entry.names.get('en')?.[0] ?? '') && entry.parents.length > 1;
      const mixed = (p: string, answers: Set<string>) => {
        const worst = p === 'from_palm_oil:en' ? ['yes', 'maybe'] : ['no', 'maybe'];
        return worst.find((answer) => answers.has(answer));
      };
      const property = (p: string) =>
        (!entry.properties.has(p) && alternatives(p).size > 1
          ? either
            ? 'maybe'
            : mix
              ? mixed(p, alternatives(p))
              : undefined
          : undefined) ??
        inheritedProperty(byId, entry.id, p) ??
        (additive ? inheritedProperty(additives, additive.id, p) : undefined);
      // 2023 Nutri-Score: fruit, vegetables and legumes count; nuts and olive, rapeseed and walnut oils no longer do.
      const fvl =
        file === 'ingredients.txt' &&
        (descends(byId, entry.id, 'en:legume') ||
          (inheritedProperty(byId, entry.id, 'nutriscore_fruits_vegetables_nuts:en') === 'yes' &&
            !descends(byId, entry.id, 'en:nut') &&
            !descends(byId, entry.id, 'en:oil-and-fat')));
      // A sweetener (an additive of that class, or the class itself) stands in for sugars as much as a sugar does.
      const sugars =
        fvl ||
        (file === 'ingredients.txt' && SUGARS_ROOTS.some((root) => descends(byId, entry.id, root))) ||
        (file === 'additives.txt' && /\ben:sweetener\b/.test(entry.properties.get('additives_classes:en') ?? '')) ||
        (file === 'additives_classes.txt' && entry.id === 'en:sweetener');
      const status =
        STATUS_PROPERTIES.map((p) => statusCode(property(p))).join('') +
        (file === 'additives_classes.txt' ? 'c' : '-') +
        (fvl ? 'f' : '-') +
        (sugars ? 's' : '-');
      const additiveId = file === 'additives.txt' ? entry.id : additive?.id;
      const eNumber = additiveId && /^en:e\d{3,4}[a-z]*$/.test(additiveId) ? additiveId.slice(3) : '';
      const className = file === 'additives_classes.txt' ? (entry.names.get('en')?.[0]?.toLowerCase() ?? '') : '';
      const names = ownNames(entry, owners);
      // An ingredient's taxonomy id and its parents' ("en:colza-oil" < "en:rapeseed-oil"): what it is a kind of.
      const id = file === 'ingredients.txt' ? entry.id : '';
      const parents = file === 'ingredients.txt' ? entry.parents.join(' ') : '';
      if (names.length > 0) entries.push([status, eNumber, className, id, parents, ...names]);
    }
  }
  const first = (row: string[]) => row.slice(5).find((name) => name !== FOREIGN)!;
  entries.sort((a, b) => (first(a) < first(b) ? -1 : first(a) > first(b) ? 1 : 0));
  return {
    about:
      'Generated by packages/knowledge/scripts/ingredient-vocabulary.ts from the Open Food Facts ingredients and additives taxonomies; do not edit by hand.',
    source: {
      title: 'Open Food Facts ingredients and additives taxonomies (openfoodfacts-server @ ca4b55d, 2022-12-15)',
      url: 'https://github.com/openfoodfacts/openfoodfacts-server/tree/ca4b55d05319d13d3e5610c45e1dfe8e6987d283/taxonomies',
      licence: 'Open Database License 1.0 (database), Database Contents License 1.0 (contents)',
    },
    entries,
  };
}

/** One entry per line keeps the file diffable. */
export const serialiseIngredients = (v: IngredientVocabulary): string =>
  `{\n "about": ${JSON.stringify(v.about)},\n "source": ${JSON.stringify(v.source)},\n "entries": [\n${v.entries
    .map((e) => `  ${JSON.stringify(e)}`)
    .join(',\n')}\n ]\n}\n`;

runGenerator(import.meta.url, TAXONOMY_DIR, INGREDIENT_VOCABULARY_FILE, () =>
  serialiseIngredients(buildIngredientVocabulary(TAXONOMY_DIR)),
);
