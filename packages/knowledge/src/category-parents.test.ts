/** The category parents are exactly what Open Food Facts' categories taxonomy gives (../shared/data). */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TAXONOMY_DIR } from '../scripts/allergen-vocabulary.ts';
import { CATEGORY_PARENTS_FILE, computeCategoryParents } from '../scripts/category-parents.ts';
import { knowledge } from './index.ts';

const hasData = existsSync(TAXONOMY_DIR);
if (!hasData && process.env.CI) throw new Error(`CI: OFF taxonomies missing at ${TAXONOMY_DIR}`);

describe.skipIf(!hasData)('category parents from the OFF categories taxonomy', () => {
  const file = readFileSync(CATEGORY_PARENTS_FILE, 'utf8');

  it('equal the script’s output (npx tsx packages/knowledge/scripts/category-parents.ts to update)', () => {
    expect(file).toBe(computeCategoryParents(TAXONOMY_DIR));
  });
});

describe('category parents in the knowledge', () => {
  const parents = knowledge.categoryParents!;

  it.each([
    ['a cola is a soda', 'en:colas', ['en:sodas']],
    ['a fruit soda is a soda and a fruit-based drink', 'en:fruit-sodas', ['en:sodas', 'en:fruit-based-beverages']],
    ['a root is held, with no parent', 'en:beverages', []],
    // Written "<en:Spirits" and "<fr:Eaux-de-vie": a parent named by a synonym, or in another language, is read as
    // the category the name belongs to.
    ['a parent named by a synonym', 'en:grain-spirits', ['en:hard-liquors']],
    ['a parent named in French', 'en:whisky', ['en:eaux-de-vie']],
  ])('%s', (_, tag, expected) => {
    expect(parents[tag]).toEqual(expected);
  });

  it('name only categories the table holds, all English', () => {
    const held = new Set(Object.keys(parents));
    expect([...held].every((tag) => tag.startsWith('en:'))).toBe(true);
    expect(
      Object.values(parents)
        .flat()
        .filter((parent) => !held.has(parent)),
    ).toEqual([]);
  });
});
