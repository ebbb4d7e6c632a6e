import { loadConfig } from '../config/env.ts';
import { userAgent } from '../providers/http.ts';
import { openStore } from '../store/database/embedded-store.ts';
import { askOwner } from '../store/database/owner-control.ts';
import { ownerOf } from '../store/database/store-lock.ts';
import { ProductRepository } from '../store/repositories/product-repository.ts';
import { syncDeltas } from './delta-sync.ts';

// `npm run sync`: applies Open Food Facts' delta files the catalog does not hold yet (decision 070), into the store
// configured by the environment; while the app runs on the embedded store, the app owns it and does the sync.
try {
  const config = loadConfig();
  const url = config.providers.deltaSync.url;
  if (!url) throw new Error('The delta sync is off (OPENFOODFACTS_DELTA_URL=off).');
  const owner = config.databaseUrl ? null : ownerOf(config.dataDir);
  if (owner?.socket) {
    console.log(`ClearCart is running on this store (pid ${owner.pid}): the sync is handed to it.`);
    await askOwner(owner.socket, '/sync', {}, (m) => 'line' in m && console.log(m.line));
  } else {
    const store = await openStore(config, { role: 'import' });
    try {
      const summary = await syncDeltas(store.db, new ProductRepository(store.db), {
        baseUrl: url,
        userAgent: userAgent(config.providers.contact),
        log: (line) => console.log(line),
      });
      console.log(
        `${summary.applied.length} delta files applied (${summary.rows} products); newest change ${new Date(summary.state.watermark * 1000).toISOString()}` +
          (summary.refused.length > 0 ? `; ${summary.refused.length} refused, tried again next time` : ''),
      );
      if (summary.refused.length > 0) process.exitCode = 1;
    } finally {
      await store.close();
    }
  }
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
