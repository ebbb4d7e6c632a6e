import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './language.ts';

describe('the report language for an Accept-Language header', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
    ['de-AT,de;q=0.9', 'de'],
    ['en-GB,en;q=0.9,fr;q=0.8', 'en'],
    // The highest weight wins wherever it stands; a tie goes to the range written first.
    ['pt-BR, es;q=0.8, it;q=0.9', 'it'],
    ['nl;q=0.2, es;q=0.2', 'nl'],
    // Nothing we speak, or only "*": English, the specification's own.
    ['ja, zh-CN;q=0.9', 'en'],
    ['*', 'en'],
    // A weight of 0 refuses a language, even under "*".
    ['en;q=0, *', 'fr'],
    ['fr;q=0', 'en'],
    ['fr;q=0, es;q=0.1', 'es'],
    // Case, spaces and the underscore of a browser's locale ("fr_BE").
    ['  FR-be ; q=0.7 ', 'fr'],
    ['fr_BE', 'fr'],
    // A malformed range or weight is left out, not guessed at.
    ['fr;q=2, de', 'de'],
    ['12, it', 'it'],
  ] as [string | undefined, string][])('%j → %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });

  it('reads repeated headers as one list', () => {
    expect(negotiateLanguage(['ja', 'es;q=0.5'])).toBe('es');
  });
});
