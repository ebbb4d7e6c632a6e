import { describe, expect, it } from 'vitest';
import { hasOffRecords } from '../../engine/src/test/off-records.ts';
import { parseNutritionTable } from './nutrition.ts';
import { checkNutrition } from './sanity.ts';
import {
  euNutritionPanel,
  panelText,
  recordCases,
  usNutritionPanel,
  type NutritionLayout,
  type NutritionPanel,
} from './test/panels.ts';

describe('parseNutritionTable', () => {
  it.each<[label: string, text: string, expected: Record<string, number>]>([
    [
      'EU: per 100 g, per serving and % RI; kJ and kcal on one line; "<0.01 g"; mono-unsaturates left out',
      `Nutrition information
Typical values Per 100g Per 30g serving %RI*
Energy 1576kJ / 373kcal 473kJ / 112kcal 6%
Fat 1.9g 0.6g 1%
of which saturates 0.4g 0.1g 1%
mono-unsaturates 0.5g 0.2g
Carbohydrate 78g 23g 9%
of which sugars 4.5g 1.4g 2%
Fibre 3.3g 1.0g
Protein 9.1g 2.7g 5%
Salt <0.01g <0.01g <1%`,
      {
        energyKj: 1576,
        energyKcal: 373,
        fat: 1.9,
        saturatedFat: 0.4,
        carbohydrates: 78,
        sugars: 4.5,
        fiber: 3.3,
        proteins: 9.1,
        salt: 0.01,
      },
    ],
    [
      'German: per portion first, kJ and kcal on two lines, decimal commas, "Spuren"',
      `Nährwerte pro Portion (30 g) pro 100 g
Brennwert 473 kJ 1576 kJ
112 kcal 373 kcal
Fett 0,6 g 1,9 g
davon gesättigte Fettsäuren 0,1 g 0,4 g
Kohlenhydrate 23 g 78 g
davon Zucker 1,4 g 4,5 g
Ballaststoffe 1,0 g 3,3 g
Eiweiß 2,7 g 9,1 g
Salz Spuren Spuren`,
      {
        energyKj: 1576,
        energyKcal: 373,
        fat: 1.9,
        saturatedFat: 0.4,
        carbohydrates: 78,
        sugars: 4.5,
        fiber: 3.3,
        proteins: 9.1,
        salt: 0,
      },
    ],
    [
      'French: "Énergie (kJ/kcal)" with bare figures, "traces"',
      `Valeurs nutritionnelles moyennes pour 100 g
Énergie (kJ/kcal) 2252/539
Matières grasses 30,9 g
dont acides gras saturés 10,6 g
Glucides 57,5 g
dont sucres 56,3 g
Protéines 6,3 g
Sel traces`,
      {
        energyKj: 2252,
        energyKcal: 539,
        fat: 30.9,
        saturatedFat: 10.6,
        carbohydrates: 57.5,
        sugars: 56.3,
        proteins: 6.3,
        salt: 0,
      },
    ],
    [
      'Spanish, Italian and Dutch row names; sodium only, in mg: salt = sodium × 2.5',
      `Por 100 ml
Valor energético 180 kJ / 42 kcal
Grassi 0 g
Hidratos de carbono 10,6 g
waarvan suikers 10,6 g
Proteine 0 g
Sodio 10 mg`,
      { energyKj: 180, energyKcal: 42, fat: 0, carbohydrates: 10.6, sugars: 10.6, proteins: 0, salt: 0.025 },
    ],
    [
      'US Nutrition Facts: per serving, converted with the serving size; added sugars, trans fat and cholesterol left out',
      `Nutrition Facts
8 servings per container
Serving size 2/3 cup (55g)
Amount per serving
Calories 230
% Daily Value*
Total Fat 8g 10%
Saturated Fat 1g 5%
Trans Fat 0g
Cholesterol 0mg 0%
Sodium 160mg 7%
Total Carbohydrate 37g 13%
Dietary Fiber 4g 14%
Total Sugars 12g
Includes 10g Added Sugars 20%
Protein 3g`,
      {
        energyKcal: 418,
        fat: 14.545,
        saturatedFat: 1.818,
        carbohydrates: 67.273,
        fiber: 7.273,
        sugars: 21.818,
        proteins: 5.455,
        salt: 0.727,
      },
    ],
    [
      'OCR slips in figures: "O,5 g" and "1O g"',
      `per 100 g\nFat O,5 g\nCarbohydrate 1O g\nProtein 2,l g`,
      { fat: 0.5, carbohydrates: 10, proteins: 2.1 },
    ],
  ])('%s', (_label, text, expected) => {
    expect(parseNutritionTable(text)?.values).toEqual(expected);
  });

  it('says per 100 ml when the column does', () => {
    expect(parseNutritionTable('Per 100 ml\nEnergy 180 kJ / 42 kcal\nSugars 10.6 g')?.basis).toBe('100ml');
  });

  it('tells the shopper what it assumed or worked out', () => {
    const codes = (text: string) => parseNutritionTable(text)?.warnings.map((w) => w.code);
    expect(codes('Fat 3 g\nCarbohydrate 10 g\nProtein 2 g')).toContain('basis_assumed');
    expect(codes('per 100 g\nSodium 0.4 g')).toEqual(['salt_from_sodium']);
    expect(codes('Nutrition Facts\nServing size 1 bar (40g)\nCalories 200\nTotal Fat 10g')).toContain(
      'per_serving_converted',
    );
  });

  it('flags a misread instead of passing it on silently: saturates over fat', () => {
    const table = parseNutritionTable('per 100 g\nFat 1.9 g\nof which saturates 19.5 g');
    expect(table?.values).toEqual({ fat: 1.9, saturatedFat: 19.5 });
    expect(table?.warnings).toContainEqual(
      expect.objectContaining({ code: 'saturates_over_fat', fields: ['fat', 'saturatedFat'] }),
    );
  });

  it('finds no table in text that has none', () => {
    expect(parseNutritionTable('Ingredients: sugar, salt, 12 % cocoa')).toBeNull();
    expect(parseNutritionTable('')).toBeNull();
  });
});

