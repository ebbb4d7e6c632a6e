import { useEffect, useRef, type RefObject } from 'react';
import { logger } from '../../../lib/logger.ts';

const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'] as const;
const SCAN_INTERVAL_MS = 250; // ≈ 4 frames per second
const REPEAT_PAUSE_MS = 5000;

interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}

let detectorPromise: Promise<Detector> | null = null;

/**
 * A BarcodeDetector for retail codes: the browser's own when it supports them, else the
 * zxing-wasm ponyfill with its wasm served from our origin. Loaded once, on first use.
 */
function loadDetector(): Promise<Detector> {
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

/** Only the digits of a retail barcode (EAN-8, UPC-A/E, EAN-13) count as a GTIN. */
export function gtinFromRaw(raw: string): string | null {
  const digits = raw.trim();
  return /^\d{6,8}$|^\d{12,14}$/.test(digits) ? digits : null;
}

/**
 * Scan the live video ~4 times a second for EAN/UPC barcodes and call `onGtin` with the digits
 * of the first one read. `enabled` pauses scanning (camera off, or an identification running).
 */
export function useBarcodeScanner(
  videoRef: RefObject<HTMLVideoElement | null>,
  onGtin: (gtin: string) => void,
  enabled = true,
): void {
  const callback = useRef(onGtin);
  callback.current = onGtin;
  // The same code stays in view after a miss: don't resubmit it for a few seconds.
  const last = useRef<{ gtin: string; at: number } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const tick = async (detector: Detector) => {
      if (cancelled) return;
      const video = videoRef.current;
      if (video && video.readyState >= 2 && video.videoWidth > 0) {
        try {
          const codes = await detector.detect(video);
          const gtin = codes.map((code) => gtinFromRaw(code.rawValue)).find((value) => value !== null);
          const repeat = gtin && last.current?.gtin === gtin && Date.now() - last.current.at < REPEAT_PAUSE_MS;
          if (gtin && !repeat && !cancelled) {
            last.current = { gtin, at: Date.now() };
            cancelled = true;
            callback.current(gtin);
            return;
          }
        } catch (error) {
          logger.debug('Barcode scan failed on a frame', error);
        }
      }
      timer = setTimeout(() => void tick(detector), SCAN_INTERVAL_MS);
    };

    loadDetector()
      .then((detector) => void tick(detector))
      .catch((error) => logger.warn('Barcode scanning unavailable', error));

    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [videoRef, enabled]);
}
