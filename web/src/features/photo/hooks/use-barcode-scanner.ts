import { useEffect, useRef, type RefObject } from 'react';
import { gtinFromRaw, loadDetector, type Detector } from '../../../lib/barcode-reader.ts';
import { logger } from '../../../lib/logger.ts';

const SCAN_INTERVAL_MS = 250; // ≈ 4 frames per second
const REPEAT_PAUSE_MS = 5000;

export { gtinFromRaw };

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
