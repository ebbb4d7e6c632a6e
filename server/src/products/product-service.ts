import { createHash } from 'node:crypto';
import type { InterfaceLanguage, Preferences, ProductFacts, ProductResponse, ShopperFacts } from '@clearcart/contracts';
import { ATTRIBUTION, respond, versionOf, type Speech } from '@clearcart/engine';
import type { Knowledge } from '@clearcart/knowledge';
import { sameGtin } from '@clearcart/text';
import { LRUCache } from 'lru-cache';
import { HttpError, notFound } from '../errors.ts';
import { DEFAULT_LANGUAGE, speechIn } from '../i18n/report-language.ts';
import { completeWithRead, markCompleted } from '../labels/read-completion.ts';
import { photoSourceTitle, shopperProductFacts } from '../labels/shopper-facts.ts';
import type { ProductEnricher } from '../providers/enrich.ts';
import type { EvaluationRepository } from '../store/repositories/evaluation-repository.ts';
import type { ProductRepository } from '../store/repositories/product-repository.ts';
import type { OpenRecordService } from './open-records.ts';

/** The knowledge a stored evaluation was made with: a fact corrected in the knowledge base invalidates it too. */
const knowledgeVersions = new WeakMap<Knowledge, string>();
function knowledgeVersion(knowledge: Knowledge): string {
  let version = knowledgeVersions.get(knowledge);
  if (!version) {
    version = createHash('sha256').update(JSON.stringify(knowledge)).digest('hex');
    knowledgeVersions.set(knowledge, version);
  }
  return version;
}

/** What stored results derived from the engine are valid for: this engine and this knowledge (the device's too). */
export const derivedVersion = (knowledge: Knowledge): string => versionOf(knowledgeVersion(knowledge));

const MEMORY_CACHE_SIZE = 500;
/**
 * Facts objects kept with their analysis (more than evaluations: one analysis serves every shopper and language), so a
 * walk over a few thousand products reads each list once.
 */
const ANALYSED_FACTS = 3_000;

/** Kept here too for the modules that import it from the server's product service. */
export { ATTRIBUTION };

/** Builds product responses: the basic view, and the full evaluation (cached per facts and preferences). */
export class ProductService {
  /** Most recently used evaluations, at most MEMORY_CACHE_SIZE. */
  private readonly memory = new LRUCache<string, ProductResponse>({ max: MEMORY_CACHE_SIZE });
  /**
   * One facts object per content, most recently used: the engine keeps its analysis of a facts object with the object,
   * so a product read from the store again (a new object each time) is analysed once for every language and shopper.
   */
  private readonly factsByContent = new LRUCache<string, ProductFacts>({ max: ANALYSED_FACTS });

  constructor(
    private readonly products: ProductRepository,
    private readonly evaluations: EvaluationRepository,
    private readonly knowledge: Knowledge,
    /** Wikidata / LLM additions for what the knowledge lacks; absent unless configured. Not cached here. */
    private readonly enricher?: ProductEnricher,
    /** Completes catalog records from the Open Food Facts family; absent unless a site is configured. */
    private readonly openRecords?: OpenRecordService,
  ) {}

  /** Bumped on every catalog write through this process: caches of product responses key on it. */
  get catalogVersion(): number {
    return this.products.version;
  }

  /** 404 unless the catalog holds the product (as stored: nothing is fetched to complete it). */
  async requireInCatalog(id: string): Promise<void> {
    if (!(await this.products.get(id))) throw notFound(`No product with id "${id}"`);
  }

  /** The basic view, in the report's `language`. */
  async basic(id: string, language: InterfaceLanguage = DEFAULT_LANGUAGE): Promise<ProductResponse> {
    const facts = await this.require(id);
    const response = this.respond(facts, 'basic', undefined, await speechIn(language));
    return this.enricher ? this.enricher.enrich(response, facts) : response;
  }

  /** The full evaluation, in the report's `language`. */
  async evaluate(
    id: string,
    preferences: Preferences | undefined,
    language: InterfaceLanguage = DEFAULT_LANGUAGE,
  ): Promise<ProductResponse> {
    const facts = await this.require(id);
    const response = await this.evaluated(id, facts, preferences, language);
    return this.enricher ? this.enricher.enrich(response, facts) : response;
  }

