import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { ADOPTING, DrawnPage } from '../first-screen/index.ts';
import { EarlyReport } from './early-report.tsx';
import { AppProvider } from './provider.tsx';
import { createRouter } from './router.tsx';

/**
 * React Router's provider reads the router's state when it renders and subscribes when it commits: when the first
 * page's code arrives in between (from the cache, on a slow phone rendering in slices) the change is missed and the
 * first screen's spinner stays for good. So the provider is mounted only once the first page has loaded (a
 * subscription that looks again after subscribing), reading the state as it is then; until then the spinner is ours.
 * Mounted once, never remounted: a remount would wipe what the shopper had begun typing. The mount draws the whole
 * first page, in a transition rendered in slices that let the browser in, not one long task.
 */
export function Router({ router }: { router: DataRouter }) {
  const [initialized, setInitialized] = useState(router.state.initialized);
  useEffect(() => {
    const look = () => {
      if (router.state.initialized) startTransition(() => setInitialized(true));
    };
    const unsubscribe = router.subscribe(look);
    look();
    return unsubscribe;
  }, [router]);
  return initialized ? <RouterProvider router={router} /> : <PageSpinner />;
}

function BrowserRouter() {
  const [router] = useState(createRouter);
  return <Router router={router} />;
}

/**
 * The app. `drawn`: React adopts the page the server drew for a shopper signed out (first-screen/), which holds
 * the shopper's taps until then (first-screen/held-taps.ts); `queryClient` holds the answers it was drawn with.
 * `router`: the server's own (entry-server.tsx), or the browser's made ahead of the first render (main.tsx); else the
 * browser's, made here.
 */
export function App({
  drawn = false,
  queryClient,
  router,
}: {
  drawn?: boolean;
  queryClient?: QueryClient;
  router?: ReactNode;
}) {
  useEffect(() => document.getElementById('root')?.removeAttribute(ADOPTING), []);
  return (
    <DrawnPage value={drawn}>
      <AppProvider signedOut={drawn} queryClient={queryClient}>
        {/* A drawn page comes with its answers, or asks for them as main.tsx adopts it. */}
        {!drawn && <EarlyReport />}
        {router ?? <BrowserRouter />}
      </AppProvider>
    </DrawnPage>
  );
}
