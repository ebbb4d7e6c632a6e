/**
 * Blind audit 14, finding 5 and the observation on O2 (decision 118). A name more than one E-number shares ("caramel
 * color": E150a and E150c in Open Food Facts' taxonomy) is given none of them: the report says a caramel colour of a
 * class not stated, with what the classes share, and names a class only where the record does. A shopper's avoided
 * word that the product's name says and its list on record does not show is said back as "can't tell".
 */
import { INTERFACE_LANGUAGES, type ProductFactsInput } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import { vocabularyIndex } from './ingredient-analysis.ts';
import { indexKnowledge, findAdditive } from './knowledge-index.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const COLA = {
  name: 'Cola zero',
  kind: 'beverage' as const,
  perMl: true,
  nutriments: { energyKcal: 0, fat: 0, saturatedFat: 0, sugars: 0, salt: 0.028 },
};
const additivesOf = (input: Partial<ProductFactsInput>) =>
  evaluateProductStrict(makeFacts({ ...COLA, ...input }), knowledge).ratings.health.ingredients.notable_ingredients.map(
    (n) => n.name,
  );
const caramels = (input: Partial<ProductFactsInput>) => additivesOf(input).filter((n) => /caramel/i.test(n));
const UNSTATED = 'Caramel colour, class not stated (E150)';

describe('a name several additives share names none of them (blind audit 14, finding 5)', () => {
  const S6 =
    'carbonated water, caramel color, phosphoric acid, aspartame, potassium benzoate, natural flavors, potassium citrate, acesulfame potassium, caffeine';
  it('the audit’s cola: "caramel color" is a caramel colour of a class not stated, never E150c', () => {
    expect(caramels({ ingredientsText: S6 })).toEqual([UNSTATED]);
    // OFF's record of the same can carries en:e150c, guessed from the same words: still no class.
    expect(caramels({ ingredientsText: S6, additives: ['en:e150c', 'en:e212', 'en:e338'] })).toEqual([UNSTATED]);
  });
  it.each([
    ['English, British spelling', 'water, sugar, caramel colour, citric acid'],
    ['US, "coloring"', 'water, sugar, caramel coloring, citric acid'],
    ['English, the class first', 'water, sugar, colour: caramel, citric acid'],
    ['French', 'Eau gazéifiée, sucre, colorant : caramel, acidifiant : acide phosphorique'],
    ['French, no colon', 'Eau, sucre, colorant caramel, arômes'],
    ['Spanish', 'agua, azúcar, colorante caramelo, ácido cítrico'],
    ['the family’s number', 'water, sugar, colour (E150), citric acid'],
  ])('%s', (_, ingredientsText) => {
    expect(caramels({ ingredientsText })).toEqual([UNSTATED]);
  });
  it.each([
    ['a number in the list', 'Eau gazéifiée, sucre, colorant : caramel (E150d), acidifiant', 'E150d'],
    ['a number with its letter apart', 'Wasser, Zucker, Farbstoff E 150 d, Säuerungsmittel E 338', 'E150d'],
    ['an INS number', 'water, sugar, colour (INS 150d), acid', 'E150d'],
    ['the class’s own name', 'water, sugar, colour: plain caramel, citric acid', 'E150a'],
  ])('a class the list names is that class, and the family is not said beside it: %s', (_, ingredientsText, code) => {
    expect(caramels({ ingredientsText })).toEqual([expect.stringContaining(`(${code})`)]);
  });
  it('a tag no such name gives (en:e150d beside "caramel color") names the class', () => {
    expect(caramels({ ingredientsText: S6, additives: ['en:e150d'] })).toEqual([expect.stringContaining('(E150d)')]);
  });
  it('caramel the food is no colour: "caramel" alone, or with its own ingredients', () => {
    expect(caramels({ ingredientsText: 'Crème, sucre, sauce caramel (sucre, crème), sel' })).toEqual([]);
    expect(caramels({ ingredientsText: 'sugar, caramel, salt, butter' })).toEqual([]);
  });
  it('is never better than a known class, and never an alert: scored as a caramel made with sulphite or ammonia', () => {
    const score = (ingredientsText: string) =>
      evaluateProductStrict(makeFacts({ ...COLA, ingredientsText }), knowledge).ratings.health.score ?? Number.NaN;
    const unstated = score(S6);
    expect(unstated).toBe(score(S6.replace('caramel color', 'caramel color (E150d)')));
    expect(unstated).toBeLessThanOrEqual(score(S6.replace('caramel color', 'plain caramel')));
    const family = findAdditive(indexKnowledge(knowledge), 'e150');
    expect(family?.sensitivity).toBeNull();
    expect(family?.efsaRisk).toBe('not assessed');
    const prefs = { health: { sensitivities: { artificial_additives: 100 } } };
    const alerts = evaluateProductStrict(makeFacts({ ...COLA, ingredientsText: S6 }), knowledge, prefs).personal_alerts;
    expect(alerts.map((a) => a.code)).not.toContain('additive:e150');
  });
});

