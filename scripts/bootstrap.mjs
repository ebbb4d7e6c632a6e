// Installs what `npm start` / `npm test` need on a fresh machine, then builds the web app when it is stale.
// Node built-ins only: this runs before node_modules exists.
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresBinDir } from './lib/postgres.mjs';
import { redisServerPath } from './lib/redis.mjs';
import { newestMtime, serverBundleStale } from './lib/server-bundle.mjs';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const forTests = process.argv.includes('--test');
// --no-build: the packages only; `npm test` builds beside its static checks, which need no build.
const build = !process.argv.includes('--no-build');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function step(label, code) {
  if (code !== 0) {
    console.error(`\n✖ ${label} failed (exit ${code})`);
    process.exit(code);
  }
}

// 1. npm packages: a clean install on a fresh clone, an update when the lock file changed.
const installed = join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed)) {
  console.log('▶ Installing npm packages (first run: a few minutes)…');
  // `npm install`, not `npm ci`: npm 11 leaves other platforms' optional packages (rollup, esbuild) out of the lock
  // it writes, and `npm ci` then refuses the lock; `npm install` honours every pinned version all the same.
  // --prefer-offline: the lock pins every version, so a package already in npm's cache is not asked about again
  // (a fresh clone on this machine: 71 s -> 50 s); one missing from the cache is fetched as before.
  step('npm install', run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: root }));
} else if (statSync(join(root, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs) {
  console.log('▶ package-lock.json changed: updating npm packages…');
  step('npm install', run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: root }));
}

// 2. System packages for the tests: Debian's chromium-headless-shell (the end-to-end browser, decision 086), postgresql
// and redis-server (the scale-out test's shared rate limits), when missing and we may install them.
if (forTests) {
  const missing = [];
  if (!existsSync('/usr/bin/chromium-headless-shell')) missing.push('chromium-headless-shell');
  if (!postgresBinDir()) missing.push('postgresql');
  if (!redisServerPath()) missing.push('redis-server');
  if (missing.length > 0) {
    if (process.getuid?.() !== 0) {
      console.error(
        `✖ The tests need Debian packages: ${missing.join(' ')}. Install them (sudo apt-get install -y ${missing.join(' ')}) and run again.`,
      );
      process.exit(1);
    }
    console.log(`▶ Installing Debian packages: ${missing.join(' ')}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    step('apt-get update', run('apt-get', ['update', '-qq'], { env }));
    step('apt-get install', run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env }));
  }
}

// 3. The web app, rebuilt when any of its sources (or the shared packages) is newer than the build.
// web/dist-ssr: the server's build of the first screens, made by the same `npm run build -w web`.
// Every workspace package counts: the web app and the server bundle both inline what they import from packages/.
// A production tree (decision 072) has the builds and not their sources: nothing to rebuild there.
const hasSources = build && existsSync(join(root, 'web', 'src')) && existsSync(join(root, 'server', 'src'));
const packages = newestMtime(join(root, 'packages'));
const dist = join(root, 'web', 'dist', 'index.html');
const sources = Math.max(newestMtime(join(root, 'web')), packages);
if (
  hasSources &&
  (!existsSync(dist) ||
    !existsSync(join(root, 'web', 'dist-ssr', 'entry-server.js')) ||
    statSync(dist).mtimeMs < sources)
) {
  console.log('▶ Building the web app…');
  step('web build', run(npm, ['run', 'build', '-w', 'web'], { cwd: root }));
}

// 4. The server bundle (server/dist: the server, `npm start`'s preflight, the worker, import and backup), rebuilt when
// the server or a workspace package it bundles changed.
if (hasSources && serverBundleStale(root)) {
  console.log('▶ Building the server…');
  step('server build', run(process.execPath, [join(root, 'scripts', 'build-server.mjs')], { cwd: root }));
}
