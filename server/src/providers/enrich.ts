import type { ProductFacts, ProductResponse } from '@clearcart/contracts';
import { LRUCache } from 'lru-cache';
import { within } from './http.ts';
import type { Providers } from './index.ts';
import { LLM_SOURCE, type CompanyResearch } from './llm.ts';

/**
 * Adds what the knowledge base lacks to a product response: the company behind the brand from Wikidata, and a
 * short product story drafted by the language model (marked unverified). Only fills gaps — never replaces what the
 * catalog or the knowledge base said — and never fails the response.
 */
export class ProductEnricher {
  /**
   * What was found per product (and brand, and the gaps asked about), once every answer came back: the basic view and
   * the evaluation of the same product are enriched once, not twice.
   */
  private readonly found = new LRUCache<string, Additions>({ max: 1_000 });

  constructor(private readonly providers: Providers) {}

  async enrich(response: ProductResponse, facts: ProductFacts): Promise<ProductResponse> {
    const { wikidata, llm } = this.providers;
    const insights = response.entity.insights;
    const needCompany = wikidata !== undefined && insights.company === undefined;
    // The model researches a company only the knowledge base lacks; Wikidata's facts win where both answer.
    const needResearch = llm !== undefined && insights.company === undefined;
    const needStory = llm !== undefined && insights.product === undefined;
    if (!needCompany && !needStory && !needResearch) return response;
    const key = JSON.stringify([facts.id, facts.brand, needCompany, needResearch, needStory]);
    let additions = this.found.get(key);
    if (!additions) {
      additions = await this.lookUp(facts, needCompany, needResearch, needStory);
      if (additions.complete) this.found.set(key, additions);
    }
    const { company, story } = additions;
    if (!company && !story) return response;

    const chain = company?.ownership ?? [];
    const ultimate = chain.length > 1 ? chain[chain.length - 1]?.company : undefined;
    // What Wikidata and the model give is English: a report in another language says so, never translating it.
    const keptIn = response.metadata.language && response.metadata.language !== 'en' ? { language: 'en' as const } : {};
    return {
      ...response,
      entity: {
        ...response.entity,
        ...(ultimate && !response.entity.parent_company ? { parent_company: ultimate } : {}),
        insights: {
          ...insights,
          ...(company ? { company: { ...company, ...keptIn } } : {}),
          ...(story ? { product: { story, sources: [LLM_SOURCE], ...keptIn } } : {}),
        },
      },
    };
  }

  /** Asks the sources for the gaps, each within the wait; `complete` when none timed out or failed. */
  private async lookUp(
    facts: ProductFacts,
    needCompany: boolean,
    needResearch: boolean,
    needStory: boolean,
  ): Promise<Additions> {
    const { wikidata, llm, enrichWaitMs, log } = this.providers;
    let complete = true;

    const guard = <T>(what: string, work: Promise<T>): Promise<T | undefined> =>
      within(
        enrichWaitMs,
        work.catch((error: unknown) => {
          log(what, error);
          return undefined;
        }),
      ).then((answer) => {
        // Undefined: it failed or came too late (a source that found nothing answers null).
        if (answer === undefined) complete = false;
        return answer;
      });
    const [fromWikidata, research, story] = await Promise.all([
      needCompany && wikidata ? guard(`Wikidata company of ${facts.brand}`, wikidata.company(facts.brand)) : undefined,
      needResearch && llm ? guard(`LLM company of ${facts.brand}`, llm.company(facts.brand)) : undefined,
      needStory && llm ? guard(`LLM story of ${facts.id}`, llm.story(facts)) : undefined,
    ]);
    return {
      company: withResearch(fromWikidata ?? undefined, research ?? undefined),
      story: story ?? undefined,
      complete,
    };
  }
}

interface Additions {
  company: CompanyInsight | undefined;
  story: string | undefined;
  /** Every source answered (a "none" is an answer); false when one timed out or failed, so it is asked again. */
  complete: boolean;
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
