// bench/web-size: the web build's initial JavaScript (gzip, level 9) against the 250 KB budget.
// Run after `npm run build -w web`: npx tsx bench/web-size.ts [distDir] [--url http://127.0.0.1:8080]
// With --url (a server serving this build), Chromium also opens /, /search and a product page and
// sums the bytes each first visit's scripts transfer on the wire (route chunks and Firebase included).
// Initial = the entry script of index.html, its modulepreload links, and every chunk they import
// statically (transitively); everything else in assets/ is loaded later (routes, photo tabs, wasm).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
/** JavaScript a first visit of / may transfer, compressed on the wire. */
const WIRE_BUDGET_KB = 200;
const args = process.argv.slice(2);
const urlIndex = args.indexOf('--url');
const baseUrl = urlIndex >= 0 ? args.splice(urlIndex, 2)[1] : undefined;
const dist = resolve(args[0] ?? join(import.meta.dirname, '..', 'web', 'dist'));
const FIRST_VISITS = ['/', '/search', '/product/nutella-hazelnut-spread-400g'];
/** Each language's catalogue is loaded on demand; on the wire it may weigh this much. */
const CATALOGUE_BUDGET_KB = 15;
/** A first visit of / by a French browser: English is in the main chunk, French comes as its own chunk. */
const LOCALE_VISIT = { path: '/', locale: 'fr-FR' };

/** Gzipped size in bytes at level 9. */
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `src` of module scripts and `href` of modulepreload links in the HTML, as paths under dist. */
export function entryFiles(html: string): string[] {
  const files = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc=["']([^"']+)["']/.exec(tag)?.[1];
    if (src && /\btype=["']module["']/.test(tag)) files.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref=["']([^"']+)["']/.exec(tag)?.[1];
    if (href && /\brel=["']modulepreload["']/.test(tag)) files.add(href);
  }
  return [...files].map((url) => url.replace(/^\//, ''));
}

/**
 * Relative specifiers of a built chunk's static `import … from "./x.js"`, `import "./x.js"` and
 * `export … from "./x.js"` (not `import("./x.js")`, which is lazy).
 */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const pattern = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  for (const match of code.matchAll(pattern)) if (match[1]) found.add(match[1]);
  return [...found];
}

/** Relative specifiers of a chunk's `import("./x.js")`: the chunks it loads on demand. */
export function dynamicImports(code: string): string[] {
  return [
    ...new Set([...code.matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map((match) => match[1] as string)),
  ];
}

/** `start` and every chunk it imports statically, transitively (paths under dist). */
function closure(start: readonly string[], skip: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file) || skip.has(file) || !file.endsWith('.js')) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const spec of staticImports(code)) queue.push(posix.normalize(posix.join(posix.dirname(file), spec)));
  }
  return seen;
}

function main() {
  const htmlPath = join(dist, 'index.html');
  if (!existsSync(htmlPath)) {
    console.error(`No ${htmlPath}: build the web app first (npm run build -w web).`);
    process.exit(1);
  }
  const initial = closure(entryFiles(readFileSync(htmlPath, 'utf8')));
  const rows = [...initial].map((file) => ({
    file,
    raw: readFileSync(join(dist, file)).length,
    gzip: gzipSize(join(dist, file)),
  }));
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`Web build: ${relative(process.cwd(), dist) || dist}`);
  console.log('\nInitial JavaScript (entry + static imports), gzip -9:');
  for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  (${kb(row.raw).padStart(9)} raw)  ${row.file}`);
  const verdict = total <= BUDGET_KB * 1024 ? 'within' : 'OVER';
  console.log(
    `  ${kb(total).padStart(9)}  total — ${verdict} the ${BUDGET_KB} KB budget (${((100 * total) / (BUDGET_KB * 1024)).toFixed(0)}%)`,
  );

  // What each on-demand import of the initial chunks adds (routes, Firebase), beyond the initial JS.
  const onDemand = [...initial].flatMap((file) =>
    dynamicImports(readFileSync(join(dist, file), 'utf8')).map((spec) =>
      posix.normalize(posix.join(posix.dirname(file), spec)),
    ),
  );
  console.log(
    '\nAdded by each on-demand import of the initial JS (its chunk + static imports not already loaded), gzip -9:',
  );
  const added = [...new Set(onDemand)].map((file) => {
    const files = closure([file], initial);
    return { file, count: files.size, gzip: [...files].reduce((sum, f) => sum + gzipSize(join(dist, f)), 0) };
  });
  for (const row of added.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file} (${row.count} file${row.count === 1 ? '' : 's'})`);
  }

  const assets = join(dist, 'assets');
  const lazy = readdirSync(assets)
    .map((name) => posix.join('assets', name))
    .filter((file) => !initial.has(file) && /\.(js|wasm|css)$/.test(file))
    .map((file) => ({ file, gzip: gzipSize(join(dist, file)) }))
    .sort((a, b) => b.gzip - a.gzip);
  const lazyTotal = lazy.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`\nLoaded later: ${lazy.length} files, ${kb(lazyTotal)} gzip. Largest:`);
  for (const row of lazy.slice(0, 8)) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);

  // The interface's languages (web/vite.config.ts names their chunks): brotli is what the server sends browsers.
  const catalogues = readdirSync(assets).filter((name) => /^catalogue-[a-z]{2}-.*\.js$/.test(name));
  console.log(`\nLanguage catalogues, each loaded on demand (budget ${CATALOGUE_BUDGET_KB} KB on the wire):`);
  for (const name of catalogues.sort()) {
    const file = join(assets, name);
    const brotli = brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const over = brotli > CATALOGUE_BUDGET_KB * 1024;
    console.log(
      `  ${kb(brotli).padStart(9)} br  ${kb(gzipSize(file)).padStart(9)} gzip  ${name}${over ? ' ✖ over' : ''}`,
    );
    if (over) process.exitCode = 1;
  }
  if (verdict === 'OVER') process.exitCode = 1;
}

