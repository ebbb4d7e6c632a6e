// Checks what can be checked of the knowledge base without a network, and prints the review lists curators work from:
//   npx tsx server/scripts/verify-knowledge.ts
// Exits non-zero when a rule is broken (a URL under two titles, a serious claim no reader can open, a seed brand that
// resolves to no company). Wikidata and the Leaping Bunny / PETA lists cannot be fetched on this machine, so no
// snapshot of them is checked in yet; the ownership review list below is what a curator compares with them.
import { pathToFileURL } from 'node:url';
import type { ProductFacts, Source } from '@clearcart/contracts';
import { indexKnowledge, marketSentence, resolveOwnership } from '@clearcart/engine';
import { type Knowledge, knowledge } from '@clearcart/knowledge';
import { loadSeedCatalog } from '../src/catalog/seed.ts';

/** A claim a report states against a company or a product: medium or high concerns and animal-testing policies. */
interface Claim {
  where: string;
  sources: readonly Source[];
}

export interface Verification {
  sources: { total: number; titleOnly: string[]; homepageOnly: string[]; urlsUnderTwoTitles: string[] };
  seriousClaims: { total: number; withDeepLink: number; withQuote: number; withoutAnyUrl: string[] };
  ownership: { product: string; brand: string; chain: string; markets: string[]; pending?: string }[];
  brandsWithoutOwner: string[];
  productFacts: { total: number; withRecordOrDeepPage: number; unverified: string[] };
}

/** A URL that names a page, not just a site: some path beyond "/". */
const isDeepLink = (url: string | undefined): boolean => {
  if (!url) return false;
  const { pathname, search } = new URL(url);
  return pathname.replace(/\/+$/, '') !== '' || search !== '';
};

function seriousClaims(k: Knowledge): Claim[] {
  return k.companies.flatMap((c) => [
    ...[c.health, c.environmental, c.ethical].flatMap((dimension) =>
      (dimension?.concerns ?? [])
        .filter((concern) => concern.severity !== 'low')
        .map((concern) => ({ where: `${c.id}: ${concern.issue}`, sources: concern.sources })),
    ),
    ...(c.animalTesting ? [{ where: `${c.id}: animal testing`, sources: c.animalTesting.sources }] : []),
  ]);
}

function allSources(value: unknown, into: Source[] = []): Source[] {
  if (Array.isArray(value)) for (const item of value) allSources(item, into);
  else if (value !== null && typeof value === 'object')
    for (const [key, field] of Object.entries(value))
      if (key === 'sources' || key === 'ownershipSources') into.push(...(field as Source[]));
      else allSources(field, into);
  return into;
}

export function verifyKnowledge(k: Knowledge, seed: readonly ProductFacts[]): Verification {
  const { cosmetics: _c, ingredientVocabulary: _v, ...tables } = k;
  const cited = allSources([tables, k.cosmetics]);
  const byKey = new Map<string, Source>();
  const titles = new Map<string, Set<string>>();
  for (const s of cited) {
    byKey.set(s.url ?? `title:${s.title}`, s);
    if (s.url) titles.set(s.url, (titles.get(s.url) ?? new Set()).add(s.title));
  }
  const distinct = [...byKey.values()];
  const claims = seriousClaims(k);
  const index = indexKnowledge(k);
  const ownership = seed.flatMap((product) => {
    const found = resolveOwnership(product, index);
    if (!found) return [];
    const { brand, chain, markets } = found;
    return [
      {
        product: product.id,
        brand: brand.name,
        chain: chain.map((l) => `${l.profile?.name ?? l.id}${l.since ? ` (since ${l.since})` : ''}`).join(' → '),
        markets: markets.map((m) => marketSentence(m, brand, index)),
        ...(brand.pending ? { pending: `${brand.pending.event} Expected by ${brand.pending.expected}.` } : {}),
      },
    ];
  });
  const companyIds = new Set(k.companies.map((c) => c.id));
  const facts = seed.map((p) => ({
    id: p.id,
    checkable: (p.sources ?? []).some(
      (s) =>
        /openfoodfacts\.org\/product\/\d+/.test(s.url ?? '') || (isDeepLink(s.url) && !/wikipedia/.test(s.url ?? '')),
    ),
  }));
  return {
    sources: {
      total: distinct.length,
      titleOnly: distinct.filter((s) => !s.url).map((s) => s.title),
      homepageOnly: distinct.filter((s) => s.url && !isDeepLink(s.url)).map((s) => `${s.title} <${s.url}>`),
      urlsUnderTwoTitles: [...titles].filter(([, t]) => t.size > 1).map(([url]) => url),
    },
    seriousClaims: {
      total: claims.length,
      withDeepLink: claims.filter((c) => c.sources.some((s) => isDeepLink(s.url))).length,
      withQuote: claims.filter((c) => c.sources.some((s) => s.quote)).length,
      withoutAnyUrl: claims.filter((c) => !c.sources.some((s) => s.url)).map((c) => c.where),
    },
    ownership,
    brandsWithoutOwner: k.brands.filter((b) => !companyIds.has(b.owner)).map((b) => b.name),
    productFacts: {
      total: facts.length,
      withRecordOrDeepPage: facts.filter((f) => f.checkable).length,
      unverified: facts.filter((f) => !f.checkable).map((f) => f.id),
    },
  };
}

/** The rules CI holds the knowledge to; an empty list is a pass. */
export function brokenRules(v: Verification): string[] {
  return [
    ...v.sources.urlsUnderTwoTitles.map((url) => `URL cited under two titles: ${url}`),
    ...v.seriousClaims.withoutAnyUrl.map((where) => `serious claim no reader can open: ${where}`),
    ...v.brandsWithoutOwner.map((name) => `brand whose owner has no profile: ${name}`),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const v = verifyKnowledge(knowledge, loadSeedCatalog());
  const line = (text: string) => console.log(text);
  line(
    `Sources: ${v.sources.total} distinct; ${v.sources.titleOnly.length} cited by title only (shown as "citation incomplete"):`,
  );
  for (const t of v.sources.titleOnly) line(`  - ${t}`);
  line(`Sources that are a site's home page, not a page that supports a sentence: ${v.sources.homepageOnly.length}`);
  for (const t of v.sources.homepageOnly) line(`  - ${t}`);
  line(
    `Serious claims (medium/high concerns, animal-testing policies): ${v.seriousClaims.total}; with a deep link ${v.seriousClaims.withDeepLink}; with a quote ${v.seriousClaims.withQuote}`,
  );
  line(
    `Seed products whose facts cite an Open Food Facts record or a deep manufacturer page: ${v.productFacts.withRecordOrDeepPage} of ${v.productFacts.total}; unverified: ${v.productFacts.unverified.length}`,
  );
  line('Wikidata (owned by / parent organization) and the Leaping Bunny and PETA lists: no snapshot checked in — they');
  line('cannot be fetched on this machine. Compare the review list below with them where the network exists.');
  line(`\nManufacturer per market of every seed product (${v.ownership.length}):`);
  for (const o of v.ownership) {
    line(`  ${o.product}: ${o.brand} → ${o.chain}`);
    for (const m of o.markets) line(`      ${m}`);
    if (o.pending) line(`      pending: ${o.pending}`);
  }
  const broken = brokenRules(v);
  for (const rule of broken) console.error(`✖ ${rule}`);
  process.exit(broken.length > 0 ? 1 : 0);
}
