import type { Source } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { knowledge } from './index.ts';
import { brandKey, findBrand, ownershipChain } from './ownership.ts';
import type { BrandKnowledge, CompanyProfile, ParentLink } from './types.ts';

const { brands, parents, companies } = knowledge;
const k = { brands, parents, companies };

/** The seed brand list, one entry per brand as the shopper would type it. */
const SEED_BRANDS = [
  // Food & snacks
  'Nutella',
  'Kinder',
  'Ferrero Rocher',
  'Tic Tac',
  'Oreo',
  'Milka',
  'Cadbury',
  'Toblerone',
  'Ritz',
  'belVita',
  'Philadelphia',
  'Clif Bar',
  'Mars',
  'Snickers',
  "M&M's",
  'Twix',
  "Ben's Original",
  'Dolmio',
  'KIND',
  'Pringles',
  "Kellogg's",
  'KitKat',
  'Nescafé',
  'Nesquik',
  'Maggi',
  'Smarties',
  'Heinz',
  'Kraft',
  "Lay's",
  'Walkers',
  'Doritos',
  'Quaker',
  "Hellmann's",
  'Knorr',
  'Marmite',
  "Ben & Jerry's",
  'Magnum',
  'Lindt',
  "Tony's Chocolonely",
  'Ritter Sport',
  'Haribo',
  "Hershey's",
  "Reese's",
  'Jif',
  'Skippy',
  'Bonne Maman',
  'Weetabix',
  'Cheerios',
  'Nature Valley',
  'Old El Paso',
  "Campbell's",
  'Tabasco',
  'Beyond Meat',
  'Quorn',
  'Barilla',
  'De Cecco',
  // Dairy & plant alternatives
  'Danone',
  'Activia',
  'Actimel',
  'Alpro',
  'Président',
  'Galbani',
  'Lurpak',
  'Arla',
  'Kerrygold',
  'Oatly',
  'Chobani',
  'Fage',
  'Müller',
  'Babybel',
  'The Laughing Cow',
  // Drinks
  'Coca-Cola',
  'Fanta',
  'Sprite',
  'innocent',
  'Pepsi',
  'Gatorade',
  'Tropicana',
  'Red Bull',
  'Monster Energy',
  'Evian',
  'Volvic',
  'Perrier',
  'S.Pellegrino',
  'Vittel',
  'Lipton',
  'Lavazza',
  'Starbucks (at-home coffee)',
  'Twinings',
  'Yorkshire Tea',
  'Vita Coco',
  // Personal care & cosmetics
  'Dove',
  'Axe',
  'Lynx',
  'Rexona',
  'Vaseline',
  'Pantene',
  'Head & Shoulders',
  'Gillette',
  'Oral-B',
  'Olay',
  'Colgate',
  'Palmolive',
  "L'Oréal Paris",
  'Garnier',
  'Maybelline',
  'CeraVe',
  'La Roche-Posay',
  'Nivea',
  'Neutrogena',
  "Johnson's",
  'The Body Shop',
  'Lush',
  "Dr. Bronner's",
  'Sensodyne',
  'Weleda',
  // Household cleaning
  'Ariel',
  'Tide',
  'Fairy',
  'Dawn',
  'Persil',
  'Cif',
  'Domestos',
  'Seventh Generation',
  'Finish',
  'Dettol',
  'Vanish',
  'Method',
  'Ecover',
  'Mr Muscle',
  'Clorox',
  'Frosch',
];

