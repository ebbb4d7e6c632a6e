import type { ActiveRecallsResponse, OfflinePackHeader, ProductFacts } from '@clearcart/contracts';
import { fold } from '@clearcart/text';
import { t } from '../../../i18n/i18n.ts';

// The offline products on this device, in IndexedDB (no library: four stores and a few requests). A download writes a
// new generation beside the one in use and switches to it when whole, so a download cut short leaves the pack as it
// was; an update (`since`) writes into the generation in use.

const DB_NAME = 'clearcart-offline';
const DB_VERSION = 2;
const PRODUCTS = 'products';
/** Each product's name, brand and words alone: a search by name reads these, not 10,000 products' facts. */
const NAMES = 'names';
const META = 'meta';
const QUEUE = 'queue';
const PACK_KEY = 'pack';
/** The active recalls of the catalog, as last downloaded beside the pack (GET /recalls/active). */
const RECALLS_KEY = 'recalls';

/** The pack in use: which generation of products it is, what it was asked for, and how fresh it is. */
export interface PackMeta {
  gen: number;
  /** The engine and knowledge its facts are for (the header's). */
  version: OfflinePackHeader['version'];
  country: string | null;
  limit: number;
  /** Products held (after updates). */
  count: number;
  /** The server's time of the last download or update: the `since` of the next, and the report's "Offline copy from". */
  updatedAt: string;
}

/** What a search by name reads: small, so a session keeps them all in memory. */
export interface PackName {
  id: string;
  name: string;
  brand: string;
  quantity?: string;
  gtin?: string;
  /** Name, brand and aliases, folded. */
  words: string;
}

interface StoredName extends PackName {
  gen: number;
}

interface StoredProduct extends StoredName {
  /** The barcode without leading zeros: EAN-13, UPC-A and GTIN-14 spellings of one item meet here. */
  gtinKey?: string;
  facts: ProductFacts;
}

/** A scan the device could not answer, looked up when the network is back. */
export interface QueuedScan {
  key?: number;
  kind: 'barcode' | 'photo';
  /** The barcode's digits. */
  gtin?: string;
  photo?: Blob;
  at: string;
}

/** The barcode's digits as the store keys them: "03017620422003" and "3017620422003" are one item. */
export const gtinKey = (gtin: string): string => gtin.replace(/^0+/, '');

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const finished = (transaction: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      const has = (name: string) => db.objectStoreNames.contains(name);
      if (!has(PRODUCTS)) {
        db.createObjectStore(PRODUCTS, { keyPath: ['gen', 'id'] }).createIndex('gtin', ['gen', 'gtinKey']);
      }
      if (!has(NAMES)) db.createObjectStore(NAMES, { keyPath: ['gen', 'id'] });
      if (!has(META)) db.createObjectStore(META);
      if (!has(QUEUE)) db.createObjectStore(QUEUE, { keyPath: 'key', autoIncrement: true });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab of a newer app asks for the database: let it have it.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    request.onblocked = () => reject(new Error(t('offline.error.otherTab')));
  });
  opening.catch(() => {
    opening = null;
  });
  return opening;
}

async function run<T>(
  stores: string[],
  mode: IDBTransactionMode,
  work: (transaction: IDBTransaction) => Promise<T> | T,
): Promise<T> {
  const db = await open();
  const transaction = db.transaction(stores, mode);
  const result = await work(transaction);
  await finished(transaction);
  return result;
}

function stored(gen: number, facts: ProductFacts): StoredProduct {
  return {
    gen,
    id: facts.id,
    name: facts.name,
    brand: facts.brand,
    ...(facts.quantity ? { quantity: facts.quantity } : {}),
    ...(facts.gtin ? { gtin: facts.gtin, gtinKey: gtinKey(facts.gtin) } : {}),
    words: fold([facts.name, facts.brand, ...facts.aliases].join(' ')),
    facts,
  };
}

// What this tab read last: one scan asks for the pack's meta and its product three times (identify, then the report's
// basic data and its evaluation), and reads IndexedDB once. Forgotten on every write here, and when the offline
// products change in another tab (its mirror in localStorage, offline-status.ts).
let knownMeta: Promise<PackMeta | null> | null = null;
const knownProducts = new Map<string, ProductFacts>();
const KNOWN_PRODUCTS = 20;
let watching = false;
/** offline-status.ts's mirror in localStorage (not imported: that module loads this one). */
const STATUS_KEY = 'clearcart.offline';

function forget(): void {
  knownMeta = null;
  knownProducts.clear();
}

function remember(gen: number, facts: ProductFacts): ProductFacts {
  if (knownProducts.size >= KNOWN_PRODUCTS) knownProducts.clear();
  knownProducts.set(`${gen}:${facts.id}`, facts);
  return facts;
}

/** Changes the pack: what was read before is forgotten, before and after the write. */
async function write(work: () => Promise<void>): Promise<void> {
  forget();
  try {
    await work();
  } finally {
    forget();
  }
}

