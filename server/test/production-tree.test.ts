import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProductionTree } from '../../scripts/lib/production-tree.mjs';
import { freePort, ROOT, runNode, spawnChild, type Child } from './child-server.ts';
import { copyEmptyStore } from './helpers.ts';
import { exportOf, realRecords } from './real-export.ts';

// The install without dev tools (decision 072): the production packages of package-lock.json and the built bundle in
// a folder of their own, as the Dockerfile assembles them, and every command started from there. The packages are
// hard-linked from this checkout's node_modules (the files `npm ci --omit=dev` would fetch): no network, seconds.

const records = realRecords();
const built = existsSync(join(ROOT, 'web', 'dist', 'index.html'));
// npm test builds the web app before any test: in CI a missing build or missing records is a failure, not a skip.
if ((!built || records.length === 0) && process.env.CI) throw new Error('CI: web/dist or ../shared/data is missing');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** A bare package specifier (`name`, `@scope/name`, with a subpath or not), not `node:` built-ins. */
const PACKAGE = /^(?!node:)(@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*(\/[\w.~/-]*)?$/;
const DEV_TOOLS = ['firebase-tools', 'tsx', 'vitest', 'esbuild', 'typescript', 'eslint', 'vite', '@playwright/test'];

/** How a child ended, with its output; one that does not end within 120 s (a hang) fails with what it said. */
async function ended(child: Child) {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still running after 120 s:\n${child.output()}`)), 120_000);
  });
  const exit = await Promise.race([child.exited, hung]).finally(() => clearTimeout(timer));
  return { ...exit, output: child.output() };
}

describe.runIf(built && records.length > 0)('the production tree (npm ci --omit=dev and the built bundle)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clearcart-production-'));
  const tree = join(dir, 'app');
  const dataDir = join(dir, 'data');

  beforeAll(() => {
    const started = Date.now();
    const { packages } = buildProductionTree(ROOT, tree);
    console.log(`production tree: ${packages} packages in ${Date.now() - started} ms`);
    // The store starts as the run's empty one (made once per run), not from an initdb of its own.
    copyEmptyStore(dataDir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds the production packages and no dev tool (the Auth Emulator, tsx, the test runner, the bundlers)', () => {
    expect(existsSync(join(tree, 'node_modules', 'fastify'))).toBe(true);
    for (const tool of DEV_TOOLS) expect(existsSync(join(tree, 'node_modules', tool)), tool).toBe(false);
    // No TypeScript source to run either: only the bundle.
    expect(existsSync(join(tree, 'server', 'src'))).toBe(false);
  });

  it('every package the bundle and the drawn pages import resolves from the tree', async () => {
    const bundles = [
      ...readdirSync(join(tree, 'server', 'dist'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => join(tree, 'server', 'dist', name)),
      join(tree, 'web', 'dist-ssr', 'entry-server.js'),
    ];
    const specifiers = new Set<string>();
    for (const file of bundles) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(
        /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\d*\s*\(\s*|\bresolve\(\s*)["']([^"'./][^"']*)["']/g,
      ))
        if (PACKAGE.test(match[1]!)) specifiers.add(match[1]!);
    }
    // tsx is what the importer starts its threads with when it runs as TypeScript (tests, `tsx watch`); the bundle
    // starts normalise-worker.js beside itself and never reaches it.
    specifiers.delete('tsx/package.json');
    expect(specifiers.size).toBeGreaterThan(20);
    // Resolved by Node from inside the tree, as the bundle's own imports are.
    const probe = join(tree, 'server', 'dist', 'resolve-probe.mjs');
    writeFileSync(
      probe,
      `import { builtinModules } from 'node:module';
const missing = [];
for (const s of ${JSON.stringify([...specifiers])}) {
  if (builtinModules.includes(s)) continue;
  try { import.meta.resolve(s); } catch (e) { missing.push(s + ': ' + e.code); }
}
console.log(JSON.stringify(missing));`,
    );
    const result = await ended(runNode([probe], {}, tree));
    rmSync(probe);
    expect(result.code, result.output).toBe(0);
    expect(JSON.parse(result.output) as string[]).toEqual([]);
  });

  it('the server starts from it: /livez, a product, a drawn page, a barcode photo read; SIGTERM ends it cleanly', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = runNode(
      ['server/dist/server.js'],
      { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: join(tree, 'web', 'dist') },
      tree,
    );
    try {
      for (;;) {
        if (server.process.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
        const live = await fetch(`${base}/livez`).then(
          (r) => r.status,
          () => 0,
        );
        if (live === 200) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const product = await fetch(`${base}/api/products/nutella-hazelnut-spread-400g`);
      expect(product.status).toBe(200);
      expect(((await product.json()) as { entity: { name: string } }).entity.name).toBe('Nutella Hazelnut Spread');
      // The first screens are drawn by the server from web/dist-ssr (React, the router, Lingui from the tree).
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/<div id="root"[^>]*>\s*<[a-z]/);
      // A photo read in the process (sharp, the zxing wasm, from the tree): a real EAN-13 photo.
      const form = new FormData();
      const photo = readFileSync(join(ROOT, '../shared/data/barcodes/images/zxing_ean13-1_1.png'));
      form.set('image', new Blob([photo], { type: 'image/png' }), 'photo.png');
      const identified = await fetch(`${base}/api/products/identify`, { method: 'POST', body: form });
      expect(await identified.text()).toContain('8413000065504');
    } finally {
      server.process.kill('SIGTERM');
    }
    const exit = await ended(server);
    expect([exit.code, exit.signal], exit.output).toEqual([0, null]);
  }, 180_000);

  it('npm run import (real records, through the worker threads), npm run backup and npm run restore', async () => {
    const file = join(dir, 'export.jsonl');
    const { lines } = exportOf(records.length, records);
    writeFileSync(file, `${lines.join('\n')}\n`);
    const imported = await ended(spawnChild(npm, ['run', 'import', '--', file], { DATA_DIR: dataDir }, tree));
    expect(imported.code, imported.output).toBe(0);
    expect(imported.output).toMatch(/Imported \(inserted or updated\): \d+\./);
    const count = Number(/Imported \(inserted or updated\): (\d+)\./.exec(imported.output)?.[1]);
    expect(count).toBeGreaterThan(records.length / 2);

    const backup = await ended(spawnChild(npm, ['run', 'backup'], { DATA_DIR: dataDir }, tree));
    expect(backup.code, backup.output).toBe(0);
    const snapshot = /written to (.+\.tar\.gz)/.exec(backup.output)?.[1] ?? '';
    expect(existsSync(snapshot)).toBe(true);
    const restored = await ended(spawnChild(npm, ['run', 'restore', '--', snapshot], { DATA_DIR: dataDir }, tree));
    expect(restored.code, restored.output).toBe(0);
  }, 240_000);

  it('npm run worker loads whole and asks for PostgreSQL; npm start asks for the emulator it lacks in one sentence', async () => {
    // ESM links every static import before the first line runs: reaching the message proves they all resolved.
    const worker = await ended(spawnChild(npm, ['run', 'worker'], { DATA_DIR: dataDir }, tree));
    expect(worker.code).not.toBe(0);
    expect(worker.output).toContain('✖ The photo worker reads its jobs from PostgreSQL: set DATABASE_URL');
    expect(worker.output).not.toMatch(/\n\s+at /);

    const start = await ended(
      spawnChild(
        npm,
        ['start'],
        { DATA_DIR: dataDir, PORT: String(await freePort()), AUTH_EMULATOR_PORT: String(await freePort()) },
        tree,
      ),
    );
    expect(start.code).toBe(1);
    expect(start.output).toContain(
      '✖ The Firebase Auth Emulator is not installed (firebase-tools is a dev dependency, left out by `npm ci --omit=dev`).',
    );
    expect(start.output).not.toMatch(/\n\s+at /);
  }, 180_000);
});
