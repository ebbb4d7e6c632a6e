import { recommendationIcon } from '@clearcart/text';
import type { EthicalSection } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import {
  confidenceDisplay,
  deriveAnimalWelfare,
  environmentalAlerts,
  ethicalBanner,
  gatherCertifications,
  allergenOverview,
  healthAlerts,
  palmOilRating,
  reliabilityBadge,
} from './derive.ts';

describe('confidenceDisplay', () => {
  it.each([
    [0.93, 93, 'green', null],
    [0.7, 70, 'green', null],
    [0.694, 69, 'yellow', 'Product information may not be fully accurate'],
    [0.2, 20, 'yellow', 'Product information may not be fully accurate'],
  ])('%s → %s%% %s', (value, percent, tone, warning) => {
    expect(confidenceDisplay(value)).toEqual({ percent, tone, warning });
  });
});

describe('reliabilityBadge', () => {
  it.each([
    ['High', 'High Reliability', 'green', 'Information comes from verified sources with strong evidence'],
    ['medium-high?', 'High Reliability', 'green', 'Information comes from verified sources with strong evidence'],
    ['Medium', 'Medium Reliability', 'yellow', 'Information comes from reasonable sources but may have limitations'],
    ['LOW', 'Low Reliability', 'red', 'Information is limited or comes from unverified sources'],
    ['', 'Unknown', 'gray', null],
    [undefined, 'Unknown', 'gray', null],
  ])('%s', (text, label, color, description) => {
    expect(reliabilityBadge(text)).toEqual({ label, color, description });
  });
});

describe('recommendationIcon', () => {
  it.each([
    ['Avoid if allergic to nuts', 'warning'],
    ['Not recommended for children', 'warning'],
    ['Use with caution', 'warning'],
    ['Check the label', 'info'],
    ['Consider a refill pack', 'info'],
    ['Note: contains caffeine', 'info'],
    ['A good source of fibre', 'check'],
  ])('%s → %s', (text, icon) => expect(recommendationIcon(text)).toBe(icon));

  // Where the words stand does not matter: German and Dutch often say "check" at the end of the sentence.
  it.each([
    ['de', 'Die Nährwerte passen nicht zueinander; prüfen Sie die Packung.', 'info'],
    ['nl', 'De voedingswaarden kloppen niet; controleer de verpakking.', 'info'],
    ['it', 'Elevato tenore di caffeina. Non raccomandato per i bambini.', 'warning'],
    ['fr', 'Teneur élevée en caféine. Déconseillé aux enfants.', 'warning'],
    ['es', 'Un producto notable por su fibra.', 'check'],
    ['pseudo', 'Avoid if allergic to nuts', 'warning'],
  ])('%s: %s → %s', (language, text, icon) => expect(recommendationIcon(text, language)).toBe(icon));
});

describe('palm oil', () => {
  it('says the rating the report gives, never one of its own (issue 50: no label is not "Unsustainable")', () => {
    expect(palmOilRating({ highlighted: true, certification: 'unknown', rating: 'No certification on record' })).toBe(
      'No certification on record',
    );
    expect(palmOilRating({ highlighted: false, certification: 'none', rating: 'Palm oil free' })).toBe('Palm oil free');
    expect(palmOilRating(undefined)).toBe('Unknown');
  });

  it('puts the palm oil concern and highlighted factors in the alerts', () => {
    const alerts = environmentalAlerts({
      palm_oil: {
        contains: true,
        status: 'yes',
        status_ingredients: [],
        certification: 'unknown',
        sustainability_level: 'unknown',
        details: 'Contains palm oil with no sustainability certification on record.',
        explanation: '',
        rating: 'No certification on record',
        highlighted: true,
      },
      environmental_factors: {
        carbon_footprint: { rating: 'high', details: 'High CO2', highlighted: true },
        water_usage: { rating: 'low', details: '', highlighted: false },
        resource_depletion: { rating: 'low', details: '', highlighted: false },
        packaging: { recyclability: 'none', biodegradable: 'no', details: 'Plastic', highlighted: false },
      },
    });
    expect(alerts.map((a) => a.key)).toEqual(['palm_oil', 'carbon_footprint']);
    expect(alerts[0]?.text).toMatch(/^No certification on record — Contains palm oil/);
    // One severity per finding: the alert says what the card says.
    expect(alerts[1]?.severity).toBe('high');
  });
});