describe.skipIf(!hasOffRecords)(
  'on real Open Food Facts records (../shared/data), printed in EU and US layouts',
  () => {
    const layouts: NutritionLayout[] = [
      { columns: 'per100-serving-ri', energy: 'one-line', small: 'zero' },
      { columns: 'serving-first', energy: 'two-lines', small: 'traces' },
      { columns: 'per100', energy: 'one-line', small: 'less-than' },
    ];
    const panels: { id: string; panel: NutritionPanel }[] = [];
    for (const [i, c] of recordCases().entries()) {
      if (!c.nutriments) continue;
      panels.push({
        id: c.id,
        panel: euNutritionPanel(c.nutriments, c.facts, c.language, layouts[i % layouts.length]!),
      });
      panels.push({ id: c.id, panel: usNutritionPanel(c.nutriments, c.facts) });
    }

    it('has hundreds of tables in both layouts and several languages', () => {
      expect(panels.filter((p) => p.panel.layout === 'eu').length).toBeGreaterThanOrEqual(250);
      expect(panels.filter((p) => p.panel.layout === 'us').length).toBeGreaterThanOrEqual(250);
    });

    // Records whose own figures fail the checks (sugars over carbohydrate, an energy far from what fat, carbohydrate
    // and protein give…) are read as a misread would be: corrected or flagged, never passed on silently.
    const consistent = ({ panel }: { panel: NutritionPanel }) =>
      checkNutrition(panel.expected, panel.layout === 'us').every(
        (w) => !['over_100g', 'saturates_over_fat', 'sugars_over_carbohydrates', 'energy_mismatch'].includes(w.code),
      );

    it('reads every printed value back exactly, per 100 g or 100 ml', () => {
      const possible = panels.filter(consistent);
      expect(possible.length).toBeGreaterThan(0.9 * panels.length);
      const wrong = possible.filter(({ panel }) => {
        const table = parseNutritionTable(panelText(panel));
        return (
          !table ||
          table.basis !== panel.basis ||
          JSON.stringify(sorted(table.values)) !== JSON.stringify(sorted(panel.expected))
        );
      });
      expect(wrong.map((w) => `${w.id} ${w.panel.layout}`)).toEqual([]);
    });

    it('flags every table whose own figures fail the checks', () => {
      const inconsistent = panels.filter((p) => !consistent(p));
      expect(inconsistent.length).toBeGreaterThan(0);
      const silent = inconsistent.filter(({ panel }) => {
        const codes = parseNutritionTable(panelText(panel))?.warnings.map((w) => w.code) ?? [];
        return !codes.some((c) =>
          [
            'figures_corrected',
            'low_confidence',
            'energy_mismatch',
            'over_100g',
            'saturates_over_fat',
            'sugars_over_carbohydrates',
          ].includes(c),
        );
      });
      expect(silent.map((w) => `${w.id} ${w.panel.layout}`)).toEqual([]);
    });
  },
);

const sorted = (values: object) => Object.entries(values).sort(([a], [b]) => a.localeCompare(b));

