import { describeProduct } from '@clearcart/engine';
import { knowledge } from '@clearcart/knowledge';
import { describe, expect, it } from 'vitest';
import { loadSeedCatalog } from '../src/catalog/seed.ts';

// For every seed product the Company tab shows a company with at least one sourced statement,
// or — only for a brand the knowledge truly lacks — nothing (the web then shows the spec's empty text).
describe('company knowledge over the whole seed catalog', () => {
  const catalog = loadSeedCatalog();

  it.each(catalog.map((p) => [p.id, p] as const))('%s', (_id, product) => {
    const { insights } = describeProduct(product, knowledge);
    const company = insights.company;
    expect(company, `no company for brand "${product.brand}"`).toBeDefined();
    expect(company?.about, `company of "${product.brand}" has no statement`).toBeTruthy();
    expect(company?.sources.some((s) => s.url?.startsWith('https://'))).toBe(true);
    // The chain runs from the brand owner to the company the profile speaks for.
    expect(company?.ownership?.[0]?.relation).toBe('brand owner');
  });
});
