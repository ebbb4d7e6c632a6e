// bench/recall-matching: how precisely recall notices are matched to the catalog. No network.
//
// The catalog: the seed catalog and the real Open Food Facts records of ../shared/data, imported as `npm run import`
// does. Two sets of notices, each normalised by the registers' own readers (server/src/providers/recalls):
//  A. Real notices found in the registers' published examples and documentation (RappelConso records from Open Food
//     Facts' import of the dataset and the dataset's documented record, FSA alerts, an openFDA report, EU Safety Gate
//     alerts), each with its true answer: none of their products is in this catalog, so every match is a false one.
//  B. Notices written the way the registers write them, one for each real record of the catalog with a brand and a
//     name: a RappelConso record with its GTIN (identification_produits), and one without any barcode (brand + name
//     + pack size in lower case, as RappelConso prints them). True answer: that product, or one indistinguishable from
//     it (same brand, name and size). The records are real; the notices are derived from them (said as such).
// Precision = matches that are right / matches made; recall = products found / products a notice names. The name
// matches are also counted at each score threshold (the "this product" one and the "possibly" ones below it).
// Run: npx tsx bench/recall-matching.ts [--misses 15]
import { fold as foldShared } from '@clearcart/text';
import type { RecallNotice } from '@clearcart/contracts';
import { matchRecall, POSSIBLY, THIS_PRODUCT, type MatchCandidate } from '@clearcart/engine';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { importRecords, openExport } from '../server/src/catalog/importer.ts';
import type { ProductRow } from '../server/src/store/repositories/product-row.ts';
import { loadSeedCatalog } from '../server/src/catalog/seed.ts';
import { fsaNotice } from '../server/src/providers/recalls/fsa.ts';
import { openFdaNotice } from '../server/src/providers/recalls/openfda.ts';
import { rappelConsoNotice } from '../server/src/providers/recalls/rappel-conso.ts';
import { safetyGateNotice } from '../server/src/providers/recalls/safety-gate.ts';
import { openPglite } from '../server/src/store/database/db.ts';
import { migrate } from '../server/src/store/database/migrations.ts';
import { ProductRepository } from '../server/src/store/repositories/product-repository.ts';
import { RecallRepository } from '../server/src/store/repositories/recall-repository.ts';
import { OFF_PRODUCTS_DIR, loadOffRecords } from '../packages/engine/src/test/off-records.ts';
import { numberOption } from './lib.ts';