describe('gatherCertifications', () => {
  it('collects nested certification texts and lists, de-duplicated case-insensitively', () => {
    const found = gatherCertifications(
      {
        certifications: [
          { name: 'Fairtrade', verified: true, description: 'Fair prices', impact: 'positive' },
          'Organic',
        ],
      },
      {
        environmental: { palm_oil: { certification: 'RSPO' }, certifications: ['ORGANIC'] },
        ethical: { animal_welfare: { certification: 'none' }, certifications: [{ name: 'fairtrade' }] },
      },
    );
    expect(found.map((c) => c.name)).toEqual(['Fairtrade', 'Organic', 'RSPO']);
    expect(found[0]).toMatchObject({ verified: true, impact: 'positive' });
  });
});

describe('healthAlerts', () => {
  it('keeps highlighted or high-severity allergens and highlighted or high concerns', () => {
    const alerts = healthAlerts({
      allergens: {
        peanuts: { status: 'yes', severity: 'high', notes: 'Contains peanuts', highlighted: false },
        milk: { status: 'yes', severity: 'low', notes: '', highlighted: true },
        soy: { status: 'no', severity: 'high', notes: '', highlighted: true },
        sesame: { status: 'unknown', severity: 'low', notes: '', highlighted: false },
        fish: { status: 'unknown', severity: 'high', notes: 'No ingredient list on record', highlighted: false },
        eggs: { status: 'unknown', severity: 'high', notes: '', highlighted: false, may_contain: true },
      },
      health_concerns: {
        sugar: { status: 'high', severity: 'medium', notes: 'High sugar', highlighted: false },
        salt: { status: 'low', severity: 'low', notes: '', highlighted: false },
      },
    });
    // An unknown is never an alert (fish); "may contain" is (eggs).
    expect(alerts.map((a) => a.key)).toEqual(['allergen:peanuts', 'allergen:milk', 'allergen:eggs', 'concern:sugar']);
  });
});

const ethicalBase = (over: Partial<EthicalSection>): Partial<EthicalSection> => ({
  labor_practices: { rating: 'fair', details: '', highlighted: false },
  animal_testing: { status: 'no', details: '', highlighted: false },
  ...over,
});

