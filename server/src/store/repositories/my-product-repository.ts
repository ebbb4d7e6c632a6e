import {
  type Dimension,
  MY_PRODUCT_LIMITS,
  type MyProduct,
  type MyProductPanel,
  type ShareStatus,
  shopperFacts,
  type ShopperFacts,
} from '@clearcart/contracts';
import { randomUUID } from 'node:crypto';
import { limitReached } from '../../errors.ts';
import type { Db } from '../database/db.ts';

/** The engine's scores of a read product, as the history shows them (0–100, absent where it cannot score). */
export type StoredScores = Partial<Record<Dimension, number>>;

interface ProductRow {
  id: string;
  facts: unknown;
  created_at: Date | string;
  updated_at: Date | string;
  photos: string[] | null;
  status: Exclude<ShareStatus, 'not_shared'> | null;
  attempts: number | null;
  last_error: string | null;
  sent_at: Date | string | null;
  url: string | null;
}

/** An upload claimed by one sender: its product, how many tries so far (this one included), what is already sent. */
export interface ClaimedUpload {
  productId: string;
  claim: string;
  attempts: number;
  stepsDone: string[];
}

const iso = (value: Date | string) => new Date(value).toISOString();

const SELECT = `SELECT m.id, m.facts, m.created_at, m.updated_at,
    (SELECT array_agg(f.panel ORDER BY f.panel) FROM my_product_photos f WHERE f.product_id = m.id) AS photos,
    u.status, u.attempts, u.last_error, u.sent_at, u.url
  FROM my_products m LEFT JOIN open_uploads u ON u.product_id = m.id`;

const toProduct = (row: ProductRow): MyProduct => ({
  id: row.id,
  // Facts were checked on the way in; parsing again keeps a row written by an older version to the current shape.
  facts: shopperFacts.parse(row.facts),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  photos: (row.photos ?? []) as MyProductPanel[],
  share: {
    status: row.status ?? 'not_shared',
    attempts: row.attempts ?? 0,
    last_error: row.last_error,
    sent_at: row.sent_at === null ? null : iso(row.sent_at),
    url: row.url,
  },
});

/**
 * The products each signed-in shopper read from their packages, their photos, and the record of sharing them with
 * Open Food Facts. The verified uid is the only key for a shopper's own calls; the upload sender reads by product id.
 */
export class MyProductRepository {
  constructor(private readonly db: Db) {}

  /** The shopper's read products, newest first. */
  async list(uid: string): Promise<MyProduct[]> {
    const rows = await this.db.query<ProductRow>(`${SELECT} WHERE m.uid = $1 ORDER BY m.created_at DESC, m.id`, [uid]);
    return rows.map(toProduct);
  }

  async get(uid: string, id: string): Promise<MyProduct | undefined> {
    const [row] = await this.db.query<ProductRow>(`${SELECT} WHERE m.uid = $1 AND m.id = $2`, [uid, id]);
    return row ? toProduct(row) : undefined;
  }

