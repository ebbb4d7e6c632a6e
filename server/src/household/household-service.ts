import { createHash } from 'node:crypto';
import {
  defaultPreferences,
  productFacts,
  type Alternative,
  type HouseholdAlertsResponse,
  type HouseholdMember,
  type InterfaceLanguage,
  type ItemReport,
  type ListItem,
  type ListReport,
  type PersonAlerts,
  type PersonalAlert,
  type Preferences,
  type ProductBrief,
  type ProductFacts,
  type ThreeScores,
} from '@clearcart/contracts';
import { ENGLISH, evaluateProduct, scoreCard, threeScores, type Speech } from '@clearcart/engine';
import type { Knowledge } from '@clearcart/knowledge';
import { LRUCache } from 'lru-cache';
import { DEFAULT_LANGUAGE, speechIn } from '../i18n/report-language.ts';
import type { AlternativesService } from '../products/alternatives-service.ts';
import { derivedVersion } from '../products/product-service.ts';
import type { CatalogEntry, ListRepository } from '../store/repositories/list-repository.ts';
import { basketSummary, householdPreferences, worstItems } from './list-report.ts';

/** Alerts and scores kept in memory, per product facts and person: a list's page is opened again and again. */
const CACHE_SIZE = 20_000;
/** How long better choices are reused before they are looked for again (the catalog may have changed). */
const CHOICES_TTL_MS = 10 * 60_000;
/** Items reported between two turns of the event loop. */
const YIELD_EVERY = 20;

const hash = (text: string) => createHash('sha1').update(text).digest('base64url');
const NOTHING_TO_CHECK = hash(JSON.stringify(defaultPreferences()));

/** A catalog product as the report needs it, parsed once. */
interface Product {
  key: string;
  brief: ProductBrief;
  raw: unknown;
  facts?: ProductFacts;
  scores: ThreeScores | null;
}

/**
 * Each person's alerts for products, and a list's report for a household: the engine's personalisation
 * (`evaluateProduct(facts, knowledge, preferences).personal_alerts`) run once per product and person, with better
 * choices for the worst items from the alternatives service, checked against everyone's preferences at once.
 */
export class HouseholdService {
  private readonly memory = new LRUCache<string, PersonalAlert[] | ThreeScores>({ max: CACHE_SIZE });
  /**
   * Better choices per product and household, for a while: a list's page is opened again and again, and its worst
   * items' choices change only with the catalog.
   */
  private readonly choices = new LRUCache<string, Alternative[]>({ max: 2_000, ttl: CHOICES_TTL_MS });
  private readonly version: string;

  constructor(
    private readonly lists: ListRepository,
    private readonly alternatives: AlternativesService,
    private readonly knowledge: Knowledge,
  ) {
    this.version = derivedVersion(knowledge);
  }

  /** Every person's alerts for each product asked about that is in the catalog, in the order asked, in `language`. */
  async alerts(
    productIds: readonly string[],
    people: readonly HouseholdMember[],
    language: InterfaceLanguage = DEFAULT_LANGUAGE,
  ): Promise<HouseholdAlertsResponse> {
    const [catalog, speech] = await Promise.all([this.catalog(productIds), speechIn(language)]);
    const keyed = people.map((person) => ({ person, key: hash(JSON.stringify(person.preferences)) }));
    return {
      products: [...new Set(productIds)].flatMap((id) => {
        const product = catalog.get(id);
        if (!product) return [];
        return [
          {
            product_id: id,
            people: keyed.map(({ person, key }) => ({
              ...(person.id ? { profile_id: person.id } : {}),
              name: person.name,
              alerts: this.alertsOf(product, person.preferences, key, speech),
            })),
          },
        ];
      }),
    };
  }

