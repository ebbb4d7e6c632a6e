import type {
  Certification,
  Dimension,
  Insights,
  PersonalAlert,
  ProductFacts,
  Ratings,
  Source,
} from '@clearcart/contracts';
import type { Knowledge } from '@clearcart/knowledge';
import { analyse, type Analysis } from './analyse.ts';
import { mostSpecificCategory } from './category.ts';
import { certificationsOf, hasCheckableOrigin, mostSpecificLabels } from './common.ts';
import {
  companyCertifications,
  companyScope,
  healthInitiatives,
  insightsOf,
  nearestProfile,
  resolveOwnership,
} from './company.ts';
import { environmentalSection } from './environmental/section.ts';
import { ethicalSection } from './ethical/section.ts';
import { categoryWords } from './facts/from-off.ts';
import { nonFoodHealthSection } from './health/non-food.ts';
import { healthSection } from './health/section.ts';
import { indexKnowledge, labelsOf, taxonomyName, type KnowledgeIndex } from './knowledge-index.ts';
import { Alerts } from './findings.ts';
import { ENGLISH, Voice, type Speech } from './i18n/voice.ts';
import { preferencesFrom, sortedAlerts } from './personal.ts';

export interface Evaluation {
  ratings: Ratings;
  personal_alerts: PersonalAlert[];
}

/** The basic product view: certifications, brand and company insights. Cheap; no ratings. */
export function describeProduct(
  facts: ProductFacts,
  knowledge: Knowledge,
  /** The report's language: its messages and the knowledge's words in it (English by default). */
  speech: Speech = ENGLISH,
): { certifications: Certification[]; insights: Insights; parent_company?: string; manufacturer?: string } {
  const v = new Voice(speech);
  const index = indexKnowledge(knowledge);
  const { labels } = labelsOf(facts, index);
  const ownership = resolveOwnership(facts, index);
  // The certifications the company holds are listed as the Ethical tab lists them.
  const held = companyCertifications(facts, labels, ownership, index);
  // One label of one kind, as the tabs name them: "Organic (scheme not stated)" is not listed beside the Euro leaf.
  return {
    certifications: certificationsOf(mostSpecificLabels(labels), undefined, held, v, facts),
    ...insightsOf(ownership, index, v),
  };
}

/** The full evaluation without the safety net; exported for tests that must see any exception. */
export function evaluateProductStrict(
  recorded: ProductFacts,
  knowledge: Knowledge,
  /** The shopper's preferences; anything that does not parse is ignored. */
  preferences?: unknown,
  /** The report's language: its messages and the knowledge's words in it (English by default). */
  speech: Speech = ENGLISH,
): Evaluation {
  const v = new Voice(speech);
  const facts = canonicalFacts(recorded, knowledge);
  const index = indexKnowledge(knowledge);
  // Every section cites the facts' sources as they hold (a home page is not a source of a product's facts).
  const analysis = { ...analysed(facts, index), facts: { ...facts, sources: factSources(facts, v) } };
  const prefs = preferencesFrom(preferences);
  const alerts = new Alerts();
  const ownership = resolveOwnership(facts, index);
  // Foods and drinks are read as food; cosmetics and household products by their INCI list.
  const food = facts.kind === 'food' || facts.kind === 'beverage';
  const health = (food ? healthSection : nonFoodHealthSection)(analysis, prefs, alerts, v);
  // Each company block is the nearest company's that has one: the brand's own company first, then its parents.
  const companyHealth = healthInitiatives(
    nearestProfile(ownership, (p) => p.health !== undefined),
    v,
    companyScope(facts, analysis.index),
  );
  if (companyHealth) {
    health.company_health_initiatives = companyHealth;
    health.sources = [
      ...health.sources,
      ...companyHealth.sources.filter((s) => !health.sources.some((h) => h.title === s.title && h.url === s.url)),
    ];
  }
  const environmental = environmentalSection(analysis, prefs, ownership, alerts, v);
  const ethical = ethicalSection(analysis, prefs, ownership, alerts, v);
  if (isDrafted(facts)) {
    for (const section of [health, environmental, ethical]) {
      section.reliability = 'Low';
      section.impact_summary = `${v.m.evaluation.drafted} ${section.impact_summary}`;
    }
  } else if (!hasCheckableOrigin(facts)) {
    // The sections read from the product's own facts are only as good as facts no reader can check. The note comes
    // after the finding, so the summary's first sentence still says what was found.
    for (const section of [health, environmental]) {
      section.reliability = section.reliability === 'High' ? 'Medium' : 'Low';
      section.impact_summary = `${section.impact_summary} ${v.m.evaluation.unverified}`;
    }
  }
  return { ratings: { health, environmental, ethical }, personal_alerts: sortedAlerts(alerts.list) };
}

