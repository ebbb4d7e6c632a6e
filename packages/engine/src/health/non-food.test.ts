/** Cosmetics and household products read by their INCI list: skin and lung findings, never food alarms. */
import { defaultPreferences, type ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from '../evaluate.ts';
import { makeFacts } from '../test/knowledge-fixture.ts';

const NIVEA =
  'Aqua, Paraffinum Liquidum, Cera Microcristallina, Glycerin, Lanolin Alcohol (Eucerit), Paraffin, Panthenol, Decyl Oleate, Octyldodecanol, Aluminum Stearates, Citric Acid, Magnesium Sulfate, Magnesium Stearate, Parfum, Limonene, Geraniol, Hydroxycitronellal, Linalool, Citronellol, Benzyl Benzoate, Cinnamyl Alcohol.';
const SHAMPOO =
  'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Sodium Chloride, Parfum, Polyethylene, Methylchloroisothiazolinone, Methylisothiazolinone, Prunus Amygdalus Dulcis Oil, Linalool';

const evaluate = (input: Partial<ProductFactsInput>, change?: (p: ReturnType<typeof defaultPreferences>) => void) => {
  const prefs = change ? defaultPreferences() : undefined;
  if (prefs && change) change(prefs);
  return evaluateProductStrict(makeFacts({ kind: 'cosmetic', category: 'Moisturiser', ...input }), knowledge, prefs);
};

describe('the Health tab of a cosmetic', () => {
  it('lists its fragrance allergens, not the food allergen grid, and gives no grade', () => {
    const { health } = evaluate({ ingredientsText: NIVEA }).ratings;
    expect(Object.keys(health.allergens)).toEqual([
      'limonene',
      'geraniol',
      'hydroxycitronellal',
      'linalool',
      'citronellol',
      'benzyl_benzoate',
      'cinnamyl_alcohol',
    ]);
    expect(health.allergens.linalool).toMatchObject({ status: 'yes', severity: 'medium' });
    expect(health.allergens.linalool?.notes).toBe('A fragrance allergen, named on the label.');
    expect(health.recommendations[0]).toMatch(/0\.001 % in leave-on and 0\.01 % in rinse-off/);
    expect(health.score).toBeUndefined();
    expect(health.impact_summary).toMatch(/Contains 7 fragrance allergens \(limonene, geraniol/);
    expect(health.sources.map((s) => s.url)).toContain('https://eur-lex.europa.eu/eli/reg/2009/1223/oj');
    expect(health.ingredients.notable_ingredients.find((n) => n.name === 'Glycerin')?.purpose).toBe('Humectant');
  });

  it('shows substances of concern with the regulator’s words and a hazard level; environmental ones on their tab', () => {
    const { health, environmental } = evaluate({ ingredientsText: SHAMPOO, category: 'Shampoo' }).ratings;
    expect(health.health_concerns.Methylisothiazolinone).toMatchObject({ status: 'medium', severity: 'medium' });
    expect(health.health_concerns.Methylisothiazolinone?.notes).toMatch(/Banned in leave-on cosmetics in the EU/);
    expect(health.health_concerns.Methylisothiazolinone?.sources?.[0]?.url).toBe(
      'https://eur-lex.europa.eu/eli/reg/2016/1198/oj',
    );
    expect(health.health_concerns.Polyethylene).toBeUndefined();
    expect(environmental.environmental_factors.others?.synthetic_polymer_microparticles).toMatchObject({
      severity: 'medium',
      details: expect.stringMatching(/^"Polyethylene": .*microplastic/),
    });
  });

  it('raises no alert for an allergen the shopper avoids when it is absent; does when its botanical name is there', () => {
    const none = evaluate({ ingredientsText: NIVEA }, (p) => p.health.allergens.push('peanuts'));
    expect(none.personal_alerts).toEqual([]);
    expect(none.ratings.health.allergens.peanuts).toMatchObject({ status: 'no' });
    const almond = evaluate({ ingredientsText: SHAMPOO }, (p) => p.health.allergens.push('tree_nuts'));
    expect(almond.personal_alerts.map((a) => [a.code, a.severity])).toEqual([['allergen:tree_nuts', 'high']]);
    expect(almond.ratings.health.allergens.tree_nuts?.notes).toMatch(/"Prunus Amygdalus Dulcis Oil"/);
  });

  it('applies sensitivities, avoid lists and a vegan diet to cosmetic ingredients', () => {
    const { personal_alerts: alerts } = evaluate({ ingredientsText: `${SHAMPOO}, Cera Alba` }, (p) => {
      p.health.sensitivities.preservatives = 5;
      p.health.sensitivities.chemicals = 3;
      p.health.avoid_ingredients.push('sodium laureth sulfate');
      p.health.dietary_restrictions.push('vegan');
    });
    expect(alerts.map((a) => a.code).sort()).toEqual([
      'avoid-ingredient:sodium laureth sulfate',
      'diet:vegan',
      'fragrance-allergens',
      'substance:methylchloroisothiazolinone',
      'substance:methylisothiazolinone',
    ]);
  });

  it('without an ingredient list: no allergen grid of unknowns, only the shopper’s own, and no alert but theirs', () => {
    const plain = evaluate({ kind: 'household', category: 'Laundry detergent' });
    expect(plain.ratings.health.allergens).toEqual({});
    expect(plain.personal_alerts).toEqual([]);
    const avoiding = evaluate({ kind: 'household' }, (p) => p.health.allergens.push('peanuts'));
    expect(Object.keys(avoiding.ratings.health.allergens)).toEqual(['peanuts']);
    expect(avoiding.personal_alerts.map((a) => a.severity)).toEqual(['low']);
  });
});

describe('a household product with CLP hazard statements', () => {
  // How a laundry liquid's label reads: the composition, then the hazard statements, by code and in words.
  const LAUNDRY =
    '5-15% anionic surfactants, <5% non-ionic surfactants, soap, phosphonates, enzymes, perfume, Benzisothiazolinone, Linalool. Warning: H318 Causes serious eye damage. Harmful to aquatic life with long lasting effects.';

  it('shows each statement with its pictogram and what it means at home, and keeps them out of the ingredients', () => {
    const { health, environmental } = evaluate({
      kind: 'household',
      category: 'Laundry detergents',
      ingredientsText: LAUNDRY,
    }).ratings;
    const eye = health.health_concerns['H318 Causes serious eye damage'];
    expect(eye).toMatchObject({ status: 'high', highlighted: true });
    expect(eye?.notes).toContain('GHS05 Corrosion');
    expect(eye?.sources?.[0]?.url).toBe('https://eur-lex.europa.eu/eli/reg/2008/1272/oj');
    expect(health.recommendations[0]).toMatch(/^Caution: Causes serious eye damage\./);
    expect(health.impact_summary).toContain('Hazard statements on the pack: H318.');
    expect(health.ingredients.notable_ingredients.map((i) => i.name).join(' ')).not.toMatch(/eye|aquatic|Warning/);
    // In words only, without its code: still found, on the Environmental tab; "H400" (its first words) is not.
    expect(environmental.environmental_factors.others?.H412?.status).toBe(
      'Harmful to aquatic life with long lasting effects.',
    );
    expect(environmental.environmental_factors.others?.H400).toBeUndefined();
  });

  it('finds nothing where the pack prints none', () => {
    const { health } = evaluate({
      kind: 'household',
      category: 'Laundry detergents',
      ingredientsText: 'Aqua, soap',
    }).ratings;
    expect(Object.keys(health.health_concerns).filter((k) => /^(EU)?H\d/.test(k))).toEqual([]);
  });
});

describe('a household product listing a skin sensitiser (CLP H317)', () => {
  const household = (ingredientsText: string, change?: Parameters<typeof evaluate>[1]) =>
    evaluate({ kind: 'household', category: 'Laundry detergents', ingredientsText }, change);
  const H317 = /^Skin sensitiser — may cause an allergic skin reaction \(H317\)\. The EU classifies it so/;

  it('shows benzisothiazolinone as a health concern with the H317 words and the CLP Regulation as its source', () => {
    const { health } = household('Aqua, Sodium Laureth Sulfate, Benzisothiazolinone, Parfum').ratings;
    const bit = health.health_concerns.Benzisothiazolinone;
    expect(bit).toMatchObject({ status: 'medium', severity: 'medium' });
    expect(bit?.notes).toMatch(H317);
    expect(bit?.sources?.map((s) => s.url)).toContain('https://eur-lex.europa.eu/eli/reg/2008/1272/oj');
    expect(health.impact_summary).toContain(
      'Skin sensitiser: Benzisothiazolinone (may cause an allergic skin reaction).',
    );
    expect(health.ingredients.notable_ingredients.find((n) => n.name === 'Benzisothiazolinone')).toMatchObject({
      purpose: 'Preservative',
      concerns: expect.stringMatching(H317),
    });
  });

  it.each([
    ['its chemical name', 'Water, 1,2-Benzisothiazol-3(2H)-one, Soap', ['1,2-Benzisothiazol-3(2H)-one']],
    [
      'a class that names its members',
      '5-15% anionic surfactants, soap, perfume, preservation agents (Benzisothiazolinone, Methylisothiazolinone, Octylisothiazolinone)',
      ['Benzisothiazolinone', 'Methylisothiazolinone', 'Octylisothiazolinone'],
    ],
    ['a heading and a colon', 'Aqua, Soap, Preservatives: Methylisothiazolinone', ['Methylisothiazolinone']],
    [
      'the CMIT/MIT mixture as one ingredient, and the EUH208 line',
      'Aqua, Soap, Methylchloroisothiazolinone/Methylisothiazolinone. Contains Benzisothiazolinone. May produce an allergic reaction.',
      ['Methylchloroisothiazolinone/Methylisothiazolinone', 'Benzisothiazolinone'],
    ],
  ])('finds it under %s', (_how, text, names) => {
    const { health } = household(text).ratings;
    const sensitisers = Object.entries(health.health_concerns).filter(([, c]) => H317.test(c.notes));
    expect(sensitisers.map(([name]) => name)).toEqual(names);
    // The EUH208 template is never shown with its blank.
    expect(Object.keys(health.health_concerns).join(' ')).not.toMatch(/name of/);
  });

  it('says an isothiazolinone once, as the CLP classifies it, not with the cosmetics rules', () => {
    const { health } = household('Aqua, Methylchloroisothiazolinone, Methylisothiazolinone').ratings;
    expect(health.health_concerns.Methylisothiazolinone?.notes).toMatch(H317);
    expect(health.health_concerns.Methylisothiazolinone?.notes).not.toMatch(/cosmetics/);
    expect(health.health_concerns.Methylchloroisothiazolinone?.notes).toMatch(/3:1 mixture with methylisothiazolinone/);
    expect(health.impact_summary).not.toMatch(/Substances of concern/);
  });

  it('raises an alert of the grid’s severity for a shopper sensitive to preservatives', () => {
    const { personal_alerts: alerts, ratings } = household('Aqua, Benzisothiazolinone', (p) => {
      p.health.sensitivities.preservatives = 5;
    });
    expect(alerts).toEqual([
      {
        code: 'sensitiser:benzisothiazolinone',
        severity: 'medium',
        message: 'Contains Benzisothiazolinone, a skin sensitiser — you are sensitive to preservatives',
      },
    ]);
    expect(ratings.health.health_concerns.Benzisothiazolinone).toMatchObject({ severity: 'medium', highlighted: true });
  });

  it('leaves cosmetics to the Cosmetics Regulation', () => {
    const { health } = evaluate({ ingredientsText: 'Aqua, Benzisothiazolinone, Methylisothiazolinone' }).ratings;
    expect(health.health_concerns.Benzisothiazolinone).toBeUndefined();
    expect(health.health_concerns.Methylisothiazolinone?.notes).toMatch(/cosmetics/);
  });
});

describe('the Environmental tab of a household or cosmetic product (issue 18)', () => {
  const SLES_LAS = 'Aqua, Sodium Laureth Sulfate, Sodium Dodecylbenzenesulfonate, Coco-Glucoside, Parfum';

  it('shows what an ecolabel verifies for the product’s kind, sourced to the criteria document', () => {
    const { environmental } = evaluate({
      kind: 'household',
      category: 'Laundry detergent',
      labels: ['en:eu-ecolabel'],
    }).ratings;
    const criteria = environmental.environmental_factors.others?.['EU Ecolabel criteria'];
    expect(criteria).toMatchObject({ rating: 'Good', status: 'Commission Decision (EU) 2017/1218', severity: 'low' });
    expect(criteria?.details).toMatch(
      /^What the EU Ecolabel verifies for laundry detergents: Limited use of hazardous/,
    );
    expect(environmental.sources.map((s) => s.url)).toEqual(
      expect.arrayContaining([
        'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32017D1218',
        'https://environment.ec.europa.eu/topics/circular-economy-topics/eu-ecolabel/product-groups-and-criteria/cleaning_en',
      ]),
    );
    const shampoo = evaluate({ category: 'Shampoo', labels: ['en:nordic-ecolabel'] }).ratings.environmental;
    expect(shampoo.environmental_factors.others?.['Nordic Swan Ecolabel criteria']?.details).toContain(
      'No microplastics.',
    );
  });

  it('says what is known of the surfactants as written, with the EU rule, and nothing of the others', () => {
    const { environmental } = evaluate({
      kind: 'household',
      category: 'Laundry detergent',
      ingredientsText: SLES_LAS,
    }).ratings;
    const biodegradability = environmental.environmental_factors.others?.['Surfactant biodegradability'];
    expect(biodegradability?.status).toMatch(/^In the EU, Regulation \(EC\) No 648\/2004 lets a surfactant/);
    expect(biodegradability?.details).toBe(
      '"Sodium Laureth Sulfate" (alkyl ether sulfate): readily biodegradable where there is oxygen; also removed without oxygen. ' +
        '"Sodium Dodecylbenzenesulfonate" (linear alkylbenzene sulfonate, LAS): reported to biodegrade poorly without oxygen, as in sediments and sewage sludge. ' +
        '"Coco-Glucoside" (alkyl polyglucoside): readily biodegradable where there is oxygen.',
    );
    // Known facts, not alarms: no alert and no recommendation of their own.
    expect(environmental.recommendations.join(' ')).not.toMatch(/surfactant|oxygen/i);
    const unknown = evaluate({
      kind: 'household',
      category: 'Laundry detergent',
      ingredientsText: 'Aqua, Cocamidopropyl Betaine, C12-15 Pareth-7',
    }).ratings.environmental;
    expect(unknown.environmental_factors.others?.['Surfactant biodegradability']).toBeUndefined();
  });

  it('notes a refill on the packaging card with the words that show it; an ordinary pack gets no note', () => {
    const refill = evaluate({
      kind: 'household',
      name: 'Spülmittel Nachfüllpack',
      category: 'Washing-up liquid',
      packaging: ['en:plastic'],
    }).ratings.environmental;
    const note =
      'Sold as a refill ("Nachfüllpack"): it refills a container you already have instead of coming in a new one.';
    expect(refill.environmental_factors.packaging.details).toMatch(new RegExp(`${note.replace(/[()]/g, '\\$&')}$`));
    expect(refill.recommendations).toContain(note);
    const plain = evaluate({
      kind: 'household',
      name: 'Spülmittel',
      category: 'Washing-up liquid',
      packaging: ['en:plastic'],
    }).ratings.environmental;
    expect(plain.environmental_factors.packaging.details).not.toMatch(/refill/i);
    // The note adds to the report; the score and grade stay what the other facts make them.
    expect([refill.score, refill.grade]).toEqual([plain.score, plain.grade]);
  });
});
