import type { IdentifiedBy } from '@clearcart/contracts';

// The contract's methods, listed here (type-checked both ways) so the search route does not pull zod in.
const METHODS = [
  'text search',
  'barcode',
  'label text',
  'catalog',
  'Open Food Facts',
  'Open Beauty Facts',
  'Open Products Facts',
  'LLM',
] as const satisfies readonly IdentifiedBy[];
const allMethodsListed: [Exclude<IdentifiedBy, (typeof METHODS)[number]>] extends [never] ? true : never = true;
void allMethodsListed;
const isMethod = (value: unknown): value is IdentifiedBy => (METHODS as readonly unknown[]).includes(value);

/**
 * Session-storage hand-off of how the shopper found a product (identify call → product page).
 * GET /products/{id} only knows the catalog's own values (confidence 1, 'catalog'), so the
 * confidence box and 'Identified using …' would otherwise never show the real method.
 */
export interface Identification {
  confidence: number;
  identified_by: IdentifiedBy;
}

const key = (productId: string) => `identification:${productId}`;

/** Keep the identification of a product for its page; storage errors only lose the detail. */
export function storeIdentification(
  productId: string,
  identification: { confidence: number; identified_by: IdentifiedBy | null },
): void {
  if (identification.identified_by === null) return;
  try {
    sessionStorage.setItem(
      key(productId),
      JSON.stringify({ confidence: identification.confidence, identified_by: identification.identified_by }),
    );
  } catch {
    // Private mode or a full storage: the page falls back to the catalog's values.
  }
}

/**
 * The identification held for a product, if valid. It is kept (not removed) so a reload of the
 * page in the same tab still shows how the product was found; a later identify call replaces it.
 */
export function readIdentification(productId: string): Identification | null {
  try {
    const raw = sessionStorage.getItem(key(productId));
    if (raw === null) return null;
    const value = JSON.parse(raw) as { confidence?: unknown; identified_by?: unknown };
    const method = value.identified_by;
    const confidence = value.confidence;
    if (!isMethod(method) || typeof confidence !== 'number' || !(confidence >= 0 && confidence <= 1)) {
      sessionStorage.removeItem(key(productId));
      return null;
    }
    return { confidence, identified_by: method };
  } catch {
    return null;
  }
}

/** The entity's values overridden by a held identification, when there is one. */
export function withIdentification<T extends { confidence?: number; identifiedBy?: IdentifiedBy }>(
  entity: T,
  identification: Identification | null,
): T {
  if (!identification) return entity;
  return { ...entity, confidence: identification.confidence, identifiedBy: identification.identified_by };
}