/** Read facts by the knowledge's category names, then by its parent links (a table each may lack), then by facts. */
const canonical = new WeakMap<object, WeakMap<object, WeakMap<ProductFacts, ProductFacts>>>();
const NO_PARENTS = {};

/**
 * The category a record's tag names, if the taxonomy knows it: the tag itself, or its name read under its own prefix,
 * then under any prefix (a record may carry a French name under "en:", as it writes its categories under its main
 * language). A tag no category is named by stays as it is.
 */
function categoryNamed(tag: string, aliases: Readonly<Record<string, string>>): string {
  if (Object.hasOwn(aliases, tag)) return aliases[tag]!;
  const colon = tag.indexOf(':');
  if (colon < 1) return tag;
  const name = taxonomyName(tag.slice(colon + 1));
  const prefixed = `${tag.slice(0, colon)}:${name}`;
  if (Object.hasOwn(aliases, prefixed)) return aliases[prefixed]!;
  return Object.hasOwn(aliases, name) ? aliases[name]! : tag;
}

/**
 * The facts with each category tag read as its canonical Open Food Facts category, before any look-up:
 * "fr:barquettes-aux-fruits" is "en:sponge-cake-biscuits-wih-fruits-covering", whose AGRIBALYSE food is the product's
 * own (decision 095). A category with no figure of its own is preceded by its nearest ancestor that has one, which a
 * record whose tag the taxonomy did not place does not carry ("en:sodas-aux-fruits-exotiques": sodas). A category shown
 * as a tag's words, as an Open Food Facts record gives it, is the most specific tag's (`shownCategory`). Made once per
 * facts; the facts themselves are never changed, and are returned as they are when nothing is read otherwise.
 */
export function canonicalFacts(facts: ProductFacts, knowledge: Knowledge): ProductFacts {
  const aliases = knowledge.categoryAliases ?? {};
  const within = knowledge.categoryWithin ?? {};
  const key = knowledge.categoryAliases ?? knowledge.categoryWithin ?? knowledge.categoryParents;
  if (!key || facts.categoryTags.length === 0) return facts;
  let byParents = canonical.get(key);
  if (!byParents) canonical.set(key, (byParents = new WeakMap()));
  const parents = knowledge.categoryParents ?? NO_PARENTS;
  let byFacts = byParents.get(parents);
  if (!byFacts) byParents.set(parents, (byFacts = new WeakMap()));
  let read = byFacts.get(facts);
  if (!read) {
    const categoryTags = [
      ...new Set(
        facts.categoryTags.flatMap((tag) => {
          const category = categoryNamed(tag, aliases);
          return Object.hasOwn(within, category) ? [within[category]!, category] : [category];
        }),
      ),
    ];
    const category = shownCategory(facts, categoryTags, knowledge);
    const same =
      category === facts.category &&
      categoryTags.length === facts.categoryTags.length &&
      categoryTags.every((t, i) => t === facts.categoryTags[i]);
    byFacts.set(facts, (read = same ? facts : { ...facts, category, categoryTags }));
  }
  return read;
}

/**
 * The category a report shows. Where the recorded one is the words of one of its English tags (an Open Food Facts
 * record's last tag in its own order, which may be a broad one or one the facts contradict: "Sugared beverages" for a
 * Fanta Zero that is also tagged fruit sodas), the most specific of the tags as read (`mostSpecificCategory`). A
 * category in words of its own is the catalog's choice and is kept, and so is one of tags the taxonomy does not hold.
 */
function shownCategory(facts: ProductFacts, categoryTags: readonly string[], knowledge: Knowledge): string {
  // The taxonomy is of foods: a cosmetic's or a household product's own category stands ("Face cleansers").
  const food = facts.kind === 'food' || facts.kind === 'beverage';
  const fromTag =
    food && facts.categoryTags.some((tag) => tag.startsWith('en:') && categoryWords(tag) === facts.category);
  const specific = fromTag ? mostSpecificCategory(categoryTags, knowledge) : undefined;
  return specific ? categoryWords(specific) : facts.category;
}

/**
 * The analysis of one facts object, made once per knowledge: a report in another language or for other preferences
 * reads the same list (the device re-renders when either changes, and the sweeps ask for thousands). The analysis
 * reads no sources and no words of a language, and facts are never changed in place.
 */
