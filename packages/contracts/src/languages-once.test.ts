import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from './preference-ids.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const HOME = path.join('packages', 'contracts', 'src', 'preference-ids.ts');
const SOURCES = ['packages', 'server', 'web', 'e2e', 'bench', 'scripts'];

/** Every TypeScript source of the project (node_modules and build output left out). */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'build'].includes(entry.name) ? [] : sources(relative);
    // Generated declarations (the API client's schema, from the OpenAPI document) are left out.
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

// Five or more of the languages' codes in a row, as a list or a union: the list written out again.
const code = `['"](?:${INTERFACE_LANGUAGES.join('|')})['"]`;
const WRITTEN_OUT = new RegExp(`(?:${code}\\s*[,|]\\s*){4,}${code}`);

describe('the languages', () => {
  it('are written out once, in contracts, and everything else reads them from there', () => {
    const elsewhere = SOURCES.flatMap(sources).filter(
      (file) => file !== HOME && WRITTEN_OUT.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(elsewhere).toEqual([]);
    expect(WRITTEN_OUT.test(readFileSync(path.join(ROOT, HOME), 'utf8'))).toBe(true);
  });
});
