/**
 * Blind audit 13, finding 8: a source says only what is known of where the facts came from. A catalog entry that
 * cites a maker's home page, or a title with no address, is "as entered in ClearCart's catalog"; nothing on record
 * says a pack was read, so it is never "from the pack", in any language.
 */
import { INTERFACE_LANGUAGES, type ProductFactsInput } from '@clearcart/contracts';
import { knowledge, loadTranslation } from '@clearcart/knowledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateProductStrict } from './evaluate.ts';
import type { Locale } from './i18n/format.ts';
import { loadMessages } from './i18n/index.ts';
import { ENGLISH, type Speech } from './i18n/voice.ts';
import { respond } from './respond.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

const LOCALES: readonly Locale[] = INTERFACE_LANGUAGES;
const speeches = {} as Record<Locale, Speech>;
beforeAll(async () => {
  speeches.en = ENGLISH;
  for (const locale of LOCALES.filter((l) => l !== 'en'))
    speeches[locale] = { messages: await loadMessages(locale), translation: await loadTranslation(locale) };
});

/** "From the pack" and "from the packaging" in the six languages of the reports. */
const FROM_THE_PACK = /from the pack|Verpackung|emballage|envase|confezione|verpakking/i;

const titles = (input: Partial<ProductFactsInput>, locale: Locale): string[] => {
  const facts = makeFacts(input);
  const r = respond(facts, knowledge, 'complete', undefined, speeches[locale]);
  const e = evaluateProductStrict(facts, knowledge, undefined, speeches[locale]);
  return [
    ...r.metadata.sources,
    ...e.ratings.health.sources,
    ...e.ratings.environmental.sources,
    ...e.ratings.ethical.sources,
  ].map((s) => s.title);
};

describe('a catalog entry’s source says what is known of it', () => {
  it.each(LOCALES)('the audit’s body butter, citing the maker’s home page, is not "from the pack" (%s)', (locale) => {
    const seen = titles(
      {
        name: 'Shea Body Butter',
        brand: 'The Body Shop',
        kind: 'cosmetic',
        category: 'Body butter',
        sources: [
          { title: "The Body Shop product information (manufacturer's site)", url: 'https://www.thebodyshop.com' },
        ],
      },
      locale,
    );
    expect(seen).toContain(speeches[locale].messages.evaluation.catalogSource);
    expect(seen.filter((t) => FROM_THE_PACK.test(t))).toEqual([]);
  });

  it.each(LOCALES)('a food whose source is a title with no address is not "from the pack" either (%s)', (locale) => {
    const seen = titles(
      { ingredientsText: 'Sugar, cocoa butter, milk powder.', sources: [{ title: 'Acme product information' }] },
      locale,
    );
    expect(seen).toContain(speeches[locale].messages.evaluation.catalogSource);
    expect(seen.filter((t) => FROM_THE_PACK.test(t))).toEqual([]);
  });

  it('an Open Food Facts record keeps its own page, with no catalog sentence beside it', () => {
    const seen = titles({ ingredientsText: 'Sugar, cocoa butter.' }, 'fr');
    expect(seen).toContain('Open Food Facts product 3017620422003 (ODbL)');
    expect(seen).not.toContain(speeches.fr.messages.evaluation.catalogSource);
  });
});
