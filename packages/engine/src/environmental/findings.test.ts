import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { analyse } from '../analyse.ts';
import { evaluateProductStrict } from '../evaluate.ts';
import { indexKnowledge } from '../knowledge-index.ts';
import { makeFacts } from '../test/knowledge-fixture.ts';
import { commodityRisks, shownFootprint } from './findings.ts';

describe('shownFootprint', () => {
  it.each([
    [7.7218, 7.7],
    [1.5, 1.5],
    [1.54, 1.54],
    [1.4962, 1.5],
    [1.504, 1.504],
    [4.96, 5],
    [5.04, 5.04],
    [0.33, 0.3],
  ])('%s kg is written %s', (kg, shown) => expect(shownFootprint(kg)).toBe(shown));
});

describe('a commodity risk cites the pages that state it', () => {
  const index = indexKnowledge(knowledge);
  const facts = makeFacts({ ingredientsText: 'Sugar, palm oil, cocoa butter, cocoa mass', categoryTags: [] });
  const analysis = analyse(facts, index);
  const titles = (risks: ReturnType<typeof commodityRisks>, id: string) =>
    risks.find((r) => r.commodity.id === id)!.sources.map((s) => s.title);
  const DOL = 'US Department of Labor: List of Goods Produced by Child Labor or Forced Labor';

  it('deforestation by its environmental sources, child labour by the labour list', () => {
    const environmental = commodityRisks(analysis, 'environmentalRisk');
    const labour = commodityRisks(analysis, 'laborRisk');
    expect(titles(environmental, 'palm-oil')).not.toContain(DOL);
    expect(titles(environmental, 'cocoa')).not.toContain(DOL);
    expect(titles(environmental, 'cocoa')).not.toContain('Child labour in cocoa production (Wikipedia)');
    expect(titles(labour, 'palm-oil')).toEqual([DOL]);
    expect(titles(labour, 'cocoa')).toContain(DOL);
  });

  it("the palm oil card's evidence is its environmental evidence", () => {
    const evaluated = evaluateProductStrict(facts, knowledge);
    const palm = evaluated.ratings.environmental.palm_oil;
    expect((palm.sources ?? []).map((s) => s.title)).not.toContain(DOL);
    expect(palm.sources?.length).toBeGreaterThan(0);
  });
});

describe('packaging on record that the knowledge does not know', () => {
  it('is said to be there with its recyclability unknown, never "no packaging on record"', () => {
    const facts = makeFacts({ kind: 'food', category: 'Protein powders', categoryTags: [], packaging: ['en:bucket'] });
    const { environmental } = evaluateProductStrict(facts, knowledge).ratings;
    expect(environmental.impact_summary).not.toMatch(/no packaging on record/);
    expect(environmental.impact_summary).toMatch(/packaging whose recyclability is not known/);
  });
});
