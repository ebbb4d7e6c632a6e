import type { OpenRecordFact, ProductFacts } from '@clearcart/contracts';

/** An ingredient list, not an empty field or a stray mark: what a record lacking its list is told apart by. */
export const hasIngredientList = (facts: Pick<ProductFacts, 'ingredientsText'>): boolean =>
  /\p{L}{2}/u.test(facts.ingredientsText ?? '');

/** Where and when a site's record was fetched. */
export interface OpenOrigin {
  site: string;
  url: string;
  fetchedAt: string;
}

/**
 * The catalog's sources whose facts a site's fresh record replaces: a record imported from an export or fetched
 * earlier is the same database's older copy, and a language model's draft is unverified. Curated (seed) facts win.
 */
const SUPERSEDED = new Set(['openfoodfacts', 'import', 'llm']);
export const openRecordWins = (source: string): boolean => SUPERSEDED.has(source);

/** Each fact the report reads, grouped as a pack states them: a group is taken whole from one record. */
const GROUPS: readonly { fact: OpenRecordFact; has: (p: ProductFacts) => boolean; keys: (keyof ProductFacts)[] }[] = [
  {
    fact: 'ingredients',
    has: hasIngredientList,
    keys: ['ingredientsText', 'lang', 'additives', 'ingredientsAnalysis'],
  },
  {
    fact: 'nutrition',
    has: (p) =>
      Object.keys(p.nutriments ?? {}).length > 0 ||
      Object.keys(p.preparedNutriments ?? {}).length > 0 ||
      Object.keys(p.estimatedNutriments ?? {}).length > 0,
    keys: ['nutriments', 'preparedNutriments', 'perMl', 'servingSize', 'servingQuantity', 'estimatedNutriments'],
  },
  { fact: 'picture', has: (p) => p.imageUrl !== undefined, keys: ['imageUrl'] },
  { fact: 'labels', has: (p) => p.labels.length > 0, keys: ['labels'] },
  { fact: 'packaging', has: (p) => p.packaging.length > 0, keys: ['packaging'] },
  { fact: 'categories', has: (p) => p.categoryTags.length > 0, keys: ['categoryTags'] },
  { fact: 'origins', has: (p) => p.origins !== undefined, keys: ['origins'] },
];
/** Published grades, each taken on its own. */
const GRADES = ['novaGroup', 'nutriScoreGrade', 'environmentalScoreGrade'] as const;

/**
 * The facts a report reads for a catalog product and its site record. With `ownWins` (curated facts) the catalog's
 * facts stay and the site's record fills only what they lack, each group filled named in `openRecord.filled`; else the
 * site's record is the newer copy and wins, the catalog's facts filling what it lacks. The product keeps its id,
 * barcode and (when the catalog's wins) its name.
 */
export function withOpenRecord(
  own: ProductFacts,
  open: ProductFacts,
  origin: OpenOrigin,
  ownWins: boolean,
): ProductFacts {
  const [first, second] = ownWins ? [own, open] : [open, own];
  const merged: Record<string, unknown> = ownWins
    ? { ...own }
    : { ...open, id: own.id, ...(own.gtin ? { gtin: own.gtin } : {}), quantity: open.quantity ?? own.quantity };
  if (merged.quantity === undefined) delete merged.quantity;
  const filled: OpenRecordFact[] = [];
  for (const group of GROUPS) {
    const from = group.has(first) ? first : group.has(second) ? second : undefined;
    for (const key of group.keys) {
      if (from?.[key] !== undefined) merged[key] = from[key];
      else if (from) delete merged[key];
    }
    if (from === open && ownWins) filled.push(group.fact);
  }
  for (const key of GRADES) {
    const value = first[key] ?? second[key];
    if (value !== undefined) merged[key] = value;
    if (ownWins && own[key] === undefined && open[key] !== undefined && !filled.includes('grades')) {
      filled.push('grades');
    }
  }
  // A declaration on either record is kept: a dropped allergen is the one mistake a shopper cannot see.
  merged.allergens = union(first.allergens, second.allergens);
  merged.traces = union(first.traces, second.traces).filter((t) => !(merged.allergens as string[]).includes(t));
  merged.aliases = union(own.aliases, open.aliases);
  merged.sources = [...new Map([...first.sources, ...second.sources].map((s) => [s.url ?? s.title, s])).values()];
  merged.openRecord = {
    site: origin.site,
    url: origin.url,
    fetchedAt: origin.fetchedAt,
    ...(ownWins ? { filled } : {}),
  };
  return merged as ProductFacts;
}

const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])];
