import { MY_PRODUCT_LIMITS } from '@clearcart/contracts';
import sharp from 'sharp';
import { HttpError } from '../errors.ts';
import { detectImageType, heifSupport } from '../image/index.ts';
import { DEFAULT_MAX_INPUT_PIXELS } from '../image/normalise.ts';

/** The largest photo kept, after re-encoding (the store refuses more: my_product_photos' check). */
export const MAX_KEPT_BYTES = 3 * 1024 * 1024;
const DECODE_TIMEOUT_SECONDS = 10;
/** Tried in turn until the photo fits MAX_KEPT_BYTES: a sharp label stays readable at each. */
const QUALITIES = [85, 70, 55];

/**
 * A panel photo as it is kept and sent to Open Food Facts: upright, at most MY_PRODUCT_LIMITS.photoSide pixels on its
 * longest side, a JPEG without its metadata (a phone's photo carries where and when it was taken). Refused as any
 * photo is: 415 not an image, 413 too many pixels or too large even when re-encoded, 422 unreadable.
 */
export async function keptPhoto(bytes: Uint8Array): Promise<Buffer> {
  const type = detectImageType(bytes);
  if (type === null) {
    throw new HttpError('not_an_image', 'The upload is not a JPEG, PNG, WebP, GIF, HEIF/AVIF or TIFF image');
  }
  if (type === 'heif' && !heifSupport().heic) {
    throw new HttpError('unreadable_image', 'HEIC photos cannot be decoded on this server; please send a JPEG');
  }
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  if (width && height && width * height > DEFAULT_MAX_INPUT_PIXELS) {
    throw new HttpError(
      'image_too_large',
      `The photo is ${width}×${height} pixels; photos up to ${DEFAULT_MAX_INPUT_PIXELS / 1e6} megapixels are accepted. Please send a smaller photo.`,
    );
  }
  try {
    for (const quality of QUALITIES) {
      const jpeg = await sharp(bytes, { limitInputPixels: DEFAULT_MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({
          width: MY_PRODUCT_LIMITS.photoSide,
          height: MY_PRODUCT_LIMITS.photoSide,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality, mozjpeg: true })
        .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
        .toBuffer();
      if (jpeg.byteLength <= MAX_KEPT_BYTES) return jpeg;
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new HttpError('unreadable_image', `The photo could not be decoded (${type}): ${reason}`);
  }
  throw new HttpError('image_too_large', 'The photo is too detailed to keep even when compressed; please retake it');
}
