import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../config/constants.ts';
import { downscaleImage, fitWithin, jpegName } from './downscale-image.ts';

// jsdom decodes and draws no images: the browser's createImageBitmap and OffscreenCanvas are stood in for, the canvas
// answering with a JPEG of the sizes given in turn (the real thing is exercised by e2e/tests/phone.spec.ts).
/** `image` null: the browser cannot decode the file. */
function fakeBrowser(image: { width: number; height: number } | null, encodedSizes: number[] = [1000]) {
  const close = vi.fn();
  const drawn: { width: number; height: number; quality: number | undefined }[] = [];
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() =>
      image
        ? Promise.resolve({ ...image, close })
        : Promise.reject(new DOMException('undecodable', 'InvalidStateError')),
    ),
  );
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        public width: number,
        public height: number,
      ) {}
      getContext() {
        return { fillRect: vi.fn(), drawImage: vi.fn() };
      }
      convertToBlob({ quality }: { quality?: number }) {
        drawn.push({ width: this.width, height: this.height, quality });
        const size = encodedSizes[drawn.length - 1] ?? 1000;
        return Promise.resolve(new Blob([new Uint8Array(size)], { type: 'image/jpeg' }));
      }
    },
  );
  return { close, drawn };
}

const photo = (size: number, name = 'IMG_0001.JPG', type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });

afterEach(() => vi.unstubAllGlobals());

describe('fitWithin', () => {
  it('brings the long side to 2,000 px, keeping proportions, and never enlarges', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 2000, height: 10 })).toEqual({ width: 2000, height: 10 });
  });
});

describe('jpegName', () => {
  it('keeps the name and makes it a .jpg', () => {
    expect(jpegName('IMG_1234.HEIC')).toBe('IMG_1234.jpg');
    expect(jpegName('label.v2.png')).toBe('label.v2.jpg');
    expect(jpegName('')).toBe('photo.jpg');
  });
});

describe('downscaleImage', () => {
  it("redraws a phone's 12-megapixel 6 MB photo as a JPEG within 2,000 px and under 5 MB", async () => {
    const { close, drawn } = fakeBrowser({ width: 4000, height: 3000 }, [900_000]);
    const result = await downscaleImage(photo(6 * 1024 * 1024));
    expect(drawn).toEqual([{ width: 2000, height: 1500, quality: 0.85 }]);
    expect(result).toMatchObject({ name: 'IMG_0001.jpg', type: 'image/jpeg', size: 900_000 });
    expect(close).toHaveBeenCalled();
  });

  it('tries a lower quality when the first JPEG is still over 5 MB', async () => {
    const { drawn } = fakeBrowser({ width: 2000, height: 2000 }, [MAX_UPLOAD_BYTES + 1, 3_000_000]);
    const result = await downscaleImage(photo(8 * 1024 * 1024, 'noise.png', 'image/png'));
    expect(drawn.map((d) => d.quality)).toEqual([0.85, 0.7]);
    expect(result.size).toBe(3_000_000);
  });

  it('sends a photo already within 2,000 px and 5 MB as chosen', async () => {
    const { drawn } = fakeBrowser({ width: 1200, height: 900 });
    const chosen = photo(400_000, 'barcode.png', 'image/png');
    expect(await downscaleImage(chosen)).toBe(chosen);
    expect(drawn).toEqual([]);
  });

  it('sends what cannot be decoded, or is not an image, as chosen, for the type and size checks to judge', async () => {
    fakeBrowser(null);
    const broken = photo(MAX_UPLOAD_BYTES + 1);
    expect(await downscaleImage(broken)).toBe(broken);
    const text = new File(['not an image'], 'notes.txt', { type: 'text/plain' });
    expect(await downscaleImage(text)).toBe(text);
    expect(createImageBitmap).toHaveBeenCalledTimes(1);
  });
});
