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

describe('packaging tags read through Open Food Facts’ packaging taxonomy', () => {
  const packaging = (tags: string[]) =>
    evaluateProductStrict(makeFacts({ kind: 'beverage', categoryTags: [], packaging: tags }), knowledge).ratings
      .environmental.environmental_factors.packaging;

  it.each([
    ['a French name under its own prefix', ['fr:verre'], 'fully', 'no'],
    ['a German name', ['de:glas'], 'fully', 'no'],
    // A plastic of unstated polymer in no stated shape: not known (blind audit 108); as a bottle, partly recycled.
    ['a French name under "xx:" and "en:" (blind audit 9)', ['xx:plastique', 'en:plastique'], 'unknown', 'no'],
    ['a name written with its accent', ['es:plástico'], 'unknown', 'no'],
    ['a shape and its material, linked', ['fr:bouteille-en-verre'], 'fully', 'no'],
    ['a material and its shape', ['en:plastic-bottle'], 'partially', 'no'],
    ['an Italian shape and material', ['it:bottiglia-di-vetro'], 'fully', 'no'],
    ['a bottle and its plastic as two tags', ['xx:bouteille', 'xx:plastique'], 'partially', 'no'],
  ] as const)('%s (%s)', (_, tags, recyclability, biodegradable) => {
    const pack = packaging([...tags]);
    expect(pack.recyclability).toBe(recyclability);
    expect(pack.biodegradable).toBe(biodegradable);
  });

  it.each([
    ['a shape alone says no material', ['fr:bouteille']],
    ['a phrase with another word is not read', ['fr:bouteille-sans-plastique']],
    ['a word no taxonomy holds', ['fr:emballage-mystere']],
  ])('%s (%s): its recyclability stays unknown', (_, tags) => {
    expect(packaging(tags).recyclability).toBe('unknown');
  });
});
