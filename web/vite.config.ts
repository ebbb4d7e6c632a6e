/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Writes `file.br` and `file.gz` beside every compressible build output, once, at build time (max quality). */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|wasm|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  let outDir = join(import.meta.dirname, 'dist');
  return {
    name: 'clearcart-precompress',
    apply: 'build',
    // `vite build --outDir elsewhere` compresses that directory, not web/dist.
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir).filter((f) => compressible.test(f))) {
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Lists the app's scripts and styles in `app-shell.json` (the barcode reader's wasm stays out: it is large and loaded
 * on demand): the service worker keeps them all, so every page opens offline, not only the ones opened before. The
 * engine's offline chunk stays out too (750 KB, issue 33): it is kept when a shopper who saved offline products loads
 * it, never fetched for the others.
 */
function appShell(): Plugin {
  return {
    name: 'clearcart-app-shell',
    apply: 'build',
    // After Vite's CSS step, which drops the empty script of a style shared by several pages: no such file is listed.
    enforce: 'post',
    generateBundle(_, bundle) {
      const files = Object.values(bundle)
        .map((output) => output.fileName)
        .filter((name) => /\.(js|css)$/.test(name) && !/^assets\/device-engine-/.test(name))
        .map((name) => `/${name}`);
      this.emitFile({ type: 'asset', fileName: 'app-shell.json', source: JSON.stringify(files) });
    },
  };
}

const apiPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react(), appShell(), precompress()],
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  build: { outDir: 'dist', sourcemap: false },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
  },
});
