import { TOAST_ERROR_MS, TOAST_WARNING_MS } from '../../../config/constants.ts';
import type { Notice } from '../../../components/ui/toaster.tsx';
import { t } from '../../../i18n/i18n.ts';

/** Where an identification started; it decides the toasts' wording (a clearer image, not more details). */
export type IdentifySource = 'text' | 'upload' | 'camera' | 'barcode';

/** Offline, in the description slot of the failure toast: what needs a network, and what works without one. */
export const offlineIdentify = () => t('search.offline.identify');

/** Offline: a scan kept for the network (`kept`), or what only a network can find; the device's own words. */
export function offlineNotice(kept: boolean, message: string): Notice {
  return {
    status: kept ? 'info' : 'warning',
    title: kept ? t('search.offline.kept') : t('search.offline.title'),
    description: message,
    duration: TOAST_ERROR_MS,
  };
}

/** The toast for a failed identification. */
export function identifyFailureNotice(source: IdentifySource, description: (fallback: string) => string): Notice {
  if (source === 'text') {
    return {
      status: 'error',
      title: t('search.error.searching'),
      description: description(t('search.error.searchFallback')),
      duration: TOAST_ERROR_MS,
    };
  }
  return {
    status: 'error',
    title: source === 'upload' ? t('search.error.processingImage') : t('search.error.analyzing'),
    description: description(t('search.error.imageFallback')),
    duration: TOAST_ERROR_MS,
  };
}

/** The warning when the server answered without a product_id. */
export function notIdentifiedNotice(source: IdentifySource): Notice {
  return {
    status: 'warning',
    title: t('search.notIdentified'),
    description: source === 'text' ? t('search.notIdentified.text') : t('search.notIdentified.image'),
    duration: TOAST_WARNING_MS,
  };
}

export const searchTermRequired = (): Notice => ({
  status: 'warning',
  title: t('search.termRequired'),
  description: t('search.termRequired.text'),
  duration: TOAST_WARNING_MS,
});
