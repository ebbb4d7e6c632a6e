/**
 * Identifies what a product photo shows — a retail barcode or, failing that, the words on it — with the shared
 * image pipeline (../image/).
 */
import { normaliseImage, readBarcodesFromNormalised, type WordReader } from '../image/index.ts';

export type IdentifyResult =
  { kind: 'barcode'; gtins: string[] } | { kind: 'label'; text: string } | { kind: 'nothing' };

/** OCR output with fewer letters than this is treated as noise, not a label. */
export const MIN_LABEL_LETTERS = 3;

/**
 * Identifies a product photo: decodes it once, looks for retail barcodes, and only when there
 * are none reads the photo's words. Throws ImageError for input that is not a decodable image and
 * WordReaderBusyError when the OCR queue is full.
 */
export async function identifyImage(bytes: Uint8Array, deps: { wordReader: WordReader }): Promise<IdentifyResult> {
  const img = await normaliseImage(bytes);
  const gtins = await readBarcodesFromNormalised(img);
  if (gtins.length > 0) return { kind: 'barcode', gtins };
  const text = await deps.wordReader.readNormalised(img);
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return letters >= MIN_LABEL_LETTERS && /\p{L}{3,}/u.test(text) ? { kind: 'label', text } : { kind: 'nothing' };
}