const analyses = new WeakMap<KnowledgeIndex, WeakMap<ProductFacts, Analysis>>();
function analysed(facts: ProductFacts, index: KnowledgeIndex): Analysis {
  let byFacts = analyses.get(index);
  if (!byFacts) analyses.set(index, (byFacts = new WeakMap()));
  let analysis = byFacts.get(facts);
  if (!analysis) byFacts.set(facts, (analysis = analyse(facts, index)));
  return analysis;
}

/** Prefix of the source title the server gives facts drafted by a language model. */
export const DRAFTED_SOURCE_PREFIX = 'LLM:';

/**
 * The sources of a product's facts as a reader can rely on them: a page that states the facts (an Open Food Facts
 * record, the maker's product page), an encyclopaedia article (about the brand) or a model's draft is kept; a home page
 * or a title without an address, which states none of them, becomes plainly "as entered in ClearCart's catalog", once:
 * never "from the pack", which no record of a catalog entry supports (a pack the shopper read is its own source).
 */
export function factSources(facts: Pick<ProductFacts, 'sources'>, v: Voice): Source[] {
  const holds = (source: Source): boolean =>
    source.title.startsWith(DRAFTED_SOURCE_PREFIX) ||
    (source.url !== undefined &&
      (hasCheckableOrigin({ sources: [source] }) || /(^|\.)wikipedia\.org$/.test(new URL(source.url).hostname)));
  const kept = facts.sources.filter(holds);
  return kept.length === facts.sources.length ? [...facts.sources] : [...kept, { title: v.m.evaluation.catalogSource }];
}

/** Facts that come only from a language model's draft: every finding on them is at best of low reliability. */
function isDrafted(facts: ProductFacts): boolean {
  return facts.sources.length > 0 && facts.sources.every((s) => s.title.startsWith(DRAFTED_SOURCE_PREFIX));
}

const fallbackSection = (area: Dimension, v: Voice) => ({
  impact_summary: v.m.evaluation.noInformation(area),
  recommendations: [],
  reliability: 'Low' as const,
  sources: [],
  data_confidence: {},
});

/** A valid, empty report: returned only if the evaluation hits a defect, so a caller never sees an exception. */
function emptyEvaluation(v: Voice): Evaluation {
  return {
    ratings: {
      health: {
        ...fallbackSection('health', v),
        allergens: {},
        health_concerns: {},
        ingredients: { list: [], notable_ingredients: [] },
        certifications: [],
      },
      environmental: {
        ...fallbackSection('environmental', v),
        palm_oil: {
          contains: false,
          status: 'unknown',
          status_ingredients: [],
          certification: 'unknown',
          sustainability_level: 'unknown',
          details: '',
          explanation: '',
          rating: 'Unknown',
          highlighted: false,
        },
        environmental_factors: {
          carbon_footprint: { rating: 'unknown', details: '', highlighted: false },
          water_usage: { rating: 'unknown', details: '', highlighted: false },
          resource_depletion: { rating: 'unknown', details: '', highlighted: false },
          packaging: { recyclability: 'unknown', biodegradable: 'unknown', details: '', highlighted: false },
        },
        certifications: [],
      },
      ethical: {
        ...fallbackSection('ethical', v),
        labor_practices: { rating: 'unknown', details: '', highlighted: false },
        animal_testing: { status: 'unknown', details: '', highlighted: false },
        animal_welfare: {
          status: 'unknown',
          rating: 'unknown',
          certification: 'unknown',
          details: '',
          notes: '',
          highlighted: false,
        },
        animal_derived_content: {
          contains_animal_ingredients: 'unknown',
          vegan: 'unknown',
          vegetarian: 'unknown',
          uncertain_ingredients: [],
          animal_product_type: [],
          evidence: [],
        },
        social_impact: '',
        overall_summary: '',
        certifications: [],
      },
    },
    personal_alerts: [],
  };
}

/**
 * The full report for one product: health, environmental and ethical sections, personalised when preferences are
 * given (invalid preferences are ignored). Pure; never throws.
 */
export function evaluateProduct(
  facts: ProductFacts,
  knowledge: Knowledge,
  /** The shopper's preferences; anything that does not parse is ignored. */
  preferences?: unknown,
  /** The report's language: its messages and the knowledge's words in it (English by default). */
  speech: Speech = ENGLISH,
): Evaluation {
  try {
    return evaluateProductStrict(facts, knowledge, preferences, speech);
  } catch {
    return emptyEvaluation(new Voice(speech));
  }
}
