import { createContext, startTransition, useEffect, useState } from 'react';

/** React is adopting a page the server drew (app.tsx): true on the server, and in the browser that adopts its page. */
export const DrawnPage = createContext(false);

/**
 * False until the page has painted once with `ready` true, then true, set in a transition. A long page draws what the
 * first screen shows at once and the rest after that paint, in slices that let the browser answer taps in between:
 * on a slow phone the top of a report shows in half the time. `drawn`: the server drew it all already, so it is true
 * from the start (the browser adopts what is laid out, rather than adding it and laying it out again).
 */
export function useAfterPaint(ready: boolean, drawn = false): boolean {
  const [after, setAfter] = useState(() => ready && drawn);
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
