import { fold } from '@clearcart/text';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFake, type FakeServer } from './fake-server.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Real Open Food Facts records (ODbL, © Open Food Facts contributors), read at test time, never copied. */
export const OFF_DATA = path.resolve(repoRoot, '../shared/data/openfoodfacts/products');
export const offDataMissing = !existsSync(path.join(OFF_DATA, 'openfoodfacts-ruby/api_v2_product_3029330003533.json'));
if (offDataMissing && process.env.CI) throw new Error(`CI: Open Food Facts fixtures missing under ${OFF_DATA}`);
if (offDataMissing)
  console.warn(`Open Food Facts fixtures not found under ${OFF_DATA}: provider tests against them are skipped.`);

/** API v2 product captures (`{code, product, status, status_verbose}`). */
const V2_CAPTURES = [
  'openfoodfacts-ruby/api_v2_product_3029330003533.json',
  'OpenFoodFacts4Net/3017620422003_2311030018.json',
];
/** cgi/search.pl captures (`{count, page, page_size, products, skip}`). */
const SEARCH_CAPTURES = [
  'openfoodfacts-ruby/search_coca_page1_size42.json',
  'openfoodfacts-ios/GET_ProductsByName_200.json',
];

type Row = Record<string, unknown>;

/** A record's field as text ('' when it is not a string). */
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

function load(): { byCode: Map<string, Row>; searchable: Row[] } {
  const byCode = new Map<string, Row>();
  const searchable: Row[] = [];
  for (const file of SEARCH_CAPTURES) {
    const data = JSON.parse(readFileSync(path.join(OFF_DATA, file), 'utf8')) as { products: Row[] };
    for (const product of data.products) {
      searchable.push(product);
      if (typeof product.code === 'string' && !byCode.has(product.code)) byCode.set(product.code, product);
    }
  }
  for (const file of V2_CAPTURES) {
    const data = JSON.parse(readFileSync(path.join(OFF_DATA, file), 'utf8')) as { code: string; product: Row };
    byCode.set(data.code, data.product);
  }
  return { byCode, searchable };
}

/** A search answer's first page, in the shape both search endpoints give. */
const firstPage = (hits: Row[], pageSize: number) => ({
  count: hits.length,
  page: 1,
  page_count: Math.min(hits.length, pageSize),
  page_size: pageSize,
  products: hits.slice(0, pageSize),
  skip: 0,
});

/** The barcode of the real v2 capture the tests identify (Jacquet "Crousti Moelleux Complet"). */
export const JACQUET_GTIN = '3029330003533';

/**
 * A fake Open Food Facts replaying real records in the real response formats:
 * `GET /api/v2/product/{code}.json`, `GET /cgi/search.pl?search_terms=…&json=1&page_size=…` and
 * `GET /api/v2/search?categories_tags=…&sort_by=popularity_key&page_size=…`.
 */
export async function startOpenFoodFactsFake(): Promise<FakeServer & { categorySearches: string[] }> {
  const { byCode, searchable } = load();
  /** The categories asked of `/api/v2/search`, in order. */
  const categorySearches: string[] = [];
  const fake = await startFake(({ url }) => {
    const product = /^\/api\/v2\/product\/([^/]+)\.json$/.exec(url.pathname);
    if (product) {
      const code = decodeURIComponent(product[1]!);
      const found = byCode.get(code);
      return found
        ? { body: { code, product: found, status: 1, status_verbose: 'product found' } }
        : { status: 404, body: { code, status: 0, status_verbose: 'product not found' } };
    }
    if (url.pathname === '/cgi/search.pl') {
      const terms = fold(url.searchParams.get('search_terms') ?? '')
        .split(' ')
        .filter(Boolean);
      const pageSize = Number(url.searchParams.get('page_size') ?? 24);
      const hits = searchable.filter((p) => {
        const text = ` ${fold(`${asText(p.product_name)} ${asText(p.brands)}`)} `;
        return terms.length > 0 && terms.every((t) => text.includes(` ${t} `));
      });
      return { body: firstPage(hits, pageSize) };
    }
    if (url.pathname === '/api/v2/search') {
      // `categories_tags=a,b`: every tag (OFF: `,` is AND, `|` is OR); most popular first, as `sort_by` asks.
      const wanted = (url.searchParams.get('categories_tags') ?? '').split(',').filter(Boolean);
      const pageSize = Number(url.searchParams.get('page_size') ?? 24);
      const all = [...new Map([...searchable, ...byCode.values()].map((p) => [asText(p.code), p])).values()];
      const hits = all
        .filter((p) => {
          const tags = Array.isArray(p.categories_tags) ? (p.categories_tags as unknown[]) : [];
          return wanted.length > 0 && wanted.every((w) => w.split('|').some((t) => tags.includes(t)));
        })
        .sort((a, b) => Number(b.popularity_key ?? 0) - Number(a.popularity_key ?? 0));
      categorySearches.push(wanted.join(','));
      return { body: firstPage(hits, pageSize) };
    }
    return { status: 404, body: { status: 0, status_verbose: 'no such endpoint' } };
  });
  return Object.assign(fake, { categorySearches });
}
