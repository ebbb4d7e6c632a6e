/**
 * Decision 122: a one-word name the taxonomy gives only in languages other than the app's names its ingredient only as
 * a whole item, as written; an inflection or a word inside a longer item is read in the list's own language (blind
 * audit 16: "de terre", a scan's piece of "pomme de terre", was talc through Maltese "terra").
 */
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { recognise, vocabularyIndex } from './ingredient-analysis.ts';

const index = vocabularyIndex(knowledge.ingredientVocabulary!);
const read = (text: string) => {
  const entry = recognise(index, text);
  return entry ? (entry.id ?? entry.eNumber) : undefined;
};

describe('a name only other languages use', () => {
  it.each([
    ['de terre', 'a piece of "pomme de terre" (Maltese "terra" is talc)'],
    ['terre', 'an inflection of Maltese "terra"'],
    ['POMe de terre', 'a scanned "pomme de terre" (a word inside it names apple elsewhere)'],
    ['Pour les allergènes', 'a note (a word of it names leek elsewhere)'],
    ['Enthält eine Phenylalaninquelle', 'a note (a word of it names juniper elsewhere)'],
  ])('“%s” names nothing: %s', (text) => {
    expect(read(text)).toBeUndefined();
  });

  it.each([
    ['pomme de terre', 'en:potato'],
    ['Talk', 'e553b'],
    ['terra', 'e553b'],
    ['socker', 'en:sugar'],
    ['Mentha arvensis', 'en:mint'],
  ])('still names its ingredient as a whole item, and Latin names in any list: “%s” is %s', (text, id) => {
    expect(read(text)).toBe(id);
  });
});