const showMisses = numberOption('misses', 15);
const now = new Date('2026-12-01T00:00:00Z');
const db = await openPglite('memory://');
await migrate(db);
const products = new ProductRepository(db);
await products.upsert(loadSeedCatalog(), 'seed');
if (existsSync(OFF_PRODUCTS_DIR)) {
  const write = (batch: ProductRow[]) => products.write(batch, 'import');
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
} else console.log(`(${OFF_PRODUCTS_DIR} is absent: the seed catalog only)`);
const recalls = new RecallRepository(db);
const [{ count } = { count: 0 }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM products');

// --- A. Real notices, in their registers' formats ---
const rappel = (id: number, fiche: string, gtin: string, name: string, brand: string, date: string) => ({
  id,
  numero_fiche: fiche,
  libelle: name,
  marque_produit: brand,
  modeles_ou_references: name,
  identification_produits: [gtin, '', 'non concerné', '', ''],
  date_publication: date,
  lien_vers_la_fiche_rappel: `https://rappel.conso.gouv.fr/fiche-rappel/${id}/interne`,
});
const realNotices: { where: string; notice: RecallNotice | undefined }[] = [
  // openfoodfacts/data-imports, databases/rappelconso/data/rappelconso_new_products_2026-02-24.csv (code, product_name,
  // brands, fiche id and link as published; the other fields are not in that file).
  ...[
    [21381, '3503651432703', '4 tranches de saumon farci, surgelées', 'privilège du traiteur'],
    [21379, '314332000074', 'crevette grise barquette (1kg, moyenne)', 'le bulotier'],
    [21366, '0202440000000', 'nouilles royales', 'sans'],
    [21376, '3440432025078', 'aiguillettes truite fumée citron poivre', "aperti'fish"],
    [21365, '3560070542611', 'fromage frais 3,2% de matière grasse', 'carrefour bio'],
  ].map(([id, gtin, name, brand]) => ({
    where: `RappelConso fiche ${id}`,
    notice: rappelConsoNotice(
      rappel(Number(id), String(id), String(gtin), String(name), String(brand), '2026-02-24T00:00:00+00:00'),
      now,
    ),
  })),
  // The record the dataset's documentation shows (openfoodfacts/folksonomy… "Exploration with datasette").
  {
    where: 'RappelConso fiche 556 (dataset documentation)',
    notice: rappelConsoNotice(
      {
        id: '556',
        numero_fiche: '2021-05-0242',
        marque_produit: 'keto slim nuit',
        modeles_ou_references: 'keto slim nuit¤¤pack keto',
        identification_produits: '3760289220694$ken134f$non concerné$$|3760289220748$ken134f$non concerné$$',
        conditionnements:
          'keto slim nuit : boite en carton de 3 blisters de 20 gélules soit 60 gélules (poids net de 41g).',
        motif_rappel: "présence d'oxyde d'éthylène à une teneur supérieure à la législation européenne.",
        date_de_fin_de_la_procedure_de_rappel: '2021-06-30T00:00:00+00:00',
        lien_vers_la_fiche_rappel: 'https://rappel.conso.gouv.fr/fiche-rappel/556/interne',
        date_publication: '2021-06-01T15:04:00+00:00',
        libelle: 'keto slim nuit',
      },
      now,
    ),
  },
  // FSA alerts named in public code (title, business and link as published; no barcode: the FSA gives none).
  ...[
    ['FSA-PRIN-43-2026', 'Inspired to Cook by Sainsbury’s Pitted Black Olives', 'Sainsbury’s', '2026-09-04T18:39:45Z'],
    [
      'FSA-PRIN-39-2026',
      'Rapunzel bioSnacky Das Original Red Clover – Seeds for Sprouts and Seedlings',
      'A.Vogel Ltd',
      '2026-08-20T00:00:00Z',
    ],
    ['FSA-PRIN-32-2026', 'Ham products', "O'Brien Fine Foods", '2026-07-01T00:00:00Z'],
  ].map(([notation, product, business, created]) => ({
    where: `FSA ${notation}`,
    notice: fsaNotice(
      {
        notation,
        title: `${business} recalls ${product}`,
        created,
        alertURL: `https://www.food.gov.uk/news-alerts/alert/${String(notation).toLowerCase()}`,
        productDetails: [{ productName: product }],
        reportingBusiness: { commonName: business },
      },
      now,
    ),
  })),
  // EU Safety Gate alerts as published (case number, product, brand, category, report day and alert page, as the
  // Hugging Face dataset PROGU2026/recalls-by-barcode lists them), written as the weekly report's elements.
  ...[
    [
      'A12/00891/21',
      "Children's trousers, size 1/86",
      'Narmini Kids',
      'Clothing, textiles and fashion items',
      '2021-06-18',
      10003960,
    ],
    ['1444/09', 'Rattle', 'Eurekakids', 'Toys', '2009-11-06', -16022],
    [
      'A12/00316/24',
      'Luminaire LED SL-LIL-CWP100H20-CW',
      'GreenIce',
      'Electrical appliances and equipment',
      '2024-02-16',
      10011770,
    ],
  ].map(([caseNumber, product, brand, category, day, page]) => ({
    where: `Safety Gate ${caseNumber}`,
    notice: safetyGateNotice(
      `<caseNumber>${caseNumber}</caseNumber><reference><![CDATA[https://ec.europa.eu/safety-gate-alerts/screen/webReport/alertDetail/${page}]]></reference><category><![CDATA[${category}]]></category><product><![CDATA[${product}]]></product><brand><![CDATA[${brand}]]></brand>`,
      String(day),
      now,
    ),
  })),
  // An openFDA report as published (F-0438-2025), its UPC bare in the description.
  {
    where: 'openFDA F-0438-2025',
    notice: openFdaNotice(
      {
        status: 'Ongoing',
        recalling_firm: 'GBC Food Services, LLC dba Yummi Sushi',
        recall_number: 'F-0438-2025',
        product_description: 'Cucumber w/ Ranch Snack Cup\t850065403144\tNet Wt: 9.5oz (269g)',
        reason_for_recall: 'Potential Salmonella',
        report_date: '20250205',
        code_info: 'Purchase Date: 11/22 to 11/29/2024',
      },
      now,
    ),
  },
];

/** The catalog products a notice matches, at any certainty. */
async function matchesOf(notice: RecallNotice) {
  const candidates = await recalls.candidates(notice, 500);
  return candidates.flatMap((c) => {
    const m = matchRecall(notice, c);
    return m ? [{ product: c, match: m }] : [];
  });
}

console.log(`bench/recall-matching — catalog: ${count} products (seed + the real Open Food Facts records)\n`);
console.log('A. Real notices from the registers’ published examples (none of their products is in this catalog)');
let falseA = 0;
for (const { where, notice } of realNotices) {
  if (!notice) {
    console.log(`  ${where}: NOT READ (the reader refused the record)`);
    continue;
  }
  const found = await matchesOf(notice);
  falseA += found.length;
  const by = notice.gtins.length > 0 ? `GTIN ${notice.gtins.join(', ')}` : `name "${notice.productNames[0] ?? ''}"`;
  console.log(
    `  ${where.padEnd(44)} ${by.slice(0, 60).padEnd(60)} → ${found.length === 0 ? 'no match (right)' : found.map((f) => `${f.product.brand} / ${f.product.name} (${f.match.certainty})`).join('; ')}`,
  );
}
console.log(`  false matches: ${falseA} of ${realNotices.length} notices\n`);

// --- B. Notices written as the registers write them, for the catalog's own real records ---
type Row = { id: string; gtin: string | null; name: string; brand: string; quantity: string | null; source: string };
const rows = await db.query<Row>(
  `SELECT id, gtin, name, brand, facts->>'quantity' AS quantity, source FROM products
    WHERE source = 'import' AND brand <> '' AND name <> ''`,
);
const fold = (t: string | null | undefined) => foldShared(t ?? '');
// Indistinguishable by any notice: the same words under brand and name, and the same pack size ("Welch's / Welch's,
// freeze-dried grapes" and "Welch's / Freeze-Dried Grapes", both without a size, are one product to a register).
const wordsOf = (brand: string | undefined, name: string) =>
  [...new Set(fold(`${brand ?? ''} ${name}`).split(' '))].sort().join(' ');
const same = (a: MatchCandidate, b: Row) =>
  a.id === b.id || (wordsOf(a.brand, a.name) === wordsOf(b.brand, b.name) && fold(a.quantity) === fold(b.quantity));

/**
 * The same product under another record of the open data, which no register could tell apart either: the same pack
 * size, the same name but for a plural ("Kosher Dills", "Kosher Dill"), and the brand written as the maker's company
 * ("Lindt", "Lindt & Sprungli (Schweiz) Ag"; "Mt. Olive", "Mt. Olive Pickle Company Inc."). Counted apart: a match to
 * one is right for the shopper, but not the record the notice was written from.
 */
const singular = (t: string) =>
  fold(t)
    .split(' ')
    .map((w) => (w.length > 3 ? w.replace(/s$/, '') : w))
    .join(' ');
const brandFamily = (a: string, b: string) => {
  const [x, y] = [fold(a), fold(b)].sort((p, q) => p.length - q.length) as [string, string];
  return x !== '' && (y === x || y.startsWith(`${x} `));
};
const duplicate = (a: MatchCandidate, b: Row) =>
  !same(a, b) &&
  fold(a.quantity) === fold(b.quantity) &&
  singular(a.name) === singular(b.name) &&
  brandFamily(a.brand ?? '', b.brand);

const base = (r: Row, over: Partial<RecallNotice>): RecallNotice => ({
  source: 'rappelconso',
  id: `derived-${r.id}`,
  url: 'https://rappel.conso.gouv.fr/',
  authority: 'derived',
  country: 'fr',
  language: 'fr',
  publishedAt: now.toISOString(),
  status: 'active',
  title: r.name,
  productNames: [r.name.toLowerCase()],
  brand: r.brand.split(',')[0]?.trim().toLowerCase() ?? '',
  gtins: [],
  lots: [],
  allLots: true,
  dates: [],
  quantities: r.quantity ? [r.quantity] : [],
  ...over,
});

const tally = {
  gtin: { made: 0, right: 0, named: 0, found: 0 },
  name: { made: 0, right: 0, named: 0, found: 0, possibly: 0, duplicates: 0 },
};
// Every name match (either certainty) by the score it was given, to measure each threshold.
const THRESHOLDS = [POSSIBLY, 0.7, 0.8, THIS_PRODUCT];
const sweep = THRESHOLDS.map((t) => ({ t, made: 0, right: 0, found: 0 }));
const missesName: string[] = [];
const wrongName: string[] = [];
const wrongGtin: string[] = [];
for (const r of rows) {
  if (r.gtin) {
    tally.gtin.named++;
    const found = await matchesOf(base(r, { gtins: [r.gtin] }));
    tally.gtin.made += found.length;
    const right = found.filter((f) => same(f.product, r));
    tally.gtin.right += right.length;
    if (right.length > 0) tally.gtin.found++;
    for (const f of found)
      if (!same(f.product, r))
        wrongGtin.push(`${r.gtin} ${r.brand} / ${r.name} → ${f.product.brand} / ${f.product.name}`);
  }
  tally.name.named++;
  const all = await matchesOf(base(r, {}));
  const found = all.filter((f) => f.match.certainty === 'this-product');
  const possibly = all.filter((f) => f.match.certainty === 'possibly');
  tally.name.possibly += possibly.length;
  for (const row of sweep) {
    const at = all.filter((f) => f.match.score >= row.t);
    row.made += at.length;
    const right = at.filter((f) => same(f.product, r)).length;
    row.right += right;
    if (right > 0) row.found++;
  }
  tally.name.made += found.length;
  const right = found.filter((f) => same(f.product, r));
  tally.name.right += right.length;
  tally.name.duplicates += found.filter((f) => duplicate(f.product, r)).length;
  if (right.length > 0) tally.name.found++;
  else missesName.push(`${r.brand} / ${r.name}${r.quantity ? ` (${r.quantity})` : ''}`);
  for (const f of found)
    if (!same(f.product, r))
      wrongName.push(
        `${r.brand} / ${r.name} (${r.quantity ?? '-'}) → ${f.product.brand} / ${f.product.name} (${f.product.quantity ?? '-'}) score ${f.match.score}`,
      );
}
const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)} %`);
console.log(`B. Notices written as the registers write them, one per real record (${rows.length} records)`);
console.log(
  `  GTIN:  precision ${pct(tally.gtin.right, tally.gtin.made)} (${tally.gtin.right}/${tally.gtin.made}), recall ${pct(tally.gtin.found, tally.gtin.named)} (${tally.gtin.found}/${tally.gtin.named})`,
);
console.log(
  `  name at "this product" (score ≥ ${THIS_PRODUCT}): precision ${pct(tally.name.right, tally.name.made)} (${tally.name.right}/${tally.name.made}), recall ${pct(tally.name.found, tally.name.named)} (${tally.name.found}/${tally.name.named}); "possibly this product": ${tally.name.possibly} more matches shown as such`,
);
const sameProduct = tally.name.right + tally.name.duplicates;
console.log(
  `  name at "this product", a duplicate record of the same product counted right: precision ${pct(sameProduct, tally.name.made)} (${sameProduct}/${tally.name.made}; ${tally.name.duplicates} duplicates: the same name but for a plural, the same size, the brand as its company)`,
);
console.log(
  '  name matches by score threshold (record-exact truth; "this product" also needs every word and the size):',
);
for (const { t, made, right, found } of sweep)
  console.log(
    `    score ≥ ${t.toFixed(2)}${t === THIS_PRODUCT ? ' ("this product")' : t === POSSIBLY ? ' ("possibly", the lowest shown)' : ''}: precision ${pct(right, made)} (${right}/${made}), recall ${pct(found, tally.name.named)}`,
  );
const met = (a: number, b: number, target: number) => (b > 0 && a / b >= target ? 'met' : 'NOT met');
console.log(
  `  target "name ≥ 95 % precise at this product": ${met(tally.name.right, tally.name.made, 0.95)} on the record-exact truth (${pct(tally.name.right, tally.name.made)}), ${met(sameProduct, tally.name.made, 0.95)} counting a duplicate record of the same product right (${pct(sameProduct, tally.name.made)}); GTIN 100 %: ${met(tally.gtin.right, tally.gtin.made, 1)}`,
);
const list = (title: string, items: string[]) => {
  if (items.length === 0) return;
  console.log(`  ${title} (${items.length}${items.length > showMisses ? `, first ${showMisses}` : ''}):`);
  for (const item of items.slice(0, showMisses)) console.log(`    ${item}`);
};
list('GTIN matches to another product', wrongGtin);
list('name matches to another product', wrongName);
list('products their notice did not find at "this product"', missesName);
console.log('\nTarget: GTIN 100 % precise; name ≥ 95 % precise at "this product".');
await db.close();
