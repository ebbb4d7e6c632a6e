// bench/search-quality: search quality on real product names. The real Open Food Facts records in ../shared/data are
// imported as `npm run import` would (the same importer), then every product is looked up by "brand name", by its
// name alone, by "brand name" with one letter dropped, two swapped or one changed, and by "name brand". A lookup counts as found when it answers that product or
// one of the very same name; as wrong when it answers another product; a name shared by several products
// should answer with candidates. Run: npx tsx bench/search-quality.ts [--misses 20]
import { fold } from '@clearcart/text';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IdentifyService } from '../server/src/identify/identify-service.ts';
import { WordReader } from '../server/src/image/index.ts';
import { InProcessPhotoWork } from '../server/src/photo-work/photo-work.ts';
import { importRecords, openExport } from '../server/src/catalog/importer.ts';
import type { ProductRow } from '../server/src/store/repositories/product-row.ts';
import { openPglite } from '../server/src/store/database/db.ts';
import { migrate } from '../server/src/store/database/migrations.ts';
import { ProductRepository } from '../server/src/store/repositories/product-repository.ts';
import { OFF_PRODUCTS_DIR, loadOffRecords } from '../packages/engine/src/test/off-records.ts';
import { machine, numberOption, random } from './lib.ts';

if (!existsSync(OFF_PRODUCTS_DIR)) {
  console.log(`bench/search-quality: ${OFF_PRODUCTS_DIR} is absent; nothing to measure.`);
  process.exit(0);
}
const showMisses = numberOption('misses', 15);
const db = await openPglite('memory://');
await migrate(db);
const products = new ProductRepository(db);
const write = (batch: ProductRow[]) => products.write(batch, 'import');

// The TSV export through the importer's own reader; the JSON captures record by record (they are API answers).
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
for (const file of walk(OFF_PRODUCTS_DIR).filter((f) => f.endsWith('.csv'))) {
  const { records, bytesRead } = openExport(file);
  await importRecords(records, { write }, bytesRead);
}
async function* jsonRecords() {
  for (const { file, record } of loadOffRecords()) if (file.endsWith('.json')) yield record;
}
await importRecords(jsonRecords(), { write });

const rows = await db.query<{ id: string; name: string; brand: string }>('SELECT id, name, brand FROM products');
const nameOf = new Map(rows.map((r) => [r.id, `${r.brand} / ${r.name}`]));
// "That product or one of the very same name": products named alike are indistinguishable by name.
const key = fold;
// The same words under brand and name ("Welch's / Welch's, freeze-dried grapes" and "Welch's / Freeze-Dried Grapes")
// name the same product too: no search could tell them apart.
const words = (r: { name: string; brand: string }) =>
  [...new Set(key(`${r.brand} ${r.name}`).split(' '))].sort().join(' ');
const sameName = new Map<string, Set<string>>();
const add = (k: string, id: string) => sameName.set(k, (sameName.get(k) ?? new Set()).add(id));
for (const r of rows) {
  add(key(r.name), r.id);
  add(`words:${words(r)}`, r.id);
}
const identify = new IdentifyService(products, InProcessPhotoWork.withReader(new WordReader()));
// One slip of the keyboard at a random letter of the text (not its first); each kind has its own random sequence, so
// adding a kind leaves the others' queries as they were.
const slip = (seed: number, edit: (text: string, at: number) => string) => {
  const rand = random(seed);
  return (text: string) => {
    const letters = [...text].map((c, i) => (/\p{L}/u.test(c) ? i : -1)).filter((i) => i > 0);
    return edit(text, letters[Math.floor(rand() * letters.length)] ?? 0);
  };
};
const dropLetter = slip(5, (t, at) => t.slice(0, at) + t.slice(at + 1));
const swapLetters = slip(6, (t, at) =>
  /\p{L}/u.test(t[at + 1] ?? '')
    ? t.slice(0, at) + t[at + 1] + t[at] + t.slice(at + 2)
    : t.slice(0, at - 1) + t[at] + t[at - 1] + t.slice(at + 1),
);
const changeLetter = slip(7, (t, at) => t.slice(0, at) + (t[at]?.toLowerCase() === 'e' ? 'a' : 'e') + t.slice(at + 1));

interface Tally {
  found: number;
  wrong: number;
  candidates: number;
  none: number;
  misses: string[];
}
const kinds = {
  'brand + name': (r: (typeof rows)[number]) => `${r.brand} ${r.name}`,
  'name only': (r: (typeof rows)[number]) => r.name,
  'one letter dropped': (r: (typeof rows)[number]) => dropLetter(`${r.brand} ${r.name}`),
  'two letters swapped': (r: (typeof rows)[number]) => swapLetters(`${r.brand} ${r.name}`),
  'one letter changed': (r: (typeof rows)[number]) => changeLetter(`${r.brand} ${r.name}`),
  'name, then brand': (r: (typeof rows)[number]) => `${r.name} ${r.brand}`,
};
const tallies: Record<string, Tally> = Object.fromEntries(
  Object.keys(kinds).map((k): [string, Tally] => [k, { found: 0, wrong: 0, candidates: 0, none: 0, misses: [] }]),
);
const usable = rows.filter((r) => r.name.trim().length >= 3);
for (const r of usable) {
  const accepted = new Set([...(sameName.get(key(r.name)) ?? []), ...(sameName.get(`words:${words(r)}`) ?? [])]);
  for (const [kind, query] of Object.entries(kinds)) {
    const tally = tallies[kind]!;
    const q = query(r);
    const answer = await identify.byText(q);
    if (answer.product_id && accepted.has(answer.product_id)) tally.found++;
    else if (answer.product_id) {
      tally.wrong++;
      tally.misses.push(`wrong  "${q}" → ${nameOf.get(answer.product_id)} (wanted ${r.id}: ${r.brand} / ${r.name})`);
    } else if (answer.candidates.some((c) => accepted.has(c.product_id))) {
      tally.candidates++;
      tally.found++;
    } else {
      tally.none++;
      tally.misses.push(`none   "${q}" (wanted ${r.id}: ${r.brand} / ${r.name})`);
    }
  }
}
console.log(`bench/search-quality — ${usable.length} real products (of ${rows.length} imported), ${machine()}`);
const pct = (n: number) => `${((n / usable.length) * 100).toFixed(1)} %`;
for (const [kind, t] of Object.entries(tallies)) {
  console.log(
    `  ${kind.padEnd(20)} found ${pct(t.found).padStart(7)} (${t.candidates} as candidates)  another product ${pct(t.wrong).padStart(6)}  nothing ${pct(t.none).padStart(6)}`,
  );
}
for (const [kind, t] of Object.entries(tallies)) {
  if (t.misses.length === 0) continue;
  console.log(`\n  misses, ${kind} (first ${Math.min(showMisses, t.misses.length)} of ${t.misses.length}):`);
  for (const miss of t.misses.slice(0, showMisses)) console.log(`    ${miss}`);
}
await db.close();
