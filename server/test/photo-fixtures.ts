/**
 * Synthetic test photos (tests and bench only): barcodes rendered with bwip-js and label text
 * rendered from SVG, placed on a noisy "photo" background and degraded like phone shots.
 */
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';

export type RetailSymbology = 'ean13' | 'ean8' | 'upca' | 'upce';

/**
 * A crisp barcode PNG with human-readable digits, on white. The side padding (14 modules at
 * scale 1) respects the GS1 quiet zones (EAN-13: 11 modules left, 7 right), as printed packs do.
 */
export async function renderBarcode(bcid: RetailSymbology, text: string, scale = 3): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid,
    text,
    scale,
    height: 18,
    includetext: true,
    backgroundcolor: 'FFFFFF',
    paddingwidth: 14,
    paddingheight: 6,
  });
}

/** Deterministic PRNG (mulberry32) so generated photos are identical between runs. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 1280×720-ish colour "photo": lighting gradient, blotches and sensor noise, no barcode. */
export async function noisyBackground(width = 1280, height = 720, seed = 7): Promise<Buffer> {
  const rand = prng(seed);
  const px = Buffer.alloc(width * height * 3);
  const blobs = Array.from({ length: 12 }, () => ({
    x: rand() * width,
    y: rand() * height,
    r: 40 + rand() * 200,
    c: [rand() * 255, rand() * 255, rand() * 255],
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const light = 90 + 80 * (x / width) + 40 * (y / height);
      let r = light * 0.9,
        g = light * 0.8,
        b = light * 0.7;
      for (const bl of blobs) {
        const d = Math.hypot(x - bl.x, y - bl.y);
        if (d < bl.r) {
          const k = 0.5 * (1 - d / bl.r);
          r += (bl.c[0]! - r) * k;
          g += (bl.c[1]! - g) * k;
          b += (bl.c[2]! - b) * k;
        }
      }
      const n = (rand() - 0.5) * 40;
      const i = (y * width + x) * 3;
      px[i] = Math.max(0, Math.min(255, r + n));
      px[i + 1] = Math.max(0, Math.min(255, g + n));
      px[i + 2] = Math.max(0, Math.min(255, b + n));
    }
  }
  return sharp(px, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export interface PhotoOptions {
  /** Rotation in degrees applied to the barcode/label before placing it. */
  angle?: number;
  /** Gaussian blur sigma applied to the whole photo. */
  blur?: number;
  /** Resize factor applied to the barcode/label before placing it. */
  scale?: number;
  /** JPEG quality of the final photo (default 85). */
  quality?: number;
  /** Background; defaults to noisyBackground(). */
  background?: Buffer;
}

/** Places `item` (PNG) at the centre of a noisy photo with the given degradations; returns a JPEG. */
export async function photoOf(item: Buffer, opts: PhotoOptions = {}): Promise<Buffer> {
  const bg = opts.background ?? (await noisyBackground());
  const meta = await sharp(bg).metadata();
  let s = sharp(item).flatten({ background: '#ffffff' });
  if (opts.scale && opts.scale !== 1) {
    const m = await sharp(item).metadata();
    s = sharp(
      await s
        .resize({ width: Math.round(m.width * opts.scale), kernel: 'lanczos3' })
        .png()
        .toBuffer(),
    );
  }
  if (opts.angle)
    s = sharp(await s.png().toBuffer()).rotate(opts.angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } });
  const placed = await s.png().toBuffer();
  const pm = await sharp(placed).metadata();
  let photo = sharp(bg).composite([
    {
      input: placed,
      left: Math.max(0, Math.round((meta.width - pm.width) / 2)),
      top: Math.max(0, Math.round((meta.height - pm.height) / 2)),
    },
  ]);
  if (opts.blur) photo = sharp(await photo.png().toBuffer()).blur(opts.blur);
  return photo.jpeg({ quality: opts.quality ?? 85 }).toBuffer();
}

/** A product label: dark text lines on a light panel, rendered from SVG with DejaVu Sans. */
export async function renderLabel(lines: string[], fontSize = 44): Promise<Buffer> {
  const width = 900;
  const lineHeight = Math.round(fontSize * 1.4);
  const height = lineHeight * lines.length + 60;
  const esc = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const tspans = lines
    .map(
      (l, i) =>
        `<text x="40" y="${40 + lineHeight * (i + 0.75)}" font-family="DejaVu Sans" font-size="${i === 0 ? fontSize * 1.4 : fontSize}" font-weight="${i === 0 ? 'bold' : 'normal'}" fill="#222">${esc(l)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4efe2"/>${tspans}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
