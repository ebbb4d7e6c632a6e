import { resolve } from 'node:path';
import { loadConfig } from '../config/env.ts';
import { openStore } from '../store/database/embedded-store.ts';
import { askOwner } from '../store/database/owner-control.ts';
import { ownerOf } from '../store/database/store-lock.ts';
import { ProductRepository } from '../store/repositories/product-repository.ts';
import { importFile, SITES, type ImportOutput, type Site } from './import-file.ts';

// `npm run import -- <file> [--incremental] [--site off|obf|opf]`: streams an export into the store configured by
// the environment. While the app runs on the embedded store, the app owns it: the import is handed to the app,
// which streams it in while it keeps serving, and this command relays its progress.
const args = process.argv.slice(2);
const incremental = args.includes('--incremental');
const siteArg = args.includes('--site') ? args[args.indexOf('--site') + 1] : 'off';
const path = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--site');
if (!path || !(siteArg && siteArg in SITES)) {
  console.error(
    'Usage: npm run import -- <export.jsonl | export.jsonl.gz | export.csv | export.tsv> [--incremental] [--site off|obf|opf]',
  );
  process.exit(2);
}
const request = { path, incremental, site: siteArg as Site };
const out: ImportOutput = {
  line: (text) => console.log(text),
  progress: (text) => process.stderr.write(`\r${text}   `),
};

try {
  const config = loadConfig();
  const owner = config.databaseUrl ? null : ownerOf(config.dataDir);
  if (owner?.socket) {
    console.log(`ClearCart is running on this store (pid ${owner.pid}): the import is handed to it.`);
    await askOwner(owner.socket, '/import', { ...request, path: resolve(path) }, (m) =>
      'line' in m ? out.line(m.line) : 'progress' in m ? out.progress(m.progress) : undefined,
    );
  } else {
    const store = await openStore(config, { role: 'import' });
    try {
      await importFile(store.db, new ProductRepository(store.db), request, out);
    } finally {
      await store.close();
    }
  }
  process.stderr.write('\n');
} catch (error) {
  process.stderr.write('\n');
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
