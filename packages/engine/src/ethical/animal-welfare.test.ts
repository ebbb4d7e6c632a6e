import type { ProductFactsInput } from '@clearcart/contracts';
import { knowledge, loadTranslation } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from '../evaluate.ts';
import { loadMessages, type Locale } from '../i18n/index.ts';
import type { Speech } from '../i18n/voice.ts';
import { makeFacts } from '../test/knowledge-fixture.ts';
import { animalWelfareDecision, ethicalBannerDecision } from '../view/shopper-view.ts';
import {
  claimedWelfare,
  dairyAnimals,
  deriveAnimalWelfare,
  farmingClaims,
  type WelfareData,
} from './animal-welfare.ts';

describe("the spec's animal-welfare derivation", () => {
  it.each<[string, 'yes' | 'no', string[], WelfareData | undefined, string, string, boolean]>([
    ['no animal content → not applicable', 'no', [], undefined, 'none', 'not applicable', false],
    [
      'no animal content even with a certification',
      'no',
      [],
      { certification: 'RSPCA Assured' },
      'none',
      'not applicable',
      false,
    ],
    ['certification → humane', 'yes', ['eggs'], { certification: 'Free range' }, 'humane', 'good', false],
    ['certification "none" is not evidence', 'yes', ['eggs'], { certification: 'none' }, 'concerning', 'unknown', true],
    [
      'certification "unknown" is not evidence',
      'yes',
      ['dairy'],
      { certification: 'Unknown' },
      'concerning',
      'unknown',
      true,
    ],
    ['rating good → humane', 'yes', ['dairy'], { rating: 'good' }, 'humane', 'good', false],
    ['status humane → humane', 'yes', ['dairy'], { status: 'humane', rating: 'fair' }, 'humane', 'fair', false],
    ['rating poor → concerning', 'yes', ['dairy'], { rating: 'poor' }, 'concerning', 'poor', true],
    [
      'status concerning → concerning',
      'yes',
      ['eggs'],
      { status: 'concerning', rating: 'fair' },
      'concerning',
      'fair',
      true,
    ],
    ['otherwise animal content → concerning', 'yes', ['seafood'], { rating: 'fair' }, 'concerning', 'fair', true],
    ['no data → synthesised concerning entry', 'yes', ['eggs'], undefined, 'concerning', 'unknown', true],
    // Audit 2026-12-02 (beef mince): no label or claim on record supports a level, so the rating is not known.
    [
      'meat without any evidence → concerning, rating unknown',
      'yes',
      ['meat'],
      undefined,
      'concerning',
      'unknown',
      true,
    ],
    [
      'a designation (status unknown) → unknown, never concerning',
      'yes',
      ['dairy'],
      { status: 'unknown', details: 'PDO' },
      'unknown',
      'unknown',
      false,
    ],
    ['meat with a certification → humane', 'yes', ['meat'], { certification: 'Organic' }, 'humane', 'good', false],
  ])('%s', (_label, contains, types, data, status, rating, highlighted) => {
    const welfare = deriveAnimalWelfare(contains, types as never, data);
    expect(welfare.status).toBe(status);
    expect(welfare.rating).toBe(rating);
    expect(welfare.highlighted).toBe(highlighted);
  });

  it.each([
    ['meat', /how its animals were kept is not known/],
    ['dairy', /how its cows were kept is not known/],
    ['eggs', /how its hens were kept is not known/],
    ['seafood', /farmed or caught is not known/],
    ['bee product', /bee colonies were managed is not known/],
    ['gelatin product', /skin and bones.*not known/],
  ] as const)(
    'without evidence, says plainly what is not known of %s, and asserts no farming system',
    (type, pattern) => {
      const welfare = deriveAnimalWelfare('yes', [type], undefined);
      expect(welfare.details).toMatch(pattern);
      expect(welfare.details).not.toMatch(/intensive|factory|cage|indoors/i);
    },
  );

  it('names every kind once: "how its cows and hens were kept is not known"', () => {
    expect(deriveAnimalWelfare('yes', ['dairy', 'eggs', 'seafood'], undefined).details).toBe(
      'No welfare label or farming claim is on record for this product, so how its cows and hens were kept is not known. ' +
        'No certification is on record for this product, so how its fish or shellfish were farmed or caught is not known.',
    );
  });

  it("gives conventional dairy farming's general picture as context only where the facts say nothing", () => {
    const unknown = deriveAnimalWelfare('yes', ['dairy', 'eggs'], undefined);
    expect(unknown.notes).toMatch(/^In conventional dairy farming .*calves/);
    expect(unknown.sources?.length).toBeGreaterThan(0);
    expect(deriveAnimalWelfare('yes', ['dairy'], { certification: 'Organic' }).notes).toBe('');
    expect(
      deriveAnimalWelfare('yes', ['dairy'], claimedWelfare(claimsOf({ labels: ['en:grass-fed'] }), ['dairy'])).notes,
    ).toBe('');
    expect(deriveAnimalWelfare('yes', ['eggs'], undefined).notes).toBe('');
  });
});

