import { TOAST_ERROR_MS, TOAST_WARNING_MS } from '../../../config/constants.ts';
import type { Notice } from '../../../components/ui/toaster.tsx';

/** Where an identification started; it decides the wording of spec §8. */
export type IdentifySource = 'text' | 'upload' | 'camera' | 'barcode';

const IMAGE_FAILURE_FALLBACK = 'Something went wrong processing the image. Please try again.';
const SEARCH_FAILURE_FALLBACK = 'Something went wrong with the product search. Please try again.';

/** Offline, in the description slot of the failure toast: what needs a network, and what works without one. */
export const OFFLINE_IDENTIFY =
  'You are offline: finding a product needs a network. The reports you opened before are in your History.';

/** Offline: a scan kept for the network (`kept`), or what only a network can find; the device's own words. */
export function offlineNotice(kept: boolean, message: string): Notice {
  return {
    status: kept ? 'info' : 'warning',
    title: kept ? 'Kept for when you are back online' : 'You are offline',
    description: message,
    duration: TOAST_ERROR_MS,
  };
}

/** The toast for a failed identification. */
export function identifyFailureNotice(source: IdentifySource, description: (fallback: string) => string): Notice {
  if (source === 'text') {
    return {
      status: 'error',
      title: 'Error searching for product',
      description: description(SEARCH_FAILURE_FALLBACK),
      duration: TOAST_ERROR_MS,
    };
  }
  return {
    status: 'error',
    title: source === 'upload' ? 'Error processing image' : 'Error analyzing product',
    description: description(IMAGE_FAILURE_FALLBACK),
    duration: TOAST_ERROR_MS,
  };
}

/** The warning when the server answered without a product_id. */
export function notIdentifiedNotice(source: IdentifySource): Notice {
  return {
    status: 'warning',
    title: 'Product not clearly identified',
    description:
      source === 'text'
        ? 'Please try again with more details or upload an image'
        : 'Please try again with a clearer image',
    duration: TOAST_WARNING_MS,
  };
}

export const SEARCH_TERM_REQUIRED: Notice = {
  status: 'warning',
  title: 'Search term required',
  description: 'Please enter a product name to search',
  duration: TOAST_WARNING_MS,
};
