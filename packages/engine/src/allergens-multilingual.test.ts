/** Allergens in every language Open Food Facts knows, with our false-friend guards, and free-text declarations. */
import type { ProductFactsInput } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { ratingsOf } from './test/ratings.ts';

const allergens = (input: Partial<ProductFactsInput>) => ratingsOf(input).health.allergens;
const yes = (input: Partial<ProductFactsInput>) =>
  Object.entries(allergens(input))
    .filter(([, a]) => a.status === 'yes')
    .map(([id]) => id)
    .sort();

describe('allergens in many languages', () => {
  it('Finnish, Swedish, Polish and Japanese ingredient lists', () => {
    expect(yes({ ingredientsText: 'vehnäjauho, sokeri, kananmuna, maitojauhe', lang: 'fi' })).toEqual(
      expect.arrayContaining(['dairy', 'eggs', 'gluten', 'wheat']),
    );
    expect(yes({ ingredientsText: 'vetemjöl, socker, mjölkpulver, selleri', lang: 'sv' })).toEqual(
      expect.arrayContaining(['celery', 'dairy', 'gluten']),
    );
    expect(yes({ ingredientsText: 'mąka pszenna, cukier, mleko w proszku, gorczyca', lang: 'pl' })).toEqual(
      expect.arrayContaining(['dairy', 'gluten', 'mustard']),
    );
    expect(yes({ ingredientsText: '砂糖、小麦粉、牛乳、卵', lang: 'ja' })).toEqual(
      expect.arrayContaining(['dairy', 'eggs']),
    );
  });

  it('guards false friends: Finnish "ei", Japanese 乳化剤, Spanish "en polvo", brassica', () => {
    expect(yes({ ingredientsText: 'sokeri, vesi, suola (ei lisättyä sokeria)', lang: 'fi' })).not.toContain('eggs');
    expect(yes({ ingredientsText: '砂糖、植物油脂、乳化剤、香料', lang: 'ja' })).not.toContain('dairy');
    expect(yes({ ingredientsText: 'azúcar, cacao en polvo, ajo en polvo', lang: 'es' })).not.toContain('molluscs');
    expect(yes({ ingredientsText: 'brassica oleracea, water', lang: 'en' })).not.toContain('mustard');
    expect(yes({ ingredientsText: 'sugar, coconut milk, cocoa butter', lang: 'en' })).toEqual([]);
  });

  it('traces in languages that inflect their nouns, and verb-final markers', () => {
    const traced = (text: string, lang: string) =>
      Object.entries(allergens({ ingredientsText: text, lang }))
        .filter(([, a]) => a.may_contain)
        .map(([id]) => id)
        .sort();
    expect(traced('Cukier, kakao. Może zawierać śladowe ilości orzechów, sezamu i mleka.', 'pl')).toEqual(
      expect.arrayContaining(['dairy', 'sesame', 'tree_nuts']),
    );
    expect(traced('Cukr, kakao. Může obsahovat stopy ořechů a arašídů.', 'cs')).toEqual(
      expect.arrayContaining(['peanuts', 'tree_nuts']),
    );
    expect(traced('Сахар, какао. Может содержать следы орехов, арахиса и молока.', 'ru')).toEqual(
      expect.arrayContaining(['dairy', 'peanuts', 'tree_nuts']),
    );
    expect(traced('Cukor, kakaó. Nyomokban mogyorót és földimogyorót tartalmazhat.', 'hu')).toEqual(
      expect.arrayContaining(['peanuts', 'tree_nuts']),
    );
    // Turkish closes the statement with the verb: the allergens before it are traces, not ingredients.
    const turkish = allergens({ ingredientsText: 'Şeker, kakao. Fındık ve süt içerebilir.', lang: 'tr' });
    expect(turkish.dairy?.may_contain).toBe(true);
    expect(turkish.dairy?.status).not.toBe('yes');
    // Stems do not invent allergens in a plain list.
    expect(
      yes({ ingredientsText: 'сахар, вода, соль, подсолнечное масло, лук, чеснок, картофель', lang: 'ru' }),
    ).toEqual([]);
  });

  it('two-letter words count in their own languages: "Ei" in German and Dutch, "æg" in Danish; never in Finnish', () => {
    expect(yes({ ingredientsText: 'Zucker, Ei, Salz', lang: 'de' })).toContain('eggs');
    expect(yes({ ingredientsText: 'suiker, ei, zout', lang: 'nl' })).toContain('eggs');
    expect(yes({ ingredientsText: 'sukker, æg, salt', lang: 'da' })).toContain('eggs');
    expect(yes({ ingredientsText: 'sokeri, ei, suola', lang: 'fi' })).not.toContain('eggs');
    expect(yes({ ingredientsText: 'sugar, ei, salt', lang: 'en' })).not.toContain('eggs');
  });

  it('a negated "contains" is a claim, not an ingredient, in each language', () => {
    expect(yes({ ingredientsText: 'kaura, vesi, rypsiöljy, suola. Ei sisällä maitoa.', lang: 'fi' })).not.toContain(
      'dairy',
    );
    expect(yes({ ingredientsText: 'Hafer, Wasser, Salz. Enthält keine Milch.', lang: 'de' })).not.toContain('dairy');
    expect(yes({ ingredientsText: 'haver, water, zout. Bevat geen melk.', lang: 'nl' })).not.toContain('dairy');
    expect(yes({ ingredientsText: 'oats, water, salt. Contains no milk.', lang: 'en' })).not.toContain('dairy');
    // The claim goes, the list stays.
    expect(yes({ ingredientsText: 'Weizenmehl, Butter. Enthält keine Nüsse.', lang: 'de' })).toEqual(
      expect.arrayContaining(['dairy', 'wheat']),
    );
  });

  it("an allergen word of OFF's allergens taxonomy is never masked as a false friend of itself", () => {
    // The ingredients taxonomy gives "rye flour" and "crème fraîche" no allergen, so they looked like "coconut milk".
    expect(yes({ ingredientsText: 'water, rye flour, salt' })).toContain('gluten');
    expect(yes({ ingredientsText: 'pommes de terre, crème fraîche, sel', lang: 'fr' })).toContain('dairy');
    expect(yes({ ingredientsText: 'water, coconut milk, rice milk' })).not.toContain('dairy');
    // A form made from the allergen is the allergen (EU law exempts none of these), unless it says it is free of it.
    expect(yes({ ingredientsText: 'water, sesame oil, hazelnut oil, texturised soya protein' })).toEqual(
      expect.arrayContaining(['sesame', 'soy', 'tree_nuts']),
    );
    expect(yes({ ingredientsText: 'eau, farine de seigle, huile de sésame', lang: 'fr' })).toEqual(
      expect.arrayContaining(['gluten', 'sesame']),
    );
    expect(yes({ ingredientsText: 'gluten free oat flakes, water' })).not.toContain('gluten');
    // "Other nuts" is more nuts, in any language and case.
    const other = (text: string, lang: string) => allergens({ ingredientsText: text, lang }).tree_nuts?.may_contain;
    expect(other('Sugar, cocoa. May contain peanuts and other nuts.', 'en')).toBe(true);
    expect(other('Zucker, Kakao. Kann Spuren von Erdnüssen und anderen Schalenfrüchten enthalten.', 'de')).toBe(true);
  });

  it('advice on how allergens are printed is not part of the list; a declaration after "Allergy advice" is', () => {
    const oats =
      'Oat flakes, sugar. Allergy advice: for allergens, including cereals containing gluten, see ingredients in bold.';
    expect(yes({ ingredientsText: oats })).toEqual(['gluten']);
    expect(
      ratingsOf({ ingredientsText: 'Farine de BLÉ, sucre. Les allergènes sont indiqués en gras.', lang: 'fr' }).ethical
        .animal_derived_content.vegan,
    ).toBe('yes');
    expect(yes({ ingredientsText: 'Sugar, cocoa. Allergy advice: contains milk.' })).toContain('dairy');
  });

  it('what shows wheat shows gluten: spelt is wheat, and wheat a gluten cereal', () => {
    expect(yes({ ingredientsText: 'water, spelt flour, salt' })).toEqual(expect.arrayContaining(['gluten', 'wheat']));
    const traces = allergens({ ingredientsText: 'sugar, cocoa. May contain spelt.' });
    expect(traces.gluten?.may_contain).toBe(true);
  });

  it('German compounds: a processed form of a named food counts for it; other compounds do not', () => {
    expect(
      yes({
        ingredientsText: 'Molkenproteinkonzentrat, Weizenglutenprotein, Garnelenextrakt, Kabeljaufilet',
        lang: 'de',
      }),
    ).toEqual(['dairy', 'fish', 'gluten', 'shellfish', 'wheat']);
    // Butter beans, honeydew melon and lactic acid are not dairy or honey; peanut oil is not a tree nut.
    expect(yes({ ingredientsText: 'Butterbohnen, Honigmelone, Milchsäure, Erdnussöl', lang: 'de' })).toEqual([
      'peanuts',
    ]);
  });

  it('the EU allergens beyond the spec nine: celery, mustard, lupin, molluscs, sulphites, gluten cereals', () => {
    expect(
      yes({ ingredientsText: 'water, celery, mustard seeds, lupin flour, mussels, sodium metabisulphite, barley' }),
    ).toEqual(expect.arrayContaining(['celery', 'gluten', 'lupin', 'molluscs', 'mustard', 'sulphites']));
  });

  it('a gluten declaration is gluten, not wheat; wheat is both', () => {
    // Oats, barley and rye carry gluten too: without a list, wheat is not known.
    const declared = allergens({ allergens: ['en:gluten'] });
    expect(declared.gluten?.status).toBe('yes');
    expect(declared.wheat?.status).toBe('unknown');
    const oats = allergens({ allergens: ['en:gluten'], ingredientsText: 'water, oats 10%, rapeseed oil' });
    expect(oats.wheat?.status).toBe('no');
    expect(yes({ ingredientsText: 'wheat flour, sugar' })).toEqual(expect.arrayContaining(['gluten', 'wheat']));
    expect(yes({ ingredientsText: 'sucre', allergens: ['fr:blé'] })).toEqual(
      expect.arrayContaining(['gluten', 'wheat']),
    );
    const barley = allergens({ allergens: ['en:gluten'], ingredientsText: 'barley malt extract, water' });
    expect(barley.gluten?.status).toBe('yes');
    expect(barley.wheat?.status).toBe('no');
  });

  it('reads free-text declarations and trace statements in many languages; boilerplate declares nothing', () => {
    expect(yes({ ingredientsText: 'sucre, farine', allergens: ['fr:lait', 'fr:noisettes'] })).toEqual(
      expect.arrayContaining(['dairy', 'tree_nuts']),
    );
    const traces = allergens({ ingredientsText: 'azúcar, cacao. Puede contener traza de cacahuete.' });
    expect(traces.peanuts?.may_contain).toBe(true);
    expect(allergens({ ingredientsText: 'Sokeri, kaakao. Voi sisältää pähkinää.' }).tree_nuts?.may_contain).toBe(true);
    expect(
      allergens({ ingredientsText: 'Zucker, Kakao. Kann Spuren von Sellerie enthalten.' }).celery?.may_contain,
    ).toBe(true);
    expect(
      yes({ ingredientsText: 'sugar', allergens: ['en:allergy-advice-for-allergens-see-ingredients-in-bold'] }),
    ).toEqual([]);
  });

  it.each([
    ['English', 'potatoes, water, salt without milk'],
    ['French', 'pommes de terre, eau, sel sans lait'],
    ['German', 'Kartoffeln, Wasser, Salz ohne Milch'],
    ['Italian', 'patate, acqua, sale senza latte'],
    ['Spanish', 'patatas, agua, sal sin leche'],
    ['Dutch', 'aardappelen, water, zout zonder melk'],
    ['Polish', 'ziemniaki, woda, sól bez mleka'],
    ['Swedish', 'potatis, vatten, salt utan mjölk'],
  ])('"without" inside an ingredient removes what it negates (%s)', (_, ingredientsText) => {
    expect(allergens({ ingredientsText }).dairy?.status).toBe('no');
    expect(ratingsOf({ ingredientsText }).ethical.animal_derived_content.animal_product_type).toEqual([]);
    // The ingredient before it stays: "salt with milk" is milk.
    expect(allergens({ ingredientsText: ingredientsText.replace(/ \S+ (\S+)$/, ', $1') }).dairy?.status).toBe('yes');
  });

  it('Finnish "ilman mätiä" (without roe) is not fish', () => {
    expect(allergens({ ingredientsText: 'vesi, sokeri, ilman mätiä' }).fish?.status).toBe('no');
    expect(allergens({ ingredientsText: 'vesi, sokeri, mätiä' }).fish?.status).toBe('yes');
  });
});