/** The facts a claim is read from, with nothing in them by default. */
const claimsOf = (facts: Partial<Parameters<typeof farmingClaims>[0]>) =>
  farmingClaims({ labels: [], categoryTags: [], name: 'Product', ...facts });

describe("farming claims in the product's own facts", () => {
  it.each([
    ['a grass-fed label', { labels: ['en:grass-fed'] }, 'outdoor', 'grass fed', 'label', 'en:grass-fed'],
    [
      'a pasture-raised label',
      { labels: ['en:pasture-raised'] },
      'outdoor',
      'pasture raised',
      'label',
      'en:pasture-raised',
    ],
    [
      'free-range eggs by category',
      { categoryTags: ['en:free-range-chicken-eggs'] },
      'outdoor',
      'free range',
      'category',
      'en:free-range-chicken-eggs',
    ],
    [
      'cage eggs by category',
      { categoryTags: ['en:cage-chicken-eggs'] },
      'cage',
      'cage chicken eggs',
      'category',
      'en:cage-chicken-eggs',
    ],
    [
      'barn eggs by category',
      { categoryTags: ['en:barn-chicken-eggs'] },
      'cage-free',
      'barn chicken eggs',
      'category',
      'en:barn-chicken-eggs',
    ],
    ['grass-fed in the name', { name: 'Grass-Fed Salted Butter' }, 'outdoor', 'Grass-Fed', 'name'],
    [
      'French free range in the list',
      { ingredientsText: 'Œufs de poules élevées en plein air 20%, farine' },
      'outdoor',
      'plein air',
      'ingredients',
      undefined,
      true,
    ],
    ['German pasture milk', { ingredientsText: 'Weidemilch, Salz' }, 'outdoor', 'Weidemilch', 'ingredients'],
    [
      'German cage eggs',
      { ingredientsText: 'Eier aus Käfighaltung' },
      'cage',
      'Käfighaltung',
      'ingredients',
      undefined,
      true,
    ],
    ['cage-free is no cage', { name: 'Cage-free eggs' }, 'cage-free', 'Cage-free', 'name'],
    // Words on record are quoted as written; a tag's words only with the tag, to be named in the report's language.
    // A claim written on the list's egg is said of the hens (blind audit 18).
  ] as const)('%s', (_, facts, kind, words, where, tag?: string, ofEggs?: boolean) => {
    expect(claimsOf(facts)).toEqual([{ kind, words, where, ...(tag ? { tag } : {}), ...(ofEggs ? { ofEggs } : {}) }]);
  });

  it('finds none in a product that makes no claim', () => {
    expect(claimsOf({ name: 'Pure Irish Butter', ingredientsText: 'Pasteurised cream, salt' })).toEqual([]);
  });

  it("a claim is said as the maker's word: rated fair, still no certification, and no intensive farming beside it", () => {
    const welfare = deriveAnimalWelfare(
      'yes',
      ['dairy'],
      claimedWelfare(claimsOf({ labels: ['en:grass-fed'] }), ['dairy']),
    );
    expect(welfare).toMatchObject({ status: 'concerning', rating: 'fair', certification: 'none', notes: '' });
    expect(welfare.details).toBe(
      "“Grass fed” (a label on record): the maker's word that the cows were kept outdoors or fed on pasture, not an independent welfare certification.",
    );
    expect(welfare.details).not.toMatch(/intensive|factory/);
    expect(welfare.sources?.[0]?.quote).toMatch(/no single program/);
  });

  it('cages on record are said, and rated poor', () => {
    const welfare = deriveAnimalWelfare(
      'yes',
      ['eggs'],
      claimedWelfare(claimsOf({ categoryTags: ['en:cage-chicken-eggs'] }), ['eggs']),
    );
    expect(welfare).toMatchObject({ status: 'concerning', rating: 'poor' });
    expect(welfare.details).toBe('“Cage chicken eggs” (its category): the hens were kept in cages.');
  });

  it('meat with a free-range claim is rated on the claim (fair), meat without evidence not rated (unknown)', () => {
    const claims = claimsOf({ name: 'Free range pork sausages' });
    expect(deriveAnimalWelfare('yes', ['meat'], claimedWelfare(claims, ['meat'])).rating).toBe('fair');
    expect(deriveAnimalWelfare('yes', ['meat'], undefined).rating).toBe('unknown');
  });

  // Audit 2026-12-02 (Reblochon de Savoie AOP): a PDO/PGI is a farming specification, not a welfare certification.
  it.each([
    ['a PDO label', { labels: ['en:pdo'] }, 'PDO'],
    ['an AOC category', { categoryTags: ['en:aoc-cheeses'] }, 'AOC'],
    ['a DOP in the name', { name: 'Parmigiano Reggiano DOP' }, 'DOP'],
    ['a g.U. in the name', { name: 'Allgäuer Emmentaler g.U.' }, 'G.U'],
    ['an IGP label', { labels: ['fr:igp'] }, 'IGP'],
  ])('%s is a designation: welfare not known, never concerning', (_, facts, words) => {
    const welfare = deriveAnimalWelfare('yes', ['dairy'], claimedWelfare(claimsOf(facts), ['dairy']));
    expect(welfare).toMatchObject({ status: 'unknown', rating: 'unknown', highlighted: false });
    expect(welfare.details).toContain(`“${words}”`);
    expect(welfare.details).toMatch(/not a welfare certification, so how its cows were kept is not known/);
    expect(welfare.sources?.[0]?.title).toMatch(/2024\/1143/);
  });

  it('a designation word inside an ingredient list is no claim about this product', () => {
    expect(claimsOf({ ingredientsText: 'Pain, comté AOP 20 %, beurre' })).toEqual([]);
  });

  it('a designation beside a keeping claim: the claim rates it, the designation is said too', () => {
    const welfare = deriveAnimalWelfare(
      'yes',
      ['eggs'],
      claimedWelfare(claimsOf({ labels: ['en:pgi', 'en:free-range'] }), ['eggs']),
    );
    expect(welfare).toMatchObject({ status: 'concerning', rating: 'fair' });
    expect(welfare.details).toMatch(/open-air runs.*“PGI”/s);
  });
});

