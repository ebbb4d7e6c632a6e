/** A page waiting for its data or code; plain CSS, so it shows before the UI kit has loaded. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="cc-center" role="status" aria-live="polite">
      <span className="cc-spinner" aria-hidden="true" />
      <span className="cc-visually-hidden">{label}</span>
    </div>
  );
}
