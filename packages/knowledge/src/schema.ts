import { allergenId, animalProductType, DIMENSIONS, INTERFACE_LANGUAGES, level } from '@clearcart/contracts';
import { z } from 'zod';

// One schema per data file in packages/knowledge/data, as curators write it: named fields only, sources by id.
// data.test.ts checks every file against its schema, and that every cited id is in sources.json.

const text = z.string().trim().min(1);
/** A sentence: it ends with a full stop (a brand may start it in lower case: "innocent"). */
const sentence = z.string().regex(/^\S.*[.!?]["”)]?$/su, 'a sentence ending with a full stop');
/** Lower-case words or phrases as they appear in ingredient lists. */
const words = z.array(
  z
    .string()
    .regex(/^\S(.*\S)?$/u)
    .refine((w) => w === w.toLowerCase(), 'lower-case'),
);
const offTag = z.string().regex(/^[a-z]{2}:[\p{L}\p{N}-]+$/u, 'an Open Food Facts tag such as "en:organic"');
const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a lower-case id with dashes');
const sources = z.array(id).min(1);
const optionalSources = z.array(id);
const sensitivity = z.enum(['chemicals', 'preservatives', 'artificial_additives']);
const date = z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'a year or an ISO date');
const isoDate = z.iso.date();

export const sourcesFile = z
  .object({
    $comment: text,
    sources: z.record(
      id,
      z
        .object({
          title: text,
          url: z.url({ protocol: /^https$/ }).optional(),
          publisher: text.optional(),
          date: date.optional(),
          quote: text.optional(),
        })
        .strict(),
    ),
  })
  .strict();

const file = <T extends z.ZodType>(entry: T) => z.object({ $comment: text, entries: z.array(entry).min(1) }).strict();

export const additivesFile = file(
  z
    .object({
      code: z.string().regex(/^e\d{3,4}[a-z]?(\([ivx]+\))?$/, 'a lower-case E-number such as "e150d"'),
      name: text,
      class: text,
      drinkClass: text.optional(),
      efsaRisk: z.enum(['high', 'moderate', 'none', 'not assessed']),
      sensitivity: sensitivity.nullable(),
      concern: sentence,
      concernLevel: z.union([level, z.literal('none')]),
      restrictions: sentence.optional(),
      animalOrigin: animalProductType.optional(),
      mayBeAnimal: z.literal(true).optional(),
      classNotStated: z.literal(true).optional(),
      lettersOther: z.literal(true).optional(),
      sources: optionalSources,
    })
    .strict(),
);

export const allergensFile = file(
  z
    .object({
      id: allergenId,
      name: text,
      offTags: z.array(offTag),
      vocabulary: z.array(offTag).optional(),
      words,
      languageOnly: z.record(z.string().regex(/^[a-z]{2}$/), words).optional(),
      falseFriends: words,
      /** Ingredients that can bring it without being it ("wine": sulphites): a "may contain", never a "contains". */
      carriers: z
        .object({
          words,
          falseFriends: words.optional(),
          markets: z.array(offTag).min(1).optional(),
          /** The law exempts them when refined: each word is a false friend of the allergen's own words too. */
          exempt: z.literal(true).optional(),
          /** The day from which that market's law made labels name it (sesame in the US: 2023-01-01). */
          namedSince: z.iso.date().optional(),
          /** The law of each market that leaves it unnamed, where it is not `sources`' (FSANZ for Australia). */
          marketSources: z.array(z.object({ markets: z.array(offTag).min(1), sources }).strict()).optional(),
          sources,
        })
        .strict()
        .optional(),
      /** The laws under which a label must declare it: eu (Regulation (EU) No 1169/2011 Annex II), us (FALCPA). */
      declaredUnder: z.array(z.enum(['eu', 'us'])).min(1),
      severity: level,
      sources,
    })
    .strict(),
);

export const ingredientsFile = file(
  z
    .object({
      id,
      name: text,
      wordsOf: z.array(z.string().regex(/^(allergen|commodity):[a-z0-9_-]+$/)).optional(),
      /** Words of `wordsOf` that name another entry ("palm kernel oil" is not palm oil's own). */
      wordsExcept: words.optional(),
      words: words.optional(),
      falseFriends: words.optional(),
      purpose: sentence,
      concern: z.union([sentence, z.literal('')]),
      concernLevel: z.union([level, z.literal('none')]),
      sensitivity: sensitivity.optional(),
      animalType: animalProductType.optional(),
      /** Taken from a slaughtered animal (tallow and its soaps, animal rennet): never vegetarian, whatever its kind. */
      slaughtered: z.literal(true).optional(),
      mayBeAnimal: z.literal(true).optional(),
      commodity: id.optional(),
      sources: optionalSources,
    })
    .strict()
    .refine((i) => (i.words?.length ?? 0) + (i.wordsOf?.length ?? 0) > 0, 'words or wordsOf'),
);

export const commoditiesFile = file(
  z
    .object({
      id,
      name: text,
      words,
      falseFriends: words.optional(),
      unstatedWords: words.optional(),
      environmentalRisk: level,
      environmentalNote: sentence,
      laborRisk: level,
      laborNote: sentence,
      laborRiskByOrigin: z.literal(true).optional(),
      environmentalRiskByOrigin: z.literal(true).optional(),
      mitigatedBy: z.array(id),
      laborMitigatedBy: z.array(id).optional(),
      environmentalSources: sources,
      laborSources: sources.optional(),
    })
    .strict(),
);

export const labelsFile = file(
  z
    .object({
      id,
      name: text,
      offTags: z.array(offTag),
      verifies: sentence,
      thirdPartyVerified: z.boolean(),
      impact: z.enum(['positive', 'negative', 'neutral']),
      tabs: z.array(z.enum(DIMENSIONS)),
      satisfies: z.array(z.string().regex(/^[a-z_]+$/)),
      /**
       * Tags Open Food Facts files under this label's in its labels taxonomy, and adds this one with: beside one of
       * them this label is no claim of its own ("Sustainable fishing" beside MSC; blind audit 26).
       */
      parentOf: z.array(offTag).optional(),
      /** A self-declared claim: what it claims, which a certification satisfying that would verify. */
      claims: z
        .string()
        .regex(/^[a-z_]+$/)
        .optional(),
      /** Ecolabels: what the label's criteria verify for each kind of product (product-groups.json). */
      criteria: z
        .array(z.object({ productGroup: id, scheme: text, verifies: z.array(sentence).min(1), sources }).strict())
        .min(1)
        .optional(),
      /**
       * Where one of the label's tags names another mark: beside a sibling tag, or on a product sold only in the given
       * countries (OFF's "en:green-dot" beside "en:green-dot-india" is India's vegetarian mark, not the packaging
       * scheme). The tag is then not this label.
       */
      otherMeanings: z
        .array(
          z
            .object({
              offTags: z.array(offTag).min(1),
              besideTags: z.array(offTag).min(1).optional(),
              soldOnlyIn: z.array(offTag).min(1).optional(),
              mark: text,
              sources,
            })
            .strict()
            .refine((m) => m.besideTags || m.soldOnlyIn, 'besideTags or soldOnlyIn'),
        )
        .min(1)
        .optional(),
      sources,
    })
    .strict()
    .refine(
      (l) => (l.otherMeanings ?? []).every((m) => m.offTags.every((t) => l.offTags.includes(t))),
      'otherMeanings name tags of the label',
    ),
);

export const productGroupsFile = file(
  z
    .object({
      id,
      name: text,
      kinds: z.array(z.enum(['household', 'cosmetic'])).min(1),
      offTags: z.array(offTag),
      words,
      sources,
    })
    .strict(),
);

export const packagingFile = file(
  z
    .object({
      id,
      name: text,
      offTags: z.array(offTag),
      recyclability: z.enum(['fully', 'partially', 'none', 'unknown']),
      biodegradable: z.enum(['yes', 'partially', 'no']),
      note: sentence,
      /** A material that can hold a food on its own (a bag, film, bottle, jar): paper beside it is the outer box. */
      holdsFood: z.boolean().optional(),
      /** The broader materials it is a kind of, or is partly made of, by id (PET: plastic; a beverage carton: plastic). */
      kindOf: z.array(id).optional(),
      /**
       * What the material is when it holds a food or drink itself and nothing on record can be its inner bag: board
       * for frozen, moist or fatty food is lined (ice-cream tubs, crisp tubes), which changes both claims.
       */
      asFoodContact: z
        .object({
          recyclability: z.enum(['fully', 'partially', 'none']),
          biodegradable: z.enum(['yes', 'partially', 'no']),
          note: sentence,
          sources,
        })
        .strict()
        .optional(),
      /**
       * What the material is in one of these shapes (OFF tags, also inside a compound tag: "en:plastic-bottle"): a
       * plastic of unstated polymer is of unknown recyclability except as a bottle, the shape most often collected
       * (blind audits 69 and 108: a tube, a jar).
       */
      inShapes: z
        .object({ shapes: z.array(offTag).min(1), recyclability: z.enum(['partially', 'unknown']), note: sentence })
        .strict()
        .optional(),
      sources,
    })
    .strict(),
);

export const footprintsFile = file(
  z
    .object({
      id,
      name: text,
      offTags: z.array(offTag).min(1),
      kgCO2ePerKg: z.number().positive(),
      litresPerKg: z.number().positive().optional(),
      /** Where the water figure comes from (Water Footprint Network): never the carbon figure's dataset. */
      waterSources: sources.optional(),
      basis: text,
      sources,
    })
    .strict()
    .refine(
      (f) => (f.litresPerKg === undefined) === (f.waterSources === undefined),
      'waterSources exactly with litresPerKg',
    ),
);

/** The kinds of product a company fact is about ("benzene in aerosols": cosmetics); absent, every kind. */
const kinds = z
  .array(z.enum(['food', 'beverage', 'cosmetic', 'household']))
  .min(1)
  .optional();
/** Narrower than its kinds: the Open Food Facts categories a company fact is about ("en:waters"); absent, all of them. */
const categories = z.array(offTag).min(1).optional();
/**
 * Wording that states a company status or event that changes with time (decision 096): a B Corp certification, a
 * place on a cruelty-free list (PETA, Leaping Bunny), a standard the company's products are certified to, an event
 * announced and not yet completed (an acquisition "agreed" and "expected", a plan to separate, a deal "not closed").
 * A completed change dated in its own words ("a deal completed in December 2025") is history, not a status.
 */
export const CHANGES_WITH_TIME: readonly RegExp[] = [
  /\bB Corp(oration)?s?\b/i,
  /\b(PETA|Leaping Bunny)\b|\bcruelty[- ]free\b/i,
  /\bcertified to\b/i,
  /\b(expected|pending|paused|not (yet )?(closed|completed))\b/i,
  /\bagreed (in \w+ \d{4} )?to (acquire|buy|sell|merge)\b(?![^.]*\bcompleted\b)/i,
  /\bplans? to (separate|split|sell|buy|acquire|merge|demerge|spin off|list)\b/i,
];

/** Whether a company fact's words state something that changes with time, so it must say when it was true. */
export const changesWithTime = (text: string): boolean => CHANGES_WITH_TIME.some((pattern) => pattern.test(text));

/**
 * A company fact. `asOf`: when it was true (absent: as of its company's `reviewedOn`). `due`: the date its goal or
 * event falls ("by 2035"), its review date: once passed, the review list (scripts/review.ts) fails and the report says
 * the fact only as of its `asOf`, with its date passed (without `asOf`, it leaves the fact out).
 *
 * A fact worded as changing with time (`changesWithTime`) carries `asOf`, taken only from what the entry records (a
 * cited source's date, the date in its own words); where none dates it, it is `undated`: kept for a curator to date,
 * never shown as current. A fact the report must show (a company's `about`, a block's summary) cannot be undated.
 */
const statementFields = {
  text: sentence,
  asOf: date.optional(),
  due: date.optional(),
  undated: z.literal(true).optional(),
  kinds,
  categories,
  sources,
};
const datedWhereItChanges = (s: { text: string; asOf?: string; undated?: true }) =>
  !changesWithTime(s.text) || s.asOf !== undefined || s.undated === true;
const statement = z
  .object(statementFields)
  .strict()
  .refine(datedWhereItChanges, 'a fact that changes with time carries asOf, or is undated (and not shown)')
  .refine((s) => !(s.undated && s.asOf), 'undated or asOf, not both');
/** A fact the report always shows: dated where it changes with time, never `undated`. */
const shownStatement = z
  .object({ ...statementFields, undated: z.never().optional() })
  .strict()
  .refine(datedWhereItChanges, 'a fact that changes with time and is always shown carries asOf');
const concern = z
  .object({
    issue: text,
    severity: level,
    status: z.enum(['ongoing', 'historical', 'other']),
    description: sentence,
    asOf: date.optional(),
    kinds,
    categories,
    sources,
  })
  .strict()
  .refine((c) => !changesWithTime(c.description) || c.asOf !== undefined, 'a concern that changes with time has asOf');
const practice = z.object({ summary: sentence, examples: z.array(text), sources }).strict();
const dimension = <T extends z.ZodRawShape>(practices: T) =>
  z
    .object({ summary: shownStatement, highlights: z.array(statement), concerns: z.array(concern), ...practices })
    .strict()
    .optional();

/**
 * An animal-testing standing, a company's or a brand's: its policy, and the cruelty-free certification (a label id) it
 * holds for all its products, said once: the report words it.
 */
const animalTestingStanding = z
  .object({
    policy: sentence,
    status: z.enum(['yes', 'no', 'unknown']),
    certification: id.optional(),
    asOf: date,
    sources,
  })
  .strict();

export const companiesFile = file(
  z
    .object({
      id,
      name: text,
      country: text,
      founded: text.optional(),
      /** When a curator last checked every fact of this entry (and its brands' ownership) against its sources. */
      reviewedOn: isoDate,
      about: shownStatement,
      history: statement.optional(),
      values: statement.optional(),
      mission: statement.optional(),
      reputation: statement.optional(),
      sustainabilityEfforts: statement.optional(),
      /** What the company says of the palm oil it buys, company-wide: the RSPO supply-chain model it claims. */
      palmOilClaim: z
        .object({ rspo: z.enum(['identity preserved', 'segregated', 'mass balance', 'book and claim']), sources })
        .strict()
        .optional(),
      animalTesting: animalTestingStanding.optional(),
      health: dimension({
        lobbying: practice.optional(),
        researchFunding: practice.optional(),
        marketingPractices: practice.optional(),
      }),
      environmental: dimension({
        waterIssues: practice.optional(),
        pollutionIncidents: practice.optional(),
        lobbying: practice.optional(),
        greenwashing: practice.optional(),
      }),
      ethical: dimension({
        laborPractices: practice.optional(),
        communityImpact: practice.optional(),
        corporateGovernance: practice.optional(),
        diversityInclusion: practice.optional(),
      }),
    })
    .strict(),
);

const pending = z.object({ event: sentence, expected: isoDate, sources }).strict();
const market = z
  .object({
    countries: z
      .array(z.string().regex(/^[a-z]{2}$/, 'an ISO 3166-1 alpha-2 code in lower case'))
      .min(1)
      .optional(),
    categories: z.array(offTag).min(1).optional(),
    owner: id,
    relation: z.enum(['owner', 'licensee', 'joint venture']),
    partner: id.optional(),
    since: date.optional(),
    verifiedOn: isoDate.optional(),
    sources,
  })
  .strict()
  .refine((m) => m.countries || m.categories, 'countries or categories')
  .refine(
    (m) => (m.relation === 'joint venture') === (m.partner !== undefined),
    'a partner exactly for a joint venture',
  );

export const brandsFile = file(
  z
    .object({
      name: text,
      aliases: z.array(text),
      owner: id,
      since: date.optional(),
      verifiedOn: isoDate.optional(),
      pending: pending.optional(),
      markets: z.array(market).min(1).optional(),
      ownershipSources: sources,
      history: statement.optional(),
      values: statement.optional(),
      /**
       * The brand's own animal-testing standing where it differs from its group's (a brand on PETA's list, Garnier's
       * Leaping Bunny approval), with the certification it holds for all its products.
       */
      animalTesting: animalTestingStanding.optional(),
    })
    .strict(),
);

export const parentsFile = file(
  z
    .object({
      company: id,
      parent: id,
      /** The parent holds a majority of the shares, not all of them ("majority-owned by"). */
      stake: z.literal('majority').optional(),
      since: date.optional(),
      verifiedOn: isoDate.optional(),
      pending: pending.optional(),
      sources,
    })
    .strict(),
);

const names = z.array(z.string().min(2)).min(1);
const table = <T extends z.ZodType>(entry: T) => z.object({ sources, entries: z.array(entry).min(1) }).strict();
const cosmeticId = z.string().regex(/^[a-z0-9_]+$/);

export const cosmeticIngredientsFile = z
  .object({
    $comment: text,
    fragranceAllergens: table(z.object({ id: cosmeticId, names }).strict()),
    substances: z.array(
      z
        .object({
          id: cosmeticId,
          names,
          hazard: level,
          tab: z.enum(['health', 'environmental']),
          sensitivity: sensitivity.optional(),
          function: z.string().min(3),
          concern: sentence,
          status: sentence,
          sources,
        })
        .strict(),
    ),
    functions: table(z.object({ names, function: z.string().min(3) }).strict()),
    botanicalAllergens: table(z.object({ names, allergen: allergenId }).strict()),
    animalDerived: table(z.object({ names, type: animalProductType }).strict()),
    /** The Detergents Regulation's own rule for naming fragrance allergens (Annex VII A), cited on household products. */
    detergentFragrances: z.object({ sources }).strict(),
    /** What the EU's Detergents Regulation requires of every surfactant in a detergent. */
    detergentsRule: z.object({ text: sentence, sources }).strict(),
    /** Biodegradability of surfactants by class, where a source says it; what no source says is left out. */
    surfactants: z.array(
      z
        .object({
          id: cosmeticId,
          class: text,
          names,
          aerobic: z.literal('readily').optional(),
          anaerobic: z.enum(['degraded', 'poor']).optional(),
          sources,
        })
        .strict()
        .refine((s) => s.aerobic || s.anaerobic, 'aerobic or anaerobic'),
    ),
    hazardStatements: table(
      z
        .object({
          code: z.string().regex(/^(EU)?H\d{3}$/),
          statement: z.string().min(10),
          pictogram: z.union([z.literal('none'), z.string().regex(/^GHS0\d [A-Z]/)]),
          hazard: level,
          tab: z.enum(['health', 'environmental']),
          atHome: sentence,
        })
        .strict(),
    ),
    /**
     * Ingredients that Annex VI of the CLP Regulation classifies as skin sensitisers (H317): household products that
     * list one show it with the H317 statement of `hazardStatements`.
     */
    skinSensitisers: z.array(
      z.object({ id: cosmeticId, names, function: z.string().min(3), classification: sentence, sources }).strict(),
    ),
  })
  .strict();

const claimLanguage = z.enum(INTERFACE_LANGUAGES);
const claimWords = z.array(
  z
    .string()
    .regex(/^\S(.*\S)?$/u)
    .refine((w) => w === w.toLowerCase(), 'lower-case'),
);

/**
 * Environmental claims judged by Directive (EU) 2024/825 (Annex I points 2a, 4a, 4b, 4c of Directive 2005/29/EC) and,
 * for UK products, the CMA's Green Claims Code: the rules, the wordings per language, and each label's standing.
 */
export const greenClaimsFile = z
  .object({
    $comment: text,
    /** The day the directive's rules apply from. */
    appliesFrom: isoDate,
    rules: z
      .array(
        z
          .object({
            id: z.enum(['generic', 'part', 'offset', 'label', 'certified', 'specific', 'uk']),
            /** The article or annex point, as the law numbers it. */
            provision: text,
            sources,
          })
          .strict(),
      )
      .length(7),
    /** Words that make a claim generic, offset-based, a climate-neutrality claim, or a specific (checkable) one. */
    wordings: z.array(
      z
        .object({
          kind: z.enum(['generic', 'offset', 'neutrality', 'specific']),
          lang: claimLanguage,
          words: claimWords.min(1),
          /** Only on these kinds of product ("natural" on a cleaner is an environmental claim; on a food, food law's). */
          productKinds: z
            .array(z.enum(['food', 'beverage', 'cosmetic', 'household']))
            .min(1)
            .optional(),
          /** A claim only beside a figure ("saves 75 % plastic"): the word alone ("plastic") claims nothing. */
          withFigure: z.literal(true).optional(),
        })
        .strict(),
    ),
    /** Words the organic regulation reserves for organic food ("bio", "eco", "ökologisch"): an organic claim there. */
    organicTerms: z
      .object({ kinds: z.array(z.enum(['food', 'beverage', 'cosmetic', 'household'])), words: claimWords, sources })
      .strict(),
    /**
     * Claims as sentences, read by their parts: a benefit said of the environment ("protects the planet", "respecte la
     * nature") is generic; a means of offsetting ("we plant a tree") said with the climate is an offsetting claim, and
     * alone a specific one. Nature and earth are the environment only off food ("yaourt nature", "pomme de terre").
     */
    phrases: z
      .object({
        environment: claimWords.min(1),
        environmentOffFood: claimWords.min(1),
        benefit: claimWords.min(1),
        offsetMeans: claimWords.min(1),
        climate: claimWords.min(1),
      })
      .strict(),
    /** Names that contain a claim's word but make no claim: packaging recovery schemes ("Eco-Emballages", "Ecoembes"). */
    notClaims: claimWords,
    /** The parts of a product a claim may name ("packaging", "bottle"): such a claim is about that part. */
    parts: z.record(claimLanguage, claimWords),
    /** Each environmental label of labels.json: who stands behind it, and whether it shows excellent performance. */
    labels: z.array(
      z
        .object({
          label: id,
          standing: z.enum(['public', 'certification', 'own', 'offset', 'generic', 'specific', 'organic']),
          /** Recognised excellent environmental performance (Article 2(s)): the EU Ecolabel, official ISO 14024 type I labels. */
          excellent: z.boolean().optional(),
          /** The label covers a part of the product only (its palm oil, its paper): it backs no claim about the whole. */
          part: z.boolean().optional(),
          /** Open Food Facts adds this claim's tag as the parent of these labels' tags: with one of them, it is that label's. */
          impliedBy: z.array(id).optional(),
          /** The wordings of `wordings` that say this claim ("Sans huile de palme"): beside its tag, one claim. */
          saidAs: z.array(text).optional(),
          sources,
        })
        .strict(),
    ),
  })
  .strict();

/** Diet statuses OFF's ingredients taxonomy leaves unstated (read by scripts/ingredient-vocabulary.ts). */
export const dietStatusesFile = file(
  z
    .object({
      offTag: z.string().regex(/^[a-z]{2}:[a-z0-9-]+$/, 'an OFF ingredients taxonomy tag such as "en:vanillin"'),
      vegan: z.enum(['yes', 'no', 'maybe']),
      vegetarian: z.enum(['yes', 'no', 'maybe']),
      why: sentence,
      sources: optionalSources,
    })
    .strict(),
);

/**
 * data/category-foods.json, generated by scripts/agribalyse-footprints.ts (decision 095): a category's own AGRIBALYSE
 * food and its figure, for the categories footprints.json does not name.
 */
export const categoryFoodsFile = file(
  z
    .object({
      tag: offTag,
      name: text,
      agribalyse: z.string().regex(/^\d+(_\d+)?$/, 'an AGRIBALYSE food code ("8501", "13014_2")'),
      food: text,
      kgCO2ePerKg: z.number().positive(),
    })
    .strict(),
);

/**
 * data/footprint-foods.json, generated by scripts/agribalyse-footprints.ts (decision 113): the AGRIBALYSE foods each
 * footprints.json entry's figure is the median of.
 */
export const footprintFoodsFile = file(
  z
    .object({
      id,
      foods: z
        .array(
          z
            .object({
              agribalyse: z.string().regex(/^\d+(_\d+)?$/, 'an AGRIBALYSE food code ("8501", "13014_2")'),
              food: text,
              kgCO2ePerKg: z.number().positive(),
            })
            .strict(),
        )
        .min(1),
    })
    .strict(),
);

/**
 * data/category-aliases.json, generated (scripts/agribalyse-footprints.ts): a category's other names, bare or under the
 * one prefix where they name it alone, and the nearest ancestor with a figure of a category without one.
 */
export const categoryAliasesFile = z
  .object({
    $comment: text,
    shared: z.array(z.string().regex(/^\S+$/)),
    entries: z
      .array(
        z
          .object({
            tag: offTag,
            within: offTag.optional(),
            names: z
              .array(z.string().regex(/^([a-z]{2}(_[a-z]{2,4})?:)?\S+$/))
              .min(1)
              .optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

/**
 * data/category-parents.json, generated (scripts/category-parents.ts): each English category's direct parents in the
 * categories taxonomy, ids without their "en:" prefix.
 */
const categoryId = z.string().regex(/^[\p{L}\p{N}-]+$/u, 'a category id without its "en:" prefix');
export const categoryParentsFile = z
  .object({
    $comment: text,
    parents: z.record(categoryId, z.array(categoryId)),
  })
  .strict();

/** data/packaging-names.json, generated (scripts/packaging-names.ts): the taxonomy's names of materials and shapes. */
export const packagingNamesFile = z
  .object({
    $comment: text,
    materials: z.array(z.object({ tag: offTag, names: z.array(z.string().regex(/^\S+$/)).min(1) }).strict()).min(1),
    shapes: z.array(z.string().regex(/^\S+$/)).min(1),
    links: z.array(z.string().regex(/^\p{L}+$/u)),
  })
  .strict();

/** Each data file with its schema. */
export const dataFiles = {
  'additives.json': additivesFile,
  'allergens.json': allergensFile,
  'ingredients.json': ingredientsFile,
  'commodities.json': commoditiesFile,
  'labels.json': labelsFile,
  'product-groups.json': productGroupsFile,
  'packaging.json': packagingFile,
  'packaging-names.json': packagingNamesFile,
  'footprints.json': footprintsFile,
  'category-foods.json': categoryFoodsFile,
  'footprint-foods.json': footprintFoodsFile,
  'category-aliases.json': categoryAliasesFile,
  'category-parents.json': categoryParentsFile,
  'brands.json': brandsFile,
  'parents.json': parentsFile,
  'companies/food-majors.json': companiesFile,
  'companies/food-specialists.json': companiesFile,
  'companies/dairy-drinks.json': companiesFile,
  'companies/personal-household.json': companiesFile,
  'companies/retailers.json': companiesFile,
  'cosmetic-ingredients.json': cosmeticIngredientsFile,
  'green-claims.json': greenClaimsFile,
  'diet-statuses.json': dietStatusesFile,
} as const;
