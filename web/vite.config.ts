/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import react from '@vitejs/plugin-react';
import type { OutputChunk } from 'rollup';
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
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
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
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
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

/**
 * Compiles the message catalogues (`src/i18n/catalogues/*.json`, ICU MessageFormat) to Lingui's compiled form at build
 * time, so no message parser ships to the browser (docs/decisions/035-interface-languages.md); a message that does not
 * parse fails the build. English, in the main chunk, keeps its keys; every other language becomes a list of its
 * messages in the English keys' order (`src/i18n/i18n.ts` puts the keys back), which keeps each language's chunk small.
 */
function catalogues(): Plugin {
  return {
    name: 'clearcart-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const language = /[\\/]src[\\/]i18n[\\/]catalogues[\\/]([a-z]{2})\.json$/.exec(id)?.[1];
      if (!language) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      if (language === 'en') {
        const compiled = Object.entries(messages).map(([key, message]) => [key, compileMessageOrThrow(message)]);
        return { code: JSON.stringify(Object.fromEntries(compiled)), map: null };
      }
      const english = JSON.parse(readFileSync(join(dirname(id), 'en.json'), 'utf8')) as Record<string, string>;
      const list = Object.keys(english).map((key) => {
        const message = messages[key];
        if (message === undefined) throw new Error(`${language}.json has no message "${key}"`);
        return compileMessageOrThrow(message);
      });
      return { code: JSON.stringify(list), map: null };
    },
  };
}

/**
 * The install manifest in each language (`/manifest.<lang>.webmanifest`), made from the English one in public/ and the
 * catalogue's words for its description and shortcut; the frame points `<link rel="manifest">` at the shopper's. The
 * app's name, ClearCart, is a name and stays the same in every language.
 */
function manifests(): Plugin {
  const root = import.meta.dirname;
  const make = (language: string): string | null => {
    const file = join(root, 'src', 'i18n', 'catalogues', `${language}.json`);
    if (!/^[a-z]{2}$/.test(language) || language === 'en' || !statSync(file, { throwIfNoEntry: false })) return null;
    const words = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    const base = JSON.parse(readFileSync(join(root, 'public', 'manifest.webmanifest'), 'utf8')) as {
      shortcuts: { name: string; url: string }[];
    };
    return JSON.stringify({
      ...base,
      lang: language,
      description: words['manifest.description'],
      shortcuts: base.shortcuts.map((shortcut) => ({ ...shortcut, name: words['frame.scanBarcode'] })),
    });
  };
  const languages = () =>
    readdirSync(join(root, 'src', 'i18n', 'catalogues')).map((name) => name.replace(/\.json$/, ''));
  return {
    name: 'clearcart-manifests',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const language = /^\/manifest\.([a-z]{2})\.webmanifest$/.exec(request.url ?? '')?.[1];
        const body = language ? make(language) : null;
        if (!body) return next();
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(body);
      });
    },
    generateBundle() {
      if (this.environment.config.consumer === 'server') return; // the server's build of the first screens
      for (const language of languages()) {
        const source = make(language);
        if (source) this.emitFile({ type: 'asset', fileName: `manifest.${language}.webmanifest`, source });
      }
    },
  };
}

/**
 * The parts the page's code runs in, in turn (src/boot.ts): React, the router and the data layer, each a chunk of its
 * own by name, then the app (the chunk holding src/main.tsx, with what it imports that no other part holds). The app is
 * not named as a chunk: Rollup then folds small chunks that import it into the entry, which would run it at once.
 */
const BOOT_CHUNKS: [name: string, modules: RegExp][] = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['router', /[\\/]node_modules[\\/]react-router[\\/]/],
  ['query', /[\\/]node_modules[\\/]@tanstack[\\/]/],
];
const APP_MODULE = /[\\/]web[\\/]src[\\/]main\.tsx$/;

/**
 * The boot's parts are asked for with the page (`<link rel="modulepreload">` for each and what it imports), not one
 * after the other as boot.ts runs them; and each starts with V8's compile hint (`//# allFunctionsCalledOnLoad`), so
 * their functions, nearly all called on a first load, are compiled while the file streams in, off the main thread,
 * rather than one by one on first call in the middle of the page's start.
 */
function bootChunks(): Plugin {
  const isPart = (chunk: OutputChunk) =>
    BOOT_CHUNKS.some(([name]) => name === chunk.name) || chunk.moduleIds.some((id) => APP_MODULE.test(id));
  return {
    name: 'clearcart-boot-chunks',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    // Once written: Vite's own last steps rewrite the chunks' code after every plugin's generateBundle.
    writeBundle({ dir }, bundle) {
      if (!dir) return;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !(output.isEntry || isPart(output))) continue;
        const file = join(dir, output.fileName);
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_, { bundle }) {
        if (!bundle) return;
        const files = new Set<string>();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || chunk.isEntry || files.has(fileName)) return; // the entry: the page's script
          files.add(fileName);
          chunk.imports.forEach(add);
        };
        for (const output of Object.values(bundle)) if (output.type === 'chunk' && isPart(output)) add(output.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

const apiPort = process.env.PORT ?? '8080';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [catalogues(), manifests(), react(), bootChunks(), appShell(), precompress()],
  // The server's build of the first screens (src/entry-server.tsx, into dist-ssr) needs none of the public files.
  publicDir: isSsrBuild ? false : 'public',
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  build: {
    outDir: 'dist',
    // The server reads which styles each page needs, to send them with a first screen it draws (entry-server.tsx).
    manifest: true,
    sourcemap: false,
    // Tiny shared chunks folded into others that load in the same cases: each file is a request, and on HTTP/1.1 a
    // browser fetches six at a time (a report asked for 33 scripts, most under 2 KB; now 17).
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 10_000,
        manualChunks: isSsrBuild ? undefined : (id) => BOOT_CHUNKS.find(([, modules]) => modules.test(id))?.[0],
        // Each language's catalogue is named as one (`catalogue-fr-<hash>.js`): bench/web-size.ts measures them.
        chunkFileNames: (chunk) =>
          /[\\/]i18n[\\/]catalogues[\\/]/.test(chunk.facadeModuleId ?? '')
            ? 'assets/catalogue-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    // Each file in a fresh VM context of a worker kept from file to file: a clean global scope and module graph per file
    // without importing jsdom, React and the app's libraries again in a new thread each time (decision 116).
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/vm-globals.ts', './src/test/setup.ts'],
    // A file's first test also loads its route's modules: 9 s alone, 33 s on two cores shared with the server's tests.
    testTimeout: 60_000,
  },
}));
