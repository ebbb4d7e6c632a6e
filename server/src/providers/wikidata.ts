import { fold } from '@clearcart/text';
import type { Insights, OwnershipLink, Source } from '@clearcart/contracts';
import { z } from 'zod';
import { InFlight, type ProviderCache } from './cache.ts';
import { HttpClient, ProviderError, type HttpOptions } from './http.ts';
import { cleanField } from './text.ts';

export type CompanyInsight = NonNullable<Insights['company']>;

const TTL = 30 * 24 * 60 * 60 * 1000;
const MAX_DEPTH = 5;

/** Items whose class says they are an organisation, for a brand item with no owner (it is then its own company). */
const ORGANISATION_CLASSES = new Set([
  'Q43229', // organization
  'Q4830453', // business
  'Q783794', // company
  'Q6881511', // enterprise
  'Q891723', // public company
  'Q1589009', // privately held company
  'Q167037', // corporation
]);

// Only the parts of Wikidata's JSON we read; anything else in the answer is ignored.
const searchAnswer = z.object({
  search: z.array(
    z.object({
      id: z.string().regex(/^Q\d+$/),
      label: z.string().optional(),
      match: z.object({ type: z.string(), text: z.string() }).optional(),
      aliases: z.array(z.string()).optional(),
    }),
  ),
});

const snak = z.object({ snaktype: z.string(), datavalue: z.object({ value: z.unknown() }).optional() });
const statement = z.object({
  mainsnak: snak,
  rank: z.enum(['preferred', 'normal', 'deprecated']).default('normal'),
  qualifiers: z.record(z.string(), z.array(snak)).optional(),
});
const entity = z.object({
  id: z.string(),
  labels: z.record(z.string(), z.object({ value: z.string() })).optional(),
  claims: z.record(z.string(), z.array(statement)).optional(),
});
const entitiesAnswer = z.object({
  entities: z.record(z.string(), z.union([z.object({ missing: z.string() }), entity])),
});

type Entity = z.infer<typeof entity>;
type Statement = z.infer<typeof statement>;

const itemId = z.object({ id: z.string().regex(/^Q\d+$/) });
const timeValue = z.object({ time: z.string(), precision: z.number() });

/** A name as one run of folded letters, to compare names however they are spaced. */
const nameKey = (text: string) => fold(text).replace(/ /g, '');

/** The Wikidata item as a source the report cites. */
export function wikidataSource(id: string, label: string): Source {
  return { title: `Wikidata: ${label} (${id})`, url: `https://www.wikidata.org/wiki/${id}` };
}

/** Current statements: deprecated ones and those with an end time (P582) left out, preferred ones first. */
function current(item: Entity, property: string): Statement[] {
  const all = (item.claims?.[property] ?? []).filter(
    (s) => s.rank !== 'deprecated' && s.mainsnak.snaktype === 'value' && !(s.qualifiers?.P582?.length ?? 0),
  );
  const preferred = all.filter((s) => s.rank === 'preferred');
  return preferred.length > 0 ? preferred : all;
}

function itemOf(s: Statement | undefined): string | undefined {
  const parsed = itemId.safeParse(s?.mainsnak.datavalue?.value);
  return parsed.success ? parsed.data.id : undefined;
}

/** A Wikidata time as text: the year for year precision or finer ("+1946-05-14T00:00:00Z" → "1946"). */
function yearOf(s: Statement | undefined): string | undefined {
  const parsed = timeValue.safeParse(s?.mainsnak.datavalue?.value);
  if (!parsed.success || parsed.data.precision < 9) return undefined;
  return /^\+?(\d{3,4})-/.exec(parsed.data.time)?.[1];
}

function startOf(s: Statement | undefined): string | undefined {
  const start = s?.qualifiers?.P580?.[0];
  return start ? yearOf({ mainsnak: start, rank: 'normal' }) : undefined;
}

function stringOf(s: Statement | undefined): string | undefined {
  const value = s?.mainsnak.datavalue?.value;
  return typeof value === 'string' ? value : undefined;
}

/** Brand → owner (P127) → parent organisation (P749) chains and basic company facts, from Wikidata's API. */
export class WikidataProvider {
  readonly http: HttpClient;
  private readonly api: string;
  private readonly inFlight = new InFlight();

  constructor(
    baseUrl: string,
    private readonly cache: ProviderCache,
    http: Partial<HttpOptions> = {},
  ) {
    this.api = `${baseUrl.replace(/\/+$/, '')}/w/api.php`;
    this.http = new HttpClient('Wikidata', http);
  }

  /** Cached answer only (no request): `undefined` when not looked up yet. */
  async cached(brand: string): Promise<CompanyInsight | null | undefined> {
    return this.cache.get<CompanyInsight>(this.key(brand), TTL);
  }

  /**
   * The company behind a brand, or null when Wikidata has no item named exactly so, or the item names no owner and
   * is not itself an organisation. Throws ProviderError when Wikidata cannot be reached or answers nonsense.
   */
  async company(brand: string, signal?: AbortSignal): Promise<CompanyInsight | null> {
    const name = brand.split(',')[0]?.trim() ?? '';
    if (nameKey(name).length < 2) return null;
    const key = this.key(name);
    const cached = await this.cache.get<CompanyInsight>(key, TTL);
    if (cached !== undefined) return cached;
    return this.inFlight.run(key, async () => {
      const found = await this.lookup(name, signal);
      await this.cache.set(key, found);
      return found;
    });
  }

