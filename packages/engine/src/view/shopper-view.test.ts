/**
 * The whole report as the shopper is shown it: every seed product and every real Open Food Facts record of
 * ../shared/data, in the six languages, read through the shopper view the web renders (alerts, welfare card, banner,
 * palm-oil rating, verdict) beside the sections, for one fact given two answers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productFacts, preferences as preferencesSchema, type ProductFacts } from '@clearcart/contracts';
import { knowledge, loadTranslation } from '@clearcart/knowledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateProductStrict, type Evaluation } from '../evaluate.ts';
import { fromOpenFoodFacts } from '../facts/from-off.ts';
import { LOCALES, loadMessages, type Locale } from '../i18n/index.ts';
import type { Speech } from '../i18n/voice.ts';
import { loadOffRecords } from '../test/off-records.ts';
import {
  animalWelfareDecision,
  ethicalBannerDecision,
  healthAlertDecisions,
  isCertified,
  verdictDecision,
} from './shopper-view.ts';

const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../server/seed/catalog');
const seed = readdirSync(seedDir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) =>
    (JSON.parse(readFileSync(path.join(seedDir, f), 'utf8')) as unknown[]).map((p) => productFacts.parse(p)),
  );
const off = loadOffRecords().flatMap(({ record }) => fromOpenFoodFacts(record) ?? []);

const PROFILES = {
  'allergic vegan': preferencesSchema.parse({
    health: { allergens: ['peanuts', 'dairy', 'eggs', 'wheat', 'sesame'], dietary_restrictions: ['vegan'] },
  }),
  'gluten-free vegetarian avoiding animal testing': preferencesSchema.parse({
    health: { allergens: ['fish'], dietary_restrictions: ['vegetarian', 'gluten_free'] },
    ethical: { animal_testing: 'strongly_avoid' },
  }),
};
const DAIRY_CATEGORIES = ['en:dairies', 'en:cheeses', 'en:yogurts', 'en:milks', 'en:butters'];
const PLANT_BASED = ['en:dairy-substitutes', 'en:milk-substitutes', 'en:plant-milks'];

/** What the shopper is shown twice about one fact, in one report. */
function contradictions(
  facts: ProductFacts,
  report: Evaluation,
  prefs: (typeof PROFILES)[keyof typeof PROFILES],
  speech: Speech,
): string[] {
  const out: string[] = [];
  const m = speech.messages;
  const { health, environmental, ethical } = report.ratings;
  const content = ethical.animal_derived_content;
  const welfare = animalWelfareDecision(ethical);
  // Unknown stays unknown: "does not apply" only where animal content is known to be none.
  if (welfare.status === 'none' && content.contains_animal_ingredients !== 'no')
    out.push(`welfare "not applicable" beside animal content "${content.contains_animal_ingredients}"`);
  if (ethical.animal_welfare.details === m.welfare.none && content.contains_animal_ingredients !== 'no')
    out.push(`"${m.welfare.none}" beside animal content "${content.contains_animal_ingredients}"`);
  const banner = ethicalBannerDecision(ethical);
  if (banner?.lines.some((l) => l.kind === 'animal') && content.contains_animal_ingredients !== 'yes')
    out.push(`an animal-welfare concern in the banner beside animal content "${content.contains_animal_ingredients}"`);
  // An alert says what the grid says.
  for (const a of healthAlertDecisions(health)) {
    const entry = health.allergens[a.subject];
    if (a.kind === 'allergen' && a.wording === 'contains' && entry?.status !== 'yes')
      out.push(`"contains ${a.subject}" alert beside grid "${entry?.status}"`);
  }
  for (const alert of report.personal_alerts) {
    const [kind, subject = ''] = alert.code.split(':');
    const entry = kind === 'allergen' ? health.allergens[subject] : undefined;
    if (entry?.status === 'no') out.push(`alert "${alert.message}" beside ${subject} "no"`);
    if (entry?.status === 'yes' && alert.severity === 'low') out.push(`"${alert.message}" beside ${subject} "yes"`);
  }
  // The verdict: "fits" only when everything the shopper asked is known to fit.
  if (verdictDecision(report.personal_alerts, prefs) === 'fits') {
    for (const diet of prefs.health.dietary_restrictions)
      if ((diet === 'vegan' || diet === 'vegetarian') && content[diet] !== 'yes')
        out.push(`"fits you (${diet})" beside ${diet} "${content[diet]}"`);
    for (const allergen of prefs.health.allergens)
      if (health.allergens[allergen] && health.allergens[allergen].status !== 'no')
        out.push(`"fits you" beside ${allergen} "${health.allergens[allergen].status}"`);
  }
  // Palm oil: one answer in the badge, the title and the text; a certification not on record is said to be so, never
  // judged (no label is not a finding that the oil is uncertified).
  const palm = environmental.palm_oil;
  if ((palm.status === 'yes') !== palm.contains)
    out.push(`palm oil status "${palm.status}" beside contains ${palm.contains}`);
  if (palm.contains && !isCertified(palm.certification) && palm.rating !== m.palmOil.noCertification)
    out.push(`palm oil "${palm.rating}" with no certification on record`);
  // What the name and category show is never "none found" for want of a list (it can hurt someone).
  const categories = new Set(facts.categoryTags);
  if (
    !facts.ingredientsText &&
    DAIRY_CATEGORIES.some((t) => categories.has(t)) &&
    !PLANT_BASED.some((t) => categories.has(t)) &&
    health.allergens.dairy?.status !== 'yes'
  )
    out.push(`a dairy category beside milk "${health.allergens.dairy?.status}"`);
  return out;
}

const speeches = {} as Record<Locale, Speech>;
beforeAll(async () => {
  for (const locale of LOCALES)
    speeches[locale] = { messages: await loadMessages(locale), translation: await loadTranslation(locale) };
});

describe('the shopper view gives each fact one answer, in every language', () => {
  it.each([
    ['the seed catalog', seed, Object.entries(PROFILES)],
    ['the Open Food Facts records', off, Object.entries(PROFILES).slice(0, 1)],
  ] as const)(
    'no report of %s contradicts itself',
    (_, products, profiles) => {
      expect(products.length).toBeGreaterThan(300);
      const found: string[] = [];
      let reports = 0;
      for (const locale of LOCALES)
        for (const facts of products)
          for (const [profile, prefs] of profiles) {
            const report = evaluateProductStrict(facts, knowledge, prefs, speeches[locale]);
            reports++;
            for (const c of contradictions(facts, report, prefs, speeches[locale]))
              found.push(`${locale} ${facts.id} (${profile}) ${c}`);
          }
      console.log(`${reports} shopper views in ${LOCALES.length} languages, ${found.length} contradictions`);
      expect(found.slice(0, 20)).toEqual([]);
    },
    600_000,
  );
});
