import { preferences, type AccountExport, type MyProductPanel, type Profile } from '@clearcart/contracts';
import type { Db } from '../database/db.ts';
import type { ListRepository } from './list-repository.ts';
import type { MyProductRepository } from './my-product-repository.ts';
import type { RecallRepository } from './recall-repository.ts';

/**
 * Every table that holds rows of one account, with how its rows are found from the uid, children before their
 * parents. A migration that adds a table keyed by the account adds it here (the account API test checks each one).
 */
export const ACCOUNT_TABLES = {
  list_items: 'list_id IN (SELECT id FROM lists WHERE uid = $1)',
  lists: 'uid = $1',
  open_uploads: 'product_id IN (SELECT id FROM my_products WHERE uid = $1)',
  my_product_photos: 'product_id IN (SELECT id FROM my_products WHERE uid = $1)',
  my_products: 'uid = $1',
  history: 'uid = $1',
  // the recall inbox, and the browsers that receive its messages
  notifications: 'uid = $1',
  push_subscriptions: 'uid = $1',
  // the household's people, the account holder's preferences among them (the `preferences` view reads these)
  profiles: 'uid = $1',
} as const;
export type AccountTable = keyof typeof ACCOUNT_TABLES;

const iso = (value: Date | string) => new Date(value).toISOString();

/** What the store keeps of one account: read as one file, or erased with nothing left behind. */
export class AccountRepository {
  constructor(
    private readonly db: Db,
    private readonly lists: ListRepository,
    private readonly myProducts: MyProductRepository,
    private readonly recalls: Pick<RecallRepository, 'notifications'>,
  ) {}

  /** The account's rows but its read products (`myProductsWithPhotos`), and not the account (the identity provider's). */
  async read(
    uid: string,
  ): Promise<Omit<AccountExport, 'format' | 'version' | 'exported_at' | 'account' | 'my_products'>> {
    // Read as they are, never created: an export writes nothing (ProfileRepository.list would add "Me").
    const people = await this.db.query<{ id: string; name: string; preferences: unknown; is_primary: boolean }>(
      'SELECT id, name, preferences, is_primary FROM profiles WHERE uid = $1 ORDER BY is_primary DESC, created_at, id',
      [uid],
    );
    const household: Profile[] = people.map((row) => ({
      id: row.id,
      name: row.name,
      primary: row.is_primary,
      preferences: preferences.parse(row.preferences),
    }));
    const views = await this.db.query<{ product_id: string; name: string; brand: string; viewed_at: Date | string }>(
      `SELECT h.product_id, p.name, p.brand, h.viewed_at FROM history h JOIN products p ON p.id = h.product_id
        WHERE h.uid = $1 ORDER BY h.viewed_at DESC, h.product_id`,
      [uid],
    );
    const lists = [];
    for (const overview of await this.lists.overview(uid)) {
      const list = await this.lists.get(uid, overview.id);
      if (list) lists.push(list);
    }
    const browsers = await this.db.query<{ endpoint: string; created_at: Date | string }>(
      'SELECT endpoint, created_at FROM push_subscriptions WHERE uid = $1 ORDER BY created_at, endpoint',
      [uid],
    );
    return {
      preferences: preferences.parse(household.find((person) => person.primary)?.preferences ?? {}),
      household,
      history: views.map((row) => ({ ...row, viewed_at: iso(row.viewed_at) })),
      lists,
      // All of it, not the inbox's page of the newest.
      notifications: await this.recalls.notifications(uid, Number.MAX_SAFE_INTEGER),
      push_subscriptions: browsers.map((row) => ({ endpoint: row.endpoint, created_at: iso(row.created_at) })),
    };
  }

  /**
   * The account's read products, newest first, each with its photos: one product's photos at a time in memory (up to
   * three JPEGs), however many the account keeps.
   */
  async *myProductsWithPhotos(uid: string): AsyncGenerator<AccountExport['my_products'][number]> {
    const kept = await this.db.query<{ id: string; in_history: boolean; viewed_at: Date | string }>(
      'SELECT id, in_history, viewed_at FROM my_products WHERE uid = $1',
      [uid],
    );
    const seen = new Map(kept.map((row) => [row.id, row]));
    for (const product of await this.myProducts.list(uid)) {
      const photos = await this.db.query<{ panel: MyProductPanel; image: Uint8Array }>(
        'SELECT panel, image FROM my_product_photos WHERE product_id = $1 ORDER BY panel',
        [product.id],
      );
      const row = seen.get(product.id);
      yield {
        ...product,
        in_history: row?.in_history ?? false,
        viewed_at: iso(row?.viewed_at ?? product.updated_at),
        photo_files: photos.map((photo) => ({
          panel: photo.panel,
          type: 'image/jpeg' as const,
          base64: Buffer.from(photo.image).toString('base64'),
        })),
      };
    }
  }

  /** How many rows each account table holds for `uid` (the account test and the erasure's check). */
  async count(uid: string): Promise<Record<AccountTable, number>> {
    const counts = {} as Record<AccountTable, number>;
    for (const [table, where] of Object.entries(ACCOUNT_TABLES) as [AccountTable, string][]) {
      const [row] = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, [uid]);
      counts[table] = row?.n ?? 0;
    }
    return counts;
  }

  /**
   * Deletes every row of the account, in one transaction, and returns how many went from each table. Its share links
   * end with its lists. The account's own locks are taken first, so a list, person or read product being added at the
   * same moment waits and is deleted too, or comes after and is not (the identity provider refuses its token by then).
   */
  async erase(uid: string): Promise<Record<AccountTable, number>> {
    const deleted = await this.db.transaction(async (tx) => {
      for (const lock of ['lists', 'profiles', 'my-products']) {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${lock}:${uid}`]);
      }
      const counts = {} as Record<AccountTable, number>;
      for (const [table, where] of Object.entries(ACCOUNT_TABLES) as [AccountTable, string][]) {
        counts[table] = (await tx.query(`DELETE FROM ${table} WHERE ${where} RETURNING 1`, [uid])).length;
      }
      return counts;
    });
    if (Object.values(deleted).some((n) => n > 0)) await this.scrub();
    return deleted;
  }

  /**
   * The embedded store's files keep a deleted row's bytes until they are rewritten: in the table's and its indexes'
   * pages, and in the write-ahead log, which a snapshot (`npm run backup`, the daily one) copies whole. The account
   * tables are rewritten (VACUUM FULL) and the log moved past the deletion with its old segments removed, not
   * recycled, so a snapshot taken from now on holds none of it. PostgreSQL's snapshots are pg_dump's, which read rows,
   * never pages: nothing to do there (decision 048).
   */
  private async scrub(): Promise<void> {
    if (this.db.kind !== 'pglite') return;
    await this.db.exec(`VACUUM FULL ${Object.keys(ACCOUNT_TABLES).join(', ')}`);
    await this.db.exec('SET wal_recycle = off');
    // Twice: a segment is removed once a checkpoint after the one that ended it has been made.
    for (let i = 0; i < 2; i++) {
      await this.db.query('SELECT pg_switch_wal()');
      await this.db.exec('CHECKPOINT');
    }
  }
}
