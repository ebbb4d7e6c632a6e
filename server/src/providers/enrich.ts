import type { ProductFacts, ProductResponse } from '@clearcart/contracts';
import type { Providers } from './index.ts';
import { LLM_SOURCE, type CompanyResearch } from './llm.ts';

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
    // The model researches a company only the knowledge base lacks; Wikidata's facts win where both answer.
    const needResearch = llm !== undefined && insights.company === undefined;
    const needStory = llm !== undefined && insights.product === undefined;
    if (!needCompany && !needStory && !needResearch) return response;

    const guard = <T>(what: string, work: Promise<T>): Promise<T | undefined> =>
      within(
        enrichWaitMs,
        work.catch((error: unknown) => {
          log(what, error);
          return undefined;
        }),
      );
    const [fromWikidata, research, story] = await Promise.all([
      needCompany ? guard(`Wikidata company of ${facts.brand}`, wikidata.company(facts.brand)) : undefined,
      needResearch ? guard(`LLM company of ${facts.brand}`, llm.company(facts.brand)) : undefined,
      needStory ? guard(`LLM story of ${facts.id}`, llm.story(facts)) : undefined,
    ]);
    const company = withResearch(fromWikidata ?? undefined, research ?? undefined);
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

type CompanyInsight = NonNullable<ProductResponse['entity']['insights']['company']>;

/** Wikidata's company, with the model's description added where it has none; or the model's alone, marked as such. */
function withResearch(
  company: CompanyInsight | undefined,
  research: CompanyResearch | undefined,
): CompanyInsight | undefined {
  if (!research) return company;
  if (!company) {
    return { name: research.company, ...(research.about ? { about: research.about } : {}), sources: [LLM_SOURCE] };
  }
  // The description is only about Wikidata's company when the model named the same one.
  const same = company.name.toLowerCase() === research.company.toLowerCase();
  if (company.about || !research.about || !same) return company;
  return { ...company, about: research.about, sources: [...company.sources, LLM_SOURCE] };
}