  /**
   * The full evaluation completed by what one shopper read from the product's pack (same barcode), for them alone and
   * kept nowhere: the read's ingredient list and nutrition table where the record has none, said in `completed_with`
   * and in the sources. The catalog's own evaluation when the record lacks nothing the read supplies. Throws 422
   * `not_this_product` for a read of another barcode (or none), `implausible_facts` for figures that cannot all be true.
   */
  async evaluateWithRead(
    id: string,
    read: { facts: ShopperFacts; readOn: string },
    preferences: Preferences | undefined,
    language: InterfaceLanguage = DEFAULT_LANGUAGE,
  ): Promise<ProductResponse> {
    const catalog = await this.require(id);
    if (!read.facts.gtin || !catalog.gtin || !sameGtin(read.facts.gtin, catalog.gtin)) {
      throw new HttpError(
        'not_this_product',
        catalog.gtin
          ? `These facts were not read from a pack of barcode ${catalog.gtin}: they cannot complete "${catalog.name}".`
          : `"${catalog.name}" has no barcode on record: no pack read can be told to be its own.`,
      );
    }
    const { facts, completed } = completeWithRead(catalog, shopperProductFacts(read.facts, read.readOn));
    if (completed.length === 0) return this.evaluate(id, preferences, language);
    // Not stored, nor kept in the memory cache: the facts are one shopper's.
    const response = markCompleted(
      this.respond(facts, 'complete', preferences, await speechIn(language)),
      { facts: completed, read_on: read.readOn },
      { title: photoSourceTitle(read.readOn) },
    );
    return this.enricher ? this.enricher.enrich(response, facts) : response;
  }

  private async evaluated(
    id: string,
    facts: ProductFacts,
    preferences: Preferences | undefined,
    language: InterfaceLanguage,
  ): Promise<ProductResponse> {
    const content = createHash('sha256').update(JSON.stringify(facts)).digest('base64url');
    const shared = this.factsByContent.get(content) ?? facts;
    this.factsByContent.set(content, shared);
    // One stored evaluation per language: the same facts say the same in each, in its own words.
    const key = createHash('sha256')
      .update(JSON.stringify([derivedVersion(this.knowledge), content, preferences ?? null, language]))
      .digest('base64url');
    // Only the one preference-free evaluation per product is stored: personalised ones live in the bounded
    // memory cache, so anonymous callers with endless distinct preferences cannot grow the store.
    const persist = preferences === undefined;
    const cached = this.memory.get(`${id}:${key}`) ?? (persist ? await this.evaluations.get(id, key) : undefined);
    if (cached) return this.remember(`${id}:${key}`, cached);
    const response = this.respond(shared, 'complete', preferences, await speechIn(language));
    if (persist) await this.evaluations.put(id, key, response);
    return this.remember(`${id}:${key}`, response);
  }

  /** The catalog's image of a product: by its id when the caller knows it, else by its name (and brand). */
  async image(query: {
    id?: string;
    name: string;
    brand?: string | undefined;
  }): Promise<{ imageUrl: string; source: string } | null> {
    const url = query.id
      ? (await this.products.get(query.id))?.imageUrl
      : await this.products.imageByName(query.name, query.brand);
    return url ? { imageUrl: url, source: imageCredit(url) } : null;
  }

  private respond(
    facts: ProductFacts,
    status: 'basic' | 'complete',
    preferences: Preferences | undefined,
    speech: Speech,
  ): ProductResponse {
    return respond(facts, this.knowledge, status, preferences, speech);
  }

  private async require(id: string): Promise<ProductFacts> {
    const facts = await this.products.get(id);
    if (!facts) throw notFound(`No product with id "${id}"`);
    return this.openRecords ? this.openRecords.current(facts) : facts;
  }

  private remember(key: string, response: ProductResponse): ProductResponse {
    this.memory.set(key, response);
    return response;
  }
}

/** The credit a picture needs: the Open Facts sites' photos are their contributors', under CC BY-SA 3.0. */
function imageCredit(url: string): string {
  const site = /open(food|beauty|products|petfood)facts\.(org|net)$/.exec(new URL(url).hostname);
  if (!site) return new URL(url).hostname;
  const name = { food: 'Food', beauty: 'Beauty', products: 'Products', petfood: 'Pet Food' }[site[1] ?? 'food'];
  return `Open ${name} Facts contributors (CC BY-SA 3.0)`;
}
