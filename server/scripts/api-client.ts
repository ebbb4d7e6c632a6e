// `npm run api:client`: writes the OpenAPI document and the typed client generated from it into packages/api-client.
// The contract test regenerates both from the served document and fails when the committed copies are stale.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import { stringify } from 'yaml';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { unauthorized } from '../src/errors.ts';
import { createServices } from '../src/services.ts';
import { openPglite } from '../src/store/database/db.ts';
import { migrate } from '../src/store/database/migrations.ts';

export const API_CLIENT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'api-client');

const HEADER = '// Generated from the ClearCart OpenAPI document by `npm run api:client`. Do not edit.\n\n';

/** The files of packages/api-client, rendered from `document`. */
export async function renderApiClient(served: object): Promise<Record<string, string>> {
  // A plain copy: objects the document shares would otherwise become YAML anchors.
  const document = JSON.parse(JSON.stringify(served)) as Parameters<typeof openapiTS>[0];
  const schema = astToString(await openapiTS(structuredClone(document)));
  return {
    'openapi.json': `${JSON.stringify(document, null, 2)}\n`,
    'openapi.yaml': stringify(document),
    'schema.d.ts': HEADER + schema,
  };
}

/** The document of an app built on an empty in-memory store: the routes and schemas are all it needs. */
async function servedDocument(): Promise<object> {
  const db = await openPglite('memory://');
  await migrate(db);
  const services = createServices(db, {
    verify: () => Promise.reject(unauthorized()),
    account: () => Promise.resolve(null),
    deleteAccount: () => Promise.resolve(),
  });
  const app: FastifyInstance = await buildApp(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }), services);
  await app.ready();
  const document = app.swagger();
  await app.close();
  return document;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, text] of Object.entries(await renderApiClient(await servedDocument()))) {
    writeFileSync(join(API_CLIENT_DIR, name), text);
    console.log(`wrote packages/api-client/${name}`);
  }
}
