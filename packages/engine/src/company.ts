import type {
  CompanyEnvironmentalInitiatives,
  CompanyEthicalInitiatives,
  CompanyHealthInitiatives,
  Insights,
  OwnershipLink,
  ProductFacts,
  Source,
} from '@clearcart/contracts';
import type {
  BrandKnowledge,
  CompanyConcern,
  CompanyProfile,
  LabelKnowledge,
  MarketOwnership,
  PendingEvent,
  Practice,
  Statement,
} from '@clearcart/knowledge';
import { categoriesOf } from './category.ts';
import { uniqueSources, type CompanyCertification } from './common.ts';
import { ENGLISH_VOICE, type Voice } from './i18n/voice.ts';
import type { KnowledgeIndex } from './knowledge-index.ts';
import { countryCode } from '@clearcart/text';
import { fold, hasPhrase, nameKey } from './text.ts';

export interface ChainLink {
  id: string;
  profile: CompanyProfile | undefined;
  relation: OwnershipLink['relation'];
  /** The link's company holds a majority of the shares of the one before it, not all of them. */
  stake?: 'majority';
  since?: string;
  verifiedOn?: string;
  pending?: PendingEvent;
  sources: Source[];
}

export interface Ownership {
  brand: BrandKnowledge;
  /** Brand owner first, ultimate parent last; empty when the owner depends on a market the record does not settle. */
  chain: ChainLink[];
  /** Where someone else makes or sells the brand (not applied to this product). */
  markets: MarketOwnership[];
  /**
   * The companies that own the brand in different markets, when neither the product's countries nor its own sources
   * say which market it is from: no single owner is named (Persil: Henkel, or Unilever in the UK and Ireland).
   */
  undecided?: { id: string; profile: CompanyProfile | undefined; sources: Source[] }[];
  /**
   * Where the product comes from a market in which another company makes the brand under licence (KitKat in the US:
   * Hershey, under licence from Nestlé), that company and its parents: it is the manufacturer, and its practices are
   * the product's, not the brand owner's (blind audit 84). Empty when the record cannot say whether the product comes
   * from such a market: then no company's practices are told as the product's.
   */
  licensee?: Maker[];
}

/** A company that may speak for the product: the brand owner's chain, or a licensee's. */
export interface Maker {
  id: string;
  profile: CompanyProfile | undefined;
}

/** The companies whose practices are the product's, nearest first: the licensee's where there is one. */
export const makers = (ownership: Ownership | null): readonly Maker[] => ownership?.licensee ?? ownership?.chain ?? [];

/**
 * A company's legal form and the market it trades in, at the end of a name a record gives as its brand ("Ferrero
 * U.S.A. Incorporated", "Nestlé UK Ltd", "Mars Wrigley Confectionery France SAS").
 */
const COMPANY_TAIL =
  /(?:[\s,]+(?:inc|incorporated|corp|corporation|co|company|ltd|limited|llc|plc|gmbh|ag|sa|sas|spa|s\.?p\.?a|bv|nv|srl|u\.?s\.?a|us|uk|north america|canada|france|deutschland|germany|italia|italy|espana|spain|nederland|belgium|belgique|international)\.?)+$/i;

/**
 * Brand names to try: the brand field split on commas (OFF lists several), then the product's aliases, then each of
 * them without a company's legal form and market (blind audit 16: "Ferrero U.S.A. Incorporated" is Ferrero).
 */
function brandCandidates(facts: Pick<ProductFacts, 'brand' | 'aliases'>): string[] {
  const named = [...facts.brand.split(','), ...(facts.aliases ?? [])].map((b) => b.trim()).filter((b) => b.length > 0);
  // A company's legal tail and a bracketed market go ("Lindt & Sprungli (Usa) Inc": Lindt & Sprungli; blind audit 94).
  const stems = named
    .map((b) =>
      b
        .replace(COMPANY_TAIL, '')
        .replace(/\s*\([^()]*\)\s*$/, '')
        .replace(COMPANY_TAIL, '')
        .trim(),
    )
    .filter((b, i) => b.length > 0 && b !== named[i]);
  return [...named, ...stems];
}