  private key(brand: string): string {
    return `wikidata:company:${this.api}:${nameKey(brand.split(',')[0] ?? brand)}`;
  }

  private async lookup(name: string, signal?: AbortSignal): Promise<CompanyInsight | null> {
    const params = new URLSearchParams({
      action: 'wbsearchentities',
      search: name,
      language: 'en',
      uselang: 'en',
      type: 'item',
      limit: '5',
      format: 'json',
    });
    const search = valid(searchAnswer, (await this.http.json(`${this.api}?${params.toString()}`, { signal })).body);
    // Only an item named exactly like the brand (label or alias): a near match is another thing.
    const wanted = nameKey(name);
    const candidates = search.search.filter(
      (r) => nameKey(r.match?.text ?? '') === wanted || nameKey(r.label ?? '') === wanted,
    );
    if (candidates.length === 0) return null;
    const items = await this.entities(
      candidates.map((c) => c.id),
      signal,
    );
    // The first candidate with ownership or organisation facts: "Nutella" the brand rather than a namesake.
    const brandItem = candidates
      .map((c) => items.get(c.id))
      .find(
        (item) =>
          item && (current(item, 'P127').length > 0 || current(item, 'P749').length > 0 || isOrganisation(item)),
      );
    if (!brandItem) return null;

    // Walk up: the brand's owner (P127, else P749), then each company's parent (P749, else P127).
    const chain: { item: Entity; via: Entity; since: string | undefined }[] = [];
    const seen = new Set([brandItem.id]);
    let child = brandItem;
    for (let depth = 0; depth < MAX_DEPTH; depth++) {
      const order = depth === 0 ? ['P127', 'P749'] : ['P749', 'P127'];
      const link = order.map((p) => current(child, p)[0]).find((s) => itemOf(s) !== undefined);
      const parentId = itemOf(link);
      if (!parentId || seen.has(parentId)) break;
      seen.add(parentId);
      const parent = (await this.entities([parentId], signal)).get(parentId);
      if (!parent) break;
      chain.push({ item: parent, via: child, since: startOf(link) });
      child = parent;
    }
    if (chain.length === 0 && !isOrganisation(brandItem)) return null;

    const lead = chain[chain.length - 1]?.item ?? brandItem;
    const countryId = itemOf(current(lead, 'P17')[0]);
    const country = countryId ? labelOf((await this.entities([countryId], signal)).get(countryId)) : undefined;
    const founded = yearOf(current(lead, 'P571')[0]);
    const website = stringOf(current(lead, 'P856')[0]);
    const asOf = `Wikidata, retrieved ${new Date().toISOString().slice(0, 10)}`;
    const ownership: OwnershipLink[] = chain.map(({ item, via, since }, i) => ({
      company: labelOf(item) ?? item.id,
      relation: i === 0 ? 'brand owner' : i === chain.length - 1 ? 'ultimate parent' : 'parent',
      as_of: since ? `since ${since} (${asOf})` : asOf,
      sources: [wikidataSource(via.id, labelOf(via) ?? via.id), wikidataSource(item.id, labelOf(item) ?? item.id)],
    }));
    const sources = [brandItem, ...chain.map((c) => c.item)].map((item) =>
      wikidataSource(item.id, labelOf(item) ?? item.id),
    );
    const facts = [country ? `based in ${country}` : undefined, founded ? `founded in ${founded}` : undefined].filter(
      Boolean,
    );
    return {
      name: labelOf(lead) ?? lead.id,
      ...(facts.length > 0 ? { description: cleanField(`${labelOf(lead) ?? lead.id}: ${facts.join(', ')}.`) } : {}),
      ...(website && /^https?:\/\//.test(website) ? { about: `Official website: ${website}` } : {}),
      ...(country ? { country } : {}),
      ...(founded ? { founded } : {}),
      ...(ownership.length > 0 ? { ownership } : {}),
      sources,
    };
  }

  private async entities(ids: readonly string[], signal?: AbortSignal): Promise<Map<string, Entity>> {
    const params = new URLSearchParams({
      action: 'wbgetentities',
      ids: ids.slice(0, 50).join('|'),
      props: 'labels|claims',
      languages: 'en',
      format: 'json',
    });
    const answer = valid(entitiesAnswer, (await this.http.json(`${this.api}?${params.toString()}`, { signal })).body);
    const out = new Map<string, Entity>();
    for (const [id, value] of Object.entries(answer.entities)) if (!('missing' in value)) out.set(id, value);
    return out;
  }
}

function labelOf(item: Entity | undefined): string | undefined {
  const label = item?.labels?.en?.value ?? Object.values(item?.labels ?? {})[0]?.value;
  return label ? cleanField(label) : undefined;
}

function isOrganisation(item: Entity): boolean {
  return current(item, 'P31').some((s) => ORGANISATION_CLASSES.has(itemOf(s) ?? ''));
}

function valid<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ProviderError('malformed', 'Wikidata: unexpected answer');
  return parsed.data;
}
