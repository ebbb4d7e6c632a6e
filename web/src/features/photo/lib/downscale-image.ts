import { MAX_UPLOAD_BYTES } from '../../../config/constants.ts';

/** Long side of an uploaded photo: a phone's 4000×3000 becomes 2000×1500, ample for a barcode or a label's words. */
export const UPLOAD_LONG_SIDE_PX = 2000;
/** JPEG qualities tried in turn; the lower one only when the first is still over the upload limit. */
const JPEG_QUALITIES = [0.85, 0.7] as const;

export interface Size {
  width: number;
  height: number;
}

/** The size within `longSide` on its longer side, proportions kept; never enlarged. */
export function fitWithin({ width, height }: Size, longSide = UPLOAD_LONG_SIDE_PX): Size {
  const scale = Math.min(1, longSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** 'IMG_1234.HEIC' → 'IMG_1234.jpg'. */
export function jpegName(name: string): string {
  return `${name.replace(/\.[^./]*$/, '') || 'photo'}.jpg`;
}

async function encodeJpeg(image: ImageBitmap, size: Size, quality: number): Promise<Blob | null> {
  const canvas =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(size.width, size.height)
      : Object.assign(document.createElement('canvas'), size);
  const context = canvas.getContext('2d');
  if (!context) return null;
  // JPEG has no transparency: a PNG's clear background becomes white, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, size.width, size.height);
  if (canvas instanceof HTMLCanvasElement) {
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  }
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}

/**
 * The file to upload for a chosen photo. One larger than 2,000 px on its long side, or than the upload limit, is
 * redrawn within 2,000 px and re-encoded as JPEG, so a phone's 5–6 MB photo fits under 5 MB. One already within both
 * goes as chosen (a PNG of a barcode keeps its sharp edges). A file that is not an image, or that this browser cannot
 * decode, also goes as chosen: the type and size checks and then the server judge it.
 */
export async function downscaleImage(file: File): Promise<File> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return file;
  let image: ImageBitmap;
  try {
    // Decoding applies the photo's EXIF orientation, so the redrawn copy stands upright without it.
    image = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const size = fitWithin(image);
    if (size.width === image.width && size.height === image.height && file.size <= MAX_UPLOAD_BYTES) return file;
    let encoded: Blob | null = null;
    for (const quality of JPEG_QUALITIES) {
      encoded = await encodeJpeg(image, size, quality);
      if (!encoded || encoded.size <= MAX_UPLOAD_BYTES) break;
    }
    if (!encoded) return file;
    return new File([encoded], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    image.close();
  }
}
