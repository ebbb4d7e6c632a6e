import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { AppLayout, type RouteHandle } from './layout/app-layout.tsx';
import { RouteError } from './route-error.tsx';

// Pages built with the UI kit; the others are plain CSS (docs/decisions/021-first-paint-budget.md).
const KIT: RouteHandle = { kit: true };

/** Every screen is its own chunk so the first load stays small. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    hydrateFallbackElement: <PageSpinner />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/home.tsx')).HomeRoute }) },
          {
            path: 'search',
            handle: KIT,
            lazy: async () => ({ Component: (await import('./routes/search.tsx')).SearchRoute }),
          },
          {
            path: 'preferences',
            handle: KIT,
            lazy: async () => ({ Component: (await import('./routes/preferences.tsx')).PreferencesRoute }),
          },
          {
            path: 'product/:id',
            handle: KIT,
            lazy: async () => ({ Component: (await import('./routes/product.tsx')).ProductRoute }),
          },
          {
            path: 'history',
            handle: KIT,
            lazy: async () => ({ Component: (await import('./routes/history.tsx')).HistoryRoute }),
          },
          {
            path: 'compare',
            handle: KIT,
            lazy: async () => ({ Component: (await import('./routes/compare.tsx')).CompareRoute }),
          },
          {
            path: 'privacy',
            handle: KIT,
            lazy: async () => ({ Component: (await import('./routes/privacy.tsx')).PrivacyRoute }),
          },
          {
            path: 'signin',
            handle: KIT,
            lazy: async () => ({ Component: (await import('./routes/sign-in.tsx')).SignInRoute }),
          },
          {
            path: '*',
            handle: KIT,
            lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
