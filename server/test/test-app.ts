import type { ProductFacts } from '@clearcart/contracts';
import { buildApp } from '../src/app.ts';
import type { TokenVerifier } from '../src/auth/token-verifier.ts';
import { loadConfig } from '../src/config/env.ts';
import type { ProviderSettings } from '../src/providers/index.ts';
import { createServices } from '../src/services.ts';
import { checkResponsesAgainstContract } from './contract.ts';
import { fakeTokens, fixtureProducts, openTestDb, type StoreKind } from './helpers.ts';

/** The app on a fresh store holding `products`, with `tokens` as its verifier. */
export async function buildTestApp(
  options: {
    kind?: StoreKind;
    products?: ProductFacts[];
    tokens?: TokenVerifier;
    providers?: ProviderSettings;
    /** Extra environment variables for the configuration. */
    env?: Record<string, string>;
  } = {},
) {
  const db = await openTestDb(options.kind ?? 'pglite');
  const services = createServices(db, options.tokens ?? fakeTokens, undefined, options.providers);
  await services.products.upsert(options.products ?? fixtureProducts, 'test');
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...options.env }), services);
  checkResponsesAgainstContract(app);
  return { app, services, db };
}
