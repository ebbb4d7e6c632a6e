import type { ProductEntity, ProductResponse, Ratings } from '@clearcart/contracts';

export const UNKNOWN_PRODUCT = 'Unknown Product';
export const INVALID_PRODUCT = 'Product not found or invalid format';

/** Thrown when a response has no entity (spec §5). */
export class InvalidProductError extends Error {
  constructor() {
    super(INVALID_PRODUCT);
    this.name = 'InvalidProductError';
  }
}

/** Accept a product response only when it carries an entity object. */
export function assertProductResponse(value: unknown): ProductResponse {
  if (typeof value !== 'object' || value === null) throw new InvalidProductError();
  const entity = (value as { entity?: unknown }).entity;
  if (typeof entity !== 'object' || entity === null) throw new InvalidProductError();
  return value as ProductResponse;
}

/** The product's name, or 'Unknown Product'. */
export function productName(entity: Partial<ProductEntity> | undefined): string {
  const name = typeof entity?.name === 'string' ? entity.name.trim() : '';
  return name || UNKNOWN_PRODUCT;
}

/** Ratings may sit at top level or inside the entity. */
export function extractRatings(response: Partial<ProductResponse> | undefined): Partial<Ratings> | undefined {
  if (!response) return undefined;
  return response.ratings ?? response.entity?.ratings ?? undefined;
}

export type SectionKey = 'health' | 'environmental' | 'ethical';

/** Default summary of a section without data. */
export const defaultSummary = (section: SectionKey): string => `No ${section} information available for this product.`;

export const EMPTY_TEXT: Record<SectionKey | 'company', string> = {
  health: 'No health information is available for this product yet.',
  environmental: 'No environmental information is available for this product yet.',
  ethical: 'No ethical information is available for this product yet.',
  company: 'No company or brand information is available for this product yet.',
};
