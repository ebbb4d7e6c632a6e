import { describe, expect, it } from 'vitest';
import { mostSpecificLabels, uniqueSources } from './common.ts';

describe('uniqueSources', () => {
  it('drops repeats by URL (or title without one) and keeps what a reader needs: title, URL and quote', () => {
    const quoted = { title: 'ASA ruling', url: 'https://www.asa.org.uk/r.html', quote: 'Four were Upheld.' };
    expect(
      uniqueSources([quoted, { title: 'Same page, other title', url: quoted.url }, { title: 'Untitled' }, undefined]),
    ).toEqual([quoted, { title: 'Untitled' }]);
  });
});

describe('mostSpecificLabels', () => {
  const label = (id: string, satisfies: string[], thirdPartyVerified: boolean) => ({
    id,
    satisfies,
    thirdPartyVerified,
  });
  const generic = label('organic', ['organic'], false);
  const euLeaf = label('eu-organic', ['organic', 'non_gmo'], true);
  const fairTrade = label('fair-trade', ['fair_trade'], false);
  const veganClaim = label('vegan-claim', [], false);

  it.each([
    ['the generic organic tag beside the EU leaf is dropped', [generic, euLeaf], ['eu-organic']],
    ['alone, the generic tag stays', [generic], ['organic']],
    [
      'a generic fair-trade tag without a certified fair-trade scheme stays',
      [fairTrade, euLeaf],
      ['fair-trade', 'eu-organic'],
    ],
    [
      'a claim that certifies nothing is no generic form of anything',
      [veganClaim, euLeaf],
      ['vegan-claim', 'eu-organic'],
    ],
  ])('%s', (_, labels, ids) => {
    expect(mostSpecificLabels(labels).map((l) => l.id)).toEqual(ids);
  });
});
