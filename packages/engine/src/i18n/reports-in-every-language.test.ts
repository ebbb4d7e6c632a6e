/**
 * Reports in the shopper's language (decision 036): every seed product and every real Open Food Facts record
 * of ../shared/data, under several shoppers' preferences, in French, German, Spanish, Italian and Dutch. Each report is
 * read as the shopper reads it: no English sentence left, no blank left unfilled, figures in the language's marks, the
 * recommendations' icons those of the English report; and every finding the engine makes was rendered in the sweep.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DIMENSIONS,
  productFacts,
  TRANSLATED_LANGUAGES,
  type ProductFacts,
  type ProductResponse,
} from '@clearcart/contracts';
import { knowledge, loadTranslation } from '@clearcart/knowledge';
import { recommendationIcon } from '@clearcart/text';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyse } from '../analyse.ts';
import { resolveOwnership } from '../company.ts';
import { environmentalFindings } from '../environmental/findings.ts';
import { ethicalFindings } from '../ethical/findings.ts';
import { fromOpenFoodFacts } from '../facts/from-off.ts';
import { healthFindings } from '../health/findings.ts';
import { nonFoodHealthFindings } from '../health/non-food.ts';
import { indexKnowledge } from '../knowledge-index.ts';
import { respond } from '../respond.ts';
import { loadOffRecords } from '../test/off-records.ts';
import { loadMessages } from './index.ts';
import type { Locale } from './format.ts';
import { ENGLISH, type Speech } from './voice.ts';

const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../server/seed/catalog');
const seed = readdirSync(seedDir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) =>
    (JSON.parse(readFileSync(path.join(seedDir, f), 'utf8')) as unknown[]).map((p) => productFacts.parse(p)),
  );
const off = loadOffRecords().flatMap(({ record }) => fromOpenFoodFacts(record) ?? []);
/**
 * Products read from their package as a shopper would type them, for the findings neither the seed nor the
 * Open Food Facts records hold: a shampoo with regulated substances, a laundry liquid's hazard statements and ecolabel,
 * a bread with Open Food Facts' estimate only.
 */
const byHand: ProductFacts[] = [
  {
    id: 'hand-shampoo',
    kind: 'cosmetic',
    category: 'Shampoo',
    categoryTags: ['en:shampoos'],
    ingredientsText:
      'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Sodium Chloride, Parfum, Polyethylene, Cyclopentasiloxane, Methylchloroisothiazolinone, Methylisothiazolinone, Propylparaben, Triclosan, Prunus Amygdalus Dulcis Oil, Linalool, Cera Alba, CI 77891 (nano) [+/- CI 77491]',
  },
  {
    id: 'hand-laundry',
    kind: 'household',
    name: 'Eco-Refill laundry liquid',
    category: 'Laundry detergents',
    categoryTags: ['en:laundry-detergents'],
    labels: ['en:eu-ecolabel'],
    ingredientsText:
      '5-15% anionic surfactants, <5% non-ionic surfactants, Sodium Laureth Sulfate, Sodium Dodecylbenzenesulfonate, soap, phosphonates, enzymes, perfume, Benzisothiazolinone, Linalool. Warning: H318 Causes serious eye damage. H317 May cause an allergic skin reaction. Harmful to aquatic life with long lasting effects. EUH208 Contains Linalool. May produce an allergic reaction.',
  },
  {
    id: 'hand-bread',
    kind: 'food',
    category: 'Bread',
    categoryTags: ['en:breads'],
    ingredientsText: 'Wholemeal wheat flour, water, salt',
    estimatedNutriments: {
      energyKj: 1003.5,
      energyKcal: 237.3,
      fat: 2.09,
      saturatedFat: 0.27,
      sugars: 1.13,
      salt: 1.1,
    },
  },
].map(({ id, name, ...rest }) =>
  productFacts.parse({
    id,
    name: name ?? id,
    brand: 'By hand',
    sources: [{ title: 'Read from the package', url: 'https://world.openfoodfacts.org/product/3017620422003' }],
    ...rest,
  }),
);
const products: ProductFacts[] = [...seed, ...off, ...byHand];

/**
 * Shoppers whose preferences bring out every personal sentence: allergies and diets, sensitivities, ethics. A report
 * without preferences says nothing these two do not (measured over every product here: none of its 4,348 English
 * strings is missing from theirs), so it is not swept again.
 */
const PROFILES: Record<string, unknown> = {
  'allergies and diets': {
    health: {
      allergens: ['peanuts', 'tree_nuts', 'dairy', 'eggs', 'wheat', 'gluten', 'soy', 'fish', 'shellfish', 'sesame'],
      dietary_restrictions: ['vegan', 'vegetarian', 'gluten_free', 'low_sugar', 'low_sodium', 'keto', 'paleo'],
      avoid_ingredients: ['palm oil', 'E150d'],
    },
  },
  'sensitivities, environment and ethics': {
    health: { sensitivities: { chemicals: 5, preservatives: 5, artificial_additives: 5 } },
    environment: {
      certifications: ['organic', 'recyclable', 'carbon_neutral'],
      ingredients_to_avoid: ['palm oil', 'plastic'],
    },
    ethical: { certifications: ['fair_trade', 'cruelty_free', 'b_corp'], animal_testing: 'strongly_avoid' },
  },
};