describe('OCR slips in a table', () => {
  it('reads "30,99" as "30,9 g" in a table whose figures carry their unit (the "g" read as a 9)', () => {
    const table = parseNutritionTable(
      'pro 100 g\nFett 30,99 4,69 15%\ndavon gesättigte Fettsäuren 10,6 g 1,6 g\nKohlenhydrate 57,59\nEiweiß 6,3 g\nSalz 0.119',
    );
    expect(table?.values).toEqual({ fat: 30.9, saturatedFat: 10.6, carbohydrates: 57.5, proteins: 6.3, salt: 0.11 });
  });

  it('leaves bare figures alone in a table that prints no units', () => {
    expect(parseNutritionTable('per 100 g (g)\nFat 19\nProtein 2.9\nSugars 5')?.values).toEqual({
      fat: 19,
      proteins: 2.9,
      sugars: 5,
    });
  });
});

describe('OCR slips tesseract makes on tables in the usual sans-serif fonts', () => {
  it('mends a table where every "g" became a 9 or "9g", a "kJ" a "k}" and the serving lost its g', () => {
    const ocr = `Nutrition Facts
Serving size 1 portion (159)
Amount per serving
Calories 81
Total Fat 4.69 6%
Saturated Fat 1.69 8%
Sodium 6mg 0%
Total Carbohydrate 8.69 3%
Total Sugars 8.4¢g
Protein 0.99`;
    expect(parseNutritionTable(ocr)?.values).toEqual({
      energyKcal: 540,
      fat: 30.667,
      saturatedFat: 10.667,
      carbohydrates: 57.333,
      sugars: 56,
      proteins: 6,
      salt: 0.1,
    });
    expect(
      parseNutritionTable('pro 100 g\nBrennwert 2252 k} / 539 kcal\nBallaststoffe 009g\nSalz 0,119g 0,029')?.values,
    ).toEqual({ energyKj: 2252, energyKcal: 539, fiber: 0, salt: 0.11 });
  });
});

describe('the per-100 column', () => {
  it('is found from the figures when OCR garbled the header: per serving of 30 g first, then per 100 g', () => {
    const table = parseNutritionTable(
      'Par pOrtion (30 g) Pour lOO q\nÉnergie 473 kJ 1576 kJ\nMatières grasses 0,6 g 1,9 g\nGlucides 23,4 g 78 g\nProtéines 2,7 g 9,1 g',
    );
    expect(table?.values).toEqual({ energyKj: 1576, fat: 1.9, carbohydrates: 78, proteins: 9.1 });
    expect(table?.warnings.map((w) => w.code)).not.toContain('basis_assumed');
  });

  it('reads "100 9" in a header as "100 g", never an energy figure of 1009 kJ as a header', () => {
    expect(parseNutritionTable('Per portion (30 g) Per 100 9\nFat 0.6 g 1.9 g')?.values).toEqual({ fat: 1.9 });
    expect(parseNutritionTable('Energy 1009 kJ\nFat 1.9 g')?.warnings.map((w) => w.code)).toContain('basis_assumed');
  });
});

describe('decimal marks OCR dropped', () => {
  it('are put back where the sanity checks and the per-serving column show them, and the shopper is told', () => {
    // "1,1 g" read "11 g", "50,5 g" read "505 g": saturates over fat, carbohydrate over 100 g.
    const table = parseNutritionTable(`Par portion (30 g) Pour 100 g
Énergie 411 kJ / 98 kcal 1371 kJ / 325 kcal
Matières grasses 1,2 g 4 g
dont acides gras saturés 0,33 g 11 g
Glucides 15,2 g 505 g
Protéines 5,8 g 19,3 g`);
    expect(table?.values).toEqual({
      energyKj: 1371,
      energyKcal: 325,
      fat: 4,
      saturatedFat: 1.1,
      carbohydrates: 50.5,
      proteins: 19.3,
    });
    expect(table?.warnings).toEqual([
      expect.objectContaining({ code: 'figures_corrected', fields: ['saturatedFat', 'carbohydrates'] }),
    ]);
  });

  it('leave a table that passes the checks as it was read', () => {
    const table = parseNutritionTable(
      'per 100 g\nEnergy 1576 kJ / 373 kcal\nFat 19 g\nCarbohydrate 40 g\nProtein 11 g',
    );
    expect(table?.values).toMatchObject({ fat: 19, carbohydrates: 40, proteins: 11 });
    expect(table?.warnings).toEqual([]);
  });
});

