import type { MyProduct, MyProductPanel, ProductResponse, ShopperFacts } from '@clearcart/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { notify } from '../../../components/ui/toaster.tsx';
import { TOAST_ERROR_MS } from '../../../config/constants.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { logger } from '../../../lib/logger.ts';
import {
  createMyProduct,
  deleteMyProduct,
  MY_PRODUCTS_KEY,
  myProductQueryOptions,
  myProductsQueryOptions,
  updateMyProduct,
  uploadMyProductPhoto,
} from '../api/my-products.ts';
import {
  isDeviceId,
  keepProduct,
  keptProducts,
  noKeptProducts,
  removeKept,
  subscribeKept,
  updateKept,
  type KeptProduct,
} from '../lib/kept-products.ts';
import { t } from '../../../i18n/i18n.ts';

/** A read product as the pages show it, wherever it is kept. */
export interface ReadProduct {
  id: string;
  facts: ShopperFacts;
  created_at: string;
  updated_at: string;
  /** Where it is kept: the account (signed in) or this device (signed out). */
  kept: 'account' | 'device';
  /** The account's only: the photos kept with it and where sharing with Open Food Facts stands. */
  mine?: MyProduct;
  /** The device's only: the last report made of it, shown again offline. */
  report?: ProductResponse;
}

const fromAccount = (product: MyProduct): ReadProduct => ({
  id: product.id,
  facts: product.facts,
  created_at: product.created_at,
  updated_at: product.updated_at,
  kept: 'account',
  mine: product,
});

const fromDevice = (product: KeptProduct): ReadProduct => ({
  id: product.id,
  facts: product.facts,
  created_at: product.created_at,
  updated_at: product.updated_at,
  kept: 'device',
  ...(product.report ? { report: product.report } : {}),
});

const useKept = () => useSyncExternalStore(subscribeKept, keptProducts, noKeptProducts);

/** The shopper's read products, newest first: the account's when signed in, this device's otherwise. */
export function useReadProducts(): {
  products: ReadProduct[];
  isPending: boolean;
  error: Error | null;
  kept: 'account' | 'device';
  /** False when this server has no Open Food Facts account to share with. */
  sharingAvailable: boolean;
} {
  const { currentUser, loading } = useAuth();
  const uid = currentUser?.uid ?? null;
  const device = useKept();
  const account = useQuery({ ...myProductsQueryOptions(uid ?? ''), enabled: uid !== null });
  if (uid) {
    return {
      products: (account.data?.items ?? []).map(fromAccount),
      isPending: account.isPending,
      error: account.error,
      kept: 'account',
      sharingAvailable: account.data?.sharing_available ?? false,
    };
  }
  return { products: device.map(fromDevice), isPending: loading, error: null, kept: 'device', sharingAvailable: false };
}

/** One read product: from this device (`local-…` ids), else from the account. */
export function useReadProduct(id: string): {
  product: ReadProduct | undefined;
  isPending: boolean;
  error: Error | null;
} {
  const { currentUser } = useAuth();
  const uid = currentUser?.uid ?? null;
  const onDevice = isDeviceId(id);
  const device = useKept();
  const account = useQuery({ ...myProductQueryOptions(uid ?? '', id), enabled: uid !== null && !onDevice });
  if (onDevice) {
    const kept = device.find((p) => p.id === id);
    return {
      product: kept && fromDevice(kept),
      isPending: false,
      error: kept ? null : new Error(t('read.notOnDevice')),
    };
  }
  if (!uid) {
    return { product: undefined, isPending: false, error: new Error(t('read.signInToSee')) };
  }
  return {
    product: account.data && fromAccount(account.data),
    isPending: account.isPending,
    error: account.error,
  };
}

/** The photos taken of a product's panels, kept with it in the account (for sharing with Open Food Facts). */
export type PanelPhotos = Partial<Record<MyProductPanel, File>>;

/** Keeping, changing and forgetting read products, in the account or on this device. */
export function useKeepProduct() {
  const { currentUser } = useAuth();
  const uid = currentUser?.uid ?? null;
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MY_PRODUCTS_KEY }),
      // The account's history lists its read products too.
      queryClient.invalidateQueries({ queryKey: ['history'] }),
    ]);

  return {
    /**
     * Keeps a newly read product: in the account (its photos follow, in the background) or on this device with its
     * report. Resolves to its id.
     */
    async keep(facts: ShopperFacts, report: ProductResponse, photos: PanelPhotos): Promise<string> {
      if (!uid) return keepProduct(facts, report).id;
      const saved = await createMyProduct(facts);
      queryClient.setQueryData(myProductQueryOptions(uid, saved.id).queryKey, saved);
      void refresh();
      void uploadPhotos(saved.id, photos).then(({ latest, failed }) => {
        if (latest) queryClient.setQueryData(myProductQueryOptions(uid, saved.id).queryKey, latest);
        if (failed > 0)
          notify({
            status: 'warning',
            title: failed === 1 ? t('read.photoNotKept') : t('read.photosNotKept'),
            description: t('read.photosNotKept.text'),
            duration: TOAST_ERROR_MS,
          });
      });
      return saved.id;
    },
    async change(product: ReadProduct, facts: ShopperFacts, report?: ProductResponse): Promise<void> {
      if (product.kept === 'device') {
        updateKept(product.id, facts, report);
        return;
      }
      const saved = await updateMyProduct(product.id, facts);
      if (uid) queryClient.setQueryData(myProductQueryOptions(uid, product.id).queryKey, saved);
      await refresh();
    },
    async remove(product: ReadProduct): Promise<void> {
      if (product.kept === 'device') {
        removeKept(product.id);
        return;
      }
      await deleteMyProduct(product.id);
      if (uid) queryClient.removeQueries({ queryKey: myProductQueryOptions(uid, product.id).queryKey, exact: true });
      await refresh();
    },
  };
}

/**
 * Sends the photos one after the other (one panel each), each whatever became of the one before; resolves to the
 * product as the last upload left it, and how many failed.
 */
async function uploadPhotos(id: string, photos: PanelPhotos): Promise<{ latest?: MyProduct; failed: number }> {
  let latest: MyProduct | undefined;
  let failed = 0;
  for (const panel of ['ingredients', 'nutrition', 'front'] as const) {
    const photo = photos[panel];
    if (!photo) continue;
    try {
      latest = await uploadMyProductPhoto(id, panel, photo);
    } catch (error) {
      failed += 1;
      logger.warn(`The ${panel} photo could not be kept`, error);
    }
  }
  return { ...(latest ? { latest } : {}), failed };
}
