import { knowledge as defaultKnowledge, type Knowledge } from '@clearcart/knowledge';
import { AccountService } from './account/account-service.ts';
import type { TokenVerifier } from './auth/token-verifier.ts';
import { HistoryService } from './history/history-service.ts';
import { HouseholdService } from './household/household-service.ts';
import { PreferencesService } from './household/preferences-service.ts';
import { ProfileService } from './household/profile-service.ts';
import { IdentifyService } from './identify/identify-service.ts';
import { WordReader, PanelReader } from './image/index.ts';
import { PhotoAdmission } from './identify/photo-admission.ts';
import { LabelService } from './labels/label-service.ts';
import { ListService } from './lists/list-service.ts';
import { InProcessPhotoWork, type PhotoWork } from './photo-work/photo-work.ts';
import { Readiness } from './readiness.ts';
import { MyProductService } from './my-products/my-product-service.ts';
import { ShareQueue } from './my-products/share-queue.ts';
import { ShopperFactsService } from './labels/shopper-facts.ts';
import { AlternativesService } from './products/alternatives-service.ts';
import { derivedVersion, ProductService } from './products/product-service.ts';
import { OpenChoices, OpenRecordService } from './products/open-records.ts';
import { ResponseCache } from './products/response-cache.ts';
import { OnlineIdentify } from './identify/online.ts';
import { OfflinePackService } from './products/offline-pack.ts';
import { recallProviders } from './recalls/recall-providers.ts';
import { RecallService } from './recalls/recall-service.ts';
import { WebPush } from './recalls/web-push.ts';
import { RecallRepository } from './store/repositories/recall-repository.ts';
import { ProductEnricher, createProviders, type ProviderSettings, type Providers } from './providers/index.ts';
import { OpenFoodFactsWriter } from './providers/open-food-facts-write.ts';
import { userAgent } from './providers/http.ts';
import { AccountRepository } from './store/repositories/account-repository.ts';
import type { Db } from './store/database/db.ts';
import { EvaluationRepository } from './store/repositories/evaluation-repository.ts';
import { HistoryRepository } from './store/repositories/history-repository.ts';
import { ListRepository } from './store/repositories/list-repository.ts';
import { MyProductRepository } from './store/repositories/my-product-repository.ts';
import { PackRepository } from './store/repositories/pack-repository.ts';
import { PreferencesRepository } from './store/repositories/preferences-repository.ts';
import { ProductRepository } from './store/repositories/product-repository.ts';
import { ProfileRepository } from './store/repositories/profile-repository.ts';
import { ScoreRepository } from './store/repositories/score-repository.ts';

/**
 * Everything the app is made of: services hold the rules, repositories hold the I/O. The routes see RouteServices;
 * the store and the repositories are here for the app's lifecycle, start-up and tests.
 */
export interface Services {
  db: Db;
  /** Barcodes the catalog lacks, looked up online (and those queued for the open databases' limits). */
  onlineIdentify: OnlineIdentify | undefined;
  /** Stops the queued lookups and lets go of the shared limits' connection. */
  closeOnline(): Promise<void>;
  /** The catalog as stored (seeding, imports, tests); routes read products through `productService`. */
  products: ProductRepository;
  /** The account holder's own preferences. */
  preferences: PreferencesService;
  /** The reports a shopper opened. */
  history: HistoryService;
  /** The household's people; the account holder's preferences are `preferences`. */
  profiles: ProfileService;
  /** Shopping lists, their pages, files and share links. */
  lists: ListService;
  /** Each person's alerts for products, and a list's report for a household. */
  household: HouseholdService;
  identify: IdentifyService;
  productService: ProductService;
  alternatives: AlternativesService;
  /** Serialised product responses of hot products and evaluations. */
  responses: ResponseCache;
  tokens: TokenVerifier;
  wordReader: WordReader;
  /** Where photos are decoded and read (barcodes, OCR): this process, or the workers on the queue (decision 034). */
  photos: PhotoWork;
  /** Whether this instance should get requests (/readyz): not while migrating, nor with its store unreachable. */
  readiness: Readiness;
  /** The online sources configured (their breakers and cache are watched on /metrics); null when offline. */
  online: Providers | null;
  /** Reads packs' panels in their language (English shares wordReader's pool). */
  panelReader: PanelReader;
  /** The ingredient list or nutrition table on a shopper's photo. */
  labels: LabelService;
  /** The report of a product from the facts a shopper read from its package, kept nowhere. */
  shopperFacts: ShopperFactsService;
  /** The products most scanned in a country, for scanning with no network. */
  offlinePack: OfflinePackService;
  /** A signed-in shopper's products read from their packages, and sharing them with Open Food Facts. */
  myProducts: MyProductService;
  /** Official recall notices: read on a schedule, matched to the catalog, told to the accounts. */
  recalls: RecallService;
  /** Web Push to the accounts' browsers (VAPID). */
  push: WebPush;
  /** A shopper's data as one file, or deleted with the account. */
  account: AccountService;
  /** What the store keeps of each account (the account's export and erasure read and delete through it). */
  accounts: AccountRepository;
}