  /**
   * A list's report for the household: each item with its product's three scores and the alerts it raises for whom,
   * the basket's summary, and better choices for the worst items that raise no alert for anyone; its words in
   * `language`.
   */
  async report(
    items: readonly ListItem[],
    people: readonly HouseholdMember[],
    language: InterfaceLanguage = DEFAULT_LANGUAGE,
  ): Promise<ListReport> {
    const [catalog, speech] = await Promise.all([
      this.catalog(items.flatMap((item) => (item.product_id ? [item.product_id] : []))),
      speechIn(language),
    ]);
    const reported = await this.items(items, people, catalog, speech);
    const worst = worstItems(reported, undefined, speech.messages.household);
    const together = householdPreferences(people.map((person) => person.preferences));
    const togetherKey = hash(JSON.stringify(together ?? null));
    const choices = new Map<string, Alternative[]>();
    await Promise.all(
      worst.map(async ({ item }) => {
        const product = item.product_id ? catalog.get(item.product_id) : undefined;
        if (!product || !item.product_id) return;
        const key = `${product.key}\u0000${togetherKey}\u0000${language}`;
        let found = this.choices.get(key);
        if (!found) {
          try {
            found = (await this.alternatives.alternatives(item.product_id, together, language)).alternatives;
          } catch {
            return; // the product left the catalog meanwhile: no choices for it, not a failure of the page
          }
          this.choices.set(key, found);
        }
        choices.set(item.id, found);
      }),
    );
    return {
      people: people.map((person) => ({ ...(person.id ? { id: person.id } : {}), name: person.name })),
      items: reported,
      summary: basketSummary(reported, people, worst, choices),
    };
  }

  /** The items with their products' scores, for whoever has a share link: no one's alerts. */
  async scored(items: readonly ListItem[]): Promise<Omit<ItemReport, 'alerts'>[]> {
    const catalog = await this.catalog(items.flatMap((item) => (item.product_id ? [item.product_id] : [])));
    return (await this.items(items, [], catalog, ENGLISH)).map(({ alerts: _none, ...item }) => item);
  }

  private async items(
    items: readonly ListItem[],
    people: readonly HouseholdMember[],
    catalog: ReadonlyMap<string, Product>,
    speech: Speech,
  ): Promise<ItemReport[]> {
    const keyed = people.map((person) => ({ person, key: hash(JSON.stringify(person.preferences)) }));
    const reported: ItemReport[] = [];
    for (const [index, item] of items.entries()) {
      // A long list for a large household is seconds of engine work at worst: other requests are served meanwhile.
      if (index > 0 && index % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
      const product = item.product_id ? catalog.get(item.product_id) : undefined;
      if (!product) {
        const { product: _gone, ...rest } = item;
        reported.push({ ...rest, scores: threeScores({}), alerts: [] });
        continue;
      }
      const alerts: PersonAlerts[] = keyed.flatMap(({ person, key }) => {
        const found = this.alertsOf(product, person.preferences, key, speech);
        return found.length > 0
          ? [{ ...(person.id ? { profile_id: person.id } : {}), name: person.name, alerts: found }]
          : [];
      });
      reported.push({ ...item, product: product.brief, scores: this.scoresOf(product), alerts });
    }
    return reported;
  }

  private async catalog(ids: readonly string[]): Promise<Map<string, Product>> {
    const entries: CatalogEntry[] = ids.length === 0 ? [] : await this.lists.catalog([...new Set(ids)], this.version);
    return new Map(
      entries.map((entry) => [
        entry.id,
        {
          key: hash(`${this.version}\u0000${JSON.stringify(entry.facts)}`),
          brief: entry.brief,
          raw: entry.facts,
          scores: entry.scored
            ? threeScores({ health: entry.health, environmental: entry.environmental, ethical: entry.ethical })
            : null,
        },
      ]),
    );
  }

  private factsOf(product: Product): ProductFacts {
    product.facts ??= productFacts.parse(product.raw);
    return product.facts;
  }

  private alertsOf(
    product: Product,
    preferences: Preferences,
    preferencesKey: string,
    speech: Speech,
  ): PersonalAlert[] {
    if (preferencesKey === NOTHING_TO_CHECK) return [];
    // The alerts' messages are in the speech's language: one entry per language.
    const key = `${product.key}\u0000${preferencesKey}\u0000${speech.messages.format.locale}`;
    const cached = this.memory.get(key);
    if (Array.isArray(cached)) return cached;
    const alerts = evaluateProduct(this.factsOf(product), this.knowledge, preferences, speech).personal_alerts;
    this.memory.set(key, alerts);
    return alerts;
  }

  /** The product's scores from its score card, or from its preference-free evaluation when it has none yet. */
  private scoresOf(product: Product): ThreeScores {
    if (product.scores) return product.scores;
    const cached = this.memory.get(product.key);
    if (cached && !Array.isArray(cached)) return cached;
    const scores = threeScores(scoreCard(evaluateProduct(this.factsOf(product), this.knowledge).ratings).scores);
    this.memory.set(product.key, scores);
    return scores;
  }
}