describe('animal welfare', () => {
  it('is not applicable without animal content', () => {
    const view = deriveAnimalWelfare(
      ethicalBase({
        animal_derived_content: {
          contains_animal_ingredients: 'no',
          vegan: 'yes',
          vegetarian: 'yes',
          uncertain_ingredients: [],
          animal_product_type: [],
          evidence: [],
        },
      }),
    );
    expect(view).toMatchObject({ status: 'none', rating: 'not applicable' });
  });

  it.each([
    [{ certification: 'RSPCA Assured', rating: 'unknown', status: 'unknown' }, 'humane'],
    [{ certification: 'none', rating: 'good', status: 'unknown' }, 'humane'],
    [{ certification: 'unknown', rating: 'unknown', status: 'humane' }, 'humane'],
    [{ certification: 'none', rating: 'poor', status: 'unknown' }, 'concerning'],
    [{ certification: 'none', rating: 'fair', status: 'concerning' }, 'concerning'],
    [{ certification: 'none', rating: 'fair', status: 'unknown', details: 'Some data' }, 'concerning'],
    // A PDO specification on record: the report says welfare is not known, and so does the card.
    [
      { certification: 'none', rating: 'unknown', status: 'unknown', details: '“PDO” (a label on record): …' },
      'unknown',
    ],
  ] as const)('%o → %s', (welfare, status) => {
    const view = deriveAnimalWelfare(
      ethicalBase({
        animal_derived_content: {
          contains_animal_ingredients: 'yes',
          vegan: 'no',
          vegetarian: 'no',
          uncertain_ingredients: [],
          animal_product_type: ['meat'],
          evidence: [],
        },
        animal_welfare: { details: '', notes: '', highlighted: false, ...welfare },
      }),
    );
    expect(view.status).toBe(status);
  });

  it('synthesises a concerning entry when animal ingredients have no welfare data', () => {
    const view = deriveAnimalWelfare(
      ethicalBase({
        animal_derived_content: {
          contains_animal_ingredients: 'yes',
          vegan: 'no',
          vegetarian: 'no',
          uncertain_ingredients: [],
          animal_product_type: ['dairy'],
          evidence: [],
        },
      }),
    );
    expect(view).toMatchObject({ status: 'concerning', synthesized: true, showDairyBox: true });
    expect(view.details).toMatch(/dairy/i);
  });

  it("shows dairy farming's general picture only where the report gives it, never beside a designation", () => {
    const content = {
      contains_animal_ingredients: 'yes' as const,
      vegan: 'no' as const,
      vegetarian: 'yes' as const,
      uncertain_ingredients: [],
      animal_product_type: ['dairy' as const],
      evidence: [],
    };
    const welfare = (notes: string) =>
      deriveAnimalWelfare(
        ethicalBase({
          animal_derived_content: content,
          animal_welfare: {
            certification: 'none',
            rating: 'unknown',
            status: 'concerning',
            details: 'x',
            notes,
            highlighted: true,
          },
        }),
      ).showDairyBox;
    expect(welfare('In conventional dairy farming cows are often kept in intensive systems.')).toBe(true);
    expect(welfare('')).toBe(false);
  });

  it('gives a red banner for concerns, a green one for only positive welfare, none otherwise', () => {
    const concern = ethicalBanner(
      ethicalBase({
        labor_practices: { rating: 'poor', details: '', highlighted: true },
        animal_testing: { status: 'yes', details: '', highlighted: true },
        animal_derived_content: {
          contains_animal_ingredients: 'no',
          vegan: 'yes',
          vegetarian: 'yes',
          uncertain_ingredients: [],
          animal_product_type: [],
          evidence: [],
        },
      }),
    );
    expect(concern?.title).toBe('Ethical Concerns');
    expect(concern?.lines).toHaveLength(2);

    const positive = ethicalBanner(
      ethicalBase({
        animal_derived_content: {
          contains_animal_ingredients: 'yes',
          vegan: 'no',
          vegetarian: 'no',
          uncertain_ingredients: [],
          animal_product_type: ['eggs'],
          evidence: [],
        },
        animal_welfare: {
          status: 'humane',
          rating: 'good',
          certification: 'Free range',
          details: '',
          notes: '',
          highlighted: false,
        },
      }),
    );
    expect(positive).toMatchObject({ kind: 'positive', title: 'Animal Welfare Note' });

    const none = ethicalBanner(
      ethicalBase({
        animal_derived_content: {
          contains_animal_ingredients: 'no',
          vegan: 'yes',
          vegetarian: 'yes',
          uncertain_ingredients: [],
          animal_product_type: [],
          evidence: [],
        },
      }),
    );
    expect(none).toBeNull();
  });
});

describe('allergenOverview', () => {
  const major = new Set(['peanuts', 'dairy', 'eggs']);
  const entry = (status: 'yes' | 'no' | 'unknown', extra = {}) => ({
    status,
    severity: 'high' as const,
    notes: '',
    highlighted: false,
    ...extra,
  });
  it('cards for present, traced or avoided; one line for the absent and one for the unknown', () => {
    const view = allergenOverview(
      { peanuts: entry('yes'), dairy: entry('no'), eggs: entry('unknown'), celery: entry('no') },
      major,
    );
    expect(view.shown.map(([id]) => id)).toEqual(['peanuts']);
    expect(view.absent).toBe('Not present: dairy.');
    expect(view.unknown).toBe('Not known: eggs.');
  });
  it('says it once when none is present or none is known', () => {
    expect(allergenOverview({ peanuts: entry('no'), dairy: entry('no'), eggs: entry('no') }, major).absent).toBe(
      'None of the 3 major allergens declared or in the ingredients.',
    );
    expect(
      allergenOverview({ peanuts: entry('unknown'), dairy: entry('unknown'), eggs: entry('unknown') }, major).unknown,
    ).toBe('No ingredient list on record, so allergens cannot be ruled out.');
  });
  it('names the absent ones beside an allergen from outside them (gluten in barley), not none', () => {
    const view = allergenOverview(
      { eggs: entry('no'), gluten: entry('yes'), dairy: entry('no'), peanuts: entry('no') },
      major,
    );
    expect(view.shown.map(([id]) => id)).toEqual(['gluten']);
    expect(view.absent).toBe('Not present: peanuts, dairy, eggs.');
  });
});
