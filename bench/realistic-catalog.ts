// A benchmark catalog that looks like the real shelf: names in many languages with a long, Zipf-distributed tail of
// words, and many brands repeated unevenly. The vocabulary comes from Open Food Facts' taxonomies and the real
// product records in ../shared/data (read at run time, never copied into the repo); the long tail of brand and
// product-line names — which real catalogs are full of and no taxonomy lists — is coined per language by a character
// model trained on that language's words.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProductFacts } from '@clearcart/contracts';
import { random, syntheticGtin } from './lib.ts';

export const SHARED_DATA = resolve(dirname(fileURLToPath(import.meta.url)), '../../shared/data');
const TAXONOMIES = join(SHARED_DATA, 'openfoodfacts/taxonomies');
const RECORDS_CSV = join(SHARED_DATA, 'openfoodfacts/products/openfoodfacts-data-quality/products.csv');

/** The languages of the catalog and their share of products (Open Food Facts is mostly French, then the rest). */
const LANGUAGES: [string, number][] = [
  ['fr', 30],
  ['en', 18],
  ['de', 12],
  ['es', 8],
  ['it', 7],
  ['nl', 4],
  ['pt', 3],
  ['pl', 3],
  ['sv', 2],
  ['fi', 2],
  ['da', 1.5],
  ['cs', 1.5],
  ['hu', 1.5],
  ['ro', 1.5],
  ['el', 1],
  ['bg', 1],
  ['ru', 1],
  ['hr', 1],
  ['ca', 1],
  ['lt', 1],
];

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !/^\d+$/.test(w));

