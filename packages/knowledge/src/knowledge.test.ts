import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Source } from '@clearcart/contracts';
import { ALLERGEN_IDS, ENVIRONMENT_CERTIFICATION_IDS, ETHICAL_CERTIFICATION_IDS } from '@clearcart/contracts';
import { describe, expect, it } from 'vitest';
import { knowledge } from './index.ts';
import { CITING_FIELDS } from './load.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sharedData = path.resolve(repoRoot, '../shared/data');
const taxonomyDir = path.join(sharedData, 'openfoodfacts/taxonomies');
const hasTaxonomies = existsSync(taxonomyDir);
if (!hasTaxonomies && process.env.CI) throw new Error(`CI: OFF taxonomies missing at ${taxonomyDir}`);

const OFF_TAG = /^[a-z]{2}:[\p{L}\p{N}-]+$/u;
const PLACEHOLDER_HOSTS = /(^|\.)(example\.(com|org|net)|localhost|lorem[a-z]*\.[a-z]+|test|invalid)$/i;

const { allergens, additives, ingredients, commodities, labels, packaging, footprints } = knowledge;
const tables = { allergens, additives, ingredients, commodities, labels, packaging, footprints };

const allSources = (): Array<{ where: string; source: Source }> =>
  Object.entries(tables).flatMap(([table, rows]) =>
    (rows as ReadonlyArray<object>).flatMap((row: { id?: string; code?: string }) =>
      [...CITING_FIELDS]
        .flatMap((field) => (row as Record<string, readonly Source[] | undefined>)[field] ?? [])
        .map((source) => ({ where: `${table}/${row.id ?? row.code}`, source })),
    ),
  );

const duplicates = (values: readonly string[]): string[] => values.filter((v, i) => values.indexOf(v) !== i);

/** Each canonical English tag of an OFF taxonomy file with its parents' ("<en:…" lines), as `taxonomyTags` spells them. */
function taxonomyParents(file: string): Map<string, string[]> {
  const toTag = (name: string): string =>
    `en:${name
      .replace(/\\,/g, ',')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')}`;
  const parents = new Map<string, string[]>();
  for (const block of readFileSync(path.join(taxonomyDir, file), 'utf8').split(/\n\s*\n/)) {
    const lines = block.split('\n').map((l) => l.trim());
    const ups = lines.flatMap((l) => (/^<en:/.test(l) ? [toTag(l.slice(4).split(',')[0]!)] : []));
    const name = lines.find((l) => /^en:/.test(l));
    if (name) parents.set(toTag(name.slice(3).split(',')[0]!), ups);
  }
  return parents;
}

/** Canonical tags of an OFF taxonomy file: each entry's first name, lower-cased, non-alphanumerics to '-'. */
function taxonomyTags(file: string): Set<string> {
  const tags = new Set<string>();
  const toTag = (lang: string, name: string): string =>
    `${lang}:${name
      .replace(/\\,/g, ',')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')}`;
  // OFF drops accents in some languages (fr, en) and keeps them in others (de), so accept both spellings.
  const unaccent = (tag: string): string =>
    tag.normalize('NFD').replace(/\p{M}/gu, '').replace(/œ/g, 'oe').replace(/æ/g, 'ae');
  for (const block of readFileSync(path.join(taxonomyDir, file), 'utf8').split(/\n\s*\n/)) {
    for (const raw of block.split('\n')) {
      const line = raw.trim();
      if (!line || line.startsWith('#') || line.startsWith('<')) continue;
      if (/^(synonyms|stopwords):/.test(line) || /^[a-z_0-9]{3,}:[a-z]{2}:/.test(line)) break;
      const match = /^([a-z]{2}):\s*([^,]+)/.exec(line);
      if (match?.[1] && match[2]) {
        const tag = toTag(match[1], match[2].trim());
        tags.add(tag);
        tags.add(unaccent(tag));
      }
      break;
    }
  }
  return tags;
}

