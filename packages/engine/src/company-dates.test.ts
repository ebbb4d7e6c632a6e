/**
 * Company facts that change with time are said with their date (decision 096): "as of" while their review date (`due`)
 * is ahead, and, once it has passed on the evaluation day, as of that date with the date passed — never as still
 * current or pending. Facts nothing dates are not shown. The evaluation day reaches the engine as `Knowledge.today`.
 */
import { knowledge, type Knowledge } from '@clearcart/knowledge';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  datedText,
  environmentalInitiatives,
  ethicalInitiatives,
  insightsOf,
  resolveOwnership,
  shownOn,
} from './company.ts';
import { LOCALES, loadMessages } from './i18n/index.ts';
import { ENGLISH_VOICE, Voice } from './i18n/voice.ts';
import type { Catalogue } from './i18n/en.ts';
import type { Locale } from './i18n/format.ts';
import { dateKnowledge, indexKnowledge } from './knowledge-index.ts';
import { makeFacts } from './test/knowledge-fixture.ts';

/** The real knowledge as the edges date it: evaluated on `today`. */
const on = (today: string | undefined) => {
  const copy: Knowledge = { ...knowledge };
  if (today) dateKnowledge(copy, () => today);
  return indexKnowledge(copy);
};

const BEFORE = '2026-12-03'; // the blind audit's day: the Kenvue sale is still expected by 2026-12-31
const AFTER = '2027-01-05';

const kenvueReport = (today: string | undefined, v: Voice = ENGLISH_VOICE) => {
  const index = on(today);
  return insightsOf(resolveOwnership(makeFacts({ brand: 'Neutrogena', kind: 'cosmetic' }), index), index, v);
};

describe('datedText', () => {
  const fact = { text: 'Completion is expected in the second half of 2026.', asOf: '2026-01-29', due: '2026-12-31' };

  it('says an undated fact as written', () => {
    expect(datedText({ text: 'Acme makes things.' }, ENGLISH_VOICE, BEFORE)).toBe('Acme makes things.');
  });

  it('dates a fact before its due date, and says its date passed after it', () => {
    expect(datedText(fact, ENGLISH_VOICE, BEFORE)).toBe(
      'Completion is expected in the second half of 2026. (As of 2026-01-29.)',
    );
    expect(datedText(fact, ENGLISH_VOICE, '2026-12-31')).toBe(
      'Completion is expected in the second half of 2026. (As of 2026-01-29.)',
    );
    expect(datedText(fact, ENGLISH_VOICE, AFTER)).toBe(
      'Completion is expected in the second half of 2026. (As of 2026-01-29; the date it gave, 2026-12-31, has passed, and what has happened since is not on record.)',
    );
  });

  it('takes no date as passed without an evaluation day', () => {
    expect(datedText(fact, ENGLISH_VOICE, undefined)).toBe(
      'Completion is expected in the second half of 2026. (As of 2026-01-29.)',
    );
  });
});

describe('shownOn', () => {
  it('never shows an undated goal or highlight, nor one past its date', () => {
    expect(shownOn({ undated: true }, BEFORE)).toBe(false);
    expect(shownOn({ due: '2026-12-31' }, BEFORE)).toBe(true);
    expect(shownOn({ due: '2026-12-31' }, AFTER)).toBe(false);
  });
});

