import { MAX_UPLOAD_BYTES, TOAST_ERROR_MS, TOAST_WARNING_MS } from '../../../config/constants.ts';
import type { Notice } from '../../../components/ui/toaster.tsx';

/** Spec §5: an image, at most 5 MB. Returns the toast to show, or null when the file is acceptable. */
export function validateImageFile(file: Pick<File, 'type' | 'size'>): Notice | null {
  if (!file.type.startsWith('image/')) {
    return {
      status: 'error',
      title: 'Invalid file type',
      description: 'Please upload an image file',
      duration: TOAST_ERROR_MS,
    };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return {
      status: 'error',
      title: 'File too large',
      description: 'Please upload an image smaller than 5MB',
      duration: TOAST_ERROR_MS,
    };
  }
  return null;
}

export const NO_IMAGE_SELECTED: Notice = {
  status: 'warning',
  title: 'No image selected',
  description: 'Please upload an image first',
  duration: TOAST_WARNING_MS,
};

export const NO_IMAGE_CAPTURED: Notice = {
  status: 'warning',
  title: 'No image captured',
  description: 'Please take a photo before processing',
  duration: TOAST_WARNING_MS,
};

export const CAMERA_ERROR: Notice = {
  status: 'error',
  title: 'Camera Error',
  description: 'Could not access camera. Please make sure you have granted permission.',
  duration: TOAST_ERROR_MS,
};
