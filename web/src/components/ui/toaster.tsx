import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { TOAST_DEFAULT_MS } from '../../config/constants.ts';

/** The app's single toaster; call `notify` rather than this directly. */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4 });

export type ToastStatus = 'success' | 'error' | 'warning' | 'info';

export interface Notice {
  title: string;
  description?: string;
  status: ToastStatus;
  /** Milliseconds; the interface library's default is 5000. */
  duration?: number;
}

// Whether a toast has been asked for: the plain first screen then loads the UI kit, so the toast shows there too.
let noticed = false;
const listeners = new Set<() => void>();
export const hasNoticed = (): boolean => noticed;
export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Show a toast (title, description, status, duration). */
export function notify({ title, description, status, duration = TOAST_DEFAULT_MS }: Notice): void {
  toaster.create({ title, description, type: status, duration, closable: true });
  if (!noticed) {
    noticed = true;
    for (const listener of listeners) listener();
  }
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
