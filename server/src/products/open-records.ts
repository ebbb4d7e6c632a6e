import type { ProductFacts } from '@clearcart/contracts';
import { LRUCache } from 'lru-cache';
import type { Providers } from '../providers/index.ts';
import type { OpenFoodFactsProvider } from '../providers/open-food-facts.ts';
import { within } from '../providers/http.ts';
import { hasIngredientList } from '../store/repositories/open-record.ts';
import type { OpenState, ProductRepository } from '../store/repositories/product-repository.ts';

const DAY = 24 * 60 * 60 * 1000;
/** A site's record is asked for again after a week… */
export const REFRESH_AFTER_MS = 7 * DAY;
/** …or after a day when the product still lacks its ingredients or nutrition, or the site did not know it. */
export const REFRESH_LACKING_AFTER_MS = DAY;
/** A site that could not be reached is not asked again for this product for a while. */
const RETRY_UNREACHABLE_MS = 10 * 60 * 1000;

/** Whether a product lacks what shoppers read first: its ingredient list or its nutrition. */
export const lacksEssentials = (facts: ProductFacts): boolean =>
  !hasIngredientList(facts) ||
  (facts.kind !== 'cosmetic' && facts.kind !== 'household' && Object.keys(facts.nutriments ?? {}).length === 0);

/** Whether the product's site record is due: never asked, or older than its refresh age. */
export function isDue(state: OpenState, facts: ProductFacts, now: number): boolean {
  if (state.askedAt === null) return true;
  const age = now - state.askedAt.getTime();
  return age >= (!state.found || lacksEssentials(facts) ? REFRESH_LACKING_AFTER_MS : REFRESH_AFTER_MS);
}

/**
 * Keeps each catalog product with a barcode completed by its record in the Open Food Facts family, so it is
 * never poorer than the open databases. A product opened for the first time waits for the site at most as long as other
 * enrichment does; a record due for a refresh is fetched in the background, never holding a report up. Without the
 * sites (offline, or not configured) the records already fetched still serve.
 */
export class OpenRecordService {
  private readonly unreachable = new LRUCache<string, true>({ max: 10_000, ttl: RETRY_UNREACHABLE_MS });
  private readonly inFlight = new Map<string, Promise<boolean>>();

  constructor(
    private readonly products: ProductRepository,
    private readonly providers: Providers,
    private readonly now: () => number = Date.now,
  ) {}

  /** The facts a report of this product is made from: the catalog's, completed by the site's record when due. */
  async current(facts: ProductFacts): Promise<ProductFacts> {
    const site = facts.gtin ? this.siteOf(facts) : undefined;
    if (!site || this.unreachable.has(facts.id)) return facts;
    const state = await this.products.openState(facts.id);
    if (!state?.gtin || !isDue(state, facts, this.now())) return facts;
    const fetched = this.fetch(facts.id, state.gtin, site);
    if (state.askedAt !== null) return facts;
    return (await within(this.providers.enrichWaitMs, fetched))
      ? ((await this.products.get(facts.id)) ?? facts)
      : facts;
  }

  /** Waits for every fetch under way (tests, and a clean shutdown). */
  async settled(): Promise<void> {
    await Promise.all(this.inFlight.values());
  }

  /** Asks the site for the barcode and keeps its answer; true when an answer was kept. Never throws. */
  private fetch(id: string, gtin: string, site: OpenFoodFactsProvider): Promise<boolean> {
    let work = this.inFlight.get(id);
    if (work) return work;
    work = (async () => {
      try {
        const record = await site.byBarcode(gtin, undefined, true);
        return await this.products.saveOpenRecord(id, site.site.name, record);
      } catch (error) {
        this.unreachable.set(id, true);
        this.providers.log(`${site.site.name} record of ${gtin}`, error);
        return false;
      } finally {
        this.inFlight.delete(id);
      }
    })();
    this.inFlight.set(id, work);
    return work;
  }

  private siteOf(facts: ProductFacts): OpenFoodFactsProvider | undefined {
    return siteOf(this.providers.openFacts, facts);
  }
}

/** The site that holds this kind of product: the one it was fetched from, else food, cosmetics or household's. */
function siteOf(sites: readonly OpenFoodFactsProvider[], facts: ProductFacts): OpenFoodFactsProvider | undefined {
  const byPrefix = sites.find((s) => facts.id.startsWith(`${s.site.prefix}-`));
  if (byPrefix) return byPrefix;
  const kind = facts.kind === 'beverage' ? 'food' : facts.kind;
  return sites.find((s) => (s.site.kind ?? 'food') === kind);
}

/**
 * Better choices beyond the catalog: the most popular products of a product's category on its site, added to the
 * catalog (a product it already holds, by id or barcode, is left as it is). The site's answers are cached per
 * category for a week, within its search limit.
 */
export class OpenChoices {
  constructor(
    private readonly products: ProductRepository,
    private readonly providers: Providers,
  ) {}

  get waitMs(): number {
    return this.providers.enrichWaitMs;
  }

  /** The products of the category added to the catalog now; none when the site is unreachable or has none. */
  async discover(facts: ProductFacts): Promise<ProductFacts[]> {
    const site = siteOf(this.providers.openFacts, facts);
    // The most specific of the product's category tags: its closest peers.
    const category = facts.categoryTags.at(-1);
    if (!site || !category) return [];
    try {
      const found = await site.inCategory(category);
      const added: ProductFacts[] = [];
      for (const product of found) {
        if (product.id === facts.id || product.gtin === facts.gtin) continue;
        const known =
          (product.gtin ? await this.products.findByGtin([product.gtin]) : null) ??
          (await this.products.get(product.id));
        if (!known) added.push(product);
      }
      if (added.length > 0) await this.products.upsert(added, 'openfoodfacts');
      return added;
    } catch (error) {
      this.providers.log(`${site.site.name} category ${category}`, error);
      return [];
    }
  }
}
