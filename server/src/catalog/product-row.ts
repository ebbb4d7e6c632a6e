import type { ProductFacts } from '@clearcart/contracts';
import { foldText } from './search-text.ts';

/**
 * A product as the store writes it: its facts as JSON and the folded texts search reads. Only strings, so a
 * normalising thread hands it over cheaply, and the store does no per-row work but write it.
 */
export interface ProductRow {
  id: string;
  gtin: string | null;
  name: string;
  brand: string;
  category: string;
  facts: string;
  /** Every word the product is known by: name, brand, aliases and category, folded. */
  searchText: string;
  /** "name brand" and "brand name", folded: what autocomplete's prefix indexes read. */
  nameText: string;
  brandNameText: string;
}

export function searchTextOf(p: ProductFacts): string {
  return foldText([p.name, p.brand, ...p.aliases, p.category].join(' '));
}

export function productRow(p: ProductFacts): ProductRow {
  return {
    id: p.id,
    gtin: p.gtin ?? null,
    name: p.name,
    brand: p.brand,
    category: p.category,
    facts: JSON.stringify(p),
    searchText: searchTextOf(p),
    nameText: foldText(`${p.name} ${p.brand}`),
    brandNameText: foldText(`${p.brand} ${p.name}`),
  };
}
