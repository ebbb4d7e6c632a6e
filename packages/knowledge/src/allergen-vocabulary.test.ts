/** The committed allergen vocabulary is exactly what the generator makes of OFF's taxonomies in ../shared/data. */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FOREIGN } from './ingredient-vocabulary.ts';
import { buildVocabulary, serialise, TAXONOMY_DIR, VOCABULARY_FILE } from '../scripts/allergen-vocabulary.ts';
import {
  buildIngredientVocabulary,
  INGREDIENT_VOCABULARY_FILE,
  serialiseIngredients,
} from '../scripts/ingredient-vocabulary.ts';

const hasTaxonomies = existsSync(TAXONOMY_DIR);
if (!hasTaxonomies && process.env.CI) throw new Error(`CI: Open Food Facts taxonomies missing at ${TAXONOMY_DIR}`);

describe.skipIf(!hasTaxonomies)('allergen vocabulary from the Open Food Facts taxonomies', () => {
  it('is up to date (run npx tsx packages/knowledge/scripts/allergen-vocabulary.ts after editing the guards)', () => {
    expect(readFileSync(VOCABULARY_FILE, 'utf8')).toBe(serialise(buildVocabulary(TAXONOMY_DIR)));
  });
  it('the ingredient vocabulary is up to date too (npx tsx packages/knowledge/scripts/ingredient-vocabulary.ts)', () => {
    expect(readFileSync(INGREDIENT_VOCABULARY_FILE, 'utf8')).toBe(
      serialiseIngredients(buildIngredientVocabulary(TAXONOMY_DIR)),
    );
  });
});

describe('allergen vocabulary (committed file)', () => {
  const vocabulary = JSON.parse(readFileSync(VOCABULARY_FILE, 'utf8')) as ReturnType<typeof buildVocabulary>;
  it('covers the EU 14 in Finnish, Swedish, Polish and Japanese', () => {
    for (const tag of ['en:milk', 'en:eggs', 'en:gluten', 'en:nuts', 'en:celery', 'en:mustard'])
      for (const lang of ['fi', 'sv', 'pl'])
        expect(vocabulary.words[tag]?.[lang]?.length, `${tag} ${lang}`).toBeGreaterThan(0);
    expect(vocabulary.words['en:milk']?.ja).toContain('乳');
  });
  it('applies our guards and finds false friends', () => {
    expect(Object.values(vocabulary.words['en:mustard'] ?? {}).flat()).not.toContain('brassica');
    expect(Object.values(vocabulary.words['en:molluscs'] ?? {}).flat()).not.toContain('polvo');
    expect(vocabulary.words['en:none']).toBeUndefined();
    expect(vocabulary.falseFriends['en:milk']).toContain('coconut milk');
  });
});

describe('ingredient vocabulary (committed file)', () => {
  const { entries } = JSON.parse(readFileSync(INGREDIENT_VOCABULARY_FILE, 'utf8')) as { entries: string[][] };
  it('links every name a sweetener additive has to its E-number, on every entry that bears it (blind audit 9, O1)', () => {
    // [status, E-number, class, id, parents, ...names]: an additive's row has no id; "s" (6th status letter) marks a
    // sweetener. "Natriumcyclamat" on an ingredient row without E952 left the Nutri-Score's sweetener uncounted.
    const sweeteners = new Map<string, string>();
    for (const [status, eNumber, , id, , ...names] of entries)
      if (eNumber && !id && status?.[5] === 's')
        for (const name of names) if (name !== FOREIGN) sweeteners.set(name, eNumber);
    const unlinked = entries
      .filter(([, eNumber, , id]) => id && !eNumber)
      .flatMap(([, , , id, , ...names]) => names.filter((n) => sweeteners.has(n)).map((n) => `${id}: ${n}`));
    expect(unlinked).toEqual([]);
    const row = entries.find((e) => e.slice(5).includes('natriumcyclamat'));
    expect(row?.[1]).toBe('e952');
  });
});
