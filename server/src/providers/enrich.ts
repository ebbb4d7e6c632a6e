import type { ProductFacts, ProductResponse } from '@clearcart/contracts';
import type { Providers } from './index.ts';
import { LLM_SOURCE } from './llm.ts';

/** Waits for `work` up to `ms`; the work itself goes on (filling the cache) when it takes longer. */
async function within<T>(ms: number, work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Adds what the knowledge base lacks to a product response: the company behind the brand from Wikidata, and a
 * short product story drafted by the language model (marked unverified). Only fills gaps — never replaces what the
 * catalog or the knowledge base said — and never fails the response.
 */
export class ProductEnricher {
  constructor(private readonly providers: Providers) {}

  async enrich(response: ProductResponse, facts: ProductFacts): Promise<ProductResponse> {
    const { wikidata, llm, enrichWaitMs, log } = this.providers;
    const insights = response.entity.insights;
    const needCompany = wikidata !== undefined && insights.company === undefined;
    const needStory = llm !== undefined && insights.product === undefined;
    if (!needCompany && !needStory) return response;

    const guard = <T>(what: string, work: Promise<T>): Promise<T | undefined> =>
      within(
        enrichWaitMs,
        work.catch((error: unknown) => {
          log(what, error);
          return undefined;
        }),
      );
    const [company, story] = await Promise.all([
      needCompany ? guard(`Wikidata company of ${facts.brand}`, wikidata.company(facts.brand)) : undefined,
      needStory ? guard(`LLM story of ${facts.id}`, llm.story(facts)) : undefined,
    ]);
    if (!company && !story) return response;

    const chain = company?.ownership ?? [];
    const ultimate = chain.length > 1 ? chain[chain.length - 1]?.company : undefined;
    return {
      ...response,
      entity: {
        ...response.entity,
        ...(ultimate && !response.entity.parent_company ? { parent_company: ultimate } : {}),
        insights: {
          ...insights,
          ...(company ? { company } : {}),
          ...(story ? { product: { story, sources: [LLM_SOURCE] } } : {}),
        },
      },
    };
  }
}
