import type { ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { insightsOf, marketSentence, ownerText, resolveOwnership } from './company.ts';
import { indexKnowledge } from './knowledge-index.ts';
import { fixtureKnowledge, makeFacts } from './test/knowledge-fixture.ts';

const src = [{ title: 'market source', url: 'https://en.wikipedia.org/wiki/Licence' }];
const [jerrys, ...others] = fixtureKnowledge.brands;
const index = indexKnowledge({
  ...fixtureKnowledge,
  brands: [
    {
      ...jerrys!,
      markets: [
        { countries: ['us', 'ca'], owner: 'acme-mid', relation: 'licensee', verifiedOn: '2026-11-23', sources: src },
        {
          categories: ['en:iced-teas'],
          owner: 'acme-holdings',
          relation: 'joint venture',
          partner: 'acme-foods',
          sources: src,
        },
      ],
      pending: { event: 'Acme agreed to sell the brand.', expected: '2026-12-31', sources: src },
    },
    ...others,
  ],
});

describe('ownership per market', () => {
  it('keeps the brand owner for the product and names the other markets beside the chain', () => {
    const ownership = resolveOwnership(makeFacts({ brand: "Jerry's & Co.", categoryTags: ['en:spreads'] }), index);
    expect(ownership?.chain.map((l) => [l.id, l.relation])).toEqual([
      ['acme-foods', 'brand owner'],
      ['acme-mid', 'parent'],
      ['acme-holdings', 'ultimate parent'],
    ]);
    const { insights } = insightsOf(ownership, index);
    expect(insights.company?.markets?.map((m) => m.text)).toEqual([
      "In the US and Canada, Jerry's & Co. is made by acme-mid under licence from Acme Foods.",
      "Jerry's & Co. iced teas are made by a joint venture of Acme Holdings and Acme Foods.",
    ]);
    expect(insights.company?.ownership?.[0]).toMatchObject({
      as_of: '2000-04',
      pending: { event: 'Acme agreed to sell the brand.', expected: '2026-12-31' },
    });
  });

  it('starts the chain at the company that makes a kind of product under the brand', () => {
    const ownership = resolveOwnership(makeFacts({ brand: "Jerry's & Co.", categoryTags: ['en:iced-teas'] }), index);
    expect(ownership?.chain[0]?.id).toBe('acme-holdings');
    expect(ownership?.markets.map((m) => m.owner)).toEqual(['acme-mid']);
  });

  it('says who makes KitKat in the US and who owns Nivea in the end (real knowledge)', () => {
    const real = indexKnowledge(knowledge);
    const kitkat = insightsOf(resolveOwnership(makeFacts({ brand: 'KitKat' }), real), real);
    expect(kitkat.insights.company?.markets?.[0]?.text).toBe(
      'In the US, KitKat is made by The Hershey Company under licence from Nestlé S.A.',
    );
    const nivea = resolveOwnership(makeFacts({ brand: 'Nivea' }), real);
    expect(nivea?.chain.map((l) => l.id)).toEqual(['beiersdorf', 'maxingvest']);
    const lipton = resolveOwnership(
      makeFacts({ brand: 'Lipton', categoryTags: ['en:beverages', 'en:iced-teas'] }),
      real,
    );
    expect(lipton?.chain[0]?.id).toBe('pepsico');
  });

  it('names the brand’s own company first and its parent or majority shareholder after (real knowledge)', () => {
    const real = indexKnowledge(knowledge);
    const view = (brand: string) => insightsOf(resolveOwnership(makeFacts({ brand }), real), real);
    const nivea = view('Nivea');
    expect(nivea.insights.company?.name).toBe('Beiersdorf AG');
    expect(nivea.parent_company).toBe('Beiersdorf AG, majority-owned by maxingvest ag');
    expect(nivea.manufacturer).toBe('Beiersdorf AG');
    // The Company tab's chain still ends at the majority shareholder, as the owner text does.
    expect(nivea.insights.company?.ownership?.map((o) => o.company)).toEqual(['Beiersdorf AG', 'maxingvest ag']);
    expect(view('Twinings').parent_company).toBe(
      'R. Twining and Company, owned by Associated British Foods plc, majority-owned by Wittington Investments Limited',
    );
    expect(view('Cadbury').parent_company).toBe('Cadbury, owned by Mondelēz International');
    // A brand whose company has no owner above it: no parent, the company itself.
    expect(view('Nutella').parent_company).toBeUndefined();
    expect(view('Nutella').manufacturer).toBe('Ferrero Group');
  });

  it('words a majority stake from the knowledge, for any brand (fixture)', () => {
    const fixture = indexKnowledge({
      ...fixtureKnowledge,
      parents: fixtureKnowledge.parents.map((p) =>
        p.company === 'acme-mid' ? { ...p, stake: 'majority' as const } : p,
      ),
    });
    const view = insightsOf(resolveOwnership(makeFacts({ brand: "Jerry's & Co." }), fixture), fixture);
    expect(view.parent_company).toBe('Acme Foods, owned by acme-mid, majority-owned by Acme Holdings');
    expect(view.insights.company?.name).toBe('Acme Foods');
    expect(ownerText(resolveOwnership(makeFacts({ brand: "Jerry's & Co." }), fixture)!)).toBe(view.parent_company);
  });

  it('names countries in words', () => {
    const [brand] = fixtureKnowledge.brands;
    const market = { countries: ['de', 'nl', 'gb'], owner: 'acme-mid', relation: 'owner' as const, sources: src };
    expect(marketSentence(market, brand!, index)).toBe(
      "In Germany, the Netherlands and the UK, Jerry's & Co. belongs to acme-mid.",
    );
  });
});

describe("a record that names several brands (third blind audit: 'Hawai, Coca cola')", () => {
  const real = indexKnowledge(knowledge);
  it("matched on another than its first: the owner holds, the matched brand's date and history do not", () => {
    const hawai = resolveOwnership(makeFacts({ brand: 'Hawai, Coca cola' }), real);
    expect(hawai?.chain[0]).toMatchObject({ id: 'coca-cola', relation: 'brand owner' });
    expect(hawai?.chain[0]?.since).toBeUndefined();
    expect(hawai?.brand).toMatchObject({ name: 'Hawai' });
    expect(hawai?.brand.history).toBeUndefined();
    // The brand itself keeps its date.
    expect(resolveOwnership(makeFacts({ brand: 'Coca-Cola' }), real)?.chain[0]?.since).toBeDefined();
  });
});

describe('a brand owned by different companies in different markets (sixth blind audit: Persil)', () => {
  const real = indexKnowledge(knowledge);
  const persil = (facts: Partial<ProductFactsInput>) =>
    makeFacts({ name: 'Persil Non Bio Washing Liquid', brand: 'Persil', kind: 'household', ...facts });
  const shop = [{ title: 'Shop listing' }];
  it('takes the owner from the countries the product is sold in', () => {
    const owner = (countries: string[]) => resolveOwnership(persil({ countries, sources: shop }), real)?.chain[0]?.id;
    expect(owner(['en:united-kingdom'])).toBe('unilever');
    expect(owner(['en:ireland', 'en:france'])).toBe('unilever');
    expect(owner(['en:germany'])).toBe('henkel');
  });
  it('with no country on record, from its own sources naming the company; its card and its policy are that one’s', () => {
    const uk = persil({ sources: [{ title: 'Persil product information (Unilever UK & Ireland)' }] });
    const view = insightsOf(resolveOwnership(uk, real), real);
    expect(view.manufacturer).toBe('Unilever PLC');
    expect(view.insights.company?.name).toBe('Unilever PLC');
    expect(JSON.stringify(view)).not.toMatch(/Henkel AG/);
    const testing = evaluateProductStrict(uk, knowledge).ratings.ethical.animal_testing;
    expect(testing.details).toMatch(/^Unilever /);
    expect(testing.details).not.toMatch(/no record of the company/);
    const henkel = persil({ sources: [{ title: 'Persil product information (Henkel)' }] });
    expect(resolveOwnership(henkel, real)?.chain[0]?.id).toBe('henkel');
  });
  it('when neither settles it, names no single owner: both, and where each owns it', () => {
    for (const facts of [
      persil({ sources: shop }),
      persil({ sources: shop, countries: ['en:germany', 'en:ireland'] }),
    ]) {
      const ownership = resolveOwnership(facts, real);
      expect(ownership?.chain).toEqual([]);
      expect(ownership?.undecided?.map((o) => o.id)).toEqual(['henkel', 'unilever']);
      const view = insightsOf(ownership, real);
      expect(view.manufacturer).toBeUndefined();
      expect(view.insights.company?.name).toBe('Henkel AG & Co. KGaA or Unilever PLC');
      expect(view.insights.company?.description).toBeUndefined();
      expect(view.insights.company?.markets?.map((m) => m.text)).toEqual([
        'In the UK, Ireland, France, China, Australia and New Zealand, Persil belongs to Unilever PLC.',
      ]);
    }
    // A licensee is no second owner: KitKat is Nestlé's wherever it is sold.
    expect(resolveOwnership(makeFacts({ brand: 'KitKat', sources: shop }), real)?.chain[0]?.id).toBe('nestle');
  });
});

describe('a company concern about some categories weighs only on them (blind audit 8, S1)', () => {
  const environmental = (categoryTags: string[]) =>
    evaluateProductStrict(makeFacts({ brand: 'Nescafé', kind: 'beverage', categoryTags }), knowledge).ratings
      .environmental;
  const named = (categoryTags: string[]) =>
    JSON.stringify(environmental(categoryTags).company_environmental_initiatives).includes(
      'Treatment of natural mineral waters',
    );

  it('Nestlé’s mineral-water concern is not an instant coffee’s, and is a bottled water’s', () => {
    expect(named(['en:beverages', 'en:coffees', 'en:instant-coffees'])).toBe(false);
    expect(named(['en:beverages', 'en:waters', 'en:mineral-waters'])).toBe(true);
  });

  it('so it weighs on the water’s score, never on the coffee’s', () => {
    const WATERS = 'Treatment of natural mineral waters in France';
    const without = {
      ...knowledge,
      companies: knowledge.companies.map((c) =>
        c.environmental
          ? {
              ...c,
              environmental: {
                ...c.environmental,
                concerns: c.environmental.concerns.filter((x) => x.issue !== WATERS),
              },
            }
          : c,
      ),
    };
    const score = (k: typeof knowledge, categoryTags: string[]) =>
      evaluateProductStrict(makeFacts({ brand: 'Nescafé', kind: 'beverage', categoryTags }), k).ratings.environmental
        .score;
    const coffee = ['en:beverages', 'en:coffees', 'en:instant-coffees'];
    const water = ['en:beverages', 'en:waters', 'en:mineral-waters'];
    expect(score(knowledge, coffee)).toBe(score(without, coffee));
    expect(score(knowledge, water)).toBeLessThan(score(without, water) ?? 0);
  });

  it('a concern about the company’s conduct is on every product of it: infant formula marketing on a KitKat', () => {
    // Sold in the UK: Nestlé's own market (in the US, Hershey makes KitKat under licence).
    const kitKat = makeFacts({
      brand: 'KitKat',
      kind: 'food',
      categoryTags: ['en:snacks', 'en:chocolates'],
      countries: ['en:united-kingdom'],
    });
    expect(JSON.stringify(evaluateProductStrict(kitKat, knowledge))).toContain('Infant formula marketing');
  });
});
