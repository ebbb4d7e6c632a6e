import sharp from 'sharp';
import { detectImageType, type ImageType } from './detect.ts';
import { ImageError } from './errors.ts';

/** A decoded, upright, greyscale photo: one byte per pixel, row-major. */
export interface NormalisedImage {
  /** Raw 8-bit greyscale pixels (`width * height` bytes). */
  image: Buffer;
  width: number;
  height: number;
  /** Container type found by magic bytes. */
  type: ImageType;
}

export interface NormaliseOptions {
  /** Longest side after resizing; larger photos are shrunk (never enlarged). */
  maxSide?: number;
  /** Decoded pixel count above which the input is refused (decompression bombs). */
  maxInputPixels?: number;
  /** Encoded size above which the input is refused with `image_too_large`. */
  maxBytes?: number;
}

export const DEFAULT_MAX_SIDE = 1600;
/**
 * The largest photo accepted, in pixels: a phone's photo is 12 megapixels (4032×3024), 24 at most in its default
 * modes. Checked from the header, before any pixel is decoded (docs/decisions/008-photo-admission.md).
 */
export const DEFAULT_MAX_INPUT_PIXELS = 25_000_000;
export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
/** A decode that takes longer than this is abandoned: no photo a shopper sends needs it. */
const DECODE_TIMEOUT_SECONDS = 10;

// Decoded images are not kept in libvips' cache (memory returns after a burst), and one decode uses one thread,
// so photos never occupy the thread pool that also serves the app's files.
sharp.cache(false);
sharp.concurrency(1);

/**
 * What this server's sharp build can decode among HEIF-family photos. The prebuilt
 * libvips ships libheif with the AV1 decoder only, so AVIF works and HEIC (HEVC) does not.
 */
export function heifSupport(): { avif: boolean; heic: boolean } {
  const heif = sharp.format.heif;
  const suffixes: string[] = heif?.input.fileSuffix ?? [];
  return {
    avif: Boolean(heif?.input.buffer) && suffixes.includes('.avif'),
    heic: Boolean(heif?.input.buffer) && suffixes.includes('.heic'),
  };
}

/**
 * Decodes a photo into an upright greyscale raster bounded to `maxSide`, applying EXIF
 * orientation. Throws ImageError: `not_an_image` when the magic bytes match no image
 * container, `image_too_large` above `maxBytes` or when the header declares more than `maxInputPixels` (checked
 * before any pixel is decoded), `unreadable_image` when decoding fails or takes too long.
 */
export async function normaliseImage(bytes: Uint8Array, options: NormaliseOptions = {}): Promise<NormalisedImage> {
  const maxSide = options.maxSide ?? DEFAULT_MAX_SIDE;
  const maxInputPixels = options.maxInputPixels ?? DEFAULT_MAX_INPUT_PIXELS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (bytes.byteLength > maxBytes) {
    throw new ImageError('image_too_large', `image is ${bytes.byteLength} bytes; the limit is ${maxBytes}`);
  }
  const type = detectImageType(bytes);
  if (type === null)
    throw new ImageError('not_an_image', 'the upload is not a JPEG, PNG, WebP, GIF, HEIF/AVIF or TIFF image');
  if (type === 'heif' && !heifSupport().heic) {
    throw new ImageError('unreadable_image', 'HEIC photos cannot be decoded on this server; please send a JPEG');
  }
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  if (width && height && width * height > maxInputPixels) {
    const megapixels = (width * height) / 1e6;
    throw new ImageError(
      'image_too_large',
      `The photo is ${width}×${height} pixels (${megapixels.toFixed(1)} megapixels); photos up to ${maxInputPixels / 1e6} megapixels are accepted. Please send a smaller photo.`,
    );
  }
  try {
    // failOn 'error': tolerate the benign libjpeg warnings phones produce, refuse real damage.
    const { data, info } = await sharp(bytes, {
      limitInputPixels: maxInputPixels,
      failOn: 'error',
      sequentialRead: true,
    })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' }) // transparent pixels would otherwise read as black bars
      .greyscale()
      .raw()
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    const image = info.channels === 1 ? data : firstChannel(data, info.channels);
    return { image, width: info.width, height: info.height, type };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    if (/pixel limit/i.test(reason)) {
      throw new ImageError('image_too_large', `image dimensions exceed the ${maxInputPixels}-pixel limit`);
    }
    if (/timeout/i.test(reason)) {
      throw new ImageError('unreadable_image', `the image took over ${DECODE_TIMEOUT_SECONDS} s to decode`);
    }
    throw new ImageError('unreadable_image', `the image could not be decoded (${type}): ${reason.split('\n')[0]}`);
  }
}

/** Keeps channel 0 (grey) when libvips returns grey+alpha. */
function firstChannel(data: Buffer, channels: number): Buffer {
  const out = Buffer.allocUnsafe(data.length / channels);
  for (let i = 0, j = 0; j < out.length; i += channels, j++) out[j] = data[i]!;
  return out;
}
