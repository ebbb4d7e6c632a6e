import type { Candidate, IdentifyResponse } from '@clearcart/contracts';
import { fold, searchWords } from '@clearcart/text';
import type { ProductRepository, SearchHit } from '../store/repositories/product-repository.ts';
import { CONFIDENCE } from './confidence.ts';

/** A hit must score at least this to be named as the product (0–1). */
export const MATCH_THRESHOLD = 0.55;
/** Two products closer than this are ambiguous: the shopper picks ("coca" says neither Cherry nor Original). */
export const AMBIGUITY_GAP = 0.05;
/** When the query names no brand ("chocolate"), other products this close make it ambiguous too. */
export const BRANDLESS_GAP = 0.15;
const POOL = 50;
/** How many catalog words one letter away a catalog word typed may stand for (a short word has dozens). */
const NEIGHBOURS = 10;
const EXACT_NAME_BONUS = 0.1;

export const NOT_IDENTIFIED_MESSAGE = 'No product clearly matches. Try more details, or pick one of the candidates.';

interface QueryWord {
  word: string;
  /** Catalog words it may stand for, with how close each is (1 = exact); "coca cola" where it is two typed as one. */
  alternatives: { word: string; similarity: number }[];
}

export type SearchMode =
  /** A shopper's query: every word should match (AND first). */
  | 'query'
  /** Words read from a label: many are noise, so a product is scored by how much of its own name was read. */
  | 'label';

/** A candidate, and whether the query named its brand. */
export interface Ranked extends Candidate {
  brandNamed: boolean;
  /** Folded names the product is called by exactly (its name, "brand name", aliases): what tells its pack sizes. */
  names: string[];
}

/** A name without what only tells a pack or market apart: "Coca-Cola Original (slim can)" → "coca cola original". */
export const productName = (name: string) => fold(name.replace(/\([^)]*\)/g, ' '));

/**
 * Another pack size (or market) of the same product: the same brand, and its name, without bracketed pack words, is a
 * name the other is known by ("Coca-Cola Original" is an alias of "Coca-Cola Original Taste").
 */
const sameProduct = (a: Named, b: Named) =>
  a.brand === b.brand && (b.names.includes(productName(a.name)) || a.names.includes(productName(b.name)));

type Named = Pick<Ranked, 'brand' | 'name' | 'names'>;

/** `of` and the candidates that are the same product as it, directly or through another size ("(slim can)" → alias). */
export function sizesOf<T extends Named>(of: Named, candidates: readonly T[]): Set<T | Named> {
  const family = new Set<T | Named>([of]);
  for (let grown = true; grown;) {
    grown = false;
    for (const c of candidates)
      if (!family.has(c) && [...family].some((member) => sameProduct(c, member))) {
        family.add(c);
        grown = true;
      }
  }
  return family;
}

