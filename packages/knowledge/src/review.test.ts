/** The review list of the company knowledge: run over the data files against the clock, so CI fails when a fact falls due. */
import { describe, expect, it } from 'vitest';
import { formatReview, reviewDataFiles, reviewKnowledge } from '../scripts/review.ts';

const company = (fields: Record<string, unknown>) => ({
  id: 'acme',
  name: 'Acme',
  reviewedOn: '2026-06-01',
  about: { text: 'Acme makes things.', sources: ['s'] },
  ...fields,
});

describe('company knowledge review (scripts/review.ts)', () => {
  it('passes on the data files today: no dated fact has passed its date, none unreviewed for a year', () => {
    const today = new Date().toISOString().slice(0, 10);
    const review = reviewDataFiles(today);
    expect(review.problems, formatReview(review)).toEqual([]);
    expect(review.companies).toBeGreaterThan(50);
    expect(review.reviewed).toBe(review.facts);
  });

  it.each([
    [
      'a goal year passed',
      { sustainabilityEfforts: { text: 'Goal.', due: '2025', sources: ['s'] } },
      '2026-07-01',
      'date passed',
    ],
    [
      'a goal year still ahead',
      { sustainabilityEfforts: { text: 'Goal.', due: '2035', sources: ['s'] } },
      '2026-12-01',
      undefined,
    ],
    [
      'a goal on its last day',
      { sustainabilityEfforts: { text: 'Goal.', due: '2026', sources: ['s'] } },
      '2026-12-31',
      undefined,
    ],
    ['a year without review', {}, '2027-06-02', 'not reviewed for a year'],
    ['a review in the future', { reviewedOn: '2027-01-01' }, '2026-12-01', 'reviewed in the future'],
  ])('%s', (_, fields, today, problem) => {
    const review = reviewKnowledge({ companies: [company(fields)], brands: [], parents: [] }, today);
    expect(review.problems[0]?.problem).toBe(problem);
  });

  it('fails a pending ownership event once its expected date has passed, and dates a link by its owner', () => {
    const brands = [
      { name: 'Heinz', owner: 'acme', pending: { event: 'A split.', expected: '2026-12-31', sources: ['s'] } },
    ];
    const before = reviewKnowledge({ companies: [company({})], brands, parents: [] }, '2026-12-01');
    expect(before.problems).toEqual([]);
    expect(before.facts).toBe(2);
    const after = reviewKnowledge({ companies: [company({})], brands, parents: [] }, '2027-01-01');
    expect(after.problems.map((p) => [p.where, p.problem])).toEqual([['brands › Heinz › pending', 'date passed']]);
  });

  it('fails a brand statement past its date, and lists the undated facts without failing (decision 096)', () => {
    const brands = [
      {
        name: 'Heinz',
        owner: 'acme',
        history: { text: 'A deal not closed.', asOf: '2025-11', due: '2026-12-31', sources: ['s'] },
      },
    ];
    const companies = [company({ sustainabilityEfforts: { text: 'Certified.', undated: true, sources: ['s'] } })];
    const before = reviewKnowledge({ companies, brands, parents: [] }, '2026-12-03');
    expect(before.problems).toEqual([]);
    expect(before.undated).toEqual([{ where: 'acme › sustainabilityEfforts', text: 'Certified.' }]);
    const after = reviewKnowledge({ companies, brands, parents: [] }, '2027-01-05');
    expect(after.problems.map((p) => [p.where, p.problem])).toEqual([['brands › Heinz › history', 'date passed']]);
  });
});
