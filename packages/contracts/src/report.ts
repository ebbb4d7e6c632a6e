import { z } from 'zod';
import { certification, level, reliability, source } from './common.ts';
import { INTERFACE_LANGUAGES } from './preference-ids.ts';

/** A language the reports are written in. */
export const reportLanguage = z.enum(INTERFACE_LANGUAGES).meta({ id: 'ReportLanguage' });

/**
 * The language of statements kept as their source wrote them (a company's profile, its policies), set when it is not
 * the report's: they are never machine-translated, and the shopper is told which language they are in.
 */
export const sourceLanguage = reportLanguage
  .optional()
  .describe("The language these statements are written in, when it is not the report's; absent: the report's");

/** Open Food Facts' four answers about an ingredient list: an unknown is never a yes or a no. */
export const triState = z.enum(['yes', 'no', 'maybe', 'unknown']);
export type TriState = z.infer<typeof triState>;

/** A company concern in the spec's shape. */
export const concern = z.object({
  issue: z.string(),
  severity: level,
  status: z.enum(['ongoing', 'historical', 'other']),
  description: z.string(),
  sources: z.array(source),
});
export type Concern = z.infer<typeof concern>;

const practice = z.object({ summary: z.string(), examples: z.array(z.string()) });

/** Shared by the three company initiative blocks. */
const initiativesBase = z.object({
  summary: z.string(),
  highlights: z.array(z.string()),
  concerns: z.array(concern),
  sources: z.array(source),
  language: sourceLanguage,
});

export const companyHealthInitiatives = initiativesBase.extend({
  lobbying: practice.optional(),
  research_funding: practice.optional(),
  marketing_practices: practice.optional(),
});
export const companyEnvironmentalInitiatives = initiativesBase.extend({
  water_issues: practice.optional(),
  pollution_incidents: practice.optional(),
  lobbying: practice.optional(),
  greenwashing: practice.optional(),
});
export const companyEthicalInitiatives = initiativesBase.extend({
  labor_practices: practice.optional(),
  community_impact: practice.optional(),
  corporate_governance: practice.optional(),
  diversity_inclusion: practice.optional(),
});
export type CompanyHealthInitiatives = z.infer<typeof companyHealthInitiatives>;
export type CompanyEnvironmentalInitiatives = z.infer<typeof companyEnvironmentalInitiatives>;
export type CompanyEthicalInitiatives = z.infer<typeof companyEthicalInitiatives>;

const dataConfidence = z.record(z.string(), reliability);

/** Fields every rating section carries. */
const ratingBase = z.object({
  impact_summary: z.string(),
  recommendations: z.array(z.string()),
  reliability,
  sources: z.array(source),
  data_confidence: dataConfidence,
  /** 0–100, higher is better; the score summary at the top of the report. */
  score: z.number().min(0).max(100).optional(),
  /** A–E grade of `score`. */
  grade: z.enum(['A', 'B', 'C', 'D', 'E']).optional(),
});

export const allergenEntry = z.object({
  status: z.enum(['yes', 'no', 'unknown']),
  severity: level,
  notes: z.string(),
  highlighted: z.boolean(),
  /** True when only a "may contain" / traces statement reveals it. */
  may_contain: z.boolean().optional(),
});
export const healthConcernEntry = z.object({
  status: z.enum(['high', 'medium', 'low', 'no']),
  severity: level,
  notes: z.string(),
  highlighted: z.boolean(),
  sources: z.array(source).optional(),
});
export const notableIngredient = z.object({
  name: z.string(),
  purpose: z.string(),
  concerns: z.string(),
  highlighted: z.boolean(),
  sources: z.array(source).optional(),
});

const trafficLight = z.enum(['low', 'medium', 'high']);

/** The figures of a nutrition table, each absent (shown as "–") when not on record, never 0. */
const nutritionFigures = z.object({
  energy_kj: z.number().nonnegative().optional(),
  energy_kcal: z.number().nonnegative().optional(),
  fat: z.number().nonnegative().optional(),
  saturated_fat: z.number().nonnegative().optional(),
  carbohydrates: z.number().nonnegative().optional(),
  sugars: z.number().nonnegative().optional(),
  fibre: z.number().nonnegative().optional(),
  proteins: z.number().nonnegative().optional(),
  salt: z.number().nonnegative().optional(),
});

