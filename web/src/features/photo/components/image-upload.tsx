import { ImageUp, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { notify } from '../../../components/ui/toaster.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { downscaleImage } from '../lib/downscale-image.ts';
import type { PhotoAction } from '../lib/photo-action.ts';
import { noImageSelected, validateImageFile } from '../lib/validate-image.ts';
import { AnalysisProgress } from './analysis-progress.tsx';
import './photo.css';
import { useT } from '../../../i18n/react.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';

interface ImageUploadProps {
  onIdentify(image: File): void;
  busy: boolean;
  /** The advice under the pick area, and the send button's words, when the photo is not for identifying a product. */
  hint?: string;
  action?: PhotoAction;
}

/** Image Upload tab: click or tap (or Enter/Space) to pick, preview with Remove, 'Identify Product'. */
export function ImageUpload({ onIdentify, busy, hint, action }: ImageUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const t = useT();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  // Only the last file chosen is kept when a slower one finishes preparing after it.
  const lastChoice = useRef(0);
  const touch = useMediaQuery('(pointer: coarse)');

  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const pick = () => inputRef.current?.click();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires change
    if (!chosen) return;
    const choice = ++lastChoice.current;
    setPreparing(true);
    // The 5 MB limit applies to what is uploaded: a phone's larger photo is downscaled first.
    const upload = await downscaleImage(chosen);
    if (choice !== lastChoice.current) return;
    setPreparing(false);
    const problem = validateImageFile(upload);
    if (problem) {
      notify(problem);
      return;
    }
    setFile(upload);
    setPreviewUrl(URL.createObjectURL(upload));
  };

  const remove = () => {
    setFile(null);
    setPreviewUrl(null);
  };

  const identify = () => {
    if (!file) {
      notify(noImageSelected());
      return;
    }
    onIdentify(file);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick();
    }
  };

  return (
    <div className="cc-photo-stack">
      <span className="cc-visually-hidden">
        <label htmlFor={inputId}>{t('photo.productImage')}</label>
        <input
          id={inputId}
          ref={inputRef}
          type="file"
          accept="image/*"
          onChange={(event) => void onChange(event)}
          tabIndex={-1}
        />
      </span>
      {previewUrl ? (
        <div className="cc-photo-preview">
          <img src={previewUrl} alt={t('photo.selected')} />
          <p className="cc-muted cc-small" translate="no">
            {file?.name}
          </p>
          <button type="button" className="cc-button cc-photo-remove" onClick={remove} disabled={busy}>
            <X aria-hidden="true" /> {t('photo.remove')}
          </button>
        </div>
      ) : (
        <div
          role="button"
          tabIndex={0}
          aria-label={t('photo.choose')}
          aria-busy={preparing || undefined}
          onClick={pick}
          onKeyDown={onKeyDown}
          className="cc-photo-drop"
        >
          <ImageUp size={40} aria-hidden="true" />
          <p className="cc-photo-drop-title">
            {preparing ? (
              <>
                <span className="cc-spinner-inline" aria-hidden="true" /> {t('photo.preparing')}
              </>
            ) : touch ? (
              t('photo.tap')
            ) : (
              t('photo.click')
            )}
          </p>
          <p className="cc-muted cc-small">{hint ?? t('photo.uploadHint')}</p>
        </div>
      )}
      {busy && (
        <AnalysisProgress
          label={action?.busy ?? t('photo.identifyingProduct')}
          {...(action ? { steps: action.steps } : {})}
        />
      )}
      <BusyButton
        type="button"
        className="cc-button cc-solid cc-photo-button cc-photo-main"
        onClick={identify}
        disabled={!file}
        busy={busy}
        busyLabel={action ? action.busy : t('photo.identifying')}
        icon={<Search aria-hidden="true" />}
      >
        {action ? action.label : t('photo.identify')}
      </BusyButton>
    </div>
  );
}