const brandKeys = new WeakMap<readonly BrandKnowledge[], Map<string, BrandKnowledge>>();

/** The knowledge brand for a product, matched by name or alias case-, accent- and punctuation-insensitively. */
export function findBrand(
  facts: Pick<ProductFacts, 'brand' | 'aliases'>,
  brands: readonly BrandKnowledge[],
): BrandKnowledge | undefined {
  let byKey = brandKeys.get(brands);
  if (!byKey) {
    byKey = new Map<string, BrandKnowledge>();
    for (const brand of brands) {
      for (const name of [brand.name, ...brand.aliases]) {
        const key = nameKey(name);
        if (key.length > 0 && !byKey.has(key)) byKey.set(key, brand);
      }
    }
    brandKeys.set(brands, byKey);
  }
  for (const candidate of brandCandidates(facts)) {
    const hit = byKey.get(nameKey(candidate));
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The brand as this product's: a record that names several brands ("Hawai, Coca cola") and matched on another than its
 * first is that brand's owner's product, but the matched brand's date, history, values and markets are another
 * brand's (Coca-Cola's 1892, not Hawaï's), so they are left out, and the product's own brand is named.
 */
function asOwnBrand(facts: Pick<ProductFacts, 'brand' | 'aliases'>, brand: BrandKnowledge): BrandKnowledge {
  const [first] = brandCandidates(facts);
  if (!first || [brand.name, ...brand.aliases].some((name) => nameKey(name) === nameKey(first))) return brand;
  return { name: first, aliases: [], owner: brand.owner, ownershipSources: brand.ownershipSources };
}

/** The last day a date names: a year ("2035") is its 31 December, a month its 31st (compared as text, ISO). */
const lastDayOf = (date: string): string =>
  date.length === 4 ? `${date}-12-31` : date.length === 7 ? `${date}-31` : date;

/**
 * Whether a dated fact still holds on `today`: a goal or event whose date has passed is no longer current (a pending
 * split "expected 2026-12-31" on 2027-01-05 is not pending any more, nor a "by 2025" goal a goal). Without a date to
 * check against, it holds.
 */
export function stillCurrent(due: string | undefined, today: string | undefined): boolean {
  return due === undefined || today === undefined || lastDayOf(due) >= today;
}

/** What a product is, and when it is evaluated: the company facts shown must concern it, and still hold. */
export interface CompanyScope {
  kind?: ProductFacts['kind'];
  /** The product's Open Food Facts categories: a fact about some categories ("en:waters") concerns only those. */
  categoryTags?: readonly string[];
  today?: string;
}

/** The scope of a product's company facts, the same in every tab: its kind, its categories with their parents, today. */
export const companyScope = (
  facts: Pick<ProductFacts, 'kind' | 'categoryTags'>,
  index: KnowledgeIndex,
): CompanyScope => ({
  kind: facts.kind,
  categoryTags: [...categoriesOf(facts, index.knowledge)],
  ...(index.knowledge.today ? { today: index.knowledge.today } : {}),
});

/**
 * Whether a company goal or highlight (a sustainability effort, a block's highlight) may be shown on `today`: one that
 * changes with time and that nothing on record dates (`undated`, decision 096) never is, nor one whose date has passed
 * (decision 056: a "by 2030" goal in 2031 is not the company's effort). The company's other statements (its about, a
 * brand's history, a block's summary) are always told, each as of its date (`datedText`), unless undated.
 */
export const shownOn = (fact: { due?: string; undated?: true }, today: string | undefined): boolean =>
  fact.undated !== true && stillCurrent(fact.due, today);

/**
 * A company fact's words as the report says them: a fact that says when it was true carries that date ("(As of
 * 2026-01-29.)"), in the report's language, after the curator's own words; once its date (`due`) has passed on
 * `today`, it says so and that nothing since is on record, so an event "expected in the second half of 2026" is never
 * read as still pending in 2027. Without `today` (tests, scripts), no date is taken as passed.
 */
export function datedText(
  fact: { text: string; asOf?: string; due?: string },
  v: Voice = ENGLISH_VOICE,
  today?: string,
): string {
  if (fact.asOf === undefined) return fact.text;
  const note = stillCurrent(fact.due, today)
    ? v.m.company.asOf(fact.asOf)
    : v.m.company.datePassed({ asOf: fact.asOf, due: fact.due ?? fact.asOf });
  return `${fact.text} ${note}`;
}

/**
 * A company's praise (a highlight, a sustainability effort) as the report says it, dated as a concern is (blind audit
 * 92): with a date of its own, as of it; else current for a year after its newest dated source reports it, and after
 * that, or with no dated source, said with its sources' date and that whether it is still so is not on record.
 */
export function praisedText(fact: Statement, v: Voice, today: string | undefined): string {
  if (fact.asOf !== undefined || ongoingOn({ status: 'ongoing', reportedOn: fact.reportedOn }, today))
    return datedText(fact, v, today);
  return `${fact.text} ${v.m.company.statusNotOnRecord(fact.reportedOn)}`;
}

/**
 * A company fact shown for this product: about its kind (or every kind) and, where it names categories, one of the
 * product's (a water company's concern is no coffee's), and not overtaken by its date.
 */
const concerns = (
  fact: { kinds?: readonly string[]; categories?: readonly string[]; due?: string; undated?: true },
  scope: CompanyScope,
): boolean =>
  (fact.kinds === undefined || scope.kind === undefined || fact.kinds.includes(scope.kind)) &&
  (fact.categories === undefined ||
    scope.categoryTags === undefined ||
    fact.categories.some((c) => scope.categoryTags!.includes(c))) &&
  shownOn(fact, scope.today);

/** The facts of a link that say how current it is; a pending event whose date has passed is not said as pending. */
const dated = (link: { since?: string; verifiedOn?: string; pending?: PendingEvent }, today: string | undefined) => ({
  ...(link.since ? { since: link.since } : {}),
  ...(link.verifiedOn ? { verifiedOn: link.verifiedOn } : {}),
  ...(link.pending && stillCurrent(link.pending.expected, today) ? { pending: link.pending } : {}),
});

/** Legal forms and articles that are no part of the name a company is known by ("Henkel AG & Co. KGaA" → "henkel"). */
const LEGAL_FORM = /(^| )(the|ag|co|kgaa|plc|sa|s a|inc|ltd|limited|llc|gmbh|nv|bv|company|corporation|corp)(?= |$)/g;

/** Whether a text (a source title or address, an alias) names the company, by its id or its name without legal form. */
function namesCompany(text: string, id: string, profile: CompanyProfile | undefined): boolean {
  const folded = fold(text);
  const keys = [fold(id.replace(/-/g, ' ')), ...(profile ? [fold(profile.name).replace(LEGAL_FORM, ' ').trim()] : [])];
  return keys.some((key) => key.length > 0 && hasPhrase(folded, key.replace(/ +/g, ' ')));
}

/**
 * Which of the brand's owners by country this product's is: the market of every country it is sold in, when they
 * agree; else the one company its own sources or aliases name ("Persil product information (Unilever UK & Ireland)");
 * else none. A market the record cannot place is never guessed: `undefined` then names no single owner.
 */
function ownerByMarket(
  facts: Pick<ProductFacts, 'aliases'> & Partial<Pick<ProductFacts, 'countries' | 'sources'>>,
  brand: BrandKnowledge,
  split: readonly MarketOwnership[],
  index: KnowledgeIndex,
): { market: MarketOwnership | undefined } | undefined {
  const codes = (facts.countries ?? []).map(countryCode).filter((c): c is string => c !== undefined);
  if (codes.length > 0) {
    const markets = new Set(codes.map((code) => split.find((m) => m.countries?.includes(code))));
    if (markets.size === 1) return { market: [...markets][0] };
  }
  const texts = [
    ...(facts.aliases ?? []),
    ...(facts.sources ?? []).flatMap((s) => [
      s.title,
      ...(s.url && URL.canParse(s.url) ? [new URL(s.url).hostname] : []),
    ]),
  ];
  const named = [undefined, ...split].filter((m) => {
    const id = m?.owner ?? brand.owner;
    return texts.some((text) => namesCompany(text, id, index.companyById.get(id)));
  });
  // Two markets of one company (or the default owner's) are one owner.
  const owners = new Set(named.map((m) => m?.owner ?? brand.owner));
  return owners.size === 1 ? { market: named[0] } : undefined;
}

/**
 * Brand owner → parents → ultimate parent, following the knowledge's parent links (cycle-safe). A kind of product
 * someone else makes under the brand (ready-to-drink Lipton) starts the chain at that company. A brand owned by
 * another company in some countries (Persil: Unilever in the UK and Ireland, Henkel elsewhere) takes its owner from
 * the product's countries of sale, else from its own sources naming one of them; when neither settles it, no single
 * owner is named (`undecided`). Markets where someone else only makes the brand (a licensee) are reported beside the
 * chain.
 */
export function resolveOwnership(
  facts: Pick<ProductFacts, 'brand' | 'aliases' | 'categoryTags'> &
    Partial<Pick<ProductFacts, 'countries' | 'sources'>>,
  index: KnowledgeIndex,
): Ownership | null {
  const found = findBrand(facts, index.knowledge.brands);
  if (!found) return null;
  const brand = asOwnBrand(facts, found);
  const tags = categoriesOf(facts, index.knowledge);
  const byCategory = brand.markets?.find((m) => !m.countries && m.categories?.some((c) => tags.has(c)));
  // Countries where another company owns the brand outright.
  const split = byCategory ? [] : (brand.markets ?? []).filter((m) => m.countries && m.relation === 'owner');
  const byCountry = split.length > 0 ? ownerByMarket(facts, brand, split, index) : { market: undefined };
  if (!byCountry) {
    const ids = [...new Set([brand.owner, ...split.map((m) => m.owner)])];
    return {
      brand,
      chain: [],
      markets: brand.markets ?? [],
      undecided: ids.map((id) => ({
        id,
        profile: index.companyById.get(id),
        sources: uniqueSources(
          id === brand.owner ? brand.ownershipSources : split.filter((m) => m.owner === id).flatMap((m) => m.sources),
        ),
      })),
    };
  }
  const applied = byCategory ?? byCountry.market;
  const owner = applied ?? brand;
  const chain: ChainLink[] = [
    {
      id: owner.owner,
      profile: index.companyById.get(owner.owner),
      relation: 'brand owner',
      ...dated(owner, index.knowledge.today),
      sources: uniqueSources(applied ? applied.sources : brand.ownershipSources),
    },
  ];
  chain.push(...parentsOf(owner.owner, index));
  const last = chain[chain.length - 1];
  if (chain.length > 1 && last) last.relation = 'ultimate parent';
  // A licensed market the record places the product in makes the licensee its maker; one it cannot place, nobody.
  const licences = (brand.markets ?? []).filter((m) => m.countries && m.relation === 'licensee');
  const licensed = licences.length > 0 ? ownerByMarket(facts, brand, licences, index) : { market: undefined };
  const licensee = licensed === undefined ? [] : licensed.market ? makerChain(licensed.market.owner, index) : undefined;
  return {
    brand,
    chain,
    markets: (brand.markets ?? []).filter((m) => m !== applied),
    ...(licensee ? { licensee } : {}),
  };
}

/** A company and its parents, nearest first, as the makers of a product. */
const makerChain = (company: string, index: KnowledgeIndex): Maker[] =>
  [company, ...parentsOf(company, index).map((p) => p.id)].map((id) => ({ id, profile: index.companyById.get(id) }));

/** A company's parents, nearest first, following the knowledge's parent links (cycle-safe). */
function parentsOf(company: string, index: KnowledgeIndex): ChainLink[] {
  const parents: ChainLink[] = [];
  const visited = new Set([company]);
  let current = company;
  for (let depth = 0; depth < 10; depth++) {
    const link = index.knowledge.parents.find((p) => p.company === current);
    if (!link || visited.has(link.parent)) break;
    visited.add(link.parent);
    parents.push({
      id: link.parent,
      profile: index.companyById.get(link.parent),
      relation: 'parent',
      ...(link.stake ? { stake: link.stake } : {}),
      ...dated(link, index.knowledge.today),
      sources: uniqueSources(link.sources),
    });
    current = link.parent;
  }
  return parents;
}

/** Region names by language, the platform's: the catalogue names the countries whose name it words otherwise. */
const regionNames = new Map<string, Intl.DisplayNames>();
const countryName = (code: string, v: Voice) => {
  const own = v.m.countries[code];
  if (own) return own;
  let names = regionNames.get(v.locale);
  if (!names) regionNames.set(v.locale, (names = new Intl.DisplayNames([v.locale], { type: 'region' })));
  return names.of(code.toUpperCase()) ?? code;
};

/** "In the US, KitKat is made by Hershey under licence from Nestlé." */
export function marketSentence(
  market: MarketOwnership,
  brand: BrandKnowledge,
  index: KnowledgeIndex,
  v: Voice = ENGLISH_VOICE,
): string {
  const name = (id: string) => index.companyById.get(id)?.name ?? id;
  return v.m.company.market({
    brand: brand.name,
    ...(market.countries
      ? { countries: market.countries.map((code) => countryName(code, v)) }
      : { categories: (market.categories ?? []).map((c) => v.tag('categories', c)) }),
    relation: market.relation,
    maker: name(market.owner),
    owner: name(brand.owner),
    partner: name(market.partner ?? brand.owner),
  });
}

const companyName = (link: Maker): string => link.profile?.name ?? link.id;

/**
 * The owner as shoppers know it: the brand's own company first, then who owns it, each parent after the company it
 * owns — "Beiersdorf AG, majority-owned by maxingvest ag". The Company tab's heading and the compare page's Owner row
 * both read it (as the heading's company and `parent_company`), so they say the same.
 */
export function ownerText(ownership: Ownership, v: Voice = ENGLISH_VOICE): string {
  const [owner, ...parents] = ownership.chain;
  if (!owner) return ownership.brand.owner;
  return [
    companyName(owner),
    ...parents.map((link) =>
      link.stake === 'majority' ? v.m.company.majorityOwned(companyName(link)) : v.m.company.owned(companyName(link)),
    ),
  ].join(', ');
}

/**
 * The company whose profile speaks for the product: the brand's own company, else the nearest company up the chain
 * with a profile. Its parents follow it in the ownership chain.
 */
export function leadCompany(ownership: Ownership | null): CompanyProfile | undefined {
  return nearestProfile(ownership, () => true);
}

/**
 * The nearest company of the chain, from the brand's own company up, whose profile has what `has` asks (the company
 * blocks of the three tabs, an animal-testing policy, a palm-oil claim): the brand's company speaks first, a parent
 * only for what its subsidiary's profile does not say.
 */
export function nearestProfile(
  ownership: Ownership | null,
  has: (profile: CompanyProfile) => boolean,
): CompanyProfile | undefined {
  for (const maker of makers(ownership)) if (maker.profile && has(maker.profile)) return maker.profile;
  return undefined;
}

const statementSources = (statements: readonly (Statement | undefined)[]): Source[] =>
  statements.flatMap((s) => s?.sources ?? []);

/** Brand and company insights; empty when the knowledge does not know the brand (never made-up content). */
export function insightsOf(
  ownership: Ownership | null,
  index: KnowledgeIndex,
  v: Voice = ENGLISH_VOICE,
): {
  insights: Insights;
  parent_company?: string;
  manufacturer?: string;
} {
  if (!ownership) return { insights: {} };
  const { brand, chain } = ownership;
  const owner = chain[0];
  const maker = makers(ownership)[0];
  const lead = leadCompany(ownership);
  const insights: Insights = {};
  // Mission and reputation belong to the brand only when the brand is the company itself ("Ferrero" by Ferrero).
  const ownerIsBrand = owner?.profile !== undefined && nameKey(owner.profile.name) === nameKey(brand.name);
  const today = index.knowledge.today;
  // A statement that changes with time and that nothing dates is not told; the others are, as of their date.
  const told = (statement: Statement | undefined) => (statement?.undated ? undefined : statement);
  const said = (statement: Statement) => datedText(statement, v, today);
  const mission = told(ownerIsBrand ? owner?.profile?.mission : undefined);
  const reputation = told(ownerIsBrand ? owner?.profile?.reputation : undefined);
  const values = told(brand.values ?? (ownerIsBrand ? owner?.profile?.values : undefined));
  const history = told(brand.history);
  if (history || values || mission || reputation) {
    insights.brand = {
      ...(history ? { history: said(history) } : {}),
      ...(values ? { values: said(values) } : {}),
      ...(mission ? { mission: said(mission) } : {}),
      ...(reputation ? { reputation: said(reputation) } : {}),
      sources: uniqueSources([...statementSources([history, values, mission, reputation]), ...brand.ownershipSources]),
      ...keptIn(v),
    };
  }
  const markets = ownership.markets.map((m) => ({
    text: marketSentence(m, brand, index, v),
    ...(m.verifiedOn ? { verified_on: m.verifiedOn } : {}),
    sources: uniqueSources(m.sources),
  }));
  // The owner depends on a market the record does not say: both are named, one or the other, never one of them alone
  // (no company card, no manufacturer); the market lines and the brand's history say where each owns it.
  if (ownership.undecided) {
    const either = new Intl.ListFormat(v.locale, { type: 'disjunction' }).format(
      ownership.undecided.map((o) => o.profile?.name ?? o.id),
    );
    const sources = uniqueSources(ownership.undecided.flatMap((o) => o.sources));
    // What the Company tab says of it: the brand's history, which tells who owns it where.
    insights.company = {
      name: either,
      ...(history ? { about: said(history), ...keptIn(v) } : {}),
      ownership: [{ company: either, relation: 'brand owner', sources }],
      ...(markets.length > 0 ? { markets } : {}),
      sources: uniqueSources([...sources, ...statementSources([history])]),
    };
    return { insights };
  }
  const ownershipLinks: OwnershipLink[] = chain.map((link) => ({
    company: companyName(link),
    relation: link.relation,
    ...(link.since ? { as_of: link.since } : {}),
    ...(link.verifiedOn ? { verified_on: link.verifiedOn } : {}),
    ...(link.pending ? { pending: { event: link.pending.event, expected: link.pending.expected } } : {}),
    sources: uniqueSources([...link.sources, ...(link.pending?.sources ?? [])]),
  }));
  const company = lead ?? undefined;
  // A goal whose date has passed is not the company's current effort, nor an effort nothing dates.
  const efforts =
    company?.sustainabilityEfforts && shownOn(company.sustainabilityEfforts, today)
      ? company.sustainabilityEfforts
      : undefined;
  insights.company = {
    name: company ? company.name : owner ? companyName(owner) : brand.owner,
    ...(company
      ? {
          description: said(company.about),
          about: said(company.about),
          ...(efforts ? { sustainability_efforts: praisedText(efforts, v, today) } : {}),
          country: company.country,
          ...(company.founded ? { founded: company.founded } : {}),
        }
      : {}),
    ownership: ownershipLinks,
    ...(markets.length > 0 ? { markets } : {}),
    sources: uniqueSources([
      ...(company ? statementSources([company.about, efforts, company.history]) : []),
      ...chain.flatMap((link) => link.sources),
    ]),
    ...keptIn(v),
  };
  return {
    insights,
    // The owner as the Company tab words it, parents after the brand's company: the compare page's Owner row.
    ...(chain.length > 1 ? { parent_company: ownerText(ownership, v) } : {}),
    // Who makes it: the licensee in its market; nobody named where the record cannot say which market it is from.
    ...(maker ? { manufacturer: companyName(maker) } : {}),
  };
}

/**
 * Company profiles are the knowledge's statements as curators wrote them, in English, with their sources: never
 * machine-translated. A report in another language says which language they are in.
 */
const keptIn = (v: Voice): { language?: 'en' } => (v.locale === 'en' ? {} : { language: 'en' });

const practiceOf = (practice: Practice | undefined) =>
  practice ? { summary: practice.summary, examples: [...practice.examples] } : undefined;

/**
 * Whether a concern's "ongoing" still holds on `today`: for a year after its newest dated source reports it, as a fact
 * is reviewed once a year. After that, or with no dated source, what is true now is not on record (blind audit 68: a
 * 2019 brand audit is no source for "ongoing" in 2026). Without `today`, it holds.
 */
export function ongoingOn(concern: Pick<CompanyConcern, 'status' | 'reportedOn'>, today: string | undefined): boolean {
  if (concern.status !== 'ongoing' || today === undefined) return concern.status === 'ongoing';
  const reported = concern.reportedOn && lastDayOf(concern.reportedOn);
  return reported !== undefined && `${Number(reported.slice(0, 4)) + 1}${reported.slice(4)}` >= today;
}

const concernsOf = (concerns: readonly CompanyConcern[], v: Voice, today: string | undefined) =>
  concerns.map((c) => {
    // An "ongoing" its sources no longer date as current is told as what they reported, with no present status.
    const stale = c.status === 'ongoing' && !ongoingOn(c, today);
    return {
      issue: c.issue,
      severity: c.severity,
      status: stale ? ('other' as const) : c.status,
      description: stale
        ? `${c.description} ${v.m.company.statusNotOnRecord(c.reportedOn)}`
        : datedText({ text: c.description, ...(c.asOf ? { asOf: c.asOf } : {}) }, v, today),
      sources: uniqueSources(c.sources),
    };
  });

function base(
  block: { summary: Statement; highlights: Statement[]; concerns: CompanyConcern[] },
  practices: (Practice | undefined)[],
  v: Voice,
  scope: CompanyScope,
) {
  // Only what concerns this kind of product, and still holds: an aerosol recall is not a detergent's.
  const highlights = block.highlights.filter((h) => concerns(h, scope));
  const shown = companyConcerns(block, scope);
  return {
    ...keptIn(v),
    summary: datedText(block.summary, v, scope.today),
    highlights: highlights.map((h) => praisedText(h, v, scope.today)),
    concerns: concernsOf(shown, v, scope.today),
    sources: uniqueSources([
      ...block.summary.sources,
      ...highlights.flatMap((h) => h.sources),
      ...shown.flatMap((c) => c.sources),
      ...practices.flatMap((p) => p?.sources ?? []),
    ]),
  };
}

/** The concerns of a company block that concern this kind of product. */
export const companyConcerns = (
  block: { concerns: readonly CompanyConcern[] },
  scope: CompanyScope,
): CompanyConcern[] => block.concerns.filter((c) => concerns(c, scope));

const defined = <T extends object>(entries: Record<string, unknown>): T =>
  Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined)) as T;

