// The engine on the device, in a chunk of its own that loads only when the shopper uses offline products:
// the same `respond` and knowledge the server answers with, so a report made here is the server's, byte for byte.
import {
  evaluateRequest,
  productResponse,
  type InterfaceLanguage,
  type ProductFacts,
  type ProductResponse,
} from '@clearcart/contracts';
import { dateKnowledge, ENGLISH, respond, speechLoader, versionOf, type Speech } from '@clearcart/engine';
import { knowledge, loadTranslation } from '@clearcart/knowledge';

// Dated company facts are checked against the device's day, as the server checks them against its own.
dateKnowledge(knowledge, () => new Date().toISOString().slice(0, 10));

/**
 * The report's words in one language: English is in this chunk; each other language is a chunk of its own
 * (the engine's messages and the knowledge's names), fetched the first time a report is made in it.
 */
export const speechIn: (language: InterfaceLanguage) => Promise<Speech> = speechLoader(loadTranslation);

/**
 * GET /products/{id} as the server answers it, from the product's facts: through the response schema as the server's
 * route sends it, so even the keys come in the same order.
 */
export function basicReport(facts: ProductFacts, speech: Speech = ENGLISH): ProductResponse {
  return productResponse.parse(respond(facts, knowledge, 'basic', undefined, speech));
}

/**
 * POST /products/evaluate/{id} as the server answers it: the body read as the server reads it (`evaluateRequest`);
 * a body the server would refuse is answered without preferences.
 */
export function completeReport(facts: ProductFacts, body: unknown, speech: Speech = ENGLISH): ProductResponse {
  const parsed = evaluateRequest.safeParse(body ?? {});
  return productResponse.parse(
    respond(facts, knowledge, 'complete', parsed.success ? parsed.data.preferences : undefined, speech),
  );
}

/**
 * The engine and knowledge this device has, as the server names them in a pack's header (`derivedVersion`): the
 * knowledge's JSON hashed with SubtleCrypto as the server hashes it with node:crypto. A pack of any other version is
 * refused.
 */
export async function engineVersion(): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(knowledge)));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return versionOf(hex);
}

/** This build of the chunk (its file name carries a hash of its content): the version is kept per build. */
export const build = import.meta.url;
