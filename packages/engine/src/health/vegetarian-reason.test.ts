/**
 * Blind audit 13, finding 5: a diet's "contains" advice names what the list holds. A marzipan coloured with carmine is
 * not vegetarian because of the carmine, never because of "meat, fish or gelatine" it does not contain.
 */
import { preferences, type ProductFactsInput } from '@clearcart/contracts';
import { knowledge, loadTranslation } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { fromOpenFoodFacts } from '../facts/from-off.ts';
import { speechLoader } from '../i18n/index.ts';
import { respond } from '../respond.ts';
import { makeFacts } from '../test/knowledge-fixture.ts';

const VEGETARIAN = preferences.parse({ health: { dietary_restrictions: ['vegetarian'] } });
const speech = speechLoader(loadTranslation);
const adviceOf = async (facts: ReturnType<typeof makeFacts>, lang = 'en'): Promise<string[]> =>
  respond(facts, knowledge, 'complete', VEGETARIAN, await speech(lang as never)).ratings?.health.recommendations ?? [];
const facts = (input: Partial<ProductFactsInput>) => makeFacts({ countries: ['en:france'], ...input });

describe('"not vegetarian" names what the list holds', () => {
  const MARZIPAN = fromOpenFoodFacts({
    code: '0000433070274',
    product_name: 'Funsch, High Quality Marzipan',
    brands: 'Petpro Products  Inc.',
    categories_tags: 'en:snacks,en:sweet-snacks,en:confectioneries',
    countries_tags: 'en:united-states',
    ingredients_text:
      'Sugar, almonds, water, sorbitol, invert sugar, food coloring, turmeric, carmine, fd&c blue @1: egg white',
    ingredients_analysis_tags: 'en:palm-oil-free,en:non-vegan,en:non-vegetarian',
    additives_tags: 'en:e120,en:e133,en:e420',
    nutriscore_grade: 'e',
    nova_group: '4',
  })!;

  it('the audited marzipan: carmine, in English and in Spanish, never "meat, fish or gelatine"', async () => {
    const en = (await adviceOf(MARZIPAN)).filter((r) => /vegetarian/.test(r));
    expect(en).toHaveLength(1);
    expect(en[0]).toMatch(/carmine/);
    expect(en[0]).not.toMatch(/meat|fish|gelatine/);
    const es = (await adviceOf(MARZIPAN, 'es')).filter((r) => /vegetariana/.test(r));
    expect(es).toHaveLength(1);
    expect(es[0]).toMatch(/carmine/);
    expect(es[0]).not.toMatch(/carne|pescado|gelatina/);
  });

  it('gelatine in a German list: the gelatine is named', async () => {
    const advice = await adviceOf(
      facts({ name: 'Fruchtgummi', ingredientsText: 'Glukosesirup, Zucker, Gelatine, Säuerungsmittel: Citronensäure' }),
      'de',
    );
    const line = advice.find((r) => /vegetarisch/i.test(r));
    expect(line).toMatch(/Gelatine/);
    expect(line).not.toMatch(/Fleisch|Fisch/);
  });

  it('anchovies in an Italian list: the anchovies are named, not gelatine', async () => {
    const advice = await adviceOf(
      facts({ name: 'Salsa', ingredientsText: 'Olio di oliva, acciughe 20%, capperi, sale' }),
      'it',
    );
    const line = advice.find((r) => /vegetarian/i.test(r));
    expect(line).toMatch(/acciughe/);
    expect(line).not.toMatch(/gelatina|carne/);
  });

  it('carmine without any record tag still tells a vegetarian (French list)', async () => {
    const advice = await adviceOf(
      facts({ name: 'Bonbons', ingredientsText: 'Sucre, sirop de glucose, colorant : carmin' }),
      'fr',
    );
    const line = advice.find((r) => /végétarien/i.test(r));
    expect(line).toMatch(/carmin/);
  });
});