/** The company's health block in the report's shape. */
export function healthInitiatives(
  company: CompanyProfile | undefined,
  v: Voice = ENGLISH_VOICE,
  /** The product's kind and the evaluation date: what is shown must concern it and still hold. */
  scope: CompanyScope = {},
): CompanyHealthInitiatives | undefined {
  const h = company?.health;
  if (!h) return undefined;
  return defined<CompanyHealthInitiatives>({
    ...base(h, [h.lobbying, h.researchFunding, h.marketingPractices], v, scope),
    lobbying: practiceOf(h.lobbying),
    research_funding: practiceOf(h.researchFunding),
    marketing_practices: practiceOf(h.marketingPractices),
  });
}

/** The company's environmental block in the report's shape. */
export function environmentalInitiatives(
  company: CompanyProfile | undefined,
  v: Voice = ENGLISH_VOICE,
  /** The product's kind and the evaluation date: what is shown must concern it and still hold. */
  scope: CompanyScope = {},
): CompanyEnvironmentalInitiatives | undefined {
  const e = company?.environmental;
  if (!e) return undefined;
  return defined<CompanyEnvironmentalInitiatives>({
    ...base(e, [e.waterIssues, e.pollutionIncidents, e.lobbying, e.greenwashing], v, scope),
    water_issues: practiceOf(e.waterIssues),
    pollution_incidents: practiceOf(e.pollutionIncidents),
    lobbying: practiceOf(e.lobbying),
    greenwashing: practiceOf(e.greenwashing),
  });
}

