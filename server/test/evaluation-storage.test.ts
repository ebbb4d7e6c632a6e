import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultPreferences, type Preferences } from '@clearcart/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createServices } from '../src/services.ts';
import { fakeTokens, fixtureProducts, openStoreOnDisk } from './helpers.ts';

function directorySize(path: string): number {
  return readdirSync(path, { withFileTypes: true }).reduce((total, entry) => {
    const full = join(path, entry.name);
    return total + (entry.isDirectory() ? directorySize(full) : statSync(full).size);
  }, 0);
}

/** Preferences no two calls share: a different ingredient to avoid each time. */
const distinct = (i: number): Preferences => {
  const preferences = defaultPreferences();
  preferences.health.avoid_ingredients = [`ingredient ${i}`];
  return preferences;
};

describe('anonymous evaluations cannot grow storage without bound', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clearcart-evaluations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('5,000 evaluations with distinct preferences grow the data directory by less than 5 MB', async () => {
    const db = await openStoreOnDisk(join(dir, 'data'));
    const services = createServices(db, fakeTokens);
    await services.products.upsert(fixtureProducts, 'test');
    const evaluations = async () =>
      Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM evaluations'))[0]?.n);

    // The preference-free evaluation is the one that is stored, once per product.
    await services.productService.evaluate('nutella-400g', undefined);
    await services.productService.evaluate('nutella-400g', undefined);
    expect(await evaluations()).toBe(1);
    await db.exec('CHECKPOINT');
    const before = directorySize(dir);

    for (let i = 0; i < 5_000; i++) {
      await services.productService.evaluate(fixtureProducts[i % fixtureProducts.length]?.id ?? '', distinct(i));
    }
    expect(await evaluations()).toBe(1);
    await db.exec('CHECKPOINT');
    const grown = directorySize(dir) - before;
    console.info(`5,000 personalised evaluations grew the data directory by ${(grown / 1e6).toFixed(2)} MB`);
    expect(grown).toBeLessThan(5 * 1024 * 1024);
    await services.wordReader.close();
    await db.close();
  }, 120_000);
});