/** Ranked candidates for free text, best first. */
export async function searchProducts(
  repo: ProductRepository,
  text: string,
  options: { mode: SearchMode; prefix: boolean; limit: number },
): Promise<Ranked[]> {
  const folded = fold(text).slice(0, 200);
  // Distinct words: a brand repeated in the name ("Lindt Lindt, lindor …") must not push the last words out.
  const raw = [...new Set(searchWords(folded, 40))]
    .filter((w) => options.mode === 'query' || w.length >= 3)
    .slice(0, options.mode === 'label' ? 40 : 10);
  if (raw.length === 0) return [];
  const words = await resolveWords(repo, raw, options.prefix);
  const groups = tsGroups(words, options.prefix);
  if (groups.length === 0) return [];

  // A shopper's words must all match; failing that, all of them one letter off, then all but one (a stray word). Label
  // text is mostly noise, so any of its words may match and the score decides. Candidates are ranked against the
  // query as the catalog spells it, so a typo is ranked as the name it stands for.
  const spelled = catalogSpelling(folded, words);
  let scored = words;
  let hits = await repo.search(options.mode === 'query' ? groups.join(' & ') : groups.join(' | '), spelled, POOL);
  if (hits.length === 0 && options.mode === 'query' && groups.length > 1) {
    // A misspelling that is itself a catalog word ("kant" for "kvant") is taken as typed and matches nothing. Letting
    // each word be one letter off is tried first: GIN bounds an AND by its rarest word, while leaving any one word
    // out makes it read the common words' postings too.
    const widened = await oneLetterOff(repo, words);
    if (widened) {
      hits = await repo.search(tsGroups(widened, options.prefix).join(' & '), spelled, POOL);
      if (hits.length > 0) scored = widened;
    }
    if (hits.length === 0) hits = await repo.search(allButOne(groups), spelled, POOL);
  }
  return hits
    .map((hit) => ({
      hit,
      score: options.mode === 'query' ? queryScore(hit, scored, spelled, options.prefix) : labelScore(hit, scored),
    }))
    .sort((a, b) => b.score - a.score || b.hit.similarity - a.hit.similarity || a.hit.name.length - b.hit.name.length)
    .slice(0, options.limit)
    .map(({ hit, score }) => ({
      product_id: hit.id,
      name: hit.name,
      brand: hit.brand,
      ...(hit.quantity ? { quantity: hit.quantity } : {}),
      ...(hit.gtin ? { gtin: hit.gtin } : {}),
      score: round(score),
      brandNamed: namesBrand(hit, scored),
      names: [...hit.exactNames, productName(hit.name)],
    }));
}

/** The spec's "Product not clearly identified" answer, with why (and any candidates to offer instead). */
export function notIdentified(
  message: string,
  extra: Partial<Pick<IdentifyResponse, 'confidence' | 'candidates' | 'read'>> = {},
): IdentifyResponse {
  return { product_id: null, confidence: 0, identified_by: null, candidates: [], message, ...extra };
}

/** Picks the product when the best candidate is strong and not tied with another product, of its brand or another. */
export function decide(ranked: Ranked[], identifiedBy: 'text search' | 'label text'): IdentifyResponse {
  const candidates: Candidate[] = ranked.map(({ brandNamed: _, names: __, ...c }) => c);
  const [top] = ranked;
  // Another pack size of the same product is no rival: either is the product asked for.
  const sizes = top ? sizesOf(top, ranked) : new Set();
  const rival = top && ranked.find((c) => !sizes.has(c));
  const gap = top?.brandNamed ? AMBIGUITY_GAP : BRANDLESS_GAP;
  const ambiguous = top && rival && top.score - rival.score < gap;
  if (!top || top.score < MATCH_THRESHOLD || ambiguous) {
    return notIdentified(NOT_IDENTIFIED_MESSAGE, { confidence: top?.score ?? 0, candidates });
  }
  // Words read by OCR can be misread or belong to a look-alike pack: never as certain as a barcode (0.99).
  const confidence = identifiedBy === 'label text' ? round(top.score * CONFIDENCE.labelTextScale) : top.score;
  return { product_id: top.product_id, confidence, identified_by: identifiedBy, candidates };
}

async function resolveWords(repo: ProductRepository, raw: string[], prefix: boolean): Promise<QueryWord[]> {
  const corrections = await repo.correctWords(raw);
  return raw.map((word, i) => {
    const found = corrections.get(word) ?? [];
    const exact = found.find((c) => c.word === word);
    // A word the catalog has is taken as typed; only unknown words are corrected.
    const alternatives = exact ? [{ word, similarity: 1 }] : found.filter((c) => c.similarity >= 0.3).map(corrected);
    // The word being typed may be the start of a catalog word ("nute" → "nutella").
    if (!exact && prefix && i === raw.length - 1 && word.length >= 2) alternatives.unshift({ word, similarity: 0.9 });
    return { word, alternatives };
  });
}

