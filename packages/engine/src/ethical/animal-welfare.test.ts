import { describe, expect, it } from 'vitest';
import { deriveAnimalWelfare, type WelfareData } from './animal-welfare.ts';

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
    ['meat', /intensive/],
    ['dairy', /calves/],
    ['eggs', /cages/],
    ['seafood', /farmed or caught/],
    ['bee product', /bee colonies/],
    ['gelatin product', /skin and bones/],
  ] as const)('synthesised entry explains %s specifically, with a source', (type, pattern) => {
    const welfare = deriveAnimalWelfare('yes', [type], undefined);
    expect(welfare.details).toMatch(pattern);
    expect(welfare.sources?.length).toBeGreaterThan(0);
  });

  it('dairy adds the factory-farming explanation in notes; other types do not', () => {
    expect(deriveAnimalWelfare('yes', ['dairy', 'eggs'], undefined).notes).toMatch(/calves/);
    expect(deriveAnimalWelfare('yes', ['dairy'], { certification: 'Organic' }).notes).toMatch(/calves/);
    expect(deriveAnimalWelfare('yes', ['eggs'], undefined).notes).toBe('');
  });
});
