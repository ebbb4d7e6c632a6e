/**
 * Claim audit of figures, schemes, dates, sources and flattering scores: for each rule, the example that exposed it
 * and cases of our own, run through the whole report as the shopper receives it (`respond`), in several languages. Each
 * row names a claim a reviewer expects, or must not see.
 */
import {
  INTERFACE_LANGUAGES,
  productFacts,
  type ProductFacts,
  type ProductFactsInput,
  type ProductResponse,
} from '@clearcart/contracts';
import { knowledge, loadTranslation, type Knowledge } from '@clearcart/knowledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { stillCurrent } from './company.ts';
import { footprintPoints } from './environmental/section.ts';
import { nutritionInconsistencies } from './health/nutrition-consistency.ts';
import { portionOf, trafficLight } from './health/traffic-lights.ts';
import type { Locale } from './i18n/format.ts';
import { loadMessages } from './i18n/index.ts';
import { ENGLISH, type Speech } from './i18n/voice.ts';
import { respond } from './respond.ts';
import { seedCatalog } from './test/seed-catalog.ts';

const seed = seedCatalog();
const product = (id: string): ProductFacts => {
  const facts = seed.get(id);
  if (!facts) throw new Error(`seed product ${id} is missing`);
  return facts;
};
const made = (input: Partial<ProductFactsInput>): ProductFacts =>
  productFacts.parse({
    id: 'audit-product',
    name: 'Audit product',
    brand: 'Nobrand',
    category: 'Test',
    kind: 'food',
    sources: [{ title: 'Open Food Facts product 123 (ODbL)', url: 'https://world.openfoodfacts.org/product/123' }],
    ...input,
  });

const LOCALES = INTERFACE_LANGUAGES;
const speeches = {} as Record<Locale, Speech>;
beforeAll(async () => {
  speeches.en = ENGLISH;
  for (const locale of LOCALES.slice(1))
    speeches[locale] = { messages: await loadMessages(locale), translation: await loadTranslation(locale) };
});

const report = (facts: ProductFacts, locale: Locale = 'en', on: Knowledge = knowledge): ProductResponse =>
  respond(facts, on, 'complete', undefined, speeches[locale]);
const ratings = (facts: ProductFacts, locale: Locale = 'en', on: Knowledge = knowledge) => {
  const r = report(facts, locale, on).ratings;
  if (!r) throw new Error('no ratings');
  return r;
};
/** The knowledge as a report made on `today` sees it. */
const on = (today: string): Knowledge => {
  const dated = { ...knowledge };
  Object.defineProperty(dated, 'today', { value: today, enumerable: false });
  return dated;
};

describe('pattern 4: category figures only where the category fits the product as sold', () => {
  it.each([
    [
      'instant coffee powder (issue example): soluble powder, not a median with cups',
      ['en:coffees', 'en:instant-coffees'],
      27.07,
    ],
    [
      'cocoa powder: the powder as sold, not ready-to-drink cups',
      ['en:cocoa-and-chocolate-powders', 'en:cocoa-powders'],
      27.06,
    ],
    [
      'raw chicken: the category’s own food, not processed chicken products',
      ['en:meats', 'en:poultries', 'en:chickens'],
      5.52,
    ],
  ])('%s', (_, categoryTags, kg) => {
    const env = ratings(made({ categoryTags, kind: 'food' })).environmental;
    expect(env.environmental_factors.carbon_footprint.kg_co2e_per_kg).toBe(kg);
    expect(env.environmental_factors.carbon_footprint.method).not.toMatch(/ready-to-drink|Cappuccino/i);
  });

  it('the seed’s instant coffee gets the soluble powder’s 27.07 kg CO2e/kg', () => {
    const env = ratings(product('nescafe-gold-blend-instant-coffee-200g')).environmental;
    expect(env.environmental_factors.carbon_footprint.kg_co2e_per_kg).toBe(27.07);
  });

  it.each([
    ['Pringles tube (issue example): not fully recyclable', 'pringles-original-165g', 'partially', 'no'],
    [
      'a board ice-cream tub (issue example): not biodegradable',
      'ben-and-jerrys-cookie-dough-465ml',
      'partially',
      'no',
    ],
    [
      'a washing-powder box (household, holds no food): board as it is',
      'ariel-original-washing-powder',
      'fully',
      'yes',
    ],
  ])('%s', (_, id, recyclability, biodegradable) => {
    const packaging = ratings(product(id)).environmental.environmental_factors.packaging;
    expect([packaging.recyclability, packaging.biodegradable]).toEqual([recyclability, biodegradable]);
  });

  it('a cereal box with its plastic bag on record: the board is the outer box, not lined', () => {
    const packaging = ratings(
      made({ categoryTags: ['en:breakfast-cereals'], packaging: ['en:cardboard', 'en:plastic'] }),
    ).environmental.environmental_factors.packaging;
    expect(packaging.details).not.toMatch(/lined/);
    expect(packaging.biodegradable).toBe('partially');
  });

  it.each(LOCALES)('a water figure is credited to the Water Footprint Network, never to AGRIBALYSE (%s)', (locale) => {
    const water = ratings(made({ categoryTags: ['en:coffees', 'en:ground-coffees'] }), locale).environmental
      .environmental_factors.water_usage;
    expect(water.litres_per_kg).toBe(18900);
    expect(water.sources?.map((s) => s.title).join(' ')).toMatch(/Water Footprint Network/);
    expect(water.sources?.map((s) => s.title).join(' ')).not.toMatch(/AGRIBALYSE/);
    expect(water.method).not.toMatch(/AGRIBALYSE/);
  });
});

