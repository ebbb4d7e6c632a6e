import { useT } from '../i18n/react.tsx';
/** A page waiting for its data or code; plain CSS, so it shows before the UI kit has loaded. */
export function PageSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="cc-center" role="status" aria-live="polite">
      <span className="cc-spinner" aria-hidden="true" />
      <span className="cc-visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
