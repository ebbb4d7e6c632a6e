import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp, { type Sharp } from 'sharp';
import { prepareZXingModule, readBarcodes as zxingRead, type ReaderOptions } from 'zxing-wasm/reader';
import { toGtins } from '../catalog/gtin.ts';
import { normaliseImage, type NormalisedImage } from './normalise.ts';

const require = createRequire(import.meta.url);

let ready: Promise<unknown> | undefined;

/** Loads the zxing wasm from node_modules (never from a CDN), once per process. */
export function initBarcodeReader(): Promise<unknown> {
  ready ??= prepareZXingModule({
    overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')) },
    fireImmediately: true,
  }).catch((err: unknown) => {
    ready = undefined; // allow a later retry
    throw err;
  });
  return ready;
}

const RETAIL_OPTIONS: ReaderOptions = {
  formats: ['EAN13', 'EAN8', 'UPCA', 'UPCE'],
  tryHarder: true,
  tryRotate: true, // 90/180/270°
  tryInvert: true,
  tryDownscale: true,
  maxNumberOfSymbols: 8,
  // Two agreeing scan lines (the default); one line lets misreads with a valid check digit through.
  minLineCount: 2,
};

/**
 * Extra passes for when the first finds nothing. zxing scans along rows and columns, so a
 * barcode tilted by more than ~10–15° is missed; with tryRotate covering multiples of 90°,
 * these angles cover the circle in 15° steps.
 */
const FALLBACK_ANGLES = [30, -30, 45, 15, -15];
/** Photos whose long side is below this get a 2× upscaled pass (thin bars on small crops). */
const UPSCALE_BELOW = 800;
/** Rotated passes run on a copy whose long side is at most this, to bound their cost. */
const ROTATED_MAX_SIDE = 1280;
/**
 * Rotated passes skip the inverted and downscaled variants (the upright pass tried those):
 * five rotations would otherwise cost more than the OCR that follows a miss.
 */
const ROTATED_OPTIONS: ReaderOptions = { ...RETAIL_OPTIONS, tryInvert: false, tryDownscale: false };

interface View {
  raster: () => Promise<Raster>;
  options: ReaderOptions;
}

interface Raster {
  data: Uint8Array;
  width: number;
  height: number;
}

/** zxing-wasm takes ImageData-shaped RGBA; it converts back to luminance internally. */
function toImageData({ data, width, height }: Raster): { data: Uint8ClampedArray; width: number; height: number } {
  const n = width * height;
  // One 32-bit store per pixel (little-endian: R, G, B = grey, A = 255): ~4× faster than bytewise.
  const px = new Uint32Array(n);
  for (let i = 0; i < n; i++) px[i] = (0xff000000 | (data[i]! * 0x010101)) >>> 0;
  return { data: new Uint8ClampedArray(px.buffer), width, height };
}

async function decodeRaster(raster: Raster, options: ReaderOptions = RETAIL_OPTIONS): Promise<string[]> {
  await initBarcodeReader();
  // An ImageData-shaped object: zxing-wasm only reads data/width/height (the DOM class is absent in Node).
  const results = await zxingRead(toImageData(raster), options);
  const gtins: string[] = [];
  for (const r of results) {
    if (!r.isValid) continue;
    for (const g of toGtins(r.format, r.text)) if (!gtins.includes(g)) gtins.push(g);
  }
  return gtins;
}

async function transformed(img: NormalisedImage, build: (s: Sharp) => Sharp): Promise<Raster> {
  const { data, info } = await build(sharp(img.image, { raw: { width: img.width, height: img.height, channels: 1 } }))
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Alternative views of the photo, cheapest and likeliest first. */
function* fallbackViews(img: NormalisedImage): Generator<View> {
  const longSide = Math.max(img.width, img.height);
  // Unsharp mask: restores the edges of slightly out-of-focus bars (phone macro blur).
  yield { raster: () => transformed(img, (s) => s.sharpen({ sigma: 1.5 })), options: RETAIL_OPTIONS };
  if (longSide < UPSCALE_BELOW) {
    yield {
      raster: () =>
        transformed(img, (s) => s.resize({ width: img.width * 2, height: img.height * 2, kernel: 'cubic' })),
      options: RETAIL_OPTIONS,
    };
  }
  let rotBase: Promise<NormalisedImage> | undefined;
  const base = (): Promise<NormalisedImage> =>
    (rotBase ??=
      longSide <= ROTATED_MAX_SIDE
        ? Promise.resolve(img)
        : transformed(img, (s) => s.resize({ width: ROTATED_MAX_SIDE, height: ROTATED_MAX_SIDE, fit: 'inside' })).then(
            (r) => ({
              ...img,
              image: Buffer.from(r.data.buffer, r.data.byteOffset, r.data.byteLength),
              width: r.width,
              height: r.height,
            }),
          ));
  for (const angle of FALLBACK_ANGLES) {
    yield {
      raster: async () => transformed(await base(), (s) => s.rotate(angle, { background: '#ffffff' })),
      options: ROTATED_OPTIONS,
    };
  }
}

/**
 * Decodes every retail 1-D barcode (EAN-13, EAN-8, UPC-A, UPC-E) in an already normalised
 * photo. The common case costs one zxing pass; tilted or tiny barcodes get extra passes only
 * when that first pass finds nothing. Returns de-duplicated, check-digit-valid GTINs.
 */
export async function readBarcodesFromNormalised(img: NormalisedImage): Promise<string[]> {
  const first = await decodeRaster({ data: img.image, width: img.width, height: img.height });
  if (first.length > 0) return first;
  for (const view of fallbackViews(img)) {
    const found = await decodeRaster(await view.raster(), view.options);
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * Decodes the retail barcodes in a photo's bytes (see readBarcodesFromNormalised).
 * Throws ImageError for input that is not a decodable image.
 */
export async function readBarcodes(bytes: Uint8Array): Promise<string[]> {
  return readBarcodesFromNormalised(await normaliseImage(bytes));
}