describe('pattern 5: the cited scheme applied whole, figures checked before they are trusted', () => {
  it.each([
    ['a 330 ml can of cola (issue example): sugars red per portion', 'coca-cola-original-330ml-can-uk', 'high'],
    [
      'a 150 ml can: a portion of 150 ml is not over the threshold, per 100 ml band',
      'coca-cola-original-taste-150ml-can',
      'medium',
    ],
    ['a 1.25 l bottle: no portion known, per 100 ml band', 'coca-cola-original-1-25l', 'medium'],
  ])('%s', (_, id, light) => {
    expect(ratings(product(id)).health.health_concerns.sugars?.status).toBe(light);
  });

  it.each(LOCALES)('the per-portion red is said with its portion and limit (%s)', (locale) => {
    const notes = ratings(product('coca-cola-original-330ml-can-uk'), locale).health.health_concerns.sugars?.notes;
    expect(notes).toMatch(/330 ml/);
    expect(notes).toMatch(/13[.,]5 g/);
  });

  it.each([
    ['a 150 g portion of a food with 15 g fat/100 g: 22.5 g > 21 g (30 % of 70 g)', 15, 150, false, 'high'],
    ['a 100 g portion: the per-portion rule applies only above 100 g', 15, 100, false, 'medium'],
    ['a 200 ml portion of a drink with 6 g sugars/100 ml: 12 g ≤ 13.5 g', 6, 200, true, 'medium'],
  ])('%s', (_, value, portion, perMl, light) => {
    expect(trafficLight(perMl ? 'sugars' : 'fat', value, perMl, portion).light).toBe(light);
  });

  it('a can is a portion; a bottle or a stated serving size decides otherwise', () => {
    expect(portionOf({ perMl: true, quantity: '33 cl', packaging: ['en:aluminium', 'en:drink-can'] })).toBe(330);
    expect(
      portionOf({ perMl: true, quantity: '500 ml', packaging: ['en:pet-polyethylene-terephthalate', 'en:bottle'] }),
    ).toBe(undefined);
    expect(portionOf({ perMl: false, servingQuantity: 30, packaging: [] })).toBe(30);
  });

  it('any drink of at most 330 ml in one container is a portion (audit 7: a 330 ml drink with no packaging on record)', () => {
    expect(portionOf({ perMl: true, quantity: '330 ml', packaging: [] })).toBe(330);
    expect(portionOf({ perMl: true, quantity: '25 cl', packaging: ['en:tetra-pak'] })).toBe(250);
    expect(portionOf({ perMl: true, quantity: '6 x 330 ml', packaging: [] })).toBe(undefined);
    expect(portionOf({ perMl: true, quantity: '330 ml', packaging: [], categoryTags: ['en:syrups'] })).toBe(undefined);
    // A juice from concentrate is drunk as it is.
    expect(
      portionOf({ perMl: true, quantity: '250 ml', packaging: [], categoryTags: ['en:concentrated-fruit-juices'] }),
    ).toBe(250);
    expect(portionOf({ perMl: false, quantity: '330 g', packaging: [] })).toBe(undefined);
  });

  it.each([
    ['3,106.7 kJ beside 566.7 kcal (issue example)', { energyKj: 3106.7, energyKcal: 566.7 }, ['energy_units']],
    ['sugars above carbohydrates', { carbohydrates: 10, sugars: 12 }, ['part_over_whole']],
    ['macros over 100 g in 100 g', { fat: 60, carbohydrates: 50, proteins: 10 }, ['macros_over_100']],
    [
      'a consistent label (Nutella-like)',
      {
        energyKj: 2252,
        energyKcal: 539,
        fat: 30.9,
        saturatedFat: 10.6,
        carbohydrates: 57.5,
        sugars: 56.3,
        proteins: 6.3,
      },
      [],
    ],
  ])('%s', (_, nutriments, codes) => {
    expect(nutritionInconsistencies(nutriments, { perMl: false, alcoholic: false }).map((p) => p.code)).toEqual(codes);
  });

  it.each(LOCALES)(
    'an impossible energy is said, and nutrition is not graded with "High" confidence (%s)',
    (locale) => {
      const health = ratings(
        made({
          nutriments: {
            energyKj: 3106.7,
            energyKcal: 566.7,
            fat: 30,
            saturatedFat: 10,
            carbohydrates: 60,
            sugars: 40,
            salt: 0.2,
            fiber: 3,
            proteins: 6,
          },
        }),
        locale,
      ).health;
      expect(health.data_confidence.nutrition).toBe('Low');
      expect(health.impact_summary).toMatch(/3[.,\u202f\u00a0]?106[.,]7 kJ/);
    },
  );
});

