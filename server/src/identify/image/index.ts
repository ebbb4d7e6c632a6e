/**
 * Server image pipeline: identify what a product photo shows — a retail barcode or, failing
 * that, the label's words — entirely offline (sharp, zxing-wasm, tesseract.js with bundled data).
 */
import { readBarcodesFromNormalised } from './barcode.ts';
import type { LabelReader } from './label-reader.ts';
import { normaliseImage } from './normalise.ts';

export { ImageError, LabelReaderBusyError, type ImageErrorCode } from './errors.ts';
export { detectImageType, type ImageType } from './detect.ts';
export { normaliseImage, heifSupport, type NormalisedImage, type NormaliseOptions } from './normalise.ts';
export { readBarcodes, readBarcodesFromNormalised, initBarcodeReader } from './barcode.ts';
export {
  LabelReader,
  OCR_LANGUAGES,
  type LabelReaderOptions,
  type OcrLanguage,
  type OcrWorker,
  type PageLayout,
} from './label-reader.ts';
export { PanelReader, type PanelReaderOptions, type PanelText } from './panel-reader.ts';

export type IdentifyResult =
  { kind: 'barcode'; gtins: string[] } | { kind: 'label'; text: string } | { kind: 'nothing' };

/** OCR output with fewer letters than this is treated as noise, not a label. */
const MIN_LABEL_LETTERS = 3;

/**
 * Identifies a product photo: decodes it once, looks for retail barcodes, and only when there
 * are none reads the label text. Throws ImageError for input that is not a decodable image and
 * LabelReaderBusyError when the OCR queue is full.
 */
export async function identifyImage(bytes: Uint8Array, deps: { labelReader: LabelReader }): Promise<IdentifyResult> {
  const img = await normaliseImage(bytes);
  const gtins = await readBarcodesFromNormalised(img);
  if (gtins.length > 0) return { kind: 'barcode', gtins };
  const text = await deps.labelReader.readNormalised(img);
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return letters >= MIN_LABEL_LETTERS && /\p{L}{3,}/u.test(text) ? { kind: 'label', text } : { kind: 'nothing' };
}
