import type { Dimension } from '@clearcart/contracts/dimensions';
import type { ProductEntity, ProductResponse, Ratings } from '@clearcart/contracts';
import { t } from '../../../i18n/i18n.ts';

/** Thrown when a response has no entity: such a response is invalid. */
export class InvalidProductError extends Error {
  constructor() {
    super(t('product.invalid'));
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
  return name || t('product.unknown');
}

/** Ratings may sit at top level or inside the entity. */
export function extractRatings(response: Partial<ProductResponse> | undefined): Partial<Ratings> | undefined {
  if (!response) return undefined;
  return response.ratings ?? response.entity?.ratings ?? undefined;
}

export type SectionKey = Dimension;

/** Default summary of a section without data. */
export const defaultSummary = (section: SectionKey): string => t(`product.defaultSummary.${section}`);

/** What an empty tab says. */
export const emptyText = (tab: SectionKey | 'company'): string => t(`product.empty.${tab}`);
