/**
 * The review list of the company knowledge (issue 50, "knowledge has dates"): every company fact, the date it was last
 * checked (its company's `reviewedOn`), and every dated fact (a goal's or event's `due`, a pending event's `expected`,
 * a link's `verifiedOn`). It fails when a dated fact has passed its date or a fact has not been reviewed for a year: a
 * curator then re-checks the fact against its sources, rewrites it and stamps the company's `reviewedOn`.
 *
 *   npx tsx packages/knowledge/scripts/review.ts                    today by the clock
 *   npx tsx packages/knowledge/scripts/review.ts --today 2027-01-05 as of another day
 *
 * src/review.test.ts runs it over the data files against the clock, so CI fails on the day a fact falls due.
 */
import { DIMENSIONS } from '@clearcart/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataFiles } from '../src/schema.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DATA = path.resolve(here, '../data');
/** Every company file the schema knows (a new one is reviewed without a change here). */
export const COMPANY_FILES = Object.keys(dataFiles).filter((file) => file.startsWith('companies/'));

/** A fact is due for review a year after it was last checked. */
export const REVIEW_EVERY_DAYS = 365;

type Json = Record<string, unknown>;

export interface ReviewProblem {
  /** "coca-cola › sustainabilityEfforts", "brands › Heinz › pending". */
  where: string;
  problem: 'date passed' | 'not reviewed for a year' | 'reviewed in the future';
  date: string;
  text: string;
}

export interface Review {
  today: string;
  companies: number;
  /** Company facts (statements, concerns, practices, policies) and brand/parent links checked. */
  facts: number;
  /** Facts whose checked date is within a year of today. */
  reviewed: number;
  /** Facts that carry a date the clock is checked against (due, expected, verifiedOn) or that say when they were true (asOf). */
  dated: { where: string; field: 'due' | 'expected' | 'verifiedOn' | 'asOf'; date: string }[];
  /** Facts that change with time and that nothing on record dates (decision 096): not shown until a curator dates them. */
  undated: { where: string; text: string }[];
  problems: ReviewProblem[];
}

/** The last day a date names ("2035" → 2035-12-31, "2026-07" → 2026-07-31). */
export const lastDayOf = (date: string): string =>
  date.length === 4 ? `${date}-12-31` : date.length === 7 ? `${date}-31` : date;

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Each fact of a company entry, named by where it sits, with its text. */
function companyFacts(company: Json): { where: string; fact: Json; text: string }[] {
  const out: { where: string; fact: Json; text: string }[] = [];
  const id = String(company.id);
  for (const key of ['about', 'history', 'values', 'mission', 'reputation', 'sustainabilityEfforts']) {
    const fact = company[key] as Json | undefined;
    if (fact) out.push({ where: `${id} › ${key}`, fact, text: String(fact.text) });
  }
  for (const key of ['palmOilClaim', 'animalTesting']) {
    const fact = company[key] as Json | undefined;
    if (fact) out.push({ where: `${id} › ${key}`, fact, text: String(fact.policy ?? fact.rspo) });
  }
  for (const dimension of DIMENSIONS) {
    const block = company[dimension] as Json | undefined;
    if (!block) continue;
    for (const [key, value] of Object.entries(block)) {
      const where = `${id} › ${dimension}.${key}`;
      if (Array.isArray(value))
        value.forEach((fact: Json, i) =>
          out.push({ where: `${where}[${i}]`, fact, text: String(fact.text ?? fact.description) }),
        );
      else if (value && typeof value === 'object')
        out.push({ where, fact: value as Json, text: String((value as Json).text ?? (value as Json).summary) });
    }
  }
  return out;
}

