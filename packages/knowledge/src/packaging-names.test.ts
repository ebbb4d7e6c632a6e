/** The packaging names are exactly what Open Food Facts' packaging taxonomies give (../shared/data). */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TAXONOMY_DIR } from '../scripts/allergen-vocabulary.ts';
import { computePackagingNames, PACKAGING_FILE, PACKAGING_NAMES_FILE } from '../scripts/packaging-names.ts';

const hasData = existsSync(TAXONOMY_DIR);
if (!hasData && process.env.CI) throw new Error(`CI: OFF taxonomies missing at ${TAXONOMY_DIR}`);

describe.skipIf(!hasData)('packaging names from the OFF packaging taxonomies', () => {
  const file = readFileSync(PACKAGING_NAMES_FILE, 'utf8');
  const { materials, shapes, links } = JSON.parse(file) as {
    materials: { tag: string; names: string[] }[];
    shapes: string[];
    links: string[];
  };

  it('equal the script’s output (npx tsx packages/knowledge/scripts/packaging-names.ts to update)', () => {
    expect(file).toBe(computePackagingNames(TAXONOMY_DIR, readFileSync(PACKAGING_FILE, 'utf8')));
  });

  it('name each described material in other languages, and only its own names', () => {
    const of = (tag: string) => materials.find((m) => m.tag === tag)?.names;
    expect(of('en:glass')).toEqual(expect.arrayContaining(['verre', 'glas', 'vetro', 'vidrio']));
    expect(of('en:plastic')).toEqual(expect.arrayContaining(['plastique', 'kunststoff', 'plastica']));
    // "Verre brun" is brown glass's name, not glass's: a name is its own material's alone.
    expect(of('en:glass')).not.toContain('verre-brun');
    const named = materials.flatMap((m) => m.names);
    expect(named.length).toBe(new Set(named).size);
  });

  it('hold the shapes a phrase names and no material among them, and no negation among the links', () => {
    expect(shapes).toEqual(expect.arrayContaining(['bouteille', 'bottle', 'bottiglia', 'flasche']));
    const named = new Set(materials.flatMap((m) => m.names));
    expect(shapes.filter((s) => named.has(s))).toEqual([]);
    expect(links).toEqual(expect.arrayContaining(['en', 'de', 'di']));
    expect(links.filter((w) => ['no', 'non', 'not', 'sin', 'bez', 'sem', 'nie'].includes(w))).toEqual([]);
  });
});
