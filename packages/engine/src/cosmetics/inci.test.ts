import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { analyse } from '../analyse.ts';
import { indexKnowledge } from '../knowledge-index.ts';
import { makeFacts } from '../test/knowledge-fixture.ts';
import { analyseInci, parseInci } from './inci.ts';

const cosmetics = knowledge.cosmetics!;

// Real lists of the seed catalog (manufacturers' pages), as printed on the packs.
const NIVEA =
  'Aqua, Paraffinum Liquidum, Cera Microcristallina, Glycerin, Lanolin Alcohol (Eucerit), Paraffin, Panthenol, Decyl Oleate, Octyldodecanol, Aluminum Stearates, Citric Acid, Magnesium Sulfate, Magnesium Stearate, Parfum, Limonene, Geraniol, Hydroxycitronellal, Linalool, Citronellol, Benzyl Benzoate, Cinnamyl Alcohol.';
const CERAVE =
  'Aqua/Water, Glycerin, Cetearyl Alcohol, Caprylic/Capric Triglyceride, Cetyl Alcohol, Ceteareth-20, Petrolatum, Potassium Phosphate, Ceramide NP, Ceramide AP, Ceramide EOP, Carbomer, Dimethicone, Behentrimonium Methosulfate, Sodium Lauroyl Lactylate, Sodium Hyaluronate, Cholesterol, Phenoxyethanol, Disodium EDTA, Dipotassium Phosphate, Tocopherol, Phytosphingosine, Xanthan Gum, Ethylhexylglycerin.';
const DOVE =
  'Sodium Lauroyl Isethionate, Stearic Acid, Sodium Tallowate or Sodium Palmitate, Lauric Acid, Sodium Isethionate, Water, Sodium Stearate, Cocamidopropyl Betaine, Sodium Cocoate or Sodium Palm Kernelate, Fragrance, Sodium Chloride, Tetrasodium EDTA, Tetrasodium Etidronate, Titanium Dioxide.';
// The conventions of decorative cosmetics and sunscreens: shades' colours after "[+/-", nano markers, a French heading.
const MASCARA =
  'Ingrédients : Aqua/Water/Eau, Cera Alba/Beeswax/Cire d’abeille, Paraffin, Acacia Senegal Gum, Titanium Dioxide (nano), Methylisothiazolinone, 2-Bromo-2-Nitropropane-1,3-Diol, Parfum/Fragrance [+/- CI 77491, CI 77492, CI 77499 (Iron Oxides)]';

describe('parseInci', () => {
  it('keeps every ingredient of a real list in order, as written, without the final full stop', () => {
    const list = parseInci(NIVEA);
    expect(list).toHaveLength(21);
    expect(list[0]?.text).toBe('Aqua');
    expect(list.at(-1)?.text).toBe('Cinnamyl Alcohol');
    expect(list.find((i) => i.text.startsWith('Lanolin'))?.names).toEqual([
      'Lanolin Alcohol (Eucerit)',
      'Lanolin Alcohol',
      'Eucerit',
    ]);
  });

  it('reads slash alternatives as one ingredient, but keeps a slashed INCI name whole', () => {
    const list = parseInci(CERAVE);
    expect(list).toHaveLength(24);
    expect(list[0]?.names).toEqual(['Aqua/Water', 'Aqua', 'Water']);
    expect(list[3]?.names).toContain('Caprylic/Capric Triglyceride');
  });

  it('reads the heading, nano markers, names with commas between digits, and the shades after "[+/-"', () => {
    const list = parseInci(MASCARA);
    expect(list.map((i) => i.text)).toEqual([
      'Aqua/Water/Eau',
      'Cera Alba/Beeswax/Cire d’abeille',
      'Paraffin',
      'Acacia Senegal Gum',
      'Titanium Dioxide',
      'Methylisothiazolinone',
      '2-Bromo-2-Nitropropane-1,3-Diol',
      'Parfum/Fragrance',
      'CI 77491',
      'CI 77492',
      'CI 77499 (Iron Oxides)',
    ]);
    expect(list.find((i) => i.text === 'Titanium Dioxide')?.nano).toBe(true);
    expect(list.filter((i) => i.mayContain).map((i) => i.colourIndex)).toEqual(['CI 77491', 'CI 77492', 'CI 77499']);
  });

  it('returns nothing for an empty or wordless list', () => {
    expect(parseInci('')).toEqual([]);
    expect(parseInci(' . ; , ')).toEqual([]);
  });
});

