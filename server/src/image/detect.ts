/** Image container types we recognise by their leading bytes. */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'heif' | 'avif' | 'tiff';

const ascii = (bytes: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...bytes.subarray(start, end));

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'mif2']);

/** ISO-BMFF `ftyp` box: major brand, then compatible brands until the box ends. */
function heifFamily(bytes: Uint8Array): 'heif' | 'avif' | null {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : 16);
  const major = ascii(bytes, 8, 12);
  const compatible: string[] = [];
  for (let o = 16; o + 4 <= end; o += 4) compatible.push(ascii(bytes, o, o + 4));
  if (AVIF_BRANDS.has(major)) return 'avif';
  const generic = major === 'mif1' || major === 'msf1' || major === 'mif2';
  if (HEIF_BRANDS.has(major) && !generic) return 'heif';
  // A generic `mif1` major brand is used by both; AVIF files list `avif` among the compatible brands.
  if (compatible.some((c) => AVIF_BRANDS.has(c))) return 'avif';
  if (generic || compatible.some((c) => HEIF_BRANDS.has(c))) return 'heif';
  return null;
}

/**
 * Identifies an image by its magic bytes, ignoring any declared MIME type or file name.
 * Returns null for anything that is not one of the supported containers.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const b = (i: number): number | undefined => bytes[i];
  if (bytes.length < 4) return null;
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    b(0) === 0x89 &&
    ascii(bytes, 1, 4) === 'PNG' &&
    b(4) === 0x0d &&
    b(5) === 0x0a &&
    b(6) === 0x1a &&
    b(7) === 0x0a
  ) {
    return 'png';
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (
    (b(0) === 0x49 && b(1) === 0x49 && b(2) === 0x2a && b(3) === 0x00) ||
    (b(0) === 0x4d && b(1) === 0x4d && b(2) === 0x00 && b(3) === 0x2a)
  ) {
    return 'tiff';
  }
  return heifFamily(bytes);
}