describe('the welfare card of a whole report follows the facts', () => {
  const butter = (overrides: Partial<ProductFactsInput> = {}) =>
    evaluateProductStrict(
      makeFacts({
        name: 'Pure Irish Butter',
        categoryTags: ['en:dairies', 'en:butters'],
        ingredientsText: 'Pasteurised cream, salt',
        allergens: ['en:milk'],
        origins: 'Ireland',
        ...overrides,
      }),
      knowledge,
    ).ratings.ethical.animal_welfare;

  it('a grass-fed butter is told its claim, not the intensive-dairy picture', () => {
    const welfare = butter({ labels: ['en:grass-fed'] });
    expect(welfare.details).toMatch(/^“Grass fed” \(a label on record\): the maker's word that the cows/);
    expect(`${welfare.details} ${welfare.notes}`).not.toMatch(/intensive|factory|calves/);
  });

  it('an organic butter is told its certification, and nothing says no label is on record', () => {
    const welfare = butter({ labels: ['en:eu-organic'] });
    expect(welfare.status).toBe('humane');
    expect(`${welfare.details} ${welfare.notes}`).not.toMatch(/No welfare label|intensive/);
  });

  it('a butter whose facts say nothing is told plainly that it is not known', () => {
    const welfare = butter();
    expect(welfare.details).toBe(
      'No welfare label or farming claim is on record for this product, so how its cows were kept is not known.',
    );
    expect(welfare.notes).toMatch(/^In conventional dairy farming/);
  });
});

/** The audit of 2026-12-02: the rules, each in a language other than English too. */
describe('ethical rules of the 2026-12-02 audit, in every language', () => {
  const report = (facts: Partial<ProductFactsInput>, prefs?: Parameters<typeof evaluateProductStrict>[2]) =>
    evaluateProductStrict(makeFacts(facts), knowledge, prefs);
  const organicButter = {
    name: 'Beurre doux bio',
    categoryTags: ['en:dairies', 'en:butters'],
    ingredientsText: 'Crème pasteurisée',
    allergens: ['en:milk'],
    labels: ['en:organic', 'en:eu-organic', 'en:fairtrade-international', 'en:fair-trade'],
  };

  it('a generic label beside its certified scheme is not named; alone, it is', () => {
    const { environmental, ethical } = report(organicButter).ratings;
    const names = [...environmental.certifications, ...ethical.certifications].map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['EU organic (Euro leaf)', 'Fairtrade (Fairtrade International)']));
    expect(JSON.stringify({ environmental, ethical })).not.toMatch(/scheme not stated/);
    const alone = report({ ...organicButter, labels: ['en:organic'] }).ratings.environmental.certifications;
    expect(alone.map((c) => c.name)).toContain('Organic (scheme not stated)');
  });

  it('the welfare card cites the certified organic scheme as organic rules, never as a welfare label', () => {
    const { ethical } = report(organicButter).ratings;
    expect(ethical.animal_welfare).toMatchObject({ status: 'humane', certification: 'EU organic (Euro leaf)' });
    expect(ethical.animal_welfare.details).toMatch(/organic rules include animal-welfare requirements/);
    expect(ethical.animal_welfare.details).not.toMatch(/no certification logo/);
    expect(ethical.recommendations.join(' ')).not.toMatch(/welfare label/);
  });

  it('an organic claim with no scheme on record never makes the welfare humane', () => {
    const welfare = report({ ...organicButter, labels: ['en:organic'] }).ratings.ethical.animal_welfare;
    expect(welfare).toMatchObject({ status: 'unknown', rating: 'unknown', certification: 'none' });
    expect(welfare.details).toMatch(/organic claim with no certification scheme on record/);
    expect(`${welfare.details} ${welfare.notes}`).not.toMatch(/No welfare label|intensive/);
  });

  it('a PDO cheese: welfare not known, no welfare concern, in French too', async () => {
    const cheese = {
      name: 'Reblochon de Savoie',
      categoryTags: ['en:dairies', 'en:cheeses', 'en:aoc-cheeses'],
      ingredientsText: 'Lait cru de vache, sel, ferments lactiques, présure',
      labels: ['en:pdo'],
    };
    const { ethical } = report(cheese).ratings;
    expect(ethical.animal_welfare).toMatchObject({ status: 'unknown', rating: 'unknown' });
    expect(ethical.impact_summary).not.toMatch(/no welfare certification on record/);
    expect(animalWelfareDecision(ethical).status).toBe('unknown');
    expect(ethicalBannerDecision(ethical)).toBeNull();
    const fr = evaluateProductStrict(makeFacts(cheese), knowledge, undefined, await speech('fr'));
    expect(fr.ratings.ethical.animal_welfare.details).toMatch(/appellation protégée.*on ne sait donc pas/);
    // Never scored above the same cheese with nothing on record: an unknown is never better than a known.
    const plain = report({ ...cheese, labels: [], categoryTags: ['en:dairies', 'en:cheeses'] }).ratings.ethical;
    expect(ethical.score).toBeLessThanOrEqual(plain.score!);
  });

  it('seafood gets fisheries advice, and a cosmetic’s lanolin no farming advice', async () => {
    const tuna = report({
      name: 'Miettes de thon',
      ingredientsText: 'Thon, huile de tournesol, sel',
      allergens: ['en:fish'],
    });
    const tunaAdvice = tuna.ratings.ethical.recommendations.join(' ');
    expect(tunaAdvice).toMatch(/MSC/);
    expect(tunaAdvice).not.toMatch(/free-range/);
    const cream = {
      name: 'Skin cream',
      kind: 'cosmetic' as const,
      ingredientsText: 'Aqua, Paraffinum Liquidum, Lanolin Alcohol',
    };
    for (const locale of ['en', 'de'] as const) {
      const advice = evaluateProductStrict(
        makeFacts(cream),
        knowledge,
        undefined,
        await speech(locale),
      ).ratings.ethical.recommendations.join(' ');
      expect(advice).toMatch(locale === 'en' ? /vegan-certified alternative/ : /vegan zertifizierte Alternative/);
      expect(advice).not.toMatch(/organic|free-range|Bio|Freiland/);
    }
  });

  it('vitamin D keeps vegan at "maybe" over a record’s vegan tag, not over a vegan label', () => {
    const flakes = { ingredientsText: 'Maize, Sugar, Salt, Vitamin D, Vitamin B12', ingredientsAnalysis: ['en:vegan'] };
    const tagged = report(flakes).ratings.ethical;
    expect(tagged.animal_derived_content).toMatchObject({ vegan: 'maybe', contains_animal_ingredients: 'maybe' });
    expect(tagged.animal_welfare.status).toBe('unknown');
    const labelled = report({ ...flakes, labels: ['en:vegan-society'] }).ratings.ethical;
    expect(labelled.animal_derived_content.vegan).toBe('yes');
    // D2 is made from fungi or yeast: no doubt is raised.
    expect(
      report({ ...flakes, ingredientsText: 'Maize, Vitamin D2' }).ratings.ethical.animal_derived_content.vegan,
    ).toBe('yes');
  });
});

