import type { ProductFacts } from '@clearcart/contracts';
import { fold } from '@clearcart/text';

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
  /** Open Food Facts' distinct scanners of the product (its rank in an offline pack), as digits; null when unknown. */
  popularity: string | null;
  /** Where it is sold, as a PostgreSQL array of ISO country codes ("{fr,gb}"); null when unknown (everywhere). */
  countries: string | null;
}

/** What an export record says of a product beyond its facts: how many people scan it, and where it is sold. */
export interface Reach {
  scans: number | null;
  countries: readonly string[] | null;
}

export function searchTextOf(p: ProductFacts): string {
  return fold([p.name, p.brand, ...p.aliases, p.category].join(' '));
}

/** Folded texts joined by a space: the same as folding them joined (folding works on runs within a text). */
const joined = (...folded: string[]) => folded.filter((text) => text !== '').join(' ');

export function productRow(p: ProductFacts): ProductRow {
  // Name and brand folded once for the three texts: folding is most of the cost of a row after normalising.
  const name = fold(p.name);
  const brand = fold(p.brand);
  return {
    id: p.id,
    gtin: p.gtin ?? null,
    name: p.name,
    brand: p.brand,
    category: p.category,
    facts: JSON.stringify(p),
    searchText: joined(name, brand, ...p.aliases.map(fold), fold(p.category)),
    nameText: joined(name, brand),
    brandNameText: joined(brand, name),
    popularity: null,
    countries: null,
  };
}

/** The row of an imported record: its facts, with its scans and countries. */
export function importedRow(p: ProductFacts, reach: Reach): ProductRow {
  return {
    ...productRow(p),
    popularity: reach.scans === null ? null : String(reach.scans),
    countries: reach.countries ? `{${reach.countries.join(',')}}` : null,
  };
}
