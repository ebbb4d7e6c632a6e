/**
 * Every seed product's report, read as a shopper reads it in each of the six languages, holds
 * sentences, not fragments: no raw id (snake_case codes, taxonomy tags, kebab-case ids), no doubled or empty quotes, no
 * acronym lowered ("pet (plastic 1)"), no ingredient quoted from the middle of a "may contain" statement ("contain
 * Celery"), no pseudo-region, and no sentence left joined to the next by a semicolon before a comma-spliced tail.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INTERFACE_LANGUAGES, productFacts, type ProductFacts } from '@clearcart/contracts';
import { knowledge, loadTranslation } from '@clearcart/knowledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { respond } from '../respond.ts';
import { loadMessages } from './index.ts';
import type { Locale } from './format.ts';
import { ENGLISH, type Speech } from './voice.ts';

const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../server/seed/catalog');
const seed: ProductFacts[] = readdirSync(seedDir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) =>
    (JSON.parse(readFileSync(path.join(seedDir, f), 'utf8')) as unknown[]).map((p) => productFacts.parse(p)),
  );

const LOCALES: readonly Locale[] = INTERFACE_LANGUAGES;
const ALLERGIC = {
  health: {
    allergens: ['peanuts', 'tree_nuts', 'dairy', 'eggs', 'wheat', 'soy', 'fish', 'shellfish', 'sesame'],
    dietary_restrictions: ['vegan', 'gluten_free'],
    sensitivities: { chemicals: 5, preservatives: 5, artificial_additives: 5 },
    avoid_ingredients: ['palm oil'],
  },
  environment: { certifications: ['organic'], ingredients_to_avoid: ['palm oil'] },
  ethical: { certifications: ['fair_trade'], animal_testing: 'strongly_avoid', additional_concerns: '' },
};

/** Fields that hold product data, codes, sources or quotes kept in their own language, not the report's prose. */
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
  // a green claim's verdict, where it was read and whether it is allowed: codes the web words
  'verdict',
  'from',
  'allowed',
  'language',
  'lights',
  'per_100',
  'per_portion',
  'url',
  'offTags',
]);

function prose(value: unknown, where: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([where, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => prose(v, `${where}[${i}]`, out));
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.language === 'string' && !where.endsWith('metadata')) return out;
    for (const [key, field] of Object.entries(record)) if (!NOT_PROSE.has(key)) prose(field, `${where}.${key}`, out);
  }
  return out;
}

/** The contract's codes, sent as they are (the web words them). */
const CODES =
  /^(low|medium|high|poor|fair|good|unknown|none|yes|no|maybe|humane|concerning|partially|fully|not applicable|ongoing|historical|positive|negative|neutral|[A-E]|[a-e])$/;

/** Acronyms of the knowledge's own names ("PET", "HDPE", "RSPO"), which running text must not lower. */
const ACRONYMS = [
  ...new Set(
    JSON.stringify([knowledge.packaging, knowledge.labels])
      .match(/\b[A-Z]{3,}\b/g)
      ?.filter((word) => !['AND', 'THE', 'FOR', 'NON'].includes(word)) ?? [],
  ),
];
const LOWERED = new RegExp(`(?<![\\p{L}/.-])(${ACRONYMS.map((a) => a.toLowerCase()).join('|')}) \\(`, 'u');

const RULES: [string, RegExp][] = [
  ['a snake_case id', /\b[a-z]+_[a-z_]+\b/],
  ['a taxonomy tag', /\b[a-z]{2}:[a-z0-9-]+\b/],
  // An id has a digit in it ("nutella-hazelnut-spread-400g"); "front-of-pack" is English.
  ['a kebab-case id', /\b(?=[a-z0-9-]*\d)[a-z]+(?:-[a-z0-9]+){2,}\b/],
  ['doubled or empty quotes', /""|“”|""|«\s*»|"“|“"|”"|"”|''/],
  [
    'a quote from the middle of a "may contain"',
    /(?:^|[\s(])["“«„]\s*(contain|contenir|enthalten|contener|contenere|bevatten)\s/i,
  ],
  ['a pseudo-region', /Pseudo-(Accents|Bidi)/],
  ['a blank left', /\$\{|\{[a-z_]+\}|undefined|NaN|\[object /],
];

const speeches = {} as Record<Locale, Speech>;
beforeAll(async () => {
  for (const locale of LOCALES)
    speeches[locale] =
      locale === 'en' ? ENGLISH : { messages: await loadMessages(locale), translation: await loadTranslation(locale) };
});

describe('the seed reports read as sentences in all six languages', () => {
  it('no fragments, raw ids, doubled quotes or lowered acronyms', () => {
    expect(seed.length).toBeGreaterThan(300);
    expect(ACRONYMS).toContain('PET');
    const problems: string[] = [];
    for (const facts of seed)
      for (const preferences of [undefined, ALLERGIC])
        for (const locale of LOCALES) {
          const report = respond(facts, knowledge, 'complete', preferences as never, speeches[locale]);
          for (const [where, text] of prose(report, '', [])) {
            if (CODES.test(text.trim())) continue;
            // The product's own words (its name, brand, category) are quoted as the record writes them.
            let rest = text;
            for (const own of [facts.name, facts.brand, facts.category, ...(facts.aliases ?? [])])
              if (own && own.length > 2) rest = rest.split(own).join('X');
            for (const [rule, pattern] of RULES) {
              const found = pattern.exec(rest);
              if (found) problems.push(`${locale} ${facts.id}${where}: ${rule} "${found[0]}": ${text}`);
            }
            const lowered = LOWERED.exec(rest);
            if (lowered) problems.push(`${locale} ${facts.id}${where}: a lowered acronym "${lowered[0]}": ${text}`);
          }
        }
    expect([...new Set(problems)].slice(0, 40)).toEqual([]);
  }, 600_000);
});
