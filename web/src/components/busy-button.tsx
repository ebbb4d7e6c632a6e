import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** At work: the button is disabled and says so with a spinner and `busyLabel` in place of its icon and words. */
  busy: boolean;
  busyLabel: ReactNode;
  /** Shown before its words when idle (decorative: the words name the button). */
  icon: ReactNode;
}

/** A button whose action takes a while: one look and one behaviour for every such button. */
export function BusyButton({ busy, busyLabel, icon, children, disabled, ...button }: BusyButtonProps) {
  return (
    <button {...button} disabled={busy || disabled} data-loading={busy || undefined}>
      {busy ? (
        <>
          <span className="cc-spinner-inline" aria-hidden="true" /> {busyLabel}
        </>
      ) : (
        <>
          {icon} {children}
        </>
      )}
    </button>
  );
}
