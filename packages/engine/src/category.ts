import type { ProductFacts } from '@clearcart/contracts';
import type { Knowledge } from '@clearcart/knowledge';

/** Where categories sit in Open Food Facts' categories taxonomy, read from the knowledge's parent links once. */
interface CategoryTree {
  /** Whether the taxonomy holds the category. */
  holds(tag: string): boolean;
  /** The category's ancestors, all of them, without itself. */
  ancestors(tag: string): ReadonlySet<string>;
  /** The number of links on the longest way from the category up to a category with no parent (0 for a root). */
  depth(tag: string): number;
}

const NONE: ReadonlySet<string> = new Set();
const trees = new WeakMap<object, CategoryTree>();

function treeOf(parents: Readonly<Record<string, readonly string[]>>): CategoryTree {
  let tree = trees.get(parents);
  if (tree) return tree;
  const ancestors = new Map<string, ReadonlySet<string>>();
  const depths = new Map<string, number>();
  const holds = (tag: string) => Object.hasOwn(parents, tag);
  // A loop in the links (none today) ends the walk where it closes.
  const ancestorsOf = (tag: string, walking = new Set<string>()): ReadonlySet<string> => {
    const known = ancestors.get(tag);
    if (known) return known;
    if (!holds(tag) || walking.has(tag)) return NONE;
    walking.add(tag);
    const found = new Set<string>();
    for (const parent of parents[tag]!) {
      found.add(parent);
      for (const above of ancestorsOf(parent, walking)) found.add(above);
    }
    walking.delete(tag);
    found.delete(tag);
    ancestors.set(tag, found);
    return found;
  };
  const depthOf = (tag: string, walking = new Set<string>()): number => {
    const known = depths.get(tag);
    if (known !== undefined) return known;
    if (!holds(tag) || walking.has(tag)) return 0;
    walking.add(tag);
    const depth = Math.max(0, ...parents[tag]!.map((parent) => depthOf(parent, walking) + 1));
    walking.delete(tag);
    depths.set(tag, depth);
    return depth;
  };
  tree = { holds, ancestors: (tag) => ancestorsOf(tag), depth: (tag) => depthOf(tag) };
  trees.set(parents, tree);
  return tree;
}

/**
 * The most specific of `tags` by the categories taxonomy: of the tags the taxonomy holds, one that no other tag
 * descends from, the deepest of those; among equals the later in the tags' order, as a record read by its order alone
 * would show ("en:sweet-snacks", "en:popcorn": popcorn). A tag the taxonomy does not hold never wins over one it
 * holds; with none held, or no parent links in the knowledge, there is no answer.
 */
export function mostSpecificCategory(tags: readonly string[], knowledge: Knowledge): string | undefined {
  return mostSpecificOf(
    tags.filter((tag) => !DATABASE_CATEGORIES.has(tag)),
    knowledge,
  );
}

/**
 * Tags that file a record by the database it belongs to, not by what it is ("en:open-beauty-facts" on every Open
 * Beauty Facts record): never a product's category (blind audit 105).
 */
const DATABASE_CATEGORIES = new Set([
  'en:non-food-products',
  'en:open-beauty-facts',
  'en:open-products-facts',
  'en:open-pet-food-facts',
]);

function mostSpecificOf(tags: readonly string[], knowledge: Knowledge): string | undefined {
  if (!knowledge.categoryParents) return undefined;
  const tree = treeOf(knowledge.categoryParents);
  const held = tags.filter((tag) => tree.holds(tag));
  const broader = new Set(held.flatMap((tag) => [...tree.ancestors(tag)]));
  let best: string | undefined;
  for (const tag of held)
    if (!broader.has(tag) && (best === undefined || tree.depth(tag) >= tree.depth(best))) best = tag;
  return best;
}

const withAncestors = new WeakMap<object, WeakMap<readonly string[], ReadonlySet<string>>>();

/**
 * The categories the product is in: its tags on record and every category the taxonomy puts them under ("en:colas"
 * is in "en:sodas", "en:carbonated-drinks" and "en:beverages"), so a record that carries only its narrowest tags is
 * not taken for something else. Without parent links in the knowledge, the tags on record alone. Made once per tags.
 */
export function categoriesOf(
  facts: Pick<ProductFacts, 'categoryTags'>,
  knowledge: Pick<Knowledge, 'categoryParents'> | undefined,
): ReadonlySet<string> {
  const tags = facts.categoryTags;
  const parents = knowledge?.categoryParents;
  if (!parents) return new Set(tags);
  let byTags = withAncestors.get(parents);
  if (!byTags) withAncestors.set(parents, (byTags = new WeakMap()));
  let all = byTags.get(tags);
  if (!all) {
    const tree = treeOf(parents);
    byTags.set(tags, (all = new Set(tags.flatMap((tag) => [tag, ...tree.ancestors(tag)]))));
  }
  return all;
}

/** Whether the product is in the category `tag`: a tag on record is it or lies under it (`categoriesOf`). */
export const inCategory = (
  facts: Pick<ProductFacts, 'categoryTags'>,
  tag: string,
  knowledge: Pick<Knowledge, 'categoryParents'> | undefined,
): boolean => categoriesOf(facts, knowledge).has(tag);
