/** The carbon figures of the footprints table are exactly what AGRIBALYSE 3.1 and OFF's categories give (../shared/data). */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AGRIBALYSE_DIR, computeFootprints, FOOTPRINTS_FILE } from '../scripts/agribalyse-footprints.ts';
import { TAXONOMY_DIR } from '../scripts/allergen-vocabulary.ts';

const hasData = existsSync(AGRIBALYSE_DIR) && existsSync(TAXONOMY_DIR);
if (!hasData && process.env.CI) throw new Error(`CI: AGRIBALYSE or OFF taxonomies missing at ${AGRIBALYSE_DIR}`);

describe.skipIf(!hasData)('footprints from AGRIBALYSE 3.1', () => {
  const committed = readFileSync(FOOTPRINTS_FILE, 'utf8');

  it('equal the script’s output (npx tsx packages/knowledge/scripts/agribalyse-footprints.ts to update)', () => {
    expect(committed).toBe(computeFootprints(TAXONOMY_DIR, AGRIBALYSE_DIR, committed));
  });

  it('take the median of the foods as sold, leaving out forms prepared at home', () => {
    const entries = (JSON.parse(committed) as { entries: { id: string; kgCO2ePerKg: number; basis: string }[] })
      .entries;
    const potatoes = entries.find((e) => e.id === 'potatoes')!;
    expect(potatoes.basis).toContain('(forms prepared at home left out)');
    expect(potatoes.basis).not.toMatch(/baked|boiled/);
    // A change to one figure is caught.
    const edited = committed.replace(`"kgCO2ePerKg": ${potatoes.kgCO2ePerKg},`, '"kgCO2ePerKg": 9.99,');
    expect(computeFootprints(TAXONOMY_DIR, AGRIBALYSE_DIR, edited)).toBe(committed);
  });
});
