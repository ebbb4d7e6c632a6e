import { randomBytes, randomUUID } from 'node:crypto';
import {
  LIST_LIMITS,
  type ListItem,
  type ListItemInput,
  type ListItemUpdate,
  type ListOverview,
  type ProductBrief,
  type ShareLink,
  type ShoppingList,
} from '@clearcart/contracts';
import { badRequest, limitReached, notFound } from '../../errors.ts';
import type { Db, Sql } from '../database/db.ts';

/** A share token: 192 random bits, base64url (32 characters), so a link cannot be guessed. */
export const newShareToken = (): string => randomBytes(24).toString('base64url');
/** The web page a share link opens. */
export const sharePath = (token: string): string => `/shared/${token}`;

/** A catalog product as a list's report reads it: its facts, what the list shows, and its current score card. */
export interface CatalogEntry {
  id: string;
  facts: unknown;
  brief: ProductBrief;
  /** False when the product has no score card of this version yet. */
  scored: boolean;
  health: number | null;
  environmental: number | null;
  ethical: number | null;
}

interface ListRow {
  id: string;
  name: string;
  share_token: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

interface ItemRow {
  id: string;
  product_id: string | null;
  text: string;
  quantity: number;
  checked: boolean;
  name: string | null;
  brand: string | null;
  product_quantity: string | null;
  image_url: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toItem = (row: ItemRow): ListItem => ({
  id: row.id,
  product_id: row.product_id,
  text: row.text,
  quantity: row.quantity,
  checked: row.checked,
  ...(row.product_id && row.name !== null
    ? {
        product: {
          name: row.name,
          brand: row.brand ?? '',
          ...(row.product_quantity ? { quantity: row.product_quantity } : {}),
          ...(row.image_url ? { image_url: row.image_url } : {}),
        },
      }
    : {}),
});

const ITEM_COLUMNS = `i.id, i.product_id, i.text, i.quantity, i.checked, p.name, p.brand,
  p.facts->>'quantity' AS product_quantity, p.facts->>'imageUrl' AS image_url`;

const tooManyItems = () => limitReached(`A list holds at most ${LIST_LIMITS.items} items`);
const noList = (id: string) => notFound(`You have no list with id "${id}"`);

/**
 * Each account's shopping lists and their items; the verified uid is the only key, so one account never
 * reads or changes another's. A list read by its share token shows what its page shows, to anyone with the link.
 */
export class ListRepository {
  constructor(private readonly db: Db) {}

  /** The account's lists, most recently changed first, with their item counts. */
  async overview(uid: string): Promise<ListOverview[]> {
    const rows = await this.db.query<ListRow & { items: number; checked: number }>(
      `SELECT l.id, l.name, l.share_token, l.created_at, l.updated_at,
              count(i.id)::int AS items, count(i.id) FILTER (WHERE i.checked)::int AS checked
         FROM lists l LEFT JOIN list_items i ON i.list_id = l.id
        WHERE l.uid = $1 GROUP BY l.id ORDER BY l.updated_at DESC, l.id`,
      [uid],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      items: row.items,
      checked: row.checked,
      shared: row.share_token !== null,
      updated_at: iso(row.updated_at),
    }));
  }

