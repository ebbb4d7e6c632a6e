import type { ProductResponse } from '@clearcart/contracts';
import { describe, expect, it, vi } from 'vitest';
import { makeFacts } from '../../../packages/engine/src/test/knowledge-fixture.ts';
import { ProductEnricher } from './enrich.ts';
import type { Providers } from './index.ts';

const facts = makeFacts({ id: 'gadget', brand: 'Acme' });
const response = (status: 'basic' | 'complete'): ProductResponse =>
  ({
    entity: { id: facts.id, name: facts.name, brand: facts.brand, insights: {} },
    metadata: { data_quality: { evaluation_status: status }, sources: [] },
  }) as unknown as ProductResponse;
const company = { name: 'Acme Corporation', sources: [{ title: 'Wikidata', url: 'https://www.wikidata.org/wiki/Q1' }] };

const enricherWith = (lookup: () => Promise<typeof company | null>) => {
  const calls = vi.fn(lookup);
  const providers = {
    openFacts: [],
    wikidata: { company: calls },
    identifyBudgetMs: 1_000,
    enrichWaitMs: 50,
    log: () => undefined,
  } as unknown as Providers;
  return { enricher: new ProductEnricher(providers), calls };
};

describe('ProductEnricher', () => {
  it('asks once per product: the evaluation reuses what the basic view found', async () => {
    const { enricher, calls } = enricherWith(() => Promise.resolve(company));
    const basic = await enricher.enrich(response('basic'), facts);
    const complete = await enricher.enrich(response('complete'), facts);
    expect(basic.entity.insights.company?.name).toBe('Acme Corporation');
    expect(complete.entity.insights.company?.name).toBe('Acme Corporation');
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('asks again when an answer came too late or failed, so a slow source is not remembered as "none"', async () => {
    let slow = true;
    const { enricher, calls } = enricherWith(() =>
      slow ? new Promise((resolve) => setTimeout(() => resolve(company), 200)) : Promise.resolve(company),
    );
    expect((await enricher.enrich(response('basic'), facts)).entity.insights.company).toBeUndefined();
    slow = false;
    expect((await enricher.enrich(response('complete'), facts)).entity.insights.company?.name).toBe('Acme Corporation');
    expect(calls).toHaveBeenCalledTimes(2);
  });
});