describe('the Kenvue sale in a Neutrogena report, before and after its expected completion', () => {
  it('on the audit day, says the pending sale as of the shareholder vote', () => {
    const { insights } = kenvueReport(BEFORE);
    expect(insights.company?.about).toMatch(/completion expected in the second half of 2026\. \(As of 2026-01-29\.\)$/);
    expect(insights.company?.description).toBe(insights.company?.about);
    expect(insights.brand?.history).toMatch(/the deal had not closed when this was recorded\. \(As of 2025-11\.\)$/);
    // The ownership link still names the announced event, with its expected date.
    expect(insights.company?.ownership?.[0]?.pending?.expected).toBe('2026-12-31');
  });

  it('after 2026-12-31, no longer says it as pending: as of its date, with the date passed', () => {
    const { insights } = kenvueReport(AFTER);
    expect(insights.company?.about).toMatch(
      /second half of 2026\. \(As of 2026-01-29; the date it gave, 2026-12-31, has passed, and what has happened since is not on record\.\)$/,
    );
    expect(insights.brand?.history).toContain('(As of 2025-11; the date it gave, 2026-12-31, has passed');
    // Not dropped silently: the statement is still there, worded as not confirmed current.
    expect(insights.company?.about).toContain('Kimberly-Clark agreed in November 2025 to acquire Kenvue');
    expect(insights.company?.ownership?.[0]?.pending).toBeUndefined();
  });

  it('says the date in each of the six languages, after the company’s own (English) words', async () => {
    const notes: Partial<Record<Locale, [string, string]>> = {};
    for (const locale of LOCALES) {
      const messages: Catalogue = await loadMessages(locale);
      const v = new Voice({ messages });
      const before = kenvueReport(BEFORE, v).insights.company?.about ?? '';
      const after = kenvueReport(AFTER, v).insights.company?.about ?? '';
      expect(before.startsWith('Kenvue is the consumer health company')).toBe(true);
      expect(before).toContain('2026-01-29');
      expect(after).toContain('2026-12-31');
      notes[locale] = [before.slice(before.lastIndexOf('(')), after.slice(after.lastIndexOf('('))];
    }
    const distinct = new Set(Object.values(notes).map(([before]) => before));
    expect(distinct.size).toBe(LOCALES.length);
    expect(notes.fr?.[0]).toBe('(Situation au 2026-01-29.)');
    expect(notes.de?.[0]).toBe('(Stand 2026-01-29.)');
    expect(notes.de?.[1]).toContain('ist verstrichen');
  });
});

describe('statuses and goals in the company blocks', () => {
  let index: ReturnType<typeof on>;
  beforeAll(() => {
    index = on(BEFORE);
  });
  const company = (id: string) => index.companyById.get(id);

  it('does not show a B Corp status nothing dates', () => {
    const tonys = ethicalInitiatives(company('tonys-chocolonely'), ENGLISH_VOICE, { today: BEFORE });
    expect(tonys?.highlights).not.toContain('Certified B Corporation.');
    expect(tonys?.highlights.length).toBeGreaterThan(0);
    const bronner = ethicalInitiatives(company('dr-bronners'), ENGLISH_VOICE, { today: BEFORE });
    expect(bronner?.summary).not.toMatch(/B Corp/);
    expect(bronner?.highlights.join(' ')).not.toMatch(/B Corp/);
  });

  it('dates a listing status from its own words, and shows no undated efforts', () => {
    // The Dove report the audit read: its PETA listing "since 2018", as of 2018.
    const dove = insightsOf(resolveOwnership(makeFacts({ brand: 'Dove', kind: 'cosmetic' }), index), index);
    expect(dove.insights.brand?.values).toMatch(/listed as cruelty-free by PETA since 2018\. \(As of 2018\.\)$/);
    const weleda = insightsOf(resolveOwnership(makeFacts({ brand: 'Weleda', kind: 'cosmetic' }), index), index);
    expect(weleda.insights.company?.sustainability_efforts).toBeUndefined();
  });

  it('tells a summary past its goal year, and leaves out an effort past it (decision 056)', () => {
    const later = on('2036-01-10');
    const coke = insightsOf(resolveOwnership(makeFacts({ brand: 'Coca-Cola', kind: 'beverage' }), later), later);
    expect(coke.insights.company?.sustainability_efforts).toBeUndefined();
    const earlier = insightsOf(resolveOwnership(makeFacts({ brand: 'Coca-Cola', kind: 'beverage' }), index), index);
    expect(earlier.insights.company?.sustainability_efforts).toMatch(/\(As of 2024-12-02\.\)$/);
    const loreal = environmentalInitiatives(later.companyById.get('loreal'), ENGLISH_VOICE, { today: '2036-01-10' });
    // A summary is always shown; without an "as of" it is said as written (the review list fails on its date).
    expect(loreal?.summary).toContain('L’Oréal for the Future');
  });
});
