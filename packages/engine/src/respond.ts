import type { Preferences, ProductFacts, ProductResponse } from '@clearcart/contracts';
import type { Knowledge } from '@clearcart/knowledge';
import { canonicalFacts, describeProduct, evaluateProduct, factSources } from './evaluate.ts';
import { en } from './i18n/en.ts';
import { ENGLISH, Voice, type Speech } from './i18n/voice.ts';

/**
 * Bump when the engine's rules change what it answers: stored evaluations of an older engine are then not served, and
 * an offline pack made for another engine is refused by the device (docs/decisions/032-offline-pack.md).
 */
export const ENGINE_VERSION = '78';

/** The credits a product response can carry (in English; a report in another language carries its own words). */
export const ATTRIBUTION: readonly string[] = en.attribution;

/** A product page of the Open Food Facts family of databases. */
const OPEN_DATA_PAGE = /^https:\/\/([a-z-]+\.)?open(food|beauty|products|petfood)facts\.org\//;

/**
 * The credits of the sources this report used, and only those (blind audit 74): the Open Food Facts line when facts
 * come from one of its records, the AGRIBALYSE line when a footprint figure from it is shown.
 */
export function attributionOf(facts: ProductFacts, ratings: ProductResponse['ratings'], speech: Speech): string[] {
  const [openData, agribalyse] = speech.messages.attribution;
  const fromOpenData = facts.openRecord !== undefined || facts.sources.some((s) => OPEN_DATA_PAGE.test(s.url ?? ''));
  const footprint = ratings?.environmental.environmental_factors.carbon_footprint;
  const fromAgribalyse =
    footprint?.kg_co2e_per_kg !== undefined && (footprint.sources ?? []).some((s) => /AGRIBALYSE/.test(s.title));
  return [...(fromOpenData ? [openData!] : []), ...(fromAgribalyse ? [agribalyse!] : [])];
}

/**
 * What results derived from the engine are valid for: this engine and this knowledge, whose fingerprint is the first
 * 16 hex digits of the SHA-256 of `JSON.stringify(knowledge)` (the caller hashes: node:crypto on the server,
 * SubtleCrypto on the device).
 */
export const versionOf = (knowledgeSha256Hex: string): string => `${ENGINE_VERSION}:${knowledgeSha256Hex.slice(0, 16)}`;

/**
 * The product response of one product's facts: the basic view, or the complete one with ratings and the personal
 * alerts of `preferences`, in the language of `speech` (English by default; `loadSpeech`). The server answers with it
 * and the device computes it offline from the same facts, so the two are the same JSON.
 */
export function respond(
  facts: ProductFacts,
  knowledge: Knowledge,
  status: 'basic' | 'complete',
  preferences?: Preferences,
  speech: Speech = ENGLISH,
): ProductResponse {
  const described = describeProduct(facts, knowledge, speech);
  const evaluation = status === 'complete' ? evaluateProduct(facts, knowledge, preferences, speech) : undefined;
  const language = speech.messages.format.locale;
  return {
    entity: {
      id: facts.id,
      name: facts.name,
      brand: facts.brand,
      // The most specific category on record, as the evaluation reads the facts.
      category: canonicalFacts(facts, knowledge).category,
      // A product opened by id is the catalog's record itself; identify reports its own confidence.
      confidence: 1,
      identifiedBy: 'catalog',
      type: facts.kind,
      ...(facts.gtin ? { gtin: facts.gtin } : {}),
      ...(facts.quantity ? { quantity: facts.quantity } : {}),
      ...(facts.imageUrl ? { image_url: facts.imageUrl } : {}),
      certifications: described.certifications,
      ...(described.parent_company ? { parent_company: described.parent_company } : {}),
      ...(described.manufacturer ? { manufacturer: described.manufacturer } : {}),
      insights: described.insights,
    },
    ...(evaluation ? { ratings: evaluation.ratings, personal_alerts: evaluation.personal_alerts } : {}),
    metadata: {
      data_quality: { evaluation_status: status },
      sources: factSources(facts, new Voice(speech)),
      attribution: attributionOf(facts, evaluation?.ratings, speech),
      ...(facts.openRecord ? { open_record: facts.openRecord } : {}),
      // English is the contract's default: an English report is today's, byte for byte.
      ...(language === 'en' ? {} : { language }),
    },
  };
}