const LOCALES = TRANSLATED_LANGUAGES;

/**
 * English words that none of the five languages writes as a word of its own ("is", "was", "also", "per", "product",
 * "label" are left out: Dutch, German, Italian or French have them too).
 */
const ENGLISH_WORDS =
  /\b(the|and|with|which|this|that|these|those|from|into|its|are|were|been|has|have|not|cannot|there|their|contains|may|found|known|only|about|than|would|should|ingredient|ingredients|none|because|without)\b/i;

/** Names kept as they are in every language (schemes, organisations, laws' short titles) that hold English words. */
const PROPER_NAMES = [
  'Programme for the Endorsement of Forest Certification',
  'Roundtable on Sustainable Palm Oil',
  'Book and Claim',
  'Fair for Life',
  'Beauty Without Bunnies',
  'Cradle to Cradle',
  'Certified Vegan (Vegan Action)',
  'Fair Trade USA (Fair Trade Certified)',
  'National Organic Program',
  'Sustainable Agriculture Standard',
  'Environmental Working Group',
  'Assured Food Standards',
  'Freedom Food',
  'Vegetarian Society Approved',
];

/** Fields that hold product data, codes or sources, not the report's prose. */
const NOT_PROSE = new Set([
  'id',
  'name',
  'brand',
  'category',
  'gtin',
  'quantity',
  'image_url',
  'identifiedBy',
  'type',
  'manufacturer',
  'sources',
  'list',
  'status_ingredients',
  'uncertain_ingredients',
  'animal_product_type',
  'open_record',
  'data_quality',
  'code',
  'language',
  'lights',
  'per_100',
  'per_portion',
]);

/** The contract's codes, the same in every language (the web words them). */
const CODES = new Set(
  'low medium high poor fair good unknown none yes no maybe humane concerning partially fully'.split(' '),
);
const isCode = (text: string) => CODES.has(text.toLowerCase()) || text === 'not applicable';

/** The report's prose, each string with where it is; blocks kept in their source language are left out. */
function prose(value: unknown, where: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') {
    if (!isCode(value)) out.push([where, value]);
  } else if (Array.isArray(value)) value.forEach((v, i) => prose(v, `${where}[${i}]`, out));
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // Company profiles and quotes stay in their own language, marked with it.
    if (typeof record.language === 'string' && !where.endsWith('metadata')) return out;
    for (const [key, field] of Object.entries(record)) if (!NOT_PROSE.has(key)) prose(field, `${where}.${key}`, out);
  }
  return out;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Proper names, companies and brands, as one pattern (longest first, so a name inside another goes with it). */
const NAMES = new RegExp(
  [...PROPER_NAMES, ...knowledge.companies.map((c) => c.name), ...knowledge.brands.map((b) => b.name)]
    .filter((name) => name.length > 2)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|'),
  'g',
);

/** Text as the leak check reads it: quotations, names the report takes from the product and proper names removed. */
function unquoted(text: string, names: readonly string[]): string {
  let rest = text.replace(NAMES, ' ');
  for (const name of names) rest = rest.split(name).join(' ');
  return rest.replace(/“[^”]*”|"[^"]*"|«[^»]*»|„[^“]*“|‘[^’]*’/g, ' ');
}

