import { knowledge as defaultKnowledge, type Knowledge } from '@clearcart/knowledge';
import type { TokenVerifier } from './auth/token-verifier.ts';
import { IdentifyService } from './identify/identify-service.ts';
import { LabelReader } from './identify/image/index.ts';
import { AlternativesService } from './products/alternatives-service.ts';
import { derivedVersion, ProductService } from './products/product-service.ts';
import { OpenChoices, OpenRecordService } from './products/open-records.ts';
import { ResponseCache } from './products/response-cache.ts';
import { OnlineIdentify } from './identify/online.ts';
import { ProductEnricher, createProviders, type ProviderSettings } from './providers/index.ts';
import type { Db } from './store/db.ts';
import { EvaluationRepository } from './store/evaluation-repository.ts';
import { HistoryRepository } from './store/history-repository.ts';
import { PreferencesRepository } from './store/preferences-repository.ts';
import { ProductRepository } from './store/product-repository.ts';
import { ScoreRepository } from './store/score-repository.ts';

/** Everything routes call: services hold the rules, repositories hold the I/O. */
export interface Services {
  db: Db;
  products: ProductRepository;
  preferences: PreferencesRepository;
  history: HistoryRepository;
  identify: IdentifyService;
  productService: ProductService;
  alternatives: AlternativesService;
  /** Serialised product responses of hot products and evaluations. */
  responses: ResponseCache;
  tokens: TokenVerifier;
  labelReader: LabelReader;
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
  const online = createProviders(db, providers);
  // The Open Food Facts family, when one of its sites is configured.
  const sites = online && online.openFacts.length > 0 ? online : undefined;
  return {
    labelReader,
    db,
    products,
    preferences: new PreferencesRepository(db),
    history: new HistoryRepository(db, derivedVersion(knowledge)),
    identify: new IdentifyService(products, labelReader, online ? new OnlineIdentify(products, online) : undefined),
    responses: new ResponseCache(),
    alternatives: new AlternativesService(
      new ScoreRepository(db, derivedVersion(knowledge)),
      products,
      knowledge,
      sites ? new OpenChoices(products, sites) : undefined,
    ),
    productService: new ProductService(
      products,
      new EvaluationRepository(db),
      knowledge,
      online ? new ProductEnricher(online) : undefined,
      sites ? new OpenRecordService(products, sites) : undefined,
    ),
    tokens,
  };
}
