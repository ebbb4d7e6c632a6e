// `node scripts/with-services.mjs <command…>`: runs one command with the services `npm test` gives its steps — a
// throwaway PostgreSQL and an Auth Emulator on free loopback ports — then stops them. For one test file at a time:
//   node scripts/with-services.mjs npx vitest run server/test/lists-api.test.ts
//   node scripts/with-services.mjs npx playwright test -c e2e/playwright.config.ts e2e/tests/search.spec.ts
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAuthEmulator } from './lib/emulator.mjs';
import { freePorts } from './lib/ports.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/with-services.mjs <command> [args…]');
  process.exit(2);
}
const postgres = startPostgres({ port: await freePorts() });
let emulator;
let code = 1;
try {
  emulator = await startAuthEmulator({ root, port: await freePorts(3), projectId: 'demo-clearcart-test', quiet: true });
  code = run(command, args, {
    cwd: process.cwd(),
    env: {
      ...process.env,
      TEST_DATABASE_URL: postgres.url,
      TEST_AUTH_EMULATOR_HOST: emulator.host,
      TEST_AUTH_EMULATOR_HUB: emulator.hubHost,
      TEST_FIREBASE_PROJECT_ID: 'demo-clearcart-test',
      E2E_PORT: String(await freePorts()),
    },
  });
} finally {
  await emulator?.stop();
  postgres.stop();
}
process.exit(code);
