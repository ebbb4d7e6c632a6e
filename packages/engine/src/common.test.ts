import { describe, expect, it } from 'vitest';
import { uniqueSources } from './common.ts';

describe('uniqueSources', () => {
  it('drops repeats by URL (or title without one) and keeps what a reader needs: title, URL and quote', () => {
    const quoted = { title: 'ASA ruling', url: 'https://www.asa.org.uk/r.html', quote: 'Four were Upheld.' };
    expect(
      uniqueSources([quoted, { title: 'Same page, other title', url: quoted.url }, { title: 'Untitled' }, undefined]),
    ).toEqual([quoted, { title: 'Untitled' }]);
  });
});