describe('knowledge tables', () => {
  it('meet the minimum sizes of the issue', () => {
    expect(allergens.map((a) => a.id).sort()).toEqual([...ALLERGEN_IDS].sort());
    expect(additives.length).toBeGreaterThanOrEqual(150);
    expect(labels.length).toBeGreaterThanOrEqual(60);
    expect(footprints.length).toBeGreaterThanOrEqual(80);
    expect(ingredients.length).toBeGreaterThan(0);
    expect(commodities.length).toBeGreaterThan(0);
    expect(packaging.length).toBeGreaterThan(0);
  });

  it.each([
    ['allergens', allergens.map((a) => a.id)],
    ['additives', additives.map((a) => a.code)],
    ['ingredients', ingredients.map((i) => i.id)],
    ['commodities', commodities.map((c) => c.id)],
    ['labels', labels.map((l) => l.id)],
    ['packaging', packaging.map((p) => p.id)],
    ['footprints', footprints.map((f) => f.id)],
  ])('%s have unique ids', (_table, ids) => {
    expect(duplicates(ids)).toEqual([]);
  });

  it('cites only well-formed https URLs on real hosts', () => {
    const bad = allSources().filter(({ source }) => {
      if (source.url === undefined) return false;
      try {
        const url = new URL(source.url);
        return url.protocol !== 'https:' || PLACEHOLDER_HOSTS.test(url.hostname) || source.url !== source.url.trim();
      } catch {
        return true;
      }
    });
    expect(bad).toEqual([]);
    expect(allSources().filter(({ source }) => source.title.trim() === '')).toEqual([]);
  });

  it('gives a source for every additive with a concern', () => {
    expect(additives.filter((a) => a.concernLevel !== 'none' && a.sources.length === 0).map((a) => a.code)).toEqual([]);
  });

  it('calls an additive an azo colour only when it is one', () => {
    // The azo colours of the EU list; quinoline yellow (E104) is a quinophthalone, not an azo dye.
    const azo = new Set([
      'e102',
      'e107',
      'e110',
      'e122',
      'e123',
      'e124',
      'e128',
      'e129',
      'e151',
      'e154',
      'e155',
      'e180',
    ]);
    const saysAzo = (text: string | undefined): boolean => /\bazo\b/i.test(text ?? '');
    expect(
      additives.filter((a) => !azo.has(a.code) && (saysAzo(a.concern) || saysAzo(a.name))).map((a) => a.code),
    ).toEqual([]);
  });

  it('writes additive codes as lower-case E-numbers', () => {
    expect(additives.filter((a) => !/^e\d{3,4}[a-z]?(\([ivx]+\))?$/.test(a.code)).map((a) => a.code)).toEqual([]);
  });

  it('writes every OFF tag in canonical form', () => {
    const tags = [allergens, labels, packaging, footprints].flatMap((rows) => rows.flatMap((row) => row.offTags));
    expect(tags.filter((tag) => !OFF_TAG.test(tag))).toEqual([]);
  });

  it('keeps words and false friends lower-case and without duplicates', () => {
    const lists = [...allergens, ...ingredients, ...commodities].flatMap((row) => [
      { id: row.id, list: row.words },
      { id: row.id, list: 'falseFriends' in row ? (row.falseFriends ?? []) : [] },
    ]);
    expect(
      lists
        .filter(({ list }) => list.some((w) => w !== w.toLowerCase() || w.trim() !== w || w === ''))
        .map((l) => l.id),
    ).toEqual([]);
    expect(
      lists
        .filter(({ list }) => duplicates(list).length > 0)
        .map(({ id, list }) => `${id}: ${duplicates(list).join(', ')}`),
    ).toEqual([]);
  });

  it('links labels, commodities and ingredients to ids that exist', () => {
    const labelIds = new Set(labels.map((l) => l.id));
    const commodityIds = new Set(commodities.map((c) => c.id));
    const preferenceIds = new Set<string>([...ENVIRONMENT_CERTIFICATION_IDS, ...ETHICAL_CERTIFICATION_IDS]);
    expect(commodities.flatMap((c) => c.mitigatedBy).filter((id) => !labelIds.has(id))).toEqual([]);
    expect(
      ingredients.flatMap((i) => (i.commodity ? [i.commodity] : [])).filter((id) => !commodityIds.has(id)),
    ).toEqual([]);
    expect(labels.flatMap((l) => l.satisfies).filter((id) => !preferenceIds.has(id))).toEqual([]);
  });

  it('gives the ecolabels criteria for product groups that exist, once each, every one sourced to the criteria document', () => {
    const groups = knowledge.productGroups ?? [];
    const groupIds = groups.map((g) => g.id);
    expect(duplicates(groupIds)).toEqual([]);
    expect(groups.filter((g) => g.sources.length === 0 || g.words.some((w) => w !== w.toLowerCase()))).toEqual([]);
    const words = groups.flatMap((g) => g.words);
    expect(duplicates(words)).toEqual([]);
    const withCriteria = labels.filter((l) => l.criteria);
    expect(withCriteria.map((l) => l.id)).toEqual(['eu-ecolabel', 'nordic-swan']);
    for (const label of withCriteria) {
      const used = label.criteria!.map((c) => c.productGroup);
      expect(
        used.filter((id) => !groupIds.includes(id)),
        label.id,
      ).toEqual([]);
      expect(duplicates(used), label.id).toEqual([]);
      expect(
        label.criteria!.every((c) => c.sources.length > 0 && c.sources.every((s) => s.url)),
        label.id,
      ).toBe(true);
    }
    // The EU Ecolabel's detergent groups cite the Commission Decision that sets their criteria.
    const eu = withCriteria[0]!.criteria!;
    expect(Object.fromEntries(eu.map((c) => [c.productGroup, c.scheme]))).toEqual({
      'laundry-detergents': 'Commission Decision (EU) 2017/1218',
      'dishwasher-detergents': 'Commission Decision (EU) 2017/1216',
      'hand-dishwashing-detergents': 'Commission Decision (EU) 2017/1214',
      'hard-surface-cleaners': 'Commission Decision (EU) 2017/1217',
      'cosmetic-products': 'Commission Decision (EU) 2021/1870',
    });
  });

  it('does not let self-declared claims satisfy certification preferences they cannot prove', () => {
    // A company-run programme must never pass for third-party fair trade or ethical labour.
    const selfRun = labels.filter((l) => !l.thirdPartyVerified);
    expect(
      selfRun
        .filter((l) => l.satisfies.some((s) => s === 'ethical_labor' || s === 'b_corp' || s === 'vegan_certified'))
        .map((l) => l.id),
    ).toEqual([]);
    expect(labels.find((l) => l.id === 'green-dot')?.satisfies).toEqual([]);
  });

  it('names what a self-declared claim claims only where a verified certification satisfies it', () => {
    const claims = labels.filter((l) => l.claims !== undefined);
    expect(claims.map((l) => [l.id, l.claims])).toEqual([['not-tested-on-animals', 'cruelty_free']]);
    for (const claim of claims) {
      expect(claim.thirdPartyVerified, claim.id).toBe(false);
      expect(
        labels.some((l) => l.thirdPartyVerified && l.satisfies.includes(claim.claims!)),
        claim.id,
      ).toBe(true);
    }
  });

  it('records the key additive restrictions', () => {
    const byCode = new Map(additives.map((a) => [a.code, a]));
    expect(byCode.get('e171')?.restrictions).toMatch(/2022\/63/);
    expect(byCode.get('e171')?.concernLevel).toBe('high');
    for (const code of ['e102', 'e104', 'e110', 'e122', 'e124', 'e129']) {
      expect(byCode.get(code)?.restrictions, code).toMatch(/activity and attention in children/);
    }
    expect(byCode.get('e120')?.animalOrigin).toBe('animal material');
    // Gelatine is a food, not an additive: Regulation (EC) No 1333/2008 lists no E428 (blind audit 63).
    expect(byCode.has('e428')).toBe(false);
  });

  it('gives every footprint a positive AGRIBALYSE figure and a water source whenever it has a water figure', () => {
    expect(
      footprints.filter((f) => !(f.kgCO2ePerKg > 0) || !f.basis.includes('AGRIBALYSE 3.1')).map((f) => f.id),
    ).toEqual([]);
    const withWater = footprints.filter((f) => f.litresPerKg !== undefined);
    expect(
      withWater
        .filter(
          (f) =>
            !(f.litresPerKg! > 0) ||
            !f.waterSources?.length ||
            !f.waterSources.every((s) => /Water Footprint|Hoekstra/.test(s.title)),
        )
        .map((f) => f.id),
    ).toEqual([]);
    // The carbon figure's sources are AGRIBALYSE's and OFF's mapping: a water dataset never backs it, nor they water.
    expect(
      footprints.filter((f) => f.sources.some((s) => /Water Footprint|Hoekstra/.test(s.title))).map((f) => f.id),
    ).toEqual([]);
  });
});

