/**
 * Gives `element` the frame's top-bar height as `--cc-topbar-height`, kept as the bar wraps, until the returned
 * function is called: what sticks below the bar (a report's tabs) needs it. Set on that element alone, not on the
 * document: a custom property changed on the root restyles every element of the page, and the frame did so in every
 * page's first frame.
 */
export function keepTopBarHeight(element: HTMLElement): () => void {
  const bar = document.querySelector<HTMLElement>('.cc-topbar');
  if (!bar || typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => element.style.setProperty('--cc-topbar-height', `${bar.offsetHeight}px`));
  observer.observe(bar);
  return () => observer.disconnect();
}
