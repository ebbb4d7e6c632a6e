/**
 * Builds data/allergen-vocabulary.json — the words that reveal each allergen, in every language Open Food Facts
 * knows — from OFF's allergens and ingredients taxonomies in ../shared/data (ODbL), minus our guards
 * (data/allergen-guards.json). Ingredients inherit their allergen from the nearest ancestor that names one, as in
 * OFF; an ingredient name that contains an allergen word but is not itself allergenic ("coconut milk",
 * "acide lactique", "乳化剤") becomes a false friend of that allergen.
 *
 *   npx tsx packages/knowledge/scripts/allergen-vocabulary.ts          write the file
 *   npx tsx packages/knowledge/scripts/allergen-vocabulary.ts --check  exit 1 when the file is stale
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { descends, fold, inheritedProperty, parseTaxonomy, runGenerator, type TaxonomyEntry } from './taxonomy.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const TAXONOMY_DIR = path.resolve(here, '../../../../shared/data/openfoodfacts/taxonomies');
export const VOCABULARY_FILE = path.resolve(here, '../data/allergen-vocabulary.json');
const GUARDS_FILE = path.resolve(here, '../data/allergen-guards.json');

/** Scripts written without spaces between words: matched as substrings. */
export const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** "Other" in the languages of the taxonomy's names, folded. */
const OTHER = new Set(
  'other others andere anderen anderer anderes autre autres otro otros otra otras altri altre altra altro overige andre andra ovriga muut inne innych outros outras'.split(
    ' ',
  ),
);

/** Forms made from a food (oil, flour, protein, sauce, semolina, flakes, fillets…), folded, in the taxonomy's languages. */
const MADE_FROM = new Set(
  'oil oils huile huiles aceite aceites olio oli olie ol oleo olej ulje flour farine harina farina mehl meel mjol brasno protein proteins proteine proteines proteina proteinas eiweiss eiwit sauce salsa semolina semoule semola breadcrumbs chapelure paste pasta puree spread flakes flocons copos fiocchi flocken fillet fillets filet filets filete filetes filetti'.split(
    ' ',
  ),
);

/**
 * Foods made with a food a name names first ("butter biscuit", "Milchbrötchen", "egg noodles"): the word is that food,
 * not another thing of the same name, in the taxonomy's languages, folded.
 */
const MADE_WITH = new Set(
  'biscuit biscuits cookie cookies cake cakes shortbread bread breads bun buns roll rolls noodles pasta brioche brioches galette galettes sable sables gateau gateaux keks kekse geback kuchen brot brotchen nudeln koek koekjes brood broodjes galletas galleta pan bizcocho biscotti biscotto pane'.split(
    ' ',
  ),
);

/** Linking words between a food and what is made with it ("biscuits au beurre", "pane al latte"), folded. */
const WITH = new Set('au aux a la with mit al alla con met de di'.split(' '));
/** What is left of a name beside the allergen word names one baked food made with it. */
const isMadeWith = (rest: readonly string[]): boolean => {
  const food = rest.filter((t) => !WITH.has(t));
  return food.length === 1 && MADE_WITH.has(food[0]!);
};

/** Free-from words ("gluten-free oat flakes" stays a false friend of gluten). */
const FREE_FROM = new Set('free sans sin senza libre ohne zonder bez uten utan ilman sem'.split(' '));

const contains = (name: string, word: string): boolean =>
  UNSPACED.test(word) ? name.includes(word) && name !== word : ` ${name} `.includes(` ${word} `) && name !== word;

interface Guards {
  excluded: { allergen: string; word: string }[];
  /** Ingredient subtrees the law exempts from an allergen's labelling when refined ("en:soya-oil" for soy). */
  exempt: { allergen: string; ingredient: string }[];
  /** Ingredient subtrees the taxonomy files under an allergen the law does not name them in ("en:chestnut", nuts). */
  notListed: { allergen: string; ingredient: string }[];
  /** Ingredient subtrees the law names under an allergen the taxonomy gives them no allergen of ("en:oat", gluten). */
  listed: { allergen: string; ingredient: string }[];
  foreignFalseFriends: { word: string; language: string }[];
}

/** Ingredient subtrees that get a vocabulary of their own, within OFF's allergen ("en:wheat" within gluten). */
const SUBTREES: Record<string, string> = { 'en:wheat': 'en:gluten' };