/** Publishers our sources may point at: encyclopaedia, NGOs and certifiers, news and trade press, and the companies themselves. */
const ALLOWED_HOSTS = [
  'en.wikipedia.org',
  // NGOs, certifiers, programmes
  'breakfreefromplastic.org',
  'rspo.org',
  'bcorporation.net',
  'crueltyfreeinternational.org',
  'cocoalife.org',
  // News and trade press
  'afaqs.com',
  'foodingredientsfirst.com',
  'voxmarkets.com',
  'cosmeticsbusiness.com',
  'beautyandhairdressing.co.uk',
  'supermarketnews.co.nz',
  'rtl.fr',
  'faz.net',
  'sueddeutsche.de',
  'just-food.com',
  'foodprocessing.com',
  'powderbulksolids.com',
  'industryweek.com',
  'massmarketretailers.com',
  'packagingoem.com',
  'dallasinnovates.com',
  'finanznachrichten.de',
  'dailyvoice.com',
  'business-humanrights.org',
  'volksfreund.de',
  'tv5monde.com',
  'bfmtv.com',
  'vlex.com',
  'whqr.org',
  'foodbev.com',
  'foodbusinessnews.net',
  'complianceweek.com',
  'mercurynews.com',
  'washingtonpost.com',
  'irishtimes.com',
  'dailysabah.com',
  'greenpeace.org.uk',
  'asa.org.uk',
  'rtl.be',
  'businesswire.com',
  'iarc.who.int',
  'nature.com',
  'petaasia.com',
  'ran.org',
  'axios.com',
  'earthandhuman.org',
  'cleanfuture.co.in',
  'pdx.edu',
  'climatetracker.asia',
  'livemint.com',
  'restaurantdive.com',
  'rp-online.de',
  'religionclause.blogspot.com',
  'thestar.com',
  'business-standard.com',
  'theguardian.com',
  'dokumen.tips',
  'francebleu.fr',
  'peta.org.uk',
  'livebybetter.com',
  'retaildetail.be',
  'iheart.com',
  'latintimes.com',
  'cbs19.tv',
  'stlpr.org',
  'independent.co.uk',
  'law.com',
  // Company sites
  'unilever.com',
  'ferrero.com',
  'mondelezinternational.com',
  'mars.com',
  'nestle.com',
  'pepsico.com',
  'coca-colacompany.com',
  'danone.com',
  'loreal.com',
  'colgatepalmolive.com',
  'scjohnson.com',
  'lush.com',
  'drbronner.com',
  'tonyschocolonely.com',
  'weleda.com',
  'werner-mertz.de',
  'benjerry.com',
  'arla.com',
  'generalmills.com',
  'lavazza.com',
  'lindt-spruengli.com',
  'thehersheycompany.com',
  'wittington-investments.co.uk',
  'loreal.hk',
  'thebodyshop.com',
  'seventhgeneration.com',
  'ecover-tw.com',
];

function hostAllowed(host: string): boolean {
  return ALLOWED_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
}

/** Every `sources` array anywhere inside a value, with the path it was found at. */
function sourceLists(value: unknown, path = ''): { path: string; sources: Source[] }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => sourceLists(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === 'sources' && Array.isArray(v)
      ? [{ path: `${path}.${key}`, sources: v as Source[] }]
      : sourceLists(v, `${path}.${key}`),
  );
}

/** Sentence-level texts of a profile, used to catch copy-pasted statements. */
function texts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    (key === 'text' || key === 'description' || key === 'summary') && typeof v === 'string' ? [v] : texts(v),
  );
}

const allSourceLists = [
  ...companies.flatMap((c) => sourceLists(c, c.id)),
  ...brands.flatMap((b) =>
    sourceLists(b, b.name).concat({ path: `${b.name}.ownershipSources`, sources: b.ownershipSources }),
  ),
  ...parents.map((p) => ({ path: `${p.company}→${p.parent}`, sources: p.sources })),
];

