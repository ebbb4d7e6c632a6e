// Reading retail barcodes in the browser: the live scanner (features/photo) and offline photos (features/offline).

const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'] as const;

/** What both the browser's BarcodeDetector and the zxing-wasm ponyfill offer. */
export interface Detector {
  detect(source: HTMLVideoElement | Blob | ImageBitmap): Promise<Array<{ rawValue: string }>>;
}

let detectorPromise: Promise<Detector> | null = null;

/**
 * A BarcodeDetector for retail codes: the browser's own when it supports them, else the
 * zxing-wasm ponyfill with its wasm served from our origin. Loaded once, on first use.
 */
export function loadDetector(): Promise<Detector> {
  detectorPromise ??= (async () => {
    const native = (
      globalThis as { BarcodeDetector?: { new (o: object): Detector; getSupportedFormats?(): Promise<string[]> } }
    ).BarcodeDetector;
    if (native?.getSupportedFormats) {
      const supported = await native.getSupportedFormats().catch(() => [] as string[]);
      if (FORMATS.every((format) => supported.includes(format))) return new native({ formats: [...FORMATS] });
    }
    const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
      import('barcode-detector/ponyfill'),
      import('zxing-wasm/reader/zxing_reader.wasm?url'),
    ]);
    prepareZXingModule({
      overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    });
    return new BarcodeDetector({ formats: [...FORMATS] });
  })();
  detectorPromise.catch(() => {
    detectorPromise = null; // allow a later retry
  });
  return detectorPromise;
}

/**
 * Fetches the reader and its wasm now, so the service worker keeps them: scanning then works with no network.
 */
export async function prefetchBarcodeReader(): Promise<void> {
  await loadDetector();
  const { default: wasmUrl } = await import('zxing-wasm/reader/zxing_reader.wasm?url');
  await fetch(wasmUrl);
}

/** Only the digits of a retail barcode (EAN-8, UPC-A/E, EAN-13) count as a GTIN. */
export function gtinFromRaw(raw: string): string | null {
  const digits = raw.trim();
  return /^\d{6,8}$|^\d{12,14}$/.test(digits) ? digits : null;
}

/** The first retail barcode in a photo, read on the device; null when it shows none this reader can read. */
export async function readBarcode(photo: Blob): Promise<string | null> {
  const detector = await loadDetector();
  const codes = await detector.detect(photo);
  return codes.map((code) => gtinFromRaw(code.rawValue)).find((gtin) => gtin !== null) ?? null;
}
