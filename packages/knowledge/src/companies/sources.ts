import type { Source } from '@clearcart/contracts';
import type { CompanyConcern, Practice, Statement } from '../types.ts';

/**
 * A Wikipedia article as a source. The title is the article title as Wikipedia spells it;
 * the URL is built the way Wikipedia builds it (spaces → underscores, percent-encoded).
 */
export function wiki(article: string): Source {
  const path = encodeURIComponent(article.replace(/ /g, '_')).replace(/%2F/g, '/');
  return { title: `Wikipedia: ${article}`, url: `https://en.wikipedia.org/wiki/${path}` };
}

/** A web page we are confident exists. */
export function page(title: string, url: string): Source {
  return { title, url };
}

/** A publication whose exact URL we are not sure of: cited by title only. */
export function titled(title: string): Source {
  return { title };
}

/** A statement with its sources. */
export function st(text: string, ...sources: Source[]): Statement {
  return { text, sources };
}

/** A documented concern about a company. */
export function concern(
  issue: string,
  severity: CompanyConcern['severity'],
  status: CompanyConcern['status'],
  description: string,
  ...sources: Source[]
): CompanyConcern {
  return { issue, severity, status, description, sources };
}

/** A practice summary with examples. */
export function practice(summary: string, examples: string[], ...sources: Source[]): Practice {
  return { summary, examples, sources };
}

// Sources shared by several profiles.
export const S = {
  bffp: page('Break Free From Plastic: brand audits', 'https://www.breakfreefromplastic.org'),
  rspo: page('Roundtable on Sustainable Palm Oil (RSPO)', 'https://rspo.org'),
  bcorp: page('B Lab: B Corporation directory', 'https://www.bcorporation.net'),
  leapingBunny: page(
    'Cruelty Free International: Leaping Bunny',
    'https://www.crueltyfreeinternational.org/leaping-bunny',
  ),
  cocoaChildren: wiki('Children in cocoa production'),
  harkinEngel: wiki('Harkin–Engel Protocol'),
  whoCode: wiki('International Code of Marketing of Breast-milk Substitutes'),
  wapoCocoa2019: titled(
    'The Washington Post: Cocoa’s child laborers — Hershey, Mars and Nestlé broke pledges to end child labor in chocolate production (June 2019)',
  ),
  coubaly: titled('Coubaly v. Cargill et al., US District Court for the District of Columbia (filed February 2021)'),
} as const;