  /**
   * A new list with its items (an import, or a list made on a device before sign-in): an item whose product is not in
   * the catalog is kept as its text. 409 past LIST_LIMITS.lists. A list from a device (`deviceId`) that was moved
   * already is answered as it is, with `created: false`.
   */
  async create(
    uid: string,
    name: string,
    items: readonly ListItemInput[],
    deviceId?: string,
  ): Promise<{ list: ShoppingList; created: boolean }> {
    if (items.length > LIST_LIMITS.items) throw tooManyItems();
    let id: string = randomUUID();
    const created = await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`lists:${uid}`]);
      if (deviceId !== undefined) {
        const [moved] = await tx.query<{ id: string }>('SELECT id FROM lists WHERE uid = $1 AND device_id = $2', [
          uid,
          deviceId,
        ]);
        if (moved) {
          id = moved.id;
          return false;
        }
      }
      const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM lists WHERE uid = $1', [uid]);
      if ((count?.n ?? 0) >= LIST_LIMITS.lists) {
        throw limitReached(`You can keep at most ${LIST_LIMITS.lists} lists: delete one to make room`);
      }
      await tx.query('INSERT INTO lists (id, uid, name, device_id) VALUES ($1, $2, $3, $4)', [
        id,
        uid,
        name,
        deviceId ?? null,
      ]);
      await insertItems(tx, id, items, 0);
      return true;
    });
    return { list: (await this.get(uid, id))!, created };
  }

  /** The list with its items in order; null when the account has no such list. */
  async get(uid: string, id: string): Promise<ShoppingList | null> {
    const [list] = await this.db.query<ListRow>(
      'SELECT id, name, share_token, created_at, updated_at FROM lists WHERE id = $1 AND uid = $2',
      [id, uid],
    );
    return list ? this.withItems(list) : null;
  }

  /** The list a share token names, whoever asks; null for an unknown or revoked token. */
  async byShareToken(token: string): Promise<ShoppingList | null> {
    const [list] = await this.db.query<ListRow>(
      'SELECT id, name, share_token, created_at, updated_at FROM lists WHERE share_token = $1',
      [token],
    );
    return list ? this.withItems(list) : null;
  }

  async rename(uid: string, id: string, name: string): Promise<ShoppingList> {
    const renamed = await this.db.query(
      'UPDATE lists SET name = $3, updated_at = now() WHERE id = $1 AND uid = $2 RETURNING id',
      [id, uid, name],
    );
    if (renamed.length === 0) throw noList(id);
    return (await this.get(uid, id))!;
  }

  /** False when the account has no such list. Its items go with it, and its share link stops working. */
  async remove(uid: string, id: string): Promise<boolean> {
    return (await this.db.query('DELETE FROM lists WHERE id = $1 AND uid = $2 RETURNING id', [id, uid])).length > 0;
  }

  /**
   * Adds an item at the end; a product already on the list (not ticked off) gets the quantity added instead. 404 for a
   * product not in the catalog, 409 past LIST_LIMITS.items.
   */
  async addItem(uid: string, listId: string, input: ListItemInput): Promise<ListItem> {
    const quantity = input.quantity ?? 1;
    const itemId = await this.db.transaction(async (tx) => {
      await this.lockList(tx, uid, listId);
      if (input.product_id) {
        const [known] = await tx.query('SELECT 1 FROM products WHERE id = $1', [input.product_id]);
        if (!known) throw notFound(`No product with id "${input.product_id}"`);
        const [same] = await tx.query<{ id: string }>(
          `UPDATE list_items SET quantity = LEAST(quantity + $3, ${LIST_LIMITS.quantity})
            WHERE id = (SELECT id FROM list_items WHERE list_id = $1 AND product_id = $2 AND NOT checked
                         ORDER BY position LIMIT 1)
           RETURNING id`,
          [listId, input.product_id, quantity],
        );
        if (same) return same.id;
      }
      const [count] = await tx.query<{ n: number; last: number }>(
        'SELECT count(*)::int AS n, coalesce(max(position), -1)::int AS last FROM list_items WHERE list_id = $1',
        [listId],
      );
      if ((count?.n ?? 0) >= LIST_LIMITS.items) throw tooManyItems();
      const [id] = await insertItems(tx, listId, [input], (count?.last ?? -1) + 1);
      return id!;
    });
    return (await this.item(listId, itemId))!;
  }

  /** Changes the fields given; matching a free-text item to a product keeps its text. 404 for an unknown product. */
  async updateItem(uid: string, listId: string, itemId: string, change: ListItemUpdate): Promise<ListItem> {
    await this.db.transaction(async (tx) => {
      await this.lockList(tx, uid, listId);
      if (change.product_id) {
        const [known] = await tx.query('SELECT 1 FROM products WHERE id = $1', [change.product_id]);
        if (!known) throw notFound(`No product with id "${change.product_id}"`);
      }
      const [current] = await tx.query<{ product_id: string | null; text: string }>(
        'SELECT product_id, text FROM list_items WHERE id = $1 AND list_id = $2',
        [itemId, listId],
      );
      if (!current) throw notFound(`The list has no item with id "${itemId}"`);
      const text = change.text ?? current.text;
      if (change.product_id === null && !text) {
        throw badRequest('An item without a product needs a text: send one with product_id null');
      }
      await tx.query(
        `UPDATE list_items SET product_id = $3, text = $4, quantity = coalesce($5, quantity),
                checked = coalesce($6, checked)
          WHERE id = $1 AND list_id = $2`,
        [
          itemId,
          listId,
          change.product_id === undefined ? current.product_id : change.product_id,
          text,
          change.quantity ?? null,
          change.checked ?? null,
        ],
      );
    });
    return (await this.item(listId, itemId))!;
  }

  async removeItem(uid: string, listId: string, itemId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockList(tx, uid, listId);
      const removed = await tx.query('DELETE FROM list_items WHERE id = $1 AND list_id = $2 RETURNING id', [
        itemId,
        listId,
      ]);
      if (removed.length === 0) throw notFound(`The list has no item with id "${itemId}"`);
    });
  }

  /** Puts the items in the order given, which must name every item of the list once (400 otherwise). */
  async reorder(uid: string, listId: string, itemIds: readonly string[]): Promise<ShoppingList> {
    await this.db.transaction(async (tx) => {
      await this.lockList(tx, uid, listId);
      const rows = await tx.query<{ id: string }>('SELECT id FROM list_items WHERE list_id = $1', [listId]);
      const current = new Set(rows.map((row) => row.id));
      const given = new Set(itemIds);
      if (given.size !== itemIds.length || given.size !== current.size || ![...given].every((id) => current.has(id))) {
        throw badRequest(`item_ids must name each of the list's ${current.size} items once`);
      }
      await tx.query(
        `UPDATE list_items SET position = o.position::int - 1
           FROM unnest($2::text[]) WITH ORDINALITY AS o(id, position)
          WHERE list_items.id = o.id AND list_items.list_id = $1`,
        [listId, itemIds],
      );
    });
    return (await this.get(uid, listId))!;
  }

  /** The list's share link, made on first asking and the same until revoked. */
  async share(uid: string, id: string): Promise<ShareLink> {
    const [row] = await this.db.query<{ share_token: string }>(
      `UPDATE lists SET share_token = coalesce(share_token, $3) WHERE id = $1 AND uid = $2 RETURNING share_token`,
      [id, uid, newShareToken()],
    );
    if (!row) throw noList(id);
    return { token: row.share_token, path: sharePath(row.share_token) };
  }

  /** Revokes the share link: the old one stops working at once; sharing again makes a new one. */
  async unshare(uid: string, id: string): Promise<void> {
    const rows = await this.db.query('UPDATE lists SET share_token = NULL WHERE id = $1 AND uid = $2 RETURNING id', [
      id,
      uid,
    ]);
    if (rows.length === 0) throw noList(id);
  }

  /** The facts and score cards (of `scoreVersion`) of these catalog products; those not in the catalog are left out. */
  async catalog(ids: readonly string[], scoreVersion: string): Promise<CatalogEntry[]> {
    const rows = await this.db.query<{
      id: string;
      facts: unknown;
      name: string;
      brand: string;
      product_quantity: string | null;
      image_url: string | null;
      scored: boolean;
      health: number | null;
      environmental: number | null;
      ethical: number | null;
    }>(
      `SELECT p.id, p.facts, p.name, p.brand, p.facts->>'quantity' AS product_quantity,
              p.facts->>'imageUrl' AS image_url, s.product_id IS NOT NULL AS scored, s.health, s.environmental, s.ethical
         FROM products p LEFT JOIN product_scores s ON s.product_id = p.id AND s.version = $2
        WHERE p.id = ANY($1::text[])`,
      [ids, scoreVersion],
    );
    return rows.map((row) => ({
      id: row.id,
      facts: row.facts,
      brief: {
        name: row.name,
        brand: row.brand,
        ...(row.product_quantity ? { quantity: row.product_quantity } : {}),
        ...(row.image_url ? { image_url: row.image_url } : {}),
      },
      scored: row.scored,
      health: row.health,
      environmental: row.environmental,
      ethical: row.ethical,
    }));
  }

  /** Locks the account's list for a change to its items and marks it changed; 404 when it is not theirs. */
  private async lockList(tx: Sql, uid: string, listId: string): Promise<void> {
    const [row] = await tx.query('UPDATE lists SET updated_at = now() WHERE id = $1 AND uid = $2 RETURNING id', [
      listId,
      uid,
    ]);
    if (!row) throw noList(listId);
  }

  private async item(listId: string, itemId: string): Promise<ListItem | null> {
    const [row] = await this.db.query<ItemRow>(
      `SELECT ${ITEM_COLUMNS} FROM list_items i LEFT JOIN products p ON p.id = i.product_id
        WHERE i.id = $1 AND i.list_id = $2`,
      [itemId, listId],
    );
    return row ? toItem(row) : null;
  }

  private async withItems(list: ListRow): Promise<ShoppingList> {
    const items = await this.db.query<ItemRow>(
      `SELECT ${ITEM_COLUMNS} FROM list_items i LEFT JOIN products p ON p.id = i.product_id
        WHERE i.list_id = $1 ORDER BY i.position, i.id`,
      [list.id],
    );
    return {
      id: list.id,
      name: list.name,
      share: list.share_token ? { token: list.share_token, path: sharePath(list.share_token) } : null,
      created_at: iso(list.created_at),
      updated_at: iso(list.updated_at),
      items: items.map(toItem),
    };
  }
}

