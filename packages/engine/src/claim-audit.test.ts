/**
 * A claim-level audit: each case of claim-audit.json is a product (seed, a real Open Food Facts record of
 * ../shared/data, or facts typed from a pack) read in a language, with the claims a reviewer expects to see and those
 * that must not be shown. The report is flattened as the shopper is shown it: one "path=value" line per string,
 * number and answer, the personal alerts as "personal_alerts.code=severity message", and what the shopper view
 * decides (view.welfare, view.banner, view.verdict).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preferences as preferencesSchema, type ProductFacts } from '@clearcart/contracts';
import { knowledge, loadTranslation } from '@clearcart/knowledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateProductStrict, type Evaluation } from './evaluate.ts';
import { fromOpenFoodFacts } from './facts/from-off.ts';
import { LOCALES, loadMessages, type Locale } from './i18n/index.ts';
import type { Speech } from './i18n/voice.ts';
import { hasOffRecords, loadOffRecords, productOf } from './test/off-records.ts';
import { makeFacts } from './test/knowledge-fixture.ts';
import { seedCatalog } from './test/seed-catalog.ts';
import { animalWelfareDecision, ethicalBannerDecision, verdictDecision } from './view/shopper-view.ts';

interface Case {
  name: string;
  pattern: number;
  locale: Locale;
  seed?: string;
  off?: string;
  facts?: Record<string, unknown>;
  preferences?: unknown;
  expect: string[];
  never: string[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const { cases } = JSON.parse(readFileSync(path.join(here, 'claim-audit.json'), 'utf8')) as { cases: Case[] };
const seed = seedCatalog();
const offRecords = loadOffRecords();

function factsOf(c: Case): ProductFacts | undefined {
  if (c.seed) return seed.get(c.seed);
  if (c.off) {
    const found = offRecords.find(({ record }) => String(productOf(record).code) === c.off);
    return found ? (fromOpenFoodFacts(found.record) ?? undefined) : undefined;
  }
  return makeFacts(c.facts);
}

/** The report as lines the claims are read against. */
function shown(report: Evaluation, prefs: ReturnType<typeof preferencesSchema.parse> | null): string {
  const lines: string[] = [];
  const walk = (value: unknown, at: string): void => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      lines.push(`${at}=${value}`);
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}[${i}]`));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) if (k !== 'url') walk(v, at ? `${at}.${k}` : k);
  };
  walk(report.ratings, '');
  for (const a of report.personal_alerts) lines.push(`personal_alerts.${a.code}=${a.severity} ${a.message}`);
  const { ethical } = report.ratings;
  lines.push(`view.welfare=${animalWelfareDecision(ethical).status}`);
  const banner = ethicalBannerDecision(ethical);
  lines.push(`view.banner=${banner ? `${banner.kind} ${banner.lines.map((l) => l.kind).join(' ')}` : 'none'}`);
  lines.push(`view.verdict=${verdictDecision(report.personal_alerts, prefs) ?? 'none'}`);
  return lines.join('\n');
}

const speeches = {} as Record<Locale, Speech>;
beforeAll(async () => {
  for (const locale of LOCALES)
    speeches[locale] = { messages: await loadMessages(locale), translation: await loadTranslation(locale) };
});

describe('claim-level audit', () => {
  it('covers patterns 1, 2, 3, 4, 5 and 7 in several languages, with seed, real and typed products', () => {
    expect(new Set(cases.map((c) => c.pattern))).toEqual(new Set([1, 2, 3, 4, 5, 7]));
    expect(new Set(cases.map((c) => c.locale)).size).toBeGreaterThanOrEqual(5);
    expect(cases.some((c) => c.seed) && cases.some((c) => c.off) && cases.some((c) => c.facts)).toBe(true);
  });

  it('every claim a reviewer expects is shown, and none that must not be', () => {
    const wrong: string[] = [];
    let claims = 0;
    for (const c of cases) {
      if (c.off && !hasOffRecords) continue;
      const facts = factsOf(c);
      if (!facts) {
        wrong.push(`${c.name}: product not found`);
        continue;
      }
      const prefs = c.preferences === undefined ? null : preferencesSchema.parse(c.preferences);
      const text = shown(evaluateProductStrict(facts, knowledge, prefs ?? undefined, speeches[c.locale]), prefs);
      for (const claim of c.expect) {
        claims++;
        if (!new RegExp(claim, 'm').test(text)) wrong.push(`${c.name} [${c.locale}]: missing /${claim}/`);
      }
      for (const claim of c.never) {
        claims++;
        const hit = new RegExp(claim, 'm').exec(text);
        if (hit) wrong.push(`${c.name} [${c.locale}]: shows /${claim}/ in "${hit[0].slice(0, 120)}"`);
      }
    }
    console.log(`claim audit: ${cases.length} products, ${claims} claims, ${wrong.length} wrong`);
    expect(wrong).toEqual([]);
  }, 120_000);
});