/**
 * What a first visit of each page really transfers, measured in Chromium (needs a running server): the encoded
 * bytes on the wire of every script response (body + headers), as the server compresses them.
 */
async function measureFirstVisits(base: string) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  console.log(
    `\nFirst visit in Chromium (${base}): JavaScript transferred on the wire (budget ${WIRE_BUDGET_KB} KB for /):`,
  );
  try {
    const visits = [...FIRST_VISITS.map((path) => ({ path, locale: undefined })), LOCALE_VISIT];
    for (const { path, locale } of visits) {
      const context = await browser.newContext(locale ? { locale } : {});
      const page = await context.newPage();
      const scripts: Promise<{ wire: number; encoding: string }>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        scripts.push(
          Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
            wire: sizes.responseBodySize + sizes.responseHeadersSize,
            encoding: response?.headers()['content-encoding'] ?? 'identity',
          })),
        );
      });
      await page.goto(base + path);
      // Route chunks start after the entry has run: wait for the screen, then for the network to settle.
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      const done = await Promise.all(scripts);
      const total = done.reduce((sum, s) => sum + s.wire, 0);
      const encodings = [...new Set(done.map((s) => s.encoding))].join(', ');
      const verdict = path === '/' ? (total <= WIRE_BUDGET_KB * 1024 ? ' ✔' : ' ✖ over budget') : '';
      const where = locale ? `${path} in ${locale}` : path;
      console.log(`  ${kb(total).padStart(9)}  ${where} (${done.length} scripts, ${encodings})${verdict}`);
      if (path === '/' && total > WIRE_BUDGET_KB * 1024) process.exitCode = 1;
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

if (resolve(process.argv[1] ?? '') === resolve(import.meta.filename)) {
  main();
  if (baseUrl) await measureFirstVisits(baseUrl.replace(/\/$/, ''));
}
