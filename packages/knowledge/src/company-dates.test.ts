/**
 * Company facts that change with time carry their date (decision 096): a certification or listing status, a pending
 * acquisition or other event, a B Corp status says when it was true (`asOf`), or is `undated` and never shown.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { knowledge } from './index.ts';
import { brandsFile, changesWithTime, companiesFile } from './schema.ts';
import type { Statement } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(path.join(here, '../data', file), 'utf8')) as unknown;

const company = (fields: Record<string, unknown>) => ({
  $comment: 'A fixture.',
  entries: [
    {
      id: 'acme',
      name: 'Acme',
      country: 'Nowhere',
      reviewedOn: '2026-12-01',
      about: { text: 'Acme makes things.', sources: ['s'] },
      ...fields,
    },
  ],
});
const block = (highlight: Record<string, unknown>) => ({
  ethical: {
    summary: { text: 'Acme is a company.', sources: ['s'] },
    highlights: [highlight],
    concerns: [],
  },
});

/** Every statement of the loaded knowledge's companies and brands, named by where it sits. */
function statements(): [string, Statement][] {
  const out: [string, Statement][] = [];
  for (const c of knowledge.companies) {
    for (const key of ['about', 'history', 'values', 'mission', 'reputation', 'sustainabilityEfforts'] as const) {
      const s = c[key];
      if (s) out.push([`${c.id} › ${key}`, s]);
    }
    for (const dimension of ['health', 'environmental', 'ethical'] as const) {
      const b = c[dimension];
      if (!b) continue;
      out.push([`${c.id} › ${dimension}.summary`, b.summary]);
      b.highlights.forEach((h, i) => out.push([`${c.id} › ${dimension}.highlights[${i}]`, h]));
    }
  }
  for (const b of knowledge.brands)
    for (const key of ['history', 'values'] as const) {
      const s = b[key];
      if (s) out.push([`${b.name} › ${key}`, s]);
    }
  return out;
}

describe('what reads as changing with time', () => {
  it.each([
    ['Certified B Corporation.', true],
    ['Dove has been listed as cruelty-free by PETA since 2018.', true],
    ['Its products are certified to the NATRUE natural cosmetics standard.', true],
    ['Kimberly-Clark agreed in November 2025 to acquire Kenvue, with completion expected in 2026.', true],
    ['Kimberly-Clark agreed in November 2025 to acquire Kenvue; the deal had not closed.', true],
    ['It announced in September 2025 a plan to separate into two companies.', true],
    // A completed change, dated in its own words, is history.
    ['Mars agreed in August 2024 to buy Kellanova for about US$36 billion, a deal completed in December 2025.', false],
    ['In 2021 Unilever put its climate transition action plan to an advisory shareholder vote.', false],
    ['Walkers has been owned by PepsiCo since 1989.', false],
  ])('%s → %s', (text, changes) => {
    expect(changesWithTime(text)).toBe(changes);
  });
});

describe('the company schema dates the facts that change with time', () => {
  it('fails a status without a date, and passes it with one', () => {
    const bCorp = 'Acme makes things and is a certified B Corporation.';
    expect(companiesFile.safeParse(company({ about: { text: bCorp, sources: ['s'] } })).success).toBe(false);
    expect(companiesFile.safeParse(company({ about: { text: bCorp, asOf: '2024', sources: ['s'] } })).success).toBe(
      true,
    );
  });

  it('lets a fact nothing dates be undated where the report can leave it out, never in the about or a summary', () => {
    const undated = { text: 'Certified B Corporation.', undated: true, sources: ['s'] };
    expect(companiesFile.safeParse(company(block(undated))).success).toBe(true);
    expect(companiesFile.safeParse(company({ about: undated })).success).toBe(false);
    expect(companiesFile.safeParse(company(block({ ...undated, asOf: '2024' }))).success).toBe(false);
  });

  it('fails a brand history that reports a pending deal without a date', () => {
    const brand = (history: Record<string, unknown>) => ({
      $comment: 'A fixture.',
      entries: [{ name: 'Acme', aliases: [], owner: 'acme', ownershipSources: ['s'], history }],
    });
    const text = 'Kimberly-Clark agreed in November 2025 to acquire Acme; the deal had not closed.';
    expect(brandsFile.safeParse(brand({ text, sources: ['s'] })).success).toBe(false);
    expect(brandsFile.safeParse(brand({ text, asOf: '2025-11', sources: ['s'] })).success).toBe(true);
  });

  it('holds on the data files: every company and brand file parses', () => {
    for (const file of ['companies/personal-household.json', 'companies/dairy-drinks.json', 'brands.json']) {
      const schema = file === 'brands.json' ? brandsFile : companiesFile;
      expect(schema.safeParse(read(file)).success, file).toBe(true);
    }
  });
});

describe('the company knowledge', () => {
  it('dates every statement worded as changing with time, or marks it undated', () => {
    const missing = statements()
      .filter(([, s]) => changesWithTime(s.text) && s.asOf === undefined && s.undated !== true)
      .map(([where]) => where);
    expect(missing).toEqual([]);
  });

  it('dates the Kenvue sale as of the shareholder vote, reviewed at its expected completion', () => {
    const kenvue = knowledge.companies.find((c) => c.id === 'kenvue');
    expect(kenvue?.about).toMatchObject({ asOf: '2026-01-29', due: '2026-12-31' });
    const neutrogena = knowledge.brands.find((b) => b.name === 'Neutrogena');
    expect(neutrogena?.history).toMatchObject({ asOf: '2025-11', due: neutrogena?.pending?.expected });
  });

  it('dates a B Corp status only from the statement itself ("became … in 2018")', () => {
    const innocent = knowledge.companies.find((c) => c.id === 'innocent');
    expect(innocent?.values?.text).toContain('in 2018');
    expect(innocent?.values?.asOf).toBe('2018');
  });
});
