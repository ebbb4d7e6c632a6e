import { fold } from '@clearcart/text';
import type { BrandKnowledge, CompanyProfile, ParentLink } from './types.ts';

/** What ownershipChain needs; the full Knowledge object fits. */
export interface OwnershipKnowledge {
  brands: readonly BrandKnowledge[];
  parents: readonly ParentLink[];
  companies: readonly CompanyProfile[];
}

/**
 * A brand name reduced to lower-case ASCII letters and digits, with "&" read as "and", so that
 * "Ben & Jerry's", "ben and jerrys" and "BEN AND JERRY’S" all give "benandjerrys" and "L'Oréal" gives "loreal".
 */
export function brandKey(name: string): string {
  return fold(name).replace(/ /g, '');
}

/** Finds a brand by its canonical name or any alias, ignoring case, accents and punctuation. */
export function findBrand(name: string, brands: readonly BrandKnowledge[]): BrandKnowledge | null {
  const key = brandKey(name);
  if (key === '') return null;
  // Canonical names win over aliases, so an alias shared by accident never hides a brand's own name.
  return (
    brands.find((b) => brandKey(b.name) === key) ??
    brands.find((b) => b.aliases.some((a) => brandKey(a) === key)) ??
    null
  );
}

/**
 * Resolves a brand by name or alias and returns its ownership chain: the direct owner first, then each
 * parent up to the ultimate parent. Returns null when the brand or its owner is unknown. A cycle in the
 * parent links stops the walk at the last company not yet visited.
 */
export function ownershipChain(
  brandName: string,
  k: OwnershipKnowledge,
): { brand: BrandKnowledge; chain: CompanyProfile[] } | null {
  const brand = findBrand(brandName, k.brands);
  if (!brand) return null;
  const byId = new Map(k.companies.map((c) => [c.id, c]));
  const parentOf = new Map(k.parents.map((p) => [p.company, p.parent]));
  const chain: CompanyProfile[] = [];
  const seen = new Set<string>();
  let id: string | undefined = brand.owner;
  while (id !== undefined && !seen.has(id)) {
    const company = byId.get(id);
    if (!company) break;
    seen.add(id);
    chain.push(company);
    id = parentOf.get(id);
  }
  return chain.length > 0 ? { brand, chain } : null;
}
