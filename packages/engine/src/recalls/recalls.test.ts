import type { RecallNotice } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { findDateRanges, findDates, findLots, readPackMarking, saysAllLots } from './batch-text.ts';
import { matchRecall, packInRecall } from './match.ts';

const notice = (over: Partial<RecallNotice>): RecallNotice => ({
  source: 'rappelconso',
  id: 'n1',
  url: 'https://rappel.conso.gouv.fr/fiche-rappel/1/interne',
  authority: 'RappelConso',
  country: 'fr',
  language: 'fr',
  publishedAt: '2026-02-24T10:00:00+00:00',
  status: 'active',
  title: 't',
  productNames: [],
  gtins: [],
  lots: [],
  allLots: false,
  dates: [],
  quantities: [],
  ...over,
});

describe('dates in French and English notices', () => {
  it.each([
    ['Best before 12 March 2026', 'dmy', [['2026-03-12', '2026-03-12']]],
    ['DLC 03/04/2026', 'dmy', [['2026-04-03', '2026-04-03']]],
    ['Best By 03/04/2026', 'mdy', [['2026-03-04', '2026-03-04']]],
    ['à consommer de préférence avant fin 12/2026', 'dmy', [['2026-12-01', '2026-12-31']]],
    [
      '1er juin 2026 et 15 juin 2026',
      'dmy',
      [
        ['2026-06-01', '2026-06-01'],
        ['2026-06-15', '2026-06-15'],
      ],
    ],
    ['use by March 5, 2026', 'dmy', [['2026-03-05', '2026-03-05']]],
    ['2026-03-06', 'dmy', [['2026-03-06', '2026-03-06']]],
    ['lot 31/99 nothing', 'dmy', []],
  ] as const)('%s', (text, order, expected) => {
    expect(findDates(text, order).map((d) => [d.from, d.to])).toEqual(expected);
  });

  it('reads ranges and their kind', () => {
    expect(findDateRanges('DLC du 01/02/2026 au 15/02/2026')).toEqual([
      { kind: 'use-by', from: '2026-02-01', to: '2026-02-15' },
    ]);
    expect(findDateRanges('Best before dates between 1 May 2026 and 30 June 2026; use by 2 May 2026')).toEqual([
      { kind: 'best-before', from: '2026-05-01', to: '2026-06-30' },
      { kind: 'use-by', from: '2026-05-02', to: '2026-05-02' },
    ]);
  });
});

describe('lots', () => {
  it.each([
    ['Lot: 12345, 12346 et 12347', ['12345', '12346', '12347']],
    ['Batch codes L2305A and L2306A, best before 12/10/2026', ['L2305A', 'L2306A']],
    ['n° de lot 091K - DDM 10/2027', ['091K']],
    ['Lot number 23-145A', ['23-145A']],
    ['tous les lots', []],
  ])('%s', (text, lots) => {
    expect(findLots(text)).toEqual(lots);
  });
  it('knows when every lot is concerned', () => {
    expect(saysAllLots('Tous les lots')).toBe(true);
    expect(saysAllLots('All best before dates')).toBe(true);
    expect(saysAllLots('Lot 12')).toBe(false);
  });
  it('reads a pack line with or without a lot word', () => {
    expect(readPackMarking('LOT L2305A  A consommer de préférence avant le 12/10/2026')).toEqual({
      lots: ['L2305A'],
      dates: [{ from: '2026-10-12', to: '2026-10-12' }],
    });
    expect(readPackMarking('L2306A 12/10/2026 14h32').lots).toEqual(['L2306A']);
  });
});

describe('matching a notice to a product', () => {
  it('GTIN first, whatever the padding; a GTIN notice never matches by name', () => {
    const n = notice({ gtins: ['3560070542611'], brand: 'carrefour bio', productNames: ['fromage frais'] });
    expect(matchRecall(n, { id: 'a', gtin: '03560070542611', name: 'x' })).toEqual({
      by: 'gtin',
      score: 1,
      certainty: 'this-product',
    });
    expect(
      matchRecall(n, { id: 'b', gtin: '3560070542612', name: 'Fromage frais', brand: 'Carrefour Bio' }),
    ).toBeNull();
  });
  it('brand + name + quantity: this product, possibly, or nothing', () => {
    const n = notice({
      brand: 'Aperti’fish',
      productNames: ['aiguillettes truite fumée citron poivre'],
      quantities: ['100g'],
    });
    const same = {
      id: 'a',
      name: 'Aiguillettes de truite fumée citron poivre',
      brand: "Aperti'fish",
      quantity: '100 g',
    };
    expect(matchRecall(n, same)?.certainty).toBe('this-product');
    expect(matchRecall(n, { ...same, quantity: '200 g' })?.certainty).toBe('possibly');
    expect(matchRecall(n, { ...same, name: 'Truite fumée nature' })?.certainty).not.toBe('this-product');
    expect(matchRecall(n, { ...same, brand: 'Labeyrie' })).toBeNull();
    expect(matchRecall(notice({ productNames: ['truite fumée'] }), same)).toBeNull();
  });
});

describe('is my pack in the recalled batches?', () => {
  const n = notice({ lots: ['L2305A'], dates: [{ kind: 'best-before', from: '2026-10-01', to: '2026-10-31' }] });
  it.each([
    ['L2305A 12/10/2026', 'in-recall'],
    ['LOT L2399Z 12/10/2026', 'not-in-recall'],
    ['12/11/2026', 'not-in-recall'],
    ['15/10/2026', 'in-recall'],
    ['illegible', 'unknown'],
  ] as const)('%s → %s', (line, verdict) => {
    expect(packInRecall(n, readPackMarking(line))).toBe(verdict);
  });
  it('every lot, no dates: every pack', () => {
    expect(packInRecall(notice({ allLots: true }), readPackMarking('L1'))).toBe('in-recall');
  });
});
