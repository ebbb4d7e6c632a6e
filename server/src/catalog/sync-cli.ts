import { loadConfig } from '../config/env.ts';
import { userAgent } from '../providers/http.ts';
import { openStore } from '../store/database/embedded-store.ts';
import { askOwner } from '../store/database/owner-control.ts';
import { ownerOf } from '../store/database/store-lock.ts';
import { ProductRepository } from '../store/repositories/product-repository.ts';
import { describeSync, SYNC_OFF, syncSites } from './delta-sync.ts';

// `npm run sync`: applies the delta files of every configured site of the Open Food Facts family that the catalog does
// not hold yet (decisions 070, 122), into the store configured by the environment; while the app runs on the embedded
// store, the app owns it and does the sync. Exits 1 when a site was not synced whole (the others still are).
try {
  const config = loadConfig();
  const sources = config.providers.deltaSync.sites;
  if (sources.length === 0) throw new Error(SYNC_OFF);
  const owner = config.databaseUrl ? null : ownerOf(config.dataDir);
  if (owner?.socket) {
    console.log(`ClearCart is running on this store (pid ${owner.pid}): the sync is handed to it.`);
    await askOwner(owner.socket, '/sync', {}, (m) => 'line' in m && console.log(m.line));
  } else {
    const store = await openStore(config, { role: 'import' });
    try {
      const results = await syncSites(store.db, new ProductRepository(store.db), sources, {
        userAgent: userAgent(config.providers.contact),
        log: (line) => console.log(line),
      });
      const { lines, incomplete } = describeSync(results);
      for (const line of lines) console.log(line);
      if (incomplete) throw new Error(incomplete);
    } finally {
      await store.close();
    }
  }
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
