import { knowledge as defaultKnowledge, type Knowledge } from '@clearcart/knowledge';
import type { TokenVerifier } from './auth/token-verifier.ts';
import { IdentifyService } from './identify/identify-service.ts';
import { LabelReader } from './identify/image/index.ts';
import { ProductService } from './products/product-service.ts';
import type { Db } from './store/db.ts';
import { PreferencesRepository } from './store/preferences-repository.ts';
import { ProductRepository } from './store/product-repository.ts';

/** Everything routes call: services hold the rules, repositories hold the I/O. */
export interface Services {
  db: Db;
  products: ProductRepository;
  preferences: PreferencesRepository;
  identify: IdentifyService;
  productService: ProductService;
  tokens: TokenVerifier;
  labelReader: LabelReader;
}

export function createServices(db: Db, tokens: TokenVerifier, knowledge: Knowledge = defaultKnowledge): Services {
  const products = new ProductRepository(db);
  const labelReader = new LabelReader();
  return {
    labelReader,
    db,
    products,
    preferences: new PreferencesRepository(db),
    identify: new IdentifyService(products, labelReader),
    productService: new ProductService(products, db, knowledge),
    tokens,
  };
}
