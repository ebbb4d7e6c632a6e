/**
 * Blind audit 13, finding 9: a quotation in a report is the words on record, or the knowledge's name in the report's
 * language; never a tag's suffix. The French pizza's label reads "Bio": it is quoted « Bio », not « organic ».
 */
import { INTERFACE_LANGUAGES, type ProductFactsInput } from '@clearcart/contracts';
import { knowledge, loadTranslation } from '@clearcart/knowledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateProductStrict } from '../evaluate.ts';
import type { Locale } from '../i18n/format.ts';
import { loadMessages } from '../i18n/index.ts';
import { ENGLISH, type Speech } from '../i18n/voice.ts';
import { makeFacts } from '../test/knowledge-fixture.ts';

const speeches = {} as Record<Locale, Speech>;
beforeAll(async () => {
  speeches.en = ENGLISH;
  for (const locale of INTERFACE_LANGUAGES.filter((l) => l !== 'en'))
    speeches[locale] = { messages: await loadMessages(locale), translation: await loadTranslation(locale) };
});

const welfare = (input: Partial<ProductFactsInput>, locale: Locale) =>
  evaluateProductStrict(makeFacts(input), knowledge, undefined, speeches[locale]).ratings.ethical.animal_welfare
    .details;

const PIZZA: Partial<ProductFactsInput> = {
  name: 'Pizza Margherita',
  ingredientsText: 'Pâte (farine de blé, eau, sel, levure), sauce tomate, mozzarella 16%, emmental râpé.',
  labels: ['en:organic'],
  claims: [{ text: 'Bio', from: 'labels', lang: 'fr' }],
};

describe('a claim is quoted in the words on record', () => {
  it('the audit’s pizza: the French report quotes « Bio », the label’s own word', () => {
    const details = welfare(PIZZA, 'fr');
    expect(details).toMatch(/^«\s?Bio\s?» \(un label enregistré\)/u);
    expect(details).not.toMatch(/[“«„]\s?organic/iu);
  });

  it.each(['de', 'it'] as const)('another language quotes the label’s own word, "Bio" (%s)', (locale) => {
    const details = welfare(PIZZA, locale);
    expect(details).toMatch(/^[“«„»]\s?Bio\s?[”»“«]/u);
    expect(details).not.toMatch(/[“«„]\s?organic/iu);
  });

  it('the English report quotes the label’s English name, which is the tag’s', () => {
    expect(welfare(PIZZA, 'en')).toMatch(/^“Organic” \(a label on record\)/);
  });

  it('with no words on record, a non-English report quotes the knowledge’s name in its language', () => {
    const details = welfare({ ...PIZZA, claims: [] }, 'es');
    expect(details).toMatch(/^«Ecológico \(sistema no indicado\)»/);
    expect(details).not.toMatch(/[“«„]\s?organic/iu);
  });

  it('a claim typed on the label, with no tag for it, is read and quoted as written', () => {
    const details = welfare(
      {
        name: 'Oeufs frais',
        ingredientsText: 'Oeufs.',
        claims: [{ text: 'Élevées en plein air', from: 'labels', lang: 'fr' }],
      },
      'fr',
    );
    expect(details).toMatch(/^«\s?plein air\s?» \(un label enregistré\)/iu);
    expect(details).not.toMatch(/free range/);
  });
});