/** A company policy on record is the one animal-testing answer: no "unknown" beside it. */
describe('animal testing is answered once', () => {
  it('with no policy on record, the gap is ClearCart’s, not the company’s', () => {
    const { ethical } = evaluateProductStrict(
      makeFacts({ name: 'Hand cream', kind: 'cosmetic', brand: 'Nobody Knows Ltd' }),
      knowledge,
    ).ratings;
    expect(ethical.animal_testing.details).toMatch(/ClearCart has no record of the company's animal-testing policy/);
    expect(ethical.animal_testing.details).not.toMatch(/no known company policy/);
  });
});

const speech = async (locale: Locale): Promise<Speech> => ({
  messages: await loadMessages(locale),
  translation: await loadTranslation(locale),
});

describe('whose milk a dairy product is', () => {
  const of = (name: string, ingredientsText = '', category = 'Yogurts') =>
    dairyAnimals({ name, category, categoryTags: [], ingredientsText });
  it.each([
    ['Yaourt nature brebis', 'Lait de brebis, ferments', 'animals'],
    ['Ziegenkäse', 'Ziegenmilch, Salz', 'animals'],
    ['Mozzarella di bufala', 'latte di bufala, sale', 'animals'],
    ['Greek yogurt', 'Cow’s milk, cultures', 'cows'],
    ['Natural yogurt', 'Milk, cultures', 'cows'],
    ['Feta', 'sheep’s milk, goat’s milk, cow’s milk', 'animals'],
  ] as const)('%s → %s', (name, list, kept) => expect(of(name, list)).toBe(kept));

  it("a ewe's-milk yogurt's welfare speaks of its animals, not cows, and gives no picture of dairy cows", () => {
    const welfare = deriveAnimalWelfare('yes', ['dairy'], undefined, undefined, 'animals');
    expect(welfare.details).toMatch(/how its animals were kept is not known/);
    expect(`${welfare.details} ${welfare.notes}`).not.toMatch(/cows|calves/);
  });
});

describe('a welfare concern says what is on record, not more (third blind audit)', () => {
  it('eggs with no list and no labels: no welfare certification on record, never "without" one', () => {
    const { ethical } = evaluateProductStrict(makeFacts({ name: 'Mince', allergens: ['en:eggs'] }), knowledge).ratings;
    expect(ethical.impact_summary).toContain('animal ingredients (eggs) with no welfare certification on record');
    expect(ethical.recommendations.join(' ')).toContain(
      'it contains animal ingredients (eggs) and no welfare certification is on record.',
    );
    expect(`${ethical.impact_summary} ${ethical.recommendations.join(' ')}`).not.toMatch(/without welfare/);
  });
});