describe('analyseInci', () => {
  it("finds a moisturiser's fragrance allergens and what its ingredients do", () => {
    const found = analyseInci(NIVEA, cosmetics);
    expect(found.fragranceAllergens.map((f) => f.id)).toEqual([
      'limonene',
      'geraniol',
      'hydroxycitronellal',
      'linalool',
      'citronellol',
      'benzyl_benzoate',
      'cinnamyl_alcohol',
    ]);
    expect(found.functions.get('Glycerin')?.function).toBe('Humectant');
    expect(found.functions.get('Parfum')?.function).toBe('Perfuming');
    expect(found.animal.map((a) => a.written)).toEqual(['Lanolin Alcohol (Eucerit)']);
    expect(found.substances).toEqual([]);
  });

  it('finds the fragrance allergens Regulation (EU) 2023/1545 added: essential oils under their INCI names, menthol, camphor', () => {
    const list =
      'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Lavandula Angustifolia (Lavender) Oil, Mentha Piperita (Peppermint) Oil, Linalyl Acetate, Linalool, Camphor, Menthol, Pinene, Citric Acid.';
    expect(analyseInci(list, cosmetics).fragranceAllergens.map((f) => f.id)).toEqual([
      'lavandula',
      'mentha_piperita_oil',
      'linalyl_acetate',
      'linalool',
      'camphor',
      'menthol',
      'pinene',
    ]);
    expect(cosmetics.fragranceAllergens.length).toBeGreaterThanOrEqual(80);
    // Organic ranges use common names and a qualifier (Dr. Bronner's Peppermint soap, as its maker lists it).
    const castile =
      'Water, Saponified Organic Coconut, Organic Palm Kernel and Organic Olive Oils (w/ Retained Glycerin), Organic Hemp Oil, Organic Jojoba Oil, Mentha Arvensis, Organic Peppermint Oil, Citric Acid, Tocopherol.';
    expect(analyseInci(castile, cosmetics).fragranceAllergens).toMatchObject([
      { id: 'mentha_piperita_oil', written: 'Organic Peppermint Oil' },
    ]);
  });

  it('finds substances of concern with their regulatory status, animal-derived and colour ingredients', () => {
    const found = analyseInci(MASCARA, cosmetics);
    expect(found.substances.map((s) => [s.substance.id, s.written])).toEqual([
      ['methylisothiazolinone', 'Methylisothiazolinone'],
      ['formaldehyde_releasers', '2-Bromo-2-Nitropropane-1,3-Diol'],
    ]);
    expect(found.substances[0]?.substance.status).toMatch(/Banned in leave-on cosmetics in the EU/);
    expect(found.animal.map((a) => a.type)).toEqual(['bee product']);
    expect(found.functions.get('CI 77491')?.function).toBe('Colourant');
  });

  it('reads food allergens under their botanical names, and tallow as animal-derived', () => {
    const found = analyseInci(
      'Aqua, Arachis Hypogaea Oil, Prunus Amygdalus Dulcis Oil, Avena Sativa Kernel Flour',
      cosmetics,
    );
    expect(found.foodAllergens.map((f) => [f.allergen, f.written])).toEqual([
      ['peanuts', 'Arachis Hypogaea Oil'],
      ['tree_nuts', 'Prunus Amygdalus Dulcis Oil'],
      ['gluten', 'Avena Sativa Kernel Flour'],
    ]);
    expect(analyseInci(DOVE, cosmetics).animal.map((a) => a.written)).toEqual(['Sodium Tallowate or Sodium Palmitate']);
  });
});

describe('an ingredient written as one of two, in the report', () => {
  it('is never called "not recognised": the unknown names only the ingredients not recognised', () => {
    const facts = makeFacts({ kind: 'cosmetic', category: 'Soap bar', categoryTags: [], ingredientsText: DOVE });
    const { vegan } = analyse(facts, indexKnowledge(knowledge)).animal;
    expect(vegan.status).toBe('unknown');
    expect(vegan.because).not.toContain('Sodium Tallowate or Sodium Palmitate');
    // A coconut derivative is of plants (blind audit 107): the doubt is elsewhere.
    expect(vegan.because).not.toContain('Cocamidopropyl Betaine');
    expect(vegan.because.length).toBeGreaterThan(0);
  });
});