  /** A new read product, in the shopper's history at once. 409 `limit_reached` past MY_PRODUCT_LIMITS.products. */
  async create(uid: string, facts: ShopperFacts, scores: StoredScores, scoreVersion: string): Promise<MyProduct> {
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      // One count at a time per account, so two saves at once cannot both pass the limit.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`my-products:${uid}`]);
      const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM my_products WHERE uid = $1', [uid]);
      if ((count?.n ?? 0) >= MY_PRODUCT_LIMITS.products) {
        throw limitReached(
          `You can keep at most ${MY_PRODUCT_LIMITS.products} products read from their packages: delete one to make room`,
        );
      }
      await tx.query('INSERT INTO my_products (id, uid, facts, scores, score_version) VALUES ($1, $2, $3, $4, $5)', [
        id,
        uid,
        JSON.stringify(facts),
        JSON.stringify(scores),
        scoreVersion,
      ]);
    });
    return (await this.get(uid, id))!;
  }

  /**
   * New facts for a read product (back at the top of the history, as a fresh view). An upload still waiting sends
   * the new facts. Undefined when the shopper has no such product.
   */
  async update(
    uid: string,
    id: string,
    facts: ShopperFacts,
    scores: StoredScores,
    scoreVersion: string,
  ): Promise<MyProduct | undefined> {
    const changed = await this.db.transaction(async (tx) => {
      const rows = await tx.query(
        `UPDATE my_products SET facts = $3, scores = $4, score_version = $5, updated_at = now(), viewed_at = now(),
                in_history = true
          WHERE uid = $1 AND id = $2 RETURNING id`,
        [uid, id, JSON.stringify(facts), JSON.stringify(scores), scoreVersion],
      );
      if (rows.length > 0) await forgetStep(tx, id, 'fields');
      return rows.length > 0;
    });
    return changed ? this.get(uid, id) : undefined;
  }

  /** False when the shopper has no such product; its photos and any upload go with it. */
  async remove(uid: string, id: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM my_products WHERE uid = $1 AND id = $2 RETURNING id', [uid, id]);
    return rows.length > 0;
  }

  /** Keeps a panel's photo, replacing the one before. False when the shopper has no such product. */
  async putPhoto(uid: string, id: string, panel: MyProductPanel, image: Uint8Array): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const owned = await tx.query(
        'UPDATE my_products SET updated_at = now() WHERE uid = $1 AND id = $2 RETURNING id',
        [uid, id],
      );
      if (owned.length === 0) return false;
      await tx.query(
        `INSERT INTO my_product_photos (product_id, panel, image) VALUES ($1, $2, $3)
         ON CONFLICT (product_id, panel) DO UPDATE SET image = EXCLUDED.image, updated_at = now()`,
        [id, panel, image],
      );
      await forgetStep(tx, id, `image:${panel}`);
      return true;
    });
  }

  /**
   * Queues the product for Open Food Facts: a new record, or a fresh start for one sent or failed before. An upload
   * already waiting is left as it is. False when the shopper has no such product.
   */
  async queueShare(uid: string, id: string): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO open_uploads (product_id, status)
       SELECT id, 'queued' FROM my_products WHERE uid = $1 AND id = $2
       ON CONFLICT (product_id) DO UPDATE SET status = 'queued', attempts = 0, next_attempt_at = now(),
              steps_done = '{}', last_error = NULL, sent_at = NULL, queued_at = now()
        WHERE open_uploads.status <> 'queued'
       RETURNING product_id`,
      [uid, id],
    );
    if (rows.length > 0) return true;
    return (await this.db.query('SELECT 1 FROM my_products WHERE uid = $1 AND id = $2', [uid, id])).length > 0;
  }

  // ——— for the upload sender ———

  /**
   * Claims the upload due first that no one holds, for `leaseMs`: the row lock (SKIP LOCKED) keeps two senders of
   * one store off the same row at the same moment, and the lease keeps them off it until this one is done (or has
   * crashed for longer than the lease).
   */
  async claimDue(leaseMs: number): Promise<ClaimedUpload | undefined> {
    const claim = randomUUID();
    const [row] = await this.db.query<{ product_id: string; attempts: number; steps_done: string[] }>(
      `UPDATE open_uploads u SET claim = $1, claimed_until = now() + $2::float8 * interval '1 millisecond',
              attempts = u.attempts + 1
        WHERE u.product_id = (
                SELECT product_id FROM open_uploads
                 WHERE status = 'queued' AND next_attempt_at <= now()
                   AND (claimed_until IS NULL OR claimed_until < now())
                 ORDER BY next_attempt_at, product_id LIMIT 1 FOR UPDATE SKIP LOCKED)
          AND u.status = 'queued' AND (u.claimed_until IS NULL OR u.claimed_until < now())
       RETURNING u.product_id, u.attempts, u.steps_done`,
      [claim, leaseMs],
    );
    return row ? { productId: row.product_id, claim, attempts: row.attempts, stepsDone: row.steps_done } : undefined;
  }

  /** The facts of a product being uploaded, and its photos; undefined once the shopper has deleted it. */
  async forUpload(productId: string): Promise<
    | {
        facts: ShopperFacts;
        photos: { panel: MyProductPanel; image: Uint8Array }[];
      }
    | undefined
  > {
    const [row] = await this.db.query<{ facts: unknown }>('SELECT facts FROM my_products WHERE id = $1', [productId]);
    if (!row) return undefined;
    const photos = await this.db.query<{ panel: MyProductPanel; image: Uint8Array }>(
      'SELECT panel, image FROM my_product_photos WHERE product_id = $1 ORDER BY panel',
      [productId],
    );
    return { facts: shopperFacts.parse(row.facts), photos };
  }

  /** One step of an upload was taken by Open Food Facts: a retry does not send it again. */
  async stepDone(upload: ClaimedUpload, step: string): Promise<void> {
    await this.db.query(
      `UPDATE open_uploads SET steps_done = array_append(array_remove(steps_done, $3::text), $3::text)
        WHERE product_id = $1 AND claim = $2`,
      [upload.productId, upload.claim, step],
    );
  }

  /** The upload is done: Open Food Facts has the product at `url`. */
  async sent(upload: ClaimedUpload, url: string): Promise<void> {
    await this.db.query(
      `UPDATE open_uploads SET status = 'sent', sent_at = now(), url = $3, last_error = NULL, claim = NULL,
              claimed_until = NULL
        WHERE product_id = $1 AND claim = $2`,
      [upload.productId, upload.claim, url],
    );
  }

  /** This try failed: tried again after `delayMs`, or never when `final` (Open Food Facts refused it for good). */
  async failed(upload: ClaimedUpload, error: string, delayMs: number | 'final'): Promise<void> {
    await this.db.query(
      `UPDATE open_uploads SET last_error = $3, claim = NULL, claimed_until = NULL,
              status = CASE WHEN $4::boolean THEN 'failed' ELSE 'queued' END,
              next_attempt_at = now() + $5::float8 * interval '1 millisecond'
        WHERE product_id = $1 AND claim = $2`,
      [upload.productId, upload.claim, error.slice(0, 500), delayMs === 'final', delayMs === 'final' ? 0 : delayMs],
    );
  }

  /** When the next queued upload falls due (a held one when its lease ends); undefined when none waits. */
  async nextDue(): Promise<Date | undefined> {
    const [row] = await this.db.query<{ due: Date | string | null }>(
      `SELECT min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at))) AS due
         FROM open_uploads WHERE status = 'queued'`,
    );
    return row?.due ? new Date(row.due) : undefined;
  }

  // ——— for the history ———

  /** Read products in the history whose scores were made by another engine version, with their facts. */
  async staleScores(uid: string, scoreVersion: string): Promise<{ id: string; facts: ShopperFacts }[]> {
    const rows = await this.db.query<{ id: string; facts: unknown }>(
      `SELECT id, facts FROM my_products
        WHERE uid = $1 AND in_history AND score_version IS DISTINCT FROM $2`,
      [uid, scoreVersion],
    );
    return rows.map((row) => ({ id: row.id, facts: shopperFacts.parse(row.facts) }));
  }

  async setScores(id: string, scores: StoredScores, scoreVersion: string): Promise<void> {
    await this.db.query('UPDATE my_products SET scores = $2, score_version = $3 WHERE id = $1', [
      id,
      JSON.stringify(scores),
      scoreVersion,
    ]);
  }
}

/** A changed product or photo is sent again by an upload still waiting. */
async function forgetStep(tx: Pick<Db, 'query'>, id: string, step: string): Promise<void> {
  await tx.query(
    `UPDATE open_uploads SET steps_done = array_remove(steps_done, $2::text) WHERE product_id = $1 AND status = 'queued'`,
    [id, step],
  );
}
