import {
  defaultPreferences,
  preferences,
  type ItemReport,
  type PersonalAlert,
  type TranslatedLanguage,
} from '@clearcart/contracts';
import { loadMessages } from '@clearcart/engine';
import { describe, expect, it } from 'vitest';
import { averageScores, basketSummary, householdPreferences, worstItems } from './list-report.ts';

const alert = (severity: PersonalAlert['severity']): PersonalAlert => ({ code: 'x', severity, message: 'x' });
const graded = (score: number) => ({ score, grade: score >= 60 ? ('B' as const) : ('E' as const) });

/** A test builder: an item of a product with these scores and these people's alerts. */
function anItem(
  id: string,
  scores: [number | null, number | null, number | null],
  alerts: Record<string, PersonalAlert['severity'][]> = {},
  extra: Partial<ItemReport> = {},
): ItemReport {
  const [health, environmental, ethical] = scores.map((s) => (s === null ? null : graded(s)));
  return {
    id,
    product_id: `product-${id}`,
    text: id,
    quantity: 1,
    checked: false,
    product: { name: `Product ${id}`, brand: 'Brand' },
    scores: { health: health ?? null, environmental: environmental ?? null, ethical: ethical ?? null },
    alerts: Object.entries(alerts).map(([name, severities]) => ({ name, alerts: severities.map(alert) })),
    ...extra,
  };
}

describe('the worst items of a basket', () => {
  it.each<[string, ItemReport[], string[], string[]]>([
    [
      'those not for the most people first, then the lowest mean score',
      [
        anItem('good', [90, 80, 70]),
        anItem('poor', [10, 20, 30]),
        anItem('not-for-one', [95, 95, 95], { Léa: ['high'] }),
        anItem('not-for-two', [95, 95, 95], { Léa: ['high'], Sam: ['medium'] }),
      ],
      ['not-for-two', 'not-for-one', 'poor'],
      ['Not for Léa, Sam', 'Not for Léa', 'Health E'],
    ],
    [
      "a fact missing (can't tell) is no conflict: ranked by its scores",
      [anItem('unsure', [70, 70, 70], { Léa: ['low'] }), anItem('poor', [20, null, null])],
      ['poor', 'unsure'],
      ['Health E', 'Health B'],
    ],
    [
      'free text and products with nothing to judge are left out',
      [
        anItem('bread', [null, null, null], {}, { product_id: null, product: undefined }),
        anItem('unscored', [null, null, null]),
        anItem('scored', [50, null, null]),
      ],
      ['scored'],
      ['Health E'],
    ],
  ])('%s', (_label, items, ids, reasons) => {
    const worst = worstItems(items);
    expect(worst.map((w) => w.item.id)).toEqual(ids);
    expect(worst.map((w) => w.why)).toEqual(reasons);
  });

  it("says why in the list's language, the first person (stored as Me) named as the language says it", async () => {
    const items = [
      anItem('not-for-us', [95, 95, 95], { Me: ['high'], Léa: ['medium'] }),
      anItem('poor', [90, 20, 70]),
      anItem('unscored', [null, null, null], { Sam: ['low'] }, { product_id: null, product: undefined }),
    ];
    expect(worstItems(items).map((w) => w.why)).toEqual(['Not for Me, Léa', 'Environment E']);
    const said = async (locale: TranslatedLanguage) =>
      worstItems(items, undefined, (await loadMessages(locale)).household).map((w) => w.why);
    expect(await said('fr')).toEqual(['Pas pour moi, Léa', 'Environnement E']);
    expect(await said('de')).toEqual(['Nicht für mich, Léa', 'Umwelt E']);
    expect(await said('es')).toEqual(['No apto para mí, Léa', 'Medio ambiente E']);
    expect(await said('it')).toEqual(['Non adatto a me, Léa', 'Ambiente E']);
    expect(await said('nl')).toEqual(['Niet voor mij, Léa', 'Milieu E']);
  });

  it('keeps three at most', () => {
    expect(worstItems(['a', 'b', 'c', 'd'].map((id, i) => anItem(id, [10 * i, 10, 10])))).toHaveLength(3);
  });
});

describe('the basket summary', () => {
  const items = [
    anItem('a', [80, 60, null], { Léa: ['high', 'low'] }),
    anItem('b', [40, null, null], { Léa: ['low'], Sam: ['medium'] }, { checked: true }),
    anItem('bread', [null, null, null], {}, { product_id: null, product: undefined }),
  ];
  const people = [{ id: 'p1', name: 'Me' }, { name: 'Léa' }, { name: 'Sam' }];

  it('counts the items, and for each person the items not for them apart from those that cannot be told', () => {
    const summary = basketSummary(items, people, [], new Map());
    expect(summary).toMatchObject({ items: 3, checked: 1, matched: 2, worst: [] });
    expect(summary.people).toEqual([
      { profile_id: 'p1', name: 'Me', items_with_alerts: 0, items_unsure: 0 },
      { name: 'Léa', items_with_alerts: 1, items_unsure: 1 },
      { name: 'Sam', items_with_alerts: 1, items_unsure: 0 },
    ]);
  });

  it('averages each score over the items that have it, rounded', () => {
    expect(averageScores(items)).toEqual({
      health: { score: 60, grade: 'B' },
      environmental: { score: 60, grade: 'B' },
      ethical: null,
    });
  });

  it('offers at most three better choices per worst item', () => {
    const choice = (id: string) => ({ id, name: id, brand: 'B', scores: averageScores([]), reasons: [], gain: 10 });
    const worst = worstItems(items);
    const summary = basketSummary(items, people, worst, new Map([['a', ['1', '2', '3', '4'].map(choice)]]));
    // Both conflict with one person; b scores lower, so it comes first.
    expect(summary.worst.map((w) => w.item_id)).toEqual(['b', 'a']);
    expect(summary.worst[1]).toMatchObject({ product_id: 'product-a', name: 'Product a', why: 'Not for Léa' });
    expect(summary.worst[1]?.better_choices.map((c) => c.id)).toEqual(['1', '2', '3']);
    expect(summary.worst[0]?.better_choices).toEqual([]);
  });
});

describe("the household's preferences together", () => {
  it('asks of a product what anyone asks: every allergen and diet, the highest sensitivity, the strictest stance', () => {
    const lea = preferences.parse({
      health: { allergens: ['peanuts'], sensitivities: { chemicals: 2 }, avoid_ingredients: ['Palm oil'] },
      ethical: { animal_testing: 'prefer_avoid' },
    });
    const sam = preferences.parse({
      health: { dietary_restrictions: ['vegan'], sensitivities: { chemicals: 4 }, avoid_ingredients: ['palm oil'] },
      ethical: { animal_testing: 'strongly_avoid' },
    });
    const together = householdPreferences([defaultPreferences(), lea, sam]);
    expect(together?.health).toEqual({
      allergens: ['peanuts'],
      dietary_restrictions: ['vegan'],
      sensitivities: { chemicals: 4, preservatives: 0, artificial_additives: 0 },
      avoid_ingredients: ['Palm oil'],
    });
    expect(together?.ethical.animal_testing).toBe('strongly_avoid');
    expect(householdPreferences([])).toBeUndefined();
  });
});
