import type { IdentifyResponse, ProductResponse } from '@clearcart/contracts';
import { notify } from '../../../components/ui/toaster.tsx';
import { api } from '../../../lib/api-client.ts';
import { logger } from '../../../lib/logger.ts';
import { updateOfflineStatus, type LookedUp } from './offline-status.ts';
import { packStore, type QueuedScan } from './pack-store.ts';
import { t } from '../../../i18n/i18n.ts';

// The scans the device could not answer offline, looked up when the network is back.

let running: Promise<number> | null = null;

/** What a looked-up scan was, in the words the panel uses. */
const scanned = (scan: QueuedScan) => (scan.kind === 'barcode' && scan.gtin ? scan.gtin : 'a photo');

async function lookUp(scan: QueuedScan): Promise<LookedUp> {
  const form = new FormData();
  if (scan.kind === 'barcode' && scan.gtin) form.set('description', scan.gtin);
  else if (scan.photo) form.set('image', scan.photo, 'scan.jpg');
  const result = await api.post<IdentifyResponse>('/products/identify', form, { offline: false });
  const productId = result.product_id;
  const name = productId
    ? await api
        .get<ProductResponse>(`/products/${encodeURIComponent(productId)}`, { offline: false })
        .then((product) => product.entity.name)
        .catch(() => null)
    : null;
  return { scanned: scanned(scan), productId, name, at: new Date().toISOString() };
}

/**
 * Looks up every kept scan, oldest first, while the network answers; each one answered leaves the queue and is listed
 * with what it found. Stops at the first that fails for want of a network (the next `online` runs the rest).
 * Resolves with how many were looked up.
 */
export function runQueue(): Promise<number> {
  running ??= (async () => {
    const found: LookedUp[] = [];
    try {
      for (const scan of await packStore.queued()) {
        let outcome: LookedUp;
        try {
          outcome = await lookUp(scan);
        } catch (error) {
          logger.warn('A kept scan could not be looked up yet', error);
          break;
        }
        if (scan.key !== undefined) await packStore.dequeue(scan.key);
        found.push(outcome);
        updateOfflineStatus((status) => ({ ...status, lookedUp: [outcome, ...status.lookedUp] }));
      }
      const left = (await packStore.queued()).length;
      updateOfflineStatus((status) => ({ ...status, queued: left }));
    } finally {
      running = null;
    }
    if (found.length > 0) {
      const named = found.filter((f) => f.name).map((f) => f.name);
      notify({
        status: 'success',
        title: found.length === 1 ? t('offline.lookedUp.one') : t('offline.lookedUp.many', { count: found.length }),
        description:
          named.length > 0 ? t('offline.lookedUp.named', { names: named.join(', ') }) : t('offline.lookedUp.see'),
      });
    }
    return found.length;
  })();
  return running;
}