/** A close catalog word is strong evidence even when trigrams rate it modestly ("nutela" → "nutella": 0.6). */
const corrected = (c: { word: string; similarity: number }) => ({
  word: c.word,
  similarity: 0.5 + 0.45 * c.similarity,
});

/** The words with each catalog word's neighbours one letter away as alternatives, or null when none has any. */
async function oneLetterOff(repo: ProductRepository, words: QueryWord[]): Promise<QueryWord[] | null> {
  const known = words.filter((w) => w.alternatives.some((a) => a.word === w.word && a.similarity === 1));
  if (known.length === 0) return null;
  const near = await repo.wordsOneLetterAway(
    known.map((w) => w.word),
    NEIGHBOURS,
  );
  if (near.size === 0) return null;
  return words.map((w) => ({
    word: w.word,
    alternatives: [...w.alternatives, ...(near.get(w.word) ?? []).map(corrected)],
  }));
}

/** The query with each misspelt word as the catalog spells it (its closest correction): what a name starts with. */
function catalogSpelling(folded: string, words: QueryWord[]): string {
  const best = new Map(words.map((w) => [w.word, w.alternatives.find((a) => a.word !== w.word)?.word]));
  return folded
    .split(' ')
    .map((token) => best.get(token) ?? token)
    .join(' ');
}

/** "(a) & (b) & (c)" with any one group left out: "((b) & (c)) | ((a) & (c)) | ((a) & (b))". */
function allButOne(groups: string[]): string {
  return groups.map((_, skip) => `(${groups.filter((_, i) => i !== skip).join(' & ')})`).join(' | ');
}

/** One tsquery group per word that has alternatives: "(a | b)"; the last word also as a prefix when typing. */
function tsGroups(words: QueryWord[], prefix: boolean): string[] {
  return words
    .filter((w) => w.alternatives.length > 0)
    .map((w, i, all) => {
      const last = prefix && i === all.length - 1;
      const terms = w.alternatives.map((a) =>
        a.word.includes(' ')
          ? `(${a.word.split(' ').join(' & ')})`
          : last && a.word === w.word
            ? `${a.word}:*`
            : a.word,
      );
      return `(${[...new Set(terms)].join(' | ')})`;
    });
}

function namesBrand(hit: SearchHit, words: QueryWord[]): boolean {
  const brand = new Set(searchWords(hit.brand, 10));
  return words.some((w) => w.alternatives.some((a) => a.word.split(' ').every((part) => brand.has(part))));
}

/** How much of the query the product accounts for (70 %), and how alike the names are (30 %). */
function queryScore(hit: SearchHit, words: QueryWord[], folded: string, prefix: boolean): number {
  const credit = words.map((w, i) => {
    const last = prefix && i === words.length - 1;
    return Math.max(
      0,
      ...w.alternatives.map((a) =>
        a.word.split(' ').every((part) => hit.words.some((hw) => hw === part || (last && hw.startsWith(part))))
          ? a.similarity
          : 0,
      ),
    );
  });
  const coverage = credit.reduce((s, c) => s + c, 0) / words.length;
  // The shopper typed exactly what the product is called: it beats products that merely contain the words.
  const exact = hit.exactNames.includes(folded) ? EXACT_NAME_BONUS : 0;
  return 0.7 * coverage + 0.3 * hit.similarity + exact;
}

/** How much of the product's own name and brand was read on the label. */
function labelScore(hit: SearchHit, words: QueryWord[]): number {
  const own = [...new Set(searchWords(`${hit.name} ${hit.brand}`, 20))];
  const read = new Map<string, number>();
  for (const w of words)
    for (const a of w.alternatives)
      for (const part of a.word.split(' ')) read.set(part, Math.max(read.get(part) ?? 0, a.similarity));
  const credit = own.map((word) => read.get(word) ?? 0);
  return credit.reduce((s, c) => s + c, 0) / Math.max(own.length, 1);
}

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000;