describe.skipIf(!hasTaxonomies)(`OFF taxonomies (${taxonomyDir}; skipped when /work/shared/data is absent)`, () => {
  it('knows every label offTag', () => {
    const known = new Set([...taxonomyTags('labels.txt'), ...taxonomyTags('beauty/labels.txt')]);
    expect(labels.flatMap((l) => l.offTags).filter((tag) => !known.has(tag))).toEqual([]);
  });

  it('names as each label’s children the tags OFF files under its tags, and every such child of a claim', () => {
    const parents = taxonomyParents('labels.txt');
    const ancestors = (tag: string, seen = new Set<string>()): Set<string> => {
      for (const parent of parents.get(tag) ?? []) if (!seen.has(parent)) ancestors(parent, seen.add(parent));
      return seen;
    };
    const byTag = new Map(labels.flatMap((l) => l.offTags.map((t) => [t, l] as const)));
    // Declared children are OFF's: each lies under one of the label's own tags.
    for (const label of labels)
      for (const child of label.parentOf ?? [])
        expect(
          label.offTags.some((t) => ancestors(child).has(t)),
          `${label.id} → ${child}`,
        ).toBe(true);
    // And none is missing: a certified label's tag under an unverified claim's is declared, unless the claim's
    // `satisfies` already drops it beside the certification (`mostSpecificLabels`).
    const missing = labels
      .filter((l) => l.thirdPartyVerified)
      .flatMap((l) =>
        l.offTags.flatMap((tag) =>
          [...ancestors(tag)].flatMap((parentTag) => {
            const claim = byTag.get(parentTag);
            if (!claim || claim.thirdPartyVerified || claim.parentOf?.includes(tag)) return [];
            const dropped = claim.satisfies.length > 0 && claim.satisfies.every((s) => l.satisfies.includes(s));
            return dropped ? [] : [`${claim.id} → ${tag}`];
          }),
        ),
      );
    expect(missing).toEqual([]);
  });

  it('knows every category offTag', () => {
    const known = taxonomyTags('categories.txt');
    expect(footprints.flatMap((f) => f.offTags).filter((tag) => !known.has(tag))).toEqual([]);
  });

  it('knows every allergen offTag', () => {
    const known = taxonomyTags('allergens.txt');
    expect(allergens.flatMap((a) => a.offTags).filter((tag) => !known.has(tag))).toEqual([]);
  });

  it('knows every additive code', () => {
    const known = taxonomyTags('additives.txt');
    expect(additives.filter((a) => !known.has(`en:${a.code}`)).map((a) => a.code)).toEqual([]);
  });

  it('finds at least the canonical tag of every packaging material', () => {
    const known = taxonomyTags('packaging_materials.txt');
    expect(packaging.filter((p) => !p.offTags.some((tag) => known.has(tag))).map((p) => p.id)).toEqual([]);
  });
});