/** Sampling rank k of n with probability ∝ 1/k^s (Zipf), by binary search over the cumulative weights. */
export function zipf(n: number, s: number, rand: () => number): () => number {
  const cdf = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k++) cdf[k] = total += 1 / (k + 1) ** s;
  return () => {
    const x = rand() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

interface Vocabulary {
  /** Words per language, most frequent first. */
  words: Map<string, string[]>;
  /** Category names per language (each a short phrase). */
  categories: Map<string, string[]>;
  /** Real brands from the records. */
  brands: string[];
}

function readVocabulary(): Vocabulary {
  const counts = new Map<string, Map<string, number>>();
  const categories = new Map<string, string[]>();
  for (const file of readdirSync(TAXONOMIES).filter((f) => f.endsWith('.txt'))) {
    for (const line of readFileSync(join(TAXONOMIES, file), 'utf8').split('\n')) {
      const m = /^([a-z]{2}):\s*(.+)$/.exec(line);
      if (!m) continue;
      const [, lang, names] = m as unknown as [string, string, string];
      const perLang = counts.get(lang) ?? new Map<string, number>();
      counts.set(lang, perLang);
      for (const w of wordsOf(names)) perLang.set(w, (perLang.get(w) ?? 0) + 1);
      if (file === 'categories.txt') {
        const first = names.split(',')[0]!.trim();
        if (first.length > 2 && first.length < 40) categories.set(lang, [...(categories.get(lang) ?? []), first]);
      }
    }
  }
  const words = new Map(
    [...counts].map(([lang, m]) => [lang, [...m].sort((a, b) => b[1] - a[1]).map(([w]) => w)] as const),
  );
  const brands = new Set<string>();
  if (existsSync(RECORDS_CSV)) {
    const [header, ...rows] = readFileSync(RECORDS_CSV, 'utf8').split('\n');
    const col = header!.split('\t').indexOf('brands');
    for (const row of rows) for (const b of (row.split('\t')[col] ?? '').split(',')) if (b.trim()) brands.add(b.trim());
  }
  return { words, categories, brands: [...brands] };
}

/** Coins words that look like a language's words: a character trigram model trained on its vocabulary. */
function coiner(words: readonly string[], rand: () => number): () => string {
  const next = new Map<string, string[]>();
  for (const w of words.slice(0, 20_000)) {
    const padded = `^^${w}$`;
    for (let i = 2; i < padded.length; i++) {
      const key = padded.slice(i - 2, i);
      const list = next.get(key) ?? [];
      list.push(padded[i]!);
      next.set(key, list);
    }
  }
  return () => {
    for (;;) {
      let out = '^^';
      while (out.length < 14) {
        const options = next.get(out.slice(-2));
        if (!options) break;
        const c = options[Math.floor(rand() * options.length)]!;
        if (c === '$') break;
        out += c;
      }
      const word = out.slice(2);
      if (word.length >= 4) return word;
    }
  };
}

const capitalise = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/**
 * `count` products, deterministic for a seed. Per product: a language; a category phrase of that language; one or two
 * descriptive words of that language (Zipf over its vocabulary); often a coined product-line word (Zipf over a pool
 * that grows with the catalog); a brand (Zipf over real brands and coined ones); a quantity.
 */
export function realisticCatalog(count: number, seed = 42): ProductFacts[] {
  if (!existsSync(TAXONOMIES)) throw new Error(`the realistic catalog needs the taxonomies at ${TAXONOMIES}`);
  const rand = random(seed);
  const vocabulary = readVocabulary();
  const languages = LANGUAGES.filter(
    ([l]) => (vocabulary.words.get(l)?.length ?? 0) > 500 && vocabulary.categories.has(l),
  );
  const shares = languages.reduce((s, [, w]) => s + w, 0);
  const pickLanguage = () => {
    let x = rand() * shares;
    for (const [lang, w] of languages) if ((x -= w) <= 0) return lang;
    return languages[0]![0];
  };
  const perLanguage = new Map(
    languages.map(([lang]) => {
      const words = vocabulary.words.get(lang)!;
      const coin = coiner(words, rand);
      // Product lines and brands: about one coined name per 4 products, so the tail keeps growing with the catalog.
      const lines = Array.from({ length: Math.max(1000, Math.ceil(count / 4)) }, coin);
      return [
        lang,
        {
          words,
          categories: vocabulary.categories.get(lang)!,
          lines,
          word: zipf(words.length, 1.05, rand),
          line: zipf(lines.length, 0.9, rand),
          category: zipf(vocabulary.categories.get(lang)!.length, 1.0, rand),
        },
      ] as const;
    }),
  );
  const coinBrand = coiner(vocabulary.words.get('en') ?? [], rand);
  const brands = [
    ...vocabulary.brands,
    ...Array.from({ length: Math.max(2000, Math.ceil(count / 8)) }, () =>
      rand() < 0.3 ? `${capitalise(coinBrand())} ${capitalise(coinBrand())}` : capitalise(coinBrand()),
    ),
  ];
  const brand = zipf(brands.length, 1.0, rand);
  const units = ['g', 'g', 'g', 'ml', 'ml', 'kg', 'l', 'cl'];
  return Array.from({ length: count }, (_, i) => {
    const lang = pickLanguage();
    const l = perLanguage.get(lang)!;
    const category = l.categories[l.category()]!;
    const parts = [capitalise(category)];
    const descriptive = 1 + Math.floor(rand() * 2);
    for (let d = 0; d < descriptive; d++) parts.push(l.words[l.word()]!);
    if (rand() < 0.6) parts.push(capitalise(l.lines[l.line()]!));
    const unit = units[Math.floor(rand() * units.length)]!;
    parts.push(
      `${unit === 'kg' || unit === 'l' ? 1 + Math.floor(rand() * 3) : 50 + Math.floor(rand() * 20) * 25}${unit}`,
    );
    return {
      id: `bench-${i}`,
      gtin: syntheticGtin(i),
      name: parts.join(' '),
      brand: brands[brand()]!,
      aliases: [],
      category,
      categoryTags: [],
      kind: 'food',
      allergens: [],
      traces: [],
      perMl: unit === 'ml' || unit === 'l' || unit === 'cl',
      labels: [],
      packaging: [],
      ingredientsAnalysis: [],
      sources: [{ title: 'Synthetic benchmark product' }],
    };
  });
}

/** Distinct words of the catalog's names and brands, as the search folds them. */
export function distinctWords(catalog: readonly ProductFacts[]): number {
  const words = new Set<string>();
  for (const p of catalog) for (const w of wordsOf(`${p.brand} ${p.name}`)) words.add(w);
  return words.size;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 100_000);
  const started = Date.now();
  const catalog = realisticCatalog(count);
  console.log(
    `${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s; ${distinctWords(catalog)} distinct words`,
  );
  for (const p of catalog.slice(0, 12)) console.log(`  ${p.brand} — ${p.name}`);
}
