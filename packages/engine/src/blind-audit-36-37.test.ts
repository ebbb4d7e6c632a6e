/**
 * Blind audits 36 and 37's findings, as rules: a name's ham is pork to a shopper who avoids pork; words read from a
 * category are cited as the category's; a chocolate biscuit takes chocolate biscuits' footprint; a sentence that
 * describes the product before the list's heading is no ingredient; a farming label is advised for farmed animals only.
 */
import type { PreferencesInput, ProductFactsInput } from '@clearcart/contracts';
import { preferences } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const evaluate = (facts: Partial<ProductFactsInput>, prefs?: PreferencesInput) =>
  evaluateProductStrict(makeFacts(facts), knowledge, prefs ? preferences.parse(prefs) : undefined);

describe('a name’s ham, with no list, is pork to a shopper who avoids pork (audit 36, finding 1)', () => {
  const advice = (name: string) =>
    (
      evaluate({ name, lang: 'fr' }, { health: { avoid_ingredients: ['pork'] } }).ratings.health.recommendations ?? []
    ).join(' ');

  it.each(['Croque jambon crème de parmesan', 'Jambon cuit supérieur', 'Smoked bacon rashers'])(
    '“%s”: contains pork',
    (name) => expect(advice(name)).toMatch(/it contains pork/),
  );

  it.each(['Jambon de dinde', 'Ham and chicken pie', 'Bacon flavour crisps'])(
    '“%s” names another meat or a flavour: not said to contain pork',
    (name) => expect(advice(name)).not.toMatch(/it contains pork/),
  );
});

describe('words read from the category are cited as the category’s (audit 36, finding 2)', () => {
  it('“Scotch eggs” is no product name', () => {
    const evidence = evaluate({ name: 'Croque jambon', category: 'Scotch eggs', lang: 'en' }).ratings.ethical
      .animal_derived_content.evidence;
    expect(evidence.join(' ')).not.toMatch(/Product name “Scotch eggs”/);
    expect(evidence.join(' ')).toMatch(/Category “Scotch eggs”/);
    expect(evidence.join(' ')).toMatch(/Product name “Croque jambon”/);
  });
});

describe('a chocolate biscuit takes chocolate biscuits’ footprint (audit 36, finding 4)', () => {
  const carbon = (ingredientsText: string) =>
    evaluate({
      lang: 'en',
      name: 'Mini gingerbread men',
      categoryTags: ['en:snacks', 'en:sweet-snacks', 'en:biscuits-and-cakes', 'en:biscuits'],
      ingredientsText,
    }).ratings.environmental.environmental_factors.carbon_footprint;

  it('27 % milk chocolate: the chocolate biscuits, high; the wording says where it stands', () => {
    const c = carbon('Wheat flour, milk chocolate (27%) (sugar, cocoa butter, whole milk powder), sugar, palm oil.');
    expect(c?.rating).toBe('high');
    expect(c?.method).toMatch(/those with chocolate, which its list names among its first three ingredients/);
  });

  it('a butter biscuit still takes the dairy ones; a chocolate flavouring is no chocolate', () => {
    expect(carbon('Wheat flour, butter (milk), sugar, salt.')?.method).toMatch(/those with dairy/);
    expect(carbon('Wheat flour, sugar, chocolate flavouring, palm oil.')?.method ?? '').not.toMatch(
      /those with chocolate/,
    );
  });
});

describe('a sentence that describes the product before the list’s heading (audit 37, not counted)', () => {
  it('“Milk chocolate praline (…) with … filling. ingredients: …” lists no praline', () => {
    const r = evaluate({
      lang: 'en',
      ingredientsText:
        'Milk chocolate praline (cocoa solids: 30% minimum) with yogurt-flavoured mousses filling. ingredients: sugar, whole milk powder, cocoa butter, whey powder, emulsifier: soya lecithin.',
    }).ratings;
    expect(r.health.allergens.tree_nuts?.status).toBe('no');
    expect(r.health.allergens.dairy?.status).toBe('yes');
  });
});

describe('a farming welfare label is advised for farmed animals only (audit 37, not counted)', () => {
  const advice = (ingredientsText: string) =>
    (evaluate({ lang: 'en', ingredientsText }).ratings.ethical.recommendations ?? []).join(' ');

  it('shellac’s lac insects get no “free-range” advice; milk still does', () => {
    expect(advice('Sugar, maltodextrin, rice starch, shellac.')).not.toMatch(/animal-welfare label/);
    expect(advice('Sugar, whole milk powder, cocoa butter.')).toMatch(/animal-welfare label/);
  });
});
