import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AGRIBALYSE_DIR } from '../scripts/agribalyse-footprints.ts';
import { TAXONOMY_DIR } from '../scripts/allergen-vocabulary.ts';
import { computeOffNames, LOCALES, offNamesFile } from '../scripts/off-names.ts';
import { knowledge } from './index.ts';
import { loadTranslation } from './translations.ts';

const hasData = existsSync(TAXONOMY_DIR) && existsSync(AGRIBALYSE_DIR);
if (!hasData && process.env.CI) throw new Error(`CI: Open Food Facts taxonomies missing at ${TAXONOMY_DIR}`);

describe("Open Food Facts' own names in the reports' languages (data/i18n/off-names.*.json)", () => {
  it.runIf(hasData)('are what the script makes of the taxonomies: regenerated, they are the same files', () => {
    const files = computeOffNames();
    for (const locale of LOCALES) expect(readFileSync(offNamesFile(locale), 'utf8')).toBe(files[locale]);
  });

  it("carry OFF's name of an entry only where OFF's English name is ours, so both name the same thing", async () => {
    const french = (await loadTranslation('fr'))!;
    // Our "Lecithins" is OFF's E322 in English, so OFF's French name stands; our "Tree nuts" is not OFF's "Nuts".
    expect(french.names.entries.Lecithins).toBe('Lécithines');
    expect(french.names.entries['Tree nuts']).toBeUndefined();
    expect(french.texts['Tree nuts']).toBe('Fruits à coque');
    // AGRIBALYSE's French names of the foods a footprint quotes.
    expect(french.names.entries['Chocolate spread with hazelnuts']).toBe('Pâte à tartiner chocolat et noisette');
    expect(Object.keys(french.names.tags.allergens ?? {})).toContain('en:milk');
  });

  it('loads one language at a time, and none for English, the knowledge’s own', async () => {
    expect(await loadTranslation('en')).toBeUndefined();
    const german = (await loadTranslation('de'))!;
    expect(german.locale).toBe('de');
    expect(german.names.tags.categories?.['en:cheeses']).toBe('Käse');
    expect(knowledge.additives.length).toBeGreaterThan(0);
  });
});