describe('pattern 6: knowledge has dates, checked against the day of the report', () => {
  it('Coca-Cola’s current goals are the 2035 ones that replaced "World Without Waste" (issue example)', () => {
    const company = report(product('coca-cola-original-330ml-can-uk')).entity.insights.company;
    expect(company?.sustainability_efforts).toMatch(/2035/);
    expect(company?.sustainability_efforts).toMatch(/replaced/);
  });

  it('a goal whose year has passed is not shown as the company’s current effort', () => {
    const facts = product('coca-cola-original-330ml-can-uk');
    expect(report(facts, 'en', on('2035-12-31')).entity.insights.company?.sustainability_efforts).toMatch(/2035/);
    expect(report(facts, 'en', on('2036-01-01')).entity.insights.company?.sustainability_efforts).toBeUndefined();
  });

  it('Kraft Heinz’s paused split is not shown as pending (issue example); Kenvue’s pending sale is, until its date', () => {
    const pending = (facts: ProductFacts, today: string) =>
      (report(facts, 'en', on(today)).entity.insights.company?.ownership ?? []).some((o) => o.pending);
    expect(pending(made({ brand: 'Heinz', categoryTags: ['en:ketchup'] }), '2026-12-01')).toBe(false);
    const neutrogena = made({ brand: 'Neutrogena', kind: 'cosmetic' });
    expect(pending(neutrogena, '2026-12-01')).toBe(true);
    expect(pending(neutrogena, '2027-01-01')).toBe(false);
  });

  it('Pringles and Corn Flakes (outside North America) are Mars’s since December 2025', () => {
    const company = report(product('pringles-original-165g')).entity.insights.company;
    expect((company?.ownership ?? []).map((o) => o.company).join(' ')).toMatch(/Mars/);
  });

  it.each([
    ['2035', '2035-12-31', true],
    ['2035', '2036-01-01', false],
    ['2026-12-31', '2026-12-31', true],
    [undefined, '2099-01-01', true],
  ])('a fact due %s still holds on %s: %s', (due, today, holds) => {
    expect(stillCurrent(due, today)).toBe(holds);
  });
});

