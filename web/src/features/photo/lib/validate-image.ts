import { MAX_UPLOAD_BYTES, TOAST_ERROR_MS, TOAST_WARNING_MS } from '../../../config/constants.ts';
import type { Notice } from '../../../components/ui/toaster.tsx';
import { t } from '../../../i18n/i18n.ts';

/** The file must be an image of at most 5 MB. Returns the toast to show, or null when the file is acceptable. */
export function validateImageFile(file: Pick<File, 'type' | 'size'>): Notice | null {
  if (!file.type.startsWith('image/')) {
    return {
      status: 'error',
      title: t('photo.invalidType'),
      description: t('photo.invalidType.text'),
      duration: TOAST_ERROR_MS,
    };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return {
      status: 'error',
      title: t('photo.tooLarge'),
      description: t('photo.tooLarge.text'),
      duration: TOAST_ERROR_MS,
    };
  }
  return null;
}

export const noImageSelected = (): Notice => ({
  status: 'warning',
  title: t('photo.noImage'),
  description: t('photo.noImage.text'),
  duration: TOAST_WARNING_MS,
});

export const noImageCaptured = (): Notice => ({
  status: 'warning',
  title: t('photo.noCapture'),
  description: t('photo.noCapture.text'),
  duration: TOAST_WARNING_MS,
});

export const cameraError = (): Notice => ({
  status: 'error',
  title: t('photo.cameraError'),
  description: t('photo.cameraError.text'),
  duration: TOAST_ERROR_MS,
});
