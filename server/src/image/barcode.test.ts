import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { initBarcodeReader, readBarcodes } from './barcode.ts';
import {
  noisyBackground,
  photoOf,
  renderBarcode,
  type PhotoOptions,
  type RetailSymbology,
} from '../../test/photo-fixtures.ts';

// Valid GS1 codes (check digits computed, see gtin.test.ts): what we render and what must come back.
const CODES: Array<{ bcid: RetailSymbology; text: string; expected: string[] }> = [
  { bcid: 'ean13', text: '4006381333931', expected: ['4006381333931'] },
  { bcid: 'ean8', text: '96385074', expected: ['96385074'] },
  { bcid: 'upca', text: '036000291452', expected: ['036000291452'] },
  // UPC-E comes back as its UPC-A expansion (catalogs store that) and as itself.
  { bcid: 'upce', text: '01234565', expected: ['012345000065', '01234565'] },
];

const DEGRADATIONS: Array<[string, PhotoOptions]> = [
  ['upright', {}],
  ['rotated 7°', { angle: 7 }],
  ['rotated 90°', { angle: 90 }],
  ['rotated 180°', { angle: 180 }],
  ['rotated 30° (fallback pass)', { angle: 30 }],
  ['blurred σ1.5', { blur: 1.5 }],
  ['scaled down to 60 %', { scale: 0.6 }],
  ['JPEG q30', { quality: 30 }],
  ['rotated 7°, blurred σ1.5, JPEG q30', { angle: 7, blur: 1.5, quality: 30 }],
];

describe('readBarcodes on generated photos (1280×720 noisy background)', () => {
  let background: Buffer;
  beforeAll(async () => {
    await initBarcodeReader();
    background = await noisyBackground();
  });

  const rows = CODES.flatMap((c) => DEGRADATIONS.map(([label, opts]) => [`${c.bcid} ${label}`, c, opts] as const));
  it.each(rows)('%s', async (_label, code, opts) => {
    const photo = await photoOf(await renderBarcode(code.bcid, code.text), { ...opts, background });
    expect(await readBarcodes(photo)).toEqual(code.expected);
  });

  it('finds two different barcodes in one photo, de-duplicated', async () => {
    const a = await renderBarcode('ean13', '4006381333931', 2);
    const b = await renderBarcode('ean8', '96385074', 2);
    const photo = await sharp(background)
      .composite([
        { input: a, left: 80, top: 200 },
        { input: b, left: 800, top: 200 },
      ])
      .jpeg({ quality: 85 })
      .toBuffer();
    expect((await readBarcodes(photo)).sort()).toEqual(['4006381333931', '96385074']);
  });

  it('returns [] for a plain photo with no barcode', async () => {
    const photo = await sharp(background).jpeg({ quality: 85 }).toBuffer();
    expect(await readBarcodes(photo)).toEqual([]);
  });

  it('returns [] when the bars are too blurred to read (the test can fail)', async () => {
    const photo = await photoOf(await renderBarcode('ean13', '4006381333931', 1), { background, blur: 6 });
    expect(await readBarcodes(photo)).toEqual([]);
  });
});
