import { Camera, RotateCcw, ScanLine, Sparkles, Video } from 'lucide-react';
import { useEffect } from 'react';
import { notify } from '../../../components/ui/toaster.tsx';
import { useBarcodeScanner } from '../hooks/use-barcode-scanner.ts';
import { useCamera } from '../hooks/use-camera.ts';
import { NO_IMAGE_CAPTURED } from '../lib/validate-image.ts';
import { AnalysisProgress } from './analysis-progress.tsx';
import './photo.css';

interface CameraCaptureProps {
  /** Identify the captured JPEG. */
  onAnalyze(photo: File): void;
  /** A barcode was read live from the stream. */
  onGtin(gtin: string): void;
  busy: boolean;
}

/** Take Photo tab: the camera starts when this mounts (tab opened) and stops when it unmounts. */
export function CameraCapture({ onAnalyze, onGtin, busy }: CameraCaptureProps) {
  const { videoRef, state, photo, previewUrl, start, stop, capture } = useCamera();

  useEffect(() => {
    void start();
    return stop;
  }, [start, stop]);

  useBarcodeScanner(videoRef, onGtin, state === 'on' && !busy);

  const analyze = () => {
    if (!photo) {
      notify(NO_IMAGE_CAPTURED);
      return;
    }
    onAnalyze(photo);
  };

  return (
    <div className="cc-photo-stack">
      {/* A phone is held upright: a tall portrait viewfinder there, the camera's own 16:9 on wider screens. */}
      <div className="cc-photo-viewfinder">
        <video
          ref={videoRef}
          muted
          playsInline
          autoPlay
          aria-label="Live camera view"
          style={{ display: state === 'captured' ? 'none' : 'block' }}
        />
        {state === 'captured' && previewUrl && <img src={previewUrl} alt="Captured product photo" />}
        {state === 'off' && (
          <div className="cc-photo-off">
            <Video aria-hidden="true" />
            <p>Camera is off</p>
          </div>
        )}
        {state === 'on' && !busy && (
          <div className="cc-photo-hint">
            <ScanLine size={14} aria-hidden="true" />
            <p>Point at the barcode, or take a photo of the label</p>
          </div>
        )}
      </div>

      {busy && <AnalysisProgress />}

      <div className="cc-photo-actions">
        {(state === 'off' || state === 'starting') && (
          <button
            type="button"
            className="cc-button cc-photo-button cc-photo-outline"
            onClick={() => void start()}
            disabled={state === 'starting'}
            data-loading={state === 'starting' || undefined}
          >
            {state === 'starting' ? (
              <>
                <span className="cc-spinner-inline" aria-hidden="true" />
                Starting camera…
              </>
            ) : (
              <>
                <Video aria-hidden="true" /> Start Camera
              </>
            )}
          </button>
        )}
        {state === 'on' && (
          <button
            type="button"
            className="cc-button cc-solid cc-photo-button"
            onClick={() => void capture()}
            disabled={busy}
          >
            <Camera aria-hidden="true" /> Take Photo
          </button>
        )}
        {state === 'captured' && (
          <button
            type="button"
            className="cc-button cc-photo-button cc-photo-outline"
            onClick={() => void start()}
            disabled={busy}
          >
            <RotateCcw aria-hidden="true" /> Retake Photo
          </button>
        )}
        <button
          type="button"
          className={`cc-button cc-photo-button ${state === 'captured' ? 'cc-solid' : 'cc-photo-subtle'}`}
          onClick={analyze}
          disabled={busy}
          data-loading={busy || undefined}
        >
          {busy ? (
            <>
              <span className="cc-spinner-inline" aria-hidden="true" />
              Analyzing…
            </>
          ) : (
            <>
              <Sparkles aria-hidden="true" /> Analyze Product
            </>
          )}
        </button>
      </div>
    </div>
  );
}
