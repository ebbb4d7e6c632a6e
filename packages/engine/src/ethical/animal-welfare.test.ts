import type { ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from '../evaluate.ts';
import { makeFacts } from '../test/knowledge-fixture.ts';
import { claimedWelfare, deriveAnimalWelfare, farmingClaims, type WelfareData } from './animal-welfare.ts';

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
    ['meat without positive evidence → poor', 'yes', ['meat'], undefined, 'concerning', 'poor', true],
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
    ['a grass-fed label', { labels: ['en:grass-fed'] }, 'outdoor', 'grass fed', 'label'],
    ['a pasture-raised label', { labels: ['en:pasture-raised'] }, 'outdoor', 'pasture raised', 'label'],
    [
      'free-range eggs by category',
      { categoryTags: ['en:free-range-chicken-eggs'] },
      'outdoor',
      'free range',
      'category',
    ],
    ['cage eggs by category', { categoryTags: ['en:cage-chicken-eggs'] }, 'cage', 'cage chicken eggs', 'category'],
    ['barn eggs by category', { categoryTags: ['en:barn-chicken-eggs'] }, 'cage-free', 'barn chicken eggs', 'category'],
    ['grass-fed in the name', { name: 'Grass-Fed Salted Butter' }, 'outdoor', 'grass fed', 'name'],
    [
      'French free range in the list',
      { ingredientsText: 'Œufs de poules élevées en plein air 20%, farine' },
      'outdoor',
      'plein air',
      'ingredients',
    ],
    ['German pasture milk', { ingredientsText: 'Weidemilch, Salz' }, 'outdoor', 'weidemilch', 'ingredients'],
    ['German cage eggs', { ingredientsText: 'Eier aus Käfighaltung' }, 'cage', 'kafighaltung', 'ingredients'],
    ['cage-free is no cage', { name: 'Cage-free eggs' }, 'cage-free', 'cage free', 'name'],
  ] as const)('%s', (_, facts, kind, words, where) => {
    expect(claimsOf(facts)).toEqual([{ kind, words, where }]);
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

  it('meat with a free-range claim is rated on the claim (fair), not as meat without evidence (poor)', () => {
    const claims = claimsOf({ name: 'Free range pork sausages' });
    expect(deriveAnimalWelfare('yes', ['meat'], claimedWelfare(claims, ['meat'])).rating).toBe('fair');
    expect(deriveAnimalWelfare('yes', ['meat'], undefined).rating).toBe('poor');
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
