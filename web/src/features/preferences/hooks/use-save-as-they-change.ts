import { useCallback, useEffect, useRef, useState } from 'react';

/** What the shopper is told beside the Save button. */
export type KeepState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Preferences saved as they change (decision 060): each change is handed to `keep` at once (what must not wait: the
 * local copy, the app's own view of them) and to `save` once changes have paused for `delayMs`. A change still waiting
 * when the editor goes away (the shopper leaves the page) is saved then, so leaving never loses it.
 */
export function useSaveAsTheyChange<T>(
  keep: (value: T) => void,
  save: (value: T) => Promise<boolean>,
  delayMs = 800,
): { change(value: T): void; state: KeepState } {
  const [state, setState] = useState<KeepState>('idle');
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  const latest = useRef({ keep, save });
  latest.current = { keep, save };

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    void latest.current.save(next.value).then(
      (ok) => mounted.current && !pending.current && setState(ok ? 'saved' : 'failed'),
      () => mounted.current && setState('failed'),
    );
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      flush();
    };
  }, [flush]);

  const change = useCallback(
    (value: T) => {
      latest.current.keep(value);
      pending.current = { value };
      setState('saving');
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );

  return { change, state };
}