/** What routes may call: the services, not the store nor the repositories under them. */
export type RouteServices = Omit<Services, 'db' | 'products' | 'accounts'>;

/** `providers`: the optional online sources (config.providers); none configured means fully offline. */
export function createServices(
  db: Db,
  tokens: TokenVerifier,
  knowledge: Knowledge = defaultKnowledge,
  providers: ProviderSettings = {},
  /** Where photos are read; unset, in this process (the queue is made by server.ts, decision 034). */
  photoWork?: PhotoWork,
): Services {
  const products = new ProductRepository(db);
  const wordReader = new WordReader();
  const panelReader = new PanelReader(wordReader);
  // Every photo, identified or read, waits in the same line.
  const admission = new PhotoAdmission();
  const online = createProviders(db, providers);
  const onlineIdentify = online ? new OnlineIdentify(products, online) : undefined;
  const photos = photoWork ?? new InProcessPhotoWork({ wordReader, panelReader }, admission);
  // The Open Food Facts family, when one of its sites is configured.
  const sites = online && online.openFacts.length > 0 ? online : undefined;
  const alternatives = new AlternativesService(
    new ScoreRepository(db, derivedVersion(knowledge)),
    products,
    knowledge,
    sites ? new OpenChoices(products, sites) : undefined,
  );
  const lists = new ListRepository(db);
  const profiles = new ProfileService(new ProfileRepository(db));
  const household = new HouseholdService(lists, alternatives, knowledge);
  const myProductRepository = new MyProductRepository(db);
  const recallRepository = new RecallRepository(db);
  const accounts = new AccountRepository(db, lists, myProductRepository, recallRepository);
  // Sharing with Open Food Facts: only with an account configured; the app starts and stops its loop.
  const write = providers.openFoodFactsWrite;
  const shareQueue = write
    ? new ShareQueue(
        myProductRepository,
        new OpenFoodFactsWriter(write, {
          userAgent: userAgent(providers.contact),
          ...providers.http?.openFoodFactsWrite,
        }),
        {
          ...(providers.log ? { log: providers.log } : {}),
          ...providers.shareQueue,
        },
      )
    : undefined;
  const myProducts = new MyProductService(
    myProductRepository,
    knowledge,
    derivedVersion(knowledge),
    admission,
    shareQueue,
  );
  const push = new WebPush(db, providers.contact);
  const recalls = new RecallService(
    recallRepository,
    recallProviders(providers),
    { pollMs: providers.recalls?.pollMs ?? 3_600_000, ...(providers.log ? { log: providers.log } : {}) },
    push,
  );
  return {
    recalls,
    push,
    wordReader,
    panelReader,
    labels: new LabelService(photos),
    photos,
    online,
    readiness: new Readiness(db, products),
    shopperFacts: new ShopperFactsService(knowledge),
    db,
    products,
    preferences: new PreferencesService(new PreferencesRepository(db)),
    history: new HistoryService(new HistoryRepository(db, derivedVersion(knowledge)), myProducts),
    identify: new IdentifyService(products, photos, onlineIdentify),
    onlineIdentify,
    async closeOnline() {
      onlineIdentify?.close();
      await online?.close();
    },
    responses: new ResponseCache(),
    alternatives,
    profiles,
    lists: new ListService(lists, profiles, household),
    household,
    productService: new ProductService(
      products,
      new EvaluationRepository(db),
      knowledge,
      online ? new ProductEnricher(online) : undefined,
      sites ? new OpenRecordService(products, sites) : undefined,
    ),
    offlinePack: new OfflinePackService(new PackRepository(db), derivedVersion(knowledge)),
    myProducts,
    tokens,
    accounts,
    account: new AccountService(accounts, tokens),
  };
}