describe('a real OCR reading of a tilted, ruled table (DejaVu Sans 22 px, bench seed 3)', () => {
  it('is put right by the rules: g read as 9, lost decimal marks, a speck under a row, a bare "09"', () => {
    const ocr = `Valeurs nutritionnelles
Pour! 100 9
Énergie 713 4
“170 kcal
Matières grasses 16 g
dont acides gras saturés 1379
Glucides 289
1
dont sucres 2,39
Fibres alimentaires 09
Le
Protéines 169
a 1
Sel 0,13g`;
    const table = parseNutritionTable(ocr);
    expect(table?.values).toEqual({
      // "713 4": its kJ lost, and told by the kcal beside it (713 ≈ 170 × 4.184).
      energyKj: 713,
      energyKcal: 170,
      fat: 16,
      saturatedFat: 13.7,
      carbohydrates: 2.8,
      sugars: 2.3,
      fiber: 0,
      proteins: 1.6,
      salt: 0.13,
    });
    expect(table?.warnings.find((w) => w.code === 'figures_corrected')?.fields).toEqual([
      'saturatedFat',
      'carbohydrates',
      'proteins',
    ]);
  });

  it('reads a lone 9 after a decimal figure as its g, and a leading 0 as a lost decimal mark', () => {
    expect(parseNutritionTable('Per 100 g\nFat 0,72 9\nSugars 05 g\nSalt 013g')?.values).toEqual({
      fat: 0.72,
      sugars: 0.5,
      salt: 0.13,
    });
  });
});

describe('more OCR slips from the bench', () => {
  it('"<0,19g" is "<0,1 g" in a table that reads g as 9', () => {
    expect(
      parseNutritionTable(
        'Por 100 ml\nGrasas <0,19\nde las cuales saturadas <0,19\nHidratos de carbono 8,59\nSal <0,1g',
      )?.values,
    ).toEqual({ fat: 0.1, saturatedFat: 0.1, carbohydrates: 8.5, salt: 0.1 });
  });

  it('a US serving "(289)" is 28 g; "176 k)J" is 176 kJ', () => {
    const us = parseNutritionTable('Nutrition Facts\nServing size 1 portion (289)\nCalories 120\nTotal Fat 4.5g 6%');
    expect(us?.serving).toBe(28);
    expect(parseNutritionTable('pro 100 ml\nBrennwert 176 k)J\nFett 0 g')?.values.energyKj).toBe(176);
  });
});

