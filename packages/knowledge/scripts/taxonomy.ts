import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
/** A reader for Open Food Facts taxonomy files (the text format of openfoodfacts-server/taxonomies). */

export interface TaxonomyEntry {
  /** Canonical id, e.g. "en:skimmed-milk". */
  id: string;
  parents: string[];
  /** Names and synonyms per language code ("en", "fi", "nl_be"). */
  names: Map<string, string[]>;
  /** Properties as "name:lang" → value ("allergens:en" → "en:milk"). */
  properties: Map<string, string>;
}

const LANGUAGE_LINE = /^([a-z]{2}(?:_[a-z]{2,4})?):(.*)$/;
const PROPERTY_LINE = /^([a-z][a-z0-9_]*):([a-z]{2}):(.*)$/;

/** OFF-style tag id for a name: lower-case, accents kept apart, every run of non-letters a dash. */
export const tagId = (lang: string, name: string): string =>
  `${lang}:${name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')}`;

const splitNames = (text: string): string[] =>
  text
    .split(/[,，、]/)
    .map((s) => s.replace(/\\,/g, ',').trim())
    .filter((s) => s.length > 0);

/**
 * Parse a taxonomy text into entries; `stopwords:` and `synonyms:` blocks are skipped. A block whose canonical name
 * repeats an earlier entry's ("en:cream" again, to add "fr:crème épaisse") adds to that entry, as Open Food Facts
 * reads it: its names, parents and the properties the first does not state. Read as an entry of its own, it hid the
 * first one's statuses (cream: vegan "no", vegetarian "yes") from everything that looks entries up by id.
 */
export function parseTaxonomy(text: string): TaxonomyEntry[] {
  const entries: TaxonomyEntry[] = [];
  const byId = new Map<string, TaxonomyEntry>();
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.length > 0 && !l.startsWith('#'));
    if (lines.length === 0 || /^(stopwords|synonyms):/.test(lines[0]!)) continue;
    const parents: string[] = [];
    const names = new Map<string, string[]>();
    const properties = new Map<string, string>();
    let id: string | undefined;
    for (const line of lines) {
      if (line.startsWith('<')) {
        const parent = LANGUAGE_LINE.exec(line.slice(1).trim());
        if (parent) parents.push(tagId(parent[1]!, parent[2]!));
        continue;
      }
      const property = PROPERTY_LINE.exec(line);
      // "allergens:en:en:milk" is a property; "nl_be:melk" and "en:milk" are names.
      if (property && property[1]!.length > 2 && !LANGUAGE_LINE.test(`${property[1]}:`)) {
        properties.set(`${property[1]}:${property[2]}`, property[3]!.trim());
        continue;
      }
      const named = LANGUAGE_LINE.exec(line);
      if (!named) continue;
      const list = splitNames(named[2]!);
      if (list.length === 0) continue;
      id ??= tagId(named[1]!, list[0]!);
      names.set(named[1]!, [...(names.get(named[1]!) ?? []), ...list]);
    }
    if (!id) continue;
    const first = byId.get(id);
    if (!first) {
      const entry = { id, parents, names, properties };
      byId.set(id, entry);
      entries.push(entry);
      continue;
    }
    for (const parent of parents) if (!first.parents.includes(parent)) first.parents.push(parent);
    for (const [lang, list] of names) first.names.set(lang, [...new Set([...(first.names.get(lang) ?? []), ...list])]);
    for (const [key, value] of properties) if (!first.properties.has(key)) first.properties.set(key, value);
  }
  return entries;
}

/** The value of a property on the entry or its nearest ancestor (parents in order, depth first). */
export function inheritedProperty(
  byId: Map<string, TaxonomyEntry>,
  id: string,
  property: string,
  seen = new Set<string>(),
): string | undefined {
  if (seen.has(id)) return undefined;
  seen.add(id);
  const entry = byId.get(id);
  if (!entry) return undefined;
  const own = entry.properties.get(property);
  if (own !== undefined) return own;
  for (const parent of entry.parents) {
    const value = inheritedProperty(byId, parent, property, seen);
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * The command line of a generator run as a script (`import.meta.url` of the script): write `file` from the taxonomies
 * in `taxonomyDir`, or with `--check` exit 1 when the committed file differs from what the taxonomies give.
 */
export function runGenerator(moduleUrl: string, taxonomyDir: string, file: string, make: () => string): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  if (!existsSync(taxonomyDir)) {
    console.error(`Open Food Facts taxonomies not found at ${taxonomyDir}`);
    process.exit(2);
  }
  const text = make();
  if (!process.argv.includes('--check')) return writeFileSync(file, text);
  if ((existsSync(file) ? readFileSync(file, 'utf8') : '') !== text) {
    console.error(`${file} is stale: run npx tsx ${path.relative(process.cwd(), fileURLToPath(moduleUrl))}`);
    process.exit(1);
  }
}

/** Whether the entry is `root` or one of its descendants. */
export function descends(
  byId: Map<string, TaxonomyEntry>,
  id: string,
  root: string,
  seen = new Set<string>(),
): boolean {
  if (id === root) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (byId.get(id)?.parents ?? []).some((parent) => descends(byId, parent, root, seen));
}

/** The shared folding (packages/text): the same as the engine's, so generated words match what it compares. */
export { fold } from '@clearcart/text';
