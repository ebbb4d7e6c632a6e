// `npm test`: typecheck, lint, unit + API + store tests (PGlite and a real PostgreSQL), then Playwright end to end.
// Exits non-zero on the first failing step.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAuthEmulator } from './lib/emulator.mjs';
import { freePorts } from './lib/ports.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
// Free ports unless given: a port taken by anything else on the machine never fails the run.
const authPort = Number(process.env.TEST_AUTH_EMULATOR_PORT ?? (await freePorts(3)));
const pgPort = Number(process.env.TEST_POSTGRES_PORT ?? (await freePorts()));
const e2ePort = Number(process.env.E2E_PORT ?? (await freePorts()));

const started = Date.now();
const results = [];
function step(label, command, args, env = {}) {
  const t = Date.now();
  console.log(`\n▶ ${label}`);
  const code = run(command, args, { cwd: root, env: { ...process.env, ...env } });
  results.push(`${code === 0 ? '✔' : '✖'} ${label} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  if (code !== 0) throw new Error(`${label} failed (exit ${code})`);
}

let postgres;
let emulator;
let exitCode = 0;
try {
  step('Typecheck', bin('tsc'), ['-p', '.']);
  step('Typecheck web', bin('tsc'), ['-p', 'web']);
  step('Lint', bin('eslint'), ['.', '--max-warnings=0']);
  step('Format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);

  console.log('\n▶ Starting PostgreSQL and the Auth Emulator for the tests…');
  postgres = startPostgres({ port: pgPort });
  emulator = await startAuthEmulator({ root, port: authPort, projectId: 'demo-clearcart-test', quiet: true });
  const env = {
    TEST_DATABASE_URL: postgres.url,
    TEST_AUTH_EMULATOR_HOST: emulator.host,
    TEST_FIREBASE_PROJECT_ID: 'demo-clearcart-test',
    E2E_PORT: String(e2ePort),
  };
  step('Unit, API and store tests (vitest)', bin('vitest'), ['run'], env);
  step('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], env);
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  await emulator?.stop();
  try {
    postgres?.stop();
  } catch (error) {
    console.error(`PostgreSQL did not stop cleanly: ${error instanceof Error ? error.message : error}`);
  }
}
console.log(
  `\n${results.join('\n')}\n${exitCode === 0 ? '✔ All tests passed' : '✖ Tests failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(exitCode);
