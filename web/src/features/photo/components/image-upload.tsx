import { ImageUp, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { notify } from '../../../components/ui/toaster.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { downscaleImage } from '../lib/downscale-image.ts';
import { NO_IMAGE_SELECTED, validateImageFile } from '../lib/validate-image.ts';
import { AnalysisProgress } from './analysis-progress.tsx';
import './photo.css';

interface ImageUploadProps {
  onIdentify(image: File): void;
  busy: boolean;
}

/** Image Upload tab: click or tap (or Enter/Space) to pick, preview with Remove, 'Identify Product'. */
export function ImageUpload({ onIdentify, busy }: ImageUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
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
      notify(NO_IMAGE_SELECTED);
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
        <label htmlFor={inputId}>Product image</label>
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
          <img src={previewUrl} alt="Selected product image" />
          <p className="cc-muted cc-small">{file?.name}</p>
          <button type="button" className="cc-button cc-photo-remove" onClick={remove} disabled={busy}>
            <X aria-hidden="true" /> Remove
          </button>
        </div>
      ) : (
        <div
          role="button"
          tabIndex={0}
          aria-label="Choose a product image to upload"
          aria-busy={preparing || undefined}
          onClick={pick}
          onKeyDown={onKeyDown}
          className="cc-photo-drop"
        >
          <ImageUp size={40} aria-hidden="true" />
          <p className="cc-photo-drop-title">
            {preparing ? (
              <>
                <span className="cc-spinner-inline" aria-hidden="true" /> Preparing the image…
              </>
            ) : touch ? (
              'Tap to choose an image'
            ) : (
              'Click to choose an image'
            )}
          </p>
          <p className="cc-muted cc-small">
            A clear photo of the barcode or the front label works best. JPEG, PNG or WebP; a large photo is scaled down
            before it is sent.
          </p>
        </div>
      )}
      {busy && <AnalysisProgress label="Identifying product" />}
      <button
        type="button"
        className="cc-button cc-solid cc-photo-button cc-photo-main"
        onClick={identify}
        disabled={!file || busy}
        data-loading={busy || undefined}
      >
        {busy ? (
          <>
            <span className="cc-spinner-inline" aria-hidden="true" />
            Identifying…
          </>
        ) : (
          <>
            <Search aria-hidden="true" /> Identify Product
          </>
        )}
      </button>
    </div>
  );
}
