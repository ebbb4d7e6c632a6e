/**
 * The category a report shows is the record's most specific one by Open Food Facts' categories taxonomy, not its last
 * English tag (blind audit 11, O4: a Fanta Zero sweetened with aspartame was shown as "Sugared beverages").
 */
import type { ProductFacts } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { mostSpecificCategory } from './category.ts';
import { canonicalFacts } from './evaluate.ts';
import { fromOpenFoodFacts } from './facts/from-off.ts';
import { respond } from './respond.ts';
import { makeFacts } from './test/knowledge-fixture.ts';
import { hasOffRecords, loadOffRecords, productOf } from './test/off-records.ts';

const shown = (facts: ProductFacts): string => respond(facts, knowledge, 'basic').entity.category;

/** Facts as an Open Food Facts record gives them: the category is the words of the last English tag. */
const fromRecord = (categoryTags: string[]): ProductFacts => {
  const facts = fromOpenFoodFacts({ code: '5449000120960', product_name: 'Test', categories_tags: categoryTags });
  if (!facts) throw new Error('not read');
  return facts;
};

describe.skipIf(!hasOffRecords)('the category shown: a real record', () => {
  it('a Fanta Zero tagged sugared beverages last shows its deepest category, fruit sodas (audit 11, O4)', () => {
    const found = loadOffRecords().find(({ record }) => String(productOf(record).code) === '5449000120960');
    const facts = found && fromOpenFoodFacts(found.record);
    if (!facts) throw new Error('record 5449000120960 is missing from ../shared/data');
    expect(facts.category).toBe('Sugared beverages');
    expect(shown(facts)).toBe('Fruit sodas');
    expect(respond(facts, knowledge, 'complete').entity.category).toBe('Fruit sodas');
  });
});

describe('the category shown is the most specific tag on record', () => {
  it.each([
    [
      'the deepest tag, not the last one',
      ['en:beverages', 'en:artificially-sweetened-beverages', 'en:sodas', 'en:fruit-sodas', 'en:sugared-beverages'],
      'Fruit sodas',
    ],
    ['a tag another tag descends from never wins', ['en:colas', 'en:sodas', 'en:beverages'], 'Colas'],
    ['among equally deep tags, the later on record', ['en:snacks', 'en:sweet-snacks', 'en:popcorn'], 'Popcorn'],
    [
      'a tag the taxonomy does not hold does not win over one it holds',
      ['en:cheeses', 'en:cheddar-bites-xl'],
      'Cheeses',
    ],
    // Read through the taxonomy's names first: OFF did not place a French name written under "en:".
    [
      'a name under another language’s prefix, as its category',
      ['en:beverages', 'en:sodas-aux-fruits-exotiques'],
      'Sodas with exotic fruits',
    ],
    ['no tag the taxonomy holds: the record’s own', ['en:cheddar-bites-xl'], 'Cheddar bites xl'],
  ])('%s', (_, tags, expected) => {
    expect(shown(fromRecord(tags))).toBe(expected);
  });

  it('keeps a category written in words of its own, and one without parent links in the knowledge', () => {
    const tags = ['en:beverages', 'en:sodas', 'en:colas', 'en:sweetened-beverages'];
    const curated = makeFacts({ category: 'Cola', categoryTags: tags });
    expect(shown(curated)).toBe('Cola');
    expect(canonicalFacts(curated, knowledge)).toBe(curated);
    const { categoryParents: _, ...withoutParents } = knowledge;
    const facts = fromRecord(tags);
    expect(respond(facts, withoutParents, 'basic').entity.category).toBe('Sweetened beverages');
    expect(shown(facts)).toBe('Colas');
  });

  it('mostSpecificCategory: the deepest tag no other descends from, none without a held tag', () => {
    expect(mostSpecificCategory(['en:dairies', 'en:cheeses', 'en:goat-cheeses', 'en:cheeses'], knowledge)).toBe(
      'en:goat-cheeses',
    );
    expect(mostSpecificCategory(['xx:fromages', 'en:unheard-of'], knowledge)).toBeUndefined();
  });
});