/** The review of the company knowledge as of `today` (ISO date): pure, over the data files' parsed JSON. */
export function reviewKnowledge(files: { companies: Json[]; brands: Json[]; parents: Json[] }, today: string): Review {
  const review: Review = {
    today,
    companies: files.companies.length,
    facts: 0,
    reviewed: 0,
    dated: [],
    undated: [],
    problems: [],
  };
  const checked = (where: string, date: string, text: string): void => {
    review.facts++;
    const age = daysBetween(date, today);
    if (age < 0) review.problems.push({ where, problem: 'reviewed in the future', date, text });
    else if (age > REVIEW_EVERY_DAYS) review.problems.push({ where, problem: 'not reviewed for a year', date, text });
    else review.reviewed++;
  };
  const due = (where: string, field: 'due' | 'expected', date: string, text: string): void => {
    review.dated.push({ where, field, date });
    if (lastDayOf(date) < today) review.problems.push({ where, problem: 'date passed', date, text });
  };
  const reviewedOn = new Map<string, string>();
  for (const company of files.companies) {
    const on = String(company.reviewedOn);
    reviewedOn.set(String(company.id), on);
    for (const { where, fact, text } of companyFacts(company)) {
      checked(where, on, text);
      if (typeof fact.asOf === 'string') review.dated.push({ where, field: 'asOf', date: fact.asOf });
      if (typeof fact.due === 'string') due(where, 'due', fact.due, text);
      if (fact.undated === true) review.undated.push({ where, text });
    }
  }
  // A brand's own statements are checked with its owner company; they may carry dates of their own too.
  for (const brand of files.brands)
    for (const key of ['history', 'values']) {
      const fact = brand[key] as Json | undefined;
      if (!fact) continue;
      const where = `brands › ${String(brand.name)} › ${key}`;
      if (typeof fact.asOf === 'string') review.dated.push({ where, field: 'asOf', date: fact.asOf });
      if (typeof fact.due === 'string') due(where, 'due', fact.due, String(fact.text));
      if (fact.undated === true) review.undated.push({ where, text: String(fact.text) });
    }
  // An ownership link is checked with its owner company, or on its own `verifiedOn`; a pending event has its date.
  const links: [string, Json, string][] = [
    ...files.brands.map((b): [string, Json, string] => [`brands › ${String(b.name)}`, b, String(b.owner)]),
    ...files.parents.map((p): [string, Json, string] => [
      `parents › ${String(p.company)} → ${String(p.parent)}`,
      p,
      String(p.company),
    ]),
  ];
  for (const [where, link, owner] of links) {
    const text = `${where.split(' › ')[1]} (${owner})`;
    const verified = typeof link.verifiedOn === 'string' ? link.verifiedOn : reviewedOn.get(owner);
    if (typeof link.verifiedOn === 'string') review.dated.push({ where, field: 'verifiedOn', date: link.verifiedOn });
    if (verified) checked(where, verified, text);
    const pending = link.pending as Json | undefined;
    if (pending) due(`${where} › pending`, 'expected', String(pending.expected), String(pending.event));
    for (const [i, market] of ((link.markets as Json[] | undefined) ?? []).entries())
      if (typeof market.verifiedOn === 'string') {
        review.dated.push({ where: `${where} › markets[${i}]`, field: 'verifiedOn', date: market.verifiedOn });
        checked(`${where} › markets[${i}]`, market.verifiedOn, `${text}, market ${i + 1}`);
      }
  }
  return review;
}

const read = (file: string): Json => JSON.parse(readFileSync(path.join(DATA, file), 'utf8')) as Json;

/** The review of the committed data files. */
export function reviewDataFiles(today: string): Review {
  return reviewKnowledge(
    {
      companies: COMPANY_FILES.flatMap((file) => read(file).entries as Json[]),
      brands: read('brands.json').entries as Json[],
      parents: read('parents.json').entries as Json[],
    },
    today,
  );
}

/** The review as the CLI prints it. */
export function formatReview(review: Review): string {
  const byField = (field: string) => review.dated.filter((d) => d.field === field).length;
  const lines = [
    `Company knowledge review as of ${review.today}`,
    `  companies: ${review.companies}; facts (company facts and ownership links): ${review.facts}`,
    `  reviewed within ${REVIEW_EVERY_DAYS} days: ${review.reviewed}`,
    `  dated: ${review.dated.length} (due ${byField('due')}, pending expected ${byField('expected')}, verifiedOn ${byField('verifiedOn')}, asOf ${byField('asOf')})`,
    ...review.dated
      .filter((d) => d.field === 'due' || d.field === 'expected')
      .map((d) => `    ${d.field} ${d.date}  ${d.where}`),
    `  undated (not shown until dated): ${review.undated.length}`,
    ...review.undated.map((u) => `    ${u.where}: ${u.text}`),
    `  problems: ${review.problems.length}`,
    ...review.problems.map((p) => `    ${p.problem} (${p.date})  ${p.where}: ${p.text}`),
  ];
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--today');
  const today = at >= 0 ? process.argv[at + 1]! : new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) {
    console.error('--today takes an ISO date, e.g. 2027-01-05');
    process.exit(2);
  }
  const review = reviewDataFiles(today);
  console.log(formatReview(review));
  process.exit(review.problems.length > 0 ? 1 : 0);
}