/**
 * The nutrition table of a food or drink, per 100 g or 100 ml as the record is, and per portion where the record
 * states a portion's quantity. A figure not on record is absent (shown as "–"), never 0.
 */
export const nutritionFacts = z
  .object({
    basis: z.enum(['100 g', '100 ml']),
    per_100: nutritionFigures,
    /** The same figures for one portion (per 100 × quantity / 100); absent when the record states no quantity. */
    per_portion: z
      .object({
        /** In the basis's unit: grams, or millilitres for a drink. */
        quantity: z.number().positive(),
        /** The portion as the pack prints it ("1 biscuit (12.5 g)"), where the record has it. */
        serving_size: z.string().optional(),
        values: nutritionFigures,
      })
      .optional(),
    /** UK front-of-pack traffic light of the four nutrients it covers, where the figure is on record (per 100). */
    lights: z.object({
      fat: trafficLight.optional(),
      saturated_fat: trafficLight.optional(),
      sugars: trafficLight.optional(),
      salt: trafficLight.optional(),
    }),
  })
  .meta({ id: 'NutritionFacts' });
export type NutritionFacts = z.infer<typeof nutritionFacts>;

export const healthSection = ratingBase
  .extend({
    allergens: z.record(z.string(), allergenEntry),
    health_concerns: z.record(z.string(), healthConcernEntry),
    ingredients: z.object({ list: z.array(z.string()), notable_ingredients: z.array(notableIngredient) }),
    certifications: z.array(certification),
    nutri_score: z.object({ grade: z.enum(['A', 'B', 'C', 'D', 'E']), points: z.number() }).optional(),
    nova_group: z.number().int().min(1).max(4).optional(),
    /** Open Food Facts' Green-Score (formerly Eco-Score) letter as it published it; not a ClearCart grade. */
    off_green_score: z.enum(['a-plus', 'a', 'b', 'c', 'd', 'e', 'f']).optional(),
    nutrition: nutritionFacts.optional(),
    company_health_initiatives: companyHealthInitiatives.optional(),
  })
  .meta({ id: 'HealthSection' });
export type HealthSection = z.infer<typeof healthSection>;

const factor = z.object({
  rating: z.string(),
  details: z.string(),
  /** "How we score this": where the figure comes from and the bands, kept out of the main text. */
  method: z.string().optional(),
  highlighted: z.boolean(),
  sources: z.array(source).optional(),
});

/**
 * Each environmental claim on the pack judged by the wording rules of Directive (EU) 2024/825 (and the CMA's Green
 * Claims Code for UK products): it judges the wording, never whether the maker broke the law.
 */
export const greenClaim = z
  .object({
    /** The claim as printed, or the label's name. */
    claim: z.string(),
    /** Where it was read: the record's labels, the product's name, a photo of the front of the pack. */
    from: z.enum(['labels', 'name', 'front']),
    verdict: z.enum([
      /** A label set by public authorities: allowed; says what it verifies. */
      'public_label',
      /** A label based on a certification scheme: allowed; says what it verifies. */
      'certified_label',
      /** A generic claim the product's recognised excellent environmental performance (EU Ecolabel…) backs. */
      'backed',
      /** A generic claim: not allowed unless recognised excellent environmental performance is shown. */
      'generic',
      /** A neutral, reduced or positive climate impact claimed from offsetting: not allowed. */
      'offset',
      /** A sustainability label that is neither a certification scheme nor set by public authorities: not allowed. */
      'own_label',
      /** A specific, checkable claim: the maker's word. */
      'specific',
      /** A word the organic rules reserve for organic food: an organic claim, not a generic one. */
      'organic_term',
    ]),
    /** Whether the wording is allowed as it stands: yes, only with evidence the pack does not show, or no. */
    allowed: z.enum(['yes', 'unless', 'no']),
    /** The rule it rests on: the article or annex point. */
    rule: z.string(),
    details: z.string(),
    sources: z.array(source),
  })
  .meta({ id: 'GreenClaim' });
export type GreenClaim = z.infer<typeof greenClaim>;

