import type { ProductFacts } from '@clearcart/contracts';
import { fromOpenFoodFacts, OPEN_FOOD_FACTS, type OpenFactsSite } from '@clearcart/engine';
import type { ProviderCache } from './cache.ts';
import { InFlight } from './cache.ts';
import { HttpClient, ProviderError, type HttpOptions } from './http.ts';
import { LocalRateWindow, type RateWindow } from './rate-window.ts';

const DAY = 24 * 60 * 60 * 1000;
/** A product found is saved into the catalog; the cache only spares OFF repeated "not found" and search calls. */
const NOT_FOUND_TTL = DAY;
const SEARCH_TTL = 7 * DAY;
/**
 * Open Food Facts' API documentation publishes 15 product reads and 10 searches a minute per IP address (decision
 * 069); a throttled request is answered 503.
 */
export const OPEN_FACTS_LIMITS = { readsPerMinute: 15, searchesPerMinute: 10 } as const;
/** The statuses by which the family's sites say "slow down". */
const SLOW_DOWN = [503, 429] as const;

export interface OpenFactsLimits {
  readsPerMinute: number;
  searchesPerMinute: number;
  /** Where requests are counted: this process's own window, or one shared through Redis by every instance. */
  window: RateWindow;
  /** The window's length (a minute; a 503 pauses the requests of its kind for as long). */
  windowMs: number;
}

/** The published limits, counted in this process (scripts and tests that do not share a count). */
export const localLimits = (now: () => number = Date.now): OpenFactsLimits => ({
  ...OPEN_FACTS_LIMITS,
  windowMs: 60_000,
  window: new LocalRateWindow({ windowMs: 60_000, now }),
});
const PAGE_SIZE = 5;
/** Products of a category asked for at once, most popular first, for better choices. */
const CATEGORY_PAGE_SIZE = 24;

/** Only what fromOpenFoodFacts reads, to keep answers small (OFF supports `fields` on both endpoints). */
const FIELDS = [
  'code',
  'product_name',
  'product_name_en',
  'product_name_fr',
  'generic_name',
  'abbreviated_product_name',
  'lang',
  'lc',
  'brands',
  'brand_owner',
  'categories',
  'categories_tags',
  'main_category_en',
  'quantity',
  'ingredients_text',
  'ingredients_text_en',
  'allergens_tags',
  'traces_tags',
  'additives_tags',
  'nutriments',
  'serving_size',
  'serving_quantity',
  'serving_quantity_unit',
  'nutriments_estimated',
  'nutrition_score_warning_nutriments_estimated',
  'misc_tags',
  'labels_tags',
  'packaging_materials_tags',
  'packagings',
  'packaging_tags',
  'origins',
  'countries_tags',
  'ingredients_analysis_tags',
  'nova_group',
  'nutriscore_grade',
  'nutrition_grades',
  'environmental_score_grade',
  'ecoscore_grade',
  'image_front_url',
  'image_url',
].join(',');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A database of the Open Food Facts family (Open Food Facts, Open Beauty Facts, Open Products Facts: one API): a
 * product by barcode and a text search, normalised to ProductFacts.
 */
export class OpenFoodFactsProvider {
  readonly http: HttpClient;
  private readonly base: string;
  private readonly inFlight = new InFlight();

  constructor(
    baseUrl: string,
    private readonly cache: ProviderCache,
    http: Partial<HttpOptions> = {},
    readonly site: OpenFactsSite = OPEN_FOOD_FACTS,
    private readonly limits: OpenFactsLimits = localLimits(),
  ) {
    this.base = baseUrl.replace(/\/+$/, '');
    this.http = new HttpClient(site.name, http);
  }

  /**
   * The product with this barcode, or null when OFF does not have it (cached for a day; `refresh` asks regardless).
   * Throws ProviderError when OFF cannot be reached or answers nonsense, `over_limit` when the read would break its
   * published limit (no request is made) and `slow_down` when it answered that we are over it.
   */
  async byBarcode(gtin: string, signal?: AbortSignal, refresh = false): Promise<ProductFacts | null> {
    const key = `off:product:${this.base}:${gtin}`;
    // A refresh asks again whatever the cache says: the remembered miss is what is being refreshed.
    if (!refresh && (await this.cache.get(key, NOT_FOUND_TTL)) === null) return null;
    return this.inFlight.run(key, async () => {
      await this.slot('reads', this.limits.readsPerMinute);
      const url = `${this.base}/api/v2/product/${encodeURIComponent(gtin)}.json?fields=${FIELDS}`;
      const { status, body } = await this.slowingDown('reads', () =>
        this.http.json(url, { signal, acceptStatus: [404], slowDown: SLOW_DOWN }),
      );
      const found = isObject(body) && body.status === 1 && isObject(body.product);
      const facts = found ? this.fromRecord(body) : null;
      if (!facts && (status === 404 || (isObject(body) && body.status === 0))) await this.cache.set(key, null);
      return facts;
    });
  }

