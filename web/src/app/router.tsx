import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteError } from './route-error.tsx';

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
          { path: 'search', lazy: async () => ({ Component: (await import('./routes/search.tsx')).SearchRoute }) },
          {
            path: 'preferences',
            lazy: async () => ({ Component: (await import('./routes/preferences.tsx')).PreferencesRoute }),
          },
          {
            path: 'product/:id',
            lazy: async () => ({ Component: (await import('./routes/product.tsx')).ProductRoute }),
          },
          { path: 'history', lazy: async () => ({ Component: (await import('./routes/history.tsx')).HistoryRoute }) },
          { path: 'compare', lazy: async () => ({ Component: (await import('./routes/compare.tsx')).CompareRoute }) },
          { path: 'privacy', lazy: async () => ({ Component: (await import('./routes/privacy.tsx')).PrivacyRoute }) },
          { path: 'signin', lazy: async () => ({ Component: (await import('./routes/sign-in.tsx')).SignInRoute }) },
          { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundRoute }) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
