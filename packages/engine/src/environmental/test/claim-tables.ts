/**
 * The check every table of real claim wordings (green-claims-rules.test.ts, green-claims-blind*.test.ts) goes through:
 * the rules judge each row, and must have enough rows per language, agree with the reviewer on at least 95 % of them,
 * and never call unlawful a wording the reviewer allows. What differs between tables is passed in: the titles, the
 * label the counts are logged under, the minimum rows and which verdicts count as unlawful.
 */
import { INTERFACE_LANGUAGES, type ProductKind } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { judgeWording } from '../green-claims.ts';

export type Language = (typeof INTERFACE_LANGUAGES)[number];
/** The reviewer's verdict on a wording; the tables' doc comments say what each means. */
export type Expected = 'generic' | 'offset' | 'neutrality' | 'specific' | 'organic' | 'none';
export type Row = [lang: Language, kind: ProductKind, wording: string, expected: Expected];

// Short names, so that a row fits on one line.
export const F: ProductKind = 'food';
export const B: ProductKind = 'beverage';
export const C: ProductKind = 'cosmetic';
export const H: ProductKind = 'household';

// Checked once here rather than asserted non-null in each call: test support is linted as source.
const rules = knowledge.greenClaims;
if (!rules) throw new Error('the knowledge holds no green-claims rules');

/** The verdict the rules give, in the tables' words: an offset claim not said to rest on offsetting is neutrality. */
export const judged = (kind: ProductKind, wording: string): Expected => {
  const v = judgeWording(wording, kind, rules);
  if (!v) return 'none';
  if (v.verdict === 'offset') return v.explicit ? 'offset' : 'neutrality';
  if (v.verdict === 'organic_term') return 'organic';
  return v.verdict;
};

/** Verdicts under which the directive and the organic rules allow a wording as it stands. */
const ALLOWED: ReadonlySet<Expected> = new Set<Expected>(['specific', 'organic', 'none']);

export interface ClaimTable {
  /** The describe title. */
  title: string;
  /** The it titles of the three checks, each table in its own words. */
  its: { rows: string; agreement: string; neverUnlawful: string };
  /** What the counts are logged under, so that a run's output says which table they are for. */
  label: string;
  minRows: { perLanguage: number; total?: number };
  /**
   * The rules' verdicts that call a wording unlawful. Generic and offset always do; the rule table also counts a bare
   * neutrality word, while the blind tables count it as conditional (allowed on the product's own emissions).
   */
  unlawful: readonly Expected[];
}

/** Registers the table's describe block with its three checks. */
export function checkClaimTable(rows: readonly Row[], table: ClaimTable): void {
  const unlawful = new Set(table.unlawful);

  describe(table.title, () => {
    const results = rows.map(([lang, kind, wording, expected]) => ({
      lang,
      kind,
      wording,
      expected,
      got: judged(kind, wording),
    }));
    type Result = (typeof results)[number];
    const show = (r: Result) => `${r.lang} ${r.kind} "${r.wording}": app ${r.got}, reviewer ${r.expected}`;
    const rightOf = (some: Result[]) => `${some.filter((r) => r.got === r.expected).length}/${some.length}`;

    it(table.its.rows, () => {
      for (const lang of INTERFACE_LANGUAGES)
        expect(results.filter((r) => r.lang === lang).length).toBeGreaterThanOrEqual(table.minRows.perLanguage);
      expect(results.length).toBeGreaterThanOrEqual(table.minRows.total ?? 0);
      // Rows are typed by language, but a table could still be cast: count only the interface languages.
      expect(results.every((r) => (INTERFACE_LANGUAGES as readonly string[]).includes(r.lang))).toBe(true);
      // A row given twice would count twice towards the agreement.
      expect(new Set(rows.map(([lang, , wording]) => `${lang}|${wording}`)).size).toBe(rows.length);
    });

    it(table.its.agreement, () => {
      const perLanguage: Record<string, string> = {};
      const reviewerVerdicts: Record<string, Partial<Record<Expected, number>>> = {};
      for (const lang of INTERFACE_LANGUAGES) {
        const inLang = results.filter((r) => r.lang === lang);
        perLanguage[lang] = rightOf(inLang);
        const counts: Partial<Record<Expected, number>> = {};
        for (const r of inLang) counts[r.expected] = (counts[r.expected] ?? 0) + 1;
        reviewerVerdicts[lang] = counts;
      }
      const perVerdict: Record<string, string> = {};
      for (const verdict of new Set(results.map((r) => r.expected)))
        perVerdict[verdict] = rightOf(results.filter((r) => r.expected === verdict));
      const wrong = results.filter((r) => r.got !== r.expected);
      const right = results.length - wrong.length;
      console.log(`${table.label}, right/total per language:`, perLanguage, 'per verdict:', perVerdict);
      console.log(`${table.label}, rows per language and reviewer verdict:`, reviewerVerdicts);
      console.log(
        `${table.label} agreement: ${right}/${results.length} (${((100 * right) / results.length).toFixed(1)} %)`,
      );
      console.log(`${table.label}, judged otherwise:`, wrong.map(show));
      expect(right / results.length).toBeGreaterThanOrEqual(0.95);
    });

    it(table.its.neverUnlawful, () => {
      const harsher = results.filter((r) => ALLOWED.has(r.expected) && unlawful.has(r.got));
      console.log(`${table.label}, called unlawful though allowed:`, harsher.map(show));
      // Where a bare neutrality word is only conditional, an allowed wording judged so fails nothing but is worth seeing.
      if (!unlawful.has('neutrality'))
        console.log(
          `${table.label}, allowed wordings judged neutrality:`,
          results.filter((r) => ALLOWED.has(r.expected) && r.got === 'neutrality').map(show),
        );
      expect(harsher.map(show)).toEqual([]);
    });
  });
}
