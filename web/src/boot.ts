/**
 * The page's entry. A browser runs a script's whole module graph in one task, and on a phone the app's graph (React,
 * the router, the data layer, the app) took some 450 ms at 4× slowdown (decision 037): a tap on the page the server
 * drew would wait all that time. So the graph runs in parts, each in its own task, with the browser let in between.
 * The files are fetched together from the start (`<link rel="modulepreload">`, vite.config.ts); only their running
 * takes turns. Each part is its own chunk (`BOOT_CHUNKS` in vite.config.ts); a part already run is not run again.
 */
import { nextTask } from './lib/next-task.ts';

// Not a top-level await: a chunk that imports this one (Vite's preload helper lives here) would wait for itself.
void (async () => {
  // Each part by exports the app uses: after a bare `import()` Rollup keeps every export of a library in its chunk
  // (all of React Router: 47 KB more on the wire); after a destructured one, only what the app imports.
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { createBrowserRouter } = await import('react-router');
  await nextTask();
  const { QueryClient } = await import('@tanstack/react-query');
  await nextTask();
  void [hydrateRoot, createBrowserRouter, QueryClient];
  await import('./main.tsx');
})().catch((error: unknown) => {
  // The app's code did not arrive: a page the server drew stays usable as a page (its links, its search form).
  // `ADOPTING` (first-screen/held-taps.ts) by its value: importing it would bring React into this first part.
  document.getElementById('root')?.removeAttribute('data-adopting'); // the taps held are done
  console.error('[ClearCart] The app could not start', error); // lib/logger.ts is in the app's own part
});
