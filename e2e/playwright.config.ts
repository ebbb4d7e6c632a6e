import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 8181);
// `npm test` starts an Auth Emulator for the run; alone, this config uses the one `npm start` runs.
const authHost = process.env.TEST_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const projectId = process.env.TEST_FIREBASE_PROJECT_ID ?? 'demo-clearcart';
/** A recall register and a push service on loopback (e2e/recalls-fake.ts), read by the app every 3 s. */
export const recallsPort = Number(process.env.E2E_RECALLS_PORT ?? port + 5);

/**
 * Debian's `chromium-headless-shell`: the same Chromium build as Debian's `chromium`, without the desktop browser's
 * shell (Playwright's own default for headless runs). The suite runs about a third faster on it (decision 086).
 */
export const chromiumPath = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two tests at a time, any two: the browser's renderers keep both cores busy (a third worker was no faster), and a
  // long file no longer ends the run alone on one worker (web-routes: 72 s at the end). Tests share one server and
  // depend on no other test: each makes its own accounts and data.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // npm test also asks for the JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME), for its table of the slowest files.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: join(root, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    screenshot: 'only-on-failure',
    // The app's service worker would answer requests that tests route (page.route); web-offline.spec allows it.
    serviceWorkers: 'block',
    trace: 'off',
  },
  webServer: [
    {
      command: `npx tsx e2e/recalls-fake.ts ${recallsPort}`,
      cwd: root,
      url: `http://127.0.0.1:${recallsPort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The built server, as `npm start` runs it (npm test's bootstrap rebuilds it when stale).
      // E2E_SERVER: a bundle built elsewhere (`node scripts/build-server.mjs --outdir …`), like E2E_WEB_DIST.
      command: `node ${process.env.E2E_SERVER ?? join(root, 'server', 'dist', 'server.js')}`,
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'clearcart-e2e-')),
        // A build elsewhere can be tested without touching the one `npm test` uses.
        WEB_DIST: process.env.E2E_WEB_DIST ?? join(root, 'web', 'dist'),
        AUTH_EMULATOR_PORT: authHost.split(':')[1] ?? '9099',
        FIREBASE_PROJECT_ID: projectId,
        LOG_LEVEL: 'warn',
        // The test suite never reaches the internet: the online sources (on by default) are off here.
        OPENFOODFACTS_URL: 'off',
        OPENBEAUTYFACTS_URL: 'off',
        OPENPRODUCTSFACTS_URL: 'off',
        OPENFOODFACTS_DELTA_URL: 'off',
        OPENBEAUTYFACTS_DELTA_URL: 'off',
        OPENPRODUCTSFACTS_DELTA_URL: 'off',
        // The recall registers: RappelConso is the local fake (e2e/recalls-fake.ts), read every 3 s; the others off.
        RAPPELCONSO_URL: `http://127.0.0.1:${recallsPort}`,
        RECALL_POLL_MINUTES: '0.05',
        FSA_ALERTS_URL: 'off',
        OPENFDA_URL: 'off',
        SAFETY_GATE_URL: 'off',
      },
    },
  ],
});