/** The company's ethical block in the report's shape. */
export function ethicalInitiatives(
  company: CompanyProfile | undefined,
  v: Voice = ENGLISH_VOICE,
  /** The product's kind and the evaluation date: what is shown must concern it and still hold. */
  scope: CompanyScope = {},
): CompanyEthicalInitiatives | undefined {
  const e = company?.ethical;
  if (!e) return undefined;
  return defined<CompanyEthicalInitiatives>({
    ...base(e, [e.laborPractices, e.communityImpact, e.corporateGovernance, e.diversityInclusion], v, scope),
    labor_practices: practiceOf(e.laborPractices),
    community_impact: practiceOf(e.communityImpact),
    corporate_governance: practiceOf(e.corporateGovernance),
    diversity_inclusion: practiceOf(e.diversityInclusion),
  });
}

/** The first company up the chain with an animal-testing policy (cosmetics and household). */
export function animalTestingPolicy(
  ownership: Ownership | null,
): (CompanyProfile['animalTesting'] & { company: string }) | undefined {
  if (!ownership) return undefined;
  // The brand's own standing speaks for its products before its group's (Dove on PETA's list, Unilever not).
  const own = ownership.brand.animalTesting;
  if (own) return { ...own, company: ownership.brand.name };
  for (const maker of makers(ownership)) {
    const policy = maker.profile?.animalTesting;
    if (policy) return { ...policy, company: companyName(maker) };
  }
  return undefined;
}

/**
 * The cruelty-free certification the product's company holds (Leaping Bunny), from the first animal-testing policy up
 * the chain. The animal-testing card and the certifications list both read it, so they state it alike.
 */
export function companyCertifications(
  facts: Pick<ProductFacts, 'kind'>,
  labels: readonly LabelKnowledge[],
  ownership: Ownership | null,
  index: KnowledgeIndex,
): CompanyCertification[] {
  // Food is not tested on animals as a product, and a cruelty-free label on the pack speaks for itself.
  if (facts.kind === 'food' || facts.kind === 'beverage') return [];
  if (labels.some((l) => l.satisfies.includes('cruelty_free'))) return [];
  const policy = animalTestingPolicy(ownership);
  const label = policy?.certification ? index.labelById.get(policy.certification) : undefined;
  return policy && label ? [{ label, company: policy.company, asOf: policy.asOf, sources: policy.sources }] : [];
}
