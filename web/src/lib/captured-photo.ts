import { logger } from './logger.ts';
import { t } from '../i18n/i18n.ts';

/**
 * Session-storage hand-off of a camera photo from the search page to the product page, which shows it instead of
 * fetching an image.
 */
const key = (productId: string) => `capturedPhoto:${productId}`;

export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error(t('error.readFile')));
    reader.readAsDataURL(file);
  });
}

/** Keep the photo for the product page; a full storage only loses the photo, never the navigation. */
export async function storeCapturedPhoto(productId: string, photo: Blob): Promise<void> {
  try {
    sessionStorage.setItem(key(productId), await readFileAsDataUrl(photo));
  } catch (error) {
    logger.warn('Could not keep the captured photo', error);
  }
}

/** Take (read and remove) the captured photo of a product, if one is held. */
export function takeCapturedPhoto(productId: string): string | null {
  try {
    const value = sessionStorage.getItem(key(productId));
    if (value !== null) sessionStorage.removeItem(key(productId));
    return value;
  } catch {
    return null;
  }
}
