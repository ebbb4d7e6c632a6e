import { useEffect, useState } from 'react';
import './photo.css';
import { useT } from '../../../i18n/react.tsx';

const STEPS = ['photo.step.upload', 'photo.step.barcode', 'photo.step.label', 'photo.step.match'] as const;

/** Visible progress while the server reads the photo (label OCR can take a few seconds). */
export function AnalysisProgress({
  label,
  steps,
}: {
  label?: string;
  /** What the server does in turn, said one after the other (the last stays). */
  steps?: readonly string[];
}) {
  const t = useT();
  const said = steps ?? STEPS.map((key) => t(key));
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((value) => Math.min(value + 1, said.length - 1)), 1200);
    return () => clearInterval(timer);
  }, [said.length]);
  return (
    <div role="status" aria-live="polite" className="cc-photo-progress">
      {/* Indeterminate: how long the server takes is unknown, so there is no aria-valuenow. */}
      <div
        role="progressbar"
        aria-label={label ?? t('photo.analyzingProduct')}
        aria-valuemin={0}
        aria-valuemax={100}
        className="cc-photo-track"
      >
        <div className="cc-photo-range" />
      </div>
      <p className="cc-muted cc-small">{said[step]}</p>
    </div>
  );
}
