import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { TOAST_DEFAULT_MS } from '../../config/constants.ts';
import './toaster.css';
import { useT } from '../../i18n/react.tsx';

export type ToastStatus = 'success' | 'error' | 'warning' | 'info';

export interface Notice {
  title: string;
  description?: string;
  status: ToastStatus;
  /** Milliseconds before it goes by itself. */
  duration?: number;
  /** It tells what brought the shopper to the next page ('Signed in successfully!'): it ends on the navigation after. */
  carry?: boolean;
}

interface Toast {
  title: string;
  description?: string;
  type: ToastStatus;
  duration: number;
  carry?: boolean;
}

interface Shown extends Toast {
  id: number;
}

/** At most this many at once; a new one pushes out the oldest. */
const MAX_SHOWN = 4;

// The toasts on screen, a small store of their own: a toast needs no UI kit, so asking for one never remounts a page.
let shown: readonly Shown[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = (next: readonly Shown[]) => {
  shown = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function dismiss(id: number): void {
  publish(shown.filter((toast) => toast.id !== id));
}

/**
 * The shopper went to another page: what the toasts said was about the page left, so they end; a toast
 * carried to this page ends on the next one.
 */
export function endToastsOnNavigation(): void {
  if (shown.length === 0) return;
  publish(shown.filter((toast) => toast.carry).map((toast) => ({ ...toast, carry: false })));
}

/** The app's single toaster; call `notify` rather than this directly. */
export const toaster = {
  create(toast: Toast): void {
    const id = nextId++;
    publish([...shown, { ...toast, id }].slice(-MAX_SHOWN));
    setTimeout(() => dismiss(id), toast.duration);
  },
};

/** Show a toast (title, description, status, duration). */
export function notify({ title, description, status, duration = TOAST_DEFAULT_MS, carry }: Notice): void {
  toaster.create({ title, description, type: status, duration, ...(carry ? { carry } : {}) });
}

const ICONS = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info };

/** Where toasts appear: bottom right, full width on a phone; read out by screen readers as they arrive. */
export function Toaster() {
  const t = useT();
  const toasts = useSyncExternalStore(
    subscribe,
    () => shown,
    () => shown,
  );
  return (
    <section aria-label={t('frame.notifications')} aria-live="polite" className="cc-toaster">
      {toasts.map((toast) => {
        const Icon = ICONS[toast.type];
        return (
          <div
            key={toast.id}
            role={toast.type === 'error' ? 'alert' : 'status'}
            className="cc-toast"
            data-status={toast.type}
          >
            <Icon aria-hidden="true" className="cc-toast-icon" />
            <div className="cc-toast-text">
              <p className="cc-toast-title">{toast.title}</p>
              {toast.description && <p className="cc-toast-description">{toast.description}</p>}
            </div>
            <button
              type="button"
              aria-label={t('frame.dismissNotification')}
              className="cc-button cc-ghost cc-toast-close"
              onClick={() => dismiss(toast.id)}
            >
              <X aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </section>
  );
}
