import type { ProductEntity, Ratings } from '@clearcart/contracts';
import { onRecord } from '../../../lib/brand.ts';
import { isKind, type Prefill } from './draft.ts';

const FIELDS = ['name', 'brand', 'gtin', 'category'] as const;

/** The address of the guided capture, with what is known of the product already. */
export function readHref(prefill: Prefill = {}): string {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = prefill[field]?.trim();
    if (value) params.set(field, value);
  }
  if (prefill.kind) params.set('kind', prefill.kind);
  const query = params.toString();
  return query ? `/read?${query}` : '/read';
}

/** What the address says of the product (the reverse of readHref); anything malformed is left out. */
export function prefillOf(params: URLSearchParams): Prefill {
  const prefill: Prefill = {};
  for (const field of FIELDS) {
    const value = params.get(field)?.trim().slice(0, 200);
    if (value) prefill[field] = value;
  }
  if (prefill.gtin && !/^\d{8,14}$/.test(prefill.gtin)) delete prefill.gtin;
  const kind = params.get('kind');
  if (isKind(kind)) prefill.kind = kind;
  return prefill;
}

/** What a catalog product's report lacks that its pack prints: its ingredient list, its nutrition table (food only). */
export function missingFacts(entity: Pick<ProductEntity, 'type'>, ratings: Partial<Ratings>): string[] {
  const health = ratings.health;
  const missing: string[] = [];
  if (!health || health.ingredients.list.length === 0) missing.push('ingredient list');
  const food = entity.type === 'food' || entity.type === 'beverage';
  const figures = health?.nutrition ? Object.values(health.nutrition.per_100).filter((v) => v !== undefined) : [];
  if (food && figures.length === 0) missing.push('nutrition table');
  return missing;
}

/** What is known of a catalog product, for reading the rest from its pack. */
export function prefillOfProduct(entity: ProductEntity): Prefill {
  const gtin = typeof entity.gtin === 'string' && /^\d{8,14}$/.test(entity.gtin) ? entity.gtin : undefined;
  return {
    ...(entity.name ? { name: entity.name } : {}),
    ...(onRecord(entity.brand) ? { brand: entity.brand } : {}),
    ...(entity.type ? { kind: entity.type } : {}),
    ...(gtin ? { gtin } : {}),
    ...(entity.category ? { category: entity.category } : {}),
  };
}