  /** Products matching the words, best first as OFF ranks them; empty when none (or over OFF's search rate). */
  async search(terms: string, signal?: AbortSignal): Promise<ProductFacts[]> {
    const query = terms.replace(/\s+/g, ' ').trim().toLowerCase().slice(0, 200);
    if (query.length === 0) return [];
    const key = `off:search:${this.base}:${query}`;
    const cached = await this.cache.get<ProductFacts[]>(key, SEARCH_TTL);
    if (cached !== undefined) return cached ?? [];
    return this.inFlight.run(key, async () => {
      if (!(await this.searchSlot())) return [];
      const params = new URLSearchParams({
        search_terms: query,
        search_simple: '1',
        action: 'process',
        json: '1',
        page_size: String(PAGE_SIZE),
        fields: FIELDS,
      });
      const { body } = await this.slowingDown('searches', () =>
        this.http.json(`${this.base}/cgi/search.pl?${params.toString()}`, { signal, slowDown: SLOW_DOWN }),
      );
      if (!isObject(body) || !Array.isArray(body.products)) return [];
      const products = body.products
        .slice(0, PAGE_SIZE)
        .map((record) => this.fromRecord(record))
        .filter((p): p is ProductFacts => p !== null && p.gtin !== undefined);
      await this.cache.set(key, products);
      return products;
    });
  }

  /**
   * The most popular products of a category (an OFF tag, "en:hazelnut-spreads"), through the v2 search; cached per
   * category for a week, and within the search limit (empty when over it). Throws ProviderError when unreachable.
   */
  async inCategory(tag: string, signal?: AbortSignal): Promise<ProductFacts[]> {
    const key = `off:category:${this.base}:${tag}`;
    const cached = await this.cache.get<ProductFacts[]>(key, SEARCH_TTL);
    if (cached !== undefined) return cached ?? [];
    return this.inFlight.run(key, async () => {
      if (!(await this.searchSlot())) return [];
      const params = new URLSearchParams({
        categories_tags: tag,
        sort_by: 'popularity_key',
        page_size: String(CATEGORY_PAGE_SIZE),
        fields: FIELDS,
      });
      const { body } = await this.slowingDown('searches', () =>
        this.http.json(`${this.base}/api/v2/search?${params.toString()}`, { signal, slowDown: SLOW_DOWN }),
      );
      if (!isObject(body) || !Array.isArray(body.products)) return [];
      const products = body.products
        .slice(0, CATEGORY_PAGE_SIZE)
        .map((record) => this.fromRecord(record))
        .filter((p): p is ProductFacts => p !== null && p.gtin !== undefined);
      await this.cache.set(key, products);
      return products;
    });
  }

  /** Takes a slot of `kind` within its limit; ProviderError `over_limit` (no request made) when none is free. */
  private async slot(kind: 'reads' | 'searches', limit: number): Promise<void> {
    const wait = await this.limits.window.take(`${kind}:${this.base}`, limit);
    if (wait > 0) throw new ProviderError('over_limit', `${this.site.name}: over its ${kind} limit for ${wait} ms`);
  }

  /** A search's slot: over the limit a search finds nothing (it is only a fallback of identify). */
  private async searchSlot(): Promise<boolean> {
    return (await this.limits.window.take(`searches:${this.base}`, this.limits.searchesPerMinute)) === 0;
  }

  /** A request of `kind`; a "slow down" answer pauses every instance's requests of that kind for the window. */
  private async slowingDown<T>(kind: 'reads' | 'searches', request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'slow_down')
        await this.limits.window.pause(`${kind}:${this.base}`, this.limits.windowMs);
      throw error;
    }
  }

  /** A record normalised, saying which site it is from and when it was fetched. */
  private fromRecord(record: unknown): ProductFacts | null {
    const facts = fromOpenFoodFacts(record, this.site);
    if (!facts?.gtin) return facts;
    return {
      ...facts,
      openRecord: {
        site: this.site.name,
        url: `${this.site.url}/product/${facts.gtin}`,
        fetchedAt: new Date().toISOString(),
      },
    };
  }
}