/**
 * Inserts items from `position` on; returns their ids. A product item without text keeps the product's name as its
 * text; one whose product is not in the catalog is kept as its text (or its product id when it has none).
 */
async function insertItems(
  tx: Sql,
  listId: string,
  items: readonly ListItemInput[],
  position: number,
): Promise<string[]> {
  if (items.length === 0) return [];
  const productIds = [...new Set(items.flatMap((item) => (item.product_id ? [item.product_id] : [])))];
  const names = new Map(
    productIds.length === 0
      ? []
      : (
          await tx.query<{ id: string; name: string }>('SELECT id, name FROM products WHERE id = ANY($1::text[])', [
            productIds,
          ])
        ).map((row) => [row.id, row.name]),
  );
  const ids = items.map(() => randomUUID());
  const rows = items.map((item) => {
    const known = item.product_id && names.has(item.product_id) ? item.product_id : null;
    const text = (item.text ?? '').trim() || (known ? names.get(known)! : (item.product_id ?? ''));
    return { product_id: known, text: text.slice(0, LIST_LIMITS.text) };
  });
  await tx.query(
    `INSERT INTO list_items (id, list_id, position, product_id, text, quantity, checked)
     SELECT u.id, $2, $3 + u.n::int - 1, u.product_id, u.text, u.quantity, u.checked
       FROM unnest($1::text[], $4::text[], $5::text[], $6::int[], $7::boolean[])
            WITH ORDINALITY AS u(id, product_id, text, quantity, checked, n)`,
    [
      ids,
      listId,
      position,
      rows.map((row) => row.product_id),
      rows.map((row) => row.text),
      items.map((item) => item.quantity ?? 1),
      items.map((item) => item.checked ?? false),
    ],
  );
  return ids;
}
