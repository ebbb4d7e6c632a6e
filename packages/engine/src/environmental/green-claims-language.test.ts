/**
 * Blind audit 12: a word spelled alike in two languages is read in the product's language. "Ecologica" is the Spanish
 * organic term "ecológica" printed without its accent (reserved on food by Regulation (EU) 2018/848, Annex IV), and the
 * Italian generic word "ecologica" only on an Italian product.
 */
import type { ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { ratingsOf } from '../test/ratings.ts';
import { judgeWording } from './green-claims.ts';

const rules = knowledge.greenClaims!;
const claimsOf = (facts: Partial<ProductFactsInput>) =>
  ratingsOf(facts).environmental.green_claims?.claims.map((c) => `${c.claim}: ${c.verdict}`) ?? [];

describe('an organic term without its accent', () => {
  it.each([
    ['Espirulina En Comprimidos Ecologica Salud Viva', undefined],
    ['Espirulina En Comprimidos Ecologica Salud Viva', 'es'],
    ['Aceite de oliva ECOLOGICO', 'es'],
    ['Miel ecologica', undefined],
  ])('"%s" (language %s) on food is the reserved organic term', (wording, lang) => {
    expect(judgeWording(wording, 'food', rules, lang)?.verdict).toBe('organic_term');
  });

  it('is the Italian generic word on an Italian product', () => {
    expect(judgeWording('Pasta ecologica', 'food', rules, 'it')?.verdict).toBe('generic');
  });

  it('stays generic on a household product, whatever the language', () => {
    expect(judgeWording('Detergente ecologico', 'household', rules, 'es')?.verdict).toBe('generic');
    expect(judgeWording('Detersivo ecologico', 'household', rules)?.verdict).toBe('generic');
  });

  it('the audit’s spirulina: the name is not judged a generic claim beside its organic label', () => {
    const claims = claimsOf({
      name: 'Espirulina En Comprimidos Ecologica Salud Viva',
      labels: ['en:no-gluten', 'en:organic', 'en:no-lactose'],
      ingredientsText:
        'o, sin gluten, sin lactosa, sin azücares lientes: 100% Spirulina cruda pura procedefi tura ec016gica. PAIS DE ORIGEjs NOUE',
    });
    expect(claims.join('\n')).not.toMatch(/Ecologica.*generic/);
  });
});