/** What is wrong with one string of a report in `locale`: a blank left, an English word, a decimal point. */
function textProblems(text: string, names: readonly string[], locale: Locale): string[] {
  const problems: string[] = [];
  if (/\$\{|\{[a-z_]+\}|undefined|NaN|\[object /.test(text)) problems.push(`a blank left: ${text}`);
  const rest = unquoted(text, names);
  const word = ENGLISH_WORDS.exec(rest);
  if (word) problems.push(`English "${word[0]}": ${text}`);
  // Figures in the language's marks: no decimal point between digits (AGRIBALYSE 3.1 is a name, and a point of a law's
  // annex — "annexe III 4.1" — a number of the law; German, Spanish, Italian and Dutch group thousands with a point).
  const figures = rest
    .replace(/AGRIBALYSE 3\.1/g, '')
    .replace(/\b(?:annexe|Anhang|anexo|allegato|bijlage)\s+[IVX]+\s+\d+(?:\.\d+)+/gi, '');
  if (/\d\.\d/.test(locale === 'fr' ? figures : figures.replace(/\b\d{1,3}(?:\.\d{3})+\b/g, '')))
    problems.push(`a decimal point: ${text}`);
  return problems;
}

/**
 * The same sentences come back in thousands of reports: a string that names none of the product's own names reads the
 * same in every report of its language, so it is checked once.
 */
const checked = new Map<string, string[]>();
function problemsOf(text: string, names: readonly string[], locale: Locale): string[] {
  if (names.some((name) => text.includes(name))) return textProblems(text, names, locale);
  const key = `${locale}\u0000${text}`;
  let problems = checked.get(key);
  if (!problems) checked.set(key, (problems = textProblems(text, [], locale)));
  return problems;
}

const speeches = {} as Record<Exclude<Locale, 'en'>, Speech>;

beforeAll(async () => {
  for (const locale of LOCALES)
    speeches[locale] = { messages: await loadMessages(locale), translation: await loadTranslation(locale) };
});

describe('reports in French, German, Spanish, Italian and Dutch', () => {
  it('sweep the catalog and the Open Food Facts records: every finding rendered, no English, no blank', async () => {
    expect(products.length).toBeGreaterThan(1000);
    const problems: string[] = [];
    let reports = 0;
    for (const facts of products) {
      // A minute's work: the worker answers the runner between products, or its calls time out (60 s) on a slow machine.
      await new Promise((resolve) => setImmediate(resolve));
      const names = [facts.name, facts.brand, facts.category].filter((name) => name.length > 2);
      for (const [profile, preferences] of Object.entries(PROFILES)) {
        const english = respond(facts, knowledge, 'complete', preferences as never, ENGLISH);
        for (const locale of LOCALES) {
          const report: ProductResponse = respond(facts, knowledge, 'complete', preferences as never, speeches[locale]);
          reports++;
          const say = (what: string) => problems.push(`${locale} ${facts.id} (${profile}) ${what}`);
          if (report.metadata.language !== locale) say(`metadata.language is ${report.metadata.language}`);
          for (const [where, text] of prose(report, '', []))
            for (const problem of problemsOf(text, names, locale)) say(`${where}: ${problem}`);
          // The same recommendations, in the same order, each with its English icon.
          for (const section of DIMENSIONS) {
            const mine = report.ratings?.[section].recommendations ?? [];
            const theirs = english.ratings?.[section].recommendations ?? [];
            if (mine.length !== theirs.length) say(`${section}: ${mine.length} recommendations, not ${theirs.length}`);
            mine.forEach((text, i) => {
              if (recommendationIcon(text, locale) !== recommendationIcon(theirs[i] ?? '', 'en'))
                say(`${section}: "${text}" has another icon than "${theirs[i]}"`);
            });
          }
          // Alerts: the same codes and severities, in the language's words.
          const alerts = (r: ProductResponse) => (r.personal_alerts ?? []).map((a) => `${a.code}:${a.severity}`);
          if (alerts(report).join() !== alerts(english).join()) say('alerts differ from the English report');
        }
      }
    }
    console.log(`${reports} reports in 5 languages, ${problems.length} problems`);
    if (problems.length > 0) writeFileSync(path.join(tmpdir(), 'clearcart-i18n-problems.txt'), problems.join('\n'));
    expect(problems.slice(0, 30)).toEqual([]);
  }, 600_000);

  it('the sweep meets every kind of finding the engine makes', () => {
    const index = indexKnowledge(knowledge);
    const seen = new Set<string>();
    for (const facts of products) {
      const analysis = analyse(facts, index);
      const ownership = resolveOwnership(facts, index);
      const food = facts.kind === 'food' || facts.kind === 'beverage';
      for (const f of food ? healthFindings(analysis) : nonFoodHealthFindings(analysis)) seen.add(`health:${f.code}`);
      for (const f of environmentalFindings(analysis, ownership)) seen.add(`environmental:${f.code}`);
      for (const f of ethicalFindings(analysis, ownership)) seen.add(`ethical:${f.code}`);
    }
    const ALL = [
      ...['allergen', 'no_ingredient_list', 'nutrient_level', 'nutri_score', 'published_nutri_score'],
      ...['estimated_nutrition', 'processing', 'additive', 'ingredient', 'label'],
      ...['food_allergen', 'fragrance_allergen', 'substance', 'hazard_statement', 'skin_sensitiser', 'inci_ingredient'],
    ].map((c) => `health:${c}`);
    const ENVIRONMENTAL = [
      ...['palm_oil', 'footprint', 'no_footprint', 'commodity', 'packaging', 'packaging_unknown'],
      ...['published_eco_score', 'persistent_substance', 'aquatic_hazard', 'label', 'ecolabel_criteria'],
      ...['surfactant_biodegradability', 'refill'],
    ].map((c) => `environmental:${c}`);
    const ETHICAL = [
      'labour_risk',
      'labour_unassessed',
      'labour_clear',
      'animal_testing',
      'animal_content',
      'label',
    ].map((c) => `ethical:${c}`);
    expect([...ALL, ...ENVIRONMENTAL, ...ETHICAL].filter((code) => !seen.has(code))).toEqual([]);
  }, 300_000);
});
