import { knowledge as defaultKnowledge, type Knowledge } from '@clearcart/knowledge';
import type { TokenVerifier } from './auth/token-verifier.ts';
import { HouseholdService } from './household/household-service.ts';
import { IdentifyService } from './identify/identify-service.ts';
import { LabelReader, PanelReader } from './identify/image/index.ts';
import { PhotoAdmission } from './identify/photo-admission.ts';
import { LabelService } from './labels/label-service.ts';
import { ShopperFactsService } from './labels/shopper-facts.ts';
import { AlternativesService } from './products/alternatives-service.ts';
import { derivedVersion, ProductService } from './products/product-service.ts';
import { OpenChoices, OpenRecordService } from './products/open-records.ts';
import { ResponseCache } from './products/response-cache.ts';
import { OnlineIdentify } from './identify/online.ts';
import { OfflinePackService } from './products/offline-pack.ts';
import { ProductEnricher, createProviders, type ProviderSettings } from './providers/index.ts';
import type { Db } from './store/db.ts';
import { EvaluationRepository } from './store/evaluation-repository.ts';
import { HistoryRepository } from './store/history-repository.ts';
import { ListRepository } from './store/list-repository.ts';
import { PackRepository } from './store/pack-repository.ts';
import { PreferencesRepository } from './store/preferences-repository.ts';
import { ProductRepository } from './store/product-repository.ts';
import { ProfileRepository } from './store/profile-repository.ts';
import { ScoreRepository } from './store/score-repository.ts';

/** Everything routes call: services hold the rules, repositories hold the I/O. */
export interface Services {
  db: Db;
  products: ProductRepository;
  preferences: PreferencesRepository;
  history: HistoryRepository;
  /** The household's people (issue 34); the account holder's preferences are `preferences`. */
  profiles: ProfileRepository;
  lists: ListRepository;
  /** Each person's alerts for products, and a list's report for a household. */
  household: HouseholdService;
  identify: IdentifyService;
  productService: ProductService;
  alternatives: AlternativesService;
  /** Serialised product responses of hot products and evaluations. */
  responses: ResponseCache;
  tokens: TokenVerifier;
  labelReader: LabelReader;
  /** Reads packs' panels in their language (English shares labelReader's pool). */
  panelReader: PanelReader;
  /** The ingredient list or nutrition table on a shopper's photo (issue 32). */
  labels: LabelService;
  /** The report of a product from the facts a shopper read from its package, kept nowhere. */
  shopperFacts: ShopperFactsService;
  /** The products most scanned in a country, for scanning with no network (issue 33). */
  offlinePack: OfflinePackService;
}

/** `providers`: the optional online sources (config.providers); none configured means fully offline. */
export function createServices(
  db: Db,
  tokens: TokenVerifier,
  knowledge: Knowledge = defaultKnowledge,
  providers: ProviderSettings = {},
): Services {
  const products = new ProductRepository(db);
  const labelReader = new LabelReader();
  const panelReader = new PanelReader(labelReader);
  // Every photo, identified or read, waits in the same line.
  const admission = new PhotoAdmission();
  const online = createProviders(db, providers);
  // The Open Food Facts family, when one of its sites is configured.
  const sites = online && online.openFacts.length > 0 ? online : undefined;
  const alternatives = new AlternativesService(
    new ScoreRepository(db, derivedVersion(knowledge)),
    products,
    knowledge,
    sites ? new OpenChoices(products, sites) : undefined,
  );
  const lists = new ListRepository(db);
  return {
    labelReader,
    panelReader,
    labels: new LabelService(panelReader, admission),
    shopperFacts: new ShopperFactsService(knowledge),
    db,
    products,
    preferences: new PreferencesRepository(db),
    history: new HistoryRepository(db, derivedVersion(knowledge)),
    identify: new IdentifyService(
      products,
      labelReader,
      online ? new OnlineIdentify(products, online) : undefined,
      admission,
    ),
    responses: new ResponseCache(),
    alternatives,
    profiles: new ProfileRepository(db),
    lists,
    household: new HouseholdService(lists, alternatives, knowledge),
    productService: new ProductService(
      products,
      new EvaluationRepository(db),
      knowledge,
      online ? new ProductEnricher(online) : undefined,
      sites ? new OpenRecordService(products, sites) : undefined,
    ),
    offlinePack: new OfflinePackService(new PackRepository(db), derivedVersion(knowledge)),
    tokens,
  };
}