describe('readings the bench photos gave (seed 32), put right or flagged by the checks', () => {
  it.each<[label: string, ocr: string, expected: Record<string, number>, warned: string[]]>([
    [
      'a cola: "6,4 g" read "64 g" twice; only 6,4 fits 109 kJ',
      'Valeurs nutritionnelles\nPour 100 ml\nÉnergie 109 kJ / 26 kcal\nMatières grasses traces\ndont acides gras saturés - traces\nGlucides 64 g\ndont sucres 64g\nProtéines traces\nSel traces',
      { energyKj: 109, energyKcal: 26, fat: 0, saturatedFat: 0, carbohydrates: 6.4, sugars: 6.4, proteins: 0, salt: 0 },
      ['figures_corrected'],
    ],
    [
      'a 0 kcal drink whose kcal zero was read as ©',
      'Valeurs nutritionnelles\nPour 100 ml Par portion (30 ml) %AR*\nÉnergie 0 kJ / © kcal 0 kJ] / O kcal 0%\nMatières grasses 0g 0 g 0%\nSel 0g 0g 0%',
      { energyKj: 0, energyKcal: 0, fat: 0, salt: 0 },
      [],
    ],
    [
      'a monospaced table whose salt zeros were read as e in both columns (0.43 → 43 agreed with 0.13 → 13)',
      'Nutrition information\nPer 100 g Per serving (30 g) “RI*\nEnergy 457 kJ / 109 kcal 137 kJ / 33 kcal 2%\nFat 2.2g 0.66 g 1%\nof which saturates 1.1g 0.33 ¢ 2%\nCarbohydrate 16 g 4.8 g 2%\nof which sugars 1.4g 0.42 g 0%\nFibre 0.8 g 0.24 g\nProtein 5.7g 1.7 g 3%\nsalt e.43g © e.13g 2%',
      {
        energyKj: 457,
        energyKcal: 109,
        fat: 2.2,
        saturatedFat: 1.1,
        carbohydrates: 16,
        sugars: 1.4,
        fiber: 0.8,
        proteins: 5.7,
        salt: 0.43,
      },
      [],
    ],
    [
      'a kJ figure that lost its unit, told by the kcal it is 4.184 times ("2192 658kJ")',
      'Valeurs nutritionnelles\nPour 100g Par portion (30 g) YAR*\nÉnergie 2192 658kJ\n2\n526 kcal 158 kcal “8%\nMatières grasses 34g 10,2g 15%\ndont acides gras saturés 2,8g 084g° 4%\nGlucides 46,9g 14,1g 5%\ndont sucres 0,6g 0,18g 0%\nProtéines 5,9g 1,8g 4%\nSel 1,3g “0,399 7%',
      {
        energyKj: 2192,
        energyKcal: 526,
        fat: 34,
        saturatedFat: 2.8,
        carbohydrates: 46.9,
        sugars: 0.6,
        proteins: 5.9,
        salt: 1.3,
      },
      [],
    ],
    [
      'a kcal figure read beside a speck ("42 2 kcal"): the one that agrees with the column\'s kJ',
      'Nährwerte\npro Portion (250 ml) - pro 100 ml\nBrennwert 440 kJ 176 k)J\n105 kcal 42 2 kcal\nFett 0g 0g\ndavon gesättigte Fettsäuren 0g 0g\nKohlenhydrate _ 26, 5g 10,6 g\ndavon Zucker 26, 5 g 10,6 g\nEiweiß | 0g 0g\nSalz 0g 0g',
      {
        energyKj: 176,
        energyKcal: 42,
        fat: 0,
        saturatedFat: 0,
        carbohydrates: 10.6,
        sugars: 10.6,
        proteins: 0,
        salt: 0,
      },
      [],
    ],
    [
      'a row whose figure OCR gave on the line before its name: placed, and the shopper asked to check it',
      'Nährwerte\npro 100 ml\nBrennwert 1 kJ / 0 kcal\nFett <0,1g\ndavon gesättigte Fettsäuren <0,1g\nKohlenhydrate <0,1g\nDENE—————>\n<0,1g\ndavon Zucker\nDu EEE EEE SO nt\nBallaststoffe <0,1g\nEiweiß <0,1g\nSalz <0,1g',
      {
        energyKj: 1,
        energyKcal: 0,
        fat: 0.1,
        saturatedFat: 0.1,
        carbohydrates: 0.1,
        sugars: 0.1,
        fiber: 0.1,
        proteins: 0.1,
        salt: 0.1,
      },
      ['low_confidence'],
    ],
    [
      'a US panel whose serving may have its g read twice, "(269g)" for "(26g)": read as printed, and every figure flagged',
      'Nutrition Facts\nServing size 1 portion (269g)\nAmount per serving\nCalories 100\n% Daily Value*\nTotal Fat 3g 4%\nSaturated Fat 0.5g 3%\nTrans Fat Og\nSodium 160mg 7%\nTotal Carbohydrate 12g 4%\nDietary Fiber 5g 18%\nTotal Sugars 1g\nProtein 12g',
      {
        energyKcal: 37,
        fat: 1.115,
        saturatedFat: 0.186,
        carbohydrates: 4.461,
        fiber: 1.859,
        sugars: 0.372,
        proteins: 4.461,
        salt: 0.149,
      },
      ['salt_from_sodium', 'low_confidence', 'per_serving_converted'],
    ],
    [
      'a US panel whose serving size lost its g to a q: "(28q)"',
      'Nutrition Facts\nServing size 1 portion (28q)\nAmount per serving\nCalories 30\n% Daily Value*\nTotal Fat Og 0%\nSodium 220mg 10%\nTotal Carbohydrate 7g 3%\nDietary Fiber 0g\nTotal Sugars 7g\nProtein Og',
      { energyKcal: 107, fat: 0, salt: 1.964, carbohydrates: 25, fiber: 0, sugars: 25, proteins: 0 },
      ['salt_from_sodium', 'per_serving_converted'],
    ],
    [
      'rows whose figures OCR did not give: left empty, and the shopper asked to type them',
      'Valeurs nutritionnelles\nPour 100 ml\nÉnergie 113 kJ / 27 kcal\nMatières grasses\ndont acides gras saturés\nGlucides 6,5\ndont sucres 6,5\nProtéines\nSel',
      { energyKj: 113, energyKcal: 27, carbohydrates: 6.5, sugars: 6.5 },
      ['low_confidence'],
    ],
  ])('%s', (_label, ocr, expected, warned) => {
    const table = parseNutritionTable(ocr);
    expect(table?.values).toEqual(expected);
    expect(table?.warnings.map((w) => w.code)).toEqual(warned);
  });

  it('names the rows left empty', () => {
    const table = parseNutritionTable('Pour 100 g\nÉnergie 113 kJ / 27 kcal\nMatières grasses\nGlucides 6,5 g\nSel');
    expect(table?.warnings.find((w) => w.code === 'low_confidence')?.fields).toEqual(['fat', 'salt']);
  });
});
