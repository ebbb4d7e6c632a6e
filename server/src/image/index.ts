/**
 * Server image pipeline, shared by identification, pack panels, photo work and my products: decode and resize
 * (sharp), sniff the type, read retail barcodes (zxing-wasm) and read words (tesseract.js with bundled data), all
 * offline.
 */
export { ImageError, WordReaderBusyError, type ImageErrorCode } from './errors.ts';
export { detectImageType, type ImageType } from './detect.ts';
export { normaliseImage, heifSupport, type NormalisedImage, type NormaliseOptions } from './normalise.ts';
export { readBarcodes, readBarcodesFromNormalised, initBarcodeReader } from './barcode.ts';
export {
  WordReader,
  OCR_LANGUAGES,
  type WordReaderOptions,
  type OcrLanguage,
  type OcrWorker,
  type PageLayout,
} from './word-reader.ts';
export { PanelReader, type PanelReaderOptions, type PanelText } from './panel-reader.ts';