describe('the vocabulary: names that more than one E-number shares (decision 118)', () => {
  const vocabulary = knowledge.ingredientVocabulary!;
  const index = vocabularyIndex(vocabulary);
  // Before decision 118 a name took the first entry's E-number that bore it.
  const before = new Map<string, string>();
  const numbers = new Map<string, Set<string>>();
  for (const entry of vocabulary)
    for (const name of entry.names) {
      if (entry.eNumber && !before.has(name)) before.set(name, entry.eNumber);
      if (entry.eNumber) numbers.set(name, (numbers.get(name) ?? new Set()).add(entry.eNumber));
    }
  const shared = [...numbers].filter(([, codes]) => codes.size > 1).map(([name]) => name);
  it('lists them (35 in the 2022-12-15 taxonomies), each with its numbers', () => {
    expect(shared).toContain('caramel color');
    expect(shared).toContain('potassium bromate');
    expect(shared.length).toBe(35);
    for (const name of shared) expect(index.byName.get(name)?.eNumbers?.length, name).toBeGreaterThan(1);
  });
  it('every other name resolves to the E-number it resolved to before, but a food the app’s languages name', () => {
    const moved = [...before]
      .filter(([name]) => !shared.includes(name))
      .filter(([name, code]) => index.byName.get(name)?.eNumber !== code);
    // Italian "carote" is carrots; only another language's name for the colour made it E160a.
    expect(moved).toEqual([['carote', 'e160a']]);
    expect(index.byName.get('carote')?.id).toBe('en:carrot');
  });
  it('a shared name still names the additive the report shows where its numbers are one additive', () => {
    const k = indexKnowledge(knowledge);
    const shown = (name: string) => {
      const entry = index.byName.get(name);
      return entry?.eNumber ? findAdditive(k, entry.eNumber)?.code : undefined;
    };
    expect(shown('potassium bromate')).toBe('e924');
    expect(shown('bromate de potassium')).toBe('e924');
    expect(shown('pectine')).toBe('e440');
    expect(shown('caramel color')).toBe('e150');
    expect(index.byName.get('glutamat')?.eNumber).toBeUndefined();
    expect(additivesOf({ ingredientsText: 'wheat flour, water, yeast, potassium bromate' })).toContain(
      'Potassium bromate (E924)',
    );
  });
});

describe('an avoided word the name says and the list on record does not show (blind audit 14, O2)', () => {
  const alerts = (word: string, name: string, ingredientsText: string) =>
    evaluateProductStrict(makeFacts({ name, ingredientsText }), knowledge, {
      health: { avoid_ingredients: [word] },
    }).personal_alerts.filter((a) => a.code === `avoid-ingredient:${word}`);
  const ROYAL_JELLY = 'Préparation bio de miel & gelée royale 8%';
  it('the audit’s royal jelly: "miel" is said back as "can’t tell", low, never "does not contain"', () => {
    const [alert] = alerts('miel', ROYAL_JELLY, "Gelée Royale 8% Ingrédients issus de l'agriculture biologique");
    expect(alert?.severity).toBe('low');
    expect(alert?.message).toMatch(/Can't tell whether it contains miel — its name says “miel”.*check the pack/);
  });
  it.each([
    ['the word in another language', 'honey', ROYAL_JELLY, 'Gelée Royale 8%', 'miel'],
    ['English', 'honey', 'Honey Nut Cereal', 'whole grain oats, sugar, almonds, salt', 'honey'],
    ['French', 'noix de coco', 'Biscuits à la noix de coco', 'farine de blé, sucre, beurre', 'noix de coco'],
  ])('%s', (_, word, name, text, said) => {
    const [alert] = alerts(word, name, text);
    expect(alert?.severity).toBe('low');
    expect(alert?.message).toContain(`“${said}”`);
  });
  it('says nothing more where the list shows it, the name does not say it, or says it is free of it', () => {
    expect(alerts('miel', 'Pain au miel', 'farine de blé, miel 20 %, sucre')[0]?.severity).toBe('high');
    expect(alerts('garlic', 'Tomato sauce', 'tomatoes, olive oil, salt')).toEqual([]);
    expect(alerts('honey', 'Oat bar, honey free', 'oats, sugar, sunflower oil')).toEqual([]);
    expect(alerts('miel', 'Bonbons sans miel', 'sucre, sirop de glucose, arôme')).toEqual([]);
  });
  it('in every language of the report', async () => {
    const { loadMessages } = await import('./i18n/index.ts');
    for (const lang of INTERFACE_LANGUAGES) {
      const m = await loadMessages(lang);
      const text = m.personal.avoidedUnknownAlert({ word: 'miel', unreadable: false, inName: 'miel' });
      expect(text, lang).toMatch(/miel.*miel/);
    }
  });
});
