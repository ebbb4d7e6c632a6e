import type { PushSubscriptionRequest, RecallNotice } from '@clearcart/contracts';
import webpush from 'web-push';
import type { Db } from '../store/database/db.ts';
import type { RecallAlerter } from './recall-service.ts';

const VAPID_KEY = 'vapid-keys';

/** The message a push carries: enough for the notification, the app opens the rest. */
export interface RecallPushMessage {
  kind: 'recall';
  source: string;
  noticeId: string;
  productId: string;
  title: string;
  url: string;
}

/**
 * Web Push with VAPID (RFC 8292) and the aes128gcm payload encryption (RFC 8291), made by the `web-push` library;
 * the request is sent with fetch, so a push service on loopback answers in tests. The key pair is made once and kept
 * in the store, so subscriptions survive restarts.
 */
export class WebPush implements RecallAlerter {
  private keys: Promise<{ publicKey: string; privateKey: string }> | undefined;

  constructor(
    private readonly db: Db,
    private readonly contact = 'dev@clearcart.invalid',
  ) {}

  /** The server's VAPID public key (the browser's applicationServerKey), made on first use. */
  async publicKey(): Promise<string> {
    return (await this.vapid()).publicKey;
  }

  private vapid() {
    this.keys ??= (async () => {
      const read = async () => {
        const [row] = await this.db.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [VAPID_KEY]);
        return row ? (JSON.parse(row.value) as { publicKey: string; privateKey: string }) : undefined;
      };
      const kept = await read();
      if (kept) return kept;
      await this.db.query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
        VAPID_KEY,
        JSON.stringify(webpush.generateVAPIDKeys()),
      ]);
      // Another instance may have made its pair first: the stored one is the one.
      const stored = await read();
      if (!stored) throw new Error('VAPID keys not stored');
      return stored;
    })();
    this.keys.catch(() => (this.keys = undefined));
    return this.keys;
  }

  async subscribe(uid: string, subscription: PushSubscriptionRequest): Promise<void> {
    await this.db.query(
      `INSERT INTO push_subscriptions (endpoint, uid, p256dh, auth) VALUES ($1, $2, $3, $4)
       ON CONFLICT (endpoint) DO UPDATE SET uid = EXCLUDED.uid, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`,
      [subscription.endpoint, uid, subscription.keys.p256dh, subscription.keys.auth],
    );
  }

  async unsubscribe(uid: string, endpoint: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM push_subscriptions WHERE uid = $1 AND endpoint = $2 RETURNING 1', [
      uid,
      endpoint,
    ]);
    return rows.length > 0;
  }

  /** Pushes the recall to every browser of the account; a subscription the push service says is gone is dropped. */
  async alert(uid: string, notice: RecallNotice, productId: string): Promise<void> {
    const subscriptions = await this.db.query<{ endpoint: string; p256dh: string; auth: string }>(
      'SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE uid = $1',
      [uid],
    );
    const message: RecallPushMessage = {
      kind: 'recall',
      source: notice.source,
      noticeId: notice.id,
      productId,
      title: notice.title,
      url: notice.url,
    };
    if (subscriptions.length === 0) return;
    const { publicKey, privateKey } = await this.vapid();
    for (const s of subscriptions) {
      const request = webpush.generateRequestDetails(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: `mailto:${this.contact}`, publicKey, privateKey },
          TTL: 7 * 24 * 3600,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
        },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? null,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel().catch(() => undefined);
      if (response.status === 404 || response.status === 410)
        await this.db.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [s.endpoint]);
      else if (!response.ok) throw new Error(`push service answered HTTP ${response.status}`);
    }
  }
}