describe('pattern 8: a product fact cites a page that states it, or says where it came from', () => {
  it.each(LOCALES)('a home-page "product information" source becomes the catalog’s own words (%s)', (locale) => {
    // Coca-Cola's 330 ml can cites the maker's home page; Pringles too (the example that exposed the rule).
    for (const id of ['coca-cola-original-taste-330ml-can', 'pringles-original-165g']) {
      const r = report(product(id), locale);
      const titles = r.metadata.sources.map((s) => `${s.title} ${s.url ?? ''}`).join(' | ');
      expect(titles).not.toMatch(/manufacturer's site/);
      expect(r.metadata.sources.every((s) => !s.url || new URL(s.url).pathname.replace(/\/+$/, '') !== '')).toBe(true);
      expect(r.ratings?.health.sources.map((s) => s.title)).toContain(
        speeches[locale].messages.evaluation.catalogSource,
      );
    }
  });

  it('an Open Food Facts record keeps its page as its source', () => {
    const r = report(product('coca-cola-original-330ml-can-uk'));
    expect(r.metadata.sources.map((s) => s.url)).toContain('https://world.openfoodfacts.org/product/5000112545326');
  });

  it.each(LOCALES)('an analysis tag on a catalog entry is not credited to Open Food Facts (%s)', (locale) => {
    const facts = made({
      sources: [{ title: 'Acme product information (manufacturer’s site)' }],
      ingredientsAnalysis: ['en:palm-oil'],
    });
    expect(JSON.stringify(report(facts, locale).ratings)).not.toMatch(
      /Open Food Facts['’]?s? (ingredient )?analys|Analyse (des ingrédients )?d['’]Open Food Facts|Analysis (of|by) Open Food Facts/i,
    );
  });
});

describe('pattern 7, scores that flatter and company texts that do not concern the product', () => {
  it('organic whole milk (issue example) is not graded A, and scores below an oat drink with a third of its CO2', () => {
    const milk = ratings(product('arla-organic-whole-milk-1l')).environmental;
    expect(milk.grade).not.toBe('A');
    expect(ratings(product('oatly-oat-drink-original-1l')).environmental.score!).toBeGreaterThan(milk.score!);
  });

  it.each([
    ['soy drinks', ['en:plant-milks', 'en:soy-milks']],
    ['oat drinks', ['en:plant-milks', 'en:oat-milks']],
  ])('an organic milk with every label scores below %s with the same facts otherwise', (_, plantTags) => {
    const labels = ['en:organic', 'en:eu-organic', 'en:fair-trade', 'en:rainforest-alliance'];
    const milk = ratings(made({ kind: 'beverage', perMl: true, categoryTags: ['en:milks', 'en:whole-milks'], labels }));
    const plant = ratings(made({ kind: 'beverage', perMl: true, categoryTags: plantTags }));
    expect(plant.environmental.score!).toBeGreaterThan(milk.environmental.score!);
  });

  it('a third of the footprint is worth more than every label bonus (10 points)', () => {
    for (const kg of [1.5, 2, 3, 4.5, 6]) expect(footprintPoints(kg / 3) - footprintPoints(kg)).toBeGreaterThan(10);
  });

  it.each(LOCALES)(
    'a cola is not graded A beside "top plastic polluter": the record weighs and is said (%s)',
    (locale) => {
      const env = ratings(product('coca-cola-original-330ml-can-uk'), locale).environmental;
      expect(env.grade).not.toBe('A');
      expect(env.impact_summary).toMatch(/Coca-Cola/);
      expect(env.company_environmental_initiatives?.concerns.map((c) => c.issue)).toContain('Plastic pollution');
    },
  );

  it.each(LOCALES)('an energy drink carries the EU caffeine warning in the Health tab (%s)', (locale) => {
    const health = ratings(product('red-bull-energy-drink-250ml'), locale).health;
    expect(health.health_concerns.caffeine?.notes).toMatch(/150 mg/);
  });

  it.each([
    ['a stated 32 mg/100 ml (320 mg/l)', 'Water, sugar, caffeine (32 mg/100 ml), taurine', ['en:energy-drinks'], true],
    [
      'a cola with caffeine and no amount is not assumed over 150 mg/l',
      'Water, sugar, colour (caramel E150d), caffeine',
      ['en:colas'],
      false,
    ],
    ['an iced tea: Annex III 4.1 excepts tea', 'Water, tea extract, caffeine (20 mg/100 ml)', ['en:iced-teas'], false],
  ])('%s', (_, ingredientsText, categoryTags, warned) => {
    const health = ratings(made({ kind: 'beverage', perMl: true, ingredientsText, categoryTags })).health;
    expect(health.health_concerns.caffeine !== undefined).toBe(warned);
  });

  it.each([
    [
      'a laundry detergent shows no aerosol benzene recall (issue example)',
      'tide-original-liquid-laundry-detergent',
      /Benzene/,
    ],
    [
      'a soap shows no food controversy (issue example)',
      'dove-beauty-bar-original-100g',
      /infant|formula|noodle|Salmonella/i,
    ],
    [
      'a cola shows no infant-formula or noodle controversy',
      'coca-cola-original-330ml-can-uk',
      /aerosol|talc|Skin-lightening/i,
    ],
  ])('%s', (_, id, unrelated) => {
    const concerns = ratings(product(id)).health.company_health_initiatives?.concerns ?? [];
    expect(concerns.map((c) => `${c.issue} ${c.description}`).join(' ')).not.toMatch(unrelated);
  });

  it('a cosmetic aerosol of the same company still shows the benzene recall', () => {
    const health = ratings(made({ brand: 'Pantene', kind: 'cosmetic', category: 'Dry shampoo' })).health;
    expect(health.company_health_initiatives?.concerns.map((c) => c.issue).join(' ')).toMatch(/Benzene/);
  });
});