/** The device's offline products and its queue of scans kept for later. */
export const packStore = {
  async meta(): Promise<PackMeta | null> {
    if (!watching && typeof window !== 'undefined') {
      watching = true;
      window.addEventListener('storage', (event) => {
        if (event.key === STATUS_KEY || event.key === null) forget();
      });
    }
    knownMeta ??= run(
      [META],
      'readonly',
      async (t) => ((await done(t.objectStore(META).get(PACK_KEY))) as PackMeta) ?? null,
    );
    const meta = knownMeta;
    meta.catch(() => {
      if (knownMeta === meta) knownMeta = null;
    });
    return meta;
  },

  async setMeta(meta: PackMeta): Promise<void> {
    await write(() => run([META], 'readwrite', (t) => void t.objectStore(META).put(meta, PACK_KEY)));
  },

  async product(gen: number, id: string): Promise<ProductFacts | undefined> {
    const known = knownProducts.get(`${gen}:${id}`);
    if (known) return known;
    const facts = await run([PRODUCTS], 'readonly', async (t) => {
      const found = (await done(t.objectStore(PRODUCTS).get([gen, id]))) as StoredProduct | undefined;
      return found?.facts;
    });
    return facts && remember(gen, facts);
  },

  async byGtin(gen: number, gtin: string): Promise<ProductFacts | undefined> {
    const facts = await run([PRODUCTS], 'readonly', async (t) => {
      const index = t.objectStore(PRODUCTS).index('gtin');
      const found = (await done(index.get([gen, gtinKey(gtin)]))) as StoredProduct | undefined;
      return found?.facts;
    });
    return facts && remember(gen, facts);
  },

  /** The pack's first product (the best ranked, by id order within the seed catalog). */
  async first(gen: number): Promise<ProductFacts | undefined> {
    return run([PRODUCTS], 'readonly', async (t) => {
      const cursor = await done(t.objectStore(PRODUCTS).openCursor(IDBKeyRange.bound([gen], [gen, []])));
      return (cursor?.value as StoredProduct | undefined)?.facts;
    });
  },

  /** Every product's name, brand and words: what a search by name offline reads. */
  async names(gen: number): Promise<PackName[]> {
    return run([NAMES], 'readonly', async (t) => {
      const all = (await done(t.objectStore(NAMES).getAll(IDBKeyRange.bound([gen], [gen, []])))) as StoredName[];
      return all.map(({ gen: _gen, ...name }) => name);
    });
  },

  /** Writes products into a generation (one transaction: all of them or none). */
  async putProducts(gen: number, products: readonly ProductFacts[]): Promise<void> {
    await write(() =>
      run([PRODUCTS, NAMES], 'readwrite', (t) => {
        for (const facts of products) {
          const product = stored(gen, facts);
          t.objectStore(PRODUCTS).put(product);
          const { facts: _facts, gtinKey: _key, ...name } = product;
          t.objectStore(NAMES).put(name);
        }
      }),
    );
  },

  async removeProducts(gen: number, ids: readonly string[]): Promise<void> {
    await write(() =>
      run([PRODUCTS, NAMES], 'readwrite', (t) => {
        for (const id of ids) {
          t.objectStore(PRODUCTS).delete([gen, id]);
          t.objectStore(NAMES).delete([gen, id]);
        }
      }),
    );
  },

  async countProducts(gen: number): Promise<number> {
    return run([PRODUCTS], 'readonly', (t) => done(t.objectStore(PRODUCTS).count(IDBKeyRange.bound([gen], [gen, []]))));
  },

  /** Every generation but `keep` (a download's leftovers, or the pack it replaced). */
  async dropOtherGenerations(keep: number): Promise<void> {
    await write(() =>
      run([PRODUCTS, NAMES], 'readwrite', (t) => {
        for (const store of [t.objectStore(PRODUCTS), t.objectStore(NAMES)]) {
          store.delete(IDBKeyRange.upperBound([keep], true));
          store.delete(IDBKeyRange.lowerBound([keep, []], true));
        }
      }),
    );
  },

  async recalls(): Promise<ActiveRecallsResponse | null> {
    return run([META], 'readonly', async (t) => {
      const found = (await done(t.objectStore(META).get(RECALLS_KEY))) as ActiveRecallsResponse | undefined;
      return found ?? null;
    });
  },

  async setRecalls(recalls: ActiveRecallsResponse): Promise<void> {
    await run([META], 'readwrite', (t) => void t.objectStore(META).put(recalls, RECALLS_KEY));
  },

  /** Forgets the pack and its recalls (the queue stays: those scans are still the shopper's to look up). */
  async clearPack(): Promise<void> {
    await write(() =>
      run([PRODUCTS, NAMES, META], 'readwrite', (t) => {
        t.objectStore(PRODUCTS).clear();
        t.objectStore(NAMES).clear();
        t.objectStore(META).delete(PACK_KEY);
        t.objectStore(META).delete(RECALLS_KEY);
      }),
    );
  },

  async enqueue(scan: Omit<QueuedScan, 'key'>): Promise<void> {
    await run([QUEUE], 'readwrite', (t) => void t.objectStore(QUEUE).add(scan));
  },

  async queued(): Promise<QueuedScan[]> {
    return run([QUEUE], 'readonly', async (t) => (await done(t.objectStore(QUEUE).getAll())) as QueuedScan[]);
  },

  async clearQueue(): Promise<void> {
    await run([QUEUE], 'readwrite', (t) => void t.objectStore(QUEUE).clear());
  },

  async dequeue(key: number): Promise<void> {
    await run([QUEUE], 'readwrite', (t) => void t.objectStore(QUEUE).delete(key));
  },
};

export type PackStore = typeof packStore;
