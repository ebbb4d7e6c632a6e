import { useEffect, useState } from 'react';
import './photo.css';

const STEPS = ['Uploading photo…', 'Looking for a barcode…', 'Reading the label…', 'Matching the product…'];

/** Visible progress while the server reads the photo (label OCR can take a few seconds). */
export function AnalysisProgress({ label = 'Analyzing product' }: { label?: string }) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((value) => Math.min(value + 1, STEPS.length - 1)), 1200);
    return () => clearInterval(timer);
  }, []);
  return (
    <div role="status" aria-live="polite" className="cc-photo-progress">
      {/* Indeterminate: how long the server takes is unknown, so there is no aria-valuenow. */}
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} className="cc-photo-track">
        <div className="cc-photo-range" />
      </div>
      <p className="cc-muted cc-small">{STEPS[step]}</p>
    </div>
  );
}
