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

/** Folded texts joined by a space: the same as folding them joined (folding works on runs within a text). */
const joined = (...folded: string[]) => folded.filter((text) => text !== '').join(' ');

export function productRow(p: ProductFacts): ProductRow {
  // Name and brand folded once for the three texts: folding is most of the cost of a row after normalising.
  const name = foldText(p.name);
  const brand = foldText(p.brand);
  return {
    id: p.id,
    gtin: p.gtin ?? null,
    name: p.name,
    brand: p.brand,
    category: p.category,
    facts: JSON.stringify(p),
    searchText: joined(name, brand, ...p.aliases.map(foldText), foldText(p.category)),
    nameText: joined(name, brand),
    brandNameText: joined(brand, name),
  };
}
