import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType, type ImageType } from './detect.ts';
import { ImageError } from './errors.ts';
import { heifSupport, normaliseImage } from './normalise.ts';

const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
/** An ISO-BMFF `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]): Uint8Array => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], 'meta');
};

describe('detectImageType (magic bytes)', () => {
  it.each<[string, Uint8Array, ImageType | null]>([
    ['JPEG/JFIF', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'jpeg'],
    ['JPEG/Exif', bytes([0xff, 0xd8, 0xff, 0xe1, 0, 0x10], 'Exif'), 'jpeg'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'png'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'gif'],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'gif'],
    ['TIFF little-endian', bytes([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0]), 'tiff'],
    ['TIFF big-endian', bytes([0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8]), 'tiff'],
    ['HEIC (iPhone)', ftyp('heic', 'mif1', 'heic'), 'heif'],
    ['HEIF mif1 + heic', ftyp('mif1', 'mif1', 'heic'), 'heif'],
    ['AVIF', ftyp('avif', 'avif', 'mif1', 'miaf'), 'avif'],
    ['AVIF with mif1 major brand', ftyp('mif1', 'mif1', 'avif', 'miaf'), 'avif'],
    ['MP4 video (ftyp isom)', ftyp('isom', 'isom', 'mp41'), null],
    ['WAV (RIFF but not WEBP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), null],
    ['PDF', bytes('%PDF-1.7\n'), null],
    ['plain text', bytes('hello, this is not an image'), null],
    ['ZIP', bytes([0x50, 0x4b, 0x03, 0x04, 0, 0]), null],
    ['SVG (not accepted as a photo)', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['empty', new Uint8Array(0), null],
    ['truncated JPEG magic', bytes([0xff, 0xd8]), null],
  ])('%s → %s', (_label, input, expected) => {
    expect(detectImageType(input)).toBe(expected);
  });

  it.each<[ImageType, (s: Sharp) => Sharp]>([
    ['jpeg', (s) => s.jpeg()],
    ['png', (s) => s.png()],
    ['webp', (s) => s.webp()],
    ['gif', (s) => s.gif()],
    ['tiff', (s) => s.tiff()],
    ['avif', (s) => s.avif()],
  ])('recognises a real %s written by sharp and decodes it', async (type, encode) => {
    const file = await encode(
      sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } }),
    ).toBuffer();
    expect(detectImageType(file)).toBe(type);
    const img = await normaliseImage(file);
    expect([img.type, img.width, img.height, img.image.length]).toEqual([type, 64, 48, 64 * 48]);
  });
});

async function imageError(p: Promise<unknown>): Promise<ImageError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageError);
  return err as ImageError;
}

/** CRC-32 as PNG chunks need it. */
function crc32(buf: Uint8Array): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
function pngChunk(type: string, data: Uint8Array): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

describe('normaliseImage', () => {
  it('refuses a text file renamed .jpg as not_an_image', async () => {
    const err = await imageError(normaliseImage(Buffer.from('name,price\nnutella,3.49\n')));
    expect(err.code).toBe('not_an_image');
  });

  it('refuses a truncated JPEG as unreadable_image', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#808080' } })
      .composite([
        { input: Buffer.from('<svg width="800" height="600"><circle cx="400" cy="300" r="200" fill="#c33"/></svg>') },
      ])
      .jpeg({ quality: 90 })
      .toBuffer();
    await expect(normaliseImage(jpeg)).resolves.toMatchObject({ width: 800, height: 600 });
    const err = await imageError(normaliseImage(jpeg.subarray(0, Math.floor(jpeg.length * 0.5))));
    expect(err.code).toBe('unreadable_image');
  });

  it('refuses a decompression bomb (tiny PNG declaring 50000×50000) without allocating it', async () => {
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(50_000, 0);
    ihdr.writeUInt32BE(50_000, 4);
    ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale: 2.5 GB of pixels if decoded
    const { deflateSync } = await import('node:zlib');
    const idat = deflateSync(Buffer.alloc(50_001 * 16)); // a few rows of zeros
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', ihdr),
      pngChunk('IDAT', idat),
      pngChunk('IEND', new Uint8Array(0)),
    ]);
    expect(bomb.length).toBeLessThan(10_000);
    expect(detectImageType(bomb)).toBe('png');
    const rssBefore = process.memoryUsage().rss;
    const t0 = performance.now();
    const err = await imageError(normaliseImage(bomb));
    expect(err.code).toBe('image_too_large');
    expect(err.message).toMatch(/50000×50000 pixels \(2500\.0 megapixels\); photos up to 25 megapixels/);
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a photo above 25 megapixels from its header, before decoding, and accepts a 24-megapixel one', async () => {
    const solid = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
    const huge = await solid(6300, 6300);
    const t0 = performance.now();
    const err = await imageError(normaliseImage(huge));
    expect(err.code).toBe('image_too_large');
    expect(err.message).toMatch(/6300×6300 pixels \(39\.7 megapixels\)/);
    // The header alone decides: far quicker than decoding 40 million pixels.
    expect(performance.now() - t0).toBeLessThan(1000);
    await expect(normaliseImage(await solid(6000, 4000))).resolves.toMatchObject({ width: 1600, height: 1067 });
  });

  it('refuses uploads above the byte limit as image_too_large', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const err = await imageError(normaliseImage(png, { maxBytes: 50 }));
    expect(err.code).toBe('image_too_large');
  });

  it('applies EXIF orientation (a landscape JPEG tagged "rotate 90°" comes out portrait)', async () => {
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#fff' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const img = await normaliseImage(jpeg);
    expect([img.width, img.height]).toEqual([100, 200]);
  });

  it('shrinks large photos to a long side of 1600 px and never enlarges small ones', async () => {
    const big = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    expect(await normaliseImage(big)).toMatchObject({ width: 1600, height: 400 });
    expect(await normaliseImage(small)).toMatchObject({ width: 300, height: 200 });
  });

  it('returns one greyscale byte per pixel, with transparency flattened to white', async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const img = await normaliseImage(png);
    expect(img.image.length).toBe(16);
    expect([...img.image].every((v) => v === 255)).toBe(true);
  });

  it('reports HEIF support; HEIC is refused as unreadable_image when the build cannot decode it', async () => {
    const support = heifSupport();
    console.log(
      `sharp HEIF support on this build: AVIF ${support.avif ? 'yes' : 'no'}, HEIC (HEVC) ${support.heic ? 'yes' : 'no'}`,
    );
    expect(support.avif).toBe(true);
    const fakeHeic = Buffer.concat([ftyp('heic', 'mif1', 'heic'), Buffer.alloc(64)]);
    const err = await imageError(normaliseImage(fakeHeic));
    expect(err.code).toBe('unreadable_image');
    if (!support.heic) expect(err.message).toMatch(/HEIC/);
  });
});
