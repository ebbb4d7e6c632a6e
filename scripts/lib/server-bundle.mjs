// The server bundle (server/dist): what it is made from, and whether it is older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The entry points `scripts/build-server.mjs` writes into server/dist. */
export const SERVER_BUNDLES = [
  'server',
  'preflight',
  'worker',
  'import-cli',
  'sync-cli',
  'backup-cli',
  'normalise-worker',
];

/** The newest modification time under `path` (build outputs and installed packages left out). */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-ssr') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when a bundle is missing or older than the server's sources or any workspace package it inlines. */
export function serverBundleStale(root) {
  const dist = join(root, 'server', 'dist');
  const bundles = SERVER_BUNDLES.map((name) => join(dist, `${name}.js`));
  if (!bundles.every((file) => existsSync(file))) return true;
  const sources = Math.max(newestMtime(join(root, 'server', 'src')), newestMtime(join(root, 'packages')));
  return Math.min(...bundles.map((file) => statSync(file).mtimeMs)) < sources;
}
