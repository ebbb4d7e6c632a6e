/** The claims check of the Environmental tab, over the shipped knowledge, in every report language. */
import { greenClaimsCheck as checkSchema, type ProductFactsInput } from '@clearcart/contracts';
import { knowledge, loadTranslation } from '@clearcart/knowledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateProductStrict } from '../evaluate.ts';
import { fromOpenFoodFacts } from '../facts/from-off.ts';
import { LOCALES, loadMessages, type Locale } from '../i18n/index.ts';
import type { Speech } from '../i18n/voice.ts';
import { makeFacts } from '../test/knowledge-fixture.ts';

const check = (overrides: Partial<ProductFactsInput>, speech?: Speech) =>
  evaluateProductStrict(makeFacts(overrides), knowledge, undefined, speech).ratings.environmental.green_claims;

const speeches = {} as Record<Locale, Speech>;
beforeAll(async () => {
  for (const locale of LOCALES)
    speeches[locale] = { messages: await loadMessages(locale), translation: await loadTranslation(locale) };
});

describe('the claims check', () => {
  it('is absent when the pack makes no environmental claim', () => {
    expect(check({ name: 'Thé vert à la menthe', labels: ['en:vegan'] })).toBeUndefined();
  });

  it('says what a public label and a certification scheme verify, and allows them', () => {
    // "Bio" in the name is the organic logo's word, said once.
    const result = check({ name: 'Flocons d’avoine bio', labels: ['en:eu-organic', 'en:organic', 'en:fsc'] })!;
    expect(checkSchema.parse(result)).toEqual(result);
    expect(result.claims.map((c) => [c.claim, c.verdict, c.allowed])).toEqual([
      ['EU organic (Euro leaf)', 'public_label', 'yes'],
      ['FSC (Forest Stewardship Council)', 'certified_label', 'yes'],
    ]);
    expect(result.claims[0]!.details).toMatch(/set by public authorities.*What it verifies: At least 95%/);
    expect(result.unsupported).toBe(0);
    expect(result.summary).toMatch(/^No unsupported green claims/);
  });

  it('holds a generic claim in the name to the excellent-performance rule, and names the evidence that would allow it', () => {
    const result = check({ kind: 'household', name: 'Eco-friendly washing up liquid' })!;
    const [claim] = result.claims;
    expect(claim).toMatchObject({ from: 'name', verdict: 'generic', allowed: 'unless' });
    expect(claim!.rule).toContain('Annex I, point 4a');
    expect(claim!.details).toMatch(/not allowed in the EU since 27 Sep 2026 unless.*EU Ecolabel/);
    expect(claim!.sources.some((s) => s.url?.startsWith('https://eur-lex.europa.eu/'))).toBe(true);
    expect(result.unsupported).toBe(1);
  });

  it('lets the EU Ecolabel back a generic claim, but not a label that covers a part only', () => {
    const backed = check({ kind: 'household', name: 'Eco washing up liquid', labels: ['en:eu-ecolabel'] })!;
    expect(backed.claims.find((c) => c.from === 'name')).toMatchObject({ verdict: 'backed', allowed: 'yes' });
    const part = check({ kind: 'household', name: 'Eco kitchen roll', labels: ['en:fsc'] })!;
    const claim = part.claims.find((c) => c.from === 'name')!;
    expect(claim).toMatchObject({ verdict: 'generic', allowed: 'unless' });
    expect(claim.rule).toContain('point 4b');
    expect(claim.details).toMatch(/FSC.*covers only part of the product/);
  });

  it('bans offset-based climate claims, certified or not; a bare neutrality word is allowed only on own emissions', () => {
    // The bare tag Open Food Facts adds as the certified label's parent is the same claim, judged once.
    const labelled = check({ labels: ['en:carbon-compensated-product', 'en:climate-neutral-certified'] })!;
    expect(labelled.claims.map((c) => [c.verdict, c.allowed])).toEqual([['offset', 'no']]);
    const bare = check({ labels: ['en:carbon-compensated-product'] })!;
    expect(bare.claims.map((c) => [c.verdict, c.allowed])).toEqual([['offset', 'no']]);
    expect(labelled.claims[0]!.rule).toContain('point 4c');
    const worded = check({ name: 'Klimaneutral Hafer Drink', kind: 'beverage' })!;
    expect(worded.claims[0]).toMatchObject({ verdict: 'offset', allowed: 'unless' });
  });

  it("calls a company's own programme a sustainability label that needs a certification scheme", () => {
    const result = check({ labels: ['en:cocoa-life'] })!;
    expect(result.claims[0]).toMatchObject({ verdict: 'own_label', allowed: 'unless' });
    expect(result.claims[0]!.rule).toContain('point 2a');
  });

  it("keeps a specific claim as the maker's word, and reads the generic name and the front of the pack", () => {
    const result = check({
      name: 'Gel douche',
      kind: 'cosmetic',
      claims: [
        { text: 'Flacon fabriqué avec 50 % de plastique recyclé', from: 'front', lang: 'fr' },
        { text: 'Formule respectueuse de l’environnement', from: 'front', lang: 'fr' },
      ],
    })!;
    expect(result.claims.map((c) => [c.from, c.verdict])).toEqual([
      ['front', 'specific'],
      ['front', 'generic'],
    ]);
    expect(result.claims[0]!.details).toMatch(/maker’s word/);
  });

  it('dates its summary only by the rules that judged the claims: an organic word predates no new rule', () => {
    const organic = check({ name: 'Organic rolled oats', kind: 'food', claimsSeenOn: '2025-03-22' })!;
    expect(organic.claims.map((c) => c.verdict)).toEqual(['organic_term']);
    expect(organic.predates).toBe(false);
    // Lawful if the product is certified, which the record does not show: said so, not "not allowed" (audits 40, 41).
    expect(organic.summary).toBe(
      '1 of the 1 green claims on the pack is allowed only if the product is certified organic, and no certification is on record.',
    );
  });

  it('says a record dated before 27 Sep 2026 predates the rules, and a later one does not', () => {
    const old = check({ name: 'Umweltfreundlich Spülmittel', kind: 'household', claimsSeenOn: '2025-03-22' })!;
    expect(old.predates).toBe(true);
    expect(old.summary).toMatch(/last changed on 22 Mar 2025, before these rules applied/);
    const recent = check({ name: 'Umweltfreundlich Spülmittel', kind: 'household', claimsSeenOn: '2026-10-02' })!;
    expect(recent.predates).toBe(false);
    const photo = check({
      name: 'Spülmittel',
      kind: 'household',
      claims: [{ text: 'Umweltfreundlich', from: 'front' }],
      claimsSeenOn: '2026-01-10',
    })!;
    expect(photo.summary).toMatch(/pack was photographed on 10 Jan 2026/);
  });

  it('judges the wording, never the maker, and cites the CMA code for a UK barcode', () => {
    const eu = check({ name: 'Eco dishwasher tablets', kind: 'household', gtin: '3017620422003' })!;
    expect(eu.scope).toMatch(/judges the wording against the law, not the maker/);
    expect(eu.scope).not.toMatch(/CMA/);
    const uk = check({ name: 'Eco dishwasher tablets', kind: 'household', gtin: '5000157024671' })!;
    expect(uk.scope).toMatch(/CMA’s Green Claims Code/);
    expect(uk.claims[0]!.sources.map((s) => s.url)).toContain(
      'https://www.gov.uk/government/publications/green-claims-code-making-environmental-claims',
    );
  });

  it('speaks the six report languages, each its own words', () => {
    const facts = {
      name: 'Eco washing up liquid',
      kind: 'household' as const,
      labels: ['en:cocoa-life', 'en:eu-ecolabel', 'en:carbon-compensated-product'],
      claims: [{ text: '100% recyclable', from: 'front' as const }],
      claimsSeenOn: '2024-05-01',
    };
    const seen = new Set<string>();
    for (const locale of LOCALES) {
      const result = check(facts, speeches[locale])!;
      expect(result.claims).toHaveLength(5);
      const text = [result.summary, result.scope, ...result.claims.flatMap((c) => [c.details, c.rule])].join(' ');
      expect(seen.has(text)).toBe(false);
      seen.add(text);
      expect(text).not.toMatch(/undefined|\$\{/);
    }
  });

  it("takes an Open Food Facts record's generic name, typed labels and last change as the pack's claims", () => {
    const record = (last_modified_t: number) => ({
      product: {
        code: '3017620422003',
        product_name: 'Liquide vaisselle',
        product_type: 'product',
        generic_name: 'Liquide vaisselle écologique',
        labels: 'Eco-Emballages, Respectueux de l’environnement, en:green-dot',
        lc: 'fr',
        last_modified_t,
      },
    });
    for (const [seconds, day] of [
      [1742601600, '2025-03-22'],
      [951782400, '2000-02-29'],
      [1790000000, '2026-09-21'],
      [1790640000, '2026-09-29'],
    ] as const) {
      const facts = fromOpenFoodFacts(record(seconds))!;
      expect(facts.claimsSeenOn).toBe(day);
      expect(facts.claims).toEqual([
        { text: 'Liquide vaisselle écologique', from: 'name', lang: 'fr' },
        { text: 'Eco-Emballages', from: 'labels', lang: 'fr' },
        { text: 'Respectueux de l’environnement', from: 'labels', lang: 'fr' },
      ]);
    }
  });
});
