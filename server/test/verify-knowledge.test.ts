import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { brokenRules, verifyKnowledge } from '../scripts/verify-knowledge.ts';
import { loadSeedCatalog } from '../src/catalog/seed.ts';

describe('knowledge verification (what is checkable offline)', () => {
  const v = verifyKnowledge(knowledge, loadSeedCatalog());

  it('breaks no rule: one title per URL, every serious claim openable, every brand owner profiled', () => {
    expect(brokenRules(v)).toEqual([]);
  });

  it('counts the serious claims whose source quotes its own words, and the quotes reach the knowledge', () => {
    expect(v.seriousClaims.withQuote).toBeGreaterThanOrEqual(13);
    const mondelez = knowledge.companies.find((c) => c.id === 'mondelez');
    const quoted = [mondelez?.ethical, mondelez?.environmental, mondelez?.health]
      .flatMap((d) => d?.concerns ?? [])
      .flatMap((c) => c.sources)
      .find((s) => s.url?.includes('foodbusinessnews.net'));
    expect(quoted?.quote).toMatch(/€337\.5 million/);
  });

  it('finds a broken rule when one is introduced', () => {
    const [first, ...rest] = knowledge.companies;
    const concern = {
      issue: 'Unsourced allegation',
      severity: 'high' as const,
      status: 'ongoing' as const,
      description: 'x.',
      sources: [{ title: 'A title' }],
    };
    const broken = {
      ...knowledge,
      companies: [{ ...first!, ethical: { summary: first!.about, highlights: [], concerns: [concern] } }, ...rest],
    };
    expect(brokenRules(verifyKnowledge(broken, []))).toEqual([
      `serious claim no reader can open: ${first!.id}: Unsourced allegation`,
    ]);
  });

  it('lists every seed product with a known brand, with its other markets', () => {
    const kitkat = v.ownership.find((o) => o.brand === 'KitKat');
    expect(kitkat?.markets).toEqual([
      'In the US, KitKat is made by The Hershey Company under licence from Nestlé S.A.',
    ]);
    expect(v.productFacts.total).toBe(loadSeedCatalog().length);
  });
});