describe('company knowledge', () => {
  it('has at least 60 companies with unique ids', () => {
    expect(companies.length).toBeGreaterThanOrEqual(60);
    const ids = companies.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every brand owner and every parent link points at an existing company', () => {
    const ids = new Set(companies.map((c) => c.id));
    expect(brands.filter((b) => !ids.has(b.owner)).map((b) => `${b.name} → ${b.owner}`)).toEqual([]);
    expect(
      parents.filter((p) => !ids.has(p.company) || !ids.has(p.parent)).map((p) => `${p.company} → ${p.parent}`),
    ).toEqual([]);
  });

  it('states a cruelty-free certification once, as a certification the labels table verifies', () => {
    const labels = new Map(knowledge.labels.map((l) => [l.id, l]));
    for (const c of companies) {
      const testing = c.animalTesting;
      if (!testing) continue;
      if (testing.certification) {
        const label = labels.get(testing.certification);
        expect(label?.satisfies, `${c.id}: ${testing.certification}`).toContain('cruelty_free');
        expect(label?.thirdPartyVerified, c.id).toBe(true);
      }
      // The prose does not say it again, in other words than the certification's.
      const named = knowledge.labels.filter((l) => testing.policy.includes(`${l.name} certified`)).map((l) => l.name);
      expect(named, c.id).toEqual([]);
    }
  });

  it('words palm-oil claims as an RSPO model, sourced', () => {
    const claims = companies.flatMap((c) => (c.palmOilClaim ? [[c.id, c.palmOilClaim.rspo]] : []));
    expect(claims).toEqual([['ferrero', 'segregated']]);
    expect(companies.find((c) => c.id === 'ferrero')?.palmOilClaim?.sources.some((s) => s.url)).toBe(true);
  });

  it('marks the parents that hold a majority rather than all of a company', () => {
    expect(parents.filter((p) => p.stake === 'majority').map((p) => `${p.company} → ${p.parent}`)).toEqual([
      'tropicana-brands-group → pai-partners',
      'associated-british-foods → wittington-investments',
      'beiersdorf → maxingvest',
    ]);
  });

  it('gives each company at most one parent', () => {
    const children = parents.map((p) => p.company);
    expect(new Set(children).size).toBe(children.length);
  });

  it('every brand chain reaches an ultimate parent without cycles', () => {
    const parentOf = new Map(parents.map((p) => [p.company, p.parent]));
    for (const b of brands) {
      const seen = new Set<string>();
      let id: string | undefined = b.owner;
      while (id !== undefined) {
        expect(seen.has(id), `cycle in chain of ${b.name} at ${id}`).toBe(false);
        seen.add(id);
        id = parentOf.get(id);
      }
    }
  });

  it('covers every seed brand by canonical name or alias', () => {
    const missing = SEED_BRANDS.filter(
      (name) => findBrand(name, brands) === null && findBrand(name.replace(/\s*\(.*\)$/, ''), brands) === null,
    );
    expect(missing).toEqual([]);
  });

  it('has unique canonical brand names and no alias that names another brand', () => {
    const keys = brands.map((b) => brandKey(b.name));
    expect(new Set(keys).size).toBe(keys.length);
    const canonical = new Set(keys);
    const clashes = brands.flatMap((b) =>
      b.aliases
        .filter((a) => canonical.has(brandKey(a)) && brandKey(a) !== brandKey(b.name))
        .map((a) => `${b.name}: ${a}`),
    );
    expect(clashes).toEqual([]);
    const aliasOwners = new Map<string, string>();
    for (const b of brands) {
      for (const a of b.aliases) {
        const key = brandKey(a);
        const prev = aliasOwners.get(key);
        expect(prev === undefined || prev === b.name, `alias "${a}" used by ${prev} and ${b.name}`).toBe(true);
        aliasOwners.set(key, b.name);
      }
    }
  });

  it('dates ownership and parent links as ISO dates or years', () => {
    const iso = /^\d{4}(-\d{2}(-\d{2})?)?$/;
    const dated = (link: { since?: string; verifiedOn?: string }) =>
      [link.since, link.verifiedOn].every((d) => d === undefined || iso.test(d));
    expect(brands.filter((b) => !dated(b)).map((b) => b.name)).toEqual([]);
    expect(parents.filter((p) => !dated(p)).map((p) => p.company)).toEqual([]);
    expect(brands.filter((b) => b.ownershipSources.length === 0).map((b) => b.name)).toEqual([]);
    expect(parents.filter((p) => p.sources.length === 0).map((p) => p.company)).toEqual([]);
  });

  it('gives every profile at least one statement sourced with a URL', () => {
    const unsourced = companies.filter((c) => !sourceLists(c).some((l) => l.sources.some((s) => s.url !== undefined)));
    expect(unsourced.map((c) => c.id)).toEqual([]);
    expect(companies.filter((c) => c.about.sources.length === 0).map((c) => c.id)).toEqual([]);
  });

  it('uses well-formed https URLs from allowed publishers, with no placeholders or duplicates', () => {
    const problems: string[] = [];
    for (const { path, sources } of allSourceLists) {
      const seen = new Set<string>();
      for (const s of sources) {
        if (s.title.trim() === '') problems.push(`${path}: empty title`);
        if (/lorem|placeholder|todo|example\.com|localhost/i.test(`${s.title} ${s.url ?? ''}`))
          problems.push(`${path}: placeholder ${s.url ?? s.title}`);
        const key = s.url ?? s.title;
        if (seen.has(key)) problems.push(`${path}: duplicate ${key}`);
        seen.add(key);
        if (s.url === undefined) continue;
        let url: URL;
        try {
          url = new URL(s.url);
        } catch {
          problems.push(`${path}: malformed ${s.url}`);
          continue;
        }
        if (url.protocol !== 'https:') problems.push(`${path}: not https ${s.url}`);
        if (!hostAllowed(url.hostname)) problems.push(`${path}: publisher not allowed ${url.hostname}`);
        if (url.hostname === 'en.wikipedia.org' && !/^\/wiki\/[^/\s]+/.test(url.pathname))
          problems.push(`${path}: not an article ${s.url}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no duplicate statements across the knowledge', () => {
    const all = [...companies.flatMap(texts), ...brands.flatMap(texts)];
    const dupes = all.filter((t, i) => all.indexOf(t) !== i);
    expect(dupes).toEqual([]);
  });

  it('states concerns with a severity, status and source', () => {
    const concerns = companies.flatMap((c) =>
      [c.health, c.environmental, c.ethical].flatMap((block) =>
        block ? block.concerns.map((x) => ({ id: c.id, ...x })) : [],
      ),
    );
    expect(concerns.length).toBeGreaterThan(20);
    expect(
      concerns.filter((x) => x.sources.length === 0 || x.description.length < 40).map((x) => `${x.id}: ${x.issue}`),
    ).toEqual([]);
  });
});

describe('ownershipChain', () => {
  const ids = (r: ReturnType<typeof ownershipChain>) => r?.chain.map((c) => c.id);

  it.each([
    ['ben and jerrys', "Ben & Jerry's", ['ben-and-jerrys', 'magnum-ice-cream-company']],
    ['BEN & JERRY’S', "Ben & Jerry's", ['ben-and-jerrys', 'magnum-ice-cream-company']],
    ['ben-jerry-s', "Ben & Jerry's", ['ben-and-jerrys', 'magnum-ice-cream-company']],
    ['loreal paris', "L'Oréal Paris", ['loreal']],
    ['Lynx', 'Axe', ['unilever']],
    ['nescafe', 'Nescafé', ['nestle']],
    ['Pringles', 'Pringles', ['kellanova', 'mars']],
    ['twinings', 'Twinings', ['twinings', 'associated-british-foods', 'wittington-investments']],
    ['president', 'Président', ['lactalis']],
    ['Uncle Bens', "Ben's Original", ['mars']],
    ['la vache qui rit', 'The Laughing Cow', ['bel']],
    ['Dove Chocolate', 'Galaxy', ['mars']],
    ['dove', 'Dove', ['unilever']],
  ])('resolves %s to %s with the chain owner → ultimate parent', (query, name, chain) => {
    const r = ownershipChain(query, k);
    expect(r?.brand.name).toBe(name);
    expect(ids(r)).toEqual(chain);
  });

  it('returns null for an unknown brand or an empty name', () => {
    expect(ownershipChain('Definitely Not A Brand', k)).toBeNull();
    expect(ownershipChain('  ', k)).toBeNull();
  });

  it('prefers a canonical name over another brand’s alias', () => {
    const a: BrandKnowledge = { name: 'Alpha', aliases: ['Beta'], owner: 'x', since: '2020', ownershipSources: [] };
    const b: BrandKnowledge = { name: 'Beta', aliases: [], owner: 'y', since: '2020', ownershipSources: [] };
    expect(findBrand('beta', [a, b])?.name).toBe('Beta');
  });

  it('stops at a cycle instead of looping', () => {
    const company = (id: string): CompanyProfile => ({
      id,
      name: id,
      reviewedOn: '2026-11-30',
      country: 'Nowhere',
      founded: '2000',
      about: { text: id, sources: [] },
    });
    const loop: ParentLink[] = [
      { company: 'a', parent: 'b', since: '2020', sources: [] },
      { company: 'b', parent: 'a', since: '2020', sources: [] },
    ];
    const brand: BrandKnowledge = { name: 'Loop', aliases: [], owner: 'a', since: '2020', ownershipSources: [] };
    const r = ownershipChain('loop', { brands: [brand], parents: loop, companies: [company('a'), company('b')] });
    expect(r?.chain.map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('resolves every seed brand to a non-empty chain', () => {
    const unresolved = SEED_BRANDS.filter(
      (n) => (ownershipChain(n, k) ?? ownershipChain(n.replace(/\s*\(.*\)$/, ''), k)) === null,
    );
    expect(unresolved).toEqual([]);
  });
});

describe('a company concern is scoped no broader than what it is about (blind audit 8, S1)', () => {
  /**
   * Kinds of product a concern's issue can name, with the Open Food Facts categories that are that product: a concern
   * about one of them names those categories (a product weighs it only when it is one), never a whole kind. A concern
   * about the company's conduct stays the company's, on every product of it: infant formula marketing (the Nestlé
   * boycott is of the company) is not scoped to baby milks.
   */
  const PRODUCTS: { words: RegExp; categories: readonly string[] }[] = [
    {
      words: /\b(mineral |bottled |spring )?waters?\b/i,
      categories: ['en:waters', 'en:mineral-waters', 'en:natural-mineral-waters'],
    },
    { words: /\bdark chocolates?\b/i, categories: ['en:dark-chocolates'] },
  ];
  const concerns = companies.flatMap((c) =>
    (['health', 'environmental', 'ethical'] as const).flatMap((block) =>
      (c[block]?.concerns ?? []).map((concern) => ({ company: c.id, ...concern })),
    ),
  );

  it.each(PRODUCTS.map((p) => [p.words.source, p] as const))(
    'a concern whose issue names %s carries its categories',
    (_w, product) => {
      const about = concerns.filter((c) => product.words.test(c.issue));
      expect(about.length).toBeGreaterThan(0);
      for (const concern of about)
        expect({
          issue: concern.issue,
          categories: concern.categories?.filter((c) => product.categories.includes(c)),
        }).toEqual({
          issue: concern.issue,
          categories: concern.categories,
        });
      expect(about.filter((c) => c.categories === undefined).map((c) => `${c.company}: ${c.issue}`)).toEqual([]);
    },
  );

  it('categories narrow a concern’s kinds, never stand for them: a concern with categories names its kind', () => {
    expect(concerns.filter((c) => c.categories && !c.kinds).map((c) => `${c.company}: ${c.issue}`)).toEqual([]);
  });
});
