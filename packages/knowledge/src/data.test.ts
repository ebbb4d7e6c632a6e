/** The data files of the knowledge base: each matches its schema, and cites only sources the sources table defines. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CITING_FIELDS, entryName } from './load.ts';
import { dataFiles, sourcesFile } from './schema.ts';

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../data');
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(dataDir, file), 'utf8'));

/** "additives.json › e102 › sources.0: …": the file, the entry by its id and the field. */
function problems(file: string, schema: (typeof dataFiles)[keyof typeof dataFiles] | typeof sourcesFile): string[] {
  const data = read(file) as { entries?: unknown[] };
  const parsed = schema.safeParse(data);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const [first, index, ...field] = issue.path;
    const where =
      first === 'entries' && typeof index === 'number'
        ? `${entryName(data.entries?.[index], index)} › ${field.join('.') || '(entry)'}`
        : issue.path.join('.');
    return `${file} › ${where}: ${issue.message}`;
  });
}

/** Every source id a value cites, wherever it sits. */
function cited(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(cited);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) => (CITING_FIELDS.has(key) ? (field as string[]) : cited(field)));
}

const sources = (read('sources.json') as { sources: Record<string, { url?: string; title: string }> }).sources;

describe('knowledge data files', () => {
  it('sources.json matches its schema', () => {
    expect(problems('sources.json', sourcesFile)).toEqual([]);
  });

  it.each(Object.entries(dataFiles))('%s matches its schema', (file, schema) => {
    expect(problems(file, schema)).toEqual([]);
  });

  it('cite only sources that sources.json defines, and it defines none that nothing cites', () => {
    const citing = Object.keys(dataFiles).map((file) => ({ file, ids: cited(read(file)) }));
    const unknown = citing.flatMap(({ file, ids }) =>
      ids.filter((id) => !(id in sources)).map((id) => `${file}: ${id}`),
    );
    expect(unknown).toEqual([]);
    const used = new Set(citing.flatMap(({ ids }) => ids));
    // The allergen loader cites OFF's allergen taxonomy for the words it adds.
    used.add('off-allergens-taxonomy');
    expect(Object.keys(sources).filter((id) => !used.has(id))).toEqual([]);
  });

  it('writes no URL twice', () => {
    const urls = Object.values(sources).flatMap((s) => (s.url ? [s.url] : []));
    expect(urls.filter((url, i) => urls.indexOf(url) !== i)).toEqual([]);
  });
});