export interface AllergenVocabulary {
  about: string;
  source: { title: string; url: string; licence: string };
  /** OFF allergen tag → language → folded words. */
  words: Record<string, Record<string, string[]>>;
  /**
   * OFF allergen tag → language → words that are also part of other languages' names for something else ("rape" is
   * monkfish in Swedish, grated in French): evidence only in a text of that language.
   */
  languageOnly: Record<string, Record<string, string[]>>;
  /** OFF allergen tag → folded names of ingredients that contain one of its words but are not allergenic. */
  falseFriends: Record<string, string[]>;
  /**
   * OFF allergen tag → folded names of the ingredients the law exempts when refined (the guards' `exempt`): they may
   * bring the allergen, they do not show it, and each is a false friend of its words.
   */
  exempt: Record<string, string[]>;
}

export function buildVocabulary(taxonomyDir: string): AllergenVocabulary {
  const guards = JSON.parse(readFileSync(GUARDS_FILE, 'utf8')) as Guards;
  const excluded = new Set(guards.excluded.map((g) => `${g.allergen}|${g.word === '*' ? '*' : fold(g.word)}`));
  const allergens = parseTaxonomy(readFileSync(path.join(taxonomyDir, 'allergens.txt'), 'utf8'));
  const ingredients = parseTaxonomy(readFileSync(path.join(taxonomyDir, 'ingredients.txt'), 'utf8'));
  const ingredientById = new Map(ingredients.map((e) => [e.id, e]));

  const words: Record<string, Record<string, Set<string>>> = {};
  const add = (tag: string, lang: string, name: string): void => {
    const word = fold(name);
    if (excluded.has(`${tag}|*`) || excluded.has(`${tag}|${word}`)) return;
    // One-letter words say nothing on their own, except in unspaced scripts; nor do two letters outside the Latin
    // script or with an accent that folding drops (Hindi "तेल", oil, folds to the letters of "तिल", sesame).
    const twoLetters =
      word.length === 2 && (!/^\p{Script=Latin}+$/u.test(word) || /\p{M}/u.test(name.normalize('NFD')));
    if (!UNSPACED.test(word) && (word.length < 2 || twoLetters)) return;
    // The allergens taxonomy writes Japanese as "jp", the ingredients taxonomy as "ja" (ISO 639-1).
    const code = lang === 'jp' ? 'ja' : lang.slice(0, 2);
    ((words[tag] ??= {})[code] ??= new Set()).add(word);
  };
  const known = new Set(allergens.map((a) => a.id));
  for (const allergen of allergens)
    for (const [lang, names] of allergen.names) for (const name of names) add(allergen.id, lang, name);

  const allergenOf = new Map<TaxonomyEntry, string[]>();
  const exempt: Record<string, Set<string>> = {};
  const exemptOf = new Map<TaxonomyEntry, string[]>();
  for (const entry of ingredients) {
    const value = inheritedProperty(ingredientById, entry.id, 'allergens:en');
    const exemptFrom = guards.exempt
      .filter((g) => descends(ingredientById, entry.id, g.ingredient))
      .map((g) => g.allergen);
    const tags = (value ?? '')
      .split(',')
      .map((t) => t.trim().toLowerCase().replace(/\s+/g, '-'))
      .filter((t) => known.has(t) && !exemptFrom.includes(t))
      .filter(
        (t) => !guards.notListed.some((g) => g.allergen === t && descends(ingredientById, entry.id, g.ingredient)),
      );
    // Oats sold as gluten-free ("avena sin gluten") are named free of it: the law's subtree leaves them out.
    const freeFrom = [...entry.names.values()].flat().some((n) =>
      fold(n)
        .split(' ')
        .some((t) => FREE_FROM.has(t)),
    );
    for (const g of guards.listed)
      if (!freeFrom && !tags.includes(g.allergen) && descends(ingredientById, entry.id, g.ingredient))
        tags.push(g.allergen);
    for (const root of Object.keys(SUBTREES)) if (descends(ingredientById, entry.id, root)) tags.push(root);
    allergenOf.set(entry, tags);
    exemptOf.set(entry, exemptFrom);
    for (const tag of tags) for (const [lang, names] of entry.names) for (const name of names) add(tag, lang, name);
    for (const tag of exemptFrom)
      for (const names of entry.names.values()) for (const name of names) (exempt[tag] ??= new Set()).add(fold(name));
  }

  const falseFriends: Record<string, Set<string>> = {};
  const ambiguous: Record<string, Set<string>> = {};
  for (const [tag, byLang] of Object.entries(words)) {
    const languagesOf = new Map<string, Set<string>>();
    for (const [lang, set] of Object.entries(byLang))
      for (const w of set) languagesOf.set(w, (languagesOf.get(w) ?? new Set()).add(lang));
    const spaced = new Set([...languagesOf.keys()].filter((w) => !UNSPACED.test(w)));
    const unspaced = [...languagesOf.keys()].filter((w) => UNSPACED.test(w));
    // A word that means something else in some language ("ei": Finnish "no") counts only in its own languages.
    for (const g of guards.foreignFalseFriends)
      if (languagesOf.has(fold(g.word))) (ambiguous[tag] ??= new Set()).add(fold(g.word));
    // Three letters or fewer ("rap", "tom") are other words in other languages unless many languages share them;
    // two letters ("ei" and "æg", egg in German, Dutch and Danish) count only in their own languages.
    for (const [w, langs] of languagesOf)
      if (!UNSPACED.test(w) && (w.length <= 2 || (w.length <= 3 && langs.size < 3)))
        (ambiguous[tag] ??= new Set()).add(w);
    for (const entry of ingredients) {
      // Wheat starch is not in OFF's wheat subtree but is a gluten ingredient: never a false friend of wheat.
      const within = SUBTREES[tag];
      if (allergenOf.get(entry)?.includes(tag) || (within && allergenOf.get(entry)?.includes(within))) continue;
      // An exempt ingredient is the allergen's `exempt` word, a false friend of its words by the law, not by its name.
      if (exemptOf.get(entry)?.includes(tag)) continue;
      for (const [nameLang, names] of entry.names)
        for (const raw of names) {
          const name = fold(raw);
          if (name.length === 0) continue;
          const hits = unspaced.filter((w) => contains(name, w));
          const tokens = name.split(' ');
          for (let i = 0; i < tokens.length; i++)
            for (let j = i + 1; j <= Math.min(tokens.length, i + 6); j++) {
              const gram = tokens.slice(i, j).join(' ');
              if (spaced.has(gram)) hits.push(gram);
            }
          for (const w of hits) {
            // A non-allergenic name in another language that uses the word: the word is that language's too.
            // Words shared by three or more languages ("soja", "lactose") are international and stay universal.
            const langs = languagesOf.get(w)!;
            if (langs.size < 3 && !langs.has(nameLang.slice(0, 2))) (ambiguous[tag] ??= new Set()).add(w);
            // A name the allergen's own words include ("rye flour", a gluten word of the allergens taxonomy, though
            // the ingredients taxonomy gives it no allergen) is never its false friend, nor is "other" + the word
            // ("anderen Schalenfrüchten", "autres fruits à coque": more of the same allergen).
            // Nor is a form made from it ("sesame oil", "huile de sésame", "texturised soya protein", "farina di
            // segale"): the taxonomy leaves many such forms without their allergen, and the law does not exempt them.
            const rest = ` ${name} `.replace(` ${w} `, ' ').trim().split(' ');
            if (
              name !== w &&
              !spaced.has(name) &&
              !rest.every((t) => OTHER.has(t)) &&
              !(rest.some((t) => MADE_FROM.has(t)) && !MADE_FROM.has(w) && !rest.some((t) => FREE_FROM.has(t))) &&
              !isMadeWith(rest)
            )
              (falseFriends[tag] ??= new Set()).add(name);
          }
        }
    }
  }

  const sorted = (s: Iterable<string>): string[] => [...s].sort();
  const byLanguage = (keep: (tag: string, word: string) => boolean): Record<string, Record<string, string[]>> => {
    const out: Record<string, Record<string, string[]>> = {};
    for (const tag of sorted(Object.keys(words)))
      for (const lang of sorted(Object.keys(words[tag]!))) {
        const list = sorted([...words[tag]![lang]!].filter((w) => keep(tag, w)));
        if (list.length > 0) (out[tag] ??= {})[lang] = list;
      }
    return out;
  };
  return {
    about:
      'Generated by packages/knowledge/scripts/allergen-vocabulary.ts from the Open Food Facts allergens and ingredients taxonomies; do not edit by hand (edit data/allergen-guards.json and regenerate).',
    source: {
      title: 'Open Food Facts allergens and ingredients taxonomies (openfoodfacts-server @ ca4b55d, 2022-12-15)',
      url: 'https://github.com/openfoodfacts/openfoodfacts-server/tree/ca4b55d05319d13d3e5610c45e1dfe8e6987d283/taxonomies',
      licence: 'Open Database License 1.0 (database), Database Contents License 1.0 (contents)',
    },
    words: byLanguage((tag, w) => !ambiguous[tag]?.has(w)),
    languageOnly: byLanguage((tag, w) => ambiguous[tag]?.has(w) === true),
    falseFriends: Object.fromEntries(sorted(Object.keys(falseFriends)).map((t) => [t, sorted(falseFriends[t]!)])),
    exempt: Object.fromEntries(sorted(Object.keys(exempt)).map((t) => [t, sorted(exempt[t]!)])),
  };
}

export const serialise = (v: AllergenVocabulary): string => `${JSON.stringify(v, null, 1)}\n`;

runGenerator(import.meta.url, TAXONOMY_DIR, VOCABULARY_FILE, () => serialise(buildVocabulary(TAXONOMY_DIR)));
