// `npm test`: the install check, typecheck, lint and format, unit + API + store tests (PGlite and a real PostgreSQL),
// then Playwright end to end; a table of where the time went at the end. Exits non-zero on the first failing step.
// The build and the static checks run side by side while PostgreSQL and the Auth Emulator start: each is one process.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const reports = join(root, '.cache', 'test-reports');

const started = Date.now();
/** @type {{ label: string, seconds: number, ok: boolean }[]} */
const steps = [];
const seconds = (since) => (Date.now() - since) / 1000;

/** Runs one step to its end with its output shown as it comes; throws when it fails. */
function step(label, command, args, env = {}) {
  const t = Date.now();
  console.log(`\n▶ ${label}`);
  const code = run(command, args, { cwd: root, env: { ...process.env, ...env } });
  steps.push({ label, seconds: seconds(t), ok: code === 0 });
  if (code !== 0) throw new Error(`${label} failed (exit ${code})`);
}

/** Runs one step beside others: its output is held and shown whole when it ends, so steps never interleave. */
function sideStep(label, command, args) {
  const t = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => (output += error.message));
    child.once('close', (code) => {
      const ok = code === 0;
      steps.push({ label, seconds: seconds(t), ok });
      console.log(
        `\n${ok ? '✔' : '✖'} ${label} (${seconds(t).toFixed(1)} s)${output.trim() ? `\n${output.trim()}` : ''}`,
      );
      if (ok) resolve();
      else reject(new Error(`${label} failed (exit ${code})`));
    });
  });
}

/** The test files that took longest, from the Vitest and Playwright JSON reports of this run. */
function slowestFiles(count) {
  const files = [];
  const vitest = join(reports, 'vitest.json');
  if (existsSync(vitest)) {
    for (const file of JSON.parse(readFileSync(vitest, 'utf8')).testResults ?? []) {
      files.push({ file: relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 });
    }
  }
  const playwright = join(reports, 'playwright.json');
  if (existsSync(playwright)) {
    const byFile = new Map();
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        const took = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0);
        const file = join('e2e', 'tests', spec.file);
        byFile.set(file, (byFile.get(file) ?? 0) + took / 1000);
      }
      (suite.suites ?? []).forEach(walk);
    };
    (JSON.parse(readFileSync(playwright, 'utf8')).suites ?? []).forEach(walk);
    for (const [file, took] of byFile) files.push({ file, seconds: took });
  }
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

function printTable(ok) {
  const rows = steps.map((s) => [`${s.ok ? '✔' : '✖'} ${s.label}`, `${s.seconds.toFixed(1)} s`]);
  const slow = slowestFiles(10).map((f) => [`  ${f.file}`, `${f.seconds.toFixed(1)} s`]);
  const width = Math.max(...[...rows, ...slow].map(([label]) => label.length), 40);
  const line = ([label, value]) => `${label.padEnd(width)}  ${value.padStart(8)}`;
  console.log(`\n── Where the time went ${'─'.repeat(width - 12)}`);
  rows.forEach((row) => console.log(line(row)));
  console.log(line(['Total (wall)', `${seconds(started).toFixed(1)} s`]));
  if (slow.length > 0) {
    console.log('\nThe ten slowest test files (summed test time for Playwright files):');
    slow.forEach((row) => console.log(line(row)));
  }
  console.log(`\n${ok ? '✔ All tests passed' : '✖ Tests failed'} in ${seconds(started).toFixed(0)} s`);
}

let postgres;
let emulator;
let exitCode = 0;
try {
  // Node built-ins only until the install check has run: it installs the npm packages the rest needs.
  const bootstrap = join(root, 'scripts', 'bootstrap.mjs');
  step('Install check (bootstrap)', process.execPath, [bootstrap, '--test', '--no-build']);
  const { startAuthEmulator } = await import('./lib/emulator.mjs');
  const { freePorts } = await import('./lib/ports.mjs');
  const { startPostgres } = await import('./lib/postgres.mjs');
  // Free ports unless given: a port taken by anything else on the machine never fails the run.
  const authPort = Number(process.env.TEST_AUTH_EMULATOR_PORT ?? (await freePorts(3)));
  const pgPort = Number(process.env.TEST_POSTGRES_PORT ?? (await freePorts()));
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });

  console.log(
    '\n▶ The build, typecheck and lint (each project checked once) and format, side by side; PostgreSQL and the Auth Emulator start meanwhile…',
  );
  const check = join(root, 'scripts', 'check.mjs');
  // The build (the web app's, then the server bundle) is mostly one process on one core: beside the checks, not before.
  const checks = Promise.allSettled([
    sideStep('Build: web app and server bundle (bootstrap)', process.execPath, [bootstrap]),
    sideStep('Typecheck and lint: server, packages', process.execPath, [check, 'server']),
    sideStep('Typecheck and lint: web', process.execPath, [check, 'web']),
    sideStep('Format', bin('prettier'), ['--check', '.', '--log-level', 'warn']),
  ]);
  const servicesStarted = Date.now();
  const services = (async () => {
    postgres = startPostgres({ port: pgPort });
    const startEmulator = (port) => startAuthEmulator({ root, port, projectId: 'demo-clearcart-test', quiet: true });
    emulator = await startEmulator(authPort).catch(async (error) => {
      // Its ports are picked apart from ours, so one can be taken in between and end its start at once: once more, on
      // fresh ports (a second failure fails the run).
      console.warn(`The Auth Emulator did not start (${error.message}); trying once more on other ports.`);
      return startEmulator(process.env.TEST_AUTH_EMULATOR_PORT ? authPort : await freePorts(3));
    });
    steps.push({ label: 'Services (PostgreSQL, Auth Emulator) ready', seconds: seconds(servicesStarted), ok: true });
  })();
  // Its failure is thrown below, once the checks have ended: not an unhandled rejection that ends this process and
  // leaves the checks running on without it.
  services.catch(() => {});
  const failed = (await checks).find((result) => result.status === 'rejected');
  await services;
  if (failed) throw failed.reason;

  const env = {
    TEST_DATABASE_URL: postgres.url,
    TEST_AUTH_EMULATOR_HOST: emulator.host,
    TEST_AUTH_EMULATOR_HUB: emulator.hubHost,
    TEST_FIREBASE_PROJECT_ID: 'demo-clearcart-test',
  };
  step(
    'Unit, API and store tests (vitest)',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'vitest.json')}`],
    env,
  );
  // The app's port is picked when the app starts, not before the unit tests: a port free at the run's start may be one
  // a test's own server holds by then (a CI run failed on EADDRINUSE).
  const e2ePort = Number(process.env.E2E_PORT ?? (await freePorts()));
  step('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
    ...env,
    E2E_PORT: String(e2ePort),
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json'),
  });
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
printTable(exitCode === 0);
process.exit(exitCode);
