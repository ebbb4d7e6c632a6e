/**
 * Blind audit 20, findings 6 and 7, as rules:
 * - a certification the pack shows, or one the company holds for all its products and the knowledge records as verified
 *   with its source (Leaping Bunny), meets the shopper's preference for it, said as company-wide; "consider certified
 *   alternatives" only where neither has it;
 * - a concentrate (a stock cube or pot, a dehydrated soup, a condensed soup, a drink powder) takes no figure of the food
 *   ready to eat: it takes its own concentrated form's figure where the knowledge has one (a stock cube), else none.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  preferences as preferencesSchema,
  productFacts,
  type ProductFacts,
  type ProductResponse,
} from '@clearcart/contracts';
import { knowledge, loadTranslation, type Knowledge } from '@clearcart/knowledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, loadMessages, type Locale } from './i18n/index.ts';
import { ENGLISH, type Speech } from './i18n/voice.ts';
import { respond } from './respond.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const seedDir = path.resolve(here, '../../../server/seed/catalog');
const seed = (id: string): ProductFacts => {
  for (const file of readdirSync(seedDir).filter((f) => f.endsWith('.json'))) {
    const found = (JSON.parse(readFileSync(path.join(seedDir, file), 'utf8')) as { id: string }[]).find(
      (p) => p.id === id,
    );
    if (found) return productFacts.parse(found);
  }
  throw new Error(`seed entry ${id} is missing`);
};

const speeches = {} as Record<Locale, Speech>;
beforeAll(async () => {
  for (const locale of LOCALES)
    speeches[locale] = { messages: await loadMessages(locale), translation: await loadTranslation(locale) };
});

const report = (facts: ProductFacts, prefs?: unknown, speech: Speech = ENGLISH, k: Knowledge = knowledge) => {
  const r: ProductResponse = respond(
    facts,
    k,
    'complete',
    prefs === undefined ? undefined : preferencesSchema.parse(prefs),
    speech,
  );
  if (!r.ratings) throw new Error('no ratings');
  return r.ratings;
};
const wants = (...certifications: string[]) => ({ ethical: { certifications, animal_testing: 'strongly_avoid' } });
const advice = (facts: ProductFacts, prefs: unknown, speech?: Speech, k?: Knowledge) =>
  report(facts, prefs, speech, k).ethical.recommendations ?? [];

describe('a certification the company holds, verified, meets the shopper’s preference (blind audit 20, finding 6)', () => {
  const SOAP = 'dr-bronners-lavender-pure-castile-bar-soap-140g';

  it('S3: Dr. Bronner’s bar soap meets "cruelty free" by the company’s Leaping Bunny, said as company-wide in every language', () => {
    const soap = seed(SOAP);
    const english = advice(soap, wants('cruelty_free'));
    expect(english).toContain(
      'Meets your preference for cruelty free (Leaping Bunny, which the company holds for all its products).',
    );
    expect(english.join(' ')).not.toMatch(/Consider cruelty free certified alternatives/);
    // The same words the social-impact line says the certification in, in each language.
    const companyWide: Record<Locale, string> = {
      en: 'which the company holds for all its products',
      fr: 'que l’entreprise détient pour tous ses produits',
      de: 'das das Unternehmen für alle seine Produkte hält',
      es: 'que la empresa tiene para todos sus productos',
      it: 'che l’azienda detiene per tutti i suoi prodotti',
      nl: 'dat het bedrijf voor al zijn producten heeft',
    };
    for (const locale of LOCALES) {
      const said = advice(soap, wants('cruelty_free'), speeches[locale]).join(' ').replace(/'/g, '’');
      expect(said, locale).toContain(`Leaping Bunny, ${companyWide[locale]})`);
      expect(said, locale).not.toContain(speeches[locale].messages.ethics.considerPreference('x').slice(0, 12));
    }
  });

  it('a certification, not a policy, and only for what it certifies: Lush’s no-testing policy still gets "consider"; Ecover’s Leaping Bunny meets cruelty free, not fair trade', () => {
    const household = { kind: 'household' as const, category: 'Laundry detergent' };
    const ecover = advice(makeFacts({ ...household, brand: 'Ecover' }), wants('cruelty_free', 'fair_trade'));
    expect(ecover).toContain(
      'Meets your preference for cruelty free (Leaping Bunny, which the company holds for all its products).',
    );
    expect(ecover).toContain('Consider fair trade certified alternatives: this product shows no such label.');
    // Lush's policy on record is no certification: the shopper who wants one is told to look for it.
    const lush = advice(makeFacts({ kind: 'cosmetic', brand: 'Lush', category: 'Soap' }), wants('cruelty_free'));
    expect(lush).toContain('Consider cruelty free certified alternatives: this product shows no such label.');
    expect(lush.join(' ')).not.toMatch(/Meets your preference/);
  });

  it('only one the knowledge records as verified: recorded unverified, the same company certification does not meet it; the pack’s own label is said as the pack’s', () => {
    const soap = seed(SOAP);
    const unverified: Knowledge = {
      ...knowledge,
      labels: knowledge.labels.map((l) => (l.id === 'leaping-bunny' ? { ...l, thirdPartyVerified: false } : l)),
    };
    expect(advice(soap, wants('cruelty_free'))[0]).toMatch(/^Meets your preference for cruelty free/);
    // Recorded unverified, it is said as the company's own pledge, not an audit (blind audit 54), never as met.
    const pledged = advice(soap, wants('cruelty_free'), ENGLISH, unverified);
    expect(pledged.join(' ')).toMatch(/lists the brand as cruelty free on the company's own pledge, not an audit/);
    expect(pledged.join(' ')).not.toMatch(/Meets your preference/);
    // A label on the pack meets it as the pack's, without the company's words.
    const labelled = advice({ ...soap, labels: [...soap.labels, 'en:vegan-society'] }, wants('cruelty_free'));
    expect(labelled.find((a) => a.startsWith('Meets your preference for cruelty free'))).toMatch(
      /^Meets your preference for cruelty free \([^,]+\)\.$/,
    );
  });
});

describe('a concentrate takes no ready-to-eat median (blind audit 20, finding 7)', () => {
  const carbon = (facts: ProductFacts, speech?: Speech) =>
    report(facts, undefined, speech).environmental.environmental_factors.carbon_footprint;
  const food = (name: string, categoryTags: string[], salt?: number) =>
    makeFacts({ name, categoryTags, ...(salt === undefined ? {} : { nutriments: { salt } }) });

  it('S1: Knorr’s "Goût de Bouillon" (25.1 g of salt per 100 g) does not take soups’ 0.57 kg; it says why, in English and Italian', () => {
    const bouillon = seed('knorr-gout-de-bouillon-marocain');
    expect(bouillon.categoryTags).toEqual(['en:meals', 'en:soups', 'en:broths']);
    const english = carbon(bouillon);
    expect(english.kg_co2e_per_kg).toBeUndefined();
    expect(english.rating).toBe('unknown');
    expect(english.details).toBe(
      'No footprint figure fits this product: it is sold concentrated or dried (25.1 g of salt per 100 g, far more than a broth or soup ready to eat holds), and the figure for “Soups” is for the food ready to eat.',
    );
    expect(carbon(bouillon, speeches.it).details).toMatch(
      /^Nessun dato sull'impronta si adatta a questo prodotto: è venduto concentrato o disidratato \(25,1 g di sale per 100 g/,
    );
    const env = report(bouillon).environmental;
    expect(env.impact_summary).not.toMatch(/0\.6 kg/);
    // Probe J2: with broths alone there was never a figure, and there is none now.
    expect(carbon({ ...bouillon, categoryTags: ['en:broths'] }).details).toBe(
      'No footprint figure for this product category yet.',
    );
  });

  it('its own concentrated form’s figure where the knowledge has one: a fish stock cube keeps AGRIBALYSE 11172; a bouillon powder does not take the reconstituted broth, nor a condensed soup the ready soups’', () => {
    const stock = ['en:broths', 'en:dehydrated-broths'];
    const cube = carbon(food('Court-bouillon', [...stock, 'en:dehydrated-aromatic-stock-cube-for-fish']));
    expect(cube.kg_co2e_per_kg).toBe(9.43);
    expect(cube.rating).toBe('high');
    // OFF maps "dehydrated vegetables bouillon" to AGRIBALYSE 25948, the bouillon made up with water (0.13 kg).
    const powder = carbon(
      food('Bouillon de légumes', [...stock, 'en:bouillon-powders', 'en:dehydrated-vegetables-bouillon']),
    );
    expect(powder.kg_co2e_per_kg).toBeUndefined();
    expect(powder.details).toBe(
      'No footprint figure fits this product: it is sold concentrated or dried, and the figure for “Dehydrated vegetables bouillon” is for the food ready to eat.',
    );
    // The name says it: a condensed soup is made up with a can of water.
    const condensed = carbon(seed('campbells-condensed-tomato-soup-10-75oz'));
    expect(condensed.kg_co2e_per_kg).toBeUndefined();
    expect(condensed.details).toMatch(/it is sold concentrated or dried, and the figure for “Vegetable soups”/);
  });

  it('a food sold ready keeps its figure: a ready soup with 0.8 g of salt, a juice from concentrate, cubes of salmon; a dehydrated soup does not', () => {
    const soups = ['en:meals', 'en:soups', 'en:vegetable-soups', 'en:tomato-soups'];
    const ready = carbon(food('Tomato soup', soups, 0.8));
    expect(ready.kg_co2e_per_kg).toBeGreaterThan(0);
    expect(ready.rating).toBe('low');
    // Salt is a witness only where no ready soup could hold it.
    expect(carbon(food('Tomato soup', soups, 4.9)).kg_co2e_per_kg).toBe(ready.kg_co2e_per_kg);
    expect(carbon(food('Tomato soup', soups, 5)).kg_co2e_per_kg).toBeUndefined();
    expect(carbon(food('Soupe de tomates déshydratée', soups)).kg_co2e_per_kg).toBeUndefined();
    expect(carbon(food('Tomato soup', [...soups, 'en:dehydrated-soups', 'en:dehydrated-tomato-soup'])).rating).toBe(
      'unknown',
    );
    // "From concentrate" is a juice made up again, sold ready to drink; OFF files it as "concentrated fruit juices".
    const juice = makeFacts({
      kind: 'beverage',
      name: 'Orange juice from concentrate',
      categoryTags: ['en:beverages', 'en:fruit-juices', 'en:orange-juices', 'en:concentrated-orange-juices'],
    });
    expect(carbon(juice).kg_co2e_per_kg).toBe(1.08);
    expect(carbon({ ...juice, name: 'Jus d’orange à base de concentré' }).kg_co2e_per_kg).toBe(1.08);
    // A cube is a stock cube only as one: smoked salmon cubes keep smoked salmon's figure.
    const salmon = carbon(
      food('Cubes de saumon fumé', ['en:seafood', 'en:fishes', 'en:salmons', 'en:smoked-fishes', 'en:smoked-salmons']),
    );
    expect(salmon.kg_co2e_per_kg).toBeGreaterThan(5);
  });
});
