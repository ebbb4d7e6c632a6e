import { Camera, RotateCcw, ScanLine, Sparkles, Video } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { notify } from '../../../components/ui/toaster.tsx';
import { useBarcodeScanner } from '../hooks/use-barcode-scanner.ts';
import { useCamera } from '../hooks/use-camera.ts';
import type { PhotoAction } from '../lib/photo-action.ts';
import { noImageCaptured } from '../lib/validate-image.ts';
import { AnalysisProgress } from './analysis-progress.tsx';
import './photo.css';
import { useT } from '../../../i18n/react.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';

interface CameraCaptureProps {
  /** Identify the captured JPEG. */
  onAnalyze(photo: File): void;
  /** A barcode was read live from the stream; without it, no barcode is looked for. */
  onGtin?(gtin: string): void;
  busy: boolean;
  /** Drawn over the live view: where to hold what is photographed (a pack's panel). */
  guide?: ReactNode;
  /** The line over the live view, and the send button's words, when the photo is not for identifying a product. */
  hint?: string;
  action?: PhotoAction;
}

const ignoreGtin = () => undefined;

/** Take Photo tab: the camera starts when this mounts (tab opened) and stops when it unmounts. */
export function CameraCapture({ onAnalyze, onGtin, busy, guide, hint, action }: CameraCaptureProps) {
  const { videoRef, state, photo, previewUrl, start, stop, capture } = useCamera();
  const t = useT();

  useEffect(() => {
    void start();
    return stop;
  }, [start, stop]);

  useBarcodeScanner(videoRef, onGtin ?? ignoreGtin, state === 'on' && !busy && onGtin !== undefined);

  const analyze = () => {
    if (!photo) {
      notify(noImageCaptured());
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
          aria-label={t('photo.liveView')}
          style={{ display: state === 'captured' ? 'none' : 'block' }}
        />
        {state === 'captured' && previewUrl && <img src={previewUrl} alt={t('photo.captured')} />}
        {state === 'off' && (
          <div className="cc-photo-off">
            <Video aria-hidden="true" />
            <p>{t('photo.cameraOff')}</p>
          </div>
        )}
        {state === 'on' && guide}
        {state === 'on' && !busy && (
          <div className="cc-photo-hint">
            <ScanLine size={14} aria-hidden="true" />
            <p>{hint ?? t('photo.hint')}</p>
          </div>
        )}
      </div>

      {busy && (action ? <AnalysisProgress label={action.busy} steps={action.steps} /> : <AnalysisProgress />)}

      <div className="cc-photo-actions">
        {(state === 'off' || state === 'starting') && (
          <BusyButton
            type="button"
            className="cc-button cc-photo-button cc-photo-outline"
            onClick={() => void start()}
            busy={state === 'starting'}
            busyLabel={t('photo.startingCamera')}
            icon={<Video aria-hidden="true" />}
          >
            {t('photo.startCamera')}
          </BusyButton>
        )}
        {state === 'on' && (
          <button
            type="button"
            className="cc-button cc-solid cc-photo-button"
            onClick={() => void capture()}
            disabled={busy}
          >
            <Camera aria-hidden="true" /> {t('search.tab.camera')}
          </button>
        )}
        {state === 'captured' && (
          <button
            type="button"
            className="cc-button cc-photo-button cc-photo-outline"
            onClick={() => void start()}
            disabled={busy}
          >
            <RotateCcw aria-hidden="true" /> {t('photo.retake')}
          </button>
        )}
        <BusyButton
          type="button"
          className={`cc-button cc-photo-button ${state === 'captured' ? 'cc-solid' : 'cc-photo-subtle'}`}
          onClick={analyze}
          busy={busy}
          busyLabel={action ? action.busy : t('photo.analyzing')}
          icon={<Sparkles aria-hidden="true" />}
        >
          {action ? action.label : t('photo.analyze')}
        </BusyButton>
      </div>
    </div>
  );
}