export const greenClaimsCheck = z
  .object({
    summary: z.string(),
    claims: z.array(greenClaim),
    /** Claims not allowed as worded ("unless" or "no"): 0 means no unsupported green claims on the pack. */
    unsupported: z.number().int().nonnegative(),
    /** The record or photo the claims come from is dated before the directive applied: said so. */
    predates: z.boolean(),
    /** What the check judges and what it does not (the wording, not the maker's conduct). */
    scope: z.string(),
  })
  .meta({ id: 'GreenClaimsCheck' });
export type GreenClaimsCheck = z.infer<typeof greenClaimsCheck>;

export const environmentalSection = ratingBase
  .extend({
    palm_oil: z.object({
      contains: z.boolean(),
      /** yes / no / maybe ("vegetable oils") / unknown (an ingredient not recognised, or no list), as OFF answers. */
      status: triState,
      /** The ingredients behind a yes, maybe or unknown. */
      status_ingredients: z.array(z.string()),
      certification: z.string(),
      sustainability_level: z.enum(['high', 'medium', 'low', 'unknown']),
      details: z.string(),
      explanation: z.string(),
      rating: z.string(),
      highlighted: z.boolean(),
      sources: z.array(source).optional(),
    }),
    environmental_factors: z.object({
      carbon_footprint: factor.extend({ kg_co2e_per_kg: z.number().optional(), basis: z.string().optional() }),
      water_usage: factor.extend({ litres_per_kg: z.number().optional() }),
      resource_depletion: factor,
      packaging: z.object({
        recyclability: z.enum(['fully', 'partially', 'none', 'unknown']),
        biodegradable: z.enum(['yes', 'partially', 'no', 'unknown']),
        details: z.string(),
        highlighted: z.boolean(),
        sources: z.array(source).optional(),
      }),
      others: z
        .record(z.string(), z.object({ rating: z.string(), status: z.string(), severity: level, details: z.string() }))
        .optional(),
    }),
    certifications: z.array(certification),
    green_claims: greenClaimsCheck.optional(),
    company_environmental_initiatives: companyEnvironmentalInitiatives.optional(),
  })
  .meta({ id: 'EnvironmentalSection' });
export type EnvironmentalSection = z.infer<typeof environmentalSection>;

export const animalProductType = z.enum([
  'dairy',
  'meat',
  'eggs',
  'seafood',
  'animal material',
  'bee product',
  'gelatin product',
  'unknown',
]);
export type AnimalProductType = z.infer<typeof animalProductType>;

export const ethicalSection = ratingBase
  .extend({
    labor_practices: z.object({
      /** unknown: no ingredient list, so the supply chain's commodities are not known (never a grade). */
      rating: z.enum(['poor', 'fair', 'good', 'unknown']),
      details: z.string(),
      highlighted: z.boolean(),
      sources: z.array(source).optional(),
    }),
    animal_testing: z.object({
      status: z.enum(['yes', 'no', 'unknown']),
      details: z.string(),
      highlighted: z.boolean(),
      sources: z.array(source).optional(),
    }),
    animal_welfare: z.object({
      status: z.enum(['concerning', 'humane', 'none', 'unknown']),
      rating: z.enum(['poor', 'fair', 'good', 'not applicable', 'unknown']),
      certification: z.string(),
      details: z.string(),
      notes: z.string(),
      highlighted: z.boolean(),
      sources: z.array(source).optional(),
    }),
    animal_derived_content: z.object({
      contains_animal_ingredients: triState,
      vegan: triState,
      vegetarian: triState,
      /** The ingredients behind a "maybe" or "unknown" ("natural flavourings", a name not recognised). */
      uncertain_ingredients: z.array(z.string()),
      animal_product_type: z.array(animalProductType),
      evidence: z.array(z.string()),
    }),
    social_impact: z.string(),
    overall_summary: z.string(),
    certifications: z.array(certification),
    company_ethical_initiatives: companyEthicalInitiatives.optional(),
  })
  .meta({ id: 'EthicalSection' });
export type EthicalSection = z.infer<typeof ethicalSection>;

export const ratings = z.object({
  health: healthSection,
  environmental: environmentalSection,
  ethical: ethicalSection,
});
export type Ratings = z.infer<typeof ratings>;
