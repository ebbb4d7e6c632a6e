import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { photoOf, renderBarcode, renderLabel } from '../../test/photo-fixtures.ts';
import { ImageError, WordReader, type OcrWorker } from '../image/index.ts';
import { identifyImage } from './identify-image.ts';

/** Counts OCR calls so we can check barcodes short-circuit OCR. */
function countingReader(text: string): { reader: WordReader; calls: () => number } {
  let n = 0;
  const worker: OcrWorker = {
    recognize: async () => (n++, { data: { text, confidence: 90 } }),
    terminate: async () => undefined,
  };
  return { reader: new WordReader({ createWorker: async () => worker }), calls: () => n };
}

describe('identifyImage', () => {
  it('returns the barcode and does not run OCR when a barcode is found', async () => {
    const { reader, calls } = countingReader('SHOULD NOT BE USED');
    const photo = await photoOf(await renderBarcode('ean13', '4006381333931'), { angle: 7 });
    expect(await identifyImage(photo, { wordReader: reader })).toEqual({ kind: 'barcode', gtins: ['4006381333931'] });
    expect(calls()).toBe(0);
    await reader.close();
  });

  it('falls back to OCR when there is no barcode', async () => {
    const { reader, calls } = countingReader('NUTELLA\nhazelnut spread');
    const photo = await photoOf(await renderLabel(['NUTELLA']));
    expect(await identifyImage(photo, { wordReader: reader })).toEqual({
      kind: 'label',
      text: 'NUTELLA\nhazelnut spread',
    });
    expect(calls()).toBe(1);
    await reader.close();
  });

  it('answers nothing when OCR finds no words', async () => {
    const { reader } = countingReader(' . |\n 1 ');
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#556677' } })
      .jpeg()
      .toBuffer();
    expect(await identifyImage(photo, { wordReader: reader })).toEqual({ kind: 'nothing' });
    await reader.close();
  });

  it('propagates ImageError for non-images before touching OCR', async () => {
    const { reader, calls } = countingReader('x');
    await expect(identifyImage(Buffer.from('GIF? no, just text'), { wordReader: reader })).rejects.toBeInstanceOf(
      ImageError,
    );
    expect(calls()).toBe(0);
    await reader.close();
  });

  describe('with real tesseract', () => {
    const reader = new WordReader();
    afterAll(() => reader.close());

    it('reads the label of a product photo end to end', async () => {
      const photo = await photoOf(await renderLabel(['NUTELLA', 'hazelnut spread with cocoa']), {
        angle: -3,
        quality: 75,
      });
      const result = await identifyImage(photo, { wordReader: reader });
      expect(result.kind).toBe('label');
      expect(result.kind === 'label' && result.text.toLowerCase()).toContain('nutella');
    }, 60_000);
  });
});
